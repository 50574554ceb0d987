"""Black's score in a group of games, with a 95 % Wilson score interval.

    score      s = (wins + ½ draws) ÷ games
    interval   (s + z²/2n ± z·√(s(1 − s)/n + z²/4n²)) ÷ (1 + z²/n),   z = 1.959964 (95 %)

Wilson's interval (E. B. Wilson, 1927) stays inside 0–1 and keeps a sensible width for a handful
of games or a score of 0 or 1, where the textbook s ± z·√(s(1 − s)/n) collapses. A draw counts as
half a win in s, as the study's score does.

Groups: the residual gap in bins of width w centred on its multiples (the bin of k·w holds
k·w − w/2 ≤ r < k·w + w/2), the stones, the board.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

Z95 = 1.959963984540054  # the normal distribution's 97.5th percentile


@dataclass(frozen=True)
class Interval:
    low: float
    high: float


def wilson(score: float, games: int, z: float = Z95) -> Interval:
    if games <= 0:
        return Interval(0.0, 1.0)
    n, z2 = games, z * z
    centre = (score + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(max(0.0, score * (1 - score)) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return Interval(max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Tally:
    """A group's games as they are counted (one object a group, added to game by game)."""
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0

    def add(self, black_score: Fraction, games: int = 1) -> None:
        self.games += games
        if black_score == 1:
            self.wins += games
        elif black_score == 0:
            self.losses += games
        else:
            self.draws += games

    @property
    def points(self) -> Fraction:
        return self.wins + Fraction(self.draws, 2)

    @property
    def score(self) -> float:
        return float(self.points / self.games) if self.games else 0.0

    def interval(self) -> Interval:
        return wilson(self.score, self.games)


def bin_of(residual: Fraction, width: Fraction) -> int:
    """k such that k·w − w/2 ≤ r < k·w + w/2."""
    return math.floor(residual / width + Fraction(1, 2))
