"""House rules that make no table are refused in "More settings" with their own sentence, in the learner's
language (issue 23): auction euchre with the joker (seed 004), defending alone at three players."""

from __future__ import annotations

import pytest

from tests.tutorial.views.conftest import assert_clean, new_app
from tutorial.core.house_rules.labels import value_label
from tutorial.core.text.i18n import get_translator


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_joker_is_refused_at_the_auction_table(lang: str) -> None:
    tr = get_translator(lang)
    at = new_app(rules="auction", lang=lang).run()
    at.button(key="ctx_more_settings").click().run()
    at.toggle(key="ctx_rule_joker").set_value(True).run()
    assert_clean(at, "turning on the joker at the auction table")
    message = tr.gettext("Auction euchre is played without the joker: turn the joker off first.")
    assert message in [e.value for e in at.error], [e.value for e in at.error]
    assert at.session_state["ctx_rule_joker"] is False and not at.session_state["rules_overrides"]


def test_defending_alone_is_refused_at_three_players() -> None:
    en = get_translator("en")
    at = new_app(rules="cutthroat", lang="en").run()
    at.button(key="ctx_more_settings").click().run()
    at.selectbox(key="ctx_rule_defend_alone").set_value(value_label("defend_alone", "always", en)).run()
    assert_clean(at, "defending alone at three players")
    message = en.gettext(
        "Defending alone needs fixed partners, so it cannot be used at three players or in call-ace or auction euchre."
    )
    assert message in [e.value for e in at.error], [e.value for e in at.error]
    assert not at.session_state["rules_overrides"], "a refused option should not change the rules"
