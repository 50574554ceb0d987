"""Effective rank difference of a Go game: the rank difference that a given board, ruleset,
handicap and komi really compensates — the inverse of a handicap table.

Source: ``ogs-small-board-proposal.txt``, part 2 ("Include komi and board size in ratings
evaluations"), with its 13x13 and 9x9 tables; ``ogs-automatic-handicap-wiki.txt`` (OGS's tables);
``jewdan-handicap-system.txt`` for the ``jewdan`` model.

    free moves       = stones − 1 (none for 0 or 1 stone: one stone only means Black starts)
    head start       = (even komi of the rules − komi) + stone value × free moves     (points)
    points per rank  = stone value ÷ board factor
    rank difference  = head start ÷ points per rank

    model   stone value                 board factor (19 / 13 / 9)   points per rank
    ogs     12                          1 / 3 / 6                    12 / 4 / 2
    jewdan  12 territory, 14 area       1 / 2.5 / 6                  v, v ÷ 2.5, v ÷ 6

``komi`` is the komi as the game shows it, before any handicap bonus the rules add (Chinese and
Ing: 1 point per stone, AGA: per stone after the first) — the proposal's "stones and komi on OGS"
tables. The bonus returns the area value of Black's extra stones, so a free move is worth 12 in
every ruleset under the OGS model. Jewdan's seed has no bonus: its komi is the whole
compensation and an area-counting stone is worth 14.

The even komi (6.5, 7.5, or 7 for New Zealand) counts as no head start at all, tie-breaking half
point included, so every row of the proposal's and the wiki's small-board tables maps back to its
own rank difference exactly. On 19x19 the traditional handicap — N stones, komi 0.5 — gives
(6.5 − 0.5) + 12(N − 1) = 12N − 6 points under Japanese rules: N − 0.5 ranks, half a rank less
than N, as Jewdan's seed says.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from ..ranks import rank_to_rating, rating_to_rank
from ..rating.glicko2 import Game, Rating, Update, update, win_expectation
from .rules import Counting, Ruleset, free_moves_for
from .systems import jewdan, ogs

BOARDS = (19, 13, 9)


@dataclass(frozen=True)
class RankModel:
    key: str
    name: str
    board_factors: Mapping[int, Fraction]
    stone_values: Mapping[Counting, int]  # counting -> points for a free move

    def stone_value(self, ruleset: Ruleset) -> int:
        return self.stone_values[ruleset.counting]


# The systems' own figures: OGS's 12 points a stone and 1, 3, 6 ranks a stone; Jewdan's board
# factors and stone values (on the three boards the seeds tabulate).
MODELS: dict[str, RankModel] = {
    m.key: m
    for m in (
        RankModel("ogs", "OGS (proposal: 12 points a stone, factors 1, 3, 6)",
                  {b: Fraction(ogs.RANKS_PER_STONE[b]) for b in BOARDS},
                  {c: ogs.STONE_VALUE for c in Counting}),
        RankModel("jewdan", "Jewdan (12 or 14 points a stone, factors 1, 2.5, 6)",
                  {b: jewdan.BOARD_FACTORS[b] for b in BOARDS},
                  jewdan.STONE_VALUES),
    )
}


@dataclass(frozen=True)
class EffectiveGame:
    model: RankModel
    board: int
    ruleset: Ruleset
    stones: int
    komi: Fraction
    free_moves: int
    stone_value: int
    board_factor: Fraction
    komi_head_start: Fraction  # even komi − komi
    head_start: Fraction  # points
    points_per_rank: Fraction
    rank_difference: Fraction

    @property
    def handicap_bonus(self) -> int:
        return self.ruleset.handicap_bonus(self.stones) if self.model.key == "ogs" else 0

    @property
    def effective_komi(self) -> Fraction:
        return self.komi + self.handicap_bonus

    @property
    def stones_alone(self) -> int:
        """What a rating system that only counts stones takes the game for (OGS's old bug)."""
        return self.stones


def effective_rank_difference(model: RankModel, board: int, ruleset: Ruleset, stones: int,
                              komi: Fraction) -> EffectiveGame:
    free = free_moves_for(stones)
    value = model.stone_value(ruleset)
    factor = model.board_factors[board]
    komi_part = ruleset.even_komi - komi
    head_start = komi_part + value * free
    per_rank = value / factor
    return EffectiveGame(
        model=model, board=board, ruleset=ruleset, stones=stones, komi=komi, free_moves=free,
        stone_value=value, board_factor=factor, komi_head_start=komi_part, head_start=head_start,
        points_per_rank=per_rank, rank_difference=head_start / per_rank,
    )


def effective_rating(rating: float, rank_difference: float) -> float:
    """Black's rating shifted by the rank difference on OGS's rank scale:
    rank_to_rating(rating_to_rank(rating) + difference), rank = ln(rating / 525) × 23.15."""
    return rank_to_rating(rating_to_rank(rating) + rank_difference)


# --- Judging a result by a rank difference (the ``game`` command) ------------------------------
# For a judgement with rank difference d (Glicko-2: ``rating/glicko2.py``):
#     Black's effective rating  B* = rank_to_rating(rating_to_rank(B) + d)
#     Black's update            B* against White, applied to B as a change: B' = B + (B*' − B*)
#     White's update            White against B*


@dataclass(frozen=True)
class Judgement:
    key: str
    label: str
    rank_difference: Fraction
    black: Rating
    white: Rating
    black_effective: Rating
    black_expected: float
    white_expected: float
    black_update: Update
    white_update: Update

    @property
    def black_after(self) -> Rating:
        after = self.black_update.after
        return Rating(self.black.rating + self.black_update.change, after.deviation, after.volatility)


def judge(key: str, label: str, difference: Fraction, black: Rating, white: Rating,
          black_score: float, tau: float) -> Judgement:
    shifted = Rating(effective_rating(black.rating, float(difference)), black.deviation, black.volatility)
    return Judgement(
        key=key, label=label, rank_difference=difference, black=black, white=white,
        black_effective=shifted,
        black_expected=win_expectation(shifted, white),
        white_expected=win_expectation(white, shifted),
        black_update=update(shifted, [Game(white.rating, white.deviation, black_score)], tau),
        white_update=update(white, [Game(shifted.rating, shifted.deviation, 1.0 - black_score)], tau),
    )
