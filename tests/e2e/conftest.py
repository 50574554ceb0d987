"""End-to-end fixtures: the real server (``node scripts/serve.mjs``) on a free port, Chromium
chosen by tests/support/chromium.py, one booted app page shared by the tests that can share it
(Pyodide takes seconds to boot; most tests only change the form), and a page in each colour scheme
with axe-core. What the tests wait on is in tests/support/page.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.support.accessibility import AXE
from tests.support.build import shared_build
from tests.support.chromium import launch_options
from tests.support.clock_page import PHONE, SIGNALS, START
from tests.support.deploy import shared_boot_assets
from tests.support.page import BOOT_TIMEOUT_MS, RequestLog, wait_for_engine
from tests.support.server import start_server, stop_server

# Playwright's `expect` looks for 5 s unless told: on a loaded two-core machine an engine's answer,
# a boot or a language's words can take longer, and a check that fails only on a busy machine is a
# bug in the test. Every `expect` of the end-to-end tests waits as long as a boot may take (a check
# that fails still fails, only later); a test that means a shorter wait says so.
expect.set_options(timeout=BOOT_TIMEOUT_MS)


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    proc, url = start_server()
    yield url
    stop_server(proc)


@pytest.fixture(scope="session")
def built_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`npm run build`, once for the whole run (tests/support/build.py); never changed in place."""
    return shared_build(tmp_path_factory)


@pytest.fixture(scope="session")
def base_url(server_url: str) -> str:
    return server_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    # The headless shell cannot show a window: `--headed` gets the full browser.
    headless = browser_type_launch_args.get("headless", True) is not False
    return {**browser_type_launch_args, **launch_options(headless_shell=headless)}


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
def app_page(app: tuple[Page, RequestLog]) -> Iterator[Page]:
    """The shared booted page; a test may resize it (phone and desktop), the next gets it back at
    its own size."""
    size = app[0].viewport_size
    yield app[0]
    if size and app[0].viewport_size != size:
        app[0].set_viewport_size(size)


@pytest.fixture(scope="module", params=["light", "dark"])
def scheme_page(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[tuple[Page, str]]:
    """A page in the light, then the dark colour scheme, with axe-core loaded (so bypassing the CSP)."""
    context = browser.new_context(base_url=server_url, bypass_csp=True, color_scheme=request.param)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    yield page, request.param
    context.close()


@pytest.fixture(scope="session")
def clock_context(browser: Browser, server_url: str) -> Iterator[Page]:
    """The clock tests' phone-sized page with a controlled clock and recorded signals, one per
    worker: a context each cost every clock test a first visit (about 1.8 s of CPU more than a
    return), and what a test must not inherit is put back by `clock_page`."""
    context = browser.new_context(base_url=server_url, viewport=PHONE, bypass_csp=True, has_touch=True)
    context.add_init_script(SIGNALS)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    page.clock.install(time=START)
    yield page
    context.close()


@pytest.fixture
def clock_page(clock_context: Page, server_url: str) -> Page:
    """The clock page as a test must find it: left (so the page before saves what it keeps when it
    is hidden), then the origin's localStorage cleared (a game under way, the clock's preferences,
    a club's rules: kept there by the test before), phone-sized, light, time flowing until the test
    stops it. Cache Storage and IndexedDB stay: the engine boots as on a return visit."""
    page = clock_context
    page.clock.resume()
    page.goto("about:blank")
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Storage.clearDataForOrigin", {"origin": server_url, "storageTypes": "local_storage"})
    finally:
        cdp.detach()
    page.set_viewport_size(PHONE)
    page.emulate_media(color_scheme="light")
    return page


# --- A new release's boot assets, made once a run (tests/support/deploy.py) ---------------------
# The tests of a new deployment (the service worker's update, a cached snapshot of an older
# release) each served a copy of the app whose dev server made both releases' boot assets again:
# two Pyodide boots in Node a test, tens of seconds each on a loaded machine.

@pytest.fixture(scope="session")
def release_boot_assets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both releases' boot assets (this one's and NEW_VERSION's), for `copy_app(dest, ...)`."""
    return shared_boot_assets(tmp_path_factory)
