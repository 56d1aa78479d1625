# Two entry points for a fresh machine:
#   make demo   sets up .venv and runs the main job (scripted agents on the held-out personas)
#   make test   sets up .venv and runs the test suite (what CI runs)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo test setup setup-test clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

setup: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .

setup-test: $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test,plot]"

demo: setup
	$(BIN)/rlver-env demo

test: setup-test
	$(BIN)/python -m pytest -m "not gpu" -q

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
