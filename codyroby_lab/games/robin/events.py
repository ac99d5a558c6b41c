"""The kinds of event Robin makes, one name each, used where an event is made
and by the lessons and tests that look for one, never a string written again.

>>> DREW, WON, COMMITTED
('Drew', 'Won', 'Committed')
"""

from codyroby_lab.core.sealed import COMMITTED as COMMITTED  # a commit's, made by core

ACCEPTED = "Accepted"
COLLECTED = "Collected"
CONTRIBUTED = "Contributed"
DRAW = "Draw"
DREW = "Drew"
DUAL = "Dual"
FORCED = "Forced"
LOOKED = "Looked"
MOVED = "Moved"
NEUTRAL_TRADE = "NeutralTrade"
NEXT_TURN = "NextTurn"
NO_EXCHANGE = "NoExchange"
NO_MOVE = "NoMove"
OFFERED = "Offered"
PASSED = "Passed"
PICKED = "Picked"
REFILLED = "Refilled"
REPLACED = "Replaced"
RESTOCKED = "Restocked"
REVEALED = "Revealed"
SEARCHED = "Searched"
SKIPPED = "Skipped"
STOLE = "Stole"
SWAPPED_HANDS = "SwappedHands"
SWAPPED_PIECES = "SwappedPieces"
SWAPPED_TOKENS = "SwappedTokens"
TIE = "Tie"
TOKEN = "Token"
TOOK_CARDS = "TookCards"
USED = "Used"
WON = "Won"
