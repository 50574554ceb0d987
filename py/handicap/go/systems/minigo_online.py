"""A komi-only 9×9 handicap, 3 points a rank (source: the 9×9 server "Mini Go Online",
www33370ue.sakura.ne.jp/minigoonline-sp/game?lang=en, "How to play" 2: its table of "Rank
difference / Handicap", 0 to 29).

For a whole rank difference d on 9×9, under its Japanese rules:

    no stones ever; komi = 6.5 − 3 × d

so 0 is "Komi 6.5", 2 is "Komi 0.5", 3 is "Reverse komi 2.5" and 29 "Reverse komi 80.5". For
d ≥ 1 the weaker player takes Black. The table stops at 29; the rule goes on past it.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "minigo-online"
EVEN_KOMI = Fraction(13, 2)
POINTS_PER_RANK = 3


def minigo_online(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI)
    komi = EVEN_KOMI - POINTS_PER_RANK * d_int
    return stones_and_komi(KEY, 0, komi, f"{d_int} → 0", f"{show(EVEN_KOMI)} − 3 × {d_int} = {show(komi)}")


SYSTEM = GoSystem(
    key=KEY,
    source="Mini Go Online (www33370ue.sakura.ne.jp/minigoonline-sp): 9×9, 3 points of komi a rank",
    boards=(9,),
    compute=minigo_online,
    komi_follows_rules=False,
    max_stones=lambda board: 0,
)
