"""The Go page by keyboard alone: Tab and Shift+Tab to move, Enter and Space to open the
disclosures and press buttons, arrow keys in a select. Reaches Tournament options, Compare
systems, Full table and Copy link, and checks the numbers and the link each step gives."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

from playwright.sync_api import Page, expect

from handicap.go.systems import SYSTEMS
from tests.support.page import wait_for_engine

# OGS, 19×19: 1d against 8k is 8 ranks, so 8 stones and komi 0.5 (the wiki's 19×19 rule).
LINK = "/?mode=go&system=ogs&board=19&rules=japanese&scale=rank&p1=1d&p2=8k"
MAX_PRESSES = 80  # more Tab presses than the page has stops


def focused(page: Page) -> str:
    """What has the focus, as a person would name it: a control's label, else its text."""
    return page.evaluate("""() => {
      const el = document.activeElement;
      return (el.labels?.[0]?.textContent || el.textContent || "").trim();
    }""")


def tab_to(page: Page, name: str, backwards: bool = False) -> None:
    """Press Tab (or Shift+Tab) until the control called `name` has the focus."""
    key = "Shift+Tab" if backwards else "Tab"
    for _ in range(MAX_PRESSES):
        page.keyboard.press(key)
        if focused(page) == name:
            return
    raise AssertionError(f"{key} never reached {name!r} (last: {focused(page)!r})")


def test_views_tournament_options_and_copy_link_by_keyboard(app_page: Page):
    page = app_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(LINK)
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("8")

    # Tournament options: Enter opens the disclosure; the stone ceiling by arrow keys.
    tab_to(page, "Tournament options")
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("tournament-options")).to_have_attribute("open", "")
    page.keyboard.press("Tab")
    ceiling = page.get_by_label("Stone ceiling")
    expect(ceiling).to_be_focused()
    for _ in range(4):  # No ceiling -> 0 -> 1 -> 2 -> 3
        page.keyboard.press("ArrowDown")
    expect(ceiling).to_have_value("3")
    expect(page.get_by_test_id("stones")).to_have_text("3")
    expect(page.get_by_test_id("komi")).to_have_text("0.5")
    # Back to no ceiling, after a Tab away and Shift+Tab back.
    page.keyboard.press("Tab")
    expect(page.get_by_label("No handicap above")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(ceiling).to_be_focused()
    for _ in range(4):
        page.keyboard.press("ArrowUp")
    expect(ceiling).to_have_value("")
    expect(page.get_by_test_id("stones")).to_have_text("8")

    # Compare systems by Space, Full table by Enter, then the table's length typed.
    tab_to(page, "Compare systems")
    page.keyboard.press("Space")
    compare = page.get_by_test_id("compare")
    expect(compare.locator("tbody tr")).to_have_count(len(SYSTEMS))
    expect(compare.locator('tr[data-system="ogs"] [data-col="stones"]')).to_have_text("8")
    expect(compare.locator('tr[data-system="traditional"] [data-col="stones"]')).to_have_text("8")
    tab_to(page, "Full table")
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    up_to = page.get_by_label("Table rows up to")
    expect(up_to).to_be_focused()
    page.keyboard.type("5")
    rows = page.get_by_test_id("full-table").locator("tbody tr")
    expect(rows).to_have_count(6)  # rank differences 0 to 5
    expect(rows.last.locator('[data-col="stones"]')).to_have_text("5")

    # Copy link, reached backwards, pressed with Enter: the link holds all of it.
    tab_to(page, "Copy link", backwards=True)
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("copy-status")).to_have_text("Link copied.")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link == page.url
    query = parse_qs(urlparse(link).query)
    assert {name: query[name] for name in ("p1", "p2", "compare", "table", "up_to")} == {
        "p1": ["1d"], "p2": ["8k"], "compare": ["1"], "table": ["1"], "up_to": ["5"]}
    assert "maxstones" not in query  # back to no ceiling: the default, left out
