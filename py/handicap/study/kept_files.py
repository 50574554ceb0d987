"""Files the page's worker hands to the engine once, for the several requests of one study: a big
.zip is read in slices (``study-read``'s ``start``/``count``), and without this every slice would
bring the whole archive again (as base64 text in the request's JSON) and read its directory again.

    keep(key, data, size)   the worker read the file: its first bytes (at most the limit
                            ``sources.MAX_ARCHIVE_BYTES`` + 1) and its whole ``size``
    {"name", "kept": key}   a request's file that is a kept one (``sources.read_files``)
    drop(key)               the study ended or was cancelled: the bytes are let go

A kept .zip's directory is read the first time a slice asks for it and kept with the bytes; a
kept tar (plain, gzip or bzip2) keeps its stream where the last slice stopped, so the slices of a
.tar.gz decompress it once in all (a slice asked out of order starts the stream again). The
page keeps one batch of files at a time (about 2 MB, or one .zip), so what is kept stays small.
"""

from __future__ import annotations

from collections.abc import Iterator

from . import archives, zip_members
from .zip_members import Member


class KeptFile:
    """A kept file's bytes (cut at the limit: a bigger file is only said to be too big), its whole
    size, and its .zip directory once read."""

    def __init__(self, data: bytes, size: int) -> None:
        self.data = data
        self.size = size
        self._directory: list[Member] | None = None
        self._directory_read = False
        self._tar: Iterator[archives.Member] | None = None
        self._tar_next = 0  # the index of the member the kept stream gives next

    def directory(self) -> list[Member] | None:
        """The .zip's files (``zip_members.members``: None for an archive it leaves to zipfile), read once."""
        if not self._directory_read:
            self._directory = zip_members.members(self.data)
            self._directory_read = True
        return self._directory

    def tar_members(self, start: int) -> Iterator[archives.Member]:
        """The tar's members from the ``start``-th on, going on from the last slice's place when it
        stopped there; a damaged stream before ``start`` ends it quietly (that slice said so)."""
        if self._tar is None or self._tar_next != start:
            self._tar, self._tar_next = archives.tar_members(self.data), 0
        stream = self._tar
        try:
            while self._tar_next < start:
                next(stream)
                self._tar_next += 1
        except (StopIteration, archives.ArchiveDamaged):
            self._tar = None
            return
        while True:
            try:
                member = next(stream)
            except StopIteration:
                self._tar = None
                return
            except archives.ArchiveDamaged:
                self._tar = None
                raise
            self._tar_next = member.index + 1
            yield member


_KEPT: dict[str, KeptFile] = {}


def keep(key: str, data: bytes | bytearray | memoryview, size: int) -> None:
    _KEPT[key] = KeptFile(bytes(data), max(size, len(data)))


def drop(key: str) -> None:
    _KEPT.pop(key, None)


def kept(key: str) -> KeptFile | None:
    return _KEPT.get(key)
