# Two commands set everything up on a fresh machine:
#   make lab    create .venv, install, open JupyterLab on a writable copy of the lessons
#   make test   install what the tests need (Chromium included) and run every test
.PHONY: lab test install chromium bench check lint clean

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
CHROMIUM ?= /usr/bin/chromium

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

# Debian's Chromium drives the real-browser tests (Playwright never downloads a browser).
chromium:
	@if [ -x $(CHROMIUM) ]; then echo "chromium: $(CHROMIUM)"; \
	elif [ "$$(id -u)" = "0" ]; then \
	  (apt-get install -y -q chromium >/dev/null 2>&1 || \
	   (apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null)) && \
	  echo "chromium: installed $(CHROMIUM)"; \
	else echo "Chromium is missing: run 'sudo apt-get install chromium' (Debian) and retry." >&2; exit 1; fi

lab: $(STAMP)
	$(VENV)/bin/codyroby-lab lab

# One pytest run: unit, property, doctests, conformance, the lessons through nbval, and the
# real-browser tests. pytest exits 5 when it collects no test, so an empty run fails here.
test: $(STAMP) chromium
	$(PY) -m pytest tests codyroby_lab notebooks --nbval --nbval-current-env \
	  --sanitize-with notebooks/sanitize.cfg

check: $(STAMP)
	$(VENV)/bin/codyroby-lab check tests/conformance

# Benchmarks print one JSON line each (targets in each file's docstring).
bench: $(STAMP) chromium
	$(PY) bench/trace.py
	$(PY) bench/energy_seekers.py
	$(PY) bench/droids.py
	$(PY) bench/robin.py
	$(PY) bench/roborally.py
	$(PY) bench/widget.py
	$(PY) bench/actions.py

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis
