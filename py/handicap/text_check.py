"""Text a request may not carry: a lone UTF-16 surrogate (U+D800..U+DFFF on its own), which a
JSON client or the page can send ("\\ud800" is valid JSON) but which is no character: it cannot
be written as UTF-8, so a reply echoing it, or an XML parser reading it, would fail. Every text
field of every command is checked once, at the boundary, before any command reads it: the error
names the field (the top-level request key) and the character, and for a multi-line text (a
pasted round, a tournament file) the line.

A file can also hold one as an escape its reader decodes (pairgoth's JSON: ``"\\ud800"``): a reader
puts the replacement character (U+FFFD) in its place (:func:`replace_surrogates`), so a name keeps
its other letters and the reply can be written.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from .errors import InvalidInput
from .i18n import say

_SURROGATE = re.compile("[\ud800-\udfff]")
MAX_DEPTH = 64  # deeper nesting is no request the engine reads: its readers refuse it first


def _first(value: Any, depth: int = 0) -> tuple[str, int] | None:
    """The first text in ``value`` (a string, or one inside lists and objects) with a lone
    surrogate, and where in it."""
    if isinstance(value, str):
        if value.isascii():  # known without a look at the text (a .zip's base64: megabytes)
            return None
        match = _SURROGATE.search(value)
        return None if match is None else (value, match.start())
    if depth > MAX_DEPTH:
        return None
    items = value.items() if isinstance(value, Mapping) else value if isinstance(value, (list, tuple)) else ()
    for item in items:
        for part in (item if isinstance(value, Mapping) else (item,)):
            found = _first(part, depth + 1)
            if found is not None:
                return found
    return None


def replace_surrogates(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD (the character Unicode keeps for one
    that cannot be shown)."""
    return _SURROGATE.sub("\ufffd", text)


def _clean(request: Mapping[str, Any]) -> bool:
    """True when no text anywhere in the request holds a lone surrogate, known at C speed: JSON's
    encoder writes every text as it is, and UTF-8 refuses only a lone surrogate (a study's 10,000
    game records are 110,000 texts, a walk in Python). False also when the request is no JSON
    (a Python caller's object): the walk below decides then."""
    try:
        json.dumps(request, ensure_ascii=False, check_circular=False).encode("utf-8")
    except (TypeError, ValueError, OverflowError, RecursionError, UnicodeEncodeError):
        return False
    return True


def check_request(request: Mapping[str, Any]) -> None:
    """InvalidInput naming the first field whose text holds a lone surrogate (keys included)."""
    if _clean(request):
        return
    for key, value in request.items():
        found = _first(key) or _first(value)
        if found is None:
            continue
        text, at = found
        field = key if isinstance(key, str) and _first(key) is None else "request"
        code = f"{ord(text[at]):04X}"
        if "\n" in text:
            raise InvalidInput(field, say("error.text.surrogate.line", code=code, line=text.count("\n", 0, at) + 1))
        raise InvalidInput(field, say("error.text.surrogate", code=code, at=at + 1))
