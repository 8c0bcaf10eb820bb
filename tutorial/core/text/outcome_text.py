"""What the learner actually did in a practice hand, as the engine recorded it, for its feedback text.

A practice's ``on_success``/``on_failure`` is written ahead of time, but must not contradict the play: it
may name the cards and seats the engine reports (``{trick_card}`` took the trick, with the form a language
needs: ``{trick_card:the}``), and it may offer variants chosen by the learner's decision
(``when: {you_passed: true}``). Both come from the hand's history here, never from the script.

>>> from engine import Rules, hand_from_notation
>>> deal = "dealer=E up=9H | S: JH JD AH KH AS | W: KS QS AC KC 9D | N: 9S TS QC 9C TD | E: AD KD QD JS QH"
>>> state = hand_from_notation(Rules(), deal).apply("pass")
>>> outcome_facts(state)
{'you_passed': True, 'you_went_alone': False, 'you_won_last_trick': False}
"""

from __future__ import annotations

from engine import HandState
from tutorial.core.text.card_phrases import Phrase, card_phrase, seat_phrase
from tutorial.core.text.i18n import Translator

LEARNER = 0
_BIDS = frozenset({"pass", "order_up", "call", "defend_alone"})

# The keys a feedback variant's ``when`` may use besides the rule options, and their values' type.
OUTCOME_FACTS: dict[str, type] = {"you_passed": bool, "you_went_alone": bool, "you_won_last_trick": bool}
# The placeholders a feedback text may use besides the rules' (filled with the engine's report).
OUTCOME_PLACEHOLDERS: frozenset[str] = frozenset({"trick_card", "trick_winner", "your_card"})


def outcome_facts(state: HandState) -> dict[str, bool]:
    """The learner's decisions in this hand: passed at the last bid, went alone, won the last trick."""
    bids = [a for seat, a in state.history if seat == LEARNER and a.kind in _BIDS]
    last = state.tricks[-1] if state.tricks else None
    return {
        "you_passed": bool(bids) and bids[-1].kind == "pass",
        "you_went_alone": any(a.alone for a in bids if a.kind in ("order_up", "call")),
        "you_won_last_trick": last is not None and last.winner == LEARNER,
    }


def outcome_values(state: HandState, tr: Translator) -> dict[str, Phrase]:
    """The cards and seats of what happened: the last trick's winning card and winner, the learner's card.

    >>> from engine import Rules, hand_from_notation
    >>> from tutorial.core.text.i18n import get_translator
    >>> deal = "dealer=S up=9D | S: JC 9S AC KD QD | W: AH KH QC TC 9C | N: JS AS KS QS TH"
    >>> state = hand_from_notation(Rules(num_players=3), deal)
    >>> for action in ("pass", "pass", "pass", "pass", "call S", "play AH", "play TH", "play 9S"):
    ...     state = state.apply(action)
    >>> v = outcome_values(state, get_translator("fr"))
    >>> f"{v['trick_card']:the} / {v['trick_winner']} / {v['your_card']:the}"
    'le neuf de pique / Sud / le neuf de pique'
    """
    values: dict[str, Phrase] = {}
    if state.tricks:
        last = state.tricks[-1]
        values["trick_card"] = card_phrase(last.cards[last.seats.index(last.winner)], tr)
        values["trick_winner"] = seat_phrase(last.winner, tr)
    played = [a.card for seat, a in state.history if seat == LEARNER and a.kind == "play" and a.card is not None]
    if played:
        values["your_card"] = card_phrase(played[-1], tr)
    return values
