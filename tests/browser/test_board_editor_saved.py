"""The board editor never differs from what it shows (walk 05, faults 5 and 6): a refused
setting's text stays in its box, marked (walk 05z, minor fault 6), the board unchanged, and
the refusal stays said until the next action that succeeds, which shows the board's value
again, a Run playing from its start (walk 05t, fault 1); "Not saved" shows
whenever the board drawn is not the one in its file (an edit after Save, an Undo past it),
never on a new board nothing is drawn on (walk 05p, fault 3). Its Load list is the folder as
it is when the pointer comes to it (walk 05p, fault 1), and Undo pressed from the keys until
it greys out leaves the focus on what to put (walk 05p, fault 2)."""

from __future__ import annotations

import json

import pytest

from tests.support.board_editor import VIEW_BOTTOM, answered, click, low_in_the_dark
from tests.support.browser import LAPTOP, WAIT, boxes, notebook_page, run_code, shot, wait_end

CELLS = ["from codyroby_lab import lessons\nboard = lessons.editor('kept.json')\nboard",
         "ch = lessons.editor('kept-challenge.json', challenge=True)\nch",
         "lessons.board('F F R', on={'width': 3, 'height': 3}, at='A3')"]   # a plain board


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "board_editor_saved.ipynb", CELLS, LAPTOP) as page:
        yield page


def test_a_refused_budget_stays_in_its_box_marked_and_run_plays_every_time(page):
    """Walk 05z, minor fault 6: a refused budget went back to "no budget" in its box, and the
    teacher no longer saw what they typed beside the refusal: it stays there, marked, the
    challenge unchanged, until the next action. Walk 05t, fault 1: after a refused edit, Run
    jumped to the last step saying "The board shows the move played in a cell", and after
    Reset, Run played nothing. The refusal goes with the run, which plays from step 0, and
    again after Reset."""
    w = page.locator(".cr-widget").nth(1)
    budget = w.locator('input[data-setting="budget"]')
    budget.fill("six")
    budget.press("Tab")
    answered(page, w, 300)
    assert w.locator(".cr-error").inner_text().startswith("The budget cannot be six.")
    assert budget.input_value() == "six" and budget.get_attribute("aria-invalid") == "true"
    shot(page, "board-editor-refused-budget-kept", w)
    assert not low_in_the_dark(page, w, "board-editor-refused-budget-kept-dark")
    assert run_code(page, "print(ch.setup.get('budget'))").strip() == "None"
    for press in ("Run", "Reset", "Run"):
        w.get_by_role("button", name=press, exact=True).first.click()
        if press == "Run":
            page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent)",
                                   arg=w.locator(".cr-counter").element_handle())
            wait_end(page, w)
            assert "played in a cell" not in w.locator(".cr-status").inner_text()
            assert w.locator(".cr-error").inner_text() == ""
    assert budget.input_value() == "" and budget.get_attribute("aria-invalid") is None
    shot(page, "board-editor-refused-budget", w)
    assert not page.js_errors


def test_not_saved_shows_after_an_edit_after_save_and_after_undo_past_it(page):
    w = page.locator(".cr-widget").nth(0)
    unsaved = w.locator(".cr-draw-unsaved")
    assert unsaved.inner_text() == ""       # a new board, nothing drawn (walk 05p, fault 3)
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "C3")
    assert unsaved.inner_text() == "Not saved"      # drawn on, in no file yet
    w.get_by_role("button", name="Save").click()
    answered(page, w, 200)
    assert unsaved.inner_text() == ""
    click(page, w, "D3")
    assert unsaved.inner_text() == "Not saved"
    shot(page, "board-editor-not-saved", w)
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 200)
    assert unsaved.inner_text() == ""               # back to what the file holds
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 200)
    assert unsaved.inner_text() == "Not saved"      # past the Save
    assert not page.js_errors


def test_the_load_list_offers_a_file_a_cell_wrote_when_the_pointer_comes_to_it(page):
    w = page.locator(".cr-widget").nth(0)
    run_code(page, "import json, pathlib\n"
                   "pathlib.Path('written.json').write_text(json.dumps(board.setup))")
    page.mouse.move(0, 0)
    w.locator(".cr-draw-load").hover()
    page.wait_for_function("(w) => [...w.querySelectorAll('.cr-draw-file option')]"
                           ".some((o) => o.value === 'written.json')",
                           arg=w.element_handle(), timeout=WAIT)
    assert not page.js_errors


def test_undo_pressed_from_the_keys_until_grey_leaves_the_focus_on_what_to_put(page):
    w = page.locator(".cr-widget").nth(0)
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "E1")
    undo = w.get_by_role("button", name="Undo")
    undo.focus()
    for _ in range(20):
        if undo.is_disabled():
            break
        page.keyboard.press("Enter")
        answered(page, w, 200)
    assert undo.is_disabled()
    assert page.evaluate("() => document.activeElement.classList.contains('cr-draw-item')")
    assert not page.js_errors


def test_load_over_a_drawing_not_saved_asks_first_and_undo_takes_the_file_back(page):
    """Walk 05s, fault 3: Load replaced a drawing not saved unasked; Undo brought it back
    but not its file, so Save wrote it over the file loaded."""
    w = page.locator(".cr-widget").nth(0)
    run_code(page, "import json, pathlib\nboard.save()\nother = board.setup\n"
                   "other['board']['blocks'] = ['E1']\n"
                   "pathlib.Path('other.json').write_text(json.dumps(other))")
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "B2")
    assert w.locator(".cr-draw-unsaved").inner_text() == "Not saved"
    w.locator(".cr-draw-load").hover()
    pick = w.locator(".cr-draw-file")
    page.wait_for_function("(w) => [...w.querySelectorAll('.cr-draw-file option')]"
                           ".some((o) => o.value === 'other.json')",
                           arg=w.element_handle(), timeout=WAIT)
    pick.select_option("other.json")
    w.locator(".cr-draw-load").click()
    asking = w.locator(".cr-draw-ask")
    assert asking.is_visible()
    assert asking.inner_text().startswith("Your drawing is not saved: load other.json anyway?")
    assert page.evaluate("() => document.activeElement.textContent") == "No"
    shot(page, "board-editor-load-asks", w)
    page.keyboard.press("Enter")                    # No: everything stays
    answered(page, w, 200)
    assert not asking.is_visible()
    blocks = "import json; print(json.dumps(board.setup['board'].get('blocks')))"
    assert "B2" in json.loads(run_code(page, blocks))
    w.locator(".cr-draw-load").click()
    w.get_by_role("button", name="Yes", exact=True).click()
    answered(page, w, 300)
    assert json.loads(run_code(page, blocks)) == ["E1"]
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 300)
    assert "B2" in json.loads(run_code(page, blocks))
    assert pick.locator("option").first.inner_text() == "kept.json (this board's file)"
    w.get_by_role("button", name="Save").click()
    answered(page, w, 300)
    files = ("import json\nprint(json.dumps([json.load(open(f))['board'].get('blocks') "
             "for f in ('kept.json', 'other.json')]))")
    kept, other = json.loads(run_code(page, files))
    assert "B2" in kept and other == ["E1"]
    assert not page.js_errors


def test_old_words_go_with_the_next_action_that_succeeds(page):
    """Walk 05t, fault 4: a board text that is not JSON stayed red under the box through
    Save and Run; a block refused on Roby's square stayed red through Run and Reset; under
    the board "A block on D2." stayed beside a later refusal. Each goes with the next
    action that succeeds, and a refusal stands alone."""
    w = page.locator(".cr-widget").nth(0)
    text_error, error = w.locator(".cr-text-error"), w.locator(".cr-error")
    w.locator(".cr-program-text").fill('{"board": {"width": 5')
    w.locator(".cr-use-text").click()
    answered(page, w, 200)
    assert text_error.inner_text().startswith("The text is not JSON: line 1, column 22: ")
    w.get_by_role("button", name="Save").click()
    answered(page, w, 200)
    assert text_error.inner_text() == ""
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "E1")
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "D2")
    assert w.locator(".cr-log li.cr-current").inner_text() == "A block on D2."
    click(page, w, "A5")
    assert error.inner_text().startswith("A block cannot go on A5.")
    assert "D2" not in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Run", exact=True).first.click()
    answered(page, w, 200)
    assert error.inner_text() == ""
    shot(page, "board-editor-old-words-gone", w)
    assert not page.js_errors


def test_a_challenge_step_fits_with_the_board_and_step_on_a_laptop(page):
    """Walk 05t, fault 6: with the challenge editor's title at the top of a 650 px view, the
    line of step 6 in What happened started at y 615 and was cut off, while the board and
    Step were in view. Fault F3-2: it then fitted with no room to spare, and a fresh clone's
    log, 18 px narrower, put the line's end at y 634: both widths are looked at."""
    w = page.locator(".cr-widget").nth(1)
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    w.get_by_role("button", name="Run", exact=True).first.click()
    wait_end(page, w)
    w.get_by_role("button", name="Jump to start", exact=True).click()
    step = w.get_by_role("button", name="Step", exact=True)
    for _ in range(6):
        step.click()
    page.wait_for_function("(el) => el.textContent.startsWith('step 6 ')",
                           arg=w.locator(".cr-counter").element_handle())
    try:
        for width in (LAPTOP["width"], LAPTOP["width"] - 18):
            page.set_viewport_size({**LAPTOP, "width": width})
            w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            bottom = w.evaluate(VIEW_BOTTOM)
            board, at_step, now = boxes(page, w.locator("svg.cr-board"), step,
                                        w.locator(".cr-log li.cr-current"))
            shot(page, f"board-editor-challenge-step-6-{width}", w)
            for box in (board, at_step, now):
                assert box["y"] >= 0 and box["y"] + box["height"] <= bottom, (width, box, bottom)
    finally:
        page.set_viewport_size(LAPTOP)
    assert not page.js_errors


def test_escapes_note_on_the_board_hides_no_button(page):
    """Walk 05t, fault 5: Escape on the board showed "To go back to the notebook, press Tab
    now." under the board, over Run, Back, Step and Play."""
    w = page.locator(".cr-widget").nth(0)
    w.locator("svg.cr-board").scroll_into_view_if_needed()
    w.locator("svg.cr-board").focus()
    page.keyboard.press("Escape")
    note = w.locator(".cr-key-note")
    assert note.inner_text() == "To go back to the notebook, press Tab now."
    shot(page, "board-editor-escape-note", w)
    buttons = w.locator(".cr-controls button:visible")
    at, *under = boxes(page, note, *(buttons.nth(k) for k in range(buttons.count())))
    assert under
    for b in under:
        apart = (b["x"] >= at["x"] + at["width"] or at["x"] >= b["x"] + b["width"] or
                 b["y"] >= at["y"] + at["height"] or at["y"] >= b["y"] + b["height"])
        assert apart, (at, b)
    page.keyboard.press("Tab")                # and Tab still leaves for the cell
    assert not w.evaluate("(w) => w.contains(document.activeElement)")
    assert not page.js_errors


def test_the_help_under_the_editor_says_how_keys_leave_as_the_note_does_and_they_do(page):
    """Walk 05z, minor fault 4: the help said "Shift+Tab from the board goes back to what to
    put", the note by the focus "To leave the board, press Escape, then Tab". The help says
    the note's words, and both hold: Shift+Tab from the squares reaches what to put, Escape
    then Tab leaves the board for its cell."""
    w = page.locator(".cr-widget").nth(0)
    squares = w.locator("svg.cr-board")
    squares.scroll_into_view_if_needed()
    squares.focus()
    page.keyboard.press("Shift+Enter")              # the note by the focus
    note = w.locator(".cr-key-note")
    note.filter(has_text="Escape").wait_for(timeout=WAIT)
    help_words = w.locator(".cr-drawing .cr-hint").inner_text()
    assert note.inner_text() in help_words, (note.inner_text(), help_words)
    assert "Shift+Tab goes back to what to put" in help_words
    shot(page, "board-editor-key-help", w)
    squares.focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('cr-draw-item')")
    squares.focus()
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert not w.evaluate("(w) => w.contains(document.activeElement)")
    assert not page.js_errors


def test_what_an_edit_did_is_said_once_in_what_happened(page):
    """Walk 05q4, fault 1: "The red target on E1." showed under the board and again in What
    happened, and so did Undo's "The last change is taken back.": What happened says it,
    the line under the board says nothing of it."""
    w = page.locator(".cr-widget").nth(0)
    happened = w.locator(".cr-log li.cr-current")
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "E1")
    # (Undo names the change it takes back: which one depends on the tests before, on this
    # module's page)
    for said in ("The red target on E1.", 'The last change is taken back ("'):
        assert happened.inner_text().startswith(said)
        said = happened.inner_text()
        assert w.inner_text().count(said) == 1, said
        assert w.locator(".cr-status").inner_text() == ""
        shot(page, f"board-editor-said-once-{said.split()[1]}", w)
        if said.startswith("The red"):
            w.get_by_role("button", name="Undo").click()
            answered(page, w, 200)
    assert not page.js_errors


def test_save_keeps_the_run_on_show_at_its_step(page):
    """Walk 05q4, fault 2: Run, Back part-way, then Save: the path and the step's words went
    ("no run yet"), though Save changes nothing drawn. The run stays at the step on show,
    and the line under the board says what Save did."""
    w = page.locator(".cr-widget").nth(0)
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "E1")
    w.get_by_role("button", name="Run", exact=True).first.click()
    wait_end(page, w)
    for _ in range(2):
        w.get_by_role("button", name="Back", exact=True).click()
    counter, happened = w.locator(".cr-counter"), w.locator(".cr-log li.cr-current")
    page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent) && "
                           "!el.textContent.includes(':')", arg=counter.element_handle())
    trail = w.locator("svg.cr-board path.cr-trail").first
    at, words, path = counter.inner_text(), happened.inner_text(), trail.get_attribute("d")
    assert path
    w.get_by_role("button", name="Save").click()
    answered(page, w, 300)
    assert w.locator(".cr-status").inner_text() == "Saved in kept.json."
    assert w.locator(".cr-draw-unsaved").inner_text() == ""
    assert (counter.inner_text(), happened.inner_text()) == (at, words)
    assert trail.get_attribute("d") == path
    shot(page, "board-editor-save-keeps-run", w)
    assert not page.js_errors


def test_every_board_says_openly_how_the_keys_leave_it(page):
    """Walk 05q4, fault 4: the plain board (cards, not drawing) said how to leave it with the
    keys only in "More buttons and keys", folded; the drawing boards said it openly. Every
    board says it openly, in the words its note by the focus says: a board being drawn in
    its help, a line higher (What happened under its settings stays in view), any other
    under its editor."""
    words = "To leave the board, press Escape, then Tab."
    for k in (0, 1):
        w = page.locator(".cr-widget").nth(k)
        assert w.locator(".cr-drawing .cr-hint").inner_text().endswith(words)
        assert w.locator(".cr-leave").is_hidden()
    plain = page.locator(".cr-widget").nth(2)
    assert plain.locator(".cr-leave").is_visible()
    said = [plain.locator(".cr-leave").inner_text()]
    assert said == [words]
    assert plain.locator(".cr-keys").get_attribute("open") is None      # the fold stays shut
    assert "Escape" not in plain.locator(".cr-keys").text_content()     # said once
    plain.locator("svg.cr-board").scroll_into_view_if_needed()
    plain.get_by_role("button", name="Run", exact=True).first.focus()
    page.keyboard.press("Shift+Enter")                                  # the note by the focus
    note = plain.locator(".cr-key-note").filter(has_text="Escape")
    note.wait_for(timeout=WAIT)
    assert note.inner_text() in said
    shot(page, "plain-board-leave-words", plain)
    assert not low_in_the_dark(page, plain, "plain-board-leave-words-dark")
    assert not page.js_errors
