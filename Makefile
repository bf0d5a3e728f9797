# The two commands that matter: `make sim` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: sim test lint bench clean font golden mutants pins build deploy flash-sim

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	$(PY) -m pip install --quiet --upgrade --target typings-rp2 'micropython-rp2-stubs~=1.29.0'
	touch $(STAMP)

sim: $(STAMP)
	$(VENV)/bin/companion sim

lint: $(STAMP)
	$(VENV)/bin/ruff check .

test: lint
	$(PY) -m pytest -q
	@$(PY) tests/summary.py

build: $(STAMP)
	$(PY) tools/build_tree.py

deploy: build
	@test -n "$(PORT)" || (echo "usage: make deploy PORT=/dev/ttyACM0" && exit 2)
	$(PY) tools/deploy.py --port $(PORT)

flash-sim: build
	$(VENV)/bin/micropython tools/flash_sim.py build/flash-sim

bench: $(STAMP)
	$(PY) tools/bench.py

golden: $(STAMP)
	$(PY) tools/golden.py

mutants: $(STAMP)
	$(PY) tools/mutants.py

pins: $(STAMP)
	$(PY) tools/pinmap.py

font: $(STAMP)
	$(PY) tools/make_font.py firmware/font.py

clean:
	rm -rf build $(VENV)
