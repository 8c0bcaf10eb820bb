"""Quiz questions whose answers come from the engine, never from the lesson file.

A question is a :class:`~tutorial.core.lesson_model.QuizSpec` (a quiz step, or a spec a drill generator
builds); :func:`build_quiz` asks the engine for the answer and its explanation under the active rules.
A stated ``answer`` in a lesson is only checked against the engine (by the validator), never shown.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine import (
    BIDS,
    SUITS,
    Card,
    CardParseError,
    HandState,
    IllegalActionError,
    Phase,
    Rules,
    add_hand_result,
    card_role,
    effective_suit,
    explain_trick,
    game_winner,
    legal_plays,
    new_deck,
    parse_action,
    parse_card,
    parse_seat,
    parse_suit,
    same_colour_suit,
    score_hand,
    start_hand,
    trick_winner,
    trump_ranking,
)
from tutorial.core.explanations import Explanation
from tutorial.core.i18n import N_
from tutorial.core.lesson_model import Lesson, QuizKind, QuizSpec, QuizStep, Text, step_rules

# Used when a quiz has no prompt of its own: the situation (cards, trump) is drawn next to it.
DEFAULT_PROMPTS: dict[str, str] = {
    "effective_suit": N_("Which suit does this card belong to?"),
    "is_trump": N_("Is this card a trump?"),
    "card_role": N_("What is this card this hand?"),
    "rank_trumps": N_("Put these trumps in order, the highest first."),
    "legal_cards": N_("Which of your cards may you play?"),
    "which_card_wins": N_("Which card wins the trick?"),
    "who_leads": N_("Who leads?"),
    "bidding_options": N_("What may this player do now?"),
    "score_the_hand": N_("Who scores, and how many points?"),
    "game_winner": N_("Who wins the game after this hand?"),
}

BIDDING_VOCABULARY: tuple[str, ...] = tuple(map(str, BIDS))


class QuizError(ValueError):
    """A question the engine cannot answer as written; ``field`` names the key at fault."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Choice:
    """One possible answer. ``value`` is a stable code (card, suit letter, seat number, role, action,
    ``yes``/``no``, ``makers:2``); the app builds the label from it."""

    value: str


@dataclass(frozen=True)
class QuizResult:
    correct: bool
    expected: tuple[str, ...]
    explanation: Explanation


@dataclass(frozen=True)
class Quiz:
    """A question ready to draw and check. Card fields are card codes; seats are numbers."""

    kind: QuizKind
    prompt: Text
    choices: tuple[Choice, ...]
    multi: bool  # several answers (legal_cards, bidding_options) or an order (rank_trumps)
    ordered: bool  # the answer is an order (rank_trumps)
    expected: tuple[str, ...]
    explanation: Explanation
    trump: str | None = None
    cards: tuple[str, ...] = ()  # the card(s) asked about, or to put in order
    hand: tuple[str, ...] = ()
    trick: tuple[str, ...] = ()
    leader: int | None = None  # who led the trick shown
    dealer: int | None = None
    upcard: str | None = None
    to_move: int | None = None  # whose bid is asked about
    history: tuple[tuple[int, str], ...] = ()  # the bidding so far, (seat, action)
    sitting_out: tuple[int, ...] = ()
    maker_tricks: int | None = None
    maker_alone: bool = False
    defender_alone: bool = False
    score: tuple[int, int] | None = None  # game_winner: (your side, the other side) before the hand
    makers: str = "us"
    target: int | None = None  # game_winner: the points that win the game
    note: Text | None = None  # the author's extra explanation (a text field), shown after the engine's

    def normalize(self, answer: str | int | bool | Sequence[str]) -> tuple[str, ...]:
        """An answer in canonical codes (``10h`` -> ``TH``, ``W`` -> ``1``, ``True`` -> ``yes``)."""
        items = [answer] if isinstance(answer, (str, int, bool)) else list(answer)
        return tuple(_normalize_value(self.kind, item) for item in items)

    def check(self, answer: str | int | bool | Sequence[str]) -> QuizResult:
        """Whether ``answer`` is the engine's answer (a set for multi-answer questions, an order for
        ``rank_trumps``), with the expected answer and why.

        >>> q = build_quiz(QuizSpec(question="is_trump", card="JD", trump="H"), Rules())
        >>> q.check("yes").correct, q.check("no").expected, q.explanation.code
        (True, ('yes',), 'left_bower_is_trump')
        """
        try:
            given = self.normalize(answer)
        except (CardParseError, ValueError):
            return QuizResult(False, self.expected, self.explanation)
        if self.ordered or not self.multi:
            correct = given == self.expected
        else:
            correct = set(given) == set(self.expected) and len(given) == len(set(given))
        return QuizResult(correct, self.expected, self.explanation)


def _normalize_value(kind: str, value: str | int | bool) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value).strip()
    if kind in ("rank_trumps", "legal_cards", "which_card_wins"):
        return parse_card(text).code
    if kind == "effective_suit":
        return parse_suit(text)
    if kind == "who_leads":
        return str(parse_seat(text))
    if kind == "bidding_options":
        return str(parse_action(text))
    if kind == "score_the_hand":
        side, _, points = text.replace(" ", ":").partition(":")
        return f"{side.lower()}:{int(points)}"
    return text.lower()


# --- helpers --------------------------------------------------------------------------------------------

def _card(text: str | None, rules: Rules, field: str) -> Card:
    if text is None:
        raise QuizError(f"this question needs '{field}'", field)
    try:
        card = parse_card(text)
    except CardParseError as e:
        raise QuizError(str(e), field) from None
    if card not in new_deck(rules):
        raise QuizError(f"{card.code} is not in this deck of {rules.deck_size} cards", field)
    return card


def _cards(texts: Sequence[str], rules: Rules, field: str, at_least: int = 1) -> list[Card]:
    cards = [_card(t, rules, field) for t in texts]
    if len(cards) < at_least:
        raise QuizError(f"this question needs at least {at_least} card(s) in '{field}'", field)
    if len(set(cards)) != len(cards):
        raise QuizError(f"a card appears twice in '{field}'", field)
    return cards


def _trump(spec: QuizSpec) -> str:
    if spec.trump is None:
        raise QuizError("this question needs 'trump'", "trump")
    try:
        return parse_suit(spec.trump)
    except CardParseError as e:
        raise QuizError(str(e), "trump") from None


def card_explanation(card: Card, trump: str) -> Explanation:
    """Why ``card`` is or is not a trump under ``trump``."""
    role = card_role(card, trump)
    params: dict[str, str | int | bool | None] = {"card": card.code, "trump": trump}
    if role == "best_bower":
        return Explanation("best_bower_is_trump", params)
    if role == "right_bower":
        return Explanation("right_bower_is_trump", params)
    if role == "left_bower":
        return Explanation("left_bower_is_trump", params)
    if role == "trump":
        return Explanation("trump_suit_card", params)
    params["suit"] = card.suit
    if card.rank == "J":
        return Explanation("jack_of_other_colour", params)
    return Explanation("plain_card", params)


def situation(rules: Rules, dealer: int, upcard: Card, bidding: Sequence[str],
              lone_defender: int | None = None, until_play: bool = False) -> HandState:
    """A fixed, made-up deal with this dealer and upcard, after ``bidding`` (one action per turn).

    The dealer's discard and the defend-alone round are filled in (``lone_defender`` defends alone),
    so a question can be about the bidding or the opening lead without a whole deal in the lesson.
    """
    deck = [c for c in new_deck(rules) if c is not upcard]
    n = rules.num_players
    hands = [deck[5 * i:5 * i + 5] for i in range(n)]
    state = start_hand(rules, dealer, hands, upcard, deck[5 * n:])
    for i, text in enumerate(bidding):
        state = _auto(state, lone_defender)
        try:
            state = state.apply(text)
        except (IllegalActionError, CardParseError) as e:
            raise QuizError(f"bidding action {i + 1} ({text!r}) is not possible: {e}", "bidding") from None
    if until_play:
        state = _auto(state, lone_defender)
    return state


def _auto(state: HandState, lone_defender: int | None) -> HandState:
    while True:
        if state.phase is Phase.DISCARD:
            dealer_hand = state.hands[state.dealer]
            state = state.apply(f"discard {dealer_hand[0].code}")
        elif state.phase is Phase.DEFEND_ALONE:
            state = state.apply("defend alone" if state.to_move == lone_defender else "pass")
        else:
            return state


def _seat(text: str | None, field: str, rules: Rules) -> int:
    if text is None:
        raise QuizError(f"this question needs '{field}'", field)
    seat = parse_seat(text)
    if seat >= rules.num_players:
        raise QuizError(f"there is no seat {text} with {rules.num_players} players", field)
    return seat


# --- one builder per question type ------------------------------------------------------------------------

def _effective_suit(spec: QuizSpec, rules: Rules) -> Quiz:
    card, trump = _card(spec.card, rules, "card"), _trump(spec)
    return Quiz("effective_suit", spec.prompt or DEFAULT_PROMPTS["effective_suit"],
                tuple(Choice(s) for s in SUITS), False, False, (effective_suit(card, trump),),
                card_explanation(card, trump), trump=trump, cards=(card.code,))


def _is_trump(spec: QuizSpec, rules: Rules) -> Quiz:
    card, trump = _card(spec.card, rules, "card"), _trump(spec)
    answer = "yes" if effective_suit(card, trump) == trump else "no"
    return Quiz("is_trump", spec.prompt or DEFAULT_PROMPTS["is_trump"], (Choice("yes"), Choice("no")),
                False, False, (answer,), card_explanation(card, trump), trump=trump, cards=(card.code,))


def _card_role(spec: QuizSpec, rules: Rules) -> Quiz:
    card, trump = _card(spec.card, rules, "card"), _trump(spec)
    roles: tuple[str, ...] = ("best_bower",) if rules.best_bower is not None else ()
    roles += ("right_bower", "left_bower", "trump", "off_suit")
    return Quiz("card_role", spec.prompt or DEFAULT_PROMPTS["card_role"], tuple(Choice(r) for r in roles),
                False, False, (card_role(card, trump),), card_explanation(card, trump),
                trump=trump, cards=(card.code,))


def _rank_trumps(spec: QuizSpec, rules: Rules) -> Quiz:
    trump = _trump(spec)
    cards = _cards(spec.cards, rules, "cards", at_least=2)
    not_trump = [c.code for c in cards if effective_suit(c, trump) != trump]
    if not_trump:
        raise QuizError(f"rank_trumps orders trumps only: {', '.join(not_trump)} is not a trump", "cards")
    order = [c for c in trump_ranking(trump, new_deck(rules)) if c in cards]
    codes = tuple(c.code for c in order)
    return Quiz("rank_trumps", spec.prompt or DEFAULT_PROMPTS["rank_trumps"],
                tuple(Choice(c.code) for c in cards), True, True, codes,
                Explanation("trump_order", {"trump": trump, "order": " ".join(codes)}),
                trump=trump, cards=tuple(c.code for c in cards))


def _legal_cards(spec: QuizSpec, rules: Rules) -> Quiz:
    trump = _trump(spec)
    hand = _cards(spec.hand, rules, "hand")
    trick = _cards(spec.trick, rules, "trick", at_least=0)
    if set(hand) & set(trick):
        raise QuizError("a card is both in the hand and in the trick", "hand")
    if len(trick) >= rules.num_players:
        raise QuizError("the trick is already complete", "trick")
    legal = legal_plays(hand, trick, trump)
    expl: Explanation
    if not trick:
        expl = Explanation("lead_any_card")
    else:
        led = effective_suit(trick[0], trump)
        left = next((c for c in hand if card_role(c, trump) == "left_bower"), None)
        if len(legal) == len(hand) and not any(effective_suit(c, trump) == led for c in hand):
            if left is not None and led == same_colour_suit(trump):
                expl = Explanation("left_bower_not_its_printed_suit",
                                   {"card": left.code, "trump": trump, "led_suit": led})
            else:
                expl = Explanation("no_duty_to_trump", {"led_suit": led})
        elif left is not None and led == trump:
            expl = Explanation("left_bower_follows_trump", {"card": left.code, "trump": trump})
        elif left is not None and led == same_colour_suit(trump):
            expl = Explanation("left_bower_not_its_printed_suit",
                               {"card": left.code, "trump": trump, "led_suit": led})
        else:
            expl = Explanation("must_follow_led_suit",
                               {"led_suit": led, "cards": " ".join(c.code for c in legal)})
    return Quiz("legal_cards", spec.prompt or DEFAULT_PROMPTS["legal_cards"],
                tuple(Choice(c.code) for c in hand), True, False, tuple(c.code for c in legal), expl,
                trump=trump, hand=tuple(c.code for c in hand), trick=tuple(c.code for c in trick),
                leader=parse_seat(spec.leader) if spec.leader else None)


def _which_card_wins(spec: QuizSpec, rules: Rules) -> Quiz:
    trump = _trump(spec)
    trick = _cards(spec.trick, rules, "trick", at_least=2)
    if len(trick) > rules.num_players:
        raise QuizError(f"a trick has at most {rules.num_players} cards", "trick")
    x = explain_trick(trick, trump)
    winner = trick[x.winner]
    expl = (Explanation("highest_trump_wins", {"card": winner.code, "trump": trump})
            if x.reason == "highest_trump"
            else Explanation("highest_of_led_suit_wins", {"card": winner.code, "led_suit": x.led_suit}))
    return Quiz("which_card_wins", spec.prompt or DEFAULT_PROMPTS["which_card_wins"],
                tuple(Choice(c.code) for c in trick), False, False, (winner.code,), expl,
                trump=trump, trick=tuple(c.code for c in trick),
                leader=parse_seat(spec.leader) if spec.leader else None)


def _who_leads(spec: QuizSpec, rules: Rules) -> Quiz:
    prompt = spec.prompt or DEFAULT_PROMPTS["who_leads"]
    seats = tuple(Choice(str(s)) for s in range(rules.num_players))
    if spec.trick:  # the winner of a trick leads the next one
        trump = _trump(spec)
        trick = _cards(spec.trick, rules, "trick", at_least=2)
        leader = _seat(spec.leader, "leader", rules)
        winner_seat = (leader + trick_winner(trick, trump)) % rules.num_players
        winner_card = trick[trick_winner(trick, trump)]
        return Quiz("who_leads", prompt, seats, False, False, (str(winner_seat),),
                    Explanation("trick_winner_leads", {"leader": winner_seat, "card": winner_card.code}),
                    trump=trump, trick=tuple(c.code for c in trick), leader=leader)
    dealer = _seat(spec.dealer, "dealer", rules)
    upcard = _card(spec.upcard, rules, "upcard")
    lone = _seat(spec.lone_defender, "lone_defender", rules) if spec.lone_defender else None
    state = situation(rules, dealer, upcard, spec.bidding, lone, until_play=True)
    if state.phase is not Phase.PLAY or state.leader is None:
        raise QuizError("the bidding must end with trump named, before the first lead", "bidding")
    leader = state.leader
    start = state.loner if rules.loner_lead == "left_of_loner" and state.loner is not None else dealer
    first = (start + 1) % rules.num_players
    if leader == first:
        code = "left_of_loner_leads" if start != dealer else "left_of_dealer_leads"
        expl = Explanation(code, {"leader": leader})
    elif leader == state.lone_defender and rules.loner_lead == "left_of_loner":
        expl = Explanation("lone_defender_leads", {"leader": leader})
    else:
        expl = Explanation("sitting_out_skipped", {"seat": first, "leader": leader})
    return Quiz("who_leads", prompt, seats, False, False, (str(leader),), expl, trump=state.trump,
                dealer=dealer, upcard=upcard.code, history=_history(state),
                sitting_out=tuple(sorted(state.sitting_out)))


def _history(state: HandState) -> tuple[tuple[int, str], ...]:
    return tuple((seat, str(a)) for seat, a in state.history if a.kind != "discard")


def _bidding_options(spec: QuizSpec, rules: Rules) -> Quiz:
    dealer = _seat(spec.dealer, "dealer", rules)
    upcard = _card(spec.upcard, rules, "upcard")
    state = situation(rules, dealer, upcard, spec.bidding)
    seat = state.to_move
    if seat is None or state.phase not in (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP):
        raise QuizError("the bidding is already over: ask before trump is named", "bidding")
    legal = tuple(str(a) for a in state.legal_actions())
    expl: Explanation
    if state.phase is Phase.DEALER_NAMES_TRUMP:
        expl = Explanation("dealer_names_trump", {"upcard": upcard.code})
    elif state.phase is Phase.BID_UPCARD:
        if rules.canadian and seat == (dealer + 2) % 4:
            expl = Explanation("bid_round_one_canadian", {"upcard": upcard.code})
        elif not rules.has_partners:
            expl = Explanation("cutthroat_no_alone")
        else:
            expl = Explanation("bid_round_one", {"upcard": upcard.code})
    elif "pass" not in legal:
        expl = Explanation("dealer_is_stuck", {"turned_down": upcard.suit})
    else:
        expl = Explanation("bid_round_two", {"turned_down": upcard.suit})
    return Quiz("bidding_options", spec.prompt or DEFAULT_PROMPTS["bidding_options"],
                tuple(Choice(a) for a in BIDDING_VOCABULARY), True, False, legal, expl,
                dealer=dealer, upcard=upcard.code, to_move=seat, history=_history(state))


def _hand_result(spec: QuizSpec, rules: Rules) -> tuple[str, int]:
    """The engine's score for the hand the spec describes, after checking it can happen under ``rules``."""
    if spec.maker_tricks is None:
        raise QuizError("this question needs 'maker_tricks'", "maker_tricks")
    if (spec.maker_alone or spec.defender_alone) and not rules.has_partners:
        raise QuizError("nobody plays alone with three players", "maker_alone")
    if spec.defender_alone and rules.defend_alone == "never":
        raise QuizError("defending alone is off under these rules (set rules: {defend_alone: always})",
                        "defender_alone")
    if spec.defender_alone and rules.defend_alone == "vs_loner" and not spec.maker_alone:
        raise QuizError("under these rules a defender may go alone only against a lone maker", "defender_alone")
    return score_hand(rules, spec.maker_tricks, spec.maker_alone, spec.defender_alone)


def _score_the_hand(spec: QuizSpec, rules: Rules) -> Quiz:
    side, points = _hand_result(spec, rules)
    assert spec.maker_tricks is not None
    if spec.maker_tricks == 5:
        code = "lone_march" if spec.maker_alone else "makers_march"
    elif spec.maker_tricks >= 3:
        code = "makers_score_one"
    else:
        code = "lone_defender_euchre" if spec.defender_alone else "makers_euchred"
    options = {("makers", 1), ("makers", 2), ("makers", rules.loner_march_score), ("defenders", 2),
               ("defenders", rules.lone_defender_euchre_score)}
    choices = tuple(Choice(f"{s}:{p}") for s, p in sorted(options))
    return Quiz("score_the_hand", spec.prompt or DEFAULT_PROMPTS["score_the_hand"], choices, False, False,
                (f"{side}:{points}",), Explanation(code, {"points": points}),
                maker_tricks=spec.maker_tricks, maker_alone=spec.maker_alone,
                defender_alone=spec.defender_alone)


GAME_ANSWERS: tuple[str, ...] = ("us", "them", "nobody")


def _game_winner(spec: QuizSpec, rules: Rules) -> Quiz:
    if spec.score is None:
        raise QuizError("this question needs 'score': [your side, the other side] before the hand", "score")
    if not rules.has_partners:
        raise QuizError("this question is about two teams: it needs four players", "score")
    before = (int(spec.score[0]), int(spec.score[1]))
    if min(before) < 0 or game_winner(rules, before) is not None:
        raise QuizError(f"at {before[0]} to {before[1]} the game is already over (target "
                        f"{rules.winning_score})", "score")
    result = _hand_result(spec, rules)
    after = add_hand_result(rules, before, 0 if spec.makers == "us" else 1, result)  # type: ignore[arg-type]
    winner = game_winner(rules, after)
    answer = GAME_ANSWERS[2] if winner is None else GAME_ANSWERS[winner]
    params: dict[str, str | int] = {"us": after[0], "them": after[1], "target": rules.winning_score}
    return Quiz("game_winner", spec.prompt or DEFAULT_PROMPTS["game_winner"], tuple(map(Choice, GAME_ANSWERS)),
                False, False, (answer,), Explanation(f"game_{answer}", params),
                maker_tricks=spec.maker_tricks, maker_alone=spec.maker_alone, defender_alone=spec.defender_alone,
                score=before, makers=spec.makers, target=rules.winning_score)


BUILDERS: dict[str, Callable[[QuizSpec, Rules], Quiz]] = {
    "effective_suit": _effective_suit,
    "is_trump": _is_trump,
    "card_role": _card_role,
    "rank_trumps": _rank_trumps,
    "legal_cards": _legal_cards,
    "which_card_wins": _which_card_wins,
    "who_leads": _who_leads,
    "bidding_options": _bidding_options,
    "score_the_hand": _score_the_hand,
    "game_winner": _game_winner,
}


def build_quiz(spec: QuizSpec, rules: Rules) -> Quiz:
    """The question with the engine's answer under ``rules``. Raises :class:`QuizError` when the
    situation is incomplete or impossible under these rules.

    >>> q = build_quiz(QuizSpec(question="which_card_wins", trick=("AS", "9S", "JC", "KS"), trump="S"), Rules())
    >>> q.expected, q.explanation.code
    (('JC',), 'highest_trump_wins')
    >>> q = build_quiz(QuizSpec(question="who_leads", dealer="W", upcard="9H",
    ...                bidding=("pass", "pass", "order up alone")), Rules())  # South alone: North sits out
    >>> q.expected, q.explanation.code
    (('3',), 'sitting_out_skipped')
    """
    quiz = BUILDERS[spec.question](spec, rules)
    return dataclasses.replace(quiz, note=spec.explanation) if spec.explanation is not None else quiz


def quiz_for(lesson: Lesson, step: QuizStep, active: Rules) -> Quiz:
    """The quiz of a lesson step under the active house rules (see :func:`step_rules`)."""
    return build_quiz(step, step_rules(lesson, step, active))

