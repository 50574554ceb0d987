"""Text in a terminal: the width of a text in columns and padding to a column, for the command
line's tables (``cli.py``), and the output's encoding (:func:`utf8_output`). The command line's
alone: the page's engine leaves it out (scripts/engine-bundle.mjs), with ``cli.py`` and
``__main__.py``."""

from __future__ import annotations

import codecs
import io
import os
import sys
import unicodedata
from collections.abc import Mapping


def columns(text: str) -> int:
    """The columns a text takes in a terminal: East Asian wide and full-width characters (段, 치,
    ：) two, combining marks none, any other one (ambiguous ones such as − and × one too, as most
    terminals show them)."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def align(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded with spaces to ``width`` terminal columns (:func:`columns`), on the left
    when ``right``; a text already as wide or wider is left as it is."""
    pad = " " * max(0, width - columns(text))
    return pad + text if right else text + pad


# Characters a terminal acts on instead of showing: control characters (ESC starts a sequence that
# recolours, moves the cursor or retitles the window), line and paragraph separators, and format
# characters such as the right-to-left override, which reorder what follows them.
_ACTING = ("Cc", "Cf", "Zl", "Zp")


def shown(text: str) -> str:
    """Text from the user's input made safe to echo on a terminal: each character a terminal would
    act on written as its escape ("\\x1b", "\\u202e"), so a refused line shows what it holds and
    changes nothing on the screen."""
    if text.isprintable():  # the usual case, at C speed
        return text
    return "".join(_escape(c) if unicodedata.category(c) in _ACTING else c for c in text)


def _escape(character: str) -> str:
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


# What a character the output's encoding lacks becomes (the engine writes typographic signs).
_ASCII = {"\u2212": "-", "\u00d7": "x", "\u2013": "-", "\u2014": "-", "\u2018": "'", "\u2019": "'",
          "\u201c": '"', "\u201d": '"', "\u2026": "...", "\u202f": " ", "\u00a0": " ", "\u2009": " ",
          "\u00bd": "1/2", "\u2265": ">=", "\u2264": "<=", "\u2192": "->", "\u00b1": "+/-"}


def _fallback(error: UnicodeError) -> tuple[str, int]:
    """The ``handicap-fallback`` error handler: a sign the encoding lacks as its ASCII look-alike,
    a letter as its unaccented self (``è`` in ASCII: ``e``), any other character as ``?`` (so a
    Japanese answer in cp1252 is marked, not a crash)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start:error.end]
    return "".join(_ASCII.get(c) or _unaccented(c) for c in text), error.end


def _unaccented(character: str) -> str:
    base = "".join(c for c in unicodedata.normalize("NFKD", character) if not unicodedata.combining(c))
    return base if base.isascii() and base.isprintable() and base else "?"


codecs.register_error("handicap-fallback", _fallback)


def utf8_output(environ: Mapping[str, str] | None = None) -> None:
    """Make the command line's stdout and stderr UTF-8, whatever the terminal or the system's
    locale (a redirect on Windows gets cp1252), as most command-line programs write; only an
    encoding asked for by name in PYTHONIOENCODING is kept, and there a character it lacks is
    replaced (:func:`_fallback`) instead of ending the program."""
    environ = os.environ if environ is None else environ
    asked = environ.get("PYTHONIOENCODING", "").partition(":")[0].strip()
    for stream in (sys.stdout, sys.stderr):
        if not isinstance(stream, io.TextIOWrapper):
            continue
        if asked and codecs.lookup(asked).name != "utf-8":
            stream.reconfigure(errors="handicap-fallback")
        else:
            stream.reconfigure(encoding="utf-8", errors="strict")
