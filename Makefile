# picotafel: `make sim` (standard library only) and `make test` (creates .venv/ itself).
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?=
MPREMOTE := $(VENV)/bin/mpremote $(if $(PORT),connect $(PORT),)
BUILD := build/pico

.PHONY: sim test bench deploy repl clean venv

sim:
	$(PYTHON) -m host_sim

$(VENV)/.installed: requirements-dev.txt
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

venv: $(VENV)/.installed

test: $(VENV)/.installed
	$(VPY) -m pytest -q

bench: $(VENV)/.installed
	$(VPY) -m host_sim.bench

clean:
	rm -rf build .pytest_cache .hypothesis
