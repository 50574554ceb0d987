"""House rules: a club's own handicap, defined once by six parameters and shared as a link (public
names that stay: the system key ``custom``, the request keys ``club_*``, the name the page shows,
"Your club's rules"). Source: the clubs' own handicap rules (as asked on OGS, online-go issue #909: a handicap given
only as komi, N points per rank; Dragon Go Server's stone and komi adjustments and its minimum
and maximum stones).

For a whole rank difference d and the house rules' parameters

    R  ranks per handicap stone (0: a komi-only handicap)
    K  komi points per rank (per remaining rank; per rank of difference when R = 0)
    E  the even-game komi (default: the rules' even komi)
    min, max   the fewest and the most stones of a handicap game
    first stone "counts" (one stone = Black moves first) or "free" (a one-stone handicap is not
               given: its ranks are paid in komi)

    d = 0        an even game: no stones, komi E
    stones       s = floor(d / R) (0 when R = 0); "free": 1 -> 0; then held within min..max
    remaining    r = d − s × R, never below 0 (R = 0: r = d): ranks the maximum holds back are paid
                 in komi too (the game is then marked beyond the system's own table)
    komi         (E without stones, 0.5 with them) − K × r

So R = 1, K = 0 is the traditional handicap; R = 0, K = 7 a komi-only handicap of 7 points a
rank. Komi stays a multiple of 0.5, since K and E are. Any board from 5×5 to 25×25.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from ...i18n import say
from ..boards import MAX_BOARD, MIN_BOARD, placement_limit
from ..rules import Counting, Ruleset
from ..step import Step
from .system import GoSystem, Handicap

KEY = "custom"
HALF = Fraction(1, 2)
FIRST_STONE = ("counts", "free")
MAX_RANKS_PER_STONE = 9
MAX_KOMI_PER_RANK = 30
MAX_STONES = 9
BOARDS = tuple(range(MAX_BOARD, MIN_BOARD - 1, -1))


@dataclass(frozen=True)
class HouseRules:
    ranks_per_stone: int = 1
    komi_per_rank: Fraction = Fraction(0)
    even_komi: Fraction | None = None  # None: the rules' even komi
    min_stones: int = 0
    max_stones: int = MAX_STONES
    first_stone: str = "counts"


DEFAULT_RULES = HouseRules()


def _stones(d: int, c: HouseRules) -> tuple[int, str, bool]:
    """The stones for a difference, how they were found (for the step), and whether the house
    rules' maximum held them back."""
    raw = d // c.ranks_per_stone if c.ranks_per_stone else 0
    how = say("go.step.custom.stones.raw", d=d, per=c.ranks_per_stone, raw=raw) if c.ranks_per_stone \
        else say("go.step.custom.stones.komi_only")
    if c.first_stone == "free" and raw == 1:
        raw = 0
        how += say("go.step.custom.stones.free")
    held = min(max(raw, c.min_stones), c.max_stones)
    if held != raw:
        how += say("go.step.custom.stones.held", low=c.min_stones, high=c.max_stones, stones=held)
    return held, how, raw > c.max_stones


def custom(rules: HouseRules, d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    even = rules.even_komi if rules.even_komi is not None else (ruleset.even_komi if ruleset else Fraction(13, 2))
    if d_int == 0:
        return Handicap(0, even, (
            Step("stones", say("go.step.stones.label"), say("go.step.even.stones.formula"),
                 say("go.step.even.stones.working"), 0),
            Step("komi", say("go.step.komi.label"), say("go.step.custom.komi.even_formula"),
                 say("go.step.custom.komi.even", komi=even), even),
        ))
    stones, how, capped = _stones(d_int, rules)
    remaining = max(0, d_int - stones * rules.ranks_per_stone) if rules.ranks_per_stone else d_int
    base = even if stones == 0 else HALF
    komi = base - rules.komi_per_rank * remaining
    stones_formula = say("go.step.custom.stones.formula." + rules.first_stone)
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), stones_formula, how, stones),
        Step("remaining", say("go.step.custom.remaining.label"), say("go.step.custom.remaining.formula"),
             say("go.step.custom.remaining.working", d=d_int, stones=stones, per=rules.ranks_per_stone,
                 remaining=remaining), remaining),
        Step("komi", say("go.step.komi.label"), say("go.step.custom.komi.formula"),
             say("go.step.custom.komi.working", base=base, per=rules.komi_per_rank, remaining=remaining, komi=komi),
             komi),
    ), capped_at=rules.max_stones if capped else None)


def max_stones(rules: HouseRules, board: int) -> int:
    """The house rules' maximum, or fewer on a board without standard points for so many."""
    return min(rules.max_stones, placement_limit(board))


def system(rules: HouseRules = DEFAULT_RULES) -> GoSystem:
    """The house rules' system with these parameters (the registry holds the defaults)."""
    return GoSystem(
        key=KEY,
        source="house rules (the club's own parameters)",
        boards=BOARDS,
        compute=partial(custom, rules),
        max_stones=partial(max_stones, rules),
    )


def rules_of(s: GoSystem) -> HouseRules:
    """The parameters a custom system was made with."""
    compute = s.compute
    assert isinstance(compute, partial) and isinstance(compute.args[0], HouseRules)
    return compute.args[0]


SYSTEM = system()
