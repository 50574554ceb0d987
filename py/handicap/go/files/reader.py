"""Which tournament file a text is, from its content alone (the registry's tests, in
``files/__init__.py``), and one round of it read by its format's reader, imported when a file of
it is first read. Anything else is refused with a message saying what it is (``kinds.py``: pairings, a game record, an
archive, a binary) and listing every registered format. Each
reader checks the size first; the cycle collector is paused while it reads (``collector.py``).
"""

from __future__ import annotations

import importlib

from ...errors import InvalidInput
from .. import round_words as words
from ..pairings import check_size, lines_of, read_pairings
from . import FORMATS, recognise
from .collector import collector_paused
from .file_round import FileRound
from .kinds import file_kind

PAIRINGS_LOOK = 40  # lines: enough to tell pairings from a table, few enough to cost nothing


def kind(text: str) -> str:
    """The key of the text's format ("opengotha", "pairgoth", …), or "" (none of them)."""
    found = recognise(text)
    return found.key if found else ""


def _reads_as_pairings(text: str) -> bool:
    """Whether a text an EGD table's loose test takes ("1 Ann 3d - Bob 5k" has a place, a name and a
    rank) reads as pairings: more of its first lines are pairings than are not (an EGD table's
    lines are never pairings)."""
    head = "\n".join(lines_of(text)[:PAIRINGS_LOOK])
    parsed = read_pairings(head)
    return len(parsed.pairings) > len(parsed.errors)


def read_file(text: str, round_value: object, source: str = "file") -> FileRound:
    """One round of any registered file (``source``: the request field holding it)."""
    check_size(source, text)
    kind = file_kind(text)
    found = recognise(text) if kind in ("pairings", "not-tournament") else None
    if found is None or (found.key == "egd" and _reads_as_pairings(text)):
        plain = kind in ("pairings", "not-tournament")
        raise InvalidInput(source, words.not_tournament_file() if plain else words.not_a_round_file(kind), kind=kind)
    reader = importlib.import_module(f"{__package__}.{found.key}")
    with collector_paused():
        round_read: FileRound = reader.read_round(text, round_value, source)
    return round_read


__all__ = ["FORMATS", "kind", "read_file"]
