"""Black's chance (``go/black_chance.py``) as a reply: the numbers of each model and one sentence
naming the model each figure comes from, and why a model says nothing where it does not cover
the game ("Black's chance: 52.1% by the AGA's ratings model, 49.3% by OGS's ratings model.")."""

from __future__ import annotations

from typing import Any

from ..i18n import say
from ..numbers import to_json_number
from ..text import percent
from .black_chance import CHANCE_MODELS, AgaChance, BlackChance, OgsChance

EVEN_TIE = 1e-12  # two systems' games this close to each other's distance from 50 % are equally close


def chance_percent(value: float) -> str:
    """A chance as people read it, to one place: 0.521 -> "52.1%"; one that would be shown as
    100.0 % or 0.0 % is neither certain nor impossible, and says so ("over 99.9%", "under 0.1%")."""
    shown = float(f"{100 * value:.1f}")
    if shown >= 100:
        return say("chance.over", chance=percent(0.999))
    if shown <= 0:
        return say("chance.under", chance=percent(0.001))
    return percent(value)


def aga_json(chance: AgaChance) -> dict[str, Any]:
    return {"black": chance.black, "white": 1.0 - chance.black, "komi_counted": chance.komi, "gap": chance.gap,
            "handicap_equivalent": chance.handicapeqv, "spread": chance.sigma_px,
            "shown": chance_percent(chance.black)}


def ogs_json(chance: OgsChance) -> dict[str, Any]:
    return {"black": chance.black, "white": 1.0 - chance.black, "low": chance.low, "high": chance.high,
            "rank_difference": to_json_number(chance.rank_difference), "adjustment": chance.adjustment,
            "shown": chance_percent(chance.black),
            "shown_range": None if chance.low is None or chance.high is None else
            say("chance.range", low=chance_percent(chance.low), high=chance_percent(chance.high))}


def chance_text(chance: BlackChance) -> str:
    """One sentence of the figures (where a model gives one), then one for each model that does not
    cover the game, saying why."""
    parts = []
    if chance.aga is not None:
        parts.append(say("chance.aga", chance=chance_percent(chance.aga.black)))
    if chance.ogs is not None:
        ogs = chance.ogs
        if ogs.low is not None and ogs.high is not None:
            parts.append(say("chance.ogs.range", chance=chance_percent(ogs.black), low=chance_percent(ogs.low),
                             high=chance_percent(ogs.high)))
        else:
            parts.append(say("chance.ogs", chance=chance_percent(ogs.black)))
    sentences = []
    if parts:
        kind = "nigiri" if chance.nigiri else "black"
        sentences.append(say(f"chance.sentence.{kind}", chances=say("list.separator").join(parts)))
    for model, missing in (("aga", chance.aga_missing), ("ogs", chance.ogs_missing)):
        if missing is not None:
            sentences.append(say(f"chance.missing.{model}.{missing}"))
    # At least one: a model that gives no figure says why.
    text = sentences[0]
    for sentence in sentences[1:]:
        text = say("list.sentences", first=text, second=sentence)
    return text


def chance_json(chance: BlackChance) -> dict[str, Any]:
    """The reply's ``black_chance``: each model's figures (None where it does not cover the game,
    with the reason's code), whether the colours are yet to be drawn, and the sentence."""
    return {
        "aga": None if chance.aga is None else aga_json(chance.aga),
        "aga_missing": chance.aga_missing,
        "ogs": None if chance.ogs is None else ogs_json(chance.ogs),
        "ogs_missing": chance.ogs_missing,
        "nigiri": chance.nigiri,
        "text": chance_text(chance),
        # a compare row's cell: each covering model's figure ("AGA 59.0%, OGS 49.5%"), "" for none
        "short": say("list.separator").join(
            say(f"chance.short.{model}", chance=chance_percent(figure.black))
            for model, figure in (("aga", chance.aga), ("ogs", chance.ogs)) if figure is not None),
    }


def chance_figures(chance: dict[str, Any]) -> str | None:
    """A reply's ``black_chance`` as the figures of each model that covers the game ("47.7% by
    the AGA's ratings model, 43.2% by OGS's ratings model"); None where neither does."""
    parts = [say(f"chance.{model}", chance=chance[model]["shown"]) for model in CHANCE_MODELS
             if chance[model] is not None]
    return say("list.separator").join(parts) if parts else None


def recommendation_chance(recommended: dict[str, Any], here: dict[str, Any] | None) -> str:
    """Why the recommended system, by Black's chance: its game's figures under each model, beside
    this game's (``here``: the chosen system's ``black_chance``; None in Compare systems, whose rows
    show every system's); "" where neither model covers its game."""
    figures = chance_figures(recommended)
    if figures is None:
        return ""
    if here is None or not here["short"]:
        return say("go.recommend.chance", chances=figures)
    return say("go.recommend.chance.here", chances=figures, here=here["short"])


def closest_to_even(rows: list[dict[str, Any]]) -> tuple[dict[str, list[str]], str | None]:
    """Under each model, the systems whose game comes closest to an even chance for Black (every
    system at the same distance), and the sentence naming them with their figure; None where no
    system's game is covered by either model."""
    closest: dict[str, list[str]] = {}
    parts = []
    for model in CHANCE_MODELS:
        covered = [row for row in rows if row.get("supported") and row["black_chance"][model] is not None]
        if not covered:
            continue
        distance = min(abs(row["black_chance"][model]["black"] - 0.5) for row in covered)
        best = [row for row in covered
                if abs(row["black_chance"][model]["black"] - 0.5) - distance < EVEN_TIE]
        closest[model] = [row["system"] for row in best]
        names = say("list.separator").join(row["system_name"] for row in best)
        parts.append(say(f"chance.closest.{model}", system=names, chance=best[0]["black_chance"][model]["shown"]))
    text = None
    for part in parts:
        text = part if text is None else say("list.sentences", first=text, second=part)
    return closest, text
