"""The kinds of event RoboRally makes, one name each, used where an event is made
and by the lessons and tests that look for one, never a string written again.

>>> PUSHED, CONVEYED, COMMITTED
('Pushed', 'Conveyed', 'Committed')
"""

from codyroby_lab.core.sealed import COMMITTED as COMMITTED  # a commit's, made by core

ABSORBED = "Absorbed"
ANNOUNCED = "Announced"
ARCHIVED = "Archived"
BLOCKED = "Blocked"
BRIDGE = "Bridge"
CONVEYED = "Conveyed"
DAMAGED = "Damaged"
DEALT = "Dealt"
DESTROYED = "Destroyed"
FIRED = "Fired"
GAME_OVER = "GameOver"
GEARED = "Geared"
JUMPED = "Jumped"
MINE = "Mine"
MINE_FALLS = "MineFalls"
MOVED = "Moved"
NEGATED = "Negated"
NOTHING = "Nothing"
NO_ROOM = "NoRoom"
OPTION = "Option"
OPTION_PUSH = "OptionPush"
PLAYS = "Plays"
PORTAL_SHUT = "PortalShut"
POWERED_DOWN = "PoweredDown"
POWERED_UP = "PoweredUp"
PUSHED = "Pushed"
PUSHER = "Pusher"
RAMP_BACK = "RampBack"
REENTERED = "Reentered"
RELOADED = "Reloaded"
REPAIRED = "Repaired"
REPULSED = "Repulsed"
REVEALED = "Revealed"
ROTATED = "Rotated"
SCRAPPED = "Scrapped"
SKIPPED = "Skipped"
SLID = "Slid"
STUCK = "Stuck"
TAGGED = "Tagged"
TELEPORTED = "Teleported"
TELEPORT_SHUT = "TeleportShut"
TIE = "Tie"
TOUCHED = "Touched"
TURNED = "Turned"
WON = "Won"

#: the kinds that never move or turn a robot (cards dealt, shown, shots, damage, flags): a
#: step of only these is shown in Predict, never asked (walk 07v, fault 5: it asked where
#: Twonky would be after the programming, the reveal and every laser: 40 guesses a turn)
STILL = (COMMITTED, DEALT, REVEALED, NOTHING, FIRED, DAMAGED, TOUCHED, REPAIRED, ARCHIVED,
         ANNOUNCED, POWERED_DOWN, POWERED_UP, TAGGED, OPTION, RELOADED, SCRAPPED, ABSORBED,
         TIE, WON, GAME_OVER)
