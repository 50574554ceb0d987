"""The Tournament round tab driven as an organiser does (open it with settings, paste a round), and
what it must show: the engine's own answer in CPython (`go-round`) for the same request, board by
board. The round's files come from tests/fixtures/round/."""

from __future__ import annotations

import io
import re
import subprocess
import unicodedata
from pathlib import Path
from urllib.parse import urlencode

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from handicap.api import calculate
from tests.support.page import BOOT_TIMEOUT_MS, open_link_once
from tests.support.server import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "round"
SETTINGS = {"system": "ogs", "board": "19", "rules": "japanese"}


def engine_round(**request: object) -> dict:
    reply = calculate({"command": "go-round", **SETTINGS, **request})
    assert "error" not in reply, reply
    return reply


def open_round(page: Page, **params: str) -> None:
    open_link_once(page, "/?" + urlencode({"mode": "round", **SETTINGS, **params}))
    expect(page.locator("#round-form")).not_to_have_attribute("aria-busy", "true")


def paste(page: Page, text: str) -> None:
    """Paste a round: the page computes it by itself; its result area is busy until the answer."""
    page.get_by_test_id("round-input").fill(text)
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")


SHOWN_ROWS = "rows => rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim()))"


def shown_rows(page: Page) -> list[list[str]]:
    return page.get_by_test_id("round-table").locator("tbody tr").evaluate_all(SHOWN_ROWS)


def expected_rows(reply: dict) -> list[list[str]]:
    """What each row must show: the engine's values, in the table's columns (the engine's
    table_columns: those that vary from board to board); an even board's names with its nigiri
    mark; the nigiri advice once under the table, not in a row; last, for a file that records its
    games, what it recorded where it differs from the system's game."""
    words = reply["words"]
    mark = words["nigiri_mark"]

    def player(p: dict, nigiri: bool) -> str:
        return f"{p['name']} {mark} {p['rank_text']}" if nigiri else f"{p['name']} {p['rank_text']}"

    def cells(b: dict) -> dict[str, str]:
        return {"board": str(b["board"]), "black": player(b["black"], b["nigiri"]),
                "white": player(b["white"], b["nigiri"]), "stones": str(b["stones"]), "komi": b["komi_short"],
                "effective_komi": b["effective_komi_short"], "ties": b["tie_short"],
                "chance": b["black_chance"]["short"] or "–",
                "warnings": "".join(m["message"] for m in [*b["warnings"], *b.get("advice", [])]
                                    if m.get("code") != "nigiri")}

    def recorded(b: dict) -> list[str]:
        if not reply.get("recorded_summary"):
            return []
        # Only where the file's game differs from the system's (the summary counts both).
        return [b["recorded_note"] if b["recorded"] and b["recorded_differs"] else ""]
    return [[cells(b)[key] for key in words["table_columns"]] + recorded(b) for b in reply["boards"]]


def expect_boards(page: Page, reply: dict, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """The table shows these boards, waited for as Playwright's `expect` waits: a changed setting
    may leave the same number of rows showing the old answer until the new one arrives (as long
    as every `expect` here waits: a busy machine's answer). On time out, the rows as they are
    against the expected ones."""
    expected = expected_rows(reply)
    table = page.get_by_test_id("round-table")
    expect(table.locator("tbody tr")).to_have_count(len(expected))
    try:
        page.wait_for_function(
            f"""expected => {{
                const rows = [...document.querySelectorAll('[data-testid="round-table"] tbody tr')];
                return JSON.stringify(({SHOWN_ROWS})(rows)) === JSON.stringify(expected);
            }}""", arg=expected, timeout=timeout)
    except PlaywrightTimeoutError:
        pass
    assert shown_rows(page) == expected


def fixture(*names: str) -> Path:
    for name in names:
        found = sorted(FIXTURES.glob(name))
        if found:
            return found[0]
    raise AssertionError(f"no fixture {names} in {FIXTURES}")


def pdf_text(pdf: bytes) -> str:
    """The PDF's text as pypdf extracts it, page after page."""
    return "\n".join(pdf_pages(pdf))


def pdf_pages(pdf: bytes) -> list[str]:
    """Each page's text as pypdf extracts it. A character no installed font could draw comes back
    as a NUL: that is the machine's lack, said plainly, not the page's text."""
    from pypdf import PdfReader
    pages = [as_written(page.extract_text()) for page in PdfReader(io.BytesIO(pdf)).pages]
    undrawn = sum(text.count("\x00") for text in pages)
    assert not undrawn, (
        f"The browser printed {undrawn} characters with no font to draw them (every one a NUL in the "
        f"PDF; fonts for Japanese: {cjk_fonts() or 'none'}). Install a CJK font: "
        "sudo apt-get install -y fonts-noto-cjk (scripts/browsers.sh does it where apt is available).")
    return pages


# Characters a PDF's text map may give for a glyph that stands for another: a CJK font draws an
# ideograph and its Kangxi radical with one glyph, and Noto CJK's map in Chromium's PDF gives the
# radical (⽬ U+2F6C for 目 U+76EE); a Latin ligature (ﬁ) stands for its letters.
SHARED_GLYPHS = re.compile("[\u2e80-\u2fdf\ufb00-\ufb06]")


def as_written(text: str) -> str:
    """The text with each shared glyph read as what it was written as (NFKC on those characters
    only: the page's full-width brackets and colons stay as they are)."""
    return SHARED_GLYPHS.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)


def cjk_fonts() -> str:
    """The font families fontconfig offers for Japanese, as `fc-list :lang=ja` lists them."""
    try:
        listed = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True, check=False)
    except FileNotFoundError:
        return ""
    return ", ".join(sorted({line.split(",")[0] for line in listed.stdout.splitlines() if line}))


def print_round(page: Page) -> str:
    """The round as the browser prints it on A4: the PDF's text."""
    page.emulate_media(media="print")
    try:
        return pdf_text(page.pdf(format="A4"))
    finally:
        page.emulate_media(media="screen")


def print_pages(page: Page) -> list[str]:
    """Each A4 page as the browser prints it, its blanks runs made one space and ligatures ("ﬃ" in
    Couffignal) read as the letters they join (NFKC)."""
    page.emulate_media(media="print")
    try:
        pdf = page.pdf(format="A4")
    finally:
        page.emulate_media(media="screen")
    return [re.sub(r"\s+", " ", unicodedata.normalize("NFKC", p)) for p in pdf_pages(pdf)]


def print_cards(page: Page) -> str:
    """The table cards as the browser prints them on A4 (the Print cards button sets the layout)."""
    page.evaluate("window.print = () => {}")  # no dialog in a test; the button still sets the layout
    page.get_by_test_id("round-print-cards").click()
    page.emulate_media(media="print")
    try:
        return pdf_text(page.pdf(format="A4"))
    finally:
        page.emulate_media(media="screen")
        page.evaluate("delete document.documentElement.dataset.print")
