"""Jewdan's handicap system (seed: ``jewdan-handicap-system.txt``, Sensei's Library).

For a rank difference d on a board with factor f (1 for 19x19, 2.5 for 13x13, 6 for 9x9) and a
stone value v (12 under territory counting, 14 under area counting):

    handicap value   h = d / f - 0.5                      (in stones)
    expected outcome e = v * -h                           (points; positive favours Black)
    stones           s = 0 if ceiling(h + 0.5) = 1 else ceiling(h + 0.5)
    free moves       m = 0 if s = 0 else s - 1
    komi             k = round(e + m * v) + 0.5           (round: halves away from zero)
    check            round(e) + m * v - k = -0.5          (White wins a tie by half a point)

Everything is exact (fractions); a fractional rank difference is allowed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from ..exact import round_half_away_from_zero

Counting = Literal["territory", "area"]

BOARD_FACTORS: dict[int, Fraction] = {19: Fraction(1), 13: Fraction(5, 2), 9: Fraction(6)}
STONE_VALUES: dict[str, int] = {"territory": 12, "area": 14}
MAX_STONES = 9  # the seed's tables stop at nine stones on 19x19 and 13x13
HALF = Fraction(1, 2)


@dataclass(frozen=True)
class JewdanResult:
    rank_difference: Fraction
    board: int
    counting: Counting
    board_factor: Fraction
    stone_value: int
    handicap_value: Fraction
    expected_outcome: Fraction
    stones: int
    free_moves: int
    komi: Fraction
    check: Fraction

    @property
    def beyond_maximum(self) -> bool:
        return self.stones > MAX_STONES


def handicap_value(rank_difference: Fraction, board_factor: Fraction) -> Fraction:
    return rank_difference / board_factor - HALF


def stones_for(handicap: Fraction) -> int:
    """A would-be single stone is no handicap stone at all (the seed's "0 if ceiling = 1")."""
    stones = math.ceil(handicap + HALF)
    return 0 if stones == 1 else stones


def free_moves_for(stones: int) -> int:
    return 0 if stones == 0 else stones - 1


def jewdan(rank_difference: Fraction, board: int, counting: Counting) -> JewdanResult:
    factor = BOARD_FACTORS[board]
    value = STONE_VALUES[counting]
    handicap = handicap_value(rank_difference, factor)
    expected = value * -handicap
    stones = stones_for(handicap)
    free = free_moves_for(stones)
    komi = round_half_away_from_zero(expected + free * value) + HALF
    check = round_half_away_from_zero(expected) + free * value - komi
    return JewdanResult(
        rank_difference=rank_difference,
        board=board,
        counting=counting,
        board_factor=factor,
        stone_value=value,
        handicap_value=handicap,
        expected_outcome=expected,
        stones=stones,
        free_moves=free,
        komi=komi,
        check=check,
    )
