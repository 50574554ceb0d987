"""Herman Hiddema's 9×9 handicap (source: Life in 19x19, "Handicap & Komi for 9×9 and 13×13
Boards", lifein19x19.com/viewtopic.php?t=16737, his post of 2019-07-03 07:53: "take the value of a
handicap stone on 9x9 as 14 and the value of one rank as 2 points, then black should get one stone
every 7 ranks. And additionally the komi should be adjusted by 2 points every rank", with his table
for rank differences 0 to 21, "etc").

For a whole rank difference d on 9×9:

    q, r  = divmod(d, 7)
    stones = 0 (an even game: Black moves first) when q = 0, else q + 1
    komi   = 6.5 − 2 × r

so 7 ranks are "2 stones + 6,5" and 6 ranks "even − 5,5". d = 0 is an even game (nigiri); for
d ≥ 1 the weaker player takes Black. The 6.5 is his even komi whatever the rules; the table goes on
("etc") to nine stones at 56 ranks.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "hiddema"
EVEN_KOMI = Fraction(13, 2)
RANKS_PER_STONE = 7
POINTS_PER_RANK = 2


def hiddema(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI)
    q, r = divmod(d_int, RANKS_PER_STONE)
    stones = q + 1 if q else 0
    komi = EVEN_KOMI - POINTS_PER_RANK * r
    return stones_and_komi(KEY, stones, komi, f"{d_int} = 7 × {q} + {r} → {stones}",
                           f"{show(EVEN_KOMI)} − 2 × {r} = {show(komi)}")


SYSTEM = GoSystem(
    key=KEY,
    source="Herman Hiddema, Life in 19x19 topic 16737 (2019-07-03): 14 points a stone, 2 a rank on 9×9",
    boards=(9,),
    compute=hiddema,
    komi_follows_rules=False,
)
