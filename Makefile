# Two commands set everything up on a fresh machine:
#   make lab    create .venv, install, open JupyterLab on a writable copy of the lessons
#   make test   install what the tests need (Chromium and axe-core included) and run every test
#   make lite   a static JupyterLite site (the wheel and the lessons) in build/lite/site
.PHONY: lab test install chromium bubblewrap axe bench check lint mypy clean lite catalogs

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	$(NO_NBGRADER_UI)
	touch $(STAMP)

# nbgrader comes with the test tools, and its JupyterLab parts (a Validate button that says
# "Success" whatever the answers, a menu, the Create Assignment panel) are for a teacher's
# course: off in this environment's JupyterLab however it is started; a teacher turns them
# on with: .venv/bin/jupyter labextension unlock @jupyter/nbgrader; ... enable @jupyter/nbgrader
NO_NBGRADER_UI := $(VENV)/bin/jupyter labextension disable --level=sys_prefix @jupyter/nbgrader \
  && $(VENV)/bin/jupyter labextension lock --level=sys_prefix @jupyter/nbgrader

# Debian's Chromium drives the real-browser tests (Playwright never downloads a browser): its
# headless shell, the same Chromium without a window's machinery (the browser tests took 8% less
# CPU than with /usr/bin/chromium, 2026-12-07: 94 against 103 s for two modules, two pairs).
CHROMIUM ?= /usr/bin/chromium-headless-shell
# (the tests and benchmarks launch the one this names)
export CODYROBY_CHROMIUM ?= $(CHROMIUM)
chromium:
	@if [ -x $(CHROMIUM) ]; then echo "chromium: $(CHROMIUM)"; \
	elif [ "$$(id -u)" = "0" ]; then \
	  (apt-get install -y -q chromium-headless-shell >/dev/null 2>&1 || \
	   (apt-get update -q >/dev/null && apt-get install -y -q chromium-headless-shell >/dev/null)) && \
	  echo "chromium: installed $(CHROMIUM)"; \
	else echo "Chromium's headless shell is missing: run 'sudo apt-get install chromium-headless-shell' (Debian) and retry." >&2; exit 1; fi

# Debian's bubblewrap gives learners' code namespaces of its own (codyroby_lab/core/sandbox.py).
BWRAP ?= /usr/bin/bwrap
bubblewrap:
	@if [ -x $(BWRAP) ]; then echo "bubblewrap: $(BWRAP)"; \
	elif [ "$$(id -u)" = "0" ]; then \
	  (apt-get install -y -q bubblewrap >/dev/null 2>&1 || \
	   (apt-get update -q >/dev/null && apt-get install -y -q bubblewrap >/dev/null)) && \
	  echo "bubblewrap: installed $(BWRAP)"; \
	else echo "bubblewrap is missing: run 'sudo apt-get install bubblewrap' (Debian) and retry." >&2; exit 1; fi

# axe-core (npm, package.json's one dev dependency, locked) checks every game's board for
# accessibility faults in the browser tests; npm ci installs exactly the locked version.
AXE := node_modules/axe-core/axe.min.js
axe: $(AXE)
$(AXE): package.json package-lock.json
	@command -v npm >/dev/null || { if [ "$$(id -u)" = "0" ]; then \
	  (apt-get install -y -q npm >/dev/null 2>&1 || \
	   (apt-get update -q >/dev/null && apt-get install -y -q npm >/dev/null)); \
	else echo "npm is missing: run 'sudo apt-get install npm' (Debian) and retry." >&2; exit 1; fi; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $(AXE)

lab: $(STAMP)
	$(VENV)/bin/codyroby-lab lab

# JupyterLite: no install on the learners' machines, Python runs in the browser (Pyodide).
# The site holds the wheel (built here, or WHEEL=path) and the lessons; Pyodide itself comes
# from its default download address when a learner opens the site, or from a distribution
# downloaded once: make lite PYODIDE=path/to/pyodide-X.Y.Z.tar.bz2 (see README).
# EXTRA_WHEELS=folder: every wheel in it goes into the site's own package index too (the
# WebAssembly numpy and matplotlib of a Pyodide release, comm: a site that downloads nothing).
LITE ?= build/lite
# the front ends the site needs: the Pyodide kernel and the widgets (none of the other
# JupyterLab extensions installed in .venv, such as nbgrader's)
LABEXT := $(VENV)/share/jupyter/labextensions
LITE_EXTENSIONS := $(LABEXT)/@jupyterlite/pyodide-kernel-extension \
  $(LABEXT)/@jupyter-widgets/jupyterlab-manager $(LABEXT)/anywidget
lite: $(STAMP)
	rm -rf $(LITE) && mkdir -p $(LITE)/wheels
	$(if $(WHEEL),cp $(WHEEL) $(LITE)/wheels/,$(PY) -m pip wheel --quiet --no-deps \
	  --wheel-dir $(LITE)/wheels .)
	$(if $(EXTRA_WHEELS),cp $(EXTRA_WHEELS)/*.whl $(LITE)/wheels/)
	$(VENV)/bin/codyroby-lab lessons $(LITE)/contents --jupyterlite
	cd $(LITE) && $(abspath $(VENV))/bin/jupyter lite build --contents contents \
	  $$(for w in wheels/*.whl; do printf -- '--piplite-wheels=%s ' "$$w"; done) \
	  --output-dir site --ignore-sys-prefix \
	  $(foreach x,$(LITE_EXTENSIONS),--LiteBuildConfig.federated_extensions=$(abspath $(x))) \
	  $(if $(PYODIDE),--pyodide $(abspath $(PYODIDE)))
	@echo "JupyterLite site in $(LITE)/site: serve it, e.g." \
	  "python3 -m http.server -d $(LITE)/site 8000, and open http://localhost:8000/lab/"

# One pytest run: the lessons through nbval first (the wording tests then read those runs'
# outputs: tests/support/lesson_runs.py), unit, property, doctests, conformance, the
# real-browser tests and the install tests (the wheel alone in a fresh venv, make lite,
# grading, nbgrader; pip's cache serves their installs). pytest exits 5 when it collects
# no test, so an empty run fails here. TEST_WORKERS test processes share the files
# (pytest-xdist): the lessons and the tests reading their runs on one, every other test file
# whole on one, the longest first (tests/support/lesson_runs.py); the browser tests open each
# notebook in one JupyterLab page per process (tests/support/browser.py); TEST_WORKERS=0 runs
# everything in this process.
# One process more than cores: most of a browser test is waiting for Python and the page
# (the run keeps two cores under half busy), so a third process fills the waits. On two
# cores, 2026-12-07: 743 s with three against 812 s with two, each test slower by a third
# (nbgrader's 32 -> 39 s). (An earlier suite, whose tests waited out replays at a child's
# pace less and computed more, ran slower with three: 18:05 against 17:18.)
TEST_WORKERS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 1 )))
# Python keeps the modules it compiles (__pycache__), even where the environment says not to
# (PYTHONDONTWRITEBYTECODE, set on some machines and CI images): the tests start hundreds of
# Pythons (kernels, the sandbox's processes, the CLI), each compiling the package again from
# its source without it (2.0 s of CPU to import the games and lessons, 0.6 s with it), and
# pytest rewrote every test module in both its processes.
test: $(STAMP) chromium bubblewrap $(AXE)
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest notebooks tests codyroby_lab \
	  -p tests.support.lesson_runs --nbval-lax -n $(TEST_WORKERS) --dist loadfile \
	  --nbval-current-env --nbval-sanitize-with notebooks/sanitize.cfg --durations=25

check: $(STAMP)
	$(VENV)/bin/codyroby-lab check tests/conformance

# Benchmarks print one JSON line each (targets in each file's docstring).
bench: $(STAMP) chromium
	$(PY) bench/trace.py
	$(PY) bench/energy_seekers.py
	$(PY) bench/droids.py
	$(PY) bench/robin.py
	$(PY) bench/sandbox.py
	$(PY) bench/roborally.py
	$(PY) bench/widget.py
	$(PY) bench/protocol.py
	$(PY) bench/actions.py
	$(PY) bench/grading.py
	$(PY) bench/printing.py
	$(PY) bench/solver.py
	$(PY) bench/editor.py
	$(PY) bench/referee.py

# The type check over codyroby_lab (pyproject's [tool.mypy]; .mypy_cache keeps a second run
# to seconds): every module, no error allowed. make test runs it as one of its tests
# (tests/test_hygiene.py), beside the others.
mypy: $(STAMP)
	$(VENV)/bin/mypy

# The message catalogs (codyroby_lab/core/language.py): every _("...") and n_("...", "...", n)
# of the code gathered into codyroby_lab/locale/codyroby_lab.pot, and each language's .po
# brought up to date (new messages empty, changed ones fuzzy: translate them, then clear the
# fuzzy mark; tests/test_language.py fails until then), then compiled for this checkout;
# building the package compiles them too (hatch_build.py), so a wheel carries them.
catalogs: $(STAMP)
	$(VENV)/bin/pybabel extract -F babel.cfg -k _ -k n_:1,2 --no-default-keywords \
	  --sort-output --no-location --project codyroby-lab --copyright-holder "CodyRoby Lab" \
	  -o codyroby_lab/locale/codyroby_lab.pot .
	$(VENV)/bin/pybabel update -i codyroby_lab/locale/codyroby_lab.pot -d codyroby_lab/locale \
	  -D codyroby_lab --no-wrap
	$(VENV)/bin/pybabel compile -d codyroby_lab/locale -D codyroby_lab

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis build node_modules
