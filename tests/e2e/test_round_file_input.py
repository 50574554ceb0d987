"""The Tournament round's file input: the round's own CSV download pasted back into the box gives the
same table (in the page's language); removing an OpenGotha file puts back the settings the form
held before it; the file picker drawn by the page.

Expected values are the engine's own answers in CPython, or the page's own earlier state."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.support.page import settled_url
from tests.support.round_page import engine_round, expect_boards, fixture, open_round, paste, shown_rows

WORDS = Path(__file__).resolve().parents[2] / "static" / "vendor" / "words"  # the engine's page words, exported
# Handicaps both ways, nigiris, a comma in a name, a name with the nigiri mark's brackets.
PAIRINGS = "1 Ann Ito 3d - Bob 5k\n2 Cy 2k - Di 2k\n3 Ed 1k - Fy 1d\n4, \"Lee, Jo\", 12k, Max, 10k\n" \
           "5 Ona (Paris) 4k - Pim 4k\n"


def download_csv(page: Page) -> str:
    with page.expect_download() as info:
        page.get_by_test_id("round-csv").click()
    data = Path(info.value.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # UTF-8's byte order mark, for spreadsheets
    return data[3:].decode("utf-8")


def test_the_downloaded_csv_pasted_back_gives_the_same_table(app_page: Page, tmp_path: Path):
    page = app_page
    for lang in ("ja", "fr"):
        open_round(page, lang=lang)
        paste(page, PAIRINGS)
        reply = engine_round(pairings=PAIRINGS, lang=lang)
        assert reply["errors"] == [] and any(b["nigiri"] for b in reply["boards"])
        expect_boards(page, reply)
        before = shown_rows(page)
        downloaded = download_csv(page)
        assert downloaded == reply["csv"]

        # Pasted into the box, as an organiser copies it from a text editor.
        paste(page, "Zed 1k - Yan 2k")
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(1)
        paste(page, downloaded)
        again = engine_round(pairings=downloaded, lang=lang)
        assert again["errors"] == []
        expect_boards(page, again)
        assert shown_rows(page) == before
        expect(page.get_by_test_id("round-errors-box")).to_be_hidden()

        # Opened as a file: the same.
        path = tmp_path / f"round-{lang}.csv"
        path.write_bytes(downloaded.encode("utf-8"))
        paste(page, "Zed 1k - Yan 2k")
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(1)
        page.get_by_test_id("round-file").set_input_files(str(path))
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(len(reply["boards"]))
        assert shown_rows(page) == before
        assert download_csv(page) == downloaded


FORM = {"board": "13", "maxstones": "4", "nha": "3d", "correction": "0", "basis": "rank"}  # none the file's
FILE = {"board": "19", "maxstones": "", "nha": "1d", "correction": "1", "basis": "mms"}  # the file's own
ROUND_SETTINGS = {"board": "13", "max_stones": "4", "no_handicap_above": "3d", "handicap_correction": "0",
                  "handicap_basis": "rank"}  # FORM as a request


def form_values(page: Page) -> dict[str, str]:
    form = page.locator("#round-form")
    return {name: form.locator(f"[name={name}]").input_value() for name in FORM}


# A file chosen, then at once (in the same task, before the page has read it) a setting typed, as
# by an organiser quicker than the engine's reading of the file.
CHOOSE_THEN_EDIT = """([name, text, setting, value]) => {
  const input = document.querySelector('[data-testid=round-file]');
  const chosen = new DataTransfer();
  chosen.items.add(new File([text], name, { type: 'text/xml' }));
  input.files = chosen.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const field = document.querySelector(`#round-form [name=${setting}]`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}"""


def test_a_setting_edited_while_the_file_is_read_stays_the_organisers(app_page: Page):
    """The file's own settings are the form's defaults unless the organiser edits one after choosing
    it; an edit made while the engine still reads the file counts too (once the file's reading set
    the defaults over it: seen in a fresh run, where the status named a file of the same name while
    the new one was still read, and the test's edit was then undone)."""
    page = app_page
    xml = fixture("round3.xml").read_text(encoding="utf-8").replace('hdBasedOnMMS="false"', 'hdBasedOnMMS="true"')
    open_round(page, **FORM)
    page.evaluate(CHOOSE_THEN_EDIT, ["round3.xml", xml, "correction", "2"])
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(40)
    expect(page.get_by_test_id("round-file-status")).to_contain_text("round3.xml")
    settled_url(page)
    assert form_values(page) == {**FORM, "correction": "2"}  # the form's values wanted, the edit kept
    page.get_by_test_id("round-file-clear").click()
    settled_url(page)
    assert form_values(page) == {**FORM, "correction": "2"}

def test_removing_an_opengotha_file_puts_back_the_forms_settings(app_page: Page, tmp_path: Path):
    page = app_page
    xml_file = tmp_path / "round3.xml"  # the fixture, its handicap on the McMahon score
    xml = fixture("round3.xml").read_text(encoding="utf-8")
    assert 'hdBasedOnMMS="false"' in xml
    xml_file.write_text(xml.replace('hdBasedOnMMS="false"', 'hdBasedOnMMS="true"'), encoding="utf-8")
    open_round(page, **FORM)
    assert form_values(page) == FORM
    table = page.get_by_test_id("round-table").locator("tbody tr")

    # The file fills the form in with its own settings; removed, the form's come back.
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    expect(table).to_have_count(40)
    expect(page.locator("#round-nha")).to_have_value(FILE["nha"])
    assert form_values(page) == FILE
    page.get_by_test_id("round-file-clear").click()
    expect(page.locator("#round-nha")).to_have_value(FORM["nha"])
    assert form_values(page) == FORM
    # ...and the link and the next round are the form's again.
    paste(page, "Ann 3d - Bob 5k")
    expect_boards(page, engine_round(pairings="Ann 3d - Bob 5k", **ROUND_SETTINGS))
    query = settled_url(page)
    for name, value in FORM.items():
        assert f"{name}={value}" in query

    # A setting changed while the file is open is the organiser's: it stays; the others come back.
    # A second file before the removal does not make the first file's settings "the form's".
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    expect(page.locator("#round-nha")).to_have_value(FILE["nha"])
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    expect(page.get_by_test_id("round-file-status")).to_contain_text(xml_file.name)
    page.locator("#round-correction").fill("2")
    expect(table).to_have_count(40)
    page.get_by_test_id("round-file-clear").click()
    expect(page.locator("#round-nha")).to_have_value(FORM["nha"])
    assert form_values(page) == {**FORM, "correction": "2"}

    # A CSV file taking the OpenGotha file's place puts the form's settings back too.
    page.locator("#round-correction").fill(FORM["correction"])
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    expect(page.locator("#round-nha")).to_have_value(FILE["nha"])
    csv_file = tmp_path / "round.csv"
    csv_file.write_text("1, Ann, 3k, Bob, 5k\n", encoding="utf-8")
    page.get_by_test_id("round-file").set_input_files(str(csv_file))
    expect(page.locator("#round-nha")).to_have_value(FORM["nha"])
    assert form_values(page) == FORM
    expect_boards(page, engine_round(pairings="1, Ann, 3k, Bob, 5k\n", **ROUND_SETTINGS))


# Another file chosen, then the open one removed before the engine has read the new one: all in
# one task of the page, as a quick second click is (the change event's reading waits for the file).
CHOOSE_THEN_REMOVE = """(text) => {
  const input = document.querySelector('[data-testid=round-file]');
  const files = new DataTransfer();
  files.items.add(new File([text], 'next-round.xml', { type: 'text/xml' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  document.querySelector('[data-testid=round-file-clear]').click();
}"""


def test_a_file_removed_while_another_is_read_stays_removed(app_page: Page, tmp_path: Path):
    """Removing the open file while a newly chosen one is still being read: the form's settings
    come back and stay, and neither file is open (the new one's reading, answered after the
    removal, opened it and put its settings back into the form: a fresh clone's run met it)."""
    page = app_page
    xml = fixture("round3.xml").read_text(encoding="utf-8").replace('hdBasedOnMMS="false"', 'hdBasedOnMMS="true"')
    xml_file = tmp_path / "round3.xml"
    xml_file.write_text(xml, encoding="utf-8")
    open_round(page, **FORM)
    page.get_by_test_id("round-file").set_input_files(str(xml_file))
    expect(page.locator("#round-nha")).to_have_value(FILE["nha"])
    page.evaluate(CHOOSE_THEN_REMOVE, xml)
    expect(page.locator("#round-nha")).to_have_value(FORM["nha"])
    settled_url(page)  # the page done with every request it made
    assert form_values(page) == FORM
    expect(page.get_by_test_id("round-file-clear")).to_be_hidden()
    assert "next-round.xml" not in (page.get_by_test_id("round-file-status").text_content() or "")


def test_the_file_picker_is_the_pages_own_in_its_language(app_page: Page, tmp_path: Path):
    page = app_page
    words = {lang: json.loads((WORDS / f"{lang}.json").read_text(encoding="utf-8")) for lang in ("en", "ja")}
    open_round(page, lang="ja")
    picker = page.get_by_test_id("round-file")
    button = page.get_by_test_id("round-file-button")
    name = page.get_by_test_id("round-file-name")
    # The button and "no file" in the page's language (the engine's page words), the input out of sight.
    expect(button).to_have_text(words["ja"]["page.round.file_choose"])
    expect(name).to_have_text(words["ja"]["page.round.file_none"], use_inner_text=True)
    expect(button).to_be_visible()
    box = picker.bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1
    # Named by its labels (the field's and the button's), described by the name shown.
    expect(picker).to_have_accessible_name(f"{words['ja']['page.round.file']} {words['ja']['page.round.file_choose']}")
    expect(picker).to_have_accessible_description(re.compile("^" + re.escape(words["ja"]["page.round.file_none"])))
    # Keyboard: Tab from the pairings box reaches it, and its focus is drawn on the button.
    page.get_by_test_id("round-input").focus()
    page.keyboard.press("Tab")
    expect(picker).to_be_focused()
    assert button.evaluate("(b) => getComputedStyle(b).outlineStyle") == "solid"
    page.keyboard.press("Shift+Tab")
    assert button.evaluate("(b) => getComputedStyle(b).outlineStyle") != "solid"
    # A click on the button opens the system's picker: the input's own chooser.
    with page.expect_file_chooser() as chooser:
        button.click()
    assert chooser.value.element.get_attribute("data-testid") == "round-file"

    # The file chosen is named beside the button; removing it says "no file" again.
    xml_file = fixture("round3.xml")
    picker.set_input_files(str(xml_file))
    expect(name).to_have_text(xml_file.name, use_inner_text=True)
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(40)
    page.get_by_test_id("round-file-clear").click()
    expect(name).to_have_text(words["ja"]["page.round.file_none"], use_inner_text=True)
    csv_file = tmp_path / "ラウンド.csv"
    csv_file.write_text("1, Ann, 3k, Bob, 5k\n", encoding="utf-8")
    picker.set_input_files(str(csv_file))
    expect(name).to_have_text(csv_file.name, use_inner_text=True)

    # Switching the page's language relabels the button and "no file", and keeps a chosen name.
    page.get_by_test_id("language").select_option("en")
    expect(button).to_have_text(words["en"]["page.round.file_choose"])
    expect(name).to_have_text(csv_file.name, use_inner_text=True)
    open_round(page, lang="en")
    expect(name).to_have_text(words["en"]["page.round.file_none"], use_inner_text=True)


def test_the_file_picker_on_a_phone_and_a_desktop(app_page: Page, tmp_path: Path):
    """The button and the name fit the field at 360 px and 1280 px (screenshots kept in tmp_path
    for a look: SCREENSHOTS=dir keeps them there)."""
    page = app_page
    keep = Path(os.environ.get("SCREENSHOTS", tmp_path))
    try:
        for width in (360, 1280):
            page.set_viewport_size({"width": width, "height": 900})
            open_round(page, lang="fr")
            field = page.locator(".file-picker")
            field.scroll_into_view_if_needed()
            button, name = page.get_by_test_id("round-file-button"), page.get_by_test_id("round-file-name")
            for element in (button, name):
                box = element.bounding_box()
                assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
            # The button is as tall as a text field, and not squeezed onto two lines.
            height = button.bounding_box()["height"]  # type: ignore[index]
            assert 30 <= height <= 50, height
            page.locator(".round-source").screenshot(path=str(keep / f"round-file-picker-{width}.png"))
            page.get_by_test_id("round-file").set_input_files(str(fixture("round3.xml")))
            expect(name).to_have_text("round3.xml", use_inner_text=True)
            page.locator(".round-source").screenshot(path=str(keep / f"round-file-picker-{width}-chosen.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})  # the context's own
