"""axe-core (node_modules/axe-core, pinned in package.json) on every view of the page: no serious
or critical violations. The page's CSP forbids injected scripts, so these tests use their own
browser context with ``bypass_csp`` (the CSP itself is tested in test_security.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import ROOT, wait_for_engine

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = {"serious", "critical"}


@pytest.fixture(scope="module")
def axe_page(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, bypass_csp=True)
    context.add_init_script(path=str(AXE))  # axe on every page this context opens
    page = context.new_page()
    yield page
    context.close()


def _violations(page: Page) -> list[dict]:
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [v for v in result["violations"] if v["impact"] in BLOCKING]


def _report(violations: list[dict]) -> str:
    return json.dumps([{"id": v["id"], "impact": v["impact"], "help": v["help"],
                        "nodes": [n["html"][:200] for n in v["nodes"][:5]]} for v in violations], indent=1)


def assert_accessible(page: Page) -> None:
    violations = _violations(page)
    assert not violations, _report(violations)


def _goto(page: Page, url: str) -> None:
    page.goto(url)
    wait_for_engine(page)


def test_axe_is_loaded(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=jewdan&board=13&counting=area&diff=4")
    assert page.evaluate("typeof axe.run") == "function"
    # The check can fail: a page with an unlabelled control is reported.
    page.evaluate("document.body.append(Object.assign(document.createElement('input'), {id: 'unlabelled'}))")
    assert any(v["id"] == "label" for v in _violations(page))


def test_go_view_with_result_compare_and_table(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=ogs&board=19&counting=territory&diff=3")
    expect(page.get_by_test_id("stones")).to_have_text("3")
    page.get_by_text("Compare systems", exact=True).click()
    page.get_by_text("Full table", exact=True).click()
    expect(page.get_by_test_id("compare").locator("tbody tr")).to_have_count(7)
    expect(page.get_by_test_id("chart").locator("circle")).to_have_count(22)
    assert_accessible(page)


def test_go_view_on_a_phone(axe_page: Page):
    page = axe_page
    page.set_viewport_size({"width": 360, "height": 800})
    try:
        _goto(page, "/?mode=go&system=ogs&board=13&counting=area&diff=5")
        expect(page.get_by_test_id("stones")).to_have_text("2")
        page.get_by_text("Compare systems", exact=True).click()
        page.get_by_text("Full table", exact=True).click()
        expect(page.get_by_test_id("compare").locator("tbody tr")).to_have_count(7)
        expect(page.get_by_test_id("full-table").locator("tbody tr").first).to_be_visible()
        # Nothing wider than the phone but the tables' own scroll boxes.
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        assert_accessible(page)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_go_view_error_state(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=jewdan&board=13&counting=area&diff=4")
    page.get_by_label("Ranks between the players").fill("-3")
    expect(page.get_by_test_id("error")).to_be_visible()
    assert_accessible(page)


def test_full_table_error_state(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=jewdan&board=13&counting=area&diff=4")
    page.get_by_text("Full table", exact=True).click()
    page.get_by_label("Table rows up to").fill("abc")
    expect(page.get_by_test_id("table-error")).to_be_visible()
    assert_accessible(page)


def test_check_a_game_tab(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=game")
    expect(page.get_by_test_id("game-result")).to_have_attribute("data-state", "result", timeout=20_000)
    assert_accessible(page)


def test_chess_tab(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=chess&elo=1800,2000&k=200&total=60&clock=15%2B10")
    expect(page.get_by_test_id("ratio")).to_have_text("2", timeout=20_000)
    assert_accessible(page)


def test_embed(axe_page: Page):
    page = axe_page
    _goto(page, "/?embed=1&mode=go&system=jewdan&board=19&counting=territory&diff=5")
    expect(page.get_by_test_id("stones")).to_have_text("5")
    assert_accessible(page)
