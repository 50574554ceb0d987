"""The engine's warnings above the Go result, and the Korean ruleset's numbers.

15×15 under Jewdan's system: the seed gives board factors only for 19×19, 13×13 and 9×9, so the
engine extrapolates one and says so (warning `extrapolated_board`); its text and numbers are the
engine's own answer in CPython. Korean rules: the OGS wiki's 13×13 and 9×9 tables have a Korean
column (tests/fixtures/ogs_tables.py); no warning there."""

from __future__ import annotations

import re
from fractions import Fraction
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.fixtures.ogs_tables import WIKI_9_TABLE, WIKI_13_TABLE
from tests.support.page import open_link_once


def open_go(page: Page, **params: str) -> None:
    open_link_once(page, "/?" + urlencode({"mode": "go", **params}))


def test_extrapolated_board_warning_above_the_numbers(app_page: Page):
    page = app_page
    reply = calculate({"command": "go", "system": "jewdan", "board": 15, "rules": "japanese", "rank_diff": "4"})
    [warning] = [w for w in reply["warnings"] if w["code"] == "extrapolated_board"]
    assert "15×15 is extrapolated" in warning["message"]

    open_go(page, system="jewdan", board="15", rules="japanese", scale="diff", diff="4")
    expect(page.locator("#go-form").get_by_label("Board size")).to_have_value("15")
    expect(page.get_by_test_id("stones")).to_have_text(str(reply["stones"]))
    expect(page.get_by_test_id("komi")).to_have_text(str(reply["komi"]))
    warnings = page.get_by_test_id("warnings").locator("li")
    expect(warnings).to_have_text([w["message"] for w in reply["warnings"]])
    expect(warnings.first).to_be_visible()
    # Above the numbers: the list ends where the numbers have not yet begun.
    listed = page.get_by_test_id("warnings").bounding_box()
    numbers = page.locator('[data-testid="result"] dl.numbers').bounding_box()
    assert listed is not None and numbers is not None
    assert listed["y"] + listed["height"] <= numbers["y"]

    # A board the seed covers: the warning goes.
    page.locator("#go-form").get_by_label("Board size").select_option("13")
    expect(page.get_by_test_id("stones")).to_have_text("2")  # Jewdan 13×13, territory, 4 ranks
    expect(page.get_by_test_id("warnings").locator("li")).to_have_count(0)


@pytest.mark.parametrize(("board", "diff"), [(13, 4), (13, 8), (9, 3), (9, 7)])
def test_korean_rules_are_the_wiki_column(app_page: Page, board: int, diff: int):
    page = app_page
    table = WIKI_13_TABLE if board == 13 else WIKI_9_TABLE
    stones, columns = table[diff]
    open_go(page, system="ogs", board=str(board), rules="korean", scale="diff", diff=str(diff))
    expect(page.get_by_test_id("stones")).to_have_text(str(stones))
    # The page writes a real minus sign ("−0.5"); the SGF and Python an ASCII one.
    komi = page.get_by_test_id("komi").inner_text().replace("\u2212", "-")
    assert Fraction(komi) == columns["korean"]
    # Territory counting: no handicap bonus, so the effective komi is the komi; ties as Japanese.
    assert Fraction(page.get_by_test_id("effective-komi").inner_text().replace("\u2212", "-")) == columns["korean"]
    assert columns["korean"] == columns["japanese"]
    expect(page.get_by_test_id("ties")).to_have_text("No ties (half-point komi)")
    expect(page.get_by_test_id("black")).to_have_text("Player 2")
    expect(page.get_by_test_id("warnings").locator("li")).to_have_count(0)
    # One stone is no placed stone (Black just moves first): no HA then.
    handicap = f"HA[{stones}]" if stones > 1 else ""
    expect(page.get_by_label("SGF of the game setup")).to_have_value(
        re.compile(re.escape(f"SZ[{board}]{handicap}KM[{komi}]RU[Korean]")))
