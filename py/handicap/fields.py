"""Reading request fields: each helper returns a clean value or raises InvalidInput naming the
field, the value given and what is allowed. Used by every command's request reader, so messages
stay uniform.

The one rule for blanks: an optional field is *given* when it is present, not null and, for
text, not blank (:func:`given`). A required field that is missing is "missing"; one given as
blank text is "empty".
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from .errors import InvalidInput
from .i18n import say
from .numbers import parse_fraction
from .text import quote, show_bound

Request = Mapping[str, Any]
MISSING: Any = object()
MAX_NAME = 40  # a player's name, in characters
Names = tuple[str | None, str | None]


def given(request: Request, field: str) -> bool:
    """Whether an optional field has a value: present, not null, not blank text."""
    value = request.get(field)
    return value is not None and not (isinstance(value, str) and not value.strip())


def raw(request: Request, field: str, default: Any = MISSING) -> Any:
    """The value as sent. A field with a default that is not :func:`given` gets the default; a
    required field that is missing is "is missing" (null or blank go on, to be named as given)."""
    if default is not MISSING:
        return request[field] if given(request, field) else default
    if field not in request:
        raise InvalidInput(field, say("error.missing"))
    return request[field]


def choice(request: Request, field: str, allowed: Sequence[str], default: Any = MISSING) -> str:
    """One of ``allowed`` (case and surrounding spaces ignored)."""
    value = raw(request, field, default)
    text = value.strip().lower() if isinstance(value, str) else value
    if text not in allowed:
        raise InvalidInput(field, say("error.not_allowed", value=quote(value),
                                      allowed=say("error.one_of", values=", ".join(allowed))))
    return str(text)


FLAGS = {"true": True, "1": True, "false": False, "0": False}


def flag(request: Request, field: str) -> bool:
    """A yes-or-no field: true or false (JSON's, or as text, "true", "1", "false", "0"); not
    :func:`given`: false."""
    if not given(request, field):
        return False
    value = request[field]
    if isinstance(value, bool):
        return value
    text = value.strip().lower() if isinstance(value, str) else str(value) if isinstance(value, int) else None
    if text not in FLAGS:
        raise InvalidInput(field, say("error.not_allowed", value=quote(value),
                                      allowed=say("error.one_of", values="true, false")))
    return FLAGS[text]


def optional_choice(request: Request, field: str, allowed: Sequence[str]) -> str | None:
    """Like :func:`choice`, but a field not :func:`given` gives None."""
    return choice(request, field, allowed) if given(request, field) else None


def whole_number(field: str, value: object, allowed: Sequence[int], allowed_text: str | None = None) -> int:
    """An integer from ``allowed``, given as a number or as text ("13")."""
    if allowed_text is None:
        if len(allowed) > 10 and list(allowed) == list(range(min(allowed), max(allowed) + 1)):
            allowed_text = say("error.whole_from_to", low=min(allowed), high=max(allowed))
        else:
            allowed_text = say("error.one_of", values=", ".join(str(a) for a in allowed))
    try:
        number = parse_fraction(field, value)
    except InvalidInput:
        raise InvalidInput(field, say("error.not_allowed", value=quote(value), allowed=allowed_text)) from None
    if number.denominator != 1 or number.numerator not in allowed:
        raise InvalidInput(field, say("error.not_allowed", value=quote(value), allowed=allowed_text))
    return number.numerator


def int_choice(request: Request, field: str, allowed: Sequence[int], default: Any = MISSING) -> int:
    """An integer from ``allowed`` (see :func:`whole_number`)."""
    return whole_number(field, raw(request, field, default), allowed)


def optional_int_choice(request: Request, field: str, allowed: Sequence[int]) -> int | None:
    return int_choice(request, field, allowed) if given(request, field) else None


def number_value(
    field: str,
    value: object,
    *,
    minimum: Fraction | int | None = None,
    maximum: Fraction | int | None = None,
    what: str | None = None,
    player: int | None = None,
) -> Fraction:
    """An exact number within [minimum, maximum] (``what``: "a number" unless said)."""
    what = what or say("error.what.number")
    allowed = _allowed(what, minimum, maximum)
    try:
        result = parse_fraction(field, value, what=what, player=player)
    except InvalidInput as error:
        bounded = minimum is not None or maximum is not None
        message = say("error.with_allowed", message=error.message, allowed=allowed) if bounded else error.message
        raise InvalidInput(field, message, player) from None
    if (minimum is not None and result < minimum) or (maximum is not None and result > maximum):
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(value), allowed=allowed), player)
    return result


def _allowed(what: str, minimum: Fraction | int | None, maximum: Fraction | int | None) -> str:
    """"a number from 0 to 9", "a number from 0", "a number to 9"."""
    low = None if minimum is None else show_bound(Fraction(minimum))
    high = None if maximum is None else show_bound(Fraction(maximum))
    if low is not None and high is not None:
        return say("error.from_to", what=what, low=low, high=high)
    if low is not None:
        return say("error.from", what=what, low=low)
    if high is not None:
        return say("error.to", what=what, high=high)
    return what


def number(
    request: Request,
    field: str,
    *,
    minimum: Fraction | int | None = None,
    maximum: Fraction | int | None = None,
    default: Any = MISSING,
    what: str | None = None,
) -> Fraction:
    """An exact number within [minimum, maximum] (see :func:`number_value`)."""
    return number_value(field, raw(request, field, default), minimum=minimum, maximum=maximum, what=what)


def names(request: Request, *, plain_text: bool = False) -> Names:
    """The two players' names (``names``), each optional (blank: none), at most MAX_NAME
    characters, runs of spaces made one; with ``plain_text``, no control characters either."""
    if not given(request, "names"):
        return None, None
    value = request["names"]
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != 2:
        raise InvalidInput("names", say("error.names.pair", value=quote(value)))
    result: list[str | None] = []
    for player, name in enumerate(value, start=1):
        if name is None:
            result.append(None)
            continue
        if not isinstance(name, str):
            raise InvalidInput("names", say("error.names.not_text", value=quote(name)), player)
        text = " ".join(name.split())
        if len(text) > MAX_NAME:
            raise InvalidInput("names", say("error.names.too_long", value=quote(name), maximum=MAX_NAME), player)
        # isprintable() first: spaces are collapsed, so it is False only when a character is one
        # of these (a round checks thousands of names; the category test alone is ten times slower)
        if plain_text and not text.isprintable() and any(unicodedata.category(c).startswith("C") for c in text):
            raise InvalidInput("names", say("error.names.control", value=quote(name)), player)
        result.append(text or None)
    return result[0], result[1]
