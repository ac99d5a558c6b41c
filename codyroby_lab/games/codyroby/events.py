"""The kinds of event CodyRoby makes, one name each, used where an event is made
and by the lessons and tests that look for one, never a string written again.

>>> CRASHED, GAME_OVER
('Crashed', 'GameOver')
"""

BUILT = "Built"
CHECKED = "Checked"
CRASHED = "Crashed"
DREW = "Drew"
FINISHED = "Finished"
GAME_OVER = "GameOver"
LAID = "Laid"
MOVED = "Moved"
PATH_DONE = "PathDone"
PLACED = "Placed"
PROVED = "Proved"
REBUILT = "Rebuilt"
RESHUFFLED = "Reshuffled"
SCORED = "Scored"
STEP_LIMIT = "StepLimit"
TOOK = "Took"
TURNED = "Turned"
