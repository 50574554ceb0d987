"""The ``rate`` command: one Glicko-2 rating period (see ``glicko2.py``), and the request
fields shared with the ``game`` command."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from .. import fields
from ..errors import InvalidInput
from ..exact import _show
from .glicko2 import DEFAULT_TAU, Game, Rating, Update, update

SCORES = {"win": 1.0, "draw": 0.5, "loss": 0.0}
RATING_RANGE = (Fraction(1), Fraction(10000))
DEVIATION_RANGE = (Fraction(0), Fraction(1000))
VOLATILITY_RANGE = (Fraction(1, 10000), Fraction(1))
TAU_RANGE = (Fraction(1, 100), Fraction(10))
DEFAULT_DEVIATION = 350  # Glicko-2's (and OGS's) deviation for a new player
DEFAULT_VOLATILITY = "0.06"  # a text default: parsed like user input
MAX_RESULTS = 100


def rating_field(request: Mapping[str, Any], field: str, default: Any = fields._MISSING) -> float:
    low, high = RATING_RANGE
    return float(fields.number(request, field, minimum=low, maximum=high, default=default, what="a rating"))


def deviation_field(request: Mapping[str, Any], field: str, default: Any = fields._MISSING) -> float:
    low, high = DEVIATION_RANGE
    return float(fields.number(request, field, minimum=low, maximum=high, default=default,
                               what="a rating deviation"))


def volatility_field(request: Mapping[str, Any], field: str) -> float:
    low, high = VOLATILITY_RANGE
    return float(fields.number(request, field, minimum=low, maximum=high, default=DEFAULT_VOLATILITY,
                               what="a volatility"))


def tau_field(request: Mapping[str, Any]) -> float:
    low, high = TAU_RANGE
    return float(fields.number(request, "tau", minimum=low, maximum=high, default=str(DEFAULT_TAU),
                               what="a τ (system constant)"))


def parse_result(value: Any, position: int) -> tuple[str, Game]:
    """"win:1400:30" (or {"result": "win", "rating": 1400, "deviation": 30})."""
    allowed = 'RESULT:RATING:DEVIATION with RESULT win, loss or draw, e.g. "win:1400:30"'
    if isinstance(value, Mapping):
        parts = [value.get("result"), value.get("rating"), value.get("deviation")]
    elif isinstance(value, str) and value.count(":") == 2:
        parts = [p.strip() for p in value.split(":")]
    else:
        raise InvalidInput("results", f"result {position}: {_show(value)} is not {allowed}")
    outcome, rating, deviation = parts
    outcome = outcome.lower() if isinstance(outcome, str) else outcome
    if outcome not in SCORES:
        raise InvalidInput("results", f"result {position}: {_show(parts[0])} is not win, loss or draw ({allowed})")
    try:
        game = Game(rating_field({"rating": rating}, "rating"), deviation_field({"deviation": deviation}, "deviation"),
                    SCORES[outcome])
    except InvalidInput as error:
        raise InvalidInput("results", f"result {position}: opponent's {error.field} {error.message}") from None
    return outcome, game


def signed(value: float, places: int = 2) -> str:
    text = f"{value:+.{places}f}"
    return text.replace("-", "−")


def plain(value: float, places: int = 2) -> str:
    return f"{value:.{places}f}".replace("-", "−")


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def rating_json(rating: Rating) -> dict[str, Any]:
    return {"rating": rating.rating, "deviation": rating.deviation, "volatility": rating.volatility}


def rate_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    player = Rating(rating_field(request, "rating"), deviation_field(request, "deviation"),
                    volatility_field(request, "volatility"))
    tau = tau_field(request)
    raw = fields.raw(request, "results", default=[])
    if isinstance(raw, str):
        raw = raw.split()
    if not isinstance(raw, list):
        raise InvalidInput("results", f"{_show(raw)} is not a list of results such as \"win:1400:30\"")
    if len(raw) > MAX_RESULTS:
        raise InvalidInput("results", f"{len(raw)} results is too many; allowed: up to {MAX_RESULTS}")
    parsed = [parse_result(value, i) for i, value in enumerate(raw, start=1)]
    result = update(player, [game for _, game in parsed], tau)
    return {
        "command": "rate",
        **rating_json(result.after),
        "change": result.change,
        "before": rating_json(player),
        "tau": tau,
        "games": [
            {"result": outcome, "opponent_rating": game.opponent_rating,
             "opponent_deviation": game.opponent_deviation, "expected": e}
            for (outcome, game), e in zip(parsed, result.expected, strict=True)
        ],
        "v": result.v,
        "delta": result.delta,
        "summary": rate_summary(result, [o for o, _ in parsed]),
    }


def rate_summary(result: Update, outcomes: list[str]) -> str:
    after = result.after
    if not outcomes:
        played = "no games (only the deviation grows)"
    else:
        played = ", ".join(f"{o} against {plain(g.opponent_rating, 0)}/{plain(g.opponent_deviation, 0)}"
                           for o, g in zip(outcomes, result.games, strict=True))
    return (f"Glicko-2, τ = {result.tau:g}: {plain(result.before.rating)} / {plain(result.before.deviation)} / "
            f"{result.before.volatility:.5f} after {played} → {plain(after.rating)} / "
            f"{plain(after.deviation)} / {after.volatility:.5f} (rating {signed(result.change)}).")
