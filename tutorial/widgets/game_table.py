"""One table for every game: :func:`game_table` draws any hand (the partnership game's
:class:`~engine.HandState`, four seats or three, or a round table's :class:`~engine.SoloHand`, four to seven
seats) with the learner's hand as card buttons and the bids on offer, in the table component, and
returns what was touched. Only the markup of the seats differs (:func:`tutorial.widgets.table.table_html`
for the partnership game's grid, :func:`tutorial.widgets.solo_table.solo_table_html` for the round table);
the hand, face up or face down, the bids and the picks are the same for all.

:func:`learner_bids` and :func:`bid_choices` say which bids the table offers the learner in a game against
the bots, whatever the game.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from engine import SUIT_SYMBOLS, SUITS, AnyHand, HandState, Phase
from tutorial.core.questions.bid_order import choice_rows
from tutorial.core.steps.verdicts import Verdict
from tutorial.core.text.card_text import action_label
from tutorial.core.text.i18n import Translator
from tutorial.widgets.context import four_colour, projector
from tutorial.widgets.solo_table import solo_choices, solo_table_html, sorted_hand
from tutorial.widgets.table import (
    LEARNER,
    blind_naming,
    bot_arrivals,
    card_size,
    face_down_hand,
    pick_on_table,
    table_html,
)
from tutorial.widgets.table_picks import Choice, Pick, choice_bar, hand_fan

_PARTNERSHIP_BIDDING = (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP, Phase.DEFEND_ALONE)


def game_table(
    hand: AnyHand,
    tr: Translator,
    key: str,
    *,
    legal: Collection[str] | None = None,
    mark_legal: bool = False,
    mark_trumps: bool = True,
    hand_enabled: bool = True,
    scores: Sequence[int] | None = None,
    pick_seats: bool = False,
    pick_trick: bool = False,
    choices: Sequence[Sequence[Choice]] = (),
    compact_choices: bool = False,
    verdicts: Mapping[str, Verdict] | None = None,
) -> Pick | None:
    """The table with South's hand as a fan of card buttons, in one component; what was touched.

    ``choices`` are the bids on offer, drawn under the hand (a ``bid`` pick). Every card is clickable, legal
    or not, so that the engine refuses an illegal one with its reason (the teaching moment); ``mark_legal``
    fades the cards not in ``legal``. ``mark_trumps=False`` draws the hand without trump marks (when spotting
    the left bower is the exercise). ``hand_enabled=False`` shows the hand inert (while bidding, or when the
    hand is over). ``pick_seats`` and ``pick_trick`` (the partnership table's questions) make the seats and
    the trick buttons. ``verdicts`` (by ``data-pick`` value) are shown at once on touch (see
    :func:`tutorial.widgets.table.pick_on_table`).
    """
    four = four_colour()
    if isinstance(hand, HandState):
        size = card_size()
        body = table_html(
            hand,
            tr,
            four_colour=four,
            size=size,
            scores=scores,
            arriving=bot_arrivals(hand),
            pick_seats=pick_seats,
            pick_trick=pick_trick,
            fit=projector(),
            gather=True,
        )
        cards, trump = list(hand.hands[LEARNER]), hand.trump
    else:  # the round table draws what South sees (never the engine's knowledge of the silent partner)
        size = 1.0
        view = hand.observation(LEARNER)
        body = solo_table_html(view, hand.rules, tr, scores, gather=True)
        cards, trump = sorted_hand(view.hand), view.trump
    if cards and blind_naming(hand):  # rules.md §7: he names trump before he looks at his cards
        body += face_down_hand(len(cards), tr, size)
    elif cards:
        body += hand_fan(
            cards,
            tr,
            label=tr.gettext("Your hand"),
            trump=trump if mark_trumps else None,
            four_colour=four,
            size=size,
            legal=legal,
            mark_legal=mark_legal,
            disabled=not hand_enabled,
        )
    if choices:  # under the hand they are bid on
        body += choice_bar(choices, tr.gettext("Your bid"), compact=compact_choices)
    return pick_on_table(body, key, verdicts=verdicts)


def learner_bids(hand: AnyHand) -> list[str]:
    """The bids the table offers the learner now (none when it is not his turn to bid). In the partnership
    game every bid of the round is offered, and the engine refuses the ones these rules forbid, with why (the
    stuck dealer's Pass); at a round table, the bids and calls the engine allows."""
    if hand.is_over or hand.to_move != LEARNER:
        return []
    if not isinstance(hand, HandState):
        return [str(a) for a in hand.legal_actions() if a.kind not in ("play", "discard")]
    if hand.phase not in _PARTNERSHIP_BIDDING:
        return []
    partners = hand.rules.has_partners
    if hand.phase is Phase.BID_UPCARD:
        return ["pass", "order up"] + (["order up alone"] if partners else [])
    if hand.phase is Phase.DEFEND_ALONE:
        return ["pass", "defend alone"]
    calls = [f"call {s}{alone}" for s in SUITS for alone in ("", " alone")[: 2 if partners else 1]]
    return ([] if hand.phase is Phase.DEALER_NAMES_TRUMP else ["pass"]) + calls


def bid_choices(hand: AnyHand, bids: Sequence[str], tr: Translator) -> list[list[Choice]]:
    """The ``bids`` (of :func:`learner_bids`) as the table's buttons, in its fixed order."""
    if not isinstance(hand, HandState):
        return solo_choices(hand, bids, tr)
    by_dealer = hand.dealer == LEARNER

    def choice(action: str) -> Choice:
        label = action_label(action, tr, by_dealer=by_dealer)
        return Choice(action, f"{SUIT_SYMBOLS[action.split()[1]]} {label}" if action.startswith("call ") else label)

    return [[choice(a) for a in row] for row in choice_rows(bids)]
