"""OGS's long-standing small-board bug (historical; seed: ``ogs-small-board-proposal.txt``, "OGS
komi" columns; also the wiki's "OLD METHOD" tables in ``ogs-automatic-handicap-wiki.txt``).

Stones are the old Japanese stones for the rank difference d, but komi was looked up in the old
Japanese table by the number of stones instead of the rank difference:

    stones = old_japanese_stones(d)
    komi   = old_japanese_komi(stones)      13x13: 5.5 - 5 x (stones mod 3)
                                            9x9:   5.5 if stones = 0 else 3.5 - 3 x ((stones - 1) mod 4)

Where the two seeds disagree (rank difference 0: the wiki prints 0.5 on 13x13 and "normal? or
5.5" on 9x9), the proposal's 5.5 is followed: its author read OGS's code back to 2014, while the
wiki's table is marked as the author's own interpretation.
"""

from __future__ import annotations

from fractions import Fraction

from ...i18n import say
from ..rules import Counting, Ruleset
from ..step import Step
from . import old_japanese
from .system import GoSystem, Handicap


def legacy(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    stones = old_japanese.stones_for(d_int, board)
    komi = old_japanese.komi_for(stones, board)
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), say(f"go.step.old_japanese.stones.formula.{board}"),
             say("go.step.old_japanese.working", difference=d_int, result=stones), stones),
        Step("komi", say("go.step.ogs_legacy.komi.label"), say("go.step.ogs_legacy.komi.formula"),
             say("go.step.ogs_legacy.komi.working", stones=stones, komi=komi, difference=d_int,
                 correct=old_japanese.komi_for(d_int, board)), komi),
    ))


SYSTEM = GoSystem(
    key="ogs-legacy",
    source="ogs-small-board-proposal.txt",
    historical=True,
    boards=old_japanese.BOARDS,
    compute=legacy,
    komi_follows_rules=False,
)
