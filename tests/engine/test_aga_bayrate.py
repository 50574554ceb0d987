"""The AGA's model (``rating/aga_bayrate.py``) against BayRate's own C++.

``tests/fixtures/aga_bayrate/bayrate_grid.tsv`` holds what BayRate's code printed for every
stones 0..9, komi −20..20 and eight rating gaps: ``game::calc_handicapeqv()`` and the game's term
of ``collection::calc_pt()``, from online-go/goratings commit
6cab3090a54c8b876ac6a8d0886dc9124dadd575, ``reference/aga_bayrate/game.cpp``, ``player.cpp``,
``collection.cpp``, compiled with our driver (``driver.cpp``, ours) by ``make_fixture.sh``; its
first lines give the exact command and compiler. The C++ itself is not committed (GPL-3.0, and
tests read no file outside the repository): ``make_fixture.sh`` makes the file again from a
goratings clone.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from handicap.rating.aga_bayrate import (
    bayrate_komi,
    closed_scale,
    handicap_equivalent,
    result_probabilities,
)
from tests.support.rating_grids import BAYRATE_GRID as GRID
from tests.support.rating_grids import bayrate_rows

TOLERANCE = 1e-9


def test_the_grid_is_whole():
    """Every stones 0..9 and komi −20..20, each with the same eight gaps, and its command said."""
    rows = bayrate_rows()
    assert {(s, k) for s, k, *_ in rows} == {(s, k) for s in range(10) for k in range(-20, 21)}
    assert len(rows) == 10 * 41 * 8
    header = GRID.read_text(encoding="utf-8").splitlines()[:4]
    assert "6cab3090a54c8b876ac6a8d0886dc9124dadd575" in header[1]
    assert header[3].startswith("# g++ ") and "collection.cpp game.cpp player.cpp" in header[3]


def test_equals_bayrate_on_the_grid():
    worst = 0.0
    for stones, komi, gap, eqv, sigma, black, white in bayrate_rows():
        got = result_probabilities(stones, komi, gap)
        for ours, theirs in ((got.equivalent.handicapeqv, eqv), (got.equivalent.sigma_px, sigma),
                             (got.black_wins, black), (got.white_wins, white)):
            worst = max(worst, abs(ours - theirs))
            assert abs(ours - theirs) <= TOLERANCE, (stones, komi, gap, ours, theirs)
    assert worst < TOLERANCE


def test_formulas_named_in_the_issue():
    """Even game, 7 points of komi: 0.580 − 0.0757·7 = 0.0501; 9 stones, 0.5 komi counted as 0."""
    even = handicap_equivalent(0, 7)
    assert even.handicapeqv == pytest.approx(0.0501, abs=1e-12)
    assert even.sigma_px == pytest.approx(1.0649 - 0.0021976 * 7 + 0.00014984 * 49, abs=1e-12)
    nine = handicap_equivalent(9, bayrate_komi(Fraction(1, 2)))
    assert (nine.handicapeqv, nine.sigma_px) == (9.0, 1.43614)
    assert handicap_equivalent(1, 0).handicapeqv == handicap_equivalent(0, 0).handicapeqv == 0.580


def test_the_two_results_add_up_and_a_level_game_is_even():
    for stones in range(10):
        for komi in range(-20, 21):
            eqv = handicap_equivalent(stones, komi).handicapeqv
            p = result_probabilities(stones, komi, eqv)
            assert p.black_wins == pytest.approx(0.5, abs=1e-15)
            q = result_probabilities(stones, komi, eqv + 1.3)
            assert q.black_wins + q.white_wins == pytest.approx(1.0, abs=1e-15)
            assert q.black_wins < 0.5


def test_komi_as_bayrate_counts_it_and_the_closed_scale():
    assert [bayrate_komi(Fraction(k, 2)) for k in (15, 1, -1, -15, 14)] == [7, 0, 0, -7, 7]
    assert closed_scale(3.5) - closed_scale(-2.5) == pytest.approx(4.0)  # 3 dan against 2 kyu: 4 ranks
    assert closed_scale(1.2) == pytest.approx(0.2) and closed_scale(-1.2) == pytest.approx(-0.2)


def test_outside_bayrate_is_refused():
    with pytest.raises(ValueError):
        handicap_equivalent(10, 0)
    assert math.isfinite(result_probabilities(9, -20, 30.0).black_wins)
