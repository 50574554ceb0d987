"""Black's chance by OGS's ratings (``rating/ogs_expectation.py``) against goratings' own code.

``tests/fixtures/ogs_expectation/expected_grid.tsv`` holds what online-go/goratings printed at
commit 6cab3090a54c8b876ac6a8d0886dc9124dadd575: ``get_handicap_adjustment`` (``analysis/util/
RatingMath.py``) and ``Glicko2Entry.expected_win_probability`` (``goratings/math/glicko2.py``),
both ways of its ``ignore_g`` flag, over 480 games (ratings, deviations, stones, boards, komi and
rules), printed by our ``print_grid.py``; its first lines give the command. The engine's own
adjustment (``go/effective.py``, the ``ogs`` model) feeds the engine's expected score here, so
the test holds the whole chain to goratings' to 1e-9.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.go.effective import MODELS, effective_rank_difference, effective_rating
from handicap.go.rules import RULESETS
from handicap.rating.glicko2 import Rating
from handicap.rating.ogs_expectation import black_chance, expected_score
from tests.support.rating_grids import goratings_rows

TOLERANCE = 1e-9


def test_equals_goratings_expected_score():
    rows = goratings_rows()
    assert len(rows) == 480
    for row in rows:
        black = Rating(float(row["black_rating"]), float(row["black_deviation"]))
        white = Rating(float(row["white_rating"]), float(row["white_deviation"]))
        game = effective_rank_difference(MODELS["ogs"], int(row["size"]), RULESETS[row["rules"]],
                                         int(row["handicap"]), Fraction(row["komi"]))
        adjustment = effective_rating(black.rating, float(game.rank_difference)) - black.rating
        assert adjustment == pytest.approx(float(row["adjustment"]), abs=TOLERANCE)
        assert abs(expected_score(black, white, adjustment) - float(row["expected_ignore_g"])) <= TOLERANCE
        assert abs(expected_score(black, white, adjustment, deviation_counted=False)
                   - float(row["expected_default"])) <= TOLERANCE


def test_the_range_holds_the_chance_and_widens_with_the_deviations():
    black, white = Rating(1500, 60), Rating(1600, 45)
    sure = black_chance(black, white, 40.0)
    unsure = black_chance(Rating(1500, 350), Rating(1600, 350), 40.0)
    assert sure.low < sure.black < sure.high
    assert unsure.low < sure.low and unsure.high > sure.high
    # One deviation of the gap, sqrt(60² + 45²) = 75 rating points, either way.
    assert sure.low == pytest.approx(expected_score(black, white, 40.0 - 75.0), abs=1e-15)
    assert sure.high == pytest.approx(expected_score(black, white, 40.0 + 75.0), abs=1e-15)
