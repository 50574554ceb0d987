"""The offer of a new version moves nothing on the page. static/offline/pwa.js shows it (takes
its `hidden` off) when a new deployment's service worker waits, which can be at any moment of a
visit. In the page's flow it pushed everything below it down by its height and put its reload
button where the Chess and Round tabs had been at 1280×800, so a click already on its way to a
tab reloaded the page (Firefox's new-deployment test met it beside a busy core). Shown here as
pwa.js shows it, at phone and desktop size: every control keeps its place, the button covers no
tab and not the language menu; and the clock, whose halves take a player's tap, does not show it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.support.languages import LANGUAGES
from tests.support.page import open_link_once, wait_for_engine

GO_LINK = "/?mode=go&system=ogs&board=13&p1=1d&p2=5k"
CLOCK_LINK = "/?mode=clock&base1=5:00&inc1=2&base2=3:00&inc2=2&n1=Ann&n2=Bob"
SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}

# Where each visible control of the page is (its id, test id or name, and its box).
CONTROL_BOXES = """() => [...document.querySelectorAll('button, select, input, textarea, a[href], [role=tab]')]
  .filter((e) => !e.closest('[data-testid=update-banner]') && e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect();
    return [e.id || e.dataset.testid || e.name || e.textContent.trim().slice(0, 20), r.x, r.y, r.width, r.height]; })"""
BOX = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom]; }"""
SHOW_THE_OFFER = "() => { document.querySelector('[data-testid=update-banner]').hidden = false; }"
HIDE_THE_OFFER = "() => { document.querySelector('[data-testid=update-banner]').hidden = true; }"


def overlaps(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# Every language on a phone, whose header is narrowest (the button's words are longest in French,
# the language menu widest in Japanese); English on a desktop.
CASES = [*(("phone", lang) for lang in LANGUAGES), ("desktop", "en")]


@pytest.mark.parametrize(("size", "lang"), CASES)
def test_the_offer_of_a_new_version_moves_nothing_and_covers_no_tab(app_page: Page, size: str, lang: str):
    page = app_page
    page.set_viewport_size(SIZES[size])
    open_link_once(page, f"{GO_LINK}&lang={lang}")
    page.evaluate("() => scrollTo(0, 0)")
    before = page.evaluate(CONTROL_BOXES)
    banner = page.get_by_test_id("update-banner")
    try:
        page.evaluate(SHOW_THE_OFFER)
        expect(page.get_by_test_id("update-reload")).to_be_visible()
        assert page.evaluate(CONTROL_BOXES) == before
        button = page.evaluate(BOX, "[data-testid=update-reload]")
        for selector in ["#language", *(f"#{tab}" for tab in page.evaluate(
                "() => [...document.querySelectorAll('[role=tab]')].map((t) => t.id)"))]:
            assert not overlaps(button, page.evaluate(BOX, selector)), f"the reload button covers {selector}"
        # Its words stay for assistive technology where only its button shows (a phone).
        expect(banner.locator("p")).not_to_be_empty()
    finally:
        page.evaluate(HIDE_THE_OFFER)
    expect(banner).to_be_hidden()


def test_the_clock_does_not_offer_a_new_version_over_a_players_half(clock_page: Page):
    page = clock_page
    page.goto(CLOCK_LINK)
    wait_for_engine(page)
    page.evaluate(SHOW_THE_OFFER)
    expect(page.get_by_test_id("update-banner")).to_be_hidden()
    # The same page with another tab open offers it: the clock's own rule hides it.
    page.goto(GO_LINK)
    wait_for_engine(page)
    page.evaluate(SHOW_THE_OFFER)
    expect(page.get_by_test_id("update-reload")).to_be_visible()
