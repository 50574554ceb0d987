"""Stone placements, SGF setups, and Jewdan on any board from 5 to 25."""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.go.boards import placement_limit, sgf_setup, stone_points
from handicap.go.rules import RULESETS
from handicap.go.systems.jewdan import BOARD_FACTORS, board_factor, jewdan


@pytest.mark.parametrize(("board", "stones", "points"), [
    (19, 2, ["pd", "dp"]),
    (19, 3, ["pd", "dp", "pp"]),
    (19, 4, ["pd", "dp", "pp", "dd"]),
    (19, 5, ["pd", "dp", "pp", "dd", "jj"]),
    (19, 6, ["pd", "dp", "pp", "dd", "dj", "pj"]),
    (19, 7, ["pd", "dp", "pp", "dd", "dj", "pj", "jj"]),
    (19, 8, ["pd", "dp", "pp", "dd", "dj", "pj", "jd", "jp"]),
    (19, 9, ["pd", "dp", "pp", "dd", "dj", "pj", "jd", "jp", "jj"]),
    (13, 2, ["jd", "dj"]),
    (13, 9, ["jd", "dj", "jj", "dd", "dg", "jg", "gd", "gj", "gg"]),
    (9, 4, ["gc", "cg", "gg", "cc"]),
    (9, 5, ["gc", "cg", "gg", "cc", "ee"]),
    (9, 9, ["gc", "cg", "gg", "cc", "ce", "ge", "ec", "eg", "ee"]),
])
def test_standard_placements(board, stones, points):
    assert stone_points(board, stones) == points


def test_placements_are_distinct_and_on_the_board():
    for board in range(5, 26):
        for stones in range(placement_limit(board) + 1):
            points = stone_points(board, stones)
            assert points is not None and len(points) == (stones if stones >= 2 else 0)
            assert len(set(points)) == len(points)
            assert all(0 <= ord(c) - ord("a") < board for p in points for c in p)
        assert stone_points(board, placement_limit(board) + 1) is None or placement_limit(board) < 2


def test_placement_limits():
    assert [placement_limit(b) for b in (5, 6, 7, 8, 9, 10, 13, 19, 25)] == [0, 0, 5, 4, 9, 4, 9, 9, 9]
    assert stone_points(19, 1) == [] and stone_points(19, 0) == []
    assert stone_points(19, 10) is None


def test_sgf_setup():
    assert sgf_setup(19, 2, Fraction(1, 2), RULESETS["japanese"]) == \
        "(;GM[1]FF[4]CA[UTF-8]SZ[19]HA[2]KM[0.5]RU[Japanese]AB[pd][dp])"
    assert sgf_setup(9, 0, Fraction(7), RULESETS["nz"]) == "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7]RU[NZ])"
    assert sgf_setup(13, 1, Fraction(-11, 2), None) == "(;GM[1]FF[4]CA[UTF-8]SZ[13]KM[-5.5])"
    reply = calculate({"system": "ogs", "board": 13, "rules": "ing", "rank_diff": 7})
    assert reply["sgf"] == "(;GM[1]FF[4]CA[UTF-8]SZ[13]HA[3]KM[3.5]RU[GOE]AB[jd][dj][jj]PL[W])"
    assert reply["stone_points"] == ["jd", "dj", "jj"] and reply["placed_stones"] == 3


# --- Jewdan's board-factor model ------------------------------------------------------------

def test_published_factors_exactly():
    for board, factor in BOARD_FACTORS.items():
        assert board_factor(board) == factor
    assert BOARD_FACTORS == {19: 1, 13: Fraction(5, 2), 9: 6}


def test_model_is_monotone_and_a_power_law_near_1_2():
    factors = [board_factor(b) for b in range(5, 26)]
    assert factors == sorted(factors, reverse=True)
    assert board_factor(15) == Fraction("1.77") and board_factor(25) == Fraction("0.515")
    assert board_factor(7) == Fraction("10.914") and board_factor(5) == Fraction("24.316")


def test_other_sizes_are_extrapolated():
    reply = calculate({"system": "jewdan", "board": 15, "counting": "territory", "rank_diff": 8})
    assert reply["board_factor_extrapolated"] is True and reply["board_factor"] == 1.77
    assert any(w["code"] == "extrapolated_board" for w in reply["warnings"])
    r = jewdan(Fraction(8), 15, "territory")  # 8 / 1.77 - 0.5 = 4.02 -> 5 stones
    assert (r.stones, reply["stones"]) == (5, 5)
    reply = calculate({"system": "jewdan", "board": 13, "counting": "territory", "rank_diff": 8})
    assert reply["board_factor_extrapolated"] is False and reply["warnings"] == []


def test_jewdan_fair_boards_beyond_nine_stones():
    reply = calculate({"system": "jewdan", "board": 19, "counting": "area", "rank_diff": 15})
    assert reply["beyond_maximum"] and 13 in reply["fair_boards"] and 9 in reply["fair_boards"]
    assert 17 not in reply["fair_boards"]  # 15 / 1.308 - 0.5 = 10.97 -> 11 stones
    assert reply["fair_boards"][0] == 15


def test_jewdan_rules_imply_counting():
    for rules, counting in (("japanese", "territory"), ("korean", "territory"), ("chinese", "area"),
                            ("aga", "area"), ("ing", "area"), ("nz", "area")):
        reply = calculate({"system": "jewdan", "board": 13, "rules": rules, "rank_diff": 4})
        assert reply["counting"] == counting
    reply = calculate({"system": "jewdan", "board": 13, "rules": "japanese", "counting": "area", "rank_diff": 4})
    assert (reply["counting"], reply["komi"]) == ("area", -0.5)
    reply = calculate({"system": "jewdan", "board": 13, "rules": "chinese", "rank_diff": 4})
    assert (reply["komi"], reply["handicap_bonus"], reply["effective_komi"]) == (-0.5, 2, 1.5)
    reply = calculate({"system": "jewdan", "board": 13, "counting": "area", "rank_diff": 4})
    assert (reply["rules"], reply["handicap_bonus"], reply["effective_komi"]) == (None, 0, -0.5)
