"""Numbers and values as people read them: the real minus sign "−", cut decimals marked with an
ellipsis, the decimal mark of the request's language ("6.5", fr/de "6,5": :mod:`handicap.i18n`),
and a value quoted in a message as the user sent it. The engine's one place for formatting
numbers; the words themselves are in the catalogues (``handicap/i18n/<lang>/engine.py``)."""

from __future__ import annotations

import json
import unicodedata
from fractions import Fraction

from .i18n import DECIMAL_COMMA, language
from .i18n import number as localized

MINUS = "−"


def with_minus(text: str) -> str:
    """"-1.5" -> "−1.5": the typographic minus people expect on a page (and the request's
    language's decimal mark: "−1,5" in French)."""
    return localized(text.replace("-", MINUS))


def show(value: Fraction | int, places: int = 3) -> str:
    """A number as people write it: "−0.5", "2.7", "0.833…" (an ellipsis marks a cut)."""
    value = Fraction(value)
    if value.denominator == 1:
        return with_minus(str(value.numerator))
    scaled = value * 10**places
    if scaled.denominator == 1:
        text = f"{float(value):.{places}f}".rstrip("0")
    else:
        text = f"{float(value):.{places}f}…"
    return with_minus(text)


def show_bound(value: Fraction) -> str:
    """A range end in full: 0.0001 stays "0.0001" (``show`` would cut it to "0.000…")."""
    for places in range(7):
        if (value * 10**places).denominator == 1:
            return show(value, places)
    return show(value)


def signed(value: float, places: int = 2) -> str:
    """"+12.35", "−3.10"."""
    return with_minus(f"{value:+.{places}f}")


def plain(value: float, places: int = 2) -> str:
    """"1464.06", "−0.50"."""
    return with_minus(f"{value:.{places}f}")


def trimmed(value: float, places: int = 2) -> str:
    """A measured number without the zeros that say nothing: 1200.0 -> "1200", 1205.5 -> "1205.5"."""
    text = f"{value:.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return localized(with_minus("0" if text == "-0" else text))


def percent(value: float) -> str:
    """0.6395 -> "64.0%"."""
    return localized(f"{100 * value:.1f}") + "\u00a0%" if language() in DECIMAL_COMMA else f"{100 * value:.1f}%"


_ESCAPED = ("Cf", "Cc", "Zl", "Zp")  # format, control, line and paragraph separator characters


def quote(value: object) -> str:
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
