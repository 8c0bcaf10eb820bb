"""The coach at the table: a hint ladder (a nudge, the reason, the card), a grade after each card the learner
plays (bids and the discard are graded by :mod:`tutorial.widgets.coach_bids`), a review of the finished hand,
the bidding advisor with a progress bar, and the bots' level.

Session state holds plain values only: the ladder's rung for a position, and each graded decision as a
small dict (action, grade, better card, the reason's code and parameters), worded again on each rerun.
Advice is computed by the engine and kept in a small cache shared by all sessions (it is pure).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from engine import HandState, SoloHand
from engine.coach.advice import PlayAdvice, advise_play, grade_play
from engine.coach.bidding_advice import BIDDING_PHASES, BiddingAdvice, LaterBidders, must_name_blind
from engine.coach.bot_levels import BOT_LEVELS, BotLevel
from engine.coach.reasons import CoachNote, CoachReason, nudge, why_best, why_played, why_worse
from tutorial.core.games.play_session import PlaySession
from tutorial.core.text.card_phrases import card_phrase, sentence
from tutorial.core.text.card_text import action_label
from tutorial.core.text.coach_text import bid_verdict, card_text, grade_label, note_text, nudge_text, points_text
from tutorial.core.text.i18n import Translator
from tutorial.widgets import coach_bids

PLAY_SAMPLES = 200
# Fewer deals at the larger call-ace and auction tables in their first two tricks, where one deal takes the
# search longest (bench/coach_speed.py: 200 deals at seven seats take seconds): the grade comes in a second or two.
_EARLY_SAMPLES = {5: 100, 6: 50, 7: 25}
_ADVICE: dict[object, PlayAdvice] = {}
_CACHE_SIZE = 128
# A coloured mark rather than an alert box: the lesson's own success or failure notice stays the one alert.
_GRADE_COLOUR = {"best": "green", "good": "green", "fine": "blue", "weak": "orange", "mistake": "red"}


def _seed(position: str) -> int:
    return coach_bids.position_seed(position)


Played = HandState | SoloHand  # a hand in play of any of the four games


def position_key(state: Played) -> object:
    """What identifies a position: the partnership hand's own key; a call-ace or auction hand's deal and
    every action so far (which replay it exactly)."""
    if isinstance(state, HandState):
        return state.key()
    return ("solo", state.rules, state.deal, tuple((seat, str(a)) for seat, a in state.history))


def play_samples(state: Played) -> int:
    """How many deals the advice draws: :data:`PLAY_SAMPLES`, fewer early at the larger tables."""
    if state.num_players <= 4 or len(state.tricks) >= 2:
        return PLAY_SAMPLES
    return _EARLY_SAMPLES.get(state.num_players, PLAY_SAMPLES)


def play_advice(state: Played, tr: Translator) -> PlayAdvice:
    """The advice for the seat to move, computed once per position."""
    key = position_key(state)
    advice = _ADVICE.get(key)
    if advice is None:
        if len(_ADVICE) >= _CACHE_SIZE:
            _ADVICE.clear()
        with st.spinner(tr.gettext("The coach is thinking…")):
            advice = _ADVICE[key] = advise_play(state, samples=play_samples(state), seed=_seed(repr(key)))
    return advice


def _learner_plays(state: Played, seat: int) -> bool:
    return state.phase == "play" and state.to_move == seat


# --- the hint ladder --------------------------------------------------------------------------------------


def hint_ladder(
    state: Played,
    key: str,
    tr: Translator,
    seat: int = 0,
    on_climb: Callable[[], None] | None = None,
    cost: str | None = None,
) -> None:
    """Up to three hints for the card to play, one per click: a nudge, the reason, then the card.
    ``on_climb`` hears each rung climbed (a practice charges it a star); ``cost`` says so on the button."""
    ladder_notes(state, key, tr, seat)
    ladder_button(state, key, tr, seat, on_climb=on_climb, cost=cost)


def rung_climbed(state: Played, key: str) -> int:
    """The rung climbed for this position (0: none yet)."""
    stored = st.session_state.get(key)
    return (
        int(stored["rung"]) if isinstance(stored, dict) and stored.get("position") == repr(position_key(state)) else 0
    )


def ladder_notes(state: Played, key: str, tr: Translator, seat: int = 0, *, latest_only: bool = False) -> None:
    """The ladder's hints climbed so far; with ``latest_only`` (a projector's room) only the highest rung."""
    if not _learner_plays(state, seat):
        return
    rung = rung_climbed(state, key)
    first = rung if latest_only else 1
    partners = state.rules.has_partners
    if first <= 1 <= rung:
        st.info(nudge_text(nudge(state), tr, partners), icon=":material/explore:")
    if first <= 2 <= rung:
        st.info(note_text(why_best(state, play_advice(state, tr)), tr, partners), icon=":material/psychology:")
    if first <= 3 <= rung:
        st.info(card_text(play_advice(state, tr).best.action.split()[-1], tr), icon=":material/style:")


def ladder_button(
    state: Played,
    key: str,
    tr: Translator,
    seat: int = 0,
    on_climb: Callable[[], None] | None = None,
    cost: str | None = None,
) -> None:
    """The button to the next rung (none once the card is given)."""
    if not _learner_plays(state, seat):
        return
    _ = tr.gettext
    rung = rung_climbed(state, key)
    if rung >= 3:
        return
    labels = (_("Coach: a nudge"), _("Coach: the reason"), _("Coach: the card"))
    if st.button(labels[rung], key=f"{key}-button", icon=":material/lightbulb:", help=cost):
        st.session_state[key] = {"position": repr(position_key(state)), "rung": rung + 1}
        if on_climb is not None:
            on_climb()
        st.rerun()


# --- grades and the review ----------------------------------------------------------------------------------


def grade_record(state: Played, action: str, tr: Translator) -> dict[str, Any] | None:
    """The grade of the learner's card ``action`` in ``state`` (before it was played), at any table, as plain
    data; ``None`` for anything but a card played, and for the only card that could be played (no choice, no
    grade). A card graded best is explained for itself, never by another card's reason."""
    if state.phase != "play" or not action.startswith("play "):
        return None  # a bid or a discard: coach_bids grades those
    if len(state.legal_actions()) < 2:
        return None
    advice = play_advice(state, tr)
    try:
        graded = grade_play(advice, action)
    except ValueError:
        return None
    note = why_played(state, advice, action) if graded.grade == "best" else why_worse(state, advice, action)
    return {
        "trick": len(state.tricks) + 1,
        "action": action,
        "grade": str(graded.grade),
        "loss": round(graded.loss, 3),
        "best": graded.best.action,
        "code": str(note.code),
        "params": dict(note.params),
        "partners": state.rules.has_partners,
    }


def _note(record: dict[str, Any]) -> CoachNote | None:
    try:
        return CoachNote(CoachReason(str(record.get("code"))), dict(record.get("params") or {}))
    except ValueError:
        return None


def _bid_head(record: dict[str, Any], tr: Translator) -> str:
    """A graded bid or discard: the grade, the choice and, when it was not the best, the better one."""
    _ = tr.gettext
    by_dealer = bool(record.get("by_dealer"))
    grade = str(record.get("grade", ""))
    head = _("{grade}: you chose “{action}”.").format(
        grade=grade_label(grade, tr), action=action_label(str(record.get("action", "")), tr, by_dealer=by_dealer)
    )
    if grade != "best" and record.get("code") not in (
        CoachReason.BEST_EXPECTED_POINTS,  # that reason names it
        CoachReason.NAME_TRUMP_BLIND,
    ):  # no suit is better
        head += " " + _("The better choice: “{action}”.").format(
            action=action_label(str(record.get("best", "")), tr, by_dealer=by_dealer)
        )
    return head


def record_text(record: dict[str, Any], tr: Translator) -> str:
    """One graded decision in words: the grade, and why (with the better card when there was one)."""
    _ = tr.gettext
    partners = record.get("partners") is not False
    if record.get("kind") == "bid":
        note = _note(record)
        why = note_text(note, tr, partners) if note is not None else ""
        return _bid_head(record, tr) + (" " + why if why else "")
    card = str(record.get("action", "")).split()[-1]
    grade = str(record.get("grade", ""))
    head = _("{grade}: you played {card}.").format(grade=grade_label(grade, tr), card=card_phrase(card, tr))
    note = _note(record)
    why = note_text(note, tr, partners) if note is not None else ""
    return sentence(head) + (" " + why if why else "")


def draw_grade(record: dict[str, Any] | None, tr: Translator) -> None:
    """The grade of the learner's last card, with its reason."""
    if not record:
        return
    colour = _GRADE_COLOUR.get(str(record.get("grade")), "gray")
    st.markdown(f":{colour}[:material/school:] " + record_text(record, tr).replace("[", "\\[").replace("]", "\\]"))


def draw_review(records: list[dict[str, Any]], tr: Translator) -> None:
    """The finished hand, decision by decision: each card, its grade, the better choice and why."""
    if not records:
        return
    _ = tr.gettext
    with st.expander(_("Review of the hand"), expanded=True, icon=":material/school:"):
        for record in records:
            st.markdown(
                _review_label(record, tr) + " — " + record_text(record, tr).replace("[", "\\[").replace("]", "\\]")
            )


def _review_label(record: dict[str, Any], tr: Translator) -> str:
    if record.get("kind") != "bid":
        return tr.gettext("Trick {n}").format(n=record.get("trick", "?"))
    if str(record.get("action", "")).startswith("discard "):
        return tr.pgettext("coach review", "Discard")
    return tr.pgettext("coach review", "Bidding")


# --- the bidding advisor --------------------------------------------------------------------------------


def _bidding_choices(advice: BiddingAdvice) -> list[dict[str, Any]]:
    """The advice as plain codes and numbers, best first: what the session keeps, so that the table is
    worded in the language of each draw, not of the moment it was asked for."""
    return [
        {"action": c.action, "points": c.points, "low": c.low, "high": c.high, "made": c.made}
        for c in sorted(advice.options, key=lambda c: -c.points)
    ]


def bidding_rows(choices: list[dict[str, Any]], by_dealer: bool, tr: Translator) -> list[dict[str, str]]:
    """The advisor's figures as table rows, in the learner's words (every game's advisor draws them)."""
    _ = tr.gettext
    rows = []
    for choice in choices:
        rows.append(
            {
                _("Choice"): action_label(str(choice["action"]), tr, by_dealer=by_dealer),
                _("Expected points"): points_text(float(choice["points"]), tr),
                _("Confidence interval (95%)"): _("{low} to {high}").format(
                    low=points_text(float(choice["low"]), tr), high=points_text(float(choice["high"]), tr)
                ),
            }
        )
    return rows


def bidding_advisor(
    state: HandState,
    key: str,
    tr: Translator,
    seat: int = 0,
    deals: int | None = None,
    bidders: LaterBidders = "club",
) -> None:
    """A button that plays out many deals like this one for each bid (:data:`coach_bids.BIDDING_DEALS`), the
    later seats bidding as ``bidders``, with a progress bar, then a verdict in words and the expected points of
    each choice on request (the same advice grades the bid)."""
    if state.phase not in BIDDING_PHASES or state.to_move != seat:
        return
    deals = deals or coach_bids.BIDDING_DEALS
    _ = tr.gettext
    position = repr((state.key(), bidders))  # a level chosen since: the advice of the bots now at the table
    stored = st.session_state.get(key)
    if isinstance(stored, dict) and stored.get("position") == position and isinstance(stored.get("choices"), list):
        verdict = bid_verdict(
            stored["choices"],
            tr,
            by_dealer=state.to_move == state.dealer,
            partners=state.rules.has_partners,
            blind=must_name_blind(state),
        )
        st.markdown(":material/query_stats: " + verdict.replace("[", "\\[").replace("]", "\\]"))
        with st.expander(_("The figures")):  # numbers on request: the verdict above says it in words
            st.caption(
                _(
                    "The advisor played out {n} deals like this one for each choice, the unseen cards dealt "
                    "at random and every hand then played perfectly."
                ).format(n=tr.format_number(deals))
            )
            st.table(bidding_rows(stored["choices"], state.to_move == state.dealer, tr))
        return
    if not st.button(_("Ask the bidding advisor"), key=f"{key}-button", icon=":material/query_stats:"):
        return
    advice = coach_bids.bidding_advice(state, tr, deals, bidders)
    st.session_state[key] = {"position": position, "choices": _bidding_choices(advice)}
    st.rerun()


# --- the bots' level ---------------------------------------------------------------------------------------


def level_label(level: str, tr: Translator) -> str:
    labels = {
        BotLevel.BEGINNER: tr.pgettext("bot level", "Beginner"),
        BotLevel.CLUB: tr.pgettext("bot level", "Solid player"),
        BotLevel.EXPERT: tr.pgettext("bot level", "Expert"),
    }
    return labels.get(BotLevel(level), level) if level in set(BOT_LEVELS) else level


def level_help(tr: Translator, *, advised_bids: bool = True) -> str:
    """What each level does; ``advised_bids`` is false at a table where the expert bids as a solid player
    (:func:`engine.coach.bot_levels.bot_action`: the call-ace and auction bots have no bidding advice)."""
    _ = tr.gettext
    if not advised_bids:
        return _(
            "Beginner: any legal card. Solid player: sound habits. Expert: deals the unseen cards many times "
            "and plays the card that does best; at this table it bids as a solid player."
        )
    return _(
        "Beginner: any legal card. Solid player: sound habits. Expert: deals the unseen cards many times "
        "and takes the bid and the card that do best."
    )


_LEVEL_CHOSEN = "coach_bot_level"


def chosen_level() -> str:
    """The level the learner last chose (club at first): new games start with it."""
    level = st.session_state.get(_LEVEL_CHOSEN)
    return level if level in {str(b) for b in BOT_LEVELS} else str(BotLevel.CLUB)


def _level_changed(state_key: str, key: str, labels: dict[str, str]) -> None:
    level = labels.get(str(st.session_state.get(key)), str(BotLevel.CLUB))
    st.session_state[_LEVEL_CHOSEN] = level
    session = PlaySession.from_dict(st.session_state.get(state_key))
    if session is not None:
        st.session_state[state_key] = session.with_level(level).to_dict()


def bot_level_chooser(session: PlaySession, state_key: str, key: str, tr: Translator) -> None:
    """The bots' level (beginner, solid player, expert): it applies to the game in progress from its next
    bot decision, and to the games after it."""
    labels = {level_label(str(level), tr): str(level) for level in BOT_LEVELS}
    names = list(labels)
    current = names[[str(b) for b in BOT_LEVELS].index(str(session.level))]
    if st.session_state.get(key) not in names:  # first show, or the language changed
        st.session_state[key] = current
    st.radio(
        tr.gettext("Bot level"),
        names,
        key=key,
        horizontal=True,
        on_change=_level_changed,
        args=(state_key, key, labels),
        help=level_help(tr, advised_bids=session.rules.is_partnership_game),
    )


def grade_practice(key: str, before: HandState, action: str, tr: Translator) -> None:
    """Grade the learner's card in a practice (``None`` for a bid) and keep it under ``key``."""
    st.session_state[key] = grade_record(before, action, tr)


def forget_grade(key: str) -> None:
    """No grade for the practice's last card (it had no choice to grade)."""
    st.session_state[key] = None
