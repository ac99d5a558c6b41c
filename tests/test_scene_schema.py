"""Every registered game's scenes are valid scene v2 (core/scene.schema.json), for several
states and every kind of viewer; and what the schema refuses it names."""

from __future__ import annotations

import json

import pytest

from codyroby_lab.core import registry, scene
from tests.support.games import GAMES, sample_states, viewers


@pytest.mark.parametrize("name", GAMES)
def test_every_scene_of_every_game_is_valid(name):
    # eight states spread over three random games, the first and last included: a state's
    # scene takes up to 0.2 s to check, and Robin's games gave 32 states (a minute, busy)
    states = sample_states(name, 3)
    for i in sorted({round(k * (len(states) - 1) / 7) for k in range(8)}):
        s = states[i]
        for v in viewers(s):
            sc = s.scene(v)
            scene.check(sc)
            assert json.loads(json.dumps(sc)) == sc
            assert sc["viewer"] == ("*" if v is not None and not isinstance(v, str) else v)
            assert sc["editor"]["kind"] in EDITORS
            size = len(s.to_vector())
            slots = [x for p in sc["pieces"] for x in p["bind"].values()]
            slots += [x for layer in sc["layers"] for x in layer.get("slots", [])]
            assert all(0 <= x < size for x in slots)


EDITORS = ("stack", "hand", "registers", "chits", "trade")


def test_the_game_names_its_editor():
    for name in registry.names():
        assert registry.game_class(name).editor in EDITORS


@pytest.mark.parametrize("change, where", [
    (lambda s: s.update(version=1), "scene.version"),
    (lambda s: s["grid"].update(width=0), "scene.grid.width"),
    (lambda s: s["pieces"][0]["bind"].update(x=-1), "scene.pieces[0].bind.x"),
    (lambda s: s["pieces"][0].update(facing=8), "scene.pieces[0].facing"),
    (lambda s: s["edges"].append({"at": [0, 0], "side": "up", "kind": "wall", "label": ""}),
     "scene.edges[0].side"),
    (lambda s: s["columns"][0].update(kind="colour"), "scene.columns[0]"),
    (lambda s: s.update(editor={"kind": "piano"}), "scene.editor"),
    (lambda s: s.update(extra=1), "scene"),
])
def test_a_wrong_scene_is_refused_by_name(change, where):
    from codyroby_lab.games.codyroby.game import CodyRoby
    sc = CodyRoby().new_state().scene()
    change(sc)
    with pytest.raises(ValueError) as e:
        scene.check(sc)
    assert str(e.value).startswith(where)


def test_the_schema_knows_every_edge_layer_and_editor():
    edges = scene.schema()["$defs"]["edge"]["properties"]["kind"]["enum"]
    layers = [x["properties"]["kind"]["const"] for x in scene.schema()["$defs"]["layer"]["oneOf"]]
    editors = [x["properties"]["kind"]["const"]
               for x in scene.schema()["$defs"]["editor"]["oneOf"]]
    assert edges == ["wall", "laser", "ledge", "pusher", "repulsor"]
    assert layers == ["trail", "cards", "beams", "marks"]
    assert editors == ["stack", "hand", "registers", "chits", "trade"]


CHECK_SCENES = """
import importlib, sys
from codyroby_lab.core import scene
from codyroby_lab.games.codyroby.game import CodyRoby
sc = CodyRoby().new_state().scene()
scene.check(sc)
try:
    scene.check({**sc, "version": 1})
    refused = False
except ValueError:
    refused = True
built = "rfc3987_syntax" in sys.modules
print(built, refused, importlib.import_module("rfc3987_syntax") is not None)
"""


def test_checking_a_document_builds_no_iri_parser_and_leaves_that_module_usable():
    """Where JupyterLab is installed, jsonschema's import builds rfc3987_syntax's parsers
    for the "iri" formats no schema of the lab uses (seconds of a lesson's first board on a
    slow computer): the check goes without them, and so refuses what it refused."""
    import importlib.util
    import subprocess
    import sys
    assert importlib.util.find_spec("rfc3987_syntax"), "JupyterLab's tools bring it here"
    done = subprocess.run([sys.executable, "-c", CHECK_SCENES], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True", "True"]


GRADE_A_CHECK = """
import sys
from codyroby_lab import grading
print(grading.checked('["01", 3, {"values": {"my_board1": "F R F F"}}]')[:11])
print("rfc3987_syntax" in sys.modules)
"""


def test_a_graded_checks_fresh_python_builds_no_iri_parser():
    """Each nbgrader test cell checks its answers in a fresh isolated Python
    (``grading.must_pass``), which imports nbformat and through it jsonschema: with the iri
    parsers built, that import was 3 of a check's 4 seconds (CI, December 2026), paid for
    every check of every learner. The check goes without them and still answers."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-I", "-c", GRADE_A_CHECK], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ['{"ok": true', "False"], done.stdout
