"""The OGS small-board proposal (seed: ``ogs-small-board-proposal.txt``, part 1).

Even games use the 19x19 komi of the rules (territory 6.5, area 7.5, New Zealand 7). A stone is
added every 3 ranks on 13x13 (4 points per rank: 12, a free move's territorial value, / 3) and
every 6 ranks on 9x9 (2 points per rank), with the proposal's own boundaries, for d >= 1:

    stones = ceiling(d / n)                       n = 3 on 13x13, 6 on 9x9
    komi   = even komi - p x (d - n x (stones - 1))   p = 4 on 13x13, 2 on 9x9

so difference 3 on 13x13 is 1 stone and komi 6.5 - 12 = -5.5 under territory rules. 19x19 is
unchanged: stones = d (at most 9), komi 0.5 (0 under New Zealand rules).
"""

from __future__ import annotations

from fractions import Fraction

from ...i18n import say
from ...text import show
from ..rules import Counting, Ruleset
from ..step import Step
from . import ogs
from .ogs import BOARDS, POINTS_PER_RANK, RANKS_PER_STONE
from .system import GoSystem, Handicap


def proposal(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None and d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return ogs.even_game(ruleset)
    if board == 19:
        return ogs.nineteen(d_int, ruleset)
    n, p = RANKS_PER_STONE[board], POINTS_PER_RANK[board]
    stones = -(-d_int // n)  # ceiling
    within = d_int - n * (stones - 1)
    komi = ruleset.even_komi - p * within
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), say("go.step.ogs_proposal.stones.formula", n=n),
             say("go.step.ogs_proposal.stones.working", difference=d_int, n=n, stones=stones), stones),
        Step("komi", say("go.step.komi.label"), say("go.step.ogs_proposal.komi.formula", p=p),
             f"{show(ruleset.even_komi)} − {p} × ({d_int} − {n} × {stones - 1}) = {show(komi)}", komi),
    ))


SYSTEM = GoSystem(
    key="ogs-proposal",
    source="ogs-small-board-proposal.txt",
    boards=BOARDS,
    compute=proposal,
)
