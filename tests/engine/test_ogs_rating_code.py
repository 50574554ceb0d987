"""``model=ogs`` is OGS's rating code as published: online-go/goratings (MIT licence),
``analysis/util/RatingMath.py`` (``get_handicap_rank_difference``, ``get_handicap_adjustment``
with the default log transform a = 525, c = 23.15) and ``goratings/math/glicko2.py``
(``glicko2_update`` with its limits), reproduced inside this file from their source, as
test_opengotha_handicap.py does with OpenGotha's. The engine must equal them exactly on the grid
3 boards × 6 rulesets × 0–9 stones × 7 komi values, on goratings' own unit-test vectors and on
random rating periods."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from handicap.api import calculate
from handicap.go.effective import MODELS, effective_rank_difference, effective_rating
from handicap.go.rules import RULESETS
from handicap.rating.glicko2 import OGS_LIMITS, Game, Rating, update
from tests.support.lanes import examples

# --- goratings, transcribed from its source (analysis/util/RatingMath.py) ----------------------


def goratings_handicap_rank_difference(handicap: int, size: int, komi: float, rules: str) -> float:
    num_extra_moves = handicap - 1 if handicap > 1 else 0
    if rules == "japanese" or rules == "korean":
        area_bonus = 0
        handicap_scoring_bonus = 0
    else:
        area_bonus = 1
        if rules == "chinese":
            handicap_scoring_bonus = 1 * handicap
        elif rules == "aga":
            handicap_scoring_bonus = 1 * num_extra_moves
        else:
            handicap_scoring_bonus = 0
    full_komi = komi + handicap_scoring_bonus
    perfect_komi_territory = 6
    perfect_komi = perfect_komi_territory + area_bonus
    stone_value_territory = (perfect_komi_territory) * 2
    stone_value = stone_value_territory + area_bonus
    black_head_start = perfect_komi - full_komi + stone_value * num_extra_moves
    if size == 9:
        return black_head_start * 6 / stone_value_territory
    if size == 13:
        return black_head_start * 3 / stone_value_territory
    return black_head_start / stone_value_territory


A, C = 525.0, 23.15  # goratings' "log" ranking, its default (CLI.py: defaults["ranking"] = "log")


def goratings_rank_to_rating(rank: float) -> float:
    return A * math.exp((rank - 0) / C)


def goratings_rating_to_rank(rating: float) -> float:
    return math.log(rating / A) * C + 0


def goratings_handicap_adjustment(player: str, rating: float, handicap: int, size: int, komi: float,
                                  rules: str) -> float:
    rank_difference = goratings_handicap_rank_difference(handicap, size, komi, rules)
    if player == "black":
        effective_rank = goratings_rating_to_rank(rating) + rank_difference
    else:
        effective_rank = goratings_rating_to_rank(rating) - rank_difference
    return goratings_rank_to_rating(effective_rank) - rating


# --- goratings' Glicko-2 (goratings/math/glicko2.py), one period, no aging --------------------

SCALE = 173.7178


def goratings_glicko2_update(rating: float, deviation: float, volatility: float,
                             matches: list[tuple[float, float, float]], tao: float = 0.5,
                             min_rd: float = 30.0, max_rd: float = 500.0) -> tuple[float, float, float]:
    if len(matches) == 0:
        return rating, deviation, volatility
    mu, phi = (rating - 1500) / SCALE, deviation / SCALE
    v_sum = 0.0
    delta_sum = 0.0
    for r, d, outcome in matches:
        p_mu, p_phi = (r - 1500) / SCALE, d / SCALE
        g_phi_j = 1 / math.sqrt(1 + (3 * p_phi ** 2) / (math.pi ** 2))
        e = 1 / (1 + math.exp(-g_phi_j * (mu - p_mu)))
        v_sum += g_phi_j ** 2 * e * (1 - e)
        delta_sum += g_phi_j * (outcome - e)
    v = 1.0 / v_sum if v_sum else 9999
    delta = v * delta_sum
    a = math.log(volatility ** 2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * ((phi ** 2 + v + ex) ** 2))) - ((x - a) / (tao ** 2))

    big_a = a
    if delta ** 2 > phi ** 2 + v:
        big_b = math.log(delta ** 2 - phi ** 2 - v)
    else:
        k = 1
        safety = 100
        while f(a - k * tao) < 0 and safety > 0:
            safety -= 1
            k += 1
        big_b = a - k * tao
    f_a, f_b = f(big_a), f(big_b)
    safety = 100
    while abs(big_b - big_a) > 0.000001 and safety > 0:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a = f_a / 2
        big_b, f_b = big_c, f_c
        safety -= 1
    new_volatility = math.exp(big_a / 2)
    phi_star = math.sqrt(phi ** 2 + new_volatility ** 2)
    phi_prime = 1 / math.sqrt(1 / phi_star ** 2 + 1 / v)
    mu_prime = mu + (phi_prime ** 2) * delta_sum
    return (min(6000.0, max(100.0, SCALE * mu_prime + 1500)), min(max_rd, max(min_rd, SCALE * phi_prime)),
            min(0.15, max(0.01, new_volatility)))


# --- The handicap grid -----------------------------------------------------------------------

BOARDS = (19, 13, 9)
RULES = ("japanese", "korean", "chinese", "aga", "ing", "nz")
KOMIS = ("-4.5", "0", "0.5", "2.5", "6.5", "7", "7.5")
GRID = list(itertools.product(BOARDS, RULES, range(10), KOMIS))


def test_the_grid_is_the_whole_grid():
    """Every ruleset OGS's code knows (French rules, added here for pairgoth's files, are not in it)."""
    assert len(GRID) == 3 * 6 * 10 * 7 and set(RULES) == set(RULESETS) - {"french"}


# Each test below walks its whole grid (or its sample of it) and reports every cell that differs,
# rather than one collected test per cell: the same assertions, without thousands of test items.

def _differing(cells, check) -> list[str]:
    found = []
    for cell in cells:
        try:
            check(*cell)
        except AssertionError as error:
            found.append(f"{cell}: {error}")
    return found


def test_game_equals_get_handicap_rank_difference():
    def check(board, rules, stones, komi):
        reply = calculate({"command": "game", "model": "ogs", "board": board, "rules": rules, "stones": stones,
                           "komi": komi})
        theirs = goratings_handicap_rank_difference(stones, board, float(komi), rules)
        assert reply["model"] == "ogs"
        assert float(Fraction(reply["rank_difference_exact"])) == theirs, (reply["rank_difference_exact"], theirs)
        assert reply["rank_difference"] == theirs, (reply["rank_difference"], theirs)

    assert _differing(GRID, check) == []


def test_the_two_models_differ_by_the_tie_breaker_and_ings_bonus_only():
    """Proposal − OGS in points: the half point of the fair komi (not under New Zealand rules, where
    draws stand and both take 7), less Ing's bonus of one point a stone, which only the proposal
    gives White."""
    def check(board, rules, stones, komi):
        ruleset, komi_value = RULESETS[rules], Fraction(komi)
        proposal = effective_rank_difference(MODELS["proposal"], board, ruleset, stones, komi_value)
        ogs = effective_rank_difference(MODELS["ogs"], board, ruleset, stones, komi_value)
        points = (Fraction(0) if rules == "nz" else Fraction(1, 2)) - (stones if rules == "ing" else 0)
        assert proposal.head_start - ogs.head_start == points
        assert (proposal.rank_difference - ogs.rank_difference) == points * {19: 1, 13: 3, 9: 6}[board] / 12

    assert _differing(GRID, check) == []


# --- Black's effective rating: OGS's transform -----------------------------------------------

RATINGS = (100.0, 837.5, 1200.0, 1500.0, 2300.0, 6000.0)


def test_black_effective_rating_is_ogs_transform():
    def check(board, rules, stones, komi, rating):
        reply = calculate({"command": "game", "model": "ogs", "board": board, "rules": rules, "stones": stones,
                           "komi": komi, "black_rating": rating, "white_rating": 1500, "winner": "black"})
        theirs = rating + goratings_handicap_adjustment("black", rating, stones, board, float(komi), rules)
        assert reply["black_effective_rating"] == pytest.approx(theirs, rel=1e-12)
        d = goratings_handicap_rank_difference(stones, board, float(komi), rules)
        assert effective_rating(rating, d) == pytest.approx(theirs, rel=1e-12)

    cells = [(*cell, rating) for cell in GRID[::7] for rating in RATINGS]
    assert len(cells) == 180 * 6 and _differing(cells, check) == []


def test_game_rating_changes_are_ogs_updates():
    """analyze_glicko2_one_game_at_a_time.py: Black against White moved by −d, White against Black
    moved by +d, each through glicko2_update."""
    def check(board, rules, stones, komi, winner):
        black, white = (1250.0, 120.0, 0.06), (1580.0, 80.0, 0.06)
        reply = calculate({"command": "game", "model": "ogs", "board": board, "rules": rules, "stones": stones,
                           "komi": komi, "black_rating": black[0], "black_deviation": black[1],
                           "white_rating": white[0], "white_deviation": white[1], "winner": winner})
        fair = reply["ratings"]["judgements"][1]
        score = 1.0 if winner == "black" else 0.0
        white_shifted = white[0] + goratings_handicap_adjustment("white", white[0], stones, board, float(komi), rules)
        black_shifted = black[0] + goratings_handicap_adjustment("black", black[0], stones, board, float(komi), rules)
        theirs_black = goratings_glicko2_update(*black, [(white_shifted, white[1], score)])
        theirs_white = goratings_glicko2_update(*white, [(black_shifted, black[1], 1 - score)])
        for ours, theirs in ((fair["black"], theirs_black), (fair["white"], theirs_white)):
            assert (ours["rating"], ours["deviation"], ours["volatility"]) == pytest.approx(theirs, rel=1e-9, abs=1e-9)

    cells = [(*cell, winner) for cell in GRID[::11] for winner in ("black", "white")]
    assert len(cells) == 115 * 2 and _differing(cells, check) == []


def test_a_cell_that_differs_is_reported():
    """The walk above can fail: a cell whose check fails is named with what differed."""
    def check(board, rules, stones, komi):
        assert stones != 3, "three stones"

    found = _differing(GRID[:40], check)
    assert found and all("3, " in line and "three stones" in line for line in found)


# --- rate: OGS's Glicko-2 --------------------------------------------------------------------

def ours(rating, deviation, volatility, matches, tau=0.5, limits=OGS_LIMITS):
    result = update(Rating(rating, deviation, volatility), [Game(r, d, s) for r, d, s in matches], tau, limits)
    return result.after.rating, result.after.deviation, result.after.volatility


def test_goratings_unit_test_glicko2():
    """test_glicko2.py::test_glicko2 (min_rd 10 there; the result is far above either floor)."""
    matches = [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)]
    rating, deviation, _ = ours(1500, 200, 0.06, matches)
    assert round(rating, 1) == 1464.1 and round(deviation, 1) == 151.5
    assert ours(1500, 200, 0.06, matches) == pytest.approx(
        goratings_glicko2_update(1500, 200, 0.06, matches, min_rd=10), rel=1e-12)


def test_goratings_unit_test_nop():
    """test_glicko2.py::test_nop: a period without games changes nothing."""
    assert ours(1500, 200, 0.06, []) == (1500, 200, 0.06)
    reply = calculate({"command": "rate", "model": "ogs", "rating": 1500, "deviation": 200, "results": []})
    assert (reply["rating"], reply["deviation"], reply["volatility"]) == (1500, 200, 0.06)
    assert reply["model"] == "ogs" and reply["warnings"] == []
    glickman = calculate({"command": "rate", "rating": 1500, "deviation": 200, "results": []})
    assert glickman["model"] == "proposal" and glickman["deviation"] > 200  # Glickman's step 6 alone


def test_goratings_unit_test_exercise():
    """test_glicko2.py::test_exercise: far-off opponents (30000 / 10000), held within the limits."""
    matches = [(100, 100, 0), (30000, 10000, 1), (1500, 100, 1), (1500, 100, 0)]
    assert ours(1500, 200, 0.06, matches) == pytest.approx(goratings_glicko2_update(1500, 200, 0.06, matches),
                                                           rel=1e-9)


def test_rate_holds_the_rating_at_100_with_a_warning():
    """Glickman's paper allows a rating below zero; OGS holds it at 100 and says so."""
    request = {"command": "rate", "rating": 150, "deviation": 350, "results": ["loss:140:30"] * 6}
    glickman = calculate(request)
    held = calculate({**request, "model": "ogs"})
    assert glickman["rating"] < 100
    assert held["rating"] == 100.0 and held["deviation"] >= 30
    codes = [w["code"] for w in held["warnings"]]
    assert "ogs_rating_held" in codes
    assert "100" in held["warnings"][codes.index("ogs_rating_held")]["message"]
    theirs = goratings_glicko2_update(150, 350, 0.06, [(140, 30, 0)] * 6)
    assert (held["rating"], held["deviation"], held["volatility"]) == pytest.approx(theirs, rel=1e-9)


def test_rate_holds_the_deviation_at_30():
    request = {"command": "rate", "model": "ogs", "rating": 1500, "deviation": 31,
               "results": [f"{o}:1500:30" for o in ("win", "loss") * 50]}
    reply = calculate(request)
    assert reply["deviation"] == 30.0
    assert "ogs_deviation_held" in [w["code"] for w in reply["warnings"]]


RATING = st.floats(min_value=100, max_value=6000)
DEVIATION = st.floats(min_value=0.5, max_value=500)
VOLATILITY = st.floats(min_value=0.01, max_value=0.15)
MATCH = st.tuples(RATING, st.floats(min_value=30, max_value=500), st.sampled_from([0.0, 0.5, 1.0]))


@settings(max_examples=examples(300), deadline=None)
@given(RATING, DEVIATION, VOLATILITY, st.lists(MATCH, min_size=0, max_size=12))
def test_random_periods_equal_goratings(rating, deviation, volatility, matches):
    assert ours(rating, deviation, volatility, matches) == pytest.approx(
        goratings_glicko2_update(rating, deviation, volatility, matches), rel=1e-9, abs=1e-9)
