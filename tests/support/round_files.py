"""The real tournament files under tests/fixtures/round/ (those written here, ``MADE_HERE``, left
out), grouped by the format the registry (``handicap.go.files.FORMATS``) recognises them as, the
few smallest of each, read as the command line reads a file: the reader fuzz test mutates them
(tests/engine/test_reader_fuzz.py) and the formats' registry test checks each format has one
(tests/engine/test_file_formats.py). Each is cited by its format's own test."""

from __future__ import annotations

from pathlib import Path

from handicap.go.files import reader

ROUND = Path(__file__).resolve().parents[1] / "fixtures" / "round"
# Files written here (make_files.py, make_round.py), not published: never fuzzed as real ones.
MADE_HERE = {"frioul-2018-macmahon.xml", "frioul-2018.h9", "round3.xml", "round3.csv", "round3.txt"}
PER_FORMAT = 4  # the smallest real files of each format (a larger file only costs time)


def decode(data: bytes) -> str:
    """As the command line reads a file (``cli._read_file``)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def real(name: str) -> str:
    return decode((ROUND / name).read_bytes())


def real_files() -> dict[str, list[str]]:
    """The real files under tests/fixtures/round/, by the format the registry recognises them as:
    a new format's published file, cited in its own test, is fuzzed as soon as it is there."""
    found: dict[str, list[tuple[int, str]]] = {}
    for path in ROUND.rglob("*"):
        if path.is_file() and path.suffix != ".py" and path.name not in MADE_HERE:
            key = reader.kind(real(str(path.relative_to(ROUND))))
            if key:
                found.setdefault(key, []).append((path.stat().st_size, str(path.relative_to(ROUND))))
    return {key: [name for _, name in sorted(files)[:PER_FORMAT]] for key, files in found.items()}


FILES = real_files()
TEXTS = {name: real(name) for names in FILES.values() for name in names}
