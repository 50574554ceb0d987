"""The answer first, and dark mode, measured on the real page by bounding boxes and
computed colours:
- a phone (360×740) opened by a link shows the result (who takes Black, stones, komi, the board)
  in its first screen, above the form, with the form one tap away ("Change the game"); a visit
  without a link keeps the form first;
- a wide screen (1280×800) shows form and result side by side, the result staying in view while
  the form below it or the views change;
- a system in dark mode gets a dark page with light text, the board stays wooden with black
  stones, the chart's lines and labels contrast; print stays black on white;
- the embed and print still show their result."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.support.colours import contrast, luminance, style
from tests.support.page import wait_for_engine

PHONE = {"width": 360, "height": 740}
WIDE = {"width": 1280, "height": 800}
# OGS, 13×13, Japanese rules, 1d against 8k: rank difference 8, so 3 stones and komi −1.5
# (floor(8 ÷ 3) + 1 and 6.5 − 4 × (8 mod 3), the steps the engine shows).
GO_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
# Each tab's link, its first number and its form.
TABS = [
    ("go", GO_LINK, "stones", "#go-form"),
    ("game", "/?mode=game", "effective-rank-difference", "#game-form"),
    ("chess", "/?mode=chess&elo=1800,2000&k=200&total=60", "ratio", "#chess-form"),
]


def _context_page(browser: Browser, server_url: str, **options) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, **options)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="module")
def phone(browser: Browser, server_url: str) -> Iterator[Page]:
    yield from _context_page(browser, server_url, viewport=PHONE, has_touch=True)


@pytest.fixture(scope="module")
def wide(browser: Browser, server_url: str) -> Iterator[Page]:
    yield from _context_page(browser, server_url, viewport=WIDE)


@pytest.fixture(scope="module")
def dark(browser: Browser, server_url: str) -> Iterator[Page]:
    yield from _context_page(browser, server_url, viewport=WIDE, color_scheme="dark")


@pytest.fixture(scope="module")
def light(browser: Browser, server_url: str) -> Iterator[Page]:
    yield from _context_page(browser, server_url, viewport=WIDE, color_scheme="light")


def _open(page: Page, url: str, testid: str = "stones") -> None:
    page.goto(url)
    wait_for_engine(page)
    expect(page.get_by_test_id(testid)).not_to_have_text("–", timeout=20_000)


def box(locator: Locator) -> dict[str, float]:
    """The element's box in the viewport (what a person sees now), not in the page."""
    found = locator.evaluate("e => { const r = e.getBoundingClientRect(); "
                             "return {x: r.x, y: r.y, width: r.width, height: r.height}; }")
    assert found["width"] > 0 and found["height"] > 0, f"{locator} has no box"
    return found


def in_view(locator: Locator, viewport: dict[str, int]) -> bool:
    b = box(locator)
    return b["y"] >= 0 and b["y"] + b["height"] <= viewport["height"] and b["x"] >= 0 \
        and b["x"] + b["width"] <= viewport["width"]


# --- A phone -----------------------------------------------------------------------------------

def test_a_link_on_a_phone_opens_at_the_answer(phone: Page):
    page = phone
    _open(page, GO_LINK)
    expect(page.get_by_test_id("black")).to_have_text("Bob")
    expect(page.get_by_test_id("stones")).to_have_text("3")
    expect(page.get_by_test_id("komi")).to_have_text("−1.5")
    assert page.evaluate("scrollY") == 0
    form_top = box(page.locator("#go-form"))["y"]
    for testid in ("black", "stones", "komi", "board"):
        element = page.get_by_test_id(testid)
        assert in_view(element, PHONE), f"{testid} is not in the first screen: {box(element)}"
        assert box(element)["y"] + box(element)["height"] < form_top, f"{testid} is not above the form"
    # The board drawn, with its three stones, all in that first screen.
    expect(page.get_by_test_id("board").locator("[data-stone]")).to_have_count(3)
    # Nothing wider than the phone.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_on_a_phone_the_form_is_one_tap_away(phone: Page):
    page = phone
    _open(page, GO_LINK)
    change = page.get_by_role("button", name="Change the game")
    assert in_view(change, PHONE)
    change.tap()
    first = page.get_by_label("Strength given as")
    expect(first).to_be_focused()
    assert in_view(first, PHONE)
    assert page.evaluate("scrollY") > 0
    # The form works from there: 1d against 5k is 5 ranks, 2 stones and komi −1.5 on 13×13.
    page.get_by_label("Player 2's strength").fill("5k")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−1.5")


@pytest.mark.parametrize(("mode", "link", "first_number", "form"), TABS[1:])
def test_the_other_tabs_on_a_phone_open_at_the_answer(phone: Page, mode: str, link: str, first_number: str,
                                                        form: str):
    page = phone
    _open(page, link, first_number)
    number = page.get_by_test_id(first_number)
    assert in_view(number, PHONE)
    assert box(number)["y"] < box(page.locator(form))["y"]
    change = page.locator(f'[data-testid="{mode}-to-form"]')
    assert in_view(change, PHONE)
    change.tap()
    expect(page.locator(form).locator("select, input").first).to_be_focused()


def test_a_first_visit_on_a_phone_shows_the_form_first(phone: Page):
    page = phone
    _open(page, "/")
    first = page.get_by_label("Strength given as")
    assert in_view(first, PHONE)
    assert box(page.locator("#go-form"))["y"] < box(page.get_by_test_id("result"))["y"]
    expect(page.get_by_role("button", name="Change the game")).to_be_hidden()
    expect(page.locator(".site-header .tagline")).to_be_visible()


def test_the_embed_on_a_phone_opens_at_the_answer(phone: Page):
    page = phone
    _open(page, f"{GO_LINK}&embed=1")
    expect(page.locator(".site-header")).to_be_hidden()
    for testid in ("stones", "komi", "board"):
        assert in_view(page.get_by_test_id(testid), PHONE), testid
    assert box(page.get_by_test_id("komi"))["y"] < box(page.locator("#go-form"))["y"]


def test_a_tablet_link_also_opens_at_the_answer(browser: Browser, server_url: str):
    """Between a phone and a wide screen (one column: a tablet, a club's embed) a link too opens
    at its result."""
    for page in _context_page(browser, server_url, viewport={"width": 768, "height": 1024}):
        _open(page, GO_LINK)
        assert in_view(page.get_by_test_id("board"), {"width": 768, "height": 1024})
        assert box(page.get_by_test_id("board"))["y"] < box(page.locator("#go-form"))["y"]
        expect(page.get_by_role("button", name="Change the game")).to_be_visible()


def test_print_from_a_phone_link_keeps_the_result(phone: Page):
    page = phone
    _open(page, GO_LINK)
    page.emulate_media(media="print")
    try:
        expect(page.get_by_test_id("stones")).to_be_visible()
        expect(page.get_by_test_id("board")).to_be_visible()
        expect(page.locator("#go-form")).to_be_hidden()
        expect(page.get_by_role("button", name="Change the game")).to_be_hidden()
    finally:
        page.emulate_media(media="screen")


# --- A wide screen -----------------------------------------------------------------------------

@pytest.mark.parametrize(("mode", "link", "first_number", "form"), TABS)
def test_a_wide_screen_shows_form_and_result_side_by_side(wide: Page, mode: str, link: str, first_number: str,
                                                           form: str):
    page = wide
    _open(page, link, first_number)
    result = page.locator('[role="tabpanel"]:not([hidden]) .result').first  # the tab's answer (a study's comes after)
    f, r = box(page.locator(form)), box(result)
    assert r["x"] >= f["x"] + f["width"], (f, r)  # beside, to the right
    assert r["y"] < f["y"] + f["height"] and f["y"] < r["y"] + r["height"], (f, r)  # at the same height
    assert f["width"] > 400 and r["width"] > 400
    assert in_view(page.get_by_test_id(first_number), WIDE)
    expect(page.locator(f'[data-testid="{mode}-to-form"]')).to_be_hidden()  # nothing to jump to


def test_on_a_wide_screen_the_result_stays_in_view(wide: Page):
    page = wide
    _open(page, GO_LINK)
    page.get_by_text("Compare systems", exact=True).click()
    page.get_by_text("Full table", exact=True).click()
    last_row = page.get_by_test_id("full-table").locator("tbody tr").last
    expect(last_row).to_be_attached(timeout=20_000)  # the table is the engine's next answer
    # The views open under both columns, at the page's width (their rows carry their own stones
    # and komi); down the result's own steps, the answer stays in view beside them.
    form, result = page.locator("#go-form").bounding_box(), page.get_by_test_id("result").bounding_box()
    table = page.get_by_test_id("full-table").bounding_box()
    assert form and result and table
    assert table["x"] < form["x"] + form["width"] and table["x"] + table["width"] > result["x"], (form, result, table)
    page.evaluate("document.querySelector('[data-testid=steps] li:last-child').scrollIntoView({block: 'center'})")
    assert page.evaluate("scrollY") > 0
    for testid in ("black", "stones", "komi"):
        assert in_view(page.get_by_test_id(testid), WIDE), testid
    # The form's last control, changed: the result beside it follows, in view.
    page.get_by_text("Tournament options", exact=True).click()
    ceiling = page.get_by_label("Stone ceiling")
    ceiling.scroll_into_view_if_needed()
    ceiling.select_option("2")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    assert in_view(ceiling, WIDE)
    assert in_view(page.get_by_test_id("stones"), WIDE)
    ceiling.select_option("")
    expect(page.get_by_test_id("stones")).to_have_text("3")


# --- Dark mode ---------------------------------------------------------------------------------

def _colours(page: Page) -> dict[str, str]:
    return {
        "page": style(page.locator("body"), "backgroundColor") if style(page.locator("body"), "backgroundColor")
        != "rgba(0, 0, 0, 0)" else style(page.locator("html"), "backgroundColor"),
        "panel": style(page.locator("#panel-go"), "backgroundColor"),
        "text": style(page.get_by_test_id("stones"), "color"),
        "muted": style(page.locator("#panel-go .numbers dt").first, "color"),
        "wood": style(page.locator(".board-wood"), "fill"),
        "stone": style(page.locator(".board-stone").first, "fill"),
        "stone-edge": style(page.locator(".board-stone").first, "stroke"),
    }


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_colour_schemes_keep_text_board_and_chart_readable(request: pytest.FixtureRequest, scheme: str):
    page: Page = request.getfixturevalue(scheme)
    _open(page, GO_LINK)
    colours = _colours(page)
    if scheme == "dark":
        assert luminance(colours["page"]) < 0.05 and luminance(colours["panel"]) < 0.05, colours
        assert luminance(colours["text"]) > 0.7, colours
    else:
        assert luminance(colours["page"]) > 0.9 and luminance(colours["panel"]) > 0.9, colours
        assert luminance(colours["text"]) < 0.05, colours
    assert contrast(colours["text"], colours["panel"]) >= 7
    assert contrast(colours["muted"], colours["panel"]) >= 4.5
    # The board: wooden in both, its black stones plain against it, their edges drawn.
    assert contrast(colours["stone"], colours["wood"]) >= 7, colours
    assert luminance(colours["stone"]) < 0.02, colours
    assert contrast(colours["wood"], colours["panel"]) >= 1.5, colours  # the board stands out of the panel
    assert style(page.locator(".board-stone").first, "strokeWidth") not in ("0", "0px")
    # The chart: both series' lines and its labels against the panel.
    page.get_by_text("Full table", exact=True).click()
    chart = page.get_by_test_id("chart")
    expect(chart.locator(".chart-line").first).to_be_attached()
    for selector in (".series-stones .chart-line", ".series-komi .chart-line"):
        assert contrast(style(chart.locator(selector).first, "stroke"), colours["panel"]) >= 3, selector
    for selector in (".chart-tick", ".chart-label", ".chart-title"):
        if chart.locator(selector).count():
            assert contrast(style(chart.locator(selector).first, "fill"), colours["panel"]) >= 4.5, selector
    page.get_by_text("Full table", exact=True).click()


def test_the_two_schemes_differ(light: Page, dark: Page):
    _open(light, GO_LINK)
    _open(dark, GO_LINK)
    assert luminance(_colours(light)["page"]) - luminance(_colours(dark)["page"]) > 0.8


def test_print_in_dark_mode_is_black_on_white(dark: Page):
    page = dark
    _open(page, GO_LINK)
    page.emulate_media(media="print", color_scheme="dark")
    try:
        expect(page.get_by_test_id("stones")).to_be_visible()
        assert luminance(style(page.get_by_test_id("stones"), "color")) < 0.05
        assert luminance(style(page.locator("body"), "backgroundColor")) > 0.9
    finally:
        page.emulate_media(media="screen", color_scheme="dark")
