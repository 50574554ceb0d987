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

Other board sizes (5 to 25). The seed gives factors only for 19, 13 and 9 but says the method
works "for any board size". This engine's model is a power law in the board's area (N x N), fitted
piece by piece through the published factors so that it reproduces them exactly:

    N >= 13:  f = (361 / N^2) ^ a    a = ln 2.5 / ln(361/169)     = 1.2073...  (f(19) = 1, f(13) = 2.5)
    N < 13:   f = 2.5 x (169 / N^2) ^ b    b = ln(6/2.5) / ln(169/81) = 1.1905...  (f(9) = 6)

(one exponent near 1.2 nearly fits both published factors). The factor is rounded to three
decimals and used exactly from there; results on every size other than 19, 13 and 9 are labelled
extrapolated. Maximum stones: nine, or as many as the board has standard points for (see boards).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from ...i18n import say, say_plural
from ...numbers import round_half_away_from_zero
from ..boards import MAX_BOARD, MIN_BOARD, placement_limit
from ..rules import Counting, Ruleset, free_moves_for
from ..step import Step
from .system import GoSystem, Handicap

BOARD_FACTORS: dict[int, Fraction] = {19: Fraction(1), 13: Fraction(5, 2), 9: Fraction(6)}
STONE_VALUES: dict[Counting, int] = {Counting.TERRITORY: 12, Counting.AREA: 14}
MAX_STONES = 9  # the seed's tables stop at nine stones on 19x19 and 13x13
HALF = Fraction(1, 2)
BOARDS = tuple(range(MAX_BOARD, MIN_BOARD - 1, -1))
EXPONENT_LARGE = math.log(2.5) / math.log(361 / 169)  # 13 <= N (through 19 and 13)
EXPONENT_SMALL = math.log(6 / 2.5) / math.log(169 / 81)  # N < 13 (through 13 and 9)


def board_factor(board: int) -> Fraction:
    """The published factor for 19, 13 and 9; the piecewise power law elsewhere, to 0.001."""
    if board in BOARD_FACTORS:
        return BOARD_FACTORS[board]
    area = board * board
    if board >= 13:
        model = (361 / area) ** EXPONENT_LARGE
    else:
        model = 2.5 * (169 / area) ** EXPONENT_SMALL
    return Fraction(round_half_away_from_zero(Fraction(model) * 1000), 1000)


def is_extrapolated(board: int) -> bool:
    return board not in BOARD_FACTORS


def max_stones(board: int) -> int:
    return min(MAX_STONES, placement_limit(board))


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


def handicap_value(rank_difference: Fraction, board_factor: Fraction) -> Fraction:
    return rank_difference / board_factor - HALF


def stones_for(handicap: Fraction) -> int:
    """A would-be single stone is no handicap stone at all (the seed's "0 if ceiling = 1")."""
    stones = math.ceil(handicap + HALF)
    return 0 if stones == 1 else stones


def jewdan(rank_difference: Fraction, board: int, counting: Counting) -> JewdanResult:
    factor = board_factor(board)
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


# --- As a system of the ``go`` command -------------------------------------------------------

def jewdan_steps(r: JewdanResult) -> tuple[Step, ...]:
    h, e, v, m = r.handicap_value, r.expected_outcome, r.stone_value, r.free_moves
    ceiling = r.stones if r.stones else (1 if h > 0 else 0)
    return (
        Step("handicap_value", say("go.step.jewdan.handicap_value.label"), say("go.step.jewdan.handicap_value.formula"),
             say_plural("go.step.jewdan.handicap_value.working", h, difference=r.rank_difference,
                        factor=r.board_factor, value=h), h),
        Step("expected_outcome", say("go.step.jewdan.expected_outcome.label"),
             say("go.step.jewdan.expected_outcome.formula"),
             say_plural("go.step.jewdan.expected_outcome.working", e, stone_value=v, value=h, outcome=e), e),
        Step("stones", say("go.step.stones.label"), say("go.step.jewdan.stones.formula"),
             say("go.step.jewdan.stones.working.one" if ceiling == 1 else "go.step.jewdan.stones.working",
                 value=h, ceiling=ceiling), r.stones),
        Step("free_moves", say("go.step.jewdan.free_moves.label"), say("go.step.jewdan.free_moves.formula"),
             f"{r.stones} − 1 = {m}" if r.stones else say("go.step.jewdan.free_moves.none"), m),
        Step("komi", say("go.step.komi.label"), say("go.step.jewdan.komi.formula"),
             say("go.step.jewdan.komi.working", outcome=e, free=m, stone_value=v, komi=r.komi), r.komi),
        Step("check", say("go.step.jewdan.check.label"), say("go.step.jewdan.check.formula"),
             say("go.step.jewdan.check.working", outcome=e, free=m, stone_value=v, komi=r.komi, check=r.check),
             r.check),
    )


def jewdan_handicap(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    r = jewdan(d, board, counting)
    notes: tuple[tuple[str, str], ...] = ()
    if is_extrapolated(board):
        notes = (("extrapolated_board", say("go.warning.extrapolated_board", factor=r.board_factor,
                                            board=f"{board}×{board}")),)
    return Handicap(
        stones=r.stones, komi=r.komi, steps=jewdan_steps(r), notes=notes,
        extra={
            "board_factor": r.board_factor, "board_factor_extrapolated": is_extrapolated(board),
            "stone_value": r.stone_value, "handicap_value": r.handicap_value,
            "expected_outcome": r.expected_outcome, "free_moves": r.free_moves, "check": r.check,
        },
    )


SYSTEM = GoSystem(
    key="jewdan",
    source="jewdan-handicap-system.txt",
    boards=BOARDS,
    whole_differences=False,
    compute=jewdan_handicap,
    max_stones=max_stones,
)
