"""Screenshots of a page that holds still and says what is wrong where it is wrong, for docs/:
a first visit on a slow phone link while the engine loads (Japanese: the loading line and the
link's question over the page, the answer's place kept), the reasoning reached by the page's own
scroll on a desktop (the headline held at the top), every wrong field's message beside it (a
desktop in English, light; a phone in Japanese, dark), and the clock on a phone turned sideways
(light) and after a stray Reset with its undo (dark). Starts the real server, drives Chromium the
way the end-to-end tests do and writes docs/images/*.png.

    .venv/bin/python scripts/page_screenshots.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.support.chromium import launch_options
from tests.support.page import wait_for_engine
from tests.support.server import start_server, stop_server

PHONE = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
DESKTOP = {"width": 1280, "height": 800}
GO_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
BAD_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=9x&n2=Bob&p2=1q&kmode=custom&komi=0.3"
CLOCK_LINK = "/?mode=clock&n1=Ann&base1=24:00&inc1=16&n2=Bob&base2=6:00&inc2=4"
SLOW_4G = {"offline": False, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 1.6e6 / 8, "latency": 150}


def loading(page: Page) -> None:
    """A first visit on a slow link: the shot while the link's question is showing."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", SLOW_4G)
    page.goto(GO_LINK + "&lang=ja")
    expect(page.get_by_test_id("link-question")).to_be_visible(timeout=60_000)
    expect(page.get_by_test_id("engine-share")).not_to_be_empty(timeout=60_000)


def reasoning(page: Page) -> None:
    page.goto(GO_LINK)
    wait_for_engine(page)
    page.get_by_test_id("steps").locator("li").last.evaluate(
        "e => window.scrollTo(0, e.getBoundingClientRect().bottom + scrollY - innerHeight + 40)")


def errors(lang: str) -> Callable[[Page], None]:
    def shot(page: Page) -> None:
        page.goto(BAD_LINK + (f"&lang={lang}" if lang != "en" else ""))
        wait_for_engine(page)
        expect(page.get_by_test_id("field-error")).to_have_count(3)
        if page.viewport_size == DESKTOP:
            page.evaluate("window.scrollTo(0, 0)")
    return shot


def clock_sideways(page: Page) -> None:
    page.goto(CLOCK_LINK)
    wait_for_engine(page)
    page.get_by_test_id("clock-start").click()
    page.get_by_test_id("clock-side-1").click()
    expect(page.get_by_test_id("clock-side-2")).to_have_attribute("data-running", "true")


def clock_reset_undo(page: Page) -> None:
    clock_sideways(page)
    page.get_by_test_id("clock-reset").click()
    expect(page.get_by_test_id("clock-undo")).to_be_visible()  # at the screen's bottom edge, where Reset was


# name, viewport, colour scheme, what to do before the shot
SHOTS: list[tuple[str, dict[str, int], str, Callable[[Page], None]]] = [
    ("loading-phone-ja.png", PHONE, "light", loading),
    ("reasoning-desktop.png", DESKTOP, "light", reasoning),
    ("errors-desktop.png", DESKTOP, "light", errors("en")),
    ("errors-phone-ja-dark.png", PHONE, "dark", errors("ja")),
    ("clock-landscape.png", LANDSCAPE, "light", clock_sideways),
    ("clock-undo-phone-dark.png", PHONE, "dark", clock_reset_undo),
]


def take(browser: Browser, base_url: str, out: Path) -> list[Path]:
    written = []
    for name, viewport, scheme, before in SHOTS:
        context = browser.new_context(base_url=base_url, viewport=viewport, color_scheme=scheme,
                                      has_touch=viewport != DESKTOP, service_workers="block")
        try:
            page = context.new_page()
            before(page)
            page.wait_for_timeout(300)  # the last frame painted, for the picture only
            path = out / name
            page.screenshot(path=str(path))
            written.append(path)
            print(f"wrote {path}")
        finally:
            context.close()
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    options = launch_options()
    proc, base_url = start_server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**options)
            take(browser, base_url, args.out)
            browser.close()
    finally:
        stop_server(proc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
