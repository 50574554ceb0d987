"""Goldis's SKT-LR system: the seed's worked example, Table 1, conversions."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.go.systems import goldis
from tests.fixtures.goldis_table import TABLE_1


def test_worked_example_2673_vs_2235():
    """0.438 -> 10^0.438 = 2.742 -> 2 stones; 0.742 x 8 = 5.936 -> komi 8 - 5 = 3; 0.936 > 0.5:
    Black wins ties; an even game would be a 13-point win for A."""
    r = goldis.goldis_handicap(Fraction(438))
    assert round(r.ratio, 3) == Decimal("2.742")
    assert (r.stones, r.komi_off, r.komi, r.black_wins_ties, r.even_game_margin) == (2, 5, 3, True, 13)
    assert round(r.points, 2) == Decimal("5.93")  # the seed rounds the ratio first: 0.742 x 8 = 5.936


@pytest.mark.parametrize("ratings", [[2673, 2235], ["2.673", "2.235"], ["2673", 2.235]])
def test_worked_example_through_the_api(ratings):
    reply = calculate({"system": "goldis", "log_ratings": ratings})
    assert (reply["stones"], reply["komi"], reply["black_wins_ties"], reply["black"]) == (2, 3, True, 2)
    assert reply["predicted_even_game_margin"] == 13
    assert reply["log_rating_difference"] == 438
    assert reply["rank_difference"] == 4.38
    assert reply["tie_rule"] == "black"
    assert [s["key"] for s in reply["steps"] if s["group"] == "system"] == [
        "log_difference", "strength_ratio", "stones", "komi_points", "komi", "ties", "even_game_margin"]


def test_reversed_players_give_black_to_player_1():
    reply = calculate({"system": "goldis", "log_ratings": [2235, 2673]})
    assert (reply["black"], reply["stones"], reply["komi"]) == (1, 2, 3)


def test_equal_players():
    r = goldis.goldis_handicap(Fraction(0))
    assert (r.stones, r.komi, r.black_wins_ties, r.even_game_margin) == (1, 8, False, 0)
    reply = calculate({"system": "goldis", "log_ratings": [2000, 2000]})
    assert reply["nigiri"] and reply["black"] is None


def test_one_rank_is_a_ratio_of_1_26():
    r = goldis.goldis_handicap(Fraction(100))
    assert round(r.ratio, 4) == Decimal("1.2589")
    assert (r.stones, r.komi_off, r.komi, r.black_wins_ties) == (1, 2, 6, False)  # 0.259 x 8 = 2.07


def test_ten_ranks_is_ten_stones_beyond_the_maximum():
    reply = calculate({"system": "goldis", "rank_diff": 10})
    assert reply["stones"] == 10 and reply["komi"] == 8 and reply["beyond_maximum"]


# --- Table 1 ---------------------------------------------------------------------------------

def test_table_1_is_the_engines_table():
    assert [(lv.label, Fraction(lv.log_rating, 1000), lv.printed_strength) for lv in goldis.TABLE_1] == TABLE_1
    assert len(TABLE_1) == 9 + 10 + 27


# Printed strengths that are not 10^log to within 2%: Goldis's figures are rounded to "nice"
# numbers. The formula (10^log) is what the engine uses; these cells are listed, not trusted.
STRENGTH_ERRATA = {"2step": 65, "5step": 30, "8step": 15, "9step": 13, "12step": 6, "15step": 3}


@pytest.mark.parametrize(("label", "log", "printed"), TABLE_1, ids=[row[0] for row in TABLE_1])
def test_table_1_strength_is_ten_to_the_log(label, log, printed):
    computed = 10 ** float(log)
    error = abs(computed - float(printed)) / computed
    if label in STRENGTH_ERRATA:
        assert printed == STRENGTH_ERRATA[label]
        assert 0.02 < error < 0.06
    else:
        assert error < 0.02, (label, computed, printed)


def test_professional_strengths_step_by_an_eighth():
    """The review: pro levels use "0.125 antilog intervals": 1000, 1125, ..., 2000 (printed 1,999)."""
    pros = [row for row in TABLE_1 if row[0][:-1].isdigit() and row[0].endswith("p")]
    assert len(pros) == 9
    for label, log, printed in pros:
        p = int(label[:-1])
        assert abs(printed - 1000 * (1 + Fraction(p - 1, 8))) <= 1
        assert abs(math.log10(1000 * (1 + (p - 1) / 8)) - float(log)) < 0.0035


@pytest.mark.parametrize(("rank", "log"), [
    (30, 2000), (29, 1900), (11, 100), (20, 1000), (35, 2500), (38, 2800), (39, 3000), (47, 3300),
    (10, 90), (3, 20), (38.5, 2900),
])
def test_rank_log_rating_conversion(rank, log):
    assert goldis.rank_to_log_rating(rank) == pytest.approx(log)
    assert goldis.log_rating_to_rank(log) == pytest.approx(rank)


def test_review_reading_of_levels():
    """"100=19k, 1000=10k, 2000=1d, 2500=6d"."""
    from handicap.ranks import rank_label
    for log, label in ((100, "19k"), (1000, "10k"), (2000, "1d"), (2500, "6d")):
        assert rank_label(goldis.log_rating_to_rank(log)) == label
    assert goldis.level_label(2673) == "7aml"


def test_ranks_input_under_goldis():
    reply = calculate({"system": "goldis", "ranks": ["1d", "5d"]})  # 2000 vs 2400: ratio 2.512
    # 0.512 x 8 = 4.09: komi 8 - 4 = 4, remaining 0.09: White wins ties
    assert (reply["stones"], reply["komi"], reply["black"], reply["black_wins_ties"]) == (2, 4, 1, False)
    bad = calculate({"system": "goldis", "ranks": ["29k", "5d"]})
    assert bad["error"]["field"] == "ranks" and "27 kyu" in bad["error"]["message"]


def test_goldis_table_command():
    reply = calculate({"command": "goldis-table"})
    first = reply["rows"][0]
    assert first["level"] == "9p" and first["log_rating"] == 3300 and first["printed_strength"] == 1999
    assert first["strength"] == pytest.approx(1995.26, abs=0.01)
    assert len(reply["rows"]) == 46


def test_non_ing_rules_warn():
    reply = calculate({"system": "goldis", "rules": "japanese", "log_ratings": [2673, 2235]})
    assert any(w["code"] == "calibrated_for_ing" for w in reply["warnings"])
    assert reply["effective_komi"] == 3
