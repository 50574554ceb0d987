"""The tabs' own modules load when they are wanted (static/app.js): the opened view's at once,
the other tabs' after its first result, and the offline support (pwa.js, Workbox) after it too.
While the engine is held back no result can show, so what the page fetched by then is what a
first visit fetches before its first result. A tab chosen before its module arrived shows its
waiting form, then its answer."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from tests.support.page import BOOT_TIMEOUT_MS, wait_for_engine

TAB_MODULES = {
    "go": {"go-panel.js", "go-views.js", "board.js"},
    "game": {"game-panel.js"},
    "chess": {"chess-panel.js"},
    "round": {"round-panel.js", "round-view.js"},
}
CLOCK_MODULES = {"clock-panel.js", "clock-view.js", "clock-core.js"}
OFFLINE_MODULES = {"pwa.js", "workbox-window.prod.mjs"}


def scripts_fetched(urls: list[str]) -> set[str]:
    return {path.rsplit("/", 1)[-1] for path in (urlparse(url).path for url in urls) if path.endswith((".js", ".mjs"))}


def held_page(browser: Browser, server_url: str, link: str) -> tuple[BrowserContext, Page, list[Route], list[str]]:
    """A new page opening `link` whose engine code is held back (no result can show until the
    routes are let go), and the URLs it requests."""
    context = browser.new_context(base_url=server_url, service_workers="block")
    held: list[Route] = []
    context.route("**/static/engine.json", lambda route: held.append(route))
    urls: list[str] = []
    context.on("request", lambda request: urls.append(request.url))
    page = context.new_page()
    page.goto(link)
    return context, page, held, urls


def wait_until(page: Page, predicate: Callable[[], object], what: str) -> None:
    """Polled through the page, so that Playwright's events (requests, held routes) come in meanwhile."""
    deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
    while not predicate():
        assert time.monotonic() < deadline, what
        page.wait_for_timeout(50)


@pytest.mark.parametrize(("link", "opened", "testid", "expected"), [
    ("/?board=13&counting=area&diff=4", "go", "komi", "−0.5"),
    ("/?mode=chess&method=elo&elo=1800,2000&k=200&total=60", "chess", "ratio", "2"),
    ("/?mode=game", "game", "effective-rank-difference", "5 ranks"),
])
def test_only_the_opened_tabs_modules_load_before_its_first_result(
        browser: Browser, server_url: str, link: str, opened: str, testid: str, expected: str) -> None:
    context, page, held, urls = held_page(browser, server_url, link)
    wait_until(page, lambda: TAB_MODULES[opened] <= scripts_fetched(urls) and held,
               f"the opened tab's modules were not fetched at once: {sorted(scripts_fetched(urls))}")
    page.wait_for_timeout(300)  # anything else the page would fetch on its own by now
    before = scripts_fetched(urls)
    others = set().union(*(modules for mode, modules in TAB_MODULES.items() if mode != opened)) - TAB_MODULES[opened]
    assert not before & (others | CLOCK_MODULES | OFFLINE_MODULES), sorted(before)
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "booting")
    for route in held:
        route.continue_()
    wait_for_engine(page)
    expect(page.get_by_test_id(testid)).to_have_text(expected)
    # After the first result: every other tab's module and the offline support; never the clock's.
    wait_until(page, lambda: others | OFFLINE_MODULES <= scripts_fetched(urls),
               f"the other tabs' modules never came: {sorted(scripts_fetched(urls))}")
    assert not CLOCK_MODULES & scripts_fetched(urls)
    # ...and the other tabs work, their menus filled by the engine.
    for name, menu in [("Tournament round", "#round-system"), ("Check a game", "#game-model"),
                       ("Chess time odds", "#chess-method"), ("Go handicap", "#go-system")]:
        page.get_by_role("tab", name=name).click()
        expect(page.locator(menu).locator("option")).not_to_have_count(0)
        expect(page.locator(menu).locator("xpath=ancestor::form")).not_to_have_attribute("aria-busy", "true")
    context.close()


def test_a_tab_chosen_before_its_module_arrived_waits_then_answers(browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, service_workers="block")
    held: list[Route] = []
    context.route("**/static/views/game/game-panel.js", lambda route: held.append(route))
    page = context.new_page()
    page.goto("/?board=13&counting=area&diff=4")
    wait_for_engine(page)
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")
    wait_until(page, lambda: bool(held), "the game tab's module was never asked for after the first result")
    page.get_by_role("tab", name="Check a game").click()
    panel = page.locator("#panel-game")
    expect(panel).to_be_visible()
    # Waiting: the form marked busy (its menus empty), nothing shown as a result or an error.
    expect(panel.locator("form").first).to_have_attribute("aria-busy", "true")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("–")
    expect(page.get_by_test_id("game-error")).to_be_hidden()
    for route in held:
        route.continue_()
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5 ranks")
    expect(panel.locator("form").first).not_to_have_attribute("aria-busy", "true")
    # The link is the game tab's now, as with a module that was there at once.
    expect(page).to_have_url(re.compile(r"[?&]mode=game\b"))
    context.close()


def test_the_clock_loads_its_modules_and_no_tabs(browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, service_workers="block")
    urls: list[str] = []
    context.on("request", lambda request: urls.append(request.url))
    page = context.new_page()
    page.goto("/?mode=clock&base1=5:00&inc1=2&base2=3:00")
    wait_for_engine(page)
    expect(page.locator("#clock-view")).to_be_visible()
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    page.wait_for_timeout(500)
    fetched = scripts_fetched(urls)
    assert CLOCK_MODULES <= fetched
    assert not fetched & {"go-panel.js", "game-panel.js", "chess-panel.js", "round-panel.js"}, sorted(fetched)
    context.close()
