"""Booting: the engine comes from our origin, and a load that never finishes is an error with a
working retry, not an endless spinner."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, Route, expect

from tests.e2e.conftest import wait_for_engine


def open_with_blocked_file(browser: Browser, server_url: str, pattern: str) -> tuple[Page, dict[str, bool]]:
    """A fresh page whose requests for `pattern` fail until blocked["on"] is set to False."""
    # No service worker: its precache would fetch the same files during the timed boot.
    context = browser.new_context(base_url=server_url, service_workers="block")
    blocked = {"on": True}

    def maybe_block(route: Route) -> None:
        if blocked["on"]:
            route.abort()
        else:
            route.continue_()

    context.route(pattern, maybe_block)
    page = context.new_page()
    # Short enough to fail fast, long enough for a boot on a busy 2-core machine (8 s was not).
    page.add_init_script("globalThis.handicapConfig = { bootTimeoutMs: 20000 }")
    page.goto("/?board=9&counting=territory&diff=8")
    return page, blocked


def assert_retry_works(page: Page, blocked: dict[str, bool]) -> None:
    """Unblock, press Retry: the engine boots and answers the link (9×9 territory, 8 ranks)."""
    blocked["on"] = False
    page.get_by_role("button", name="Retry").click()
    wait_for_engine(page)
    expect(page.get_by_test_id("engine-failure")).to_be_hidden()
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("2.5")
    page.context.close()


def test_wasm_blocked_then_retry_works(browser: Browser, server_url: str):
    # Both the gzipped wasm and Pyodide's own: the worker falls back from one to the other.
    page, blocked = open_with_blocked_file(browser, server_url, "**/pyodide.asm.wasm*")
    expect(page.get_by_test_id("engine-failure")).to_be_visible(timeout=40_000)
    expect(page.get_by_test_id("engine-error")).to_contain_text("could not load Python (pyodide.asm.wasm)")
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "failed")
    assert_retry_works(page, blocked)


def test_engine_code_blocked_then_retry_works(browser: Browser, server_url: str):
    """The engine's Python code (engine.json) cannot be fetched: the worker reports it as a boot
    error naming that code (not as the boot time limit running out), and Retry fetches it again."""
    page, blocked = open_with_blocked_file(browser, server_url, "**/static/engine.json")
    expect(page.get_by_test_id("engine-failure")).to_be_visible(timeout=40_000)
    error = page.get_by_test_id("engine-error")
    expect(error).to_contain_text("could not load the engine code (engine.json)")
    expect(error).not_to_contain_text("did not start within")
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "failed")
    assert_retry_works(page, blocked)


def test_the_engine_is_the_worker_started_first(browser: Browser, server_url: str):
    """static/engine-early.js starts the worker before the page's modules load; the engine client
    adopts it (and what it reported meanwhile) instead of starting a second one."""
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    started: list[str] = []
    page.on("worker", lambda worker: started.append(worker.url))
    page.goto("/?board=13&counting=area&diff=4")
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")
    assert started == [f"{server_url}/static/engine-worker.js"]
    # The early script's hand-over slot is emptied, so no later start can take the worker again.
    assert page.evaluate("globalThis.handicapEarlyEngine") is None
    context.close()
