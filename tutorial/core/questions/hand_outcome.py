"""A played hand described by its outcome (tricks the makers took, who played alone): the part of the
scoring kinds (``score_the_hand``, ``game_winner``) that asks the engine whether it can happen and
what it scores."""

from __future__ import annotations

from pydantic import Field

from engine import Alone, Rules, defending_alone, going_alone, score_hand
from engine.scoring import Side
from tutorial.core.questions.base import QuestionSpec, QuizError

_DEFENCE_REFUSED = {
    Alone.OFF: "defending alone is off under these rules (set rules: {defend_alone: always})",
    Alone.ONLY_AGAINST_A_LONER: "under these rules a defender may go alone only against a lone maker",
}


class HandOutcome(QuestionSpec):
    """The tricks the makers took and who played alone."""

    maker_tricks: int = Field(ge=0, le=5)
    maker_alone: bool = False
    defender_alone: bool = False

    def concept_needs(self, rules: Rules) -> set[str]:
        tricks = self.maker_tricks
        needs = super().concept_needs(rules) | {"march" if tricks == 5 else "euchre" if tricks < 3 else "scoring"}
        if self.maker_alone:
            needs.add("go alone")
        if self.defender_alone:
            needs.add("defend alone")
        return needs

    def hand_result(self, rules: Rules) -> tuple[Side, int]:
        """The engine's score for this hand, after asking the engine whether it can happen under ``rules``.

        >>> from tutorial.core.questions.score_the_hand import ScoreTheHand
        >>> ScoreTheHand(question="score_the_hand", maker_tricks=2, defender_alone=True).hand_result(
        ...     Rules(defend_alone="always"))
        ('defenders', 4)
        """
        if self.maker_alone and going_alone(rules, 0, 0, ordering_up=False) is Alone.NO_PARTNERS:
            raise QuizError("nobody plays alone with three players", "maker_alone")
        if self.defender_alone:
            defence = defending_alone(rules, self.maker_alone)
            if defence is Alone.NO_PARTNERS:
                raise QuizError("nobody plays alone with three players", "maker_alone")
            if defence in _DEFENCE_REFUSED:
                raise QuizError(_DEFENCE_REFUSED[defence], "defender_alone")
        return score_hand(rules, self.maker_tricks, self.maker_alone, self.defender_alone)
