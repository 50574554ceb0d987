"""A stone's value proportional to the board's area (source: Sensei's Library, "Handicap for smaller
board sizes", senseis.xmp.net/?HandicapForSmallerBoardSizes, "Theoretical value of a stone
according to Goban size": "the value of 1 stone - if we acknowledge that this value is purely
proportional to the size of the board", its table from 19×19 (1) to 6×6 (10.028), and its example
"7 grade strength difference should mean roughly 7/4.4568=1.57 stones on a 9x9 board").

For a rank difference d on an n×n board (6 to 19, the table's sizes):

    v = 361 / n²            the value of a stone in ranks (9×9: 4.4568, 13×13: 2.1361)
    h = d / v               the handicap in stones (9×9, 7 ranks: 1.57)
    stones = round(h), halves away from zero; 0: an even game, the rules' komi; else komi 0.5

Reading chosen: the page gives the value of a stone but not how to turn 1.57 stones into a game;
the stones are rounded and the komi is the traditional 0.5, as Dragon Go Server's conventional
handicap does with the other formula the page sets beside this one (so 1.57 is 2 stones).
"""

from __future__ import annotations

from fractions import Fraction

from ...numbers import round_half_away_from_zero
from ...text import show
from ..rules import Counting, Ruleset
from .ogs import even_game
from .system import GoSystem, Handicap, stones_and_komi

KEY = "sensei-area"
BOARDS = tuple(range(19, 5, -1))
HALF = Fraction(1, 2)


def stone_value(board: int) -> Fraction:
    """361 / n²: how many ranks one stone is worth on this board."""
    return Fraction(361, board * board)


def sensei_area(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None
    h = d / stone_value(board)
    stones = round_half_away_from_zero(h)
    if stones <= 0:
        return even_game(ruleset)
    return stones_and_komi(KEY, stones, HALF, f"round({show(d)} × {board * board} ÷ 361) = {stones}", show(HALF))


SYSTEM = GoSystem(
    key=KEY,
    source="Sensei's Library, Handicap for smaller board sizes: theoretical value of a stone (361 ÷ n²)",
    boards=BOARDS,
    compute=sensei_area,
    whole_differences=False,
)
