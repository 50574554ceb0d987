"""Beyond nine stones on 19×19 (py/handicap/go/systems/beyond_nine.py): the traditional handicap
up to nine, then nine stones plus komi at a cited value of a stone, or free placement.

Sources, each checked on what it prints:
  OGS     online-go/goratings @ 6cab3090a54c8b876ac6a8d0886dc9124dadd575, RatingsV6.md ("Assumes a
          territorial value of 12 for each stone at start of game") and analysis/util/RatingMath.py
          get_handicap_rank_difference (stone_value_territory = perfect_komi_territory × 2 = 12,
          a rank = that value); this file checks the system against the engine's ``ogs`` model,
          which tests/engine/test_ogs_rating_code.py holds to that function on its whole grid.
  AGA     the same commit, reference/aga_bayrate/game.cpp, game::calc_handicapeqv():
          handicapeqv = handicap − 0.0757 × komi (rating/aga_bayrate.py reads the same line).
  KataGo  gennan, "Fun with sanrensei", Life in 19x19 topic 16992, 2019-10-25
          (lifein19x19.com/viewtopic.php?p=249936): KataGo's value of 1 to 9 handicap stones
          beside "an idealized value using 14 points / stone" (the table below, transcribed).
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

import pytest

from handicap import i18n
from handicap.api import calculate
from handicap.go.effective import MODELS, effective_rank_difference
from handicap.go.rules import RULESETS
from handicap.go.systems import SYSTEM_KEYS, find_system, traditional
from handicap.go.systems import beyond_nine as b9
from handicap.rating import aga_bayrate
from tests.support.cli import run_cli

F = Fraction
KOMI_SYSTEMS = (b9.SYSTEM_OGS, b9.SYSTEM_AGA, b9.SYSTEM_KATAGO)
ALL = (*KOMI_SYSTEMS, b9.SYSTEM_FREE)


def run(system, d, rules="japanese"):
    ruleset = RULESETS[rules]
    h = system.compute(F(d), 19, ruleset, ruleset.counting)
    return h.stones, h.komi


@pytest.mark.parametrize("system", ALL, ids=lambda s: s.key)
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_up_to_nine_stones_each_is_the_traditional_handicap(system, rules):
    """The base rule: traditional.py (AGA/EGF tournaments: d stones, komi 0.5; 0 an even game)."""
    for d in range(10):
        assert run(system, d, rules) == run(traditional.SYSTEM, d, rules), d


def komi_of(system, d):
    return run(system, d)[1]


# --- OGS: 12 points a stone --------------------------------------------------------------------

def test_ogs_value_is_goratings_twice_perfect_territory_komi():
    perfect_komi_territory = 6  # RatingMath.py: "perfect_komi_territory = 6"
    assert b9.OGS.points == perfect_komi_territory * 2 == 12


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_ogs_each_rank_past_nine_is_one_rank_by_goratings_arithmetic(rules):
    """By OGS's own rating arithmetic (the engine's ``ogs`` model = goratings'
    get_handicap_rank_difference), each rank past nine adds exactly one rank to the game."""
    ruleset = RULESETS[rules]
    base = effective_rank_difference(MODELS["ogs"], 19, ruleset, 9, komi_of(b9.SYSTEM_OGS, 9)).rank_difference
    for d in range(10, 41):
        stones, komi = run(b9.SYSTEM_OGS, d, rules)
        assert stones == 9
        made_up = effective_rank_difference(MODELS["ogs"], 19, ruleset, 9, komi).rank_difference
        assert made_up - base == d - 9


@pytest.mark.parametrize(("d", "komi"), [(10, "-11.5"), (12, "-35.5"), (19, "-119.5"), (30, "-251.5")])
def test_ogs_examples(d, komi):
    assert run(b9.SYSTEM_OGS, d) == (9, F(komi))


# --- the AGA: a point of komi is 0.0757 rank ----------------------------------------------------

def test_aga_value_is_bayrates_komi_coefficient_inverted():
    assert aga_bayrate.KOMI_RATE == 0.0757  # game.cpp: "handicapeqv = handicap - 0.0757*komi"
    assert b9.AGA.points == F(10000, 757) and float(b9.AGA.points) == pytest.approx(13.2100, abs=1e-4)


# 0.5 − round(13.2100… × k): 13.21 → 13, 26.42 → 26, 39.63 → 40 (up), 52.84 → 53, 66.05 → 66, 79.26 → 79,
# 92.47 → 92, 105.68 → 106, 118.89 → 119, 132.10 → 132 (worked by hand)
AGA_KOMI = {10: "-12.5", 11: "-25.5", 12: "-39.5", 13: "-52.5", 14: "-65.5", 15: "-78.5", 16: "-91.5",
            17: "-105.5", 18: "-118.5", 19: "-131.5"}


@pytest.mark.parametrize(("d", "komi"), sorted(AGA_KOMI.items()))
def test_aga_komi_rounded_to_the_nearest_whole_point(d, komi):
    assert run(b9.SYSTEM_AGA, d) == (9, F(komi))


def test_aga_rounding_never_meets_a_half_and_stays_within_half_a_point_of_bayrate():
    """Ties in the rounding cannot happen (757 is prime); the komi BayRate's handicapeqv would call
    k ranks is never more than half a point away."""
    for d in range(10, 101):
        k = d - 9
        exact = b9.AGA.points * k
        assert (exact - F(1, 2)).denominator != 1
        points = F(1, 2) - komi_of(b9.SYSTEM_AGA, d)
        assert abs(points - exact) < F(1, 2)
        # BayRate: 9 stones at komi −points against 9 stones at 0 differ by 0.0757 × points ranks
        assert abs(0.0757 * float(points) - k) <= 0.0757 / 2


# --- KataGo, as published on Life in 19x19 -------------------------------------------------------

# gennan, 2019-10-25: handicap, KataGo's value ("actual"), the idealized 14 points / stone, difference
KATAGO_TABLE = [(1, 9, 7, 2), (2, 28, 21, 7), (3, 42, 35, 7), (4, 55, 49, 6), (5, 59, 63, -4), (6, 70, 77, -7),
                (7, 83, 91, -8), (8, 101, 105, -4), (9, 120, 119, 1)]


def test_katago_table_is_fourteen_points_a_stone():
    for handicap, actual, idealized, difference in KATAGO_TABLE:
        assert idealized == b9.KATAGO.points * handicap - b9.KATAGO.points / 2  # 14 × (H − 0.5)
        assert difference == actual - idealized
    steps = {b - a for (_, _, a, _), (_, _, b, _) in itertools.pairwise(KATAGO_TABLE)}
    assert steps == {b9.KATAGO.points}
    # "close to 14 points / stone (within half a stone)": every cell but 7 stones (−8, just over 7)
    off = [handicap for handicap, *_, difference in KATAGO_TABLE if abs(difference) > b9.KATAGO.points / 2]
    assert off == [7]


@pytest.mark.parametrize(("d", "komi"), [(10, "-13.5"), (12, "-41.5"), (19, "-139.5")])
def test_katago_examples(d, komi):
    assert run(b9.SYSTEM_KATAGO, d) == (9, F(komi))


# --- every komi system: the tie rule, the words ----------------------------------------------------

@pytest.mark.parametrize("system", KOMI_SYSTEMS, ids=lambda s: s.key)
def test_past_nine_komi_keeps_its_half_point_so_no_game_is_tied(system):
    for d in range(10, 101):
        reply = calculate({"command": "go", "system": system.key, "rank_diff": d, "rules": "chinese"})
        assert reply["stones"] == 9 and F(reply["komi"]).denominator == 2
        assert reply["tie_rule"] == "none" and not reply["beyond_maximum"] and reply["warnings"] == []
        # the more ranks, the more komi to Black
        assert komi_of(system, d) < komi_of(system, d - 1)


@pytest.mark.parametrize(("key", "named", "source", "working"), [
    ("beyond-nine-ogs", "12 points a stone, OGS's ratings v6", "OGS's ratings", "0.5 − 12 × 3 = 0.5 − 36 = −35.5"),
    ("beyond-nine-aga", "0.0757 rank in the AGA's BayRate", "the AGA's ratings",
     "0.5 − 1 ÷ 0.0757 × 3 = 0.5 − 39.630… → 40 = −39.5"),
    ("beyond-nine-katago", "14 points a stone, KataGo's estimate on Life in 19x19", "KataGo's estimate, Life in 19x19",
     "0.5 − 14 × 3 = 0.5 − 42 = −41.5"),
])
def test_the_answer_says_where_the_stone_value_comes_from(key, named, source, working):
    reply = calculate({"command": "go", "system": key, "rank_diff": 12})
    komi = next(s for s in reply["steps"] if s["key"] == "komi")
    assert named in komi["formula"] and komi["working"] == working
    assert source in reply["system_name"]


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT])
def test_each_language_names_the_source_and_its_number(lang):
    for key, number in (("beyond-nine-ogs", "12"), ("beyond-nine-aga", "0.0757"), ("beyond-nine-katago", "14")):
        reply = calculate({"command": "go", "system": key, "rank_diff": 12, "lang": lang})
        komi = next(s for s in reply["steps"] if s["key"] == "komi")
        shown = komi["formula"].replace(",", ".")
        assert number in shown and re.search("OGS|AGA|BayRate|KataGo", komi["formula"]), (lang, komi)


# --- free placement -------------------------------------------------------------------------------

@pytest.mark.parametrize("d", [10, 12, 19, 30, 60])
def test_free_placement_gives_a_stone_a_rank_placed_freely(d):
    reply = calculate({"command": "go", "system": "free-placement", "rank_diff": d})
    assert (reply["stones"], reply["komi"]) == (d, 0.5)
    assert reply["stone_points"] is None and reply["stone_coordinates"] is None
    assert not reply["beyond_maximum"] and reply["warnings"] == []  # nothing to warn: the rule says where they go
    assert reply["board_caption"] == (f"Free placement: past the nine fixed points, Black places the {d} stones "
                                      "where Black chooses, one after another. White plays first.")
    # The record cannot place them: HA says how many, no AB, and Black (placing them) moves first.
    assert reply["sgf"] == f"(;GM[1]FF[4]CA[UTF-8]SZ[19]HA[{d}]KM[0.5]RU[Japanese])"


def test_free_placement_up_to_nine_uses_the_fixed_points():
    reply = calculate({"command": "go", "system": "free-placement", "rank_diff": 9})
    assert len(reply["stone_points"]) == 9 and reply["sgf"].endswith("[jj]PL[W])")


def test_stones_a_board_cannot_place_leave_black_to_play_in_the_sgf():
    """Before: PL[W] after HA[6] with no AB, White to move on an empty 14×14 board."""
    reply = calculate({"command": "go", "system": "jewdan", "board": 14, "rank_diff": 14, "counting": "area"})
    assert reply["stones"] > 4 and reply["stone_points"] is None
    assert "AB[" not in reply["sgf"] and "PL[W]" not in reply["sgf"]


# --- every place that offers systems offers them ------------------------------------------------

def test_registered_and_offered_everywhere():
    assert {s.key for s in ALL} <= set(SYSTEM_KEYS)
    listed = [s["key"] for s in calculate({"command": "go-systems"})["systems"]]
    assert [k for k in listed if k.startswith("beyond-nine") or k == "free-placement"] == [s.key for s in ALL]
    compare = calculate({"command": "go-compare", "board": 19, "rank_diff": 12, "rules": "japanese"})
    rows = {r["system"]: (r.get("stones"), r.get("komi")) for r in compare["rows"]}
    assert rows["beyond-nine-ogs"] == (9, -35.5) and rows["beyond-nine-aga"] == (9, -39.5)
    assert rows["beyond-nine-katago"] == (9, -41.5) and rows["free-placement"] == (12, 0.5)


def test_command_line_system_flag():
    done = run_cli("go", "--system", "beyond-nine-aga", "--rank-diff", "12", "--json")
    assert done.returncode == 0, done.stderr
    assert '"komi": -39.5' in done.stdout and '"stones": 9' in done.stdout


# --- ogs-909, renamed ogs-komi-only: the old key still answers ------------------------------------

@pytest.mark.parametrize("request_", [
    {"command": "go", "rank_diff": 7},
    {"command": "go", "rank_diff": 8, "board": 13, "lang": "ja"},
    {"command": "go-table", "board": 9, "up_to": 5},
    {"command": "go-round", "pairings": "Ann 1d - Bob 8k\nCid 3k - Dee 5k\n", "board": 19},
], ids=["go", "go-ja", "go-table", "go-round"])
def test_the_old_key_ogs_909_answers_as_the_new_one(request_):
    old = calculate({**request_, "system": "ogs-909"})
    new = calculate({**request_, "system": "ogs-komi-only"})
    assert "error" not in new and old == new


def test_the_old_key_on_the_command_line_and_in_the_registry():
    assert find_system("ogs-909") is find_system("ogs-komi-only")
    old = run_cli("go", "--system", "ogs-909", "--rank-diff", "7", "--json")
    new = run_cli("go", "--system", "ogs-komi-only", "--rank-diff", "7", "--json")
    assert old.returncode == 0 and old.stdout == new.stdout and '"komi": -70.5' in new.stdout
