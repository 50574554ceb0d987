"""The round's paper matches its screen: an even board goes by nigiri in the table, in
*Print the round*, on its table card and in the CSV; what every board shares is said once, in
the heading; one note for the even boards; names readable on the wall and never broken inside a
word; and a round says what it computed where the pairings were pasted, at phone and desktop
size. The printed checks read the PDF Chromium makes (page.pdf, the browser's own print)."""

from __future__ import annotations

import re
import unicodedata

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.round_page import (
    SETTINGS,
    expect_boards,
    fixture,
    open_round,
    paste,
    print_cards,
    print_pages,
    print_round,
)

# The round: boards 7 and 11 are even (2k–2k, 8k–8k); board 10 has a long surname.
ROUND = """\
1, Anna Kowalska, 2d, Jonas Weber, 1k
2, Pierre Martin, 1k, Sofia Rossi, 4k
3, Lukas Novak, 3k, Emma Jansen, 5k
4, Hugo Lambert, 4k, Mia Fischer, 9k
5, Clara Schmidt, 5k, Tomas Horak, 7k
6, Noah Dubois, 6k, Lea Moreau, 12k
7, Chen Jie, 2k, Lars Andersen, 2k
8, Marta Silva, 9k, Oskar Berg, 15k
9, Yuki Tanaka, 10k, Paul Richter, 11k
10, Grzegorz Brzęczyszczykiewicz, 12k, Max Bauer, 18k
11, Jan de Vries, 8k, Nora Lindqvist, 8k
12, Luca Bianchi, 17k, Ella Virtanen, 20k"""
EVEN = {7, 11}
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}


def engine_round(lang: str = "en", pairings: str = ROUND) -> dict:
    reply = calculate({"command": "go-round", **SETTINGS, "pairings": pairings, "lang": lang})
    assert "error" not in reply, reply
    return reply


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_even_boards_go_by_nigiri_in_the_table_the_print_the_cards_and_the_csv(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    open_round(page)
    paste(page, ROUND)
    reply = engine_round()
    words = reply["words"]
    assert {b["board"] for b in reply["boards"] if b["nigiri"]} == EVEN
    mark = words["nigiri_mark"]
    # The table: the rows as the engine says, an even board's names with the CSV's mark.
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(12)
    expect_boards(page, reply)
    csv_rows = reply["csv"].splitlines()[1:]
    for board in reply["boards"]:
        row = page.get_by_test_id("round-table").locator(f"tbody tr[data-board='{board['board']}']")
        expect(row.locator(".nigiri-mark")).to_have_count(2 if board["nigiri"] else 0)
        assert (mark in csv_rows[board["board"] - 1]) == board["nigiri"]
    # One note for every even board, under the table; no row repeats it.
    note = page.get_by_test_id("round-nigiri-note")
    expect(note).to_have_text(words["nigiri_note"])
    advice = next(m["message"] for b in reply["boards"] if b["nigiri"] for m in b["advice"])
    assert advice not in page.get_by_test_id("round-result").inner_text()
    # Print the round: the same marks beside the same names, the note once; no colour given.
    printed = print_round(page)
    flat = re.sub(r"\s+", " ", printed)
    for board in reply["boards"]:
        for side in ("black", "white"):
            name = board[side]["name"]
            assert (f"{name} {mark}" in flat) == board["nigiri"], (board["board"], name)
    assert flat.count(re.sub(r"\s+", " ", words["nigiri_note"])[:60]) == 1
    # The cards: an even board's card says Nigiri, with no Black or White and no coloured stone.
    cards = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", print_cards(page)))  # NFKC: "ﬁ" as "fi"
    for board in reply["boards"]:  # who moves first, said on the card in words, is not a colour label
        if board["first_move"]:
            assert board["first_move"] in cards, board["first_move"]
            cards = cards.replace(board["first_move"], "", 1)
    assert cards.count(words["card"]["nigiri"]) == len(EVEN)
    assert cards.count(words["card"]["black"]) == cards.count(words["card"]["white"]) == 12 - len(EVEN)
    for number in EVEN:
        card = page.get_by_test_id("round-cards").locator(f".round-card[data-board='{number}']")
        expect(card.locator(".card-players dt")).to_have_text([words["card"]["nigiri"]] * 2)
        expect(card.locator(".card-stone.black, .card-stone.white")).to_have_count(0)
        expect(card.locator(".card-stone.nigiri")).to_have_count(2)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_what_every_board_shares_is_said_once_in_the_heading(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    open_round(page)
    paste(page, ROUND)
    reply = engine_round()
    words = reply["words"]
    ties = reply["boards"][0]["tie_text"]
    assert {b["tie_text"] for b in reply["boards"]} == {ties}
    expect(page.get_by_test_id("round-shared")).to_have_text(ties)
    headers = page.get_by_test_id("round-table").locator("thead th").all_text_contents()
    assert headers == [words["columns"][k] for k in ("board", "black", "white", "stones", "komi", "chance")]
    printed = re.sub(r"\s+", " ", print_round(page))
    assert printed.count(ties) == 1
    assert words["columns"]["effective_komi"] not in printed and words["columns"]["ties"] not in printed
    assert words["columns"]["chance"] not in printed  # Black's chance is on paper only when asked for
    # Where the effective komi varies (Chinese rules add a point a stone), it keeps its column.
    page.locator("#round-form").get_by_label("Rules").select_option("chinese")
    expect(page.get_by_test_id("round-table").locator("thead th[data-col=effective_komi]")).to_be_visible()
    page.locator("#round-form").get_by_label("Rules").select_option("japanese")
    expect(page.get_by_test_id("round-table").locator("thead th[data-col=effective_komi]")).to_have_count(0)


def test_in_print_names_are_large_ranks_beside_them_and_no_word_is_broken(app_page: Page) -> None:
    page = app_page
    open_round(page)
    paste(page, ROUND)
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(12)
    page.emulate_media(media="print")
    try:
        cells = page.get_by_test_id("round-table").locator("tbody td.player")
        layout = cells.evaluate_all("""cells => cells.map((cell) => {
          const name = cell.querySelector('.player-name'), rank = cell.querySelector('.player-rank');
          const n = name.getBoundingClientRect(), r = rank.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(name).lineHeight) || n.height;
          return { size: parseFloat(getComputedStyle(name).fontSize), rankLeft: r.left, nameRight: n.right,
                   rankTop: r.top, nameTop: n.top, line, letters: [...name.textContent].length };
        })""")
        for cell in layout:
            # CSS px: 14pt, read from a standing distance; a long name shrinks to keep its line,
            # never under 9pt (the pairing programs print their lists at about 10pt).
            assert cell["size"] >= 12
            if cell["letters"] <= 14:
                assert cell["size"] >= 18.6
            assert cell["rankLeft"] >= cell["nameRight"] - 1  # beside the name, never under it
            assert cell["rankTop"] < cell["nameTop"] + cell["line"]  # on the name's first line
    finally:
        page.emulate_media(media="screen")
    printed, cards = print_round(page), print_cards(page)
    # The long surname whole on the sheet and on its card (a word broken by the layout would be
    # split by a line break in the PDF's text).
    assert "Brzęczyszczykiewicz" in printed and "Brzęczyszczykiewicz" in cards


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_pasted_round_says_at_once_what_it_computed(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    try:
        open_round(page)
        text = ROUND + "\nno pairing here"
        page.get_by_test_id("round-input").fill(text)
        reply = engine_round(pairings=text)
        assert reply["summary"] == "12 boards computed; 1 line not read (listed above the table)"
        computed = page.get_by_test_id("round-computed-text")
        expect(computed).to_have_text(reply["summary"])
        expect(computed).to_be_in_viewport()
        # Nothing offers to compute what is computed; the way down to the table instead.
        expect(page.get_by_role("button", name="Compute the round")).to_have_count(0)
        expect(page.get_by_test_id("round-table")).not_to_be_in_viewport()
        page.get_by_role("button", name="Show the round").click()
        expect(page.get_by_test_id("round-summary")).to_be_in_viewport()
        expect(page.get_by_test_id("round-errors-box")).to_be_in_viewport()
        # An empty box: no summary, no way down.
        page.get_by_test_id("round-input").fill("")
        expect(computed).to_have_text("")
        expect(page.get_by_role("button", name="Show the round")).to_be_hidden()
    finally:
        page.set_viewport_size(DESKTOP)


def test_a_file_says_what_it_computed_beside_the_picker(app_page: Page, tmp_path) -> None:
    page = app_page
    page.set_viewport_size(PHONE)
    try:
        open_round(page)
        path = tmp_path / "round.csv"
        path.write_text(ROUND + "\n", encoding="utf-8")
        page.get_by_test_id("round-file").set_input_files(str(path))
        computed = page.get_by_test_id("round-computed-text")
        expect(computed).to_have_text(engine_round(pairings=ROUND + "\n")["summary"])
        expect(computed).to_be_in_viewport()
    finally:
        page.set_viewport_size(DESKTOP)


def test_the_sheet_in_japanese(app_page: Page) -> None:
    page = app_page
    open_round(page, lang="ja")
    paste(page, ROUND)
    reply = engine_round("ja")
    expect_boards(page, reply)
    expect(page.get_by_test_id("round-shared")).to_have_text("ジゴなし（半目のコミ）")
    # Ranks the Japanese way on the sheet (the CSV keeps them as given, for a paste back).
    expect(page.locator("tr[data-board='7'] td[data-col=black] .player-rank")).to_have_text("2級")
    expect(page.get_by_test_id("round-computed-text")).to_have_text("12局を計算しました")
    assert "Chen Jie （ニギリ）" in re.sub(r"\s+", " ", print_round(page)).replace("（ ", "（")


@pytest.mark.parametrize(("lang", "numbers"), [("ja", r"−\d|\d[.,]5"), ("en", r"−\d"), ("de", r"−\d")])
def test_komi_on_the_sheet_the_print_and_the_cards_is_written_as_the_languages_players_write_it(
        app_page: Page, lang: str, numbers: str) -> None:
    """On 13×13 the OGS round gives reverse komi on four boards: ja 逆コミ1目半 (never −1.5), 6目半,
    2目半; en "reverse 1.5"."""
    page = app_page
    open_round(page, lang=lang, board="13")
    paste(page, ROUND)
    reply = calculate({"command": "go-round", **SETTINGS, "board": "13", "pairings": ROUND, "lang": lang})
    said = [b["komi_short"] for b in reply["boards"]]
    assert sum(b["komi"] < 0 for b in reply["boards"]) == 4
    assert said.count({"ja": "逆コミ1目半", "en": "reverse 1.5", "de": "umgekehrt 1,5"}[lang]) == 4
    cells = page.get_by_test_id("round-table").locator("tbody td[data-col=komi]")
    expect(cells).to_have_text(said)
    # Whole in their cells on the screen, never cut at the column's edge.
    cut = cells.evaluate_all("cells => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent)")
    assert cut == [], cut
    # NFKC: the PDF's text may give a CJK glyph as its Kangxi radical (⽬ for 目).
    printed, carded = (re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))
                       for text in (print_round(page), print_cards(page)))
    cards = page.get_by_test_id("round-cards").locator(".round-card [data-fact=komi] dd")  # made for print
    expect(cards).to_have_text(said)
    for text in (printed, carded):
        for komi in set(said):
            assert text.count(komi.replace(" ", "")) >= said.count(komi), (komi, text)
        assert not re.search(numbers, text), re.search(numbers, text)


# Where each card's komi sits when the cards are laid out on A4 (1 cm margins: 19 cm = 718 px wide).
CARD_KOMI_BOXES = """() => [...document.querySelectorAll('.round-card')].map((card) => {
  const dd = card.querySelector('[data-fact=komi] dd'), diagram = card.querySelector('.card-diagram');
  const k = dd.getBoundingClientRect(), d = diagram.getBoundingClientRect(), c = card.getBoundingClientRect();
  return { text: dd.textContent, inside: k.right <= c.right + 0.5 && k.bottom <= c.bottom + 0.5,
           clear: k.right <= d.left + 0.5 || k.bottom <= d.top + 0.5, whole: dd.scrollWidth <= dd.clientWidth + 1 };
})"""


@pytest.mark.parametrize("lang", ["ja", "de"])
def test_a_cards_komi_in_words_is_whole_beside_its_diagram(app_page: Page, lang: str) -> None:
    """逆コミ1目半 and "umgekehrt 1,5" at the cards' print size: inside the card, clear of the
    diagram, never cut."""
    page = app_page
    open_round(page, lang=lang, board="13")
    paste(page, ROUND)
    page.evaluate("window.print = () => {}")
    page.get_by_test_id("round-print-cards").click()
    page.set_viewport_size({"width": 718, "height": 1000})
    page.emulate_media(media="print")
    try:
        boxes = page.evaluate(CARD_KOMI_BOXES)
    finally:
        page.emulate_media(media="screen")
        page.evaluate("delete document.documentElement.dataset.print")
    assert len(boxes) == 12 and any(b["text"] in ("逆コミ1目半", "umgekehrt 1,5") for b in boxes)
    assert [b for b in boxes if not (b["inside"] and b["clear"] and b["whole"])] == [], boxes


# A real round of 95 boards: the "Campeonato Iberoamericano Virtual 2020" as OpenGotha saved it
# (github.com/lucvannier/opengotha, remote/20200929195027_congreso2020.xml, commit 624c271),
# round 3; Spanish and Portuguese names up to 36 letters ("HERMAN FERREIRA VAN RIEMSDIJK FELIPE").
IBEROAMERICANO = fixture("iberoamericano-2020.xml")


def open_file(page: Page, path) -> dict:
    """Open a tournament file; the engine's reply for it under the settings it put in the form."""
    page.get_by_test_id("round-file").set_input_files(str(path))
    expect(page.get_by_test_id("round-file-status")).to_contain_text(path.name, timeout=60_000)
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true", timeout=60_000)
    expect(page.get_by_test_id("round-result")).to_have_attribute("data-state", "result")
    system = page.locator("#round-system").input_value()
    return calculate({"command": "go-round", **SETTINGS, "system": system, "file": path.read_text(encoding="utf-8")})


def test_a_95_board_round_prints_on_three_a4_pages_one_line_a_board(app_page: Page) -> None:
    """The issue's "7 pages for 78 boards" against OpenGotha's and pairgoth's games lists (one line
    a game, some 40 an A4 page): at least 30 boards on every full page, each board's names,
    stones and komi on it, and no column of what the file recorded when every board is the
    file's game."""
    page = app_page
    open_round(page)
    reply = open_file(page, IBEROAMERICANO)
    assert len(reply["boards"]) == 95 and reply["recorded_summary"]["differ"] == 0
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(95)
    pages = print_pages(page)
    assert len(pages) <= 3, [len(p) for p in pages]
    # Each board on the page that has its names (in the PDF's text a wrapped name keeps its words).
    where = []
    for board in reply["boards"]:
        found = [n for n, text in enumerate(pages) if board["black"]["name"] in text and board["white"]["name"] in text]
        assert found, board
        where.append(found[0])
    per_page = [where.count(n) for n in range(len(pages))]
    assert all(count >= 30 for count in per_page[:-1]), per_page
    assert sum(per_page) == 95
    flat = " ".join(pages)
    assert flat.count(" 6.5") >= 95  # every board's komi
    assert reply["recorded_summary"]["columns"]["recorded"] not in flat
    assert "an even game, Black" not in flat  # the file's game, said on every row, is gone


def test_the_sheet_prints_what_the_file_recorded_only_where_it_differs_and_short(app_page: Page) -> None:
    """Frioul 2018's EGD table (made from pairgoth's published example: fixtures/round/make_files.py):
    12 of 22 boards differ. On paper each of them says the file's game short ("≠ an even game"),
    naming Black only where the file's colours are not the row's; the others say nothing; one page."""
    page = app_page
    open_round(page)
    reply = open_file(page, fixture("frioul-2018.h9"))
    differing = [b for b in reply["boards"] if b["recorded_differs"]]
    assert len(differing) == 12
    pages = print_pages(page)
    assert len(pages) == 1
    text = pages[0]
    assert text.count("≠") == 12
    for board in differing:
        assert f"≠ {board['recorded_short']}" in text, board["recorded_short"]
    assert any("Black:" in b["recorded_short"] for b in differing)
    for board in reply["boards"]:
        if not board["recorded_differs"]:
            assert board["recorded_text"] not in text
        # A name is printed once: in its row (and in a short form that names another Black).
        named = sum(board["black"]["name"] in b["recorded_short"] for b in differing)
        assert text.count(board["black"]["name"]) == 1 + named, board["black"]["name"]
    assert reply["recorded_summary"]["columns"]["recorded"] in text
