"""A club's house rules kept on this device: an organiser keeps them once ("Keep these rules on
this device") and the Tournament round tab opens with them on every later visit whose link names
no system; a link that names one wins; "Forget them" brings back the engine's tournament system.
Each test has its own browser context (its own storage). Expected values are the engine's own
(CPython's go-systems and go-round)."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine

CLUB = {"club_ranks_per_stone": "2", "club_komi_per_rank": "3", "club_even_komi": "7",
        "club_min_stones": "0", "club_max_stones": "4"}
PAIRINGS = "Ann 1d - Bob 5k"
SYSTEMS = calculate({"command": "go-systems"})


@pytest.fixture()
def own_page(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, viewport={"width": 390, "height": 844})
    yield context.new_page()
    context.close()


def open_round(page: Page, query: str = "") -> None:
    page.goto(f"/?mode=round{query}")
    wait_for_engine(page)
    expect(page.locator("#panel-round form")).not_to_have_attribute("aria-busy", "true")


def system(page: Page) -> str:
    return page.locator("#round-system").input_value()


def club_values(page: Page) -> dict[str, str]:
    return {name: page.locator(f"#panel-round [name={name}]").input_value() for name in CLUB}


def opengotha_stones() -> int:
    """The tournament system's stones for the pairing: the club's rules must give another number."""
    reply = calculate({"command": "go-round", "pairings": PAIRINGS, "system": SYSTEMS["round_default_system"],
                       "board": "19", "rules": "japanese"})
    return reply["boards"][0]["stones"]


def test_kept_rules_open_the_round_tab_until_forgotten(own_page: Page):
    page = own_page
    open_round(page)
    assert system(page) == SYSTEMS["round_default_system"]
    club = page.get_by_test_id("round-club")
    expect(club).to_be_hidden()

    page.locator("#round-system").select_option("custom")
    expect(club).to_be_visible()
    for name, value in CLUB.items():
        club.locator(f"[name={name}]").fill(value)
    first_stone = SYSTEMS["first_stone_options"][-1]["value"]
    club.locator("[name=club_first_stone]").select_option(str(first_stone))
    keep, kept, forget = (page.get_by_test_id(f"round-club-{part}") for part in ("keep", "kept", "forget"))
    expect(kept).to_be_hidden()
    expect(forget).to_be_hidden()
    keep.click()
    expect(kept).to_be_visible()
    expect(kept).to_have_text("Kept on this device: the Tournament round tab opens with them.")
    expect(forget).to_be_visible()
    expect(keep).to_be_hidden()
    # Changed, the rules are no longer the kept ones: Keep is offered again, until put back.
    club.locator("[name=club_even_komi]").fill("6.5")
    expect(keep).to_be_visible()
    expect(kept).to_be_hidden()
    club.locator("[name=club_even_komi]").fill(CLUB["club_even_komi"])
    expect(kept).to_be_visible()

    # A later visit with the round's pairings and no system: the club's rules, computed with them.
    open_round(page, f"&pairings={PAIRINGS}")
    assert system(page) == "custom"
    assert club_values(page) == CLUB
    assert page.locator("#panel-round [name=club_first_stone]").input_value() == str(first_stone)
    expect(kept).to_be_visible()
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["system"] == ["custom"]
    assert {name: query[name] for name in CLUB} == {name: [value] for name, value in CLUB.items()}
    reply = calculate({"command": "go-round", "pairings": PAIRINGS, "system": "custom", "board": query["board"][0],
                       "rules": query["rules"][0], "club_first_stone": str(first_stone), **CLUB})
    assert "error" not in reply, reply
    assert len(reply["boards"]) == 1 and reply["boards"][0]["stones"] != opengotha_stones()
    stones = page.get_by_test_id("round-result").locator("tr[data-board='1'] td[data-col=stones]").first
    expect(stones).to_have_text(str(reply["boards"][0]["stones"]))

    # A link that names a system is that system.
    open_round(page, "&system=ogs")
    assert system(page) == "ogs"

    open_round(page)
    page.get_by_test_id("round-club-forget").click()
    expect(keep).to_be_visible()
    expect(forget).to_be_hidden()
    open_round(page)
    assert system(page) == SYSTEMS["round_default_system"]
    expect(club).to_be_hidden()
