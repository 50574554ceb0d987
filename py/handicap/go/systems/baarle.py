"""The Baarle (NL) youth go club's 9×9 handicap as a secondary source gives it: a stone per 6 ranks
and no komi (source, secondary: the chart comparing the clubs' rules on the OGS forum, "2021 Rating
and rank adjustments", forums.online-go.com/t/2021-rating-and-rank-adjustments/33389/528, stored
2026-12-02: "Next is Baarle (NL) youth club system with 1 stone per 6 ranks (it has a staircase
shape, because it doesn't use komi)"). No page of the club's own was found in the stored corpora.

For a whole rank difference d on 9×9, counting stones the traditional way (1 is Black moving first):

    h      = d div 6
    h = 0  an even game (nigiri); h = 1  the weaker player takes Black; h ≥ 2  h stones
    komi   = 0 always ("it doesn't use komi")

so 6 ranks are Black with no komi, 12 ranks 2 stones, 18 ranks 3 stones. Readings the tests name:
"doesn't use komi" is read literally, even games too, so a tie (jigo) is the rules' to settle;
the first stone of the staircase is taking Black, as in the traditional handicap.
"""

from __future__ import annotations

from fractions import Fraction

from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "baarle"
RANKS_PER_STONE = 6
NO_KOMI = Fraction(0)


def baarle(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    stones = d_int // RANKS_PER_STONE
    if stones == 0 and d_int == 0:
        return even_with(NO_KOMI)
    return stones_and_komi(KEY, stones, NO_KOMI, f"⌊{d_int} ÷ 6⌋ = {stones}", "0")


SYSTEM = GoSystem(
    key=KEY,
    source=("secondary: OGS forum topic 33389 post 528 (the clubs' chart): Baarle's 9×9 rule, "
            "a stone per 6 ranks, no komi"),
    boards=(9,),
    compute=baarle,
    komi_follows_rules=False,
)
