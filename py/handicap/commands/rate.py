"""The ``rate`` command: one Glicko-2 rating period (see ``rating/glicko2.py``).

Request keys: rating, deviation, volatility (default 0.06), results (["win:1400:30", …] or one
text), tau (default 0.5), model (``proposal``, the default: Glickman's paper, no limits; ``ogs``:
OGS's Glicko-2, its limits and its rule that a period without games changes nothing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import fields
from ..fields import Request
from ..i18n import say
from ..rating.glicko2 import OGS_LIMITS, Rating, Update, update
from ..rating.request import Result, deviation_field, rating_field, results_field, tau_field, volatility_field
from ..text import plain, signed, trimmed

MODELS = ("proposal", "ogs")


@dataclass(frozen=True)
class RateRequest:
    player: Rating
    tau: float
    results: tuple[Result, ...]
    model: str = "proposal"


def read_rate(request: Request) -> RateRequest:
    player = Rating(rating_field(request, "rating"), deviation_field(request, "deviation"),
                    volatility_field(request, "volatility"))
    model = fields.choice(request, "model", MODELS, default="proposal")
    return RateRequest(player, tau_field(request), results_field(request), model)


def held_warnings(result: Update) -> list[dict[str, str]]:
    """What OGS's limits changed in the period's result, each named with Glicko-2's own value."""
    raw = result.unclamped
    if raw is None:
        return []
    notes = []
    for part, places in (("rating", 2), ("deviation", 2), ("volatility", 5)):
        value, held = getattr(raw, part), getattr(result.after, part)
        if value != held:
            notes.append({"code": f"ogs_{part}_held", "message": say(
                "rate.warning.held", what=say(f"rate.what.{part}"), held=trimmed(held, places),
                value=trimmed(value, places))})
    return notes


def rating_json(rating: Rating) -> dict[str, Any]:
    return {"rating": rating.rating, "deviation": rating.deviation, "volatility": rating.volatility}


def rate_summary(result: Update, outcomes: list[str], model: str = "proposal") -> str:
    after = result.after
    if not outcomes:
        played = say("rate.no_games.ogs" if model == "ogs" else "rate.no_games")
    else:
        played = say("list.separator").join(
            say("rate.game", outcome=say(f"rate.outcome.{o}"), rating=plain(g.opponent_rating, 0),
                deviation=plain(g.opponent_deviation, 0)) for o, g in zip(outcomes, result.games, strict=True))
    return say("rate.summary", tau=result.tau, rating=plain(result.before.rating),
               deviation=plain(result.before.deviation), volatility=result.before.volatility, played=played,
               after_rating=plain(after.rating), after_deviation=plain(after.deviation),
               after_volatility=after.volatility, change=signed(result.change))


def rate_reply(request: Request) -> dict[str, Any]:
    rate = read_rate(request)
    limits = OGS_LIMITS if rate.model == "ogs" else None
    result = update(rate.player, [r.game for r in rate.results], rate.tau, limits)
    return {
        "command": "rate",
        "model": rate.model,
        "model_name": say(f"rate.model.{rate.model}"),
        **rating_json(result.after),
        "change": result.change,
        "before": rating_json(rate.player),
        "tau": rate.tau,
        "games": [
            {"result": r.outcome, "opponent_rating": r.game.opponent_rating,
             "opponent_deviation": r.game.opponent_deviation, "expected": e}
            for r, e in zip(rate.results, result.expected, strict=True)
        ],
        "v": result.v,
        "delta": result.delta,
        "summary": rate_summary(result, [r.outcome for r in rate.results], rate.model),
        "warnings": held_warnings(result),
    }
