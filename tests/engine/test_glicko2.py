"""Glicko-2 against Glickman's worked example, and invariants."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from handicap.rating.glicko2 import SCALE, Game, Rating, g, update, win_expectation

EXAMPLE_PLAYER = Rating(1500, 200, 0.06)
EXAMPLE_GAMES = [Game(1400, 30, 1), Game(1550, 100, 0), Game(1700, 300, 0)]


def test_glickman_worked_example():
    """Glickman prints r' = 1464.06, RD' = 151.52, σ' = 0.05999.

    Erratum (display rounding, not formula): the paper rounds μ' to −0.2069 before converting,
    and 173.7178 × −0.2069 + 1500 = 1464.0578 → "1464.06". Carried at full precision the same
    steps give 1464.0507 — 0.0093 from the printed figure. We keep full precision, assert the
    printed figures to within 0.01, pin the full-precision values, and show that the paper's own
    rounding of μ' turns ours into its 1464.06."""
    after = update(EXAMPLE_PLAYER, EXAMPLE_GAMES, tau=0.5).after
    assert abs(after.rating - 1464.06) < 0.01
    assert round(after.deviation, 2) == 151.52
    assert abs(after.volatility - 0.05999) < 0.00001
    assert after.rating == pytest.approx(1464.0507, abs=1e-4)
    assert after.deviation == pytest.approx(151.5165, abs=1e-4)
    assert after.volatility == pytest.approx(0.059996, abs=1e-6)
    mu_rounded = round((after.rating - 1500) / SCALE, 4)
    assert mu_rounded == -0.2069
    assert round(SCALE * mu_rounded + 1500, 2) == 1464.06


def test_glickman_intermediate_values():
    result = update(EXAMPLE_PLAYER, EXAMPLE_GAMES, tau=0.5)
    assert [round(g(game.opponent.phi), 4) for game in EXAMPLE_GAMES] == [0.9955, 0.9531, 0.7242]
    assert [round(e, 3) for e in result.expected] == [0.639, 0.432, 0.303]
    assert result.v == pytest.approx(1.7785, abs=1e-3)  # the paper's 4-place figures
    assert result.delta == pytest.approx(-0.4834, abs=1e-3)


def test_no_games_only_grows_the_deviation():
    result = update(EXAMPLE_PLAYER, [], tau=0.5)
    assert result.after.rating == 1500 and result.after.volatility == 0.06
    assert result.after.deviation == pytest.approx(SCALE * math.sqrt((200 / SCALE) ** 2 + 0.06 ** 2))


def test_tau_only_moves_volatility_a_little_here():
    low = update(EXAMPLE_PLAYER, EXAMPLE_GAMES, tau=0.3).after
    high = update(EXAMPLE_PLAYER, EXAMPLE_GAMES, tau=1.2).after
    assert low.volatility != high.volatility
    assert abs(low.rating - high.rating) < 0.5


RATING = st.floats(min_value=100, max_value=3000)
DEVIATION = st.floats(min_value=30, max_value=350)
VOLATILITY = st.floats(min_value=0.01, max_value=0.15)


@given(RATING, DEVIATION, VOLATILITY, RATING, DEVIATION)
def test_a_win_never_lowers_and_a_loss_never_raises(r, d, s, opp_r, opp_d):
    player = Rating(r, d, s)
    assert update(player, [Game(opp_r, opp_d, 1)]).change >= 0
    assert update(player, [Game(opp_r, opp_d, 0)]).change <= 0
    after = update(player, [Game(opp_r, opp_d, 1)]).after
    assert after.deviation <= math.hypot(d, SCALE * after.volatility) + 1e-9  # φ' ≤ φ* (step 7)


@given(RATING, DEVIATION, RATING, DEVIATION)
def test_expectations_are_probabilities_and_mirror_with_equal_deviations(a, ad, b, bd):
    ea, eb = win_expectation(Rating(a, ad), Rating(b, bd)), win_expectation(Rating(b, bd), Rating(a, ad))
    assert 0 <= ea <= 1 and 0 <= eb <= 1
    if ad == bd:
        assert ea + eb == pytest.approx(1)


def test_draw_between_equals_keeps_the_rating():
    result = update(Rating(1500, 100), [Game(1500, 100, 0.5)])
    assert result.change == pytest.approx(0, abs=1e-9)
