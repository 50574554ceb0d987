"""Screenshots of a representative Go result for the README: static/docs/phone.png (360 px wide)
and static/docs/desktop.png. Starts the real server (as the end-to-end tests do), opens the page
in Chromium, waits for the engine, opens "Compare systems" and "Full table", and saves both.

    .venv/bin/python scripts/screenshots.py [--query 'mode=go&system=ogs&...']
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

from tests.browser import launch_options  # noqa: E402
from tests.e2e.conftest import start_server, stop_server, wait_for_engine  # noqa: E402

# OGS on 19×19 under Japanese rules, players 5 kyu and 2 kyu (a rank difference of 3).
QUERY = "mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
DOCS = ROOT / "static" / "docs"
SHOTS = {  # file -> (viewport, device scale factor, which views to open)
    # 1.5: sharp at the README's size, and the whole long page stays under 512 KB
    "phone.png": ({"width": 360, "height": 800}, 1.5, ("Compare systems",)),
    "desktop.png": ({"width": 1280, "height": 900}, 1, ("Compare systems", "Full table")),
}


def shoot(page: Page, url: str, views: tuple[str, ...], path: Path) -> None:
    page.goto(url)
    wait_for_engine(page)
    expect(page.get_by_test_id("result")).to_have_attribute("data-state", "result", timeout=20_000)
    for name in views:
        page.get_by_text(name, exact=True).click()
    if "Compare systems" in views:
        expect(page.get_by_test_id("compare").locator("tbody tr").first).to_be_visible()
    if "Full table" in views:
        expect(page.get_by_test_id("chart").locator("circle").first).to_be_attached()
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.wait_for_timeout(300)
    page.screenshot(path=str(path), full_page=True)
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
            for name, (viewport, scale, views) in SHOTS.items():
                context = browser.new_context(viewport=viewport, device_scale_factor=scale)
                shoot(context.new_page(), f"{base}/?{args.query}", views, DOCS / name)
                context.close()
            browser.close()
    finally:
        stop_server(proc)


if __name__ == "__main__":
    main()
