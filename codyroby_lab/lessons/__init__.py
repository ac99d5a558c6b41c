"""Helpers for the lessons in ``notebooks/``: checks that answer in plain words, and games
(the Duel, Energy Seekers, a RoboRally race, Robin) to play against the computer. Game rules stay in
``codyroby_lab.games``; these helpers run programs there and compare what happened with what
the learner said.

>>> from codyroby_lab import lessons
>>> lessons.predict("F F R F", "B3")
✔ Right! Roby ends on B3 facing east. You got it on your first try.
>>> ex = lessons.challenge({"width": 5, "height": 5}, start="A5", target="C4", budget=5)
>>> lessons.check(ex, "F R F F")
✔ Solved: Roby reached C4 with 4 cards, the fewest possible. You got it on your first try.

Importing the lessons in a notebook also makes the project's own errors (``LabError``: a
typo in a setup, a card the game does not know) show as one plain line under the cell,
never as a traceback (:func:`plain_errors`).
"""

import re
import sys
from dataclasses import replace
from typing import Any

from codyroby_lab.core import io
from codyroby_lab.core.errors import LabError, ProgramSyntaxError
from codyroby_lab.core.vocabulary import meanings, number_forms
from codyroby_lab.games.codyroby import CodyRobyState
from codyroby_lab.lessons import answers, kept
from codyroby_lab.lessons.cell import NO_NUMBER, given_to
from codyroby_lab.lessons.checks import (
    Result,
    board,
    cards,
    challenge,
    check,
    check_all,
    check_case,
    check_challenge,
    check_goal,
    check_rounds,
    never_ends,
    predict,
    program_text,
    run,
    start_state,
)
from codyroby_lab.lessons.feedback import show_me
from codyroby_lab.lessons.result import CROSS

#: how a learner runs the cells above the one they are in (a restart forgot them)
RUN_ABOVE = "in the menu: Run \u25b8 Run All Above Selected Cell"
# Python's words a learner writes in small letters (autoplay=true; my_space = none, which
# heard to write "none" where the question says None: walk 09v, fault 3)
WRITTEN_CAPITAL = {"true": "True", "false": "False", "none": "None"}

#: a curly quote, which Python cannot read (the ones core.io names in a JSON file)
CURLY = re.compile(f"[{io.CURLY}]")
ANSWER_LIKE = re.compile("|".join([r"[A-Za-z][0-9]{1,2}|[FLRflr]+|crash\w*|destroyed|none|nowhere",
                                   *(w for w in [*meanings("facing"), *meanings("crash")]
                                     if len(w) > 1)]), re.IGNORECASE)  # nord, schianto too


#: what a lesson of one game only asks for, imported when first asked for (its module
#: here): each brings its game, and a lesson's first cell after a restart waited for all of
#: them (walk 02e, fault 3: printing and jsonschema, 13 s under ``[*]``; walk 02v, fault 9:
#: the Duel, Energy Seekers, Robin and RoboRally, most of a second)
LATER = {**dict.fromkeys(("DuelPlay", "check_move", "show_position"), "duel"),
         **dict.fromkeys(("EnergySeekersPlay", "check_landing", "check_reach"),
                         "energy_seekers"),
         **dict.fromkeys(("Turn", "fill"), "play"),
         **dict.fromkeys(("RobinPlay", "chance_of_seven", "check_chance", "check_most_groups",
                          "check_step", "most_groups_cases", "show_best_moves",
                          "simulate_seven"), "robin"),
         **dict.fromkeys(("RoboRallyRace", "check_damage", "check_order", "check_registers",
                          "check_where", "hand", "look", "phase_rules", "replay", "watch"),
                         "roborally")}


def __getattr__(name: str) -> Any:
    """What :data:`LATER` names, and ``print_sheets`` (:mod:`codyroby_lab.printing`), are
    imported when first asked for, so is :data:`ASKS`.

    >>> from codyroby_lab import lessons
    >>> lessons.DuelPlay.__module__, lessons.ASKS["check_most_groups"][1]
    ('codyroby_lab.lessons.duel', 'codyroby_lab.lessons.robin:watched')
    """
    import importlib
    if name in LATER:
        return getattr(importlib.import_module(f"{__name__}.{LATER[name]}"), name)
    if name == "print_sheets":
        from codyroby_lab.printing import print_sheets
        return print_sheets
    if name == "ASKS":
        return _asks()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def plain(error: BaseException) -> Result:
    """What a learner reads for an error in a lesson cell: a LabError's message as a
    sentence (its first word kept when it names the field to fix); a name Python does not
    know said plainly (an answer left without its quotes, or a cell above not run yet).

    >>> plain(LabError("a program is text such as 'F F R', not int"))
    ✘ A program is text such as 'F F R', not int.
    >>> plain(NameError("name 'B2' is not defined", name="B2"))
    ✘ B2 needs quotes around it to be an answer: write "B2", with the rest of your answer, if the question asks for more, inside the same quotes.
    >>> plain(SyntaxError("invalid syntax", ("<cell>", 1, 13, "duel.play(R F F)")))
    ✘ R F F needs quotes around it: write "R F F".
    >>> plain(SyntaxError("invalid character", ("<cell>", 1, 12, "my_guess = “crash”")))
    ✘ The quote “ in this line is a curly one, which Python cannot read: type the quotes again with the " key.
    >>> plain(NameError("name 'eighteen' is not defined", name="eighteen"))
    ✘ Not checked yet: Python does not know the word eighteen. Write the number in digits, 18, and run the cell again.
    >>> plain(NameError("name 'tow' is not defined", name="tow"))
    ✘ Not checked yet: Python does not know the word tow. Did you mean two? Write the number in digits, 2, and run the cell again.
    >>> plain(NameError("name 'true' is not defined", name="true"))
    ✘ Python writes true as True, with a capital T: write True.
    >>> plain(NameError("name 'null' is not defined", name="null"))
    ✘ Python writes null (a JSON file's word for nothing) as None: write None.
    >>> print(plain(IndentationError("unexpected indent", ("<cell>", 3, 7, "  return x"))))
    ✘ The line "return x" is not lined up with the lines around it.
      Hint: the lines inside an if, a for or a def start 4 spaces right of the line that opens them.
    >>> plain(ProgramSyntaxError("a [ is never closed: put a ] after the cards it holds", 1, 20, "["))
    ✘ The program cannot be read: a [ is never closed: put a ] after the cards it holds.
    >>> print(plain(NameError("name 'ex2' is not defined", name="ex2")))
    ✘ Python does not know the name ex2.
      Hint: run the cells above this one first (in the menu: Run ▸ Run All Above Selected Cell). If that run stops at a cell with a ✘, do what its words say there and run them again. If you wrote ex2 yourself, check its spelling.
    """  # noqa: E501
    if isinstance(error, SyntaxError) and (curly := CURLY.search(error.text or "")):
        # (walk 01x, fault 4: "“crash” needs quotes around it: write "“crash”"")
        return Result(False, f"The quote {curly[0]} in this line is a curly one, which Python "
                             "cannot read: type the quotes again with the \" key.")
    if isinstance(error, SyntaxError) and (bare := unquoted(error)):
        return Result(False, f'{bare} needs quotes around it: write "{bare}".')
    if isinstance(error, IndentationError):
        return Result(False, f"{_where(error)} is not lined up with the lines around it.",
                      "the lines inside an if, a for or a def start 4 spaces right of the "
                      "line that opens them.")
    if isinstance(error, NameError) and error.name in WRITTEN_CAPITAL:
        right = WRITTEN_CAPITAL[error.name]
        return Result(False, f"Python writes {error.name} as {right}, with a capital "
                             f"{right[0]}: write {right}.")
    if isinstance(error, NameError) and error.name == "null":
        # a challenge file's word, which a teacher copying one writes in a cell: "budget": null
        # heard to check its spelling (walk 05y, fault 2)
        return Result(False, "Python writes null (a JSON file's word for nothing) as None: "
                             "write None.")
    if isinstance(error, NameError) and error.name:
        # a number in words: its digits, which every answer and every call takes, where the
        # word in quotes is no number (walk 07j, fault 12; walk 06n, fault 1: seed="seven"
        # then broke the cell); said as not checked yet, since the number may be the right
        # answer and the cross alone read as "4 is wrong" (walk 06q, fault 7)
        # a number word with a slip in it, tow: "did you mean two?", not "run the cells
        # above" (walk 09z, fault m6)
        # a thing's name (duel.play(...)) is no number, however close: walk 04p3, fault 1,
        # "duel" lost in a restart heard "Did you mean due? Write the number in digits, 2"
        thing = re.search(rf"(?<![\w.]){re.escape(error.name)}\s*[.(\[]", _line_of(error))
        near = None if thing or answers.number(error.name) is not None \
            else _misspelt_number(error.name)
        if (n := answers.number(near or error.name)) is not None and \
                re.search(rf"\bseed\s*=\s*{re.escape(error.name)}\b", _line_of(error)):
            # a study's seed, where nothing is checked (walk 06v, fault 10)
            return Result(False, f"A seed is a number written in digits: write seed={n}, "
                                 f"not seed={error.name}, and run the cell again.")
        if n is not None and not thing and (mine := _words_answer(error)):
            # a number word for an answer that is no number: its quotes are what is missing
            # (walk 01q4, fault 3: "my_guess = three" for a square heard "write 3")
            return Result(False, f"Not checked yet: Python does not know the word "
                                 f"{error.name}. This question does not ask for a number: "
                                 f'write your answer between quotes, as in {mine} = "your '
                                 'answer", and run the cell again.')
        if n is not None and not thing:
            meant = f" Did you mean {near}?" if near else ""
            return Result(False, f"Not checked yet: Python does not know the word "
                                 f"{error.name}.{meant} Write the number in digits, {n}, and "
                                 "run the cell again.")
        if (call := _text_call(error.name, _line_of(error))) is not None:
            # a move given to a game without its quotes: never "run the cells above", which
            # dealt the game in progress anew (walk 08r9, serious fault 1: game.send(C))
            return Result(False, f'{error.name} needs quotes around it: write '
                                 f'{call}("{error.name}").')
        if ANSWER_LIKE.fullmatch(error.name) and _in_brackets(error):
            # one entry of a { } or [ ]: the rest of the answer stays outside its quotes
            # (walk 05t, fault 8: "the rest ... inside the same quotes" broke a challenge)
            return Result(False, f'{error.name} needs quotes: write "{error.name}".')
        if ANSWER_LIKE.fullmatch(error.name):
            # the whole answer in the quotes: "C5" alone was then refused on a question
            # that asks the facing too (walk 02p, fault 4)
            return Result(False, f'{error.name} needs quotes around it to be an answer: write '
                                 f'"{error.name}", with the rest of your answer, if the '
                                 "question asks for more, inside the same quotes.")
        # most often a lesson's own name lost in a restart: spelling only for a name the
        # child wrote (walk 03n, fault 14); a run above that stops at a cell with a ✘ (an
        # unquoted guess) is said to be fixed there (walk 02r6, fault 1: the boards below
        # vanished and the check still did not know its name)
        return Result(False, f"Python does not know the name {error.name}.",
                      f"run the cells above this one first ({RUN_ABOVE}). If that run "
                      "stops at a cell with a ✘, do what its words say there and run them "
                      f"again. If you wrote {error.name} yourself, check its spelling.")
    if isinstance(error, ProgramSyntaxError):
        # the line of the program, never of the cell, and no column (walk 03p, fault 3:
        # "Line 1, column 20" sent a child to the cell's first line, a comment)
        where = f" (in line {error.line} of the program)" if error.line > 1 else ""
        return Result(False, f"The program cannot be read{where}: {error.message}.")
    text = str(error).strip()
    field = text.split(" ", 1)[0].endswith(":")      # "players: ..." names what to fix
    return Result(False, (text if field else text[:1].upper() + text[1:]) +
                  ("" if text[-1:] in ".!?" else "."))


def unquoted(error: SyntaxError) -> str | None:
    """The answer-like words left without quotes in the line Python could not read: between
    its brackets (``duel.play(R F F)``: ``R F F``), or its last thing there after a comma
    when that asks to see the answer (``lessons.check(ex3, show me)``), or its first thing
    then (``lessons.check_goal(show me, at="C3")``), or after the ``=``
    of an answer written down (``my_guess = C5 west``, ``my_guess = C3.``,
    ``my_guess = show me``), or None.

    >>> unquoted(SyntaxError("invalid syntax", ("<cell>", 1, 16, "my_guess = C5 west")))
    'C5 west'
    >>> unquoted(SyntaxError("invalid syntax", ("<cell>", 1, 25, "lessons.check(ex3, show me)")))
    'show me'
    >>> unquoted(SyntaxError("invalid syntax", ("<cell>", 1, 15, "my_guess = show me")))
    'show me'
    >>> unquoted(SyntaxError("invalid syntax", ("<cell>", 1, 14, "my_guess = C3.")))
    'C3.'
    >>> unquoted(SyntaxError("invalid syntax", ("<cell>", 1, 19, "my_n = show me   # a number")))
    'show me'
    >>> unquoted(SyntaxError("invalid syntax", ("<cell>", 2, 20, 'check_goal(show me, at="C3",')))
    'show me'
    """
    # the cell's comment after the answer is no part of it (walk 06n, fault 9)
    line = re.sub(r"\s*#[^'\"]*$", "", error.text or "")
    found = re.search(r"\(([^()'\"]*)\)", line)
    assigned = re.fullmatch(r"\s*\w+\s*=\s*([^'\"()=]*?)\s*", line)
    bare = found.group(1).strip() if found else assigned.group(1) if assigned else ""
    parts = answers.written(bare) if assigned else bare.replace(",", " ").split()
    if (len(parts) > 1 or assigned and parts) and all(ANSWER_LIKE.fullmatch(w) for w in parts) \
            or assigned and answers.asks_to_see(bare):
        return bare
    last = bare.rsplit(",", 1)[-1].strip()
    if found and answers.asks_to_see(last):
        return last
    # or a call's first thing, its other things quoted (walk 02v, fault 8: show me in place
    # of my_board1 in lessons.check_goal(my_board1, at="C3", ...) showed a traceback)
    first = re.search(r"\(\s*([^()'\",=]+?)\s*,", line)
    return first[1] if first and answers.asks_to_see(first[1]) else None


def code_line(line: str) -> bool:
    """Whether ``line`` is a line of a learner's own code (inside a function or a loop, or
    starting one), where no answer is written between quotes.

    >>> code_line("    return 1 + most(rest"), code_line("for k in pieces")
    (True, True)
    >>> code_line("my_guess = C5 west")
    False
    """
    return line[:1].isspace() or re.match(
        r"(def|return|for|if|elif|else|while|import|from)\b", line) is not None


def unreadable(error: SyntaxError) -> Result:
    """What to check in a line Python cannot read, in plain words, said under Python's own
    words (walk 01h, fault 7: a slip in the quotes of an answer was a bare SyntaxError).

    An answer's example is the learner's own words (walk 01u, serious fault 1: it was
    "C3 east", Question 1's answer, whatever the child had typed):

    >>> line = 'my_guess = "D4'
    >>> unreadable(SyntaxError("unterminated string literal (detected at line 1)",
    ...                        ("<cell>", 1, 12, line)))
    ✘ A quote is missing in the line marked above: an answer has a quote before it and one after it, like "D4".
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 4, 'my_guess = D4 "'))))
    ✘ Python could not read the line marked above.
      Hint: an answer goes between quotes, like "D4"; check that every quote and bracket you opened is closed.

    A name typed with a space (walk 01x, serious fault 1: the hint sent the child to the
    quotes, which were right):

    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 4, 'my guess = "D4"'))))
    ✘ Python could not read the line marked above.
      Hint: a name has no spaces: write my_guess, with _ between its words, as the cell gave it.
    >>> print(unreadable(SyntaxError("invalid syntax")))
    ✘ Python could not read the line marked above.
      Hint: an answer goes between quotes, like "your answer"; check that every quote and bracket you opened is closed.
    >>> line = "my_program = REPEAT 4 [F R F L]"   # a program, not a square (walk 02j, 9)
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 14, line))))
    ✘ Python could not read the line marked above.
      Hint: a program goes between quotes, like "F R F"; check that every quote and bracket you opened is closed.
    >>> line = "my_program = 4 7 6 2 1"    # its own words as the example (walk 07q, fault 8)
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 16, line))))
    ✘ Python could not read the line marked above.
      Hint: a program goes between quotes, like "4 7 6 2 1"; check that every quote and bracket you opened is closed.
    >>> line = "game.draw(violet 4 red 3)"    # a move's words: the line itself, quoted (walk 08k, 13)
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 11, line))))
    ✘ Python could not read the line marked above.
      Hint: what is in the brackets goes between quotes, like game.draw("violet 4 red 3"); check that every quote and bracket you opened is closed.
    >>> line = "race.program(2 3 4 1 5)"    # card numbers: commas (walk 07o, fault 2)
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 16, line))))
    ✘ Python could not read the line marked above.
      Hint: put a comma between the numbers in the brackets, like race.program(2, 3, 4, 1, 5); check that every bracket you opened is closed.
    >>> line = "race.program(1 2 3 4 5)   # put your cards' numbers"   # (walk 07z, fault 2)
    >>> print(unreadable(SyntaxError("invalid syntax. Perhaps you forgot a comma?",
    ...                              ("<cell>", 1, 14, line))))
    ✘ Python could not read the line marked above.
      Hint: put a comma between the numbers in the brackets, like race.program(1, 2, 3, 4, 5); check that every bracket you opened is closed.
    >>> line = "race.program(, down=True)"    # no numbers yet (walk 07r7, serious fault 1)
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 14, line))))
    ✘ Python could not read the line marked above.
      Hint: the numbers of your cards go in the brackets with a comma between them, like race.program(1, 2, 3, down=True); check that every bracket you opened is closed.
    >>> line = "race.program(2, 6, 1"
    >>> print(unreadable(SyntaxError("'(' was never closed", ("<cell>", 1, 13, line))))
    ✘ Python could not read the line marked above.
      Hint: the numbers of your cards go in the brackets with a comma between them, like race.program(2, 6, 1); check that every bracket you opened is closed.
    >>> line = '    "start": {"at": "A5",'    # a challenge written by hand (walk 05z, fault 1)
    >>> print(unreadable(SyntaxError("invalid syntax. Perhaps you forgot a comma?",
    ...                              ("<cell>", 3, 14, line))))
    ✘ Python could not read the line marked above.
      Hint: a comma is missing: in a { } or a [ ], each thing but the last ends with a comma, at the end of its line too. Look at the ends of the marked line and of the lines under it.
    >>> line = "    return max(1 + most(rest)"   # a line of code, not an answer (walk 09p, 1)
    >>> print(unreadable(SyntaxError("'(' was never closed", ("<cell>", 4, 15, line))))
    ✘ Python could not read the line marked above.
      Hint: a '(' opened in it is never closed: every ( needs its ), every [ its ].
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 4, 9, "    for k in pieces"))))
    ✘ Python could not read the line marked above.
      Hint: check that every quote and bracket you opened is closed, and that a line starting with for, if, while or def ends with a colon.
    >>> print(unreadable(SyntaxError("invalid syntax", ("<cell>", 3, 8, "seed = ninety nine"))))
    ✘ Python could not read the line marked above.
      Hint: a seed is a number written in digits, with no quotes: write seed = 99.
    """  # noqa: E501
    line = _before_comment(error.text or "").strip()
    seeded = re.fullmatch(r"seed\s*=\s*([^'\"]+)", line)
    if seeded and (n := answers.number(seeded[1])) is not None:
        # a seed is no answer: "between quotes" made it text, and the games stopped on it
        # (walk 06r9, serious fault 10)
        return Result(False, "Python could not read the line marked above.",
                      f"a seed is a number written in digits, with no quotes: write "
                      f"seed = {n}.")
    words = re.fullmatch(r"([\w.]+)\(([^()'\",=]*\s[^()'\",=]*)\)", line)
    if words and all(w.isdigit() for w in words[2].split()):
        return Result(False, "Python could not read the line marked above.",
                      f"put a comma between the numbers in the brackets, like "
                      f"{words[1]}({', '.join(words[2].split())}); check that every bracket "
                      "you opened is closed.")
    if call := re.match(r"\s*(\w+)\.program\(", line):    # a race's registers (walk 07r7, 1)
        numbers = re.findall(r"\d+", line.split("down")[0][call.end():]) or ["1", "2", "3"]
        down = ", down=True" if "down" in line else ""
        return Result(False, "Python could not read the line marked above.",
                      f"the numbers of your cards go in the brackets with a comma between "
                      f"them, like {call[1]}.program({', '.join(numbers)}{down}); check that "
                      "every bracket you opened is closed.")
    if joined := _joined_quotes(error):     # Python read two quoted things as one
        return Result(False, "Python could not read the line marked above.", joined)
    if "forgot a comma" in str(error.msg) and _quoted_things(line):   # Python's own guess
        return Result(False, "Python could not read the line marked above.",
                      "a comma is missing: in a { } or a [ ], each thing but the last ends "
                      "with a comma, at the end of its line too. Look at the ends of the "
                      "marked line and of the lines under it.")
    if code_line(error.text or ""):
        unclosed = re.fullmatch(r"'(.)' was never closed", str(error.msg))
        return Result(False, "Python could not read the line marked above.", (
            f"a '{unclosed[1]}' opened in it is never closed: every ( needs its ), every "
            "[ its ]." if unclosed else "check that every quote and bracket you opened is "
            "closed, and that a line starting with for, if, while or def ends with a colon."))
    if spaced := re.match(r"([A-Za-z]\w*) +([A-Za-z]\w*)\s*=(?!=)", line):   # (walk 01x, 1)
        return Result(False, "Python could not read the line marked above.",
                      f"a name has no spaces: write {spaced[1]}_{spaced[2]}, with _ between "
                      "its words, as the cell gave it.")
    # the learner's own words after "name =", quoted or not: the example shown
    typed = re.fullmatch(r"[\w ]+=\s*[\"']?([^\"'#=()\[\]]*?)[\"']?\s*(#.*)?", line)
    own = typed[1].strip() if typed else ""
    said = ('a program', f'"{own or "F R F"}"') if "program" in line else \
        ('what is in the brackets', f'{words[1]}("{words[2].strip()}")') if words else \
        ('an answer', f'"{own or "your answer"}"')
    if "unterminated string" in str(error.msg) or "EOL while scanning" in str(error.msg):
        return Result(False, f"A quote is missing in the line marked above: {said[0]} has a "
                             f"quote before it and one after it, like {said[1]}.")
    return Result(False, "Python could not read the line marked above.",
                  f"{said[0]} goes between quotes, like {said[1]}; check that every quote "
                  "and bracket you opened is closed.")


_QUOTED = r"\"[^\"]*\"|'[^']*'"      # a quoted thing, "A5" or 'A5'


def _joined_quotes(error: SyntaxError) -> str | None:
    """Where a comma is missing when Python read two quoted things as one and then stopped
    at the ``:`` after them: side by side in the marked line (``"A5" "facing": "N"``), or
    the first at the end of the line above it (``"facing": "N"`` then ``"target": "D3",``:
    Python marks the second line, which is right; walk 05p, fault 1, serious), or None.

    >>> import linecache
    >>> cell = ["x = {", '    "start": "A5", "facing": "N"', '    "target": "D3",', "}"]
    >>> linecache.cache["<joined>"] = (0, None, cell, "<joined>")
    >>> print(_joined_quotes(SyntaxError("invalid syntax", ("<joined>", 3, 13, cell[2]))))
    a comma is likely missing at the end of the line above the marked one, after its last thing: "start": "A5", "facing": "N". In a { } or a [ ], each thing but the last ends with a comma, at the end of its line too.
    >>> print(_joined_quotes(SyntaxError("invalid syntax",
    ...                                  ("<cell>", 1, 23, '"start": "A5" "facing": "N",'))))
    a comma is missing between "A5" and "facing" in the marked line: in a { } or a [ ], each thing but the last ends with a comma.
    """  # noqa: E501
    import linecache
    if str(error.msg) != "invalid syntax" or not error.text or not error.offset:
        return None
    before = error.text[:error.offset - 1]
    if error.text[error.offset - 1:error.offset] != ":":
        return None
    if two := re.fullmatch(rf".*?({_QUOTED})\s*({_QUOTED})\s*", before):
        return (f"a comma is missing between {two[1]} and {two[2]} in the marked line: in a "
                "{ } or a [ ], each thing but the last ends with a comma.")
    above = _before_comment(linecache.getline(error.filename or "", (error.lineno or 1) - 1))
    if not re.fullmatch(_QUOTED, before.strip()) or not re.fullmatch(rf".*({_QUOTED})\s*",
                                                                        above):
        return None
    return ("a comma is likely missing at the end of the line above the marked one, after "
            f"its last thing: {above.strip()}. In a {{ }} or a [ ], each thing but the last "
            "ends with a comma, at the end of its line too.")


def _before_comment(line: str) -> str:
    """``line`` without the comment at its end (a ``#`` outside quotes), which the lessons'
    cells have beside what the learner writes.

    >>> _before_comment("race.program(1 2)   # your cards' numbers")
    'race.program(1 2)   '
    >>> _before_comment('my_guess = "#3"')
    'my_guess = "#3"'
    """
    quote = ""
    for at, char in enumerate(line):
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#":
            return line[:at]
    return line


def _quoted_things(line: str) -> bool:
    """Whether the brackets of ``line`` hold only quoted words, numbers, True, False and
    None (a missing comma between them is the slip), not words left out of their quotes
    (``[A1 B2]``: the quotes are the slip, though Python asks for a comma there too).

    >>> _quoted_things('x = {"at": "A5" "facing": "N"}'), _quoted_things("my_guess = [A1 B2]")
    (True, False)
    """
    bare = re.sub(r"\"[^\"]*\"|'[^']*'|\b(True|False|None)\b", "", line)
    return re.search(r"[A-Za-z_]", bare[min((bare.find(b) for b in "([{" if b in bare),
                                            default=len(bare)):]) is None


def _text_call(name: str, line: str) -> str | None:
    """The call (``game.send``) when ``name``, which Python did not know, is all that the
    ``line`` gives to a method of a thing the lesson made (a game, a board), never of the
    lessons themselves (``lessons.board(my_program)``, where a name lost in a restart is
    meant): a move or an answer written without its quotes; else None.

    >>> _text_call("C", "game.send(C)"), _text_call("paths", "lessons.board(paths)")
    ('game.send', None)
    """
    found = re.search(rf"\b((\w+)\.\w+)\(\s*{re.escape(name)}\s*\)", line)
    if found is None or found[2] in ("lessons", "robin", "lesson") or "_" in name:
        return None
    return found[1]


def _in_brackets(error: NameError) -> bool:
    """Whether the name Python did not know stands as an entry of a ``{ }``, a ``[ ]`` or a
    call's arguments, after a ``{``, ``[``, ``(``, ``,`` or ``:`` on its line of the cell
    (``duel.block(C3)`` places a block, and heard of "the rest of your answer": walk 04r6,
    fault 9)."""
    return error.name is not None and re.search(
        rf"[{{\[(,:]\s*{re.escape(error.name)}\b", _line_of(error)) is not None


def _words_answer(error: NameError) -> str | None:
    """The answer's name (``my_guess``) when the line where ``error`` stopped writes an
    answer as a bare word (``my_guess = three``) and its cell passes it to a question check
    whose answer is never a number (:data:`.cell.NO_NUMBER`); else None."""
    written = re.fullmatch(rf"\s*(\w+)\s*=\s*{re.escape(error.name or '')}\s*(#.*)?",
                           _line_of(error).rstrip("\n"))
    if written is None:
        return None
    checks = {getattr(sys.modules[__name__], f, None)
              for f in given_to("".join(_cell_of(error)[0]), written[1])}
    return written[1] if checks & NO_NUMBER else None


def _where(error: SyntaxError) -> str:
    """Where the line ``error`` names is, in what a cell shows: its words and the line above
    them, no number (a cell shows no line numbers: "line 17 of the cell", walk 09q4, M3).

    >>> import linecache
    >>> linecache.cache["<c>"] = (0, None, ["def f(x):", "  return x"], "<c>")
    >>> _where(IndentationError("unindent", ("<c>", 2, 3, "  return x")))
    'The line "return x", just under "def f(x):",'
    >>> _where(IndentationError("unexpected indent", ("<cell>", 1, 3, "  x = 1")))
    'The first line of the cell, "x = 1",'
    """
    import linecache
    line = " ".join((error.text or "").split())[:60]
    lineno = error.lineno or 0
    above = " ".join(linecache.getline(error.filename or "", lineno - 1).split())[:60] \
        if lineno > 1 else ""
    if lineno == 1:
        return f'The first line of the cell, "{line}",' if line else "The first line of the cell"
    if line:
        return f'The line "{line}", just under "{above}",' if above else f'The line "{line}"'
    return f'The line just under "{above}"' if above else "A line of the cell"


def _line_of(error: BaseException) -> str:
    """The line of the cell where ``error`` stopped it ("" when it is not known)."""
    lines, n = _cell_of(error)
    return lines[n - 1] if 0 < n <= len(lines) else ""


def _cell_of(error: BaseException) -> tuple[list[str], int]:
    """The lines of the cell where ``error`` stopped it, and the number of that line
    (``([], 0)`` when they are not known)."""
    import linecache
    import os
    tb, found = error.__traceback__, None
    while tb is not None:
        # the last of the cell's own frames: a cell's code comes from no file on disk (a
        # check's error stopped in our code, and its line was quoted as the cell's, "raise
        # LabError(f...": walk 08r10, fault 11)
        if not os.path.exists(tb.tb_frame.f_code.co_filename):
            found = tb
        tb = tb.tb_next
    if found is None:
        return [], 0
    return linecache.getlines(found.tb_frame.f_code.co_filename), found.tb_lineno


def _one_line(shell, _etype, value, _tb, tb_offset=None) -> None:
    """An IPython custom exception handler: the error in plain words (:func:`plain`), shown
    as a check's answer is (the cell still fails, so Run All stops there); a line Python
    cannot read keeps IPython's words, with what to check below them (:func:`unreadable`),
    unless it is cards or squares left without quotes, or a line out of step with the lines
    around it."""
    from IPython.display import display
    history = shell.user_ns.get("_ih") or [""]
    here, before = len(history) - 1, dict(STOPPED)
    STOPPED.update(cell=here, id=RUNNING.get("id"), source=history[-1], lost=False,
                   line=_said_line(_line_of(value) or _first_line(history[-1])))
    if isinstance(value, SyntaxError) and not isinstance(value, IndentationError) \
            and not unquoted(value) and not CURLY.search(value.text or ""):
        shell.showsyntaxerror()
        display(unreadable(value))
        return
    if isinstance(value, (AttributeError, TypeError)):
        said = capital_slip(value) if isinstance(value, AttributeError) else quoted_number(value)
        if said is None:                            # the learner's own slip: Python's words
            shell.showtraceback((_etype, value, _tb), tb_offset=tb_offset)
        else:
            display(Result(False, said))
        return
    shown = plain(value)
    lost = isinstance(value, NameError) and shown.message.startswith(
        "Python does not know the name")          # a name a cell above makes, most often
    STOPPED["lost"] = lost
    # right after another cell's error: not this same cell's, run again, edited or not
    # (walk 08r9, serious fault 2: "the run stopped at the cell marked [132]", the cell's
    # own last run); a kernel that does not say which cell runs: not the same text; and
    # not a cell that only missed a name too, with nothing to fix in it (walk 06r9, 11)
    other = before.get("id") != RUNNING.get("id") if RUNNING.get("id") else \
        before.get("source") != history[-1]
    if lost and before.get("cell") == here - 1 and other and not before.get("lost"):
        shown = replace(shown, hint=_stopped_above(before))
    display(shown)


#: the cell an error stopped last in this kernel: its number in the margin ([9]), its id,
#: its text and first line, to name where a Run All Above stopped (walk 03r9, fault 1)
STOPPED: dict[str, Any] = {}
#: the id of the notebook cell running now, as the kernel tells it (``pre_run_cell``)
RUNNING: dict[str, Any] = {}


def _running(info: Any) -> None:
    """IPython's ``pre_run_cell``: keep which notebook cell runs (None outside one)."""
    RUNNING["id"] = getattr(info, "cell_id", None)


def _first_line(cell: str) -> str:
    """The first line of code in ``cell``, for a learner to find it.

    >>> _first_line(chr(10).join(["# Question 1", "", "my_guess = A3  # write it"]))
    'my_guess = A3  # write it'
    """
    return next((ln.strip() for ln in cell.splitlines()
                 if ln.strip() and not ln.strip().startswith("#")), "")


def _said_line(line: str) -> str:
    """A line of a cell as a hint quotes it: without its comment, and cut at a word's end.

    >>> _said_line("oops = lessons.EnergySeekersPlay(corner, seed=1, example=True)   # the lesson")
    'oops = lessons.EnergySeekersPlay(corner, seed=1, ...'
    """
    said = _before_comment(line).strip()
    return said if len(said) <= 50 else said[:50].rsplit(" ", 1)[0] + " ..."


def _stopped_above(stopped: dict[str, Any]) -> str:
    """The hint for a name a lesson's cell above makes, right after the cell ``stopped`` (as
    STOPPED holds it) stopped with an error: the run of the cells above stopped there, and
    nothing said so where the child looked (walk 03r9, fault 1: a board's cell after Run All
    Above stopped 19 cells up at an unquoted guess).

    >>> _stopped_above({"cell": 9, "line": "my_guess = A3"})
    'the cells above did not all run: the run stopped at the cell marked [9] on its left, at the line my_guess = A3; the ✘ under that cell says what is wrong there. Fix that cell, then run the cells above this one again (in the menu: Run ▸ Run All Above Selected Cell).'
    """  # noqa: E501
    return (f"the cells above did not all run: the run stopped at the cell marked "
            f"[{stopped['cell']}] on its left, at the line {stopped['line']}; the {CROSS} under "
            f"that cell says what is wrong there. Fix that cell, then run the cells above this "
            f"one again ({RUN_ABOVE}).")


def quoted_number(error: TypeError) -> str | None:
    """What a learner reads when text was added to a number and the cell gives a name a
    number between quotes (``seed = "99"``: walk 06r9, serious fault 10, a raw TypeError
    pointing at another line), else None (the learner's own slip keeps Python's words).

    >>> quoted_number(TypeError("unsupported operand type(s) for /: 'str' and 'int'")) is None
    True
    """
    if not re.search(r"can only concatenate str|operand type\(s\) for [-+*/]: .*'str'",
                     str(error)):
        return None
    lines, _ = _cell_of(error)
    for line in lines:
        given = re.fullmatch(r"\s*(\w+)\s*=\s*([\"'])([^\"']*)\2\s*(#.*)?", line.rstrip("\n"))
        if given and (n := answers.number(given[3])) is not None:
            return (f'{given[1]} = "{given[3]}" is a number between quotes, which Python reads '
                    f"as text: write {given[1]} = {n}, with no quotes, and run the cell again.")
    return None


def capital_slip(error: AttributeError) -> str | None:
    """What a learner reads for a name written with the wrong capitals after a dot
    (``game.Play("L F")``), else None (walk 06r6, fault 10: a raw traceback, where every
    other slip tried had plain words).

    >>> class Game:
    ...     def play(self, cards): pass
    >>> capital_slip(AttributeError("no", name="Play", obj=Game()))
    'Python tells capital letters apart: write .play, not .Play.'
    >>> capital_slip(AttributeError("no", name="fly", obj=Game())) is None
    True
    """
    name, obj = getattr(error, "name", None), getattr(error, "obj", None)
    if not isinstance(name, str) or obj is None:
        return None
    right = [a for a in dir(obj) if a.lower() == name.lower() and a != name
             and not a.startswith("_")]
    if len(right) != 1:
        return None
    return f"Python tells capital letters apart: write .{right[0]}, not .{name}."


def _misspelt_number(name: str) -> str | None:
    """The number word ``name`` is one slip away from (two letters side by side swapped,
    one letter left out or one too many), or None: a word one letter off, line for nine,
    is most likely a word of its own.

    >>> _misspelt_number("tow"), _misspelt_number("sevn"), _misspelt_number("line")
    ('two', 'seven', None)
    """
    name = name.lower()
    if len(name) < 3:
        return None
    return next((w for w in number_forms() if _one_slip(name, w)), None)


def _one_slip(a: str, b: str) -> bool:
    if len(a) == len(b):
        odd = [i for i in range(len(a)) if a[i] != b[i]]
        return len(odd) == 2 and odd[1] == odd[0] + 1 and a[odd[0]] == b[odd[1]] \
            and a[odd[1]] == b[odd[0]]
    short, long = sorted((a, b), key=len)
    return len(long) == len(short) + 1 and any(long[:i] + long[i + 1:] == short
                                               for i in range(len(long)))


def plain_errors() -> bool:
    """Show LabErrors raised in this IPython (a notebook's kernel), names Python does not
    know, cards written without quotes (an answer without its quotes) and a line out of step
    with the lines around it (an IndentationError) and a name after a dot written with the
    wrong capitals, as one plain line under the cell instead of a traceback; False outside
    IPython. Other errors, the learner's own Python slips, keep their traceback.

    >>> plain_errors()   # not in a notebook here
    False
    """
    shell = _shell()
    if shell is None:
        return False
    shell.set_custom_exc((LabError, NameError, SyntaxError, AttributeError, TypeError),
                         _one_line)
    if _running not in shell.events.callbacks["pre_run_cell"]:
        shell.events.register("pre_run_cell", _running)
    return True


def state_pictures() -> bool:
    """Show a CodyRoby position a cell ends with (``lessons.start_state(...)``) as a
    :class:`~codyroby_lab.lessons.play.Picture`, which takes the board's dark look in
    JupyterLab's dark theme (walk 03p3, fault 2: the "Roby at the start" boards stayed light,
    an image no page style reaches); False outside IPython.

    >>> state_pictures()   # not in a notebook here
    False
    """
    shell = _shell()
    if shell is None:
        return False
    shell.display_formatter.formatters["text/html"].for_type(CodyRobyState, _picture)
    return True


def _picture(state: CodyRobyState) -> str:
    """``state`` as :func:`state_pictures` shows it (:mod:`.play` loaded only then, as
    :data:`LATER` has it)."""
    from codyroby_lab.lessons.play import position_picture
    return position_picture(state, None)._repr_html_()


def _shell() -> Any:
    """The IPython this runs in (a notebook's kernel), else None."""
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    return get_ipython()


plain_errors()
state_pictures()
kept.beside_notebook()


def editor(path=None, game="codyroby", challenge=False, scenario=False):
    """Draw a board in the widget: the file at ``path`` if there is one (read with its
    game's own reader), else a new board of ``game`` (``challenge=True``: a CodyRoby
    challenge; ``scenario=True``: a Droids scenario, with what lies on its board) that Save
    writes at ``path`` (``board.json`` or ``challenge.json`` by default).
    ``editor(...).setup`` is the board drawn, as its file holds it.

    >>> lessons_editor = editor("no-such-board.json")
    >>> lessons_editor.setup["robots"]
    {'roby': {'at': 'A5', 'facing': 'N'}}
    """
    from codyroby_lab.ui.board_editor import editor as board_editor
    return board_editor(path, game, challenge, scenario)


def _asks() -> dict[str, tuple[Any, str]]:
    """``ASKS``: for each check (by name) whose answer is a function, the calls it makes of
    it and the function ("module:name") the check makes them through: a grader has the
    learner's kernel make those calls the same way and hand back only what they returned,
    as plain data, and checks what came back."""
    from codyroby_lab.lessons.robin import most_groups_cases
    return {"check_most_groups": (most_groups_cases, "codyroby_lab.lessons.robin:watched")}

__all__ = ["ASKS", "DuelPlay", "EnergySeekersPlay", "Result", "RobinPlay", "RoboRallyRace", "Turn",
           "board", "cards", "challenge", "chance_of_seven", "check", "check_all", "check_case",
           "check_challenge", "check_chance", "check_damage", "check_goal", "check_landing",
           "check_most_groups", "check_move", "check_order", "check_reach", "check_registers",
           "check_rounds", "check_step", "check_where", "editor", "fill", "hand", "look",
           "never_ends", "plain", "plain_errors", "predict", "print_sheets", "program_text",
           "phase_rules", "replay", "run",
           "show_best_moves", "show_me", "show_position", "simulate_seven", "start_state", "watch"]
