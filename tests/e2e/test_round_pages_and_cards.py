"""The printed round and its cards say whose they are, and the screen shows what the file recorded
only where it differs.

- Every printed page of a long round carries the tournament and round (the table's <thead>
  repeats it) and its page number, n / N: the 2013 European Go Congress's round 10, 176 boards,
  prints on several A4 pages.
- Each table card names the tournament and round; a one-stone card, whose diagram is empty, says
  in words that Black simply moves first; a card of placed stones that White plays first.
- On screen, the Recorded cell is empty where the file's game is the system's, and says both games
  where they differ.

Published files: egc2013.h9, the EGD table OpenGotha exported for the 2013 European Go Congress
(github.com/lucvannier/opengotha, exportfiles/egc2013.h9, commit
d2f4d3dbcaeebe2d66e462653f809d40010448d4; tests/fixtures/round/egd/), and frioul-2018.h9, the EGD
table made from pairgoth's published example (tests/fixtures/round/make_files.py, from
github.com/ffrgo/pairgoth installer/resources/data/tournamentfiles/000001-frioul-2018.tour)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.round_page import open_round, print_cards, print_pages

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "round"
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "round-pages"


def file_text(path: Path) -> str:
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def open_file(page: Page, path: Path, lang: str = "en") -> dict:
    page.get_by_test_id("round-file").set_input_files(str(path))
    reply = calculate({"command": "go-round", "file": file_text(path), "lang": lang})
    assert "error" not in reply, reply
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true", timeout=60_000)
    expect(page.get_by_test_id("round-title")).to_have_text(reply["words"]["title"], timeout=60_000)
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(len(reply["boards"]))
    return reply


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def test_every_printed_page_names_the_tournament_and_round_and_its_number(app_page: Page) -> None:
    page = app_page
    open_round(page)
    reply = open_file(page, FIXTURES / "egd" / "egc2013.h9")
    assert reply["round"] == 10 and len(reply["boards"]) == 176
    title = flat(reply["words"]["title"])
    assert title.startswith("EGC2013main, round 10")
    pages = print_pages(page)
    assert len(pages) >= 3, len(pages)
    for number, text in enumerate(pages, start=1):
        assert "EGC2013main, round 10" in text, (number, text[:200])
        assert re.search(rf"\b{number} / {len(pages)}\b", text), (number, text[-200:])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_name_the_round_and_say_who_moves_first(app_page: Page, lang: str) -> None:
    page = app_page
    open_round(page, **({"lang": lang} if lang != "en" else {}))
    reply = open_file(page, FIXTURES / "frioul-2018.h9", lang)
    card_title = reply["words"]["card_title"]
    assert card_title == {"en": "Frioul 2018, round 4", "ja": "Frioul 2018 第4回戦"}[lang]
    one = [b for b in reply["boards"] if b["stones"] == 1]
    placed = [b for b in reply["boards"] if b["stones"] >= 2]
    assert one
    # The PDF's text spaces Japanese between its characters and numbers: compared without spaces.
    text = re.sub(r"\s+", "", unicodedata.normalize("NFKC", print_cards(page)))

    def bare(words: str) -> str:
        return re.sub(r"\s+", "", unicodedata.normalize("NFKC", words))

    assert text.count(bare(card_title)) == len(reply["boards"])
    black_first = {"en": "One stone: no stone is placed; Black simply moves first.",
                   "ja": "定先：石は置かず、黒が先に打つだけです。"}[lang]
    assert all(b["first_move"] == black_first for b in one)
    assert text.count(bare(black_first)) == len(one)
    if placed:
        assert text.count(bare(placed[0]["first_move"])) == len(placed)
    # On screen the cards say the same.
    card = page.get_by_test_id("round-cards").locator(f'article[data-board="{one[0]["board"]}"]')
    expect(card.locator(".card-round")).to_have_text(card_title)
    expect(card.locator(".card-first-move")).to_have_text(black_first)
    SHOTS.mkdir(parents=True, exist_ok=True)
    card.screenshot(path=str(SHOTS / f"one-stone-card-{lang}.png"))


def test_the_recorded_cell_speaks_only_where_it_differs(app_page: Page) -> None:
    page = app_page
    open_round(page)
    reply = open_file(page, FIXTURES / "frioul-2018.h9")
    differing = [b for b in reply["boards"] if b["recorded_differs"]]
    same = [b for b in reply["boards"] if b["recorded"] and not b["recorded_differs"]]
    assert differing and same
    table = page.get_by_test_id("round-table")
    for board in same:
        expect(table.locator(f"tbody tr[data-board='{board['board']}'] td[data-col=recorded]")).to_have_text("")
    for board in differing:
        expect(table.locator(f"tbody tr[data-board='{board['board']}'] td[data-col=recorded]")).to_have_text(
            board["recorded_note"])
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.screenshot(path=str(SHOTS / "recorded-cells.png"))
