"""Lesson 07's race board as a learner at a school laptop meets it (issue 29, walk 07b:
faults 13, 9, 11 and 10; walks 07d, 07e and 07n): a 1366x650 page, JupyterLab's file browser
closed, the board's top at the top of the notebook.

One page for the whole module (a notebook and its kernel took 12 s and more to open on two
busy cores): each race test gets a race made anew by its cell run again (the ``race``
fixture); the tests of other boards come last, each adding its board in a new cell below."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.browser import (
    IN_VIEW,
    WAIT,
    run_cell,
    run_code,
    settled,
    shot,
    slow_python,
    wait_counter,
    wait_end,
    wait_status,
    wait_text,
)


def seen(page, w, *selectors: str) -> list[str]:
    """The selectors whose element is not wholly in the notebook's visible part."""
    inside = page.evaluate(IN_VIEW, [w.element_handle(), list(selectors)])
    return [s for s in selectors if not inside[s]]


def marks(*places: int) -> str:
    """The program's text with ``places`` in registers 1 on: every free register has its
    mark, "_" for an empty one (walk 07r6, fault M5)."""
    return " ".join([*map(str, places), *["_"] * (5 - len(places))])


def test_the_race_fits_a_laptop_registers_and_help_included(race):
    """Fault 11: the registers sat on the bottom edge, their instructions off the page."""
    page, w = race
    shot(page, "walk07-race-fits")
    assert seen(page, w, "svg.cr-board", ".cr-run", ".cr-rr-hand",
                ".cr-rr-registers", ".cr-rr-down-label", ".cr-registers .cr-hint") == []


def test_a_refusal_goes_once_the_registers_change(race):
    """Fault 13: "Register 3 is empty" stayed on show after the registers changed."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    regs = w.locator(".cr-rr-registers [data-register]")
    for k, r in ((0, 0), (1, 1), (3, 3), (4, 4)):
        hand.nth(k).drag_to(regs.nth(r))
    wait_text(page, w, "1 2 _ 4 5")
    w.locator(".cr-run").click()
    error = w.locator(".cr-error")
    error.filter(has_text="Register 3 is empty").wait_for()
    regs.nth(4).locator(".cr-rr-card").click()            # card 5 back to the hand
    wait_text(page, w, "1 2 _ 4 _")
    page.wait_for_function("(el) => el.textContent === ''", arg=error.element_handle(),
                           timeout=WAIT)
    assert "Register 3 is empty" not in w.inner_text()


def test_enter_on_a_hand_card_leaves_focus_in_the_hand(race):
    """Fault 10: after Enter placed a card, Tab skipped the rest of the hand."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    hand.nth(0).focus()
    page.keyboard.press("Enter")
    wait_text(page, w, marks(1))
    assert page.evaluate("() => document.activeElement.dataset.place") == "2"
    page.wait_for_timeout(600)          # a new press: the same one twice places nothing more
    page.keyboard.press("Enter")
    wait_text(page, w, marks(1, 2))
    assert page.evaluate("() => document.activeElement.dataset.place") == "3"
    down = w.locator(".cr-rr-down-label").inner_text()
    assert "repair" in down                     # Power down says what it is for


def test_enter_after_enter_on_the_hand_places_every_card_before_python_answers(race):
    """Walk 07p3, fault 2: Enter on a hand card placed it and moved focus to the next card,
    and a second Enter 0.25 s later was lost (with 1.5 s between, every Enter worked). Three
    Enters a quarter of a second apart place three cards, Python answering late."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    chosen = faces(hand)[:3]
    with slow_python(page):
        hand.nth(0).focus()
        for _ in range(3):
            page.keyboard.press("Enter")
            page.wait_for_timeout(250)
        assert faces(w.locator(".cr-rr-registers .cr-rr-card")) == chosen
        assert page.evaluate("() => document.activeElement.dataset.place") == "4"
    wait_text(page, w, marks(1, 2, 3))
    assert faces(w.locator(".cr-rr-registers .cr-rr-card")) == chosen


def test_a_double_click_on_a_hand_card_puts_it_in_a_register(race):
    """Walk 07zz, fault 1: a double-click (a child's habit) put the card into register 1
    and its second click took it straight back out: the registers stayed empty. A single
    click on a card in a register still takes it out."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    hand.nth(1).dblclick()
    wait_text(page, w, marks(2))
    page.wait_for_timeout(600)                          # no second thought comes after
    assert w.locator(".cr-program-text").input_value().strip() == marks(2)
    hand.nth(1).click()                                 # a click of its own: back out
    wait_text(page, w, "")


def test_the_next_hand_waits_for_the_end_of_the_replay(race):
    """Fault 9: the next (smaller) hand showed while the replay was still at step 16, and
    the page scrolled the board's first row out of view."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    click_first(page, w, 5)
    w.locator(".cr-run").click()
    wait_counter(page, w, "step 3 ")
    assert hand.count() == 0
    # walk 07s, fault 7: Run pressed again, once Back had stopped the replay, jumped it to
    # its end under a red "Register 1 is empty": the replay stays, and Run says it waits
    w.locator(".cr-back").click()
    counter = w.locator(".cr-counter").inner_text()
    w.locator(".cr-run").click()
    w.locator(".cr-error").filter(has_text="This turn is still on show").wait_for()
    assert "empty" not in w.locator(".cr-error").inner_text()
    assert w.locator(".cr-counter").inner_text() == counter
    assert "end of the replay" in w.locator(".cr-rr-hand").inner_text()
    assert seen(page, w, "svg.cr-board") == []
    shot(page, "walk07-race-replaying")
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-rr-hand [data-place]").first.wait_for()
    assert hand.count() >= 5


def faces(cards) -> list[str]:
    """Each card's kind and priority as the board draws them ("Move 3 priority 790")."""
    return [" ".join(c.locator(f".cr-card-{part}").inner_text() for part in ("kind", "priority"))
            for c in cards.all()]


def click_first(page, w, n: int) -> None:
    """Click the hand's first ``n`` cards into registers 1 on, each seen in the program's
    text before the next."""
    hand = w.locator(".cr-rr-hand [data-place]")
    hand.first.wait_for()
    for k in range(n):
        hand.nth(k).click()
        wait_text(page, w, marks(*range(1, k + 2)))


def play_five(page, w) -> list[str]:
    """Click the hand's first five cards into the registers and press Run; the faces chosen."""
    hand = w.locator(".cr-rr-hand [data-place]")
    chosen = faces(hand)[:5]
    click_first(page, w, 5)
    w.locator(".cr-run").click()
    wait_counter(page, w, "step 2 ")
    return chosen


def test_the_registers_show_the_cards_played_while_the_turn_replays(race):
    """Walk 07 (issue 29, fixB 1): during the replay of a turn the registers said "empty".
    They show the five cards played, the register playing lit, until the next hand."""
    page, w = race
    chosen = play_five(page, w)
    w.locator(".cr-start").click()                   # stops the replay, at its start
    wait_counter(page, w, "step 0 ")
    regs = w.locator(".cr-rr-registers [data-register]")
    assert "empty" not in w.locator(".cr-rr-registers").inner_text()
    assert faces(w.locator(".cr-rr-registers .cr-rr-card")) == chosen
    assert w.locator(".cr-rr-registers .cr-running").count() == 0      # none played yet
    lit = []
    for _ in range(40):                              # step on until register 2 has played
        w.locator(".cr-step").click()
        running = w.locator(".cr-rr-registers .cr-running")
        lit.append(running.get_attribute("data-register") if running.count() else None)
        if lit[-1] == "2":
            break
    assert lit[-1] == "2" and "1" in lit, lit
    assert regs.nth(1).get_attribute("aria-current") == "step"
    assert "playing now" in w.locator(".cr-registers .cr-hint").inner_text()
    shot(page, "walk07-registers-replaying", w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-rr-hand [data-place]").first.wait_for()   # the next hand
    assert w.locator(".cr-rr-registers .cr-rr-card").count() == 0


#: the step on show, as What happened says it, the register lit and the step counter
NOW_AND_LIT = """(w) => {
  const lit = w.querySelector('.cr-rr-registers .cr-running');
  return [w.querySelector('.cr-log li.cr-current').innerText, lit ? lit.dataset.register : null,
    w.querySelector('.cr-counter').textContent];
}"""


def test_the_register_lit_is_the_one_what_happened_names(race):
    """Walk 07p3, fault 1: at steps 31-32 What happened said register 4 ("Twonky reveals
    ... in register 4") while register 3 stayed lit, under "the card lit is the one playing
    now". At every step of the turn, forward (Step) and back (Back), the register lit is
    the one the steps since the last reveal play; at the end of the turn (step F, the next
    deal) none is."""
    page, w = race
    play_five(page, w)
    w.locator(".cr-start").click()
    wait_counter(page, w, "step 0 ")
    steps = int(w.locator(".cr-counter").inner_text().split(" of ")[1].split(":")[0])
    shown = {}
    for _ in range(steps - 1):
        w.locator(".cr-step").click()
        said, lit, counter = page.evaluate(NOW_AND_LIT, w.element_handle())
        shown[counter.split()[1]] = (said, lit)
    for _ in range(steps - 2):                       # and back: the same register lit
        w.locator(".cr-back").click()
        said, lit, counter = page.evaluate(NOW_AND_LIT, w.element_handle())
        assert shown[counter.split()[1]] == (said, lit), counter
    named, checked = None, 0
    for said, lit in shown.values():
        if " reveals " in said:
            named = said.split(" in register ")[1][0]
        moment = said.split(", ", 1)[1][:2]          # "B " of "Step 32, B robots move"
        want = named if moment in ("A ", "B ", "C ", "D ", "E ") else None
        assert lit == want, (said, lit)
        checked += lit is not None
    assert named == "5" and checked > 20


def test_back_after_a_turn_shows_the_cards_it_played_and_no_card_to_pick(race):
    """Walk 07n, fault 1: Back after a turn (or Pause once register 5 had played) showed
    five "empty" registers, and the board said "pick a card, press Run" with no card to
    pick. The registers keep the turn's cards, and the words say how to come back to the
    game; none is lit, as no card plays at the end of a turn (walk 07p3, fault 1: register 5
    stayed lit there)."""
    page, w = race
    chosen = play_five(page, w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-rr-hand [data-place]").first.wait_for()
    w.locator(".cr-back").click()                    # the turn's last step, a replay now
    registers = w.locator(".cr-rr-registers")
    page.wait_for_function("(el) => !el.innerText.includes('empty')",
                           arg=registers.element_handle())
    assert faces(registers.locator(".cr-rr-card")) == chosen
    assert registers.locator(".cr-running").count() == 0
    status = w.locator(".cr-status").inner_text()
    assert "pick a card" not in status and "Jump to end" in status, status


def test_a_robot_destroyed_during_a_turn_keeps_its_cards_in_the_registers(race):
    """Walk 07q, fault 2: Twonky drove off the board in register 3, and from step 0 of the
    replay its registers 4 and 5 said "empty", as if the board had lost the child's
    program. They hold the cards programmed until the turn ends: at its start, and at its
    last step, where no card after register 3 was played (said so; none lit, as no card
    plays at the end of a turn: walk 07p3, fault 1)."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    order = [1, 2, 4, 3, 5]                          # (seed 1: Move 2 drives off the edge)
    chosen = [faces(hand)[p - 1] for p in order]
    for k, p in enumerate(order):
        hand.nth(p - 1).click()
        wait_text(page, w, marks(*order[:k + 1]))
    w.locator(".cr-rr-down").check()                 # a power-down the destruction cancels
    w.locator(".cr-run").click()
    wait_counter(page, w, "step 2 ")
    w.locator(".cr-start").click()
    wait_counter(page, w, "step 0 ")
    registers = w.locator(".cr-rr-registers")
    assert faces(registers.locator(".cr-rr-card")) == chosen
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-rr-hand [data-place]").first.wait_for()
    # walk 07s, fault 8: the tick vanished, said only deep in What happened: by the box
    why = w.locator(".cr-rr-down-why")
    assert why.inner_text() == "Power down was cancelled: Twonky was destroyed this turn."
    assert not w.locator(".cr-rr-down").is_checked()
    w.locator(".cr-back").click()                    # the turn's last step
    page.wait_for_function("(el) => !el.innerText.includes('empty')",
                           arg=registers.element_handle())
    assert faces(registers.locator(".cr-rr-card")) == chosen
    assert registers.locator(".cr-running").count() == 0
    said = [r.get_attribute("aria-label") for r in registers.locator("[data-register]").all()]
    assert [s.endswith(", not played this turn") for s in said] == [False] * 3 + [True] * 2, said


def test_new_game_asks_first_after_a_turn_played_in_a_cell(race):
    """Walk 07q, fault 12: New game asked "Start again?" only after something was done on the
    board itself; after turns played from the lesson's cell, one stray click dealt a new race
    at once. A turn played in a cell counts as the race going on: No keeps it."""
    page, w = race
    run_code(page, "race.program(1, 2, 3, 4, 5)")
    page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent)",   # the cell's turn
                           arg=w.locator(".cr-counter").element_handle())  # on the board
    wait_end(page, w)
    w.locator(".cr-new-game").click()
    ask = w.locator(".cr-new-game-ask")
    ask.wait_for()
    assert "Start again?" in ask.inner_text()
    w.locator(".cr-new-game-no").click()
    assert run_code(page, "print(race.state.turn)").strip() == "2"   # the race goes on


def test_a_new_turn_starts_with_no_register_chosen(race):
    """Walk 07r6, fault S1: register 5 chosen in one turn (a click on it, empty) stayed
    chosen after the turn was played from the lesson's cell: the next turn's first card
    clicked went into register 5, and cards 1, 2, 3 clicked in order made "2 3 _ _ 1". A
    new hand comes with no register chosen, nor does a register clicked while Run's turn
    replays (the new hand already dealt) choose one: clicked cards fill registers 1, 2, 3."""
    page, w = race
    register5 = w.locator(".cr-rr-registers [data-register='5']")
    hand = w.locator(".cr-rr-hand [data-place]")

    def three_clicked() -> str:
        """Cards 1, 2, 3 clicked in order: the program as text (a register chosen seen)."""
        hand.first.wait_for()
        chosen = w.locator(".cr-rr-registers .cr-rr-target").count()   # its dashed border
        for k in range(3):
            hand.nth(k).click()
        settled(page, w)
        return w.locator(".cr-program-text").input_value() + " chosen" * chosen

    register5.click()
    w.locator(".cr-status").filter(has_text="Register 5 chosen").wait_for()
    run_code(page, "race.program(1, 2, 3, 4, 5)")
    page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent)",   # the cell's turn
                           arg=w.locator(".cr-counter").element_handle())  # on the board
    wait_end(page, w)
    shot(page, "walk07-race-next-turn-none-chosen")
    assert three_clicked() == marks(1, 2, 3)
    for k in (3, 4):
        hand.nth(k).click()
    wait_text(page, w, "1 2 3 4 5")
    w.locator(".cr-run").click()
    wait_counter(page, w, "step 2 ")
    register5.click()                                   # the turn replaying: its cards
    w.locator(".cr-end").click()
    wait_end(page, w)
    assert three_clicked() == marks(1, 2, 3)


def test_the_replay_names_its_steps_as_the_lesson_does(race_page):
    """Walk 07 (issue 29, fixB 2): the board numbered the replay's steps 1 to 7 where the
    lesson names the algorithm's steps A to E ("look at step D in the replay"). Each step on
    the board now says the letter and words the lesson prints for it (``lessons.watch``),
    in the log and beside the step counter. At step D the shot is drawn over the robots
    (walk 07p, fault 1: :data:`SHOT_OVER_ROBOTS`)."""
    lesson = Path(__file__).resolve().parents[2] / "notebooks" / "07_roborally.ipynb"
    cells = json.loads(lesson.read_text())["cells"]
    first = next("".join(c["source"]) for c in cells if "\nfirst = {" in "".join(c["source"]))
    setup = first.split("print(")[0]
    code = f"from codyroby_lab import lessons\n{setup}\nlessons.replay(first, show=True)"
    page = race_page
    w = run_cell(page, code).locator(".cr-widget")
    wait_counter(page, w, "step 0 of 7")
    said = run_code(page, "print('\\n'.join(l.split(':')[0] for l in "
                          "lessons.watch(first, show=True).lines))").strip().split("\n")
    w.locator(".cr-start").click()
    shown = []
    for _ in range(len(said)):
        w.locator(".cr-step").click()
        current = w.locator(".cr-log li.cr-current .cr-log-step").inner_text()
        counter = w.locator(".cr-counter").inner_text()
        shown.append((current, counter))
        if current.startswith("Step 5, D lasers fire"):
            assert page.evaluate(SHOT_OVER_ROBOTS, w.element_handle()), current
            assert page.evaluate(LETTERS_CLEAR, w.element_handle()), current
    names = [c.split(", ", 1)[1].split(" (")[0].rstrip(": ") for c, _ in shown]
    assert names == said, shown                          # A, B, B, C, D, E as printed
    assert all(n in counter for n, (_, counter) in zip(names, shown, strict=True)), shown
    shot(page, "walk07-moments", w)
    text = " ".join(" ".join("".join(c["source"]).split()) for c in cells
                    if c["cell_type"] == "markdown")
    # "step to **D** in the replay" since walk 07n, fault 7 (the question asks why the beam
    # reached the robot the steps above name)
    assert "**D** in the replay" in text and "D lasers fire" in said
    assert '"Step 5, D lasers fire"' in text and shown[4][0].startswith("Step 5, D lasers fire")


#: whether step D's shot is drawn over every robot and trail, on a pale halo: drawn under
#: them, Zoom Bot's shot at Twonky beside it was a speck between their marks, and Twonky's
#: red trail looked like the shot (walk 07p, fault 1)
SHOT_OVER_ROBOTS = """(w) => {
  const beam = w.querySelector('.cr-beam'), halo = w.querySelector('.cr-beam-halo');
  const under = [...w.querySelectorAll('.cr-piece, .cr-trail')];
  const after = (a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  return Boolean(beam && halo) && after(halo, beam) && under.every((e) => after(e, halo));
}"""

#: whether the shot leaves the robots' letters clear: it stops short of the middle of the
#: robots it joins (walk 07s, fault 3: over them, it hid the T and the Z the lesson asks
#: the child to look between)
LETTERS_CLEAR = """(w) => {
  const svg = w.querySelector('svg.cr-board');
  const pad = 4 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;  // the halo's caps
  const r = w.querySelector('.cr-beam-halo').getBoundingClientRect();
  const marks = [...w.querySelectorAll('.cr-piece-mark')].map((m) => m.getBoundingClientRect());
  return marks.length >= 2 && r.height + r.width > 0 && marks.every((t) => t.bottom <= r.top - pad
    || t.top >= r.bottom + pad || t.right <= r.left - pad || t.left >= r.right + pad);
}"""


def test_the_registers_at_the_start_of_a_replay_say_their_cards_are_not_yet_face_up(
        race_page):
    """Walk 07d, fault 10: at step 0 of lesson 07's step-through board the piles said
    "Twonky's registers: no cards" while "Cards of this run" beside them showed Move 2 and
    Move 1. The registers' cards are face down until step A turns them up: the piles say so."""
    from tests.support.boards import REPLAY
    page = race_page
    w = run_cell(page, REPLAY).locator(".cr-widget")
    wait_counter(page, w, "step 0 of 7")
    piles = w.locator(".cr-pile").filter(has_text="registers")
    said = [p.inner_text() for p in piles.all()]
    assert said and all(s.endswith("no cards face up") for s in said), said
    w.locator(".cr-step").click()                     # step A: face up
    wait_counter(page, w, "step 1 of 7")
    assert "Move 2" in piles.first.inner_text()
    shot(page, "walk07d-registers-step0", w)


GENTLE = ("from codyroby_lab import lessons\n"
          "race = lessons.RoboRallyRace(seed=1, computers='gentle')\nrace.widget()")


def test_a_race_turn_replays_at_a_pace_a_child_can_read(race_page):
    """Walk 07q4, fault 13: a turn's 50 steps replayed at two a second, 25 s of watching a
    turn that is read, not watched card by card: it starts at four a second, about 12 s,
    each step's words 1.5 s in the log's six lines, a register's steps 2.5 s (walk 07e,
    fault 2 had slowed it from four; walk 07f, fault 11: one a second took 50 s; Speed,
    Pause and Step still change it)."""
    page = race_page
    w = run_cell(page, GENTLE).locator(".cr-widget")
    hand = w.locator(".cr-rr-hand [data-place]")
    for k in range(5):          # clicked: Enter five times at once is one press repeated
        hand.nth(k).click()
    wait_text(page, w, "1 2 3 4 5")
    w.locator(".cr-run").click()
    w.locator(".cr-play[aria-pressed='true']").wait_for()
    assert w.locator(".cr-speed").get_attribute("aria-valuetext") == "4 steps a second"
    shot(page, "walk07e-race-pace")


HURT = ("from codyroby_lab import lessons\n"
        "hurt = lessons.RoboRallyRace({'board': {'width': 3, 'height': 4, 'elements': [\n"
        "    {'kind': 'flag', 'at': 'A1', 'number': 1}]}, 'robots': {\n"
        "    'Twonky': {'at': 'A3', 'damage': 8}, 'Zoom Bot': {'at': 'C4'}}})\nhurt.widget()")


def test_a_one_card_hand_is_not_numbered_1_to_1_on_the_board(race_page):
    """Walk 07e, fault 13: with one card, typing 9 in a register said "your cards are
    numbered 1 to 1"."""
    page = race_page
    w = run_cell(page, HURT).locator(".cr-widget")
    w.locator(".cr-rr-hand [data-place]").first.wait_for()
    w.locator(".cr-rr-registers [data-register='1']").focus()
    page.keyboard.press("9")
    said = w.get_by_text("There is no card 9")
    said.wait_for()
    assert "you have one card, card 1" in said.inner_text()
    assert "1 to 1" not in w.inner_text()


LOCKED = ("from codyroby_lab import lessons\n"
          "locked = lessons.RoboRallyRace({'board': {'width': 4, 'height': 4}, 'robots': {\n"
          "    'Twonky': {'at': 'A4', 'damage': 9}, 'Zoom Bot': {'at': 'D4'}}}, seed=1)\n"
          "locked.widget()")


def test_registers_all_locked_say_to_press_run_not_to_drag_a_card(race_page):
    """Walk 07u, fault 1 (fixF2's note): with all five registers locked, the title said to
    press Run while the registers' help under them still said "Drag a card into a
    register", which every one of them refuses."""
    w = run_cell(race_page, LOCKED).locator(".cr-widget")
    hint = w.locator(".cr-registers .cr-hint")
    hint.wait_for()
    assert hint.inner_text() == ("All your registers are locked: they keep their cards. "
                                 "Press Run to play the turn.")


LASERED = ("from codyroby_lab import lessons\n"
           "walls = [{'kind': 'wall', 'at': f'A{r}', 'side': 'E'} for r in range(1, 7)]\n"
           "lasered = lessons.RoboRallyRace({'board': {'width': 2, 'height': 6, 'elements': [\n"
           "    {'kind': 'flag', 'at': 'B6', 'number': 1}], 'edges': walls + [\n"
           "    {'kind': 'laser', 'at': 'A1', 'side': 'N', 'count': 1}]}, 'robots': {\n"
           "    'Twonky': {'at': 'A6', 'facing': 'N', 'damage': 4}, 'Zoom Bot': {'at': 'B1'}}},\n"
           "    seed=6)\nlasered.widget()")


def test_the_child_s_own_turn_replays_as_theirs_its_locks_as_they_were(race_page):
    """Walk 07t, fault 14: the child's own Run was titled "A replay: press ⇥ (Jump to
    end)...", as if to skip it; and from its first step registers 4 and 5 had red frames,
    the locks that the turn's lasers were still to bring. Twonky starts with 4 damage (no
    lock) and ends with 8 (registers 2 to 5 locked, seed 6)."""
    page = race_page
    w = run_cell(page, LASERED).locator(".cr-widget")
    click_first(page, w, 5)
    w.locator(".cr-run").click()
    wait_counter(page, w, "step 2 ")
    assert w.locator(".cr-title").inner_text().startswith("Your turn on the board: watch")
    w.locator(".cr-start").click()
    wait_counter(page, w, "step 0 ")
    assert w.locator(".cr-rr-registers .cr-locked").count() == 0
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-rr-hand [data-place]").first.wait_for()
    locked = w.locator(".cr-rr-registers .cr-locked")
    assert [r.get_attribute("data-register") for r in locked.all()] == ["2", "3", "4", "5"]


def test_a_second_click_on_a_hand_card_says_it_took_the_card_out(race):
    """Walk 07t, fault 12: a hand card clicked twice went into register 1 and back out,
    and the board's words ("Move 3 840 back in your hand") read as if nothing had been
    done. They say the card was taken out of its register."""
    page, w = race
    card = w.locator(".cr-rr-hand [data-place='1']")
    kind = card.locator(".cr-card-kind").inner_text()
    card.click()
    wait_text(page, w, marks(1))
    card.click()
    said = w.locator(".cr-status")
    said.filter(has_text="taken out of register 1").wait_for()
    assert said.inner_text().startswith(f"{kind} (priority ")
    assert "it is back in your hand" in said.inner_text()
    assert w.locator(".cr-rr-registers .cr-rr-card").count() == 0


def test_play_with_a_half_made_program_says_it_replays_and_keeps_the_program(race):
    """Walk 07t, fault 13: with two registers filled after a turn, Play replayed the last
    turn, and the hand went under "Your next hand comes at the end of the replay", as if
    the half-made program were lost. Play says it is a replay of the last turn, the hand's
    words say the cards stay, and at the end they are there."""
    page, w = race
    play_five(page, w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    hand = w.locator(".cr-rr-hand [data-place]")
    click_first(page, w, 2)
    w.locator(".cr-play").click()
    assert w.locator(".cr-status").inner_text().startswith("A replay of the last turn")
    said = w.locator(".cr-rr-hand").inner_text()
    assert "The 2 cards you put in your registers stay there" in said, said
    w.locator(".cr-end").click()
    wait_end(page, w)
    hand.first.wait_for()
    assert w.locator(".cr-rr-registers .cr-rr-card").count() == 2



def test_run_after_pause_names_play_as_the_way_on(race):
    """Walk 07r6, fault M2: paused mid-turn, Run said "This turn is still on show: watch it,
    or press ⇥ (Jump to end)...", and the board stayed still: nothing said how to watch the
    rest. Paused, Run names Play; while the turn plays, "watch it" stays; Play goes on."""
    page, w = race
    play_five(page, w)
    error = w.locator(".cr-error")
    w.locator(".cr-run").click()                        # while it plays: watch it
    error.filter(has_text="This turn is still on show: watch it,").wait_for()
    w.locator(".cr-play").click()                       # Pause
    wait_status(page, w, "Paused at step")
    counter = w.locator(".cr-counter").inner_text()
    w.locator(".cr-run").click()
    said = error.filter(has_text="This turn is still on show")
    said.wait_for()
    assert "press Play to watch the rest, or press \u21e5 (Jump to end)" in said.inner_text()
    assert w.locator(".cr-counter").inner_text() == counter       # it stays where it was
    shot(page, "walk07r6-run-after-pause")
    w.locator(".cr-play").click()                       # Play goes on from there
    page.wait_for_function("([el, was]) => el.textContent !== was",
                           arg=[w.locator(".cr-counter").element_handle(), counter])
    assert error.inner_text() == ""



def test_step_before_any_turn_says_to_press_run_first(race):
    """Walk 07r6, fault M3: Step before any turn sent a Run: the registers empty, Python
    refused it as it had refused the Run before, and nothing changed or was said; the
    registers full, Step played the turn. Step says to press Run first, and plays nothing,
    as on every game's board (the Duel's: test_walk_04.py)."""
    page, w = race
    click_first(page, w, 5)
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "Nothing has run yet: press Run first")
    page.wait_for_timeout(1000)                         # a turn played would show by now
    assert w.locator(".cr-counter").inner_text() == "no run yet"
    assert run_code(page, "len(race.turns)").strip() == "0"
    assert w.locator(".cr-error").inner_text() == ""
    shot(page, "walk07r6-step-before-any-turn")


def test_predict_on_a_new_turn_says_the_ordinary_predict_words(race):
    """Walk 07r6, fault M11: with Predict ticked, Run on a brand-new turn said "Run started
    again from step 0, because Predict is ticked", though no replay was under way: Run
    played the next turn. It asks the first step's guess in the ordinary words."""
    page, w = race
    play_five(page, w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-predict-toggle").check()
    click_first(page, w, 5)
    w.locator(".cr-run").click()
    wait_status(page, w, "Predict: click the square where")
    said = w.locator(".cr-status").inner_text()
    assert "started again" not in said, said
    shot(page, "walk07r6-predict-new-turn")


# The desk check's box and its table: their left and right edges, and the widget's.
DESK_EDGES = """(w) => {
  const box = w.querySelector('.cr-desk-scroll'), table = box.querySelector('.cr-desk');
  const b = box.getBoundingClientRect(), r = w.getBoundingClientRect();
  return {box: [b.left, b.right], widget: [r.left, r.right], table: table.scrollWidth,
          room: box.clientWidth, first: table.querySelector('th').getBoundingClientRect().left};
}"""


def test_the_desk_check_fits_a_laptop_every_column_in_view(race):
    """Walk 07t, fault 15: after a turn, the desk check's table (1365 px: each column as wide
    as its whole name, "Hammer Bot registers") was cut on the right of a 1366x650 page,
    with no sign of the columns beyond. Its columns' names wrap between their words, and
    the table fits its box, the step column first in view."""
    page, w = race
    play_five(page, w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    w.locator(".cr-desk-scroll").scroll_into_view_if_needed()
    edges = w.evaluate(DESK_EDGES)
    shot(page, "walk07t-desk-check")
    assert edges["table"] <= edges["room"], edges
    assert edges["widget"][0] <= edges["box"][0] <= edges["first"] < edges["box"][1] \
        <= edges["widget"][1], edges
    assert w.locator(".cr-desk th").first.inner_text() == "step"


def test_docks_are_drawn_and_explained_unlike_belts(race):
    """Walk 07t, fault 11: a dock was drawn with a belt's arrow, and its legend's swatch was
    a plain square: docks read as belts. A dock shows a small triangle on the side its
    robot faces, no arrow; the legend draws each square as the board does."""
    page, w = race
    assert w.locator(".cr-board .cr-kind-dock").count() == 8
    assert w.locator(".cr-board .cr-kind-dock .cr-tile-arrow").count() == 0
    assert w.locator(".cr-board .cr-kind-dock .cr-tile-facing").count() == 8
    assert w.locator(".cr-board .cr-kind-conveyor .cr-tile-arrow").count() > 0
    dock = w.locator(".cr-legend li").filter(has_text="dock")
    assert "triangle" in dock.inner_text()
    assert dock.locator(".cr-tile-facing").count() == 1
    assert w.locator(".cr-legend li").filter(has_text="express conveyor belt").locator(
        ".cr-tile-arrow").count() == 1
    shot(page, "walk07t-docks", w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    page.wait_for_function("(w) => w.dataset.theme === 'dark'", arg=w.element_handle())
    shot(page, "walk07t-docks-dark", w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    page.wait_for_function("(w) => w.dataset.theme === 'light'", arg=w.element_handle())
