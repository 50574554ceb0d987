"""End-to-end fixtures: the real server (``node scripts/serve.mjs``) on a free port, Chromium
chosen by tests/browser.py, and one booted app page shared by the tests that can share it
(Pyodide takes seconds to boot; most tests only change the form)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser import launch_options
from tests.server import ROOT, start_server, stop_server  # noqa: F401 (re-exported for tests)

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


def settled_url(page: Page, quiet_ms: int = 400, timeout_ms: int = 5000) -> str:
    """The page's URL once it stops changing: the page writes the form's state into the address
    bar a moment (250 ms) after the last change. Each quiet spell is timed by the page's own
    clock (a timer after that write's timer), so a page busy for a while (a tab's module arriving,
    a loaded machine) still gets to write before the URL is read."""
    url, waited = page.url, 0
    while waited < timeout_ms:
        page.evaluate("(ms) => new Promise((resolve) => setTimeout(resolve, ms))", quiet_ms)
        waited += quiet_ms
        if page.url == url:
            return url
        url = page.url
    return url


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
