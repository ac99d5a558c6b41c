"""A bridge from scene v2 (what games give, docs/architecture.md) to the fields the browser
code still reads today (scene v1: ``bindings``, ``overlays``, ``cards``).

The widget sends ``v1_fields(scene)``: the v2 scene with the v1 fields added, so the browser
keeps working until its code reads v2 itself; then this module goes (issue 8, the scene
helper's part).

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = v1_fields(CodyRoby().new_state().scene())
>>> s["bindings"]["roby"], s["cards"]["mode"], s["version"]
({'x': 0, 'y': 1, 'facing': 2, 'crashed': 3}, 'stack', 2)
"""

from __future__ import annotations

from typing import Any

CODY_CARDS = ("F", "L", "R")


def v1_fields(scene: dict[str, Any]) -> dict[str, Any]:
    """``scene`` (v2) with the v1 fields the browser code reads (a v1 scene as it is)."""
    if scene.get("version") != 2:
        return scene
    out = dict(scene)
    out["bindings"] = {p["id"]: dict(p.get("bind", {})) for p in scene.get("pieces", [])}
    overlays = []
    for layer in scene.get("layers", []):
        if layer.get("kind") == "trail":
            overlays.append({"kind": "trail", "piece": layer.get("piece"),
                             "squares": layer.get("squares", [])})
        elif layer.get("kind") == "cards" and str(layer.get("id", "")).startswith("remote:"):
            overlays.append({"kind": "pile", "piece": layer.get("owner"),
                             "cards": list(layer.get("cards", []))})
    out["overlays"] = overlays
    out["cards"] = _cards(scene.get("editor") or {"kind": "stack"})
    return out


def _cards(editor: dict[str, Any]) -> dict[str, Any]:
    if editor.get("kind") == "hand":
        hand = list(editor.get("hand", []))
        return {"mode": "hand", "player": editor.get("player"),
                "palette": [c for c in CODY_CARDS if c in hand],
                "hand": [{"card": c} for c in hand], "legal": list(editor.get("actions", []))}
    cards = {"mode": "stack", "palette": list(editor.get("palette", [])),
             "program": list(editor.get("program", []))}
    for key in ("sensors", "targets"):
        if key in editor:
            cards[key] = list(editor[key])
    return cards
