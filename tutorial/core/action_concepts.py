"""What a step asks of the learner by the actions in it and the cards it shows, as concepts of the closed list
:data:`tutorial.core.lesson_parts.CONCEPTS`: read by the teach-before-test check
(:mod:`tutorial.core.validator_concepts`) and by the question kinds, each of which says what its own
content asks (:meth:`tutorial.core.questions.base.QuestionSpec.concept_needs`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine import CardParseError, Rules, is_trump, parse_card, parse_suit


def action_needs(actions: Iterable[str], *, dealer_acts: bool) -> set[str]:
    """What taking these actions (practice solutions, bidding histories) asks.

    >>> sorted(action_needs(["pass", "call H alone"], dealer_acts=False))
    ['call trump', 'go alone']
    """
    needs = set()
    for action in actions:
        verb = action.strip().lower()
        if verb.startswith("order up"):
            needs.add("pick up" if dealer_acts else "order up")
        if re.match(r"call [cdhs]\b", verb):
            needs.add("call trump")
        if verb.endswith("alone") and not verb.startswith("defend"):
            needs.add("go alone")
        if verb.startswith("defend alone"):
            needs.add("defend alone")
        if verb.startswith("discard"):
            needs.add("discard")
        if verb.startswith("play"):
            needs.add("lead")
    return needs


def any_trump(cards: Iterable[str], trump: str | None, rules: Rules) -> bool:
    """Whether a trump is among ``cards`` (then trumps matter to the question); False for a card or a suit
    that does not parse (the content check reports it)."""
    try:
        return trump is not None and any(is_trump(parse_card(c), parse_suit(trump), rules) for c in cards)
    except CardParseError:
        return False
