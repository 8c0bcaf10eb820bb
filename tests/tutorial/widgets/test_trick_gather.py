"""A finished trick goes to its winner: the learner's table marks the trick the learner played to, once, with
its winner's seat and the words said to screen readers; a question's table never moves its cards."""

from __future__ import annotations

import random
import re
from html import escape

from engine import HandState, Rules, hand_from_notation, parse_solo_deal, start_solo_hand, table_rules
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.solo_table import solo_table_html
from tutorial.widgets.table import table_html

EN = get_translator("en")
FR = get_translator("fr")
# Hearts are trump; West leads the A♥ and South, last, wins with the left bower (lessons: bowers).
DEAL = (
    "dealer=S up=9C | S: JD AD KD QS 9S | W: AH KH TS 9D TD | N: JS QC KC AC TC | E: JH QH TH 9H AS | kitty: QD KS JC"
)


def _first_trick() -> HandState:
    state = hand_from_notation(Rules(), DEAL)
    for action in ("pass", "pass", "pass", "pass", "pass", "call H", "play AH", "play TC", "play 9H"):
        state = state.apply(action)
    return state


def _gathered(markup: str) -> list[str]:
    return re.findall(r"<div class=\"et-at-\w\"[^>]*data-gather=\"(\d)\"[^>]*>", markup)


def test_the_trick_south_wins_goes_to_south_and_stays_to_be_read() -> None:
    state = _first_trick().apply("play JD")
    markup = table_html(state, EN, gather=True)
    assert _gathered(markup) == ["0"] * 4
    assert "data-leave" not in markup
    assert 'data-announce="South won the last trick"' in markup
    assert 'data-seat="0"' in markup  # the seat the cards go to


def test_the_winner_is_said_in_the_learners_language() -> None:
    state = _first_trick().apply("play JD")
    said = FR.gettext("{seat} won the last trick").format(seat=seat_phrase(0, FR, Rules().seating))
    assert said != "South won the last trick"
    assert f'data-announce="{escape(said, quote=True)}"' in table_html(state, FR, gather=True)


def test_a_trick_won_by_a_bot_who_leads_again_leaves_before_the_new_trick_comes_in() -> None:
    state = hand_from_notation(Rules(), DEAL)
    for action in (
        "pass",
        "pass",
        "pass",
        "pass",
        "pass",
        "call H",
        "play AH",
        "play TC",
        "play 9H",
        "play JD",
        "play 9S",
        "play TS",
        "play JS",
        "play AS",
    ):  # East wins the second trick...
        state = state.apply(action)
    state = state.apply("play QH")  # ...and leads again
    assert state.current_trick_seats == (3,) and state.to_move == 0
    markup = table_html(state, EN, gather=True)
    assert _gathered(markup) == ["3"] * 4
    assert markup.count('data-leave="1"') == 4
    # The new trick's card comes in only once the old one has gone (after its three cards and the gathering).
    delays = [float(d) for d in re.findall(r"animation-delay:([\d.]+)s", markup)]
    assert max(delays) > 1.5


def test_a_trick_the_learner_has_played_to_since_does_not_move_again() -> None:
    state = _first_trick().apply("play JD").apply("play KD")
    assert "data-gather" not in table_html(state, EN, gather=True)


def test_a_questions_table_never_moves_its_cards() -> None:
    assert "data-gather" not in table_html(_first_trick().apply("play JD"), EN)


def test_the_round_table_sends_the_trick_to_its_winner_too() -> None:
    rules = table_rules("call_ace", 4)
    deal = (
        "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"
        " | kitty: QD TD 9D"
    )
    state = (
        start_solo_hand(rules, parse_solo_deal(rules, deal))
        .apply("pass")
        .apply("order up")
        .apply("discard 9C")
        .apply("call ace C")
    )
    rng = random.Random(3)
    while 0 not in state.observation(0).tricks[-1].seats if state.observation(0).tricks else True:
        state = state.apply(
            str(state.legal_actions()[0]) if state.to_move == 0 else str(rng.choice(state.legal_actions()))
        )
    view = state.observation(0)
    markup = solo_table_html(view, rules, EN, gather=True)
    winner = view.tricks[-1].winner
    assert markup.count(f'data-gather="{winner}"') == len(view.tricks[-1].cards)
    assert f'data-seat="{winner}"' in markup
    assert "data-gather" not in solo_table_html(view, rules, EN)
