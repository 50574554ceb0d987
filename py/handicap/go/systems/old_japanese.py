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

from ...i18n import say
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




def old_japanese(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    stones, komi = stones_for(d_int, board), komi_for(d_int, board)
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), say(f"go.step.old_japanese.stones.formula.{board}"),
             say("go.step.old_japanese.working", difference=d_int, result=stones), stones),
        Step("komi", say("go.step.komi.label"), say(f"go.step.old_japanese.komi.formula.{board}"),
             say("go.step.old_japanese.working", difference=d_int, result=komi), komi),
    ))


SYSTEM = GoSystem(
    key="old-japanese",
    source="ogs-small-board-proposal.txt",
    historical=True,
    boards=BOARDS,
    compute=old_japanese,
    komi_follows_rules=False,
)
