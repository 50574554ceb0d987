"""Screenshots of the everyday journeys as a new user makes them, for docs/: the answer bar on a
phone while the form is used (English light; Japanese dark from a link after "Change the game"),
komi in words and the effective komi with why on a desktop (English light; Japanese dark, reverse
komi), the chess tab's answer (each player's clock by name) on a phone, and a first visit on a
slow phone link while the engine loads (the progress bar and the link's question). Starts the
real server, drives Chromium the way the end-to-end tests do and writes docs/images/*.png.

    .venv/bin/python scripts/journey_screenshots.py [--out DIR]
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
DESKTOP = {"width": 1280, "height": 800}
GO_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
CHESS_LINK = "/?mode=chess&method=elo&elo=1650,2050&k=200&total=60&clock=15%2B10&n1=Ann&n2=Bob"


def bare_visit_filled(page: Page) -> None:
    page.goto("/")
    wait_for_engine(page)
    page.locator("#go-form").get_by_label("Player 1's strength").fill("2k")
    page.locator("#go-form").get_by_label("Player 2's strength").fill("9k")
    expect(page.get_by_test_id("answer-bar")).to_contain_text("takes Black", timeout=20_000)


def link_changed_in_japanese(page: Page) -> None:
    page.goto(GO_LINK + "&lang=ja")
    wait_for_engine(page)
    page.get_by_test_id("go-to-form").click()
    page.locator("#go-form [name=p2]").fill("5k")
    expect(page.get_by_test_id("answer-bar")).to_contain_text("Bobが黒番", timeout=20_000)


def chinese_rules(page: Page) -> None:
    page.goto(GO_LINK.replace("japanese", "chinese"))
    wait_for_engine(page)
    expect(page.get_by_test_id("effective-komi-words")).not_to_be_empty()


def reverse_komi_in_japanese(page: Page) -> None:
    page.goto(GO_LINK + "&lang=ja")
    wait_for_engine(page)
    expect(page.get_by_test_id("komi-words")).to_contain_text("逆コミ")


def chess_clocks(page: Page) -> None:
    page.goto(CHESS_LINK)
    wait_for_engine(page)
    expect(page.get_by_test_id("player1-clock")).to_have_text("24:00+16")


def slow_first_visit(page: Page) -> None:
    """A first visit on a slow phone link: downloads throttled (Chromium's network emulation),
    the screen taken once a share of the engine's files has arrived."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 150,
                                                   "downloadThroughput": 400_000, "uploadThroughput": 100_000})
    page.goto(GO_LINK, wait_until="commit")
    page.wait_for_function("() => { const p = document.querySelector('[data-testid=engine-progress]'); "
                           "return p && p.hasAttribute('value') && p.value >= 30; }", timeout=120_000)
    expect(page.get_by_test_id("link-question")).to_be_visible()


SHOTS: dict[str, tuple[dict[str, int], str, Callable[[Page], None]]] = {
    "answer-bar-phone.png": (PHONE, "light", bare_visit_filled),
    "answer-bar-phone-ja-dark.png": (PHONE, "dark", link_changed_in_japanese),
    "komi-words-desktop.png": (DESKTOP, "light", chinese_rules),
    "komi-words-desktop-ja-dark.png": (DESKTOP, "dark", reverse_komi_in_japanese),
    "chess-phone.png": (PHONE, "light", chess_clocks),
    "loading-phone.png": (PHONE, "light", slow_first_visit),
}


def shoot(browser: Browser, base: str, name: str, out: Path) -> None:
    viewport, scheme, journey = SHOTS[name]
    phone = viewport["width"] < 600
    context = browser.new_context(base_url=base, viewport=viewport, color_scheme=scheme,  # type: ignore[arg-type]
                                  device_scale_factor=1.5 if phone else 1, is_mobile=phone, has_touch=phone,
                                  service_workers="block")
    try:
        page = context.new_page()
        journey(page)
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.screenshot(path=str(out / name))
        print(out / name)
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    parser.add_argument("names", nargs="*", help="only these files")
    args = parser.parse_args()
    options = launch_options()  # before Playwright starts (it asks Playwright itself)
    proc, base = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            for name in args.names or SHOTS:
                shoot(browser, base, name, args.out)
            browser.close()
    finally:
        stop_server(proc)


if __name__ == "__main__":
    main()
