"""The Go clock (``mode=clock&game=go``) in the real page, its time under Playwright's clock
control: a byo-yomi game (10 minutes + 5 × 30 s) and a Canadian game (10 minutes + 20 stones in 5
minutes) with periods used and reset as the rules say and the flag to the millisecond; the beeps
of the last ten seconds; a reload in the middle of overtime; "Start clock" under a Go result
(names, colours and first mover from the engine); bad settings refused by field; axe."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, parse_qsl, urlencode, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.accessibility import assert_accessible
from tests.support.clock_page import stop_time
from tests.support.page import wait_for_engine

BYOYOMI = ("game=go&base1=10:00&overtime1=byoyomi&periods1=5&period1=30&base2=10:00&overtime2=byoyomi&periods2=5"
           "&period2=30&black=1")
CANADIAN = ("game=go&base1=10:00&overtime1=canadian&stones1=20&period1=300&base2=10:00&overtime2=canadian&stones2=20"
            "&period2=300&black=1")


def side(page: Page, number: int):
    return page.get_by_test_id(f"clock-side-{number}")


def open_clock(page: Page, query: str) -> None:
    """Open the clock's link, wait for the engine's settings, then stop time (it moves only by run_for)."""
    page.goto(f"/?mode=clock&{query}")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-summary")).not_to_be_empty()
    stop_time(page)


def face(page: Page, number: int, time: str, extra: str, **data: str) -> None:
    """What a half shows: its big time, the line under it, and its data- attributes."""
    expect(page.get_by_test_id(f"clock-time-{number}")).to_have_text(time)
    expect(page.get_by_test_id(f"clock-extra-{number}")).to_have_text(extra)
    for key, value in data.items():
        expect(side(page, number)).to_have_attribute(f"data-{key.replace('_', '-')}", value)


def test_byoyomi_periods_are_used_and_reset_and_the_flag_falls_to_the_millisecond(clock_page: Page):
    page = clock_page
    open_clock(page, BYOYOMI)
    face(page, 1, "10:00", "5 × 30 s", periods="5", overtime="false", ms="750000")
    page.get_by_role("button", name="Start").click()           # an even game: Black (side 1) first
    expect(side(page, 1)).to_have_attribute("data-running", "true")
    page.clock.run_for(600_000)                                 # the main time spent
    face(page, 1, "0:30", "Periods left: 5", periods="5", overtime="true", period_ms="30000")
    page.clock.run_for(12_000)
    face(page, 1, "0:18", "Periods left: 5", period_ms="18000")
    side(page, 1).click()                                       # a move inside the period: it starts again
    page.clock.run_for(1_000)
    side(page, 2).click()
    face(page, 1, "0:30", "Periods left: 5", periods="5", period_ms="30000", running="true")
    page.clock.run_for(45_500)                                  # one period lost, 15.5 s into the next
    face(page, 1, "0:15", "Periods left: 4", periods="4", period_ms="14500")
    side(page, 1).click()
    expect(side(page, 1)).to_have_attribute("data-periods", "4")
    page.clock.run_for(500)
    side(page, 2).click()
    face(page, 1, "0:30", "Periods left: 4", period_ms="30000")
    page.clock.run_for(119_999)                                 # four periods: 1 ms before the flag
    # (the face shows the last tick's time, 0.1 s before; the flag is checked on the tick at 120 s)
    face(page, 1, "0:01", "Periods left: 1", periods="1", period_ms="100", flagged="false", running="true")
    page.clock.run_for(1)
    expect(side(page, 1)).to_have_attribute("data-flagged", "true")
    face(page, 1, "0:00", "Periods left: 0", periods="0", ms="0", running="false")
    expect(page.get_by_test_id("clock-status")).to_have_text("Time is up: Player 1 · Black.")
    # side 2 spent 1.5 s of main time and nothing of its periods
    face(page, 2, "9:59", "5 × 30 s", periods="5", overtime="false", ms="748500")


def test_byoyomi_beeps_the_last_ten_seconds_of_each_period(clock_page: Page):
    page = clock_page
    open_clock(page, "game=go&base1=0&overtime1=byoyomi&periods1=3&period1=20&base2=5:00&black=1")
    face(page, 1, "0:20", "Periods left: 3", overtime="true")
    page.get_by_role("button", name="Start").click()
    page.clock.run_for(9_900)
    assert page.evaluate("window.signals.beeps") == []
    page.clock.run_for(10_000)                                  # 10, 9, …, 1: ten beeps, the last lower
    assert page.evaluate("window.signals.beeps") == [880] * 9 + [660]
    page.clock.run_for(200)                                     # the next period: its own count
    expect(side(page, 1)).to_have_attribute("data-periods", "2")
    page.clock.run_for(10_000)
    assert len(page.evaluate("window.signals.beeps")) == 11
    expect(page.get_by_test_id("clock-speech")).not_to_be_checked()   # the spoken count is off by default


def test_canadian_blocks_renew_after_twenty_stones_and_the_flag_falls_to_the_millisecond(clock_page: Page):
    page = clock_page
    open_clock(page, CANADIAN)
    face(page, 1, "10:00", "20 / 5:00", stones="20", overtime="false", ms="900000")
    page.get_by_role("button", name="Start").click()
    page.clock.run_for(590_000)
    side(page, 1).click()                                       # a move in the main time: not counted
    face(page, 1, "0:10", "20 / 5:00", stones="20", ms="310000")
    page.clock.run_for(1_000)
    side(page, 2).click()
    page.clock.run_for(25_000)                                  # 10 s of main time, 15 s of the block
    face(page, 1, "4:45", "Stones left: 20", overtime="true", period_ms="285000")
    side(page, 1).click()
    face(page, 1, "4:45", "Stones left: 19", stones="19", period_ms="285000")
    for _ in range(18):                                         # 18 moves of 10 s: one stone left, 1:45
        page.clock.run_for(500)
        side(page, 2).click()
        page.clock.run_for(10_000)
        side(page, 1).click()
    face(page, 1, "1:45", "Stones left: 1", stones="1", period_ms="105000")
    page.clock.run_for(500)
    side(page, 2).click()
    page.clock.run_for(104_000)                                 # the 20th stone with 1 s to spare
    side(page, 1).click()
    face(page, 1, "5:00", "Stones left: 20", stones="20", period_ms="300000", flagged="false")
    page.clock.run_for(500)
    side(page, 2).click()
    page.clock.run_for(299_999)
    face(page, 1, "0:01", "Stones left: 20", period_ms="100", flagged="false")
    assert page.evaluate("window.signals.beeps")[-1] == 660    # the block's last ten seconds were counted
    page.clock.run_for(1)
    expect(side(page, 1)).to_have_attribute("data-flagged", "true")
    face(page, 1, "0:00", "Stones left: 20", ms="0", running="false")


def test_a_reload_in_overtime_keeps_the_running_side_the_periods_and_the_stones(clock_page: Page):
    page = clock_page
    query = ("game=go&base1=1:00&overtime1=byoyomi&periods1=3&period1=30&base2=1:00&overtime2=canadian&stones2=5"
             "&period2=60&black=2&handicap=2&n1=Ann&n2=Bob")
    open_clock(page, query)
    expect(page.get_by_test_id("clock-label-1")).to_have_text("Ann · White")
    page.get_by_role("button", name="Start").click()           # two stones placed: White (Ann) first
    expect(side(page, 1)).to_have_attribute("data-running", "true")
    page.clock.run_for(95_000)                                  # 60 s main, a period lost, 5 s into the next
    side(page, 1).click()
    page.clock.run_for(70_000)                                  # Bob: 60 s main, 10 s of the block
    side(page, 2).click()
    page.clock.run_for(12_000)
    face(page, 1, "0:18", "Periods left: 2", periods="2", running="true")
    face(page, 2, "0:50", "Stones left: 4", stones="4")
    page.reload()
    wait_for_engine(page)
    face(page, 1, "0:18", "Periods left: 2", periods="2", running="true")
    face(page, 2, "0:50", "Stones left: 4", stones="4", running="false")
    page.clock.run_for(3_000)
    face(page, 1, "0:15", "Periods left: 2", period_ms="15000")


def test_start_clock_from_a_go_result(clock_page: Page):
    page = clock_page
    page.goto("/?mode=go&scale=rank&p1=5k&p2=2d&n1=Chen Jie&n2=Lars&system=ogs")
    wait_for_engine(page)
    go = calculate({"command": "go", "system": "ogs", "ranks": ["5k", "2d"], "names": ["Chen Jie", "Lars"]})
    expect(page.get_by_test_id("stones")).to_have_text(str(go["stones"]))
    page.get_by_role("button", name="Start clock").click()
    page.wait_for_url("**mode=clock**")
    query = {key: value[0] for key, value in parse_qs(urlparse(page.url).query).items()}
    go_link = {"mode": "go", "scale": "rank", "p1": "5k", "p2": "2d", "n1": "Chen Jie", "n2": "Lars", "system": "ogs"}
    from_link = dict(parse_qsl(query.pop("from")))  # the way back to this answer (test_clock_way_back.py)
    assert {k: v for k, v in from_link.items() if k in go_link} == go_link
    assert query == {"mode": "clock", **go["clock_link"]}
    wait_for_engine(page)
    # The request the clock's page builds from the link: "game" chooses the command, the names go as a pair.
    clock = calculate({"command": "go-clock", **{k: v for k, v in go["clock_link"].items()
                                                 if k not in ("game", "n1", "n2")}, "names": ["Chen Jie", "Lars"]})
    assert (go["black"], go["stones"] >= 2, clock["first"]) == (1, True, 2)
    expect(page.get_by_test_id("clock-label-1")).to_have_text("Chen Jie · Black")
    expect(page.get_by_test_id("clock-label-2")).to_have_text("Lars · White")
    expect(page.get_by_test_id("clock-summary")).to_have_text(clock["summary"])
    expect(page.get_by_test_id("clock-sgf")).to_have_value(clock["sgf"])
    expect(page.get_by_label("Game", exact=True)).to_have_value("go")
    expect(page.get_by_label("Side 1 delay (s)")).to_be_hidden()   # the chess settings give way
    expect(page.get_by_test_id("clock-back")).to_have_attribute("href", re.compile(r"\?mode=go&.*p1=5k"))  # back to the answer
    stop_time(page)
    page.get_by_role("button", name="Start").click()           # a placed handicap: White moves first
    expect(side(page, 2)).to_have_attribute("data-running", "true")
    expect(side(page, 1)).to_have_attribute("data-running", "false")


def test_an_even_go_game_by_nigiri_waits_for_whites_tap(clock_page: Page):
    page = clock_page
    open_clock(page, "game=go&base1=5:00&base2=5:00")
    expect(page.get_by_test_id("clock-summary")).to_contain_text("Nigiri decides the colours")
    expect(page.get_by_role("button", name="Start")).to_be_disabled()
    side(page, 2).click()                                       # White is side 2: its tap starts side 1
    expect(side(page, 1)).to_have_attribute("data-running", "true")


@pytest.mark.parametrize(("query", "label", "words"), [
    ("base1=0&overtime1=none", "Side 1 time (m:ss)", "no time at all"),
    ("overtime1=byoyomi&periods1=0&period1=30", "Side 1 periods", "leave no byo-yomi"),
    ("overtime1=byoyomi&periods1=5&period1=0.5", "Side 1 period or block (s)", "shorter than one second"),
    ("base1=10001", "Side 1 time (m:ss)", "10000 minutes"),
    ("overtime2=canadian&stones2=0&period2=300", "Side 2 stones per block", "no Canadian block"),
])
def test_bad_settings_are_refused_by_field(clock_page: Page, query: str, label: str, words: str):
    page = clock_page
    values = {"game": "go", "base1": "5:00", "base2": "5:00", "black": "1", **dict(parse_qsl(query))}
    page.goto(f"/?mode=clock&{urlencode(values)}")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-error")).to_contain_text(words)
    expect(page.get_by_test_id("clock-error")).to_contain_text(label)
    expect(page.get_by_label(label)).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_role("button", name="Start")).to_be_disabled()


def test_axe_on_the_go_clock_and_the_phone_layout(clock_page: Page):
    page = clock_page
    page.emulate_media(color_scheme="dark")
    open_clock(page, BYOYOMI + "&n1=Chen Jie&n2=Lars")
    page.clock.resume()   # axe waits on timers of its own
    assert_accessible(page)
    expect(page.locator("#clock-keys")).to_be_hidden()
    expect(page.get_by_test_id("engine-status")).to_be_hidden()
    expect(side(page, 1)).to_have_class("clock-side turned")      # the far half faces its player
    expect(side(page, 2)).to_have_class("clock-side")


# Everything a Go clock calls itself, or a part of itself: its headings, the window's title, its
# labels, legends, summaries and the names given to its controls and groups.
NAMES_ON_THE_PAGE = """() => {
  const shown = (e) => !e.closest('[hidden]') && getComputedStyle(e).display !== 'none';
  const view = document.querySelector('#clock-view');
  const texts = [document.title];
  for (const e of view.querySelectorAll('h1, h2, h3, label, legend, summary, [aria-label], [title]')) {
    if (!shown(e)) continue;
    texts.push(e.textContent.trim(), e.getAttribute('aria-label') || '', e.getAttribute('title') || '');
  }
  return texts.filter(Boolean);
}"""


@pytest.mark.parametrize(("lang", "go", "chess", "chess_words"), [
    ("en", "Go clock", "Chess clock", r"chess|PGN"),
    ("ja", "囲碁の対局時計", "チェスの対局時計", r"チェス|PGN"),
])
@pytest.mark.parametrize("viewport", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}],
                         ids=["phone", "desktop"])
def test_a_go_clock_is_named_a_go_clock_everywhere(clock_page: Page, lang: str, go: str, chess: str,
                                                    chess_words: str, viewport: dict[str, int]):
    page = clock_page
    page.set_viewport_size(viewport)
    open_clock(page, BYOYOMI + f"&lang={lang}")
    expect(page.get_by_role("heading", name=go, exact=True)).to_have_count(1)
    assert page.title() == go
    names = page.evaluate(NAMES_ON_THE_PAGE)
    assert go in names and not [n for n in names if re.search(chess_words, n, re.IGNORECASE)], names
    # The same page made a chess clock is named for chess.
    page.locator("#clock-game").select_option("chess")
    expect(page.get_by_role("heading", name=chess, exact=True)).to_have_count(1)
    expect(page).to_have_title(chess)
