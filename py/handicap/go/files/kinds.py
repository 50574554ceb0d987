"""What a file given as a tournament is, from its content, when it is none of the registered
formats (``FORMATS``): pairings to read as typed ones, or a file of another kind a person drops on
the round by mistake, named so they know where it goes (the guide's rule: "Feed every reader the
wrong kind of file a person would drop on it: it is refused by name, and what was open stays open").

    archive       a .zip (PK\\x03\\x04, PK\\x05\\x06), gzip (\\x1f\\x8b: a .tar.gz), 7-Zip, RAR, or a
                  tar (``ustar`` at byte 257)
    game-record   an SGF game record: "(" and ";" then a property, FF[4] (red-bean.com/sgf)
    binary        anything with NUL characters or mostly control characters (an image, a PDF's
                  stream): not text
    not-tournament  markup ("<") no format's root: an XML or HTML file of something else
    pairings      any other text: the round reads it as pasted pairings

The text is the file's bytes as the page and the command line read them: UTF-8, else Windows'
Western encoding, so a byte 0x8b is "‹". Only the first MAX_LOOK characters are looked at.
"""

from __future__ import annotations

import re

MAX_LOOK = 4096
# Each archive's first bytes as read through Windows-1252 (0x8b is "‹", 0xaf "¯", 0xbc "¼", 0x27 "'",
# 0x1c is itself); UTF-8 never starts with these, so the page reads such a file through cp1252.
_ARCHIVE_STARTS = ("PK\x03\x04", "PK\x05\x06", "PK\x07\x08", "\x1f\u2039", "7z\u00bc\u00af'\x1c", "Rar!\x1a\x07")
_SGF = re.compile(r"\(\s*;\s*[A-Za-z]{1,8}\s*\[")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")


def file_kind(text: str) -> str:
    """"archive", "game-record", "binary", "not-tournament" or "pairings" (the module's table): the
    first three whatever a format's test would say (an SGF's comment can look like an EGD line)."""
    head = text[:MAX_LOOK]
    start = head.lstrip("\ufeff \t\r\n")
    if start.startswith(_ARCHIVE_STARTS) or head[257:262] == "ustar":
        return "archive"
    if "\x00" in head or len(_CONTROL.findall(head)) > len(head) // 10:
        return "binary"
    if _SGF.match(start):
        return "game-record"
    return "not-tournament" if start.startswith("<") else "pairings"
