"""Beyond a system's stone cap, the page says what the engine's arithmetic supports, the same way
under every system that caps, in the answer and in Compare systems, at phone and desktop size.

12k against 2k on 13×13 under OpenGotha (a stone a rank, nine at most): nine stones, which the
Check a game tab reckons at 25.5 ranks, so the game favours Black, not White. Every sentence is
the engine's own in CPython for the same request, and its figure is the game command's."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import open_link_once

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
GAME = {"mode": "go", "board": "13", "rules": "japanese", "scale": "rank", "p1": "12k", "p2": "2k"}
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "beyond-cap"


def engine_go(system: str, lang: str = "en") -> dict:
    reply = calculate({"command": "go", "system": system, "board": 13, "rules": "japanese",
                       "ranks": ["12k", "2k"], "lang": lang})
    assert "error" not in reply and reply["capped"], reply
    return reply


def open_go(page: Page, **params: str) -> None:
    open_link_once(page, "/?" + urlencode({**GAME, **params}))
    expect(page.locator("#go-form")).not_to_have_attribute("aria-busy", "true")


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_capped_warning_sides_with_black_by_the_game_arithmetic(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    reply = engine_go("opengotha")
    game = calculate({"command": "game", "board": 13, "rules": "japanese", "stones": 9, "komi": "0.5"})
    assert Fraction(game["rank_difference_exact"]) == Fraction(51, 2)
    open_go(page, system="opengotha", compare="1")
    expect(page.get_by_test_id("stones")).to_have_text("9")
    warnings = page.get_by_test_id("warnings").locator("li")
    expect(warnings).to_have_text([w["message"] for w in reply["warnings"]])
    text = page.get_by_test_id("warnings").inner_text()
    assert "9 stones on 13×13 make up 25.5 ranks: more than the rank difference of 10" in text
    assert "favours Black by 15.5 ranks" in text and "favours White" not in text
    assert "can still give a fair game" not in text
    # The compare table's cell: capped, and not "beyond the maximum" beside the 9 it shows.
    cell = page.get_by_test_id("compare").locator('tr[data-system="opengotha"] [data-col="stones"]')
    expect(cell.locator(".beyond-note")).to_have_text("capped: the difference calls for more")
    expect(cell).not_to_contain_text("beyond")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.get_by_test_id("warnings").screenshot(path=str(SHOTS / f"opengotha-{size['width']}.png"))


def test_club_rules_say_the_same_sentences(app_page: Page) -> None:
    page = app_page
    open_go(page, system="custom")
    expect(page.get_by_test_id("stones")).to_have_text("9")
    opengotha = next(w["message"] for w in engine_go("opengotha")["warnings"] if w["code"] == "beyond_maximum")
    expected = opengotha.replace("OpenGotha's tournament handicap", "Your club's rules")
    assert "make up 25.5 ranks: more than the rank difference of 10, so the game favours Black" in expected
    expect(page.get_by_test_id("warnings").locator("li").first).to_have_text(expected)


def test_the_japanese_warning_says_the_same(app_page: Page) -> None:
    page = app_page
    reply = engine_go("opengotha", lang="ja")
    open_go(page, system="opengotha", lang="ja")
    warnings = page.get_by_test_id("warnings").locator("li")
    expect(warnings).to_have_text([w["message"] for w in reply["warnings"]])
    expect(warnings.first).to_contain_text("13×13の9子は25.5段級分に当たり、段級差10より多いので、15.5段級分だけ黒が有利です。")
    expect(page.get_by_test_id("warnings")).not_to_contain_text("白が有利")
