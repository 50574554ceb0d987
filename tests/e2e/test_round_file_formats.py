"""The round tab's and the study's file pickers follow the engine's registry of tournament file formats
(go-systems ``file_formats``): the picker offers every format's file names, the hint under it
lists the formats in the page's language, and a file named as one of them is sent to the engine
as a tournament file, whatever its case, while a text file goes into the paste box.

Expected values are the engine's own answers in CPython."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from handicap.api import calculate
from handicap.go.files import FORMATS
from tests.support.page import wait_for_engine
from tests.support.round_page import fixture, open_round


def test_the_picker_and_its_hint_follow_the_registry(app_page: Page, tmp_path: Path):
    page = app_page
    open_round(page, lang="ja")
    systems = calculate({"command": "go-systems", "lang": "ja"})
    hint = page.locator("#round-file-hint")
    expect(hint).to_have_text(systems["hints"]["file"], timeout=60_000)  # go-systems answered
    for shown in systems["file_formats"]:
        assert shown["label"] in systems["hints"]["file"]
    accept = page.get_by_test_id("round-file").get_attribute("accept") or ""
    assert {e for f in FORMATS for e in f.extensions} <= set(accept.split(","))
    assert {".csv", ".txt"} <= set(accept.split(","))

    # An EGD table saved as .H10 (the registry's name, in capitals) is a tournament file: its round is read.
    table = tmp_path / "TABLE.H10"
    table.write_bytes(fixture("egd/ioct_20_02.h9").read_bytes())
    page.get_by_test_id("round-file").set_input_files(str(table))
    # The round's answer, however busy the machine (the rows are the page's own signal).
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(2, timeout=60_000)
    expect(page.get_by_test_id("round-input")).to_have_value("")
    # A text file's lines go into the paste box.
    pairings = tmp_path / "round.txt"
    pairings.write_text("1 Ann 3d - Bob 5k\n", encoding="utf-8")
    page.get_by_test_id("round-file").set_input_files(str(pairings))
    expect(page.get_by_test_id("round-input")).to_have_value("1 Ann 3d - Bob 5k\n", timeout=60_000)


def test_the_study_picker_and_its_hint_follow_the_registry(app_page: Page):
    """The Many games study reads the same tournament files: its picker offers every format's file
    names beside the records' and archives', and its hint names each format, in the page's
    language, from the engine (study/picker.py); index.html lists none of them."""
    page = app_page
    for lang in ("en", "ja"):
        page.goto(f"/?mode=game&lang={lang}")
        wait_for_engine(page)
        systems = calculate({"command": "go-systems", "lang": lang})
        hint = page.get_by_test_id("study-files-hint")
        expect(hint).to_have_text(systems["hints"]["study_files"])
        for shown in systems["file_formats"]:
            assert shown["label"] in systems["hints"]["study_files"], (lang, shown)
        accept = (page.locator("#study-files").get_attribute("accept") or "").split(",")
        assert accept == systems["study_file_extensions"]
        assert {e for f in FORMATS for e in f.extensions} <= set(accept)
        assert {".sgf", ".zip", ".tar", ".gz", ".tgz", ".bz2", ".csv"} <= set(accept)
