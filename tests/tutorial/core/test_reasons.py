"""Every reason the engine can give becomes a full sentence, in every language, naming the cards."""

from __future__ import annotations

import pytest

from engine import REASON_PARAMS, IllegalActionError, Reason, ReasonCode, Rules, hand_from_notation
from engine.cards.errors import ParamValue, reason
from tutorial.core.text.card_phrases import card_phrase
from tutorial.core.text.card_text import action_label
from tutorial.core.text.i18n import LOCALE_DIR, LOCALES, get_translator, load_translator
from tutorial.core.text.reasons import KNOWN_CODES, reason_text, refusal_text

DEAL = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)

# Parameters of the shape the engine gives each code (engine.REASON_PARAMS says which, and of what type).
SAMPLE_PARAMS: dict[str, dict[str, ParamValue]] = {
    "not_an_action": {"action": "fold"},
    "not_your_turn": {"seat": 0, "to_move": 1},
    "not_in_hand": {"card": "JH"},
    "must_follow_suit": {
        "card": "KS",
        "card_suit": "S",
        "card_role": "off_suit",
        "led_suit": "H",
        "led_card": "9H",
        "led_role": "trump",
        "led_is_bower": False,
        "led_is_joker": False,
        "led_is_trump": True,
        "trump": "H",
        "left_bower": "JD",
        "plays_printed_suit": False,
    },
    "cannot_call_turned_down_suit": {"suit": "H"},
    "dealer_must_call": {},
    "must_go_alone": {},
    "must_discard_first": {},
    "hand_over": {},
    "wrong_phase": {"phase": "play", "action": "order up"},
    "suit_only_in_round_two": {"upcard": "9H"},
    "upcard_suit_is_ordered_up": {"upcard": "9H"},
    "no_order_up_in_round_two": {"upcard": "9H"},
    "no_partner": {},
    "bad_dealer": {"dealer": 5},
    "wrong_player_count": {"expected": 4, "count": 3},
    "wrong_hand_size": {"seat": 1, "count": 4},
    "duplicate_card": {"card": "JD", "first": "South", "second": "the kitty"},
    "card_not_in_deck": {"card": "7H", "place": "South"},
    "wrong_kitty_size": {"expected": 3, "count": 2},
    "bad_notation": {"detail": "unknown seat X", "card": None},
    "must_call_ace_first": {},
    "bid_too_low": {"bid": 4, "highest": 4},
    "dealer_must_bid": {},
    "must_discard_widow_first": {"count": 2},
    "must_call_ally_first": {},
    "ally_in_own_hand": {"card": "QH"},
    "ally_discarded": {"card": "QH"},
    "ally_not_in_deck": {"card": "6H"},
    "wrong_widow_size": {"expected": 3, "count": 2},
}


def test_every_engine_code_has_a_sentence() -> None:
    missing = sorted(set(ReasonCode) - KNOWN_CODES)
    assert not missing, f"reasons.py has no sentence for the engine's codes {missing}"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("code", sorted(SAMPLE_PARAMS))
def test_each_code_gives_its_own_sentence(code: str, locale: str) -> None:
    tr = load_translator(locale, LOCALE_DIR)  # a fresh one, so its record of misses is this test's own
    text = reason_text(Reason(code, SAMPLE_PARAMS[code]), tr)
    generic = reason_text(Reason("no_such_code"), tr)
    assert text != generic, f"{code} should have its own sentence in {locale}, not the generic one"
    assert "{" not in text and "}" not in text, f"{code} in {locale} left a placeholder unfilled: {text!r}"
    assert not tr.missing, f"{code} is shown partly in English in {locale}: {sorted(tr.missing)}"


def test_every_sample_is_a_real_code_with_the_engine_s_parameters() -> None:
    assert set(SAMPLE_PARAMS) == set(ReasonCode), "SAMPLE_PARAMS should list exactly the engine's codes"
    for code, params in SAMPLE_PARAMS.items():
        reason(ReasonCode(code), **params)  # raises when a name or a type is not the engine's
        assert set(params) == set(REASON_PARAMS[ReasonCode(code)])


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        pytest.param({}, "That move is not allowed here.", id="no-params"),
        pytest.param({"led_suit": "X", "led_card": "??"}, "That move is not allowed here.", id="garbage-params"),
        pytest.param(
            {"led_suit": "H", "led_card": "??", "led_is_bower": True},
            "That move is not allowed here.",
            id="bad-led-card",
        ),
        pytest.param(
            {"card": None, "led_suit": "H", "card_role": "left_bower"}, "You must follow hearts.", id="none-card"
        ),
    ],
)
def test_broken_parameters_never_raise(params: dict[str, ParamValue], expected: str) -> None:
    assert reason_text(Reason("must_follow_suit", params), get_translator("en")) == expected


def _refusal(actions: list[str], attempt: str, rules: Rules | None = None) -> Reason:
    state = hand_from_notation(rules or Rules(), DEAL)
    for a in actions:
        state = state.apply(a)
    with pytest.raises(IllegalActionError) as err:
        state.apply(attempt)
    return err.value.reason


def test_left_bower_led_names_the_card_and_its_suit() -> None:
    # South deals; West orders up hearts and leads J♦, the left bower; South, holding A♥, tries K♠.
    deal = "dealer=S up=9H | S: KS AH 9S TC QC | W: JD KH QH TH AS | N: AD KD QS TS JS | E: AC KC 9C JC QD"
    state = hand_from_notation(Rules(), deal)
    for action in ("order up", "discard TC", "play JD", "play QS", "play 9C"):
        state = state.apply(action)
    with pytest.raises(IllegalActionError) as err:
        state.apply("play KS")
    assert reason_text(err.value.reason, get_translator("en")) == (
        "You must follow hearts: J♦ is the left bower, so it counts as a heart."
    )


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        pytest.param(
            {
                "led_suit": "H",
                "led_card": "9H",
                "led_role": "trump",
                "card": "KS",
                "card_suit": "S",
                "card_role": "off_suit",
                "led_is_bower": False,
                "led_is_joker": False,
            },
            "You must follow hearts.",
            id="plain",
        ),
        pytest.param(
            {
                "led_suit": "D",
                "led_card": "9D",
                "led_role": "off_suit",
                "card": "JD",
                "card_suit": "H",
                "card_role": "left_bower",
                "led_is_bower": False,
                "led_is_joker": False,
                "plays_printed_suit": True,
            },
            "J♦ is the left bower: it counts as a heart, not a diamond. You must follow diamonds.",
            id="left-bower-played-to-its-printed-suit",
        ),
        pytest.param(
            {
                "led_suit": "H",
                "led_card": "JOKER",
                "led_role": "best_bower",
                "card": "KS",
                "card_suit": "S",
                "card_role": "off_suit",
                "led_is_bower": True,
                "led_is_joker": True,
            },
            "You must follow hearts: Joker is the best bower, so it counts as a heart.",
            id="joker-led",
        ),
        pytest.param(
            {
                "led_suit": "S",
                "led_card": "JS",
                "led_role": "right_bower",
                "card": "AH",
                "card_suit": "H",
                "card_role": "off_suit",
                "led_is_bower": True,
                "led_is_joker": False,
            },
            "You must follow spades: J♠ is the right bower, so trump was led.",
            id="right-bower-led",
        ),
    ],
)
def test_must_follow_suit_explains_the_bowers(params: dict[str, ParamValue], expected: str) -> None:
    assert reason_text(Reason("must_follow_suit", params), get_translator("en")) == expected


def test_a_real_refusal_from_the_engine_reads_well() -> None:
    # South (first to speak, East dealt) tries to name clubs in round 1.
    reason = _refusal([], "call C")
    assert reason.code == "suit_only_in_round_two", f"the engine should refuse with suit_only_in_round_two: {reason}"
    assert reason_text(reason, get_translator("en")) == (
        "In the first round you can only order up 9♥ or pass; other suits can be named in the second round."
    )


def test_out_of_turn_names_the_seat_to_play() -> None:
    state = hand_from_notation(Rules(), DEAL).apply("pass", seat=0)
    with pytest.raises(IllegalActionError) as err:
        state.apply("order up", seat=0)
    reason = err.value.reason
    assert reason.code == "not_your_turn", f"South acting twice should be refused as not_your_turn: {reason}"
    assert reason_text(reason, get_translator("en")) == "It is not your turn yet: West plays now."


def test_plural_reasons_use_the_count() -> None:
    en = get_translator("en")
    one = reason_text(Reason("wrong_hand_size", {"seat": 3, "count": 1}), en)
    many = reason_text(Reason("wrong_hand_size", {"seat": 3, "count": 4}), en)
    assert (one, many) == ("East is dealt 1 card instead of five.", "East is dealt 4 cards instead of five.")


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        pytest.param("en", "You must follow hearts: your J♦ is the left bower, so it counts as a heart.", id="en"),
        # The other languages name the card in full, with the article or case their sentence needs.
        pytest.param("fr", "votre valet de carreau est le bower gauche, il compte donc comme un cœur.", id="fr"),
        pytest.param("hu", "mert a kezedben lévő káró bubi a bal bubi, így kőrnek számít.", id="hu"),
        pytest.param("pt", "o seu valete de ouros é o bower esquerdo, então conta como copas.", id="pt"),
    ],
)
def test_the_left_bower_in_hand_is_pointed_out(locale: str, expected: str) -> None:
    # West calls hearts in round 2 and leads A♥; South's only heart is J♦, the left bower, and South tries K♠.
    deal = "dealer=S up=9S | S: JD KS TS TC QC | W: AH KH QH TH AS | N: 9D KD QS AD JS | E: AC KC 9C JC QD"
    state = hand_from_notation(Rules(), deal)
    for action in ("pass", "pass", "pass", "pass", "call H", "play AH", "play 9D", "play 9C"):
        state = state.apply(action)
    with pytest.raises(IllegalActionError) as err:
        state.apply("play KS")
    reason, tr = err.value.reason, get_translator(locale)
    text = reason_text(reason, tr, hand=state.hands[0])
    assert text.endswith(expected), f"the {locale} refusal should point at the left bower in hand: {text!r}"
    assert not reason_text(reason, tr).endswith(expected), "without the hand there is nothing to point at"


@pytest.mark.parametrize(
    ("actions", "attempt", "code", "expected"),
    [
        pytest.param(
            [],
            "call H",
            "upcard_suit_is_ordered_up",
            "In the first round you order up the upcard's suit; you do not call it.",
            id="calling the upcard's suit in round one",
        ),
        pytest.param(
            ["pass"] * 4,
            "order up",
            "no_order_up_in_round_two",
            "9♥ has been turned down: in the second round you name a suit as trump or pass.",
            id="ordering up in round two",
        ),
        pytest.param([], "fold", "not_an_action", "That is not a move in euchre.", id="text that is no action"),
    ],
)
def test_bids_out_of_their_round_have_their_own_sentence(
    actions: list[str], attempt: str, code: str, expected: str
) -> None:
    refusal = _refusal(actions, attempt)
    assert refusal.code == code
    assert reason_text(refusal, get_translator("en")) == expected


FOLLOW_HEARTS = Reason("must_follow_suit", SAMPLE_PARAMS["must_follow_suit"])


@pytest.mark.parametrize(
    ("locale", "opening"),
    [
        pytest.param("en", "You may not play K♦ now. ", id="en"),
        pytest.param("fr", "Vous ne pouvez pas jouer le roi de carreau maintenant. ", id="fr"),
        pytest.param("hu", "A káró királyt most nem teheted ki. ", id="hu"),
        pytest.param("pt", "Você não pode jogar o rei de ouros agora. ", id="pt"),
    ],
)
def test_a_refused_card_is_named_in_a_sentence_not_by_its_button(locale: str, opening: str) -> None:
    tr = get_translator(locale)
    text = refusal_text("play KD", FOLLOW_HEARTS, tr)
    assert text.startswith(opening), text
    assert action_label("play KD", tr) not in text, f"{text!r} quotes the button's label"
    assert text.endswith(reason_text(FOLLOW_HEARTS, tr)), "the rule that refused it follows"


@pytest.mark.parametrize("locale", LOCALES)
def test_a_refused_discard_and_a_refused_bid_say_what_was_refused(locale: str) -> None:
    tr = get_translator(locale)
    discard = refusal_text("discard AH", Reason("not_in_hand", {"card": "AH"}), tr)
    card = card_phrase("AH", tr)
    assert (card.forms["short"] if locale == "en" else card.forms["name"]) in discard, discard
    assert discard != refusal_text("play AH", Reason("not_in_hand", {"card": "AH"}), tr)
    bid = refusal_text("pass", Reason("dealer_must_call"), tr)
    assert action_label("pass", tr) in bid and bid.endswith(reason_text(Reason("dealer_must_call"), tr))


@pytest.mark.parametrize("action", ["", "fold", "play ZZ"])
def test_a_refusal_of_something_that_is_not_an_action_still_says_why(action: str) -> None:
    en = get_translator("en")
    assert refusal_text(action, FOLLOW_HEARTS, en) == reason_text(FOLLOW_HEARTS, en)
