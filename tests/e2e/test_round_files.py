"""The round tab opens every tournament file the engine reads (pairgoth's .tour, the MacMahon
program's XML, an EGD table, OpenGotha's XML): the system becomes the file's program's (shown in
the menu with what it is for, and changeable), each board shows the handicap the file recorded
beside the computed one (a difference flagged with both values), the summary counts them, and an
EGD table shows its handicap games by gap.

Every expected value is the engine's own answer in CPython for the same request."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import wait_for_engine
from tests.support.server import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "round"


def open_round(page: Page) -> None:
    page.goto("/?mode=round&system=jewdan&board=19&rules=japanese")
    wait_for_engine(page)
    expect(page.locator("#round-form")).not_to_have_attribute("aria-busy", "true")


def open_file(page: Page, name: str) -> str:
    """Opens the file in the page; its text as the page reads it (UTF-8, else Windows' Western
    encoding: OpenGotha's EGD tables are ISO 8859-15)."""
    page.get_by_test_id("round-file").set_input_files(str(FIXTURES / name))
    data = (FIXTURES / name).read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def shown(page: Page) -> list[list[str]]:
    return page.get_by_test_id("round-table").locator("tbody tr").evaluate_all(
        "rows => rows.map((row) => [row.cells[0].textContent.trim(), row.cells[3].textContent.trim(),"
        " row.querySelector('[data-col=recorded]').textContent.trim(),"
        " row.querySelector('[data-col=recorded]').dataset.differs ?? ''])")


def expected(reply: dict) -> list[list[str]]:
    # What the file recorded, said only where it differs (the summary line counts the rest).
    return [[str(b["board"]), str(b["stones"]), (b["recorded_note"] if b["recorded_differs"] else ""),
             "true" if b["recorded_differs"] else "false"] for b in reply["boards"]]


PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 720}


@pytest.mark.parametrize(("name", "system", "viewport"), [
    ("frioul-2018.tour", "pairgoth", DESKTOP),
    ("frioul-2018-macmahon.xml", "opengotha", DESKTOP),
    ("egd/Tournoi de Juvisy.h9", "opengotha", DESKTOP),  # OpenGotha's real export, in ISO 8859-15
    ("toulouse-2024.xml", "opengotha", DESKTOP),
    ("toulouse-2024.xml", "opengotha", PHONE),
], ids=["pairgoth", "macmahon", "h9", "opengotha", "opengotha-phone"])
def test_each_tournament_file_opens_under_its_programs_system(app_page: Page, name: str, system: str,
                                                              viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    open_round(page)
    form = page.locator("#round-form")
    text = open_file(page, name)
    reply = calculate({"command": "go-round", "file": text})  # the file's own rules (French: pairgoth)
    assert reply["settings"]["system"] == system
    expect(page.get_by_test_id("round-title")).to_have_text(reply["words"]["title"])
    # The system menu shows the file's program's, with what it is for under it.
    expect(form.get_by_label("Handicap system")).to_have_value(system)
    purpose = next(s["purpose"] for s in calculate({"command": "go-systems"})["systems"] if s["key"] == system)
    expect(page.get_by_test_id("round-system-purpose")).to_have_text(purpose)
    # Each board: the stones computed, and what the file recorded beside them where it differs.
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(len(reply["boards"]))
    assert shown(page) == expected(reply)
    expect(page.get_by_test_id("round-recorded-summary")).to_have_text(reply["recorded_summary"]["text"])
    header = page.get_by_test_id("round-table").locator("thead th").last
    expect(header).to_have_text(reply["recorded_summary"]["columns"]["recorded"])
    page.get_by_test_id("round-file-clear").click()


def test_a_changed_system_recomputes_and_flags_the_differences(app_page: Page) -> None:
    """Toulouse 2024 under OpenGotha's arithmetic has no difference; under Jewdan's several, each
    flagged with both values; removing the file gives the form its system back."""
    page = app_page
    open_round(page)
    form = page.locator("#round-form")
    text = open_file(page, "toulouse-2024.xml")
    own = calculate({"command": "go-round", "file": text, "rules": "japanese"})
    assert own["recorded_summary"]["differ"] == 0
    expect(page.get_by_test_id("round-recorded-summary")).to_have_text(own["recorded_summary"]["text"])
    expect(page.locator("td[data-differs=true]")).to_have_count(0)
    form.get_by_label("Handicap system").select_option("jewdan")
    jewdan = calculate({"command": "go-round", "file": text, "system": "jewdan", "rules": "japanese",
                        **{key: own["settings"][key] for key in ("board", "no_handicap_above", "handicap_correction",
                                                                 "handicap_basis", "max_stones")}})
    assert jewdan["recorded_summary"]["differ"] > 0
    expect(page.get_by_test_id("round-recorded-summary")).to_have_text(jewdan["recorded_summary"]["text"])
    expect(page.locator("td[data-differs=true]")).to_have_count(jewdan["recorded_summary"]["differ"])
    assert shown(page) == expected(jewdan)
    first = next(b for b in jewdan["boards"] if b["recorded_differs"])
    flagged = page.locator(f"tr[data-board='{first['board']}'] td[data-col=recorded]")
    expect(flagged).to_contain_text(first["recorded_note"])  # both values
    page.get_by_test_id("round-file-clear").click()
    expect(form.get_by_label("Handicap system")).to_have_value("jewdan")  # changed since the file: kept


def test_removing_the_file_gives_the_system_back(app_page: Page) -> None:
    page = app_page
    open_round(page)
    form = page.locator("#round-form")
    open_file(page, "frioul-2018.tour")
    expect(form.get_by_label("Handicap system")).to_have_value("pairgoth")
    page.get_by_test_id("round-file-clear").click()
    expect(form.get_by_label("Handicap system")).to_have_value("jewdan")
    expect(page.get_by_test_id("round-system-purpose")).to_have_text(
        next(s["purpose"] for s in calculate({"command": "go-systems"})["systems"] if s["key"] == "jewdan"))


def test_an_egd_table_shows_its_handicap_games_by_gap(app_page: Page) -> None:
    page = app_page
    open_round(page)
    text = open_file(page, "egd/Tournoi de Juvisy.h9")
    reply = calculate({"command": "go-round", "file": text, "rules": "japanese"})
    assert "Nemo André" in text
    expect(page.get_by_test_id("round-table")).to_contain_text("Nemo André")  # the Latin letters read right
    box = page.get_by_test_id("round-handicap-games")
    expect(box).to_be_visible()
    words = reply["handicap_games_words"]
    expect(box.locator("h3")).to_have_text(words["heading"])
    expect(box.locator("thead th")).to_have_text([words["gap"], words["games"], words["black_score"]])
    rows = box.locator("tbody tr")
    expect(rows).to_have_count(len(reply["handicap_games"]))
    assert rows.evaluate_all("rows => rows.map((r) => [...r.cells].map((c) => c.textContent))") == [
        [row["text"]["gap"], row["text"]["games"], row["text"]["black_score"]] for row in reply["handicap_games"]]
    # pairgoth's file records its results too: its handicap games are shown as a table's are.
    page.get_by_test_id("round-file-clear").click()
    text = open_file(page, "frioul-2018.tour")
    expect(page.get_by_test_id("round-recorded-summary")).to_be_visible()
    expect(box.locator("tbody tr")).to_have_count(
        len(calculate({"command": "go-round", "file": text, "rules": "japanese"})["handicap_games"]))
    # A file whose games are all even (the MacMahon program's sample: three results): no such table.
    page.get_by_test_id("round-file-clear").click()
    open_file(page, "macmahon-sample.xml")
    expect(page.get_by_test_id("round-table")).to_contain_text("Smith Alice")
    expect(box).to_be_hidden()
    page.get_by_test_id("round-file-clear").click()


def test_a_hostile_file_is_refused_naming_the_file(app_page: Page, tmp_path: Path) -> None:
    page = app_page
    open_round(page)
    bad = tmp_path / "broken.tour"
    bad.write_text('{"players": [], "games": [[{"id": 1, ', encoding="utf-8")
    page.get_by_test_id("round-file").set_input_files(str(bad))
    error = calculate({"command": "go-round", "file": bad.read_text(encoding="utf-8")})["error"]
    expect(page.get_by_test_id("round-error")).to_contain_text(error["message"])
    page.get_by_test_id("round-file-clear").click()


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_go_tab_says_what_each_system_is_for(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    page.goto("/?mode=go&system=ogs&board=13")
    wait_for_engine(page)
    systems = {s["key"]: s["purpose"] for s in calculate({"command": "go-systems"})["systems"]}
    expect(page.get_by_test_id("go-system-purpose")).to_have_text(systems["ogs"])
    select = page.locator("#go-system")
    select.select_option("opengotha")
    expect(page.get_by_test_id("go-system-purpose")).to_have_text(systems["opengotha"])
    titles = select.locator("option").evaluate_all("options => options.map((o) => [o.value, o.title])")
    assert dict(titles) == systems
