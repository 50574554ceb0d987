"""A tournament file's own settings and recorded handicaps, from the file picker to paper: French
rules and komi 7.5 on the screen, the printed round, the table cards and the CSV, from a pairgoth
file and an OpenGotha file; the file's recorded handicaps printed by default, each board the
system differs on marked with both values, the summary line on paper; the switch to the system's
handicaps; the differing boards alone. The printed checks read the PDF Chromium makes.

The files are published ones (see tests/engine/test_round_settings.py for their sources):
pairgoth's example tournament Paris 2021 (installer/resources/data/tournamentfiles/
000002-paris-2021.tour) and the Grenoble 2024 example its web page opens (view-webapp/src/main/
resources/examples/20230127-grenoble.tour), github.com/ffrgo/pairgoth at commit
51f642a2d067049fb81317da00b3f27ae1a7f40c; OpenGotha's CdFO2020.xml (github.com/lucvannier/
opengotha, distribution/tournamentfiles/, commit b698ce830fea34583fd4b6438d5dfed09f0a62f1)."""

from __future__ import annotations

import csv
import io
import unicodedata
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support import round_page
from tests.support.page import settled_url
from tests.support.round_page import expect_boards, open_round

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "round"


def flat(text: str) -> str:
    """Printed text with its spacing and line breaks made single spaces (a long cell wraps), its
    ligatures (the "ﬁ" of "file") letters again."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def print_round(page: Page) -> str:
    return flat(round_page.print_round(page))


def print_cards(page: Page) -> str:
    return flat(round_page.print_cards(page))


def open_file(page: Page, name: str) -> dict:
    """Open a tournament file with the picker; the engine's answer for it (the file's settings)."""
    path = FIXTURES / name
    page.get_by_test_id("round-file").set_input_files(str(path))
    reply = calculate({"command": "go-round", "file": path.read_text(encoding="utf-8")})
    assert "error" not in reply, reply
    settled(page, reply)
    return reply


def settled(page: Page, reply: dict) -> None:
    """The page shows this answer: its computed line, its heading, its rows."""
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
    expect(page.get_by_test_id("round-title")).to_have_text(reply["words"]["title"])
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(len(reply["boards"]))


def download_csv(page: Page) -> list[list[str]]:
    with page.expect_download() as info:
        page.get_by_test_id("round-csv").click()
    return list(csv.reader(io.StringIO(Path(info.value.path()).read_text(encoding="utf-8-sig"))))


def shared(reply: dict) -> dict[str, str]:
    return {fact["key"]: fact["text"] for fact in reply["words"]["shared"]}


def expect_french_rules_and_komi(page: Page, reply: dict, rules_said: str) -> None:
    """Screen, paper, cards and CSV say the rules and komi 7.5 (even games) as the engine does."""
    said = shared(reply)
    assert said["rules"] == rules_said and said["even_komi"] == "Komi 7.5 in an even game: from the file"
    # The screen: the heading and every even board's komi.
    heading = page.get_by_test_id("round-shared")
    expect(heading).to_contain_text(said["rules"])
    expect(heading).to_contain_text(said["even_komi"])
    expect_boards(page, reply)
    even = [b for b in reply["boards"] if b["stones"] == 0]
    assert even and {b["komi_short"] for b in even} == {"7.5"}
    komi = page.get_by_test_id("round-table").locator("tbody tr td[data-col=komi]").all_text_contents()
    assert komi.count("7.5") == len(even)
    # The sheet.
    printed = print_round(page)
    assert reply["words"]["title"] in printed
    assert said["rules"] in printed and said["even_komi"] in printed
    # Every card: the rules and the komi.
    cards = print_cards(page)
    assert cards.count(reply["words"]["rules_text"]) == len(reply["boards"])
    for card in page.get_by_test_id("round-cards").locator(".round-card").all()[:5]:
        expect(card.locator("[data-fact=rules] dd")).to_have_text(reply["words"]["rules_text"])
    assert cards.count("7.5") >= len(even)
    # The CSV: the komi of every even board, the rules on every row.
    rows = download_csv(page)
    head = rows[0]
    assert head[-1] == "Rules"
    assert {row[head.index("Komi")] for row in rows[1:] if row[head.index("Stones")] == "0"} == {"7.5"}
    assert {row[-1] for row in rows[1:]} == {reply["words"]["rules_text"].removesuffix(" rules")}


def test_a_pairgoth_file_prints_french_rules_and_komi_7_5(app_page: Page) -> None:
    page = app_page
    open_round(page)
    reply = open_file(page, "paris-2021.tour")
    assert "French rules" in reply["words"]["title"]
    expect(page.locator("#round-form").get_by_label("Rules", exact=True)).to_have_value("french")
    expect(page.locator("#round-form").get_by_label("Komi of an even game")).to_have_value("7.5")
    expect_french_rules_and_komi(page, reply, "French rules: from the file")


def test_an_opengotha_file_prints_its_komi_7_5(app_page: Page) -> None:
    """OpenGotha keeps a komi but no rules: the sheet says the rules are the default, and the
    organiser's French rules are said as chosen here."""
    page = app_page
    open_round(page)
    reply = open_file(page, "cdfo-2020.xml")
    assert shared(reply)["rules"] == "Japanese rules: not in the file, the default"
    expect(page.get_by_test_id("round-shared")).to_contain_text("Japanese rules: not in the file, the default")
    page.locator("#round-form").get_by_label("Rules", exact=True).select_option("french")
    french = calculate({"command": "go-round", "file": (FIXTURES / "cdfo-2020.xml").read_text(encoding="utf-8"),
                        "rules": "french", "even_komi": "7.5", "system": "opengotha", "handicaps": "recorded"})
    expect(page.get_by_test_id("round-title")).to_have_text(french["words"]["title"])
    settled(page, french)
    expect_french_rules_and_komi(page, french, "French rules: chosen here (not in the file)")


def test_recorded_handicaps_by_default_the_switch_and_the_differing_boards(app_page: Page) -> None:
    """Grenoble 2024, round 5: 8 of 67 boards were paired as even games where the system gives one
    stone. The file's games are printed, each differing board with both values; the summary line
    is on paper; the switch prints the system's; "only those that differ" the 8 alone."""
    page = app_page
    open_round(page)
    reply = open_file(page, "grenoble-2024.tour")
    summary = reply["recorded_summary"]["text"]
    assert summary == "The file records the handicap of 67 games: 8 differ from the system's."
    differing = [b for b in reply["boards"] if b["recorded_differs"]]
    assert len(differing) == 8 and all(b["stones"] == 0 and b["system_game"]["stones"] == 1 for b in differing)
    # The screen: the file's stones, each differing board marked with both values.
    expect_boards(page, reply)
    table = page.get_by_test_id("round-table")
    marked = table.locator("td[data-col=recorded][data-differs=true]")
    expect(marked).to_have_count(8)
    first = differing[0]
    row = table.locator(f"tbody tr[data-board='{first['board']}']")
    expect(row.locator("td[data-col=stones]")).to_have_text("0")
    expect(row.locator("td[data-col=recorded]")).to_have_text(first["recorded_note"])
    expect(page.get_by_test_id("round-recorded-summary")).to_have_text(summary)
    # The sheet: the summary line, whose handicaps, and each differing board marked with the
    # system's game beside the file's it prints ("≠ system: 1 stone").
    printed = print_round(page)
    assert summary in printed
    assert "Handicaps as the file records them" in printed
    assert all(b["recorded_short"].startswith("system: 1 stone") for b in differing)
    assert printed.count("≠ system: 1 stone") == 8
    # The switch: the system's handicaps, on screen, on paper and in the link.
    form = page.locator("#round-form")
    form.get_by_label("Handicaps printed").select_option("system")
    system = calculate({"command": "go-round", "file": (FIXTURES / "grenoble-2024.tour").read_text(encoding="utf-8"),
                        "handicaps": "system", "rules": "french", "even_komi": "7.5", "system": "pairgoth",
                        "max_stones": "", "no_handicap_above": "1d", "handicap_correction": "1",
                        "handicap_basis": "mms"})
    expect(row.locator("td[data-col=stones]")).to_have_text("1")
    settled(page, system)
    expect_boards(page, system)
    printed = print_round(page)
    assert "Handicaps by the system" in printed and summary in printed
    assert printed.count("≠ an even game") == 8  # now the file's game is the one beside
    assert parse_qs(urlparse(settled_url(page)).query)["handicaps"] == ["system"]
    # Only the differing boards: shown and printed alone, the summary still counting all 67.
    form.get_by_label("Boards shown").select_option("1")
    expect(table.locator("tbody tr")).to_have_count(8)
    only = calculate({"command": "go-round", "file": (FIXTURES / "grenoble-2024.tour").read_text(encoding="utf-8"),
                      "handicaps": "system", "only_differing": True, "rules": "french", "even_komi": "7.5",
                      "system": "pairgoth", "max_stones": "", "no_handicap_above": "1d", "handicap_correction": "1",
                      "handicap_basis": "mms"})
    expect_boards(page, only)
    printed = print_round(page)
    assert "Only the boards that differ from the file: 8 of 67" in printed and summary in printed
    assert printed.count("≠ an even game") == 8
    other = next(b for b in reply["boards"] if not b["recorded_differs"])
    assert f"{other['black']['name']} " not in printed
    assert parse_qs(urlparse(settled_url(page)).query)["differing"] == ["1"]
    assert len(download_csv(page)) == 9
