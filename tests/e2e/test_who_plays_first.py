"""The Go answer says who plays first: with placed handicap stones, White (beside the board, under
the answer), and its SGF carries PL[W]; with one stone, Black simply moves first. At phone and
desktop size, in English and Japanese; every sentence is the engine's in CPython."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "who-plays-first"
LINK = "/?mode=go&system=ogs&board=19&rules=japanese&scale=diff&diff={diff}{lang}"


def engine_go(diff: int, lang: str = "en") -> dict:
    return calculate({"command": "go", "system": "ogs", "board": 19, "rules": "japanese", "rank_diff": diff,
                      "lang": lang})


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_four_stones_white_plays_first(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    reply = engine_go(4)
    assert reply["stones"] == 4
    page.goto(LINK.format(diff=4, lang=""))
    wait_for_engine(page)
    note = page.get_by_test_id("placement-note")
    expect(note).to_have_text(reply["board_caption"])
    expect(note).to_contain_text("White plays first.")
    expect(page.get_by_label("SGF of the game setup")).to_have_value(reply["sgf"])
    assert reply["sgf"].endswith("AB[pd][dp][pp][dd]PL[W])")
    note.scroll_into_view_if_needed()
    expect(note).to_be_visible()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.get_by_test_id("result").screenshot(path=str(SHOTS / f"result-{size['width']}.png"))


def test_one_stone_black_moves_first_and_no_pl(app_page: Page) -> None:
    page = app_page
    reply = engine_go(1)
    page.goto(LINK.format(diff=1, lang=""))
    wait_for_engine(page)
    expect(page.get_by_test_id("placement-note")).to_have_text("One stone: no stone is placed; Black simply moves first.")
    expect(page.get_by_label("SGF of the game setup")).to_have_value(reply["sgf"])
    assert "PL[" not in reply["sgf"]


def test_japanese_says_white_plays_first(app_page: Page) -> None:
    page = app_page
    reply = engine_go(4, "ja")
    page.goto(LINK.format(diff=4, lang="&lang=ja"))
    wait_for_engine(page)
    expect(page.get_by_test_id("placement-note")).to_have_text(reply["board_caption"])
    expect(page.get_by_test_id("placement-note")).to_contain_text("白が先に打ちます。")
