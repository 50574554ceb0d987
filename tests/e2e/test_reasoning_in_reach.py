"""The reasoning in reach by the page's own scroll, at phone size (390×844) and desktop size
(1280×800): every step of "How it is worked out" (and the board, the SGF, the rating changes)
comes fully into the window when the page, and only the page, is scrolled to it, with nothing
drawn over it; no part of a result scrolls inside itself. On a desktop the result's headline
(its numbers) stays at the window's top meanwhile, beside a form longer than the result (the
views, Compare systems and the Full table, open under both columns at the page's width).

Measured with bounding boxes and the element the browser finds at each step's points, after
`window.scrollTo` (never `scrollIntoView`, which would also scroll a box inside the page)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.support.page import wait_for_engine

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
GO_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
# Each tab's link and its result's steps (the game's are many: the rank difference and both ratings').
LINKS = [
    ("go", GO_LINK, "steps"),
    ("go-views-open", GO_LINK + "&compare=1&table=1", "steps"),
    ("game", "/?mode=game&board=13&stones=3&komi=-1.5&black=1200&white=1500", "game-steps"),
    ("chess", "/?mode=chess&method=elo&elo=1650,2050&k=200&total=60&clock=15%2B10", "chess-steps"),
]

# Scroll the page (only the page) so that the element's box is centred in the window if it fits,
# else its top at the window's top; then its box, the window's height, and whether the browser
# finds the element itself (not something drawn over it) at points along its left edge.
REACH = """(element) => {
  const page = element.getBoundingClientRect();
  const top = page.top + window.scrollY;
  const wanted = page.height < innerHeight ? top - (innerHeight - page.height) / 2 : top;
  window.scrollTo(0, Math.max(0, wanted));
  const box = element.getBoundingClientRect();
  const points = [0.2, 0.5, 0.8].map((f) => [box.left + Math.min(12, box.width / 2), box.top + f * box.height]);
  const own = points.map(([x, y]) => { const hit = document.elementFromPoint(x, y); return !!hit && element.contains(hit); });
  return {top: box.top, bottom: box.bottom, height: innerHeight, scrollY: window.scrollY, own};
}"""

# Every element of the result that scrolls inside itself: overflow auto or scroll, and more
# content than room (a table wider than a phone scrolls sideways on purpose: only up and down here).
INNER_SCROLLERS = """(root) => {
  const found = [];
  for (let node = root; node && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) found.push(node.className || node.tagName);
  }
  for (const node of root.querySelectorAll('*')) {
    const style = getComputedStyle(node);
    if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1 && node.tagName !== 'TEXTAREA') found.push(node.className || node.tagName);
  }
  return found;
}"""


@pytest.fixture(scope="module", params=["phone", "desktop"])
def sized(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[tuple[Page, dict[str, int]]]:
    viewport = PHONE if request.param == "phone" else DESKTOP
    context = browser.new_context(base_url=server_url, viewport=viewport)
    yield context.new_page(), viewport
    context.close()


@pytest.mark.parametrize(("name", "link", "steps"), LINKS, ids=[name for name, _, _ in LINKS])
def test_every_step_comes_into_view_by_the_pages_own_scroll(sized: tuple[Page, dict[str, int]], name: str,
                                                             link: str, steps: str):
    page, viewport = sized
    page.goto(link)
    wait_for_engine(page)
    items = page.get_by_test_id(steps).locator("li")
    expect(items.first).to_be_visible()
    if name == "go-views-open":  # the left column far longer than the result
        expect(page.get_by_test_id("full-table").locator("tbody tr").first).to_be_attached()
    result = page.locator('[role="tabpanel"]:not([hidden]) .result').first  # the tab's answer (a study's comes after)
    assert result.evaluate(INNER_SCROLLERS) == []
    count = items.count()
    assert count >= 3
    for index in range(count):
        reach = items.nth(index).evaluate(REACH)
        assert 0 <= reach["top"] and reach["bottom"] <= reach["height"] + 0.5, (name, index, reach)
        assert all(reach["own"]), (name, index, reach)  # nothing drawn over it
    # The last step's bottom is reached: the page scrolls that far.
    assert reach["scrollY"] > 0 or reach["bottom"] <= viewport["height"]


def test_on_a_desktop_the_headline_stays_in_view_down_to_the_last_step(browser: Browser, server_url: str):
    context = browser.new_context(base_url=server_url, viewport=DESKTOP)
    try:
        page = context.new_page()
        page.goto(GO_LINK + "&compare=1&table=1")
        wait_for_engine(page)
        expect(page.get_by_test_id("full-table").locator("tbody tr").first).to_be_attached()
        last_step = page.get_by_test_id("steps").locator("li").last
        # The views open under both columns, at the page's width (their rows carry their own stones
        # and komi): the headline keeps beside the result's own steps, down to the last.
        for target in (last_step,):
            reach = target.evaluate(REACH)
            assert reach["scrollY"] > 0
            for testid in ("black", "stones", "komi"):
                box = page.get_by_test_id(testid).evaluate("e => e.getBoundingClientRect().toJSON()")
                assert 0 <= box["top"] and box["bottom"] <= DESKTOP["height"], (testid, box)
    finally:
        context.close()
