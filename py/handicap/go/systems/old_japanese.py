"""The "old Japanese" small-board recommendation (historical), as tabulated in the OGS
small-board proposal (seed: ``ogs-small-board-proposal.txt``, "old Japanese komi" columns).

Komi ignores the ruleset (5.5 in an even game). For a whole rank difference d:

    13x13   stones = 0 if d = 0 else floor(d / 3) + 1;   komi = 5.5 - 5 x (d mod 3)
    9x9     stones = ceiling(d / 4);                      komi = 5.5 if d = 0
                                                          else 3.5 - 3 x ((d - 1) mod 4)

(5 points per rank on 13x13, 3 per rank on 9x9.) The handicap bonus of the chosen rules is still
reported, since the rules add it whatever komi was agreed.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from ..step import Step
from .system import GoSystem, Handicap

BOARDS = (13, 9)
EVEN_KOMI = Fraction("5.5")


def stones_for(d: int, board: int) -> int:
    if d == 0:
        return 0
    return d // 3 + 1 if board == 13 else -(-d // 4)


def komi_for(d: int, board: int) -> Fraction:
    if board == 13:
        return EVEN_KOMI - 5 * (d % 3)
    return EVEN_KOMI if d == 0 else Fraction("3.5") - 3 * ((d - 1) % 4)


STONES_RULE = {13: "0 if difference is 0, else floor(difference ÷ 3) + 1", 9: "ceiling(difference ÷ 4)"}
KOMI_RULE = {13: "5.5 − 5 × (difference mod 3)", 9: "5.5 at difference 0, else 3.5 − 3 × ((difference − 1) mod 4)"}


def old_japanese(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    stones, komi = stones_for(d_int, board), komi_for(d_int, board)
    return Handicap(stones, komi, (
        Step("stones", "Handicap stones", STONES_RULE[board], f"difference {d_int} → {stones}", stones),
        Step("komi", "Komi", KOMI_RULE[board] + " (whatever the rules)", f"difference {d_int} → {show(komi)}", komi),
    ))


SYSTEM = GoSystem(
    key="old-japanese",
    name="Old Japanese small-board recommendation (historical)",
    source="ogs-small-board-proposal.txt",
    historical=True,
    boards=BOARDS,
    compute=old_japanese,
    example="13×13, 2 ranks → 1 stone, komi −4.5",
    komi_follows_rules=False,
)
