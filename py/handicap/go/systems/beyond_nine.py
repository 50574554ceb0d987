"""Beyond nine stones on 19×19: the traditional handicap up to nine stones; past the board's last
fixed placement, nine stones plus komi at a cited value of a stone, or the stones placed freely.

Up to nine stones (d ≤ 9) each of these systems is the traditional 19×19 handicap of AGA and EGF
tournaments (``traditional.py``, the base the OGS seeds take: d stones, komi 0.5; d = 0 an even
game at the rules' komi), unchanged. Past nine (d > 9, k = d − 9 ranks beyond), with V the points
one rank (one stone) is worth:

    nine stones plus komi   9 stones, komi = 0.5 − round(V × k)
                            round: to the nearest whole point, a half away from zero (it never
                            falls on a half: V × k is whole, or V = 10000/757 and 757 is prime),
                            so the komi keeps its half point and no game ends in a tie
    free placement          d stones, Black places them where Black chooses (19×19 has fixed
                            points for nine), komi 0.5

The values of a stone, each from its source:

- ``beyond-nine-ogs``, V = 12: OGS's ratings v6, online-go/goratings at commit
  6cab3090a54c8b876ac6a8d0886dc9124dadd575: ``RatingsV6.md`` ("Assumes a territorial value of 12
  for each stone at start of game … Divides by territorial value of stones to get effect rank
  difference") and ``analysis/util/RatingMath.py`` ``get_handicap_rank_difference``
  (``stone_value_territory = (perfect_komi_territory) * 2``, 2 × 6 = 12; "defining 1 rank as the
  territorial value of a free move on a 19x19 board").
- ``beyond-nine-aga``, V = 1 ÷ 0.0757 = 10000/757 ≈ 13.21: the AGA's rating program BayRate, kept
  in the same goratings commit, ``reference/aga_bayrate/game.cpp`` ``game::calc_handicapeqv()``
  (``handicapeqv = handicap - 0.0757*komi``: a point of komi is worth 0.0757 rank, so one rank,
  one stone, is 1/0.0757 points; ``rating/aga_bayrate.py`` reads the same line).
- ``beyond-nine-katago``, V = 14: KataGo's estimate published on Life in 19x19 by gennan, "Fun with
  sanrensei", topic 16992, 2019-10-25 (lifein19x19.com/viewtopic.php?p=249936): KataGo's value of
  1 to 9 handicap stones beside "an idealized value using 14 points / stone" (7, 21, …, 119, that
  is 14 × (H − 0.5)): "fairly linear and close to 14 points / stone".
- ``free-placement``: no value of a stone needed; the stones past nine go where Black chooses.

So 1k against 20k (d = 19, k = 10) is 9 stones and komi −119.5 by OGS's value, −131.5 by the
AGA's (132.1 rounded), −139.5 by KataGo's, or 19 stones placed freely with komi 0.5.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...i18n import say
from ...numbers import round_half_away_from_zero
from ...text import show
from ..rules import Counting, Ruleset
from ..step import Step
from .system import GoSystem, Handicap
from .traditional import HANDICAP_KOMI, traditional

MAX_FIXED = 9  # 19×19's fixed placement ends at nine stones (boards.py)
BOARD = 19
FREE_KEY = "free-placement"
AGA_KOMI_RATE = Fraction(757, 10000)  # BayRate: a point of komi is worth 0.0757 rank


@dataclass(frozen=True)
class StoneValue:
    """Where a system's value of a stone comes from: its points a rank and how they are written."""

    key: str
    points: Fraction  # points one rank (one stone) is worth
    written: str  # the value as its source writes it, for the working ("12", "1 ÷ 0.0757", "14")


OGS = StoneValue("beyond-nine-ogs", Fraction(12), "12")
AGA = StoneValue("beyond-nine-aga", 1 / AGA_KOMI_RATE, "1 ÷ 0.0757")
KATAGO = StoneValue("beyond-nine-katago", Fraction(14), "14")


def beyond_points(value: StoneValue, beyond: int) -> int:
    """The whole points of reverse komi for ``beyond`` ranks past nine: V × k rounded to the
    nearest whole point (a half away from zero)."""
    return round_half_away_from_zero(value.points * beyond)


def nine_plus_komi(value: StoneValue, d: int) -> Handicap:
    """Nine stones, then komi 0.5 − round(V × (d − 9))."""
    beyond = d - MAX_FIXED
    points = beyond_points(value, beyond)
    komi = HANDICAP_KOMI - points
    exact = value.points * beyond
    product = show(exact) if exact.denominator == 1 else f"{show(exact)} → {points}"
    half = show(HANDICAP_KOMI)
    komi_working = f"{half} − {value.written} × {beyond} = {half} − {product} = {show(komi)}"
    return Handicap(MAX_FIXED, komi, (
        Step("stones", say("go.step.stones.label"), say("go.step.beyond-nine.stones.formula"),
             f"{d} → {MAX_FIXED}", MAX_FIXED),
        Step("komi", say("go.step.komi.label"), say(f"go.step.{value.key}.komi.formula"), komi_working, komi),
    ))


def with_stone_value(value: StoneValue) -> GoSystem:
    def compute(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
        assert d.denominator == 1
        if d <= MAX_FIXED:
            return traditional(d, board, ruleset, counting)
        return nine_plus_komi(value, d.numerator)
    return GoSystem(key=value.key, source=SOURCES[value.key], boards=(BOARD,), compute=compute)


def free_placement(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    """d stones, at most nine on fixed points; past nine Black places them freely; komi 0.5."""
    assert d.denominator == 1
    if d <= MAX_FIXED:
        return traditional(d, board, ruleset, counting)
    stones = d.numerator
    return Handicap(stones, HANDICAP_KOMI, (
        Step("stones", say("go.step.stones.label"), say("go.step.free-placement.stones.formula"),
             f"{stones} → {stones}", stones),
        Step("komi", say("go.step.komi.label"), say("go.step.traditional.komi.formula"), show(HANDICAP_KOMI),
             HANDICAP_KOMI),
    ))


def free_stones(board: int) -> int:
    """Free placement has no stone maximum short of the board's points."""
    return board * board


SOURCES = {
    OGS.key: "OGS ratings v6: online-go/goratings RatingsV6.md, analysis/util/RatingMath.py @ 6cab309 "
             "(12 points a stone)",
    AGA.key: "AGA BayRate: online-go/goratings reference/aga_bayrate/game.cpp calc_handicapeqv @ 6cab309 "
             "(0.0757 rank a point)",
    KATAGO.key: "KataGo, gennan on Life in 19x19 topic 16992, 2019-10-25 (14 points a stone)",
    FREE_KEY: "the traditional 19×19 handicap; past nine stones, free placement",
}
SYSTEM_OGS = with_stone_value(OGS)
SYSTEM_AGA = with_stone_value(AGA)
SYSTEM_KATAGO = with_stone_value(KATAGO)
SYSTEM_FREE = GoSystem(key=FREE_KEY, source=SOURCES[FREE_KEY], boards=(BOARD,), compute=free_placement,
                       max_stones=free_stones, places_freely=True)
