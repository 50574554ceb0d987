"""The AGA's 9×9 handicap as a secondary source gives it: a stone per 4 ranks (source, secondary: the
chart comparing the clubs' rules on the OGS forum, "2021 Rating and rank adjustments",
forums.online-go.com/t/2021-rating-and-rank-adjustments/33389/528, stored 2026-12-02: "the AGA has a
standard [...] The AGA is the most generous with handicap: 1 stone per 4 ranks"). The AGA's own table
("AGA Handicaps", linked from Sensei's Library's "Handicap for smaller board sizes" since 2007) was
not found in the stored corpora.

For a whole rank difference d on 9×9, with the chart's stone of 13 points (``stone_slope``):

    q, r   = divmod(d, 4)
    stones = 0 (an even game, Black moves first) when q = 0, else q + 1
    komi   = 6.5 − ⌊13 × r ÷ 4⌋ = (6.5, 3.5, 0.5, −2.5)[r]

so 4 ranks are 2 stones with komi 6.5, the chart's "1 handicap".
"""

from __future__ import annotations

from fractions import Fraction

from ..rules import Counting, Ruleset
from .stone_slope import handicap_by_slope
from .system import GoSystem, Handicap

KEY = "aga-small-board"
RANKS_PER_STONE = Fraction(4)


def aga_small_board(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    return handicap_by_slope(KEY, d.numerator, RANKS_PER_STONE)


SYSTEM = GoSystem(
    key=KEY,
    source="secondary: OGS forum topic 33389 post 528 (the clubs' chart): the AGA's 9×9 rule, a stone per 4 ranks",
    boards=(9,),
    compute=aga_small_board,
    komi_follows_rules=False,
)
