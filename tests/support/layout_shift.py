"""Chromium's own layout-shift entries over many first visits, one visit booting at a time and
each measured window overlapping the next visit's boot (tests/e2e/test_page_holds_still.py).

A visit is a fresh browser context (nothing stored: a first visit, or two visits in a row for a
repeat one) whose layout shifts are recorded from the page's first moment. It is done when the
page says so (the engine ready, the opened view answered, nothing left to do: `wait_for_engine`,
`settled_url`); its window then runs for `window_ms` while the next visit boots, and only the
shifts that started before the window's end (the page's own clock) count. The 3 s after each
answer used to be waited out one visit after another: two thirds of the file's time."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize
from playwright.sync_api import Error as PlaywrightError

from tests.support.page import settled_url, wait_for_engine

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


@dataclass(frozen=True)
class Visit:
    case: str                     # what a failure names: "phone: go"
    link: str
    viewport: ViewportSize
    visits: int = 1               # 2: measured on the second visit (it boots from what the first stored)
    cpu_rate: float = 1           # Chromium's CPU throttling: 6 is a busy machine
    window_ms: int = 3_000        # measured after the answer
    init_script: str = ""         # run in the page before its own scripts (a page made to jump)


@dataclass(frozen=True)
class Measured:
    total: float                  # the shifts' sum, those after a person's input left out
    shifts: list[dict[str, Any]] = field(default_factory=list)
    problem: str = ""             # the visit never answered: what the wait said


@dataclass
class _Open:
    visit: Visit
    context: BrowserContext
    page: Page
    ends: float = 0.0             # time.monotonic() when the window is over
    window_end_ms: float = 0.0    # the same moment on the page's clock


def layout_shift(page: Page, until_ms: float | None = None) -> tuple[float, list[dict[str, Any]]]:
    """The shifts recorded in the page (not after input), up to `until_ms` on its clock."""
    shifts = [s for s in page.evaluate("window.__shifts") if not s["input"]
              and (until_ms is None or s["at"] <= until_ms)]
    return sum(s["value"] for s in shifts), shifts


def measure_visits(browser: Browser, server_url: str, visits: list[Visit], booting: int = 1) -> dict[str, Measured]:
    """Each visit's layout shift, by its case. `booting` visits load at once (more than one only
    where the CPU is throttled: the browser then waits more than it works)."""
    queue = deque(visits)
    loading: deque[_Open] = deque()
    windows: list[_Open] = []
    results: dict[str, Measured] = {}

    def start(visit: Visit) -> _Open:
        context = browser.new_context(base_url=server_url, viewport=visit.viewport, service_workers="block")
        context.add_init_script(RECORD_SHIFTS)
        if visit.init_script:
            context.add_init_script(visit.init_script)
        page = context.new_page()
        if visit.cpu_rate != 1:
            page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": visit.cpu_rate})
        page.goto(visit.link, wait_until="commit")
        return _Open(visit, context, page)

    def answer(item: _Open) -> None:
        """Until the page says it is done (each visit of a repeat one), then its window starts."""
        for number in range(item.visit.visits):
            if number:
                item.page.goto(item.visit.link)
            wait_for_engine(item.page)
            settled_url(item.page)
        item.window_end_ms = float(item.page.evaluate("performance.now()")) + item.visit.window_ms
        item.ends = time.monotonic() + item.visit.window_ms / 1000

    def finish(item: _Open) -> None:
        total, shifts = layout_shift(item.page, item.window_end_ms)
        results[item.visit.case] = Measured(total, shifts)
        item.context.close()

    while queue or loading or windows:
        while queue and len(loading) < booting:
            loading.append(start(queue.popleft()))
        if loading:
            item = loading.popleft()
            try:
                answer(item)
            except (AssertionError, PlaywrightError) as error:
                results[item.visit.case] = Measured(0.0, problem=str(error).splitlines()[0])
                item.context.close()
            else:
                windows.append(item)
        elif windows:  # nothing left to load: the measured windows themselves, not a wait for a page
            time.sleep(max(0.0, min(item.ends for item in windows) - time.monotonic()))
        for item in [item for item in windows if item.ends <= time.monotonic()]:
            windows.remove(item)
            finish(item)
    return results
