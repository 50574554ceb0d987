"""The Tournament round's print layouts for the organisers' guide: docs/images/round-print.png (the
round on A4) and docs/images/round-cards.png (the table cards, six to a page) from a 12-board
round of a 13×13 side event pasted into the round tab; docs/images/round-print-file.png (a
tournament file's round on A4, what the file recorded printed where it differs) and
docs/images/round-phone.png (the same round's table on a 390 px phone) from the Frioul 2018 EGD
table of the tests (tests/fixtures/round/frioul-2018.h9). Starts the real server (as the
end-to-end tests do), prints each layout to A4 with Chromium (page.pdf: the browser's own print)
and renders the first page with Ghostscript (`gs`, Debian's `ghostscript`).

    .venv/bin/python scripts/round_screenshots.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect, sync_playwright

from tests.support.chromium import launch_options
from tests.support.page import wait_for_engine
from tests.support.server import start_server, stop_server

DOCS = ROOT / "docs" / "images"
FILE = ROOT / "tests" / "fixtures" / "round" / "frioul-2018.h9"
SETTINGS = {"mode": "round", "system": "ogs", "board": "13", "rules": "japanese"}
ROUND = """\
1, Anna Kowalska, 2d, Jonas Weber, 1k
2, Pierre Martin, 1k, Sofia Rossi, 4k
3, Lukas Novak, 3k, Emma Jansen, 3k
4, Hugo Lambert, 4k, Mia Fischer, 9k
5, Clara Schmidt, 5k, Tomas Horak, 7k
6, Noah Dubois, 6k, Lea Moreau, 12k
7, Ida Nielsen, 8k, Felix Wagner, 10k
8, Marta Silva, 9k, Oskar Berg, 15k
9, Yuki Tanaka, 10k, Paul Richter, 11k
10, Elena Petrova, 12k, Max Bauer, 18k
11, Jan de Vries, 14k, Nora Lindqvist, 16k
12, Luca Bianchi, 17k, Ella Virtanen, 20k
"""


def render(pdf: bytes, png: Path) -> None:
    """The PDF's first page as a PNG (96 dpi: an A4 page 794 px wide)."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as handle:
        handle.write(pdf)
        handle.flush()
        subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=png16m", "-r96", "-dFirstPage=1",
                        "-dLastPage=1", "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", f"-sOutputFile={png}",
                        handle.name], check=True)
    print(f"wrote {png.relative_to(ROOT)}")


def main() -> None:
    options = launch_options()  # before sync_playwright(): it starts Playwright itself
    proc, base = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            page = browser.new_page()
            page.goto(f"{base}/?{urlencode(SETTINGS)}")
            wait_for_engine(page)
            page.get_by_test_id("round-input").fill(ROUND)
            expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
            expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(12)
            page.emulate_media(media="print")
            render(page.pdf(format="A4", print_background=True), DOCS / "round-print.png")
            page.evaluate("window.print = () => {}")  # the button sets the cards' layout, then prints
            page.emulate_media(media="screen")
            page.get_by_test_id("round-print-cards").click()
            page.emulate_media(media="print")
            render(page.pdf(format="A4", print_background=True), DOCS / "round-cards.png")
            page.emulate_media(media="screen")
            page.evaluate("delete document.documentElement.dataset.print")
            page.get_by_test_id("round-file").set_input_files(str(FILE))
            expect(page.get_by_test_id("round-file-status")).to_contain_text(FILE.name, timeout=60_000)
            expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(22)
            page.emulate_media(media="print")
            render(page.pdf(format="A4", print_background=True), DOCS / "round-print-file.png")
            page.emulate_media(media="screen")
            page.set_viewport_size({"width": 390, "height": 844})
            rows = page.get_by_test_id("round-table").locator("tbody tr")
            rows.nth(6).evaluate("(row) => row.scrollIntoView({ block: 'start' })")
            top = rows.nth(6).bounding_box()
            assert top is not None
            page.screenshot(path=DOCS / "round-phone.png",
                            clip={"x": 0, "y": top["y"] - 8, "width": 390, "height": 560})
            print(f"wrote {(DOCS / 'round-phone.png').relative_to(ROOT)}")
            browser.close()
    finally:
        stop_server(proc)


if __name__ == "__main__":
    main()
