"""Plain words and quiet defaults in the page, at phone and desktop size: the embed snippet draws
no frame border on the club's page (the browser's default 2px inset), and a strength cleared
leaves no stale stone count in the form."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.support.page import wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]


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
    assert 'frameborder="0"' in snippet
    # The iframe as the snippet writes it, on a page of its own (no style of the club's): no border;
    # the same iframe without the attribute has the browser's default one (so the check can fail).
    iframe = snippet.split("\n")[0].replace('src="', 'data-src="')
    widths = page.evaluate("""(markup) => {
      const box = document.createElement("div");
      box.innerHTML = markup + markup.replace(' frameborder="0"', "");
      document.body.append(box);
      const widths = [...box.querySelectorAll("iframe")].map((f) => getComputedStyle(f).borderTopWidth);
      box.remove();
      return widths;
    }""", iframe)
    assert widths[0] == "0px" and widths[1] != "0px", widths


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
