"""Every menu's choices are read whole: in every tab (the house rules' fields shown, the Go and
round forms with "Your club's rules" chosen), in the six languages, at a phone's, a tablet's and a
desktop's width, no option of a visible <select> is wider than the control shows, and the page
never scrolls sideways. (A choice cut mid-word, "Traditional 19×19 handicap (", was a bug; the
long ones are written shorter or given two columns.)"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap.i18n import LANGUAGES
from tests.support.page import LABELS_CUT, settled_url, wait_for_engine

WIDTHS = {"phone": 390, "tablet": 768, "desktop": 1280}
TABS = ("go", "game", "chess", "round")
CUT_MENUS = f"""(cut) => {{ const fits = ({LABELS_CUT});
  return [...document.querySelectorAll('[role=tabpanel]:not([hidden]) select')]
    .filter((s) => s.clientWidth > 0).map((s) => [s.id, fits(s)]).filter(([, options]) => options.length); }}"""
SIDEWAYS = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


@pytest.fixture(scope="module", params=list(WIDTHS), ids=list(WIDTHS))
def sized_page(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, viewport={"width": WIDTHS[request.param], "height": 800})
    yield context.new_page()
    context.close()


def in_language(page: Page, lang: str) -> None:
    """The width's page in ``lang``: the first test of the width opens the link (its one boot), the
    next ones choose the language in the page's own menu on the Go tab, as a reader does (the page's
    words fetched, the engine's menus and answers asked again in it), and wait until the page is
    done with it: the same menus a link in that language opens with, without booting again."""
    link = f"/?mode=go&system=custom&lang={lang}"
    if not page.url.startswith("http"):
        page.goto(link)
        wait_for_engine(page)
        return
    page.locator("#tab-go").click()
    page.get_by_test_id("language").select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", re.compile(rf"^{lang}\b"))
    assert f"lang={lang}" in settled_url(page)
    assert page.locator("#go-system").input_value() == "custom"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_menu_choice_is_read_whole(sized_page: Page, lang: str):
    page = sized_page
    in_language(page, lang)
    cut: dict[str, list] = {}
    for mode in TABS:
        page.locator(f"#tab-{mode}").click()
        panel = page.locator(f"#panel-{mode}")
        expect(panel).to_be_visible()
        if mode == "round":
            page.locator("#round-system").select_option("custom")
            expect(page.get_by_test_id("round-club")).to_be_visible()
        settled_url(page)
        found = page.evaluate(CUT_MENUS)
        if found:
            cut[mode] = found
        assert page.evaluate(SIDEWAYS) <= 0, f"{mode}: the page scrolls sideways"
    assert cut == {}
