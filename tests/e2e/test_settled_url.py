"""tests/support/page.py's ``settled_url``, which many tests read the page's link with: it waits
for the page's own activity (static/app.js's handicapActivity), not only for a quiet moment, so
on a busy machine, where the page's timers fire late, it never returns the link from before the
last change. The page's clock is paused here to make "late" as late as it gets."""

from __future__ import annotations

import time
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Route, expect

from tests.support.clock_page import stop_time
from tests.support.page import ACTIVITY, BOOT_TIMEOUT_MS, settled_url, wait_for_engine


def test_a_late_address_bar_write_is_waited_for(browser: Browser, server_url: str):
    context = browser.new_context(base_url=server_url)
    page = context.new_page()
    try:
        page.clock.install()
        page.goto("/?system=jewdan&board=13&counting=area&diff=4")
        wait_for_engine(page)
        expect(page.get_by_test_id("stones")).to_have_text("2")
        assert parse_qs(urlparse(settled_url(page)).query)["diff"] == ["4"]
        assert page.evaluate(ACTIVITY) == 0
        # The page's timers stop: the address bar's write (250 ms after a change) waits.
        stop_time(page)
        page.get_by_label("Ranks between the players").fill("6")
        expect(page.get_by_test_id("stones")).to_have_text("3")  # the engine's answer came
        assert page.evaluate(ACTIVITY) == 1  # the address bar is still to be written
        with pytest.raises(AssertionError, match="did not settle"):
            settled_url(page, timeout_ms=1500)  # not the stale link
        page.clock.run_for(300)  # the timer fires
        assert parse_qs(urlparse(settled_url(page)).query)["diff"] == ["6"]
        assert page.evaluate(ACTIVITY) == 0
    finally:
        context.close()


def test_a_page_still_loading_is_not_settled(browser: Browser, server_url: str):
    """Before the page's scripts run (a navigation, a reload) there is nothing to read yet."""
    context = browser.new_context(base_url=server_url)
    page = context.new_page()
    try:
        page.goto("/?system=jewdan&board=13&counting=area&diff=4", wait_until="commit")
        url = settled_url(page)
        assert page.evaluate(ACTIVITY) == 0
        assert parse_qs(urlparse(url).query)["diff"] == ["4"]
    finally:
        context.close()


def test_the_other_tabs_modules_fetched_after_the_answer_are_waited_for(browser: Browser, server_url: str):
    """After the first answer the page fetches the other tabs' modules; until they have arrived it
    is not settled (leaving it before cuts their imports off, which Firefox reports as errors)."""
    context = browser.new_context(base_url=server_url, service_workers="block")
    held: list[Route] = []
    context.route("**/static/views/game/study-panel.js", lambda route: held.append(route))
    page = context.new_page()
    try:
        page.goto("/?system=jewdan&board=13&counting=area&diff=4")
        wait_for_engine(page)
        expect(page.get_by_test_id("stones")).to_have_text("2")
        deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
        while not held:  # the game tab's module graph reached the held module
            assert time.monotonic() < deadline, "study-panel.js was never asked for"
            page.wait_for_timeout(50)
        assert page.evaluate(ACTIVITY) >= 1
        with pytest.raises(AssertionError, match="did not settle"):
            settled_url(page, timeout_ms=1500)
        held[0].continue_()
        settled_url(page)
        assert page.evaluate(ACTIVITY) == 0
    finally:
        context.close()
