"""Exact numbers for the seeds' arithmetic: parsing, the seeds' rounding, and display.

The seeds compute with fractions (a 13x13 board factor of 2.5, a handicap value of 5/6), so the
engine uses :class:`fractions.Fraction` throughout and converts to float only at the JSON edge.
"""

from __future__ import annotations

import json
import math
import unicodedata
from fractions import Fraction
from typing import Any

from .errors import InvalidInput

_TOO_LONG = 40  # characters; longer numeric strings are junk, not ratings


def parse_fraction(field: str, value: Any, *, what: str = "a number") -> Fraction:
    """Read a JSON/CLI value as an exact number: ints, finite floats, or strings such as
    "4", " 2.5 ", "-1", "7/3". Booleans, NaN, infinities and other text are rejected."""
    if isinstance(value, bool) or value is None:
        raise InvalidInput(field, f"{_show(value)} is not {what}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(field, f"{_show(value)} is not {what}: it must be finite")
        return Fraction(repr(value))  # the decimal the user wrote, not the binary neighbour
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise InvalidInput(field, f"is empty: give {what}")
        if len(text) > _TOO_LONG:
            raise InvalidInput(field, f"{_show(text)} is not {what}")
        lowered = text.lower()
        if any(word in lowered for word in ("nan", "inf")):
            raise InvalidInput(field, f"{_show(text)} is not {what}: it must be finite")
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise InvalidInput(field, f"{_show(text)} is not {what}") from None
    raise InvalidInput(field, f"{_show(value)} is not {what}")


def round_half_away_from_zero(value: Fraction) -> int:
    """The seeds' ``round``: halves go away from zero, so round(-0.5) = -1 and round(2.5) = 3
    (Python's built-in ``round`` would give 0 and 2)."""
    magnitude = math.floor(abs(value) + Fraction(1, 2))
    return magnitude if value >= 0 else -magnitude


def to_json_number(value: Fraction | int) -> int | float:
    """An exact number for JSON: an int when whole, else the nearest float."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else float(value)


def show(value: Fraction | int, places: int = 3) -> str:
    """A number as people write it: "-0.5", "2.7", "0.833…" (an ellipsis marks a cut)."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator).replace("-", "−")
    scaled = value * 10**places
    if scaled.denominator == 1:
        text = f"{float(value):.{places}f}".rstrip("0")
    else:
        text = f"{float(value):.{places}f}…"
    return text.replace("-", "−")


_ESCAPED = ("Cf", "Cc", "Zl", "Zp")  # format, control, line and paragraph separator characters


def _show(value: Any) -> str:
    """A value as the user sent it, for messages: JSON spelling (null, true, "text", [1, 2]),
    control characters escaped so a message stays on one line, cut after 60 characters."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (ValueError, TypeError, RecursionError):
        text = repr(value)
    if isinstance(value, Fraction):
        text = str(value)
    # invisible format characters (right-to-left overrides, zero-width joiners), the control
    # characters JSON leaves as they are (DEL, C1 such as NEL) and line separators shown as escapes
    text = "".join(f"\\u{ord(c):04x}" if unicodedata.category(c) in _ESCAPED else c for c in text)
    return text if len(text) <= 60 else text[:57] + "…"
