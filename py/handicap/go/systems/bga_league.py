"""The BGA online league's handicap, nine stones and 10 points a rank beyond (source: the league's
"Playing games" page, github.com/TobyManning/Online-League ``playing.php``, commit
b098ce67bdf7d09c8295aff6c83889826870b099: "If the handicap would be more than 9, then the white
player gives 9 stones plus 10 points of reverse komi for each stone beyond 9. This might mean that
the komi is -9.5, -19.5 etc."; its ``phcp``).

For a whole rank difference d on 19×19 (the league's handicap reduction taken as 0):

    d = 0       an even game, komi 7.5 (the league plays AGA rules)
    1 ≤ d ≤ 9   d stones ("a handicap of 1 means no komi"), komi 0.5
    d > 9       9 stones, komi 0.5 − 10 × (d − 9)

so 1k against 20k (d = 19) is 9 stones and komi −99.5, the page's own example.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "bga-league"
EVEN_KOMI = Fraction(15, 2)
HALF = Fraction(1, 2)
MAX_STONES = 9
POINTS_PER_RANK = 10  # beyond nine stones


def bga_league(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI)
    stones = min(d_int, MAX_STONES)
    beyond = d_int - stones
    komi = HALF - POINTS_PER_RANK * beyond
    return stones_and_komi(KEY, stones, komi, f"{d_int} → {stones}",
                           f"{show(HALF)} − 10 × {beyond} = {show(komi)}")


SYSTEM = GoSystem(
    key=KEY,
    source="BGA online league: TobyManning/Online-League playing.php @ b098ce6",
    boards=(19,),
    compute=bga_league,
    komi_follows_rules=False,
)
