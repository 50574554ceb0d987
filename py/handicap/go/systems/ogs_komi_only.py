"""A komi-only handicap of 10 points a stone, as proposed for OGS tournaments (source:
online-go.com issue 909, "New handicap", 2019-09-19: "if 1k and 9k play a tournament game, the
handicap is 7 stones. It would be good it tournament creator will set the coefficient for the
handicap (for example 10) and then instead of 7 stones of handicap, 9k player will have 70.5
points of komi").

For a whole rank difference d, any board, with the proposal's example coefficient 10:

    d = 0    an even game, the rules' even komi
    d ≥ 1    no stones; the weaker player takes Black and receives 10 × h + 0.5 points:
             komi = −(10 × h + 0.5), h = d, the traditional handicap in stones

Reading chosen: the example's "7 stones" for 1k against 9k is its tournament's own handicap (one
below the difference); here h is the handicap the traditional rule gives for the difference asked,
so 7 ranks give komi −70.5 as in the example.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..boards import MAX_BOARD, MIN_BOARD
from ..rules import Counting, Ruleset
from .ogs import even_game
from .system import GoSystem, Handicap, stones_and_komi

KEY = "ogs-komi-only"
OLD_KEY = "ogs-909"  # its first name, still accepted (CLI --system, links, requests, round files)
COEFFICIENT = 10
HALF = Fraction(1, 2)


def komi_only(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None and d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_game(ruleset)
    komi = -(COEFFICIENT * d_int + HALF)
    return stones_and_komi(KEY, 0, komi, f"{d_int} → 0", f"−(10 × {d_int} + {show(HALF)}) = {show(komi)}")


SYSTEM = GoSystem(
    key=KEY,
    source="online-go.com issue 909 (2019-09-19): komi instead of stones, 10 points a stone",
    boards=tuple(range(MAX_BOARD, MIN_BOARD - 1, -1)),
    compute=komi_only,
    max_stones=lambda board: 0,
    aliases=(OLD_KEY,),
)
