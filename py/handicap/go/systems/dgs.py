"""Dragon Go Server's two handicap suggestions (source: DGS's own code, github.com/axd1967/DGS,
commit 5c997f2758dfe6c9f0a54cb6b1357e3c3aa56163 (2018-06-24): ``include/game_functions.php``
``GameSettings::suggest_conventional`` and ``suggest_proper``, ``include/rating.php``
``handicapfactor``, ``DefaultMaxHandicap::calc_def_max_handicap``; Sensei's Library, "Handicap for
smaller board sizes", gives the same factor as "256 / (boardsize − 3)²").

A rank difference d (DGS: rating difference ÷ 100, so fractions count) on an n×n board:

    f = (n − 3)² / 256                 the board's handicap factor (1 on 19×19, 9/64 on 9×9)
    H = d × f                          the difference in 19×19 stones
    maximum = round(7.5 × (f + 0.2))   DGS's default maximum (19×19: 9, 13×13: 4, 9×9: 3)

    dgs (conventional)   stones = round(H), then at most the maximum
                         0: an even game, the rules' komi (nigiri); else komi 0.5
    dgs-proper           H' = H + 0.5; stones = round(H'), at least 1;
                         komi = round(2 × 13 × (stones − H')) / 2 + (even komi − 6.5)
                         (13 points a stone, DGS's STONE_VALUE); then at most the maximum stones
                         (the komi stays the one computed before the maximum, as DGS does)

``round`` is PHP's, halves away from zero. DGS's "1 handicap" is Black moving first without a
stone (stones 1 here); with difference 0 the proper game is even (nigiri). DGS knows Japanese
(6.5) and Chinese (7.5) even komi; other rules here use their own even komi in the same place.
"""

from __future__ import annotations

from fractions import Fraction

from ...numbers import round_half_away_from_zero
from ...text import show
from ..boards import MAX_BOARD, MIN_BOARD
from ..rules import Counting, Ruleset
from .ogs import even_game
from .system import GoSystem, Handicap, stones_and_komi

BOARDS = tuple(range(MAX_BOARD, MIN_BOARD - 1, -1))
STONE_VALUE = 13  # points: DGS's value of a stone (2 × its conventional komi 6.5)
HALF = Fraction(1, 2)


def factor(board: int) -> Fraction:
    """DGS's ``handicapfactor``: (n − 3)² / 256."""
    return Fraction((board - 3) ** 2, 256)


def max_stones(board: int) -> int:
    """DGS's ``calc_def_max_handicap``: round(7.5 × (f + 0.2))."""
    return round_half_away_from_zero(Fraction(15, 2) * (factor(board) + Fraction(1, 5)))


def conventional(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None
    f = factor(board)
    raw = round_half_away_from_zero(d * f)
    if raw <= 0:
        return even_game(ruleset)
    stones = min(raw, max_stones(board))
    return stones_and_komi("dgs", stones, HALF, f"round({show(d)} × {show(f)}) = {raw} → {stones}", show(HALF),
                           capped_at=stones if raw > stones else None, maximum=max_stones(board))


def proper(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None
    if d == 0:
        return even_game(ruleset)
    f = factor(board)
    h = d * f + HALF
    raw = max(1, round_half_away_from_zero(h))
    komi = Fraction(round_half_away_from_zero(2 * STONE_VALUE * (raw - h)), 2) + ruleset.even_komi \
        - Fraction(STONE_VALUE, 2)
    stones = min(raw, max_stones(board))
    return stones_and_komi(
        "dgs-proper", stones, komi, f"round({show(d)} × {show(f)} + {show(HALF)}) = {raw} → {stones}",
        f"round(2 × {STONE_VALUE} × ({raw} − {show(h)})) ÷ 2 + {show(ruleset.even_komi)} − "
        f"{show(Fraction(STONE_VALUE, 2))} = {show(komi)}",
        capped_at=stones if raw > stones else None, maximum=max_stones(board))


SYSTEM = GoSystem(
    key="dgs",
    source="Dragon Go Server: axd1967/DGS include/game_functions.php suggest_conventional @ 5c997f2",
    boards=BOARDS,
    compute=conventional,
    whole_differences=False,
    max_stones=max_stones,
)

PROPER = GoSystem(
    key="dgs-proper",
    source="Dragon Go Server: axd1967/DGS include/game_functions.php suggest_proper @ 5c997f2",
    boards=BOARDS,
    compute=proper,
    whole_differences=False,
    max_stones=max_stones,
)
