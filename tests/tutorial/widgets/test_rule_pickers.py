"""Every house-rule option of the engine's table (engine.RULE_TABLE) has its picker in "More settings" and
its label, in every language: a new option cannot reach the engine without reaching the learner (issue 23)."""

from __future__ import annotations

import pytest

from engine import RULE_TABLE, RuleOption
from tutorial.core.house_rules.labels import option_label, value_label
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.widgets.context import OPTION_CHOICES, SWITCHES


def test_every_option_has_a_picker_offering_the_table_s_choices_in_order() -> None:
    assert {o.name: o.choices for o in RULE_TABLE} == OPTION_CHOICES
    assert {o.name for o in RULE_TABLE if o.kind == "bool"} == SWITCHES


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("opt", RULE_TABLE, ids=lambda o: o.name)
def test_every_option_and_each_of_its_choices_has_a_label(opt: RuleOption, locale: str) -> None:
    tr = get_translator(locale)
    label = option_label(opt.name, tr)
    assert label and label != opt.name, f"{opt.name} has no label (tutorial/core/house_rules/labels.py)"
    shown = [value_label(opt.name, value, tr) for value in opt.choices]
    if opt.kind == "word":
        assert all(text != value for text, value in zip(shown, opt.choices, strict=True)), (
            f"a value of {opt.name} is shown as its code: {shown}"
        )
    assert len(set(shown)) == len(shown), f"two choices of {opt.name} read the same in {locale}: {shown}"
