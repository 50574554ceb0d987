"""Screenshots of a representative Go result for the README, as a shared link opens it: a phone's
first screen (360×740: the answer first) and a desktop's (1280×800: form and result side by side),
each in the light and the dark colour scheme (docs/images/phone.png, phone-dark.png, desktop.png,
desktop-dark.png). Starts the real server (as the end-to-end tests do), opens the page in
Chromium, waits for the engine and the result, and saves the screen.

    .venv/bin/python scripts/screenshots.py [--query 'mode=go&system=ogs&...']
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, expect, sync_playwright

from tests.support.chromium import launch_options
from tests.support.page import wait_for_engine
from tests.support.server import start_server, stop_server

# OGS on 13×13 under Japanese rules, Ann 1d against Bob 8k (a rank difference of 8).
QUERY = "mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
DOCS = ROOT / "docs" / "images"
SHOTS = {  # file -> (viewport, device scale factor, colour scheme)
    # 1.5: sharp at the README's size, and small files
    "phone.png": ({"width": 360, "height": 740}, 1.5, "light"),
    "phone-dark.png": ({"width": 360, "height": 740}, 1.5, "dark"),
    "desktop.png": ({"width": 1280, "height": 800}, 1, "light"),
    "desktop-dark.png": ({"width": 1280, "height": 800}, 1, "dark"),
}


def shoot(page: Page, url: str, path: Path) -> None:
    page.goto(url)
    wait_for_engine(page)
    expect(page.get_by_test_id("result")).to_have_attribute("data-state", "result", timeout=20_000)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.wait_for_timeout(300)
    page.screenshot(path=str(path))
    print(f"wrote {path.relative_to(ROOT)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--query", default=QUERY, help="the page's query string (default: %(default)s)")
    args = parser.parse_args()
    DOCS.mkdir(parents=True, exist_ok=True)
    options = launch_options()  # before sync_playwright(): it starts Playwright itself
    proc, base = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            for name, (viewport, scale, scheme) in SHOTS.items():
                context = browser.new_context(viewport=viewport, device_scale_factor=scale, color_scheme=scheme)
                shoot(context.new_page(), f"{base}/?{args.query}", DOCS / name)
                context.close()
            browser.close()
    finally:
        stop_server(proc)


if __name__ == "__main__":
    main()
