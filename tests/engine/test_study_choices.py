"""Choosing what to study: games with programs, with named players, decided on time, with an
unsure rank, an extreme komi or a professional rank, kept or left out, each choice's count in the
reply, the command line's flags and the CSV's columns.

The real games are GNU Go's regression games (tests/fixtures/study/SOURCES.md: runningskull/gnugo
regression/games/{nngs,kgs}, commit 84a32e9c), read here again by tests/support/study_reader.py's
independent reader; where no file among them has the case (an unsure rank "5k?", a komi of 50, a professional
rank), the records are written in the test, and it says so."""

from __future__ import annotations

import base64
import csv
import io
import json
import re

import pytest

from handicap.api import calculate
from tests.support.cli import run_cli_here
from tests.support.study_reader import SGF_FILES, games_with_players, rank, root_properties, score

FILES = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in SGF_FILES]


def study(**options: object) -> dict:
    reply = calculate({"command": "study", "files": FILES, **options})
    assert "error" not in reply, reply
    return reply


def studied_properties() -> list[dict[str, str]]:
    """The root properties of the games the study can use (both ranks and a result)."""
    found = []
    for path in SGF_FILES:
        p = root_properties(path.read_bytes().decode("latin-1"))
        if rank(p.get("BR")) is not None and rank(p.get("WR")) is not None and score(p.get("RE")) is not None:
            found.append(p)
    return found


def choice(reply: dict, key: str) -> dict:
    return next(c for c in reply["choices"] if c["key"] == key)


def test_games_with_programs_are_counted_and_left_out_when_asked() -> None:
    """Every program among these players is a GNU Go ("GnuGo (GNU Go 3.1.18)", "GNU", "TheGNUGo"):
    counted here as the names holding "gnu", case ignored."""
    games = studied_properties()
    with_program = sum(any("gnu" in p.get(k, "").lower() for k in ("PB", "PW")) for p in games)
    assert len(games) == 204 and with_program > 150
    kept = study()
    assert kept["counts"]["studied"] == 204 and kept["counts"]["left_out"] == 0
    assert choice(kept, "programs") == {
        "key": "programs", "value": "keep", "chosen": False, "left_out": 0, "matching": with_program,
        "shown": f"Games with a program (a name on the study's list of Go programs): {with_program} games, kept."}
    left = study(programs="exclude")
    assert left["counts"]["studied"] == 204 - with_program
    assert left["counts"]["left_out"] == with_program
    assert choice(left, "programs")["shown"] == (
        f"Games with a program (a name on the study's list of Go programs): {with_program} games left out.")
    # the games left in are people's games: the verdict and fit speak of those only
    assert left["fit"]["games"] == 204 - with_program


def test_named_players_and_games_on_time_are_left_out() -> None:
    games = studied_properties()
    named = [p for p in games if any(re.fullmatch(r"yagr|gofun.*", p.get(k, "").lower()) for k in ("PB", "PW"))]
    on_time = [p for p in games if re.fullmatch(r"[BW]\+T(ime)?", p.get("RE", ""), re.IGNORECASE)]
    assert named and on_time
    both = [p for p in on_time if p in named]
    reply = study(exclude_players="yagr, GoFun*", results="no_time")
    assert choice(reply, "players")["left_out"] == len(named)
    assert choice(reply, "players")["shown"] == f"Games with the players named (yagr, gofun*): {len(named)} games left out."
    assert choice(reply, "results")["left_out"] == len(on_time) - len(both)  # a game counts under its first choice
    assert choice(reply, "results")["matching"] == len(on_time)
    assert reply["counts"]["studied"] == 204 - len(named) - len(on_time) + len(both)


def test_unsure_ranks_extreme_komi_and_professional_ranks() -> None:
    """No published file here has these cases: the records are written in the test (a KGS-style
    unsure rank "5k?", a komi of 50, a 7d against a 9p)."""
    records = [
        {"BR": "5k?", "WR": "3k", "RE": "B+R", "KM": "0.5", "HA": "2", "PB": "a", "PW": "b"},
        {"BR": "5k", "WR": "5k", "RE": "W+R", "KM": "50", "PB": "c", "PW": "d"},
        {"BR": "7d", "WR": "9p", "RE": "W+R", "KM": "0.5", "HA": "4", "PB": "e", "PW": "f"},
        {"BR": "2k", "WR": "1k", "RE": "B+3.5", "KM": "0.5", "PB": "g", "PW": "h"},
    ]
    def run(**options: object) -> dict:
        reply = calculate({"command": "study", "games": records, **options})
        assert "error" not in reply, reply
        return reply
    every = run(pro_ranks="amateur")
    assert every["counts"]["studied"] == 4
    assert [(c["key"], c["matching"]) for c in every["choices"]] == [
        ("programs", 0), ("results", 0), ("unsure_ranks", 1), ("pro_ranks", 1)]
    assert choice(every, "pro_ranks")["shown"] == "Games with a professional rank: 1 game, kept."
    # by default a professional rank is set apart: no published scale reads it against amateur ranks
    default = run()
    assert default["counts"]["studied"] == 3 and choice(default, "pro_ranks")["left_out"] == 1
    assert choice(default, "pro_ranks")["shown"] == "Games with a professional rank: 1 game left out."
    reply = run(unsure_ranks="exclude", max_komi="20", pro_ranks="apart")
    assert reply["counts"]["studied"] == 1 and reply["counts"]["left_out"] == 3
    assert [(c["key"], c["left_out"]) for c in reply["choices"]] == [
        ("programs", 0), ("results", 0), ("unsure_ranks", 1), ("komi", 1), ("pro_ranks", 1)]
    assert choice(reply, "komi")["shown"] == "Games with a komi beyond ±20: 1 game left out."
    assert choice(reply, "unsure_ranks")["shown"] == "Games with an unsure rank (such as 5k?): 1 game left out."


@pytest.mark.parametrize(("field", "value", "allowed"), [
    ("programs", "drop", "keep, exclude"), ("results", "time", "all, no_time"),
    ("unsure_ranks", "yes", "keep, exclude"), ("pro_ranks", "scale", "amateur, apart"),
    ("max_komi", "-1", "0"), ("exclude_players", 5, "names or patterns separated by commas"),
    ("exclude_players", ",".join(f"p{i}" for i in range(101)), "at most 100")])
def test_a_wrong_choice_is_refused_by_its_field(field: str, value: object, allowed: str) -> None:
    reply = calculate({"command": "study", "files": FILES, field: value})
    assert reply["error"]["field"] == field
    assert allowed in reply["error"]["message"]


def test_the_csv_names_the_choices_in_its_header_and_every_row() -> None:
    games = games_with_players(SGF_FILES, "proposal")
    reply = study(rows=True, programs="exclude", results="no_time", max_komi="20", exclude_players="yagr")
    rows = list(csv.DictReader(io.StringIO(reply["csv"])))
    header = reply["csv"].splitlines()[0].split(",")
    assert header[-6:] == ["programs", "exclude_players", "results", "unsure_ranks", "max_komi", "pro_ranks"]
    assert {(r["programs"], r["exclude_players"], r["results"], r["unsure_ranks"], r["max_komi"], r["pro_ranks"])
            for r in rows} == {("exclude", "yagr", "no_time", "keep", "20", "apart")}
    studied = [r for r in rows if not r["set_apart"]]
    assert len(studied) == reply["counts"]["studied"] < len(games)
    assert len(rows) == reply["counts"]["studied"] + reply["counts"]["set_apart"]


def test_the_command_line_takes_the_choices() -> None:
    done = run_cli_here("study", str(SGF_FILES[0].parent), "--programs", "exclude", "--exclude-players", "yagr",
                        "--results", "no_time", "--unsure-ranks", "exclude", "--max-komi", "20", "--pro-ranks", "apart",
                        "--json")
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert [c["value"] for c in reply["choices"]] == ["exclude", "yagr", "no_time", "exclude", 20, "apart"]
    assert reply["counts"]["left_out"] == sum(c["left_out"] for c in reply["choices"]) > 0
    bad = run_cli_here("study", str(SGF_FILES[0]), "--results", "time")
    assert bad.returncode == 2 and "--results" in bad.stderr and "no_time" in bad.stderr
