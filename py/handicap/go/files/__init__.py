"""The tournament files ``go-round`` reads, one reader module each, and their registry (as the
handicap systems keep theirs beside them, and as python-chess keeps ``VARIANTS``):

    opengotha   OpenGotha's XML (.xml, root <Tournament>)              opengotha.py
    pairgoth    pairgoth's JSON (.tour)                                 pairgoth.py
    macmahon    the MacMahon program's XML (.xml, root <TournamentData>) macmahon.py
    egd         EGD results tables (.h9, .h10)                          egd.py

A format registers here once: its key (its reader is the module of that name in this folder, with
``read_round(text, round, field) -> FileRound``, imported when a file of it is first read), the
name its users know it by (a program's or a body's: not translated), the file names it is saved
under, the test that recognises it from its content (a file's name may lie or be lost: the first
format whose test holds reads it), and the request fields its own settings fill. Everything that
lists the formats reads this: the reader (``reader.py``), the command line's help, the engine's
words (``formats_text``), the page (go-systems' ``file_formats``), the docs' table and the tests.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ...i18n import say


@dataclass(frozen=True)
class FileFormat:
    key: str  # "opengotha": the reader module's name, and the format's in replies
    name: str  # "OpenGotha": as its users write it, in every language
    extensions: tuple[str, ...]  # (".xml",): for the page's file picker and the help
    recognises: Callable[[str], bool]  # the file's text without its BOM and leading blanks -> whether it is one
    settings: tuple[str, ...]  # the request fields the file's own values fill (the round's defaults)


_XML_ROOT = re.compile(r"<([A-Za-z_][\w.-]*)")
_BLANKS = re.compile(r"\s*")
# What may come before the root, and how each closes: a DTD too, so that a MacMahon file with one is
# recognised as MacMahon's (and refused by its reader, which names the program to save it from)
_PROLOGUE_ENDS = {"<?": "?>", "<!--": "-->", "<!DOCTYPE": ">"}
# A line of an EGD table: a comment, or a place, a name and a rank; blanks within the line only
# (a blank run that spans lines made the test quadratic in blank lines)
_EGD_LINE = re.compile(r"^[ \t]*(?:;|\d{1,4}[ \t]+\S.*[ \t]\d{1,2}[kdpKDP]\s)", re.MULTILINE)
_HANDICAP_SETTINGS = ("system", "no_handicap_above", "handicap_correction", "max_stones", "handicap_basis")


def xml_root(start: str) -> str | None:
    """The root element's name of a text that starts with "<" ("" when none can be found), else None."""
    if not start.startswith("<"):
        return None
    at = 0
    while True:  # past the declarations and comments before the root: each closing found once, so linear
        at = _BLANKS.match(start, at).end()  # type: ignore[union-attr] # the pattern matches "" at least
        opening = next((o for o in _PROLOGUE_ENDS if start[at:at + len(o)].upper() == o), None)  # <!doctype too
        if opening is None:
            break
        after = at + len(opening)
        if opening == "<!DOCTYPE":  # its internal subset, in brackets, may hold ">"
            first = start.find(">", after)
            bracket = start.find("[", after, first if first >= 0 else len(start))
            after = start.find("]", bracket) if bracket >= 0 else after
            if after < 0:
                return ""
        closing = start.find(_PROLOGUE_ENDS[opening], after)
        if closing < 0:
            return ""  # never closed: no root (OpenGotha's reader names what is wrong)
        at = closing + len(_PROLOGUE_ENDS[opening])
    root = _XML_ROOT.match(start, at)
    return root.group(1) if root else ""


FORMATS: tuple[FileFormat, ...] = (
    # An XML text whose root cannot be found goes to OpenGotha's reader, which names what is wrong.
    FileFormat("opengotha", "OpenGotha", (".xml",), lambda start: xml_root(start) in ("Tournament", ""),
               (*_HANDICAP_SETTINGS, "board", "even_komi")),
    FileFormat("pairgoth", "pairgoth", (".tour",), lambda start: start.startswith("{"),
               (*_HANDICAP_SETTINGS, "board", "rules", "even_komi")),
    FileFormat("macmahon", "MacMahon", (".xml",), lambda start: xml_root(start) == "TournamentData",
               _HANDICAP_SETTINGS),
    FileFormat("egd", "EGD", (".h9", ".h10"), lambda start: not start.startswith(("<", "{"))
               and _EGD_LINE.search(start[:20000]) is not None,
               ("system", "handicap_basis", "handicap_correction", "max_stones", "even_komi")),
)
FORMAT_KEYS: tuple[str, ...] = tuple(f.key for f in FORMATS)


def find_format(key: str) -> FileFormat:
    """The format called ``key`` ("opengotha", "pairgoth", …); KeyError for any other name."""
    for found in FORMATS:
        if found.key == key:
            return found
    raise KeyError(key)


def recognise(text: str) -> FileFormat | None:
    """The format of a file's text, from its content alone; None when it is none of them."""
    start = text.lstrip("\ufeff \t\r\n")
    return next((f for f in FORMATS if f.recognises(start)), None)


def format_text(found: FileFormat) -> str:
    """"OpenGotha (.xml)", in the current language's words."""
    return say("round.file.format", name=found.name, extensions=say("list.separator").join(found.extensions))


def formats_text() -> str:
    """Every format, as lists of them say it: "OpenGotha (.xml), pairgoth (.tour), …"."""
    return say("list.separator").join(format_text(f) for f in FORMATS)


__all__ = ["FORMATS", "FORMAT_KEYS", "FileFormat", "find_format", "format_text", "formats_text", "recognise",
           "xml_root"]
