"""The kinds of event Energy Seekers makes, one name each, used where an event is made
and by the lessons and tests that look for one, never a string written again.

>>> STUCK, CANCELLED
('Stuck', 'Cancelled')
"""

CANCELLED = "Cancelled"
CHALLENGED = "Challenged"
CHALLENGE_DONE = "ChallengeDone"
DISCARDED = "Discarded"
DREW = "Drew"
ENDED = "Ended"
GAVE = "Gave"
MOVED = "Moved"
PASSED = "Passed"
REMOTE_CONTROLLED = "RemoteControlled"
REPEATED = "Repeated"
RESHUFFLED = "Reshuffled"
STUCK = "Stuck"
SWAPPED = "Swapped"
TELEPORTED = "Teleported"
TURNED = "Turned"
WON = "Won"
