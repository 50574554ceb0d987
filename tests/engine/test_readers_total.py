"""Every reader total and linear: the shapes a fuzz of every reader found hanging the engine, breaking
it or naming the wrong thing, each answered now with a result or an error naming the right field,
line or file, in time linear in the input.

Linearity is checked as the fuzz found it: a shape grown by doubling (a run of blanks or digits,
unclosed markup, nesting depth, variation depth, an exponent, an archive's members) read at a size
and at four times it, and the test fails when the cost grows more than threefold per doubling (a
ratio of CPU times, never a wall-clock limit: see ``cost_per_doubling``). The files are the real ones the other tests cite (tests/fixtures/round,
tests/fixtures/study: OpenGotha's, pairgoth's, the MacMahon program's sample, GNU Go's regression
games), changed only where the shape is put in; a text written here says so.
"""

from __future__ import annotations

import base64
import csv
import io
import json
import math
import os
import re
import tarfile
import time
import zipfile
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from handicap import cli
from handicap.api import calculate
from handicap.go.files import recognise
from handicap.go.pairings import read_pairings
from handicap.study.sgf_roots import roots

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ROUND = FIXTURES / "round"
# OpenGotha's own file: github.com/lucvannier/opengotha at 624c27103266aa54c0d99313307f0b8b8e891bca,
# tournamentfiles/TournoiChinois.xml (cited in test_reader_fuzz.py); pairgoth's frioul-2018.tour and
# the MacMahon sample as test_tournament_files.py cites them.
OPENGOTHA = (ROUND / "opengotha" / "tournoi-chinois-2020.xml").read_text(encoding="utf-8")
TOULOUSE = (ROUND / "toulouse-2024.xml").read_text(encoding="utf-8")
PAIRGOTH = (ROUND / "frioul-2018.tour").read_text(encoding="utf-8")
MACMAHON = (ROUND / "macmahon-sample.xml").read_text(encoding="utf-8")
JUVISY = (ROUND / "egd" / "Tournoi de Juvisy.h9").read_text(encoding="cp1252")  # OpenGotha's EGD export
VETERANS = (ROUND / "egd" / "Veterans.h9").read_text(encoding="cp1252")  # another, cited in test_egd_tables.py
# GNU Go's regression games (runningskull/gnugo, regression/games/kgs, commit 84a32e9c; SOURCES.md)
GAME = (FIXTURES / "study" / "gnugo" / "kgs--TheGNUGo-Botkiller3.sgf").read_text(encoding="utf-8")


# --- Linear time ---------------------------------------------------------------------------

# Per doubling of the shape, a linear reader's cost doubles, a quadratic one's quadruples and a
# cubic one's grows eightfold. The bound leaves room for measuring on a loaded machine (each size's
# cost is the least of READINGS readings of the process's own CPU time, and a cost under FLOOR
# counts as FLOOR, so a reader that answers at once does not divide noise by noise).
MOST_PER_DOUBLING = 3.0
READINGS = 5
FLOOR = 0.004


def cpu_seconds(read: Callable[[], object]) -> float:
    """The least CPU time of READINGS readings, never under FLOOR."""
    times = []
    for _ in range(READINGS):
        start = time.process_time()
        read()
        times.append(time.process_time() - start)
    return max(FLOOR, min(times))


def cost_per_doubling(read: Callable[[Any], object], make: Callable[[int], Any], size: int) -> float:
    """The cost's growth per doubling from ``make(size)`` to ``make(4 * size)``, each read by
    ``read``: the square root of the two sizes' ratio. Taken over both doublings, not the larger
    of each one's: one middle reading slowed by the machine made the larger of the two exceed a
    linear reader's bound (a fresh run at load 3), where the whole span's growth stays 2 for a
    linear reader, 4 for a quadratic one."""
    small_input, large_input = make(size), make(4 * size)
    small, large = cpu_seconds(lambda: read(small_input)), cpu_seconds(lambda: read(large_input))
    return math.sqrt(large / small)


def go_round(text: str, **request: Any) -> dict[str, Any]:
    return calculate({"command": "go-round", "file": text, **request})


def pairings(text: str) -> dict[str, Any]:
    return calculate({"command": "go-round", "pairings": text})


def macmahon_nested(depth: int) -> str:
    """The MacMahon sample with players nested ``depth`` deep (each <Player> in a <Playerlist>)."""
    return MACMAHON.replace("<Playerlist>", "<Playerlist>" + "<Player><Playerlist>" * depth
                            + "</Playerlist></Player>" * depth, 1)


def sgf_declaring(codec: str, odd_bytes: int = 0) -> bytes:
    """An SGF declaring a character set that is no file's (the second fuzz's shapes): a record
    written here, since no published one declares these; its bytes that are not UTF-8 make the
    CA[] count: 2·``odd_bytes`` of them after a "-" (what punycode decodes)."""
    return (b"(;GM[1]FF[4]CA[" + codec.encode() + b"]SZ[19]PB[Ann]PW[Bob]BR[5k]WR[2k]HA[3]KM[0.5]RE[B+R]GC[\xe9-"
            + b"ba" * odd_bytes + b"])")  # after the last "-", what punycode decodes, one insertion a pair


def study_of_one(data: bytes) -> dict[str, Any]:
    return calculate({"command": "study", "files": [{"name": "odd.sgf", "base64": base64.b64encode(data).decode()}]})


def archive_of(members: int, kind: str) -> bytes:
    """A .zip or .tar.gz of ``members`` GNU Go records, each beside a text that opens as an EGD
    table and then holds 10,000 blank lines (the EGD format test took 2.3 s on one such member, so
    a 13 KB zip of a hundred ran over 90 s). The archives and the texts are made here: no published
    archive holds them; the records are GNU Go's real ones, renamed apart (a copy counts once)."""
    trap = ("x\n" + " \n" * 10_000).encode()
    out = io.BytesIO()
    if kind == "zip":
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            for i in range(members):
                archive.writestr(f"t/{i}.h9", trap)
                archive.writestr(f"g/{i}.sgf", GAME.replace("PB[", f"PB[p{i}", 1))
        return out.getvalue()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        for i in range(members):
            for name, data in ((f"t/{i}.h9", trap), (f"g/{i}.sgf", GAME.replace("PB[", f"PB[p{i}", 1).encode())):
                info = tarfile.TarInfo(name)
                info.size = len(data)
                archive.addfile(info, io.BytesIO(data))
    return out.getvalue()


def study_of_archive(name: str) -> Callable[[bytes], object]:
    return lambda data: calculate({"command": "study", "files": [{"name": name,
                                                                  "base64": base64.b64encode(data).decode()}]})


SHAPES: dict[str, tuple[Callable[[Any], object], Callable[[int], Any], int]] = {
    # shape: (reader, the input at a size, the first size)
    "a run of blanks in a pairing line": (pairings, lambda n: "1 Ann" + " " * n + "x 3d - Bob 5k", 60),
    "a run of digits in a pairing line": (pairings, lambda n: "Ann " + "1" * n + "x - Bob 5k", 250),
    "pairing lines of digits, more of them": (pairings, lambda n: ("Ann " + "1" * 900 + "x - Bob 5k\n") * n, 8),
    "an exponent's digits in a komi": (
        lambda komi: calculate({"command": "game", "stones": 2, "komi": komi}), lambda n: f"1e{n}000", 400),
    "an exponent's digits in a file's komi": (
        go_round, lambda n: TOULOUSE.replace('komi="7.5"', f'komi="1e{n}000"', 1), 400),
    "unclosed <? before the root": (recognise, lambda n: "<?" * n, 2000),
    "unclosed <!-- before the root": (recognise, lambda n: "<!--" * n, 1000),
    "blank lines before an EGD table's first": (recognise, lambda n: "x\n" + " \n" * n, 2500),
    "MacMahon players nested deep": (go_round, macmahon_nested, 1000),
    "an SGF's variations nested deep": (
        lambda text: list(roots(text)), lambda n: GAME.replace(";B[", "(;B[aa]" * n + ";B[", 1) + ")" * n, 80000),
    "an SGF declaring CA[punycode]": (study_of_one, lambda n: sgf_declaring("punycode", n), 10000),
    "a zip's members": (study_of_archive("many.zip"), lambda n: archive_of(n, "zip"), 16),
    "a .tar.gz's members": (study_of_archive("many.tar.gz"), lambda n: archive_of(n, "tar.gz"), 16),
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_each_shape_is_read_in_linear_time(shape: str) -> None:
    read, make, size = SHAPES[shape]
    growth = cost_per_doubling(read, make, size)
    assert growth <= MOST_PER_DOUBLING, f"{shape}: the cost grows {growth:.1f} times per doubling"


# --- Numbers: bounded before any arithmetic --------------------------------------------------

@pytest.mark.parametrize(("read", "with_komi"), [
    (lambda komi: calculate({"command": "game", "stones": 2, "komi": komi}), lambda komi: komi),
    (go_round, lambda komi: TOULOUSE.replace('komi="7.5"', f'komi="{komi}"', 1)),
    (go_round, lambda komi: JUVISY.replace("KM[7.5]", f"KM[{komi}]", 1)),
], ids=["game --komi", "an OpenGotha file's komi", "an EGD table's komi"])
def test_a_komi_with_a_huge_exponent_costs_what_a_komi_does(read: Callable[[Any], object],
                                                           with_komi: Callable[[str], Any]) -> None:
    """"1e9999999" built 10^9999999 (7 s) before its range was checked: now it costs about what
    "7.5" does (a ratio of the two, on the same machine at the same moment)."""
    plain, huge = cpu_seconds(lambda: read(with_komi("7.5"))), cpu_seconds(lambda: read(with_komi("1e9999999")))
    assert huge / plain < 3, f"{huge:.3f} s against {plain:.3f} s"


@pytest.mark.parametrize(("request_", "field", "written"), [
    ({"command": "game", "stones": 2, "komi": "1e9999999"}, "komi", '"1e9999999"'),
    ({"command": "go", "rank_diff": "1e-4301"}, "rank_diff", '"1e-4301"'),
    ({"command": "go", "rank_diff": 10 ** 5000}, "rank_diff", "1" + "0" * 40),
    ({"command": "game", "stones": 2, "komi": -10 ** 5000}, "komi", "-1" + "0" * 40),
])
def test_a_number_past_its_digits_is_refused_by_its_field(request_: dict[str, Any], field: str, written: str) -> None:
    """An exponent or a length past 400 digits: the field's error, with the value as written
    (never an internal error; "1e-4301" was a ValueError, 10**5000 one too, in the quoting)."""
    error = calculate(request_)["error"]
    assert error["field"] == field
    assert "400" in error["message"] and "internal error" not in error["message"]
    assert error["message"].startswith(written)


@pytest.mark.parametrize("request_", [
    {"command": "chess-clock", "base1": "9" * 5000, "base2": "5"},
    {"command": "go-clock", "base1": "9" * 5000 + ":00", "base2": "5"},
    {"command": "chess", "method": "elo", "elo": "1800,2000", "clock": "9" * 5000 + "+5"},
])
def test_a_clock_time_of_thousands_of_digits_is_no_time(request_: dict[str, Any]) -> None:
    """Over 4,300 digits Python will not read an integer: a clock of 5,000 digits is named as no
    time of its field (it was a ValueError)."""
    error = calculate(request_)["error"]
    assert error["field"] == ("clock" if "clock" in request_ else "base1")
    assert error["message"].startswith('"999') and "internal error" not in error["message"]


@pytest.mark.parametrize(("name", "text"), [
    ("OpenGotha", re.sub(r'handicap="\d+"', 'handicap="' + "9" * 400 + '"', TOULOUSE)),
    ("MacMahon", re.sub(r"<Handicap>\d+</Handicap>", "<Handicap>" + "9" * 400 + "</Handicap>", MACMAHON)),
])
def test_a_recorded_handicap_of_400_digits_is_no_internal_error(name: str, text: str) -> None:
    assert "9" * 400 in text, name
    reply = go_round(text, round=1)
    assert "error" not in reply or reply["error"]["field"] == "file", reply.get("error")
    assert reply.get("boards"), name


# --- Pairings: lines as people count them ---------------------------------------------------

def test_a_form_feed_inside_a_pairing_line_keeps_the_lines_numbered_as_written() -> None:
    """A form feed is inside a line for a person and an editor (``str.splitlines`` split there:
    the error named line 4 of a 3-line text and a board without a name appeared). Written here:
    no published pairing list holds a form feed."""
    read = read_pairings("Ann 3d - Bob 5k\nCarl 2d\x0c - Dan 1k\nErin 1d - Finn 2k")
    assert [p.line for p in read.pairings] == [1, 2, 3] and not read.errors
    assert [(p.first.name, p.second.name) for p in read.pairings] == [("Ann", "Bob"), ("Carl", "Dan"), ("Erin", "Finn")]
    broken = read_pairings("Ann 3d - Bob 5k\nCarl\x0c 2d\nErin 1d - Finn 2k")
    assert [e.line for e in broken.errors] == [2] and len(broken.pairings) == 2


@pytest.mark.parametrize("inside", ["\x0c", "\x0b", "\x1c", "\x85", "\u2028"],
                         ids=["form feed", "vertical tab", "file separator", "next line", "line separator"])
def test_an_egd_tables_lines_are_numbered_as_written(inside: str) -> None:
    """A character ``str.splitlines`` splits at and an editor shows inside a line, in a player's name
    of a real EGD table: the table's lines keep their numbers (the EGD reader split there, so the
    line with a rank no table has was named one line too far, and every row after the split was
    misread as a game of the wrong opponents)."""
    lines = VETERANS.split("\n")
    broken = next(i for i, line in enumerate(lines) if "Pinkasfeld" in line)
    lines[broken] = lines[broken].replace(" 4K ", " 4Q ")  # a rank no table has
    plain_reply = go_round("\n".join(lines))
    plain = plain_reply["errors"]
    assert plain[0]["line"] == broken + 1 and "EGD" in plain[0]["message"]
    named = next(i for i, line in enumerate(lines) if "Feldmann" in line)
    assert named < broken
    lines[named] = lines[named].replace("Feldmann", f"Feld{inside}mann")
    reply = go_round("\n".join(lines))
    assert [(e["line"], e["message"]) for e in reply["errors"]] == [(e["line"], e["message"]) for e in plain]
    assert len(reply["boards"]) == len(plain_reply["boards"]) > 0


def test_a_cell_over_the_csv_modules_limit_is_a_line_error() -> None:
    """A cell over 131,072 characters (the csv module's field limit): an error naming its line and
    the longest line allowed, the other lines still read (it was an internal error)."""
    reply = pairings("1,Ann 3d,Bob 5k\n2," + "a" * 140_000 + " 3d,Cleo 5k\n3,Dan 2d,Eve 1k")
    assert [b["board"] for b in reply["boards"]] == [1, 3]
    [error] = reply["errors"]
    assert error["line"] == 2 and "140,0" in error["message"] and "1,000" in error["message"]
    assert len(error["text"]) < 200


# --- The words name the format, the value as written ----------------------------------------

def test_a_pairgoth_file_without_games_is_not_sent_to_opengotha() -> None:
    data = json.loads(PAIRGOTH)
    data["games"] = []
    error = go_round(json.dumps(data))["error"]
    assert error["field"] == "file" and "pairgoth" in error["message"] and "OpenGotha" not in error["message"]


@pytest.mark.parametrize("edit", ["removed", "renamed", "moved"])
def test_a_pairgoth_game_written_otherwise_is_named_by_its_line(edit: str) -> None:
    """A game of a real pairgoth file whose table number is removed, its key renamed (the fuzz put a
    U+2028 in it) or moved after the players' ids: the error names the game's own line, as a person
    counts them (it named line 0 of every game of the round, the lines being found only for games
    written exactly as pairgoth writes them), and the table number as the file writes it."""
    game = re.search(r'\{\s*"id" : (\d+),\s*"t" : (\d+),', PAIRGOTH[PAIRGOTH.index('"games"'):])
    assert game is not None
    start = PAIRGOTH.index('"games"') + game.start()
    written = {"removed": f'{{\n        "id" : {game[1]},',
               "renamed": f'{{\n        "id" : {game[1]},\n        "\u2028t" : {game[2]},',
               "moved": f'{{\n        "id" : {game[1]},\n        "w" : 0,\n        "t" : "x{game[2]}",'}[edit]
    text = PAIRGOTH[:start] + written + PAIRGOTH[start + len(game[0]):]
    if edit == "moved":  # "w" given twice: JSON keeps the last, the game's own player
        assert '"t" : "x' in text
    reply = go_round(text, round=1)
    [error] = reply["errors"]
    line = PAIRGOTH.count("\n", 0, start) + 1
    assert error["line"] == line, error
    assert "None" not in error["message"]
    if edit == "moved":
        assert f"“x{game[2]}”" in error["message"]
    assert len(reply["boards"]) == len(go_round(PAIRGOTH, round=1)["boards"]) - 1


@pytest.mark.parametrize(("program", "text"), [("OpenGotha", TOULOUSE), ("MacMahon", MACMAHON),
                                              ("pairgoth", PAIRGOTH)])
def test_a_file_cut_short_is_named_as_its_programs_file(program: str, text: str) -> None:
    """A real file cut short (a download or a copy that stopped): the error names the program that
    wrote it, the line where it breaks off and the way on (save it again from that program), in
    every language, as pairgoth's did; an XML file's said only "is not readable XML" and the XML
    parser's own English."""
    cut = text[:len(text) // 2]
    for lang in ("en", "fr", "ja"):
        error = calculate({"command": "go-round", "file": cut, "lang": lang})["error"]
        assert error["field"] == "file" and error["message"].count(program) == 2, error
        line = cut.count("\n") + 1
        assert str(line) in error["message"], (line, error)
        assert "XML" not in error["message"] and "no element found" not in error["message"]
    # a text that never opens the program's root element is no file of it: still "not readable XML"
    assert "not readable XML" in go_round("<Tournament")["error"]["message"]


def test_a_macmahon_file_without_games_or_with_a_dtd_names_macmahon() -> None:
    no_games = re.sub(r"<Pairing>.*?</Pairing>", "", MACMAHON, flags=re.DOTALL)
    with_dtd = MACMAHON.replace("<TournamentData", "<!DOCTYPE TournamentData><TournamentData", 1)
    for text in (no_games, with_dtd):
        error = go_round(text)["error"]
        assert error["field"] == "file" and "MacMahon" in error["message"] and "OpenGotha" not in error["message"]
    assert "DTD" in go_round(with_dtd)["error"]["message"]
    # OpenGotha's own file with a DTD is still sent back to OpenGotha
    assert "OpenGotha" in go_round(OPENGOTHA.replace("<Tournament", "<!DOCTYPE x><Tournament", 1))["error"]["message"]


@pytest.mark.parametrize("written", ["5", "2", "abc"])
def test_a_macmahon_adjustment_is_refused_as_the_file_writes_it(written: str) -> None:
    """The round's correction is the adjustment's negative: an adjustment of 5 was reported as
    "−5", outside −1 to 9. Now the file's value, as written, and the file's range, −9 to 1."""
    text = MACMAHON.replace("<HandicapAdjustmentValue>0<", f"<HandicapAdjustmentValue>{written}<", 1)
    error = go_round(text)["error"]
    assert error["field"] == "file"
    assert f'"{written}" is not allowed' in error["message"] and "−9 to 1" in error["message"]
    assert "-5" not in error["message"] and "−5" not in error["message"]


def test_a_macmahon_adjustment_within_its_range_is_the_rounds_correction() -> None:
    text = MACMAHON.replace("<HandicapAdjustmentValue>0<", "<HandicapAdjustmentValue>-2<", 1)
    assert go_round(text)["settings"]["handicap_correction"] == 2


def test_a_handicap_written_as_a_superscript_is_no_handicap() -> None:
    """``"²".isdigit()`` holds and ``int("²")`` fails: a study of a record with HA[²] was an
    internal error. Now the record is set apart, the others read."""
    odd = GAME.replace("HA[3]", "HA[²]", 1)
    assert "HA[²]" in odd
    # (another game: the same one, its handicap aside, would be counted once as a copy)
    other = (FIXTURES / "study" / "gnugo" / "kgs--2004-04-10-Shun9137-GnuGoCVS.sgf").read_text(encoding="utf-8")
    reply = calculate({"command": "study", "files": [{"name": "odd.sgf", "text": odd},
                                                     {"name": "game.sgf", "text": other}]})
    assert "error" not in reply, reply.get("error")
    assert reply["counts"]["studied"] == 1 and "internal error" not in json.dumps(reply)


def test_the_command_line_shows_a_refused_lines_control_characters(tmp_path: Path) -> None:
    """A refused line is echoed on stderr with its control characters escaped: a terminal shown
    the line is not recoloured, moved or retitled by it. Written here: an escape sequence in a
    pairing list is what a hostile file carries, not what a program publishes."""
    path = tmp_path / "pairings.txt"
    path.write_text("Ann 3d - Bob 5k\nx\x1b[31mred\x1b]0;title\x07 3d\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(["go-round", "--pairings", str(path)])
    assert status == 0
    errors = err.getvalue()
    assert "line 2" in errors and "\\x1b[31mred\\x1b]0;title\\x07" in errors
    assert not any(c in errors for c in "\x1b\x07")


@pytest.mark.parametrize("argv", [
    ["go-round", "--file", "no\x1b[2Jsuch.h9"], ["go-round", "--pairings", "no\x1b]0;title\x07such.txt"],
    ["study", "nothing\u202e.sgf"], ["game", "--stones", "2", "--komi", "6.5\x1b[31m"],
], ids=["--file", "--pairings", "study", "game --komi"])
def test_the_command_line_shows_a_refused_names_control_characters(argv: list[str], tmp_path: Path) -> None:
    """A file the command line cannot read is named on stderr with its control characters escaped,
    as a refused line and a refused value are: a terminal shown the name is not cleared, retitled or
    reordered by it (a value was already: the last case). Written here: file names as a hostile folder
    or archive would give them."""
    argv = [str(tmp_path / a) if i == len(argv) - 1 and a.endswith((".h9", ".txt", ".sgf")) else a
            for i, a in enumerate(argv)]
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(argv)
    errors = err.getvalue()
    assert status == 2 and errors.count("\n") == 1, errors
    assert not any(c in errors for c in "\x1b\x07\u202e"), errors
    assert any(escaped in errors for escaped in ("\\x1b", "\\u001b", "\\u202e")), errors  # shown, escaped


def test_a_study_of_a_folder_with_a_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    """One file name in a folder that is not UTF-8 (a Latin-1 "é" from another system) failed the
    whole study, the error blaming the text's encoding: now its games are studied with the others,
    the name's odd byte shown replaced. The games are GNU Go's real records."""
    folder = tmp_path / "games"
    folder.mkdir()
    # (two games: the same game twice would be counted once)
    other = (FIXTURES / "study" / "gnugo" / "kgs--2004-04-10-Shun9137-GnuGoCVS.sgf").read_bytes()
    assert other != GAME.encode("utf-8")
    (folder / "plain.sgf").write_text(GAME, encoding="utf-8")
    with open(os.path.join(os.fsencode(folder), b"partie-\xe9t\xe9.sgf"), "wb") as handle:
        handle.write(other)
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(["study", str(folder), "--csv"])
    assert status == 0, err.getvalue()
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert sorted(row["source"].rsplit("/", 1)[-1] for row in rows) == ["partie-\ufffdt\ufffd.sgf", "plain.sgf"]



@pytest.mark.parametrize("codec", ["rot13", "hex", "base64", "idna", "punycode", "utf-7", "unicode_escape",
                                   "raw_unicode_escape", "zlib", "uu"])
def test_a_record_declaring_a_codec_that_is_no_charset_is_read_as_latin_1(codec: str) -> None:
    """Not an internal error that sinks the study, nor a lone surrogate in the reply: the record is
    read, its odd bytes as Latin-1, and the reply is strict UTF-8 JSON."""
    reply = study_of_one(sgf_declaring(codec))
    assert "error" not in reply, reply
    assert reply["counts"]["studied"] == 1, reply["counts"]
    json.dumps(reply, ensure_ascii=False).encode("utf-8")  # no lone surrogate anywhere
