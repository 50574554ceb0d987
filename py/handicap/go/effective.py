"""Effective rank difference of a Go game: the rank difference that a given board, ruleset,
handicap and komi really compensates — the inverse of a handicap table.

Sources: ``ogs-small-board-proposal.txt`` (the ``proposal`` model, the default: its part 2 and
its statements on komi, bonuses and the area value of a stone); OGS's rating code as published,
``get_handicap_rank_difference`` in online-go/goratings ``analysis/util/RatingMath.py`` (MIT
licence; the ``ogs`` model); ``jewdan-handicap-system.txt`` for the ``jewdan`` model.

    free moves       n = stones − 1 (none for 0 or 1 stone: one stone only means Black starts)
    bonus            B = points the rules add to White for the handicap stones
    stone value      v = 12 + a: a free move's territory (12) plus, under area counting, the
                     area point a = 1 of the stone itself
    head start       H = fair komi − (komi + B) + v × n                               (points)
    rank difference  d = H × board factor ÷ 12   (a rank is the territory of a free move on 19×19)

    model     fair komi                          bonus B                         factors 1/3/6
    proposal  6.5 territory, 7.5 area, 7 NZ      Chinese, Ing n+1; AGA, French n yes
              (White's half point for ties)
    ogs       6 territory, 7 area (since 2024)   Chinese n+1; AGA n; Ing none    yes
    jewdan    6.5, 7.5, 7                        none counted                    1 / 2.5 / 6
              Jewdan's own stone values 12 territory, 14 area; d = H ÷ (v ÷ factor)

Why the bonus and the area point: under area counting each stone on the board is a point, so a
handicap stone keeps its point for Black unless the rules pay it back. Chinese (and, the proposal
assumes, Ing) rules give White one point per stone; AGA's h − 1 pays back only the free moves,
matching territory counting exactly; New Zealand pays nothing, so every free move is worth 13.
The first stone's area point is already in the even komi (7.5 against 6.5): a Chinese bonus that
pays it again gives White one point more than an AGA game with the same stones and komi.

``komi`` is the komi as the game shows it, before any bonus. The fair komi counts as no head
start at all; the two OGS models differ only there (the half point, dropped by goratings commit
3053fe7 in January 2024) and in Ing's bonus, which OGS does not give.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from ..ranks import rank_to_rating, rating_to_rank
from ..rating.glicko2 import OGS_LIMITS, Game, Rating, Update, update, win_expectation
from .rules import Counting, Ruleset, free_moves_for
from .systems import jewdan, ogs

BOARDS = (19, 13, 9)
TERRITORY_VALUE = ogs.STONE_VALUE  # 12 points: the territory of a free move, one rank on 19×19
AREA_VALUE: Mapping[Counting, int] = {Counting.TERRITORY: 0, Counting.AREA: 1}  # a stone's own point
OGS_FAIR_KOMI: Mapping[Counting, Fraction] = {Counting.TERRITORY: Fraction(6), Counting.AREA: Fraction(7)}


@dataclass(frozen=True)
class RankModel:
    key: str  # proposal, ogs or jewdan (the request's ``model``)
    system: str  # the points-per-rank scale: ogs or jewdan (the request's older ``system``)
    board_factors: Mapping[int, Fraction]
    stone_values: Mapping[Counting, int]  # points a free move is worth in the rules' own count
    rank_values: Mapping[Counting, int]  # points a rank is worth on 19×19
    bonus_rules: frozenset[str]  # the rulesets whose handicap bonus the model counts
    ogs_fair_komi: bool  # OGS's 6 / 7, else the rules' even komi 6.5 / 7.5 / 7

    def stone_value(self, ruleset: Ruleset) -> int:
        return self.stone_values[ruleset.counting]

    def area_value(self, ruleset: Ruleset) -> int:
        """The point a stone itself counts (area counting), 0 under territory counting; Jewdan's
        seed gives its own stone values and no area point apart."""
        return self.stone_value(ruleset) - TERRITORY_VALUE if self.system == "ogs" else 0

    def fair_komi(self, ruleset: Ruleset) -> Fraction:
        if self.ogs_fair_komi:
            return OGS_FAIR_KOMI[ruleset.counting]
        return ruleset.even_komi

    def handicap_bonus(self, ruleset: Ruleset, stones: int) -> int:
        return ruleset.handicap_bonus(stones) if ruleset.key in self.bonus_rules else 0


_OGS_FACTORS = {b: Fraction(ogs.RANKS_PER_STONE[b]) for b in BOARDS}
_OGS_STONES = {c: TERRITORY_VALUE + AREA_VALUE[c] for c in Counting}
_OGS_RANK = {c: TERRITORY_VALUE for c in Counting}

MODELS: dict[str, RankModel] = {
    m.key: m
    for m in (
        RankModel("proposal", "ogs", _OGS_FACTORS, _OGS_STONES, _OGS_RANK,
                  frozenset({"chinese", "ing", "aga", "french"}), ogs_fair_komi=False),
        RankModel("ogs", "ogs", _OGS_FACTORS, _OGS_STONES, _OGS_RANK,
                  frozenset({"chinese", "aga"}), ogs_fair_komi=True),
        RankModel("jewdan", "jewdan", {b: jewdan.BOARD_FACTORS[b] for b in BOARDS},
                  jewdan.STONE_VALUES, jewdan.STONE_VALUES, frozenset(), ogs_fair_komi=False),
    )
}
DEFAULT_MODEL = "proposal"
# The models a study of many games compares (commands/study.py): the two OGS scales.
STUDY_MODELS = ("proposal", "ogs")
# The older ``system`` key of the request: the scale, each with the model it meant.
SYSTEM_MODELS = {"ogs": "proposal", "jewdan": "jewdan"}


@dataclass(frozen=True)
class EffectiveGame:
    model: RankModel
    board: int
    ruleset: Ruleset
    stones: int
    komi: Fraction
    free_moves: int
    handicap_bonus: int
    fair_komi: Fraction
    stone_value: int
    area_value: int
    board_factor: Fraction
    komi_head_start: Fraction  # fair komi − (komi + bonus)
    head_start: Fraction  # points
    points_per_rank: Fraction
    rank_difference: Fraction

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
    bonus = model.handicap_bonus(ruleset, stones)
    fair = model.fair_komi(ruleset)
    value = model.stone_value(ruleset)
    factor = model.board_factors[board]
    komi_part = fair - (komi + bonus)
    head_start = komi_part + value * free
    per_rank = model.rank_values[ruleset.counting] / factor
    return EffectiveGame(
        model=model, board=board, ruleset=ruleset, stones=stones, komi=komi, free_moves=free,
        handicap_bonus=bonus, fair_komi=fair, stone_value=value, area_value=model.area_value(ruleset),
        board_factor=factor, komi_head_start=komi_part, head_start=head_start, points_per_rank=per_rank,
        rank_difference=head_start / per_rank,
    )


def effective_rating(rating: float, rank_difference: float) -> float:
    """A rating shifted by a rank difference on OGS's rank scale (goratings' log transform, OGS's
    get_handicap_adjustment): rank_to_rating(rating_to_rank(rating) + difference),
    rank = ln(rating / 525) × 23.15."""
    return rank_to_rating(rating_to_rank(rating) + rank_difference)


# --- Judging a result by a rank difference (the ``game`` command) ------------------------------
# For a judgement with rank difference d (Glicko-2: ``rating/glicko2.py``):
#     Black's effective rating  B* = rank_to_rating(rating_to_rank(B) + d)
#   proposal, jewdan:
#     Black's update            B* against White, applied to B as a change: B' = B + (B*' − B*)
#     White's update            White against B*
#   ogs (goratings ``analyze_glicko2_one_game_at_a_time.py``, OGS's limits):
#     Black's update            B against White shifted down, W* = rank_to_rating(rating_to_rank(W) − d)
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
    black_after: Rating

    @property
    def black_change(self) -> float:
        return self.black_after.rating - self.black.rating


def judge(model: RankModel, key: str, label: str, difference: Fraction, black: Rating, white: Rating,
          black_score: float, tau: float) -> Judgement:
    shifted = Rating(effective_rating(black.rating, float(difference)), black.deviation, black.volatility)
    white_game = Game(shifted.rating, shifted.deviation, 1.0 - black_score)
    if model.key == "ogs":
        white_down = effective_rating(white.rating, -float(difference))
        black_update = update(black, [Game(white_down, white.deviation, black_score)], tau, OGS_LIMITS)
        white_update = update(white, [white_game], tau, OGS_LIMITS)
        black_after = black_update.after
    else:
        black_update = update(shifted, [Game(white.rating, white.deviation, black_score)], tau)
        white_update = update(white, [white_game], tau)
        after = black_update.after
        black_after = Rating(black.rating + black_update.change, after.deviation, after.volatility)
    return Judgement(
        key=key, label=label, rank_difference=difference, black=black, white=white,
        black_effective=shifted,
        black_expected=win_expectation(shifted, white),
        white_expected=win_expectation(white, shifted),
        black_update=black_update, white_update=white_update, black_after=black_after,
    )
