"""The Tournament round tab (mode=round), driven through its labels and test ids: a
round pasted, the same round as a CSV file and as an OpenGotha file, a line the engine cannot
read, the CSV download, the print layout, the table cards and the link.

Every expected value is the engine's own answer in CPython (`go-round`) for the same request:
the page must show exactly what the engine says, board by board."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlparse

from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine
from tests.support.round_page import (
    SETTINGS,
    engine_round,
    expect_boards,
    expected_rows,
    fixture,
    open_round,
    paste,
    pdf_pages,
    shown_rows,
)

FILE_RULES = {"rules": "japanese"}  # a tournament file sets the system (its program's) and the board
RANKS = [f"{k}k" for k in range(15, 0, -1)] + [f"{d}d" for d in range(1, 6)]


def forty_boards() -> str:
    """A 40-board round as an organiser pastes it: "name rank - name rank", one game a line."""
    return "\n".join(f"Player {i:02d}A {RANKS[i % len(RANKS)]} - Player {i:02d}B {RANKS[(i * 7 + 3) % len(RANKS)]}"
                     for i in range(1, 41))


def test_forty_boards_pasted(app_page: Page):
    page = app_page
    open_round(page)
    text = forty_boards()
    paste(page, text)
    reply = engine_round(pairings=text)
    assert len(reply["boards"]) == 40 and reply["errors"] == []
    expect_boards(page, reply)
    # Headers are the engine's words, and the values vary (not one answer repeated).
    headers = page.get_by_test_id("round-table").locator("thead th").all_text_contents()
    assert headers == [reply["words"]["columns"][k] for k in reply["words"]["table_columns"]]
    # One tie rule and komi as given on every board: neither has a column, the heading says the rule.
    # Black's chance has a column of its own on screen (the AGA's and OGS's models cover 19×19).
    assert reply["words"]["table_columns"] == ["board", "black", "white", "stones", "komi", "chance", "warnings"]
    expect(page.get_by_test_id("round-shared")).to_have_text(reply["boards"][0]["tie_text"])
    assert len({row[3] for row in expected_rows(reply)}) >= 4
    expect(page.get_by_test_id("round-errors-box")).to_be_hidden()


def test_settings_change_the_round(app_page: Page):
    page = app_page
    open_round(page)
    text = forty_boards()
    paste(page, text)
    page.locator("#round-form").get_by_label("Handicap ceiling").select_option("3")
    reply = engine_round(pairings=text, max_stones="3")
    assert max(b["stones"] for b in reply["boards"]) == 3
    expect(page.get_by_test_id("round-table").locator("tbody tr td[data-col=stones]", has_text="9")).to_have_count(0)
    expect_boards(page, reply)


def test_csv_file_and_opengotha_file_give_the_same_boards(app_page: Page):
    """tests/fixtures/round: round 3 of an OpenGotha file (40 tables) and the same round as CSV. The
    file's own handicap settings (no handicap above 1d, correction 1) apply to the file; the CSV
    gets them from the form."""
    page = app_page
    csv_file = fixture("round3.csv", "*.csv")
    xml_file = fixture("round3.xml", "*.xml")
    open_round(page, nha="1d", correction="1", komi="7.5")  # the file's komi, for the CSV
    page.get_by_test_id("round-file").set_input_files(str(csv_file))
    # A CSV file's text goes into the box, where the line numbers of messages point.
    text = csv_file.read_text(encoding="utf-8").replace("\r\n", "\n")  # a text box keeps \n only
    expect(page.get_by_test_id("round-input")).to_have_value(text)
    # The picker forgets the file (choosing it again reads it again): the note under it says where it went.
    expect(page.get_by_test_id("round-file-status")).to_have_text(f"{csv_file.name}: its lines are in the box above.")
    from_csv = engine_round(pairings=text, no_handicap_above="1d", handicap_correction="1", even_komi="7.5")
    assert len(from_csv["boards"]) == 40
    expect_boards(page, from_csv)
    csv_rows = shown_rows(page)

    # The OpenGotha file, its settings left to it: the form takes them (they were changed first).
    form = page.locator("#round-form")
    form.get_by_label("Handicap correction").fill("0")
    form.get_by_label("No handicap for players above").fill("")
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    # The file's program's system is the round's now (shown, and changeable: back to the link's).
    expect(form.get_by_label("Handicap system")).to_have_value("opengotha")
    form.get_by_label("Handicap system").select_option(SETTINGS["system"])
    round_field = form.get_by_label("Round", exact=True)
    expect(round_field).to_be_visible()
    expect(page.get_by_test_id("round-input")).to_be_disabled()
    # The box and "Strengths given as" step aside while a file is open (a file gives ranks).
    expect(page.get_by_test_id("round-input")).to_be_hidden()
    expect(form.get_by_label("Strengths given as")).to_be_hidden()
    expect(form.get_by_label("Handicap correction")).to_have_value("1")
    expect(form.get_by_label("No handicap for players above")).to_have_value("1d")
    round_field.fill("3")
    from_xml = calculate({"command": "go-round", "opengotha": xml_file.read_text(encoding="utf-8"), "round": "3",
                          **SETTINGS})
    assert "error" not in from_xml, from_xml
    expect(page.get_by_test_id("round-title")).to_have_text(from_xml["words"]["title"])
    expect_boards(page, from_xml)
    # The same round: the same boards, whichever way it came in (the file adds what it recorded).
    assert [row[:-1] for row in shown_rows(page)] == csv_rows
    expect(page.get_by_test_id("round-shared")).to_contain_text("Komi 7.5 in an even game: from the file")
    # Nothing of the file in the link; the round number is.
    query = parse_qs(urlparse(settled_url(page)).query)
    assert "pairings" not in query and query["round"] == ["3"]

    page.get_by_test_id("round-file-clear").click()
    expect(page.get_by_test_id("round-input")).to_be_enabled()
    expect(page.get_by_test_id("round-input")).to_be_visible()
    expect(form.get_by_label("Strengths given as")).to_be_visible()
    expect(round_field).to_be_hidden()
    # The file's settings give way to the form's from before it (correction 0, no threshold).
    expect(form.get_by_label("Handicap correction")).to_have_value("0")
    expect(form.get_by_label("No handicap for players above")).to_have_value("")
    expect_boards(page, engine_round(pairings=text, no_handicap_above="", handicap_correction="0", even_komi="7.5"))


def test_an_opengotha_file_opens_at_its_last_round_paired(app_page: Page, tmp_path: Path):
    """No round given: the engine computes the file's last round with games (the one about to be
    played); the page says which (the engine's words), the field stays empty (so the link leaves
    the round to the file), and a round typed, or the link's, is the one computed. The system is
    the file's program's (OpenGotha's), the rules the link's."""
    page = app_page
    xml_file = fixture("round3.xml")
    xml = xml_file.read_text(encoding="utf-8")
    open_round(page)
    form = page.locator("#round-form")
    round_field = form.get_by_label("Round", exact=True)
    status = page.get_by_test_id("round-file-status")
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    latest = calculate({"command": "go-round", "opengotha": xml, **FILE_RULES})
    assert "error" not in latest and (latest["round"], latest["rounds"]) == (3, [1, 2, 3])
    expect(page.get_by_test_id("round-title")).to_have_text(latest["words"]["title"])
    expect_boards(page, latest)
    expect(round_field).to_have_value("")
    expect(round_field).to_have_attribute("placeholder", latest["words"]["round_field"])
    expect(status).to_have_text(f"{xml_file.name}: {latest['words']['round_used']}")
    assert "round" not in parse_qs(urlparse(settled_url(page)).query)

    # An earlier round, typed: computed, named, and in the link.
    round_field.fill("1")
    first = calculate({"command": "go-round", "opengotha": xml, "round": "1", **FILE_RULES})
    expect(status).to_have_text(f"{xml_file.name}: {first['words']['round_used']}")
    expect_boards(page, first)
    assert parse_qs(urlparse(settled_url(page)).query)["round"] == ["1"]
    # A round the file has no games in: the field is named with the rounds it has.
    round_field.fill("4")
    error = calculate({"command": "go-round", "opengotha": xml, "round": "4", **FILE_RULES})["error"]
    expect(page.get_by_test_id("round-error")).to_have_text(f"Round: {error['message']}")
    expect(round_field).to_have_attribute("aria-invalid", "true")
    expect(status).to_have_text(xml_file.name)

    # The file again (OpenGotha saved it with the next round paired): read again, at its own last
    # round, not the round typed before. The picker forgets each file, so choosing it again counts.
    expect(page.get_by_test_id("round-file")).to_have_value("")
    saved_again = tmp_path / xml_file.name
    saved_again.write_text(xml.replace('roundNumber="3"', 'roundNumber="4"'), encoding="utf-8")
    page.get_by_test_id("round-file").set_input_files(str(saved_again))
    fourth = calculate({"command": "go-round", "opengotha": saved_again.read_text(encoding="utf-8"), **FILE_RULES})
    assert (fourth["round"], fourth["rounds"]) == (4, [1, 2, 4])
    expect(round_field).to_have_value("")
    expect(status).to_have_text(f"{xml_file.name}: {fourth['words']['round_used']}")
    expect(round_field).to_have_attribute("placeholder", "4 (latest)")
    expect_boards(page, fourth)

    # A link's round is the round of the file opened with it.
    open_round(page, round="2")
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    second = calculate({"command": "go-round", "opengotha": xml, "round": "2", **FILE_RULES})
    expect(status).to_have_text(f"{xml_file.name}: {second['words']['round_used']}")
    expect(round_field).to_have_value("2")
    expect_boards(page, second)
    # Removing the file: the box again, and no round left behind.
    page.get_by_test_id("round-file-clear").click()
    expect(status).to_have_text("")
    assert "round" not in parse_qs(urlparse(settled_url(page)).query)


def test_a_bad_line_is_named_and_the_others_still_show(app_page: Page):
    page = app_page
    open_round(page)
    lines = forty_boards().splitlines()
    lines.insert(2, "Nobody at all vs")
    text = "\n".join(lines)
    paste(page, text)
    reply = engine_round(pairings=text)
    assert len(reply["errors"]) == 1 and reply["errors"][0]["line"] == 3
    expect_boards(page, reply)  # the 40 other lines
    box = page.get_by_test_id("round-errors-box")
    expect(box).to_be_visible()
    cells = page.get_by_test_id("round-errors").locator("tbody tr").first.locator("th, td").all_text_contents()
    error = reply["errors"][0]
    assert cells == ["3", error["text"], error["message"]]
    assert error["message"]


def test_a_request_error_names_the_field(app_page: Page):
    page = app_page
    open_round(page, nha="12x")
    paste(page, forty_boards())
    reply = calculate({"command": "go-round", **SETTINGS, "pairings": forty_boards(), "no_handicap_above": "12x"})
    error = page.get_by_test_id("round-error")
    expect(error).to_have_text(f"No handicap for players above: {reply['error']['message']}")
    expect(page.locator("#round-nha")).to_have_attribute("aria-invalid", "true")


def test_csv_download_is_the_engines_csv(app_page: Page):
    page = app_page
    open_round(page)
    text = forty_boards()
    paste(page, text)
    reply = engine_round(pairings=text)
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(40)
    with page.expect_download() as info:
        page.get_by_test_id("round-csv").click()
    download = info.value
    assert download.suggested_filename == reply["words"]["csv_filename"]
    # The engine's CSV after UTF-8's byte order mark (which spreadsheets read as "this is UTF-8").
    assert Path(download.path()).read_bytes() == b"\xef\xbb\xbf" + reply["csv"].encode("utf-8")
    assert len(list(csv.reader(io.StringIO(reply["csv"])))) == 41  # a header and a row per board


def test_print_shows_the_round_alone(app_page: Page):
    page = app_page
    open_round(page)
    paste(page, forty_boards())
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(40)
    page.emulate_media(media="print")
    try:
        for hidden in (page.locator("#round-form"), page.get_by_role("tablist"), page.locator(".site-header"),
                       page.get_by_test_id("round-csv"), page.get_by_test_id("engine-status")):
            expect(hidden).to_be_hidden()
        rows = page.get_by_test_id("round-table").locator("tbody tr")
        for i in range(40):
            expect(rows.nth(i)).to_be_visible()
        # Bold type a standing player reads, at the compact sheet's size (30 boards and more a page).
        cell = page.get_by_test_id("round-table").locator("tbody td[data-col=stones]").first
        size, weight = cell.evaluate("cell => [parseFloat(getComputedStyle(cell).fontSize), "
                                     "Number(getComputedStyle(cell).fontWeight)]")
        assert size >= 17 and weight >= 700  # CSS px (13pt), bold
        expect(page.get_by_test_id("round-cards")).to_be_hidden()
    finally:
        page.emulate_media(media="screen")


def test_cards_one_per_board_with_its_diagram(app_page: Page):
    page = app_page
    open_round(page)
    text = forty_boards()
    paste(page, text)
    reply = engine_round(pairings=text)
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(40)
    page.get_by_test_id("round-cards-view").locator("summary").click()
    cards = page.get_by_test_id("round-cards").locator(".round-card")
    expect(cards).to_have_count(40)
    for board, card in zip(reply["boards"], cards.all(), strict=True):
        assert card.get_attribute("data-board") == str(board["board"])
        expect(card.locator("[data-fact=black] dd")).to_have_text(f"{board['black']['name']} {board['black']['rank_text']}")
        expect(card.locator("[data-fact=white] dd")).to_have_text(f"{board['white']['name']} {board['white']['rank_text']}")
        expect(card.locator("[data-fact=stones] dd")).to_have_text(str(board["stones"]))
        expect(card.locator("[data-fact=komi] dd")).to_have_text(board["komi_short"])
        diagram = card.locator("svg.card-diagram")
        expect(diagram).to_have_attribute("viewBox", "0 0 196 196")  # 19×19 (board.js: 8 + 18 × 10 + 8)
        stones = diagram.locator("[data-stone]")
        expect(stones).to_have_count(len(board["stone_points"] or []))
        assert stones.evaluate_all("els => els.map((e) => e.dataset.stone)") == (board["stone_points"] or [])
    # Printing the cards: the cards alone, several per A4 page.
    page.evaluate("window.print = () => {}")  # no dialog in a test; the button still sets the layout
    page.get_by_test_id("round-print-cards").click()
    page.emulate_media(media="print")
    try:
        expect(page.get_by_test_id("round-table")).to_be_hidden()
        expect(cards.first).to_be_visible()
        pdf = page.pdf(format="A4")
        pages = pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page")
        assert 40 / 8 <= pages <= 40 / 4, pages  # four to eight cards a page
    finally:
        page.emulate_media(media="screen")
        page.evaluate("delete document.documentElement.dataset.print")


def test_link_carries_settings_and_a_short_round(app_page: Page):
    page = app_page
    short = "\n".join(forty_boards().splitlines()[:5])
    open_round(page, pairings=short, maxstones="4", nha="3d", correction="1")
    reply = engine_round(pairings=short, max_stones="4", no_handicap_above="3d", handicap_correction="1")
    expect_boards(page, reply)
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["mode"] == ["round"] and query["pairings"] == [short]
    assert (query["maxstones"], query["nha"], query["correction"]) == (["4"], ["3d"], ["1"])
    expect(page.get_by_test_id("round-link-note")).to_be_hidden()
    # A long round stays out of the link, and the page says so.
    paste(page, forty_boards() + "\n" + forty_boards())
    expect(page.get_by_test_id("round-link-note")).to_be_visible()
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(80)
    query = parse_qs(urlparse(settled_url(page)).query)
    assert "pairings" not in query and query["maxstones"] == ["4"]


def test_house_rules_in_the_round(app_page: Page):
    page = app_page
    club = {"club_ranks_per_stone": "2", "club_komi_per_rank": "3", "club_even_komi": "6.5",
            "club_min_stones": "0", "club_max_stones": "5"}
    open_round(page, system="custom", **club)
    expect(page.get_by_test_id("round-club")).to_be_visible()
    text = forty_boards()
    paste(page, text)
    reply = engine_round(pairings=text, system="custom", **club,
                         club_first_stone=page.locator("#round-club-first-stone").input_value())
    expect_boards(page, reply)
    assert max(b["stones"] for b in reply["boards"]) <= 5
    query = parse_qs(urlparse(settled_url(page)).query)
    assert {k: query[k] for k in club} == {k: [v] for k, v in club.items()}


# A long round on paper (a 300-board round, in German: its long column words were reported tight).
LONG_NAMES = ["Bartholomäus Schwarzenberger", "Anna Kowalska", "Jean-Baptiste de la Fontaine", "Li Wang",
              "Maximilian Müller-Lüdenscheidt", "Ólafur Guðmundsson"]


def long_round(boards: int) -> str:
    """Board i's names carry marks at their start and end (a{i} … z{i}, c{i} … y{i}): a row split
    between two pages would put its first and last lines on different pages."""
    ranks = [f"{k}k" for k in range(25, 0, -1)] + [f"{d}d" for d in range(1, 7)]
    return "\n".join(f"{i}, a{i} {LONG_NAMES[i % 6]} z{i}, {ranks[(i * 5) % len(ranks)]}, "
                     f"c{i} {LONG_NAMES[(i + 3) % 6]} y{i}, {ranks[(i * 11 + 3) % len(ranks)]}"
                     for i in range(1, boards + 1))



def test_a_long_round_prints_a_header_on_every_page_and_never_splits_a_board(browser, server_url: str) -> None:
    boards = 300
    text = long_round(boards)
    reply = calculate({"command": "go-round", **SETTINGS, "pairings": text, "lang": "de"})
    assert len(reply["boards"]) == boards and reply["errors"] == []
    warned = [b["board"] for b in reply["boards"] if b["warnings"]]
    assert 0 < len(warned) < boards
    context = browser.new_context(base_url=server_url)
    try:
        page = context.new_page()
        page.goto("/?" + urlencode({"mode": "round", "lang": "de", **SETTINGS}))
        wait_for_engine(page)
        paste(page, text)
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(boards)
        page.emulate_media(media="print")
        # On paper the warnings follow the table, one row per warned board; the table has no column for them.
        expect(page.get_by_test_id("round-table").locator("thead th[data-col=warnings]")).to_be_hidden()
        notes = page.get_by_test_id("round-print-notes")
        expect(notes).to_be_visible()
        assert notes.locator("tbody tr").evaluate_all("rows => rows.map((r) => Number(r.dataset.board))") == warned
        pages = pdf_pages(page.pdf(format="A4"))
    finally:
        context.close()
    words = reply["words"]["columns"]
    table_pages = [p for p in pages if re.search(r"\ba\d+\b", p)]
    assert len(table_pages) >= 10  # a long round: many pages, each checked below
    for number, page_text in enumerate(table_pages, 1):
        # The header row on every page (the table's own <thead> repeats), in the engine's words.
        for key in reply["words"]["paper_columns"]:  # the sheet's: Black's chance only when asked for
            if key != "warnings":  # on paper, the warnings are listed after the table
                assert words[key] in page_text, (number, key)
    # One tie rule for every board: said once, in the round's heading, not in a column.
    assert "ties" not in reply["words"]["table_columns"]
    assert "".join(pages).count(reply["boards"][0]["tie_text"]) == 1
    where: dict[str, int] = {}
    for number, page_text in enumerate(pages, 1):
        for mark in re.findall(r"\b[aczy]\d+\b", page_text):
            where.setdefault(mark, number)
    for i in range(1, boards + 1):
        found = {where.get(f"{m}{i}") for m in "aczy"}
        assert len(found) == 1 and None not in found, (i, {m: where.get(f"{m}{i}") for m in "aczy"})
    # Board order kept across pages, and the pages are used: these names take two or three lines
    # a board, and still ten boards or more go on a page (before: five, a sentence of warning a row).
    firsts = [where[f"a{i}"] for i in range(1, boards + 1)]
    assert firsts == sorted(firsts)
    assert boards / len(table_pages) >= 10, len(table_pages)
