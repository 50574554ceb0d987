"""The round's CSV download is complete: with the file's handicaps printed (the default), every board
carries the file's recorded game and the system's game beside it, and whether they differ, so the
boards the screen counts as differing are in the file; in English and in Japanese.

The file is published: the Grenoble 2024 example pairgoth's web page opens, github.com/ffrgo/
pairgoth, view-webapp/src/main/resources/examples/20230127-grenoble.tour (commit
51f642a2d067049fb81317da00b3f27ae1a7f40c; tests/fixtures/round/grenoble-2024.tour). Its round 5
has 67 boards, 8 of them paired as even games where the system gives a stone."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.round_page import open_round

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "round"
GRENOBLE = FIXTURES / "grenoble-2024.tour"


def open_grenoble(page: Page, lang: str = "en") -> dict:
    open_round(page, **({"lang": lang} if lang != "en" else {}))
    page.get_by_test_id("round-file").set_input_files(str(GRENOBLE))
    reply = calculate({"command": "go-round", "file": GRENOBLE.read_text(encoding="utf-8"), "lang": lang})
    assert "error" not in reply, reply
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true", timeout=60_000)
    expect(page.get_by_test_id("round-title")).to_have_text(reply["words"]["title"], timeout=60_000)
    expect(page.get_by_test_id("round-recorded-summary")).to_have_text(reply["recorded_summary"]["text"])
    return reply


def download(page: Page) -> bytes:
    with page.expect_download() as info:
        page.get_by_test_id("round-csv").click()
    return Path(info.value.path()).read_bytes()


def rows_of(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))


@pytest.mark.parametrize(("lang", "columns"), [
    ("en", ("Stones", "Recorded stones", "System stones", "System komi", "System Black", "Differs", "yes")),
    ("ja", ("置き石", "記録の置き石", "方式の置き石", "方式のコミ", "方式の黒", "相違", "はい")),
])
def test_the_round_csv_has_both_games_on_every_board(app_page: Page, lang: str, columns: tuple[str, ...]) -> None:
    page = app_page
    reply = open_grenoble(page, lang)
    assert reply["recorded_summary"]["differ"] == 8
    rows = rows_of(download(page))
    assert rows == rows_of(reply["csv"].encode("utf-8"))  # the engine's CSV, cell for cell
    stones, recorded, system, komi, black, differs, yes = columns
    header = rows[0]
    at = {name: header.index(name) for name in (stones, recorded, system, komi, black, differs)}
    assert len(rows) == 1 + 67
    differing = [row for row in rows[1:] if row[at[differs]] == yes]
    assert len(differing) == 8
    boards = {b["board"]: b for b in reply["boards"]}
    for row in differing:
        board = boards[int(row[0])]
        # The file's even game is printed; the system's one stone, komi 0.5 and its Black beside it.
        assert (row[at[stones]], row[at[recorded]]) == ("0", "0")
        assert (row[at[system]], row[at[komi]]) == ("1", "0.5")
        assert row[at[black]] == board["system_game"]["black"]


# Written here: no published tournament file in tests/fixtures has names in Japanese script.
KANJI_PAIRINGS = "1, 山田 太郎, 3d, 鈴木 花子, 1k\n2, Éloïse Brzęczyszczykiewicz, 2k, 김 민준, 5k\n"


def test_the_csv_file_says_it_is_utf8_so_spreadsheets_keep_every_name(app_page: Page) -> None:
    """Excel opens a CSV without UTF-8's byte order mark in the system's legacy code page
    (Windows-1252, Shift_JIS on a Japanese Windows) and garbles every accented or Japanese name;
    the mark (EF BB BF) is how it, and LibreOffice, know the file is UTF-8 (Microsoft's "Opening
    CSV UTF-8 files correctly in Excel", support.microsoft.com; Excel's own "CSV UTF-8" format
    writes it). The file is the mark, then the engine's CSV, byte for byte."""
    page = app_page
    reply = open_grenoble(page)
    data = download(page)
    assert data[:3] == b"\xef\xbb\xbf"
    assert data[3:] == reply["csv"].encode("utf-8")
    # Accented names of the published file survive (Grenoble's players).
    accented = [b["black"]["name"] for b in reply["boards"] if any(ord(c) > 127 for c in b["black"]["name"])]
    accented += [b["white"]["name"] for b in reply["boards"] if any(ord(c) > 127 for c in b["white"]["name"])]
    assert accented
    text = data.decode("utf-8-sig")
    assert all(name in text for name in accented)
    # Japanese, Korean and Polish names, typed into a new round.
    open_round(page)
    page.get_by_test_id("round-input").fill(KANJI_PAIRINGS)
    expect(page.get_by_test_id("round-result")).not_to_have_attribute("aria-busy", "true")
    expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(2)
    data = download(page)
    assert data.startswith(b"\xef\xbb\xbf")
    text = data[3:].decode("utf-8")  # strict: every byte after the mark is UTF-8
    for name in ("山田 太郎", "鈴木 花子", "Éloïse Brzęczyszczykiewicz", "김 민준"):
        assert name in text
    assert not text.startswith("\ufeff")  # one mark, not two
