"""Which tournament file a text is, from its content alone (a file's name may lie or be lost):

    "{" first                          pairgoth's .tour (JSON)
    "<", root <Tournament>             OpenGotha's XML
    "<", root <TournamentData>         the MacMahon program's XML
    lines starting with ";" or a player line "1 Name 3d …"   an EGD table (.h9, .h10)

Anything else is refused with a message listing the four. Each reader checks the size first.
"""

from __future__ import annotations

import re

from ...errors import InvalidInput
from .. import opengotha
from .. import round_words as words
from ..pairings import check_size
from . import egd, macmahon, pairgoth
from .file_round import FileRound

_XML_ROOT = re.compile(r"<([A-Za-z_][\w.-]*)")
_EGD_LINE = re.compile(r"^\s*(?:;|\d{1,4}\s+\S.*\s\d{1,2}[kdpKDP]\s)", re.MULTILINE)


def kind(text: str) -> str:
    """"pairgoth", "opengotha", "macmahon", "egd" or "" (none of them)."""
    start = text.lstrip("\ufeff \t\r\n")
    if start.startswith("{"):
        return "pairgoth"
    if start.startswith("<"):
        body = re.sub(r"<\?.*?\?>|<!--.*?-->", "", start, flags=re.DOTALL).lstrip()
        root = _XML_ROOT.match(body)
        if root is None or root.group(1) == "Tournament":
            return "opengotha"  # its reader names what is wrong (a DTD, a bad root, not XML)
        return "macmahon" if root.group(1) == "TournamentData" else "opengotha"
    if _EGD_LINE.search(start[:20000]):
        return "egd"
    return ""


def read_file(text: str, round_value: object, source: str = "file") -> FileRound:
    """One round of any of the four files (``source``: the request field holding it)."""
    check_size(source, text)
    found = kind(text)
    if found == "pairgoth":
        return pairgoth.read_round(text, round_value, source)
    if found == "opengotha":
        return opengotha.read_round(text, round_value, source)
    if found == "macmahon":
        return macmahon.read_round(text, round_value, source)
    if found == "egd":
        return egd.read_round(text, round_value, source)
    raise InvalidInput(source, words.not_tournament_file())
