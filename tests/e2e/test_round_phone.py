"""The round's table on a phone (390 px) in every language the page has: no text printed over
another ("Tymoteu1sz": a name run under the stones), every value inside its own cell, and every
cell reachable, by scrolling the table's own container or, as here, by a layout that wraps (each
board a block). Measured from the text's own boxes (a Range's client rects), not the cells'."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.support.languages import LANGUAGES
from tests.support.round_page import fixture, open_round, paste

PHONE = {"width": 390, "height": 844}
# Long names (one of 19 letters in one word), even boards, and on 13×13 under Chinese rules
# reverse komi in words ("umgekehrt 1,5", ja 逆コミ1目半) and an effective komi column.
ROUND = """\
1, Anna Kowalska, 2d, Jonas Weber, 1k
2, Pierre Martin, 1k, Sofia Rossi, 4k
3, Chen Jie, 2k, Lars Andersen, 2k
4, Marta Silva, 9k, Oskar Berg, 15k
5, Grzegorz Brzęczyszczykiewicz, 12k, Max Bauer, 18k
6, Tymoteusz Wiśniewski-Kowalczyk, 17k, Ella Virtanen, 20k"""

# Every text box of each row: inside its cell, over no other, and within what the table's
# container can scroll to; the page itself never wider than the screen.
MEASURE = """(table) => {
  const problems = [];
  const scroller = table.closest('.table-scroll');
  const frame = scroller.getBoundingClientRect();
  const scrolls = ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX);
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  let texts = 0;
  for (const row of table.tBodies[0].rows) {
    const boxes = [];
    for (const cell of row.cells) {
      if (getComputedStyle(cell).display === 'none') continue;
      const own = cell.getBoundingClientRect();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width === 0) continue;
          texts += 1;
          const what = `board ${row.dataset.board} ${cell.dataset.col}: ${node.textContent}`;
          boxes.push({ node, box, what });
          if (box.left < own.left - 1 || box.right > own.right + 1) problems.push(`outside its cell: ${what}`);
          const left = box.left - frame.left + scroller.scrollLeft;
          const reachable = left >= -1 && (box.right <= frame.right + 1 || (scrolls && left + box.width <= scroller.scrollWidth + 1));
          if (!reachable) problems.push(`out of reach: ${what}`);
        }
      }
    }
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        if (boxes[i].node !== boxes[j].node && overlap(boxes[i].box, boxes[j].box)) {
          problems.push(`over each other: ${boxes[i].what} / ${boxes[j].what}`);
        }
      }
    }
  }
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) problems.push('the page scrolls sideways');
  return { problems, texts };
}"""


def measure(page: Page) -> dict:
    table = page.get_by_test_id("round-table")
    table.scroll_into_view_if_needed()
    return table.evaluate(MEASURE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_round_table_on_a_phone_overprints_nothing_and_shows_every_column(app_page: Page, lang: str) -> None:
    page = app_page
    page.set_viewport_size(PHONE)
    # A pasted round with every column a paste can have (the effective komi, reverse komi).
    open_round(page, lang=lang, board="13", rules="chinese")
    paste(page, ROUND)
    table = page.get_by_test_id("round-table")
    expect(table.locator("tbody tr")).to_have_count(6)
    columns = (table.get_attribute("data-columns") or "").split()
    assert "effective_komi" in columns
    result = measure(page)
    assert result["problems"] == [], result["problems"]
    # Every column's values are on the screen, each under its column's name.
    for column in columns:
        cells = table.locator(f"tbody td[data-col='{column}']")
        if column == "board" or column == "warnings":
            continue
        for n in range(cells.count()):
            expect(cells.nth(n)).to_be_visible()
            assert cells.nth(n).get_attribute("data-label")
    # A tournament file: what it recorded, where it differs from the row's game.
    page.get_by_test_id("round-file").set_input_files(str(fixture("frioul-2018.h9")))
    # The file's name is said with its reply (a loaded machine: tens of seconds).
    expect(page.get_by_test_id("round-file-status")).to_contain_text("frioul-2018.h9", timeout=60_000)
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true", timeout=60_000)
    expect(table.locator("tbody tr")).to_have_count(22)
    expect(table.locator("td[data-differs='true']").first).to_be_visible()
    result = measure(page)
    assert result["problems"] == [], result["problems"]
    assert result["texts"] > 22 * 6
