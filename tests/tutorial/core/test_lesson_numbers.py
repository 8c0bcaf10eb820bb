"""Every number a lesson states about a table (players, deck, kitty, points) is the engine's, under every preset
and a set of option mixes: the text of every step is rendered as a learner at that table would read it.

A sentence about another table is checked against that table: a step that describes a variant names it in
DESCRIBED, and a sentence that speaks of other tables ("Some tables pay 5", "With the 32-card deck, ...") is a
hypothesis, not a claim about the learner's table.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine import Rules, table_rules
from tutorial.core.course.loading import load_course
from tutorial.core.course.validator import PROFILES
from tutorial.core.lessons.markdown import fill, variants
from tutorial.core.lessons.model import Lesson, step_rules
from tutorial.core.text.i18n import get_translator
from tutorial.core.text.outcome_text import OUTCOME_FACTS

MIXES: dict[str, Rules] = {
    "cutthroat-32": Rules(num_players=3, min_rank=7),
    "cutthroat-joker": Rules(num_players=3, joker=True),
    "cutthroat-32-joker": Rules(num_players=3, min_rank=7, joker=True),
    "cutthroat-benny": Rules(num_players=3, benny=True),
    "32-joker": Rules(min_rank=7, joker=True),
    "32-benny-canadian": Rules(min_rank=7, benny=True, canadian=True),
    "defend-alone-lone-defender-2": Rules(defend_alone="always", lone_defender_euchre_score=2),
    "vs-loner-march-5-to-21": Rules(defend_alone="vs_loner", loner_march_score=5, winning_score=21),
    "cutthroat-to-11": Rules(num_players=3, winning_score=11),
    # The games of rules.md section 10: every lesson is read at their tables too.
    "call-ace-6-no-partner": table_rules("call_ace", 6, call_ace_undealt="no_partner", loner_march_score=5),
    "auction-7-tricks-opponents": table_rules(
        "auction", 7, auction_points="tricks", auction_euchre="opponents_score", stick_the_dealer=False
    ),
    "auction-6-benny": table_rules("auction", 6, benny=True),  # seed 004: auction euchre has no joker
}
TABLES: dict[str, Rules] = PROFILES | MIXES

# Steps that describe another table than the learner's: (lesson, step) -> that table's options.
DESCRIBED: dict[tuple[str, str], dict[str, Any]] = {
    ("variants", "long-deck"): {"min_rank": 7},
    ("variants", "cutthroat"): {"num_players": 3, "canadian": False, "defend_alone": "never"},
}

WORDS = {
    w: i
    for i, w in enumerate(
        (
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        )
    )
}
NUMBER = r"(\d+|" + "|".join(WORDS) + r")"
HYPOTHESIS = re.compile(
    r"^(with|at a table|if)\b|\b(some|many|other|most) tables\b|\busual game\b|"
    r"\bfour-player game\b|\bthree-player game\b",
    re.I,
)


def _n(word: str) -> int:
    return int(word) if word.isdigit() else WORDS[word.lower()]


def claims(sentence: str, table: Rules) -> Iterator[tuple[str, int, set[int]]]:
    """(what, the number stated, the numbers the engine allows) for each claim the sentence makes."""
    if HYPOTHESIS.search(sentence.strip()):
        return
    base_deck = table.deck_size - (1 if table.best_bower is not None else 0)
    for m in re.finditer(NUMBER + r" players\b", sentence, re.I):
        before, after = sentence[: m.start()], sentence[m.end() :]
        if (
            re.search(r"\bto\s*$", before)
            or re.match(r"\s*to\b", after)
            or (re.search(r"\bfor\s*$", before) and re.match(r"\s*to\b", after))
        ):
            continue  # a range of players: another game
        yield "players", _n(m.group(1)), {table.num_players}
    for pattern in (
        r"\b" + NUMBER + r"[- ]card deck\b",
        r"\bdeck (?:of|has) " + NUMBER + r" cards\b",
        r"\bmakes " + NUMBER + r" cards\b",
    ):
        for m in re.finditer(pattern, sentence, re.I):
            yield "deck", _n(m.group(1)), {table.deck_size, base_deck}
    kitty = re.search(r"\bkitty\b", sentence, re.I)
    if kitty:
        after = sentence[kitty.end() :]
        plain = table
        joker = re.search(r"\(" + NUMBER + r" with the joker\)", after, re.I)
        if joker:  # "N cards (M with the joker)": N is the kitty without a best bower
            yield "kitty with the joker", _n(joker.group(1)), {table.replace(joker=True, benny=False).kitty_size}
            after, plain = after[: joker.start()], table.replace(joker=False, benny=False)
        first = re.search(r"\b" + NUMBER + r"\b", after, re.I)
        if first:
            yield "kitty", _n(first.group(1)), {plain.kitty_size, plain.kitty_size - 1}
        for m in re.finditer(r"\b" + NUMBER + r" cards that are not dealt\b", sentence[: kitty.start()], re.I):
            yield "kitty", _n(m.group(1)), {table.kitty_size}
    for m in re.finditer(NUMBER + r" cards are dealt\b", sentence, re.I):
        yield "cards dealt", _n(m.group(1)), {5 * table.num_players}
    for m in re.finditer(r"\balone scores \**" + NUMBER + r" points|\byours pays " + NUMBER, sentence, re.I):
        yield "lone march", _n(m.group(1) or m.group(2)), {table.loner_march_score}
    for m in re.finditer(r"\blone defender who euchres the makers scores (?:the usual )?\**" + NUMBER, sentence, re.I):
        yield "lone defender's euchre", _n(m.group(1)), {table.lone_defender_euchre_score}
    for m in re.finditer(r"\b(?:reach|reaches|first to) \**" + NUMBER + r" points", sentence, re.I):
        yield "target", _n(m.group(1)), {table.winning_score}


def _fields(step: Any) -> Iterator[tuple[str, Any]]:
    for name in ("title", "text", "prompt", "explanation", "on_success", "on_failure"):
        value = getattr(step, name, None)
        if value is not None:
            yield name, value
    for i, hint in enumerate(getattr(step, "hints", ())):
        yield f"hints[{i + 1}]", hint


def _facts() -> list[dict[str, Any] | None]:
    keys = sorted(OUTCOME_FACTS)
    return [
        None,
        *(dict(zip(keys, values, strict=True)) for values in itertools.product((False, True), repeat=len(keys))),
    ]


def problems(lesson: Lesson, tables: dict[str, Rules]) -> list[str]:
    en = get_translator("en")
    found: list[str] = []
    for step in lesson.steps:
        for table_name, active in tables.items():
            rules = step_rules(lesson, step, active)
            described = rules.replace(**DESCRIBED.get((lesson.id, step.id), {}))
            for field, text in _fields(step):
                for facts in _facts() if field.startswith("on_") else [None]:
                    for source in variants(text, rules, facts):
                        rendered = fill(source, rules, en)
                        for sentence in re.split(r"(?<=[.!?;])\s+|\n\n", rendered):
                            for what, stated, allowed in claims(sentence, described):
                                if stated not in allowed:
                                    found.append(
                                        f"{lesson.id}/{step.id} {field} under '{table_name}': states "
                                        f"{what} {stated}, the engine says {sorted(allowed)}: "
                                        f"{sentence.strip()!r}"
                                    )
    return sorted(set(found))


@pytest.mark.parametrize("lesson", load_course().lessons, ids=lambda lesson: lesson.id)
def test_every_stated_number_is_the_engines_for_that_table(lesson: Lesson) -> None:
    found = problems(lesson, TABLES)
    assert not found, "lesson text disagrees with the engine:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("sentence", "table", "what"),
    [
        pytest.param("The kitty holds 4 cards.", Rules(num_players=3), "kitty", id="kitty-of-four-at-three"),
        pytest.param("That makes 24 cards.", Rules(min_rank=7), "deck", id="24-cards-with-the-long-deck"),
        pytest.param("Euchre is a game for four players.", Rules(num_players=3), "players", id="four-at-three"),
        pytest.param(
            "The kitty holds nine (ten with the joker).",
            Rules(num_players=3, min_rank=7),
            "kitty",
            id="cutthroat-kitty-with-32-cards",
        ),
        pytest.param(
            "Taking all five tricks alone scores 4 points.",
            Rules(loner_march_score=5),
            "lone march",
            id="lone-march-at-a-5-point-table",
        ),
    ],
)
def test_the_check_catches_a_wrong_number(sentence: str, table: Rules, what: str) -> None:
    wrong = [w for w, n, allowed in claims(sentence, table) if n not in allowed]
    assert what in wrong, f"the check should refuse the {what} in {sentence!r} at {table}"


def test_a_hypothesis_about_another_table_is_not_a_claim() -> None:
    assert not list(claims("Some tables pay 5 points for a lone march.", Rules()))
    assert not list(claims("With the 32-card deck, hearts are trump.", Rules()))
