"""Invariants over seeded random hands under every combination of options (rules.md sections 3-9)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from engine import Card, Game, HandState, IllegalActionError, Phase, Rules, deal
from engine.coach.bots import simple_action


def every_rule_combination() -> list[Rules]:
    combos = []
    for players, min_rank, best, stick, canadian, defend, lead, march, lone_def in itertools.product(
        (4, 3),
        (9, 7),
        ("none", "joker", "benny"),
        (True, False),
        (False, True),
        ("never", "always", "vs_loner"),
        ("left_of_dealer", "left_of_loner"),
        (4, 5),
        (4, 2),
    ):
        if players == 3 and (canadian or defend != "never" or lead != "left_of_dealer"):
            continue
        combos.append(
            Rules(
                num_players=players,
                min_rank=min_rank,
                joker=best == "joker",
                benny=best == "benny",
                stick_the_dealer=stick,
                canadian=canadian,
                defend_alone=defend,
                loner_lead=lead,
                loner_march_score=march,  # type: ignore[arg-type]
                lone_defender_euchre_score=lone_def,
                winning_score=5,
            )
        )
    return combos


RULES = every_rule_combination()


def test_the_combinations_cover_every_option_value() -> None:
    assert len(RULES) == 576 + 48, "576 four-player and 48 cutthroat tables"
    for field in (
        "num_players",
        "min_rank",
        "joker",
        "benny",
        "stick_the_dealer",
        "canadian",
        "defend_alone",
        "loner_lead",
        "loner_march_score",
        "lone_defender_euchre_score",
    ):
        assert len({getattr(r, field) for r in RULES}) >= 2, f"{field} takes only one value"


# An oracle written from rules.md alone, sharing nothing with the engine but the cards and the record of
# play: it ranks each trick itself, counts the makers' tricks and looks the points up in section 6.
_RANKS = "789TJQKA"
_COLOUR_PARTNER = {"C": "S", "S": "C", "D": "H", "H": "D"}


def _suit_and_power(card: Card, trump: str) -> tuple[str, int]:
    if card.code == "JOKER" or card.code == "2S":  # only in a deck that uses it as the best bower
        return trump, 100
    if card.rank == "J" and card.suit == trump:
        return trump, 99
    if card.rank == "J" and card.suit == _COLOUR_PARTNER[trump]:
        return trump, 98
    return card.suit, _RANKS.index(card.rank)


def _winning_seat(cards: tuple[Card, ...], seats: tuple[int, ...], trump: str) -> int:
    led = _suit_and_power(cards[0], trump)[0]

    def key(card: Card) -> tuple[int, int]:
        suit, power = _suit_and_power(card, trump)
        return (2 if suit == trump else 1 if suit == led else 0), power

    return max(zip(cards, seats, strict=True), key=lambda pair: key(pair[0]))[1]


def result_counted_from_the_tricks(rules: Rules, state: HandState) -> tuple[str, int]:
    assert state.trump is not None and state.maker is not None
    maker = state.maker
    makers = {maker, (maker + 2) % 4} if rules.num_players == 4 else {maker}
    maker_tricks = 0
    for trick in state.tricks:
        winner = _winning_seat(trick.cards, trick.seats, state.trump)
        assert trick.winner == winner, f"the engine gave {trick} to {trick.winner}, the oracle to {winner}"
        maker_tricks += winner in makers
    declared = [(seat, a) for seat, a in state.history if a.alone or a.kind == "defend_alone"]
    maker_alone = any(seat in makers for seat, _ in declared)
    defender_alone = any(seat not in makers for seat, _ in declared)
    if maker_tricks == 5:
        return "makers", rules.loner_march_score if maker_alone else 2
    if maker_tricks >= 3:
        return "makers", 1
    return "defenders", rules.lone_defender_euchre_score if defender_alone else 2


def play_out(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    state = deal(rules, dealer=seed % rules.num_players, rng=rng)
    dealt = Counter(c for hand in state.hands for c in hand)
    played: Counter[object] = Counter()
    for _ in range(200):
        if state.is_over:
            break
        seat = state.to_move
        assert seat is not None and seat not in state.sitting_out, "a sitting-out player never acts"
        legal = state.legal_actions()
        assert legal, f"no legal action in {state!r}"
        action = simple_action(state, rng) if rng.random() < 0.5 else rng.choice(legal)
        assert action in legal, f"the bot chose {action}, which is not legal"
        if state.phase is Phase.PLAY:
            off = [c for c in state.hands[seat] if all(a.card is not c for a in legal)]
            if off:
                with pytest.raises(IllegalActionError):
                    state.apply(f"play {off[0]}")
            played[action.card] += 1
        state = state.apply(action)
    assert state.is_over, "every hand ends"
    assert all(n == 1 for n in played.values()), "each card is played at most once"
    if state.thrown_in:
        assert not rules.stick_the_dealer and not state.tricks
        return
    active = rules.num_players - len(state.sitting_out)
    assert len(state.tricks) == 5 and sum(played.values()) == 5 * active
    assert all(c in dealt or c is state.upcard for c in played), "only dealt cards are played"
    for trick in state.tricks:
        assert not set(trick.seats) & state.sitting_out
    assert sum(state.tricks_won(s) for s in range(rules.num_players)) == 5
    assert state.result() == result_counted_from_the_tricks(rules, state)


@pytest.mark.parametrize("index", range(0, len(RULES), 1), ids=lambda i: f"rules-{i}")
def test_random_hands_end_and_respect_every_invariant(index: int) -> None:
    for seed in range(4):
        play_out(RULES[index], seed * 1000 + index)


@pytest.mark.parametrize("players", [4, 3])
def test_a_game_ends_when_a_side_reaches_the_target(players: int) -> None:
    rng = random.Random(players)
    game = Game.new(Rules(num_players=players, winning_score=10), first_dealer=0, rng=rng)
    dealers = []
    for _ in range(5000):
        if game.over:
            break
        if game.hand.is_over:
            before = game.scores
            game = game.next_hand(rng)
            assert all(a <= b for a, b in zip(before, game.scores, strict=True))
            continue
        if not game.hand.history:
            dealers.append(game.hand.dealer)
        game = game.apply(simple_action(game.hand, rng))
    assert game.over and game.winner is not None and max(game.scores) >= 10
    assert all((b - a) % players == 1 for a, b in itertools.pairwise(dealers)), "the deal passes left"
