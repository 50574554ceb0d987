"""End-to-end fixtures: the real server (``node scripts/serve.mjs``) on a free port, Chromium
chosen by tests/support/chromium.py, and one booted app page shared by the tests that can share it
(Pyodide takes seconds to boot; most tests only change the form)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from playwright.sync_api import Error as PlaywrightError

from tests.support.accessibility import AXE
from tests.support.chromium import launch_options
from tests.support.server import ROOT, start_server, stop_server  # noqa: F401 (re-exported for tests)

BOOT_TIMEOUT_MS = 60_000


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    proc, url = start_server()
    yield url
    stop_server(proc)


@pytest.fixture(scope="session")
def base_url(server_url: str) -> str:
    return server_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {**browser_type_launch_args, **launch_options()}


class RequestLog:
    """Every URL a context requested, to prove nothing leaves the origin."""

    def __init__(self, context: BrowserContext) -> None:
        self.urls: list[str] = []
        context.on("request", lambda request: self.urls.append(request.url))

    def foreign(self, origin: str) -> list[str]:
        def origin_of(url: str) -> str:
            parts = urlparse(url)
            return f"{parts.scheme}://{parts.netloc}"
        return [u for u in self.urls if not u.startswith(("data:", "blob:")) and origin_of(u) != origin]


def wait_for_service_worker(page: Page) -> None:
    """Until the service worker controls the page (it takes control once everything is cached)."""
    # Polled from here: wait_for_function compiles its predicate with eval, which the CSP forbids.
    deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
    while not page.evaluate("navigator.serviceWorker.controller !== null"):
        assert time.monotonic() < deadline, "the service worker never took control"
        page.wait_for_timeout(200)


# How much the page still has to do after a change (static/app.js's handicapActivity: engine
# requests unanswered, a language switch on its way, an address-bar write pending); -1 while its
# scripts are not running yet (a page still loading).
ACTIVITY = "() => typeof globalThis.handicapActivity === 'function' ? globalThis.handicapActivity() : -1"


def settled_url(page: Page, quiet_ms: int = 200, timeout_ms: int = 20_000) -> str:
    """The page's URL once the page is done with the last change: nothing left to do (the page
    writes the form's state into the address bar 250 ms after the last change, or after the
    engine's answer it waited for) and the URL unchanged for ``quiet_ms``. Waiting on the page's
    own activity, not on time alone: on a busy machine its timers fire late."""
    deadline = time.monotonic() + timeout_ms / 1000
    url, since = page.url, time.monotonic()
    while True:
        page.wait_for_timeout(50)
        try:
            busy = page.evaluate(ACTIVITY)
        except PlaywrightError:  # navigating: the old page's context is gone
            busy = -1
        now = time.monotonic()
        if busy != 0 or page.url != url:
            url, since = page.url, now
        elif now - since >= quiet_ms / 1000:
            return url
        assert now < deadline, f"the page did not settle in {timeout_ms} ms (activity {busy}, URL {url})"


def wait_for_engine(page: Page) -> None:
    """The engine is ready and the opened view has its first answer (so its menus, and a link's
    values for them, are in: a test reading the form before that would race them)."""
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "ready", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("data-opened", "answered", timeout=BOOT_TIMEOUT_MS)


@pytest.fixture(scope="session")
def app(browser: Browser, server_url: str) -> Iterator[tuple[Page, RequestLog]]:
    context = browser.new_context(base_url=server_url)
    log = RequestLog(context)
    page = context.new_page()
    page.goto("/")
    wait_for_engine(page)
    yield page, log
    context.close()


@pytest.fixture()
def app_page(app: tuple[Page, RequestLog]) -> Page:
    return app[0]


@pytest.fixture(scope="module", params=["light", "dark"])
def scheme_page(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[tuple[Page, str]]:
    """A page in the light, then the dark colour scheme, with axe-core loaded (so bypassing the CSP)."""
    context = browser.new_context(base_url=server_url, bypass_csp=True, color_scheme=request.param)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    yield page, request.param
    context.close()
