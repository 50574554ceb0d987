"""What a file's first bytes say it is, and the members of the archives a study reads, streamed.

A file's kind is told by its content (a name may lie or be lost), from the magic numbers the
formats' own specifications fix (the "file" command's magic database, ``file/magic/Magdir``, lists
the same ones):

    ARCHIVES    read, member by member: .zip (PKWARE's APPNOTE: "PK\\3\\4", or "PK\\5\\6" when
                empty), tar (POSIX.1-1988 ustar: "ustar" at byte 257), gzip (RFC 1952: 1F 8B),
                bzip2 ("BZh" and the block size 1–9); a gzip or bzip2 file is a tar inside (.tar.gz,
                .tgz, .tar.bz2) or one compressed file (a single .sgf.gz)
    REFUSED     named and not read: 7-Zip, RAR, xz, Zstandard, PDF, images, office documents of
                the OLE kind, SQLite, programs, audio and video, WebAssembly
    binary      any other file with a NUL byte in its first 8 KB (no text format a study reads has
                one; a UTF-16 text opens with its byte-order mark and is read as text)

No game is made from bytes that are not a game record: a refused kind is never decoded as text.

Members are streamed (``tarfile`` in its stream mode, ``r|*``): one member's bytes at a time, at
most ``MAX_MEMBER`` + 1 of them, so memory follows the games read, not the archive's size.
Folders inside are walked (a member's name keeps its path). A member is ``Member(index, name,
size, data)``: ``data`` None when the member is over ``MAX_MEMBER`` (it is then named, not read).
A damaged archive raises ``ArchiveDamaged`` naming the member being read.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import tarfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

MAX_MEMBER = 2 * 1024 * 1024  # as every reader's file (``pairings.MAX_BYTES``)
_TAR_MAGIC_AT = 257
_BINARY_PROBE = 8192


@dataclass(frozen=True)
class Kind:
    """A kind of file told by its first bytes: its key and its name's word id (``study.kind.<key>``)."""
    key: str
    test: Callable[[bytes], bool]


def _starts(*magics: bytes) -> Callable[[bytes], bool]:
    return lambda data: data.startswith(magics)


def _is_tar(data: bytes) -> bool:
    return data[_TAR_MAGIC_AT:_TAR_MAGIC_AT + 5] == b"ustar"


def _is_bzip2(data: bytes) -> bool:
    return data[:3] == b"BZh" and data[3:4] in (b"1", b"2", b"3", b"4", b"5", b"6", b"7", b"8", b"9") \
        and data[4:10] in (b"1AY&SY", b"\x17rE8P\x90")


def _is_riff(*forms: bytes) -> Callable[[bytes], bool]:
    return lambda data: data[:4] == b"RIFF" and data[8:12] in forms


# The archives a study reads (their members: game records and tournament files).
ARCHIVES: tuple[Kind, ...] = (
    Kind("zip", _starts(b"PK\x03\x04", b"PK\x05\x06")),
    Kind("tar", _is_tar),
    Kind("gzip", _starts(b"\x1f\x8b")),
    Kind("bzip2", _is_bzip2),
)

# What people drop on a study that is neither a game record, a tournament file nor an archive of
# them: named, never read.
REFUSED: tuple[Kind, ...] = (
    Kind("7z", _starts(b"7z\xbc\xaf\x27\x1c")),
    Kind("rar", _starts(b"Rar!\x1a\x07")),
    Kind("xz", _starts(b"\xfd7zXZ\x00")),
    Kind("zstd", _starts(b"\x28\xb5\x2f\xfd")),
    Kind("lzip", _starts(b"LZIP")),
    Kind("cab", _starts(b"MSCF\x00\x00\x00\x00")),
    Kind("pdf", _starts(b"%PDF-")),
    Kind("png", _starts(b"\x89PNG\r\n\x1a\n")),
    Kind("jpeg", _starts(b"\xff\xd8\xff")),
    Kind("gif", _starts(b"GIF87a", b"GIF89a")),
    Kind("webp", _is_riff(b"WEBP")),
    Kind("bmp", lambda d: d[:2] == b"BM" and len(d) > 14 and d[6:10] == b"\x00\x00\x00\x00"),
    Kind("tiff", _starts(b"II*\x00", b"MM\x00*")),
    Kind("ole", _starts(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")),
    Kind("sqlite", _starts(b"SQLite format 3\x00")),
    Kind("program", _starts(b"\x7fELF", b"MZ", b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"\xca\xfe\xba\xbe")),
    Kind("wasm", _starts(b"\x00asm")),
    Kind("media", lambda d: d[4:8] == b"ftyp" or d.startswith((b"OggS", b"ID3", b"fLaC", b"\x1aE\xdf\xa3"))
         or _is_riff(b"WAVE", b"AVI ")(d)),
)


def kind(data: bytes) -> str | None:
    """The key of the archive or refused kind the bytes open with; "binary" for other bytes that
    hold a NUL (and no UTF-16 byte-order mark); None for text."""
    if data[:2] == b"(;" and not _is_tar(data) and data[4:8] != b"ftyp":  # an SGF, as most files are:
        return "binary" if b"\x00" in data[:_BINARY_PROBE] else None  # no magic number opens so
    for known in (*ARCHIVES, *REFUSED):
        if known.test(data):
            return known.key
    head = data[:_BINARY_PROBE]
    if b"\x00" in head and not head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "binary"
    return None


_ARCHIVE_KEYS = frozenset(k.key for k in ARCHIVES)


def is_archive(key: str | None) -> bool:
    return key in _ARCHIVE_KEYS


@dataclass(frozen=True)
class Member:
    """One file inside an archive: its place (0 first), its name with its folders, its size and its
    bytes (None: over ``MAX_MEMBER``, named and not read)."""
    index: int
    name: str
    size: int
    data: bytes | None


class ArchiveDamaged(Exception):
    """The archive cannot be read on from here; ``member``: the member being read ("" before any)."""

    def __init__(self, member: str) -> None:
        super().__init__(member)
        self.member = member


# What a damaged stream raises in the standard library's readers.
DAMAGE = (tarfile.TarError, EOFError, OSError, zlib.error, lzma.LZMAError, ValueError, IndexError)


def _decompressor(data: bytes) -> io.BufferedIOBase | None:
    if data[:2] == b"\x1f\x8b":
        return gzip.GzipFile(fileobj=io.BytesIO(data), mode="rb")
    if _is_bzip2(data):
        return bz2.BZ2File(io.BytesIO(data), mode="rb")
    return None


def holds_tar(data: bytes) -> bool:
    """Whether a gzip or bzip2 file holds a tar (.tar.gz, .tar.bz2), else one compressed file; a
    plain tar holds itself. Reads at most one tar header's worth of the uncompressed stream."""
    if _is_tar(data):
        return True
    stream = _decompressor(data)
    if stream is None:
        return False
    try:
        with stream:
            return _is_tar(stream.read(512))
    except DAMAGE:
        return False


def single(data: bytes) -> tuple[int, bytes]:
    """A single compressed file (``name.sgf.gz``): its size read so far and at most
    ``MAX_MEMBER`` + 1 of its bytes. Raises ``ArchiveDamaged``."""
    stream = _decompressor(data)
    if stream is None:
        raise ArchiveDamaged("")
    try:
        with stream:
            content = stream.read(MAX_MEMBER + 1)
    except DAMAGE:
        raise ArchiveDamaged("") from None
    return len(content), content


def tar_members(data: bytes) -> Iterator[Member]:
    """The files of a tar (plain, gzip or bzip2), in the archive's order, folders and links left
    out, one at a time. Raises ``ArchiveDamaged`` where the archive stops being readable.

    The tars servers publish (POSIX ustar, GNU long names, pax paths and sizes) are read here from
    their 512-byte headers (``_plain_members``: ``tarfile`` builds an object for each member and
    keeps them all, some 35 µs a member); anything else in an archive (sparse files, global pax
    headers, sizes in base 256, other types with data) hands the archive to ``tarfile`` from its
    first member, the members given already skipped."""
    given = 0
    try:
        for member in _plain_members(data):
            yield member
            given += 1
        return
    except _Unusual:
        pass
    for member in _tarfile_members(data):
        if member.index >= given:
            yield member


class _Unusual(Exception):
    """A tar header the plain reader leaves to ``tarfile``."""


_BLOCK = 512
_CHUNK = 1 << 20
_ZEROS = bytes(_BLOCK)
_REGULAR = (b"0", b"\0", b"7")
_NO_DATA = (b"1", b"2", b"3", b"4", b"5", b"6")  # links, devices, folders, FIFOs: no data follows


_INPUT = 4096  # compressed bytes fed at a time: a damaged stream keeps what came before it


class _Blocks:
    """The uncompressed bytes of a tar, decompressed a piece at a time (at most ``_CHUNK`` of
    them from ``_INPUT`` compressed bytes): where the stream is damaged or cut, the bytes before
    are still read."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.gzip = data[:2] == b"\x1f\x8b"
        self.compressed = self.gzip or _is_bzip2(data)
        self.buffer = b"" if self.compressed else data
        self.at = 0
        self.fed = 0
        self.tail = b""
        self.decompressor = self._start() if self.compressed else None

    def _start(self) -> zlib._Decompress | bz2.BZ2Decompressor:
        return zlib.decompressobj(31) if self.gzip else bz2.BZ2Decompressor()

    def _input(self) -> bytes:
        piece = self.data[self.fed:self.fed + _INPUT]
        self.fed += len(piece)
        return piece

    def _piece(self) -> bytes:
        """The next uncompressed bytes (b"" at the end). Raises on damage (``DAMAGE``)."""
        while self.decompressor is not None:
            d = self.decompressor
            if d.eof:
                rest = d.unused_data + self.data[self.fed:]
                self.fed = len(self.data)
                magic = b"\x1f\x8b" if self.gzip else b"BZh"
                if not rest.startswith(magic):  # the end (trailing zeros, as gzip allows)
                    self.decompressor = None
                    return b""
                self.data, self.fed, self.tail = rest, 0, b""  # another member of the stream
                self.decompressor = self._start()
                continue
            if isinstance(d, bz2.BZ2Decompressor):
                source = self._input() if d.needs_input else b""
                if d.needs_input and not source:
                    raise EOFError("cut short")
                out = d.decompress(source, _CHUNK)
            else:
                source = self.tail or self._input()
                if not source:
                    raise EOFError("cut short")
                out = d.decompress(source, _CHUNK)
                self.tail = d.unconsumed_tail
            if out:
                return out
        return b""

    def take(self, size: int) -> bytes:
        """The next ``size`` bytes (fewer at the end)."""
        if len(self.buffer) - self.at < size and self.decompressor is not None:
            chunks = [self.buffer[self.at:]]
            held = len(chunks[0])
            try:
                while held < size:
                    chunk = self._piece()
                    if not chunk:
                        break
                    chunks.append(chunk)
                    held += len(chunk)
            finally:
                self.buffer, self.at = b"".join(chunks), 0
        found = self.buffer[self.at:self.at + size]
        self.at += len(found)
        return found

    def skip(self, size: int) -> int:
        """Pass over ``size`` bytes without keeping them; how many there were."""
        if len(self.buffer) - self.at >= size:  # a member's padding, as a rule: no copy of it
            self.at += size
            return size
        passed = 0
        while passed < size:
            got = len(self.take(min(_CHUNK, size - passed)))
            if not got:
                break
            passed += got
        return passed


def _byte_sum(block: bytes) -> int:
    """The sum of a 512-byte block's bytes, at C speed: Adler-32's first half is 1 + the sum of the
    bytes modulo 65,521, and 256 bytes sum to at most 65,280, so each half's is exact."""
    return (zlib.adler32(block[:256]) & 0xFFFF) + (zlib.adler32(block[256:]) & 0xFFFF) - 2


def _number(field: bytes) -> int:
    if field[:1] in (b"\x80", b"\xff"):
        raise _Unusual  # base-256 (GNU): tarfile's business
    text = field.split(b"\0", 1)[0].strip(b" ")
    try:
        return int(text, 8) if text else 0
    except ValueError:
        raise _Bad from None


class _Bad(Exception):
    """A header that is not one (tarfile: InvalidHeaderError)."""


def _text(field: bytes) -> str:
    return field.split(b"\0", 1)[0].decode("utf-8", "replace")


def _pax(data: bytes) -> dict[str, str]:
    """A pax extended header's records ("length key=value\n"), as tarfile reads them."""
    found: dict[str, str] = {}
    at = 0
    while at < len(data) and data[at:at + 1] != b"\0":
        space = data.find(b" ", at)
        if space < 0:
            raise _Unusual
        try:
            length = int(data[at:space])
        except ValueError:
            raise _Unusual from None
        if length <= 0 or at + length > len(data):
            raise _Unusual
        record = data[space + 1:at + length - 1]
        key, _, value = record.partition(b"=")
        found[key.decode("utf-8", "replace")] = value.decode("utf-8", "replace")
        at += length
    return found


def _plain_members(data: bytes) -> Iterator[Member]:
    blocks = _Blocks(data)
    index = 0
    first = True
    name: str | None = None  # from a GNU long name or a pax path, for the next member
    size: int | None = None  # from a pax size
    current = ""
    try:
        while True:
            header = blocks.take(_BLOCK)
            if header == _ZEROS:  # the end
                return
            if len(header) < _BLOCK:  # tarfile: damaged before any member, else the end
                if first:
                    raise ArchiveDamaged("")
                return
            try:
                checksum = _number(header[148:156])
                total = 256 + _byte_sum(header) - sum(header[148:156])
                if checksum != total and checksum != total - 256 * sum(1 for b in header[:148] + header[156:]
                                                                        if b > 127):
                    raise _Bad
                length = _number(header[124:136])
            except _Bad:
                if first:
                    raise ArchiveDamaged("") from None
                return  # as tarfile: a header that is none ends the archive
            first = False
            kind = header[156:157]
            padded = -length % _BLOCK
            if kind in (b"x", b"L"):
                if length > MAX_MEMBER:
                    raise _Unusual
                content = blocks.take(length)
                if len(content) < length or blocks.skip(padded) < padded:
                    raise ArchiveDamaged("")
                if kind == b"L":
                    name = _text(content)
                    continue
                pax = _pax(content)
                if any(key.startswith("GNU.sparse") or key == "hdrcharset" for key in pax):
                    raise _Unusual
                if "path" in pax:
                    name = pax["path"]
                if "size" in pax:
                    try:
                        size = int(pax["size"])
                    except ValueError:
                        raise _Unusual from None
                continue
            if size is not None:
                length, padded = size, -size % _BLOCK
            member_name = name if name is not None else _text(header[:100])
            prefix = _text(header[345:500])
            if prefix and name is None:
                member_name = prefix + "/" + member_name
            name = size = None
            if kind in _NO_DATA or (kind == b"\0" and member_name.endswith("/")):
                if length:
                    raise _Unusual  # data after a folder or a link: tarfile does not skip it
                continue
            if kind not in _REGULAR:
                raise _Unusual
            current = member_name
            if length > MAX_MEMBER:
                if blocks.skip(length + padded) < length:
                    raise ArchiveDamaged(current)
                yield Member(index, member_name, length, None)
            else:
                content = blocks.take(length)
                if len(content) < length:
                    raise ArchiveDamaged(current)
                yield Member(index, member_name, length, content)
                if blocks.skip(padded) < padded:
                    raise ArchiveDamaged("")
            index += 1
            current = ""
    except DAMAGE:
        raise ArchiveDamaged(current) from None


def _tarfile_members(data: bytes) -> Iterator[Member]:
    current = ""
    try:
        # names that are not UTF-8 are read with U+FFFD, never as lone surrogates (a reply must encode)
        with tarfile.open(fileobj=io.BytesIO(data), mode="r|*", encoding="utf-8", errors="replace") as archive:
            index = 0
            for info in archive:
                if not info.isfile():
                    continue
                current = info.name
                if info.size > MAX_MEMBER:
                    yield Member(index, info.name, info.size, None)
                else:
                    handle = archive.extractfile(info)
                    content = handle.read(MAX_MEMBER + 1) if handle is not None else b""
                    yield Member(index, info.name, info.size, content)
                index += 1
                current = ""
    except DAMAGE:
        raise ArchiveDamaged(current) from None
