"""Text in a terminal: the width of a text in columns and padding to a column, for the command
line's tables (``cli.py``). The command line's alone: the page's engine leaves it out
(scripts/engine-bundle.mjs), with ``cli.py`` and ``__main__.py``."""

from __future__ import annotations

import unicodedata


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
