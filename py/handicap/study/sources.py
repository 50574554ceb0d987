"""Files to game records: what a study reads, told apart by content (a name may lie or be lost).

    "PK\\3\\4" first          a .zip: each member read as a file of its own (a .zip inside is not)
    "(;" near the start      SGF game records: every game tree's root (``sgf_roots.py``)
    else                     a tournament file ``go-round`` reads (``go/files/reader.py``) with
                             the games it records with a result (OpenGotha and pairgoth files, EGD tables
                             ``.h9``/``.h10``)

A record is the root's properties as text (``SZ HA AB KM RU BR WR RE DT``) with where it came
from (``source``: the file, ``archive.zip/member`` inside a .zip; ``game``: the tree's number, 1
first). A tournament file's games are written the same way: the file's board (else 19×19),
Japanese rules, the recorded stones, komi 0.5 with a handicap and the file's even-game komi
without (else 6.5; the EGF's tournaments play so, as ``go/recorded.py`` assumes).

Bytes: UTF-8, else the charset the SGF's CA[] names, else ISO-8859-1 (SGF's default).
Limits, as every reader: a file or a .zip member at most 2 MB (``pairings.MAX_BYTES``); a .zip
at most MAX_ARCHIVE_BYTES, its members' declared sizes at most MAX_UNPACKED in all (a member is
never read past its declared size), at most MAX_FILES files in a request. A file that cannot be
read is a problem named with its source; the others are read.

A slice (``Members``: the page reads a big .zip in batches, each request well under the page's
watchdog) reads only the members ``start`` to ``start + count - 1`` of each .zip (its files in the
archive's order, folders not counted); the files that are not a .zip, and a .zip's own problems,
belong to the slice that starts at 0. ``Reading.members`` says how far the batches go: the most
files a .zip of the request holds.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import io
import re
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..errors import InvalidInput
from ..go.files import reader as tournament
from ..go.files.file_round import kd_text
from ..go.pairings import MAX_BYTES
from ..i18n import say
from . import kept_files, zip_members
from .sgf_roots import roots
from .zip_members import Member

MAX_FILES = 100_000
MAX_ARCHIVE_BYTES = 64 * 1024 * 1024
MAX_UNPACKED = 256 * 1024 * 1024
MAX_NAME = 200
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
HANDICAP_KOMI, EVEN_KOMI, TABLE_RULES = "0.5", "6.5", "Japanese"

Record = dict[str, str | int]
_CHARSET = re.compile(rb"CA\s*\[([A-Za-z0-9_.:-]{1,40})\]")
_SGF_START = re.compile(r"\(\s*;")


def too_big(size: int, limit: int) -> str:
    return say("study.error.too_big", size=f"{size / 1024 / 1024:.1f}", limit=limit // (1024 * 1024))


@dataclass(frozen=True)
class Problem:
    source: str
    message: str


@dataclass(frozen=True)
class Members:
    """Which members of each .zip a request reads: from ``start`` (0 first), ``count`` of them
    (None: to the end)."""
    start: int = 0
    count: int | None = None

    def range(self, total: int) -> range:
        return range(min(self.start, total), total if self.count is None else min(total, self.start + self.count))


EVERY_MEMBER = Members()


@dataclass
class Reading:
    """What the files gave: game records, files that could not be read, damaged files."""
    records: list[Record] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    damaged: list[str] = field(default_factory=list)  # SGF files cut off inside a game
    files: int = 0
    members: int = 0  # the most files a .zip read holds (all of them, whatever slice was read)


def decode(data: bytes) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        found = _CHARSET.search(data[:4096])
        codec = "latin-1"
        if found is not None:
            try:
                codec = codecs.lookup(found.group(1).decode("ascii")).name
            except LookupError:
                pass
        text = data.decode(codec, errors="replace")
    return text.lstrip("\ufeff")


def read_text(source: str, text: str, reading: Reading) -> None:
    """One text file: SGF, or a tournament file with results."""
    size = len(text.encode("utf-8", errors="replace"))
    if size > MAX_BYTES:
        reading.problems.append(Problem(source, too_big(size, MAX_BYTES)))
        return
    start = _SGF_START.search(text, 0, 65536)
    if start is not None and not text[:start.start()].lstrip().startswith("<"):
        for root in roots(text):
            reading.records.append({"source": source, "game": root.number, **root.properties})
            if root.damaged:
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
        result = "B+" if game.black_score == 1 else "W+" if game.black_score == 0 else "0"
        reading.records.append({
            "source": source, "game": number, "SZ": board, "HA": str(game.stones), "RU": TABLE_RULES,
            "KM": HANDICAP_KOMI if game.stones >= 1 else even_komi,
            "BR": kd_text(game.black_rank), "WR": kd_text(game.white_rank), "RE": result,
        })


Directory = Callable[[], list[Member] | None]  # a .zip's files, read before


def _members(source: str, data: bytes, reading: Reading, members: Members,
             directory: Directory | None) -> Iterator[tuple[str, bytes]]:
    first = members.start == 0  # the .zip's own problems are the first slice's
    started = False  # a damaged file of this slice is this slice's problem
    try:
        plain = directory() if directory is not None else zip_members.members(data)
        if plain is not None:  # read from the bytes: no ZipInfo for each of the archive's files
            sizes, count = sum(m.size for m in plain), len(plain)
        else:
            archive = zipfile.ZipFile(io.BytesIO(data))
            infos = [i for i in archive.infolist() if not i.is_dir()]
            sizes, count = sum(i.file_size for i in infos), len(infos)
        if sizes > MAX_UNPACKED or count > MAX_FILES:
            if first:
                reading.problems.append(Problem(source, say("study.file.zip_too_big")))
            return
        reading.members = max(reading.members, count)
        started = True
        if plain is not None:
            for i in members.range(count):
                name = f"{source}/{plain[i].name}"[:MAX_NAME]
                if plain[i].size > MAX_BYTES:
                    reading.problems.append(Problem(name, too_big(plain[i].size, MAX_BYTES)))
                    continue
                yield name, zip_members.read(data, plain[i])
            return
        for info in (infos[i] for i in members.range(count)):
            name = f"{source}/{info.filename}"[:MAX_NAME]
            if info.file_size > MAX_BYTES:
                reading.problems.append(Problem(name, too_big(info.file_size, MAX_BYTES)))
                continue
            with archive.open(info) as member:
                yield name, member.read(MAX_BYTES + 1)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, RuntimeError, EOFError, OSError,
            ValueError):
        if first or started:
            reading.problems.append(Problem(source, say("study.file.zip_damaged")))


def read_bytes(source: str, data: bytes, reading: Reading, *, nested: bool = False,
               members: Members = EVERY_MEMBER, directory: Directory | None = None) -> None:
    """One file as bytes: a .zip (its members, or the slice ``members`` of them), or a text file
    (read by the slice that starts at 0 only). ``directory``: the .zip's files when already read
    (a kept file's, ``kept_files.py``), else read here."""
    if members.start > 0 and data[:4] not in ZIP_MAGIC:
        return
    if members.start == 0:
        reading.files += 1
    if data[:4] in ZIP_MAGIC:
        if nested:
            reading.problems.append(Problem(source, say("study.file.zip_in_zip")))
            return
        if len(data) > MAX_ARCHIVE_BYTES:
            if members.start == 0:
                reading.problems.append(Problem(source, too_big(len(data), MAX_ARCHIVE_BYTES)))
            return
        for name, member in _members(source, data, reading, members, directory):
            read_bytes(name, member, reading, nested=True)
        return
    if len(data) > MAX_BYTES:
        reading.problems.append(Problem(source, too_big(len(data), MAX_BYTES)))
        return
    read_text(source, decode(data), reading)


def _name(item: dict[str, object], index: int) -> str:
    name = item.get("name")
    text = name.strip() if isinstance(name, str) and name.strip() else f"#{index + 1}"
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())[:MAX_NAME]


def read_files(value: object, reading: Reading, field_name: str = "files", members: Members = EVERY_MEMBER) -> None:
    """The request's ``files``: a list of {"name", "text"} or {"name", "base64"} (bytes: a .zip,
    an SGF in its own charset), or {"name", "kept"} (bytes the page's worker handed over before:
    ``kept_files.py``); of each .zip, the slice ``members``."""
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
                    reading.problems.append(Problem(source, too_big(kept.size, MAX_ARCHIVE_BYTES)))
                continue
            read_bytes(source, kept.data, reading, members=members, directory=kept.directory)
        elif isinstance(item.get("base64"), str):
            encoded = str(item["base64"])
            if len(encoded) > MAX_ARCHIVE_BYTES * 4 // 3 + 4:
                if members.start == 0:
                    reading.files += 1
                    reading.problems.append(Problem(source, too_big(len(encoded) * 3 // 4, MAX_ARCHIVE_BYTES)))
                continue
            try:
                data = base64.b64decode(encoded, validate=True)
            except (binascii.Error, ValueError):
                raise InvalidInput(field_name, say("study.error.file_item", n=index + 1)) from None
            read_bytes(source, data, reading, members=members)
        elif members.start == 0:
            reading.files += 1
            read_text(source, str(item["text"]).lstrip("\ufeff"), reading)
