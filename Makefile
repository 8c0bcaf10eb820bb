# Every target does its own set-up: a fresh clone needs only Python 3.11+ and make.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
PO      := $(wildcard locales/*/LC_MESSAGES/messages.po)
MO      := $(PO:.po=.mo)
PORT    ?= 8501

.PHONY: setup run dev test journeys lint typecheck check catalogues bench screenshots clean

setup: $(STAMP) $(MO)

# The exact versions of requirements.lock (the app, the PostgreSQL driver, the developer tools), then this
# checkout itself, editable and without resolving anything again.
$(STAMP): pyproject.toml requirements.lock
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.lock
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

# Compiled catalogues are build output, never committed. Fuzzy entries are left out (English shows and
# the locale tests fail), so a guess never reaches a learner.
locales/%/LC_MESSAGES/messages.mo: locales/%/LC_MESSAGES/messages.po $(STAMP)
	$(BIN)/pybabel compile --domain=messages --locale=$* --input-file=$< --output-file=$@ --statistics

run: setup
	$(BIN)/streamlit run tutorial/app.py --server.port $(PORT)

# As `run`, with Streamlit's source watcher (off in .streamlit/config.toml: it costs every rerun).
dev: setup
	$(BIN)/streamlit run tutorial/app.py --server.port $(PORT) --server.fileWatcherType auto

lint: $(STAMP)
	$(BIN)/ruff check engine tutorial tests tools bench
	$(BIN)/ruff format --check engine tutorial tests tools bench
	$(BIN)/lint-imports

typecheck: $(STAMP)
	$(BIN)/mypy engine tutorial

check: setup
	$(BIN)/euchre-tutor check

test: setup lint typecheck
	$(BIN)/pytest -q

# A person's whole paths through the app in Chromium (also part of `make test`); a failure leaves screenshots
# in test-reports/journeys/.
journeys: setup
	$(BIN)/pytest -q tests/journeys

# Extract every string (code and lessons), merge into each locale (creating a missing one), compile.
# English is the source language: en/messages.po exists but may stay untranslated (msgid = text shown).
# The locales: the one list is LOCALES in tutorial/core/text/i18n.py (read here without Python packages).
LANGS   := $(shell sed -n 's/^LOCALES: tuple\[str, \.\.\.\] = (\(.*\))$$/\1/p' tutorial/core/text/i18n.py | tr -d '",')
POT     := locales/messages.pot
BABEL_EXTRACT := extract -F pyproject.toml --add-comments=TRANSLATORS: --project=euchre-tutor \
	--version=0.1.0 --copyright-holder="euchre-tutor authors" --msgid-bugs-address="" \
	--no-location --sort-output
catalogues: $(STAMP)
	$(BIN)/pybabel $(BABEL_EXTRACT) -o $(POT).new . || { rm -f $(POT).new; exit 1; }
	mv $(POT).new $(POT)
	for lang in $(LANGS); do \
	  po=locales/$$lang/LC_MESSAGES/messages.po; \
	  if [ -f $$po ]; then \
	    $(BIN)/pybabel update --domain=messages --locale=$$lang --input-file=$(POT) --output-file=$$po \
	      --no-fuzzy-matching --ignore-obsolete --init-missing || exit 1; \
	  else \
	    $(BIN)/pybabel init --domain=messages --locale=$$lang --input-file=$(POT) --output-file=$$po \
	      || exit 1; \
	  fi; \
	done
	$(MAKE) --no-print-directory $(addsuffix /LC_MESSAGES/messages.mo,$(addprefix locales/,$(LANGS)))

bench: setup
	$(BIN)/pip install --quiet -e '.[bench]' || echo "open-spiel could not be installed: its column will be empty"
	$(BIN)/python -m bench

screenshots: setup
	$(BIN)/pytest -q tests/browser -k screenshots --screenshots

clean:
	rm -rf $(VENV) $(MO)
