"""The clock's **Calculator** link leads back to the answer that started the clock: the Go or chess
answer with its players, ranks or ratings and system, as it was when **Start clock** was pressed
(the clock's link carries that answer's link as `from`), in the page's language; a clock opened
from a bare clock link still leads to its game's calculator."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine

# A Go answer far from the bare calculator's (another system, named players, ranks) and a chess one.
GO_LINK = "mode=go&scale=rank&p1=12k&p2=3k&n1=Chen Jie&n2=Lars&system=ogs&board=13"
GO_REQUEST = {"command": "go", "system": "ogs", "board": 13, "ranks": ["12k", "3k"], "names": ["Chen Jie", "Lars"]}
CHESS_LINK = "mode=chess&n1=Anna&n2=Boris&elo=1500,1900&clock=10%2B5&k=250"
CHESS_REQUEST = {"command": "chess", "elo": "1500,1900", "clock": "10+5", "K": 250, "names": ["Anna", "Boris"]}


def answer_of(page: Page, game: str) -> str:
    return page.get_by_test_id("summary" if game == "go" else "chess-summary").inner_text()


@pytest.mark.parametrize(("game", "link", "request_"), [("go", GO_LINK, GO_REQUEST), ("chess", CHESS_LINK, CHESS_REQUEST)])
def test_the_calculator_link_leads_back_to_the_answer_that_started_the_clock(
        clock_page: Page, game: str, link: str, request_: dict):
    page = clock_page
    page.goto(f"/?{link}")
    wait_for_engine(page)
    reply = calculate(request_)
    expect(page.get_by_test_id("summary" if game == "go" else "chess-summary")).to_have_text(reply["summary"])
    started_from = answer_of(page, game)
    start = "go-start-clock" if game == "go" else "start-clock"
    page.get_by_test_id(start).click()
    page.wait_for_url("**mode=clock**")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-summary")).not_to_be_empty()
    back = page.get_by_test_id("clock-back")
    expect(back).to_have_attribute("href", re.compile(rf"\?mode={game}&"))
    # The clock keeps its way back in the link it writes (a reload, a shared clock).
    clock_query = parse_qs(urlparse(settled_url(page)).query)
    assert "from" in clock_query and clock_query["from"][0].startswith(f"mode={game}&")
    back.click()
    page.wait_for_url(re.compile(rf"mode={game}"))
    wait_for_engine(page)
    summary = page.get_by_test_id("summary" if game == "go" else "chess-summary")
    expect(summary).to_have_text(reply["summary"])
    assert answer_of(page, game) == started_from
    expect(page.locator(f"#{game}-n1")).to_have_value(
        "Chen Jie" if game == "go" else "Anna")


def test_the_way_back_is_in_the_pages_language(clock_page: Page):
    page = clock_page
    page.goto(f"/?lang=ja&{GO_LINK}")
    wait_for_engine(page)
    reply = calculate({**GO_REQUEST, "lang": "ja"})
    expect(page.get_by_test_id("summary")).to_have_text(reply["summary"])
    page.get_by_test_id("go-start-clock").click()
    page.wait_for_url("**mode=clock**")
    wait_for_engine(page)
    back = page.get_by_test_id("clock-back")
    expect(back).to_have_text("計算機へ")
    expect(back).to_have_attribute("href", re.compile(r"\?lang=ja&mode=go&"))
    back.click()
    page.wait_for_url(re.compile(r"mode=go"))
    wait_for_engine(page)
    expect(page.get_by_test_id("summary")).to_have_text(reply["summary"])


def test_a_bare_clock_link_leads_to_its_games_calculator(clock_page: Page):
    page = clock_page
    page.goto("/?mode=clock&game=go&base1=5:00&base2=5:00&from=mode%3Dround%26pairings%3Dx")  # not a Go or chess answer
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-back")).to_have_attribute("href", re.compile(r"\?mode=go$"))
