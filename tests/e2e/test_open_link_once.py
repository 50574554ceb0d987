"""open_link_once (tests/support/page.py) gives a test the page the test before left only when
that page is still as the link opened it: a page someone changed is loaded again. A mark put in
the page's window tells whether the document is the same one (a load clears it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.support.page import open_link_once, put_back

LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&p1=1d&p2=8k"
MARK = "window.__sameDocument"


def same_document(page: Page) -> bool:
    return bool(page.evaluate(f"{MARK} === true"))


def opened_and_marked(page: Page) -> None:
    open_link_once(page, LINK)
    expect(page.get_by_test_id("stones")).to_have_text("3")
    page.evaluate(f"{MARK} = true")


def test_an_untouched_page_is_used_again(app_page: Page):
    opened_and_marked(app_page)
    open_link_once(app_page, LINK)
    assert same_document(app_page)


def test_a_page_put_back_as_the_link_opened_it_is_used_again(app_page: Page):
    page = app_page
    opened_and_marked(page)
    difference = page.locator("#go-form").get_by_label("Rank difference", exact=True)
    difference.select_option(label="None")
    expect(page.get_by_test_id("stones")).to_have_text("0")
    difference.select_option(label="Auto (from the players)")
    expect(page.get_by_test_id("stones")).to_have_text("3")
    put_back(page)
    open_link_once(page, LINK)
    assert same_document(page)


def change_a_field(page: Page) -> None:
    page.locator("#go-form").get_by_label("Player 2's strength").fill("7k")
    expect(page.get_by_test_id("komi")).to_have_text("2.5")  # 7 ranks: the OGS wiki's 13×13 row 7


def change_a_field_back_to_its_default(page: Page) -> None:
    """A value the link does not give, changed: the address still holds every value of the link."""
    page.locator("#go-form").get_by_label("Player 2's name").fill("Ann")
    expect(page.get_by_test_id("summary")).to_contain_text("Ann (8k) takes Black")


def open_a_disclosure(page: Page) -> None:
    page.get_by_text("Compare systems", exact=True).click()
    expect(page.get_by_test_id("compare").locator("tbody tr").first).to_be_visible()


def resize(page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})


def switch_the_colour_scheme(page: Page) -> None:
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")


def focus_a_control(page: Page) -> None:
    page.locator("#go-form").get_by_label("Board size").focus()


def scroll(page: Page) -> None:
    # Toward the side with room: a page opened again at the link's address may come back scrolled
    # (the browser keeps a reloaded page's place), even to its end.
    before = page.evaluate("scrollY")
    page.mouse.wheel(0, -400 if before > 0 else 400)
    page.wait_for_function(f"() => scrollY !== {before}")  # a function: a bare expression is eval()ed, which the CSP refuses


@pytest.mark.parametrize("change", [change_a_field, change_a_field_back_to_its_default, open_a_disclosure, resize,
                                    switch_the_colour_scheme, focus_a_control, scroll],
                         ids=lambda change: change.__name__)
def test_a_changed_page_is_loaded_again(app_page: Page, change: Callable[[Page], None]):
    page = app_page
    opened_and_marked(page)
    try:
        change(page)
        open_link_once(page, LINK)
        assert not same_document(page), f"{change.__name__}: the changed page was taken for the link's"
        expect(page.get_by_test_id("stones")).to_have_text("3")
    finally:
        page.emulate_media(color_scheme="light")
