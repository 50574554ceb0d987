"""The AGA's model of a handicap game, as its rating program BayRate computes it: the rating
difference a game's stones and komi are worth, the spread of a result around it, and the
probability of each result.

Source: BayRate (Philip Waldron, 2010, GPL-3.0), kept in online-go/goratings at commit
6cab3090a54c8b876ac6a8d0886dc9124dadd575, ``reference/aga_bayrate/``:

- ``game.cpp``, ``game::calc_handicapeqv()`` — the handicap equivalent and its spread:

      stones 0 or 1   handicapeqv = 0.580 − 0.0757 × komi
                      sigma_px    = 1.0649 − 0.0021976 × komi + 0.00014984 × komi²
      stones 2..9     handicapeqv = stones − 0.0757 × komi
                      sigma_px    = SIGMA_BASE[stones] − 0.0035169 × komi
                      SIGMA_BASE  = 1.13672, 1.18795, 1.22841, 1.27457, 1.31978, 1.35881,
                                    1.39782, 1.43614 (2..9 stones)

  ``komi`` is an ``int`` there (``game.h``): BayRate counts whole points of komi.
- ``collection.cpp``, ``collection::calc_pt()`` (a game's term of the log-likelihood) and
  ``collection::findImprobables()`` (the same probability, written out) — the result:

      rd = r_White − r_Black − handicapeqv          (ratings on BayRate's scale)
      P(White wins) = erfc(−rd / (sigma_px √2)) / 2 = Φ(rd / sigma_px)
      P(Black wins) = erfc( rd / (sigma_px √2)) / 2 = Φ(−rd / sigma_px)

- ``collection.cpp``, ``calc_ratings()``, "Close the kyu/dan boundary": an AGA rating r (1.0 to
  2.0 is 1 dan, −1.0 to −2.0 is 1 kyu) counts as r − 1 above 0 and r + 1 below, so that one rank
  is 1.0 everywhere on BayRate's scale (``closed_scale``).

The AGA's math note (``AGARatings-Math.pdf``) was only ever a Git LFS pointer in goratings and
was removed by commit 05b9f2ee5f4991f3a2676c44a4552cc8157bf357: the formulas above are read from
the code, and ``tests/engine/test_aga_bayrate.py`` holds this module to the values the compiled
C++ printed (``tests/fixtures/aga_bayrate/``) to 1e-9.

BayRate rates 19×19 games with 0 to 9 stones (``db.cpp`` excludes more than 9 stones); its games
are the AGA's, played under AGA rules.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

BOARD = 19  # the only board BayRate rates
MAX_STONES = 9
KOMI_RATE = 0.0757  # the rating difference one point of komi is worth
EVEN_HANDICAP_EQUIVALENT = 0.580  # an even game (or one stone) with no komi
EVEN_SPREAD = (1.0649, -0.0021976, 0.00014984)  # sigma_px = a + b·komi + c·komi², 0 or 1 stone
HANDICAP_SPREAD_PER_KOMI = -0.0035169
HANDICAP_SPREAD_BASE = {2: 1.13672, 3: 1.18795, 4: 1.22841, 5: 1.27457, 6: 1.31978, 7: 1.35881,
                        8: 1.39782, 9: 1.43614}


@dataclass(frozen=True)
class HandicapEquivalent:
    """``game::calc_handicapeqv()``'s two numbers for one game."""

    stones: int
    komi: int  # whole points, as BayRate keeps it
    handicapeqv: float  # the rating difference the stones and komi give Black
    sigma_px: float  # the spread of the result around it


@dataclass(frozen=True)
class ResultProbabilities:
    """The probability of each result of one game, BayRate's ``calc_pt`` term for it."""

    equivalent: HandicapEquivalent
    rating_difference: float  # rd = r_White − r_Black − handicapeqv
    black_wins: float
    white_wins: float


def bayrate_komi(komi: Fraction | int) -> int:
    """The komi BayRate counts: whole points (``int komi`` in ``game.h``), as C++ turns a number
    into an ``int``, toward zero: 7.5 is 7, 0.5 is 0, −0.5 is 0."""
    return math.trunc(komi)


def handicap_equivalent(stones: int, komi: int) -> HandicapEquivalent:
    """``game::calc_handicapeqv()``, in the same order of operations."""
    if not 0 <= stones <= MAX_STONES:
        raise ValueError(f"BayRate rates 0 to {MAX_STONES} stones, not {stones}")
    if stones in (0, 1):
        handicapeqv = EVEN_HANDICAP_EQUIVALENT - KOMI_RATE * komi
        a, b, c = EVEN_SPREAD
        sigma_px = a + b * komi + c * komi * komi
    else:
        handicapeqv = stones - KOMI_RATE * komi
        sigma_px = HANDICAP_SPREAD_PER_KOMI * komi
        sigma_px += HANDICAP_SPREAD_BASE[stones]
    return HandicapEquivalent(stones, komi, handicapeqv, sigma_px)


def result_probabilities(stones: int, komi: int, white_minus_black: float) -> ResultProbabilities:
    """The probability of each result for players whose ratings on BayRate's scale differ by
    ``white_minus_black`` (positive: White is the stronger)."""
    equivalent = handicap_equivalent(stones, komi)
    rd = white_minus_black - equivalent.handicapeqv
    scaled = rd / equivalent.sigma_px / math.sqrt(2.0)
    return ResultProbabilities(equivalent, rd, black_wins=math.erfc(scaled) / 2.0,
                               white_wins=math.erfc(-scaled) / 2.0)


def closed_scale(aga_rating: float) -> float:
    """An AGA rating on BayRate's scale, the kyu/dan boundary closed (``calc_ratings``)."""
    return aga_rating - 1.0 if aga_rating > 0 else aga_rating + 1.0
