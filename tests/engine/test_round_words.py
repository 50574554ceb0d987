"""A round's sentences in the language's own rank and komi words, as a single game's (ja "6級",
"逆コミ5目半"; zh "6级", "反贴目5.5目"; ko "6급", "역덤 5.5집": a negative komi said as reverse komi),
on the command line and in the reply;
and pairing lines that write ranks that way are read."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from handicap.api import calculate
from handicap.i18n import using
from handicap.ranks import display
from tests.support.cli import IN_PROCESS, run_cli_here

ROOT = Path(__file__).resolve().parents[2]
# How a single game's summary words the komi, per language: the komi phrase is the text matched.
_NUMBER = r"−?\d+(?:[.,]\d)?"
KOMI_PHRASE = {"ja": r"(?:逆)?コミ[^。（]+", "zh": rf"(?:反贴目|贴目){_NUMBER}目", "ko": rf"(?:역덤|덤) {_NUMBER}집",
               "en": rf"(?:reverse )?komi {_NUMBER}", "fr": rf"komi (?:inversé )?{_NUMBER}",
               "de": rf"(?:umgekehrtes )?Komi {_NUMBER}"}
PAIRS = [("1d", "6k"), ("3d", "5k"), ("2k", "2k"), ("1k", "1d")]  # reverse komi, half-point, even, one stone


def single(lang: str, a: str, b: str) -> dict:
    reply = calculate({"command": "go", "ranks": [a, b], "lang": lang})
    assert "error" not in reply, reply
    return reply


def cli(*args: str, stdin: str) -> str:
    if IN_PROCESS:  # the light lane: the same command's answer from this process
        here = run_cli_here(*args, stdin=stdin)
        assert here.returncode == 0, here.stderr
        return here.stdout
    done = subprocess.run([sys.executable, "-m", "handicap", *args], input=stdin, capture_output=True, text=True,
                          encoding="utf-8", cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py"), "PYTHONIOENCODING": "utf-8"},
                          check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("lang", KOMI_PHRASE)  # each language whose komi phrase this test knows
def test_each_boards_sentence_words_ranks_and_komi_as_a_single_game(lang):
    text = "\n".join(f"P{i}a {a} - P{i}b {b}" for i, (a, b) in enumerate(PAIRS, start=1))
    reply = calculate({"command": "go-round", "pairings": text, "lang": lang})
    assert reply["errors"] == []
    for (a, b), board in zip(PAIRS, reply["boards"], strict=True):
        game = single(lang, a, b)
        komi = re.search(KOMI_PHRASE[lang], game["summary"])
        assert komi, game["summary"]
        assert komi.group(0) in board["summary"], (board["summary"], komi.group(0))
        with using(lang):
            for side in ("black", "white"):
                assert f"{display(board[side]['rank'])}" in board["summary"]
        # The row's own values stay as given and as numbers (the table, the CSV, a paste back).
        assert board["black"]["rank"] in {a, b} and isinstance(board["komi"], (int, float))
    if lang in ("ja", "zh", "ko"):
        words = " ".join(board["summary"] for board in reply["boards"])
        assert not re.search(r"\d[kd]\b|-\d", words), words
    if lang == "ja":
        assert "逆コミ5目半" in reply["boards"][0]["summary"] and "（6級）" in reply["boards"][0]["summary"]


@pytest.mark.parametrize(("lang", "komi", "ranks"), [("ja", "逆コミ5目半", ("6級", "1段")),
                                                     ("zh", "反贴目5.5目", ("6级", "1段")),
                                                     ("ko", "역덤 5.5집", ("6급", "1단"))])
def test_the_command_lines_round_in_east_asian_languages(lang, komi, ranks):
    out = cli("go-round", "--pairings", "-", "--lang", lang, stdin="1 Ann 1d - Bob 6k\n2 Cy 2k - Di 2k\n")
    boards = out.splitlines()[1:3]
    assert komi in boards[0] and all(rank in boards[0] for rank in ranks), boards
    assert not re.search(r"\d[kd]\b|-\d", "\n".join(boards)), boards  # no "6d", no ASCII "-5.5"
    if lang == "ja":
        assert "コミ6目半" in boards[1] and not re.search(r"\d\.\d", "\n".join(boards)), boards
    assert komi in single(lang, "1d", "6k")["summary"]  # the same words as one game's


def test_a_french_round_reads_back_its_own_ordinal_ranks():
    """The French round writes "1er dan", "6e kyu" (in its table and its CSV); pasted back, the same round."""
    first = calculate({"command": "go-round", "pairings": "1 Ann 1d - Bob 6k\n2 Cy 1p - Di 9d\n", "lang": "fr"})
    assert first["errors"] == [] and "Bob (6e kyu)" in first["boards"][0]["summary"]
    again = calculate({"command": "go-round", "pairings": first["csv"], "lang": "fr"})
    assert again["errors"] == []
    assert [(b["black"]["rank"], b["white"]["rank"], b["stones"]) for b in again["boards"]] == \
        [(b["black"]["rank"], b["white"]["rank"], b["stones"]) for b in first["boards"]]
    lines = calculate({"command": "go-round", "pairings": "Ann 1er dan - Bob 6e kyu\nCy 1er dan pro - Di 9e dan",
                       "lang": "fr"})
    assert lines["errors"] == []
    assert [(b["black"]["rank"], b["white"]["rank"]) for b in lines["boards"]] == [("6k", "1d"), ("9d", "1p")]


def test_pairing_lines_may_write_ranks_as_east_asian_players_do():
    text = "Alice 3段 - Bob 5級\n2, Carol, 1級, Dan, 4级\n3 김 2단 vs 이 5급\n4 Ed プロ1段 - Fy 9段\n5 Gu 3 dan - Ha 2 kyu"
    reply = calculate({"command": "go-round", "pairings": text, "lang": "ja"})
    assert reply["errors"] == []
    got = [(b["black"]["rank"], b["white"]["rank"]) for b in reply["boards"]]
    assert got == [("5k", "3d"), ("4k", "1k"), ("5k", "2d"), ("9d", "1p"), ("2k", "3d")]
    plain = calculate({"command": "go-round", "pairings": "Alice 3d - Bob 5k\n2, Carol, 1k, Dan, 4k\n3 김 2d vs 이 5k\n"
                                                          "4 Ed 1p - Fy 9d\n5 Gu 3d - Ha 2k", "lang": "ja"})
    assert [b["stones"] for b in reply["boards"]] == [b["stones"] for b in plain["boards"]]
    assert [b["summary"] for b in reply["boards"]] == [b["summary"] for b in plain["boards"]]


# The komi in the table's cell and on a card (under the heading "Komi"), as the language's players
# write it, for the four PAIRS (reverse komi, reverse komi, even, reverse komi) and with no komi.
KOMI_SHORT = {
    "en": (["reverse 5.5", "reverse 5.5", "6.5", "reverse 5.5"], "none"),
    "ja": (["逆コミ5目半", "逆コミ5目半", "6目半", "逆コミ5目半"], "なし"),
    "ko": (["역덤 5.5집", "역덤 5.5집", "6.5집", "역덤 5.5집"], "없음"),
    "zh": (["反贴5.5目", "反贴5.5目", "6.5目", "反贴5.5目"], "不贴"),
    "fr": (["inversé 5,5", "inversé 5,5", "6,5", "inversé 5,5"], "aucun"),
    "de": (["umgekehrt 5,5", "umgekehrt 5,5", "6,5", "umgekehrt 5,5"], "keins"),
}


@pytest.mark.parametrize("lang", list(KOMI_SHORT))
def test_the_table_and_the_cards_write_komi_as_the_languages_players_do(lang):
    text = "\n".join(f"P{i}a {a} - P{i}b {b}" for i, (a, b) in enumerate(PAIRS, start=1))
    reply = calculate({"command": "go-round", "pairings": text, "lang": lang})
    shown, none = KOMI_SHORT[lang]
    assert [b["komi_short"] for b in reply["boards"]] == shown
    assert [b["komi"] for b in reply["boards"]] == [-5.5, -5.5, 6.5, -5.5]  # the numbers stay (CSV, paste back)
    assert [b["effective_komi_short"] for b in reply["boards"]] == shown  # Japanese rules: no bonus
    plain = calculate({"command": "go-round", "pairings": text, "lang": lang, "komi_mode": "none"})
    assert {b["komi_short"] for b in plain["boards"]} == {none}
    # Chinese rules: an effective komi said once in the heading is said the same way.
    chinese = calculate({"command": "go-round", "pairings": "A 2k - B 4k\nC 5k - D 7k", "lang": lang,
                         "rules": "chinese", "system": "ogs"})
    facts = {f["key"]: f["text"] for f in chinese["words"]["shared"]}
    assert chinese["boards"][0]["effective_komi_short"] in facts["effective_komi"], facts


# Where the lines not read are: above the table on the page, on standard error on the command line.
ON_STDERR = {"en": "(listed on standard error)", "fr": "(listée sur la sortie d'erreur standard)",
             "de": "(in der Standardfehlerausgabe aufgeführt)", "ja": "標準エラー出力にあります",
             "ko": "(표준 오류 출력에 있음)", "zh": "（列在标准错误输出中）"}
ABOVE = {"en": "(listed above the table)", "fr": "au-dessus du tableau", "de": "über der Tabelle",
         "ja": "表の上にあります", "ko": "표 위에", "zh": "列在表格上方"}


@pytest.mark.parametrize("lang", list(ON_STDERR))
def test_the_command_line_says_the_unread_lines_are_on_standard_error(lang):
    """The page lists the lines not read above its table and says so; the command line writes them
    to standard error, and its summary says that instead."""
    pairings = "1 Ann 5k - Bo 2d\nnot a pairing\n2 Cy 3k - Di 1k\n"
    reply = calculate({"command": "go-round", "pairings": pairings, "lang": lang})
    assert ABOVE[lang] in reply["summary"] and ON_STDERR[lang] not in reply["summary"]
    assert ON_STDERR[lang] in reply["words"]["summary_on_stderr"]
    done = run_cli_here("go-round", "--pairings", "-", "--lang", lang, stdin=pairings)
    assert done.returncode == 0, done.stderr
    assert reply["words"]["summary_on_stderr"] in done.stdout.splitlines()
    assert ABOVE[lang] not in done.stdout
    assert "not a pairing" in done.stderr and "not a pairing" not in done.stdout
    if lang == "en":
        assert "2 boards computed; 1 line not read (listed on standard error)" in done.stdout.splitlines()


def test_without_unread_lines_both_summaries_are_one():
    reply = calculate({"command": "go-round", "pairings": "1 Ann 5k - Bo 2d\n"})
    assert reply["summary"] == reply["words"]["summary_on_stderr"] == "1 board computed"
