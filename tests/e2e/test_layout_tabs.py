"""The tab bar on one row: four tabs, and French or German names are long. On a phone
(360 px) each tab shows a short name (a word of its full name, from the engine's catalogue), the
full name staying its accessible name; a wide screen shows the full names. Should even the short
names not fit (large text), the row scrolls sideways and the selected tab is kept in view. The
ARIA tabs pattern (arrow keys, Home, End) works on a phone as on a desktop, and axe stays clean."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap import i18n
from tests.support.accessibility import AXE, assert_accessible
from tests.support.languages import LANGUAGES
from tests.support.page import wait_for_engine

PHONE = {"width": 360, "height": 740}
WIDE = {"width": 1280, "height": 800}
MODES = ["go", "game", "chess", "round"]

# Every tab's box, its label's shown text, and the row's measures.
ROW = """() => {
  const row = document.querySelector('[role="tablist"]');
  const r = row.getBoundingClientRect();
  return {
    row: {left: r.left, right: r.right, top: r.top, bottom: r.bottom,
          scrollWidth: row.scrollWidth, clientWidth: row.clientWidth},
    tabs: [...row.querySelectorAll('[role="tab"]')].map((tab) => {
      const b = tab.getBoundingClientRect();
      return {mode: tab.dataset.mode, left: b.left, right: b.right, top: b.top, bottom: b.bottom,
              // what the eye reads: the parts drawn wider than a pixel (the other is for assistive technology)
              shown: [...tab.children].filter((part) => part.getBoundingClientRect().width > 1)
                .map((part) => part.textContent).join(""),
              selected: tab.getAttribute("aria-selected") === "true"};
    }),
  };
}"""


@pytest.fixture(scope="module")
def phone(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, viewport=PHONE, has_touch=True, bypass_csp=True)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    yield page
    context.close()


def _open(page: Page, lang: str, query: str = "") -> None:
    page.goto(f"/?lang={lang}{query}")
    wait_for_engine(page)
    expect(page.locator("html")).to_have_attribute("lang", i18n.catalogue(lang)["page.language.tag"])
    expect(page.locator("#tab-go .tab-long")).to_have_text(i18n.catalogue(lang)["page.tab.go"])


def _one_row(measured: dict) -> None:
    tabs, row = measured["tabs"], measured["row"]
    tops = {round(tab["top"]) for tab in tabs}
    assert len(tops) == 1, f"the tabs are on {len(tops)} rows: {tabs}"
    for tab in tabs:  # each whole, inside the row and the screen
        assert row["left"] - 0.5 <= tab["left"] and tab["right"] <= row["right"] + 0.5, tab
        assert row["top"] - 0.5 <= tab["top"] and tab["bottom"] <= row["bottom"] + 0.5, tab
    assert row["scrollWidth"] <= row["clientWidth"], row  # nothing hidden to scroll to


@pytest.mark.parametrize("lang", LANGUAGES)
def test_on_a_phone_the_tabs_are_one_row_of_short_names(phone: Page, lang: str):
    page = phone
    _open(page, lang)
    words = i18n.catalogue(lang)
    measured = page.evaluate(ROW)
    _one_row(measured)
    assert measured["row"]["right"] <= PHONE["width"]
    assert [tab["mode"] for tab in measured["tabs"]] == MODES
    for mode, tab in zip(MODES, measured["tabs"], strict=True):
        short, full = words[f"page.tab.{mode}_short"], words[f"page.tab.{mode}"]
        assert tab["shown"] == short, tab
        # What is said is what is written, and more: the short name is a word of the full one.
        assert short.casefold() in full.casefold(), (short, full)
        expect(page.locator(f"#tab-{mode}")).to_have_accessible_name(full)
    assert_accessible(page)


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_a_wide_screen_shows_the_full_names_on_one_row(browser: Browser, server_url: str, lang: str):
    context = browser.new_context(base_url=server_url, viewport=WIDE)
    page = context.new_page()
    try:
        _open(page, lang)
        measured = page.evaluate(ROW)
        _one_row(measured)
        words = i18n.catalogue(lang)
        assert [tab["shown"] for tab in measured["tabs"]] == [words[f"page.tab.{mode}"] for mode in MODES]
    finally:
        context.close()


def test_on_a_phone_the_keyboard_moves_between_tabs(phone: Page):
    page = phone
    _open(page, "de")
    words = i18n.catalogue("de")
    tab = lambda mode: page.get_by_role("tab", name=words[f"page.tab.{mode}"], exact=True)
    tab("go").focus()
    page.keyboard.press("ArrowRight")
    expect(tab("game")).to_be_focused()
    expect(tab("game")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#panel-game")).to_be_visible()
    page.keyboard.press("End")
    expect(tab("round")).to_be_focused()
    expect(page.locator("#panel-round")).to_be_visible()
    page.keyboard.press("ArrowRight")  # round the end, to the first
    expect(tab("go")).to_have_attribute("aria-selected", "true")
    page.keyboard.press("ArrowLeft")
    expect(tab("round")).to_have_attribute("aria-selected", "true")
    page.keyboard.press("Home")
    expect(tab("go")).to_be_focused()
    expect(page.locator("#panel-go")).to_be_visible()
    _one_row(page.evaluate(ROW))
    # The focus ring is drawn whole: the row (it may scroll) would clip what sticks out of it.
    ring = page.evaluate("""() => {
      const tab = document.activeElement, style = getComputedStyle(tab);
      const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const t = tab.getBoundingClientRect(), r = tab.parentElement.getBoundingClientRect();
      return {visible: tab.matches(":focus-visible") && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
              inside: t.left - out >= r.left - 0.5 && t.right + out <= r.right + 0.5
                      && t.top - out >= r.top - 0.5 && t.bottom + out <= r.bottom + 0.5};
    }""")
    assert ring == {"visible": True, "inside": True}, ring


def test_with_large_text_the_row_scrolls_and_keeps_the_selected_tab_in_view(browser: Browser, server_url: str):
    context = browser.new_context(base_url=server_url, viewport=PHONE, has_touch=True)
    # Text twice the size (as a reader's setting would make it), from the first paint.
    context.add_init_script("""new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      document.documentElement.style.fontSize = "200%";
      observer.disconnect();
    }).observe(document, {childList: true});""")
    page = context.new_page()
    in_view = """(mode) => {
      const row = document.querySelector('[role="tablist"]').getBoundingClientRect();
      const tab = document.getElementById('tab-' + mode).getBoundingClientRect();
      return tab.left >= row.left - 0.5 && tab.right <= row.right + 0.5;
    }"""
    try:
        _open(page, "fr", "&mode=round")  # a link to the last tab: selected without a focus
        measured = page.evaluate(ROW)
        assert len({round(tab["top"]) for tab in measured["tabs"]}) == 1, "still one row"
        row = measured["row"]
        assert row["scrollWidth"] > row["clientWidth"], "the test needs a row too wide for the screen"
        expect(page.locator("#tab-round")).to_have_attribute("aria-selected", "true")
        page.wait_for_function(in_view, arg="round", timeout=5000)
        assert page.evaluate("document.querySelector('[role=\"tablist\"]').scrollLeft") > 0
        assert not page.evaluate(in_view, "go"), "the first tab was scrolled out of the row"
        page.locator("#tab-round").focus()
        page.keyboard.press("Home")
        expect(page.locator("#tab-go")).to_have_attribute("aria-selected", "true")
        page.wait_for_function(in_view, arg="go", timeout=5000)
    finally:
        context.close()
