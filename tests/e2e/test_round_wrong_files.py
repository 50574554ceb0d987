"""The round tab given the wrong kind of file, as a person drops one on it: a game record, an archive,
an XML file that is no tournament, a binary. Each is refused by name, from its content (the engine
says what it is: go/files/kinds.py), and what was open stays open: the tournament file, its table,
the pasted pairings. Before, any such file was read as pairings: a .zip filled the box with binary
("22,264 lines not read") and threw the tournament away, an .sgf gave "46 lines not read", and an
XML that is no tournament emptied the table while "Remove the tournament file" was still offered.

The files: OpenGotha's export ``toulouse-2024.xml`` (cited in test_tournament_files.py); a real game
record of GNU Go's regression games (runningskull/gnugo, regression/games/kgs, commit 84a32e9c;
tests/fixtures/study/SOURCES.md); a .zip of those records (the container made here, its members the
published files); the page's own icon, an SVG (XML that is no tournament); its PNG icon (a binary)."""

from __future__ import annotations

import zipfile
from pathlib import Path

from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.round_page import fixture, open_round, paste
from tests.support.server import ROOT

GAMES = sorted((ROOT / "tests" / "fixtures" / "study" / "gnugo").glob("*.sgf"))
TOURNAMENT = fixture("toulouse-2024.xml")
PASTED = "Ann 3d - Bob 5k\nCy 2k - Di 1k"


def zipped_games(tmp_path: Path) -> Path:
    path = tmp_path / "games.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for game in GAMES[:10]:
            archive.write(game, game.name)
    return path


def refusal(path: Path) -> str:
    """The engine's own words for the file, as the page reads a file (UTF-8, else Windows-1252)."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    error = calculate({"command": "go-round", "file": text})["error"]
    assert error["field"] == "file" and error["kind"] not in (None, "pairings"), error
    return f"Not opened: {path.name} {error['message']}. What was open stays open."


def rows(page: Page) -> list[str]:
    return page.get_by_test_id("round-table").locator("tbody tr").all_inner_texts()


def test_wrong_files_are_refused_by_name_and_the_tournament_stays_open(app_page: Page, tmp_path: Path) -> None:
    page = app_page
    open_round(page)
    page.get_by_test_id("round-file").set_input_files(str(TOURNAMENT))
    status = page.get_by_test_id("round-file-status")
    expect(status).to_contain_text(TOURNAMENT.name)
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
    table = page.get_by_test_id("round-table").locator("tbody tr")
    expect(table.first).to_be_visible()
    before = rows(page)
    assert len(before) > 10
    round_before = page.locator("#round-form [name=round]").input_value()
    svg = ROOT / "static" / "icons" / "icon.svg"
    png = ROOT / "static" / "icons" / "favicon-32.png"
    expected = {GAMES[0]: "game record", zipped_games(tmp_path): "archive", svg: "not a tournament file",
                png: "not text"}
    for path, said in expected.items():
        page.get_by_test_id("round-file").set_input_files(str(path))
        words = refusal(path)
        assert said in words
        expect(status).to_have_text(words)
        expect(status).to_have_attribute("data-refused", "")
        expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
        assert rows(page) == before, path.name  # the tournament's round, still shown
        expect(page.get_by_test_id("round-file-clear")).to_be_visible()
        expect(page.get_by_test_id("round-input")).to_have_value("")  # nothing poured into the box
        expect(page.get_by_test_id("round-errors-box")).to_be_hidden()
        assert page.locator("#round-form [name=round]").input_value() == round_before


def test_a_game_record_leaves_the_pasted_pairings_as_they_were(app_page: Page) -> None:
    page = app_page
    open_round(page)
    paste(page, PASTED)
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(2)
    page.get_by_test_id("round-file").set_input_files(str(GAMES[0]))
    expect(page.get_by_test_id("round-file-status")).to_have_text(refusal(GAMES[0]))
    expect(page.get_by_test_id("round-input")).to_have_value(PASTED)
    expect(page.get_by_test_id("round-file-undo")).to_be_hidden()
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(2)
    # pairings in a text file still go into the box
    page.get_by_test_id("round-file").set_input_files(files=[{"name": "round.txt", "mimeType": "text/plain",
                                                              "buffer": b"Eve 1d - Finn 2k\n"}])
    expect(page.get_by_test_id("round-input")).to_have_value("Eve 1d - Finn 2k\n")
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(1)
