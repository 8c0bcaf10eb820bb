"""``score_the_hand``: who scores, and how many points, after this hand?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import Rules
from engine.coach.misses import Miss, score_answer_wrong
from tutorial.core.questions.base import Explanation, Quiz, choices
from tutorial.core.questions.hand_outcome import HandOutcome
from tutorial.core.text.i18n import N_, Translator


class ScoreTheHand(HandOutcome):
    """The engine's score of a hand (``side:points``, such as ``makers:2``).

    >>> ScoreTheHand(question="score_the_hand", maker_tricks=5, maker_alone=True).build(Rules()).expected
    ('makers:4',)
    """

    PROMPT: ClassVar[str] = N_("Who scores, and how many points?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"scoring", "makers"})
    SENTENCES: ClassVar[dict[str, str]] = {
        "makers_score_one": N_("The makers took three or four tricks: they score {points}."),
        "makers_march": N_("The makers took all five tricks, a march: they score {points}."),
        "lone_march": N_("A lone maker took all five tricks: {points}."),
        "makers_euchred": N_(
            "The makers took fewer than three tricks: they are euchred, the defenders score {points}."
        ),
        "lone_defender_euchre": N_("A lone defender euchred the makers: the defenders score {points}."),
        # A table without partners (cutthroat): one maker, and each opponent scores a euchre.
        "maker_score_one": N_("The maker took three or four tricks and scores {points}."),
        "maker_march": N_("The maker took all five tricks, a march, and scores {points}."),
        "maker_euchred": N_("The maker took fewer than three tricks and is euchred: each opponent scores {points}."),
    }

    question: Literal["score_the_hand"]

    def build(self, rules: Rules) -> Quiz:
        side, points = self.hand_result(rules)
        if self.maker_tricks == 5:
            code = "lone_march" if self.maker_alone else "makers_march"
        elif self.maker_tricks >= 3:
            code = "makers_score_one"
        else:
            code = "lone_defender_euchre" if self.defender_alone else "makers_euchred"
        one_maker = not rules.seating.has_partners
        if one_maker:
            code = {
                "makers_score_one": "maker_score_one",
                "makers_march": "maker_march",
                "makers_euchred": "maker_euchred",
            }[code]
        options = {
            ("makers", 1),
            ("makers", 2),
            ("makers", rules.loner_march_score),
            ("defenders", 2),
            ("defenders", rules.lone_defender_euchre_score),
        }
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(f"{s}:{p}" for s, p in sorted(options)),
            False,
            False,
            (f"{side}:{points}",),
            Explanation(code, {"points": points}),
            maker_tricks=self.maker_tricks,
            maker_alone=self.maker_alone,
            defender_alone=self.defender_alone,
            one_maker=one_maker,
        )

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        side, _, points = str(value).strip().replace(" ", ":").partition(":")
        return f"{side.lower()}:{int(points)}"

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        side, _sep, points = value.partition(":")
        n = int(points) if points.isdigit() else 0
        if quiz.one_maker:
            if side == "makers":
                return tr.ngettext("The maker scores {n} point", "The maker scores {n} points", n).format(n=n)
            return tr.ngettext("Each opponent scores {n} point", "Each opponent scores {n} points", n).format(n=n)
        if side == "makers":
            return tr.ngettext("The makers score {n} point", "The makers score {n} points", n).format(n=n)
        return tr.ngettext("The defenders score {n} point", "The defenders score {n} points", n).format(n=n)

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if quiz.maker_tricks is None:
            return None
        side, _sep, points = answer[0].partition(":")
        return score_answer_wrong(rules, quiz.maker_tricks, quiz.maker_alone, quiz.defender_alone, side, int(points))
