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
        raise InvalidInput(field, "is missing")
    return request[field]


def choice(request: Request, field: str, allowed: Sequence[str], default: Any = MISSING) -> str:
    """One of ``allowed`` (case and surrounding spaces ignored)."""
    value = raw(request, field, default)
    text = value.strip().lower() if isinstance(value, str) else value
    if text not in allowed:
        raise InvalidInput(field, f"{quote(value)} is not allowed; use one of: {', '.join(allowed)}")
    return str(text)


def optional_choice(request: Request, field: str, allowed: Sequence[str]) -> str | None:
    """Like :func:`choice`, but a field not :func:`given` gives None."""
    return choice(request, field, allowed) if given(request, field) else None


def whole_number(field: str, value: object, allowed: Sequence[int], allowed_text: str | None = None) -> int:
    """An integer from ``allowed``, given as a number or as text ("13")."""
    if allowed_text is None:
        if len(allowed) > 10 and list(allowed) == list(range(min(allowed), max(allowed) + 1)):
            allowed_text = f"a whole number from {min(allowed)} to {max(allowed)}"
        else:
            allowed_text = "one of: " + ", ".join(str(a) for a in allowed)
    try:
        number = parse_fraction(field, value)
    except InvalidInput:
        raise InvalidInput(field, f"{quote(value)} is not allowed; use {allowed_text}") from None
    if number.denominator != 1 or number.numerator not in allowed:
        raise InvalidInput(field, f"{quote(value)} is not allowed; use {allowed_text}")
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
    what: str = "a number",
    player: int | None = None,
) -> Fraction:
    """An exact number within [minimum, maximum]."""
    low = "" if minimum is None else f" from {show_bound(Fraction(minimum))}"
    high = "" if maximum is None else f" to {show_bound(Fraction(maximum))}"
    allowed = f"allowed: {what}{low}{high}"
    try:
        result = parse_fraction(field, value, what=what, player=player)
    except InvalidInput as error:
        raise InvalidInput(field, f"{error.message}; {allowed}" if low or high else error.message, player) from None
    if (minimum is not None and result < minimum) or (maximum is not None and result > maximum):
        raise InvalidInput(field, f"{quote(value)} is out of range; {allowed}", player)
    return result


def number(
    request: Request,
    field: str,
    *,
    minimum: Fraction | int | None = None,
    maximum: Fraction | int | None = None,
    default: Any = MISSING,
    what: str = "a number",
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
        raise InvalidInput("names", f"{quote(value)} is not a pair: give two names (either may be blank)")
    result: list[str | None] = []
    for player, name in enumerate(value, start=1):
        if name is None:
            result.append(None)
            continue
        if not isinstance(name, str):
            raise InvalidInput("names", f"{quote(name)} is not a name: give text", player)
        text = " ".join(name.split())
        if len(text) > MAX_NAME:
            raise InvalidInput("names", f"{quote(name)} is too long: at most {MAX_NAME} characters", player)
        if plain_text and any(unicodedata.category(c).startswith("C") for c in text):
            raise InvalidInput("names", f"{quote(name)} has control characters: give plain text", player)
        result.append(text or None)
    return result[0], result[1]
