"""English: every word the engine's replies say (the source the other languages translate).

Ids are dotted and stable; a template's {placeholders} are named, and each translation keeps the
same set. Numbers given to a placeholder are written in the language's format."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # the request itself
    "error.request.not_object": "must be a JSON object",
    "error.request.not_json": "is not valid JSON",
    "error.request.internal": "internal error ({kind}); please report it",
    # the command line's own words
    "cli.warning": "warning: {message}",
    "cli.advice": "advice: {message}",
}
