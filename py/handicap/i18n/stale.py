"""Stale translations: which English each translation was made from, and which ids' English
changed since.

``untranslated`` sees a missing id; this sees a changed one. Each language keeps a record beside
its catalogue, ``py/handicap/i18n/<lang>/made_from.txt``: one line per message id, the id and the
fingerprint (:func:`fingerprint`) of the English text the translation was made from.
tests/engine/test_i18n.py fails on every id whose English no longer has that fingerprint (or has
no line, or no longer exists), naming the ids and the language. Once a translator has revisited
them, the record is written again from today's English:

    PYTHONPATH=py python3 -m handicap.i18n.stale                    # list what is stale, per language
    PYTHONPATH=py python3 -m handicap.i18n.stale --refresh fr de    # fr and de were revisited

The record is a text file, not a module, on purpose: the page ships the engine's ``.py`` files
to the browser (scripts/engine-bundle.mjs; this tool, a command line's, is left out), and 800
fingerprints per language serve only the translators. It is read from the source tree (a
checkout), never by the engine answering a request.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from . import DEFAULT, LANGUAGES, catalogue

RECORD = "made_from.txt"
_HERE = Path(__file__).resolve().parent
_HEADER = f"""\
# The English each {{lang}} translation was made from: a message id, then the fingerprint of its
# English text (first 8 hex digits of its UTF-8 SHA-256). Written by
#   PYTHONPATH=py python3 -m handicap.i18n.stale --refresh {{lang}}
# once the translations were revisited; tests/engine/test_i18n.py fails on an id whose English
# changed since. Do not edit by hand. (The file is {RECORD}, not a module: it is not shipped.)
"""


def fingerprint(text: str) -> str:
    """A short fingerprint of an English text: 8 hex digits of its SHA-256 (a changed text
    keeps its fingerprint with odds of one in four billion)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def fingerprints(english: Mapping[str, str]) -> dict[str, str]:
    """Every English id's fingerprint, in id order."""
    return {key: fingerprint(english[key]) for key in sorted(english)}


def parse(text: str) -> dict[str, str]:
    """A record's lines (``id fingerprint``; ``#`` comments and blank lines skipped)."""
    record: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) != 2:
            raise ValueError(f"line {number}: expected 'id fingerprint', got {line!r}")
        record[parts[0]] = parts[1]
    return record


def write(lang: str, record: Mapping[str, str]) -> str:
    """A record as its file says it (header, then one sorted line per id)."""
    return _HEADER.format(lang=lang) + "".join(f"{key} {record[key]}\n" for key in sorted(record))


def stale_ids(english: Mapping[str, str], made_from: Mapping[str, str]) -> list[str]:
    """The ids whose translation was not made from today's English, sorted: the English changed,
    the id is new (no record yet) or gone (a record of nothing)."""
    now = fingerprints(english)
    return sorted(key for key in now.keys() | made_from.keys() if now.get(key) != made_from.get(key))


def record_path(lang: str) -> Path:
    return _HERE / lang / RECORD


def read_record(lang: str) -> dict[str, str]:
    """A language's record as committed (empty if it has none yet)."""
    path = record_path(lang)
    return parse(path.read_text(encoding="utf-8")) if path.exists() else {}


def stale(lang: str) -> list[str]:
    """The ids whose English changed since ``lang``'s translation was made (or has no record)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    if lang == DEFAULT:
        return []
    return stale_ids(catalogue(DEFAULT), read_record(lang))


def refresh(lang: str) -> list[str]:
    """Record today's English as what ``lang`` was made from; returns the ids that changed. Only
    the ids the language has are recorded (an untranslated one stays stale)."""
    changed = stale(lang)
    now, translated = fingerprints(catalogue(DEFAULT)), catalogue(lang)
    record_path(lang).write_text(write(lang, {key: now[key] for key in now if key in translated}),
                                 encoding="utf-8")
    return changed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m handicap.i18n.stale",
        description="List the translations whose English changed since they were made; "
                    "with --refresh, record that the named languages were revisited.")
    parser.add_argument("--refresh", nargs="+", metavar="LANG", choices=[x for x in LANGUAGES if x != DEFAULT],
                        help="write these languages' records from today's English")
    args = parser.parse_args(argv)
    if args.refresh:
        for lang in args.refresh:
            changed = refresh(lang)
            named = f": {', '.join(changed)}" if 0 < len(changed) <= 20 else ""
            print(f"{lang}: recorded today's English ({len(changed)} ids changed{named})")
        return 0
    found = False
    for lang in LANGUAGES:
        ids = stale(lang)
        if ids:
            found = True
            print(f"{lang}: {len(ids)} stale: {', '.join(ids)}")
    if not found:
        print("every translation was made from today's English")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
