"""What the study's file picker offers, and its hint: the names of the files a study reads.

The study tells a file's kind from its content (``sources.py``); these names only let a person's
file picker show the right files. Game records, their archives and the study's own CSV are listed
here; the tournament files come from their registry (``go/files``: ``FORMATS``), so a new format
reaches the picker and the hint without a line here.
"""

from __future__ import annotations

from ..go.files import FORMATS, formats_text
from ..i18n import say

# SGF records, the archives a server publishes them in (.zip, .tar, .tar.gz/.tgz, .tar.bz2, a
# single .sgf.gz), the CSV ``handicap study --csv`` writes, and SGF saved under .txt
RECORD_EXTENSIONS: tuple[str, ...] = (".sgf", ".zip", ".tar", ".gz", ".tgz", ".bz2", ".csv", ".txt")


def picker_extensions() -> list[str]:
    """Every file name the picker offers: the records' and each tournament format's, once each."""
    names = [*RECORD_EXTENSIONS, *(extension for f in FORMATS for extension in f.extensions)]
    return list(dict.fromkeys(extension.lower() for extension in names))


def files_hint() -> str:
    """The hint under the picker, naming each tournament format with its file names."""
    return say("study.hint.files", formats=formats_text())


__all__ = ["RECORD_EXTENSIONS", "files_hint", "picker_extensions"]
