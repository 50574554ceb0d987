"""The clock at phone size for the docs: docs/images/clock-phone.png. Starts the real server
(as the end-to-end tests do), opens a clock link with the rating-band times of Ann (1800)
against Bob (2000), plays a few moves by tapping (Ann's half faces her: on a phone the far half
is turned from the start) and saves the screen while Bob's clock runs.

With --go: docs/images/go-clock-phone-dark.png, a byo-yomi game (10 minutes + 5 × 30 s) in dark
mode, Chen Jie (Black) in his periods and Lars still in his main time.

    .venv/bin/python scripts/clock_screenshot.py [--go]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, expect, sync_playwright

from tests.support.chromium import launch_options
from tests.support.page import wait_for_engine
from tests.support.server import start_server, stop_server

# /?mode=chess&method=bands&elo=1800,2000&clock=5+2 → Start clock
QUERY = "mode=clock&base1=5:00&inc1=2&base2=3:00&inc2=2&n1=Ann&n2=Bob"
PATH = ROOT / "docs" / "images" / "clock-phone.png"
GO_QUERY = ("mode=clock&game=go&base1=10:00&overtime1=byoyomi&periods1=5&period1=30&base2=10:00&overtime2=byoyomi"
            "&periods2=5&period2=30&black=1&handicap=0&n1=Chen Jie&n2=Lars")
GO_PATH = ROOT / "docs" / "images" / "go-clock-phone-dark.png"


def go_game(page: Page) -> None:
    """Chen Jie (Black, side 1) spends his main time and a period; Lars thinks 2:18 in his main time."""
    page.get_by_role("button", name="Start").click()
    for black, white in ((310_000, 60_000), (305_400, 78_000), (44_000, 0)):
        page.clock.run_for(black)
        page.get_by_test_id("clock-side-1").tap()
        if white:
            page.clock.run_for(white)
            page.get_by_test_id("clock-side-2").tap()
    page.clock.run_for(9_000)
    page.get_by_test_id("clock-side-2").tap()
    page.clock.run_for(8_600)


def main() -> None:
    go = "--go" in sys.argv[1:]
    options = launch_options()  # before sync_playwright(): it starts Playwright itself
    proc, base = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=1.5,
                                          has_touch=True, color_scheme="dark" if go else "light")
            page = context.new_page()
            page.clock.install()
            page.goto(f"{base}/?{GO_QUERY if go else QUERY}")
            wait_for_engine(page)
            expect(page.get_by_test_id("clock-summary")).not_to_be_empty()
            page.clock.pause_at(int(page.evaluate("Date.now()")) + 1000)
            expect(page.get_by_role("button", name="Side 1 upside down")).to_have_attribute("aria-pressed", "true")
            if go:
                go_game(page)
                page.evaluate("document.activeElement && document.activeElement.blur()")
                page.screenshot(path=str(GO_PATH))
                print(f"wrote {GO_PATH.relative_to(ROOT)}")
                browser.close()
                return
            page.get_by_role("button", name="Start").click()
            for ann, bob in ((4_200, 6_100), (11_300, 9_800), (7_400, 0)):
                page.clock.run_for(ann)
                page.get_by_test_id("clock-side-1").tap()
                if bob:
                    page.clock.run_for(bob)
                    page.get_by_test_id("clock-side-2").tap()
            page.clock.run_for(12_600)
            page.evaluate("document.activeElement && document.activeElement.blur()")
            page.screenshot(path=str(PATH))
            print(f"wrote {PATH.relative_to(ROOT)}")
            browser.close()
    finally:
        stop_server(proc)


if __name__ == "__main__":
    main()
