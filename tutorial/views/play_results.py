"""The words of the "Play a hand" page that differ from one game to another: the line that introduces the
game, the result of a hand and the end of the game. One piece for the partnership game (four-hand or
cutthroat), one for the round table's games (a :class:`~engine.SoloGame`), chosen by the game's type; the page
draws the buttons."""

from __future__ import annotations

import streamlit as st

from engine import AnyGame, Game, Rules, SoloGame
from tutorial.core.games.play_session import LEARNER
from tutorial.core.house_rules.labels import value_label
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.card_text import seat_name
from tutorial.core.text.i18n import Translator
from tutorial.core.text.table_text import score_text


def intro(rules: Rules, tr: Translator) -> str:
    """Who plays with whom, and to how many points."""
    target = rules.winning_score
    if not rules.is_partnership_game:
        return tr.ngettext(
            "{game}: you are South, with {players} players each for himself until a call makes "
            "a silent partner. First to {n} point wins.",
            "{game}: you are South, with {players} players each for himself until a call makes "
            "a silent partner. First to {n} points wins.",
            target,
        ).format(game=value_label("game", rules.game, tr), players=rules.num_players, n=target)
    if rules.has_partners:
        text = tr.ngettext(
            "You are South, with North as your partner, against two bots. First to {n} point wins.",
            "You are South, with North as your partner, against two bots. First to {n} points wins.",
            target,
        )
    else:
        text = tr.ngettext(
            "Three players, each for himself. First to {n} point wins.",
            "Three players, each for himself. First to {n} points wins.",
            target,
        )
    return text.format(n=target)


def hand_result(game: AnyGame, tr: Translator) -> None:
    """Who named trump, the tricks and the points of the hand just over (or the pass-out)."""
    hand = game.hand
    if hand.result() is None or hand.maker is None:
        st.info(tr.gettext("Everyone passed: nobody scores, and the deal passes to the left."), icon="🔁")
    elif isinstance(game, Game):
        _partnership_hand(game, tr)
    else:
        _solo_hand(game, tr)


def game_result(game: AnyGame, tr: Translator) -> None:
    """The winner of a game that is over, and the score."""
    winner = game.winner if game.winner is not None else 0
    if isinstance(game, Game):
        _partnership_game(game, winner, tr)
    elif winner == LEARNER:
        st.success(tr.gettext("You win the game!"), icon="🏆")
    else:
        st.warning(tr.gettext("{seat} wins the game.").format(seat=seat_phrase(winner, tr, game.rules.seating)))


# --- the partnership game ----------------------------------------------------------------------------------


def _side_name(game: Game, side: int, tr: Translator) -> str:
    _ = tr.gettext
    if game.rules.has_partners:
        return _("You and North") if side == 0 else _("West and East")
    return seat_name(side, tr)


def _partnership_hand(game: Game, tr: Translator) -> None:
    _ = tr.gettext
    hand = game.hand
    result = hand.result()
    assert result is not None and hand.maker is not None
    side, points = result
    tricks = hand.maker_tricks
    if (hand.loner is not None or not game.rules.has_partners) and hand.maker == LEARNER:
        made = tr.ngettext(
            "You named trump and took {n} trick.", "You named trump and took {n} tricks.", tricks
        ).format(n=tricks)
    else:  # a lone maker or a cutthroat player is named alone: his partner, if any, sat out
        makers = (
            seat_phrase(hand.maker, tr)
            if hand.loner is not None or not game.rules.has_partners
            else _side_name(game, game.side_of(hand.maker), tr)
        )
        made = tr.ngettext(
            "{makers} named trump and took {n} trick.", "{makers} named trump and took {n} tricks.", tricks
        ).format(makers=makers, n=tricks)
    if not game.rules.has_partners:  # one maker: "they" would be wrong, and each opponent scores
        scored = (
            tr.ngettext("That scores {n} point.", "That scores {n} points.", points)
            if side == "makers"
            else tr.ngettext(
                "Euchred! Each opponent scores {n} point.", "Euchred! Each opponent scores {n} points.", points
            )
        ).format(n=points)
    elif side == "makers":
        scored = tr.ngettext("They score {n} point.", "They score {n} points.", points).format(n=points)
    else:
        scored = tr.ngettext(
            "Euchred! The defenders score {n} point.", "Euchred! The defenders score {n} points.", points
        ).format(n=points)
    learner_won = game.side_of(hand.maker) == game.side_of(LEARNER)
    learner_won = learner_won if side == "makers" else not learner_won
    (st.success if learner_won else st.warning)(made + " " + scored)


def _partnership_game(game: Game, winner: int, tr: Translator) -> None:
    _ = tr.gettext
    # The winner's score first ("10 – 6" whoever won); at three players each score is named.
    order = sorted(range(len(game.side_scores)), key=lambda side: side != winner)
    if game.rules.has_partners:
        scores = score_text([game.side_scores[side] for side in order], tr)
    else:
        # TRANSLATORS: one player's score at the end of a three-player game ("North: 10"), listed.
        scores = tr.pgettext("between the players' scores", ", ").join(
            tr.pgettext("a player's score", "{seat}: {n}").format(
                seat=seat_name(side, tr), n=tr.format_number(game.side_scores[side])
            )
            for side in order
        )
    if winner == game.side_of(LEARNER):
        won = _("Your side wins the game, {scores}!") if game.rules.has_partners else _("You win the game, {scores}!")
        st.success(won.format(scores=scores), icon="🏆")
    else:
        won = (
            _("{side} win the game, {scores}.") if game.rules.has_partners else _("{seat} wins the game, {scores}.")
        )  # one player, in cutthroat
        st.warning(won.format(side=_side_name(game, winner, tr), seat=_side_name(game, winner, tr), scores=scores))


# --- the round table's games -------------------------------------------------------------------------------


def _solo_hand(game: SoloGame, tr: Translator) -> None:
    hand, table = game.hand, game.rules.seating
    result = hand.result()
    assert result is not None and hand.maker is not None
    maker = seat_phrase(hand.maker, tr, table)
    if len(result.maker_side) > 1:
        partner = next(s for s in result.maker_side if s != hand.maker)
        side = tr.gettext("{maker} and {partner}").format(maker=maker, partner=seat_phrase(partner, tr, table))
    else:
        side = maker
    text = (
        tr.ngettext(
            "{side} took {n} trick and made the contract.",
            "{side} took {n} tricks and made the contract.",
            result.tricks,
        )
        if result.made
        else tr.ngettext("{side} took {n} trick: euchred.", "{side} took {n} tricks: euchred.", result.tricks)
    )
    won = result.points[LEARNER] > 0
    (st.success if won else st.warning)(text.format(side=side, n=result.tricks))
