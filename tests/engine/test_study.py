"""The study's pieces on inputs no published file has (each written here, and said so): the SGF
root reader's edge cases, the ways servers write ranks and results, hostile files (a .zip that
lies about its sizes, a .zip inside a .zip, bad base64, too big), the request's checks, and the
command line (the study, --csv one row a game, --json, folders). The real collections are in
test_study_real.py."""

from __future__ import annotations

import base64
import csv
import io
import json
import subprocess
import sys
import zipfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from handicap.api import calculate
from handicap.go.rules import RULESETS
from handicap.study import sgf_roots
from handicap.study.logistic import fit
from handicap.study.record import ReadGame, SetApart, black_score, rank_number, read_game
from handicap.study.sgf_roots import roots
from handicap.study.tally import Tally, bin_of, wilson
from tests.support.cli import IN_PROCESS, run_cli_here
from tests.support.lanes import examples

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT / "tests" / "fixtures" / "study" / "gnugo"
JAPANESE = RULESETS["japanese"]


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


# --- SGF roots (texts written here: the edge cases) -------------------------------------------
def test_roots_skip_moves_variations_and_brackets_in_comments() -> None:
    text = ("(;FF[4]SZ[19]HA[2]KM[0.5]BR[3k]WR[1d]C[a \\] ( b ;]RE[W+R]AB[pd][dp];W[oq](;B[dd]C[)])(;B[x]))"
            "\n(;SZ[9]BR[5k]WR[5k]RE[B+3.5];B[aa])")
    found = list(roots(text))
    assert [r.number for r in found] == [1, 2]
    assert found[0].properties == {"SZ": "19", "HA": "2", "KM": "0.5", "BR": "3k", "WR": "1d", "RE": "W+R", "AB": "2"}
    assert found[1].properties["SZ"] == "9" and not found[1].damaged


def test_a_cut_file_keeps_its_roots_and_says_damaged() -> None:
    found = list(roots("(;SZ[19]BR[1k]WR[1d]RE[W+1.5];B[aa];W[bb"))
    assert len(found) == 1 and found[0].damaged and found[0].properties["RE"] == "W+1.5"
    assert list(roots("no game here")) == []


def test_a_value_left_open_keeps_the_properties_before_its_own() -> None:
    # the root is read at once by a regular expression: a value that never closes (another one of
    # a property, or a property's first) ends it as damaged, the properties before that one kept
    assert [(r.properties, r.damaged) for r in roots("(;SZ[19]KM[6.5]AB[aa][bb")] == [({"SZ": "19", "KM": "6.5"}, True)]
    assert [(r.properties, r.damaged) for r in roots("(;SZ[19] \n RE[B+R")] == [({"SZ": "19"}, True)]
    # a "[" where no property starts is no value: the root ends there, as a ";" would end it
    assert [(r.properties, r.damaged) for r in roots("(;[x]SZ[9])")] == [({}, False)]
    assert [(r.properties, r.damaged) for r in roots("(;SZ[9] \u3000[x])")] == [({"SZ": "9"}, False)]


def test_ff3_lowercase_property_names_and_long_values() -> None:
    found = next(roots("(;GaMe[1]BlackRank[2k]WR[" + "x" * 500 + "])"))
    assert found.properties["BR"] == "2k" and len(found.properties["WR"]) == 60


# The pieces a root is made of, and the ones that end it or leave it open; the long comments end
# near the edge of the window the root is first read in (sgf_roots._WINDOW, 8192 characters).
ROOT_PIECES = st.sampled_from([
    "SZ[19]", "KM[6.5]", "HA[2]", "AB[aa][bb]", "AB[cc] \n [dd]", "BR[3k]", "WR[1d?]", "RE[W+R]", "PB[a  b]",
    "GaMe[1]", "BlackRank[2k]", "C[x;B[aa]y]", "C[a\\]b;W[cc]]", "C[(]", " ", "\n", "\t", "\u3000", "\f",
    ";", "(", ")", "[", "]", "\\", "[x]", "XY", "RE[B+R", "C[", *(f"C[{'x' * n}]" for n in (8150, 8180, 8200)),
])


@given(st.lists(ROOT_PIECES, max_size=25), st.sampled_from(["", ";B[aa])", ")", "(;B[aa]))", "\n;"]))
@settings(max_examples=examples(400))
def test_a_root_read_in_one_pass_is_the_root_read_in_two(pieces: list[str], after: str) -> None:
    text = "(;" + "".join(pieces) + after
    assert sgf_roots._read_root(text, 2) == sgf_roots._read_any_root(text, 2)


# --- ranks and results as servers write them ----------------------------------------------------
@pytest.mark.parametrize(("text", "number"), [
    ("5k", 25), ("5k?", 25), ("1d*", 30), ("3 dan", 32), ("15級", 15), ("2段", 31), ("14k*", 16), ("1p", 39),
    ("NR", None), ("?", None), ("", None), ("-", None), ("40k", None),
])
def test_ranks(text: str, number: int | None) -> None:
    assert rank_number(text) == number


@pytest.mark.parametrize(("text", "score"), [
    ("B+R", 1), ("B+3.5", 1), ("W+Resign", 0), ("W+T", 0), ("0", Fraction(1, 2)), ("Draw", Fraction(1, 2)),
    ("Jigo", Fraction(1, 2)), ("Void", None), ("?", None), ("", None), ("B+F", None), ("W+Forfeit", None),
])
def test_results(text: str, score: Fraction | None) -> None:
    assert black_score(text) == score


@pytest.mark.parametrize(("properties", "reason"), [
    ({"WR": "1d", "RE": "B+R", "KM": "0.5"}, "rank"),
    ({"BR": "1k", "WR": "NR", "RE": "B+R", "KM": "0.5"}, "rank"),
    ({"BR": "1k", "WR": "1d", "RE": "Void", "KM": "0.5"}, "result"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "0.5", "SZ": "15"}, "board"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "0.5", "SZ": "19:13"}, "board"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "0.5", "HA": "12"}, "handicap"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "0.5", "HA": "two"}, "handicap"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R"}, "komi"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "lots"}, "komi"),
    ({"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "0.5", "RU": "Tromp-Taylor"}, "rules"),
])
def test_games_set_apart_by_reason(properties: dict[str, str], reason: str) -> None:
    found = read_game("f.sgf", 1, properties, JAPANESE)
    assert isinstance(found, SetApart) and found.reason == reason


def test_a_game_read() -> None:
    found = read_game("f.sgf", 3, {"BR": "5k?", "WR": "1d*", "RE": "W+R", "KM": "0,5", "AB": "3", "SZ": "13:13",
                                   "RU": "New Zealand"}, JAPANESE)
    assert isinstance(found, ReadGame)
    assert (found.board, found.stones, found.komi, found.ruleset.key, found.rank_gap, found.black_score) == \
        (13, 3, Fraction(1, 2), "nz", 5, 0)


# --- counting and fitting -------------------------------------------------------------------------
def test_wilson_interval() -> None:
    # Wilson's interval for 8 of 10 (a textbook value: 0.4902 to 0.9433)
    interval = wilson(0.8, 10)
    assert interval.low == pytest.approx(0.4902, abs=1e-4) and interval.high == pytest.approx(0.9433, abs=1e-4)
    assert wilson(0.0, 5).low == 0.0 and wilson(1.0, 5).high == 1.0


def test_tally_and_bins() -> None:
    tally = Tally()
    for s in (Fraction(1), Fraction(0), Fraction(1, 2), Fraction(1)):
        tally.add(s)
    assert (tally.games, tally.wins, tally.draws, tally.losses, tally.score) == (4, 2, 1, 1, 0.625)
    assert [bin_of(Fraction(r), Fraction(1, 2)) for r in ("-0.25", "-0.26", "0.24", "0.25", "1")] == [0, -1, 0, 1, 2]


def test_no_fit_without_two_gaps_and_none_when_separated() -> None:
    assert fit([1.0, 1.0], [1.0, 0.0]) is None
    assert fit([0.0], [1.0]) is None
    separated = fit([0.0, 1.0, 2.0, 3.0], [1.0, 1.0, 0.0, 0.0])
    assert separated is not None and not separated.converged and separated.even_point is None


# --- the request ----------------------------------------------------------------------------------
def study(**request: object) -> dict:
    return calculate({"command": "study", **request})


def test_hostile_files_are_named_and_the_rest_read() -> None:
    good = (REAL / "nngs--AdaGeek-gnugo-3.1.18-200201070826.sgf").read_bytes()
    lying = io.BytesIO()
    with zipfile.ZipFile(lying, "w") as z:
        z.writestr("big.sgf", b"(" * 10)
    data = bytearray(lying.getvalue())
    nested = io.BytesIO()
    with zipfile.ZipFile(nested, "w") as z:
        z.writestr("inner.zip", lying.getvalue())
        z.writestr("ok.sgf", good)
    huge = io.BytesIO()
    with zipfile.ZipFile(huge, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("bomb.sgf", b" " * (3 * 1024 * 1024))
    reply = study(files=[
        {"name": "good.sgf", "base64": b64(good)},
        {"name": "damaged.zip", "base64": b64(bytes(data[:30]))},
        {"name": "nested.zip", "base64": b64(nested.getvalue())},
        {"name": "bomb.zip", "base64": b64(huge.getvalue())},
        {"name": "notes.txt", "text": "hello"},
        {"name": "big.sgf", "text": "(;" + "x" * (2 * 1024 * 1024 + 10) + ")"},
    ])
    problems = {p["source"]: p["message"] for p in reply["problems"]}
    assert set(problems) == {"damaged.zip", "nested.zip/inner.zip", "bomb.zip/bomb.sgf", "notes.txt", "big.sgf"}
    assert "at most 2 MB" in problems["bomb.zip/bomb.sgf"] and "at most 2 MB" in problems["big.sgf"]
    # the .zip's ok.sgf is good.sgf again: read twice, studied once, the copy named
    assert reply["counts"]["records"] == 2 and reply["counts"]["studied"] == 1
    assert reply["counts"]["duplicates"] == 1 and reply["duplicates"][0]["source"] == "nested.zip/ok.sgf"
    assert reply["duplicates"][0]["first"] == {"source": "good.sgf", "game": 1}


@pytest.mark.parametrize(("request_part", "field"), [
    ({}, "files"), ({"files": "x"}, "files"), ({"files": [{"name": "a"}]}, "files"),
    ({"files": [{"name": "a", "base64": "%%%"}]}, "files"), ({"games": {"a": 1}}, "games"),
    ({"games": [1]}, "games"), ({"games": [], "model": "jewdan"}, "model"), ({"games": [], "bin": "0"}, "bin"),
    ({"games": [], "board": "15"}, "board"), ({"games": [], "rules": "tromp"}, "rules"),
])
def test_bad_requests_name_the_field(request_part: dict, field: str) -> None:
    reply = study(**request_part)
    assert reply["error"]["field"] == field, reply


def test_words_in_every_language_and_plural_forms() -> None:
    games = [{"BR": "3k", "WR": "1d", "RE": "B+R", "KM": "0.5", "HA": "3"}]
    for lang, word in (("fr", "partie étudiée"), ("de", "Partie nach"), ("ja", "局を分析"), ("ko", "국을 분석"),
                       ("zh", "分析了")):
        reply = study(games=games, lang=lang)
        assert word in reply["summary"], (lang, reply["summary"])
    two = study(games=games * 2, lang="fr")
    assert "2 parties étudiées" in two["summary"]


def test_board_filter_and_model_choice() -> None:
    games = [{"BR": "3k", "WR": "1d", "RE": "B+R", "KM": "0.5", "HA": "3", "SZ": s} for s in ("19", "9", "9")]
    reply = study(games=games, board="9", model="ogs")
    assert reply["counts"]["studied"] == 2 and reply["counts"]["other_boards"] == 1
    assert [b["key"] for b in reply["by_board"]] == ["9"]
    assert any(w["code"] == "other_boards" for w in reply["warnings"])


def test_study_read_gives_records_for_a_later_study() -> None:
    good = (REAL / "nngs--AdaGeek-gnugo-3.1.18-200201070826.sgf").read_bytes()
    read = calculate({"command": "study-read", "files": [{"name": "a.sgf", "base64": b64(good)}]})
    assert read["games"][0]["WR"] == "14k*" and read["games"][0]["source"] == "a.sgf"
    reply = study(games=read["games"])
    assert reply["counts"]["studied"] == 1 and reply["bins"][0]["losses"] == 1


def test_study_read_in_slices_reads_a_zip_as_one_read_does() -> None:
    # the real GNU Go games (tests/fixtures/study/SOURCES.md) zipped here, with a damaged member
    # and a folder (not counted), and a plain file beside the .zip
    real = sorted(REAL.glob("*.sgf"))
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("folder/", b"")
        for path in real:
            z.writestr(f"folder/{path.name}", path.read_bytes())
        z.writestr("cut.sgf", real[0].read_bytes()[:60])
    files = [{"name": "games.zip", "base64": b64(archive.getvalue())},
             {"name": "alone.sgf", "base64": b64(real[1].read_bytes())}]
    whole = calculate({"command": "study-read", "files": files})
    assert whole["members"] == len(real) + 1 and whole["files"] == len(real) + 3
    games, problems, damaged, counted, start = [], [], [], 0, 0
    while True:
        part = calculate({"command": "study-read", "files": files, "start": start, "count": 100})
        assert part["members"] == len(real) + 1
        read_here = [g for g in part["games"] if g["source"].startswith("games.zip/")]
        assert len(read_here) == min(100, len(real) + 1 - start)  # one game a member: the slice's members
        assert any(g["source"] == "alone.sgf" for g in part["games"]) == (start == 0)  # with the first slice only
        games += part["games"]
        problems += part["problems"]
        damaged += part["damaged"]
        counted += part["files"]
        start += 100
        if start >= part["members"]:
            break
    assert start == 300
    key = lambda g: (g["source"], g["game"])
    assert sorted(games, key=key) == sorted(whole["games"], key=key)
    assert damaged == whole["damaged"] == ["games.zip/cut.sgf"]
    assert problems == whole["problems"] and counted == whole["files"]
    # a slice past the end reads nothing; a .zip's own problem comes with the first slice only
    beyond = calculate({"command": "study-read", "files": files, "start": 5000, "count": 10})
    assert beyond["games"] == [] and beyond["files"] == 0 and beyond["members"] == len(real) + 1
    broken = [{"name": "broken.zip", "base64": b64(archive.getvalue()[:40])}]
    assert [p["source"] for p in calculate({"command": "study-read", "files": broken, "count": 10})["problems"]] == [
        "broken.zip"]
    assert calculate({"command": "study-read", "files": broken, "start": 10, "count": 10})["problems"] == []


def test_a_kept_file_reads_as_its_base64_does_and_its_directory_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # the page's worker hands a study's files to the engine once (api.keep_file) and names them by
    # key in each slice's request: the real GNU Go games, zipped here, and one beside the .zip
    from handicap import api
    from handicap.study import zip_members
    real = sorted(REAL.glob("*.sgf"))
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for path in real:
            z.writestr(path.name, path.read_bytes())
    data, alone = archive.getvalue(), real[1].read_bytes()
    reads: list[int] = []
    members = zip_members.members
    monkeypatch.setattr(zip_members, "members", lambda d: reads.append(len(d)) or members(d))
    as_text = [{"name": "games.zip", "base64": b64(data)}, {"name": "alone.sgf", "base64": b64(alone)}]
    as_kept = [{"name": "games.zip", "kept": "zip"}, {"name": "alone.sgf", "kept": "sgf"}]
    api.keep_file("zip", memoryview(data), len(data))  # as Pyodide hands a Uint8Array over
    api.keep_file("sgf", alone, len(alone))
    try:
        for start in range(0, len(real), 100):
            part = {"command": "study-read", "start": start, "count": 100}
            reads.clear()
            theirs = calculate({**part, "files": as_text})
            assert reads == [len(data)]  # sent as text: the directory read on every slice
            reads.clear()
            assert calculate({**part, "files": as_kept}) == theirs
            assert reads == ([len(data)] if start == 0 else [])  # kept: read with the first slice only
        assert calculate({"command": "study", "files": as_kept})["counts"]["records"] == len(real) + 1
    finally:
        api.drop_file("zip")
        api.drop_file("sgf")
    gone = calculate({"command": "study-read", "files": as_kept, "lang": "fr"})
    assert gone["error"]["field"] == "files" and gone["error"]["message"].startswith("fichier 1\u202f:"), gone
    # a file past the limit: only its first bytes are kept, and it is said to be too big
    api.keep_file("big", data[:100], api.kept_file_limit() + 1)
    try:
        big = calculate({"command": "study-read", "files": [{"name": "big.zip", "kept": "big"}]})
    finally:
        api.drop_file("big")
    assert big["games"] == [] and big["files"] == 1 and big["problems"][0]["source"] == "big.zip"
    assert "64" in big["problems"][0]["message"]


@pytest.mark.parametrize(("part", "field", "words"), [
    ({"start": -1}, "start", "0 to 99999"), ({"start": "x"}, "start", "0 to 99999"), ({"start": 1.5}, "start", ""),
    ({"count": 0}, "count", "1 to 100000"), ({"count": 100001}, "count", "1 to 100000"),
])
def test_study_read_slice_checked(part: dict, field: str, words: str) -> None:
    reply = calculate({"command": "study-read", "files": [], **part})
    assert reply["error"]["field"] == field and words in reply["error"]["message"], reply


# --- the command line -----------------------------------------------------------------------------
def cli(*args: str) -> subprocess.CompletedProcess[str]:
    if IN_PROCESS:  # the light lane: the same command's answer from this process
        return run_cli_here("study", *args)
    return subprocess.run([sys.executable, "-m", "handicap", "study", *args], check=False, capture_output=True,
                          text=True,
                          env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"}, timeout=120)


def test_cli_study_of_a_folder_and_a_table() -> None:
    done = cli(str(REAL), str(ROOT / "tests" / "fixtures" / "study" / "opengotha-juvisy-2019.h9"), "--bin", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("240 games studied under")
    assert "Log-likelihood under" in done.stdout and "games set apart" in done.stdout
    assert "warning: 153 games record no rules" in done.stderr  # warnings on stderr (docs/command-line.md)


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_study_of_a_folder_and_a_table
def test_cli_csv_has_one_row_a_game() -> None:
    done = cli(str(REAL), "--csv", "--model", "ogs")
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    assert len(rows) == 283
    studied = [r for r in rows if not r["set_apart"]]
    assert len(studied) == 204
    first = next(r for r in studied if r["source"].endswith("AdaGeek-gnugo-3.1.18-200201070826.sgf"))
    assert (first["black_rank"], first["white_rank"], first["stones"], first["black_score"]) == ("14k", "14k", "2", "0")


def test_cli_json_and_errors() -> None:
    done = cli(str(REAL / "nngs--AdaGeek-gnugo-3.1.18-200201070826.sgf"), "--json")
    assert json.loads(done.stdout)["counts"]["studied"] == 1
    missing = cli("/nonexistent.sgf")
    assert missing.returncode == 2 and "/nonexistent.sgf" in missing.stderr and "Traceback" not in missing.stderr
    bad = cli(str(REAL), "--bin", "0")
    assert bad.returncode == 2 and "--bin" in bad.stderr


def test_a_zip_read_from_its_bytes_as_zipfile_reads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # the real GNU Go games, zipped here three ways: deflated, stored, and stored with ZIP64 local
    # headers (their sizes in the extra field; the central directory is plain), and one with a
    # file's bytes spoilt (its CRC-32 no longer matches); the same replies as zipfile's reader gives
    from handicap.study import zip_members
    real = sorted(REAL.glob("*.sgf"))[:40]

    def zipped(method: int, zip64: bool = False) -> bytes:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", method) as z:
            for path in real:
                with z.open(path.name, "w", force_zip64=zip64) as member:
                    member.write(path.read_bytes())
        return out.getvalue()

    deflated, stored, zip64 = zipped(zipfile.ZIP_DEFLATED), zipped(zipfile.ZIP_STORED), zipped(zipfile.ZIP_STORED, True)
    assert all(zip_members.members(d) is not None for d in (deflated, stored, zip64))
    spoilt = bytearray(stored)
    at = spoilt.index(real[10].read_bytes()[:200])
    spoilt[at + 50] ^= 0x20

    def read(data: bytes, **part: int) -> dict:
        return calculate({"command": "study-read", "files": [{"name": "g.zip", "base64": b64(bytes(data))}], **part})

    ours = [read(d, **part) for d in (deflated, stored, zip64, spoilt) for part in ({}, {"start": 5, "count": 10})]
    monkeypatch.setattr(zip_members, "members", lambda data: None)
    theirs = [read(d, **part) for d in (deflated, stored, zip64, spoilt) for part in ({}, {"start": 5, "count": 10})]
    assert ours == theirs
    assert len(ours[0]["games"]) == 40 and len(ours[1]["games"]) == 10
    assert ours[1]["games"][0]["source"] == f"g.zip/{real[5].name}"
    # the spoilt file is named with its .zip, in the slice that holds it, and the others are read
    spoilt_name = f"g.zip/{real[10].name}"
    assert len(ours[6]["games"]) == 39 and [p["source"] for p in ours[6]["problems"]] == [spoilt_name]
    assert len(ours[7]["games"]) == 9 and [p["source"] for p in ours[7]["problems"]] == [spoilt_name]
    assert "damaged inside its archive" in ours[6]["problems"][0]["message"]
