"""A clock a stray touch cannot end, in the chess and the Go clock (Chromium here; Firefox and
WebKit: tests/e2e/test_firefox_webkit.py):
- Reset sits under the face, never between the two halves of a phone lying between the players;
- Reset on the first screen of a phone and of a desktop, nothing of it cut off by the window's edge;
- a reset game can be had back until the next move: **Undo the reset** brings back its times,
  moves and periods, paused at the moment of the reset (no player loses the seconds the mistake
  took), offered in view where Reset was tapped; the new game's start (Start, or the tap on a half
  of players who carry on as if nothing happened) keeps it on offer, the new game's first move
  drops it for good;
- a phone turned sideways (844×390) lays the halves side by side, the whole face on the first
  screen, nothing drawn over either time (the keyboard hint under the face, not over side 2).

Times run under Playwright's clock control: every figure is exact."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.support.clock_page import stop_time
from tests.support.page import wait_for_engine

CHESS = "base1=5:00&inc1=2&base2=3:00&inc2=2"
GO = ("game=go&base1=10:00&overtime1=byoyomi&periods1=5&period1=30&base2=10:00&overtime2=byoyomi&periods2=5"
      "&period2=30&black=1")  # Black decided (not by nigiri): Start starts its clock
CLOCKS = {"chess": CHESS, "go": GO}
LANDSCAPE = {"width": 844, "height": 390}

# A box in the window (what a person sees), and the element the browser finds at a box's centre.
BOX = "e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; }"
OWN_CENTRE = """e => { const r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); return !!hit && e.contains(hit); }"""


def open_clock(page: Page, query: str) -> None:
    page.goto(f"/?mode=clock&{query}")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-summary")).not_to_be_empty()
    stop_time(page)


def box(page: Page, testid: str) -> dict[str, float]:
    return page.get_by_test_id(testid).evaluate(BOX)


def state(page: Page) -> list[tuple[str | None, str | None, str]]:
    """Each side's milliseconds, whether it runs, and its moves."""
    return [(page.get_by_test_id(f"clock-side-{n}").get_attribute("data-ms"),
             page.get_by_test_id(f"clock-side-{n}").get_attribute("data-running"),
             page.get_by_test_id(f"clock-moves-{n}").inner_text()) for n in (1, 2)]


@pytest.mark.parametrize("clock", list(CLOCKS))
def test_a_reset_game_comes_back_until_the_next_move(clock_page: Page, clock: str):
    page = clock_page
    open_clock(page, CLOCKS[clock])
    fresh = state(page)
    undo = page.get_by_test_id("clock-undo")
    expect(page.get_by_test_id("clock-undo-row")).to_be_hidden()  # nothing to undo yet
    page.get_by_test_id("clock-start").click()
    page.clock.run_for(7_000)
    running = next(n for n in (1, 2) if page.get_by_test_id(f"clock-side-{n}").get_attribute("data-running") == "true")
    page.get_by_test_id(f"clock-side-{running}").click()  # a move: the other side runs
    page.clock.run_for(4_000)
    before = state(page)
    assert before != fresh
    # The stray tap: the game is reset, and the way back is offered beside it.
    page.get_by_test_id("clock-reset").click()
    expect(page.get_by_test_id("clock-side-1")).to_have_attribute("data-ms", str(fresh[0][0]))
    assert state(page) == fresh
    expect(undo).to_be_visible()
    page.clock.run_for(5_000)  # the players notice
    undo.click()
    expect(page.get_by_test_id("clock-undo-row")).to_be_hidden()
    # The game as it was at the reset, paused there: not a second lost to the mistake.
    after = state(page)
    assert [(ms, moves) for ms, _, moves in after] == [(ms, moves) for ms, _, moves in before]
    expect(page.get_by_test_id("clock-status")).to_have_text("Paused.")
    page.clock.run_for(3_000)
    assert state(page) == after  # paused: no time runs until the players resume
    page.get_by_test_id("clock-start").click()  # Resume
    page.clock.run_for(1_000)
    assert state(page) != after
    # After a reset, the new game's start keeps the reset game on offer; its first move drops it for good.
    page.get_by_test_id("clock-reset").click()
    expect(undo).to_be_visible()
    page.get_by_test_id("clock-start").click()
    expect(undo).to_be_visible()
    page.clock.run_for(2_000)
    running = next(n for n in (1, 2) if page.get_by_test_id(f"clock-side-{n}").get_attribute("data-running") == "true")
    page.get_by_test_id(f"clock-side-{running}").click()
    expect(page.get_by_test_id("clock-undo-row")).to_be_hidden()


# A phone held upright (the size of the issue's, 390 × 844) and a laptop's window.
SCREENS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
IN_VIEW = "e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }"


@pytest.mark.parametrize("clock", list(CLOCKS))
@pytest.mark.parametrize("screen", list(SCREENS))
def test_reset_and_its_undo_are_in_view_where_the_tap_was(clock_page: Page, screen: str, clock: str):
    page = clock_page
    page.set_viewport_size(SCREENS[screen])
    open_clock(page, CLOCKS[clock])
    reset = page.get_by_test_id("clock-reset")
    # Before any tap: the whole of Reset on the first screen.
    assert page.evaluate("scrollY") == 0
    assert reset.evaluate(IN_VIEW), (screen, box(page, "clock-reset"))
    assert reset.evaluate(OWN_CENTRE)
    page.get_by_test_id("clock-start").click()
    page.clock.run_for(3_000)
    running = next(n for n in (1, 2) if page.get_by_test_id(f"clock-side-{n}").get_attribute("data-running") == "true")
    page.get_by_test_id(f"clock-side-{running}").click()  # a move
    page.clock.run_for(2_000)
    before = state(page)
    tapped = box(page, "clock-reset")
    reset.tap()
    undo = page.get_by_test_id("clock-undo")
    expect(undo).to_be_visible()
    assert page.evaluate("scrollY") == 0  # nothing scrolled: the undo came to where the players look
    assert undo.evaluate(IN_VIEW), (screen, box(page, "clock-undo"))
    assert undo.evaluate(OWN_CENTRE), "something is drawn over the undo"
    offered = box(page, "clock-undo")
    assert abs((offered["y"] + offered["height"] / 2) - (tapped["y"] + tapped["height"] / 2)) <= 80, (tapped, offered)
    expect(page.get_by_test_id("clock-undo-row")).to_contain_text("The clock was reset.")
    # Players who did not see it carry on: the tap on a half starts the new game, and the old one
    # is still on offer; Undo brings it back as it was at the reset.
    page.get_by_test_id(f"clock-side-{3 - running}").tap()
    expect(undo).to_be_visible()
    undo.tap()
    expect(page.get_by_test_id("clock-undo-row")).to_be_hidden()
    assert [(ms, moves) for ms, _, moves in state(page)] == [(ms, moves) for ms, _, moves in before]


def test_the_undo_is_said_in_the_pages_language(clock_page: Page):
    page = clock_page
    open_clock(page, f"{GO}&lang=ja")
    page.get_by_test_id("clock-start").click()
    page.clock.run_for(1_000)
    page.get_by_test_id("clock-reset").tap()
    row = page.get_by_test_id("clock-undo-row")
    expect(row).to_be_visible()
    assert row.evaluate(IN_VIEW)
    expect(page.get_by_test_id("clock-reset")).to_have_text("リセット")
    assert "リセット" in row.inner_text() and "The clock" not in row.inner_text()


@pytest.mark.parametrize("turned", ["upright", "sideways"])
@pytest.mark.parametrize("clock", list(CLOCKS))
def test_reset_is_not_between_the_halves(clock_page: Page, clock: str, turned: str):
    page = clock_page
    if turned == "sideways":
        page.set_viewport_size(LANDSCAPE)
    open_clock(page, CLOCKS[clock])
    one, two, reset = box(page, "clock-side-1"), box(page, "clock-side-2"), box(page, "clock-reset")
    lowest = max(one["y"] + one["height"], two["y"] + two["height"])
    assert reset["y"] >= lowest + 16, (turned, one, two, reset)  # under the face, apart from it
    controls = page.locator(".clock-controls").evaluate(BOX)
    assert reset["y"] > controls["y"] + controls["height"]


@pytest.mark.parametrize("clock", list(CLOCKS))
def test_a_phone_turned_sideways_shows_both_halves_side_by_side(clock_page: Page, clock: str):
    page = clock_page
    page.set_viewport_size(LANDSCAPE)
    open_clock(page, CLOCKS[clock])
    page.get_by_test_id("clock-start").click()
    one, two = box(page, "clock-side-1"), box(page, "clock-side-2")
    assert one["x"] + one["width"] <= two["x"], (one, two)  # side by side
    assert abs(one["y"] - two["y"]) < 1 and abs(one["height"] - two["height"]) < 1
    for side in (one, two):  # the whole face on the first screen
        assert side["y"] >= 0 and side["y"] + side["height"] <= LANDSCAPE["height"], side
        assert side["width"] >= 250
    for n in (1, 2):
        time = page.get_by_test_id(f"clock-time-{n}")
        assert time.evaluate(OWN_CENTRE), f"something is drawn over side {n}'s time"
        t, side = time.evaluate(BOX), (one, two)[n - 1]
        assert side["x"] <= t["x"] and t["x"] + t["width"] <= side["x"] + side["width"], (n, t, side)
    keys = page.locator("#clock-keys")
    if keys.is_visible():
        k = keys.evaluate(BOX)
        assert k["y"] >= two["y"] + two["height"], (k, two)  # under the face, over no time


def test_no_keyboard_hint_on_a_touch_phone_turned_sideways(browser: Browser, server_url: str):
    """A touch screen without a mouse has no keyboard to press A or L on, however wide; a desktop's has."""
    for touch, viewport in ((True, LANDSCAPE), (False, SCREENS["desktop"])):
        context = browser.new_context(base_url=server_url, viewport=viewport, has_touch=touch, is_mobile=touch)
        try:
            page = context.new_page()
            open_clock(page, GO)
            keys = page.locator("#clock-keys")
            if touch:
                expect(keys).to_be_hidden()
            else:
                expect(keys).to_be_visible()
                expect(keys).to_contain_text("space ends the running side's move")
        finally:
            context.close()
