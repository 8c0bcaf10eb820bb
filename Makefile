# Every target does its own set-up: a fresh clone needs only Python 3.11+ and make.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
PO      := $(wildcard locales/*/LC_MESSAGES/messages.po)
MO      := $(PO:.po=.mo)
PORT    ?= 8501

.PHONY: setup run test lint typecheck check catalogues bench screenshots clean

setup: $(STAMP) $(MO)

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

# Compiled catalogues are build output, never committed.
locales/%/LC_MESSAGES/messages.mo: locales/%/LC_MESSAGES/messages.po $(STAMP)
	$(BIN)/pybabel compile --use-fuzzy=false -i $< -o $@ 2>/dev/null || $(BIN)/pybabel compile -i $< -o $@

run: setup
	$(BIN)/streamlit run tutorial/app.py --server.port $(PORT)

lint: $(STAMP)
	$(BIN)/ruff check engine tutorial tests tools bench
	$(BIN)/lint-imports

typecheck: $(STAMP)
	$(BIN)/mypy engine tutorial/core

check: setup
	$(BIN)/euchre-tutor check

test: setup lint typecheck
	$(BIN)/pytest -q

# Extract every string (code and lessons), merge into each locale, compile.
catalogues: $(STAMP)
	$(BIN)/pybabel extract -F pyproject.toml --no-location --omit-header -o locales/messages.pot . >/dev/null
	$(BIN)/pybabel update -i locales/messages.pot -d locales -D messages --omit-header --no-fuzzy-matching
	$(MAKE) $(MO)

bench: setup
	$(BIN)/pip install --quiet -e '.[bench]' || echo "open-spiel could not be installed: its column will be empty"
	$(BIN)/python -m bench

screenshots: setup
	$(BIN)/pytest -q tests/browser -k screenshots --screenshots

clean:
	rm -rf $(VENV) $(MO)
