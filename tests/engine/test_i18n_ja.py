"""Japanese: a Go player reading a reply with ``lang`` "ja" (or ``--lang ja``) sees
Japanese steps, warnings, advice and errors in Go's own words (置き石, コミ, 互先, ニギリ, 黒番, 定先,
ジゴ, 段級差, 5級/2段, komi as "6目半"), and no English sentence anywhere in the reply's words — a
sweep over every command that fails when a word was left out of the catalogue."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from handicap import i18n
from handicap.api import HANDLERS, calculate
from handicap.chess.request import METHODS, OPPONENTS
from handicap.go.files import FORMATS
from handicap.go.options import DIFFERENCE_MODES, KOMI_MODES
from handicap.go.rules import RULESETS
from handicap.go.systems import SYSTEMS
from handicap.study.picker import picker_extensions
from tests.support.cli import IN_PROCESS, run_cli_here

ROOT = Path(__file__).resolve().parents[2]
ROUND = (ROOT / "tests" / "fixtures" / "round" / "round3.csv").read_text(encoding="utf-8")
ROUND_XML = (ROOT / "tests" / "fixtures" / "round" / "round3.xml").read_text(encoding="utf-8")
STUDY_FILE = {"name": "juvisy.h9", "text": (ROOT / "tests" / "fixtures" / "study" / "opengotha-juvisy-2019.h9")
              .read_text(encoding="latin-1")}


def test_every_english_id_has_a_japanese_translation() -> None:
    assert i18n.untranslated("ja") == []


def ja(request: dict[str, Any]) -> dict[str, Any]:
    return calculate({**request, "lang": "ja"})


# --- What a Japanese player reads -------------------------------------------------------------

def test_a_handicap_game_in_japanese() -> None:
    reply = ja({"command": "go", "system": "ogs", "board": 13, "rules": "japanese", "ranks": ["5級", "2段"]})
    assert (reply["stones"], reply["komi"], reply["black"]) == (3, 6.5, 1)  # the numbers do not change
    assert reply["summary"] == "13×13、日本ルール、段級差6：対局者1（5級）が黒番で3子の置き石。コミ6目半。"
    assert reply["komi_text"] == "6.5" and reply["tie_text"] == "ジゴなし（半目のコミ）"
    labels = [step["label"] for step in reply["steps"]]
    assert labels == ["段級位", "段級差", "置き石", "コミ"]
    assert reply["steps"][2]["formula"] == "切り捨て(段級差 ÷ 3) + 1"
    assert reply["board_caption"].startswith("3子の置き石を定位置（")


def test_an_even_game_is_nigiri_with_its_advice() -> None:
    reply = ja({"command": "go", "rank_diff": 0, "rules": "chinese"})
    assert reply["black_text"] == "ニギリ（互先）"
    assert "互先、手番はニギリで決めます。コミ7目半" in reply["summary"]
    assert reply["advice"][0]["message"].startswith("互先です。ニギリで手番を決めてください。")


def test_one_stone_is_josen_and_ties_are_jigo() -> None:
    reply = ja({"command": "go", "system": "ogs", "rank_diff": 1, "rules": "nz"})
    assert "定先（石は置かず、黒が先に打つだけ）" in reply["summary"]
    assert reply["tie_text"] == "ジゴは引き分け" and "ジゴは引き分け。" in reply["summary"]


def test_warnings_in_japanese() -> None:
    beyond = ja({"command": "go", "board": 9, "rules": "japanese", "rank_diff": 80})
    assert "beyond_maximum" in [w["code"] for w in beyond["warnings"]]
    message = next(w["message"] for w in beyond["warnings"] if w["code"] == "beyond_maximum")
    assert message.startswith("14子は9×9の上限9子を超えています。")
    ignored = ja({"command": "go", "system": "ogs", "rules": "japanese", "counting": "area", "rank_diff": 2})
    assert ignored["warnings"][0]["message"] == ("OGSの自動ハンデはコミをルールから決めます。"
                                                 "日本ルールの数え方は地なので、「石と地（中国式）」は使いません。")


def test_errors_in_japanese() -> None:
    assert ja({"command": "go", "ranks": ["5k", "50k"]})["error"] == {
        "field": "ranks", "player": 2,
        "message": "\"50k\"は範囲外です。指定できるのは30級〜1級、1段〜9段、またはプロ1段〜プロ9段の段級位（例：「5級」「2段」）です"}
    assert ja({"command": "go", "rank_diff": 2, "board": 27})["error"]["message"] == (
        "27は使えません。5〜25路の碁盤を指定してください")
    assert ja({"command": "go"})["error"]["message"] == (
        "入力がありません。次のいずれかを指定してください：rank_diff, ranks, ratings, log_ratings, teams")


def test_komi_the_go_way() -> None:
    reply = ja({"command": "go", "system": "ogs-proposal", "board": 13, "rules": "japanese", "rank_diff": 3})
    assert reply["komi"] == -5.5 and "逆コミ5目半" in reply["summary"]
    game = ja({"command": "game", "stones": 2, "komi": 0.5, "board": 13})
    assert "コミ半目" in game["summary"]


def test_ranks_as_japanese_players_write_them_are_read() -> None:
    english = calculate({"command": "go", "ranks": ["5k", "9p"]})
    assert ja({"command": "go", "ranks": "5級 プロ9段"})["stones"] == english["stones"]


def test_the_command_line_in_japanese() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        if IN_PROCESS:  # the light lane: the same command's answer from this process
            return run_cli_here(*args, "--lang", "ja")
        return subprocess.run([sys.executable, "-m", "handicap", *args, "--lang", "ja"], capture_output=True,
                              text=True, env=env, check=False)

    done = cli("go", "--rank-diff", "0")
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == "19×19、地で計算、段級差0：互先、手番はニギリで決めます。コミ6目半。"
    assert done.stderr.splitlines()[0].startswith("助言：互先です。")  # advice on stderr
    bad = cli("go", "--rank-diff", "x")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.strip() == ("handicap go：エラー：--rank-diff：\"x\"は段級差ではありません。"
                                  "指定できるのは0〜100の段級差です")


# --- No English left: every command's words ---------------------------------------------------

# Reply keys whose values are codes, keys, numbers as data or file contents, not words.
MACHINE_KEYS = {"command", "system", "rules", "counting", "key", "code", "strength_input", "sgf", "source",
                "komi_mode", "tie_rule", "group", "exact", "csv_filename", "value", "method", "against", "winner",
                "result", "delay_type", "pgn", "time_controls", "clock_link", "level", "rank_label", "given",
                "default_rules", "stone_points", "star_points", "base", "text_of", "members", "name",
                "difference_mode", "handicap_basis", "rating_system", "scale", "field", "player", "headline",
                "overtime", "table_columns", "fields", "paper_columns",
                "printed", "handicaps", "file_settings",  # recorded/system; the request fields a file filled
                "source_text",  # a source's title, as published
                "study_file_extensions",  # the study picker's file names
                "aga_missing", "ogs_missing", "closest_to_even"}  # Black's chance: why a model says nothing; systems
# Words that are names, units or notation in Japanese text too.
ALLOWED = {"OGS", "AGA", "EGF", "ECF", "GoR", "Jewdan", "Goldis", "SKT", "Glicko", "Elo", "Papi", "web", "PGN", "SGF",
           # the tournament formats' names, from their registry
           *(word for f in FORMATS for word in re.findall(r"[A-Za-z]{2,}", f.name)),
           "JSON", "XML", "DTD", "DOCTYPE", "ENTITY", "Tournament", "Players", "max", "aml", "step", "exp",
           "handicap", "win", "loss", "draw", "ogs", "egf", "aga", "goldis", "jewdan", "proposal", "custom",
           "mms", "opengotha", "pairings", "rank_diff", "ranks", "ratings", "log_ratings", "teams",
           "difference_mode", "komi_mode", "custom_stones", "custom_difference", "rating_system",
           "handicap_basis", "Alice", "Bob", "Ann", "Carl", "Dora", "Emil", "Ida", "Joe", "Kim", "Lee", "Max",
           "Tom", "csv", "xml", "MiniBrowser", "TournamentData", "Playerlist", "tour", "file",
           "Unicode", "UTF", "BayRate", "goratings",
           # the names of the systems' sources
           "PlayStrategy", "Dragon", "Server", "Tim", "Hunt", "Herman", "Hiddema", "Mini", "Online", "BGA",
           "Sensei", "Library", "DGS", "KataGo", "Life"}
ASCII_WORD = re.compile(r"[A-Za-z][A-Za-z_]{2,}")
# The values a request takes, named in errors as what to type ("japanese, korean, …").
CODES = {word for code in [*HANDLERS, *RULESETS, *(s.key for s in SYSTEMS), *METHODS, *DIFFERENCE_MODES, *KOMI_MODES,
                           *OPPONENTS, "territory", "area", "simple", "bronstein", "person", "computer"]
         for word in ASCII_WORD.findall(code)}


def words_in(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """(key, text) for every text of a reply that people read."""
    if key in MACHINE_KEYS:
        return
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from words_in(v, str(k))
    elif isinstance(value, list):
        for item in value:
            yield from words_in(item, key)


REQUESTS: list[dict[str, Any]] = [
    {"command": "go", "system": "jewdan", "board": 11, "counting": "area", "ranks": ["5k", "2d"]},
    {"command": "go", "system": "goldis", "log_ratings": [2673, 2235], "rules": "japanese"},
    {"command": "go", "system": "ogs", "ratings": [1500, 1200], "deviations": [150, 60], "difference_mode": "auto-1",
     "komi_mode": "custom", "komi": -3.5, "max_stones": 1, "rules": "aga", "no_handicap_above": "1d"},
    {"command": "go", "ratings": [2100, 1800], "rating_system": "egf", "difference_mode": "custom",
     "custom_stones": 2},
    {"command": "go", "teams": [["5k", "1d"], ["3k", 1500]], "rules": "ing"},
    {"command": "go", "system": "ogs-proposal", "board": 9, "rank_diff": 7, "rules": "korean"},
    {"command": "go", "system": "old-japanese", "board": 9, "rank_diff": 5, "komi_mode": "none"},
    {"command": "go", "system": "ogs-legacy", "board": 13, "rank_diff": 3, "rules": "korean"},
    {"command": "go", "system": "traditional", "rank_diff": 12},
    {"command": "go", "system": "opengotha", "board": 13, "rank_diff": 4, "handicap_correction": 1},
    {"command": "go", "system": "pairgoth", "rank_diff": 11, "max_stones": 5},
    {"command": "go", "system": "custom", "rank_diff": 5, "club_ranks_per_stone": 2, "club_komi_per_rank": 3,
     "club_first_stone": "free", "club_max_stones": 1},
    {"command": "go", "system": "custom", "rank_diff": 0, "club_ranks_per_stone": 0, "club_komi_per_rank": 7},
    {"command": "go", "system": "ogs", "rank_diff": 1, "rules": "nz", "names": ["Ann", "Bob"]},
    {"command": "go", "ranks": ["1d", "1d"], "difference_mode": "auto+1", "rules": "chinese"},
    {"command": "go-table", "system": "ogs", "board": 13, "rules": "chinese"},
    {"command": "go-compare", "ranks": ["9k", "1d"], "board": 13},
    {"command": "go-systems"},
    {"command": "goldis-table"},
    {"command": "game", "stones": 3, "komi": 0.5, "board": 13, "rules": "chinese", "black_rating": 1400,
     "white_rating": 1500, "winner": "white"},
    {"command": "game", "stones": 0, "komi": 9.5, "board": 19, "system": "jewdan", "black_rating": 1400,
     "white_rating": 1500, "winner": "draw"},
    {"command": "rate", "rating": 1500, "deviation": 200, "results": ["win:1400:30", "loss:1550:100", "draw:1500:50"]},
    {"command": "rate", "rating": 1500, "deviation": 200},
    {"command": "chess", "elo": [1800, 2000], "clock": "15+10", "total": 30},
    {"command": "chess", "method": "score", "score": 0.3, "against": "computer", "move_time": 30},
    {"command": "chess", "method": "calibrate", "s1": 0.3, "s2": 0.45, "ratio": 1.5, "total": 10},
    {"command": "chess", "method": "record", "record": [3, 4, 5], "clock": "5+0", "moves": 400},
    {"command": "chess", "method": "record", "record": [1, 0, 1]},
    {"command": "chess", "method": "bands", "elo": [1500, 1900], "clock": "5+2", "min_time": "4:30"},
    {"command": "chess", "method": "split", "elo": [1500, 1600], "clock": "5+2"},
    {"command": "chess", "method": "increment", "elo": [1500, 1700], "clock": "5+10"},
    {"command": "chess", "method": "crowthorne", "elo": [150, 180], "clock": "7.5+0"},
    {"command": "chess", "method": "springeren", "elo": [1500, 1750], "clock": "15+5"},
    {"command": "chess", "elo": [1800, 1800]},
    {"command": "chess-form"},
    {"command": "chess-clock", "base1": "5:00", "base2": "3:00", "inc2": 2, "delay1": 3, "delay_type1": "bronstein",
     "white": 2},
    {"command": "go-clock", "base1": "10", "overtime1": "byoyomi", "periods1": 5, "period1": 30, "base2": "10",
     "overtime2": "canadian", "stones2": 20, "period2": 300, "black": 2, "handicap": 3, "komi": 0.5,
     "rules": "japanese"},
    {"command": "go-clock", "base1": "10", "inc1": 30, "cap1": "20", "base2": "10", "inc2": 30},
    {"command": "go-clock", "base1": "10", "base2": "5", "overtime2": "canadian", "stones2": 1, "period2": 30},
    {"command": "go-round", "pairings": ROUND},
    {"command": "go-round", "opengotha": ROUND_XML}, {"command": "go-round", "opengotha": ROUND_XML, "round": 1},
    {"command": "go-round", "pairings": "1, Ann, 3d, Bob, 5k\n2, Carl, 3d\nDora 2k - Emil 2k"},
    {"command": "go", "system": "traditional", "rules": "french", "ranks": ["5k", "2d"]},
    {"command": "study", "files": [STUDY_FILE]}, {"command": "study", "files": [STUDY_FILE], "model": "ogs"},
    {"command": "study-read", "files": [STUDY_FILE, {"name": "broken.sgf", "text": "(;SZ[19"}]},
]
# Every registered system is swept, on the 9×9 board where it has one, without being listed by hand.
_LISTED = {r.get("system") for r in REQUESTS if r["command"] == "go"}
REQUESTS += [{"command": "go", "system": s.key, "board": 9 if 9 in s.boards else s.default_board, "rank_diff": 7}
             for s in SYSTEMS if s.key not in _LISTED]
ERRORS: list[dict[str, Any]] = [
    {"command": "go", "rank_diff": -1}, {"command": "go", "rank_diff": "nan"}, {"command": "go", "rank_diff": ""},
    {"command": "go", "ranks": "5k"}, {"command": "go", "ratings": [0, 1], "rating_system": "aga"},
    {"command": "go", "log_ratings": [5000, 2]}, {"command": "go", "teams": [["5k"]]},
    {"command": "go", "ratings": [1, 2], "deviations": [1, 2], "rating_system": "egf"},
    {"command": "go", "rank_diff": 2, "ranks": ["1k", "1d"]}, {"command": "go", "names": ["a" * 50, None],
                                                                 "rank_diff": 1},
    {"command": "go", "rank_diff": 1, "custom_stones": 2}, {"command": "go", "rank_diff": 1, "komi": 3},
    {"command": "go", "rank_diff": 1, "komi_mode": "custom", "komi": 0.3},
    {"command": "go", "rank_diff": 1, "no_handicap_above": "1d"},
    {"command": "go", "rank_diff": 1, "difference_mode": "custom", "custom_stones": 1},
    {"command": "go", "system": "goldis", "ranks": ["30k", "1d"]},
    {"command": "go", "rank_diff": 1, "system": "ogs", "board": 11}, {"command": "go", "rank_diff": 1, "board": 99},
    {"command": "go", "rank_diff": 1, "max_stones": 12}, {"command": "nonsense"}, {"command": "go", "rules": 5},
    {"command": "game", "stones": 3, "komi": 999}, {"command": "game", "stones": 3, "komi": 1, "black_rating": 1500},
    {"command": "rate", "rating": 1500, "deviation": 200, "results": ["won:1400:30"]},
    {"command": "rate", "rating": 1500, "deviation": 200, "results": ["win:1400:x"]},
    {"command": "rate", "rating": 1500, "deviation": 200, "results": "x y z"},
    {"command": "chess", "elo": [1800]}, {"command": "chess", "method": "score", "score": 1},
    {"command": "chess", "method": "record", "record": [3, 0, 0]}, {"command": "chess", "method": "record",
                                                                     "record": [0, 0, 0]},
    {"command": "chess", "method": "calibrate", "s1": 0.4, "s2": 0.3, "ratio": 2},
    {"command": "chess", "method": "calibrate", "s1": 0.4, "s2": 0.5, "ratio": 1},
    {"command": "chess", "elo": [0, 4000], "K": 10}, {"command": "chess", "elo": [1, 2], "K": 0},
    {"command": "chess", "elo": [1, 2], "clock": "x"}, {"command": "chess", "elo": [1, 2], "total": -3},
    {"command": "chess", "method": "bands", "elo": [1, 2]},
    {"command": "chess", "method": "bands", "elo": [1, 2], "clock": "5+2", "min_time": "9:00"},
    {"command": "chess", "method": "bands", "elo": [1, 2], "clock": "5+2", "per_band": 1.5},
    {"command": "chess", "method": "increment", "elo": [1000, 2000], "clock": "5+0"},
    {"command": "chess", "method": "crowthorne", "elo": [1000, 3000], "clock": "0.01+0"},
    {"command": "chess-clock", "base1": "", "base2": "3:00"}, {"command": "chess-clock", "base1": "0:00",
                                                               "base2": "3:00"},
    {"command": "chess-clock", "base1": "5:00", "base2": "3:00", "inc1": 1.5},
    {"command": "chess-clock", "base1": "5:00", "base2": "x"},
    {"command": "go-clock", "base1": "0", "base2": "5"},
    {"command": "go-clock", "base1": "5", "base2": "5", "overtime2": "byoyomi", "period2": 30},
    {"command": "go-clock", "base1": "5", "base2": "5", "overtime2": "byoyomi", "periods2": 0, "period2": 30},
    {"command": "go-clock", "base1": "5", "base2": "5", "overtime2": "byoyomi", "periods2": 5, "period2": 0.5},
    {"command": "go-clock", "base1": "5", "base2": "5", "overtime2": "canadian", "stones2": 0, "period2": 30},
    {"command": "go-clock", "base1": "5", "base2": "5", "overtime2": "canadian", "stones2": 5, "period2": "x"},
    {"command": "go-clock", "base1": "10001", "base2": "5"},
    {"command": "go-clock", "base1": "5", "base2": "5", "inc2": 5, "overtime2": "byoyomi", "periods2": 5,
     "period2": 30},
    {"command": "go-clock", "base1": "5", "base2": "5", "cap2": "9"},
    {"command": "go-clock", "base1": "5", "base2": "5", "inc2": 5, "cap2": "4"},
    {"command": "go-clock", "base1": "5", "base2": "5", "komi": 0.2},
    {"command": "go-round"}, {"command": "go-round", "pairings": "x" * 10, "opengotha": "<x/>"},
    {"command": "go-round", "opengotha": "<Tournament/>", "round": 1},
    {"command": "go-round", "opengotha": "<!DOCTYPE x><Tournament/>", "round": 1},
    {"command": "go-round", "opengotha": ROUND_XML, "round": 4}, {"command": "go-round", "opengotha": ROUND_XML,
                                                                  "round": "x"},
    {"command": "go-round", "opengotha": "<Tournament><Players/><Games/></Tournament>"},
]


# A file's name ("table.csv") or a kind of file alone (".tar.gz", ".h10"): data, not words
_FILE_KINDS = "|".join(e.lstrip(".") for e in picker_extensions())
FILE_NAME = re.compile(rf"[\w-]*(?:\.(?:{_FILE_KINDS}))+\b")


def given_words(value: Any) -> set[str]:
    """The ASCII words of a request's own values (names, pasted pairings, a value quoted back)."""
    if isinstance(value, str):
        return set(ASCII_WORD.findall(value))
    if isinstance(value, dict):
        return set().union(*(given_words(v) for v in value.values()), set())
    if isinstance(value, list):
        return set().union(*(given_words(v) for v in value), set())
    return set()


def english_left(reply: dict[str, Any], request: dict[str, Any] | None = None) -> list[tuple[str, str, str]]:
    """(key, word, text) for each ASCII word a Japanese reader would meet as English (file names
    and the request's own words do not count)."""
    found = []
    own = given_words(request or {})
    for key, text in words_in(reply):
        for word in ASCII_WORD.findall(FILE_NAME.sub("", text)):
            if word not in ALLOWED | CODES and word.lower() not in ALLOWED and word not in own:
                found.append((key, word, text))
    return found


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: str(r["command"]))
def test_no_english_left_in_a_result(request_: dict[str, Any]) -> None:
    reply = ja(request_)
    assert "error" not in reply, reply
    if request_["command"] == "study-read":  # its games are SGF root properties (RU[Japanese]): data, not words
        assert reply["games"]
        reply = {key: value for key, value in reply.items() if key != "games"}
    assert english_left(reply, request_) == []


@pytest.mark.parametrize("request_", ERRORS, ids=lambda r: str(r.get("command")))
def test_no_english_left_in_an_error(request_: dict[str, Any]) -> None:
    reply = ja(request_)
    assert "error" in reply, reply
    assert english_left(reply, request_) == []
    assert re.search(r"[ぁ-んァ-ヶ一-龯]", reply["error"]["message"]), reply  # Japanese, not only a value


def test_the_sweep_covers_every_command_system_and_ruleset() -> None:
    """So that a command added later without Japanese words is caught: each is in the sweep."""
    assert {r["command"] for r in REQUESTS} >= set(HANDLERS)
    assert {r.get("system", "jewdan") for r in REQUESTS if r["command"] == "go"} >= {s.key for s in SYSTEMS}
    assert {r.get("rules") for r in REQUESTS} >= set(RULESETS)


def test_the_sweep_finds_english() -> None:
    """The check itself: an English reply fails it."""
    english = calculate(REQUESTS[0])
    assert english_left(english)
