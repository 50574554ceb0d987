"""Values as people read them: a value quoted in a message as the user sent it (:func:`quote`),
and the number writers of :mod:`handicap.i18n.numbers` (the one place that writes a number for a
language: the real minus "−", cut decimals marked "…", the language's decimal mark), re-exported
here for the engine's modules."""

from __future__ import annotations

import json
import unicodedata
from fractions import Fraction

from .i18n.numbers import MINUS, percent, plain, show, show_bound, signed, trimmed, with_minus

__all__ = ["MINUS", "percent", "plain", "quote", "show", "show_bound", "signed", "trimmed", "with_minus"]

_ESCAPED = ("Cf", "Cc", "Zl", "Zp")  # format, control, line and paragraph separator characters


def _huge(value: int) -> str:
    """An integer too long for Python to write as text (over 4,300 digits): its first digits."""
    digits = int(value.bit_length() * 0.30103)  # within one of its digit count
    return f"{value // 10 ** (digits - 60)}…" if digits > 60 else str(value)


def quote(value: object) -> str:
    """A value as the user sent it, for messages: JSON spelling (null, true, "text", [1, 2]),
    control characters escaped so a message stays on one line, cut after 60 characters."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (ValueError, TypeError, RecursionError):
        text = _huge(value) if isinstance(value, int) else repr(value)
    if isinstance(value, Fraction):
        text = str(value)
    # invisible format characters (right-to-left overrides, zero-width joiners), the control
    # characters JSON leaves as they are (DEL, C1 such as NEL) and line separators shown as escapes
    text = "".join(f"\\u{ord(c):04x}" if unicodedata.category(c) in _ESCAPED else c for c in text)
    return text if len(text) <= 60 else text[:57] + "…"
