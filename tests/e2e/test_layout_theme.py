"""The colours a link asks for: `theme=light` or `theme=dark` whatever the system's
setting (a club's light website keeps its embed light), no `theme` = the system's, followed while
the page is open. Kept in the links the page writes, offered in the embed snippet; a value that is
neither is named in the link note; print stays black on white; axe stays clean either way."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from tests.support.accessibility import assert_accessible
from tests.support.colours import luminance, style
from tests.support.page import wait_for_engine

GO = "mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
PHONE = {"width": 360, "height": 740}
WIDE = {"width": 1280, "height": 800}


def _open(page: Page, query: str) -> None:
    page.goto(f"/?{query}")
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("3", timeout=20_000)


def _scheme(page: Page) -> str:
    """The scheme the page is drawn in, read from its colours (not from its attribute)."""
    paper = luminance(style(page.locator("html"), "backgroundColor"))
    panel = luminance(style(page.locator("#panel-go"), "backgroundColor"))
    text = luminance(style(page.get_by_test_id("stones"), "color"))
    if paper > 0.9 and panel > 0.9 and text < 0.05:
        return "light"
    if paper < 0.05 and panel < 0.05 and text > 0.7:
        return "dark"
    raise AssertionError(f"neither scheme: paper {paper}, panel {panel}, text {text}")


@pytest.mark.parametrize("viewport", [WIDE, PHONE], ids=["wide", "phone"])
@pytest.mark.parametrize("embed", ["", "embed=1&"], ids=["page", "embed"])
def test_the_link_s_theme_wins_over_the_system_s(scheme_page: tuple[Page, str], embed: str, viewport: dict):
    page, scheme = scheme_page
    other = "light" if scheme == "dark" else "dark"
    page.set_viewport_size(viewport)
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") == (scheme == "dark")
    _open(page, f"{embed}theme={other}&{GO}")
    assert _scheme(page) == other
    assert page.evaluate("getComputedStyle(document.documentElement).colorScheme") == other  # menus, scroll bars
    assert_accessible(page)
    # A link's theme equal to the system's is the other scheme's page's case above (theme=light on a
    # dark system there, theme=dark on a light one), and axe on the system's scheme without a theme
    # is test_accessibility.py's (every view, the embed too, in both schemes at both widths).
    _open(page, f"{embed}{GO}")  # no theme: the system's
    assert _scheme(page) == scheme


def test_without_a_theme_the_page_follows_the_system_while_open(scheme_page: tuple[Page, str]):
    page, scheme = scheme_page
    other = "light" if scheme == "dark" else "dark"
    _open(page, GO)
    assert _scheme(page) == scheme
    page.emulate_media(color_scheme=other)
    try:
        expect(page.locator("html")).to_have_attribute("data-theme", other)
        assert _scheme(page) == other
    finally:
        page.emulate_media(color_scheme=scheme)
    expect(page.locator("html")).to_have_attribute("data-theme", scheme)
    # A link's theme stays what it says when the system changes.
    _open(page, f"theme={other}&{GO}")
    page.emulate_media(color_scheme=other)
    page.emulate_media(color_scheme=scheme)
    assert _scheme(page) == other


def test_print_stays_black_on_white_with_theme_dark(scheme_page: tuple[Page, str]):
    page, scheme = scheme_page
    _open(page, f"theme=dark&{GO}")
    page.emulate_media(media="print", color_scheme=scheme)
    try:
        assert luminance(style(page.get_by_test_id("stones"), "color")) < 0.05
        assert luminance(style(page.locator("body"), "backgroundColor")) > 0.9 or \
            luminance(style(page.locator("html"), "backgroundColor")) > 0.9
    finally:
        page.emulate_media(media="screen", color_scheme=scheme)


def test_the_theme_stays_in_the_links_the_page_writes(scheme_page: tuple[Page, str]):
    page, _ = scheme_page
    _open(page, f"theme=dark&{GO}")
    page.get_by_label("Player 2's strength").fill("9k")
    expect(page.get_by_test_id("stones")).to_have_text("4")  # 9 ranks on OGS 13×13: floor(9 ÷ 3) + 1
    page.wait_for_function("() => new URLSearchParams(location.search).get('p2') === '9k'")
    query = parse_qs(urlparse(page.url).query)
    assert query["theme"] == ["dark"] and query["p2"] == ["9k"]
    expect(page.get_by_test_id("url-note")).to_be_hidden()  # theme is a known parameter


def test_a_theme_link_without_settings_opens_at_the_form(scheme_page: tuple[Page, str]):
    page, _ = scheme_page
    page.set_viewport_size(PHONE)
    page.goto("/?theme=dark&lang=fr")
    wait_for_engine(page)
    assert not page.evaluate("document.documentElement.classList.contains('answer-first')")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"


def test_an_unknown_theme_is_named_and_the_system_s_is_used(scheme_page: tuple[Page, str]):
    page, scheme = scheme_page
    _open(page, f"theme=blue&{GO}")
    assert _scheme(page) == scheme
    expect(page.get_by_test_id("url-note")).to_be_visible()
    expect(page.get_by_test_id("url-note")).to_contain_text("“theme”")


def _snippet_src(page: Page) -> dict[str, str]:
    snippet = page.get_by_label("Snippet for your page")
    # The offer writes its snippet when it opens: on the disclosure's toggle event, a task after the click.
    expect(snippet).to_have_value(re.compile("<iframe"))
    html = snippet.input_value()
    src = page.evaluate("(html) => new DOMParser().parseFromString(html, 'text/html').querySelector('iframe').src", html)
    return {k: v[0] for k, v in parse_qs(urlparse(src).query).items()}


def test_the_embed_snippet_offers_the_colours(scheme_page: tuple[Page, str]):
    page, _ = scheme_page
    page.set_viewport_size(WIDE)
    _open(page, GO)
    page.get_by_text("Embed this calculator").click()
    colours = page.get_by_label("Colours", exact=True)
    expect(colours).to_have_value("")  # the visitor's own setting, unless chosen
    assert "theme" not in _snippet_src(page)
    colours.select_option(label="Light")
    assert _snippet_src(page)["theme"] == "light"
    colours.select_option(label="Dark")
    src = _snippet_src(page)
    assert src["theme"] == "dark" and src["embed"] == "1" and src["p2"] == "8k"
    colours.select_option(value="")
    assert "theme" not in _snippet_src(page)
    assert "theme" not in parse_qs(urlparse(page.url).query)  # the page's own link is not changed
    assert_accessible(page)
    # A page opened with a theme offers that one.
    _open(page, f"theme=light&{GO}")
    page.get_by_text("Embed this calculator").click()
    expect(page.get_by_label("Colours", exact=True)).to_have_value("light")
    assert _snippet_src(page)["theme"] == "light"


def test_menus_are_drawn_by_the_page_but_by_the_system_in_forced_colours(scheme_page: tuple[Page, str]):
    """The page draws its menus alike in every engine (its own arrow, in the text's colour); a
    reader with forced colours (Windows' contrast themes) gets the system's own menu back."""
    page, scheme = scheme_page
    _open(page, GO)
    look = "(e) => { const s = getComputedStyle(e); return [s.appearance, s.backgroundImage.includes('gradient')]; }"
    menu = page.locator("#go-system")
    assert menu.evaluate(look) == ["none", True]
    page.emulate_media(forced_colors="active")
    try:
        assert menu.evaluate(look) == ["auto", False]
    finally:
        page.emulate_media(forced_colors="none", color_scheme=scheme)
