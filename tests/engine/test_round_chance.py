"""Black's chance on a round's boards: each row's figures by the AGA's and OGS's models, the colours
as the sheet prints them (a file's recorded Black may be the stronger), the same as a Go answer for
the same pair; a column on screen when a model covers a board, on paper only when asked for, and
two columns of the CSV, which still reads back as the round's pairings.

The round is a real OpenGotha file: pairgoth's tests keep it (github.com/ffrgo/pairgoth,
opengotha/pairings/Toulouse2024.xml; tests/fixtures/round/make_files.py), round 6 of the
Toulouse 2024 tournament, 15 boards, its games' colours and handicaps recorded."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from handicap.api import calculate
from handicap.go.black_chance import aga_komi
from handicap.go.rules import RULESETS
from handicap.ranks import parse_rank, rank_to_rating
from handicap.rating.aga_bayrate import result_probabilities
from handicap.rating.glicko2 import Rating
from handicap.rating.ogs_expectation import expected_score

TOULOUSE = (Path(__file__).resolve().parents[1] / "fixtures" / "round" / "toulouse-2024.xml").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def toulouse() -> dict:
    reply = calculate({"command": "go-round", "file": TOULOUSE})
    assert "error" not in reply and len(reply["boards"]) == 15 and reply["round"] == 6
    return reply


def test_each_boards_chance_from_its_players_and_its_colours(toulouse: dict):
    """Recomputed here from the rows as printed: BayRate's probability (rating/aga_bayrate.py, checked
    against the C++) at the gap White's rank less Black's, OGS's expected score (goratings' call,
    no deviation known) with each rank at the middle of its band."""
    # the file's rules with its own even-game komi (7.5), as the round plays them
    ruleset = replace(RULESETS[toulouse["rules"]], even_komi=Fraction(str(toulouse["settings"]["even_komi"])))
    for row in toulouse["boards"]:
        black, white = parse_rank("r", row["black"]["rank"]), parse_rank("r", row["white"]["rank"])
        gap = white - black
        stones, komi = row["stones"], Fraction(str(row["komi"]))
        aga = result_probabilities(stones, aga_komi(ruleset, stones, komi), gap).black_wins
        chance = row["black_chance"]
        assert chance["aga"]["black"] == pytest.approx(aga, abs=1e-12), row["board"]
        adjustment = chance["ogs"]["adjustment"]
        # no deviation is known (the call leaves it out: g = 1)
        ogs = expected_score(Rating(rank_to_rating(black + 0.5), 350.0), Rating(rank_to_rating(white + 0.5), 350.0),
                             adjustment, deviation_counted=False)
        assert chance["ogs"]["black"] == pytest.approx(ogs, abs=1e-12), row["board"]
        assert chance["nigiri"] is False and chance["ogs"]["low"] is None


def test_a_recorded_black_who_is_the_stronger(toulouse: dict):
    """Board 9: the file records the 3-kyu with Black against the 5-kyu in an even game (komi 7.5):
    Black is the favourite under both models, not the weaker's chance turned round."""
    row = next(r for r in toulouse["boards"] if r["board"] == 9)
    assert (row["black"]["rank"], row["white"]["rank"], row["stones"], row["komi"]) == ("3k", "5k", 0, 7.5)
    assert row["black_chance"]["aga"]["gap"] == -2
    assert row["black_chance"]["aga"]["black"] > 0.9 and row["black_chance"]["ogs"]["black"] > 0.6
    assert row["black_chance"]["short"] == "AGA\u00a097.4%, OGS\u00a068.3%"


def test_a_board_is_a_go_answer_for_the_same_pair(toulouse: dict):
    """Board 13's players (13k against 6k) pasted as a round of the traditional system: the row's
    chance is the Go answer's for them (the file's own round differs only by its even-game komi,
    7.5, which the AGA's komi counts)."""
    row = next(r for r in toulouse["boards"] if r["board"] == 13)
    pair = f"{row['black']['name']} 13k - {row['white']['name']} 6k"
    pasted = calculate({"command": "go-round", "pairings": pair, "system": "traditional", "board": 19,
                        "rules": "japanese"})["boards"][0]
    answer = calculate({"command": "go", "system": "traditional", "ranks": ["13k", "6k"], "board": 19,
                        "rules": "japanese"})
    assert (answer["stones"], answer["komi"]) == (pasted["stones"], pasted["komi"]) == (7, 0.5)
    assert answer["black_chance"] == pasted["black_chance"]
    assert toulouse["settings"]["even_komi"] == 7.5
    assert (row["black_chance"]["aga"]["komi_counted"], pasted["black_chance"]["aga"]["komi_counted"]) == (0, 1)


def test_the_column_on_screen_and_on_paper_when_asked(toulouse: dict):
    words = toulouse["words"]
    assert "chance" in words["table_columns"] and words["columns"]["chance"] == "Black's chance"
    assert "chance" not in words["paper_columns"]
    assert [c for c in words["table_columns"] if c != "chance"] == words["paper_columns"]
    printed = calculate({"command": "go-round", "file": TOULOUSE, "chance_on_paper": True})
    assert printed["words"]["paper_columns"] == printed["words"]["table_columns"]
    assert printed["settings"]["chance_on_paper"] is True and toulouse["settings"]["chance_on_paper"] is False


def test_the_csv_has_both_models_figures(toulouse: dict):
    table = list(csv.reader(io.StringIO(toulouse["csv"])))
    header = table[0]
    aga, ogs = header.index("Black's chance (AGA model)"), header.index("Black's chance (OGS model)")
    assert (aga, ogs) == (10, 11)  # after the warnings, before what the file recorded
    for line, row in zip(table[1:], toulouse["boards"], strict=True):
        assert line[aga] == str(round(row["black_chance"]["aga"]["black"], 4))  # four places: 0.0325
        assert line[ogs] == str(round(row["black_chance"]["ogs"]["black"], 4))


def test_a_13x13_round_leaves_the_agas_cells_empty_and_says_why():
    reply = calculate({"command": "go-round", "pairings": "Ann 5k - Bob 2d\nCy 1k - Di 1k", "system": "ogs",
                       "board": 13, "rules": "japanese"})
    lines = list(csv.reader(io.StringIO(reply["csv"])))
    for line, row in zip(lines[1:], reply["boards"], strict=True):
        assert row["black_chance"]["aga"] is None and row["black_chance"]["aga_missing"] == "board"
        assert line[10] == "" and float(line[11]) == round(row["black_chance"]["ogs"]["black"], 4)
        assert "The AGA's model (BayRate) rates only 19×19 games." in row["black_chance"]["text"]
    nigiri = reply["boards"][1]
    assert nigiri["nigiri"] and nigiri["black_chance"]["nigiri"]


def test_the_csv_pasted_back_is_the_same_round(toulouse: dict):
    """The download, chance columns and all, reads back as pairings (with and without its header)."""
    again = calculate({"command": "go-round", "pairings": toulouse["csv"], "system": "opengotha", "board": 19,
                       "rules": "japanese"})
    assert again["errors"] == []
    # the same pairs on the same boards (who takes Black is the pasted round's own settings' to say)
    assert [(r["board"], {r["black"]["name"], r["white"]["name"]}) for r in again["boards"]] == \
        [(r["board"], {r["black"]["name"], r["white"]["name"]}) for r in toulouse["boards"]]
    # Without its header a line is known by its width: a pasted round's, 10 columns and the two
    # chances (a file's, with its 6 columns of recorded and system games, is not among the widths
    # known without a header, before the chances as since).
    pasted = calculate({"command": "go-round", "pairings": "Ann 5k - Bob 2d\nCy 1k - Di 1k", "board": 19})
    headless = "\r\n".join(pasted["csv"].split("\r\n")[1:])
    assert len(next(csv.reader(io.StringIO(headless)))) == 12
    back = calculate({"command": "go-round", "pairings": headless, "board": 19})
    assert back["errors"] == [] and [r["black_chance"] for r in back["boards"]] == \
        [r["black_chance"] for r in pasted["boards"]]


@pytest.mark.parametrize("lang", ["ja", "ko", "zh", "fr", "de"])
def test_the_columns_in_every_language(lang: str):
    reply = calculate({"command": "go-round", "file": TOULOUSE, "lang": lang})
    english = {"Black's chance", "Black's chance (AGA model)", "Black's chance (OGS model)"}
    header = next(csv.reader(io.StringIO(reply["csv"])))
    assert reply["words"]["columns"]["chance"] not in english
    assert not set(header[10:12]) & english and len(set(header[10:12])) == 2
