"""Reading request fields: each helper returns a clean value or raises InvalidInput naming the
field, the value given and what is allowed. Used by every command, so messages stay uniform."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from .errors import InvalidInput
from .exact import _show, parse_fraction, show

_MISSING = object()


def raw(request: Mapping[str, Any], field: str, default: Any = _MISSING) -> Any:
    value = request.get(field, _MISSING)
    if value is _MISSING or (isinstance(value, str) and not value.strip() and default is not _MISSING):
        if default is _MISSING:
            raise InvalidInput(field, "is missing")
        return default
    return value


def choice(request: Mapping[str, Any], field: str, allowed: Sequence[str], default: Any = _MISSING) -> str:
    """One of ``allowed`` (case and surrounding spaces ignored)."""
    value = raw(request, field, default)
    text = value.strip().lower() if isinstance(value, str) else value
    if text not in allowed:
        raise InvalidInput(field, f"{_show(value)} is not allowed; use one of: {', '.join(allowed)}")
    return text


def optional_choice(request: Mapping[str, Any], field: str, allowed: Sequence[str]) -> str | None:
    """Like :func:`choice`, but a missing, null or blank value gives None."""
    value = request.get(field)
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return choice(request, field, allowed)


def int_choice(request: Mapping[str, Any], field: str, allowed: Sequence[int], default: Any = _MISSING) -> int:
    """An integer from ``allowed``, given as a number or as text ("13")."""
    value = raw(request, field, default)
    if len(allowed) > 10 and list(allowed) == list(range(min(allowed), max(allowed) + 1)):
        allowed_text = f"a whole number from {min(allowed)} to {max(allowed)}"
    else:
        allowed_text = "one of: " + ", ".join(str(a) for a in allowed)
    try:
        number = parse_fraction(field, value)
    except InvalidInput:
        raise InvalidInput(field, f"{_show(value)} is not allowed; use {allowed_text}") from None
    if number.denominator != 1 or number.numerator not in allowed:
        raise InvalidInput(field, f"{_show(value)} is not allowed; use {allowed_text}")
    return number.numerator


def number(
    request: Mapping[str, Any],
    field: str,
    *,
    minimum: Fraction | int | None = None,
    maximum: Fraction | int | None = None,
    default: Any = _MISSING,
    what: str = "a number",
) -> Fraction:
    """An exact number within [minimum, maximum]."""
    value = raw(request, field, default)
    low = "" if minimum is None else f" from {_bound(Fraction(minimum))}"
    high = "" if maximum is None else f" to {_bound(Fraction(maximum))}"
    allowed = f"allowed: {what}{low}{high}"
    try:
        result = parse_fraction(field, value, what=what)
    except InvalidInput as error:
        raise InvalidInput(field, f"{error.message}; {allowed}" if low or high else error.message) from None
    if (minimum is not None and result < minimum) or (maximum is not None and result > maximum):
        raise InvalidInput(field, f"{_show(value)} is out of range; {allowed}")
    return result


def _bound(value: Fraction) -> str:
    """A range end in full: 0.0001 stays "0.0001" (``show`` would cut it to "0.000…")."""
    for places in range(7):
        if (value * 10**places).denominator == 1:
            return show(value, places)
    return show(value)
