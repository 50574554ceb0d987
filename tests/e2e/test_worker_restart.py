"""A crashed engine worker is restarted: the status line says so, the request that was waiting is
answered by the new worker, and the next change of the form computes as before. The worker is
crashed from outside (Playwright runs code inside it), so the page carries no test hook; only
the watchdog's limit is shortened, through the same ``handicapConfig`` as the boot time limit."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.support.page import BOOT_TIMEOUT_MS, wait_for_engine

REPLY_TIMEOUT_MS = 3000
RECORD_STATUSES = """() => {
  window.__statuses = [];
  const line = document.querySelector('[data-testid="engine-status"]');
  new MutationObserver(() => window.__statuses.push(`${line.dataset.state}: ${line.textContent}`))
    .observe(line, { attributes: true, childList: true, characterData: true, subtree: true });
}"""


@pytest.fixture()
def page(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.add_init_script(f"globalThis.handicapConfig = {{ replyTimeoutMs: {REPLY_TIMEOUT_MS} }}")
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto("/?mode=chess&method=elo&elo=1800,2000&k=200&total=60")
    wait_for_engine(page)
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    page.evaluate(RECORD_STATUSES)
    yield page
    assert errors == []
    context.close()


def engine_worker(page: Page):
    workers = [w for w in page.workers if "engine-worker.js" in w.url]
    assert len(workers) == 1, [w.url for w in page.workers]
    return workers[0]


def restarting_seen(page: Page) -> bool:
    return any(s.startswith("booting: The calculator stopped; starting it again") for s in page.evaluate("window.__statuses"))


def assert_restarted(page: Page) -> None:
    # Polled from here: wait_for_function compiles its predicate with eval, which the CSP forbids.
    deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
    while not restarting_seen(page):
        assert time.monotonic() < deadline, page.evaluate("window.__statuses")
        page.wait_for_timeout(50)
    status = page.get_by_test_id("engine-status")
    expect(status).to_have_attribute("data-state", "ready", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.__statuses")[-1].startswith("ready: The calculator is ready")


def test_a_worker_that_stops_answering_is_restarted(page: Page):
    old = engine_worker(page)
    old.evaluate("close()")  # the worker ends itself: no error event, just silence
    elo = page.get_by_label("Elo ratings (player 1, player 2)")
    elo.fill("2100,1700")  # sent to the dead worker; the watchdog notices the missing reply
    expect(page.get_by_test_id("ratio")).to_have_text("4", timeout=BOOT_TIMEOUT_MS)
    expect(page.get_by_test_id("weaker")).to_have_text("Player 2")
    assert_restarted(page)
    assert engine_worker(page) is not old
    # ...and the next change works at once
    page.get_by_label("K (rating points per doubling of time)").fill("400")
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(page.get_by_test_id("chess-error")).to_be_hidden()


def test_a_worker_error_restarts_it(page: Page):
    old = engine_worker(page)
    # An uncaught error inside the worker reaches the page as the worker's error event.
    old.evaluate("setTimeout(() => { throw new Error('simulated engine crash'); }, 0)")
    assert_restarted(page)
    assert engine_worker(page) is not old
    page.get_by_label("Elo ratings (player 1, player 2)").fill("1700,2100")
    expect(page.get_by_test_id("ratio")).to_have_text("4")
    expect(page.get_by_test_id("weaker")).to_have_text("Player 1")
