"""axe-core (node_modules/axe-core, pinned in package.json) on every view of the page: no serious
or critical violations. The page's CSP forbids injected scripts, so these tests use their own
browser context with ``bypass_csp`` (the CSP itself is tested in test_security.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap.go.systems import SYSTEMS
from tests.support.accessibility import AXE, assert_accessible, violations
from tests.support.page import wait_for_engine


@pytest.fixture(scope="module")
def axe_page(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, bypass_csp=True)
    context.add_init_script(path=str(AXE))  # axe on every page this context opens
    page = context.new_page()
    yield page
    context.close()


def _goto(page: Page, url: str) -> None:
    page.goto(url)
    wait_for_engine(page)


def test_axe_is_loaded(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=jewdan&board=13&counting=area&diff=4")
    assert page.evaluate("typeof axe.run") == "function"
    # The check can fail: a page with an unlabelled control is reported.
    page.evaluate("document.body.append(Object.assign(document.createElement('input'), {id: 'unlabelled'}))")
    assert any(v["id"] == "label" for v in violations(page))


def test_go_view_with_result_compare_and_table(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=ogs&board=19&counting=territory&diff=3")
    expect(page.get_by_test_id("stones")).to_have_text("3")
    page.get_by_text("Compare systems", exact=True).click()
    page.get_by_text("Full table", exact=True).click()
    expect(page.get_by_test_id("compare").locator("tbody tr")).to_have_count(len(SYSTEMS))
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
        expect(page.get_by_test_id("compare").locator("tbody tr")).to_have_count(len(SYSTEMS))
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


def test_engine_failure_with_retry(browser: Browser, server_url: str):
    # A context of its own: no service worker (it would fetch the blocked file), the wasm blocked.
    context = browser.new_context(base_url=server_url, bypass_csp=True, service_workers="block")
    context.add_init_script(path=str(AXE))
    context.route("**/pyodide.asm.wasm*", lambda route: route.abort())
    try:
        page = context.new_page()
        page.add_init_script("globalThis.handicapConfig = { bootTimeoutMs: 15000 }")
        page.goto("/?mode=go&system=jewdan&board=13&diff=4")
        expect(page.get_by_test_id("engine-failure")).to_be_visible(timeout=40_000)
        expect(page.get_by_role("button", name="Retry")).to_be_visible()
        expect(page.get_by_test_id("engine-error")).not_to_be_empty()
        assert_accessible(page)
    finally:
        context.close()


def test_url_note(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=jewdan&board=13&diff=4&scale=diff&colour=blue&compare=2")
    note = page.get_by_test_id("url-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("“colour”, Compare systems")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    assert_accessible(page)


def test_custom_stones_and_komi(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=ogs&board=13&rules=japanese&p1=1d&p2=8k"
                "&dmode=custom&stones=2&kmode=custom&komi=1.5")
    expect(page.get_by_test_id("komi")).to_have_text("1.5")
    expect(page.get_by_label("Custom komi")).to_be_visible()
    expect(page.locator("#go-form").get_by_label("Handicap stones")).to_be_editable()
    assert_accessible(page)


def test_tournament_options_open(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=ogs&board=19&rules=japanese&p1=1d&p2=8k&maxstones=3&nha=2d")
    page.get_by_text("Tournament options", exact=True).click()
    expect(page.get_by_label("Stone ceiling")).to_be_visible()
    expect(page.get_by_test_id("stones")).to_have_text("3")
    assert_accessible(page)


def test_ogs_scale_with_deviations(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=ogs&board=19&scale=ogs&p1=1331&p2=1800&dev1=150&dev2=60")
    expect(page.get_by_label("Player 1's deviation")).to_be_visible()
    expect(page.get_by_label("Player 2's deviation")).to_be_visible()
    expect(page.get_by_test_id("steps")).to_contain_text("halved")
    assert_accessible(page)


@pytest.mark.parametrize(("query", "visible"), [
    ("method=score&score=0.36", "Player 1's expected score"),
    ("method=record&record=3,4,5", "Player 1's results (wins, draws, losses)"),
    ("method=calibrate&s1=0.3&s2=0.45&ratio=1.5", "Time ratio given"),
    ("elo=1800,2000&against=computer&move_time=60", "Human's time per move now (seconds)"),
    ("method=bands&elo=1800,2000&clock=5%2B2", "Seconds per band"),
    ("method=crowthorne&elo=1800,2025&clock=7.5%2B0", "Even clock (minutes + seconds)"),
])
def test_chess_methods(axe_page: Page, query: str, visible: str):
    page = axe_page
    _goto(page, f"/?mode=chess&{query}")
    expect(page.get_by_test_id("chess-result")).to_have_attribute("data-state", "result", timeout=20_000)
    expect(page.get_by_label(visible, exact=True)).to_be_visible()
    assert_accessible(page)


@pytest.mark.parametrize(("query", "label", "error"), [
    ("mode=game&komi=abc", "Komi", "game-error"),
    ("mode=chess&elo=1800", "Elo ratings (player 1, player 2)", "chess-error"),
])
def test_field_errors_on_the_other_tabs(axe_page: Page, query: str, label: str, error: str):
    page = axe_page
    _goto(page, f"/?{query}")
    expect(page.get_by_test_id(error)).to_be_visible(timeout=20_000)
    panel = page.locator('[role="tabpanel"]:not([hidden])')
    expect(panel.get_by_label(label, exact=True)).to_have_attribute("aria-invalid", "true")
    assert_accessible(page)


ROUND_LINES = "\n".join(f"Player {i}A {k}k - Player {i}B {d}d" for i, (k, d) in enumerate(zip(range(9, 1, -1), range(1, 9), strict=True), 1))


def test_round_view_with_boards_errors_and_cards(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=round&system=ogs&board=19&rules=japanese")
    page.get_by_test_id("round-input").fill(ROUND_LINES + "\nno pairing here")
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(8)
    expect(page.get_by_test_id("round-errors-box")).to_be_visible()
    page.get_by_test_id("round-cards-view").locator("summary").click()
    expect(page.get_by_test_id("round-cards").locator(".round-card")).to_have_count(8)
    assert_accessible(page)


def test_round_view_with_house_rules_on_a_phone(axe_page: Page):
    page = axe_page
    page.set_viewport_size({"width": 360, "height": 800})
    try:
        _goto(page, "/?mode=round&system=custom&board=19&club_ranks_per_stone=2&club_komi_per_rank=3")
        expect(page.get_by_test_id("round-club")).to_be_visible()
        page.get_by_test_id("round-input").fill(ROUND_LINES)
        expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(8)
        assert_accessible(page)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_go_form_with_house_rules(axe_page: Page):
    page = axe_page
    _goto(page, "/?mode=go&system=custom&board=19&p1=3d&p2=8k&club_ranks_per_stone=2")
    expect(page.get_by_test_id("go-club")).to_be_visible()
    expect(page.get_by_test_id("stones")).not_to_have_text("–")
    assert_accessible(page)


# --- Both colour schemes: every tab, the embed and the clock, on a wide screen and with the answer
# first on a phone. axe's colour-contrast rule (serious) checks each scheme's colours. Each view is
# opened once a size in this module's page, in the light scheme, then the system's scheme turned
# dark under it (the page follows it while open, tests/e2e/test_layout_theme.py): one load for two
# checks, and no context of its own a scheme to boot.

SCHEMES = ["light", "dark"]
SCHEME_VIEWS = [
    # (link, a result that shows the page is in, disclosures to open)
    ("/?mode=go&system=ogs&board=9&rules=japanese&p1=1d&p2=12k", "stones", ("Compare systems", "Full table")),
    ("/?mode=game", "effective-rank-difference", ()),
    ("/?mode=chess&elo=1800,2000&k=200&total=60", "ratio", ()),
    ("/?embed=1&mode=go&system=jewdan&board=19&counting=territory&diff=5", "stones", ()),
    ("/?mode=clock&base1=5:00&inc1=3&base2=4:00&inc2=3&n1=Ann&n2=Bob", "clock-time-1", ()),
    ("/?mode=game&komi=abc", "game-error", ()),
]
VIEWPORTS = [{"width": 1280, "height": 800}, {"width": 360, "height": 740}]


@pytest.fixture
def scheme_switching_page(axe_page: Page) -> Iterator[Page]:
    """The module's page opened in the light scheme; put back to it (and to its size) afterwards."""
    size = axe_page.viewport_size
    axe_page.emulate_media(color_scheme="light")
    yield axe_page
    axe_page.emulate_media(color_scheme="light")
    if size:
        axe_page.set_viewport_size(size)


def in_each_scheme(page: Page, what: str) -> None:
    """axe in the light scheme, then in the dark one: the system's scheme switched under the open
    page, which follows it (its `data-theme`) before axe looks again."""
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        expect(page.locator("html")).to_have_attribute("data-theme", scheme)
        assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") == (scheme == "dark")
        assert_accessible(page, f"{what}, {scheme} scheme")


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=["wide", "phone"])
@pytest.mark.parametrize(("link", "shown", "views"), SCHEME_VIEWS)
def test_each_view_in_both_colour_schemes(scheme_switching_page: Page, viewport: dict, link: str, shown: str,
                                          views: tuple[str, ...]):
    page = scheme_switching_page
    page.set_viewport_size(viewport)
    _goto(page, link)
    expect(page.get_by_test_id(shown)).to_be_visible(timeout=20_000)
    expect(page.get_by_test_id(shown)).not_to_have_text("–", timeout=20_000)
    for name in views:
        page.get_by_text(name, exact=True).click()
    if views:
        expect(page.get_by_test_id("chart").locator("circle").first).to_be_attached()
    in_each_scheme(page, f"{link} at {viewport['width']} px")


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=["wide", "phone"])
def test_a_tournament_round_in_both_colour_schemes(scheme_switching_page: Page, viewport: dict):
    page = scheme_switching_page
    page.set_viewport_size(viewport)
    _goto(page, "/?mode=round&system=ogs&board=19&rules=japanese")
    expect(page.locator("#round-form")).not_to_have_attribute("aria-busy", "true")
    page.get_by_test_id("round-input").fill("Ann 5k - Bob 2d\nCarl 1d - Dora 3k\nEve 12k - Finn 1k")
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(3)
    in_each_scheme(page, f"a round at {viewport['width']} px")
