"""Files to game records: what a study reads, told apart by content (a name may lie or be lost).

    an archive          .zip, tar, .tar.gz/.tgz, .tar.bz2 (``archives.py``): each file in it read
                        as a file of its own, its folders walked (an archive inside is not read);
                        a single gzipped or bzip2-ed file (``game.sgf.gz``) read as that file
    a refused kind      7-Zip, RAR, PDF, images, programs… (``archives.REFUSED``), or any other
                        binary: named ("a 7-Zip archive: not read"), never decoded as text
    a CSV               the rows ``handicap study --csv`` writes (its header's columns by name),
                        read back as the records they were made from
    "(;" near the start SGF game records: every game tree's root (``sgf_roots.py``), with a key
                        that is the same for the same game found twice (``game_keys.py``)
    else                a tournament file ``go-round`` reads (``go/files/reader.py``) with the
                        games it records with a result (OpenGotha and pairgoth files, EGD tables
                        ``.h9``/``.h10``)

A record is the root's properties as text (``SZ HA AB KM RU BR WR RE DT``) with where it came
from (``source``: the file, ``archive.tar.gz/folder/member`` inside an archive; ``game``: the
tree's number, 1 first; ``key``: the game's key). A tournament file's games are written the same
way: the file's board (else 19×19), Japanese rules, the recorded stones, komi 0.5 with a handicap
and the file's even-game komi without (else 6.5; the EGF's tournaments play so, as
``go/recorded.py`` assumes).

Bytes: UTF-8, else the charset the SGF's CA[] names, else ISO-8859-1 (SGF's default).
Limits, as every reader: a file or an archive's member at most 2 MB (``pairings.MAX_BYTES``); an
archive at most MAX_ARCHIVE_BYTES as it is stored, its members MAX_UNPACKED in all (a .zip's
declared sizes; a tar's as it is streamed) and at most MAX_FILES; a request at most MAX_FILES
files and MAX_RECORDS games (then the rest is named, not read: the page reads the next batch, the
command line the next file). Memory follows the games: an archive's members are read one at a
time. A file that cannot be read is a problem named with its source (and its member); the others
are read. What each file gave is ``Reading.read``: per file named in the request, the files read
from it and its games.

A slice (``Members``: the page reads a big archive in batches, each request well under the page's
watchdog) reads only the members ``start`` to ``start + count - 1`` of each archive (its files in
the archive's order, folders not counted); the files that are not an archive, and an archive's
own problems, belong to the slice that starts at 0. ``Reading.members`` says how far the batches
go: the most files an archive of the request holds (a tar's, streamed: the members read so far
and one more while it goes on). A kept tar (``kept_files.py``) keeps its place between slices.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import csv
import io
import lzma
import re
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..errors import InvalidInput
from ..go.files import reader as tournament
from ..go.files.collector import collector_paused
from ..go.files.file_round import kd_text
from ..go.pairings import MAX_BYTES
from ..i18n import say
from . import archives, game_keys, kept_files, zip_members
from .archives import ArchiveDamaged
from .sgf_roots import MAX_VALUE
from .zip_members import Member

MAX_FILES = 100_000
MAX_ARCHIVE_BYTES = 64 * 1024 * 1024
MAX_UNPACKED = 256 * 1024 * 1024
MAX_RECORDS = 200_000
MAX_NAME = 200
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
HANDICAP_KOMI, EVEN_KOMI, TABLE_RULES = "0.5", "6.5", "Japanese"

Record = dict[str, str | int]
_CHARSET = re.compile(rb"CA\s*\[([A-Za-z0-9_.:-]{1,40})\]")
_SGF_START = re.compile(r"\(\s*;")
# The columns ``handicap study --csv`` writes that a record is made again from (its other
# columns are the study's arithmetic, done again).
CSV_COLUMNS = ("source", "game", "board", "rules", "stones", "komi", "black_rank", "white_rank", "black_score",
               "date", "set_apart", "value")  # and the players' names, "black" and "white", where it has them
_CSV_SCORES = {"1": "B+", "0": "W+", "0.5": "0"}
# What a damaged .zip raises in zipfile (and in its decompressors: zlib, bz2, lzma).
_ZIP_DAMAGE = (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, RuntimeError, EOFError, OSError,
               ValueError, IndexError, zlib.error, lzma.LZMAError, KeyError)


def too_big(size: int, limit: int) -> str:
    return say("study.error.too_big", size=f"{size / 1024 / 1024:.1f}", limit=limit // (1024 * 1024))


@dataclass(frozen=True)
class Problem:
    source: str
    message: str


@dataclass(frozen=True)
class Members:
    """Which members of each archive a request reads: from ``start`` (0 first), ``count`` of them
    (None: to the end)."""
    start: int = 0
    count: int | None = None

    def range(self, total: int) -> range:
        return range(min(self.start, total), total if self.count is None else min(total, self.start + self.count))


EVERY_MEMBER = Members()


@dataclass
class ReadFile:
    """What one file named in a request gave: the files read from it (itself, or an archive's
    members) and the games."""
    source: str
    files: int = 0
    games: int = 0


@dataclass
class Reading:
    """What the files gave: game records, files that could not be read, damaged files.
    ``keep``: what is kept of each record instead of the record (the command line keeps what the
    study counts of it: ``commands.study.examine``), so that a big archive's records are not all
    held at once."""
    records: list[Any] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    damaged: list[str] = field(default_factory=list)  # SGF files cut off inside a game
    files: int = 0
    members: int = 0  # the most files an archive read holds (all of them, whatever slice was read)
    read: list[ReadFile] = field(default_factory=list)  # per file named in the request
    full: bool = False  # MAX_RECORDS games read: the rest is not read (and said so once)
    keep: Callable[[Record], Any] | None = None
    # ``send``: handed the records every ``chunk`` of them, and they are let go (the command
    # line's worker processes send their games so); ``sent``: how many were handed over so
    send: Callable[[list[Any]], None] | None = None
    chunk: int = 0
    sent: int = 0
    # ``keep`` of an SGF game tree's root, given its key (``game_keys``' digest), source, number and
    # properties: what ``keep`` would keep of its record, without making the record
    keep_root: Callable[[bytes, str, int, dict[str, str]], Any] | None = None

    def add(self, record: Record) -> None:
        self.records.append(record if self.keep is None else self.keep(record))
        if self.send is not None and len(self.records) >= self.chunk:
            self.sent += len(self.records)
            self.send(self.records)
            self.records = []

    def add_root(self, source: str, number: int, key: bytes, properties: dict[str, str]) -> None:
        """A game tree's root, as ``add`` of its record {"source", "game", "key" (in hex), properties}."""
        if self.keep_root is None:
            self.add({"source": source, "game": number, "key": key.hex(), **properties})
            return
        self.records.append(self.keep_root(key, source, number, properties))
        if self.send is not None and len(self.records) >= self.chunk:
            self.sent += len(self.records)
            self.send(self.records)
            self.records = []

    @property
    def count(self) -> int:
        """The records read: those held and those handed over."""
        return self.sent + len(self.records)

    def room(self, source: str) -> bool:
        """Whether more games may be read; the first time not, the file is named with the reason."""
        if len(self.records) + self.sent < MAX_RECORDS:  # self.count, without a call a game
            return True
        if not self.full:
            self.full = True
            self.problems.append(Problem(source, say("study.file.too_many_games", limit=MAX_RECORDS)))
        return False


# Codecs an SGF's CA[] may name that are no character set of a file: Python knows them as text
# encodings, but punycode and IDNA decode domain labels (punycode in quadratic time), and UTF-7
# and the escape codecs make lone surrogates, which no reply can carry. (rot13, hex, base64 and the
# like are not text encodings at all: codecs.lookup says so.)
_NOT_A_CHARSET = frozenset({"punycode", "idna", "utf-7", "unicode-escape", "raw-unicode-escape"})


def charset(name: str) -> str | None:
    """The codec of a file's declared character set (CA[]), or None where it names none."""
    try:
        info = codecs.lookup(name)
    except LookupError:
        return None
    if not getattr(info, "_is_text_encoding", True) or info.name in _NOT_A_CHARSET:
        return None
    return info.name


def decode(data: bytes) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace").lstrip("\ufeff")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        found = _CHARSET.search(data[:4096])
        codec = (charset(found.group(1).decode("ascii")) if found is not None else None) or "latin-1"
        try:
            text = data.decode(codec, errors="replace")
        except (UnicodeError, ValueError):  # a codec that fails on its own terms: read as Latin-1
            text = data.decode("latin-1")
    return text.lstrip("\ufeff")


def _counted(reading: Reading, before: int) -> None:
    if reading.read:
        reading.read[-1].games += reading.count - before


def read_text(source: str, text: str, reading: Reading) -> None:
    """One text file: SGF, a study's CSV, or a tournament file with results."""
    before = reading.count
    _read_text(source, text, reading)
    _counted(reading, before)


def _read_text(source: str, text: str, reading: Reading) -> None:
    size = len(text) if text.isascii() else len(text.encode("utf-8", errors="replace"))  # its UTF-8 bytes
    if size > MAX_BYTES:
        reading.problems.append(Problem(source, too_big(size, MAX_BYTES)))
        return
    if not reading.room(source):
        return
    if _is_study_csv(text):
        _read_csv(source, text, reading)
        return
    start = _SGF_START.search(text, 0, 65536)
    if start is not None and not text[:start.start()].lstrip().startswith("<"):
        for number, properties, damaged, key in game_keys.keyed_trees(text):
            if not reading.room(source):
                return
            reading.add_root(source, number, key, properties)
            if damaged:
                reading.damaged.append(source)
        return
    if not tournament.kind(text):
        reading.problems.append(Problem(source, say("study.file.unknown")))
        return
    try:
        read = tournament.read_file(text, "", source)
    except InvalidInput as error:
        reading.problems.append(Problem(source, error.message))
        return
    if not read.played:
        reading.problems.append(Problem(source, say("study.file.no_results")))
    board, even_komi = str(read.defaults.get("board", "19")), str(read.defaults.get("even_komi", EVEN_KOMI))
    for number, game in enumerate(read.played, 1):
        if not reading.room(source):
            return
        result = "B+" if game.black_score == 1 else "W+" if game.black_score == 0 else "0"
        reading.add({
            "source": source, "game": number, "SZ": board, "HA": str(game.stones), "RU": TABLE_RULES,
            "KM": HANDICAP_KOMI if game.stones >= 1 else even_komi,
            "BR": kd_text(game.black_rank), "WR": kd_text(game.white_rank), "RE": result,
            **({"PB": game.black_name[:MAX_VALUE]} if game.black_name else {}),
            **({"PW": game.white_name[:MAX_VALUE]} if game.white_name else {}),
        })


def _csv_lines(text: str) -> list[str]:
    """The CSV's lines after any "#" lines above its header."""
    lines = text.splitlines()
    while lines and lines[0].startswith("#"):
        lines.pop(0)
    return lines


def _is_study_csv(text: str) -> bool:
    if text[:1] not in ("s", "#") and not text[:1].isspace():  # "(;", a tournament file: no copy of the head
        return False
    head = text[:4096].lstrip()
    if not head.startswith(("source,", "#")):
        return False
    lines = _csv_lines(head)
    header = next(csv.reader(lines[:1]), []) if lines else []
    return all(column in header for column in CSV_COLUMNS)


def _read_csv(source: str, text: str, reading: Reading) -> None:
    """The rows ``handicap study --csv`` wrote, back to records: a studied game's board, rules,
    stones, komi, ranks, Black's score and date; a game set apart, its reason and value (it is
    set apart again for it)."""
    for row in csv.DictReader(_csv_lines(text)):
        if not reading.room(source):
            return
        game = (row.get("game") or "").strip()
        record: Record = {"source": str(row.get("source") or "")[:MAX_NAME],
                          "game": int(game) if game.isdecimal() and len(game) < 10 else 0}
        reason = (row.get("set_apart") or "").strip()
        if reason:
            record["set_apart"] = reason[:40]
            record["value"] = str(row.get("value") or "")[:60]
        else:
            for column, property_name in (("board", "SZ"), ("rules", "RU"), ("stones", "HA"), ("komi", "KM"),
                                          ("black_rank", "BR"), ("white_rank", "WR"), ("date", "DT"),
                                          ("black", "PB"), ("white", "PW")):
                value = (row.get(column) or "").strip()
                if value:
                    record[property_name] = value[:60]
            score = (row.get("black_score") or "").strip()
            record["RE"] = _CSV_SCORES.get(score, score[:60])
        reading.add(record)


Directory = Callable[[], list[Member] | None]  # a .zip's files, read before


def _members(source: str, data: bytes, reading: Reading, members: Members,
             directory: Directory | None) -> Iterator[tuple[str, bytes]]:
    """A .zip's slice of files, one at a time; a damaged file is named (with the .zip) and the
    next one read; a .zip whose directory cannot be read is named once, with the first slice."""
    try:
        plain = directory() if directory is not None else zip_members.members(data)
        archive: zipfile.ZipFile | None = None
        if plain is not None:  # read from the bytes: no ZipInfo for each of the archive's files
            sizes, count = sum(m.size for m in plain), len(plain)
        else:
            archive = zipfile.ZipFile(io.BytesIO(data))
            infos = [i for i in archive.infolist() if not i.filename.endswith("/")]  # "" is a file
            sizes, count = sum(i.file_size for i in infos), len(infos)
    except _ZIP_DAMAGE:
        if members.start == 0:
            reading.problems.append(Problem(source, say("study.file.zip_damaged")))
        return
    if sizes > MAX_UNPACKED or count > MAX_FILES:
        if members.start == 0:
            reading.problems.append(Problem(source, say("study.file.zip_too_big")))
        return
    reading.members = max(reading.members, count)
    for i in members.range(count):
        size = plain[i].size if plain is not None else infos[i].file_size
        inside = plain[i].name if plain is not None else infos[i].filename
        name = f"{source}/{_printable(inside) or f'#{i + 1}'}"[:MAX_NAME]  # a file with no name: its place
        if size > MAX_BYTES:
            reading.problems.append(Problem(name, too_big(size, MAX_BYTES)))
            continue
        try:
            if plain is not None:
                content = zip_members.read(data, plain[i])
            else:
                assert archive is not None
                with archive.open(infos[i]) as member:
                    content = member.read(MAX_BYTES + 1)
        except _ZIP_DAMAGE:
            reading.problems.append(Problem(name, say("study.file.member_damaged")))
            continue
        yield name, content


def _tar(source: str, data: bytes, reading: Reading, members: Members, kept: kept_files.KeptFile | None) -> None:
    """A tar's slice of members, streamed (a kept tar goes on from where the last slice stopped)."""
    stream = kept.tar_members(members.start) if kept is not None else _skipped(data, members.start)
    read, unpacked = 0, 0
    name = ""
    try:
        while members.count is None or read < members.count:
            member = next(stream, None)
            if member is None:  # the end of the archive: how many it holds
                reading.members = max(reading.members, members.start + read)
                return
            name = f"{source}/{_printable(member.name) or f'#{member.index + 1}'}"[:MAX_NAME]
            read += 1
            unpacked += min(member.size, MAX_BYTES + 1)
            if unpacked > MAX_UNPACKED or member.index >= MAX_FILES:
                reading.problems.append(Problem(source, say("study.file.zip_too_big")))
                return
            if member.data is None:
                reading.problems.append(Problem(name, too_big(member.size, MAX_BYTES)))
                continue
            read_bytes(name, member.data, reading, nested=True)
            if reading.full:
                return
        reading.members = max(reading.members, members.start + read + 1)  # at least one more
    except ArchiveDamaged as damage:
        where = f"{source}/{_printable(damage.member)}"[:MAX_NAME] if damage.member else source
        if read or members.start == 0:
            reading.problems.append(Problem(where, say("study.file.archive_damaged")))
        reading.members = max(reading.members, members.start + read)


def _skipped(data: bytes, start: int) -> Iterator[archives.Member]:
    """A tar's members from the ``start``-th on (the ones before read and let go). A damaged
    stream before ``start`` ends it quietly (the slice that read that far said so)."""
    stream = archives.tar_members(data)
    try:
        for member in stream:
            if member.index >= start:
                yield member
                break
    except ArchiveDamaged:
        return
    yield from stream


def _archive(source: str, data: bytes, key: str, reading: Reading, members: Members,
             kept: kept_files.KeptFile | None) -> None:
    if len(data) > MAX_ARCHIVE_BYTES:
        if members.start == 0:
            reading.problems.append(Problem(source, too_big(len(data), MAX_ARCHIVE_BYTES)))
        return
    if key == "zip":
        directory = kept.directory if kept is not None else None
        for name, member in _members(source, data, reading, members, directory):
            if reading.full:
                return
            read_bytes(name, member, reading, nested=True)
        return
    if archives.holds_tar(data):
        _tar(source, data, reading, members, kept)
        return
    if members.start > 0:  # a single compressed file: the first slice's
        return
    try:
        size, content = archives.single(data)
    except ArchiveDamaged:
        reading.problems.append(Problem(source, say("study.file.archive_damaged")))
        return
    if size > MAX_BYTES:
        reading.problems.append(Problem(source, too_big(size, MAX_BYTES)))
        return
    if reading.read:
        reading.read[-1].files += 1
    read_bytes(source, content, reading, nested=True, counted=False)


def read_bytes(source: str, data: bytes, reading: Reading, *, nested: bool = False,
               members: Members = EVERY_MEMBER, kept: kept_files.KeptFile | None = None,
               counted: bool = True) -> None:
    """One file as bytes: an archive (its members, or the slice ``members`` of them), a refused
    kind (named), or a text file (read by the slice that starts at 0 only). ``kept``: the page's
    kept file these bytes are (its .zip directory, its tar's place, read once)."""
    if nested:
        _read_bytes(source, data, reading, nested, members, kept, counted)
        return
    # Reading makes some fifty small objects a game and no cycle (none was found after a 50,000-game
    # archive): the collector, run every 700 of them, would only walk them.
    with collector_paused():
        _read_bytes(source, data, reading, nested, members, kept, counted)


def _read_bytes(source: str, data: bytes, reading: Reading, nested: bool, members: Members,
                kept: kept_files.KeptFile | None, counted: bool) -> None:
    key = archives.kind(data)
    archive = archives.is_archive(key)
    if members.start > 0 and not archive:
        return
    if not nested and (members.start == 0 or not reading.read or reading.read[-1].source != source):
        reading.read.append(ReadFile(source))
    if members.start == 0 and counted:
        reading.files += 1
        if reading.read and (nested or not archive):
            reading.read[-1].files += 1
    if key is not None and not archive:
        reading.problems.append(Problem(source, say("study.file.not_read", kind=say(f"study.kind.{key}"))))
        return
    if archive:
        if nested:
            reading.problems.append(Problem(source, say("study.file.archive_in_archive")))
            return
        _archive(source, data, str(key), reading, members, kept)
        return
    if len(data) > MAX_BYTES:
        reading.problems.append(Problem(source, too_big(len(data), MAX_BYTES)))
        return
    read_text(source, decode(data), reading)


def _printable(text: str) -> str:
    """A name as it may be shown and printed: control characters (a terminal's escape sequences)
    and lone surrogates made spaces, runs of spaces one."""
    if text.isprintable():  # the usual name (a lone surrogate or a control character is not printable)
        return " ".join(text.split())
    return " ".join("".join(c if c.isprintable() and not "\ud800" <= c <= "\udfff" else " " for c in text).split())


def _name(item: dict[str, object], index: int) -> str:
    name = item.get("name")
    text = name.strip() if isinstance(name, str) and name.strip() else f"#{index + 1}"
    return _printable(text)[:MAX_NAME]


def read_files(value: object, reading: Reading, field_name: str = "files", members: Members = EVERY_MEMBER) -> None:
    """The request's ``files``: a list of {"name", "text"} or {"name", "base64"} (bytes: an archive,
    an SGF in its own charset), or {"name", "kept"} (bytes the page's worker handed over before:
    ``kept_files.py``); of each archive, the slice ``members``."""
    if not isinstance(value, list):
        raise InvalidInput(field_name, say("study.error.files"))
    if len(value) > MAX_FILES:
        raise InvalidInput(field_name, say("study.error.too_many_files", limit=MAX_FILES))
    for index, item in enumerate(value):
        if not isinstance(item, dict) or not any(isinstance(item.get(key), str) for key in ("text", "base64", "kept")):
            raise InvalidInput(field_name, say("study.error.file_item", n=index + 1))
        source = _name(item, index)
        if isinstance(item.get("kept"), str):
            kept = kept_files.kept(str(item["kept"]))
            if kept is None:
                raise InvalidInput(field_name, say("study.error.file_not_kept", n=index + 1))
            if kept.size > MAX_ARCHIVE_BYTES:
                if members.start == 0:
                    reading.files += 1
                    reading.read.append(ReadFile(source))
                    reading.problems.append(Problem(source, too_big(kept.size, MAX_ARCHIVE_BYTES)))
                continue
            read_bytes(source, kept.data, reading, members=members, kept=kept)
        elif isinstance(item.get("base64"), str):
            encoded = str(item["base64"])
            if len(encoded) > MAX_ARCHIVE_BYTES * 4 // 3 + 4:
                if members.start == 0:
                    reading.files += 1
                    reading.read.append(ReadFile(source))
                    reading.problems.append(Problem(source, too_big(len(encoded) * 3 // 4, MAX_ARCHIVE_BYTES)))
                continue
            try:
                data = base64.b64decode(encoded, validate=True)
            except (binascii.Error, ValueError):
                raise InvalidInput(field_name, say("study.error.file_item", n=index + 1)) from None
            read_bytes(source, data, reading, members=members)
        elif members.start == 0:
            reading.files += 1
            reading.read.append(ReadFile(source, files=1))
            with collector_paused():  # as ``read_bytes``
                read_text(source, str(item["text"]).lstrip("\ufeff"), reading)
