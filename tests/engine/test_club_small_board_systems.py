"""The clubs' small-board systems against every example their sources print, and the readings
chosen where a source leaves a point open.

Sources (each module's docstring has the full citation; stored 2026-12-02):
  Leiden        primary: Leidse Go Club, "9×9 kampioenschap", leidsegoclub.nl/2010/11/9x9-kampioenschap/
                ("2 punten per kyu verschil. Plus 6,5 punt, als men met wit speelt")
  Cambridge     13×13 primary: Cambridge Go Society, cugosoc.soc.srcf.net/competitions/double_figure_kyu.html
                ("normally about 1 stone for every 2.5 grades"); Sensei's Library, Handicap for smaller
                board sizes, snapshot 2007-04-23 ("2.5 grades = 1 handicap stone")
  AGA, BGA/Cambridge 9×9, Baarle, Nijmegen
                secondary: the OGS forum, "2021 Rating and rank adjustments",
                forums.online-go.com/t/2021-rating-and-rank-adjustments/33389/528 (a chart of the clubs'
                rules: "1 stone per 4 ranks", "Baarle [...] 1 stone per 6 ranks [...] doesn't use komi",
                "BGA/Cambridge system with 1 stone per 7 ranks", "Nijmegen [...] 1 stone per 7.5 ranks";
                its unit: "1 handicap means 2 stones with black giving 6.5 komi")
No club's own table was found for the AGA, Baarle or Nijmegen: the tests below check the slopes the
chart prints and name the readings that turn a slope into stones and komi.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.go.rules import RULESETS
from handicap.go.systems import aga_small_board, baarle, cambridge, leiden, nijmegen

F = Fraction


def run(system, d, board, rules="japanese"):
    ruleset = RULESETS[rules]
    h = system.compute(F(d), board, ruleset, ruleset.counting)
    return h.stones, h.komi


def value_in_points(stones, komi):
    """A game's handicap in the chart's points: a full stone 13 (2 × 6.5), "1 handicap means 2 stones
    with black giving 6.5 komi", an even game 0."""
    full_stones = stones - 1 if stones >= 2 else 0
    return 13 * full_stones + (F(13, 2) - komi)


# --- Leiden: "2 punten per kyu verschil. Plus 6,5 punt, als men met wit speelt" ----------------------
@pytest.mark.parametrize(("d", "komi"), [(0, "6.5"), (1, "4.5"), (2, "2.5"), (3, "0.5"), (4, "-1.5"),
                                         (10, "-13.5")])
def test_leiden_two_points_a_kyu_and_six_and_a_half_to_white(d, komi):
    assert run(leiden.SYSTEM, d, 9) == (0, F(komi))


def test_leiden_weaker_player_takes_black_and_no_game_is_tied():
    """The reading chosen: the weaker player takes Black and the 2 points a kyu are counted against
    White's 6.5 (the same game as the 2 points given to a weaker White)."""
    reply = calculate({"command": "go", "system": "leiden", "board": 9, "ranks": ["5k", "1k"]})
    assert (reply["stones"], reply["komi"], reply["black"]) == (0, -1.5, 1)
    assert all(run(leiden.SYSTEM, d, 9)[1].denominator == 2 for d in range(30))


# --- BGA / Cambridge ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("d", "stones"), [(2, 1), (3, 1), (4, 2), (5, 2), (6, 2), (7, 3), (10, 4), (15, 6)])
def test_cambridge_13x13_a_stone_every_two_and_a_half_grades(d, stones):
    """"about 1 stone for every 2.5 grades", read as round(d ÷ 2.5) stones (1: Black moves first) and
    komi 0.5: 5 grades are 2 stones, 10 grades 4."""
    assert run(cambridge.SYSTEM, d, 13) == (stones, F(1, 2))


def test_cambridge_13x13_below_a_stone_is_an_even_game_at_the_rules_komi():
    assert run(cambridge.SYSTEM, 1, 13) == (0, F("6.5"))
    assert run(cambridge.SYSTEM, 1, 13, "chinese") == (0, F("7.5"))


@pytest.mark.parametrize(("d", "stones"), [(0, 0), (7, 2), (14, 3), (21, 4)])
def test_cambridge_9x9_a_stone_per_seven_ranks_in_the_charts_unit(d, stones):
    assert run(cambridge.SYSTEM, d, 9) == (stones, F("6.5"))


# --- The chart's slopes: AGA 4, BGA/Cambridge 7 (9×9), Nijmegen 7.5 ----------------------------------
SLOPES = [(aga_small_board.SYSTEM, F(4)), (cambridge.SYSTEM, F(7)), (nijmegen.SYSTEM, F(15, 2))]
SLOPE_IDS = ["aga", "cambridge-9x9", "nijmegen"]


@pytest.mark.parametrize(("system", "ranks_per_stone"), SLOPES, ids=SLOPE_IDS)
def test_each_full_stone_falls_where_the_chart_puts_it(system, ranks_per_stone):
    """At every whole number of stones' worth of ranks the game is exactly that many full stones:
    (q + 1) stones with Black giving 6.5, the chart's unit."""
    checked = 0
    for q in range(1, 7):
        d = q * ranks_per_stone
        if d.denominator == 1:
            assert run(system, d, 9) == (q + 1, F("6.5")), (system.key, d)
            checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("system", "ranks_per_stone"), SLOPES, ids=SLOPE_IDS)
def test_the_cut_to_a_whole_point_never_gives_black_more_than_the_slope(system, ranks_per_stone):
    """The reading chosen for the part of a stone: 13 × the rest cut to a whole point, so each komi
    keeps its half point (no ties) and Black's handicap is within a point below the slope's."""
    for d in range(40):
        stones, komi = run(system, d, 9)
        exact = 13 * F(d) / ranks_per_stone
        assert komi.denominator == 2 and exact - 1 < value_in_points(stones, komi) <= exact, (system.key, d)


def test_the_aga_steps_every_quarter_stone():
    assert [run(aga_small_board.SYSTEM, d, 9) for d in range(9)] == [
        (0, 6.5), (0, 3.5), (0, 0.5), (0, -2.5), (2, 6.5), (2, 3.5), (2, 0.5), (2, -2.5), (3, 6.5)]


def test_nijmegen_two_stones_from_eight_ranks():
    assert [run(nijmegen.SYSTEM, d, 9) for d in (7, 8, 15, 22, 23)] == [
        (0, F("-5.5")), (2, F("6.5")), (3, F("6.5")), (3, F("-5.5")), (4, F("6.5"))]


# --- Baarle: "1 stone per 6 ranks (it has a staircase shape, because it doesn't use komi)" -----------
@pytest.mark.parametrize(("d", "stones"), [(0, 0), (1, 0), (5, 0), (6, 1), (11, 1), (12, 2), (17, 2), (18, 3),
                                           (54, 9)])
def test_baarle_a_stone_per_six_ranks_and_no_komi(d, stones):
    """The readings chosen: the first stone of the staircase is taking Black (1), as in the traditional
    handicap, and "doesn't use komi" holds for even games too (komi 0, ties are the rules')."""
    assert run(baarle.SYSTEM, d, 9) == (stones, 0)


def test_the_staircase_keeps_to_its_slope():
    """A stone per 6 ranks: the traditional stone count never strays a stone from d ÷ 6."""
    for d in range(60):
        stones, _ = run(baarle.SYSTEM, d, 9)
        assert F(d, 6) - 1 < stones <= F(d, 6)


# --- Each answers through the boundary and names its source ------------------------------------------
@pytest.mark.parametrize("key", ["aga-small-board", "bga-cambridge", "baarle", "nijmegen", "leiden"])
def test_each_answers_on_9x9_and_names_its_source(key):
    reply = calculate({"command": "go", "system": key, "board": 9, "rank_diff": 8})
    assert "error" not in reply
    secondary = key in ("aga-small-board", "baarle", "nijmegen")
    assert reply["source"].startswith("secondary:") is secondary, reply["source"]
    assert ("33389" in reply["source"]) is (key != "leiden"), reply["source"]
