"""go-round with the tournament files of four programs (go/files/): OpenGotha's XML, pairgoth's
.tour, the MacMahon program's XML and EGD results tables, told apart by their content; the
handicap each file recorded beside the system's; the handicap games of a results table; hostile
and mutated files refused clearly.

The files (tests/fixtures/round/, see make_files.py): Frioul 2018 as pairgoth saved it (a real
tournament, 58 players, 4 rounds), the same tournament written as an EGD table by pairgoth's
export layout (kept here for recognition and mutation only) and as a MacMahon file, Toulouse 2024
as OpenGotha saved it (real), and pairgoth's sample of the MacMahon format. Real EGD tables, every
game checked: tests/engine/test_egd_tables.py."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from handicap.api import calculate
from handicap.go.files.reader import kind

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "round"
FILES = ("frioul-2018.tour", "frioul-2018-macmahon.xml", "frioul-2018.h9", "toulouse-2024.xml", "macmahon-sample.xml",
         "round3.xml")


def text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def go_round(**request: object) -> dict:
    return calculate({"command": "go-round", **request})


def games(reply: dict) -> dict[frozenset[str], tuple[int, str]]:
    """Each board's two players -> (the stones the file recorded, who it says played Black)."""
    return {frozenset((b["black"]["name"], b["white"]["name"])): (b["recorded"]["stones"], b["recorded"]["black"])
            for b in reply["boards"]}


def test_each_file_is_recognised_from_its_content() -> None:
    assert [kind(text(name)) for name in FILES] == ["pairgoth", "macmahon", "egd", "opengotha", "macmahon",
                                                     "opengotha"]
    assert kind("\ufeff  {}") == "pairgoth"
    assert kind("Alice 3d - Bob 5k") == ""


@pytest.mark.parametrize("round_number", [1, 2, 3, 4])
def test_pairgoth_file_every_round_reproduces_the_handicaps_pairgoth_recorded(round_number: int) -> None:
    """pairgoth's arithmetic (McMahon scores before the round, 1d threshold, correction 1) gives
    every handicap the file recorded, colours included."""
    reply = go_round(file=text("frioul-2018.tour"), round=round_number)
    assert reply["errors"] == []
    assert reply["settings"]["system"] == "pairgoth"
    assert reply["recorded_summary"]["differ"] == 0
    assert reply["recorded_summary"]["games"] == len(reply["boards"]) == [28, 25, 24, 22][round_number - 1]
    assert all(b["recorded_differs"] is False for b in reply["boards"])
    assert all(b["stones"] == b["recorded"]["stones"] for b in reply["boards"])


def test_pairgoth_file_settings_become_the_defaults_and_a_request_overrides_them() -> None:
    reply = go_round(file=text("frioul-2018.tour"))
    assert reply["round"] == 4 and reply["rounds"] == [1, 2, 3, 4]
    assert reply["tournament"] == "Frioul 2018"
    assert {key: reply["settings"][key] for key in ("system", "handicap_basis", "handicap_correction",
                                                     "no_handicap_above", "max_stones", "board")} == {
        "system": "pairgoth", "handicap_basis": "mms", "handicap_correction": 1, "no_handicap_above": "1d",
        "max_stones": "", "board": 19}
    recorded = sum(game["h"] > 0 for game in json.loads(text("frioul-2018.tour"))["games"][3])
    handicap = [b for b in reply["boards"] if b["stones"] > 0]
    assert len(handicap) == recorded > 0 and all(b["komi"] == 0.5 for b in handicap)
    # Changed by the organiser: the form's value wins over the file's.
    jewdan = go_round(file=text("frioul-2018.tour"), system="jewdan")
    assert jewdan["settings"]["system"] == "jewdan"
    assert jewdan["recorded_summary"]["differ"] > 0
    assert go_round(file=text("frioul-2018.tour"), max_stones=0)["recorded_summary"]["differ"] == recorded


def test_the_same_tournament_in_two_formats_gives_the_same_games() -> None:
    """Frioul 2018's round 3 from pairgoth's file and its MacMahon XML: the same pairs, the same
    recorded stones and colours. (EGD tables: tests/engine/test_egd_tables.py, on real tables.)"""
    tour, macmahon = (go_round(file=text(name), round=3) for name in ("frioul-2018.tour", "frioul-2018-macmahon.xml"))
    assert games(tour) == games(macmahon)
    assert len(games(tour)) == 24


def test_macmahon_file_settings_and_scores() -> None:
    reply = go_round(file=text("frioul-2018-macmahon.xml"), round=2)
    assert {key: reply["settings"][key] for key in ("system", "handicap_basis", "handicap_correction",
                                                     "no_handicap_above", "max_stones")} == {
        "system": "opengotha", "handicap_basis": "mms", "handicap_correction": 1, "no_handicap_above": "1d",
        "max_stones": ""}
    assert reply["recorded_summary"] == {**reply["recorded_summary"], "games": 25, "differ": 0}
    sample = go_round(file=text("macmahon-sample.xml"), round=1)
    # HandicapUsed false: no handicap at all (a ceiling of 0); Bob Jones 2d takes Black against Alice Smith 3d.
    assert sample["settings"]["max_stones"] == 0
    assert [(b["board"], b["black"]["name"], b["white"]["name"], b["stones"]) for b in sample["boards"]] == [
        (1, "Jones Bob", "Smith Alice", 0), (2, "Brown David", "White Carol", 0)]
    assert [b["black"]["mms"] for b in sample["boards"]] == ["30", "29"]  # 2d held at the 1d bar; 1k = 29


def test_opengotha_file_opens_under_opengotha_arithmetic_and_as_file() -> None:
    """A real OpenGotha file (Toulouse 2024): opened as `file` or as `opengotha`, the system is
    OpenGotha's, and every handicap is the one OpenGotha recorded."""
    for reply in (go_round(file=text("toulouse-2024.xml"), round=2),
                  go_round(opengotha=text("toulouse-2024.xml"), round=2)):
        assert reply["settings"]["system"] == "opengotha"
        assert reply["recorded_summary"]["differ"] == 0
        assert any(b["stones"] >= 2 for b in reply["boards"])
    under_jewdan = go_round(file=text("toulouse-2024.xml"), round=2, system="jewdan")
    assert under_jewdan["recorded_summary"]["differ"] > 0
    differing = next(b for b in under_jewdan["boards"] if b["recorded_differs"])
    assert str(differing["recorded"]["stones"]) in differing["recorded_note"]
    assert differing["recorded_note"].startswith("The file records ")


def test_a_differing_boards_short_form_names_black_only_where_the_colours_differ() -> None:
    """The sheet's row shows the system's game; its recorded cell the file's game alone
    (``recorded_short``): the stones, and the file's Black only where it is not the system's.
    Frioul 2018's EGD table (made from pairgoth's published example by fixtures/round/make_files.py) records even
    games where the system gives a stone: board 1 keeps Black, board 4 swaps the colours."""
    reply = go_round(file=text("frioul-2018.h9"), system="ogs", handicaps="system")  # the system's game printed
    boards = {b["board"]: b for b in reply["boards"]}
    assert all(("recorded_short" in b) == b["recorded_differs"] for b in reply["boards"])
    assert boards[1]["recorded_short"] == "an even game"
    assert boards[1]["recorded"]["black"] == boards[1]["black"]["name"]
    assert boards[4]["recorded_short"] == "an even game, Black: Tournellec Julien"
    assert boards[4]["black"]["name"] == "Lakssil Maleek"
    for board in reply["boards"]:
        if board["recorded_differs"]:
            assert board["recorded_short"] in board["recorded_note"]
    assert go_round(file=text("frioul-2018.h9"), system="ogs", lang="de", handicaps="system")["boards"][0][
        "recorded_short"] == \
        "eine Partie ohne Vorgabe"


@pytest.mark.parametrize("name", ["frioul-2018.tour", "toulouse-2024.xml"])
def test_a_file_with_results_has_its_handicap_games(name: str) -> None:
    """pairgoth's and OpenGotha's files record results: their handicap games (one stone or more,
    won or lost on the board, colours known) are summed up as an EGD table's are; counted here
    from the file's own text."""
    source = text(name)
    if name.endswith(".tour"):
        data = json.loads(source)
        results = [(g["h"], g["r"]) for games in data["games"] for g in games if g.get("w") and g.get("b")]
        wins = {"b": 1, "w": 0, "=": 0.5}
    else:
        results = [(int(h), r) for h, known, r in re.findall(
            r'<Game [^>]*?handicap="(\d+)"[^>]*?knownColor="(\w+)"[^>]*?result="(\w+)"', source) if known == "true"]
        wins = {"RESULT_BLACKWINS": 1, "RESULT_WHITEWINS": 0, "RESULT_EQUAL": 0.5}
    handicap = [wins[r] for h, r in results if h >= 1 and r in wins]
    rows = go_round(file=source)["handicap_games"]
    assert sum(row["games"] for row in rows) == len(handicap) > 10
    assert sum(row["black_points"] for row in rows) == sum(handicap)


def test_typed_pairings_have_no_handicap_games_and_a_file_of_even_games_none_to_list() -> None:
    assert "handicap_games" not in go_round(pairings="1 A 3d - B 5k")
    assert go_round(pairings="1 A 3d - B 5k")["recorded_summary"] is None
    # pairgoth's MacMahon sample records three results, every game even.
    assert go_round(file=text("macmahon-sample.xml"))["handicap_games"] == []


def test_csv_has_the_recorded_columns_and_reads_back() -> None:
    reply = go_round(file=text("frioul-2018.tour"), round=1)
    header, first = reply["csv"].splitlines()[:2]
    assert header.endswith(",Recorded stones,Recorded Black,System stones,System komi,System Black,Differs,Rules")
    board = reply["boards"][0]
    system = board["system_game"]
    assert first.endswith(f",{board['recorded']['stones']},{board['recorded']['black']},{system['stones']},"
                          f"{system['komi']},{system['black'] or '(nigiri)'},{'yes' if board['recorded_differs'] else 'no'},"
                          "French")
    again = go_round(pairings=reply["csv"])  # the download pasted back: the same boards (Black listed first)
    assert again["errors"] == []
    assert [(b["board"], {b["black"]["name"], b["white"]["name"]}) for b in again["boards"]] == \
        [(b["board"], {b["black"]["name"], b["white"]["name"]}) for b in reply["boards"]]


@pytest.mark.parametrize(("source", "field", "words"), [
    ('<?xml version="1.0"?><!DOCTYPE TournamentData [<!ENTITY a "aaaa">]><TournamentData>&a;</TournamentData>',
     "file", "DTD"),
    ("<TournamentData><Tournament typeversion='3.9'/></TournamentData>", "file", "<Playerlist>"),
    ("<TournamentData><Playerlist>", "file", "line 1"),
    ('{"players": [], "games": [[{"id": 1, "t": 1, "w": 1, "b": 2, "h": 0}]], ', "file", "line 1"),
    ("[" * 100000 + "]" * 100000, "file", "not a tournament file"),
    ("{" + "[" * 100000 + "]" * 100000 + "}", "file", "not a whole pairgoth file"),
    ('{"players": 3, "games": []}', "file", "“players”"),
    ("{" + '"a":' * 3000 + "1" + "}" * 3000, "file", "not a whole pairgoth file"),
    ("; EV[Nothing]\n;\n", "file", "EGD"),
    ("hello, world", "file", "not a tournament file"),
    ('{"players": [], "games": []}', "file", "no games"),
])
def test_hostile_files_are_refused_clearly(source: str, field: str, words: str) -> None:
    reply = go_round(file=source)
    assert set(reply) == {"error"}, reply
    assert reply["error"]["field"] == field
    assert words in reply["error"]["message"], reply["error"]["message"]


def test_a_file_over_the_limit_is_refused_before_reading() -> None:
    reply = go_round(file="{" + " " * (2 * 1024 * 1024 + 10) + "}")
    assert reply["error"]["field"] == "file" and "MB" in reply["error"]["message"]


def test_unknown_players_of_a_file_are_line_errors() -> None:
    tour = json.loads(text("frioul-2018.tour"))
    tour["games"][3][0]["w"] = 999
    reply = go_round(file=json.dumps(tour, indent=2), round=4)
    assert reply["errors"][0]["message"] == "no player numbered “999” in the file's players"
    assert reply["errors"][0]["line"] > 1000  # the game's own line in the file


# --- Lone surrogates: every text field of every command --------------------------------------

SURROGATE = "\ud800"


@pytest.mark.parametrize("request_", [
    {"command": "go", "ranks": ["5k", "2d"], "names": ["Ann" + SURROGATE, "Bob"]},
    {"command": "go", "ranks": ["5k" + SURROGATE, "2d"]},
    {"command": "go-round", "pairings": "1 Ann 3d - Bob 5k\n2 C" + SURROGATE + " 2d - D 3k"},
    {"command": "go-round", "opengotha": text("round3.xml").replace("Luc", "L" + SURROGATE)},
    {"command": "go-round", "file": text("frioul-2018.tour").replace("Frioul", "Fri" + SURROGATE)},
    {"command": "chess", "elo": [1500, 1800], "names": [SURROGATE, "B"]},
    {"command": "game", "board": 19, "stones": 2, "komi": 0.5, "rules": "japanese", "lang": "en" + SURROGATE},
    {"command": "go-round" + SURROGATE},
    {"command": "go", SURROGATE: 1},
])
def test_a_lone_surrogate_is_an_error_naming_the_field(request_: dict) -> None:
    reply = calculate(request_)
    assert set(reply) == {"error"}
    message = reply["error"]["message"]
    assert "U+D800" in message and "internal error" not in message
    field = next((k for k, v in request_.items() if SURROGATE in json.dumps(v, ensure_ascii=False) + k
                  and SURROGATE not in k), "request")
    assert reply["error"]["field"] == field
    json.dumps(reply, ensure_ascii=False).encode("utf-8")  # the reply can be written


def test_a_surrogate_in_a_file_names_its_line() -> None:
    source = text("frioul-2018.tour")
    line = source[:source.index("Frioul")].count("\n") + 1
    reply = go_round(file=source.replace("Frioul", "Fri\udc00", 1))
    assert f"line {line}" in reply["error"]["message"]


# Mutated real files (bytes flipped, cut short, surrogates, huge numbers, deep nesting, every field
# emptied or removed): tests/engine/test_reader_fuzz.py.


def test_command_line_reads_any_file() -> None:
    done = subprocess.run([sys.executable, "-m", "handicap", "go-round", "--file",
                           str(FIXTURES / "egd" / "Tournoi de Juvisy.h9"), "--round", "2"],
                          capture_output=True, text=True, check=False, encoding="utf-8",
                          env={**os.environ, "PYTHONPATH": str(ROOT / "py"), "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    assert "Tournoi de Juvisy, round 2" in done.stdout
    assert "The file records the handicap of 9 games" in done.stdout
    assert "Handicap games in the file" in done.stdout
