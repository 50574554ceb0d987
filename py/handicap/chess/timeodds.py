"""Chess time odds: the time ratio that equalises two players' expected scores.

Source: "Time Handicap Matches" (1 April 2012), seed ``chess-time-handicap-matches.txt``, which
builds on the author's "Rating, Time and Score" and "Time Handicap Tournaments".

Model: a player gains K rating points each time their thinking time doubles (K = 200 is the
usual starting value). A player with r times the opponent's speed is then K·log2(r) points
stronger, and the Elo curve says that difference is −400·log10(1/s − 1), so

    r^k = s / (1 − s)            with   k = K·ln(10) / (400·ln(2))

* From the weaker player's expected score s1 at equal time (0 < s1 < 1), the time ratio that
  makes the expected score ½ is

      x = (s1 / (1 − s1))^(−1/k) = weaker player's time / stronger player's time.

* From two Elo ratings with difference D ("Time Handicap Tournaments", the same model):
  x = 2^(D / K).
* A total time T for both players splits as: stronger T / (1 + x), weaker T·x / (1 + x).
* Calibration: with s1 the score at equal time and s2 the score after receiving x times the
  time, x^k = [s2/(1 − s2)] / [s1/(1 − s1)], so

      k = {ln[s2/(1 − s2)] − ln[s1/(1 − s1)]} / ln(x)
      K = 400·ln(2)·{ln[s2/(1 − s2)] − ln[s1/(1 − s1)]} / [ln(x)·ln(10)]

  ERRATUM: the seed prints the divisor as ``x`` instead of ``ln(x)``. Its own derivation line
  (x^k = ...) needs the logarithm; the two agree only at x = e. With x = 2 and a 200-point
  score change the derivation gives K = 200, the misprint K = 100·ln 2 ≈ 69.3.
* Against a computer that moves quickly, plays at a fixed strength and does not think on the
  human's time, the same formulas hold with x the factor on the human's average time per move.

Logarithms and powers make this float arithmetic; inputs arrive as exact fractions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

LN2 = math.log(2)
LN10 = math.log(10)
DEFAULT_K = 200
MAX_LOG2_RATIO = 60  # 2^60: far beyond any clock; keeps floats finite


class RatioTooLarge(ValueError):
    """The requested handicap needs a time ratio beyond 2^MAX_LOG2_RATIO (``args[0]``: the power
    of two it would need, as text: "61")."""


def small_k(big_k: float) -> float:
    """k = K·ln(10) / (400·ln(2)): the exponent in r^k = s/(1 − s)."""
    return big_k * LN10 / (400 * LN2)


def big_k(small: float) -> float:
    """K = 400·ln(2)·k / ln(10), the inverse of :func:`small_k`."""
    return small * 400 * LN2 / LN10


def log_odds(score: float | Fraction) -> float:
    """ln[s/(1 − s)] for 0 < s < 1."""
    s = Fraction(score)
    return math.log(s) - math.log(1 - s)


def expected_score(rating_difference: float | Fraction) -> float:
    """Elo expected score of a player ``rating_difference`` points above the opponent:
    1 / (1 + 10^(−D/400))."""
    return 1 / (1 + 10 ** (-float(rating_difference) / 400))


def rating_difference(score: float | Fraction) -> float:
    """D = −400·log10(1/s − 1): the rating gap that gives expected score s."""
    return 400 * log_odds(score) / LN10


def _power_of_two(log2_ratio: float) -> float:
    if log2_ratio > MAX_LOG2_RATIO:
        raise RatioTooLarge(f"{log2_ratio:.0f}")
    return 2**log2_ratio


def ratio_from_score(weaker_score: float | Fraction, big_k_value: float | Fraction) -> float:
    """x = (s1 / (1 − s1))^(−1/k) for the weaker player's expected score s1 at equal time.

    Works in base 2 (x = 2^(−ln[s1/(1 − s1)] / (k·ln 2))) so huge ratios are caught, not
    overflowed. For s1 > ½ the result is below 1 (the "weaker" player is in fact stronger)."""
    return _power_of_two(-log_odds(weaker_score) / (small_k(float(big_k_value)) * LN2))


def ratio_from_ratings(difference: float | Fraction, big_k_value: float | Fraction) -> float:
    """x = 2^(D / K) for a rating difference D ≥ 0 ("Time Handicap Tournaments")."""
    return _power_of_two(float(Fraction(difference) / Fraction(big_k_value)))


@dataclass(frozen=True)
class Split:
    """A total time T shared so that weaker / stronger = x (exactly: the two add up to T)."""

    total: Fraction
    ratio: float
    weaker: Fraction
    stronger: Fraction


def split_total(total: float | Fraction, ratio: float) -> Split:
    """Stronger T / (1 + x), weaker T·x / (1 + x), in exact arithmetic on the float x."""
    t, x = Fraction(total), Fraction(ratio)
    return Split(total=t, ratio=ratio, weaker=t * x / (1 + x), stronger=t / (1 + x))


@dataclass(frozen=True)
class Calibration:
    s1: Fraction
    s2: Fraction
    ratio: float
    k: float
    K: float
    K_as_printed: float  # the seed's misprinted formula (divisor x instead of ln x), for the record


def calibrate(s1: float | Fraction, s2: float | Fraction, ratio: float | Fraction) -> Calibration:
    """k and K from the score s1 at equal time and s2 after receiving ``ratio`` times the time.

    k = {ln[s2/(1−s2)] − ln[s1/(1−s1)]} / ln(x). The seed divides by x (a misprint; see the
    module docstring); ``K_as_printed`` keeps that value only to show the difference."""
    change = log_odds(s2) - log_odds(s1)
    x = float(ratio)
    k = change / math.log(x)
    return Calibration(s1=Fraction(s1), s2=Fraction(s2), ratio=x, k=k, K=big_k(k),
                       K_as_printed=big_k(change / x))


@dataclass(frozen=True)
class RecordEstimate:
    """Player 1's score from a record at equal time, with a Wilson score interval."""

    wins: int
    draws: int
    losses: int
    games: int
    score: Fraction
    low: float
    high: float
    z: float


Z_95 = 1.959963984540054  # two-sided 95 % normal quantile


def score_from_record(wins: int, draws: int, losses: int, z: float = Z_95) -> RecordEstimate:
    """s = (wins + draws/2) / games, and a range for s: the Wilson score interval

        (s + z²/2n ± z·sqrt(s(1 − s)/n + z²/4n²)) / (1 + z²/n),   z = 1.96 (95 %),

    counting each game as one trial worth its score (a draw as half a win). Draws make real
    results less scattered than that, so the range errs on the wide side. For 0 < s < 1 it lies
    strictly inside (0, 1), so every point of it maps to a finite time ratio."""
    n = wins + draws + losses
    s = Fraction(2 * wins + draws, 2 * n)
    p = float(s)
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return RecordEstimate(wins, draws, losses, n, s, (centre - spread) / scale, (centre + spread) / scale, z)
