"""What a child reads of a tournament: a strategy stopped by a Python error hears first what
it did in plain words, then Python's words; the progress bar counts games and the time left,
with no rate in games per second."""

from codyroby_lab.games.robin.bots import greedy
from codyroby_lab.games.robin.tournament import tournament


def past_the_end(obs):
    """Walk 09t's broken strategy: a sixth card from a hand of five."""
    return "offer " + obs.hand[5]


def test_a_strategy_stopped_by_an_error_hears_it_in_plain_words_first():
    """Walk 09t, fault 8: "my_strategy stopped with an error: IndexError: list index out of
    range" was raw Python, with nothing a child could read."""
    notes = str(tournament([past_the_end, greedy], games=2, executor=None, progress=False))
    said = " ".join(notes.split())
    assert ("past_the_end stopped with an error: it asked for an item past the end of a list "
            "(Python says IndexError: list index out of range)") in said


def test_the_progress_bar_says_games_played_and_time_left_not_a_rate(capsys, monkeypatch):
    import tqdm.std
    # the text bar, as a terminal shows it: in a process where an earlier test made an
    # IPython shell, tqdm.auto draws a notebook widget, and nothing comes on stderr
    monkeypatch.setattr("tqdm.auto.tqdm", tqdm.std.tqdm)
    tournament([greedy, greedy], games=2, executor=None, progress=True)
    bar = capsys.readouterr().err
    assert "2 of 2 games played" in bar and "time left" in bar
    assert "game/s" not in bar and "s/game" not in bar
