"""The Many games study's screenshots in docs/study.md: Chromium, phone (390×844) and desktop
(1280×800), light and dark, the study of the guide's real games (tests/fixtures/study: GNU Go's
NNGS and KGS games and the Juvisy 2019 EGD table) under the proposal's model, the chart and the
table beneath it; and the rating models' calibration chart on GNU Go's KGS games (the figures of
docs/study.md's section on which model describes the games), on a phone in the light scheme and on a
desktop in the dark one.

    .venv/bin/python scripts/study_screenshots.py            # -> docs/images/study-*.png
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, expect, sync_playwright

from tests.support.chromium import launch_options
from tests.support.page import wait_for_engine
from tests.support.server import start_server, stop_server

FIXTURES = ROOT / "tests" / "fixtures" / "study"
FILES = [*sorted((FIXTURES / "gnugo").glob("*.sgf")), FIXTURES / "opengotha-juvisy-2019.h9"]
KGS = sorted((FIXTURES / "gnugo").glob("kgs--*.sgf"))
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
MAIN_CHART = 'figure.study-chart:has([data-testid="study-chart"])'  # the chart and its caption
CHANCE_SHOTS = [("phone", "light"), ("desktop", "dark")]
OUT = ROOT / "docs" / "images"


def shoot(browser: Browser, url: str, size: str, theme: str, files: list[Path], box: str, target: Path) -> None:
    """The study of the files, at a size in a scheme: the box (a selector) scrolled to the top and shot."""
    width, height = SIZES[size]
    page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=1)
    page.goto(f"{url}/?mode=game&theme={theme}")
    wait_for_engine(page)
    page.locator("#study-files").set_input_files([str(f) for f in files])
    expect(page.get_by_test_id("study")).to_have_attribute("data-state", "done", timeout=300_000)
    shown = page.locator(box)
    # at the top of the screen: clear of the phone's answer bar at the bottom edge
    shown.evaluate("(e) => e.scrollIntoView({ block: 'start' })")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    shown.screenshot(path=str(target), animations="disabled")
    print(target)
    page.close()


def main() -> int:
    options = launch_options()
    proc, url = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            for theme in ("light", "dark"):
                for size in SIZES:
                    shoot(browser, url, size, theme, FILES, MAIN_CHART, OUT / f"study-{size}-{theme}.png")
            for size, theme in CHANCE_SHOTS:
                shoot(browser, url, size, theme, KGS, '[data-testid="study-chance-chart"]',
                      OUT / f"study-chance-{size}-{theme}.png")
            browser.close()
    finally:
        stop_server(proc)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
