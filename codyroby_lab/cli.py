"""The ``codyroby-lab`` command: run a program, check conformance cases, open the lessons.

    codyroby-lab run BOARD PROGRAM [--at A5] [--facing N] [--json]
    codyroby-lab run CHALLENGE PROGRAM
    codyroby-lab check PATH...
    codyroby-lab lab [--dir DIR] [--teacher]
    codyroby-lab guide [PAGE] [--path]
    codyroby-lab lessons DIR [--jupyterlite] [--teacher]
    codyroby-lab grade LESSON SUBMISSION... --csv FILE [--timeout S]
                       [--workers N | --scheduler ADDRESS]
    codyroby-lab nbgrader LESSON COURSE_DIR
    codyroby-lab print board BOARD... --out FILE.pdf [--paper a4|letter] [--landscape]
    codyroby-lab print challenge CHALLENGE... --out FILE.pdf [...]
    codyroby-lab print worksheet BOARD PROGRAM --out FILE.pdf [--answers] [...]
    codyroby-lab print energy-seekers [SETUP] --out FILE.pdf [...]
    codyroby-lab print cards --out FILE.pdf [...]
    codyroby-lab print droids [SETUP] --out FILE.pdf [...]
    codyroby-lab print roborally [SETUP] --out FILE.pdf [...]
    codyroby-lab print roborally-program [SETUP] --out FILE.pdf [...]
    codyroby-lab print roborally-cards --out FILE.pdf [...]
    codyroby-lab print robin [SETUP] --out FILE.pdf [...]
    codyroby-lab --version
    codyroby-lab --lang it COMMAND ...

BOARD is a board, ``codyroby`` setup or challenge JSON file, or a size such as ``5x5``
(``run`` takes no challenge); PROGRAM is
program text, or a file holding it. An argument is read as a file when something exists at
that name; it must then be a regular file (not a directory, a device or a pipe). ``run``
with a challenge file (docs/formats.md) checks the program against it and prints the
verdict (exit 0 when it solves the challenge, else 1). ``check`` runs the conformance cases
below each PATH; a PATH that is a challenge file prints the challenge and the best program's
length (a Droids challenge, ``"game": "droids"``, the challenge checked), a board file its
summary. Bad input prints ``error: ...`` on stderr and exits 2; a
bad option exits 2 with argparse's message. Output cut short by its reader (``| head``)
ends quietly.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import stat
import sys
from pathlib import Path
from typing import Any

from codyroby_lab import __version__
from codyroby_lab.copies import copy_lessons, lessons_source  # noqa: F401 (importable here)
from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.geometry import parse_direction, parse_square
from codyroby_lab.core.io import exists, os_reason, read_json, read_text, shown_path
from codyroby_lab.core.language import _, language, n_
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import MAX_STEP_LIMIT
from codyroby_lab.games.codyroby.program import MAX_TEXT, parse
from codyroby_lab.guide import GUIDE, PAGES, guide_path, guide_text

#: What ``--teacher`` adds: without it a copy holds the learners' lessons only.
TEACHER = "also copy the notebook for teachers (how the lessons are checked and written)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="codyroby-lab", description=__doc__.split("\n")[0])
    parser.add_argument("--version", action="version", version=f"codyroby-lab {__version__}")
    parser.add_argument("--lang", metavar="LANG",
                        help="the language of what this prints: en or it (default: the "
                             "environment's LANGUAGE or LANG, else en)")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run a program on a board and print the trace")
    run.add_argument("board", help="board or setup JSON file, or a size such as 5x5")
    run.add_argument("program", help="program text, or a file holding it")
    run.add_argument("--at", help="start square (default: the setup's, or bottom-left)")
    run.add_argument("--facing", help="start facing N, E, S or W (default N)")
    run.add_argument("--robot", help="which robot runs the program (default: the only one)")
    run.add_argument("--step-limit", type=_step_limit, help="stop after this many cards")
    run.add_argument("--json", action="store_true", help="print JSON for machines")

    chk = sub.add_parser("check", help="run conformance cases (JSON files) below the paths; "
                                       "check a challenge or a board file")
    chk.add_argument("paths", nargs="+")

    lab = sub.add_parser("lab", help="open JupyterLab on a writable copy of the lessons")
    lab.add_argument("--dir", default="codyroby-lessons",
                     help="where the lessons are copied (default ./codyroby-lessons)")
    lab.add_argument("--port", type=int, help="port for JupyterLab")
    lab.add_argument("--no-browser", action="store_true", help="do not open a web browser")
    lab.add_argument("--teacher", action="store_true", help=TEACHER)

    guide = sub.add_parser("guide", help="print the teacher's guide (the lessons' answers), "
                                         "or another page for teachers")
    guide.add_argument("page", nargs="?", default=GUIDE, choices=PAGES,
                       help="the page: the teacher's guide (the first), the file formats, "
                            "each game's formats, our rulings; with --lang it the teacher's "
                            "guide is in Italian (guida-insegnanti)")
    guide.add_argument("--path", action="store_true", help="print only where the file is")

    copy = sub.add_parser("lessons", help="copy the lessons into DIR for any Jupyter "
                                          "(VS Code, Colab, Notebook), without opening one")
    copy.add_argument("dir", help="where the lessons are copied (existing files are kept)")
    copy.add_argument("--jupyterlite", action="store_true",
                      help="for a JupyterLite site: each lesson starts with a cell installing "
                           "the package in the browser")
    copy.add_argument("--teacher", action="store_true", help=TEACHER)

    grade = sub.add_parser("grade", help="run learners' copies of a lesson and write a CSV "
                                         "of every exercise's check")
    grade.add_argument("lesson", help="the lesson: its notebook, name or number (e.g. 01)")
    grade.add_argument("submissions", nargs="+",
                       help="learners' notebooks, or folders holding them")
    grade.add_argument("--csv", required=True, help="the CSV file to write")
    grade.add_argument("--timeout", type=_seconds, default=60,
                       help="seconds a cell may run before it is stopped (default 60)")
    where = grade.add_mutually_exclusive_group()
    where.add_argument("--workers", default="1",
                       help="how many notebooks are graded at a time on this machine "
                            "(default 1)")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="grade on the Dask cluster whose scheduler is at ADDRESS "
                            "(e.g. tcp://10.0.0.5:8786; needs codyroby-lab[dask])")

    nbg = sub.add_parser("nbgrader", help="write a lesson into an nbgrader course's source/ "
                                          "folder, its checks as autograded tests")
    nbg.add_argument("lesson", help="the lesson: its notebook, name or number (e.g. 01)")
    nbg.add_argument("course", help="the nbgrader course folder")

    prn = sub.add_parser("print", help="print boards to walk on, cards and chits to cut "
                                        "out, challenges to hand out or a desk-check "
                                        "worksheet, as a PDF")
    prn.add_argument("what", choices=PRINTS, help="board: each BOARD big, to walk a paper "
                     "robot on; challenge: a sheet for each challenge file; worksheet: a "
                     "desk check of PROGRAM on BOARD; energy-seekers: the board of an "
                     "energy_seekers SETUP file (default: the shipped board), folded; "
                     "cards: CodyRoby's deck to cut out; droids: the board and racks of a "
                     "droids SETUP file (default: the shipped board, four players) and the "
                     "order chits to cut out; roborally: the board of a roborally SETUP "
                     "file (default: the shipped board) and its legend; roborally-program: "
                     "a program sheet for each robot of a roborally SETUP file (default: "
                     "the shipped game's); roborally-cards: the program cards and option "
                     "cards to cut out; robin: the road of a robin SETUP file (default: "
                     "four players) and its Mission cards to cut out")
    prn.add_argument("files", nargs="*", metavar="FILE",
                     help="BOARD... | CHALLENGE... | BOARD PROGRAM | [SETUP]")
    prn.add_argument("--out", required=True, help="the PDF file to write")
    prn.add_argument("--paper", choices=("a4", "letter"), default="a4",
                     help="paper size (default a4)")
    prn.add_argument("--landscape", action="store_true", help="turn the paper sideways")
    prn.add_argument("--answers", action="store_true",
                     help="worksheet: the teacher's copy, filled in")

    args = parser.parse_args(argv)  # a bad option: argparse prints why and exits 2
    try:
        if args.lang is not None:
            language(args.lang)
        return {"run": _run, "check": _check, "lab": _lab, "lessons": _lessons,
                "grade": _grade, "nbgrader": _nbgrader, "guide": _guide,
                "print": _print}[args.command](args)
    except LabError as e:
        print(_("error: {kind}: {problem}").format(kind=type(e).__name__, problem=e),
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader stopped reading (| head): what it wanted is out
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as e:  # a bug: still no traceback for the user, but say it is one
        print(f"internal error (please report it): {type(e).__name__}: {e}", file=sys.stderr)
        return 3


def _step_limit(text: str) -> int:
    """``--step-limit``: a whole number from 1 to MAX_STEP_LIMIT, or argparse's error (exit 2)."""
    if not re.fullmatch(r"[0-9]{1,9}", text) or not 1 <= int(text) <= MAX_STEP_LIMIT:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to "
                                         f"{MAX_STEP_LIMIT:,}, not {text[:20]!r}")
    return int(text)


def _seconds(text: str) -> int:
    """``--timeout``: a whole number of seconds from 1 to 3600."""
    if not re.fullmatch(r"[0-9]{1,4}", text) or not 1 <= int(text) <= 3600:
        raise argparse.ArgumentTypeError(f"must be a whole number of seconds from 1 to 3600, "
                                         f"not {text[:20]!r}")
    return int(text)


_SIZE = re.compile(r"([0-9]{1,3})[xX]([0-9]{1,3})")


def _is_challenge(doc: Any) -> bool:
    """A challenge file's document: it has a start and a target, and no setup (a case)."""
    return isinstance(doc, dict) and "target" in doc and "start" in doc and "setup" not in doc


def _read_setup(board_arg: str) -> dict[str, Any]:
    """BOARD: a file when something exists at that name (it must be a regular file, read
    through ``core.io.read_text``), else a size such as ``5x5`` (ASCII digits)."""
    if exists(board_arg):
        doc = read_json(board_arg, "BOARD")
        if isinstance(doc, dict) and doc.get("format") == "codyroby-lab":
            doc = doc.get("data")
        if _is_challenge(doc):
            return {"challenge": doc}
        if isinstance(doc, dict) and "board" in doc:
            return doc
        return {"board": doc}
    size = _SIZE.fullmatch(board_arg)
    if size:
        return {"board": {"width": int(size[1]), "height": int(size[2])}}
    shown = repr(board_arg) if len(board_arg) <= 40 else repr(board_arg[:40]) + "..."
    raise SetupError("BOARD", f"{shown} is neither a file nor a size such as 5x5")


def _read_program(program_arg: str) -> str:
    """PROGRAM: a file when something exists at that name (a regular file of at most
    4 x ``MAX_TEXT`` bytes), else the program's text itself."""
    if exists(program_arg):
        return read_text(program_arg, "PROGRAM", limit=4 * MAX_TEXT)
    return program_arg


def _with_robot(setup: dict[str, Any]) -> dict[str, Any]:
    """A setup with no robots gets Roby on the bottom-left square, facing north."""
    if "robots" in setup:
        return setup
    board = Board.from_dict(setup["board"])
    return {**setup, "robots": {"roby": {"at": [0, board.height - 1], "facing": "N"}}}


def _run(args: argparse.Namespace) -> int:
    from codyroby_lab.games.codyroby import CodyRoby

    setup = _read_setup(args.board)
    if "challenge" in setup:
        return _run_challenge(setup["challenge"], args)
    setup = _with_robot(setup)
    robots = setup["robots"]
    if isinstance(robots, dict) and robots:  # a wrong shape is left to from_setup to name
        name = args.robot if args.robot is not None else next(iter(robots))
        if name not in robots:
            raise SetupError("--robot", f"the setup has no robot called {name!r}")
        if isinstance(robots[name], dict):
            robot = {**robots[name]}
            if args.at is not None:
                robot["at"] = list(parse_square(args.at, "--at"))
            if args.facing is not None:
                robot["facing"] = parse_direction(args.facing, "--facing").name
            setup = {**setup, "robots": {**robots, name: robot}}
    if args.step_limit is not None:
        setup = {**setup, "step_limit": args.step_limit}
    program = parse(_read_program(args.program))
    state = CodyRoby.from_setup(setup).new_state()
    name = args.robot if args.robot is not None else next(iter(state.robots))
    start = state.ascii()       # a worksheet's board: Roby where he starts (walk 05p, fault 6)
    trace = state.play({"robot": name, "program": program.text})
    if args.json:
        print(json.dumps({"program": program.text, "halt": trace.halt,
                          "steps": trace.steps, "state": state.to_dict(),
                          "trace": trace.table(0, len(trace)).rows}, indent=1))
    else:
        print(_("At the start:"), start, "", sep="\n")
        table = trace.table()
        print(table)
        if len(table) < len(trace):
            more = len(trace) - len(table)
            print(n_("... {n} more step (all of them with --json)",
                     "... {n} more steps (all of them with --json)", more).format(n=f"{more:,}"))
        print("", _("At the end:"), state.ascii(), sep="\n")
        print("\n" + n_("{n} step; halt: {halt}", "{n} steps; halt: {halt}",
                        trace.steps).format(n=trace.steps, halt=trace.halt))
    return 0 if trace.halt == "end" else 1


PRINTS = ("board", "challenge", "worksheet", "energy-seekers", "cards", "droids",
          "roborally", "roborally-program", "roborally-cards", "robin")
#: how many FILEs each kind of sheet takes, in words for the error
FILES = {"board": (1, None, "one BOARD or more"),
         "challenge": (1, None, "one CHALLENGE or more"),
         "worksheet": (2, 2, "a BOARD and a PROGRAM"),
         "energy-seekers": (0, 1, "one SETUP at most"),
         "cards": (0, 0, "no FILE"),
         "droids": (0, 1, "one SETUP at most"),
         "roborally": (0, 1, "one SETUP at most"),
         "roborally-program": (0, 1, "one SETUP at most"),
         "roborally-cards": (0, 0, "no FILE"),
         "robin": (0, 1, "one SETUP at most")}


def _print(args: argparse.Namespace) -> int:
    """``print``: the sheets, from board or challenge files (a challenge file is one with a
    ``target``)."""
    from codyroby_lab.games.codyroby import CodyRoby
    from codyroby_lab.games.codyroby.challenge import Challenge
    from codyroby_lab.games.droids import Droids
    from codyroby_lab.games.droids.board import COLOURS as DROID_COLOURS
    from codyroby_lab.games.energy_seekers import EnergySeekers
    from codyroby_lab.games.robin import Robin
    from codyroby_lab.games.roborally import RoboRally
    from codyroby_lab.printing import print_sheets

    def start(arg: str) -> Any:
        setup = _read_setup(arg)
        if "challenge" in setup:
            return Challenge.from_dict(setup["challenge"])
        return CodyRoby.from_setup(_with_robot(setup)).new_state()

    least, most, words = FILES[args.what]
    if not least <= len(args.files) <= (most if most is not None else len(args.files)):
        raise SetupError("FILE", f"{args.what} takes {words}, not {len(args.files)} "
                                 f"{'name' if len(args.files) == 1 else 'names'}")
    if args.answers and args.what != "worksheet":
        raise SetupError("--answers", "only a worksheet has answers to fill in")
    sheets: dict[str, Any] = {
        "board": lambda: {"boards": [start(f) for f in args.files]},
        "challenge": lambda: {"challenges": [_challenge(f) for f in args.files]},
        "worksheet": lambda: {"worksheets": [(_read_program(args.files[1]),
                                              start(args.files[0]))]},
        "energy-seekers": lambda: {"energy_seekers": [
            EnergySeekers.from_file(args.files[0]) if args.files else EnergySeekers()]},
        "cards": lambda: {"cards": True},
        "droids": lambda: {"droids": [
            Droids.from_file(args.files[0]) if args.files
            else Droids({"players": list(DROID_COLOURS)})]},
        "roborally": lambda: {"roborally": [
            RoboRally.from_file(args.files[0]) if args.files else RoboRally()]},
        "roborally-program": lambda: {"program_sheets": [
            RoboRally.from_file(args.files[0]) if args.files else RoboRally()]},
        "roborally-cards": lambda: {"roborally_cards": True},
        "robin": lambda: {"robin": [Robin.from_file(args.files[0]) if args.files
                                    else Robin()]},
    }
    path = print_sheets(args.out, **sheets[args.what](), answers=args.answers,
                        paper=args.paper, landscape=args.landscape)
    print(f"wrote {path}")
    return 0


def _challenge(arg: str) -> Any:
    """A challenge file (``print challenge``); anything else is a SetupError naming it."""
    from codyroby_lab.games.codyroby.challenge import Challenge

    if not exists(arg):
        raise SetupError("CHALLENGE", f"{shown_path(arg)} is not a file")
    setup = _read_setup(arg)
    if "challenge" not in setup:
        raise SetupError("CHALLENGE", f"{shown_path(arg)} is not a challenge file: a challenge "
                                      f"has a start and a target (docs/formats.md)")
    return Challenge.from_dict(setup["challenge"])


def _run_challenge(doc: Any, args: argparse.Namespace) -> int:
    """``run CHALLENGE PROGRAM``: the challenge, then the verdict in plain words."""
    from codyroby_lab.games.codyroby.challenge import Challenge

    for option in ("at", "facing", "robot", "step_limit"):
        if getattr(args, option) is not None:
            raise SetupError(f"--{option.replace('_', '-')}", "a challenge file says where Roby "
                             "starts: leave this option out")
    challenge = Challenge.from_dict(doc)
    verdict = challenge.check(_read_program(args.program))
    if args.json:
        print(json.dumps({"status": verdict.status, "ok": verdict.ok, "message": verdict.message,
                          "cards": verdict.cards, "best": verdict.best, "hint": verdict.hint},
                         indent=1))
    else:
        print(f"{challenge}\n\n{verdict}")
    return 0 if verdict.ok else 1


def _check_file(path: str) -> bool:
    """``check`` of a challenge file (the challenge and its best program's length) or a
    board file of any game the board editor draws (its summary); False for any other file
    (a conformance case)."""
    from codyroby_lab.games.codyroby.challenge import Challenge

    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode) or not path.endswith(".json"):
        return False
    doc = read_json(path, "PATH")
    if isinstance(doc, dict) and doc.get("format") == "codyroby-lab" and \
            doc.get("kind") == "board":
        doc = doc.get("data")
    if _is_challenge(doc) and doc.get("game") == "droids":
        from codyroby_lab.lessons.droids import Challenge as DroidsChallenge

        print(f"{path}: Droids challenge\n{DroidsChallenge.from_dict(doc)}")
    elif _is_challenge(doc):
        c = Challenge.from_dict(doc)
        print(f"{path}: challenge, {c.best_words}, for example {c.solution}\n{c}")
    else:
        drawing = _drawing_of(doc, path)
        if drawing is None:
            return False
        checked = drawing.read(doc)
        print(f"{path}: {drawing.title}, {drawing.summary(checked)}")
        if drawing.game == "codyroby":  # with Roby where he starts, as the file puts him
            print(drawing.state(checked).ascii())
    # said in words: a summary alone left a teacher unsure the check passed (walk 05q, 8)
    print(f"No problems found in {path}.")
    return True


def _drawing_of(doc: Any, path: str) -> Any:
    """The board editor's drawing that reads ``doc`` (a board file of any game the editor
    saves), or None for a conformance case (it says what it expects) or another file."""
    from codyroby_lab.ui.board_editor import drawing_for

    if not isinstance(doc, dict) or "expect" in doc:
        return None
    try:
        return drawing_for(doc, path)
    except LabError:
        return None


def _check(args: argparse.Namespace) -> int:
    from codyroby_lab.conformance import check

    for path in args.paths:
        _case_path(path)
    files = [p for p in args.paths if exists(p) and _check_file(p)]
    if files and len(files) == len(args.paths):
        return 0
    args.paths = [p for p in args.paths if p not in files]
    passed, failures = check(args.paths)
    for line in failures:
        print(line)
    print(f"{passed} passed, {len(failures)} failed")
    if passed + len(failures) == 0:
        print("no case files found below: " + " ".join(args.paths), file=sys.stderr)
        return 1
    return 0 if not failures else 1


MAX_FOLDER_DEPTH = 40  # folders inside folders below a PATH that ``check`` looks into


def _case_path(path: str) -> None:
    """A ``check`` PATH is a file or folder there is (a teacher whose terminal was in another
    folder read "FAIL ...: case: cannot read" as a conformance case that failed: walk 05w,
    fault 7) and, when a folder, holds folders at most MAX_FOLDER_DEPTH deep; else a
    SetupError (exit 2)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise SetupError("PATH", f"there is no file or folder {shown_path(path)} in "
                                 f"{shown_path(os.getcwd())}, the folder this command runs "
                                 "in: check the name, or give the path from this folder"
                         ) from None
    except (OSError, ValueError) as e:
        raise SetupError("PATH", f"cannot read {shown_path(path)}: {os_reason(e)}") from None
    if not stat.S_ISDIR(info.st_mode):
        return
    todo = [(path, 0)]
    while todo:
        folder, depth = todo.pop()
        if depth > MAX_FOLDER_DEPTH:
            raise SetupError("PATH", f"{shown_path(path)} holds folders more than "
                                     f"{MAX_FOLDER_DEPTH} deep: give a folder nearer the cases")
        try:
            with os.scandir(folder) as entries:
                todo += [(e.path, depth + 1) for e in entries if e.is_dir(follow_symlinks=False)]
        except OSError:
            continue  # a folder that cannot be read holds no case the runner could read


def _lessons(args: argparse.Namespace) -> int:
    try:
        dest = Path(args.dir).resolve()
        if dest.exists() and not dest.is_dir():
            raise SetupError("--dir" if args.command == "lab" else "DIR",
                             f"{shown_path(args.dir)} is there already and is not a folder: "
                             f"give a folder for the lessons")
        copied = copy_lessons(dest, jupyterlite=getattr(args, "jupyterlite", False),
                              teacher=args.teacher)
    except (OSError, ValueError, RuntimeError) as e:
        if isinstance(e, LabError):
            raise
        raise SetupError("--dir" if args.command == "lab" else "DIR",
                         f"cannot copy the lessons into {shown_path(args.dir)}: "
                         f"{os_reason(e)}") from None
    print(f"lessons in {dest} ({len(copied)} copied, existing files kept)")
    if not args.teacher:
        again = f"lab --dir {args.dir}" if args.command == "lab" else f"lessons {args.dir}"
        print(f"The lesson for teachers (05, your own boards and checks) is not copied for "
              f"learners; to copy it too: codyroby-lab {again} --teacher")
    return 0


def _grade(args: argparse.Namespace) -> int:
    from codyroby_lab.grading import grade_class
    from codyroby_lab.grading_pool import worker_count

    return grade_class(args.lesson, args.submissions, args.csv, timeout=args.timeout,
                       workers=worker_count(args.workers), scheduler=args.scheduler)


def _nbgrader(args: argparse.Namespace) -> int:
    from codyroby_lab.grading import nbgrader_source

    path = nbgrader_source(args.lesson, args.course)
    print(f"wrote {path}; next, in {Path(args.course)}: "
          f"nbgrader generate_assignment {path.parent.name}")
    return 0


def _lab_environment() -> dict[str, str] | None:
    """The environment JupyterLab runs in for ``lab``, or None when it is not installed: the
    package's ``jupyter/`` config folder comes first on JUPYTER_CONFIG_PATH, so its
    ``labconfig/page_config.json`` turns off, for this server only, JupyterLab's news
    announcements (and their "get notified about Jupyter news?" question) and nbgrader's
    teacher's menu and panel where nbgrader is installed."""
    import importlib.util

    if importlib.util.find_spec("jupyterlab") is None:
        return None
    config = str(Path(__file__).resolve().parent / "jupyter")
    paths = [config, *filter(None, os.environ.get("JUPYTER_CONFIG_PATH", "").split(os.pathsep))]
    return {**os.environ, "JUPYTER_CONFIG_PATH": os.pathsep.join(paths)}


def _guide(args: argparse.Namespace) -> int:
    print(guide_path(args.page) if args.path else guide_text(args.page),
          end="\n" if args.path else "")
    return 0


def _lab(args: argparse.Namespace) -> int:
    env = _lab_environment()
    if env is None:
        print("JupyterLab is not installed here: pip install 'codyroby-lab[lab]' (or copy the "
              "lessons for another Jupyter: codyroby-lab lessons DIR)", file=sys.stderr)
        return 2
    _lessons(args)
    dest = Path(args.dir).resolve()
    cmd = [sys.executable, "-m", "jupyter", "lab", f"--ServerApp.root_dir={dest}"]
    if args.port:
        cmd.append(f"--port={args.port}")
    if args.no_browser:
        cmd.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # containers and CI machines run as root
        cmd.append("--allow-root")
    sys.stdout.flush()
    os.execve(sys.executable, cmd, env)
    return 0  # pragma: no cover


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
