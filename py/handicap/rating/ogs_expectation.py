"""Black's chance in a handicap game by OGS's ratings: Glicko-2's expected score of Black, given
the rating the handicap is worth, as OGS's rating code computes it.

Source: online-go/goratings (MIT licence) at commit 6cab3090a54c8b876ac6a8d0886dc9124dadd575:
``goratings/math/glicko2.py``, ``Glicko2Entry.expected_win_probability(white,
handicap_adjustment, ignore_g)``, called by ``analysis/analyze_glicko2_one_game_at_a_time.py``
(OGS's own analysis of its games) with ``handicap_adjustment = get_handicap_adjustment("black",
black.rating, handicap, komi, size, rules)`` (``analysis/util/RatingMath.py``) and
``ignore_g=True``:

    adjustment  = rank_to_rating(rating_to_rank(B) + d) − B     (d: OGS's rank difference of the
                  game, ``go/effective.py``'s ``ogs`` model; B Black's rating)
    E           = 1 / (1 + exp(−g(φ_W) · (B + adjustment − W) / 173.7178))
    g(φ)        = 1 / sqrt(1 + 3φ² / π²),  φ_W = White's deviation / 173.7178

(goratings' flag reads backwards: ``ignore_g=True`` is the call that counts White's deviation
through g; its default, ``ignore_g=False``, takes g = 1. Both are here, ``deviation_counted``.)

Both players' deviations, as a range: the gap B + adjustment − W is known to within
s = sqrt(RD_B² + RD_W²) (two independent ratings); the range is E at the gap less s and at the
gap plus s: one standard deviation of the gap either way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .glicko2 import SCALE, Rating, g


@dataclass(frozen=True)
class Chance:
    """Black's expected score, and the range one deviation of the rating gap either way gives."""

    black: float
    low: float
    high: float


def expected_score(black: Rating, white: Rating, adjustment: float, deviation_counted: bool = True) -> float:
    """goratings' ``black.expected_win_probability(white, adjustment, ignore_g=deviation_counted)``."""
    factor = g(white.phi) if deviation_counted else 1.0
    return 1.0 / (1.0 + math.exp(-factor * (black.rating + adjustment - white.rating) / SCALE))


def black_chance(black: Rating, white: Rating, adjustment: float) -> Chance:
    """Black's expected score as OGS's analysis computes it, and its range by both deviations."""
    spread = math.hypot(black.deviation, white.deviation)
    return Chance(
        black=expected_score(black, white, adjustment),
        low=expected_score(black, white, adjustment - spread),
        high=expected_score(black, white, adjustment + spread),
    )
