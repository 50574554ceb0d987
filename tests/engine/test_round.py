"""The ``go-round`` command: a tournament round in (pasted text, CSV or an OpenGotha file), every
board out, each board the single ``go`` game; unreadable lines reported, the others computed;
limits and hostile XML refused."""

from __future__ import annotations

import csv as csv_module
import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from handicap import cli
from handicap.api import calculate
from handicap.go.pairings import MAX_BYTES, MAX_PAIRINGS
from tests.support.languages import TRANSLATED

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "round"
ROOT = Path(__file__).resolve().parents[2]
# The OpenGotha fixture's own HandicapParameterSet, given to the text and CSV rounds.
# The file's settings (hdCeiling 9: none; its komi="7.5" is the even game's komi).
FILE_SETTINGS = {"no_handicap_above": "1d", "handicap_correction": 1, "board": 19, "even_komi": "7.5"}
SAME = ("board", "stones", "komi", "effective_komi", "black_wins_ties", "tie_text", "nigiri", "warnings", "advice",
        "summary", "komi_text", "stone_points")


def go_round(**request):
    return calculate({"command": "go-round", **request})


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def boards(reply):
    return [{**{key: b[key] for key in SAME}, **{f"{side}_{key}": b[side][key] for side in ("black", "white")
                                                 for key in ("name", "rank")}} for b in reply["boards"]]


@pytest.fixture(scope="module")
def three_ways():
    text = go_round(pairings=fixture("round3.txt"), system="traditional", **FILE_SETTINGS)
    csv = go_round(pairings=fixture("round3.csv"), system="traditional", **FILE_SETTINGS)
    xml = go_round(opengotha=fixture("round3.xml"), round=3, system="traditional", handicaps="system")
    return text, csv, xml


def test_a_40_board_round_as_text_csv_and_opengotha_gives_the_same_boards(three_ways):
    text, csv, xml = three_ways
    for reply in three_ways:
        assert "error" not in reply and reply["errors"] == []
        assert [b["board"] for b in reply["boards"]] == list(range(1, 41))
    assert boards(text) == boards(csv) == boards(xml)
    # Names, ranks and colours come through: White is listed first in every source.
    first = xml["boards"][0]
    assert (first["white"]["name"], first["white"]["rank"]) == ("LAURENT Zofia", "7d")
    assert (first["black"]["name"], first["black"]["rank"]) == ("ROUX Olga", "6d")
    assert text["csv"] == csv["csv"]
    # The file records each game: its CSV adds what it recorded (stones, who played Black) and the
    # system's game beside it, before the rules' column every round's CSV ends with.
    rows = [next(csv_module.reader([line])) for line in xml["csv"].splitlines()]
    assert rows[0][-7:] == ["Recorded stones", "Recorded Black", "System stones", "System komi", "System Black",
                            "Differs", "Rules"]
    assert "\r\n".join(",".join(f'"{c}"' if "," in c else c for c in row[:-7]) for row in rows) + "\r\n" == text["csv"]
    assert rows[1][-7:-4] == ["0", "ROUX Olga", "0"] and rows[1][-1] == "Japanese"


def test_the_file_settings_are_the_defaults_and_reproduce_opengotha(three_ways):
    _, _, xml = three_ways
    assert {key: xml["settings"][key] for key in ("no_handicap_above", "handicap_correction", "max_stones",
                                                   "handicap_basis", "board", "round", "rounds")} == {
        "no_handicap_above": "1d", "handicap_correction": 1, "max_stones": "", "handicap_basis": "rank",
        "board": 19, "round": 3, "rounds": 5}
    # Under the traditional system every board has the stones OpenGotha itself wrote in the file.
    assert all(b["stones"] == b["source_stones"] for b in xml["boards"])
    assert {b["stones"] for b in xml["boards"]} >= {0, 1}
    # A request field overrides the file's.
    assert go_round(opengotha=fixture("round3.xml"), round=3, max_stones=0)["settings"]["max_stones"] == 0


def test_each_board_is_the_single_game():
    reply = go_round(pairings="1, Ann, 5k, Bob, 2d\n2, Cy, 3k, Di, 3k", system="ogs", board=13, rules="chinese")
    one = calculate({"command": "go", "system": "ogs", "board": 13, "rules": "chinese", "ranks": ["5k", "2d"],
                     "names": ["Ann", "Bob"]})
    board = reply["boards"][0]
    for key in ("stones", "komi", "effective_komi", "handicap_bonus", "black_wins_ties", "tie_text", "warnings",
                "komi_text", "effective_komi_text", "stone_points", "star_points", "board_title"):
        assert board[key] == one[key], key
    assert (board["black"]["name"], board["white"]["name"]) == ("Ann", "Bob")
    even = reply["boards"][1]
    assert even["nigiri"] and even["advice"][0]["code"] == "nigiri" and even["stones"] == 0
    assert (even["black"]["name"], even["white"]["name"]) == ("Cy", "Di")  # nigiri: listed order


@pytest.mark.parametrize("line", [
    "Ann 5k - Bob 2d", "Ann 5k vs Bob 2d", "Ann 5k VS. Bob 2d", "Ann (5k) - Bob (2d)", "Ann\t5k\tBob\t2d",
    "Ann;5k;Bob;2d", "Ann, 5k, Bob, 2d", "7, Ann, 5k, Bob, 2d", "7\tAnn 5k\tBob 2d", "7. Ann 5k - Bob 2d",
    "5k Ann - 2d Bob", '"Ann",5k,"Bob",2d', "Ann,5 kyu,Bob,2 dan", "7;Ann;5k;27;Bob;2d;31",
])
def test_separators_and_shapes(line):
    reply = go_round(pairings=f"\n\n{line}\n", system="traditional")
    assert reply["errors"] == [], reply["errors"]
    (board,) = reply["boards"]
    assert (board["black"]["name"], board["black"]["rank"], board["white"]["name"], board["white"]["rank"]) == \
        ("Ann", "5k", "Bob", "2d")
    assert board["stones"] == 6 and board["board"] == (7 if line[0] == "7" else 1)


def test_a_header_line_is_skipped_and_may_name_the_colours():
    even = "Ann 2d - Bob 2d"
    assert go_round(pairings=f"Board, White, Rank, Black, Rank\n1, {even.replace(' 2d', ', 2d').replace(' - ', ', ')}"
                    )["boards"][0]["black"]["name"] == "Bob"
    assert go_round(pairings=f"Black - White\n{even}")["boards"][0]["black"]["name"] == "Ann"
    reply = go_round(pairings=f"Player - Player\n{even}")
    assert reply["boards"][0]["nigiri"] and reply["errors"] == []


@pytest.mark.parametrize(("lang", "header"), [
    ("de", "Brett;Weiß;Rang;Schwarz;Rang"), ("ja", "盤,白,段級位,黒,段級位"), ("ko", "번호,백,백 급수,흑,흑 급수"),
    ("zh", "台次,白方,白方段级位,黑方,黑方段级位"), ("fr", "Blanc;Niveau de Blanc;Noir;Niveau de Noir")])
def test_a_header_in_the_request_language_is_a_header(lang, header):
    """An organiser's list with its header in the page's language (the engine's own column words)."""
    reply = go_round(pairings=f"{header}\nAnn;3d;Bob;3d\nCy;5k;Di;2k".replace(";", "," if "," in header else ";"),
                     lang=lang)
    assert reply["errors"] == [] and len(reply["boards"]) == 2
    even = reply["boards"][0]  # White named first: the even game keeps the colours, no nigiri
    assert (even["white"]["name"], even["black"]["name"], even["nigiri"]) == ("Ann", "Bob", False)
    # Another language's header is still a line to read (English's words are always known).
    assert len(go_round(pairings=f"{header}\nAnn;3d;Bob;3d", lang="en")["errors"]) == 1


def test_a_bad_line_is_reported_and_the_others_computed():
    text = "Ann 5k - Bob 2d\nthis is not a pairing\n\nCy 3k - Di 40k\nEd 1d - Flo\n2, Gus, 2d, Hal, 1d\n#note\n"
    reply = go_round(pairings=text, system="traditional")
    assert [b["board"] for b in reply["boards"]] == [1, 2]  # Cy–Di's board 2 fails; Gus–Hal is board 2 as given
    assert [(e["line"], e["text"]) for e in reply["errors"]] == [
        (2, "this is not a pairing"), (4, "Cy 3k - Di 40k"), (5, "Ed 1d - Flo")]
    messages = [e["message"] for e in reply["errors"]]
    assert "found 1 field" in messages[0] and "two players" in messages[0]
    assert messages[1].startswith("player 2: ") and '"40k" is out of range' in messages[1]
    assert "player 2 (“Flo”) has no strength" in messages[2]


def test_board_numbers_run_on_and_a_used_one_is_an_error():
    reply = go_round(pairings="5, A, 1k, B, 1k\nC 1k - D 1k\n5, E, 1k, F, 1k")
    assert [b["board"] for b in reply["boards"]] == [5, 6]
    assert reply["errors"] == [{"line": 3, "text": "5, E, 1k, F, 1k", "message": "board 5 is already used on line 1"}]


def test_ratings_need_their_scale():
    line = "Ann 2000 - Bob 2300"
    error = go_round(pairings=line)["errors"][0]["message"]
    assert '"2000" is not a rank' in error and "“Strengths given as”" in error
    reply = go_round(pairings=line, scale="egf", system="traditional")
    assert reply["boards"][0]["stones"] == 3 and reply["boards"][0]["black"]["rank"] == "1k"
    assert reply["boards"][0]["white"]["given"] == "2300"


def test_limits_are_named():
    too_big = "A 1k - B 1k\n" * (MAX_BYTES // 12 + 1)
    assert go_round(pairings=too_big)["error"] == {
        "field": "pairings", "message": go_round(pairings=too_big)["error"]["message"]}
    assert "at most 2 MB" in go_round(pairings=too_big)["error"]["message"]
    many = "A 1k - B 1k\n" * (MAX_PAIRINGS + 1)
    error = go_round(pairings=many)["error"]
    assert error["field"] == "pairings" and "at most 2,000" in error["message"]
    assert len(go_round(pairings="A 1k - B 1k\n" * MAX_PAIRINGS)["boards"]) == MAX_PAIRINGS


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<Tournament><Players><Player name="&lol2;" firstName="" rank="1D"/></Players></Tournament>"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE Tournament SYSTEM "file:///etc/passwd"><Tournament/>"""


@pytest.mark.parametrize("text", [BILLION_LAUGHS, EXTERNAL, "<Tournament><!ENTITY x 'y'></Tournament>",
                                  "<!doctype html><html/>"])
def test_dtds_and_entities_are_refused_before_parsing(text):
    error = go_round(opengotha=text, round=1)["error"]
    assert error["field"] == "opengotha" and "DTD or entity" in error["message"]


def test_other_xml_and_broken_xml_are_refused():
    error = go_round(opengotha="<html><body/></html>", round=1)["error"]
    assert error["field"] == "opengotha" and "<html>" in error["message"] and "not an OpenGotha" in error["message"]
    error = go_round(opengotha="<Tournament><Players>", round=1)["error"]
    assert "line 1: it is not a whole OpenGotha file" in error["message"]
    assert "not an OpenGotha" in go_round(opengotha="<Tournament/>", round=1)["error"]["message"]


def test_without_a_round_the_files_last_round_with_games_is_computed():
    """An organiser opening the file wants the round about to be played: the fixture has 5 rounds,
    games in rounds 1 to 3, so round 3; the reply says which round and which rounds have games."""
    xml = fixture("round3.xml")
    for blank in ({}, {"round": ""}, {"round": None}, {"round": "  "}):
        reply = go_round(opengotha=xml, system="traditional", **blank)
        assert "error" not in reply, (blank, reply)
        assert (reply["round"], reply["rounds"]) == (3, [1, 2, 3])
        assert boards(reply) == boards(go_round(opengotha=xml, round=3, system="traditional"))
    assert reply["settings"]["round"] == 3 and reply["settings"]["rounds"] == 5  # as before: the file's count
    assert reply["words"]["round_used"] == "Round 3 of 5: the last round paired in the file."
    assert reply["words"]["round_field"] == "3 (latest)"
    assert reply["words"]["title"].startswith("Lyon Autumn Open 2026, round 3: ")
    earlier = go_round(opengotha=xml, round="1")
    assert (earlier["round"], earlier["rounds"]) == (1, [1, 2, 3]) and len(earlier["boards"]) == 40
    assert earlier["words"]["round_used"] == "Round 1 of 5; the last round paired in the file is round 3."
    assert earlier["words"]["round_field"] == "3 (latest)"
    # The latest is the last round with games, not the file's count nor the last listed.
    reordered = xml.replace('roundNumber="3"', 'roundNumber="9"')
    assert go_round(opengotha=reordered)["rounds"] == [1, 2, 9]
    assert go_round(opengotha=reordered)["round"] == 9


def test_the_heading_names_the_files_tournament():
    """A sheet on the wall says which tournament: the file's GeneralParameterSet name."""
    xml = fixture("round3.xml")
    reply = go_round(opengotha=xml, system="traditional")
    assert reply["tournament"] == "Lyon Autumn Open 2026"
    assert reply["words"]["title"] == \
        "Lyon Autumn Open 2026, round 3: 19×19, Japanese rules, Traditional 19×19 handicap (AGA, EGF tournaments)"
    assert go_round(opengotha=xml, lang="de")["words"]["title"].startswith("Lyon Autumn Open 2026, Runde 3: ")
    assert go_round(opengotha=xml, lang="ja")["words"]["title"].startswith("Lyon Autumn Open 2026 第3回戦：")
    # One line, at most 80 characters; a file without a name keeps the plain heading.
    messy = xml.replace('name="Lyon Autumn Open 2026"', 'name="  Lyon&#10;Autumn\tOpen  ' + "x" * 100 + '"')
    name = go_round(opengotha=messy)["tournament"]
    assert name.startswith("Lyon Autumn Open x") and name.endswith("…") and len(name) == 80
    plain = go_round(opengotha=xml.replace('name="Lyon Autumn Open 2026"', 'name=""'))
    assert plain["tournament"] is None and plain["words"]["title"].startswith("Round 3: ")
    assert go_round(pairings="Ann 5k - Bob 2d")["tournament"] is None


def test_pasted_pairings_have_no_file_round():
    reply = go_round(pairings="Ann 5k - Bob 2d")
    assert reply["round"] is None and reply["rounds"] is None
    assert reply["words"]["round_used"] == reply["words"]["round_field"] == ""


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_round_used_in_each_language(lang):
    reply = go_round(opengotha=fixture("round3.xml"), round=2, lang=lang)
    used, field = reply["words"]["round_used"], reply["words"]["round_field"]
    assert "2" in used and "3" in used and "5" in used and "3" in field
    english = go_round(opengotha=fixture("round3.xml"), round=2)["words"]
    assert used != english["round_used"] and field != english["round_field"]


def test_a_round_not_in_the_file_names_the_rounds_it_has():
    xml = fixture("round3.xml")
    assert go_round(opengotha=xml, round=4)["error"] == {
        "field": "round", "message": "round 4 has no games in this file (games in rounds 1, 2, 3)"}
    assert go_round(opengotha=xml, round=6)["error"] == {
        "field": "round", "message": "round 6 has no games in this file (games in rounds 1, 2, 3)"}
    for bad in ("abc", "0", "2.5", "-1", 40):
        error = go_round(opengotha=xml, round=bad)["error"]
        assert error["field"] == "round" and error["message"].endswith("use a round paired in this file: 1, 2, 3"), bad
    assert go_round(opengotha=xml, round=4, lang="de")["error"]["message"] == \
        "Runde 4 hat in dieser Datei keine Partien (Partien in den Runden 1, 2, 3)"
    assert len(go_round(opengotha=xml, round=1)["boards"]) == 40


def test_a_file_without_games_is_the_files_error():
    xml = re.sub(r"<Games>.*</Games>", "<Games></Games>", fixture("round3.xml"), flags=re.DOTALL)
    for given in ({}, {"round": 1}):
        assert go_round(opengotha=xml, **given)["error"] == {
            "field": "opengotha",
            "message": "has no games yet: pair a round in OpenGotha first, save the file and open it again"}


def test_a_game_with_an_unknown_player_is_a_line_error():
    lines = fixture("round3.xml").split("\n")
    at = next(i for i, line in enumerate(lines) if 'roundNumber="3" tableNumber="1" ' in line)
    lines[at] = re.sub(r'whitePlayer="[A-Z]+"', 'whitePlayer="NOBODY"', lines[at])
    xml = "\n".join(lines)
    reply = go_round(opengotha=xml, round=3)
    (error,) = reply["errors"]
    assert "NOBODY" in error["message"] and error["line"] == at + 1 and 'tableNumber="1"' in error["text"]
    assert len(reply["boards"]) == 39


MMS_FILE = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<Tournament fullVersionNumber="3.51.02" runningMode="SAL">
<Players>
<Player firstName="Ann" name="A" participating="11111" rank="3D" smmsCorrection="0"/>
<Player firstName="Bob" name="B" participating="11111" rank="5K" smmsCorrection="0"/>
<Player firstName="Cy" name="C" participating="01111" rank="25K" smmsCorrection="1"/>
<Player firstName="Di" name="D" participating="11111" rank="6D" smmsCorrection="0"/>
<Player firstName="Ed" name="E" participating="11111" rank="2K" smmsCorrection="0"/>
</Players>
<Games>
<Game blackPlayer="BBOB" handicap="0" result="RESULT_BLACKWINS" roundNumber="1" tableNumber="1" whitePlayer="AANN"/>
<Game blackPlayer="EED" handicap="0" result="RESULT_EQUAL" roundNumber="1" tableNumber="2" whitePlayer="DDI"/>
<Game blackPlayer="CCY" handicap="9" result="RESULT_UNKNOWN" roundNumber="2" tableNumber="1" whitePlayer="AANN"/>
<Game blackPlayer="BBOB" handicap="0" result="RESULT_UNKNOWN" roundNumber="2" tableNumber="2" whitePlayer="DDI"/>
</Games>
<ByePlayers><ByePlayer player="EED" roundNumber="2"/></ByePlayers>
<TournamentParameterSet>
<GeneralParameterSet genMMBar="4D" genMMFloor="20K" genMMS2ValueAbsent="1" genMMS2ValueBye="2" genMMZero="30K"
 genRoundDownNBWMMS="false" numberOfRounds="5" size="19"/>
<HandicapParameterSet hdBasedOnMMS="true" hdCeiling="9" hdCorrection="0" hdNoHdRankThreshold="9D"/>
</TournamentParameterSet>
</Tournament>
"""


def test_mcmahon_scores_from_an_opengotha_file():
    """Before round 2 (Tournament.fillBaseScoringInfoIfNecessary, Player.smms): Ann 3d lost: 32;
    Bob 5k won: 25 + 1 = 26; Cy 25k held at the 20k floor: 10, + 1 (correction), absent in round
    1: + ½ (genMMS2ValueAbsent 1, not rounded down): 11.5, halved as Java does: 11; Di 6d held at
    the 4d bar: 33, a draw: 33.5 → 33."""
    reply = go_round(opengotha=MMS_FILE, round=2, system="traditional", handicaps="system")
    assert reply["settings"]["handicap_basis"] == "mms" and reply["settings"]["no_handicap_above"] == "9d"
    ann_cy, di_bob = reply["boards"]
    assert (ann_cy["white"]["mms"], ann_cy["black"]["mms"]) == ("32", "11")
    assert (di_bob["white"]["mms"], di_bob["black"]["mms"]) == ("33", "26")
    assert (ann_cy["stones"], di_bob["stones"]) == (9, 7)
    # On the rank basis: 3d against 25k, 6d against 5k.
    ranks = go_round(opengotha=MMS_FILE, round=2, system="traditional", handicap_basis="rank", max_stones="",
                     handicaps="system")
    assert [b["rank_difference"] for b in ranks["boards"]] == [27, 10]


def test_mcmahon_basis_on_pasted_lines_needs_the_scores():
    reply = go_round(pairings="Ann;3d;32;Bob;5k;26\nCy 1k - Di 2k", handicap_basis="mms", system="traditional")
    assert reply["boards"][0]["rank_difference"] == 6
    assert "McMahon score" in reply["errors"][0]["message"] and reply["errors"][0]["line"] == 2


def run_cli(*args: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = cli.main(list(args))
    finally:
        sys.stdin = old
    return code, out.getvalue(), err.getvalue()


def test_cli_round_from_files_and_stdin():
    code, out, _ = run_cli("go-round", "--opengotha", str(FIXTURES / "round3.xml"), "--round", "3",
                           "--system", "traditional", "--json")
    assert code == 0 and len(json.loads(out)["boards"]) == 40
    code, out, err = run_cli("go-round", "--pairings", "-", "--system", "traditional",
                             stdin="Ann 5k - Bob 2d\nbad line\n")
    assert code == 0
    assert "Board 1: Ann (5k) takes Black with 6 stones against Bob (2d); komi 0.5." in out
    assert "line 2: found 1 field" in err and "bad line" not in out  # the unread lines on stderr
    code, out, err = run_cli("go-round", "--pairings", "-", stdin="bad line\n")
    assert code == 2 and "line 1:" in err
    code, _, err = run_cli("go-round", "--pairings", str(FIXTURES / "missing.txt"))
    assert code == 2 and err.startswith("handicap go-round: error: --pairings: ") and "missing.txt" in err
    code, _, err = run_cli("go-round", "--opengotha", str(FIXTURES / "round3.csv"), "--round", "1")
    assert code == 2 and err.startswith("handicap go-round: error: --opengotha: is not readable XML")


def test_cli_reads_a_file_in_windows_western_encoding(tmp_path):
    older = tmp_path / "pairings.txt"
    older.write_bytes("Müller 3k - Ørsted 5k\n".encode("cp1252"))
    code, out, _ = run_cli("go-round", "--pairings", str(older), "--system", "traditional")
    assert code == 0 and "Ørsted (5k) takes Black with 2 stones against Müller (3k)" in out


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_round_from_files_and_stdin
def test_cli_round_is_optional_with_a_file():
    code, out, _ = run_cli("go-round", "--opengotha", str(FIXTURES / "round3.xml"), "--system", "traditional")
    assert code == 0
    title, used = out.splitlines()[:2]
    assert title.startswith("Lyon Autumn Open 2026, round 3: ") and used == "Round 3 of 5: the last round paired in the file."
    assert out.count("Board ") == 40
    code, out, _ = run_cli("go-round", "--opengotha", str(FIXTURES / "round3.xml"), "--json")
    reply = json.loads(out)
    assert code == 0 and (reply["round"], reply["rounds"]) == (3, [1, 2, 3])
    code, _, err = run_cli("go-round", "--opengotha", str(FIXTURES / "round3.xml"), "--round", "5")
    assert code == 2 and err == "handicap go-round: error: --round: round 5 has no games in this file " \
        "(games in rounds 1, 2, 3)\n"


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_round_from_files_and_stdin
def test_cli_module_entry_point():
    done = subprocess.run([sys.executable, "-m", "handicap", "go-round", "--pairings", str(FIXTURES / "round3.csv"),
                           "--system", "traditional", "--no-handicap-above", "1d", "--handicap-correction", "1"],
                          cwd=ROOT / "py", capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.count("Board ") == 40
