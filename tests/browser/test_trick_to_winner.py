"""A finished trick goes to its winner: once the fourth card is down, the trick's cards slide together toward
the winner's seat, which is marked for a moment, and a screen reader hears who won, in the learner's
language. Under "reduce motion" nothing moves; the winner is still said."""

from __future__ import annotations

from playwright.sync_api import Frame, Page, expect

from engine import Rules
from tests.browser.helpers import TABLE_IFRAME, idle, open_app, table_frame
from tutorial.core.course.loading import load_course
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import get_translator

# Hearts are trump and West led the A♥; South, last, wins the trick with the left bower.
LESSON, STEP = "bowers", "follow-with-the-left"

# Watches the trick from the page itself, every frame (the machine's load cannot make it miss the move):
# how much nearer the winner's seat the trick's cards came, on average, than where they lie.
WATCH = """() => {
  window.__nearer = 0;
  const root = document.getElementById('root');
  const middle = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  const tick = () => {
    const cells = root.querySelectorAll('[data-gather]');
    const seat = cells.length && root.querySelector('.et-seat[data-seat="' + cells[0].dataset.gather + '"]');
    if (seat) {
      const [sx, sy] = middle(seat.getBoundingClientRect());
      let nearer = 0;
      for (const cell of cells) {
        const [x, y] = middle(cell.getBoundingClientRect());  // where it is drawn, moved or not
        const box = cell.offsetParent.getBoundingClientRect();  // where it lies (the table does not move)
        const lx = box.left + cell.offsetLeft + cell.offsetWidth / 2;
        const ly = box.top + cell.offsetTop + cell.offsetHeight / 2;
        nearer += (Math.hypot(lx - sx, ly - sy) - Math.hypot(x - sx, y - sy)) / cells.length;
      }
      window.__nearer = Math.max(window.__nearer, nearer);
    }
    requestAnimationFrame(tick);
  };
  tick();
}"""


def _open(page: Page, app_url: str, lang: str) -> Frame:
    lesson = load_course().lesson(LESSON)
    assert lesson is not None
    index = [s.id for s in lesson.steps].index(STEP)
    open_app(page, f"{app_url}/?lang={lang}&lesson={LESSON}&step={index + 1}")
    idle(page)
    table_frame(page)
    handle = page.locator(TABLE_IFRAME).element_handle()
    frame = handle.content_frame() if handle else None
    assert frame is not None
    return frame


def _play_the_left_bower(page: Page, frame: Frame, lang: str) -> None:
    frame.evaluate(WATCH)
    tr = get_translator(lang)
    table = table_frame(page)
    table.get_by_role("button", name=card_label("JD", tr), exact=True).click()
    said = tr.gettext("{seat} won the last trick").format(seat=seat_phrase(0, tr, Rules().seating))
    expect(table.locator("#et-live")).to_have_text(said)  # said to screen readers, in the learner's words
    expect(table.locator(".et-seat.et-won")).to_have_count(1)  # South's seat is marked...
    expect(table.locator(".et-seat.et-won")).to_have_count(0)  # ...for a moment


def test_after_the_fourth_card_the_trick_slides_toward_its_winner(page: Page, app_url: str) -> None:
    frame = _open(page, app_url, "fr")
    _play_the_left_bower(page, frame, "fr")
    assert table_frame(page).locator("[data-gather].et-gathering").count() == 4
    nearer = frame.evaluate("() => window.__nearer")
    assert nearer > 10, f"the trick's cards should come nearer the winner's seat (by {nearer:.1f} px)"


def test_with_reduced_motion_the_trick_stays_where_it_lies(page: Page, app_url: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    frame = _open(page, app_url, "en")
    _play_the_left_bower(page, frame, "en")
    assert table_frame(page).locator(".et-gathering").count() == 0
    assert frame.evaluate("() => window.__nearer") < 1
