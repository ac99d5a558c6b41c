"""Every rule of Droids, one :class:`Rule` per rulebook section it comes from.

The sources are ``shared/rulebooks/droids.txt`` (book ``"droids"``, sections named by their
headings) and the Droids facts and rulings of ``shared/rulebooks/DECISIONS.md`` (book
``"DECISIONS"``). A rule's text is what a learner reads, in plain words; where both are
silent, the rule's ``note`` (a teacher's tooltip) says it is our reading, and
docs/rulings.md (Droids) explains the choice; most such readings are setup options.

The code that carries each rule lives in one place: :mod:`.orders` (what each chit does),
:mod:`.turns` (drawing, programming, execution, elimination), :mod:`.garden` (the
enclosure test) and the scenarios' own modules (listed in :mod:`.scenarios`).

>>> SHOOT.cite()
'droids, Red Chits = Action Orders'
>>> HITS.book, HITS.section
('DECISIONS', 'Droids')
"""

from __future__ import annotations

from codyroby_lab.core.events import Rule

BOOK, RULING = "droids", "DECISIONS"
DROIDS = "Droids"  # the DECISIONS heading
PREPARATION = "Game Preparation"
DRAWING = "1. Drawing Order Chits"
PROGRAMMING = "2. Programming a Turn's Orders"
EXECUTION = "3. Execution of Orders"
END = "End of the Game"
VIOLET = "Violet Chits = Movement Orders for Land"
BLUE = "Blue Chits = Movement Orders for Water"
RED = "Red Chits = Action Orders"
GREY = "Grey Chits = Orders for Repair Robots"

#: the phases of play, which the state declares: the scenario's obstacles (``place``), the
#: draw (``choose`` in Robot Killer), programming, execution, covers after a hit or a repair
PHASES = ("place", "draw", "choose", "program", "execute", "cover", "over")


def _rule(key: str, book: str, section: str, text: str, note: str = "") -> Rule:
    return Rule(f"droids.{key}", book, section, text, note)


# --- preparation, the board, the chits ---------------------------------------------------
BOARD = _rule("board", RULING, DROIDS,
              "The default board: 10x10, start bases in the four corners (red A1, yellow J1, "
              "blue J10, grey A10), rows 5 and 6 water except two fords, six fixed obstacles "
              "placed symmetrically; kept in a board file.")
SIDES = _rule("sides", RULING, DROIDS,
              "Players sit at the side nearest their start base: red north, yellow east, "
              "blue south, grey west. A north or south player has one transmitter per "
              "column, an east or west player one per row.",
              "Our reading for a corner base: the side clockwise from it.")
CHITS = _rule("chits", RULING, DROIDS,
              "120 order chits: land V1 x8, VD x7, V2 x8, VX x9; water B1 x20, BD x4; repair "
              "robots G1 x10, G2 x8, GX x6, GR x8; actions SH x14, PU x10, move another robot "
              "x2 for each of 4 directions.")
PREPARE = _rule("prepare", BOOK, PREPARATION,
                "Each droid starts on its start base; the scenario's obstacles are placed; a "
                "first player is chosen by some random method (the game's die, unless the "
                "setup names one) and play goes clockwise.")

# --- the turn ----------------------------------------------------------------------------
DRAW = _rule("draw", BOOK, DRAWING,
             "Each player in turn draws 7 chits, choosing freely how many of each colour; "
             "they are drawn blind from that colour's pile and only the drawer sees them.")
PLACE = _rule("place", BOOK, PROGRAMMING,
              "Players take turns to lay one chit, for everyone to see, in a box of one of "
              "their 10 transmitters (each has 3 boxes), with its arrow turned the way they "
              "want. Box 1 is sent first. You may lay a chit you never mean to use, to trick "
              "the others.")
PASS = _rule("pass", BOOK, PROGRAMMING,
             "When you have laid all the chits you want, you pass and lay no more this "
             "turn. When everyone has passed, the chits left on the racks go back on the "
             "piles.")
SEND = _rule("send", BOOK, EXECUTION,
             "The transmitter of your robot's column sends its first chit, and your robot "
             "does it at once.")
SEND_ROW = _rule("send-row", BOOK, EXECUTION,
                 "The transmitter of your robot's row sends its first chit, and your robot "
                 "does it at once.")
APPLIES = _rule("applies", RULING, DROIDS,
                "Violet chits work for a droid on land, blue chits for a droid on water. A "
                "chit that cannot work where its robot stands cannot be sent, and the chits "
                "behind it on that transmitter wait.")
NO_EFFECT = _rule("no-effect", BOOK, EXECUTION,
                  "An order the robot cannot do (a move into an obstacle, nothing to pick "
                  "up) does nothing, but its chit is still used up.")
MUST_SEND = _rule("must-send", BOOK, EXECUTION,
                  "You must send an order whenever you have one that works. When none "
                  "works, your turn ends.",
                  "Our reading: an order invalid where the robots stand ends the turn.")
FIRST_REPAIR = _rule("first-repair", RULING, DROIDS,
                     "Of two repair robots in one line, only the first takes the order: the "
                     "one nearest the sending player's side of the board.")
TURN_END = _rule("turn-end", BOOK, EXECUTION,
                 "When all players have finished sending, the chits left go back on the piles. "
                 "A new turn begins with a new draw: the next player round the table starts.",
                 "As the rulebook's note suggests (setup option rotate_first).")
ELIMINATED = _rule("eliminated", RULING, DROIDS,
                   "A player who laid chits but could send none of them when orders were "
                   "sent is out of the game; their droid stays on the board.")
SCRAP = _rule("scrap", BOOK, END,
              "A droid whose 10 transmitters are all covered can get no order: its player "
              "is out of the game, and the droid stays on the board.",
              "Our reading.")
DEFAULT_WIN = _rule("default-win", BOOK, END,
                    "The game ends when a player achieves the scenario's victory, or when "
                    "only one player (or team) remains, who wins by default.")
TURN_LIMIT = _rule("turn-limit", BOOK, END,
                   "A game still running after its turn limit ends with no winner.",
                   "Our reading for computers, so that every game ends (setup option "
                   "max_turns).")

# --- violet, blue and grey moves -----------------------------------------------------------
LAND_1 = _rule("land-1", BOOK, VIOLET,
               "V1: advance one square in the arrow's direction; a square with an obstacle "
               "cannot be entered; a droid there is pushed one square.")
LAND_2 = _rule("land-2", BOOK, VIOLET,
               "V2: advance two squares; if the second is an obstacle advance only one; "
               "entering water stops the move.")
LAND_DIAGONAL = _rule("land-diagonal", BOOK, VIOLET,
                      "VD: advance one square diagonally in the arrow's direction, otherwise "
                      "as V1.")
LAND_MAX = _rule("land-max", BOOK, VIOLET,
                 "VX: advance as far as possible, to an obstacle or the board's edge, pushing "
                 "any droid met before you; stop on entering water.")
PUSH = _rule("push", BOOK, VIOLET,
             "A droid entered is pushed along one square. A row of robots is pushed "
             "together, and nobody moves if the square beyond the row is an obstacle or off "
             "the board; repair robots are pushed like droids.",
             "Our reading of rows of robots and of repair robots.")
WATER_STOP = _rule("water-stop", RULING, DROIDS,
                   "A violet move may step into water and stops there; a blue move may step "
                   "ashore.")
WATER = _rule("water", BOOK, BLUE,
              "B1 and BD: advance one square (diagonally for BD) on water; otherwise as land "
              "moves.")
REPAIR_MOVE = _rule("repair-move", BOOK, GREY,
                    "G1, G2, GX move a repair robot like a droid's orders, except that repair "
                    "robots treat water squares as ordinary ground.")
REPAIR = _rule("repair", BOOK, GREY,
               "GR: the repair robot repairs the droid in the adjacent square in the arrow's "
               "direction: that droid's player takes off one damage cover, whichever they "
               "choose.",
               "DECISIONS ruling.")

# --- red chits -----------------------------------------------------------------------------
SHOOT = _rule("shoot", BOOK, RED,
              "SH: shoot in the arrow's direction. An obstacle or a repair robot blocks the "
              "shot (repair robots take no hits); the first droid in line is the target.")
HITS = _rule("hits", RULING, DROIDS,
             "The distance counts squares from shooter to target (next to it is 1); the "
             "ten-sided die shows 0 to 9; the hits are the roll divided by the distance, "
             "rounded down (a miss when the roll is below the distance). The die is rolled "
             "only when a droid is in the line of fire.",
             "Our reading: no roll without a droid in the line of fire.")
COVER = _rule("cover", RULING, DROIDS,
              "For each hit, the player of the droid hit puts a cover on one of their "
              "uncovered transmitters, whichever they choose; a covered transmitter is "
              "useless until repaired (its chits cannot be sent, no chit may be laid on "
              "it).")
CARRY = _rule("carry", BOOK, RED,
              "PU: pick up an object on any adjacent square, or put down the object carried "
              "on any adjacent free square (one of the 8 squares around, also diagonally); "
              "a droid carries one object.",
              "Our reading: adjacent means the 8 squares around (setup option 'adjacent').")
STEAL = _rule("steal", BOOK, RED,
              "PU may steal the object an adjacent droid carries.")
OTHER = _rule("other", BOOK, RED,
              "MA, MB, ML, MR: reserved for other players' robots; the chit's three little "
              "arrows point at the target, the first robot in the line from the sender's "
              "side that is not the sender's own droid; it advances as far as possible in the "
              "direction of the centre arrow.",
              "Our reading of which robot is the target.")
ARROW = _rule("arrow", RULING, DROIDS,
              "A chit's arrow is oriented when it is placed: straight chits point N, E, S or "
              "W, diagonal chits NE, SE, SW or NW; PU has none; a move-another chit's arrow "
              "follows from the side it is placed on.")

# --- scenarios -----------------------------------------------------------------------------
CHALLENGE = _rule("challenge", BOOK, "1. The Challenge",
                  "No repair robots; before the game the players place mobile obstacles on "
                  "free squares, one at a time in turn (4 each with 2 players, 3 each with 3, "
                  "2 each with 4); the last player (or team) standing wins.")
TEAMS = _rule("teams", BOOK, "1. The Challenge",
              "Two teams of two: a team wins when the other team's players are both out.")
REPAIR_START = _rule("repair-start", BOOK, "2. Operation 'De-Mine'",
                     "The repair robots start in the free corners, or on the board's spare "
                     "squares when no corner is free.",
                     "Our reading for a board with no free corner.")
MINE_DROP = _rule("mine-drop", RULING, DROIDS,
                  "De-Mine: a repair robot that receives a movement order drops a mine on the "
                  "square where the order starts, when it leaves that square, until all 12 "
                  "mines are on the board.",
                  "Our reading of when the mine is dropped.")
MINE_BLAST = _rule("mine-blast", BOOK, "2. Operation 'De-Mine'",
                   "A droid landing on or passing through a mine sets it off: the mine is "
                   "removed and the droid takes one damage; repair robots set mines off "
                   "unharmed; an explosion blocks nothing.")
MINE_CARRY = _rule("mine-carry", RULING, DROIDS,
                   "A droid carrying a mine rolls the die once for each square it enters; a 0 "
                   "sets the mine off and the droid takes 2 damage.")
BOXES = _rule("boxes", BOOK, "3. Golden Microchips",
              "Crates lie in the river: the 2s with two players, the 2s and 3s with "
              "three, all with four; repair robots in the free corners. A crate lying on a "
              "square is an obstacle until picked up.",
              "Our reading: a crate lying on the board is an obstacle.")
DELIVER = _rule("deliver", RULING, DROIDS,
                "A crate or the statue counts when the droid carrying it enters its own "
                "start base; a delivered crate leaves the board.")
MOST_BOXES = _rule("most-boxes", BOOK, "3. Golden Microchips",
                   "The game ends when no crate is left on the board or carried; the player "
                   "who took back the most crates wins; in a tie everyone loses.",
                   "The end of the game is a DECISIONS ruling.")
MADNESS = _rule("madness", BOOK, "4. Robot Madness",
                "Each player places one obstacle at a time on a free square until each has "
                "placed three; repair robots in the free corners.")
GARDEN = _rule("garden", BOOK, "4. Robot Madness",
               "The first player whose droid is enclosed with its home base in a concrete "
               "garden wins (our test: the squares reachable from the base without crossing "
               "an obstacle, in 8 directions, are at most 9 and hold the droid).")
STATUE = _rule("statue", BOOK, "5. The Robot Statue",
               "The grey droid stands in the centre as the statue; no repair robots, no "
               "mobile obstacles, no shoot chits; the statue may be pushed, or carried with "
               "PU, and grabbed from another droid.")
HEAVY = _rule("heavy", BOOK, "5. The Robot Statue",
              "A droid carrying the statue moves only one square per order, whatever the "
              "chit.")
STATUE_HOME = _rule("statue-home", BOOK, "5. The Robot Statue",
                    "The first droid to bring the statue back to its start space wins.")
LABYRINTH = _rule("labyrinth", BOOK, "6. Duel in the Labyrinth",
                  "Two players (red and yellow), no repair robots, no diagonal chits; each "
                  "droid carries a supply of 12 mobile obstacles, put down one at a time with "
                  "PU.")
CAPTURE = _rule("capture", BOOK, "6. Duel in the Labyrinth",
                "A droid completely surrounded by obstacles (and the board's edges) is "
                "captured: its opponent wins (our test: the four squares around it).")
KILLER = _rule("killer", BOOK, "7. Robot Killer",
               "Solo: the player's droid carries 7 mobile obstacles; the grey droid, the "
               "killer, stands on the opposite start base. Each turn the player chooses any 7 "
               "blue, violet or PU chits (no blind draw).")
SHEET = _rule("sheet", BOOK, "7. Robot Killer",
              "The killer has the same list of orders every turn: ten columns of three. "
              "After programming, a roll of the die says where they go: the first column on "
              "the killer's transmitter of the number rolled (0 counts as 10), the next "
              "column on the next transmitter, and so on; columns that fall past the edge of "
              "the board are not sent. The killer sends first.")
KILLER_MOVE = _rule("killer-move", BOOK, "Special rules",
                    "The killer moves like a repair robot: it does not stop on water.")
KILLER_SHOT = _rule("killer-shot", BOOK, "Special rules",
                    "The killer shoots in all four directions; the difficulty chosen before "
                    "the game (1 to 6) sets what its shots do.")
FORCE_FIELD = _rule("force-field", BOOK, "7. Robot Killer",
                    "The player wins by surrounding the killer as in scenario 6, and loses "
                    "when the killer shoots their droid to pieces.")
KILLER_LEVELS = _rule("killer-levels", RULING, DROIDS,
                      "Robot Killer difficulties 2 to 6: each killer shot that reaches a "
                      "droid is one hit; obstacles do not block it; it covers 1, 2, 3 or 5 "
                      "transmitters, or scraps the droid (difficulty 6).",
                      "The rulebook's options 2 to 6 (setup option level).")
