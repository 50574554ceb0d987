"""Fuzzing the JSON boundary: valid and invalid requests alike get an answer, never an
exception — a result that keeps its command's invariants, or an error naming a field.

Two kinds of request: well-formed ones for every command (most get results, so the result paths
are fuzzed, not only the errors; a deterministic test checks that they do), and junk — values of
every sort under the keys the engine reads, or not even an object. Those keys are no hand list:
they are the keys the engine looks up while it answers the input-contract requests and EXAMPLES,
and every fuzzed request checks that the engine read no other key."""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from handicap.api import HANDLERS, KEYS, calculate, calculate_json
from handicap.api import _language as request_language
from handicap.chess.request import METHODS
from handicap.go.effective import BOARDS as GAME_BOARDS
from handicap.go.effective import MODELS
from handicap.go.options import DIFFERENCE_MODES
from handicap.go.rules import RULESETS
from handicap.go.systems import SYSTEMS as ALL_SYSTEMS
from handicap.go.words import compare_summary
from handicap.i18n import LANGUAGES, catalogue, using
from handicap.text import quote
from tests.fixtures.input_contract import BASE, CASES

SYSTEMS = {s.key: s for s in ALL_SYSTEMS}  # key -> system, in the registry's order

FUZZ_CASES = int(os.environ.get("FUZZ_CASES", "10000"))
# Requests per command in the fixed sample of well-formed ones (derandomized, so the same each
# run): 150, or 50 when FUZZ_CASES is the light lane's few hundred, but for chess-clock, whose
# share of results lies a point or two above its floor, which 50 requests cannot tell apart from
# below it. Both samples clear MIN_RESULT_SHARE; a sample of 30 does not.
SAMPLE = 150 if FUZZ_CASES >= 1000 else 50
FULL_SAMPLE = 150
NEAR_THEIR_FLOOR = {"chess-clock"}
Request = dict[str, Any]
Requests = st.SearchStrategy[Request]


# --- The keys: read from the engine ---------------------------------------------------------

class Recorder(dict):
    """A request that notes each key the engine looks up. A copy made with {**request} is a plain
    dict and notes nothing: go-compare's per-system go replies and custom_stones read such copies,
    but what they read is the go command's reading, which go requests show directly."""

    def __init__(self, request: Mapping[str, Any]) -> None:
        super().__init__(request)
        self.read: set[Any] = set()

    def __getitem__(self, key: Any) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: Any, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self.read.add(key)
        return super().__contains__(key)


def keys_read(request: Mapping[str, Any]) -> set[str]:
    recorder = Recorder(request)
    calculate(recorder)
    return recorder.read


# Well-formed requests down the paths the input-contract table leaves out (its cases stop at
# the first error), so that every key those paths read is seen.
EXAMPLES: list[Request] = [
    {"command": "go", "system": "ogs", "board": 13, "rules": "aga", "counting": "area",
     "ratings": [1500, 1200],
     "rating_system": "ogs", "deviations": [60, 70], "difference_mode": "auto-1", "komi_mode": "custom",
     "komi": 2.5, "max_stones": 3, "names": ["Ann", "Bob"], "no_handicap_above": "5d"},
    {"command": "go", "ranks": ["5k", "2d"], "difference_mode": "custom", "custom_stones": 3},
    {"command": "go-compare", "teams": [["5k", "1d"], ["3k", 1500]], "no_handicap_above": "1d"},
    {"command": "go-table", "system": "jewdan", "board": 9, "rules": "nz", "counting": "area", "up_to": 4},
    {"command": "game", "stones": 2, "komi": 0.5, "black_rating": 1200, "white_rating": 1500,
     "black_deviation": 80, "white_deviation": 90, "black_volatility": 0.06, "white_volatility": 0.07,
     "tau": 0.5, "winner": "white", "system": "jewdan", "board": 13, "rules": "chinese"},
    {"command": "rate", "rating": 1500, "deviation": 200, "volatility": 0.06, "tau": 0.5,
     "results": ["win:1400:30", {"result": "loss", "rating": 1550, "deviation": 100}]},
    {"command": "chess", "method": "elo", "elo": "1800,2000", "K": 150, "clock": "15+10", "moves": 60,
     "total": 30},
    {"command": "chess", "method": "score", "score": 0.3, "against": "computer", "move_time": 30},
    {"command": "chess", "method": "calibrate", "s1": 0.3, "s2": 0.45, "ratio": 1.5, "total": 10},
    {"command": "chess", "method": "record", "record": [3, 4, 5]},
    {"command": "go-clock", "base1": "5", "inc1": 10, "cap1": "10", "base2": "5", "inc2": 5, "black": 1, "handicap": 2,
     "board": 13, "komi": 0.5, "rules": "chinese", "first": 2, "names": ["Ann", "Bob"]},
    {"command": "go-clock", "base1": "5", "overtime1": "canadian", "stones1": 10, "period1": 60, "base2": "5",
     "overtime2": "byoyomi", "periods2": 3, "period2": 30},
    # The study's games kept in a session the page names (read in parts, then studied): a fuzzed
    # read with a session reads its part, which no other request here reads.
    {"command": "study-read", "session": "fuzz", "session_part": 0,
     "files": [{"name": "a.sgf", "text": "(;GM[1]SZ[19]BR[5k]WR[3k]RE[B+R])"}]},
    {"command": "study", "session": "fuzz"},
]
CONTRACT_REQUESTS: list[Request] = [
    {k: v for k, v in {**BASE[command], **change}.items() if v is not None} for command, change, _ in CASES
]
CONTRACT_KEYS = {key for request in CONTRACT_REQUESTS for key in request}
ENGINE_KEYS = sorted(set().union(*(keys_read(r) for r in [*BASE.values(), *CONTRACT_REQUESTS, *EXAMPLES])))
# Keys no command reads: "k" is K's lower case, "wins" a part of a chess record; the input
# contract's misspellings ("bord").
JUNK_KEYS = ["x", "", "__class__", "k", "wins", "bord", "sytem", "pairing", "Komi", "elos", "gmes"]
FIELD_NAMES = ENGINE_KEYS + JUNK_KEYS
# An error names a key the engine read, the request, or a key of the request no command reads
# (refused by name: check_error).
ERROR_FIELDS = {*ENGINE_KEYS, "request"}


def test_field_names_come_from_the_engine() -> None:
    assert CONTRACT_KEYS <= set(FIELD_NAMES)
    # Keys an audit found missing from the old hand list: if one drops out, the recording broke.
    assert {"rating_system", "method", "K", "record", "clock", "moves", "against", "move_time", "winner",
            "black_rating", "white_rating", "black_deviation", "white_deviation", "black_volatility",
            "white_volatility", "custom_stones", "komi_mode", "names", "up_to", "lang", "session",
            "session_part"} <= set(ENGINE_KEYS)
    assert not set(JUNK_KEYS) & set(ENGINE_KEYS)


# --- Junk -----------------------------------------------------------------------------------

numbers_as_text = st.one_of(
    st.integers(-100, 3000).map(str),
    st.decimals(-50, 50, places=2, allow_nan=False).map(str),
    st.sampled_from(["nan", "NaN", "inf", "-Infinity", "1e999", "1/0", "7/3", " 4 ", "", "  ", "0x10", "½"]),
)
ranks_as_text = st.sampled_from(["5k", "2d", "1p", "0k", "10d", "31k", "5 kyu", " 3D ", "9p", "30k", "1K"])
choices_as_text = st.sampled_from([
    *SYSTEMS, *RULESETS, *HANDLERS, *DIFFERENCE_MODES, *METHODS, "territory", "area", "ogs", "egf", "aga",
    "win", "loss", "draw", "black", "white", "person", "computer", "15+10",
    "<script>alert(1)</script>", "JEWDAN", "\u0000", "🐢",
])
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    numbers_as_text, ranks_as_text, choices_as_text, st.text(max_size=12),
)
values = st.one_of(scalars, st.lists(scalars, max_size=3),
                   st.dictionaries(st.text(max_size=4), scalars, max_size=2))
junk_requests = st.one_of(
    st.builds(
        lambda command, rest: {**rest, "command": command},
        st.one_of(st.sampled_from(sorted(HANDLERS)), scalars),
        st.dictionaries(st.sampled_from(FIELD_NAMES), values, max_size=7),
    ),
    st.dictionaries(st.sampled_from(FIELD_NAMES), values, max_size=7),
    values,  # not even an object
)


# --- Well-formed requests, per command ------------------------------------------------------

def merged(*parts: Requests) -> Requests:
    """One request from several parts."""
    return st.tuples(*parts).map(lambda ds: {k: v for d in ds for k, v in d.items()})


def maybe(part: Requests) -> Requests:
    return st.one_of(st.just({}), part)


def keys(**parts: st.SearchStrategy[Any]) -> Requests:
    return st.fixed_dictionaries(parts)


def forms(value: Fraction) -> st.SearchStrategy[Any]:
    """An exact number in the forms a page or link sends it: int or float, text, padded text."""
    plain = value.numerator if value.denominator == 1 else float(value)
    return st.sampled_from([plain, str(value), f" {float(value)} "])


def number(low: Fraction | int, high: Fraction | int, denominator: int = 4) -> st.SearchStrategy[Any]:
    """A number in [low, high], in any of its forms."""
    return st.fractions(low, high, max_denominator=denominator).flatmap(forms)


def in_text(value: Any) -> str:
    """A value inside a longer text, where "/" and spaces separate parts: "7/3" goes as a decimal."""
    text = str(value).strip()
    return str(float(Fraction(text))) if "/" in text else text


def pair_of(value: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Two values as a list, or as one text ("5k 2d", "1500,1600")."""
    as_text = st.tuples(value, value, st.sampled_from([" ", ", ", ","]))
    return st.one_of(st.lists(value, min_size=2, max_size=2),
                     as_text.map(lambda t: f"{in_text(t[0])}{t[2]}{in_text(t[1])}"))


rank_texts = st.one_of(
    st.builds("{}{}".format, st.integers(1, 30), st.sampled_from(["k", "K", " kyu", "kyu"])),
    st.builds("{}{}".format, st.integers(1, 9), st.sampled_from(["d", "D", " dan"])),
    st.builds("{}{}".format, st.integers(1, 9), st.sampled_from(["p", " pro"])),
)
ogs_ratings = st.one_of(st.integers(100, 3000), number(1, 10000))
rank_differences = number(0, 20)
half_points = st.integers(-200, 200).map(lambda n: Fraction(n, 2))
rules_part = merged(maybe(keys(rules=st.sampled_from([*RULESETS, " Chinese ", ""]))),
                    maybe(keys(counting=st.sampled_from(["territory", "area", "AREA"]))))

player_strengths = st.one_of(
    keys(ranks=pair_of(rank_texts)),
    merged(keys(ratings=pair_of(ogs_ratings)), maybe(keys(rating_system=st.sampled_from(["ogs", " OGS "]))),
           maybe(keys(deviations=st.lists(number(0, 300), min_size=2, max_size=2)))),
    keys(ratings=pair_of(number(-1000, 3500)), rating_system=st.just("egf")),
    keys(ratings=pair_of(st.one_of(number(1, 13), number(-60, -1))), rating_system=st.just("aga")),
    keys(log_ratings=pair_of(st.one_of(st.integers(20, 3300),
                                       number(Fraction(2, 100), Fraction(33, 10), 1000)))),
    keys(teams=st.lists(st.lists(st.one_of(rank_texts, st.integers(100, 3000)), min_size=1, max_size=8),
                        min_size=2, max_size=2)),
)
strengths = st.one_of(
    keys(rank_diff=st.one_of(rank_differences, number(0, 100))),
    merged(player_strengths, maybe(keys(no_handicap_above=rank_texts))),  # needs players, not a difference
)
difference_options = st.one_of(
    st.just({}),
    keys(difference_mode=st.sampled_from([m for m in DIFFERENCE_MODES if m != "custom"] + [" Auto-1 "])),
    keys(difference_mode=st.just("custom"), custom_difference=rank_differences),
    keys(difference_mode=st.just("custom"),
         custom_stones=st.one_of(st.integers(0, 9), st.integers(0, 9).map(str))),
)
komi_options = st.one_of(
    st.just({}),
    keys(komi_mode=st.sampled_from(["auto", "none", " None "])),
    keys(komi_mode=st.just("custom"), komi=st.one_of(half_points.map(float), half_points.map(str))),
)
go_options = merged(
    difference_options, komi_options,
    maybe(keys(max_stones=st.one_of(st.integers(0, 9), st.integers(0, 9).map(str), st.just("")))),
    maybe(keys(names=st.lists(st.one_of(st.none(), st.text(max_size=40)), min_size=2, max_size=2))),
)
house_rules = st.fixed_dictionaries({}, optional={
    "club_ranks_per_stone": st.one_of(st.integers(0, 9), st.integers(0, 9).map(str)),
    "club_komi_per_rank": st.integers(0, 60).map(lambda n: Fraction(n, 2)).flatmap(forms),
    "club_even_komi": half_points.flatmap(forms),
    "club_min_stones": st.integers(0, 3), "club_max_stones": st.integers(3, 9),
    "club_first_stone": st.sampled_from(["counts", "free", " FREE "]),
})
system_and_board = st.sampled_from(list(SYSTEMS)).flatmap(
    lambda key: merged(keys(system=st.just(key)), maybe(keys(board=st.sampled_from(SYSTEMS[key].boards)))))

go_requests = merged(keys(command=st.just("go")), system_and_board, rules_part, strengths, go_options,
                     maybe(house_rules))
go_table_requests = merged(keys(command=st.just("go-table")), system_and_board, rules_part,
                           maybe(keys(up_to=st.one_of(st.integers(0, 100), st.integers(0, 30).map(str)))))
go_compare_requests = merged(keys(command=st.just("go-compare")), maybe(keys(board=st.integers(5, 25))),
                             rules_part, strengths, go_options)
# A round: lines of pairings in every shape the reader takes, now and then a line it cannot read.
round_names = st.one_of(st.just(""), st.text(st.characters(categories=["L", "Zs"]), max_size=12),
                        st.sampled_from(["Ann", "Bob Stone", "DE VRIES Jan", "O'Neil", "Zoë", "李"]))
round_sides = st.tuples(round_names, rank_texts)
round_lines = st.one_of(
    st.tuples(round_sides, round_sides, st.sampled_from([" - ", " vs ", " VS. ", " – "])).map(
        lambda t: f"{t[0][0]} {t[0][1]}{t[2]}{t[1][0]} {t[1][1]}"),
    st.tuples(st.one_of(st.just(""), st.integers(1, 9999).map(str)), round_sides, round_sides,
              st.sampled_from([",", ";", "\t"])).map(
        lambda t: t[3].join(([t[0]] if t[0] else []) + [t[1][0].replace(t[3], " "), t[1][1],
                                                        t[2][0].replace(t[3], " "), t[2][1]])),
    st.text(max_size=30),  # junk: a line error, or by chance a pairing
)
round_text = st.tuples(st.booleans(), st.lists(round_lines, min_size=1, max_size=12)).map(
    lambda t: ("Board, White, Rank, Black, Rank\n" if t[0] else "") + "\n".join(t[1]))
# A small OpenGotha file: players with ranks, one round of games (colours as OpenGotha gives them).
OPENGOTHA = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?><Tournament><Players>{players}</Players>'
             '<Games>{games}</Games><TournamentParameterSet><GeneralParameterSet numberOfRounds="3" size="19"/>'
             '<HandicapParameterSet hdBasedOnMMS="{mms}" hdCeiling="{ceiling}" hdCorrection="{correction}" '
             'hdNoHdRankThreshold="{threshold}"/></TournamentParameterSet></Tournament>')


def opengotha_file(ranks: list[str], mms: bool, ceiling: int, correction: int, threshold: str) -> str:
    players = "".join(f'<Player firstName="F{i}" name="P{i}" rank="{rank.upper()}"/>' for i, rank in enumerate(ranks))
    games = "".join(f'<Game blackPlayer="P{2 * i + 1}F{2 * i + 1}" handicap="0" result="RESULT_UNKNOWN" roundNumber="1" '
                    f'tableNumber="{i + 1}" whitePlayer="P{2 * i}F{2 * i}"/>' for i in range(len(ranks) // 2))
    return OPENGOTHA.format(players=players, games=games, mms=str(mms).lower(), ceiling=ceiling,
                            correction=correction, threshold=threshold.upper())


opengotha_sources = st.builds(
    lambda ranks, mms, ceiling, correction, threshold: {"opengotha": opengotha_file(ranks, mms, ceiling, correction,
                                                                                    threshold), "round": 1},
    st.lists(st.builds("{}{}".format, st.integers(1, 30), st.just("k")) | st.builds("{}d".format, st.integers(1, 9)),
             min_size=2, max_size=12),
    st.booleans(), st.integers(0, 9), st.integers(-1, 3), st.sampled_from(["30K", "1D", "3D", "9D"]))
go_round_requests = merged(
    keys(command=st.just("go-round")), st.one_of(keys(pairings=round_text), opengotha_sources),
    system_and_board, rules_part, maybe(house_rules),
    maybe(keys(no_handicap_above=rank_texts)), maybe(keys(handicap_correction=st.integers(-1, 9))),
    difference_options, komi_options,
    maybe(keys(max_stones=st.one_of(st.integers(0, 9), st.just("")))),
)
# These two take no input: any extra keys are ignored.
plain_requests = st.sampled_from([{"command": "go-systems"}, {"command": "goldis-table"},
                                  {"command": " GO-SYSTEMS "}, {"command": "chess-form"}])

glicko_ratings = st.one_of(st.integers(100, 3000), number(1, 10000))
game_ratings = merged(
    keys(black_rating=glicko_ratings, white_rating=glicko_ratings,
         winner=st.sampled_from(["black", "white", "draw"])),
    maybe(keys(black_deviation=number(0, 1000))), maybe(keys(white_deviation=number(0, 1000))),
    maybe(keys(black_volatility=number(Fraction(1, 10000), 1, 10000))),
    maybe(keys(white_volatility=number(Fraction(1, 10000), 1, 10000))),
    maybe(keys(tau=number(Fraction(1, 100), 10, 100))),
)
game_requests = merged(
    keys(command=st.just("game"), stones=st.one_of(st.integers(0, 9), st.integers(0, 9).map(str)),
         komi=number(-100, 100, 2)),  # whole or half points, as a game's komi is
    maybe(keys(model=st.sampled_from(list(MODELS)))), maybe(keys(board=st.sampled_from(GAME_BOARDS))),
    maybe(keys(rules=st.sampled_from(list(RULESETS)))), maybe(game_ratings),
)

results_as_text = st.builds("{}:{}:{}".format, st.sampled_from(["win", "loss", "draw", "WIN", "Loss"]),
                            glicko_ratings.map(in_text), number(0, 1000).map(in_text))
results_as_objects = st.fixed_dictionaries({"result": st.sampled_from(["win", "loss", "draw"]),
                                            "rating": glicko_ratings, "deviation": number(0, 1000)})
rate_requests = merged(
    keys(command=st.just("rate"), rating=glicko_ratings, deviation=number(0, 1000)),
    maybe(keys(volatility=st.one_of(number(Fraction(1, 10000), 1, 10000), st.just("")))),
    maybe(keys(tau=number(Fraction(1, 100), 10, 100))),
    maybe(keys(results=st.one_of(st.lists(st.one_of(results_as_text, results_as_objects), max_size=10),
                                 st.lists(results_as_text, max_size=5).map(" ".join)))),
)

score_values = st.fractions(Fraction(1, 1000), Fraction(999, 1000), max_denominator=1000)
scores = score_values.flatmap(forms)
records = st.tuples(st.integers(0, 40), st.integers(0, 40), st.integers(0, 40)).filter(
    lambda r: r[0] + r[1] > 0 and r[1] + r[2] > 0)  # a perfect score has no finite ratio


def calibration(s1: Fraction, s2: Fraction, ratio: Fraction, turned: bool) -> Requests:
    """More time, higher score (else K cannot be estimated); or the same with the roles turned."""
    low, high = sorted((s1, s2))
    s1, s2, ratio = (high, low, 1 / ratio) if turned else (low, high, ratio)
    return keys(s1=forms(s1), s2=forms(s2), ratio=forms(ratio))


calibrations = st.tuples(score_values, score_values, st.fractions(Fraction(11, 10), 64, max_denominator=10),
                         st.booleans()).filter(lambda c: c[0] != c[1]).flatmap(lambda c: calibration(*c))
chess_methods = st.one_of(
    merged(maybe(keys(method=st.just("elo"))), keys(elo=pair_of(number(0, 4000)))),
    keys(method=st.just("score"), score=scores),
    keys(method=st.just("record"),
         record=st.one_of(records.map(list), records.map(lambda r: "{},{},{}".format(*r)))),
    merged(keys(method=st.just("calibrate")), calibrations),
)
rating_band_requests = merged(
    keys(command=st.just("chess"), method=st.sampled_from(["bands", "split", "increment"]),
         elo=pair_of(number(0, 4000)), clock=st.builds("{}+{}".format, st.integers(1, 180), st.integers(0, 60))),
    maybe(keys(band=st.integers(1, 400), per_band=st.integers(0, 120))),
    maybe(keys(min_time=st.sampled_from(["0:30", "1:00", "1"]))),
    maybe(keys(K=st.integers(50, 1000), moves=st.integers(1, 500))),
)
durations = st.one_of(st.integers(1, 600).map(str), st.builds("{}:{:02d}".format, st.integers(0, 200), st.integers(1, 59)),
                      st.builds("{}:{:02d}:00".format, st.integers(1, 23), st.integers(0, 59)))
clock_requests = merged(
    keys(command=st.just("chess-clock"), base1=durations, base2=durations),
    maybe(keys(inc1=st.integers(0, 3600), inc2=st.integers(0, 60).map(str))),
    maybe(keys(delay1=st.integers(0, 30), delay_type1=st.sampled_from(["simple", "bronstein"]))),
    maybe(keys(delay2=st.integers(0, 30), delay_type2=st.sampled_from(["simple", "bronstein", " Bronstein "]))),
    maybe(keys(white=st.sampled_from([1, 2, "1", "2"]))),
    maybe(keys(names=st.tuples(st.text(max_size=40), st.one_of(st.none(), st.text(max_size=10))).map(list))),
)
go_clock_side = st.one_of(
    keys(base=durations),
    merged(keys(base=durations, inc=st.integers(1, 3600)), maybe(keys(cap=st.just("9000")))),
    keys(base=st.one_of(durations, st.just("0")), overtime=st.sampled_from(["byoyomi", " ByoYomi "]),
         periods=st.integers(1, 100), period=st.one_of(st.integers(1, 600), st.just("1:00"))),
    keys(base=st.one_of(durations, st.just("0:00")), overtime=st.just("canadian"), stones=st.integers(1, 1000),
         period=st.one_of(st.integers(1, 3600), st.just("5:00"))),
)
go_clock_requests = merged(
    keys(command=st.just("go-clock")),
    go_clock_side.map(lambda side: {f"{key}1": value for key, value in side.items()}),
    go_clock_side.map(lambda side: {f"{key}2": value for key, value in side.items()}),
    maybe(keys(black=st.sampled_from([1, 2, "1", "2"]), handicap=st.integers(0, 9))),
    maybe(keys(board=st.integers(5, 25), komi=st.integers(-20, 20).map(lambda k: k / 2),
               rules=st.sampled_from(sorted(RULESETS)))),
    maybe(keys(first=st.sampled_from([1, 2]))),
    maybe(keys(names=st.tuples(st.text(st.characters(exclude_categories=["C"]), max_size=40),
                               st.one_of(st.none(), st.text(max_size=10))).map(list))),
)
clocks = st.one_of(
    st.builds("{}+{}".format, st.integers(1, 180), st.integers(0, 60)),
    st.builds("{}|{}".format, st.decimals(1, 180, places=1).map(str), st.integers(0, 30)),
    st.integers(1, 180).map(str),
)
chess_requests = merged(
    keys(command=st.just("chess")), chess_methods,
    maybe(keys(K=st.one_of(st.integers(50, 1000), number(1, 10000), st.just("")))),
    st.one_of(maybe(keys(against=st.just("person"))),
              merged(keys(against=st.just("computer")), maybe(keys(move_time=number(1, 86400))))),
    maybe(keys(total=st.one_of(st.integers(1, 300), number(Fraction(1, 100), 100000, 100)))),
    maybe(merged(keys(clock=clocks), maybe(keys(moves=st.integers(1, 500))))),
)

# Every command in every language (or none: English), as a page or a link would send it.
languages = maybe(keys(lang=st.sampled_from([*LANGUAGES, " JA ", "De", ""])))
WELL_FORMED: dict[str, Requests] = {command: merged(strategy, languages) for command, strategy in {
    "go": go_requests, "go-table": go_table_requests, "go-compare": go_compare_requests,
    "go-systems": plain_requests, "game": game_requests, "rate": rate_requests, "chess": chess_requests,
    "chess-rating-bands": rating_band_requests, "chess-clock": clock_requests, "go-round": go_round_requests,
    "go-clock": go_clock_requests,
}.items()}
requests = st.one_of(
    *(strategy.map(lambda r: (True, r)) for strategy in WELL_FORMED.values()),
    junk_requests.map(lambda r: (False, r)),
    junk_requests.map(lambda r: (False, r)),
)


# --- Invariants -----------------------------------------------------------------------------

def is_half_multiple(x: float) -> bool:
    return math.isfinite(x) and Fraction(x) * 2 == int(Fraction(x) * 2)


def close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def is_given(request: Mapping[str, Any], key: str) -> bool:
    value = request.get(key)
    return value is not None and not (isinstance(value, str) and not value.strip())


def exact(value: Any) -> Fraction:
    return Fraction(str(value).strip())


def check_steps(steps: Any) -> None:
    assert isinstance(steps, list) and steps
    assert all(isinstance(s, dict) and isinstance(s.get("label"), str) and s["label"] for s in steps)


def check_warnings(warnings: Any) -> set[str]:
    assert isinstance(warnings, list)
    for w in warnings:
        assert isinstance(w, dict) and set(w) == {"code", "message"}
        assert isinstance(w["code"], str) and w["code"] and isinstance(w["message"], str) and w["message"]
    return {w["code"] for w in warnings}


def check_sgf(reply: Mapping[str, Any]) -> None:
    sgf, stones, board = reply["sgf"], reply["stones"], reply["board"]
    assert sgf.startswith("(;GM[1]FF[4]") and sgf.endswith(")")
    assert f"SZ[{board}]" in sgf
    assert sgf.count("HA[") == (stones >= 2) and (f"HA[{stones}]" in sgf) == (stones >= 2)
    komi = re.findall(r"KM\[([^\]]*)\]", sgf)
    assert len(komi) == 1 and float(komi[0]) == reply["komi"]
    assert ("RU[" in sgf) == (reply["rules"] is not None)
    placed = re.search(r"AB((?:\[[a-y]{2}\])+)", sgf)
    assert (placed.group(1)[1:-1].split("][") if placed else []) == (reply["stone_points"] or [])
    # White plays first after placed stones; stones not placed in the record are Black's to place
    assert sgf.count("PL[W]") == (stones >= 2 and reply["stone_points"] is not None)


def check_go(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    stones, komi, board = reply["stones"], reply["komi"], reply["board"]
    assert isinstance(stones, int) and stones >= 0 and is_half_multiple(komi)
    assert reply["effective_komi"] == komi + reply["handicap_bonus"] and reply["handicap_bonus"] >= 0
    assert reply["rules"] is not None or reply["handicap_bonus"] == 0
    assert reply["counting"] in ("territory", "area")
    assert reply["black"] in (1, 2, None)
    # Black goes to the weaker side whenever the difference is above 0 (the ceiling may lower it).
    assert reply["nigiri"] == (reply["black"] is None) == (reply["rank_difference"] == 0)
    assert (reply["black_name"] is None) == (reply["black"] is None)
    assert reply["tie_rule"] in ("none", "black", "white", "draw")
    assert (reply["tie_rule"] == "none") == (Fraction(komi).denominator != 1)
    codes = check_warnings(reply["warnings"])
    check_steps(reply["steps"])
    assert reply["beyond_maximum"] == (stones > reply["max_stones"] or reply["capped"])
    assert reply["beyond_maximum"] == ("beyond_maximum" in codes)
    assert reply["placed_stones"] == (stones if stones >= 2 else 0)
    points = reply["stone_points"]
    if points is None:
        # No fixed points for the stones: a warning says so, or the system lets Black place them
        # freely and the board's caption says that instead.
        freely = next((s.places_freely for s in ALL_SYSTEMS if s.key == reply["system"]), False)
        assert codes & {"no_placement", "beyond_maximum"} or (freely and reply["board_caption"])
    else:
        assert len(points) == len(set(points)) == reply["placed_stones"]
        assert all(ord(c) - ord("a") < board for p in points for c in p)
    check_sgf(reply)
    if well_formed:
        check_go_options(request, reply)


def even_game_stones(reply: Mapping[str, Any]) -> int:
    """The stones of a system at rank difference 0 (Goldis gives 1: it never gives none)."""
    table = calculate({"command": "go-table", "up_to": 0, **{k: reply[k] for k in ("system", "board", "rules",
                                                                                      "counting")}})
    return table["rows"][0]["stones"]


def check_go_options(request: Mapping[str, Any], reply: Mapping[str, Any]) -> None:
    """What the organiser's options promise, for requests whose values are known to be clean."""
    mode = str(request.get("komi_mode", "auto")).strip().lower()
    if mode == "none":
        assert reply["komi"] == 0
    if mode == "custom":
        assert Fraction(reply["komi"]) == exact(request["komi"])
    if str(request.get("difference_mode", "")).strip().lower() == "none":
        assert reply["rank_difference"] == 0
    if is_given(request, "max_stones"):  # the ceiling lowers the difference, never below the even game
        assert reply["stones"] <= max(int(request["max_stones"]), even_game_stones(reply)) \
            or reply["rank_difference"] == 0
    elif is_given(request, "custom_stones") and not is_given(request, "no_handicap_above"):
        assert reply["stones"] == int(request["custom_stones"])
    if is_given(request, "rules"):
        assert reply["rules"] == request["rules"].strip().lower()
    names = request.get("names")
    if names and reply["black"] is not None and names[reply["black"] - 1]:
        collapsed = " ".join(names[reply["black"] - 1].split())
        assert reply["black_name"] == (collapsed or reply["black_name"])


def check_go_table(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    rows = reply["rows"]
    assert [r["rank_difference"] for r in rows] == list(range(len(rows)))
    if is_given(request, "up_to"):
        assert len(rows) == int(str(request["up_to"]).strip()) + 1
    else:  # up to the first rank difference beyond the maximum (or 100)
        assert not any(r["beyond_maximum"] for r in rows[:-1])
        assert len(rows) == 101 or rows[-1]["beyond_maximum"]
    for row in rows:
        assert row["stones"] >= 0 and is_half_multiple(row["komi"])
        assert row["effective_komi"] == row["komi"] + row["handicap_bonus"]
        assert row["beyond_maximum"] == (row["stones"] > reply["max_stones"] or row["capped"])
    # Stones never fall as the difference grows: checked by hand for every system, board, ruleset
    # and counting up to 100 before this was asserted; each seed's table is monotone.
    stones = [r["stones"] for r in rows]
    assert stones == sorted(stones)
    assert reply["csv"].count("\r\n") == len(rows) + 1
    check_warnings(reply["warnings"])


def check_go_compare(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    rows = reply["rows"]
    assert [r["system"] for r in rows] == list(SYSTEMS)
    with using(request_language(request)):  # the summary in the request's language, with the counts
        assert reply["summary"] == compare_summary(sum(r["supported"] for r in rows), len(rows))
    for row in rows:
        if row["supported"]:
            assert row["effective_komi"] == row["komi"] + row["handicap_bonus"] and row["stones"] >= 0
            assert row["nigiri"] == (row["black"] is None) == (row["rank_difference"] == 0)
        else:
            assert isinstance(row["reason"], str) and row["reason"]


def check_go_round(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    boards, errors = reply["boards"], reply["errors"]
    numbers = [b["board"] for b in boards]
    assert numbers == sorted(set(numbers)) and all(n >= 1 for n in numbers)
    for board in boards:
        assert isinstance(board["stones"], int) and board["stones"] >= 0 and is_half_multiple(board["komi"])
        assert board["effective_komi"] == board["komi"] + board["handicap_bonus"]
        assert board["nigiri"] <= (board["rank_difference"] == 0)
        check_warnings(board["warnings"])
        check_warnings(board["advice"])
        assert isinstance(board["summary"], str) and str(board["board"]) in board["summary"]
    for error in errors:
        assert set(error) == {"line", "text", "message"} and isinstance(error["line"], int) and error["line"] >= 0
        assert isinstance(error["message"], str) and len(error["message"].splitlines()) == 1
    if well_formed and isinstance(request.get("pairings"), str):
        lines = [line for line in request["pairings"].splitlines() if line.strip() and not line.strip().startswith("#")]
        assert len(boards) + len(errors) <= len(lines)
    assert reply["csv"].count("\r\n") == len(boards) + 1


def check_plain(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    key = {"go-systems": "systems", "chess-form": "methods"}.get(reply["command"], "rows")
    assert reply[key]


def check_game(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    stones = reply["stones"]
    assert 0 <= stones <= 9 and reply["free_moves"] == max(stones - 1, 0)
    # jewdan counts no bonus; OGS's rating code none under Ing rules, nor French (rules it does not know)
    counted = reply["model"] == "proposal" or (reply["model"] == "ogs" and reply["rules"] not in ("ing", "french"))
    bonus = RULESETS[reply["rules"]].handicap_bonus(stones) if counted else 0
    assert reply["handicap_bonus"] == bonus
    assert close(reply["effective_komi"], reply["komi"] + reply["handicap_bonus"])
    assert close(reply["rank_difference"], reply["head_start"] / reply["points_per_rank"])
    assert reply["rank_difference"] == float(Fraction(reply["rank_difference_exact"]))
    check_warnings(reply["warnings"])
    assert all(isinstance(s.get("label"), str) for s in reply["steps"])
    if "ratings" in reply:
        assert 0 <= reply["black_win_expectation"] <= 1 and 0 <= reply["white_win_expectation"] <= 1
        judgements = reply["ratings"]["judgements"]
        assert len(judgements) == 2
        assert all(j[side]["deviation"] >= 0 and j[side]["volatility"] > 0
                   for j in judgements for side in ("black", "white"))


def check_rate(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    assert reply["deviation"] >= 0 and reply["volatility"] > 0
    assert close(reply["change"], reply["rating"] - reply["before"]["rating"])
    assert all(0 <= game["expected"] <= 1 for game in reply["games"])
    if well_formed:
        results = request.get("results", [])
        assert len(reply["games"]) == len(results.split() if isinstance(results, str) else results)
        assert reply["before"]["rating"] == float(exact(request["rating"]))


def check_chess(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    ratio, weaker = reply["ratio"], reply["weaker"]
    assert ratio >= 1 and 0 <= reply["score"] <= 1  # ratio: weaker's time / stronger's
    # K: the model's; the rating-band rules do not use it
    assert reply["K"] is None if reply["method"] in ("bands", "split") else reply["K"] > 0
    assert weaker in (1, 2, None) and reply["equal"] == (weaker is None)
    assert weaker is not None or ratio == 1
    check_warnings(reply["warnings"])
    check_steps(reply["steps"])
    if reply["against"] == "computer":
        assert reply["total"] is None and reply["weaker_time"] is None
        factor = reply["computer"]["human_factor"]
        assert close(factor, ratio if weaker == 1 else 1 / ratio if weaker == 2 else 1)
    elif reply["total"] is not None:
        w, s = reply["weaker_time"], reply["stronger_time"]
        assert w > 0 and s > 0 and close(w + s, reply["total"]) and close(w / s, ratio)
    if reply["clock"] is not None:
        assert reply["clock"]["weaker"]["base_seconds"] >= reply["clock"]["stronger"]["base_seconds"]
    if reply["method"] == "record":
        r = reply["range"]
        assert 0 < r["score_low"] <= r["score_high"] < 1 and 0 < r["ratio_low"] <= r["ratio_high"]
    by_rule = reply["method"] in ("bands", "split", "increment")
    if well_formed and is_given(request, "clock") and reply["against"] == "person":
        assert reply["players"] is not None if by_rule else reply["clock"] is not None
    if reply["players"] is not None:  # each player's clock: the weaker player's never less than the other's
        by_player = {p["player"]: p["base_seconds"] * 1000 + 40_000 * p["increment_seconds"] for p in reply["players"]}
        assert set(by_player) == {1, 2} and all(t >= 0 for t in by_player.values())
        if weaker is not None and reply["method"] != "increment":
            assert by_player[weaker] >= by_player[3 - weaker]


def check_chess_clock(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    sides = reply["sides"]
    assert [s["side"] for s in sides] == [1, 2] and reply["first"] == reply["white"] in (1, 2)
    assert all(s["base_ms"] > 0 and s["base_ms"] % 1000 == 0 and s["increment_ms"] >= 0 for s in sides)
    tags = reply["time_controls"]
    assert tags["TimeControl"] in ("?", tags["WhiteTimeControl"]) and tags["WhiteTimeControl"] in reply["pgn"]
    assert reply["pgn"].rstrip().endswith("*")


def check_go_clock(request: Mapping[str, Any], reply: Mapping[str, Any], well_formed: bool) -> None:
    sides = reply["sides"]
    assert [s["side"] for s in sides] == [1, 2] and reply["first"] in (1, 2, None)
    assert all(s["base_ms"] >= 0 and s["base_ms"] % 1000 == 0 and s["period_ms"] % 1000 == 0 for s in sides)
    assert all(s["base_ms"] > 0 or s["system"] in ("byoyomi", "canadian") for s in sides)
    assert all((s["periods"] > 0) == (s["system"] == "byoyomi") and (s["stones"] > 0) == (s["system"] == "canadian")
               for s in sides)
    assert reply["sgf"].startswith("(;GM[1]FF[4]") and reply["sgf"].endswith(")")
    if reply["black"] is not None and "first" not in request:
        assert reply["first"] == (3 - reply["black"] if reply["handicap"] >= 2 else reply["black"])


CHECKS: dict[str, Callable[[Mapping[str, Any], Mapping[str, Any], bool], None]] = {
    "go": check_go, "go-table": check_go_table, "go-compare": check_go_compare, "go-systems": check_plain,
    "goldis-table": check_plain, "game": check_game, "rate": check_rate, "chess": check_chess,
    "chess-clock": check_chess_clock, "chess-form": check_plain, "go-round": check_go_round,
    "go-clock": check_go_clock,
}


# The start of the internal-error message (a bug's answer) in every language.
INTERNAL = {catalogue(lang)["error.request.internal"].split("{")[0] for lang in LANGUAGES}
PAIR_FIELDS = {"ranks", "ratings", "log_ratings", "teams", "deviations", "names", "elo"}


def check_error(request: Any, reply: Mapping[str, Any], well_formed: bool) -> None:
    assert set(reply) in ({"error"}, {"error", "field_errors"})
    assert set(reply["error"]) in ({"field", "message"}, {"field", "message", "player"})
    if "field_errors" in reply:  # every wrong field at once: the first is the error, each one field's
        found = reply["field_errors"]
        assert isinstance(found, list) and found and found[0] == reply["error"], reply
        for each in found[1:]:
            check_error(request, {"error": each}, well_formed)
    field, message = reply["error"]["field"], reply["error"]["message"]
    if "player" in reply["error"]:  # one player's value of a pair field
        assert field in PAIR_FIELDS and reply["error"]["player"] in (1, 2), reply
    assert isinstance(message, str) and message.strip() and len(message.splitlines()) == 1, message
    if isinstance(request, dict) and field in {str(key) for key in request if key not in KEYS}:
        assert quote(field) in message, (field, message)  # an unknown key, refused by name (in any language)
    else:
        assert isinstance(field, str) and field in ERROR_FIELDS, field
    assert not any(internal in message for internal in INTERNAL), (request, message)
    if well_formed:  # a clean request's error names one of its own fields
        assert field in request, (request, reply)


def expected_command(request: Any) -> str:
    command = request.get("command")
    blank = command is None or (isinstance(command, str) and not command.strip())
    return "go" if blank else command.strip().lower()


def answer(request: Any, well_formed: bool) -> dict[str, Any]:
    """The reply, with its checks; dict requests are recorded, so a key read is a key known."""
    recorder = Recorder(request) if isinstance(request, dict) else None
    reply = calculate(recorder if recorder is not None else request)
    assert isinstance(reply, dict)
    json.dumps(reply, allow_nan=False)  # JSON the page can read: no NaN or Infinity
    if recorder is not None:
        assert recorder.read <= set(FIELD_NAMES), f"the engine read keys the fuzzer does not know: " \
                                                  f"{recorder.read - set(FIELD_NAMES)}"
    if "error" in reply:
        check_error(request, reply, well_formed)
    else:
        assert reply["command"] == expected_command(request)
        CHECKS[reply["command"]](request, reply, well_formed)
    return reply


# The cases in quarters, each its own test, so that pytest-xdist's workers share them (one test of
# 10,000 cases was a run's longest by far, minutes on one core while the other had finished).
FUZZ_QUARTERS = 4


@pytest.mark.parametrize("quarter", range(FUZZ_QUARTERS))
@settings(max_examples=max(1, FUZZ_CASES // FUZZ_QUARTERS), deadline=None, suppress_health_check=list(HealthCheck))
@given(kind_and_request=requests)
def test_fuzzed_requests_always_get_an_answer(quarter: int, kind_and_request: tuple[bool, Any]) -> None:
    well_formed, request = kind_and_request
    reply = answer(request, well_formed)
    if isinstance(request, dict):
        command = request.get("command")
        named = command if isinstance(command, str) and command in HANDLERS else "other"
        outcome = "error" if "error" in reply else "result"
        event(f"{'well-formed' if well_formed else 'junk'} {named}: {outcome}")
    # the string boundary the page uses answers too
    assert json.loads(calculate_json(json.dumps(request, allow_nan=True, default=str))) is not None


# Least share of well-formed requests per command that must get a result (the rest may meet a
# legitimate error: a rank outside Goldis's table, stones a system never gives, a ratio beyond 2^60).
MIN_RESULT_SHARE = {"go": 0.85, "go-table": 0.95, "go-compare": 0.9, "go-systems": 1, "game": 0.95,
                    "rate": 0.95, "chess": 0.85, "chess-rating-bands": 0.75, "chess-clock": 0.85,
                    "go-round": 0.9, "go-clock": 0.85}  # rating bands: odds in the increment are refused when the stronger increment would fall below 0; clock: random names with control characters are refused (11% of the sample)


def _sample(strategy: Requests, size: int) -> list[bool]:
    """Whether each of a fixed sample of ``size`` requests got a result (True) or an error."""
    outcomes: list[bool] = []

    @settings(max_examples=size, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def run(request: Request) -> None:
        outcomes.append("error" not in answer(request, True))

    run()
    return outcomes


@pytest.mark.parametrize("command", list(WELL_FORMED))
def test_well_formed_requests_mostly_get_results(command: str) -> None:
    """So the fuzzer cannot silently degenerate into only errors: a fixed sample per command (a
    test each, so the light lane's workers share them)."""
    outcomes = _sample(WELL_FORMED[command], FULL_SAMPLE if command in NEAR_THEIR_FLOOR else SAMPLE)
    share = sum(outcomes) / len(outcomes)
    assert share >= MIN_RESULT_SHARE[command], (command, share)
