"""The Nijmegen (NL) go club's 9×9 handicap as a secondary source gives it: a stone per 7.5 ranks
(source, secondary: the chart comparing the clubs' rules on the OGS forum, "2021 Rating and rank
adjustments", forums.online-go.com/t/2021-rating-and-rank-adjustments/33389/528, stored 2026-12-02:
"Nijmegen (NL) is the most cringy with handicap: only 1 stone per 7.5 ranks (but that's still close
to the Cambridge system)"). No page of the club's own was found in the stored corpora.

For a whole rank difference d on 9×9, with the chart's stone of 13 points (``stone_slope``):

    q, r   = divmod(2 × d, 15)               (d ÷ 7.5 = 2d ÷ 15)
    stones = 0 (an even game, Black moves first) when q = 0, else q + 1
    komi   = 6.5 − ⌊13 × r ÷ 15⌋

so 15 ranks are 3 stones with komi 6.5 (two full stones), and 8 ranks 2 stones with komi 6.5.
"""

from __future__ import annotations

from fractions import Fraction

from ..rules import Counting, Ruleset
from .stone_slope import handicap_by_slope
from .system import GoSystem, Handicap

KEY = "nijmegen"
RANKS_PER_STONE = Fraction(15, 2)


def nijmegen(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    return handicap_by_slope(KEY, d.numerator, RANKS_PER_STONE)


SYSTEM = GoSystem(
    key=KEY,
    source="secondary: OGS forum topic 33389 post 528 (the clubs' chart): Nijmegen's 9×9 rule, a stone per 7.5 ranks",
    boards=(9,),
    compute=nijmegen,
    komi_follows_rules=False,
)
