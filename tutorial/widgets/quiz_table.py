"""Every question is answered in the table component, by touch: the seat that leads, the card that wins,
the cards that may be played, the trump, or the trumps in turn from the highest on the table itself; the
other questions (a card's suit or role, the bids open, the points, the winner) with one tap on an answer
button beside the cards, or by toggling answer chips and Check when several answers are right. No forms.

A question's kind describes its table as data (:meth:`QuestionSpec.table_scene`, see
:mod:`tutorial.core.questions.scene`); this module draws any such description, with no branch per kind.
:func:`quiz_scene` is pure (a quiz in, escaped markup out); :func:`answer_on_table` shows it in the table
component and returns the learner's answer as the quiz's choice codes.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from itertools import combinations, permutations

from engine import SUIT_SYMBOLS, Card, Rules, parse_card
from tutorial.core.questions.base import KINDS, draws_its_table
from tutorial.core.questions.scene import (
    AnswerButton,
    CardAnswer,
    Cards,
    Felt,
    Hint,
    Ring,
    ScenePart,
    TableScene,
)
from tutorial.core.steps.quizzes import Quiz
from tutorial.core.steps.verdicts import Verdict, answer_verdict
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.card_text import card_label, seat_label, suit_name
from tutorial.core.text.i18n import Translator
from tutorial.widgets.cards import card_image, card_row
from tutorial.widgets.suit_colour import red_suits_html
from tutorial.widgets.table import TABLE_CSS, card_size, pick_on_table, seat_badge
from tutorial.widgets.table_picks import Pick, hand_fan, pick_button

# The kinds that describe a table of their own (the others are answered with buttons beside their cards).
TABLE_KINDS = frozenset(name for name, kind in KINDS.items() if draws_its_table(kind))
_AREA = {"S": "s", "W": "w", "N": "n", "E": "e"}
# The answer buttons: the same look as the bids beside the hand; a chosen chip (several answers) is filled.
_ANSWER_CSS = (
    "<style>"
    ".et-answers{display:flex;flex-wrap:wrap;justify-content:center;gap:.4rem 1.4rem;padding:.5rem 0}"
    ".et-answer-row{display:flex;flex-wrap:wrap;justify-content:center;gap:.4rem}"
    ".et-answer-row:first-child:not(:only-child){flex-basis:100%}"
    ".et-answers button.et-chip{font:inherit;font-weight:600;padding:.45rem 1rem;border-radius:.5rem;"
    "border:1px solid #8a8d96;background:#fff;color:#1f1f1f;cursor:pointer;min-height:2.75rem;white-space:normal}"
    ".et-answers button.et-chip:hover{background:#f0f2f6}"
    # A phone keeps the question's table, its answers and the verdict on one screen.
    ".et-answers .et-short{display:none}"
    "@media (max-width:640px){.et-answers{gap:.3rem .8rem;padding:.3rem 0}"
    ".et-answers button.et-chip{padding:.3rem .65rem;min-height:2.4rem}"
    ".et-answers .et-long{display:none}.et-answers .et-short{display:inline}}"
    ".et-answers button.et-chip[aria-disabled=true]{opacity:.5;cursor:default}"
    ".et-answers button.et-chip[aria-pressed=true]{background:#1565c0;border-color:#1565c0;color:#fff}"
    ".et-answers button.et-chip[aria-pressed=true] span{color:#fff!important}"
    ".et-answers .et-slot{position:relative}"
    "</style>"
)


@dataclass(frozen=True)
class Scene:
    html: str
    order: int = 0
    multi: bool = False


def on_table(quiz: Quiz, rules: Rules) -> bool:
    """Whether ``quiz`` is answered in the table component: every question is (a projector's class
    question has its own "Reveal the answer" flow, decided by the caller)."""
    return True


def _seats_fit(rules: Rules) -> bool:
    """Whether the seats of ``rules`` have a place on the drawn table (else the answers are buttons)."""
    return all(code in _AREA for code in rules.seating.codes)


def _seat(rules: Rules, seat: int, tr: Translator, quiz: Quiz, *, pickable: bool) -> str:
    _ = tr.gettext
    name = seat_label(seat, tr, rules.seating)
    title = f'<div class="et-name">{escape(name)}</div>'
    if pickable:
        title = pick_button(f"seat:{seat}", name, title, extra_class="et-seat-pick")
    badges = []
    if seat == quiz.dealer:
        badges.append(seat_badge(_("dealer"), "et-dealer"))
    if seat in quiz.sitting_out:
        badges.append(seat_badge(_("sits out")))
    if seat == quiz.leader and quiz.trick:
        badges.append(seat_badge(_("led")))
    classes = "et-seat et-out" if seat in quiz.sitting_out else "et-seat"
    return (
        f'<div class="{classes}" style="grid-area:{_AREA[rules.seating.code(seat)]}" role="group" '
        f'aria-label="{escape(name, quote=True)}">{title}<div>{"".join(badges)}</div></div>'
    )


def _trump_marker(quiz: Quiz, tr: Translator) -> str:
    if not quiz.trump:
        return ""
    text = tr.gettext("Trump: {suit}").format(suit=f"{SUIT_SYMBOLS[quiz.trump]} {suit_name(quiz.trump, tr)}")
    return f'<div class="et-trump-marker">{red_suits_html(text)}</div>'


def _trick_cells(quiz: Quiz, rules: Rules, tr: Translator, *, size: float, four: bool, pickable: bool) -> str:
    """The trick's cards in front of the seats that played them, from the leader clockwise."""
    assert quiz.leader is not None
    seats = rules.seating.clockwise_from(quiz.leader)
    cells = []
    for code, seat in zip(quiz.trick, seats, strict=False):
        card = parse_card(code)
        # No trump marks or roles in a question: spotting them is the question.
        label = tr.gettext("{seat} played {card}").format(
            seat=seat_phrase(seat, tr, rules.seating), card=card_label(card, tr)
        )
        svg = card_image(card, tr, four_colour=four, size=size, label=label)
        if pickable:
            svg = pick_button(f"trick:{card.code}", label, svg)
        cells.append(f'<div style="grid-area:{_AREA[rules.seating.code(seat)]}">{svg}</div>')
    return "".join(cells)


def _ring(
    quiz: Quiz, rules: Rules, tr: Translator, *, size: float, four: bool, pick_seats: bool, pick_trick: bool
) -> str:
    seats = "".join(_seat(rules, s, tr, quiz, pickable=pick_seats) for s in rules.seating.seats)
    info = [_trump_marker(quiz, tr)]
    if quiz.upcard and not quiz.trick:
        info.append(
            escape(tr.gettext("Upcard"))
            + "<br/>"
            + card_image(parse_card(quiz.upcard), tr, four_colour=four, size=size * 0.8)
        )
    trick = _trick_cells(quiz, rules, tr, size=size, four=four, pickable=pick_trick) if quiz.trick else ""
    centre = f'<div class="et-centre"><div class="et-info">{"<br/>".join(i for i in info if i)}</div>{trick}</div>'
    label = escape(tr.gettext("Card table"), quote=True)
    return (
        f'{TABLE_CSS}<div class="et-table" role="group" aria-label="{label}" '
        f'style="font-size:{max(size, 1):.2f}rem">'
        f"{seats}{centre}</div>"
    )


def _hint(text: str) -> str:
    return f'<p class="et-fan-label">{escape(text)}</p>'


def _cards(codes: Sequence[str]) -> list[Card]:
    return [parse_card(c) for c in codes]


def quiz_scene(
    quiz: Quiz,
    rules: Rules,
    tr: Translator,
    *,
    size: float = 1.0,
    four: bool = False,
    disabled: bool = False,
    tried: Collection[str] = (),
) -> Scene:
    """The question's table with the things to touch as buttons (pure), as its kind describes it
    (:meth:`QuestionSpec.table_scene`), else its answer buttons; an answer button in ``tried`` (a single
    answer already missed) is off for the second try."""
    described = _described(quiz, rules)
    if described is None:
        return _answer_scene(quiz, tr, size=size, four=four, disabled=disabled, tried=tried)
    draw = _Drawing(quiz, rules, tr, size=size, four=four, disabled=disabled)
    html = "".join(draw.part(part) for part in described.parts)
    if not any(isinstance(part, Ring) for part in described.parts):
        html = TABLE_CSS + html  # (the ring brings its own)
    in_turn = described.how == "in_turn" and not disabled
    return Scene(html, order=len(quiz.choices) if in_turn else 0, multi=described.how == "checked" and not disabled)


def _described(quiz: Quiz, rules: Rules) -> TableScene | None:
    return quiz.question_kind.table_scene(quiz, ring_fits=_seats_fit(rules))


@dataclass(frozen=True)
class _Drawing:
    """Draws the parts of a question's table (:mod:`tutorial.core.questions.scene`) as markup."""

    quiz: Quiz
    rules: Rules
    tr: Translator
    size: float
    four: bool
    disabled: bool

    def part(self, part: ScenePart) -> str:
        quiz, tr, size, four = self.quiz, self.tr, self.size, self.four
        _ = tr.gettext
        if isinstance(part, Ring):
            live = not self.disabled
            return _ring(
                quiz,
                self.rules,
                tr,
                size=size,
                four=four,
                pick_seats=live and part.pick == "seat",
                pick_trick=live and part.pick == "trick",
            )
        if isinstance(part, Felt):
            shown_only = not part.centred and not any(
                isinstance(p, CardAnswer) or (isinstance(p, Cards) and p.pick) for p in part.parts
            )
            classes = "et-table et-quiz-trick" if shown_only else "et-table"
            style = "display:block;text-align:center" if part.centred else "display:block"
            return (
                f'<div class="{classes}" style="{style}">{_trump_marker(quiz, tr)}'
                + "".join(self.part(p) for p in part.parts)
                + "</div>"
            )
        if isinstance(part, Hint):
            return _hint(_(part.text))
        if isinstance(part, Cards):
            if part.pick is None:
                images = [card_image(c, tr, four_colour=four, size=size * part.size) for c in _cards(part.cards)]
                return card_row(images, label=_(part.label))
            return hand_fan(
                _cards(part.cards),
                tr,
                label=_(part.label),
                four_colour=four,
                size=size * part.size,
                disabled=self.disabled,
                prefix=part.pick,
            )
        if isinstance(part, CardAnswer):
            card = parse_card(part.card)
            svg = card_image(card, tr, four_colour=four, size=size * part.size)
            button = pick_button(
                f"answer:{part.value}", _(part.label).format(card=card_label(card, tr)), svg, disabled=self.disabled
            )
            return f'<div style="margin:.6rem 0">{button}</div>'
        if isinstance(part, AnswerButton):
            label = escape(_(part.label))
            button = (
                ""
                if self.disabled
                else f'<button type="button" class="et-answer" '
                f'data-pick="answer:{escape(part.value, quote=True)}">{label}</button>'
            )
            return f'<div class="et-actions">{button}</div>'
        return _check_button(tr, self.disabled)


def _check_button(tr: Translator, disabled: bool) -> str:
    """Check, which sends the answers chosen (none while the table is off)."""
    check_label = escape(tr.gettext("Check"))  # (outside the f-string, where the extractor finds it)
    return (
        ""
        if disabled
        else '<div class="et-actions"><button type="button" class="et-submit" '
        f'data-submit="1" aria-disabled="true">{check_label}</button></div>'
    )


def _answer_scene(
    quiz: Quiz, tr: Translator, *, size: float, four: bool, disabled: bool, tried: Collection[str]
) -> Scene:
    """The question's cards (not to touch) and one button per answer beside them: one tap answers; with
    several right answers the buttons are chips, toggled then checked; for an order, touched in turn."""
    _ = tr.gettext
    parts: list[str] = []
    if quiz.trick:
        parts.append(
            _hint(_("The trick, in the order played (the first card was led):"))
            + card_row(
                [card_image(c, tr, four_colour=four, size=size * 0.8) for c in _cards(quiz.trick)], label=_("The trick")
            )
        )
    if quiz.shown_cards:
        parts.append(
            card_row(
                [card_image(c, tr, four_colour=four, size=size) for c in _cards(quiz.shown_cards)], label=_("The cards")
            )
        )
    if quiz.hand:
        parts.append(
            _hint(_("Your hand:"))
            + card_row(
                [card_image(c, tr, four_colour=four, size=size * 0.8) for c in _cards(quiz.hand)], label=_("Your hand")
            )
        )
    felt = (
        (f'<div class="et-table et-quiz-trick" style="display:block">{_trump_marker(quiz, tr)}{"".join(parts)}</div>')
        if parts
        else ""
    )
    parts = [TABLE_CSS, _ANSWER_CSS, felt]
    kind = quiz.question_kind
    lines = []
    for row in kind.answer_rows(quiz):
        chips = []
        for value in row:
            label = quiz.choice_label(value, tr)
            shown, short = kind.choice_face(quiz, value, tr)
            inner = red_suits_html(shown)
            if short is not None:  # a phone shows the shorter words (the screen's width picks, _ANSWER_CSS)
                inner = f'<span class="et-long">{inner}</span><span class="et-short">{red_suits_html(short)}</span>'
            off = disabled or (not quiz.multi and value in tried)
            button = pick_button(f"answer:{value}", label, inner, disabled=off, extra_class="et-chip")
            chips.append(f'<span class="et-slot">{button}</span>')
        lines.append(f'<div class="et-answer-row">{"".join(chips)}</div>')
    group = escape(_("Your answer"), quote=True)
    parts.append(f'<div class="et-answers" role="group" aria-label="{group}">{"".join(lines)}</div>')
    multi = quiz.multi and not quiz.ordered and not disabled
    if quiz.ordered and not disabled:
        parts.append(_hint(_("Touch the trumps in turn, the highest first.")))
    if multi:
        check_label = escape(_("Check"))
        parts.append(
            _hint(_("Touch every right answer, then Check."))
            + '<div class="et-actions"><button type="button" class="et-submit" data-submit="1" '
            f'aria-disabled="true">{check_label}</button></div>'
        )
    order = len(quiz.choices) if quiz.ordered and not disabled else 0
    return Scene("".join(parts), order=order, multi=multi)


def answer_of(quiz: Quiz, pick: Pick) -> list[str] | None:
    """The learner's touch as the quiz's choice codes (None for a touch that answers nothing): one of its
    answer buttons, its choices touched in turn or checked, or a touch its kind takes as an answer
    (``QuestionSpec.TOUCHES``: the seat that leads, the card that wins)."""
    values = {choice.value for choice in quiz.choices}
    if pick.kind == "answer" and pick.value in values and not quiz.multi:
        return [pick.value]
    if pick.kind == "order" and quiz.multi and all(v in values for v in pick.values):
        return list(pick.values)
    if pick.kind in quiz.question_kind.TOUCHES:
        return list(pick.values) if pick.kind == "order" else [pick.value]
    return None


# A question whose answers are chosen then checked carries the verdict of every choice it can be checked
# with, up to this many answers (2^8 - 1 sets; a hand has at most six cards). With more (the eleven bids of a
# bidding question), the sets near the right one: up to two answers off it, or of one or two answers.
MAX_CHECKED_CHOICES = 8
NEAR_THE_ANSWER = 2
# An order (rank_trumps) carries the verdict of every order of up to this many cards (720; the course and
# the drill order three to five trumps).
MAX_ORDERED_CHOICES = 6


def _pick_prefix(quiz: Quiz, rules: Rules) -> str | None:
    """The pick prefix of the buttons that answer ``quiz`` (``seat``, ``trick``, ``card`` or ``answer``)."""
    described = _described(quiz, rules)
    return "answer" if described is None else described.touch  # (None: the answer buttons beside the cards)


def checked_key(picks: Collection[str]) -> str:
    """The key of the verdict of ``picks`` chosen then checked: the table looks it up the same way (sorted,
    joined by ``|``) and sends the picks so sorted.

    >>> checked_key(["card:JD", "card:AH"])
    'check:card:AH|card:JD'
    """
    return "check:" + "|".join(sorted(picks))


def ordered_key(picks: Sequence[str]) -> str:
    """The key of the verdict of ``picks`` touched in turn (an order): the table looks it up the same way.

    >>> ordered_key(["card:JH", "card:JD"])
    'order:card:JH|card:JD'
    """
    return "order:" + "|".join(picks)


def checked_sets(values: Sequence[str], expected: Collection[str]) -> list[list[str]]:
    """The sets of ``values`` whose verdicts travel with a question answered by Check: every one, or with
    more than :data:`MAX_CHECKED_CHOICES` answers those near the right one (the others wait for the server).

    >>> len(checked_sets("abcde", "ab")), len(checked_sets("abcdefghijk", "abc"))
    (31, 127)
    """
    every = [[v for i, v in enumerate(values) if mask >> i & 1] for mask in range(1, 1 << len(values))]
    if len(values) <= MAX_CHECKED_CHOICES:
        return every
    right = set(expected)
    sets: list[list[str]] = []
    for n in range(NEAR_THE_ANSWER + 1):  # n answers changed from the right set
        for changed in combinations(values, n):
            chosen = right.symmetric_difference(changed)
            if chosen:
                sets.append([v for v in values if v in chosen])
    seen = {frozenset(chosen) for chosen in sets}
    for n in range(1, NEAR_THE_ANSWER + 1):  # one or two answers, whatever they are
        sets.extend(list(few) for few in combinations(values, n) if frozenset(few) not in seen)
    return sets


def answer_verdicts(
    quiz: Quiz, rules: Rules, tr: Translator, *, revealed_on_miss: bool, tried: Collection[str] = ()
) -> dict[str, Verdict]:
    """The verdict of every touch that answers ``quiz``, by the scene's pick value (see
    :func:`tutorial.core.steps.verdicts.answer_verdict`), of the choices checked (:func:`checked_key`,
    :func:`checked_sets`) or of every order (:func:`ordered_key`). An answer in ``tried`` (a miss, its button
    now off) is not offered again. Kept for the process: the same question is judged the same way."""
    key = (repr(quiz), rules, tr.locale, revealed_on_miss, tuple(tried))  # (a Quiz holds dicts: no hash)
    if key not in _KEPT:
        if len(_KEPT) >= _KEEP:
            del _KEPT[next(iter(_KEPT))]  # the oldest
        _KEPT[key] = _answer_verdicts(quiz, rules, tr, revealed_on_miss, tried)
    return dict(_KEPT[key])


_KEEP = 256
_KEPT: dict[tuple[str, Rules, str, bool, tuple[str, ...]], dict[str, Verdict]] = {}


def _answer_verdicts(
    quiz: Quiz, rules: Rules, tr: Translator, revealed_on_miss: bool, tried: Collection[str]
) -> dict[str, Verdict]:
    prefix = _pick_prefix(quiz, rules)
    if prefix is None:
        return {}
    values = [choice.value for choice in quiz.choices]
    if quiz.ordered:
        if len(values) > MAX_ORDERED_CHOICES:
            return {}
        orders = [[f"{prefix}:{v}" for v in order] for order in permutations(values)]
        parsed = {ordered_key(order): Pick.parse(order) for order in orders}
    elif quiz.multi:
        picks_of = {
            checked_key([f"{prefix}:{v}" for v in chosen]): sorted(f"{prefix}:{v}" for v in chosen)
            for chosen in checked_sets(values, quiz.expected)
        }
        parsed = {key: Pick.parse(picks) for key, picks in picks_of.items()}
    else:
        parsed = {f"{prefix}:{v}": Pick.parse(f"{prefix}:{v}") for v in values if v not in tried}
    verdicts: dict[str, Verdict] = {}
    for key, pick in parsed.items():
        answer = answer_of(quiz, pick) if pick is not None else None  # what the server makes of the touch
        if answer is not None:
            verdicts[key] = answer_verdict(quiz, answer, rules, tr, revealed_on_miss=revealed_on_miss)
    return verdicts


def answer_on_table(
    quiz: Quiz,
    rules: Rules,
    tr: Translator,
    key: str,
    *,
    four: bool,
    disabled: bool = False,
    tried: Collection[str] = (),
    tone: str = "",
    verdicts: Mapping[str, Verdict] | None = None,
) -> list[str] | None:
    """Show the question's table (playing ``tone`` for the answer just given, see
    :mod:`tutorial.widgets.sound`); the answer the learner gave by touching it this run, or None.
    ``verdicts`` (:func:`answer_verdicts`) are shown at once on touch."""
    scene = quiz_scene(quiz, rules, tr, size=card_size(), four=four, disabled=disabled, tried=tried)
    picked = pick_on_table(
        scene.html, key, order=scene.order, multi=scene.multi, tone=tone, verdicts=None if disabled else verdicts
    )
    return answer_of(quiz, picked) if picked is not None and not disabled else None
