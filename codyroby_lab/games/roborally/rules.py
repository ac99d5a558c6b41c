"""RoboRally's rules, one :class:`Rule` per rulebook section or ruling, declared once here.

The sources are ``shared/rulebooks/roborally-grand-prix.txt`` (book
``"roborally-grand-prix"``: the Factory Floor Guide's elements, the Timing Summary and the
Frequently Asked Questions) and the "RoboRally base rules" facts and rulings of
``shared/rulebooks/DECISIONS.md`` (book ``"DECISIONS"``). Where both are silent the rule's
``note`` (a teacher's tooltip) says it is our reading, and its text stays plain words;
docs/rulings.md lists those readings. The code that applies a
rule lives in the module of its segment of the register phase (:mod:`.moving`,
:mod:`.elements_move`, :mod:`.lasers`, :mod:`.checkpoints`), the options in :mod:`.options`;
every event carries the rule that caused it.

>>> OIL_SLIDE.cite()
'roborally-grand-prix, Oil Slicks'
>>> len(FAQ) >= 14
True
"""

from __future__ import annotations

from codyroby_lab.core.events import Rule

GP = "roborally-grand-prix"
BASE = "DECISIONS"
BASE_SECTION = "RoboRally base rules"
TIMING = "Timing Summary"
REGISTERS = 5  # a robot's registers
HAND = 9       # the most cards a robot is dealt (9 minus its damage)


def locked(damage: int) -> int:
    """How many registers, from the fifth down, ``damage`` locks.

    >>> locked(4), locked(5), locked(9), locked(12)
    (0, 1, 5, 5)
    """
    return 0 if damage < 5 else min(REGISTERS, damage - 4)


def _rule(key: str, book: str, section: str, text: str, note: str = "") -> Rule:
    return Rule(f"roborally.{key}", book, section, text, note)


def _base(key: str, text: str, note: str = "") -> Rule:
    return _rule(key, BASE, BASE_SECTION, text, note)


def _faq(key: str, topic: str, text: str, note: str = "") -> Rule:
    return _rule(f"faq-{key}", GP, f"Frequently Asked Questions: {topic}", text, note)


# --- the base game (DECISIONS.md facts, and our readings where it is silent) -------------

DECK = _base("deck", "The program deck has 84 cards with priorities (higher moves first): "
                     "U-Turn x6, Rotate Left x18, Rotate Right x18, Back Up x6, Move 1 x18, "
                     "Move 2 x12, Move 3 x6.")
DEAL = _base("deal", "Each turn a robot is dealt 9 cards minus its damage (a powered-down "
                     "robot none); the cards not locked in registers are shuffled first.")
PROGRAM = _base("program", "Every robot programs its registers in secret at the same time "
                           "from its hand; the programs are revealed register by register.")
POWER_DOWN = _base("power-down", "A robot may say it will power down (rest) next turn. A "
                                 "powered-down robot gets no cards, does not move by itself "
                                 "and does not fire, and all its damage is repaired when the "
                                 "turn starts. At the end of that turn it says whether it "
                                 "stays down.", "Our reading of the base game.")
LOCKED = _base("locked", "From 5 damage the registers lock from the fifth down (5 damage "
                         "locks register 5, 9 locks all five): a locked register keeps its "
                         "card, which plays again; a locked register left empty (after a "
                         "power-down) gets the top card of the deck.")
PRIORITY = _base("priority", "In each register phase the robots move in the order of their "
                             "cards' priority, highest first.")
TIE = _base("tie", "Two cards of equal priority (only in hand-written setups): the robot "
                   "named first in the setup moves first.", "Our ruling.")
MOVE_CARD = _base("move-card", "Move 1, 2 and 3 move the robot forward that many squares, one "
                               "square at a time; Back Up moves it one square backwards "
                               "without turning.")
ROTATE_CARD = _base("rotate-card", "Rotate Left and Rotate Right turn the robot a quarter "
                                   "turn, whatever the card's priority, and it stays on its "
                                   "square; U-Turn turns it around.")
PUSH = _base("push", "A moving robot pushes the robots in its way, a whole line of them, one "
                     "square at a time; if the line cannot move, nobody moves.")
WALL = _base("wall", "Walls block moves, pushes and lasers.")
PIT = _base("pit", "A robot that enters a pit or leaves the board is destroyed; pushes, oil "
                   "slides and conveyors move square by square, so a pit or the edge met on "
                   "the way destroys the robot.")
ROBOT_LASER = _base("robot-laser", "Each robot fires its laser straight ahead, unless it "
                                   "rests this turn; the first robot in the beam takes 1 "
                                   "damage.")
BOARD_LASER = _base("board-laser", "Board lasers fire from their wall across the board; the "
                                   "first robot in the beam takes 1 damage per beam; a wall "
                                   "or a robot stops a beam.")
DESTROYED = _base("destroyed", "10 damage destroys a robot. A destroyed robot loses a life "
                               "and one option card (the one it got last) and plays no more "
                               "registers this turn.", "Which option card is lost: our ruling.")
LIVES = _base("lives", "A robot has 3 lives; a robot destroyed with no life left is out of "
                       "the game.")
ARCHIVE = _base("archive", "A robot's restart square is where it comes back after being "
                           "destroyed; touching a flag or a repair site makes that square its "
                           "new restart square.",
                "The rulebook's word: the archive marker.")
REENTER = _base("reenter", "Destroyed robots with lives left come back on their "
                           "restart square at the end of the turn with 2 damage, facing the "
                           "way they started the game; if a robot stands there, on the first free "
                           "square next to it (north, east, south, west, then the "
                           "diagonals).", "Our reading of the base game.")
FLAGS = _base("flags", "Flags (checkpoints) are touched in order; only the next flag counts.")
WIN = _base("win", "The first robot to touch the last flag wins; if two touch it in the same "
                   "register phase, the one whose card moved first wins. When every robot is "
                   "out, or the turn limit is reached, nobody wins.",
                   "Two robots on the last flag in one register phase: our ruling.")
REPAIR = _base("repair", "A robot on a repair site at the end of a turn repairs 1 damage; a "
                         "double-wrench site also gives it an option card.")
CHECKPOINT_REPAIR = _base("checkpoint-repair", "A checkpoint repairs 1 damage at the end of "
                                               "the turn, as a repair site does.")
CONVEYOR_TURN = _base("conveyor-turn", "A conveyor that moves a robot onto a conveyor turned "
                                       "90 degrees also turns the robot by that angle.")
PORTAL_RULING = _base("portal-ruling", "Entering a portal uses one square of the movement "
                                       "card; the jump is free, keeps the facing and does not "
                                       "jump back; a conveyor carrying a robot onto a portal "
                                       "does not activate it.")
OIL_CONVEYOR = _base("oil-conveyor", "A conveyor (or a current) that drops a robot on oil "
                                     "makes it slide in the conveyor's direction.")
LEDGE_RULING = _base("ledge-ruling", "Ledges act on every crossing (card, push, conveyor): 2 "
                                     "damage going down, a wall going up. A robot leaves a "
                                     "ramp sideways as on open floor.")
REPULSOR_WALL = _base("repulsor-wall", "Repulsor fields act as walls for conveyors, pushers "
                                       "and options, and for a robot being repulsed; a wall "
                                       "stops a repulsion.")
CURRENTS_AFTER = _base("currents-after", "Currents move after the conveyors; a current is "
                                         "water, so a move that starts on it loses its "
                                         "first square.")
CRUSHED = _base("crushed", "A crushed robot is destroyed.")
CHOP_END = _base("chop-end", "A robot 'ends a turn on an option shop' when it stands there "
                             "at step E of register 5.", "The rulebook's words: a chop shop.")
BACK_UP_WATER = _base("back-up-water", "Back Up in water is negated like the first square of "
                                       "any other movement card.")
TELEPORT_BLOCKED = _base("teleport-blocked", "A teleporter whose landing square holds a robot "
                                             "does not work: the robot moves normally. The "
                                             "jump crosses walls and pits; landing off the "
                                             "board destroys.",
                                   "Our reading of a blocked landing, as for portals.")
TURN_LIMIT = _base("turn-limit", "A game ends with no winner after its turn limit, so that "
                                 "every game ends.", "Our ruling (setup option max_turns).")

# --- the Grand Prix Factory Floor Guide ----------------------------------------------------

OIL_SLIDE = _rule("oil-slide", GP, "Oil Slicks",
                  "A robot whose move ends on an oil slick slides on the way it was going "
                  "until a wall or a robot that is not on oil stops it, or it is no longer on "
                  "oil.", "The rulebook's words: 'ends its movement'.")
OIL_CHAIN = _rule("oil-chain", GP, "Oil Slicks",
                  "A robot that slides into another robot on an oil slick makes both slide.")
OIL_NEGATE = _rule("oil-negate", GP, "Oil Slicks",
                   "A robot that starts a move on an oil slick goes one square less than its "
                   "card says; oil does nothing to Rotate cards.",
                   "The rulebook's words: 'loses the first square of movement'.")
PORTAL = _rule("portal", GP, "Portals",
               "A robot that moves into a portal with a Move card comes out at once at the "
               "other portal of the same colour and goes on moving from there.",
               "The rulebook's words: 'while executing a movement card'.")
PORTAL_OCCUPIED = _rule("portal-occupied", GP, "Portals",
                        "If a robot stands on the other portal, the portal does not work: the "
                        "moving robot goes on as if it were open floor.")
LEDGE_DOWN = _rule("ledge-down", GP, "Ledges",
                   "A robot that goes over a ledge from the upper level drops down to the "
                   "lower one and takes 2 damage.")
LEDGE_UP = _rule("ledge-up", GP, "Ledges",
                 "From the lower level a ledge is a wall.")
RAMP_UP = _rule("ramp-up", GP, "Ramps",
                "Climbing a ramp from the lower level, the ramp is a square of the move like "
                "any other; a robot that stops on it rolls back one square.")
RAMP_DOWN = _rule("ramp-down", GP, "Ramps",
                  "Going down a ramp from the upper level has no effect on movement.")
TRAP_DOOR = _rule("trap-door", GP, "Trap Door Pits",
                  "A trap door is a pit for the whole register phase in the registers it "
                  "shows (a robot on it when the phase begins is destroyed), and open floor "
                  "in the others.", "The rulebook's words: 'active'.")
REPULSOR = _rule("repulsor", GP, "Repulsor Fields",
                 "A robot that runs into a repulsor field is pushed straight away from it as "
                 "many squares as its Move card says, and then stops: the rest of its move "
                 "is lost.")
REPULSOR_PUSHED = _rule("repulsor-pushed", GP, "Repulsor Fields",
                        "A robot pushed into a repulsor field by another robot is pushed away "
                        "as many squares as the pushing robot's movement card; the pusher "
                        "loses the rest of its movement. Repulsed robots push other robots.")
CHOP_SHOP = _rule("chop-shop", GP, "Chop Shop",
                  "A robot that ends a register phase on an option shop may swap one of "
                  "its option cards for a new one, or fill one up again (an option card "
                  "works only a few times): one of the two, once each register phase.",
                  "The rulebook's words: a chop shop; 'replenish the ammunition'; 'one "
                  "function per register phase'.")
CHOP_SHOP_TURN = _rule("chop-shop-turn", GP, "Chop Shop",
                       "A robot that ends a turn on an option shop may draw an option card "
                       "even with no options.", "The rulebook's words: a chop shop.")

# --- the Grand Prix Timing Summary: the register phase, segment by segment -------------------

REVEAL = _rule("a-reveal", GP, TIMING, "The cards are shown: every robot shows the card in "
                                       "this register.",
               "The rulebook's words: 'Reveal Program Cards'.")
ROBOTS_MOVE = _rule("b-robots-move", GP, TIMING,
                    "Robots move in the order of their cards' priority, highest first.")
TELEPORTER = _rule("b-teleporter", GP, TIMING,
                   "A robot that plays a Move card on a teleporter goes as many squares "
                   "forward as its card says, plus two.",
                   "The rulebook's words: 'executing a movement card'.")
WATER = _rule("b-water", GP, TIMING,
              "A robot that plays a Move card in water goes one square less than its card "
              "says.",
              "The rulebook's words: 'executing a movement card'.")
FLAMER_ENTER = _rule("b-flamer", GP, TIMING,
                     "A robot takes 1 damage each time it moves onto a flamer that works in "
                     "this register, and when it plays a turning card on one (Rotate "
                     "Left, Rotate Right or U-Turn).",
                     "The rulebook's words: 'an active flamer square'.")
EXPRESS_FIRST = _rule("c-express-first", GP, TIMING,
                      "Express belts move the robots on them one square: the first of their "
                      "two.")
BELTS = _rule("c-belts", GP, TIMING, "Express belts move robots their second square, and "
                                     "the other belts move them one square. All the belts "
                                     "move at the same time: a robot on a belt never pushes "
                                     "another robot, and two robots carried to the same "
                                     "square both stay where they are.",
                 "Our reading of the base game.")
CURRENTS = _rule("c-currents", GP, TIMING, "Currents (flowing water) move robots one "
                                           "square.")
PUSHERS = _rule("c-pushers", GP, TIMING, "Pushers push one square, in the registers they "
                                         "show.", "The rulebook's words: 'if active'.")
GEARS = _rule("c-gears", GP, TIMING, "Gears turn the robots on them a quarter turn.")
CRUSHERS = _rule("c-crushers", GP, TIMING, "Crushers crush the robot on them, in the "
                                           "registers they show.",
                 "The rulebook's words: 'if active'.")
LASERS = _rule("d-lasers", GP, TIMING, "The board's lasers and the robots' lasers damage "
                                       "robots; all fire at the same time.",
               "The rulebook's words: 'board-mounted and robot-mounted lasers'.")
FLAMERS = _rule("d-flamers", GP, TIMING, "Flamers do 1 damage to the robot on them, in the "
                                         "registers they show.",
                "The rulebook's words: 'active flamers'.")
OPTION_PUSH = _rule("d-option-push", GP, TIMING,
                    "With some option cards, like the Big Gun, a robot's laser also "
                    "pushes or pulls the robot it hits.",
                    "The rulebook's words: 'Robots may be pushed by options like Tractor Beam "
                    "or Big Gun.'")
CHECKPOINTS = _rule("e-checkpoints", GP, TIMING,
                    "A robot standing on the flag it needs next touches it, and the "
                    "first robot to touch the last flag wins. A robot on a flag or a repair "
                    "site comes back there if it is destroyed later. Repairs wait for step F.",
                    "The rulebook's words: checkpoints; 'archive copies'.")
END_OF_TURN = _rule("f-end-of-turn", GP, TIMING,
                    "After the fifth register phase, robots on checkpoints and repair sites "
                    "are repaired.")

# --- the Frequently Asked Questions, one rule per answer -------------------------------------

FAQ_REPULSOR_BACK_UP = _faq("repulsor-back-up", "Repulsor Fields",
                            "A robot that backs up into a repulsor field is repulsed one "
                            "square.")
FAQ_REPULSOR_LASER = _faq("repulsor-laser", "Repulsor Fields",
                          "Repulsor fields act just like walls for weapons and laser fire.")
FAQ_REPULSOR_PUSHED = _faq("repulsor-pushed", "Repulsor Fields",
                           "A robot pushed into a repulsor field is repulsed as many squares "
                           "as the pushing robot's movement card, moving both robots away.")
FAQ_REPULSOR_OPTION = _faq("repulsor-option", "Repulsor Fields",
                           "A robot moved into a repulsor field other than by a movement card "
                           "or a pushing robot meets a wall.")
FAQ_TRAP_DEVICE = _faq("trap-door-device", "Trap Door Pits",
                       "A device dropped on a trap door pit (a mine) falls and is removed at "
                       "the beginning of the phase the trap door opens.")
FAQ_TRAP_BRIDGE = _faq("trap-door-bridge", "Trap Door Pits",
                       "A robot may leave a bridge from the Bridge Layer on a trap door pit: "
                       "the bridge covers it.", "Our reading.")
FAQ_CHOP_ARM = _faq("chop-shop-arm", "Chop Shops",
                    "The Robotic Arm can only reach flags, never an option shop.",
                    "The rulebook's words: a chop shop.")
FAQ_CHOP_RELOAD = _faq("chop-shop-reload", "Chop Shops",
                       "Refilling gives an option all its uses again; there is no "
                       "limit to the mines (or other counters) on the board.")
FAQ_RAMP_SIDE = _faq("ramp-side", "Ramps",
                     "Robots can enter a corner ramp from the side, but leave it upwards only "
                     "where the ramp meets the upper section.")
FAQ_RAMP_EDGE = _faq("ramp-edge", "Ramps",
                     "A robot that moves off the upper level onto a ramp anywhere but where "
                     "the ramp meets the upper level drops and takes 2 damage.")
FAQ_RAMP_ACROSS = _faq("ramp-across", "Ramps",
                       "Moving across a ramp does not affect movement; only climbing up does.")
FAQ_RAMP_LEVEL = _faq("ramp-level", "Ramps", "A robot on a ramp is on the lower level.")
FAQ_PORTAL_COLOURS = _faq("portal-colours", "Portals",
                          "A robot entering any portal moves to the other portal of the same "
                          "colour; the colours make the pairs clear.")
FAQ_OIL_CONVEYOR = _faq("oil-conveyor", "Oil Slicks and Conveyors",
                        "A conveyor that dumps a robot on oil makes it slide as any move onto "
                        "oil does; if the oil leaves it on another conveyor, that conveyor "
                        "still moves it (three squares in all from an express belt).")

FAQ = (FAQ_REPULSOR_BACK_UP, FAQ_REPULSOR_LASER, FAQ_REPULSOR_PUSHED, FAQ_REPULSOR_OPTION,
       FAQ_TRAP_DEVICE, FAQ_TRAP_BRIDGE, FAQ_CHOP_ARM, FAQ_CHOP_RELOAD, FAQ_RAMP_SIDE,
       FAQ_RAMP_EDGE, FAQ_RAMP_ACROSS, FAQ_RAMP_LEVEL, FAQ_PORTAL_COLOURS, FAQ_OIL_CONVEYOR)
