"""The chess clock (``mode=clock``) in the real page, its time under Playwright's clock control:
increments and delays to the tenth of a second, the flag, pause/resume/reset, the keyboard, a
reload in the middle of a game, the link, sound, vibration and the screen kept awake (the
browser's own APIs recorded by a stand-in), a side with no time refused, and axe on the clock."""

from __future__ import annotations

import re
import time
from urllib.parse import parse_qs, quote, urlparse

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap.api import calculate
from tests.support.accessibility import assert_accessible
from tests.support.clock_page import PHONE, stop_time
from tests.support.page import settled_url, wait_for_engine


def side(page: Page, number: int):
    return page.get_by_test_id(f"clock-side-{number}")


def open_clock(page: Page, query: str) -> None:
    """Open the clock's link, wait for the engine's settings, then stop time: from here on it moves
    only by run_for, so every time below is exact."""
    page.goto(f"/?mode=clock&{query}")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-summary")).not_to_be_empty()
    stop_time(page)


def assert_times(page: Page, ms1: int, ms2: int, running: int | None) -> None:
    for number, ms in ((1, ms1), (2, ms2)):
        expect(side(page, number)).to_have_attribute("data-ms", str(ms))
        expect(side(page, number)).to_have_attribute("data-running", str(running == number).lower())


def test_start_clock_from_a_chess_result_fills_in_the_engines_times(clock_page: Page):
    page = clock_page
    page.goto("/?mode=chess&method=bands&elo=1800,2000&clock=5%2B2&band=50&per_band=30&min_time=1:00")
    wait_for_engine(page)
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 5:00+2, player 2 3:00+2")
    page.get_by_role("button", name="Start clock").click()
    page.wait_for_url("**mode=clock**")
    query = parse_qs(urlparse(page.url).query)
    way_back = parse_qs(query.pop("from")[0])  # the chess answer's link (test_clock_way_back.py)
    assert (way_back["mode"], way_back["method"], way_back["elo"]) == (["chess"], ["bands"], ["1800,2000"])
    assert query == {"mode": ["clock"], "base1": ["5:00"], "inc1": ["2"], "base2": ["3:00"], "inc2": ["2"]}
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-time-1")).to_have_text("5:00")
    expect(page.get_by_test_id("clock-time-2")).to_have_text("3:00")
    expect(page.get_by_test_id("clock-label-1")).to_have_text("Player 1 · White")
    expect(page.get_by_test_id("clock-label-2")).to_have_text("Player 2 · Black")
    expect(page.get_by_label("Side 2 increment (s)")).to_have_value("2")
    expect(page.get_by_test_id("clock-pgn")).to_have_value(
        '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Player 1"]\n[Black "Player 2"]\n'
        '[Result "*"]\n[TimeControl "?"]\n[WhiteTimeControl "300+2"]\n[BlackTimeControl "180+2"]\n\n*\n')
    for number in (1, 2):
        expect(side(page, number)).to_have_attribute("data-running", "false")
        expect(side(page, number)).to_have_attribute("data-flagged", "false")


def test_the_clock_runs_a_club_tables_odds(clock_page: Page):
    """Springeren's table (18-12 for 100-199 rating points, 5 s a move for both) opened in the clock:
    its times and increments run as the engine gave them."""
    page = clock_page
    page.goto("/?mode=chess&method=springeren&elo=1650,1500&clock=15%2B5")
    wait_for_engine(page)
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 12:00+5, player 2 18:00+5")
    page.get_by_role("button", name="Start clock").click()
    page.wait_for_url("**mode=clock**")
    query = parse_qs(urlparse(page.url).query)
    query.pop("from")
    assert query == {"mode": ["clock"], "base1": ["12:00"], "inc1": ["5"], "base2": ["18:00"], "inc2": ["5"]}
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-time-1")).to_have_text("12:00")
    expect(page.get_by_test_id("clock-time-2")).to_have_text("18:00")
    expect(page.get_by_test_id("clock-summary")).not_to_be_empty()
    stop_time(page)
    page.get_by_role("button", name="Start").click()           # White (side 1) starts
    assert_times(page, 720_000, 1_080_000, running=1)
    page.clock.run_for(10_000)
    side(page, 1).click()                                        # 10 s used, 5 s back
    assert_times(page, 715_000, 1_080_000, running=2)
    page.clock.run_for(3_000)
    side(page, 2).click()                                        # 3 s used, 5 s back
    assert_times(page, 715_000, 1_082_000, running=1)


def test_fischer_increment_to_the_tenth(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=1:00&inc1=2&base2=1:00&inc2=5")
    page.get_by_role("button", name="Start").click()           # White (side 1) starts
    assert_times(page, 60000, 60000, running=1)
    page.clock.run_for(2300)
    assert_times(page, 57700, 60000, running=1)
    expect(page.get_by_test_id("clock-time-1")).to_have_text("0:58")  # 57.7 s, whole seconds rounded up
    side(page, 1).click()                                        # 57.7 + 2 = 59.7
    assert_times(page, 59700, 60000, running=2)
    page.clock.run_for(1200)
    assert_times(page, 59700, 58800, running=2)
    side(page, 1).click()                                        # not side 1's move: nothing happens
    assert_times(page, 59700, 58800, running=2)
    side(page, 2).tap()                                          # 58.8 + 5 = 63.8
    assert_times(page, 59700, 63800, running=1)
    expect(page.get_by_test_id("clock-time-2")).to_have_text("1:04")
    expect(page.get_by_test_id("clock-moves-1")).to_have_text("1")
    expect(page.get_by_test_id("clock-moves-2")).to_have_text("1")


def test_bronstein_and_simple_delay_to_the_tenth(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=1:00&delay1=3&delay_type1=bronstein&base2=1:00&delay2=3&delay_type2=simple")
    page.get_by_role("button", name="Start").click()
    page.clock.run_for(2400)
    assert_times(page, 57600, 60000, running=1)   # Bronstein: the time runs down at once…
    side(page, 1).click()
    assert_times(page, 60000, 60000, running=2)   # …and the move's 2.4 s (≤ 3 s) come back
    page.clock.run_for(2400)
    assert_times(page, 60000, 60000, running=2)   # simple delay: nothing counts for 3 s
    page.clock.run_for(2100)
    assert_times(page, 60000, 58500, running=2)   # 4.5 s into the move: 1.5 s counted
    side(page, 2).click()
    assert_times(page, 60000, 58500, running=1)   # nothing added with a simple delay
    page.clock.run_for(4500)
    assert_times(page, 55500, 58500, running=1)
    side(page, 1).click()                         # Bronstein gives back at most the delay: 3 s
    assert_times(page, 58500, 58500, running=2)


def test_flag_stops_the_clock_with_sound_and_vibration(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=0:12&base2=1:00")
    page.get_by_role("button", name="Start").click()
    page.clock.run_for(1500)
    assert page.evaluate("window.signals.vibrate") == []
    page.clock.run_for(1000)                       # 9.5 s left: under 10 s, one warning
    expect(side(page, 1)).to_have_attribute("data-ms", "9500")
    assert page.evaluate("window.signals.vibrate") == [150]
    assert page.evaluate("window.signals.beeps") == [880]
    page.clock.run_for(9400)
    expect(page.get_by_test_id("clock-time-1")).to_have_text("0:01")
    expect(side(page, 1)).to_have_attribute("data-flagged", "false")
    page.clock.run_for(200)
    expect(side(page, 1)).to_have_attribute("data-flagged", "true")
    expect(side(page, 1)).to_have_attribute("data-running", "false")
    expect(side(page, 2)).to_have_attribute("data-running", "false")
    expect(page.get_by_test_id("clock-time-1")).to_have_text("0:00")
    expect(page.get_by_test_id("clock-status")).to_have_text("Time is up: Player 1 · White.")
    assert page.evaluate("window.signals.vibrate") == [150, [300, 100, 300]]
    assert page.evaluate("window.signals.beeps") == [880, 440]
    side(page, 1).click()
    side(page, 2).click()
    page.clock.run_for(5000)
    assert_times(page, 0, 60000, running=None)     # stopped for good
    expect(page.get_by_test_id("clock-start")).to_be_disabled()
    assert page.evaluate("window.signals.wake") == ["request:screen", "release"]


def test_sound_and_vibration_can_be_switched_off(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=0:05&base2=1:00")
    page.get_by_label("Sound").uncheck()
    page.get_by_label("Vibration").uncheck()
    page.get_by_role("button", name="Start").click()
    page.clock.run_for(6000)
    expect(side(page, 1)).to_have_attribute("data-flagged", "true")
    assert page.evaluate("window.signals") == {"vibrate": [], "beeps": [], "wake": ["request:screen", "release"]}


def test_pause_resume_reset(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=1:00&base2=2:00&inc2=1")
    page.get_by_role("button", name="Start").click()
    page.clock.run_for(1000)
    side(page, 1).click()
    page.clock.run_for(700)
    page.get_by_role("button", name="Pause").click()
    expect(page.get_by_test_id("clock-status")).to_have_text("Paused.")
    page.clock.run_for(5000)
    assert_times(page, 59000, 119300, running=None)   # paused: no side runs, no time goes
    side(page, 2).click()                              # a tap while paused does nothing
    page.get_by_role("button", name="Resume").click()
    page.clock.run_for(300)
    assert_times(page, 59000, 119000, running=2)      # the move goes on: 0.7 + 0.3 s
    side(page, 2).click()
    assert_times(page, 59000, 120000, running=1)
    assert page.evaluate("window.signals.wake") == ["request:screen", "release", "request:screen"]
    expect(page.get_by_label("Side 1 time (m:ss)")).to_be_disabled()   # settings locked in a game
    page.get_by_role("button", name="Reset").click()
    assert_times(page, 60000, 120000, running=None)
    expect(page.get_by_test_id("clock-moves-1")).to_have_text("0")
    expect(page.get_by_label("Side 1 time (m:ss)")).to_be_enabled()
    expect(page.get_by_role("button", name="Start")).to_be_enabled()


def test_keyboard_only_on_a_desktop(clock_page: Page):
    page = clock_page
    page.set_viewport_size({"width": 1280, "height": 800})
    open_clock(page, "base1=3:00&inc1=2&base2=3:00&inc2=2")
    # typing in a settings field is not a clock key
    page.get_by_label("Side 1 name").click()
    page.keyboard.type("Paula al")
    expect(page.get_by_label("Side 1 name")).to_have_value("Paula al")
    expect(page.get_by_test_id("clock-label-1")).to_have_text("Paula al · White")
    assert_times(page, 180000, 180000, running=None)
    page.get_by_label("Side 1 name").blur()                 # focus off the field
    page.keyboard.press("Space")                    # Space before the start: White's clock runs
    assert_times(page, 180000, 180000, running=1)
    page.clock.run_for(1000)
    page.keyboard.press("Space")                    # Space: the running side's move ends
    assert_times(page, 181000, 180000, running=2)
    page.clock.run_for(2000)
    page.keyboard.press("a")                        # A is side 1's key: not its move, nothing
    assert_times(page, 181000, 178000, running=2)
    page.keyboard.press("l")                        # L ends side 2's move
    assert_times(page, 181000, 180000, running=1)
    page.keyboard.press("p")
    page.clock.run_for(1000)
    assert_times(page, 181000, 180000, running=None)
    page.keyboard.press("p")
    page.clock.run_for(500)
    page.keyboard.press("a")
    assert_times(page, 182500, 180000, running=2)
    # Space on a focused side's button ends one move, not two (the button's own click is held back)
    side(page, 2).focus()
    page.keyboard.press("Space")
    assert_times(page, 182500, 182000, running=1)
    expect(page.get_by_test_id("clock-moves-2")).to_have_text("2")
    page.keyboard.press("p")
    page.get_by_role("button", name="Reset").click()
    assert_times(page, 180000, 180000, running=None)


def ms_of(page: Page, number: int) -> int:
    return int(side(page, number).get_attribute("data-ms") or "-1")


def test_reload_mid_game_brings_the_clock_back(browser: Browser, server_url: str):
    """Real time here: Playwright's controlled clock does not keep its time across a reload. The
    time the reload took must go on the running side's clock, the other side's stay as it was."""
    context = browser.new_context(base_url=server_url, viewport=PHONE)
    page = context.new_page()
    try:
        page.goto("/?mode=clock&base1=5:00&inc1=3&base2=4:00&inc2=3&n1=Ann&n2=Bob")
        wait_for_engine(page)
        page.get_by_role("button", name="Start").click()
        page.wait_for_timeout(400)
        side(page, 1).click()
        page.wait_for_timeout(400)
        side(page, 2).click()
        expect(side(page, 1)).to_have_attribute("data-running", "true")
        bob = ms_of(page, 2)
        assert 242_000 < bob < 243_000                  # 4:00 − about 0.4 s + 3 s
        page.wait_for_timeout(300)
        ann, before = ms_of(page, 1), time.monotonic()
        page.reload()
        # Back from storage at once, before the engine answers, with Ann's move still running
        expect(side(page, 1)).to_have_attribute("data-running", "true")
        expect(page.get_by_test_id("clock-label-1")).to_have_text("Ann · White")
        wait_for_engine(page)
        ann_after, away = ms_of(page, 1), (time.monotonic() - before) * 1000
        assert ann - away - 500 < ann_after < ann - away + 500, (ann, away, ann_after)
        assert ms_of(page, 2) == bob
        expect(page.get_by_test_id("clock-moves-1")).to_have_text("1")
        expect(page.get_by_test_id("clock-moves-2")).to_have_text("1")
        page.wait_for_timeout(1000)
        assert ms_of(page, 1) < ann_after - 800        # and it keeps running
        side(page, 1).click()
        expect(side(page, 2)).to_have_attribute("data-running", "true")
        expect(page.get_by_test_id("clock-moves-1")).to_have_text("2")
    finally:
        context.close()


def test_zero_time_on_a_side_is_refused_before_it_starts(clock_page: Page):
    page = clock_page
    page.goto("/?mode=clock&base1=5:00&base2=0:00")
    wait_for_engine(page)
    error = page.get_by_test_id("clock-error")
    expect(error).to_have_text('Side 2 time (m:ss): "0:00" is no time at all: a clock with zero time on a side '
                               "cannot start; give more than 0:00")
    expect(page.get_by_label("Side 2 time (m:ss)")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("clock-start")).to_be_disabled()
    side(page, 1).click()
    page.keyboard.press("Space")
    for number in (1, 2):
        expect(side(page, number)).to_have_attribute("data-running", "false")
    page.get_by_label("Side 2 time (m:ss)").fill("4:30")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("clock-time-2")).to_have_text("4:30")
    expect(page.get_by_test_id("clock-start")).to_be_enabled()


def test_the_link_round_trip_and_hours(clock_page: Page):
    page = clock_page
    page.goto("/?mode=clock&base1=1:30:00&inc1=30&base2=45&inc2=30&delay2=5&delay_type2=bronstein&white=2&n1=Ann")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-time-1")).to_have_text("1:30:00")
    expect(page.get_by_test_id("clock-time-2")).to_have_text("45:00")
    expect(page.get_by_test_id("clock-label-2")).to_have_text("Player 2 · White")
    expect(page.get_by_label("Side 2 delay kind")).to_have_value("bronstein")
    expect(page.get_by_test_id("clock-pgn")).to_have_value(re.compile(r'\[WhiteTimeControl "2700\+30"\]'))
    expect(page.get_by_test_id("clock-pgn")).to_have_value(re.compile(r"\{White: Bronstein delay 5 s\} \*"))
    page.get_by_label("Side 1 increment (s)").fill("20")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query == {"mode": ["clock"], "base1": ["1:30:00"], "inc1": ["20"], "delay1": ["0"],
                     "delay_type1": ["simple"], "base2": ["45"], "inc2": ["30"], "delay2": ["5"],
                     "delay_type2": ["bronstein"], "white": ["2"], "n1": ["Ann"]}
    page.goto(page.url)
    wait_for_engine(page)
    expect(page.get_by_label("Side 1 increment (s)")).to_have_value("20")
    expect(page.get_by_test_id("clock-pgn")).to_have_value(re.compile(r'\[BlackTimeControl "5400\+20"\]'))
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    page.get_by_role("button", name="Start").click()           # White is side 2: its clock starts
    expect(side(page, 2)).to_have_attribute("data-running", "true")


def test_each_half_turns_to_face_its_player(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=5:00&base2=5:00")
    # on a phone the far half (side 1) faces its player from the start; the button turns it back
    expect(page.get_by_role("button", name="Side 1 upside down")).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Side 1 upside down").click()
    expect(page.get_by_role("button", name="Side 1 upside down")).to_have_attribute("aria-pressed", "false")
    expect(side(page, 1)).to_have_class("clock-side")
    page.get_by_role("button", name="Side 1 upside down").click()
    expect(page.get_by_role("button", name="Side 1 upside down")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("getComputedStyle(document.querySelector('[data-testid=clock-side-1]')).transform") \
        == "matrix(-1, 0, 0, -1, 0, 0)"  # rotated 180°
    expect(side(page, 2)).not_to_have_class("clock-side turned")
    page.reload()                                              # a preference kept on this device
    expect(page.get_by_role("button", name="Side 1 upside down")).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Side 1 upside down").click()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.reload()                                              # the player's choice wins over the phone's default
    expect(page.get_by_role("button", name="Side 1 upside down")).to_have_attribute("aria-pressed", "false")


def test_axe_on_the_clock(clock_page: Page):
    page = clock_page
    open_clock(page, "base1=5:00&inc1=2&base2=3:00&inc2=2")
    page.get_by_role("button", name="Side 1 upside down").click()
    page.clock.resume()   # axe waits on timers of its own
    assert_accessible(page)
    page.get_by_role("button", name="Start").click()
    page.wait_for_timeout(300)
    expect(side(page, 1)).to_have_attribute("data-running", "true")
    assert_accessible(page)
    page.goto("/?mode=clock&base1=5:00&base2=0")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-error")).to_be_visible()
    assert_accessible(page)


def test_hostile_values_in_the_clocks_link_stay_text(clock_page: Page):
    page = clock_page
    payload = '<img src=x onerror="window.pwned=1">'
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto("/?" + "&".join([f"mode=clock&n1={quote(payload)}&base1=5:00&base2=3:00&white=1",
                               f"inc2={quote(payload)}"]))
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-error")).to_contain_text('Side 2 increment (s): "<img src=x')
    expect(page.get_by_test_id("clock-start")).to_be_disabled()
    page.get_by_label("Side 2 increment (s)").fill("2")
    expect(page.get_by_test_id("clock-label-1")).to_have_text(f"{payload} · White")
    assert page.evaluate("window.pwned") is None and page.locator("img").count() == 0 and problems == []


@pytest.mark.parametrize(("viewport", "phone"), [({"width": 390, "height": 844}, True),
                                                 ({"width": 1280, "height": 800}, False)], ids=["phone", "desktop"])
def test_the_faces_show_each_sides_increment_and_a_phone_shows_only_the_clock(clock_page: Page,
                                                                            viewport: dict[str, int], phone: bool):
    """The chess tab's clocks (24:00+16 against 6:00+4) on the clock's faces: each side's
    increment under its time; on a phone the far half faces its player and neither the keyboard
    hint nor the status line takes room; on a wide touch screen no half is turned."""
    page = clock_page
    page.set_viewport_size(viewport)
    reply = calculate({"command": "chess-clock", "base1": "24:00", "inc1": "16", "base2": "6:00", "inc2": "4",
                       "names": ["Ann", "Bob"]})
    open_clock(page, "base1=24:00&inc1=16&base2=6:00&inc2=4&n1=Ann&n2=Bob")
    for number, face in ((1, reply["sides"][0]), (2, reply["sides"][1])):
        expect(page.get_by_test_id(f"clock-time-{number}")).to_have_text(face["text"].split("+")[0])
        expect(page.get_by_test_id(f"clock-extra-{number}")).to_have_text(face["face"])
        expect(page.get_by_test_id(f"clock-extra-{number}")).to_be_in_viewport()
    assert [s["face"] for s in reply["sides"]] == ["+16", "+4"]
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "ready")
    if phone:
        expect(side(page, 1)).to_have_class("clock-side turned")
        expect(page.locator("#clock-keys")).to_be_hidden()
        expect(page.get_by_test_id("engine-status")).to_be_hidden()
    else:
        expect(side(page, 1)).to_have_class("clock-side")
        # This page is a touch screen's (clock_page): a wide one without a mouse has no keyboard to
        # press A or L on either; a desktop with a mouse shows the hint (test_clock_reset_and_landscape.py).
        assert page.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches")
        expect(page.locator("#clock-keys")).to_be_hidden()
    expect(side(page, 2)).to_have_class("clock-side")
    for number in (1, 2):  # both faces whole on the first screen
        expect(side(page, number)).to_be_in_viewport(ratio=1)
