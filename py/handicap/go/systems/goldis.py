"""Bjorn Goldis's SKT-LR ("Stone Komi Tie - Logarithmic Ratings") system
(seed: ``goldis-log-rating-system.txt``, F. Pratesi's review of Goldis's 1994 *Go
Classifications*).

A log rating is written 2673 or 2.673 (the same rating: the four digits are the three decimals of
a decimal logarithm). Playing strength is 10 ^ log rating, so one rank (100 points, 0.1) is a
strength ratio of 10^0.1 = 1.26. For two players, on 19x19 with Ing's 8-point komi:

    x      = log rating A - log rating B            (0.438 for 2673 vs 2235)
    ratio  = 10 ^ x                                 (2.742)
    stones = whole part of ratio                    (2; "1 stone" places nothing)
    points = fraction of ratio x 8                  (5.936)
    komi   = 8 - whole part of points               (8 - 5 = 3)
    ties   = Black wins ties when the fraction of points exceeds 0.5    (0.936 > 0.5)
    even-game margin = whole part of (ratio - 1) x 8 points to the stronger player   (13)

Powers of ten are computed in decimal to 50 digits, far beyond any input's precision.

Table 1 (rank <-> log rating <-> strength) is data here: professional grades 1p..9p, amateur
levels 10aml..1aml and steps 1..27 (steps 20-27 are 10 points apart). Following the review
("if we let these levels coincide with traditional dan-kyu grades"), n aml = n dan and n step =
n kyu; a professional grade np is Goldis's np. Between table entries, ranks and log ratings are
interpolated linearly; ranks weaker than 27 kyu have no log rating.
"""

from __future__ import annotations

import bisect
import math
from decimal import Decimal, localcontext
from fractions import Fraction
from typing import NamedTuple

from ...i18n import say, say_plural
from ...text import show, with_minus
from ..rules import Counting, Ruleset
from ..step import Step
from .system import GoSystem, Handicap

ING_KOMI = 8


class Level(NamedTuple):
    label: str  # as printed: "9p", "10aml", "27step"
    log_rating: int  # points: 3300 means 3.300
    printed_strength: Fraction  # Table 1's third column, as printed
    rank: int | None  # the OGS rank number (30 = 1d) it coincides with, if any


def _levels() -> tuple[Level, ...]:
    pros = [(9, 3300, "1999"), (8, 3275, "1875"), (7, 3245, "1750"), (6, 3210, "1625"), (5, 3175, "1500"),
            (4, 3140, "1375"), (3, 3100, "1250"), (2, 3050, "1125"), (1, 3000, "1000")]
    amateurs = [(10, "795"), (9, "630"), (8, "500"), (7, "400"), (6, "315"), (5, "250"), (4, "200"),
                (3, "160"), (2, "125"), (1, "100")]
    steps = ["80", "65", "50", "40", "30", "25", "20", "15", "13", "10", "8", "6", "5", "4", "3", "2.5", "2",
             "1.6", "1.26", "1.23", "1.2", "1.17", "1.15", "1.12", "1.1", "1.07", "1.05"]
    levels = [Level(f"{p}p", log, Fraction(s), 38 + p) for p, log, s in pros]
    levels += [Level(f"{n}aml", 1900 + 100 * n, Fraction(s), 29 + n if n <= 9 else None) for n, s in amateurs]
    for n, s in enumerate(steps, start=1):
        log = 2000 - 100 * n if n <= 19 else 100 - 10 * (n - 19)
        levels.append(Level(f"{n}step", log, Fraction(s), 30 - n))
    return tuple(levels)


TABLE_1 = _levels()
_ANCHORS = sorted((level.rank, level.log_rating) for level in TABLE_1 if level.rank is not None)
_RANKS = [float(r) for r, _ in _ANCHORS]
_LOGS = [float(log) for _, log in _ANCHORS]
MIN_RANK, MAX_RANK = _RANKS[0], _RANKS[-1]  # 27k = 3, 9p = 47


def _interpolate(x: float, xs: list[float], ys: list[float]) -> float:
    if not xs[0] <= x <= xs[-1]:
        raise ValueError(f"{x} is outside {xs[0]}..{xs[-1]}")
    i = min(bisect.bisect_right(xs, x), len(xs) - 1)
    x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0)


def rank_to_log_rating(rank: float) -> float:
    """OGS rank number (30 = 1d) -> log rating points, through Table 1 (27k..9p)."""
    return _interpolate(rank, _RANKS, _LOGS)


def log_rating_to_rank(log_rating: float) -> float:
    """Log rating points -> OGS rank number, through Table 1 (20..3300 points)."""
    return _interpolate(log_rating, _LOGS, _RANKS)


def level_label(log_rating: float) -> str:
    """The highest Table 1 level at or below a log rating: 2673 -> "7aml"."""
    below = [level for level in TABLE_1 if level.log_rating <= log_rating]
    return max(below, key=lambda level: level.log_rating).label if below else say("go.goldis.below_table")


def strength(log_rating: Fraction) -> Decimal:
    """Playing strength = 10 ^ (points / 1000)."""
    return power_of_ten(log_rating / 1000)


def power_of_ten(exponent: Fraction) -> Decimal:
    with localcontext() as context:
        context.prec = 50
        return Decimal(10) ** (Decimal(exponent.numerator) / Decimal(exponent.denominator))


class GoldisResult(NamedTuple):
    log_difference: Fraction  # points: 438
    ratio: Decimal
    stones: int
    points: Decimal  # fraction of the ratio x 8
    komi_off: int
    komi: int
    tie_fraction: Decimal
    black_wins_ties: bool
    even_game_margin: int


def goldis_handicap(log_difference: Fraction) -> GoldisResult:
    """The seed's four steps for a log-rating difference in points (>= 0)."""
    ratio = power_of_ten(log_difference / 1000)
    stones = math.floor(ratio)
    with localcontext() as context:
        context.prec = 50
        points = (ratio - stones) * ING_KOMI
        komi_off = math.floor(points)
        tie = points - komi_off
        margin = math.floor((ratio - 1) * ING_KOMI)
    return GoldisResult(log_difference, ratio, stones, points, komi_off, ING_KOMI - komi_off, tie,
                        tie > Decimal("0.5"), margin)


def _decimal(value: Decimal, places: int = 3) -> str:
    return with_minus(f"{value:.{places}f}")


def goldis(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    """``d`` is the rank difference: 100 log-rating points per rank."""
    r = goldis_handicap(d * 100)
    x = Fraction(r.log_difference, 1000)
    steps = (
        Step("log_difference", say("go.step.goldis.log_difference.label"),
             say("go.step.goldis.log_difference.formula"),
             say_plural("go.step.goldis.log_difference.working", r.log_difference, points=r.log_difference,
                        log=show(x, 4)), x),
        Step("strength_ratio", say("go.step.goldis.strength_ratio.label"), say("go.step.goldis.strength_ratio.formula"),
             f"10 ^ {show(x, 4)} = {_decimal(r.ratio)}", Fraction(str(round(r.ratio, 6)))),
        Step("stones", say("go.step.stones.label"), say("go.step.goldis.stones.formula"),
             say("go.step.goldis.stones.working.one" if r.stones == 1 else "go.step.goldis.stones.working",
                 stones=r.stones), r.stones),
        Step("komi_points", say("go.step.goldis.komi_points.label"), say("go.step.goldis.komi_points.formula"),
             say("go.step.goldis.komi_points.working", fraction=_decimal(r.ratio - r.stones),
                 points=_decimal(r.points), whole=r.komi_off), r.komi_off),
        Step("komi", say("go.step.komi.label"), say("go.step.goldis.komi.formula"), f"8 − {r.komi_off} = {r.komi}",
             r.komi),
        Step("ties", say("go.step.goldis.ties.label"), say("go.step.goldis.ties.formula"),
             say("go.step.goldis.ties.working.black" if r.black_wins_ties else "go.step.goldis.ties.working.white",
                 fraction=_decimal(r.tie_fraction)), r.black_wins_ties),
        Step("even_game_margin", say("go.step.goldis.margin.label"), say("go.step.goldis.margin.formula"),
             say_plural("go.step.goldis.margin.working", r.even_game_margin, ratio=_decimal(r.ratio),
                        margin=r.even_game_margin),
             r.even_game_margin),
    )
    notes: tuple[tuple[str, str], ...] = ()
    if ruleset is not None and ruleset.key != "ing":
        notes = (("calibrated_for_ing", say("go.warning.calibrated_for_ing", rules=say(f"go.rules.{ruleset.key}"))),)
    return Handicap(
        stones=r.stones,
        komi=Fraction(r.komi),
        steps=steps,
        black_wins_ties=r.black_wins_ties,
        extra={
            "log_rating_difference": r.log_difference,
            "strength_ratio": float(r.ratio),
            "predicted_even_game_margin": r.even_game_margin,
        },
        notes=notes,
    )


SYSTEM = GoSystem(
    key="goldis",
    source="goldis-log-rating-system.txt",
    boards=(19,),
    whole_differences=False,
    default_rules="ing",
    compute=goldis,
    komi_follows_rules=False,
)
