"""What the page's chart draws, in the chart's own units: the page scales them to pixels and
computes nothing else (``static/views/game/study-chart.js``).

    x axis      the residual gap in ranks: from the lowest bin's lower edge to the highest bin's
                upper edge, at least −1 to 1; ticks at whole ranks (every 2, 5 or 10 when wide)
    y axis      Black's score 0 to 1, ticks every 25 %
    points      one a bin: (centre, score), its Wilson interval (low, high) and its games
    curve       the fitted P(r) sampled at CURVE_SAMPLES evenly spaced gaps across the x axis
    even line   r₅₀ and its interval, when the fit gives one

The rating models' calibration chart (``study/chance_models.py``) draws on two score axes: across,
a model's chance for Black, up, Black's score, both 0 to 1 with ticks every 25 % (``score_axis``),
and the diagonal between (0, 0) and (1, 1): where a model's points lie when it said what happened.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..text import percent
from .logistic import Fit

CURVE_SAMPLES = 61
MAX_TICKS = 12


@dataclass(frozen=True)
class Axis:
    low: float
    high: float
    ticks: tuple[float, ...]


def x_axis(lowest_edge: Fraction, highest_edge: Fraction) -> Axis:
    low = math.floor(min(float(lowest_edge), -1.0))
    high = math.ceil(max(float(highest_edge), 1.0))
    step = next(s for s in (1, 2, 5, 10, 20, 50) if (high - low) / s <= MAX_TICKS)
    first = math.ceil(low / step) * step
    return Axis(float(low), float(high), tuple(float(t) for t in range(first, high + 1, step)))


Y_AXIS = Axis(0.0, 1.0, (0.0, 0.25, 0.5, 0.75, 1.0))


def score_axis(title: str) -> dict[str, Any]:
    """A score's axis as the reply gives it: 0 to 1, its ticks every 25 % with their labels."""
    return {"low": Y_AXIS.low, "high": Y_AXIS.high, "title": title,
            "ticks": [{"value": t, "label": percent(t)} for t in Y_AXIS.ticks]}


def curve(fitted: Fit, axis: Axis) -> list[tuple[float, float]]:
    span = axis.high - axis.low
    xs = [axis.low + span * i / (CURVE_SAMPLES - 1) for i in range(CURVE_SAMPLES)]
    return [(x, fitted.expected(x)) for x in xs]
