"""A learner in front of a lesson: what he reads on the screen and what he touches.

Everything here acts through what a person sees: the step's heading and counter, the buttons and cards by
their accessible names (the cards, seats, bids and answers are buttons inside the table component). The
lesson files and the engine say what the right answer is, as a teacher at the learner's shoulder would;
nothing reads the app's session state. Texts are the app's own, in the language on screen (the translator
of that locale).
"""

from __future__ import annotations

import re

from playwright.sync_api import FrameLocator, Locator, Page, expect

from engine import SUIT_SYMBOLS, Rules, new_deck
from tests.browser.helpers import TABLE_IFRAME, idle
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import AnyStep, Lesson, step_rules
from tutorial.core.questions import quiz_spec
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.card_text import action_label, card_label, seat_label, suit_name
from tutorial.core.text.i18n import Translator, get_translator
from tutorial.widgets.quiz_table import on_table
from tutorial.widgets.quiz_view import choice_label

ERROR = '[data-testid="stAlertContentError"]'
SUCCESS = '[data-testid="stAlertContentSuccess"]'
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "hu": "Magyar", "pt": "Português"}


class LessonScreen:
    """One learner's browser tab on the lesson player, in the language ``locale``."""

    def __init__(self, page: Page, locale: str = "en") -> None:
        self.page = page
        self.locale = locale
        self.tr: Translator = get_translator(locale)
        self.course = load_course()

    # --- reading the screen -------------------------------------------------------------------------

    def _(self, text: str) -> str:
        return self.tr.gettext(text)

    def table(self) -> FrameLocator:
        return self.page.frame_locator(TABLE_IFRAME + ":visible")

    def position(self) -> tuple[Lesson, int]:
        """The lesson and the 0-based step on screen, read from the progress bar's "Title · Step n of N"."""
        self.settle()
        bar = self.page.locator('[data-testid="stProgress"]').first
        expect(bar).to_be_visible()
        text = bar.inner_text()
        counter = re.escape(self._("Step {n} of {total}")).replace(r"\{n\}", r"(\d+)").replace(r"\{total\}", r"(\d+)")
        found = re.search(counter, text)
        assert found is not None, f"the step counter should be visible, not {text!r}"
        title = text[: found.start()].rstrip(" ·")
        for lesson in self.course.lessons:
            if render_text(lesson.title, lesson.rules_for(Rules()), self.tr) == title:
                assert len(lesson.steps) == int(found.group(2))
                return lesson, int(found.group(1)) - 1
        raise AssertionError(f"no lesson is titled {title!r} in {self.locale}")

    def errors(self) -> Locator:
        return self.page.locator(ERROR)

    # --- acting --------------------------------------------------------------------------------------

    def settle(self) -> None:
        """Wait until the page has finished drawing: no run in progress and nothing left over from the
        last run (Streamlit marks those elements stale until the run that replaces them ends)."""
        idle(self.page)
        self.page.wait_for_function(
            "() => !document.querySelector('[data-stale=\"true\"]')"
            " && !document.querySelector('[data-testid=\"stStatusWidget\"]')",
            timeout=45_000,
        )
        self.page.wait_for_timeout(150)
        idle(self.page)

    def click_button(self, text: str) -> None:
        """The button whose words are ``text`` (its icon's name may come before them and its key cap, such as
        "Shortcut PageDown", after them: both are part of the accessible name)."""
        self.settle()
        words = re.escape(text).replace("\\ ", " ")  # a JavaScript regex takes no escaped space
        name = re.compile(r"^([a-z_]+\s+)?" + words + r"( Shortcut \S+)?$")
        self.page.get_by_role("button", name=name).first.click()
        self.settle()

    def next_step(self) -> None:
        """Next, or "Finish the lesson" on a lesson's last step; returns once the next step is drawn."""
        self.settle()
        bar = self.page.locator('[data-testid="stProgress"]').first
        before = bar.inner_text()
        nxt = self.page.get_by_role("button", name=self._("Next"), exact=True)
        last = nxt.count() == 0
        if last:
            nxt = self.page.get_by_role("button", name=self._("Finish the lesson"), exact=True)
        nxt.first.click()
        if last:
            expect(self.page.get_by_text(self._("Lesson complete!"))).to_be_visible()
        else:
            expect(bar).not_to_have_text(before)
        self.settle()

    def touch(self, name: str) -> None:
        """Touch the button of that accessible name on the table (a card, a seat, a bid, an answer)."""
        self.settle()
        self.table().get_by_role("button", name=name, exact=True).first.click()
        self.page.wait_for_timeout(300)
        self.settle()

    def switch_language(self, locale: str) -> None:
        """The sidebar's language picker (opened first on a phone, where the sidebar is folded away)."""
        sidebar = self.page.locator('[data-testid="stSidebar"]')
        if not sidebar.is_visible() or sidebar.get_attribute("aria-expanded") == "false":
            self.page.locator(
                '[data-testid="stExpandSidebarButton"], [data-testid="stSidebarCollapsedControl"] button'
            ).first.click()
        box = self.page.get_by_label(self._("Language")).first
        box.click()
        self.page.get_by_role("option", name=LANGUAGE_NAMES[locale]).click()
        self.locale, self.tr = locale, get_translator(locale)
        self.settle()
        close = self.page.locator('[data-testid="stSidebarCollapseButton"] button')
        if self.page.viewport_size and self.page.viewport_size["width"] < 640 and close.count():
            close.first.click()

    # --- a step, the way a learner does it ------------------------------------------------------------

    def do_step(self, lesson: Lesson, index: int) -> None:
        """Whatever the step asks, done: a question answered wrong once on purpose and then right, a
        practice played to its end, a drill to its goal; then the learner reads on."""
        step = lesson.steps[index]
        rules = step_rules(lesson, step, Rules())
        if step.kind == "quiz":
            self.answer_question(build_quiz(step, rules), rules)  # type: ignore[arg-type]
        elif step.kind == "practice":
            self.play_practice(lesson, step, rules)
        elif step.kind == "drill":
            self.do_drill(rules)
        if step.title:
            expect(self.page.get_by_role("heading", name=render_text(step.title, rules, self.tr)).first).to_be_visible()

    def _give(self, quiz: Quiz, rules: Rules, values: tuple[str, ...]) -> None:
        """Answer ``quiz`` with ``values`` in the table component: on the table, or with the answer buttons
        beside the cards (chips and Check when several answers are right)."""
        if on_table(quiz, rules):
            kind = quiz.kind
            if kind == "who_leads":
                self.touch(seat_label(int(values[0]), self.tr, rules.seating))
            elif kind == "which_card_wins":
                self.touch(self._trick_card_name(quiz, rules, values[0]))
            elif kind == "is_trump":
                if values[0] == "yes":
                    self.touch(self._("{card}: a trump").format(card=card_label(quiz.cards[0], self.tr)))
                else:
                    self.touch(self._("Not a trump"))
            elif kind == "legal_cards":  # the cards still chosen after a miss stay pressed: change only those
                for code in quiz.hand:
                    button = self.table().get_by_role("button", name=card_label(code, self.tr), exact=True).first
                    if (button.get_attribute("aria-pressed") == "true") != (code in values):
                        button.click()
                self.table().get_by_role("button", name=self._("Check"), exact=True).click()
            elif kind == "rank_trumps":
                for code in values:
                    self.table().get_by_role("button", name=card_label(code, self.tr), exact=True).first.click()
                self.page.wait_for_timeout(300)
                self.settle()
            elif quiz.multi:  # answer chips: the ones still chosen after a miss stay pressed, change only those
                for choice in quiz.choices:
                    name = choice_label(quiz, choice.value, self.tr)
                    button = self.table().get_by_role("button", name=name, exact=True).first
                    if (button.get_attribute("aria-pressed") == "true") != (choice.value in values):
                        button.click()
                self.table().get_by_role("button", name=self._("Check"), exact=True).click()
            else:  # one tap on the answer beside the cards
                self.touch(choice_label(quiz, values[0], self.tr))
            return

    def _trick_card_name(self, quiz: Quiz, rules: Rules, code: str) -> str:
        if quiz.leader is None:  # the trick drawn as a row of cards
            return card_label(code, self.tr)
        seat = rules.seating.clockwise_from(quiz.leader)[list(quiz.trick).index(code)]
        return self._("{seat} played {card}").format(
            seat=seat_phrase(seat, self.tr, rules.seating), card=card_label(code, self.tr)
        )

    def _wrong(self, quiz: Quiz) -> tuple[str, ...]:
        """A wrong answer a newcomer could give: another choice (for an order, the right cards in another
        order; for a set, one card too few)."""
        if quiz.kind == "rank_trumps":
            return tuple(reversed(quiz.expected))
        if quiz.kind == "legal_cards":
            fewer = quiz.expected[:-1]
            others = [c for c in quiz.hand if c not in quiz.expected]
            return fewer if fewer else (others[0],)
        choices = [c.value for c in quiz.choices if c.value not in quiz.expected]
        if quiz.kind == "which_card_wins":
            choices = [c for c in quiz.trick if c not in quiz.expected]
        assert choices, f"no wrong answer to give to {quiz.kind}"
        return (choices[0],)

    def answer_question(self, quiz: Quiz, rules: Rules) -> None:
        wrong = self._wrong(quiz)
        self._give(quiz, rules, wrong)
        miss = self.errors().first
        expect(miss).to_be_visible()
        expect(miss).to_contain_text(self._("Not quite."))
        shown = [choice_label(quiz, v, self.tr) for v in quiz.expected]
        if len(shown) == 1 and quiz.kind not in ("legal_cards", "rank_trumps", "is_trump"):  # yes/no: words
            assert shown[0] not in miss.inner_text(), "the first miss must not give the answer away"
        self._give(quiz, rules, quiz.expected)
        expect(self.page.locator(SUCCESS).first).to_contain_text(self._("Right!"))

    def play_practice(self, lesson: Lesson, step: AnyStep, rules: Rules) -> None:
        """The practice's line played by touch: each card in the hand, each bid under it (at a call-ace or
        auction table too: the called suit, the auction bid, the ally's card among the bids)."""
        for action in step.solution:  # type: ignore[union-attr]
            verb, _sep, card = action.partition(" ")
            if verb in ("play", "discard"):
                self.touch_card(card)
            elif action.startswith("bid "):  # "3 ♥" on the button, read aloud as "Bid: 3 hearts"
                _bid, n, suit = action.split()
                self.touch_bid(self._("Bid: {n} {suit}").format(n=n, suit=suit_name(suit, self.tr)))
            elif action.startswith("call ace "):  # "♥ hearts"
                suit = action.split()[2]
                self.touch_bid(f"{SUIT_SYMBOLS[suit]} {suit_name(suit, self.tr)}")
            elif action.startswith("call ally "):  # the ally's card, in the grid of cards under the hand
                self.touch_bid(*self._card_names(action.split()[2]))
            else:
                self.settle()
                names = [action_label(action, self.tr, by_dealer=d) for d in (False, True)]
                if action.startswith("call ") and action.split()[1] in SUIT_SYMBOLS:  # "♣ Clubs" at a solo table
                    names += [f"{SUIT_SYMBOLS[action.split()[1]]} {n}" for n in names]
                self.touch_bid(*names)
        expect(self.page.locator(SUCCESS).first).to_be_visible()

    def _card_names(self, code: str) -> list[str]:
        """A card's possible names: plain, or with its role under some trump ("jack of hearts — right bower")."""
        return list(dict.fromkeys([card_label(code, self.tr)] + [card_label(code, self.tr, s) for s in "CDHS"]))

    def touch_card(self, code: str) -> None:
        """Touch a card in the hand, whatever role the trump gives it in its name."""
        self.settle()
        hand = self.table().get_by_role("group", name=self._("Your hand"))
        where = hand if hand.count() else self.table()
        for name in self._card_names(code):
            if where.get_by_role("button", name=name, exact=True).count():
                where.get_by_role("button", name=name, exact=True).first.click()
                self.page.wait_for_timeout(300)
                self.settle()
                return
        raise AssertionError(f"the card {code} should be in the hand on the table")

    def touch_bid(self, *names: str) -> None:
        """Touch the bid offered under the hand by one of these accessible names."""
        self.settle()
        bids = self.table().get_by_role("group", name=self._("Your bid"))
        where = bids if bids.count() else self.table()
        shown = [n for n in names if where.get_by_role("button", name=n, exact=True).count()]
        assert shown, f"one of the bids {names!r} should be offered under the hand"
        where.get_by_role("button", name=shown[0], exact=True).first.click()
        self.page.wait_for_timeout(300)
        self.settle()

    # --- the drill: the learner reads the card and the trump, then answers ------------------------------

    def _card_codes(self) -> dict[str, str]:
        return {card_label(c, self.tr): c.code for c in new_deck(Rules())}

    def _trump_on_screen(self) -> str:
        """The trump suit as the question states it ("Trump: ♥ hearts" on the table, or in its words)."""
        text = self.page.locator('[data-testid="stMain"]').inner_text()
        frames = self.page.locator(TABLE_IFRAME)
        if frames.count():
            text += " " + self.table().locator("body").inner_text()
        for suit in "CDHS":
            if self._("Trump: {suit}").format(suit=suit_name(suit, self.tr)) in text.replace("♣ ", "").replace(
                "♦ ", ""
            ).replace("♥ ", "").replace("♠ ", ""):
                return suit
        raise AssertionError(f"no trump is stated on the screen: {text[:300]!r}")

    def _drill_quiz(self) -> Quiz:
        """The drill's question as a person reads it: which kind (by what there is to touch), the trump
        and the cards (by their names)."""
        self.settle()
        codes = self._card_codes()
        trump = self._trump_on_screen()
        table = self.table()
        if self.page.locator(TABLE_IFRAME).count() and table.get_by_role("button", name=self._("Not a trump")).count():
            yes = table.locator('button[data-pick="answer:yes"]').get_attribute("aria-label") or ""
            name = yes.split(":")[0]
            return build_quiz(quiz_spec(question="is_trump", card=codes[name], trump=trump), Rules())
        if self.page.locator(TABLE_IFRAME).count() and table.locator('button[data-pick^="trick:"]').count():
            names = [b.get_attribute("aria-label") or "" for b in table.locator('button[data-pick^="trick:"]').all()]
            return build_quiz(
                quiz_spec(question="which_card_wins", trick=tuple(codes[n] for n in names), trump=trump), Rules()
            )
        if self.page.locator(TABLE_IFRAME).count() and table.locator('button[data-pick^="card:"]').count():
            names = [b.get_attribute("aria-label") or "" for b in table.locator('button[data-pick^="card:"]').all()]
            return build_quiz(
                quiz_spec(question="rank_trumps", cards=tuple(codes[n] for n in names), trump=trump), Rules()
            )
        # Which suit does this card belong to (or which role has it)? The card is a picture named for screen
        # readers, beside the answers on the table.
        pictures = table.locator('[role="img"][aria-label]')
        names = [p.get_attribute("aria-label") or "" for p in pictures.all()]
        card = next(codes[n] for n in names if n in codes)
        kind = "card_role" if table.locator('button[data-pick="answer:left_bower"]').count() else "effective_suit"
        return build_quiz(quiz_spec(question=kind, card=card, trump=trump), Rules())

    def do_drill(self, rules: Rules) -> None:
        """The lesson's drill to its goal: the first question answered wrong on purpose, the others right."""
        done = self._("Drill complete!")
        for asked in range(40):
            self.settle()
            if self.page.get_by_text(done).count():
                return
            quiz = self._drill_quiz()
            self._give(quiz, rules, self._wrong(quiz) if asked == 0 else quiz.expected)
            if asked == 0:
                expect(self.errors().first).to_contain_text(self._("Not quite."))
            else:
                expect(self.page.locator(SUCCESS).first).to_contain_text(self._("Right!"))
            nxt = self.page.get_by_role("button", name=self._("Next question"))
            if nxt.count() == 0 and asked == 0:  # a drill that lets the learner try again
                self._give(quiz, rules, quiz.expected)
            self.click_button(self._("Next question"))
        raise AssertionError("the drill should reach its goal within forty questions")
