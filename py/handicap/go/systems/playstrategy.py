"""PlayStrategy's Go handicap (source: PlayStrategy's server, github.com/Mind-Sports-Games/lila,
``modules/game/src/main/Handicaps.scala``, commit edb3e7815b948474f7df42ce4f9470819dd8f597,
``calcGoHandicap``; the code writes komi ×10, "85" is 8.5).

For a whole rank difference d (PlayStrategy finds it from its ratings; here it is given):

    19×19   d = 0: no stones, komi 7.5          d ≥ 1: d stones, komi 0.5
    13×13   d = 0: komi 6    d = 1: komi 2 (no stone)
            d ≥ 2: q, r = divmod(d − 2, 5); stones = 2 + 2q + (1 if r ≥ 3), komi = (8, 4, 0, 6, 2)[r]
            ("stone per 2.5 ranks", 4 points a rank: a stone is worth 10 points)
    9×9     d ≤ 3: no stone, komi 5.5 − 1.5 × d
            d ≥ 4: q, r = divmod(d − 4, 6); stones = 2 + q, komi = 8.5 − 1.5 × r
            (one stone every 6 ranks, 1.5 points a rank)

The code sets its own komi whatever the rules, and no stone maximum: the stones go on growing with
the difference (past nine on 19×19, the calculator marks the game beyond the board's points). Its
13×13 and 9×9 komi are often whole (6, 2, 4.0): who wins a tie is then the rules' (the code says
nothing). A "no stone" game with d ≥ 1 gives the weaker player Black with that komi.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "playstrategy"
BOARDS = (19, 13, 9)
EVEN_KOMI: dict[int, Fraction] = {19: Fraction(15, 2), 13: Fraction(6), 9: Fraction(11, 2)}
KOMI_13 = (Fraction(8), Fraction(4), Fraction(0), Fraction(6), Fraction(2))  # by (d − 2) mod 5
STEP_9 = Fraction(3, 2)  # komi points a rank on 9×9


def playstrategy(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI[board])
    if board == 19:
        return stones_and_komi(f"{KEY}.{board}", d_int, Fraction(1, 2), f"{d_int} → {d_int}", show(Fraction(1, 2)))
    if board == 13:
        if d_int == 1:
            return stones_and_komi(f"{KEY}.{board}", 0, Fraction(2), "1 → 0", show(Fraction(2)))
        q, r = divmod(d_int - 2, 5)
        stones = 2 + 2 * q + (1 if r >= 3 else 0)
        komi = KOMI_13[r]
        return stones_and_komi(f"{KEY}.{board}", stones, komi, f"{d_int} − 2 = 5 × {q} + {r} → {stones}",
                               f"({', '.join(show(k) for k in KOMI_13)})[{r}] = {show(komi)}")
    if d_int <= 3:
        komi = EVEN_KOMI[9] - STEP_9 * d_int
        return stones_and_komi(f"{KEY}.{board}", 0, komi, f"{d_int} → 0",
                               f"{show(EVEN_KOMI[9])} − {show(STEP_9)} × {d_int} = {show(komi)}")
    q, r = divmod(d_int - 4, 6)
    komi = Fraction(17, 2) - STEP_9 * r
    return stones_and_komi(f"{KEY}.{board}", 2 + q, komi, f"{d_int} − 4 = 6 × {q} + {r} → 2 + {q} = {2 + q}",
                           f"{show(Fraction(17, 2))} − {show(STEP_9)} × {r} = {show(komi)}")


SYSTEM = GoSystem(
    key=KEY,
    source="PlayStrategy: Mind-Sports-Games/lila modules/game/src/main/Handicaps.scala @ edb3e78",
    boards=BOARDS,
    compute=playstrategy,
    komi_follows_rules=False,
)
