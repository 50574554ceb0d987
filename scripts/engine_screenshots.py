"""Screenshots of a page in Firefox and in WebKit (Safari's) at given viewport sizes, in the
light and/or dark colour scheme: for looking at layouts in the engines Playwright's Chromium does
not cover (tests/support/browsers.py drives them).

    .venv/bin/python scripts/engine_screenshots.py "/?mode=go&diff=4" --sizes 360x800,1280x800 \\
        --schemes light,dark --out shots/
    # -> shots/firefox-light-360x800.png, shots/webkit-dark-1280x800.png, ... (paths printed)

The Go guide's Firefox and WebKit screenshots (docs/images/firefox-*.png, webkit-*.png) are taken
with it: the link of scripts/screenshots.py, --sizes 360x740,1280x800, Firefox light and WebKit
dark, each file then renamed (firefox-light-1280x800.png -> firefox-desktop.png, ...).

A URL starting with "/" is served by the app's own server (started here, stopped after); a full
URL is used as it is. The shot is taken once the engine is ready and the page has settled (or
after --wait-for, a JavaScript function polled until it returns something truthy). --full-page
takes the whole page, not only the viewport. Exit 1 if an engine is missing (says what to install).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.browsers import BROWSERS, BrowserPage, missing, open_page, wait_for
from tests.support.server import start_server, stop_server

# Ready when the engine has answered (or failed) and every visible result shows an answer; on the
# app's own pages only. Any other page: once loaded.
SETTLED = """() => {
  if (document.readyState !== "complete") return false;
  const status = document.querySelector('[data-testid="engine-status"]');
  if (!status) return true;
  if (!["ready", "failed"].includes(status.dataset.state)) return false;
  const results = [...document.querySelectorAll('[data-testid$="result"]')];
  const shown = results.filter((r) => r.getClientRects().length > 0);
  return shown.every((r) => r.dataset.state === "result" || r.dataset.state === "error");
}"""


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    return int(width), int(height)


def settle(page: BrowserPage, wait: str | None) -> None:
    wait_for(page, wait or SETTLED, what="the page to settle")
    # Two frames: the last change is painted before the shot.
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def shoot(url: str, engine: str, sizes: list[tuple[int, int]], dark: bool, out: Path,
          full_page: bool = False, wait: str | None = None, prefix: str = "") -> list[Path]:
    """Screenshots of ``url`` in one engine and colour scheme, one per size (one browser)."""
    out.mkdir(parents=True, exist_ok=True)
    scheme = "dark" if dark else "light"
    shots = []
    first_width, first_height = sizes[0]
    with open_page(engine, width=first_width, height=first_height, dark=dark) as page:
        for width, height in sizes:
            page.viewport(width, height)
            page.goto(url)  # loaded at this size: what a visitor with this screen sees first
            settle(page, wait)
            shots.append(page.screenshot(out / f"{prefix}{engine}-{scheme}-{width}x{height}.png", full_page=full_page))
        errors = page.console_errors()
    if errors:
        print(f"{engine} ({scheme}) console errors:\n  " + "\n  ".join(errors), file=sys.stderr)
    return shots


@contextmanager
def served(url: str) -> Iterator[str]:
    """The URL to open: a path is served by the app's own server for the duration."""
    if not url.startswith("/"):
        yield url
        return
    proc, base = start_server()
    try:
        yield base + url
    finally:
        stop_server(proc)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url", help='a path of the app ("/?mode=chess"), served here, or a full URL')
    parser.add_argument("--engines", default=",".join(BROWSERS), help="firefox,webkit (default both)")
    parser.add_argument("--sizes", default="360x800,1280x800",
                        help="viewport sizes WxH,... (default: 360x800,1280x800)")
    parser.add_argument("--schemes", default="light", help="light,dark (default light)")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots", help="folder (default screenshots/)")
    parser.add_argument("--full-page", action="store_true", help="the whole page, not only the viewport")
    parser.add_argument("--wait-for", help="a JavaScript function, polled until truthy, before each shot")
    parser.add_argument("--prefix", default="", help="prefix for the file names")
    args = parser.parse_args()
    engines = [e for e in args.engines.split(",") if e]
    unknown = [e for e in engines if e not in BROWSERS]
    if unknown:
        parser.error(f"unknown engine {', '.join(unknown)}; known: {', '.join(BROWSERS)}")
    gaps = {e: gap for e, gap in missing().items() if e in engines}
    if gaps:
        for engine, gap in gaps.items():
            print(f"{engine}: {gap}", file=sys.stderr)
        return 1
    sizes = [parse_size(s) for s in args.sizes.split(",") if s]
    schemes = [s for s in args.schemes.split(",") if s]
    with served(args.url) as url:
        for engine in engines:
            for scheme in schemes:
                dark = scheme == "dark"
                for path in shoot(url, engine, sizes, dark, args.out, args.full_page, args.wait_for, args.prefix):
                    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
