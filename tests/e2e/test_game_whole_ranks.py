"""Check a game from whole ranks shows whole gaps: Black 10k against White 4k are 6 ranks apart on
the page, in the gap and in the verdict, not 5.99; in English and in Japanese, at phone and
desktop size. Every sentence is the engine's own in CPython for the same request."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "game-whole-ranks"


def engine_game(black: str, white: str, lang: str = "en") -> dict:
    reply = calculate({"command": "game", "board": 13, "rules": "japanese", "stones": 2, "komi": "0.5",
                       "black_rating": black, "white_rating": white, "winner": "black", "lang": lang})
    assert "error" not in reply, reply
    return reply


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_ten_kyu_against_four_kyu_is_six_ranks(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    reply = engine_game("10k", "4k")
    assert reply["gap"] == 6 and reply["shown"]["gap"] == "6 ranks"
    page.goto("/?mode=game&board=13&rules=japanese&stones=2&komi=0.5&black=10k&white=4k&winner=black")
    wait_for_engine(page)
    expect(page.get_by_test_id("players-gap")).to_have_text("6 ranks")
    expect(page.get_by_test_id("verdict")).to_have_text(reply["verdict"])
    expect(page.get_by_test_id("verdict")).to_contain_text("is 6 ranks stronger than Black")
    expect(page.get_by_test_id("verdict")).to_contain_text("so it favours White by 1.5 ranks")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.get_by_test_id("verdict").screenshot(path=str(SHOTS / f"verdict-{size['width']}.png"))


def test_japanese_ranks_give_the_whole_gap(app_page: Page) -> None:
    page = app_page
    reply = engine_game("10級", "4級", lang="ja")
    page.goto("/?mode=game&lang=ja&board=13&rules=japanese&stones=2&komi=0.5&black=10級&white=4級&winner=black")
    wait_for_engine(page)
    expect(page.get_by_test_id("players-gap")).to_have_text("6段級分")
    expect(page.get_by_test_id("verdict")).to_have_text(reply["verdict"])
    expect(page.get_by_test_id("verdict")).to_contain_text("6段級分強く")
