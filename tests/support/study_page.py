"""The study (Check a game > Many games) as a person drives it: the real files it reads (GNU Go's
NNGS and KGS games and the Juvisy 2019 EGD table, tests/fixtures/study/SOURCES.md), opening the
view, choosing files and waiting for the study's own signal. Shared by tests/e2e/test_study_page.py
and tests/e2e/test_study_verdict_page.py."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.support.page import open_link_once

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "study"
SGF = sorted((FIXTURES / "gnugo").glob("*.sgf"))
TABLE = FIXTURES / "opengotha-juvisy-2019.h9"


def open_study(page: Page, query: str = "") -> None:
    open_link_once(page, f"/?mode=game{query}")
    expect(page.get_by_label("Arithmetic for these games").locator("option")).not_to_have_count(0)


def choose(page: Page, paths: list[Path]) -> None:
    page.locator("#study-files").set_input_files([str(p) for p in paths])


def studied(page: Page) -> None:
    """The study's own signal: its section's data-state turns "done" when the reply is shown (it
    is "reading" or "studying" from the moment files are chosen or a setting changes)."""
    expect(page.get_by_test_id("study")).to_have_attribute("data-state", "done", timeout=120_000)
