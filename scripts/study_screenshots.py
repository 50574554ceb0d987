"""The Many games study's screenshots in docs/study.md: Chromium, phone (390×844) and desktop
(1280×800), light and dark, the study of the guide's real games (tests/fixtures/study: GNU Go's
NNGS and KGS games and the Juvisy 2019 EGD table) under the proposal's model, the chart and the
table beneath it.

    .venv/bin/python scripts/study_screenshots.py            # -> docs/images/study-*.png
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect, sync_playwright

from tests.support.chromium import launch_options
from tests.support.page import wait_for_engine
from tests.support.server import start_server, stop_server

FIXTURES = ROOT / "tests" / "fixtures" / "study"
FILES = [*sorted((FIXTURES / "gnugo").glob("*.sgf")), FIXTURES / "opengotha-juvisy-2019.h9"]
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
OUT = ROOT / "docs" / "images"


def main() -> int:
    options = launch_options()
    proc, url = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            for theme in ("light", "dark"):
                for size, (width, height) in SIZES.items():
                    page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=1)
                    page.goto(f"{url}/?mode=game&theme={theme}")
                    wait_for_engine(page)
                    page.locator("#study-files").set_input_files([str(f) for f in FILES])
                    expect(page.get_by_test_id("study")).to_have_attribute("data-state", "done", timeout=300_000)
                    figure = page.locator(".study-chart")
                    figure.scroll_into_view_if_needed()
                    page.evaluate(
                        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
                    target = OUT / f"study-{size}-{theme}.png"
                    figure.screenshot(path=str(target), animations="disabled")
                    print(target)
                    page.close()
            browser.close()
    finally:
        stop_server(proc)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
