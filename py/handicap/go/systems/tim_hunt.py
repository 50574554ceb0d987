"""Tim Hunt's small-board handicaps (source: Sensei's Library, "Handicap for smaller board sizes",
senseis.xmp.net/?HandicapForSmallerBoardSizes, "Second possibility (Tim Hunt)", posted by him on
rec.games.go; the table as the page's 2009-07-15 snapshot prints it, rank differences 0 to 15).

For a whole rank difference d ≥ 1 the table follows one pattern per board (its "Handicap" 1 is
Black moving first, no stone placed), komi whole points to White:

    13×13   q, r = divmod(d − 1, 5); stones = 1 + 2q + (1 if r ≥ 2); komi = (2, −2, 4, 0, −4)[r]
    9×9     q, r = divmod(d − 1, 5); stones = 1 + q;                 komi = (4, 2, 0, −2, −4)[r]
            (the page's own 9×9 formula, by axd: H9 = 1 + (D − 1) div 5, K9 = ((10 − 2 (D mod 5)) mod 10) − 4)
    d = 0   an even game, komi 6 (the table's "1, 6")

The table stops at 15 (6 stones on 13×13, 3 on 9×9): the calculator continues the pattern and
marks a larger game beyond the table. The komi is Tim Hunt's whatever the rules; it is whole, so a
tie's winner is the rules' (the page says nothing of ties).
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "tim-hunt"
BOARDS = (13, 9)
EVEN_KOMI = Fraction(6)
KOMI: dict[int, tuple[int, ...]] = {13: (2, -2, 4, 0, -4), 9: (4, 2, 0, -2, -4)}
TABLE_STOPS = 15  # the last rank difference the table prints
MAX_STONES: dict[int, int] = {13: 6, 9: 3}  # its stones at that difference


def stones_for(d: int, board: int) -> int:
    q, r = divmod(d - 1, 5)
    return 1 + 2 * q + (1 if r >= 2 else 0) if board == 13 else 1 + q


def tim_hunt(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI)
    q, r = divmod(d_int - 1, 5)
    stones = stones_for(d_int, board)
    komi = Fraction(KOMI[board][r])
    return stones_and_komi(f"tim-hunt.{board}", stones, komi, f"{d_int} − 1 = 5 × {q} + {r} → {stones}",
                           f"({', '.join(show(k) for k in KOMI[board])})[{r}] = {show(komi)}",
                           capped_at=MAX_STONES[board] if d_int > TABLE_STOPS else None)


SYSTEM = GoSystem(
    key=KEY,
    source="Sensei's Library, Handicap for smaller board sizes: Tim Hunt's table (snapshot 2009-07-15)",
    boards=BOARDS,
    compute=tim_hunt,
    komi_follows_rules=False,
    max_stones=lambda board: MAX_STONES[board],
)
