"""OGS automatic handicap, as implemented (seed: ``ogs-automatic-handicap-wiki.txt``).

For a whole rank difference d (ratings converted with ln(rating / 525) x 23.15, deviation rules
applied, rounded down) and the ruleset's even komi E (Japanese, Korean 6.5; Chinese, AGA, Ing
7.5; New Zealand 7):

    d = 0            no stones, komi E                         (all boards)
    19x19, d >= 1    stones = d, at most 9 ("10+ -> 9"); komi 0.5 (0 under New Zealand rules)
    13x13, d >= 1    stones = floor(d / 3) + 1; komi = E - 4 x (d mod 3)
    9x9,   d >= 1    stones = floor(d / 6) + 1; komi = E - 2 x (d mod 6)

"The pattern continues for higher rank differences": the small-board formulas do not stop at
the tables' last rows. A "1 stone" handicap places no stone; it only changes komi. Colours are
assigned at random when the ranks are within 1 (difference 0 after rounding down).
"""

from __future__ import annotations

from fractions import Fraction

from ...i18n import say
from ...text import show
from ..rules import Counting, Ruleset
from ..step import Step
from .system import GoSystem, Handicap

BOARDS = (19, 13, 9)
STONE_VALUE = 12  # points: a free move's territorial value
RANKS_PER_STONE: dict[int, int] = {19: 1, 13: 3, 9: 6}  # the board factors: a stone is worth this many ranks
POINTS_PER_RANK: dict[int, int] = {b: STONE_VALUE // n for b, n in RANKS_PER_STONE.items()}  # 12, 4, 2
MAX_STONES = 9
HALF = Fraction(1, 2)


def handicap_komi_19(ruleset: Ruleset) -> Fraction:
    """19x19 handicap games: 0.5, or 0 under New Zealand rules (draws stand)."""
    return Fraction(0) if ruleset.draws_possible else HALF


def even_game(ruleset: Ruleset) -> Handicap:
    return Handicap(0, ruleset.even_komi, (
        Step("stones", say("go.step.stones.label"), say("go.step.even.stones.formula"),
             say("go.step.even.stones.working"), 0),
        Step("komi", say("go.step.komi.label"), say("go.step.even.komi.formula"),
             say("go.step.rules_komi", rules=say(f"go.rules.{ruleset.key}"), komi=ruleset.even_komi),
             ruleset.even_komi),
    ))


def nineteen(d: int, ruleset: Ruleset) -> Handicap:
    stones = min(d, MAX_STONES)
    komi = handicap_komi_19(ruleset)
    working = f"{d} → {stones}"
    if d > MAX_STONES:
        working = say("go.step.ogs.stones.table_stops", working=working, maximum=MAX_STONES)
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), say("go.step.nineteen.stones.formula", maximum=MAX_STONES),
             working, stones),
        Step("komi", say("go.step.komi.label"), say("go.step.ogs.komi.nineteen"),
             say("go.step.rules_komi", rules=say(f"go.rules.{ruleset.key}"), komi=komi), komi),
    ), capped_at=MAX_STONES if d > MAX_STONES else None)


def ogs(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert ruleset is not None and d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_game(ruleset)
    if board == 19:
        return nineteen(d_int, ruleset)
    n, p = RANKS_PER_STONE[board], POINTS_PER_RANK[board]
    stones = d_int // n + 1
    komi = ruleset.even_komi - p * (d_int % n)
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), say("go.step.ogs.stones.formula", n=n),
             say("go.step.ogs.stones.working", difference=d_int, n=n, stones=stones), stones),
        Step("komi", say("go.step.komi.label"), say("go.step.ogs.komi.formula", p=p, n=n),
             f"{show(ruleset.even_komi)} − {p} × {d_int % n} = {show(komi)}", komi),
    ))


SYSTEM = GoSystem(
    key="ogs",
    source="ogs-automatic-handicap-wiki.txt",
    boards=BOARDS,
    compute=ogs,
)
