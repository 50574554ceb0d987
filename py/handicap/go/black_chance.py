"""Black's chance in a Go game under the two rating models players trust, each as its own code
computes it: the AGA's (BayRate, ``rating/aga_bayrate.py``) and OGS's (goratings' Glicko-2
expected score, ``rating/ogs_expectation.py``).

    AGA   gap  = White's rank − Black's rank (one rank is 1.0 on BayRate's scale, the kyu/dan
                 boundary closed)
          komi = the komi an AGA-rules game with the same stones would need to give Black the
                 same head start in points, by the proposal's model (``go/effective.py``):
                 head start under AGA rules at komi 0 less this game's head start (Japanese 6.5
                 is AGA 7.5; AGA rules pay back the area point of each free move, stones − 1,
                 as territory counting does); then BayRate's whole points (toward zero)
          P(Black wins) = Φ((handicapeqv − gap) / sigma_px)
          covers 19×19 games with 0..9 stones only (BayRate rates nothing else)
    OGS   d    = the game's rank difference by OGS's rating code (``go/effective.py``, ``ogs``)
          adjustment = rank_to_rating(rating_to_rank(B) + d) − B
          P(Black) = 1 / (1 + exp(−g(φ_W)(B + adjustment − W) / 173.7178)); with both players'
                 deviations known, the range one deviation of the gap either way; with none
                 known, g = 1 (goratings' default call)
          covers 9×9, 13×13 and 19×19 (goratings' board factors), and needs the players' OGS
          ratings or ranks (its scale is logarithmic: a gap alone does not say)

Before the colours are drawn (nigiri), Black's chance is the mean of the two players' chances
with Black, the weaker's and the stronger's.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ..ranks import rank_to_rating
from ..rating.aga_bayrate import BOARD as AGA_BOARD
from ..rating.aga_bayrate import MAX_STONES as AGA_MAX_STONES
from ..rating.aga_bayrate import bayrate_komi, result_probabilities
from ..rating.glicko2 import Rating
from ..rating.ogs_expectation import black_chance, expected_score
from ..rating.request import DEFAULT_DEVIATION
from .effective import BOARDS, MODELS, effective_rank_difference, effective_rating
from .players import Strength
from .rules import RULESETS, Ruleset
from .strength import Difference

CHANCE_MODELS = ("aga", "ogs")
AGA_RULES = RULESETS["aga"]


@dataclass(frozen=True)
class AgaChance:
    komi: int  # as BayRate counts it
    gap: float  # White's rank − Black's
    handicapeqv: float
    sigma_px: float
    black: float


@dataclass(frozen=True)
class OgsChance:
    rank_difference: Fraction  # the game's, by OGS's rating code
    adjustment: float  # rating points added to Black's rating
    black: float
    low: float | None  # with both players' deviations known, else None
    high: float | None


@dataclass(frozen=True)
class BlackChance:
    """Both models' answers; None where the model does not cover the game, with the reason's code."""

    aga: AgaChance | None
    aga_missing: str | None  # "board", "stones"
    ogs: OgsChance | None
    ogs_missing: str | None  # "board", "ratings"
    nigiri: bool


@lru_cache(maxsize=1024)  # a round asks it for each board: a few games' worth of distinct values
def aga_komi(ruleset: Ruleset, stones: int, komi: Fraction) -> int:
    """The komi as the AGA would record the game, in BayRate's whole points."""
    model = MODELS["proposal"]
    head_start = effective_rank_difference(model, AGA_BOARD, ruleset, stones, komi).head_start
    at_no_komi = effective_rank_difference(model, AGA_BOARD, AGA_RULES, stones, Fraction(0)).head_start
    return bayrate_komi(at_no_komi - head_start)


def aga_black_chance(ruleset: Ruleset, stones: int, komi: Fraction, gap: float) -> AgaChance:
    counted = aga_komi(ruleset, stones, komi)
    p = result_probabilities(stones, counted, gap)
    return AgaChance(counted, gap, p.equivalent.handicapeqv, p.equivalent.sigma_px, p.black_wins)


def ogs_black_chance(board: int, ruleset: Ruleset, stones: int, komi: Fraction, black: Rating, white: Rating,
                     deviations_known: bool) -> OgsChance:
    d = _ogs_difference(board, ruleset, stones, komi)
    adjustment = effective_rating(black.rating, float(d)) - black.rating
    if deviations_known:
        chance = black_chance(black, white, adjustment)
        return OgsChance(d, adjustment, chance.black, chance.low, chance.high)
    # No deviation known: goratings' own default call (g = 1), not a made-up deviation.
    return OgsChance(d, adjustment, expected_score(black, white, adjustment, deviation_counted=False), None, None)


@lru_cache(maxsize=1024)
def _ogs_difference(board: int, ruleset: Ruleset, stones: int, komi: Fraction) -> Fraction:
    """The game's rank difference by OGS's rating code."""
    return effective_rank_difference(MODELS["ogs"], board, ruleset, stones, komi).rank_difference


def _mean_aga(first: AgaChance, second: AgaChance) -> AgaChance:
    return AgaChance(first.komi, first.gap, first.handicapeqv, first.sigma_px, (first.black + second.black) / 2)


def _mean_ogs(first: OgsChance, second: OgsChance) -> OgsChance:
    def mean(a: float | None, b: float | None) -> float | None:
        return None if a is None or b is None else (a + b) / 2
    return OgsChance(first.rank_difference, first.adjustment, (first.black + second.black) / 2,
                     mean(first.low, second.low), mean(first.high, second.high))


def game_chance(board: int, ruleset: Ruleset, stones: int, komi: Fraction, gap: float,
                black: Rating | None, white: Rating | None, *, nigiri: bool = False,
                deviations_known: bool = False) -> BlackChance:
    """Black's chance in one game: ``gap`` is White's rank less Black's; ``black`` and ``white``
    their OGS ratings where known. ``nigiri``: the colours are yet to be drawn (the mean of the
    two ways round)."""
    aga: AgaChance | None = None
    aga_missing = "board" if board != AGA_BOARD else "stones" if not 0 <= stones <= AGA_MAX_STONES else None
    if aga_missing is None:
        aga = aga_black_chance(ruleset, stones, komi, gap)
        if nigiri:
            aga = _mean_aga(aga, aga_black_chance(ruleset, stones, komi, -gap))
    ogs: OgsChance | None = None
    ogs_missing = "board" if board not in BOARDS else "ratings" if black is None or white is None else None
    if ogs_missing is None and black is not None and white is not None:
        ogs = ogs_black_chance(board, ruleset, stones, komi, black, white, deviations_known)
        if nigiri:
            ogs = _mean_ogs(ogs, ogs_black_chance(board, ruleset, stones, komi, white, black, deviations_known))
    return BlackChance(aga, aga_missing, ogs, ogs_missing, nigiri=nigiri)


def players_ratings(strength: Strength, weaker: int | None) -> tuple[Rating, Rating, bool] | None:
    """The weaker's and the stronger's OGS ratings (a rank counts as the rating in its middle, as
    the game command reads one), and whether their deviations are known (OGS ratings given with
    them); None when the request gave no ranks (a rank difference, Goldis log ratings)."""
    players = strength.players
    if players is None or any(p.rank is None for p in players):
        return None
    middle = 0.5 if strength.kind in ("ranks", "teams") else 0.0
    deviations = strength.deviations
    rated = []
    for index, player in enumerate(players):
        assert player.rank is not None
        deviation = float(deviations[index]) if deviations is not None else float(DEFAULT_DEVIATION)
        rated.append(Rating(rank_to_rating(player.rank + middle), deviation))
    first, second = rated
    weak, strong = (second, first) if weaker == 2 else (first, second)
    return weak, strong, deviations is not None


def answer_chance(difference: Difference, board: int, ruleset: Ruleset, stones: int, komi: Fraction,
                  black_known: bool) -> BlackChance:
    """Black's chance in a Go answer: the weaker takes Black (else nigiri), the players' gap
    before any rule of the system changed it."""
    rated = players_ratings(difference.strength, difference.weaker)
    weak, strong, known = rated if rated is not None else (None, None, False)
    return game_chance(board, ruleset, stones, komi, abs(float(difference.raw)), weak, strong,
                       nigiri=not black_known, deviations_known=known)



def board_chance(difference: Difference, board: int, ruleset: Ruleset, stones: int, komi: Fraction,
                 black: int, nigiri: bool) -> BlackChance:
    """Black's chance on a round's board: ``black`` the side (1 or 2, as the pairing lists them)
    that plays it, who may be the stronger (a file's recorded colours); ``nigiri``: the colours are
    yet to be drawn. The gap is the players' ranks' (White's less Black's): a McMahon basis or a
    rank held at the no-handicap bar changes the handicap, not the players. Without ranks (Goldis
    log ratings) the Go answer's gap, the weaker taking Black."""
    players = difference.players
    black_rank = None if players is None else players[black - 1].rank
    white_rank = None if players is None else players[2 - black].rank
    if black_rank is None or white_rank is None:
        return answer_chance(difference, board, ruleset, stones, komi, black_known=not nigiri)
    gap = float(white_rank) - float(black_rank)
    rated = players_ratings(difference.strength, black)  # (Black's, White's) ratings
    black_rating, white_rating, known = rated if rated is not None else (None, None, False)
    return game_chance(board, ruleset, stones, komi, gap, black_rating, white_rating, nigiri=nigiri,
                       deviations_known=known)
