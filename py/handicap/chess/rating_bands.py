"""Rating bands for time odds: the fixed rules clubs run on handicap nights (the ``chess``
methods ``bands``, ``split`` and ``increment``), beside the model of ``timeodds.py``. Each works on
an even clock (base B seconds + increment i seconds a move).

* Rating bands (Papi-web / Sharly Chess, "tournoi à handicap": ``initial_time``, ``increment``,
  ``penalty_step``, ``penalty_value``, ``min_time``; Papi-web's ``Tournament._build_boards``):
  for a rating gap D and bands of S points, the stronger player loses N seconds per whole band,

      bands = floor(D / S),   stronger base = max(B − bands·N, minimum),   weaker base = B,

  both keep the increment. The total is not kept: the time comes off the stronger player.
* A fixed total split (the same bands, the total kept): the N seconds per band move from the
  stronger player to the weaker, so the two bases always add up to 2·B:

      stronger base = max(B − bands·N, minimum),   weaker base = 2·B − stronger base.

* Odds in the increment only (the model's ratio x, see ``timeodds.py``): both keep the base B;
  over a game of M moves each player has B + M·i, G = 2·(B + M·i) for both, and the increments
  are chosen so that the two players' times are in the ratio x with G kept:

      weaker increment = (G·x/(1 + x) − B) / M,   stronger increment = (G/(1 + x) − B) / M,

  refused when the stronger player's increment would be below zero.

Times are whole seconds; the increment-only rule rounds halves away from zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..numbers import round_half_away_from_zero


@dataclass(frozen=True)
class Bands:
    """What the rating-band rules give: the bands counted and both bases (seconds)."""

    bands: int
    weaker_base: int
    stronger_base: int
    floored: bool  # the minimum time stopped the stronger player's base from going lower


def band_count(gap: Fraction, band: Fraction) -> int:
    """Whole bands of ``band`` rating points in the gap (Papi-web: ``rating_diff // step``)."""
    return int(abs(gap) // band)


def rating_bands(base: int, gap: Fraction, band: Fraction, per_band: int, minimum: int) -> Bands:
    """Papi-web's rule: N seconds off the stronger player per band, down to the minimum."""
    bands = band_count(gap, band)
    stronger = max(base - bands * per_band, minimum)
    return Bands(bands, base, stronger, stronger == minimum and base - bands * per_band < minimum)


def split_bands(base: int, gap: Fraction, band: Fraction, per_band: int, minimum: int) -> Bands:
    """The same bands with the total kept: the stronger player's loss is the weaker's gain."""
    taken = rating_bands(base, gap, band, per_band, minimum)
    return Bands(taken.bands, 2 * base - taken.stronger_base, taken.stronger_base, taken.floored)


@dataclass(frozen=True)
class IncrementOdds:
    game: Fraction  # G: both players' time together for a game of `moves` moves (seconds)
    weaker_exact: Fraction
    stronger_exact: Fraction
    weaker_increment: int
    stronger_increment: int


def increment_odds(base: int, increment: Fraction, ratio: float, moves: int) -> IncrementOdds | None:
    """Common base, increments in the ratio x over ``moves`` moves; None if impossible."""
    x = Fraction(ratio)
    game = 2 * (base + moves * increment)
    weaker = (game * x / (1 + x) - base) / moves
    stronger = (game / (1 + x) - base) / moves
    if stronger < 0:
        return None
    return IncrementOdds(game, weaker, stronger, round_half_away_from_zero(weaker),
                         round_half_away_from_zero(stronger))
