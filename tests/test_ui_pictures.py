"""Pictures without a kernel: SVG for boards, states and traces, and the offline player;
hostile text always comes out escaped."""

from __future__ import annotations

import json
import re
import zipfile

import pytest

from codyroby_lab import codyroby
from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.ui import save_player

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
    page = save_player(t, tmp_path / "p.html", title=HOSTILE)
    assert (tmp_path / "p.html").read_text() == page
    assert "<img" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page         # the <title>
    data = re.search(r'<script type="application/json" id="cr-data">(.*?)</script>', page, re.S)
    payload = json.loads(data.group(1))
    assert payload["scene"]["pieces"][0]["name"] == HOSTILE     # intact, as data


def test_html_player_is_offline():
    page = save_player(codyroby.run("F F"))
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
    assert 'aria-label="Roby at A5 facing south"' in state._repr_svg_()


def test_trace_svg_draws_the_trail():
    svg = codyroby.run("F F R F", at="A5").to_svg()
    assert svg.count("<polyline") == 1
    assert 'aria-label="Roby at B3 facing east"' in svg


def test_a_long_trace_draws_quickly():
    t = codyroby.run("REPEAT 25000 [F F R R]", at="C3")
    assert t.steps == 100_000
    assert len(t.to_svg()) < 200_000


def test_the_wheel_ships_the_widget_files(wheel):
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


def test_a_jump_breaks_the_trail_in_the_svg():
    from codyroby_lab.core.svg import scene_svg
    scene = {"grid": {"width": 5, "height": 5},
             "pieces": [{"id": "p", "color": "red", "at": [4, 1], "facing": 0}]}
    svg = scene_svg(scene, {"p": [[0, 4], [0, 3], [4, 0], [4, 1]]})   # A4 -> E1: a tunnel
    lines = re.findall(r'<polyline points="([^"]*)"', svg)
    assert lines == ["42,202 42,162", "202,42 202,82"]
    assert svg.count('stroke-dasharray="3 2"') == 2                      # a ring at each end
    walk = scene_svg(scene, {"p": [[0, 4], [0, 3], [1, 2], [2, 2]]})      # a diagonal is a step
    assert walk.count("<polyline") == 1 and 'stroke-dasharray="3 2"' not in walk


def test_pieces_on_one_square_all_show():
    from codyroby_lab.core.svg import crowd_spot, scene_svg
    pieces = [{"id": n, "name": n, "color": c, "at": [0, 0], "facing": 2}
              for n, c in (("ada", "red"), ("cody", "blue"), ("roby", "yellow"))]
    pieces.append({"id": "solo", "name": "solo", "at": [2, 2], "facing": 0})
    svg = scene_svg({"grid": {"width": 3, "height": 3}, "pieces": pieces})
    spots = re.findall(r'aria-label="(\w+)" transform="translate\(([^)]*)\) scale\(([^)]*)\)',
                       svg)
    assert [s[0] for s in spots] == ["ada", "cody", "roby", "solo"]
    assert len({s[1] for s in spots}) == 4                        # four different places
    assert [s[2] for s in spots] == ["0.55", "0.55", "0.55", "1"]   # walk 06q5: was 0.5
    assert spots[3][1] == "122,122"                              # alone: the square's centre
    for n in range(1, 9):                                          # all inside the square
        for i in range(n):
            dx, dy, k = crowd_spot(i, n)
            assert abs(dx) + 40 * 0.36 * k <= 20 and abs(dy) + 40 * 0.36 * k <= 20
        assert len({crowd_spot(i, n)[:2] for i in range(n)}) == n


def test_tile_kinds_look_different_and_targets_are_rings():
    from codyroby_lab.core.svg import scene_svg
    from codyroby_lab.games.energy_seekers import EnergySeekers
    tiles = EnergySeekers(players=2).new_state(seed=0).scene()["tiles"]
    kinds = {t["kind"] for t in tiles}
    assert {"start", "station", "tunnel", "swap", "repetition", "challenge", "remote"} <= kinds
    looks = {}
    for t in tiles:
        svg = scene_svg({"grid": {"width": 8, "height": 7}, "tiles": [t]})
        looks.setdefault(t["kind"], re.search(r"<rect[^>]*rx[^>]*/>", svg.split("<g ")[1])[0])
        assert f'aria-label="{t["label"]}"' in svg and f">{t['text']}</text>" in svg
    assert len(set(looks.values())) == len(looks)                 # each kind its own look
    b = codyroby.Board(5, 5, blocks=["B2"], targets={"red": "E1"})._repr_svg_()
    target = b.split('aria-label="red target at E1"')[1].split("</g>")[0]
    assert 'fill="#fff"' in target and 'stroke="#d93025"' in target and "<circle" in target
    block = b.split('aria-label="block at B2"')[1].split("</g>")[0]
    assert 'fill="#5f6368"' in block and "<circle" not in block


def test_a_board_saves_its_run_with_its_program_and_viewer(tmp_path):
    """save_player(board, path): the board's last run, its program in the stack (the common
    case needs no program=), its viewer; a board with no run yet is a SetupError."""
    from codyroby_lab.core.errors import SetupError
    from codyroby_lab.ui import CodyRobyBoard
    board = CodyRobyBoard(program="REPEAT 2 [F R]")
    with pytest.raises(SetupError, match="no run yet"):
        save_player(board, tmp_path / "none.html")
    board.run()
    page = save_player(board, tmp_path / "run.html")
    payload = json.loads(re.search(r'id="cr-data">(.*?)</script>', page, re.S).group(1))
    assert payload["program"] == "REPEAT 2 [F R]" and payload["content"] == board.stack
    assert payload["trace_meta"]["program"] == "REPEAT 2 [F R]"
    bare = json.loads(re.search(r'id="cr-data">(.*?)</script>', save_player(board.trace),
                                re.S).group(1))
    assert bare["content"] is None and bare["trace_meta"]["program"] is None   # cards listed


def test_a_chit_on_a_transmitter_is_drawn_as_the_widget_draws_it():
    """A Droids chit in a box: filled in its colour, its code and its arrow on it (the
    widget's chits layer), not a note (issue 33: the printed chits are the same drawing)."""
    from codyroby_lab.core.look import colour
    from codyroby_lab.core.svg import state_svg
    from codyroby_lab.games.droids.game import Droids
    s = Droids({"players": ["red", "yellow"], "phase": "program",
                "racks": {"red": ["V2", "PU"]}, "first": "red"}).new_state()
    s.apply("place v2 c e")
    picture = state_svg(s)
    assert 'aria-label="V2"' in picture and f'fill="{colour("purple")}"' in picture
    assert "rotate(90)" in picture
