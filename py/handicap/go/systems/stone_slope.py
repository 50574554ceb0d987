"""A small-board handicap given only as its slope, "one stone per R ranks", turned into stones and
komi by the model of the chart that compares the clubs' rules (the OGS forum, "2021 Rating and rank
adjustments", forums.online-go.com/t/2021-rating-and-rank-adjustments/33389/528, stored 2026-12-02):
"I used 2 x 6.5 komi for a full handicap stone to allow combinations of handicap stones + komi in
each curve. [...] So 1 handicap means 2 stones with black giving 6.5 komi."

For a whole rank difference d on 9×9, a slope of R ranks a stone and the chart's stone of 13 points:

    v      = d ÷ R                       the handicap in full stones
    q      = ⌊v⌋;  stones = 0 (an even game, Black moves first) when q = 0, else q + 1
    komi   = 6.5 − ⌊13 × (v − q)⌋         the rest of a stone as points, cut to a whole point

so d = R is "2 stones with black giving 6.5 komi", the chart's own unit. The cut keeps each komi on
a half point (no ties) and never gives Black more than the slope: the reading the tests name.
"""

from __future__ import annotations

import math
from fractions import Fraction

from ...text import show
from .system import Handicap, even_with, stones_and_komi

EVEN_KOMI = Fraction(13, 2)  # "The 6.5 komi value is what KataGo considers fair for 9x9 even games"
POINTS_PER_STONE = 2 * EVEN_KOMI  # "2 x 6.5 komi for a full handicap stone"


def handicap_by_slope(key: str, d: int, ranks_per_stone: Fraction) -> Handicap:
    """Stones and komi for rank difference ``d`` at one stone per ``ranks_per_stone`` ranks."""
    if d == 0:
        return even_with(EVEN_KOMI)
    v = d / ranks_per_stone
    q = math.floor(v)
    stones = q + 1 if q else 0
    points = math.floor(POINTS_PER_STONE * (v - q))
    komi = EVEN_KOMI - points
    return stones_and_komi(key, stones, komi, f"⌊{d} ÷ {show(ranks_per_stone)}⌋ = {q} → {stones}",
                           f"{show(EVEN_KOMI)} − ⌊13 × {show(v - q)}⌋ = {show(komi)}")
