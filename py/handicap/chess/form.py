"""The chess form's words: its menus (methods, opponents) and its field hints, as
the page shows them. The page writes none of them; it asks for them with ``chess-form``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import say
from .methods import METHODS
from .request import DEFAULT_BAND, DEFAULT_MIN_TIME, DEFAULT_PER_BAND, OPPONENTS

# The hints' message ids ("chess.hint.<key>"), by the field they sit under.
HINTS = ("chess_elo", "chess_score", "chess_record", "chess_ratio", "chess_band", "chess_total", "chess_clock")


def _menu(kind: str, keys: Sequence[str]) -> list[dict[str, str]]:
    """A menu in the request's language: labels "chess.menu.<kind>.<key>"."""
    return [{"value": key, "label": say(f"chess.menu.{kind}.{key}")} for key in keys]


def form_json() -> dict[str, Any]:
    """The ``chess-form`` reply: each menu's options in order (the first is the default); each
    method with the request keys it reads (``fields``: the page shows those controls, and only
    those go into the link)."""
    minimum = f"{DEFAULT_MIN_TIME // 60}:{DEFAULT_MIN_TIME % 60:02d}"
    return {
        "command": "chess-form",
        "methods": [{**option, "fields": list(method.fields)}
                    for option, method in zip(_menu("method", [m.key for m in METHODS]), METHODS, strict=True)],
        "against": _menu("against", OPPONENTS),
        "hints": {key: say(f"chess.hint.{key}", per_band=DEFAULT_PER_BAND, band=DEFAULT_BAND, minimum=minimum)
                  if key == "chess_band" else say(f"chess.hint.{key}") for key in HINTS},
    }
