"""The card table (four or three seats, the trick in the middle, trump, dealer, scores) and the learner's
clickable hand.

South, at the bottom, is the learner. :func:`table_html` is pure (a state in, escaped markup out) so
it can be tested without Streamlit; :func:`draw_table` puts it on the page as a picture, and
:func:`tutorial.widgets.game_table.game_table` in the table component, where the cards, the seats and the
trick are the buttons (:func:`pick_on_table` returns what was touched).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from html import escape
from pathlib import Path

import streamlit as st
import streamlit.components.v1 as components

from engine import SUIT_SYMBOLS, Card, HandState, Phase, SoloHand
from engine.coach.bidding_advice import must_name_blind
from tutorial.core.steps.verdicts import Verdict
from tutorial.core.text.card_phrases import card_phrase, seat_phrase
from tutorial.core.text.card_text import card_label, seat_label, seat_name, suit_name
from tutorial.core.text.i18n import Translator
from tutorial.core.text.table_text import bid_done
from tutorial.widgets import context
from tutorial.widgets.cards import card_back_svg, card_image, card_row
from tutorial.widgets.context import four_colour, projector
from tutorial.widgets.suit_colour import red_suits_html
from tutorial.widgets.table_picks import FAN_CSS, Pick, pick_button
from tutorial.widgets.trick_gather import arrival_style, gather_attrs, trick_to_gather

# The interactive table: a static page owned by the app (table_frontend/index.html) that shows the
# markup built here and reports the data-pick value of the button touched. A v1 component, like the
# progress store, because its value is plain JSON in session state (serializable).
_component = components.declare_component("euchre_tutor_table", path=str(Path(__file__).with_name("table_frontend")))

PROJECTOR_CARD_SIZE = 2.2


def card_size() -> float:
    """How large cards are drawn: at least twice as large in projector mode."""
    return PROJECTOR_CARD_SIZE if projector() else 1.0


# Where each seat sits on the screen, by its seat code: South (the learner) at the bottom, then clockwise.
_AREA = {"S": "s", "W": "w", "N": "n", "E": "e"}
LEARNER = 0

TABLE_CSS = (
    "<style>"
    ".et-table{display:grid;grid-template-areas:'. n .' 'w c e' '. s .';"
    "grid-template-columns:minmax(0,1fr) minmax(0,1.6fr) minmax(0,1fr);gap:.5rem;"
    "align-items:center;justify-items:center;"
    "background:#2e7d4f;border-radius:1rem;padding:.8rem;color:#fff;margin-bottom:.6rem}"
    ".et-seat{text-align:center;min-height:3rem}"
    ".et-seat .et-name{font-weight:700}"
    ".et-seat.et-out{opacity:.45}"
    ".et-badge{display:inline-block;border-radius:.8rem;padding:0 .5rem;margin:.1rem;font-size:.85em;"
    "background:#fff;color:#1f1f1f}"
    ".et-badge.et-dealer{background:#ffd54f}"
    ".et-badge.et-turn{background:#90caf9}"
    ".et-centre{grid-area:c;display:grid;grid-template-areas:'. n .' 'w i e' '. s .';gap:.25rem;"
    "align-items:center;justify-items:center;min-height:10rem}"
    ".et-centre .et-info{grid-area:i;text-align:center;font-size:.9em}"
    ".et-side-info{text-align:center;font-size:.9em}"
    ".et-caption{font-size:.85em;opacity:.9}"
    ".et-bid{display:inline-block;margin:.15rem;padding:.05rem .6rem;border-radius:.8rem .8rem .8rem 0;"
    "background:#fffde7;color:#1f1f1f;font-style:italic;font-size:.9em}"
    ".et-trump-marker{font-weight:700;font-size:1.15em;background:#fff;color:#1f1f1f;border-radius:.5rem;"
    "padding:.1rem .5rem;white-space:nowrap}"
    # One screen (tests/browser/test_one_screen.py): the table, the hand and the verdict are seen together on
    # a laptop, so the trick's cards are smaller than the hand's and the table's spacing is tight.
    ".et-table:not(.et-fit){padding:.5rem .6rem;gap:.3rem;margin-bottom:.3rem}"
    ".et-table:not(.et-fit) .et-centre{min-height:0}"
    ".et-table:not(.et-fit) .et-centre svg.et-card{width:52px;height:auto}"
    # The others' face-down hands say how many cards they hold: small backs are enough.
    ".et-table:not(.et-fit) .et-seat>[role=img] svg{height:36px;width:auto}"
    # North's and South's name, badges, tricks and cards share a line as far as it goes (on a phone, two).
    ".et-table:not(.et-fit) .et-seat:is([style*='grid-area:n'],[style*='grid-area:s'])"
    "{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0 .5rem}"
    # Phones: the trick's cards shrink and the trump marker may wrap, so the table fits the screen.
    "@media (max-width:640px){.et-table{padding:.4rem;gap:.2rem}"
    ".et-table:not(.et-fit) .et-centre svg.et-card{width:36px}.et-trump-marker{white-space:normal}"
    ".et-seat{min-height:0}}"
    # A projector (.et-fit): the table fits beside the step's words on a 1280x720 screen. Sizes follow the
    # screen's height (--pvh: one hundredth of it, set by the table component; 1vh on the page itself).
    # The trick overlaps like cards on a real table (West and East half a card lower than North), the
    # face-down hands are left out, and the trump sits in the top left corner.
    ".et-fit{--ch:calc(var(--pvh,1vh)*16.5);font-size:clamp(1.1rem,calc(var(--pvh,1vh)*3.2),2rem);"
    "padding:.35rem .6rem;gap:.15rem .4rem;margin-bottom:.3rem;border-radius:.8rem}"
    ".et-fit .et-seat{min-height:0}"
    ".et-fit .et-seat>div{display:inline-block;margin:0 .15rem}"
    ".et-fit .et-seat [role=img]{display:none}"
    ".et-fit .et-seat svg.et-card{height:calc(var(--ch)*.55);width:auto}"
    ".et-fit>.et-info{grid-area:1/1/3/2;align-self:start;justify-self:start;text-align:left;z-index:1}"
    ".et-fit>.et-info svg.et-card{height:var(--ch);width:auto}"
    ".et-fit .et-trump-marker{white-space:normal}"
    ".et-fit .et-seat[style*='grid-area:w']{align-self:end}"
    ".et-fit .et-centre{grid-template-areas:none;grid-template-columns:auto auto auto;"
    "grid-template-rows:repeat(4,calc(var(--ch)/2));gap:0 .4rem;min-height:0}"
    ".et-fit .et-centre svg.et-card{height:var(--ch);width:auto}"
    ".et-fit .et-at-n{grid-area:1/2/3/3}.et-fit .et-at-w{grid-area:2/1/4/2}"
    ".et-fit .et-at-e{grid-area:2/3/4/4}.et-fit .et-at-s{grid-area:3/2/5/3}"
    ".et-fit~.et-fan{--w:calc(var(--pvh,1vh)*19)!important;padding-top:.2rem}"
    "</style>"
)


def seat_badge(text: str, kind: str = "") -> str:
    return f'<span class="et-badge {kind}">{escape(text)}</span>'


def _last_bid(state: HandState, seat: int) -> str | None:
    """The seat's latest bidding action this hand (shown as a speech bubble while bidding)."""
    for who, action in reversed(state.history):
        if who == seat and action.kind != "play":
            return str(action)
    return None


def _hidden_hand(tr: Translator, count: int, size: float) -> str:
    """A fanned, overlapping row of card backs, read out once as its number of cards."""
    label = tr.ngettext("{n} face-down card", "{n} face-down cards", count).format(n=count)
    back = card_back_svg(label, size=size * 0.5)
    overlap = round(20 * size)
    fanned = "".join(f'<span aria-hidden="true" style="margin-left:-{overlap}px">{back}</span>' for _ in range(count))
    return (
        f'<div role="img" aria-label="{escape(label, quote=True)}" '
        f'style="display:flex;justify-content:center;padding-left:{overlap}px">{fanned}</div>'
    )


def _face_up(
    cards: Sequence[Card], tr: Translator, trump: str | None, four_colour: bool, size: float, label: str
) -> str:
    return card_row([card_image(c, tr, trump=trump, four_colour=four_colour, size=size) for c in cards], label=label)


def _seat_html(
    state: HandState,
    seat: int,
    tr: Translator,
    *,
    reveal: Collection[int],
    four_colour: bool,
    size: float,
    show_south_hand: bool,
    pick_seats: bool = False,
) -> str:
    _ = tr.gettext
    name = seat_label(seat, tr, state.seating)
    badges: list[str] = []
    if seat == state.dealer:
        badges.append(seat_badge(_("dealer"), "et-dealer"))
    if seat == state.to_move:  # in the bidding the player speaks; in the play he plays a card
        bidding = state.phase in (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP, Phase.DEFEND_ALONE)
        badges.append(seat_badge(_("to bid") if bidding else _("to play"), "et-turn"))
    if seat in state.sitting_out:
        badges.append(seat_badge(_("sits out")))
    if state.loner == seat:
        badges.append(seat_badge(_("alone")))
    if state.lone_defender == seat:
        badges.append(seat_badge(_("defends alone")))
    if state.maker == seat:
        badges.append(seat_badge(_("maker")))
    title = f'<div class="et-name">{escape(name)}</div>'
    if pick_seats:
        title = pick_button(f"seat:{seat}", name, title, extra_class="et-seat-pick")
    lines = [title, "<div>" + "".join(badges) + "</div>"]
    if state.phase in (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP):
        bid = _last_bid(state, seat)
        if bid is not None:
            lines.append(f'<div class="et-bid">{escape(bid_done(bid, tr, by_dealer=seat == state.dealer))}</div>')
    if state.trump is not None:
        won = state.tricks_won(seat)
        lines.append(
            '<div class="et-caption">' + escape(tr.ngettext("{n} trick", "{n} tricks", won).format(n=won)) + "</div>"
        )
    hand = state.hands[seat]
    if seat == LEARNER and not show_south_hand:
        pass  # the learner's hand is drawn by the hand picker below the table
    elif seat in state.sitting_out or not hand:
        pass
    elif seat in reveal or seat == LEARNER:
        label = _("{seat}'s hand").format(seat=name)
        lines.append(_face_up(hand, tr, state.trump, four_colour, size * 0.7, label))
    else:
        lines.append(_hidden_hand(tr, len(hand), size))
    classes = "et-seat et-out" if seat in state.sitting_out else "et-seat"
    return (
        f'<div class="{classes}" data-seat="{seat}" style="grid-area:{_AREA[state.seating.code(seat)]}" '
        f'role="group" aria-label="{escape(name, quote=True)}">{"".join(lines)}</div>'
    )


def _centre_html(
    state: HandState,
    tr: Translator,
    *,
    four_colour: bool,
    size: float,
    pick_trick: bool = False,
    arriving: int = 0,
    fit: bool = False,
    gather: bool = False,
) -> str:
    _ = tr.gettext
    cells: list[str] = []
    info: list[str] = []
    trump = state.trump
    if trump is None:
        up = state.upcard
        if state.phase in (Phase.BID_UPCARD, Phase.DEALER_NAMES_TRUMP):
            info.append(escape(_("Upcard")))
            info.append(card_image(up, tr, four_colour=four_colour, size=size))
        elif state.turned_down is not None:
            info.append(escape(_("Turned down: {suit}").format(suit=suit_name(state.turned_down, tr))))
            info.append(card_back_svg(_("the upcard, turned down"), size=size * 0.7))
        if state.thrown_in:
            info.append(escape(_("Everyone passed: the hand is thrown in.")))
    else:
        trump_text = _("Trump: {suit}").format(suit=f"{SUIT_SYMBOLS[trump]} {suit_name(trump, tr)}")
        info.append(f'<div class="et-trump-marker">{red_suits_html(trump_text)}</div>')
        going = trick_to_gather(state.tricks, state.current_trick_seats, LEARNER) if gather else None

        def cell(card: Card, seat: int, motion: str, attrs: str = "") -> str:
            label = _("{seat} played {card}").format(
                seat=seat_phrase(seat, tr, state.seating),
                card=card_phrase(card, tr, card_label(card, tr, trump, state.rules)),
            )
            svg = card_image(card, tr, trump=trump, four_colour=four_colour, size=size, label=label)
            if pick_trick:
                svg = pick_button(f"trick:{card.code}", label, svg)
            area = _AREA[state.seating.code(seat)]
            place = "" if fit else f' style="grid-area:{area}"'  # .et-fit places the cells by their class
            return f'<div class="et-at-{area}"{place}{attrs}><span{motion}>{svg}</span></div>'

        trick, seats = state.current_trick, state.current_trick_seats
        caption, offset = "", 0.0
        if not trick and state.tricks:
            last = state.tricks[-1]
            trick, seats = last.cards, last.seats
            caption = _("{seat} won the last trick").format(seat=seat_phrase(last.winner, tr, state.seating))
        if going is not None:
            said = _("{seat} won the last trick").format(seat=seat_phrase(going.trick.winner, tr, state.seating))
            attrs = gather_attrs(going, said)
            done = going.trick
            first = len(done.cards) - going.arriving
            cells.extend(
                cell(card, seat, arrival_style(i, first), attrs)
                for i, (card, seat) in enumerate(zip(done.cards, done.seats, strict=True))
            )
            if going.closing:  # the new trick's cards (all the bots') come in once it has gone
                offset, arriving = going.ends, len(trick)
            else:  # the trick shown is the one that gathers
                trick, seats = (), ()
        # Cards the bots have just played come in one after the other (a short, skippable transition).
        first_new = len(trick) - arriving if not caption else len(trick)
        cells.extend(
            cell(card, seat, arrival_style(i, first_new, offset))
            for i, (card, seat) in enumerate(zip(trick, seats, strict=True))
        )
        if caption:
            info.append(f'<div class="et-caption">{escape(caption)}</div>')
    info_html = f'<div class="et-info">{"<br/>".join(info)}</div>'
    if fit:  # on a projector the upcard or trump sits in the table's corner (see TABLE_CSS)
        return f'{info_html}<div class="et-centre">{"".join(cells)}</div>'
    if "E" not in state.seating.codes:  # three players: the upcard or trump takes East's empty place, and
        # the trick is no taller than its cards (a phone keeps the step on one screen)
        return (
            f'<div class="et-info et-side-info" style="grid-area:e">{"<br/>".join(info)}</div>'
            f'<div class="et-centre">{"".join(cells)}</div>'
        )
    return f'<div class="et-centre">{info_html}{"".join(cells)}</div>'


def _score_html(state: HandState, tr: Translator, scores: Sequence[int] | None) -> str:
    _ = tr.gettext
    parts: list[str] = []
    table = state.seating
    if table.has_partners:  # the two partnerships, side 0 the learner's (see engine.Seating)
        names = [_("South and North"), _("West and East")]
    else:
        names = [seat_name(seats[0], tr, table) for seats in table.sides]
    sides = list(zip(names, table.sides, strict=True))
    for i, (name, seats) in enumerate(sides):
        tricks = sum(state.tricks_won(s) for s in seats)
        text = tr.ngettext("{side}: {n} trick", "{side}: {n} tricks", tricks).format(side=name, n=tricks)
        if scores is not None and i < len(scores):
            text += " · " + tr.ngettext("{n} point", "{n} points", scores[i]).format(n=scores[i])
        parts.append(escape(text))
    return '<div class="et-caption" style="grid-column:1 / -1">' + " — ".join(parts) + "</div>"


def table_html(
    state: HandState,
    tr: Translator,
    *,
    reveal: Collection[int] = (),
    four_colour: bool = False,
    size: float = 1.0,
    show_south_hand: bool = False,
    scores: Sequence[int] | None = None,
    pick_seats: bool = False,
    pick_trick: bool = False,
    arriving: int = 0,
    fit: bool = False,
    gather: bool = False,
) -> str:
    """The whole table as one escaped HTML block (pure; see :func:`draw_table`).

    ``pick_seats`` and ``pick_trick`` make the seat names and the trick's cards buttons (for the table
    component); ``arriving`` is how many of the trick's last cards come in one by one. ``fit`` sizes the
    table by the screen's height (projector mode: a step fits one screen). ``gather``: a trick finished
    since the learner's card goes to its winner (see :mod:`tutorial.widgets.trick_gather`).
    """
    seats = "".join(
        _seat_html(
            state,
            seat,
            tr,
            reveal=reveal,
            four_colour=four_colour,
            size=size,
            show_south_hand=show_south_hand,
            pick_seats=pick_seats,
        )
        for seat in state.seating.seats
    )
    centre = _centre_html(
        state, tr, four_colour=four_colour, size=size, pick_trick=pick_trick, arriving=arriving, fit=fit, gather=gather
    )
    label = escape(tr.gettext("Card table"), quote=True)
    # Text grows with the cards; one rem at the normal size (.et-fit sizes it by the screen's height).
    style = "" if fit else f' style="font-size:{max(size, 1):.2f}rem"'
    return (
        f'{TABLE_CSS}<div class="et-table{" et-fit" if fit else ""}" role="group" aria-label="{label}"{style}>'
        f"{seats}{centre}{_score_html(state, tr, scores)}</div>"
    )


def draw_table(
    state: HandState,
    tr: Translator,
    *,
    reveal: Collection[int] = (),
    four_colours: bool | None = None,
    size: float | None = None,
    show_south_hand: bool = False,
    scores: Sequence[int] | None = None,
) -> None:
    """Draw the table: seats (South at the bottom), the upcard or trump and the trick, tricks and scores.

    ``reveal`` lists the seats whose cards are shown face up (others are face down); South's hand is
    left to :func:`hand_picker` unless ``show_south_hand``; ``scores`` are the game points per side;
    ``four_colours`` and ``size`` default to the session's choices (four-colour deck, projector mode).
    """
    st.markdown(
        table_html(
            state,
            tr,
            reveal=reveal,
            four_colour=_four(four_colours),
            size=size or card_size(),
            show_south_hand=show_south_hand,
            scores=scores,
            fit=projector(),
        ),
        unsafe_allow_html=True,
    )


def _four(choice: bool | None) -> bool:
    return four_colour() if choice is None else choice


def draw_cards(
    cards: Sequence[Card],
    tr: Translator,
    *,
    trump: str | None = None,
    label: str | None = None,
    four_colours: bool | None = None,
    size: float | None = None,
    caption: str | None = None,
) -> None:
    """A row of face-up cards (for explanations and quizzes), trump marked when ``trump`` is given.

    ``label`` names the row for screen readers; ``caption`` is a line of text shown above the cards in
    the same element (escaped; one element instead of two keeps reruns cheap).
    """
    four, size = _four(four_colours), size or card_size()
    row = card_row(
        [card_image(c, tr, trump=trump, four_colour=four, size=size) for c in cards],
        label=label if label is not None else caption,
    )
    head = f'<p style="margin-bottom:.4rem">{escape(caption)}</p>' if caption else ""
    st.markdown(head + row, unsafe_allow_html=True)


def blind_naming(state: HandState | SoloHand) -> bool:
    """Whether the learner, as the dealer, names trump under a turned-up best bower (the joker): he does
    it before looking at his hand, so the hand stays face down until trump is named."""
    return must_name_blind(state) and state.to_move == LEARNER


def face_down_hand(count: int, tr: Translator, size: float = 1.0) -> str:
    """The learner's hand, face down (see :func:`blind_naming`), in the fan's place."""
    label = (
        tr.gettext("Your hand") + ": " + tr.ngettext("{n} face-down card", "{n} face-down cards", count).format(n=count)
    )
    backs = "".join(
        f'<span class="et-slot" aria-hidden="true">{card_back_svg(label, size=size)}</span>' for _ in range(count)
    )
    return (
        f'<div class="et-fan" role="img" aria-label="{escape(label, quote=True)}" '
        f'style="--n:{max(count, 1)};--w:{round(72 * size)}px">{backs}</div>'
    )


def bot_arrivals(state: HandState) -> int:
    """How many cards of the trick on the table were played since the learner's own (they come in one
    by one); all of them when the learner has not played to it yet."""
    count = 0
    for seat in reversed(state.current_trick_seats):
        if seat == LEARNER:
            break
        count += 1
    return count


def verdict_args(verdicts: Mapping[str, Verdict]) -> dict[str, dict[str, object]]:
    """The verdicts sent with a position, by the ``data-pick`` value they answer (plain JSON for the
    table component, which shows one at once when its button is touched: see ``table_frontend``).

    >>> verdict_args({"card:9S": Verdict(False, "You must follow hearts."), "card:JD": Verdict(True, card="JD",
    ...     leaves=True)})["card:JD"]
    {'ok': True, 'say': '', 'card': 'JD', 'leaves': True, 'clear': False}

    ``say`` is escaped markup (red suits in red), as the rest of the table.
    """
    return {
        pick: {
            "ok": v.accepted,
            "say": red_suits_html(v.text),
            "card": v.card,
            "leaves": v.leaves,
            "clear": v.clears_trick,
        }
        for pick, v in verdicts.items()
    }


def pick_on_table(
    body: str,
    key: str,
    *,
    order: int = 0,
    multi: bool = False,
    tone: str = "",
    verdicts: Mapping[str, Verdict] | None = None,
) -> Pick | None:
    """Show ``body`` (table markup with ``data-pick`` buttons) in the table component; what the learner
    touched since the last run, or None.

    ``order`` > 0 collects that many cards clicked in turn and reports them together; ``multi`` lets the
    learner toggle cards and report them with the body's ``data-submit`` button. Each report carries
    a fresh nonce from the browser, so a value that stays in the component after its run is not taken
    twice, and the same card clicked again (after a refusal) still counts. ``tone`` (``right:<tag>`` or
    ``wrong:<tag>``, see :mod:`tutorial.widgets.sound`) is played once when it changes.

    ``verdicts`` are the engine's verdicts of the touches possible now, by ``data-pick`` value: the table
    shows the one touched at once, then reports the touch as ever; the nonce of the last touch judged
    here goes back with the next run (``seen``), so the table knows the page now shows the server's own.
    """
    seen = f"{key}-seen"
    raw = _component(
        html=FAN_CSS + body,
        order=order,
        multi=multi,
        lang=context.translator().locale,
        key=key,
        tone=tone,
        verdicts=verdict_args(verdicts or {}),
        seen=st.session_state.get(seen, ""),
        default=None,
    )
    if not isinstance(raw, dict):
        return None
    nonce = raw.get("n")
    if not isinstance(nonce, str) or st.session_state.get(seen) == nonce:
        return None
    st.session_state[seen] = nonce
    return Pick.parse(raw.get("pick"))
