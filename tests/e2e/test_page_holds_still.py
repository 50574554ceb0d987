"""The page holds still while the answer arrives: the cumulative layout shift Chromium itself
measures (its `layout-shift` performance entries, read from the page's first moment) stays
≤ 0.05 from navigation to 3 s after the answer, at phone size (390×844) and desktop size
(1280×800), on a shared link of every tab, of the clock and on a bare visit, in English and Japanese;
the clock on a repeat visit too, upright and turned sideways; and on a busy machine (the CPU slowed
six times, both sizes), where the browser may paint before the page is parsed or its modules have run.

Shifts right after a person's input (`hadRecentInput`) do not count, as in Core Web Vitals; no
input is made here. The 3 s after the answer are the measured window itself, not a wait for the
page: the page's own signals (the engine ready, the opened view answered, nothing left to do)
come first. A page made to jump shows the measure can fail."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.support.page import settled_url, wait_for_engine

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
LIMIT = 0.05
WINDOW_AFTER_ANSWER_MS = 3_000
ROUND_PAIRINGS = "Ann%201d%20-%20Bob%205k%0ACat%202k%20-%20Dan%208k"
# A link someone shared, for every tab, and a bare visit.
LINKS = {
    "bare": "/",
    "go": "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k",
    "game": "/?mode=game&board=13&stones=3&komi=-1.5&black=1200&white=1500",
    "chess": "/?mode=chess&method=elo&elo=1650,2050&k=200&total=60&clock=15%2B10&n1=Ann&n2=Bob",
    "round": f"/?mode=round&system=ogs&board=19&rules=japanese&pairings={ROUND_PAIRINGS}",
    "go-ja": "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k&lang=ja",
    "bare-ja": "/?lang=ja",
    "clock": ("/?mode=clock&game=go&base1=10:00&overtime1=byoyomi&periods1=5&period1=30&base2=10:00"
              "&overtime2=byoyomi&periods2=5&period2=30&n1=Ann&n2=Bob&black=1"),
    "clock-ja": "/?mode=clock&base1=5:00&inc1=2&base2=3:00&inc2=2&n1=Ann&n2=Bob&lang=ja",
}
LANDSCAPE = {"width": 844, "height": 390}  # a phone turned sideways

# From the page's first moment: every layout shift Chromium reports (buffered: those before this
# script's observer too), with what moved, for the message of a failure.
RECORD_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__shifts.push({value: entry.value, input: entry.hadRecentInput, at: Math.round(entry.startTime),
      moved: (entry.sources || []).map((s) => {
        const node = s.node;
        const name = !node || !node.getAttribute ? String(node && node.nodeName)
          : node.getAttribute('data-testid') || node.id || node.className || node.nodeName;
        return `${name} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`;
      })});
  }
}).observe({type: 'layout-shift', buffered: true});
"""


@pytest.fixture(params=["phone", "desktop"])
def fresh_page(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[Page]:
    """A first visit: a new context, its layout shifts recorded from the start."""
    context = browser.new_context(base_url=server_url, viewport=PHONE if request.param == "phone" else DESKTOP,
                                  service_workers="block")
    context.add_init_script(RECORD_SHIFTS)
    yield context.new_page()
    context.close()


def layout_shift(page: Page) -> tuple[float, list[dict]]:
    shifts = [s for s in page.evaluate("window.__shifts") if not s["input"]]
    return sum(s["value"] for s in shifts), shifts


@pytest.mark.parametrize("link", list(LINKS), ids=list(LINKS))
def test_the_page_holds_still_until_3_s_after_the_answer(fresh_page: Page, link: str):
    page = fresh_page
    page.goto(LINKS[link])
    wait_for_engine(page)
    settled_url(page)
    page.wait_for_timeout(WINDOW_AFTER_ANSWER_MS)  # the measured window, not a wait for the page
    total, shifts = layout_shift(page)
    assert total <= LIMIT, f"{link}: cumulative layout shift {total:.3f}: {shifts}"


# A slow CPU: Chromium painted a half-parsed Go panel (on a phone its answer's reserved space then
# pushed the form off the screen; on a desktop the form, drawn at the full width, was then squeezed
# into the left column: 0.16) and a chess link's Go form before the page's modules chose the chess
# tab (0.46-0.76 on a phone, in about half of the visits at this rate).
BUSY_RATE = 6


@pytest.mark.parametrize("sideways", [False, True], ids=["upright", "sideways"])
def test_the_clock_holds_still_on_a_repeat_visit(fresh_page: Page, sideways: bool):
    """The second visit boots from what the first stored (quicker: its loading bar leaves sooner),
    on the screen as it is held, upright or turned sideways (the landscape layout)."""
    page = fresh_page
    if sideways:
        page.set_viewport_size(LANDSCAPE)
    for _visit in range(2):
        page.goto(LINKS["clock"])
        wait_for_engine(page)
        settled_url(page)
    page.wait_for_timeout(WINDOW_AFTER_ANSWER_MS)  # the measured window, not a wait for the page
    total, shifts = layout_shift(page)
    assert total <= LIMIT, f"clock, repeat visit: cumulative layout shift {total:.3f}: {shifts}"


@pytest.mark.parametrize("link", ["go", "chess", "game", "round", "clock"])
def test_the_page_holds_still_on_a_busy_machine(fresh_page: Page, link: str):
    page = fresh_page
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": BUSY_RATE})
    page.goto(LINKS[link])
    wait_for_engine(page)
    settled_url(page)
    total, shifts = layout_shift(page)
    assert total <= LIMIT, f"{link}: cumulative layout shift {total:.3f}: {shifts}"


@pytest.mark.parametrize("fresh_page", ["phone"], indirect=True)
def test_nothing_holds_the_first_paint_until_the_page_is_parsed(fresh_page: Page):
    """The page holds still without holding its first paint: a panel keeps back only what its
    answer's place would push down (style.css), and the busy-phone test above measures that. A
    render-blocking element (`<link rel="expect" blocking="render">` up to the last panel, as
    once here) made a busy phone's first paint 1.0-1.4 s later (measured, CPU slowed six times:
    medians 2.33 s → 1.02 s on a shared Go link, 1.95 s → 0.95 s on a bare visit). When the first
    paint comes depends on the machine; that nothing in the page asks it to wait does not."""
    page = fresh_page
    page.goto(LINKS["go"])
    wait_for_engine(page)
    held = page.evaluate("""() => [...document.querySelectorAll('[blocking], link[rel~="expect"]')]
      .map((element) => element.outerHTML)""")
    assert held == [], f"the first paint waits for: {held}"


def test_a_page_made_to_jump_is_measured(fresh_page: Page):
    """The measure can fail: a block pushed in above the tabs after the answer moves them all."""
    page = fresh_page
    page.goto(LINKS["go"])
    wait_for_engine(page)
    page.evaluate("""() => { const block = document.createElement('div'); block.style.height = '300px';
      document.querySelector('main').prepend(block); }""")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    total, _ = layout_shift(page)
    assert total > LIMIT
