# The two commands that matter: `make sim` (a light install) and `make test` (every tool).
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: sim test system lint bench heap-frozen clean font golden mutants pins build deploy \
	flash-sim uf2 pictures web web-serve fuzz-long props-long icons pico-deps pico-firmware pico-sim pico-long \
	enclosure full-flash pico-kills pico-pace web-long cuts pico-cuts stray-sweep heap-paths

# Two installs into one .venv: make sim installs the project with its `host` extra only (the
# simulator, its pictures and the device commands); make test and the other targets install the
# `dev` extra on top (the test tools, the MicroPython unix port, the type checker, Playwright).
# uv installs what pip would, from the same index, fetching and unpacking in parallel. The venv
# is made without pip (ensurepip is the slowest part of making one) and uv comes from the
# system's pip, or from the venv's when the system has none.
UV_BIN := $(VENV)/uv/bin/uv
UV := $(UV_BIN) pip install --python $(PY)
UV_PIN := 'uv>=0.5'
SIM_STAMP := $(VENV)/.sim-stamp
# The editable install is a path in a .pth file, not setuptools' import hook, which imports
# pathlib and more in every Python process that starts, and the tests start hundreds of them.
EDITABLE := --config-settings editable_mode=compat
# What every pytest process imports before tests/conftest.py points the bytecode cache at build/
# (uv installs no .pyc): compiled once here, not again in each process.
PRECOMPILED := _pytest pytest pluggy xdist execnet hypothesis attr sortedcontainers

$(UV_BIN):
	@echo "make: creating $(VENV)/ with uv (a fast installer from PyPI) in it"
	python3 -m venv --without-pip $(VENV)
	python3 -m pip install --quiet --target $(VENV)/uv $(UV_PIN) 2> /dev/null || \
		{ $(PY) -m ensurepip > /dev/null && $(PY) -m pip install --quiet --target $(VENV)/uv $(UV_PIN); }

$(SIM_STAMP): pyproject.toml | $(UV_BIN)
	@echo "make: installing the simulator's packages into $(VENV)/ (the project and its host extra: Pillow, mpremote)"
	$(UV) -e '.[host]' $(EDITABLE)
	touch $(SIM_STAMP)

# The dev extra holds the host one, so the simulator is installed too.
$(STAMP): pyproject.toml | $(UV_BIN)
	@echo "make: installing the test tools into $(VENV)/ (the project's dev extra and the MicroPython rp2 stubs)"
	$(UV) -e '.[dev]' $(EDITABLE)
	$(UV) --quiet --upgrade --target typings-rp2 'micropython-rp2-stubs~=1.29.0'
	$(PY) -m compileall -q -j 0 $(addprefix $(VENV)/lib/python3*/site-packages/,$(PRECOMPILED)) > /dev/null
	touch $(STAMP) $(SIM_STAMP)

# The companion in a web page: web/dist is static; web-serve serves it on WEB_PORT, on this
# machine only, or on the local network with WEB_HOST=0.0.0.0 (a phone's app needs HTTPS:
# docs/phone.md).
WEB_NPM := web/node_modules/.package-lock.json
WEB_PORT ?= 8000
WEB_HOST ?= 127.0.0.1

$(WEB_NPM): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund

web: $(WEB_NPM)
	python3 -m support.build_web

web-serve: web
	python3 -m support.serve_web $(WEB_PORT) $(WEB_HOST)

# The page's app icons (web/icons/, committed): drawn again by the project's own tool.
icons: $(STAMP)
	$(PY) tools/make_icons.py

sim: $(SIM_STAMP)
	$(VENV)/bin/companion sim

lint: $(STAMP)
	$(VENV)/bin/ruff check .

# The emulated Pico (tools/pico): rp2040js, pinned in tools/pico/package-lock.json.
PICO_NPM := tools/pico/node_modules/.package-lock.json

$(PICO_NPM): tools/pico/package.json tools/pico/package-lock.json
	cd tools/pico && npm ci --no-audit --no-fund

pico-deps: $(PICO_NPM)

# The real firmware on the emulated Pico, in the terminal, with make sim's keys.
pico-sim: $(STAMP) $(PICO_NPM)
	$(PY) tools/pico_sim.py

# Every power cut of tests/pico/test_power_cuts.py booted on the emulated Pico (make test reads
# them, boots none), a journal at the cap of every kind, the golden sessions of three games and three pulls
# and pushes in a row (make test: two): slow.
pico-long: $(STAMP) $(PICO_NPM)
	PICO_CUT_BOOTS=100000 PICO_LONG=1 $(PY) -m pytest -q -n auto tests/pico/test_power_cuts.py \
		tests/pico/test_long_journal.py tests/pico/test_sessions.py tests/pico/test_pull_push.py

# Two power cuts before any two presses of every kept entry (support/cut_entries.py), in the
# simulator (make test cuts once before each press).
cuts: $(STAMP)
	CUTS_LONG=1 $(PY) -m pytest -q -n 0 tests/host/test_cut_every_press.py

# Each of the six stray presses after every line of every golden session and every move of 12
# seeded fuzz sequences (make test: a share of the sessions; about 3.5 minutes of CPU):
# a stray that changes a journal must leave its one-press way back on screen (issue 31).
stray-sweep: $(STAMP)
	STRAY_SWEEP=all $(PY) -m pytest -q -n auto tests/host/test_stray_sweep.py

# A kept entry cut on the emulated Pico: the simulator's presses up to the cut, the Pico's after
# it (PICO_CUTS=all: before every press; slow).
pico-cuts: $(STAMP) $(PICO_NPM)
	PICO_CUTS=$${PICO_CUTS:-1} $(PY) -m pytest -q tests/pico/test_entry_cuts.py

# Fast fingers on the emulated Pico (40 ms presses, 60 ms gaps): make test keeps a player's pace.
pico-pace: $(STAMP) $(PICO_NPM)
	PICO_FAST_FINGERS=1 $(PY) -m pytest -q tests/pico/test_pace.py

# companion pull and push killed 12 times each, spread over the bytes they carry, against the
# emulated Pico (make test kills one pull): the Pico always comes back (slow).
pico-kills: $(STAMP) $(PICO_NPM)
	PICO_KILLS=all $(PY) -m pytest -q tests/pico/test_killed_transfers.py

# The page in Chromium opens the saves of every old firmware in tests/old_saves (make test: one)
# and replays every Maori and Moeraki golden test (make test: three of Maori's, Moeraki's reboot).
web-long: $(STAMP) $(WEB_NPM)
	WEB_OLD_SAVES=all WEB_LONG=1 $(PY) -m pytest -q -n auto tests/host/test_web_transfer.py \
		tests/host/test_web.py -k "old_firmware or golden_tests"

# The 12 shapes of a full flash at boot with littlefs at the Pico's geometry, not make test's
# small one (tests/micropython/full_flash_boot.py), and the crash loops on a full flash on the
# emulated Pico (tests/pico/test_full_flash.py): minutes of CPU.
full-flash: $(STAMP) $(PICO_NPM)
	FULL_FLASH_PICO=1 $(PY) -m pytest -q tests/host/test_full_flash_boot.py tests/pico/test_full_flash.py

# make test's MicroPython heap ceilings with the scratch and bench folders' names 0 to 7
# characters longer, as another process id or checkout makes them (tools/heap_paths.py).
heap-paths: $(STAMP)
	$(PY) tools/heap_paths.py

# Rebuild the release firmware, hardware/pico/firmware.uf2, from a MicroPython tree (CI has
# none: without MPY_DIR it says so and builds nothing; hardware/pico/README.md has the recipe).
pico-firmware: $(STAMP)
	@$(PY) tools/pico_firmware.py $(MPY_DIR)

# First, in its first second: the system packages the tests need (tools/system_deps.sh).
system:
	@mkdir -p build && date +%s > build/test-started
	@sh tools/system_deps.sh

# In parallel workers, one per core (pytest-xdist); the closing lines and the wall time come
# from tests/summary.py.
test: system lint $(WEB_NPM) $(PICO_NPM)
	$(PY) -m pytest -q -n auto --dist worksteal
	@$(PY) tests/summary.py build/test-started

# The fuzz, longer and from a new seed each time (FUZZ_SEED=N repeats a run): 10,000 hypothesis
# sequences of up to 300 moves and 500 seeded ones on MicroPython; its section of BENCHMARKS.md.
fuzz-long: $(STAMP)
	$(PY) tools/bench.py --only fuzz-long

# The hypothesis properties of the games' undo, redo and ledgers with ten times make test's
# examples (PROPS_SCALE, tests/host/undo_props.py).
props-long: $(STAMP)
	PROPS_SCALE=10 $(PY) -m pytest -q -n auto tests/host/test_karekare_props.py \
		tests/host/test_moeraki_kachina_props.py

build: $(STAMP)
	$(PY) -m support.build_tree

deploy: build
	@test -n "$(PORT)" || (echo "usage: make deploy PORT=/dev/ttyACM0" && exit 2)
	$(PY) tools/deploy.py --port $(PORT)

# One file for the Pico's RPI-RP2 drive: the firmware and the app's filesystem (replaces the saves).
uf2: $(STAMP)
	$(PY) tools/pico_uf2.py

flash-sim: build
	$(PY) -m support.micropython --tree build/device tools/flash_sim.py build/flash-sim

# MPY_DIR: a MicroPython source tree, to build a 32-bit unix port with manifest.py frozen in
# (tools/build_frozen.py); FROZEN_MICROPYTHON: such a binary, built already.
ifdef MPY_DIR
FROZEN_MICROPYTHON := build/frozen/build-32/micropython
FROZEN_BUILD = $(PY) tools/build_frozen.py $(MPY_DIR) &&
endif

# Every section of BENCHMARKS.md but the slow ones, which their own targets write: heap-frozen,
# fuzz-long and mutants (tools/bench.py SECTIONS).
bench: $(STAMP) web $(PICO_NPM)
	$(FROZEN_BUILD) $(PY) tools/bench.py $(if $(FROZEN_MICROPYTHON),--frozen $(FROZEN_MICROPYTHON))

heap-frozen: $(STAMP)
	@if [ -z "$(FROZEN_MICROPYTHON)" ]; then \
		echo "heap-frozen: skipped: it needs a MicroPython source tree (CI has none). Usage:"; \
		echo "  make heap-frozen MPY_DIR=/path/to/micropython    (a clone of micropython/micropython)"; \
		echo "  make heap-frozen FROZEN_MICROPYTHON=/path/to/a/32-bit/frozen/micropython"; \
	else \
		$(FROZEN_BUILD) $(PY) tools/bench.py --frozen $(FROZEN_MICROPYTHON) --only frozen; \
	fi

golden: $(STAMP)
	$(PY) tools/golden.py

# core/ and the save path; a file's run resumes where it stopped while the file is unchanged.
# The save path alone: make mutants MUTANTS="saves/journal.py saves/storage.py"
MUTANTS ?= --save-path
mutants: $(STAMP)
	$(PY) tools/mutants.py $(MUTANTS)

# The device pictures in docs/: each script replayed on a fresh simulated board, seed 3;
# "a.script,b.script:out.png" plays b after a (docs/table-view.script: the table view).
PICTURES := docs/maori-combat.script:docs/device-maori-combat.png \
	docs/maori-forces.script:docs/device-maori-forces.png \
	docs/karekare-turn.script:docs/device-karekare-turn.png \
	docs/karekare-board.script:docs/device-karekare-board.png \
	docs/karekare-board.script,docs/table-view.script:docs/device-karekare-table.png \
	docs/name-entry.script:docs/device-name-entry.png \
	tests/sessions/kachina_named.script:docs/device-kachina-names.png \
	tests/sessions/kachina_named.script,docs/table-view.script:docs/device-kachina-table.png \
	tests/sessions/moeraki_marae.script:docs/device-moeraki.png \
	tests/sessions/moeraki_marae.script,docs/table-view.script:docs/device-moeraki-table.png

pictures: $(STAMP)
	@for pair in $(PICTURES); do \
		flash=$$(mktemp -d) && script=$$(mktemp) && \
		cat $$(echo $${pair%%:*} | tr , ' ') > $$script && \
		$(VENV)/bin/companion sim --script $$script --png $${pair##*:} --storage $$flash \
			--seed 3 | tail -1 && rm -rf $$flash $$script || exit 1; \
	done

pins: $(STAMP)
	$(PY) tools/pinmap.py

# The enclosure (tools/enclosure.py): STL, STEP and a picture in hardware/enclosure/ for the
# OLED of PANEL (0.96, 1.3 or 2.42), after the test that probes every opening in the solids.
# Not in make test or CI: build123d (the enclosure extra, installed here on first use) is about
# 1 GB with OpenCASCADE, and loading it and building the three panels' solids takes minutes.
PANEL ?= 2.42
ENCLOSURE_STAMP := $(VENV)/.enclosure-stamp

$(ENCLOSURE_STAMP): $(STAMP)
	$(UV) -e '.[dev,enclosure]' $(EDITABLE)
	touch $@

enclosure: $(ENCLOSURE_STAMP)
	ENCLOSURE=1 $(PY) -m pytest -q -p no:xdist tests/host/test_enclosure.py
	$(PY) tools/enclosure.py --panel $(PANEL)

font: $(STAMP)
	$(PY) tools/make_font.py firmware/display/font.py

clean:
	rm -rf build $(VENV) web/dist web/node_modules tools/pico/node_modules
