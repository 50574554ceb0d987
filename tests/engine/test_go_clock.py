"""The ``go-clock`` command: each side's time system checked and said in words, who moves first
(White after a placed handicap, Black otherwise), and the game's SGF with the handicap setup and
``TM``/``OT`` as the main servers write them, read back by two SGF readers (sgfmill and the
``sgf`` package) and checked against the FF[4] property types."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import sgf
from sgfmill import sgf as sgfmill

from handicap.api import calculate
from tests.support.cli import IN_PROCESS, run_cli_here
from tests.support.languages import TRANSLATED

ROOT = Path(__file__).resolve().parents[2]
BYOYOMI = {"overtime": "byoyomi", "periods": 5, "period": 30}
CANADIAN = {"overtime": "canadian", "stones": 20, "period": "5:00"}


def go_clock(side1: dict, side2: dict | None = None, **game) -> dict:
    side2 = side1 if side2 is None else side2
    request = {"command": "go-clock", **{f"{k}1": v for k, v in side1.items()},
               **{f"{k}2": v for k, v in side2.items()}, **game}
    reply = calculate(request)
    assert "error" not in reply, reply
    return reply


def test_byoyomi_in_milliseconds_and_words():
    reply = go_clock({"base": "10", **BYOYOMI}, names=["Chen Jie", "Lars"], black=1)
    side = reply["sides"][0]
    assert (side["system"], side["base_ms"], side["periods"], side["period_ms"], side["stones"]) == \
        ("byoyomi", 600_000, 5, 30_000, 0)
    assert side["text"] == "10:00 + 5 × 30 s byo-yomi" and side["face"] == "5 × 30 s"
    assert side["label"] == "Chen Jie · Black" and reply["sides"][1]["label"] == "Lars · White"
    assert reply["summary"] == ("Chen Jie · Black: 10:00 + 5 × 30 s byo-yomi. Lars · White: 10:00 + 5 × 30 s "
                                "byo-yomi. Chen Jie's clock runs first.")


def test_canadian_fischer_and_absolute_in_words():
    reply = go_clock({"base": "10", **CANADIAN}, {"base": "1:30:00", "inc": 30, "cap": "2:00:00"})
    one, two = reply["sides"]
    assert (one["system"], one["stones"], one["period_ms"], one["text"], one["face"]) == \
        ("canadian", 20, 300_000, "10:00 + 20 stones in 5:00 (Canadian)", "20 / 5:00")
    assert (two["system"], two["increment_ms"], two["cap_ms"], two["text"], two["face"]) == \
        ("fischer", 30_000, 7_200_000, "1:30:00 + 30 s a move (Fischer), at most 2:00:00", "+30")
    absolute = go_clock({"base": "45"})["sides"][0]
    assert (absolute["system"], absolute["text"], absolute["face"]) == ("absolute", "45:00, no overtime", "")
    assert go_clock({"base": "5", "overtime": "canadian", "stones": 1, "period": 20})["sides"][0]["text"] == \
        "5:00 + 1 stone in 0:20 (Canadian)"


def test_byoyomi_without_main_time_is_a_clock():
    side = go_clock({"base": "0", **BYOYOMI})["sides"][0]
    assert (side["base_ms"], side["text"]) == (0, "0:00 + 5 × 30 s byo-yomi")


@pytest.mark.parametrize(("black", "handicap", "first"), [
    (1, 0, 1), (2, 0, 2),          # even game: Black first
    (1, 1, 1), (2, 1, 2),          # one stone places nothing: Black first
    (1, 2, 2), (2, 2, 1), (1, 9, 2),  # a placed handicap: White first
    (None, 0, None),               # nigiri: nobody knows yet
])
def test_first_mover_from_the_game(black, handicap, first):
    game = {"handicap": handicap} | ({"black": black} if black else {})
    assert go_clock({"base": "10", **BYOYOMI}, **game)["first"] == first


def test_first_given_wins_and_nigiri_is_said():
    assert go_clock({"base": "10"}, black=1, handicap=3, first=1)["first"] == 1
    reply = go_clock({"base": "10"}, names=["Ann", "Bob"])
    assert reply["first"] is None and reply["black"] is None
    assert [s["colour"] for s in reply["sides"]] == [None, None]
    assert reply["summary"].endswith("Nigiri decides the colours; then White taps their half to start Black's clock.")


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "10:00＋秒読み30秒×5回"), ("ko", "10:00 + 30초 초읽기 5회"), ("zh", "10:00，5次30秒读秒"),
    ("fr", "10:00 + byo-yomi 5 × 30 s"), ("de", "10:00 + Byo-Yomi 5 × 30 s"),
])
def test_words_in_the_requests_language(lang, text):
    reply = go_clock({"base": "10", **BYOYOMI}, black=2, lang=lang)
    assert reply["sides"][0]["text"] == text


@pytest.mark.parametrize(("change", "field", "words"), [
    ({"base1": "0", "overtime1": None}, "base1", ["no time at all"]),
    ({"base1": "0:00", "overtime1": "none"}, "base1", ["no time at all"]),
    ({"periods1": 0}, "periods1", ["0 periods", "1 to 100"]),
    ({"periods1": 101}, "periods1", ["101", "1 to 100"]),
    ({"period1": 0.5}, "period1", ["0.5", "shorter than one second"]),
    ({"period2": "0:00"}, "period2", ["shorter than one second"]),
    ({"base1": 10_001}, "base1", ["10001", "10000 minutes"]),
    ({"base2": "166:41:00"}, "base2", ["out of range", "10000 minutes"]),
    ({"period1": "10000:01"}, "period1", ["out of range"]),
    ({"stones2": 0}, "stones2", ["0 stones", "no Canadian block"]),
    ({"stones2": None}, "stones2", ["is missing", "Canadian overtime", "1 to 1000"]),
    ({"period2": None}, "period2", ["is missing", "a block's seconds"]),
    ({"period2": "soon"}, "period2", ['"soon"', "not a time"]),
    ({"inc2": 10}, "inc2", ["increment", "Canadian overtime", "not both"]),
    ({"overtime1": "none", "cap1": "20"}, "cap1", ["no increment"]),
    ({"overtime1": "none", "inc1": 10, "cap1": "9:59"}, "cap1", ["less than", "10:00"]),
    ({"black": 0}, "black", ["0"]),
    ({"handicap": 10}, "handicap", ["10"]),
])
def test_bad_settings_name_the_field(change, field, words):
    request = {"command": "go-clock", "base1": "10", "overtime1": "byoyomi", "periods1": 5, "period1": 30,
               "base2": "10", "overtime2": "canadian", "stones2": 20, "period2": "5:00", **change}
    reply = calculate({k: v for k, v in request.items() if v is not None})
    assert set(reply) == {"error"} and reply["error"]["field"] == field, reply
    for word in words:
        assert word in reply["error"]["message"], (word, reply["error"]["message"])


def test_errors_in_every_language_name_the_field():
    for lang in TRANSLATED:
        reply = calculate({"command": "go-clock", "base1": "5", "base2": "5", "overtime2": "canadian",
                           "stones2": "0", "period2": 60, "lang": lang})
        assert reply["error"]["field"] == "stones2" and "1" in reply["error"]["message"]


# --- the SGF ---------------------------------------------------------------------------------

# FF[4]'s value types of the properties a setup record may hold (the specification's property
# list): each value must match its type's grammar.
NUMBER = r"[+-]?[0-9]+"
REAL = r"[+-]?[0-9]+(\.[0-9]+)?"
SIMPLE_TEXT = r"([^\\\]]|\\.)*"
POINT = r"[a-zA-Z]{2}"
FF4_TYPES = {"GM": NUMBER, "FF": NUMBER, "CA": SIMPLE_TEXT, "SZ": NUMBER, "HA": NUMBER, "KM": REAL,
             "RU": SIMPLE_TEXT, "PB": SIMPLE_TEXT, "PW": SIMPLE_TEXT, "TM": REAL, "OT": SIMPLE_TEXT,
             "GC": SIMPLE_TEXT, "AB": POINT, "PL": "[BW]"}
PROPERTY = re.compile(r"([A-Z]{1,2})((?:\[(?:[^\\\]]|\\.)*\])+)", re.DOTALL)


def strict_ff4_properties(record: str) -> dict[str, list[str]]:
    """One game tree of one root node, each property known to FF[4] once, each value of its type."""
    assert record.startswith("(;") and record.endswith(")"), record
    body, found = record[2:-1], {}
    position = 0
    for match in PROPERTY.finditer(body):
        assert match.start() == position, f"not a property at {body[position:]!r}"
        position = match.end()
        name, values = match[1], re.findall(r"\[((?:[^\\\]]|\\.)*)\]", match[2], re.DOTALL)
        assert name in FF4_TYPES and name not in found, name
        for value in values:
            assert re.fullmatch(FF4_TYPES[name], value, re.DOTALL), (name, value)
        found[name] = values
    assert position == len(body), body[position:]
    return found


def test_sgf_of_a_handicap_game_with_byoyomi():
    reply = go_clock({"base": "10", **BYOYOMI}, black=2, handicap=3, komi=0.5, rules="japanese",
                     names=["Lars ]A\\", "Chen Jie"])
    record = reply["sgf"]
    assert record == ("(;GM[1]FF[4]CA[UTF-8]SZ[19]HA[3]KM[0.5]RU[Japanese]PB[Chen Jie]PW[Lars \\]A\\\\]"
                      "TM[600]OT[5x30 byo-yomi]AB[pd][dp][pp]PL[W])")
    properties = strict_ff4_properties(record)
    assert (properties["TM"], properties["OT"]) == (["600"], ["5x30 byo-yomi"])

    game = sgfmill.Sgf_game.from_string(record)
    root = game.get_root()
    assert game.get_size() == 19 and game.get_handicap() == 3 and game.get_komi() == 0.5
    assert root.get("TM") == 600 and root.get("OT") == "5x30 byo-yomi"
    assert game.get_player_name("b") == "Chen Jie" and game.get_player_name("w") == "Lars ]A\\"
    black, white, _ = root.get_setup_stones()
    assert (len(black), white) == (3, set()) and root.get("PL") == "w"

    tree = sgf.parse(record)
    node = tree.children[0].nodes[0].properties
    assert node["TM"] == ["600"] and node["OT"] == ["5x30 byo-yomi"] and node["AB"] == ["pd", "dp", "pp"]


def test_sgf_canadian_and_fischer_overtime_as_the_servers_write_it():
    canadian = go_clock({"base": "10", **CANADIAN}, black=1)["sgf"]
    assert strict_ff4_properties(canadian)["OT"] == ["20/300 Canadian"]
    assert sgfmill.Sgf_game.from_string(canadian).get_root().get("OT") == "20/300 Canadian"
    fischer = go_clock({"base": "5", "inc": 10}, black=1)["sgf"]
    assert strict_ff4_properties(fischer)["OT"] == ["10 fischer"]
    absolute = strict_ff4_properties(go_clock({"base": "90"}, black=1, board=9, komi=7)["sgf"])
    assert absolute["TM"] == ["5400"] and "OT" not in absolute and absolute["SZ"] == ["9"]


def test_sgf_with_two_different_clocks_keeps_both_in_the_game_comment():
    reply = go_clock({"base": "20", **BYOYOMI}, {"base": "10", **BYOYOMI}, black=1, names=["Ann", "Bob"])
    properties = strict_ff4_properties(reply["sgf"])
    assert "TM" not in properties and "OT" not in properties
    assert properties["GC"] == ["Ann · Black: 20:00 + 5 × 30 s byo-yomi. Bob · White: 10:00 + 5 × 30 s byo-yomi."]
    assert [w["code"] for w in reply["warnings"]] == ["sgf_time_sides"]
    assert sgfmill.Sgf_game.from_string(reply["sgf"]).get_root().get("GC").startswith("Ann · Black")


def go_clock_cli(*args: str) -> subprocess.CompletedProcess[str]:
    if IN_PROCESS:  # the light lane: the same command's answer from this process
        return run_cli_here("go-clock", *args)
    return subprocess.run([sys.executable, "-m", "handicap", "go-clock", *args], cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT / "py")}, capture_output=True, text=True, check=False)


def test_command_line_go_clock():
    run = go_clock_cli("--base1", "10", "--overtime1", "byoyomi", "--periods1", "5", "--period1", "30", "--base2", "10",
                       "--overtime2", "byoyomi", "--periods2", "5", "--period2", "30", "--black", "1", "--handicap",
                       "2", "--names", "Ann", "Bob")
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0].endswith("Bob's clock runs first.")
    assert "TM[600]OT[5x30 byo-yomi]" in run.stdout
    bad = go_clock_cli("--base1", "5", "--base2", "5", "--overtime2", "canadian", "--stones2", "0", "--period2", "300")
    assert bad.returncode == 2 and bad.stderr.startswith("handicap go-clock: error: --stones2: ")
    assert "Traceback" not in bad.stderr
