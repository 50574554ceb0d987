"""The answer first, the wide layout and dark mode in Firefox and in WebKit (Safari's), as
tests/e2e/test_layout.py checks them in Chromium: one of each browser, in the dark colour scheme,
first at a phone's size (360×740), then at a desktop's (1280×800). Driven through
tests/support/browsers.py; no console error."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.browsers import BROWSERS, BrowserPage, open_page, wait_for
from tests.support.server import start_server, stop_server

# OGS, 13×13, Japanese rules, 1d against 8k: Bob takes Black with 3 stones, komi −1.5.
LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
READY = """() => document.querySelector('[data-testid=engine-status]')?.dataset.state === 'ready'
  && document.querySelector('[data-testid=result]').dataset.state === 'result'"""
BOX = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
  return {x: r.x, y: r.y, width: r.width, height: r.height}; }"""
LUMINANCE = """(selector) => {
  const style = getComputedStyle(document.querySelector(selector));
  const [r, g, b] = (selector === 'html' ? style.backgroundColor : style.color).match(/[\\d.]+/g).map(Number);
  const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}"""


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    proc, url = start_server()
    yield url
    stop_server(proc)


@pytest.fixture(scope="module", params=BROWSERS)
def dark_phone(request: pytest.FixtureRequest) -> Iterator[BrowserPage]:
    with open_page(request.param, width=360, height=740, dark=True) as opened:
        yield opened


def box(page: BrowserPage, selector: str) -> dict[str, float]:
    found = page.evaluate(BOX, selector)
    assert found["width"] > 0 and found["height"] > 0, selector
    return found


def in_view(page: BrowserPage, selector: str, width: int, height: int) -> bool:
    b = box(page, selector)
    return 0 <= b["y"] and b["y"] + b["height"] <= height and 0 <= b["x"] and b["x"] + b["width"] <= width


def test_layouts_and_dark_mode(dark_phone: BrowserPage, server: str):
    page = dark_phone
    page.console_errors()
    page.goto(server + LINK)
    wait_for(page, READY, what="the result")
    assert page.evaluate("() => document.querySelector('[data-testid=stones]').textContent") == "3"
    # Dark: a dark page, light text.
    assert page.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches")
    assert page.evaluate(LUMINANCE, "html") < 0.05
    assert page.evaluate(LUMINANCE, "[data-testid=stones]") > 0.7
    # A phone: the answer in the first screen, above the form; the form one tap away.
    form_top = box(page, "#go-form")["y"]
    for testid in ("black", "stones", "komi", "board"):
        selector = f"[data-testid={testid}]"
        assert in_view(page, selector, 360, 740), (page.name, testid, box(page, selector))
        assert box(page, selector)["y"] < form_top
    page.evaluate("() => document.querySelector('[data-testid=go-to-form]').click()")
    wait_for(page, "() => document.activeElement?.id === 'go-scale'", what="the form's first control focused")
    assert in_view(page, "#go-scale", 360, 740), box(page, "#go-scale")
    # A desktop: form and result side by side; the result stays in view down through its steps.
    page.viewport(1280, 800)
    page.goto(server + LINK)
    wait_for(page, READY, what="the result")
    form, result = box(page, "#go-form"), box(page, "[data-testid=result]")
    assert result["x"] >= form["x"] + form["width"] and result["y"] < form["y"] + form["height"], (form, result)
    page.evaluate("() => { for (const view of document.querySelectorAll('.go-view')) view.open = true; }")
    wait_for(page, "() => document.querySelectorAll('[data-testid=full-table] tbody tr').length > 10",
             what="the full table")
    # The views open under both columns, at the page's width; the headline keeps beside the
    # result's own steps, down to the last.
    table = box(page, "[data-testid=full-table]")
    assert table["x"] < form["x"] + form["width"] and table["x"] + table["width"] > result["x"], (form, result, table)
    page.evaluate("() => document.querySelector('[data-testid=steps] li:last-child')"
                  ".scrollIntoView({block: 'center'})")
    assert page.evaluate("() => scrollY") > 0
    assert in_view(page, "[data-testid=stones]", 1280, 800), box(page, "[data-testid=stones]")
    assert page.console_errors() == []


TABS_ROW = """() => {
  const row = document.querySelector('[role="tablist"]').getBoundingClientRect();
  const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
  return {rows: new Set(tabs.map((t) => Math.round(t.top))).size,
          inside: tabs.every((t) => t.left >= row.left - 0.5 && t.right <= row.right + 0.5)};
}"""
# The header's title and language menu on one row (test_layout_header.py checks it in Chromium).
HEADER_ROW = """() => {
  const title = document.querySelector('.site-header h1'), shown = document.querySelector('.site-header .language-short');
  const range = document.createRange();
  range.selectNodeContents(title);
  const t = title.getBoundingClientRect(), s = shown.getBoundingClientRect();
  const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
  return {titleLines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
          sideBySide: t.right <= s.left + 0.5 && s.top < t.bottom && t.top < s.bottom,
          onScreen: s.right <= document.documentElement.clientWidth, shown: shown.textContent,
          tapTarget: s.width >= 24 && s.height >= 24, tapReachesMenu: hit === document.getElementById('language')};
}"""
FIELDS = """() => {
  const look = (selector) => { const e = document.querySelector(selector), s = getComputedStyle(e);
    return {height: Math.round(e.getBoundingClientRect().height), background: s.backgroundColor, color: s.color}; };
  return {select: look('#go-system'), input: look('#go-p1')};
}"""


def test_tabs_theme_and_menus(dark_phone: BrowserPage, server: str):
    """The tab row, a link's theme= and the menus, in this engine (test_layout_tabs.py and
    test_layout_theme.py check them in Chromium)."""
    page = dark_phone
    page.console_errors()
    page.viewport(360, 740)
    # French tab names on a 360 px phone: one row, every tab whole.
    page.goto(server + "/?lang=fr&theme=light&" + LINK.removeprefix("/?"))
    wait_for(page, READY, what="the result")
    wait_for(page, "() => document.documentElement.lang === 'fr'", what="the French words")
    assert page.evaluate(TABS_ROW) == {"rows": 1, "inside": True}
    # The title and the language menu (its short name, FR) on one row too.
    assert page.evaluate(HEADER_ROW) == {"titleLines": 1, "sideBySide": True, "onScreen": True, "shown": "FR",
                                         "tapTarget": True, "tapReachesMenu": True}, page.name
    # theme=light under a dark system: a light page with dark text.
    assert page.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches")
    assert page.evaluate(LUMINANCE, "html") > 0.9
    assert page.evaluate(LUMINANCE, "[data-testid=stones]") < 0.05
    # A menu looks like the text field beside it (WebKitGTK drew it as a taller grey button).
    fields = page.evaluate(FIELDS)
    assert fields["select"] == fields["input"], (page.name, fields)
    assert page.console_errors() == []
