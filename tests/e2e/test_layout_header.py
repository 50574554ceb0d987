"""The page's header on one row on a phone: the title and the language menu side by
side at 360 px in every language and both colour schemes, so a link's answer starts as high in
French as in English. The menu shows its language's short name (FR, DE, 日本語: a part of the
full name, from the engine's catalogue) where the longest option (Français, 简体中文) would push
it onto a row of its own; the menu itself lies over that box, so taps, the keyboard and assistive
technology get the real menu: its accessible name (the label) and its value stay whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap import i18n
from tests.support.accessibility import AXE, assert_accessible
from tests.support.languages import LANGUAGES
from tests.support.page import wait_for_engine

PHONE = {"width": 360, "height": 740}
LINK = "/?mode=go&system=ogs&board=13&rules=japanese&p1=1d&p2=8k"  # a link: the answer first
MIN_TARGET_PX = 24  # WCAG 2.2's minimum target size

# The header's parts as drawn: the title, the menu's visible box and the menu, and the title's lines.
HEADER = """() => {
  const box = (element) => { const r = element.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
  const header = document.querySelector('.site-header'), title = header.querySelector('h1');
  const shown = header.querySelector('.language-short'), menu = document.getElementById('language');
  const range = document.createRange();
  range.selectNodeContents(title);
  const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  const centre = shown.getBoundingClientRect();
  const hit = document.elementFromPoint(centre.left + centre.width / 2, centre.top + centre.height / 2);
  return {header: box(header), paddingTop: parseFloat(getComputedStyle(header).paddingTop),
          title: {...box(title), lines, scrollWidth: title.scrollWidth, clientWidth: title.clientWidth},
          shown: {...box(shown), text: shown.textContent, visible: getComputedStyle(shown).display !== 'none'},
          menu: box(menu), tapped: hit === menu, pageWidth: document.documentElement.scrollWidth,
          option: menu.selectedOptions[0].textContent};
}"""


@pytest.fixture(scope="module", params=["light", "dark"])
def phone(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, viewport=PHONE, has_touch=True, bypass_csp=True,
                                  color_scheme=request.param)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    yield page
    context.close()


def _open(page: Page, lang: str, link: str) -> dict:
    page.goto(f"{link}{'&' if '?' in link else '?'}lang={lang}")
    wait_for_engine(page)
    words = i18n.catalogue(lang)
    expect(page.locator("html")).to_have_attribute("lang", words["page.language.tag"])
    expect(page.locator(".site-header .language-short")).to_have_text(words["page.language.short"])
    return page.evaluate(HEADER)


def _title_and_menu_share_a_row(measured: dict, lang: str) -> None:
    title, shown, menu = measured["title"], measured["shown"], measured["menu"]
    assert title["lines"] == 1, f"the title wraps: {title}"
    assert title["scrollWidth"] <= title["clientWidth"], f"the title is cut: {title}"
    assert shown["visible"], shown
    # Side by side: the menu right of the title, the two overlapping vertically, both on screen.
    assert title["right"] <= shown["left"] + 0.5, (title, shown)
    assert shown["top"] < title["bottom"] and title["top"] < shown["bottom"], (title, shown)
    assert shown["right"] <= PHONE["width"] and measured["pageWidth"] <= PHONE["width"], measured
    # The box is the menu: same place, big enough to tap, and a tap on it reaches the menu.
    for side in ("left", "right", "top", "bottom"):
        assert abs(menu[side] - shown[side]) <= 0.5, (side, menu, shown)
    assert shown["width"] >= MIN_TARGET_PX and shown["height"] >= MIN_TARGET_PX, shown
    assert measured["tapped"], "a tap on the language box does not reach the menu"
    # What is written is a part of what the menu says (its value, read out whole).
    words = i18n.catalogue(lang)
    assert measured["option"] == words["page.language.name"]
    assert shown["text"].casefold() in measured["option"].casefold(), (shown["text"], measured["option"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_links_header_is_one_row_on_a_phone(phone: Page, lang: str):
    page = phone
    measured = _open(page, lang, LINK)
    expect(page.get_by_test_id("stones")).not_to_have_text("–")
    _title_and_menu_share_a_row(measured, lang)
    # The header is that row and nothing more (the tagline gives way to the answer).
    header, title, shown = measured["header"], measured["title"], measured["shown"]
    row = max(title["bottom"], shown["bottom"]) - min(title["top"], shown["top"])
    assert header["height"] <= measured["paddingTop"] + row + 1, measured
    words = i18n.catalogue(lang)
    menu = page.get_by_test_id("language")
    expect(menu).to_have_accessible_name(words["page.language.label"])
    expect(menu).to_have_value(lang)
    assert_accessible(page)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_without_a_link_the_title_row_holds_and_the_tagline_follows(phone: Page, lang: str):
    page = phone
    measured = _open(page, lang, "/")
    _title_and_menu_share_a_row(measured, lang)
    tagline = page.locator(".site-header .tagline")
    expect(tagline.locator(".tagline-go")).to_have_text(i18n.catalogue(lang)["page.header.tagline"])
    expect(tagline.locator(".tagline-chess")).to_be_hidden()  # the Go tab is open: its own line only
    top = tagline.evaluate("(element) => element.getBoundingClientRect().top")
    assert top >= max(measured["title"]["bottom"], measured["shown"]["bottom"]) - 0.5


def test_the_menu_changes_language_and_shows_its_focus(phone: Page):
    page = phone
    _open(page, "fr", LINK)
    menu = page.get_by_test_id("language")
    menu.select_option("ja")
    ja = i18n.catalogue("ja")
    expect(page.locator("html")).to_have_attribute("lang", ja["page.language.tag"])
    expect(page.locator(".site-header .language-short")).to_have_text(ja["page.language.short"])
    expect(menu).to_have_accessible_name(ja["page.language.label"])
    _title_and_menu_share_a_row(page.evaluate(HEADER), "ja")
    # From the keyboard the menu is focused and its box shows the focus ring.
    page.locator("h1").click()
    page.keyboard.press("Tab")  # the menu is the first control after the title
    expect(menu).to_be_focused()
    ring = page.locator(".site-header .language-short").evaluate(
        "(element) => { const style = getComputedStyle(element); return [style.outlineStyle, parseFloat(style.outlineWidth)]; }")
    assert ring[0] != "none" and ring[1] >= 2, ring


def test_a_wide_screen_shows_the_label_and_the_full_name(browser: Browser, server_url: str):
    context = browser.new_context(base_url=server_url, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        _open(page, "fr", LINK)
        expect(page.locator(".site-header .language-short")).to_be_hidden()
        expect(page.locator("label[for=language]")).to_be_visible()
        expect(page.get_by_test_id("language")).to_be_visible()
        assert page.get_by_test_id("language").evaluate("(menu) => getComputedStyle(menu).opacity") == "1"
    finally:
        context.close()
