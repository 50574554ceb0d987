"""The traditional 19x19 handicap used in AGA and EGF tournaments (the convention the OGS seeds
take as their base: ``ogs-small-board-proposal.txt``, "Reference: Handicap and komi on 19x19").

For a whole rank difference d:

    d = 0     even game: no stones, the rules' even komi
    d >= 1    stones = d, at most 9; komi 0.5 ("1 stone": Black moves first, no stone placed)
"""

from __future__ import annotations

from fractions import Fraction

from ...i18n import say
from ...text import show
from ..rules import Counting, Ruleset
from ..step import Step
from .ogs import MAX_STONES, even_game
from .system import GoSystem, Handicap

HANDICAP_KOMI = Fraction(1, 2)


def traditional(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None and d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_game(ruleset)
    stones = min(d_int, MAX_STONES)
    working = f"{d_int} → {stones}"
    if d_int > MAX_STONES:
        working = say("go.step.traditional.at_most", working=working, maximum=MAX_STONES)
    return Handicap(stones, HANDICAP_KOMI, (
        Step("stones", say("go.step.stones.label"), say("go.step.nineteen.stones.formula", maximum=MAX_STONES),
             working, stones),
        Step("komi", say("go.step.komi.label"), say("go.step.traditional.komi.formula"), f"{show(HANDICAP_KOMI)}",
             HANDICAP_KOMI),
    ), capped_at=MAX_STONES if d_int > MAX_STONES else None)


SYSTEM = GoSystem(
    key="traditional",
    source="ogs-small-board-proposal.txt",
    boards=(19,),
    compute=traditional,
)
