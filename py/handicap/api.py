"""The JSON boundary: ``calculate(request) -> reply``, used by the page (through Pyodide) and
by the command line. A reply is either a result or ``{"error": {"field", "message"}}``; no
exception escapes."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from . import __version__, fields
from .errors import InvalidInput
from .go.command import compare_reply, go_reply, goldis_table_reply, systems_reply, table_reply
from .chess.command import chess_reply
from .go.command import go_reply
from .go.game import game_reply
from .rating.command import rate_reply

Handler = Callable[[Mapping[str, Any]], dict[str, Any]]

COMMANDS: dict[str, Handler] = {
    "go": go_reply,
    "go-table": table_reply,
    "go-compare": compare_reply,
    "go-systems": systems_reply,
    "goldis-table": goldis_table_reply,
    "game": game_reply,
    "rate": rate_reply,
    "chess": chess_reply,
}


def calculate(request: Any) -> dict[str, Any]:
    try:
        if not isinstance(request, Mapping):
            raise InvalidInput("request", "must be a JSON object")
        command = fields.choice(request, "command", list(COMMANDS), default="go")
        return COMMANDS[command](request)
    except InvalidInput as error:
        return error.as_reply()
    except Exception as error:  # a bug: still an answer, never a traceback in front of a user
        return {"error": {"field": "request", "message": f"internal error ({type(error).__name__}); please report it"}}


def calculate_json(text: str) -> str:
    """String in, string out: the cheapest way across the Pyodide boundary."""
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        return json.dumps(InvalidInput("request", "is not valid JSON").as_reply())
    return json.dumps(calculate(request), allow_nan=False, ensure_ascii=False)


def version() -> str:
    return __version__
