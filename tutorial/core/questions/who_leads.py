"""``who_leads``: who leads the first trick after this bidding, or the next trick after this one?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import LeadRule, Phase, Rules, parse_card, parse_seat, trick_winner
from engine.coach.misses import Miss, seat_does_not_lead
from tutorial.core.lesson_format.action_concepts import action_needs
from tutorial.core.lesson_format.parts import Seat
from tutorial.core.questions.base import (
    Explanation,
    ParamValue,
    QuestionSpec,
    Quiz,
    QuizError,
    bidding_history,
    choices,
    read_card,
    read_cards,
    read_seat,
    read_suit,
    situation,
)
from tutorial.core.questions.scene import Hint, Ring, TableScene
from tutorial.core.text.card_text import seat_name
from tutorial.core.text.i18n import N_, Translator

# The engine's rule for the opening lead -> the sentence that gives it.
_LEAD_CODES: dict[LeadRule, str] = {
    LeadRule.LEFT_OF_DEALER: "left_of_dealer_leads",
    LeadRule.LEFT_OF_LONER: "left_of_loner_leads",
    LeadRule.SITTING_OUT_SKIPPED: "sitting_out_skipped",
    LeadRule.LONE_DEFENDER_LEADS: "lone_defender_leads",
}


class WhoLeads(QuestionSpec):
    """Two questions in one kind: with a ``trick`` (and its ``leader`` and ``trump``), who leads the next
    trick; otherwise the opening leader after ``bidding`` with this ``dealer`` and ``upcard``
    (``lone_defender`` defends alone). The engine's :func:`engine.opening_lead` answers.

    >>> q = WhoLeads(question="who_leads", dealer="W", upcard="9H",
    ...              bidding=("pass", "pass", "order up alone")).build(Rules())  # South alone: North sits out
    >>> q.expected, q.explanation.code
    (('3',), 'sitting_out_skipped')
    """

    PROMPT: ClassVar[str] = N_("Who leads?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"lead"})
    TOUCHES: ClassVar[frozenset[str]] = frozenset({"seat"})
    FINISHED_TRICK: ClassVar[bool] = True
    SENTENCES: ClassVar[dict[str, str]] = {
        "left_of_dealer_leads": N_("{leader} leads: the player on the dealer's left leads first."),
        "left_of_loner_leads": N_("{leader} leads: at this table the player on the loner's left leads first."),
        "sitting_out_skipped": N_("{seat} sits out this hand, so the lead passes on to {leader}."),
        "lone_defender_leads": N_(
            "{leader} leads: the player on the loner's left would lead, but sits out while {leader} defends alone."
        ),
        "trick_winner_leads": N_("{leader} won the trick with {card}, so {leader} leads the next one."),
    }

    question: Literal["who_leads"]
    # The next trick's lead: the trick, who led it, and trump.
    trick: tuple[str, ...] = ()
    leader: Seat | None = None
    trump: str | None = None
    # The opening lead: the dealer, the upcard and the bids so far.
    dealer: Seat | None = None
    upcard: str | None = None
    bidding: tuple[str, ...] = ()
    lone_defender: Seat | None = None

    def build(self, rules: Rules) -> Quiz:
        return self._next_lead(rules) if self.trick else self._opening_lead(rules)

    def _next_lead(self, rules: Rules) -> Quiz:
        trump = read_suit(self.trump)
        trick = read_cards(self.trick, rules, "trick", at_least=2)
        leader = read_seat(self.leader, "leader", rules)
        won = trick_winner(trick, trump)
        winner = rules.seating.clockwise_from(leader)[won]
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(_seats(rules)),
            False,
            False,
            (str(winner),),
            Explanation("trick_winner_leads", {"leader": winner, "card": trick[won].code}),
            trump=trump,
            trick=tuple(c.code for c in trick),
            leader=leader,
        )

    def _opening_lead(self, rules: Rules) -> Quiz:
        dealer = read_seat(self.dealer, "dealer", rules)
        upcard = read_card(self.upcard, rules, "upcard")
        lone = read_seat(self.lone_defender, "lone_defender", rules) if self.lone_defender else None
        state = situation(rules, dealer, upcard, self.bidding, lone, until_play=True)
        lead = state.opening_leader
        if state.phase is not Phase.PLAY or lead is None:
            raise QuizError("the bidding must end with trump named, before the first lead", "bidding")
        params: dict[str, ParamValue] = {"leader": lead.seat}
        if lead.rule is LeadRule.SITTING_OUT_SKIPPED:
            params["seat"] = lead.skipped
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(_seats(rules)),
            False,
            False,
            (str(lead.seat),),
            Explanation(_LEAD_CODES[lead.rule], params),
            trump=state.trump,
            dealer=dealer,
            upcard=upcard.code,
            history=bidding_history(state),
            sitting_out=tuple(sorted(state.sitting_out)),
        )

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        return str(parse_seat(str(value).strip()))

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return seat_name(int(value), tr)

    def concept_needs(self, rules: Rules) -> set[str]:
        needs = super().concept_needs(rules)
        if self.trick:
            return needs | {"trick winner"}
        # How trump was made does not change the opening lead; a player alone does.
        needs |= action_needs(self.bidding, dealer_acts=False) & {"go alone"}
        return needs | ({"defend alone"} if self.lone_defender else set())

    @classmethod
    def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
        if not ring_fits:
            return None
        return TableScene((Ring(pick="seat"), Hint(N_("Touch the seat of the player who leads."))))

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        return seat_does_not_lead(
            rules,
            int(answer[0]),
            dealer=quiz.dealer,
            sitting_out=quiz.sitting_out,
            trick=[parse_card(c) for c in quiz.trick],
            leader=quiz.leader,
            trump=quiz.trump,
        )


def _seats(rules: Rules) -> tuple[str, ...]:
    return tuple(str(s) for s in rules.seating.seats)
