"""Which rating model describes these games best: each game's chance for Black by the AGA's model
(BayRate) and by OGS's (goratings' expected score), ``go/black_chance.py``, against the results.

Only the games both models cover are compared (19×19, 0 to 9 stones: BayRate rates nothing
else), so that both are scored on the same games. A rank is read as the whole rating in the middle
of its band, as the ``game`` command reads one; no deviation is known (goratings' default call, g = 1).

    p      a model's chance for Black in a game; s its result for Black (1, ½, 0)
    log-likelihood   Σ s·ln p + (1 − s)·ln(1 − p)         (higher: the results were less surprising)
    Brier score      Σ (p − s)² ÷ n                          (lower: closer)
    calibration      the games binned by p in tenths ([0, 0.1), … [0.9, 1]): in each, the mean p
                     beside Black's mean score (a model that fits draws the two alike)
    best             the model with the higher log-likelihood (the Brier score said beside it)
    chart            each model's bins as points (mean p across, Black's mean score up) over the
                     diagonal p = s, on two score axes (``study/chart.py``); a bin of fewer than
                     ``few`` games (the study's MIN_BIN_GAMES) is marked so, in the chart and its table

Both models' figures for one game are the same numbers the Go answer and Check a game show.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..go.black_chance import CHANCE_MODELS, game_chance
from ..go.rules import Ruleset
from ..i18n import say, say_plural
from ..ranks import rank_to_rating
from ..rating.glicko2 import Rating
from ..rating.request import DEFAULT_DEVIATION
from ..text import percent, trimmed
from . import chart
from .record import ReadGame

BINS = 10  # calibration bins of the predicted chance: tenths
# A chance this close to 0 or 1 is held there for the log-likelihood (a model that said "certain"
# and was wrong would otherwise score minus infinity from one game).
FLOOR = 1e-12


@dataclass(frozen=True)
class Calibration:
    low: float
    high: float
    games: int
    predicted: float  # the mean chance the model gave
    observed: float  # Black's mean score


@dataclass(frozen=True)
class ModelScore:
    model: str
    log_likelihood: float
    brier: float
    bins: tuple[Calibration, ...]


@dataclass(frozen=True)
class Comparison:
    games: int  # the games both models cover
    scores: tuple[ModelScore, ...]
    best: str | None  # None without games, or when both fit alike


def predictions(game: ReadGame) -> dict[str, float] | None:
    """Each model's chance for Black in the game; None where either model does not cover it."""
    # a rank as the game command reads one: the whole rating in the middle of its band
    black = Rating(float(round(rank_to_rating(game.black + 0.5))), float(DEFAULT_DEVIATION))
    white = Rating(float(round(rank_to_rating(game.white + 0.5))), float(DEFAULT_DEVIATION))
    chance = game_chance(game.board, game.ruleset, game.stones, game.komi, float(game.white - game.black),
                         black, white)
    if chance.aga is None or chance.ogs is None:
        return None
    return {"aga": chance.aga.black, "ogs": chance.ogs.black}


def compare(games: list[ReadGame]) -> Comparison:
    """Both models scored on the games they both cover (each distinct game computed once)."""
    return compare_counted(Counter((g.board, g.ruleset, g.stones, g.komi, g.black, g.white, g.black_score)
                                   for g in games))


def compare_counted(kinds: Counter[tuple[int, Ruleset, int, Fraction, int, int, Fraction]]) -> Comparison:
    """Both models scored on games counted by kind: (board, rules, stones, komi, Black's rank,
    White's rank, Black's score) and how many games are of that kind."""
    scored: list[tuple[dict[str, float], Fraction, int]] = []
    for (board, ruleset, stones, komi, black, white, score), count in kinds.items():
        one = ReadGame("", 0, board, ruleset, stones, komi, black, white, score, "")
        found = predictions(one)
        if found is not None:
            scored.append((found, score, count))
    n = sum(count for _, _, count in scored)
    scores = tuple(_score(model, [(p[model], float(s), c) for p, s, c in scored], n) for model in CHANCE_MODELS)
    best = None
    if n and scores[0].log_likelihood != scores[1].log_likelihood:
        best = max(scores, key=lambda s: s.log_likelihood).model
    return Comparison(n, scores, best)


def _score(model: str, games: list[tuple[float, float, int]], n: int) -> ModelScore:
    log_likelihood = 0.0
    squares = 0.0
    tally = [[0, 0.0, 0.0] for _ in range(BINS)]  # games, Σ p, Σ s
    for p, s, count in games:
        held = min(max(p, FLOOR), 1.0 - FLOOR)
        log_likelihood += count * (s * math.log(held) + (1.0 - s) * math.log(1.0 - held))
        squares += count * (p - s) ** 2
        row = tally[min(int(p * BINS), BINS - 1)]
        row[0] += count
        row[1] += count * p
        row[2] += count * s
    bins = tuple(Calibration(k / BINS, (k + 1) / BINS, int(g), total_p / g, total_s / g)
                 for k, (g, total_p, total_s) in enumerate(tally) if g)
    return ModelScore(model, log_likelihood, squares / n if n else math.nan, bins)


def comparison_json(comparison: Comparison, few: int) -> dict[str, Any]:
    """The study reply's ``chance_models``: each model's log-likelihood, Brier score and calibration
    bins (numbers and as shown; ``few`` on a bin of fewer than ``few`` games), the best model and the
    sentence that names it, and the calibration chart's numbers and words."""
    models = []
    for s in comparison.scores:
        models.append({
            "model": s.model, "name": say(f"study.chance.model.{s.model}"),
            "log_likelihood": s.log_likelihood if comparison.games else None,
            "brier": s.brier if comparison.games else None,
            "bins": [{"low": b.low, "high": b.high, "games": b.games, "predicted": b.predicted,
                      "observed": b.observed, "few": b.games < few,
                      "shown": {"range": say("chance.range", low=percent(b.low), high=percent(b.high)),
                                "predicted": percent(b.predicted), "observed": percent(b.observed)}}
                     for b in s.bins],
            "shown": {"log_likelihood": trimmed(s.log_likelihood, 2), "brier": trimmed(s.brier, 4)}
            if comparison.games else None,
        })
    return {"games": comparison.games, "models": models, "best": comparison.best, "text": _text(comparison),
            "caption": say("study.chance.caption"), "scores_caption": say("study.chance.scores_caption"),
            "columns": {key: say(f"study.chance.column.{key}")
                        for key in ("model", "range", "games", "predicted", "observed", "log_likelihood", "brier")},
            "chart": _chart(models, few)}


def _chart(models: list[dict[str, Any]], few: int) -> dict[str, Any]:
    """The calibration chart: a series a model, a point a bin (its mean chance across, Black's mean
    score up), over the diagonal of a model that said what happened."""
    return {
        "title": say("study.chance.chart.title"),
        "x": chart.score_axis(say("study.chance.chart.x")),
        "y": chart.score_axis(say("study.chance.chart.y")),
        "diagonal": {"points": [[chart.Y_AXIS.low, chart.Y_AXIS.low], [chart.Y_AXIS.high, chart.Y_AXIS.high]],
                     "label": say("study.chance.chart.diagonal")},
        "series": [{"model": m["model"], "name": m["name"],
                    "points": [{"x": b["predicted"], "y": b["observed"], "games": b["games"], "few": b["few"],
                                "label": say_plural("study.chance.chart.point", b["games"], n=b["games"],
                                                    model=m["name"], range=b["shown"]["range"],
                                                    predicted=b["shown"]["predicted"],
                                                    observed=b["shown"]["observed"])}
                               for b in m["bins"]]}
                   for m in models],
        "how_to_read": say_plural("study.chance.chart.how_to_read", few, n=few),
    }


def _text(comparison: Comparison) -> str:
    if not comparison.games:
        return say("study.chance.none")
    by = {s.model: s for s in comparison.scores}
    words = {"aga_ll": trimmed(by["aga"].log_likelihood, 2), "ogs_ll": trimmed(by["ogs"].log_likelihood, 2),
             "aga_brier": trimmed(by["aga"].brier, 4), "ogs_brier": trimmed(by["ogs"].brier, 4)}
    key = "study.chance.best.level" if comparison.best is None else f"study.chance.best.{comparison.best}"
    return say_plural(key, comparison.games, n=comparison.games, **words)
