"""Play a hand, then a whole game to the target score, against three simple bots under the house rules.

The game lives in session state as plain data (rules, seed, actions; see
:class:`tutorial.core.games.play_session.PlaySession`) and is rebuilt by replay on each rerun. Every decision
of the learner goes to the engine: an illegal one is refused with its reason, in the learner's language.
"""

from __future__ import annotations

import random

import streamlit as st

from engine import SUIT_SYMBOLS, SUITS, Game, HandState, Phase, Reason, Rules
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.progress.saved_hands import PLAY, restored_play, saved_play
from tutorial.core.questions.bid_order import choice_rows
from tutorial.core.steps.verdicts import game_refusal, game_verdicts
from tutorial.core.text.card_phrases import card_phrase, seat_phrase, suit_phrase
from tutorial.core.text.card_text import action_label, card_label, seat_name
from tutorial.core.text.i18n import Translator
from tutorial.core.text.table_text import score_text
from tutorial.views import play_solo
from tutorial.widgets import coach_bids, coach_panel, progress_store
from tutorial.widgets.context import active_rules, translator
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table import card_size, draw_cards, play_table
from tutorial.widgets.table_picks import Choice

STATE_KEY = "play_state"
REFUSAL_KEY = "play_refusal"
SHOW_LEGAL_KEY = "play_show_legal"
_SHOW_LEGAL_WIDGET = "play_show_legal_switch"
COACH_LOG_KEY = "play_coach_log"  # the learner's graded decisions this hand, as plain dicts
COACH_QUEUE_KEY = "play_coach_queue"  # the learner's bids and discard still to grade (see coach_bids)
LEVEL_KEY = "play_bot_level"


def _new_session(rules: Rules) -> PlaySession:
    session = PlaySession.start(rules, random.randrange(1 << 30), coach_panel.chosen_level())
    st.session_state[STATE_KEY] = session.to_dict()
    st.session_state.pop(REFUSAL_KEY, None)
    _clear_coach()
    return session


def _clear_coach() -> None:
    st.session_state[COACH_LOG_KEY] = []
    st.session_state[COACH_QUEUE_KEY] = []


def _session(rules: Rules) -> PlaySession:
    # The game this tab was playing before a reload, if it still replays through the engine to its deal.
    restored = restored_play(progress_store.restored(PLAY))
    if restored is not None:
        st.session_state[STATE_KEY] = restored.to_dict()
        st.session_state.pop(REFUSAL_KEY, None)
        _clear_coach()
        return restored
    stored = PlaySession.from_dict(st.session_state.get(STATE_KEY))
    return stored if stored is not None else _new_session(rules)


def _try(session: PlaySession, action: str) -> None:
    """Hand the learner's action to the engine; keep the refusal to show it after the rerun."""
    before = session.game().hand
    after, refusal = session.try_action(action)
    st.session_state[STATE_KEY] = after.to_dict()
    if refusal is None:
        st.session_state.pop(REFUSAL_KEY, None)
        if before.phase in _BEFORE_PLAY:  # graded on the next run, with a progress bar
            coach_bids.queue(COACH_QUEUE_KEY, session, str(after.actions[len(session.actions)]))
        else:
            coach_panel.log_decision(COACH_LOG_KEY, before, action, translator())
    else:
        st.session_state[REFUSAL_KEY] = {"code": refusal.code, "params": dict(refusal.params)}


def _on_action(action: str) -> None:
    _, rules = active_rules()
    _try(_session(rules), action)


def _on_show_legal() -> None:
    st.session_state[SHOW_LEGAL_KEY] = bool(st.session_state.get(_SHOW_LEGAL_WIDGET))


def _on_next_hand() -> None:
    _, rules = active_rules()
    st.session_state[STATE_KEY] = _session(rules).next_hand().to_dict()
    st.session_state.pop(REFUSAL_KEY, None)
    _clear_coach()


def _on_new_game() -> None:
    _, rules = active_rules()
    _new_session(rules)


def _side_name(game: Game, side: int, tr: Translator) -> str:
    _ = tr.gettext
    if game.rules.has_partners:
        return _("You and North") if side == 0 else _("West and East")
    return seat_name(side, tr)


def _refusal(hand: HandState, tr: Translator) -> None:
    """The engine's reason for the last refused move (the state is unchanged, so this is the hand it
    was refused in: the sentence can point at the learner's own left bower)."""
    stored = st.session_state.get(REFUSAL_KEY)
    if isinstance(stored, dict):
        reason = Reason(str(stored.get("code", "")), dict(stored.get("params") or {}))
        st.error(red_suits(game_refusal(reason, tr, hand)), icon=":material/block:")


def _bid_prompt(hand: HandState, tr: Translator) -> None:
    """What the learner may bid now, in words (the bids themselves are on the table, with the hand)."""
    _ = tr.gettext
    if hand.phase is Phase.BID_UPCARD:
        up = suit_phrase(hand.upcard.suit, tr)
        # The dealer takes the upcard himself ("pick up"); the others have him take it ("order up").
        offer = (
            _("Round 1: pick up {card} to make {suit} trump, or pass.")
            if hand.dealer == LEARNER
            else _("Round 1: order up {card} to make {suit} trump, or pass.")
        )
        st.markdown(offer.format(card=card_phrase(hand.upcard, tr, card_label(hand.upcard, tr)), suit=up))
    elif hand.phase is Phase.DEFEND_ALONE:
        st.markdown(_("The other side named trump. Will you defend alone?"))
    elif hand.phase is Phase.DEALER_NAMES_TRUMP:
        st.markdown(_("The best bower was turned up: as the dealer, you name trump."))
    elif hand.rules.stick_the_dealer and hand.dealer == LEARNER and hand.to_move == LEARNER:
        # Everyone else passed twice: the dealer is stuck (Pass stays on offer, refused with its reason).
        st.markdown(_("Round 2: everyone passed, so you, the dealer, must name a suit other than the one turned down."))
    else:
        st.markdown(_("Round 2: name a suit other than the one turned down, or pass."))


def _offered_bids(hand: HandState) -> list[str]:
    """Every bid of the round is offered: the engine refuses the ones these rules forbid, with why."""
    partners = hand.rules.has_partners
    if hand.phase is Phase.BID_UPCARD:
        return ["pass", "order up"] + (["order up alone"] if partners else [])
    if hand.phase is Phase.DEFEND_ALONE:
        return ["pass", "defend alone"]
    calls = [f"call {s}{alone}" for s in SUITS for alone in ("", " alone")[: 2 if partners else 1]]
    return ([] if hand.phase is Phase.DEALER_NAMES_TRUMP else ["pass"]) + calls


def _bid_choices(hand: HandState, tr: Translator) -> list[list[Choice]]:
    by_dealer = hand.dealer == LEARNER

    def choice(action: str) -> Choice:
        label = action_label(action, tr, by_dealer=by_dealer)
        return Choice(action, f"{SUIT_SYMBOLS[action.split()[1]]} {label}" if action.startswith("call ") else label)

    return [[choice(a) for a in row] for row in choice_rows(_offered_bids(hand))]


_BIDDING = (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP, Phase.DEFEND_ALONE)
_BEFORE_PLAY = (*_BIDDING, Phase.DISCARD)


def _card_turn(hand: HandState) -> bool:
    """Whether the learner is to play or discard a card now (the hand's cards are the buttons)."""
    return not hand.is_over and hand.to_move == LEARNER and hand.phase not in _BIDDING


def _table(session: PlaySession, game: Game, tr: Translator) -> None:
    """The table, the learner's hand as card buttons; a card touched goes to the engine."""
    hand = game.hand
    playing = _card_turn(hand)
    legal = (
        {str(a).split(" ", 1)[1] for a in hand.legal_actions() if a.kind in ("play", "discard")} if playing else None
    )
    show_legal = bool(st.session_state.get(SHOW_LEGAL_KEY, False))
    bidding = not hand.is_over and hand.to_move == LEARNER and hand.phase in _BIDDING
    choices = _bid_choices(hand, tr) if bidding else []
    # Each touch's verdict travels with the position: the table shows it at once (the bots' answer waits).
    verb = "discard" if hand.phase is Phase.DISCARD else "play"
    touches = {f"card:{c.code}": f"{verb} {c.code}" for c in hand.hands[LEARNER]} if playing else {}
    touches |= {f"bid:{bid}": bid for bid in _offered_bids(hand)} if bidding else {}
    verdicts = game_verdicts(session, touches.values(), tr)
    picked = play_table(
        hand,
        tr,
        "play-table",
        legal=legal,
        mark_legal=show_legal,
        hand_enabled=playing,
        scores=game.side_scores,
        choices=choices,
        verdicts={pick: verdicts[action] for pick, action in touches.items()},
    )
    if picked is not None and picked.kind == "card" and playing:
        verb = "discard" if hand.phase is Phase.DISCARD else "play"
        _try(session, f"{verb} {picked.value}")
        st.rerun()
    if picked is not None and picked.kind == "bid" and picked.value in _offered_bids(hand) and bidding:
        _try(session, picked.value)
        st.rerun()


def _learner_turn(hand: HandState, tr: Translator) -> None:
    _ = tr.gettext
    if hand.phase in _BIDDING:
        _bid_prompt(hand, tr)
        return
    if hand.phase is Phase.DISCARD:
        st.markdown(
            _("You picked up {card}. Choose a card to discard.").format(
                card=card_phrase(hand.upcard, tr, card_label(hand.upcard, tr))
            )
        )
    else:
        st.markdown(_("Your turn: click a card to play it."))
        coach_panel.hint_ladder(hand, "play-coach-hints", tr)


def _last_trick(hand: HandState, tr: Translator) -> None:
    """The trick just completed, while the next one has started (the table shows the trick in progress)."""
    if not hand.tricks or not hand.current_trick:
        return
    last = hand.tricks[-1]
    st.caption(tr.gettext("Last trick, won by {seat}:").format(seat=seat_phrase(last.winner, tr)))
    draw_cards(list(last.cards), tr, trump=hand.trump, size=card_size() * 0.6)


def _hand_result(game: Game, tr: Translator) -> None:
    _ = tr.gettext
    hand = game.hand
    result = hand.result()
    if result is None or hand.maker is None:
        st.info(_("Everyone passed: nobody scores, and the deal passes to the left."), icon="🔁")
    else:
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
    if game.over:
        winner = game.winner if game.winner is not None else 0
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
            won = (
                _("Your side wins the game, {scores}!") if game.rules.has_partners else _("You win the game, {scores}!")
            )
            st.success(won.format(scores=scores), icon="🏆")
        else:
            won = (
                _("{side} win the game, {scores}.") if game.rules.has_partners else _("{seat} wins the game, {scores}.")
            )  # one player, in cutthroat
            st.warning(won.format(side=_side_name(game, winner, tr), seat=_side_name(game, winner, tr), scores=scores))
        st.button(_("New game"), key="play-new-game-end", type="primary", on_click=_on_new_game)
    else:
        st.button(
            _("Next hand"),
            key="play-next-hand",
            type="primary",
            icon=":material/arrow_forward:",
            shortcut="N",
            on_click=_on_next_hand,
        )


def _rules_notice(session: PlaySession, rules: Rules, tr: Translator) -> None:
    if session.rules != rules:
        _ = tr.gettext
        st.info(_("You changed the house rules. This game goes on under the rules it started with."), icon="ℹ️")
        st.button(_("New game with the new rules"), key="play-new-game-rules", on_click=_on_new_game)


def page() -> None:
    tr = translator()
    _ = tr.gettext
    _preset, rules = active_rules()
    if not rules.is_partnership_game:  # call-ace and auction euchre have their own table and bids
        play_solo.page()
        return
    session = _session(rules)
    game = session.game()
    hand = game.hand
    st.header(_("Play a hand"))
    target = session.rules.winning_score
    if session.rules.has_partners:
        intro = tr.ngettext(
            "You are South, with North as your partner, against two bots. First to {n} point wins.",
            "You are South, with North as your partner, against two bots. First to {n} points wins.",
            target,
        )
    else:
        intro = tr.ngettext(
            "Three players, each for himself. First to {n} point wins.",
            "Three players, each for himself. First to {n} points wins.",
            target,
        )
    st.caption(intro.format(n=target))
    with st.container():  # one place whether or not there is a notice, so that the table never moves
        _rules_notice(session, rules, tr)
    learner = not hand.is_over and hand.to_move == LEARNER
    # The table keeps one place on the page in every phase: a component that moves is a new frame, which
    # Streamlit mounts without sending it the table (the discard stalled on an empty table). The prompt
    # before it lives in a container that is always there.
    with st.container():
        if learner:
            _learner_turn(hand, tr)
    _table(session, game, tr)
    if learner and hand.phase in _BEFORE_PLAY:
        coach_panel.bidding_advisor(hand, "play-bidding-advisor", tr)
    _refusal(hand, tr)
    coach_bids.grade_queued(COACH_QUEUE_KEY, COACH_LOG_KEY, session, tr)
    log = st.session_state.get(COACH_LOG_KEY) or []
    if not hand.is_over:
        coach_panel.draw_grade(log[-1] if log else None, tr)
    _last_trick(hand, tr)
    if hand.is_over:
        _hand_result(game, tr)
        coach_panel.draw_review(log, tr)
    # The switch is always there, and its value is kept apart from the widget's: it stays as the learner
    # left it between hands and when they come back from another page.
    st.toggle(
        _("Highlight the cards I may play"),
        value=bool(st.session_state.get(SHOW_LEGAL_KEY, False)),
        key=_SHOW_LEGAL_WIDGET,
        on_change=_on_show_legal,
    )
    coach_panel.bot_level_chooser(session, STATE_KEY, LEVEL_KEY, tr)
    # The game as it stands (the level just chosen included) is kept in the tab: a reload comes back to it.
    progress_store.keep(PLAY, saved_play(st.session_state[STATE_KEY], hand.deal))
    if not game.over:  # at the end of a game the result offers the one New game button
        st.divider()
        st.button(_("New game"), key="play-new-game", on_click=_on_new_game)
