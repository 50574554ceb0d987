"""The BGA's / Cambridge's small-board handicap: about a stone every 2.5 grades on 13×13, a stone
per 7 ranks on 9×9.

Sources. 13×13, primary: the Cambridge Go Society's page "The Cambridge Double-Figure Kyu League"
(cugosoc.soc.srcf.net/competitions/double_figure_kyu.html, stored 2026-12-02): "Games are played on
13x13 boards with handicaps determined by the league organiser - normally about 1 stone for every
2.5 grades"; Sensei's Library, "Handicap for smaller board sizes" (snapshot 2007-04-23), says the
same of the club's end-of-term 13×13 competitions: "2.5 grades = 1 handicap stone". 9×9, secondary:
the chart comparing the clubs' rules on the OGS forum, "2021 Rating and rank adjustments"
(forums.online-go.com/t/2021-rating-and-rank-adjustments/33389/528, stored 2026-12-02): "Then comes
BGA/Cambridge system with 1 stone per 7 ranks".

13×13, for a whole grade difference d (the sources give stones only):

    stones = round(d ÷ 2.5), halves away from zero (never met: d ÷ 2.5 is never x.5)
    0 stones: an even game at the rules' komi; else komi 0.5 (1 stone: Black moves first)

9×9, with the chart's stone of 13 points (``stone_slope``):

    q, r   = divmod(d, 7);  stones = 0 (even, Black moves first) when q = 0, else q + 1
    komi   = 6.5 − ⌊13 × r ÷ 7⌋

so 5 grades are 2 stones on 13×13, and 7 ranks are 2 stones with komi 6.5 on 9×9.
"""

from __future__ import annotations

from fractions import Fraction

from ...numbers import round_half_away_from_zero
from ...text import show
from ..rules import Counting, Ruleset
from .ogs import even_game
from .stone_slope import handicap_by_slope
from .system import GoSystem, Handicap, stones_and_komi

KEY = "bga-cambridge"
GRADES_PER_STONE_13 = Fraction(5, 2)  # "about 1 stone for every 2.5 grades"
RANKS_PER_STONE_9 = Fraction(7)  # "1 stone per 7 ranks"
HALF = Fraction(1, 2)


def cambridge(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1 and ruleset is not None
    if board == 9:
        return handicap_by_slope(f"{KEY}.9", d.numerator, RANKS_PER_STONE_9)
    stones = round_half_away_from_zero(d / GRADES_PER_STONE_13)
    if stones <= 0:
        return even_game(ruleset)
    return stones_and_komi(f"{KEY}.13", stones, HALF, f"round({show(d)} ÷ 2.5) = {stones}", show(HALF))


SYSTEM = GoSystem(
    key=KEY,
    source=("Cambridge Go Society, the Double-Figure Kyu League (13×13: a stone every 2.5 grades); "
            "secondary for 9×9: OGS forum topic 33389 post 528 (a stone per 7 ranks)"),
    boards=(13, 9),
    compute=cambridge,
)
