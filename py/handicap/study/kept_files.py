"""Files the page's worker hands to the engine once, for the several requests of one study: a big
.zip is read in slices (``study-read``'s ``start``/``count``), and without this every slice would
bring the whole archive again (as base64 text in the request's JSON) and read its directory again.

    keep(key, data, size)   the worker read the file: its first bytes (at most the limit
                            ``sources.MAX_ARCHIVE_BYTES`` + 1) and its whole ``size``
    {"name", "kept": key}   a request's file that is a kept one (``sources.read_files``)
    drop(key)               the study ended or was cancelled: the bytes are let go

A kept .zip's directory is read the first time a slice asks for it and kept with the bytes. The
page keeps one batch of files at a time (about 2 MB, or one .zip), so what is kept stays small.
"""

from __future__ import annotations

from . import zip_members
from .zip_members import Member


class KeptFile:
    """A kept file's bytes (cut at the limit: a bigger file is only said to be too big), its whole
    size, and its .zip directory once read."""

    def __init__(self, data: bytes, size: int) -> None:
        self.data = data
        self.size = size
        self._directory: list[Member] | None = None
        self._directory_read = False

    def directory(self) -> list[Member] | None:
        """The .zip's files (``zip_members.members``: None for an archive it leaves to zipfile), read once."""
        if not self._directory_read:
            self._directory = zip_members.members(self.data)
            self._directory_read = True
        return self._directory


_KEPT: dict[str, KeptFile] = {}


def keep(key: str, data: bytes | bytearray | memoryview, size: int) -> None:
    _KEPT[key] = KeptFile(bytes(data), max(size, len(data)))


def drop(key: str) -> None:
    _KEPT.pop(key, None)


def kept(key: str) -> KeptFile | None:
    return _KEPT.get(key)
