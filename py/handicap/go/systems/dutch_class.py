"""The Dutch class system: half-rank classes, nine stones and 6 points a class beyond (source:
Sensei's Library, "Dutch class system", senseis.xmp.net/?DutchClassSystem: "The number of handicap
stones under this system is equal to (d+1)/2, where d is the difference in class. If this gets to
a half number, say 4.5 stones handicap, komi (usually 6 points) is used to get to a full
handicap … Traditionally, no handicap over 9 stones is given. Instead, black receives any
remaining handicap as points (6 points per class)").

Two classes make a rank, so a rank difference d is a class difference c = floor(2 × d):

    h = (c + 1) / 2                          the handicap in stones
    c = 0          an even game, komi 6 (Black starts)
    h ≤ 9, whole   h stones, no komi
    h ≤ 9, half    ceiling(h) stones, komi 6 to White
    h > 9          9 stones, komi −12 × (h − 9)   (6 points to Black for each class beyond)

The page's own examples: class difference 5 → 3 stones, no komi; 6 → 3.5 ("3 stones, 6 komi for
black, or 4 stones, 6 komi for white"); 33 → 17 → 9 stones and 96 points; 28 → 14.5 → 9 stones
and 66 points. Reading chosen for a half handicap: the page's second form (a stone more, 6 komi
for White), which is also its form for 0.5 ("black starts, 6 points for white"). The komi is the
system's whatever the rules; whole, so a tie's winner is the rules'.
"""

from __future__ import annotations

import math
from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "dutch-class"
KOMI = Fraction(6)
POINTS_PER_CLASS = 6
MAX_STONES = 9


def dutch_class(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    c = math.floor(2 * d)
    if c == 0:
        return even_with(KOMI)
    h = Fraction(c + 1, 2)
    if h > MAX_STONES:
        komi = -2 * POINTS_PER_CLASS * (h - MAX_STONES)
        return stones_and_komi(KEY, MAX_STONES, komi, f"({c} + 1) ÷ 2 = {show(h)} → 9",
                               f"−6 × {c + 1 - 2 * MAX_STONES} = {show(komi)}")
    stones = math.ceil(h)
    komi = KOMI if h.denominator == 2 else Fraction(0)
    return stones_and_komi(KEY, stones, komi, f"({c} + 1) ÷ 2 = {show(h)} → {stones}", show(komi))


SYSTEM = GoSystem(
    key=KEY,
    source="Sensei's Library, Dutch class system: (class difference + 1) ÷ 2 stones, 6 points a class past 9",
    boards=(19,),
    compute=dutch_class,
    whole_differences=False,
    komi_follows_rules=False,
)
