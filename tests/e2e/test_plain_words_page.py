"""Plain words and quiet defaults in the page, at phone and desktop size: the embed snippet draws
no frame border on the club's page (the browser's default 2px inset) without the obsolete
`frameborder`, the club's own CSS still winning, and a strength cleared
leaves no stale stone count in the form."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.support.page import wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]


# On a page of its own (this one: its CSP refuses inline styles, as a careful club's may), the
# snippet's iframe and one the club styled itself, each loading a small file of the calculator's
# origin; the snippet's host script added as the club adds it. Returns each iframe's border before
# and after the script ran.
FRAMES_WITH_HOST_SCRIPT = """async (markup) => {
  const box = document.createElement("div");
  box.innerHTML = markup + markup.replace("<iframe ", '<iframe class="club-styled" ');
  document.body.append(box);
  const own = new CSSStyleSheet();  // the club's own rule for its iframes
  own.replaceSync("iframe.club-styled { border: 3px solid rgb(200, 0, 0); }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, own];
  const frames = [...box.querySelectorAll("iframe")];
  const widths = () => frames.map((f) => getComputedStyle(f).borderTopWidth);
  const before = widths();
  const script = document.createElement("script");
  script.src = "/static/embed-host.js";
  await new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; box.append(script); });
  const after = widths();
  box.remove();
  return { before, after };
}"""


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_embed_snippet_draws_no_frame_border(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    page.goto("/?mode=go&system=ogs&board=13&scale=rank&p1=1d&p2=8k")
    wait_for_engine(page)
    page.get_by_text("Embed this calculator").click()
    # written when the disclosure's toggle event comes, a task after the click
    box = page.get_by_label("Snippet for your page")
    expect(box).to_have_value(re.compile(r"^<iframe "))
    snippet = box.input_value()
    assert "frameborder" not in snippet and "style=" not in snippet  # obsolete; refused by a strict CSP
    origin = page.evaluate("location.origin")
    iframe = re.sub(r'src="[^"]*"', f'src="{origin}/static/icons/icon.svg"', snippet.split("\n")[0])
    widths = page.evaluate(FRAMES_WITH_HOST_SCRIPT, iframe)
    # Before the host script, the browser's default border (so the check can fail); after it, none
    # on the snippet's iframe, while the club's own rule for its iframe still wins.
    assert widths["before"][0] != "0px", widths
    assert widths["after"] == ["0px", "3px"], widths


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_clearing_a_strength_clears_the_stone_count(app_page: Page, size: dict) -> None:
    page = app_page
    page.set_viewport_size(size)
    page.goto("/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&p1=1d&p2=8k")
    wait_for_engine(page)
    form = page.locator("#go-form")
    expect(form.get_by_label("Handicap stones")).to_have_value("3")
    form.get_by_label("Player 2's strength").fill("")
    expect(page.get_by_test_id("error")).to_be_visible()
    expect(form.get_by_label("Handicap stones")).to_have_value("")
    expect(page.get_by_test_id("stones")).to_have_text("–")
    form.get_by_label("Player 2's strength").fill("5k")
    expect(form.get_by_label("Handicap stones")).to_have_value("2")
