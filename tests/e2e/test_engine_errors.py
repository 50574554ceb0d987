"""A Python exception that escapes the engine (a bug) in the page's worker, which runs Pyodide on
the trimmed standard library (scripts/boot-assets.mjs): the page shows a clear message, never a
traceback, and stays usable. (The trimmed stdlib once had empty position tables, on which
traceback.py itself failed: every such message read "Error in sys.excepthook … StopIteration".)

The bug is put into the engine the page downloads (engine.json, rewritten in flight by the test):
the engine's code is what raises, in the real worker and interpreter; the page has no test hook."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from handicap import i18n
from tests.support.page import BOOT_TIMEOUT_MS, wait_for_engine

MARKER = "Raise For Test"
# Appended to handicap/api.py: a request naming MARKER makes calculate_json raise, past the
# engine's own catch-all (as a bug in the boundary itself would).
RAISING = f'''

_calculate_json = calculate_json


def calculate_json(text: str) -> str:
    if {MARKER!r} in text:
        raise LookupError("raised by a test")
    return _calculate_json(text)
'''
# Appended to handicap/api.py: the engine cannot even be imported.
BROKEN = '\n\nraise LookupError("raised by a test at import")\n'
LINK = "/?mode=go&system=ogs&board=13&rules=japanese&p1=1d&p2=8k"


def with_engine_appended(context: BrowserContext, code: str) -> None:
    def rewrite(route: Route) -> None:
        response = route.fetch()
        bundle = json.loads(response.text())
        bundle["files"]["handicap/api.py"] += code
        route.fulfill(response=response, body=json.dumps(bundle))
    context.route("**/static/engine.json", rewrite)


@pytest.fixture()
def context(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    # No service worker: the engine is fetched by the worker itself, where the route sees it.
    context = browser.new_context(base_url=server_url, service_workers="block")
    yield context
    context.close()


def engine_worker(page: Page):
    workers = [w for w in page.workers if "engine-worker.js" in w.url]
    assert len(workers) == 1, [w.url for w in page.workers]
    return workers[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_exception_escaping_the_engine_is_its_internal_error_and_the_page_goes_on(context: BrowserContext,
                                                                                      lang: str):
    with_engine_appended(context, RAISING)
    page = context.new_page()
    messages: list[str] = []
    page.on("console", lambda message: messages.append(message.text))
    page.goto(f"{LINK}&lang={lang}")
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("3")
    worker = engine_worker(page)
    page.locator("#go-form").get_by_label(i18n.catalogue(lang)["page.go.name1"]).fill(MARKER)
    # The engine's own words for a bug, in the page's language, naming the exception's class.
    internal = i18n.catalogue(lang)["error.request.internal"].format(kind="LookupError")
    error = page.get_by_test_id("error")
    expect(error).to_be_visible()
    expect(error).to_contain_text(internal)
    for garbled in ("Traceback", "excepthook", "StopIteration"):
        expect(error).not_to_contain_text(garbled)
    # The same worker (not restarted: its interpreter is fine) answers the next change.
    page.locator("#go-form").get_by_label(i18n.catalogue(lang)["page.go.name1"]).fill("Ann")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("black")).to_contain_text("Player 2" if lang == "en" else "Joueur 2")
    assert engine_worker(page) is worker
    assert page.get_by_test_id("engine-status").get_attribute("data-state") == "ready"
    # The traceback went to the console, whole and readable, for whoever debugs it.
    traceback = next(m for m in messages if "Traceback" in m)
    assert traceback.rstrip().endswith("LookupError: raised by a test"), traceback
    assert "excepthook" not in traceback and "StopIteration" not in traceback, traceback


def test_an_engine_that_cannot_start_says_why_and_retry_works(context: BrowserContext):
    with_engine_appended(context, BROKEN)
    page = context.new_page()
    page.goto(LINK)
    status = page.get_by_test_id("engine-status")
    expect(status).to_have_attribute("data-state", "failed", timeout=BOOT_TIMEOUT_MS)
    reason = "LookupError: raised by a test at import"
    expect(status).to_have_text(i18n.catalogue("en")["page.status.failed"].format(reason=reason))
    # Fixed (the next deployment, say): Retry starts the engine and the link's answer comes.
    context.unroute("**/static/engine.json")
    page.get_by_test_id("retry").click()
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("3")
