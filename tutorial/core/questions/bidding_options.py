"""``bidding_options``: what may this player do now in the bidding?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import BIDS, PASS, SUIT_SYMBOLS, Alone, CardParseError, Phase, Rules, going_alone, parse_action, parse_card
from engine.coach.misses import Miss, bids_not_all_allowed
from tutorial.core.lesson_format.action_concepts import action_needs
from tutorial.core.lesson_format.parts import Seat
from tutorial.core.questions.base import (
    Explanation,
    QuestionSpec,
    Quiz,
    QuizError,
    bidding_history,
    choices,
    read_card,
    read_seat,
    situation,
)
from tutorial.core.questions.bid_order import choice_rows
from tutorial.core.text.card_text import action_label, suit_name
from tutorial.core.text.i18n import N_, Translator
from tutorial.core.text.table_text import bid_option

LEARNER = 0  # the learner's seat (South): its bids are the buttons' words
_BIDDING = (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP)


class BiddingOptions(QuestionSpec):
    """Every bid the engine allows the next bidder after ``bidding``, with this ``dealer`` and ``upcard``;
    several answers, chosen from every bid there is (:data:`engine.BIDS`).

    >>> q = BiddingOptions(question="bidding_options", dealer="E", upcard="9H", bidding=("pass",)).build(Rules())
    >>> q.to_move, q.explanation.code, "order up alone" in q.expected
    (1, 'bid_round_one', True)
    """

    PROMPT: ClassVar[str] = N_("What may this player do now?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"upcard", "order up"})
    SENTENCES: ClassVar[dict[str, str]] = {
        "bid_round_one": N_("First round: pass, or order up {upcard} (alone if you like)."),
        "bid_round_one_dealer": N_("First round: pass, or pick up {upcard} (alone if you like)."),
        "bid_round_one_canadian": N_(
            "First round: the dealer's partner may pass, or order up {upcard} only by going alone."
        ),
        "bid_round_two": N_("Second round: pass, or name any suit except {turned_down}, which was turned down."),
        "dealer_is_stuck": N_(
            "Stick the dealer: everyone else passed, so the dealer must name a suit other than {turned_down}."
        ),
        "dealer_names_trump": N_("The best bower was turned up: the dealer names trump, and nobody bids."),
        "cutthroat_no_alone": N_("With three players there are no partners, so nobody goes alone."),
    }

    question: Literal["bidding_options"]
    dealer: Seat
    upcard: str
    bidding: tuple[str, ...] = ()

    def build(self, rules: Rules) -> Quiz:
        dealer = read_seat(self.dealer, "dealer", rules)
        upcard = read_card(self.upcard, rules, "upcard")
        state = situation(rules, dealer, upcard, self.bidding)
        seat = state.to_move
        if seat is None or state.phase not in _BIDDING:
            raise QuizError("the bidding is already over: ask before trump is named", "bidding")
        legal = tuple(str(a) for a in state.legal_actions())
        why: Explanation
        if state.phase is Phase.DEALER_NAMES_TRUMP:
            why = Explanation("dealer_names_trump", {"upcard": upcard.code})
        elif state.phase is Phase.BID_UPCARD:
            alone = going_alone(rules, dealer, seat, ordering_up=True)
            code = {Alone.MUST: "bid_round_one_canadian", Alone.NO_PARTNERS: "cutthroat_no_alone"}.get(
                alone, "bid_round_one_dealer" if seat == dealer else "bid_round_one"
            )
            why = Explanation(code, {"upcard": upcard.code} if code != "cutthroat_no_alone" else {})
        elif str(PASS) not in legal:
            why = Explanation("dealer_is_stuck", {"turned_down": upcard.suit})
        else:
            why = Explanation("bid_round_two", {"turned_down": upcard.suit})
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(map(str, BIDS)),
            True,
            False,
            legal,
            why,
            dealer=dealer,
            upcard=upcard.code,
            to_move=seat,
            history=bidding_history(state),
        )

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        return str(parse_action(str(value).strip()))

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        by_dealer = quiz.to_move is not None and quiz.to_move == quiz.dealer
        if quiz.to_move in (None, LEARNER):
            return action_label(value, tr, by_dealer=by_dealer)  # the learner's own bid: the button's words
        # Another seat's possible bids are described, not spoken ("Passes", not "I pass" in Hungarian), in their
        # own words (not the bidding record's: French answers "Que peut faire Est ?" with "Passer").
        return bid_option(value, tr, by_dealer=by_dealer)

    def concept_needs(self, rules: Rules) -> set[str]:
        needs = super().concept_needs(rules)
        try:
            quiz = self.build(rules)
        except (QuizError, CardParseError, ValueError):
            return needs  # the content check reports it
        # (A house rule's own concept, the Canadian loner's among them, comes with the rule: RULE_NEEDS.)
        needs |= action_needs(quiz.expected, dealer_acts=quiz.to_move == quiz.dealer) - {"order up"}
        if quiz.upcard and parse_card(quiz.upcard).is_best_bower:
            needs.add("best bower")
        elif "pass" not in quiz.expected and quiz.history:
            needs.add("stick the dealer")
        return needs

    @classmethod
    def answer_rows(cls, quiz: Quiz) -> list[list[str]]:
        # In the fixed order of the bids beside the hand (pass, then suit by suit), as in a practice.
        return choice_rows([choice.value for choice in quiz.choices])

    @classmethod
    def choice_face(cls, quiz: Quiz, value: str, tr: Translator) -> tuple[str, str | None]:
        label = cls.choice_label(quiz, value, tr)
        words = value.split()
        if words[0] == "call" and words[1] in SUIT_SYMBOLS:
            # A phone shows "♣ clubs" / "♣ alone" (the screen's width picks); the name is whole.
            short = tr.gettext("alone") if words[-1] == "alone" else suit_name(words[1], tr)
            return label, f"{SUIT_SYMBOLS[words[1]]} {short}"
        return label, None

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if quiz.dealer is None or not quiz.upcard:
            return None
        state = situation(rules, quiz.dealer, parse_card(quiz.upcard), [a for _, a in quiz.history])
        return bids_not_all_allowed(state, [parse_action(a) for a in answer])
