"""The chess form's words: its menus (methods, opponents) and its field hints, as
the page shows them. The page writes none of them; it asks for them with ``chess-form``."""

from __future__ import annotations

from typing import Any

from .request import DEFAULT_BAND, DEFAULT_MIN_TIME, DEFAULT_PER_BAND, METHODS, OPPONENTS

# The method menu: the same keys as request.METHODS (whose texts say it inside a sentence).
METHOD_LABELS = {
    "elo": "Two Elo ratings",
    "score": "An expected score at equal time",
    "record": "Results at equal time",
    "calibrate": "Calibrate K from two scores",
    "bands": "Club rule: rating bands",
    "split": "Club rule: rating bands, total kept",
    "increment": "Club rule: odds in the increment only",
}
OPPONENT_LABELS = {"person": "Another person", "computer": "A computer (player 2)"}

HINTS = {
    "chess_elo": "Two ratings separated by a comma, e.g. 1800,2000.",
    "chess_score": "Against player 2 at equal time, between 0 and 1 (0.36 = 36 %).",
    "chess_record": "Games against player 2 at equal time, e.g. 3,4,5.",
    "chess_ratio": "How many times the other player's time the player had.",
    "chess_band": "The stronger player loses time for each whole band of rating difference"
                  f" (Papi-web's example: {DEFAULT_PER_BAND} s a {DEFAULT_BAND}-point band,"
                  f" at least {DEFAULT_MIN_TIME // 60}:{DEFAULT_MIN_TIME % 60:02d}).",
    "chess_total": "Leave empty to use the clock's time for a 40-move game.",
    "chess_clock": "Base minutes + increment seconds, e.g. 15+10 (the club rules start from it).",
}


def _menu(labels: dict[str, str], keys: list[str]) -> list[dict[str, str]]:
    return [{"value": key, "label": labels[key]} for key in keys]


def form_json() -> dict[str, Any]:
    """The ``chess-form`` reply: each menu's options in order (the first is the default)."""
    return {
        "command": "chess-form",
        "methods": _menu(METHOD_LABELS, list(METHODS)),
        "against": _menu(OPPONENT_LABELS, OPPONENTS),
        "hints": dict(HINTS),
    }
