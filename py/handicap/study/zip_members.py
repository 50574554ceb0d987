"""A .zip's files read straight from its bytes, for the archives most tools write: the page reads a
big .zip in slices, one request each, and ``zipfile`` builds a ``ZipInfo`` for every file of the
archive on every request (in Pyodide, most of a slice's time for a .zip of 10,000 files).

The format (PKWARE's APPNOTE.TXT, sections 4.3.7, 4.3.12, 4.3.16): the end record ``PK\\5\\6`` at
the end names the central directory (its offset and number of entries); each central entry
``PK\\1\\2`` (46 bytes, then the name, extra field and comment) gives a file's method, CRC-32,
sizes and its local header ``PK\\3\\4`` (30 bytes, then the name and extra field, then the data).

Only what is plain is read here: one disk, no ZIP64, no encryption, stored or deflated, the
central directory just before the end record. Anything else gives None and ``zipfile`` reads the
archive. A file whose local header or CRC-32 is wrong raises ``zipfile.BadZipFile``, as
``zipfile`` does at that file.
"""

from __future__ import annotations

import struct
import zipfile
import zlib
from typing import NamedTuple

_END = b"PK\x05\x06"
_CENTRAL = b"PK\x01\x02"
_LOCAL = b"PK\x03\x04"
_END_SIZE, _CENTRAL_SIZE, _LOCAL_SIZE = 22, 46, 30
_MAX_COMMENT = 0xFFFF
_STORED, _DEFLATED = 0, 8
_ENCRYPTED, _UTF8 = 0x1, 0x800


class Member(NamedTuple):
    raw_name: bytes
    flags: int
    method: int
    crc: int
    compressed: int
    size: int
    header: int  # the offset of its local header

    @property
    def name(self) -> str:
        return self.raw_name.decode("utf-8" if self.flags & _UTF8 else "cp437", errors="replace")


def members(data: bytes) -> list[Member] | None:
    """The archive's files (folders left out), in the central directory's order; None when the
    archive is not a plain one (``zipfile`` then reads it)."""
    end = data.rfind(_END, max(0, len(data) - _END_SIZE - _MAX_COMMENT))
    if end < 0 or end + _END_SIZE > len(data):
        return None
    disk, first_disk, _, entries, size, offset, _ = struct.unpack_from("<HHHHIIH", data, end + 4)
    if disk or first_disk or entries == 0xFFFF or offset == 0xFFFFFFFF or offset + size != end:
        return None  # several disks, ZIP64, or data before the archive: zipfile's business
    found: list[Member] = []
    at = offset
    # signature, (versions), flags, method, (time, date), CRC-32, sizes, name, extra and comment
    # lengths, (disk, attributes), the local header's offset
    unpack = struct.Struct("<4s4xHH4xIIIHHH8xI").unpack_from
    for _ in range(entries):
        if at + _CENTRAL_SIZE > end:
            return None
        signature, flags, method, crc, compressed, unpacked, name_size, extra_size, comment_size, header = \
            unpack(data, at)
        if signature != _CENTRAL or flags & _ENCRYPTED or method not in (_STORED, _DEFLATED) \
                or 0xFFFFFFFF in (compressed, unpacked, header):
            return None
        raw = data[at + _CENTRAL_SIZE:at + _CENTRAL_SIZE + name_size]
        at += _CENTRAL_SIZE + name_size + extra_size + comment_size
        if b"\x00" in raw:
            return None
        if not raw.endswith(b"/"):
            found.append(Member(raw, flags, method, crc, compressed, unpacked, header))
    return found if at == end else None


def read(data: bytes, member: Member) -> bytes:
    """The file's bytes, never more than its declared size."""
    at = member.header
    if data[at:at + 4] != _LOCAL or at + _LOCAL_SIZE > len(data):
        raise zipfile.BadZipFile("bad local header")
    name_size, extra_size = struct.unpack_from("<HH", data, at + 26)
    if data[at + _LOCAL_SIZE:at + _LOCAL_SIZE + name_size] != member.raw_name:
        raise zipfile.BadZipFile("the names in the directory and the header differ")
    start = at + _LOCAL_SIZE + name_size + extra_size
    packed = data[start:start + member.compressed]
    if member.method == _STORED:
        content = packed[:member.size]
    else:
        try:
            content = zlib.decompressobj(-15).decompress(packed, member.size)
        except zlib.error:
            raise zipfile.BadZipFile("bad deflate data") from None
    if len(content) != member.size or zlib.crc32(content) != member.crc:
        raise zipfile.BadZipFile("bad CRC-32")
    return content


