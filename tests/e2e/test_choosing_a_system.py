"""Help choosing a system, at phone and desktop size: each Compare row says what its system is for,
the engine recommends one for the board and strengths at hand with its reason, a 19×19 rule
applied to a small board is said to be one (in Compare and in the answer), and the round tab
starts on a tournament system. Every sentence is the engine's in CPython."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
PAIR = {"board": 13, "rules": "japanese", "ranks": ["1d", "8k"]}


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_compare_says_what_each_system_is_for_and_recommends_one(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    reply = calculate({"command": "go-compare", **PAIR})
    assert reply["recommended"] == "ogs"
    page.goto("/?mode=go&system=jewdan&board=13&rules=japanese&scale=rank&p1=1d&p2=8k&compare=1")
    wait_for_engine(page)
    expect(page.get_by_test_id("compare-recommendation")).to_have_text(reply["recommendation"])
    expect(page.get_by_test_id("compare-recommendation")).to_contain_text("Recommended on 13×13: OGS automatic")
    table = page.get_by_test_id("compare")
    for row in reply["rows"]:
        expect(table.locator(f'tr[data-system="{row["system"]}"] .row-purpose')).to_have_text(row["purpose"])
    expect(table.locator('tr[data-system="ogs"] .recommended-note')).to_have_text("(recommended)")
    expect(table.locator("tr.recommended")).to_have_count(1)
    # 8 stones on 13×13 from a 19×19 rule: said in the row, beside the 8.
    opengotha = table.locator('tr[data-system="opengotha"]')
    expect(opengotha.locator('[data-col="stones"]')).to_contain_text("8")
    expect(opengotha.locator(".made-for-note")).to_contain_text("the rule made for 19×19")
    expect(table.locator('tr[data-system="ogs"] .made-for-note')).to_have_count(0)
    # And in the answer, when the user chooses it.
    page.locator("#go-form").get_by_label("Handicap system").select_option("opengotha")
    expect(page.get_by_test_id("stones")).to_have_text("8")
    expect(page.get_by_test_id("warnings")).to_contain_text("gives a stone a rank, the rule made for 19×19")


@pytest.mark.parametrize(("board", "scale", "recommended"), [
    (19, "ranks", "traditional"), (9, "ranks", "ogs"), (15, "ranks", "jewdan"), (19, "log_ratings", "goldis")])
def test_the_engine_recommends_by_board_and_scale(board: int, scale: str, recommended: str) -> None:
    strengths = {"ranks": ["1d", "8k"], "log_ratings": ["2673", "2235"]}[scale]
    reply = calculate({"command": "go-compare", "board": board, scale: strengths})
    assert reply["recommended"] == recommended
    assert [r["system"] for r in reply["rows"] if r["recommended"]] == [recommended]
    ja = calculate({"command": "go-compare", "board": board, scale: strengths, "lang": "ja"})
    assert "おすすめ" in ja["recommendation"]


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_round_starts_on_a_tournament_system(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    page.goto("/?mode=round")
    wait_for_engine(page)
    system = page.locator("#round-form").get_by_label("Handicap system")
    expect(system).to_have_value(calculate({"command": "go-systems"})["round_default_system"])
    expect(system).to_have_value("opengotha")
    # A wide gap on 19×19: at most 9 stones (Jewdan's system, the old default, printed 15).
    page.get_by_test_id("round-input").fill("Ann 5d, Bob 25k")
    expect(page.get_by_test_id("round-table")).to_contain_text("9")
    expect(page.get_by_test_id("round-table")).not_to_contain_text("15")
    # A link's system stays the link's.
    page.goto("/?mode=round&system=jewdan")
    wait_for_engine(page)
    expect(system).to_have_value("jewdan")
