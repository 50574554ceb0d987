"""Compare systems' advice is where a player looks: beside the answer when the chosen system is not
the one recommended for the board (the default, Jewdan's, is not on 19×19, 13×13 or 9×9), gone when
it is; and on a desktop Compare systems takes the page's width, under both columns, instead of
the form's column with the result column empty beside it. At phone and desktop size, in English and
Japanese; every sentence is the engine's in CPython."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "recommendation"
LINK = "/?mode=go&system={system}&board=13&rules=japanese&scale=rank&p1=8k&p2=1d{extra}"


def engine_go(system: str, lang: str = "en") -> dict:
    return calculate({"command": "go", "system": system, "board": 13, "rules": "japanese", "ranks": ["8k", "1d"],
                      "lang": lang})


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_recommendation_shows_beside_the_answer_until_chosen(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    reply = engine_go("jewdan")
    compare = calculate({"command": "go-compare", "board": 13, "rules": "japanese", "ranks": ["8k", "1d"]})
    assert reply["recommended_system"] == compare["recommended"] == "ogs"
    assert reply["recommendation"] == compare["recommendation"]
    page.goto(LINK.format(system="jewdan", extra=""))
    wait_for_engine(page)
    advice = page.get_by_test_id("go-recommendation")
    expect(advice).to_be_visible()
    expect(advice).to_have_text(reply["recommendation"])
    expect(advice).to_contain_text("Recommended on 13×13: OGS automatic handicap")
    # Beside the answer: inside the result, between the summary and the board.
    summary, board = page.get_by_test_id("summary").bounding_box(), page.get_by_test_id("board").bounding_box()
    box = advice.bounding_box()
    assert summary and board and box and summary["y"] < box["y"] < board["y"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.get_by_test_id("result").screenshot(path=str(SHOTS / f"result-{size['width']}.png"))
    # Choosing the recommended system: the advice goes.
    page.locator("#go-form").get_by_label("Handicap system").select_option("ogs")
    expect(page.get_by_test_id("stones")).to_have_text(str(engine_go("ogs")["stones"]))
    expect(advice).to_be_hidden()


def test_the_compare_table_takes_the_page_width_on_a_desktop(app_page: Page) -> None:
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(LINK.format(system="opengotha", extra="&compare=1"))
    wait_for_engine(page)
    table = page.get_by_test_id("compare")
    expect(table.locator("tbody tr")).to_have_count(len(calculate({"command": "go-systems"})["systems"]))
    form, result = page.locator("#go-form").bounding_box(), page.get_by_test_id("result").bounding_box()
    shown = table.bounding_box()
    assert form and result and shown
    # Wider than the form's column: it reaches under the result column.
    assert shown["width"] > form["width"] * 1.5
    assert shown["x"] + shown["width"] > result["x"] + result["width"] / 2
    # Below both columns, not beside an empty result.
    assert shown["y"] >= result["y"] + result["height"] - 1
    # The made-for note under OpenGotha's stones is not one word a line.
    note = table.locator('tr[data-system="opengotha"] .made-for-note')
    lines = note.evaluate("e => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))")
    assert lines <= 6, lines
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.get_by_test_id("compare").screenshot(path=str(SHOTS / "compare-1280.png"))


def test_the_japanese_recommendation(app_page: Page) -> None:
    page = app_page
    reply = engine_go("jewdan", "ja")
    page.goto(LINK.format(system="jewdan", extra="&lang=ja"))
    wait_for_engine(page)
    expect(page.get_by_test_id("go-recommendation")).to_have_text(reply["recommendation"])
    expect(page.get_by_test_id("go-recommendation")).to_contain_text("おすすめ")
