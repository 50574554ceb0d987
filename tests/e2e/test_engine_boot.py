"""Booting: the engine comes from our origin, and a load that never finishes is an error with a
working retry, not an endless spinner."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from tests.support.page import BOOT_TIMEOUT_MS, wait_for_engine


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
    """static/engine/engine-early.js starts the worker before the page's modules load; the engine client
    adopts it (and what it reported meanwhile) instead of starting a second one."""
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    started: list[str] = []
    page.on("worker", lambda worker: started.append(worker.url))
    page.goto("/?board=13&counting=area&diff=4")
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")
    assert started == [f"{server_url}/static/worker/engine-worker.js"]
    # The early script's hand-over slot is emptied, so no later start can take the worker again.
    assert page.evaluate("globalThis.handicapEarlyEngine") is None
    context.close()


# The page's side of the worker protocol, in order: each request posted (its command) and each
# message back (the ready report, or the reply to request id).
RECORD_MESSAGES = """(() => {
  const log = (globalThis.__engineMessages = []);
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    log.push({ post: data?.request?.command ?? null, id: data?.id });
    return post.call(this, data, ...rest);
  };
  const PageWorker = Worker;
  globalThis.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", ({ data }) => {
        if (data?.type === "ready") log.push({ ready: true });
        else if (data?.id !== undefined) log.push({ reply: data.id });
      });
    }
  };
  // The first result shown (any result area's data-state), and the service worker's registration.
  document.addEventListener("DOMContentLoaded", () => {
    const shown = new MutationObserver((records) => {
      if (!records.some((r) => r.target.dataset.state === "result")) return;
      log.push({ shown: true });
      shown.disconnect();
    });
    shown.observe(document.body, { attributes: true, attributeFilter: ["data-state"], subtree: true });
  });
  const register = navigator.serviceWorker.register;
  navigator.serviceWorker.register = function (...args) {
    log.push({ serviceWorker: true });
    return register.apply(this, args);
  };
})();"""


@pytest.mark.parametrize(("link", "menus", "command", "testid", "expected"), [
    ("/?board=13&counting=area&diff=4", "go-systems", "go", "komi", "−0.5"),
    ("/?mode=chess&method=elo&elo=1800,2000&k=200&total=60", "chess-form", "chess", "ratio", "2"),
])
def test_the_opened_tabs_menus_are_asked_while_the_engine_boots(
        browser: Browser, server_url: str, link: str, menus: str, command: str, testid: str, expected: str):
    """The form's menus come from the engine, and its first request needs them. So the opened tab
    asks for them at once, not when the engine reports ready: the worker answers as soon as it is
    ready, and the tab's first request is the next one posted. The other tabs' menus are asked
    only when their tab is first chosen (asked before the first result, they delayed it), and then
    arrive; the service worker is registered after the first result (its precache competed with
    the first request)."""
    context = browser.new_context(base_url=server_url, service_workers="block")
    held: list[Route] = []
    # Held: the engine cannot be ready until the test lets its code through.
    context.route("**/static/engine.json", lambda route: held.append(route))
    page = context.new_page()
    page.add_init_script(RECORD_MESSAGES)
    page.goto(link)

    def log() -> list[dict]:
        return page.evaluate("globalThis.__engineMessages")

    deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
    while not any(entry.get("post") == menus for entry in log()):
        assert time.monotonic() < deadline, f"no {menus} request while the engine boots: {log()}"
        page.wait_for_timeout(50)
    # The worker asks for it as it starts, which under load may come after the page's first post.
    while not held:
        assert time.monotonic() < deadline, "the worker did not ask for the engine code"
        page.wait_for_timeout(50)
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "booting")
    for route in held:
        route.continue_()
    wait_for_engine(page)
    expect(page.get_by_test_id(testid)).to_have_text(expected)

    # The service worker comes after the first result, a few tasks later: wait for it, then check
    # the order of everything.
    wanted = {"go-systems", "chess-form"} - {menus}
    while {"serviceWorker": True} not in log():
        assert time.monotonic() < deadline, f"the service worker never came: {log()}"
        page.wait_for_timeout(50)
    entries = log()
    ready = entries.index({"ready": True})
    before = [entry["post"] for entry in entries[:ready] if "post" in entry]
    assert before == [menus], entries
    after = entries[ready:]
    shown = after.index({"shown": True})
    # Until the result shows, the first request is the only one posted (right after the menus).
    assert [entry["post"] for entry in after[:shown] if "post" in entry] == [command], entries
    assert {"serviceWorker": True} in after[shown:], entries
    # The other tabs' menus wait for their tab: not asked until it is first chosen...
    assert not wanted & {entry["post"] for entry in entries if "post" in entry}, entries
    other = "Chess time odds" if command == "go" else "Go handicap"
    page.get_by_role("tab", name=other).click()
    # ...then asked, and their menus come.
    menu = page.locator("#chess-method" if command == "go" else "#go-system")
    expect(menu.locator("option")).not_to_have_count(0)
    assert wanted <= {entry["post"] for entry in log() if "post" in entry}, log()
    context.close()
