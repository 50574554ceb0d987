"""Exact numbers for the seeds' arithmetic: reading them, the seeds' rounding, and JSON.

The seeds compute with fractions (a 13x13 board factor of 2.5, a handicap value of 5/6), so the
engine uses :class:`fractions.Fraction` throughout and converts to float only at the JSON edge.
How numbers are shown to people is in :mod:`handicap.text`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction

from .errors import InvalidInput
from .i18n import say
from .i18n.numbers import decimal_mark
from .text import quote

_TOO_LONG = 40  # characters; longer numeric strings are junk, not ratings
# The most digits a number may have either side of its decimal point, as written or through its
# exponent: "1e9999999" would build a number of ten million digits before any range is checked
# (seconds of CPU), "1e-4301" a denominator Python cannot write as text. No value the engine reads
# comes near: each is refused here, before any arithmetic.
MAX_DIGITS = 400
_EXPONENT = re.compile(r"[eE]\s*([+-]?\d+)")
# "2,5" in a language that writes a decimal comma (fr, de): one comma between digits, no dot. Not in
# English, where "1,500" is a thousand and a half.
_DECIMAL_COMMA = re.compile(r"^[+-]?\d+,\d+$")

JsonValue = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]


def parse_fraction(field: str, value: object, *, what: str | None = None, player: int | None = None) -> Fraction:
    """Read a JSON/CLI value as an exact number: ints, finite floats, or strings such as
    "4", " 2.5 ", "-1", "7/3". Booleans, NaN, infinities and other text are rejected.
    ``what`` names what was wanted in an error ("a number" unless said)."""
    what = what or say("error.what.number")
    if isinstance(value, bool) or value is None:
        raise InvalidInput(field, say("error.value.is_not", value=quote(value), what=what), player)
    if isinstance(value, int):
        if value.bit_length() > MAX_DIGITS * 3.33:  # 10^400 needs 1329 bits
            raise InvalidInput(field, say("error.number.digits", value=quote(value), limit=MAX_DIGITS), player)
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(field, say("error.not_finite", value=quote(value), what=what), player)
        return Fraction(repr(value))  # the decimal the user wrote, not the binary neighbour
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise InvalidInput(field, say("error.empty", what=what), player)
        if len(text) > _TOO_LONG:
            raise InvalidInput(field, say("error.value.is_not", value=quote(text), what=what), player)
        lowered = text.lower()
        if any(word in lowered for word in ("nan", "inf")):
            raise InvalidInput(field, say("error.not_finite", value=quote(text), what=what), player)
        if decimal_mark() == "," and _DECIMAL_COMMA.match(text):
            text = text.replace(",", ".")
        exponent = _EXPONENT.search(text)
        if exponent and abs(int(exponent.group(1))) > MAX_DIGITS:  # at most 40 characters: int() is cheap
            raise InvalidInput(field, say("error.number.digits", value=quote(text), limit=MAX_DIGITS), player)
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise InvalidInput(field, say("error.value.is_not", value=quote(text), what=what), player) from None
    raise InvalidInput(field, say("error.value.is_not", value=quote(value), what=what), player)


# A whole number in a file (a handicap, a table, a round): ASCII digits (``str.isdigit`` also takes
# "²", which ``int`` refuses), an optional sign, at most nine digits: no count in a tournament file or
# a game record has more, and a longer one overflows a float (400 digits) or Python's integer text
# limit (4,300).
_FILE_WHOLE = re.compile(r"\s*[+-]?[0-9]{1,9}\s*")


def file_whole(text: str | None) -> int | None:
    """A whole number as a file writes it ("3", " -1 "), or None for anything else."""
    return int(text) if text is not None and _FILE_WHOLE.fullmatch(text) else None


def file_fraction(text: str) -> Fraction | None:
    """A number as a file writes it ("7.5", " 6,5 ", "-1e1"), or None for anything else: one over
    40 characters or with an exponent past MAX_DIGITS is refused before it is built."""
    text = text.strip().replace(",", ".")
    exponent = _EXPONENT.search(text)
    if len(text) > _TOO_LONG or (exponent and abs(int(exponent.group(1))) > MAX_DIGITS):
        return None
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None


def round_half_away_from_zero(value: Fraction) -> int:
    """The seeds' ``round``: halves go away from zero, so round(-0.5) = -1 and round(2.5) = 3
    (Python's built-in ``round`` would give 0 and 2)."""
    magnitude = math.floor(abs(value) + Fraction(1, 2))
    return magnitude if value >= 0 else -magnitude


def to_json_number(value: Fraction | int) -> int | float:
    """An exact number for JSON: an int when whole, else the nearest float."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else float(value)


def json_value(value: object) -> JsonValue:
    """A reply value for JSON: fractions as numbers (:func:`to_json_number`), decimals as floats,
    mappings and sequences item by item; text, numbers, booleans and null as they are."""
    if value is None or isinstance(value, (bool, str, float)):
        return value
    if isinstance(value, (int, Fraction)):
        return to_json_number(value)
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, Mapping):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_value(v) for v in value]
    raise TypeError(f"no JSON form for {type(value).__name__}")
