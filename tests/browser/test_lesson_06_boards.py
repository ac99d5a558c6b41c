"""Lesson 06's boards (Energy Seekers) as a class meets them, in one notebook (a notebook
and its Python took seconds each to open), each test on boards of its own:

- before and after a guess (issue 29, lesson 06, serious faults; once test_walk_06_guess):
  in Predict mode nothing on screen tells how a run ends before the learner has guessed it,
  and a wrong Challenge answer says near the board what is wrong about it and how to get
  closer (boards 0 to 2; the challenge's test runs first, on the page as it opened: its
  words must show in view near the board);
- walk 06 of issue 29 (/work/walk/06/report.md; once test_walk_06): a Challenge reached
  with every card played is answered on the board, by its answers, with the mouse and with
  the keyboard alone; and after a game is over (walk 06f) (boards 3 and 4);
- a learner stuck on a Challenge question (walk 06e; once test_walk_06e): the board offers
  "show me" among the answers, and Run then shows the answer under the board, with the
  question still asked (board 5); Roby's white piece keeps its ring in the dark (a saved
  page of its own);
- walk 06i, what was still open (fixJc; once test_walk_06j): a challenge's answer typed in
  the text box that was no answer got, under the board, "The text is not a program yet, so
  the cards still hold the program before it" (fault 5) (board 6); and walk 04i, fault 10:
  the pictures of a position in a cell stayed glaring white in JupyterLab's dark theme."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.ui import save_player
from tests.support.boards import SETUP
from tests.support.browser import (
    LAPTOP,
    WAIT,
    new_game,
    notebook_page,
    open_file,
    run_code,
    set_theme,
    settled,
    shot,
    slow_python,
    themed,
)
from tests.support.games import sample


def renamed(code: str, name: str) -> str:
    """``code`` with its game called ``name`` instead of ``es`` (one notebook, one Python)."""
    return re.sub(r"\bes\b", name, code)


# --- the boards before and after a guess (0 to 2) --------------------------------------
GUESS_CHALLENGE = renamed(SETUP, "es_guess")
# Ada's F F F from position 1 ends in the tunnel's far end, facing a way no card of hers
# can move her: the title after the run says so.
GUESS_GAME = ("from codyroby_lab import lessons\n"
        "game_guess = lessons.EnergySeekersPlay(seed=11)\n"
        "game_guess.widget()")
# Ada on H7 facing east, holding F L F: an F first leaves the path and cancels the move.
CORNER = ("corner = lessons.EnergySeekersPlay({'players': ['ada', 'cody', 'roby'], "
          "'deck': list('FLFFFRLFF'), 'pieces': {'ada': {'position': 8, 'facing': 'E'}}}, "
          "seed=1)\n"
          "corner.widget()")
AFTER = "every move your cards could make leaves the path"
AT_END = "(el) => el.__codyroby.position === el.__codyroby.steps"
IN_VIEW = ("(el) => { const r = el.getBoundingClientRect(); "
           "return r.top >= 0 && r.bottom <= innerHeight; }")


# --- walk 06's boards (3, 4): SETUP's es, and a game over ------------------------
OVER = ("over = lessons.EnergySeekersPlay(seed=11)\n"
        "over.play_to_the_end(autoplay=True)\n"
        "over.widget()")


# --- walk 06e's stuck learner's board (5) ------------------------------------------
STUCK = SETUP.replace("es.widget()", (
    "from codyroby_lab.lessons.energy_seekers import challenge_feedback\n"
    "asked = es.game.challenge.questions[es.state.question]\n"
    "for wrong in ('3', '5', '6'):   # three wrong tries: stuck\n"
    "    said = challenge_feedback(asked, wrong)\n"
    "es.widget()"))
STUCK = renamed(STUCK, "es_stuck")

# --- walk 06i's board (6) and pictures ---------------------------------------------
TYPED = """\
from codyroby_lab import lessons
game_j = lessons.EnergySeekersPlay({"players": ["ada", "cody"], "deck": ["F"] * 8,
                                  "pieces": {"ada": {"position": 6, "facing": "E"},
                                             "cody": {"position": 2, "facing": "E"}}})
game_j.play("F")   # onto the Challenge marker on 7: Ada answers next
game_j.widget()"""

PICTURE = """\
lessons.show_position({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                       "blocks_each": 0})"""

# walk 03p3, fault 2: a position a cell ends with, as lesson 03's "Roby at the start" cells
START = 'lessons.start_state({"width": 5, "height": 5, "blocks": ["A2"]}, at="A5", facing="N")'

@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [GUESS_CHALLENGE, GUESS_GAME, CORNER, SETUP, OVER, STUCK, TYPED, PICTURE, START]
    with notebook_page(lab, browser, "lesson06_boards.ipynb", cells, LAPTOP) as page:
        yield page


@pytest.fixture
def challenge(page):
    """Walk 06's challenge (SETUP's ``es``): the page and its board."""
    return page, page.locator(".cr-widget").nth(3)


# --- before and after a guess --------------------------------------------------------

def test_a_wrong_challenge_answer_says_why_and_how_to_get_closer_near_the_board(page):
    w = page.locator(".cr-widget").first
    answers = w.locator(".cr-palette button")
    answers.first.wait_for()
    answers.nth(0).click()                                              # 3: wrong
    page.wait_for_function("() => document.querySelector('.cr-chosen').innerText"
                           ".includes('3')")
    w.locator(".cr-run").click()
    status = w.locator(".cr-status")
    status.filter(has_text="Your answer 3 is not the answer").wait_for(timeout=40_000)
    said = status.inner_text()
    assert '"2 + 2?"' in said and "Hint:" in said and "4" not in said.replace("2 + 2", "")
    assert page.evaluate(IN_VIEW, status.element_handle())
    shot(page, "walk06-wrong-challenge-answer")
    assert not page.js_errors


def test_predict_mode_shows_nothing_of_the_run_before_it_is_guessed(page):
    w = page.locator(".cr-widget").nth(1)
    before = w.locator(".cr-title").inner_text()
    w.locator(".cr-predict-toggle").check()
    for _ in range(3):
        w.locator('.cr-palette [data-card="F"]').first.click()
    w.locator(".cr-status").filter(has_text="3 cards to play").wait_for()
    w.locator(".cr-run").click()
    w.locator(".cr-status").filter(has_text="Predict: click the square").wait_for(
        timeout=WAIT)
    shot(page, "walk06-predict-before-the-guess", w)
    seen = w.inner_text()                           # every word on screen, the title too
    # the title asks for the guesses, not for cards as before the run (walk 06r, fault 2)
    guessing = w.locator(".cr-title").inner_text()
    assert "guess where the pieces will be" in guessing and "press Run" in before, guessing
    assert AFTER not in seen and "cancelled" not in seen
    # nor what a screen reader reads: the board's name held the new title (walk 06w, 14)
    named = w.evaluate("(w) => [...w.querySelectorAll('[aria-label]')]"
                       ".map((e) => e.getAttribute('aria-label')).join(' | ')")
    assert AFTER not in named and "cancelled" not in named, named
    root = w.element_handle()
    for _ in range(60):                             # guess (or ask) every step to the end
        if page.evaluate(AT_END, root):
            break
        status = w.locator(".cr-status").inner_text()
        if status.startswith("Predict:"):
            page.keyboard.press("Enter")           # a guess: where the piece stands now
            page.keyboard.press("Enter")           # (asked once first: walk 07g, 3)
            if w.locator(".cr-status").inner_text().startswith("Not quite"):
                w.get_by_role("button", name="Show me").click()
        else:
            w.get_by_role("button", name="Step", exact=True).click()
    assert page.evaluate(AT_END, root)
    assert AFTER in w.locator(".cr-title").inner_text()   # guessed: now it shows
    shot(page, "walk06-predict-after-the-guess", w)
    assert not page.js_errors


def test_a_wrong_guess_at_a_card_that_cancels_the_move_hears_the_rule_to_look_at(page):
    """Walk 06y, serious fault 1: at the F that would leave the path, a wrong guess heard
    only "Step 1 plays the card F (forward)", which sent the child to the square in front;
    the piece stays, as the cancelled move says."""
    w = page.locator(".cr-widget").nth(2)
    w.locator(".cr-predict-toggle").check()
    w.locator('.cr-palette [data-card="F"]').first.click()
    w.locator(".cr-status").filter(has_text="1 card to play").wait_for()
    w.locator(".cr-run").click()
    status = w.locator(".cr-status")
    status.filter(has_text="Predict: click the square").wait_for(timeout=WAIT)
    for _ in range(3):                   # the frame one square up (north of Ada), then Enter
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Enter")
        if status.inner_text().startswith("Not quite"):
            break
    said = status.inner_text()
    assert said.startswith("Not quite"), said
    assert "A card that would leave the path cancels the whole move" in said, said
    assert not page.js_errors


# --- walk 06 ------------------------------------------------------------------------

def test_a_board_made_after_a_move_played_in_a_cell_opens_at_its_end(challenge):
    """Walk 06v, fault 6 (walk 06t, fault 2): a board made after a move played in a cell
    said "no run yet" and "Nothing played yet" by pieces that had moved. It opens at the
    end of that move, as a move played after the board was drawn shows: its steps in What
    happened, the status saying where it was played; its title stays the game's (not a
    replay's "press ⇥"). Run first, on the board as it opened."""
    page, w = challenge
    w.locator(".cr-palette button").first.wait_for()
    shot(page, "walk06v-board-after-cell-move", w)
    counter = w.locator(".cr-counter").inner_text()
    step, steps = counter.split()[1], counter.split()[3]
    assert step == steps and int(steps) > 0, counter
    assert "The board shows the move played in a cell" in w.locator(".cr-status").inner_text()
    log = w.locator(".cr-log").inner_text()
    assert "Nothing played yet" not in log and "Ada moves forward" in log, log
    assert "A replay" not in w.locator(".cr-title").inner_text()
    assert not page.js_errors


def test_a_challenge_with_an_empty_hand_is_answered_by_clicking_an_answer(challenge):
    """Fault 1: with her hand played out, Ada could neither stack cards nor type an answer;
    fault 2: the one card held looked used up ("R x0", greyed) though it was the way to
    answer. The answers take the hand's place: plain buttons, none greyed."""
    page, w = challenge
    answers = w.locator(".cr-palette button")
    answers.first.wait_for()
    assert [b.inner_text() for b in answers.all()] == ["3", "4", "5"]
    assert w.locator(".cr-palette").get_attribute("aria-label") == "Your answer"
    assert w.locator(".cr-used-up, .cr-palette [disabled]").count() == 0
    assert "Click your answer" in w.locator(".cr-title").inner_text()
    shot(page, "walk06-challenge-answers", w)
    answers.nth(1).click()                                       # 4
    page.wait_for_function("(w) => w.querySelector('.cr-chosen').innerText.includes('4')",
                           arg=w.element_handle(), timeout=WAIT)
    assert w.locator(".cr-palette button").nth(1).get_attribute("aria-pressed") == "true"
    w.locator(".cr-run").click()
    page.wait_for_function("(w) => w.querySelector('.cr-title').innerText"
                           ".includes('Next: stack cards')", arg=w.element_handle(), timeout=WAIT)
    assert w.locator(".cr-error").inner_text() == ""
    assert w.locator(".cr-palette button[data-answer]").count() == 0      # the hand is back
    assert not page.js_errors


def test_a_refused_text_is_never_run_and_leaves_with_a_new_game(challenge):
    """Fault 15: with a refused text in the box, Run played the cards chosen before (not
    what the box said), and after New game the last game's red text stayed."""
    page, w = challenge
    box = w.get_by_label("Program as text")
    box.fill("X X")
    box.press("Enter")
    w.locator(".cr-text-error").filter(has_text="There is no X card here").wait_for()
    turns = run_code(page, "print(len(es.turns))")
    w.locator(".cr-run").click()
    w.locator(".cr-status").filter(has_text="The text box holds what was not taken").wait_for()
    assert run_code(page, "print(len(es.turns))") == turns              # nothing ran
    new_game(w)
    w.locator(".cr-status").filter(has_text="New game started.").wait_for(timeout=WAIT)
    assert box.input_value() == "" and box.get_attribute("aria-invalid") is None
    assert w.locator(".cr-text-error").inner_text() == ""
    shot(page, "walk06-new-game", w)
    assert not page.js_errors


def test_the_hand_says_how_the_keys_reach_its_cards_and_counts_one_card(challenge):
    """Faults 10 and 14: Tab reaches one card of the hand and the help never said that the
    arrow keys go on from there; the first card added said "1 cards to play"."""
    page, w = challenge
    assert "the arrow keys go from card to card" in w.locator(".cr-hint").inner_text()
    w.locator('.cr-palette [data-card="F"]').click()
    w.locator(".cr-status").filter(has_text="F card added: 1 card to play").wait_for()
    assert not page.js_errors


def test_run_plays_the_cards_lined_up_beside_a_refused_text(challenge):
    """Walk 06v, fault 7: with good cards lined up and a refused text in the box, Run
    refused to play. It plays the cards lined up (never the text), and says so; the
    refused text stays in the box, with its words. The F card is lined up just above."""
    page, w = challenge
    assert w.locator(".cr-chosen [data-node]").count() == 1
    # the F taken back and lined up again just before the text is sent, its answer coming
    # after the text was sent (the fresh-clone CI run of 2617c0c4: that answer put the
    # program "F" in the box, and the refusal then marked "F" as the text refused)
    w.locator(".cr-chosen [data-node]").first.focus()
    w.page.keyboard.press("Delete")
    settled(page, w)
    assert w.locator(".cr-chosen [data-node]").count() == 0
    box = w.get_by_label("Program as text")
    with slow_python(page):
        w.locator('.cr-palette [data-card="F"]').click()
        box.fill("X X")
        box.press("Enter")
        refusal = w.locator(".cr-text-error").filter(has_text="There is no X card here")
        refusal.wait_for(timeout=WAIT)
    assert box.input_value() == "X X" and box.get_attribute("aria-invalid") == "true"
    assert w.locator(".cr-chosen [data-node]").count() == 1
    turns = int(run_code(page, "print(len(es.turns))"))
    w.locator(".cr-run").click()
    said = w.locator(".cr-status").filter(has_text="Run plays what you picked on the board")
    said.wait_for(timeout=5_000)
    assert "The text in the box was not used: the words under it say why." in said.inner_text()
    settled(page, w)
    assert int(run_code(page, "print(len(es.turns))")) == turns + 1          # F was played
    assert box.input_value() == "X X"
    assert "There is no X card here" in w.locator(".cr-text-error").inner_text()
    shot(page, "walk06v-run-beside-refused-text", w)
    assert not page.js_errors


# --- walk 06f: the game over, on the second board ----------------------------------------

def test_after_the_game_the_hand_looks_and_says_it_cannot_be_played(challenge):
    """Walk 06f, fault 7: after a game was over the hand stayed in full colour and a click
    on a card did nothing, silently."""
    page, _ = challenge
    w = page.locator(".cr-widget").nth(4)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    cards = w.locator(".cr-palette button")
    cards.first.wait_for()
    assert cards.count() and all(b.is_disabled() for b in cards.all())
    said = w.locator(".cr-hint").inner_text()
    assert "The game is over: these cards cannot be played" in said, said
    assert not page.js_errors


# --- walk 06e -----------------------------------------------------------------------

def test_a_stuck_learner_clicks_show_me_among_the_answers_and_sees_the_answer(page):
    w = page.locator(".cr-widget").nth(5)
    answers = w.locator(".cr-palette button")
    answers.nth(3).wait_for()  # (the answers are drawn after the first shows)
    assert answers.count() == 4 and "show me" in answers.nth(3).inner_text()
    answers.nth(3).click()
    page.wait_for_function("(w) => w.querySelector('.cr-chosen').innerText"
                           ".includes('show me')", arg=w.element_handle(), timeout=WAIT)
    w.locator(".cr-run").click()
    shown = w.locator(".cr-error").filter(has_text='the answer to "2 + 2?" is 4')
    shown.wait_for(timeout=40_000)
    assert "2 + 2?" in w.locator(".cr-title").inner_text()     # still asked
    shot(page, "walk06e-show-me-among-the-answers", w)
    assert not page.js_errors


# a pale piece's ring against its own body (WCAG contrast), in the page's look
RING = """(w) => {
  const lum = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3).map((v) => (v /= 255) <= 0.03928
      ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2];
  };
  const body = w.querySelector('.cr-board .cr-pale .cr-piece-body');
  if (!body) return null;
  const [a, b] = [lum(getComputedStyle(body).stroke), lum(getComputedStyle(body).fill)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def test_roby_s_white_piece_keeps_its_ring_in_the_dark(browser, tmp_path):
    """Fault 10: in the dark look every piece took a near-white ring, so Roby's white piece
    on a cream tile read as a square marked R: a pale piece keeps its dark ring."""
    path = tmp_path / "energy_seekers.html"
    save_player(sample("energy_seekers"), path)
    page = open_file(browser, path)
    page.set_viewport_size(LAPTOP)
    try:
        page.emulate_media(color_scheme="dark")
        themed(page, "dark")
        ratio = page.evaluate(RING, page.locator(".cr-widget").element_handle())
        assert ratio is not None and ratio >= 3, ratio
        shot(page, "walk06e-dark-white-piece")
    finally:
        page.close()


# --- walk 06i -----------------------------------------------------------------------

def test_an_answer_typed_wrong_is_not_called_a_program(page):
    """Fault 5: an answer is no program, and "the cards" were not the learner's: the words
    under the board say the text was not taken and the choice stays as it was."""
    w = page.locator(".cr-widget").nth(6)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    settled(page, w)
    w.locator(".cr-program-text").fill("twenty-four")
    w.get_by_role("button", name="Use text").click()
    w.locator(".cr-text-error").filter(has_text="C2").wait_for(timeout=WAIT)
    page.wait_for_function("(s) => s.textContent.includes('not taken')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    said = w.locator(".cr-status").inner_text()
    shot(page, "walk06j-answer-text", w)
    assert "program" not in said and "cards" not in said, said
    assert "your choice stays as it was" in said, said
    assert not page.js_errors


#: the fills of the picture's frame and of its first square, as the page paints them
FILLS = """(svg) => [svg.querySelector(':scope > rect'), svg.querySelector(':scope > rect + rect')]
  .map((r) => getComputedStyle(r).fill)"""


def test_a_cell_picture_takes_the_dark_look_in_the_dark_theme(page):
    """Walk 04i, fault 10: ``show_position`` and ``picture()`` showed a white board in the
    dark theme (the board widget beside them followed it). In JupyterLab Dark the picture's
    frame and squares are dark, as the widget's; back in the light theme, light again.
    Walk 03p3, fault 2: so does a position a cell ends with (``lessons.start_state``),
    which showed as an image no page style reaches."""
    svgs = [page.locator(".cr-picture > svg").nth(k) for k in range(2)]
    svgs[1].wait_for(timeout=WAIT)
    light = [svg.evaluate(FILLS) for svg in svgs]
    set_theme(page, "JupyterLab Dark")
    try:
        for svg, fills in zip(svgs, light, strict=True):
            page.wait_for_function(f"(svg) => ({FILLS})(svg)[1] !== {fills[1]!r}",
                                   arg=svg.element_handle(), timeout=WAIT)
        dark = [svg.evaluate(FILLS) for svg in svgs]
        for k, svg in enumerate(svgs):
            svg.scroll_into_view_if_needed()
            shot(page, f"walk06j-dark-picture-{k}", svg)
    finally:
        set_theme(page, "JupyterLab Light")      # the lab is shared: leave it light
    lum = [sum(int(v) for v in c[4:-1].split(",")) / 3 for fills in dark for c in fills]
    # (a path's road, the square drawn first here, is mid-grey in the dark, 3:1 from the
    # squares off it: walk 03q4, fault 7)
    assert all(v < 110 for v in lum), (light, dark)
    assert [svg.evaluate(FILLS) for svg in svgs] == light
