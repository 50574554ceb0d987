"""Reading ratings from a request (the ``rate`` and ``game`` commands): a Glicko-2 rating,
deviation, volatility and τ, each within its range, and results such as "win:1400:30"."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import fields
from ..errors import InvalidInput
from ..i18n import say
from ..text import quote
from .glicko2 import DEFAULT_TAU, Game

SCORES = {"win": 1.0, "draw": 0.5, "loss": 0.0}
RATING_RANGE = (Fraction(1), Fraction(10000))
DEVIATION_RANGE = (Fraction(0), Fraction(1000))
VOLATILITY_RANGE = (Fraction(1, 10000), Fraction(1))
TAU_RANGE = (Fraction(1, 100), Fraction(10))
DEFAULT_DEVIATION = 350  # Glicko-2's (and OGS's) deviation for a new player
DEFAULT_VOLATILITY = "0.06"  # a text default: parsed like user input
MAX_RESULTS = 100


@dataclass(frozen=True)
class Result:
    """One game of a rating period: its outcome as given, and the game for Glicko-2."""

    outcome: str  # win, draw or loss
    game: Game


def rating_value(field: str, value: object) -> float:
    low, high = RATING_RANGE
    return float(fields.number_value(field, value, minimum=low, maximum=high, what=say("what.rating")))


def deviation_value(field: str, value: object) -> float:
    low, high = DEVIATION_RANGE
    return float(fields.number_value(field, value, minimum=low, maximum=high, what=say("what.rating_deviation")))


def rating_field(request: fields.Request, field: str) -> float:
    return rating_value(field, fields.raw(request, field))


def deviation_field(request: fields.Request, field: str, default: Any = fields.MISSING) -> float:
    return deviation_value(field, fields.raw(request, field, default))


def volatility_field(request: fields.Request, field: str) -> float:
    low, high = VOLATILITY_RANGE
    return float(fields.number(request, field, minimum=low, maximum=high, default=DEFAULT_VOLATILITY,
                               what=say("what.volatility")))


def tau_field(request: fields.Request) -> float:
    low, high = TAU_RANGE
    return float(fields.number(request, "tau", minimum=low, maximum=high, default=str(DEFAULT_TAU),
                               what=say("what.system_constant")))


def parse_result(value: object, position: int) -> Result:
    """"win:1400:30" (or {"result": "win", "rating": 1400, "deviation": 30})."""
    allowed = say("rate.result.allowed")
    if isinstance(value, Mapping):
        parts = [value.get("result"), value.get("rating"), value.get("deviation")]
    elif isinstance(value, str) and value.count(":") == 2:
        parts = [p.strip() for p in value.split(":")]
    else:
        raise InvalidInput("results", say("error.rate.result", position=position, value=quote(value), allowed=allowed))
    outcome, rating, deviation = parts
    outcome = outcome.lower() if isinstance(outcome, str) else outcome
    if outcome not in SCORES:
        raise InvalidInput("results", say("error.rate.outcome", position=position, value=quote(parts[0]),
                                          allowed=allowed))
    try:
        game = Game(rating_value("rating", rating), deviation_value("deviation", deviation), SCORES[outcome])
    except InvalidInput as error:
        raise InvalidInput("results", say(f"error.rate.opponent.{error.field}", position=position,
                                          message=error.message)) from None
    return Result(outcome, game)


def results_field(request: fields.Request) -> tuple[Result, ...]:
    raw = fields.raw(request, "results", default=[])
    if isinstance(raw, str):
        raw = raw.split()
    if not isinstance(raw, list):
        raise InvalidInput("results", say("error.rate.not_list", value=quote(raw)))
    if len(raw) > MAX_RESULTS:
        raise InvalidInput("results", say("error.rate.too_many", count=len(raw), maximum=MAX_RESULTS))
    return tuple(parse_result(value, i) for i, value in enumerate(raw, start=1))
