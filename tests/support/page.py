"""The page's own signals, for the end-to-end tests to wait on instead of a fixed sleep: the
engine ready and the opened view answered, the page done with the last change (its activity count
and the address bar), the service worker in control; and a log of the URLs a context requested."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import parse_qsl, urlparse

from playwright.sync_api import BrowserContext, Page
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


# The page's service worker registration as the browser reports it: "waiting" once a new worker
# has installed (the update the page offers), else the state of one installing ("installing",
# "installed"), else "active" or "none". Any engine (the drivers' own script calls are exempt
# from the page's CSP).
SERVICE_WORKER_STATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return "none";
  if (registration.waiting) return "waiting";
  if (registration.installing) return registration.installing.state;
  return registration.active ? "active" : "none";
}"""


def service_worker_state(evaluate: Callable[[str], Any]) -> str:
    return str(evaluate(SERVICE_WORKER_STATE))


# Empties the service worker's precache of the app's own files (its Pyodide cache stays) under the
# running worker, as a storage eviction would; returns how many caches it deleted.
EMPTY_APP_CACHE = """async () => {
  const names = (await caches.keys()).filter((n) => n.startsWith("fair-handicap-app-"));
  for (const name of names) await caches.delete(name);
  return names.length;
}"""


def empty_app_cache(evaluate: Callable[[str], Any]) -> int:
    """The app's precache emptied under the running service worker (any engine's driver);
    returns how many caches were deleted (one: the running version's)."""
    return int(evaluate(EMPTY_APP_CACHE))


def wait_for_new_service_worker(evaluate: Callable[[str], Any], limit_s: float = 900) -> None:
    """Until a new deployment's service worker has installed and waits (what the page offers as
    "New version — reload"), by the registration's own state rather than a short time limit: its
    install downloads and stores the new files, a minute or more on a loaded machine. Fails at
    once if the install failed (the installing worker gone and none waiting); `limit_s` only
    stops a hung browser. `evaluate` runs a function in the page (any engine's driver)."""
    deadline = time.monotonic() + limit_s
    seen_installing = False
    # The browser looks for a new worker on its own after a navigation, when it gets round to it
    # (on a loaded machine, sometimes not for minutes): asked for at once, as the page's next
    # navigation would.
    evaluate("async () => { await (await navigator.serviceWorker.getRegistration())?.update(); }")
    while True:
        state = service_worker_state(evaluate)
        if state == "waiting":
            return
        if state in ("installing", "installed"):
            seen_installing = True
        elif seen_installing:
            raise AssertionError(f"the new service worker did not install (registration: {state})")
        assert time.monotonic() < deadline, f"no new service worker after {limit_s:.0f} s (registration: {state})"
        time.sleep(0.2)


@contextmanager
def busy_core() -> Iterator[None]:
    """One CPU core kept busy by a spinning process for the block's length, as on a loaded
    machine (a visitor's phone doing something else): races show up that an idle one hides."""
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        yield
    finally:
        spinner.kill()
        spinner.wait()


# How much the page still has to do after a change (static/app.js's handicapActivity: engine
# requests unanswered, a language switch on its way, an address-bar write pending, a tab's or the
# offline support's modules on their way); -1 while its scripts are not running yet (a page still
# loading).
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


# Resolves when the engine is ready and the opened view has its first answer, told by the page's
# own attribute changes (a MutationObserver), or with what the page shows after `timeoutMs`.
ENGINE_ANSWERED = """(timeoutMs) => new Promise((resolve) => {
  const seen = () => ({
    status: document.querySelector('[data-testid="engine-status"]')?.getAttribute("data-state") ?? null,
    opened: document.documentElement.getAttribute("data-opened"),
  });
  const done = ({status, opened}) => status === "ready" && opened === "answered";
  if (done(seen())) return resolve({ ...seen(), answered: true });
  const observer = new MutationObserver(() => {
    if (!done(seen())) return;
    observer.disconnect();
    clearTimeout(timer);
    resolve({ ...seen(), answered: true });
  });
  observer.observe(document.documentElement, { attributes: true, subtree: true,
                                               attributeFilter: ["data-state", "data-opened"] });
  const timer = setTimeout(() => { observer.disconnect(); resolve({ ...seen(), answered: false }); }, timeoutMs);
})"""


def wait_for_engine(page: Page, timeout_ms: int = 2 * BOOT_TIMEOUT_MS) -> None:
    """The engine is ready and the opened view has its first answer (so its menus, and a link's
    values for them, are in: a test reading the form before that would race them). Told by the
    page's own attribute changes the moment they happen, not by polling (Playwright's `expect`
    looks again every 500 ms after the first second: a quarter of a second lost a page load on
    average). A navigation under way (a `goto` that returned at "commit", a reload) is followed:
    the wait goes on in the new document. As long as before: a minute for the engine, a minute
    for the answer."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        left_ms = max(0, round((deadline - time.monotonic()) * 1000))
        try:
            seen = page.evaluate(ENGINE_ANSWERED, left_ms)
        except PlaywrightError as error:  # the document was replaced under the wait
            if "context was destroyed" not in str(error) and "navigat" not in str(error):
                raise
            assert time.monotonic() < deadline, f"the page kept navigating for {timeout_ms} ms: {error}"
            continue
        if seen["answered"]:
            return
        raise AssertionError(f"the engine was not ready with the opened view's first answer after {timeout_ms} ms:"
                             f" engine-status data-state={seen['status']!r}, html data-opened={seen['opened']!r}")


# What a person could see or a test could read of the page, as one string: the window's size,
# scroll and colour scheme, the focus, every control's value and checked state (not in the markup)
# and a digest of the document's markup (results, errors, attributes, open disclosures). Two equal
# states (and an address that still says the link) are the same page for a test that reads it.
# The footer's offline note is left out: the service worker shows it when it is ready, after the
# answer, whatever the test does.
PAGE_STATE = """() => {
  const controls = [...document.querySelectorAll("input, select, textarea")].map((c) =>
    `${c.name || c.id}=${c.value}${c.checked ? "+" : ""}`);
  const focus = document.activeElement;
  const markup = document.documentElement.outerHTML.replace(/(data-testid="offline-status") hidden=""/, "$1");
  let digest = 0x811c9dc5;  // FNV-1a: the markup's 100 KB or so stay in the page
  for (let i = 0; i < markup.length; i++) digest = Math.imul(digest ^ markup.charCodeAt(i), 0x01000193);
  return JSON.stringify([innerWidth, innerHeight, scrollX, scrollY, matchMedia("(prefers-color-scheme: dark)").matches,
    focus && (focus.id || focus.name || focus.tagName), controls, markup.length, digest >>> 0]);
}"""

# The state each page was in when open_link_once opened a link in it: (link, state), by page.
_OPENED: weakref.WeakKeyDictionary[Page, tuple[str, str]] = weakref.WeakKeyDictionary()


# Two frames and a task: what the page does after a frame's layout (the answer bar's
# IntersectionObserver report, shown or hidden by where the answer lies) is in.
SETTLED_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))))"


def page_state(page: Page) -> str:
    page.evaluate(SETTLED_FRAMES)
    return str(page.evaluate(PAGE_STATE))


def done(page: Page, timeout_ms: int = 20_000) -> bool:
    """Whether the page has nothing left to do (its activity count 0: a change's answer in, the
    address written), waiting for it as long as a change may take on a busy machine."""
    deadline = time.monotonic() + timeout_ms / 1000
    while (busy := page.evaluate(ACTIVITY)) != 0:
        if busy < 0 or time.monotonic() > deadline:
            return False
        page.wait_for_timeout(50)
    return True


def says_the_link(url: str, link: str) -> bool:
    """The page's address is the link's, with what the page writes after it (the form's other
    values) but none of the link's own values changed."""
    now, asked = urlparse(url), urlparse(link)
    values = set(parse_qsl(now.query, keep_blank_values=True))
    return now.path == (asked.path or "/") and set(parse_qsl(asked.query, keep_blank_values=True)) <= values


def open_link_once(page: Page, link: str) -> None:
    """The link opened and its first answer shown, as `page.goto(link)` and `wait_for_engine`,
    unless this page is still as this helper opened that link in it: nothing left to do, its
    address still the link's, and `PAGE_STATE` the same (no control, disclosure, message, focus,
    scroll, size or colour scheme changed since). Then that booted page is the link's page, and a
    boot (a second or more) is saved. A test that changes the page and puts it back (`put_back`)
    lets the next one use it too; any difference left means a fresh load, as before."""
    opened = _OPENED.pop(page, None)
    if opened and opened[0] == link:
        try:
            if done(page) and says_the_link(page.url, link) and page_state(page) == opened[1]:
                _OPENED[page] = opened
                return
        except PlaywrightError:  # navigating or closed: load it
            pass
    page.goto(link)
    wait_for_engine(page)
    _OPENED[page] = (link, page_state(page))


def put_back(page: Page) -> None:
    """After a test put the controls it changed back to its link's values: the focus left, the
    page done with the change and scrolled back, so that, if the page is as the link opened it, the next test's
    `open_link_once` takes it without a boot (else it loads the link, as before)."""
    page.evaluate("document.activeElement?.blur()")
    settled_url(page)
    opened = _OPENED.get(page)
    if opened:  # scrolled back where the link opened (Playwright scrolls a control it uses into view)
        page.evaluate("([x, y]) => scrollTo(x, y)", json.loads(opened[1])[2:4])


# The options of a <select> whose text does not fit the control (the shown choice would be cut).
LABELS_CUT = """select => {
  const style = getComputedStyle(select);
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
  return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text);
}"""
