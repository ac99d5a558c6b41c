"""The scene of a Droids state for one viewer (scene v2, docs/architecture.md "The
scene"): water, fixed obstacles and start bases as tiles; each owner's ten transmitters
behind its side of the board (the rulebook's "Orders"), three boxes each, box 1 nearest
the board, in line with the column or row it commands, in the room around the board;
droids, repair robots, the statue and the killer as pieces bound to their vector slots;
the objects lying on the board and the chits on the transmitters as marks layers; each
rack as a cards layer (the viewer's own chits, the others' sizes); the line an order
commands as a band and the shots as beams; the ``chits`` editor with the viewer's
transmitters. A player's board leaves the room and its transmitters out (see
``in_panel``).

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"scenario": "demine", "players": ["red", "blue"]}).new_state(seed=1)
>>> sc = s.scene()
>>> [t["kind"] for t in sc["tiles"]].count("water"), sc["pieces"][2]["label"]
(16, 'repair robot 1 at A10')
>>> sc["grid"]["room"], box_square(s, 0, 2, 0), box_square(s, 1, 2, 0)
({'N': 3, 'S': 3, 'W': 1}, [2, -1], [2, 10])

A player reads every transmitter in the side panel (its editor), so its board leaves them
out and keeps its height for the squares:

>>> red = s.scene("red")
>>> red["grid"]["room"], [t for t in red["tiles"] if t["kind"] == "box"]
({}, [])
>>> red["editor"]["kind"], red["editor"]["player"], len(red["editor"]["boxes"])
('chits', 'red', 10)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.viewer import Viewer, sees, viewer_json
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.layout import BOXES, RACK
from codyroby_lab.games.droids.objects import BOX, CODES, OBJECTS, OBSTACLE, WORDS

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

COLOURS = {"red": "red", "yellow": "yellow", "blue": "blue", "grey": "grey", "silver": "white"}
CHIT_COLOURS = {"violet": "purple", "blue": "blue", "grey": "grey", "red": "red",
                "yellow": "yellow"}
LEGEND = {"water": "water: violet orders stop here, blue orders move a droid on it",
          "obstacle": "fixed obstacle: nothing enters it, it stops shots",
          "laid_obstacle": "obstacle a player put down (brown, dashed edge): nothing enters "
                           "it, it stops shots, and a PU order can pick it up",
          "base": "start base, a dashed square with its colour's letter (R red, Y yellow, "
                  "B blue, G grey): a droid of that colour starts here (and brings crates or "
                  "the statue home); a colour not in the game leaves its base empty",
          "goal": "the goal: the square to reach",
          "box": "a transmitter's boxes, behind each player's side: box 1, nearest the "
                 "board, sends its order first, to the droid in line with it",
          # plain words, as the lesson says a transmitter "talks to" its column (walk 08s,
          # fault 11: "the line the order sent commands" was too hard to read)
          "sent": "the column or row the order just sent talks to",
          # the replay's trail rings the square a piece left the board from: the statue's
          # stayed on E5 once picked up, unexplained (walk 08v, fault 12)
          "picked_up": "a dashed ring: the square the statue was picked up from (or put "
                       "down on)"}
OUT = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}   # away from the board


def box_square(s: DroidsState, owner: int, k: int, box: int) -> list[int]:
    """Where box ``box`` (0: box 1, nearest the board) of transmitter ``k`` of ``owner``
    lies: off the board behind the owner's side, in line with the column (north, south) or
    row (east, west) it commands."""
    side, b = s.game.side_of(owner), s.game.board
    dx, dy = OUT[side]
    x = {"W": -1, "E": b.width}.get(side, k)
    y = {"N": -1, "S": b.height}.get(side, k)
    return [x + dx * box, y + dy * box]


def room(s: DroidsState) -> dict[str, int]:
    """The room each side needs: its transmitters' boxes; a column (or row) more for the
    box rows' labels, in the corner beside them."""
    sides = {s.game.side_of(o) for o in range(s.game.owners)}
    out = dict.fromkeys(sorted(sides), BOXES)
    if sides & {"N", "S"}:
        out.setdefault("W", 1)
    if sides & {"E", "W"}:
        out.setdefault("N", 1)
    return dict(sorted(out.items(), key=lambda kv: "NESW".index(kv[0])))


def owner_name(s: DroidsState, owner: int) -> str:
    return "Robot Killer" if owner >= len(s.game.players) else display_name(s.game.players[owner])


def in_panel(s: DroidsState, viewer: Viewer) -> bool:
    """Whether ``viewer`` reads the transmitters in the side panel (a player: its editor
    shows its own and the chits on the others'), not on the board. Drawn on the board
    too, they took six of its sixteen rows: 20 px squares on a 1366x650 laptop page
    (issue 29).

    >>> from codyroby_lab.games.droids.game import Droids
    >>> s = Droids({"scenario": "demine", "players": ["red", "blue"]}).new_state(seed=1)
    >>> in_panel(s, "red"), in_panel(s, None)
    (True, False)
    """
    return isinstance(viewer, str) and viewer in s.game.players


def transmitters(s: DroidsState) -> list[dict[str, Any]]:
    """Every owner's transmitter boxes as tiles (in the owner's colour), and each box row's
    label in the corner beside it."""
    g, out = s.game, []
    for o in range(g.owners):
        colour = next((COLOURS[r.colour] for r in g.robots if r.kind != "repair" and
                       (r.owner == o or (o >= len(g.players) and r.kind == "killer"))), "grey")
        name, side = owner_name(s, o), g.side_of(o)
        for k, line in enumerate(g.line_names(o)):
            for box in range(BOXES):
                out.append({"at": box_square(s, o, k, box), "kind": "box", "color": colour,
                            "label": f"{name}'s transmitter {line}, box {box + 1}"})
        for box in range(BOXES):
            x, y = box_square(s, o, 0, box)
            at = [-1, y] if side in ("N", "S") else [x, -1]
            out.append({"at": at, "kind": "caption", "text": f"box {box + 1}",
                        "label": f"{name}'s box {box + 1} row"})
    return out


def with_goal(scene: dict[str, Any], square: str | None) -> dict[str, Any]:
    """``scene`` with a challenge's goal ``square`` marked on the board and named in the
    legend (a lesson's board; None: no goal square).

    >>> sc = with_goal({"tiles": [], "legend": []}, "C4")
    >>> sc["tiles"], sc["legend"][0]["kind"]
    ([{'at': [2, 3], 'kind': 'goal', 'label': 'the goal: C4'}], 'goal')
    """
    if square is None:
        return scene
    tile = {"at": list(parse_square(square)), "kind": "goal", "label": f"the goal: {square}"}
    return {**scene, "tiles": [*scene["tiles"], tile],
            "legend": [*scene["legend"], {"kind": "goal", "label": LEGEND["goal"]}]}


def tiles(s: DroidsState, viewer: Viewer = None) -> list[dict[str, Any]]:
    b = s.game.board
    out = []
    for c in sorted(b.water_cells):
        sq = b.square(c)
        out.append({"at": list(sq), "kind": "water", "label": f"water at {square_name(sq)}"})
    for c in sorted(b.fixed_cells):
        sq = b.square(c)
        out.append({"at": list(sq), "kind": "obstacle",
                    "label": f"fixed obstacle at {square_name(sq)}"})
    for colour, (sq, side) in b.bases.items():
        out.append({"at": list(sq), "kind": "base", "color": COLOURS[colour],
                    "label": f"{colour} start base at {square_name(sq)} ({side} side)",
                    "text": colour[0].upper()})
    return out if in_panel(s, viewer) else out + transmitters(s)


def pieces(s: DroidsState) -> list[dict[str, Any]]:
    out = []
    marks = carried_marks(s)
    for r, robot in enumerate(s.game.robots):
        at = [s.x[r], s.y[r]]
        where = square_name((s.x[r], s.y[r])) if s.x[r] >= 0 else "carried"
        carried = OBJECTS.get(s.carry[r])
        label = f"{robot.name} at {where}" + (
            f", carrying {carried_words(s.carry[r], s.carry_n[r])}" if carried else "")
        piece: dict[str, Any] = {
                 "id": robot.id, "name": display_name(robot.name), "kind": robot.kind,
                 "color": COLOURS[robot.colour], "at": at, "facing": 0, "arrow": False,
                 "mark": MARKS.get(robot.kind, robot.colour[:1].upper()),
                 "label": label,
                 "bind": {"x": s.slot(f"{robot.id}.x"), "y": s.slot(f"{robot.id}.y"),
                          "carried": s.slot(f"{robot.id}.carry"),
                          "carried_n": s.slot(f"{robot.id}.carry_n")},
                 "carried": int(s.carry[r]) if carried else None, "carried_words": CARRIED_WORDS,
                 "carried_marks": marks}
        if robot.kind == "droid":
            piece["bind"]["damage"] = s.slot(f"{s.game.players[robot.owner]}.damage")
            piece["damage"] = s.covered(robot.owner)
        out.append(piece)
    return out


MARKS = {"statue": "S", "repair": "+", "killer": "K"}
MANY = {BOX: "crates"}     # the words for several, where an s is not all
# what a robot carries, by object code: the words for one and for several (a droid of Duel
# in the Labyrinth or Robot Killer starts with a supply of obstacles, walk 08i fault 19)
CARRIED_WORDS = {str(code): [WORDS[code], MANY.get(code, f"{OBJECTS[code]}s")]
                 for code in OBJECTS}


def carried_marks(s: DroidsState) -> dict[str, list[str]]:
    """How a robot carrying a thing that is a robot of its own (the statue) shows it: that
    robot's mark and colour, by carried code (the board draws it small on the carrier).

    >>> from codyroby_lab.games.droids.game import Droids
    >>> carried_marks(Droids.from_setup({"scenario": "statue"}).new_state(seed=0))
    {'4': ['S', 'grey']}
    """
    return {str(CODES[r.kind]): [MARKS[r.kind], COLOURS[r.colour]]
            for r in s.game.robots if r.kind in CODES}


def carried_words(code: int, count: int) -> str:
    """The words for ``count`` objects of ``code`` a robot carries.

    >>> carried_words(1, 7), carried_words(1, 1), carried_words(4, 1), carried_words(BOX, 2)
    ('7 obstacles', 'an obstacle', 'the statue', '2 crates')
    """
    one, many = CARRIED_WORDS[str(code)]
    return f"{count} {many}" if count > 1 else one


def chits_layers(s: DroidsState) -> list[dict[str, Any]]:
    """The chits lying face up on the transmitters (public: the rulebook's orders are placed
    face up), each with its arrow, and the transmitters a hit put out of use."""
    g = s.game
    first, total = s.slot("tx"), len(s.tx)
    squares, slots = [], []
    for o in range(g.owners):
        for k in range(len(g.line_names(o))):
            for box in range(BOXES):
                squares.append(box_square(s, o, k, box))
                slots.append(first + (o * g.lines + k) * BOXES + box)
    out = [{"kind": "marks", "id": "chits", "label": "the chits on the transmitters",
            "squares": squares, "slots": slots, "facings": [i + total for i in slots],
            "codes": dict(ch.CODES), "style": "chit",
            "colors": {i: CHIT_COLOURS.get(ch.CHITS[c].colour, "grey")
                       for i, c in ch.CODES.items()}}]
    covered, cover_slots = [], []
    for p in range(len(g.players)):
        for k in range(len(g.line_names(p))):
            for box in range(BOXES):
                covered.append(box_square(s, p, k, box))
                cover_slots.append(s.slot(f"{g.players[p]}.covers") + k)
    if covered:
        out.append({"kind": "marks", "id": "covers", "label": "transmitters out of use (hit)",
                    "squares": covered, "slots": cover_slots, "codes": {"1": "hit"},
                    "style": "chit", "colors": {"1": "black"}})
    return out


def layers(s: DroidsState, viewer: Viewer) -> list[dict[str, Any]]:
    g, b = s.game, s.game.board
    cells = range(b.width * b.height)
    out: list[dict[str, Any]] = [
        {"kind": "marks", "id": "objects", "label": "objects lying on the board",
         "squares": [list(b.square(c)) for c in cells],
         "slots": [s.slot("obj") + c for c in cells],
         "codes": {str(k): v for k, v in OBJECTS.items()},
         # an obstacle laid fills its square, as a fixed one does (walk 08n, fault 12: a tiny
         # "obstacle" tag), in a look of its own: a PU picks it up, never a fixed one, and
         # the two looked the same (walk 08p, fault 1)
         "tiles": {str(OBSTACLE): "laid_obstacle"}}]
    for p, name in enumerate(g.players):
        mine = sees(viewer, (name,))
        first = s.slot(f"{name}.chits")
        out.append({"kind": "cards", "id": f"rack:{name}", "owner": name,
                    "label": f"{display_name(name)}'s rack", "count": s.slot(f"{name}.rack"),
                    "slots": list(range(first, first + RACK)) if mine else [],
                    "codes": dict(ch.CODES),
                    "cards": [ch.BY_ID[c].code for c in s.racks[p]] if mine else [],
                    "unit": ["chit", "chits"],
                    **({} if mine else {"hidden": True, "size": len(s.racks[p])})})
    out += [] if in_panel(s, viewer) else chits_layers(s)
    out.append({"kind": "beams", "label": LEGEND["sent"], "events": "Sent",
                "color": "orange", "style": "band"})
    out.append({"kind": "beams", "label": "shots", "events": "Shot", "color": "red"})
    return out


def editor(s: DroidsState, viewer: Viewer) -> dict[str, Any]:
    """The ``chits`` editor's config for ``viewer``: the phase, the viewer's rack and each
    chit kind's name, colour and arrows (turned for the viewer's side; every kind, so a
    chit sent, gone from the rack and the boxes, keeps its colour in a replay), the viewer's
    transmitters (their line, whether covered, the chit in each box), the chits face up on
    the others' transmitters (``others``), the verbs the viewer may use now and, where they
    are few, the legal actions (sends, covers, obstacles); the colours left to draw; Robot
    Killer's chits to choose from. A spectator gets no rack."""
    g = s.game
    you = viewer if isinstance(viewer, str) and viewer in g.players else None
    if you is None:
        return {"kind": "chits", "player": None, "phase": s.phase, "boxes": [], "chits": [],
                "verbs": []}
    p = g.players.index(you)
    side = g.side_of(p)
    legal = s.legal_actions() if s.phase != "over" and s.cur == p else []
    rack = [ch.BY_ID[c].code for c in s.racks[p]]
    boxes = [transmitter(s, p, k, name) for k, name in enumerate(g.line_names(p))]
    config: dict[str, Any] = {
        "kind": "chits", "player": you, "phase": s.phase,
        "boxes": boxes,
        "chits": rack,
        "kinds": {c: {"name": ch.CHITS[c].name, "colour": ch.CHITS[c].colour,
                      "arrows": [d.name for d in ch.arrows(c, side)]} for c in ch.CHITS},
        "verbs": list(dict.fromkeys(a.verb for a in legal))}
    others = [seen for o in range(g.owners) if o != p and (seen := placed(s, o))]
    if others:
        config["others"] = others
    if s.phase in ("place", "execute", "cover"):
        config["actions"] = [a.text for a in legal]
    if s.phase == "draw" and legal:
        from codyroby_lab.games.droids.programming import pool
        config["piles"] = pool(s)
    if s.phase == "choose" and legal:
        config["offer"] = list(g.scenario.choose)
    return config


def placed(s: DroidsState, owner: int) -> dict[str, Any] | None:
    """The chits face up on another owner's transmitters (a player's or the killer's), as
    ``{"owner", "side", "lines": {line: [chits, box 1 first]}}``; None when there are none."""
    g = s.game
    lines = {}
    for k, name in enumerate(g.line_names(owner)):
        held = [c for c in transmitter(s, owner, k, name)["held"] if c]
        if held:
            lines[name] = held
    if not lines:
        return None
    who = "killer" if owner >= len(g.players) else g.players[owner]
    return {"owner": who, "side": g.side_of(owner), "lines": lines}


def transmitter(s: DroidsState, p: int, k: int, name: str) -> dict[str, Any]:
    """Transmitter ``k`` of player ``p`` as the editor shows it: box 1 (nearest the board,
    sent first) first, each box's chit with its arrow (``V2 S``) or None."""
    g = s.game
    first = (p * g.lines + k) * 3
    held = []
    for i in range(first, first + 3):
        code = ch.BY_ID[s.tx[i]].code if s.tx[i] else None
        arrow = s.ta[i]
        held.append(None if code is None else
                    code if arrow == ch.NO_ARROW else f"{code} {Direction(arrow).name}")
    covered = p < len(g.players) and bool(s.covers[p][k])
    return {"side": g.side_of(p), "label": f"transmitter {name}", "slots": 3, "line": name,
            "covered": covered, "held": held}


def legend(s: DroidsState, shown: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each robot with its colour (a droid by its player, the statue, the repair robots),
    then each kind of square shown and the line an order commands; with the statue, the
    ring a replay leaves where it was picked up."""
    out, seen = [], set()
    for r in s.game.robots:
        if r.kind in seen and r.kind != "droid":
            continue
        seen.add(r.kind)
        what = {"droid": f"{r.title}'s droid", "repair": "repair robots",
                "statue": "the statue", "killer": f"Robot Killer ({MARKS['killer']})"
                }.get(r.kind, r.title)        # the letter it wears (walk 08i fault 20)
        out.append({"kind": r.kind, "label": f"{what}: {r.colour}",
                    "color": COLOURS[r.colour]})
    kinds = dict.fromkeys(t["kind"] for t in shown if t["kind"] in LEGEND)
    # obstacles a player puts down: the scenario's, or one lying on the board now
    sc = s.game.scenario
    if sc.place_each(len(s.game.players)) or sc.supply or OBSTACLE in s.obj:
        kinds["laid_obstacle"] = None
    ring = [{"kind": "trail", "label": LEGEND["picked_up"]}] if "statue" in seen else []
    return [*out, *({"kind": k, "label": LEGEND[k]} for k in kinds),
            {"kind": "band", "label": LEGEND["sent"], "color": "orange"}, *ring]


def scene(s: DroidsState, viewer: Viewer = None) -> dict[str, Any]:
    shown = tiles(s, viewer)
    return {"version": 2, "title": f"Droids: {s.game.scenario.name}",
            "viewer": viewer_json(viewer),
            "grid": {"width": s.game.board.width, "height": s.game.board.height, "path": None,
                     "room": {} if in_panel(s, viewer) else room(s)},
            "tiles": shown, "edges": [], "pieces": pieces(s), "layers": layers(s, viewer),
            "columns": s.columns(viewer), "editor": editor(s, viewer),
            "legend": legend(s, shown)}
