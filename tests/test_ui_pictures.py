"""Pictures without a kernel: SVG for boards, states and traces, and the offline player;
hostile text always comes out escaped."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from codyroby_lab import codyroby
from codyroby_lab.games.codyroby import CodyRoby

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = "<img src=x onerror=alert(1)>"


def hostile_trace():
    game = CodyRoby({"board": {"width": 4, "height": 4},
                     "robots": {HOSTILE: {"at": "A4", "facing": "N"}}})
    return game.new_state().run("F R F")


def test_svg_escapes_a_hostile_robot_name():
    t = hostile_trace()
    for svg in (t.to_svg(), t._repr_svg_(), t.final._repr_svg_(), t.start._repr_svg_()):
        assert "<img" not in svg and "onerror=alert(1)&gt;" in svg
        assert svg.startswith("<svg") and svg.endswith("</svg>")


def test_html_player_escapes_a_hostile_robot_name(tmp_path):
    t = hostile_trace()
    page = t.to_html(tmp_path / "p.html", title=HOSTILE)
    assert (tmp_path / "p.html").read_text() == page
    assert "<img" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page         # the <title>
    data = re.search(r'<script type="application/json" id="cr-data">(.*?)</script>', page, re.S)
    payload = json.loads(data.group(1))
    assert payload["scene"]["pieces"][0]["name"] == HOSTILE     # intact, as data


def test_html_player_is_offline():
    page = codyroby.run("F F").to_html()
    assert "Content-Security-Policy" in page and "default-src 'none'" in page
    assert not re.search(r"""(src|href)=["']?https?:""", page)
    assert "import " not in page.split('<script type="module">')[1].split("</script>")[0] \
        .replace("import {", "")


def test_board_and_state_show_themselves():
    b = codyroby.Board(5, 5, blocks=["B2"], targets={"red": "E1"})
    svg = b._repr_svg_()
    assert 'aria-label="block at B2"' in svg and 'aria-label="red target at E1"' in svg
    state = CodyRoby({"board": b.to_dict(), "robots": {"roby": {"at": "A5", "facing": "S"}}}
                     ).new_state()
    assert 'aria-label="roby at A5 facing south"' in state._repr_svg_()


def test_trace_svg_draws_the_trail():
    svg = codyroby.run("F F R F", at="A5").to_svg()
    assert svg.count("<polyline") == 1
    assert 'aria-label="roby at B3 facing east"' in svg


def test_a_long_trace_draws_quickly():
    t = codyroby.run("REPEAT 25000 [F F R R]", at="C3")
    assert t.steps == 100_000
    assert len(t.to_svg()) < 200_000


def test_the_wheel_ships_the_widget_files(tmp_path):
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                          "--disable-pip-version-check", "-w", str(tmp_path), str(ROOT)],
                         capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        pytest.fail("pip wheel failed:\n" + out.stdout + out.stderr)
    wheel = next(tmp_path.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    from codyroby_lab.ui.assets import CSS, MODULES
    for name in (*MODULES, CSS):
        assert f"codyroby_lab/widgets/{name}" in names
    assert "codyroby_lab/ui/widget.py" in names


def test_the_resolver_prefers_the_installed_folder(tmp_path, monkeypatch):
    import codyroby_lab.ui.assets as assets
    pkg = tmp_path / "codyroby_lab"
    (pkg / "ui").mkdir(parents=True)
    (pkg / "widgets").mkdir()
    (pkg / "widgets" / "board.js").write_text("export default {};")
    monkeypatch.setattr(assets, "__file__", str(pkg / "ui" / "assets.py"))
    assert assets.widgets_dir() == pkg / "widgets"
    (pkg / "widgets" / "board.js").unlink()
    with pytest.raises(FileNotFoundError):
        assets.widgets_dir()
