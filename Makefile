# Maintainer shortcuts. Every target uses the virtual environment of README's one command:
#   python3 -m venv .venv && .venv/bin/python -m pip install -c constraints.txt -e ".[dev]"
PYTHON ?= .venv/bin/python
HEADLESS = SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
SOURCES = game tests tools conftest.py

.PHONY: help lint format test build smoke cycles ci

help:
	@echo "make lint | format | test | build | smoke | cycles | ci"

lint:  ## ruff check and the format check, as CI runs them
	$(PYTHON) -m ruff check $(SOURCES)
	$(PYTHON) -m ruff format --check $(SOURCES)

format:  ## fix imports and format the code
	$(PYTHON) -m ruff check --fix $(SOURCES)
	$(PYTHON) -m ruff format $(SOURCES)

test:  ## the whole suite, headless
	$(HEADLESS) $(PYTHON) -m pytest

build:  ## the executable in dist/ (from build.spec)
	$(PYTHON) -m PyInstaller --noconfirm build.spec

smoke:  ## a headless run through every scene, screenshots in out/smoke/
	$(HEADLESS) $(PYTHON) -m game --smoke --screenshots out/smoke

cycles:  ## the import cycles of game/ (there must be none)
	$(PYTHON) -m tests.support.import_graph

ci:  ## everything CI does, from a fresh virtual environment
	.ci/run
