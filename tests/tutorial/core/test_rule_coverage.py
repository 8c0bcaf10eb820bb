"""Every rule of shared/rules.md sections 1-9 is taught by a step and exercised by a quiz or a practice.

One entry per bullet (section 6: per row of the scoring table). When a lesson changes, this map must still
name real steps; when a rule is added to rules.md, add it here with the steps that teach and exercise it.
"""

from __future__ import annotations

import pytest

from tutorial.core.course.loading import load_course

# rule id -> (steps that teach it, steps that exercise it), as "lesson/step".
RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "1.partnerships": (("the-table/four-players",), ("the-table/first-lead",)),
    "1.clockwise": (("the-table/clockwise",), ("the-table/first-lead", "following-suit/next-leader")),
    "1.deck": (("the-table/the-deck",), ("bowers/rank-hearts",)),
    "1.first-dealer": (("the-table/first-dealer",), ("the-table/who-speaks-first",)),
    "1.deal-five": (("the-table/dealing",), ("the-table/first-lead",)),
    "1.kitty-upcard": (("the-table/kitty-and-upcard",), ("bidding/first-round-options", "bidding/dealer-picks-up")),
    "2.trump-ranking": (("bowers/trump-order",), ("bowers/rank-hearts", "bowers/rank-clubs")),
    "2.right-bower": (("bowers/right-bower",), ("bowers/jd-with-diamonds",)),
    "2.left-bower": (
        ("bowers/left-bower-intro", "bowers/left-belongs-to-trump"),
        ("bowers/jd-with-hearts", "bowers/role-of-jd", "bowers/follow-with-the-left"),
    ),
    "2.short-suit": (("bowers/short-suit",), ("bowers/short-suit-trick", "common-mistakes/ace-loses")),
    "2.colour-pairs": (("bowers/left-bower-intro",), ("bowers/jc-with-spades", "bowers/jh-with-spades")),
    "3.round-one": (("bidding/round-one",), ("bidding/first-round-options", "bidding/order-it-up")),
    "3.pick-up-and-discard": (("bidding/dealer-discards",), ("bidding/dealer-picks-up",)),
    "3.round-two": (("bidding/round-two",), ("bidding/second-round-options", "bidding/make-it-next")),
    "3.stick-the-dealer": (("bidding/everyone-passes-twice",), ("bidding/dealer-stuck", "bidding/throw-in")),
    "3.makers-defenders": (("bidding/makers-and-defenders",), ("bidding/order-it-up",)),
    "3.canadian": (("bidding/canadian-loner",), ("bidding/canadian-options", "going-alone/canadian-partner")),
    "4.go-alone": (("going-alone/alone",), ("going-alone/go-alone",)),
    "4.dealer-partner-alone": (("going-alone/dealer-partner-alone",), ("going-alone/lead-after-partner-loner",)),
    "4.defend-alone": (
        ("going-alone/defend-alone",),
        ("going-alone/lead-with-lone-defender", "scoring/score-lone-defender"),
    ),
    "4.opening-lead": (
        ("going-alone/who-leads-vs-loner",),
        (
            "going-alone/lead-after-partner-loner",
            "going-alone/lead-dealer-sits-out",
            "going-alone/lead-skips-partner",
            "going-alone/lead-with-lone-defender",
        ),
    ),
    "5.follow-suit": (
        ("following-suit/lead-and-follow", "following-suit/effective-suit"),
        ("following-suit/must-follow", "following-suit/left-must-follow-trump"),
    ),
    "5.no-duty": (
        ("following-suit/no-duty", "common-mistakes/no-need-to-beat"),
        ("following-suit/void-in-clubs", "common-mistakes/play-low", "common-mistakes/partner-wins"),
    ),
    "5.trick-winner": (
        ("following-suit/who-wins", "following-suit/winner-leads"),
        ("following-suit/small-trump", "following-suit/take-the-trick", "following-suit/next-leader"),
    ),
    "6.makers-3-or-4": (("scoring/three-tricks",), ("scoring/score-three", "scoring/score-four-tricks")),
    "6.march": (("scoring/march",), ("scoring/score-march", "scoring/make-the-march")),
    "6.lone-march": (("scoring/lone-march", "going-alone/alone"), ("scoring/score-lone-march", "going-alone/go-alone")),
    "6.euchred": (("scoring/euchred",), ("scoring/score-euchre",)),
    "6.lone-defender-euchre": (("scoring/lone-defender",), ("scoring/score-lone-defender",)),
    "6.target-score": (("scoring/the-game",), ("scoring/game-point",)),
    "7.joker-best-bower": (
        ("joker/best-bower", "joker/joker-leads-trump"),
        ("joker/joker-is-trump", "joker/rank-with-joker", "joker/follow-the-joker-practice"),
    ),
    "7.turned-up-joker": (("joker/turned-up-joker",), ("joker/joker-upcard-options",)),
    "7.benny": (("joker/benny",), ("joker/benny-ranks-first", "joker/benny-is-trump")),
    "8.deck-32": (("variants/long-deck",), ("variants/rank-long-deck", "variants/small-clubs")),
    "9.cutthroat": (
        ("variants/cutthroat",),
        ("variants/cutthroat-bid", "variants/cutthroat-trick", "variants/cutthroat-practice"),
    ),
}


def _kind(ref: str) -> str | None:
    lesson_id, _, step_id = ref.partition("/")
    lesson = load_course().lesson(lesson_id)
    step = lesson.step(step_id) if lesson is not None else None
    return step.kind if step is not None else None


@pytest.mark.parametrize("rule", sorted(RULES))
def test_rule_is_taught_and_exercised(rule: str) -> None:
    taught, exercised = RULES[rule]
    assert taught and exercised, f"rule {rule} needs a step that teaches it and one that exercises it"
    for ref in taught + exercised:
        assert _kind(ref) is not None, f"rule {rule} names the missing step {ref}"
    for ref in exercised:
        assert _kind(ref) in ("quiz", "practice"), f"rule {rule}: {ref} is not a quiz or a practice"


def test_every_section_from_one_to_nine_has_rules() -> None:
    sections = {rule.split(".")[0] for rule in RULES}
    assert sections == {str(n) for n in range(1, 10)}, "each of sections 1-9 of rules.md must be covered"
