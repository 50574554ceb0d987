"""The page's own signals, for the end-to-end tests to wait on instead of a fixed sleep: the
engine ready and the opened view answered, the page done with the last change (its activity count
and the address bar), the service worker in control; and a log of the URLs a context requested."""

from __future__ import annotations

import time
from urllib.parse import urlparse

from playwright.sync_api import BrowserContext, Page, expect
from playwright.sync_api import Error as PlaywrightError

BOOT_TIMEOUT_MS = 60_000


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
