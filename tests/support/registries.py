"""The engine's registries as a recording knew them.

A recording of replies (tests/fixtures/words_before.json) holds replies that list every Go system
(go-systems, go-compare, a system's error) or every tournament file format (the round's and the
study's file hints). A system or format added since would change those replies although no word
said before changed; replayed with the registries narrowed to the entries the recording knew, every
such reply says exactly what it said, and the new entry's own words are held by their own tests
(tests/engine/test_system_registry.py, the formats' tests). An entry the recording knew that is gone
now is not narrowed away: the replay fails, as it should."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from handicap.go import files, systems


def _registries_now() -> dict[str, object]:
    return {"SYSTEMS": systems.SYSTEMS, "SYSTEM_KEYS": systems.SYSTEM_KEYS, "SYSTEM_ALIASES": systems.SYSTEM_ALIASES,
            "FORMATS": files.FORMATS, "FORMAT_KEYS": files.FORMAT_KEYS}


@contextmanager
def registries_as(system_keys: Sequence[str], format_keys: Sequence[str]) -> Iterator[None]:
    """Within the block, every engine module sees only these systems and formats (in the registry's
    own order), wherever it took the registry's tuples by name."""
    now = _registries_now()
    kept_systems = tuple(s for s in systems.SYSTEMS if s.key in set(system_keys))
    kept_formats = tuple(f for f in files.FORMATS if f.key in set(format_keys))
    narrow = {
        "SYSTEMS": kept_systems,
        "SYSTEM_KEYS": tuple(s.key for s in kept_systems),
        "SYSTEM_ALIASES": {a: k for a, k in systems.SYSTEM_ALIASES.items() if k in set(system_keys)},
        "FORMATS": kept_formats,
        "FORMAT_KEYS": tuple(f.key for f in kept_formats),
    }
    patched: list[tuple[object, str, object]] = []
    for name, module in list(sys.modules.items()):
        if not (name == "handicap" or name.startswith("handicap.")):
            continue
        for attribute, value in now.items():
            if getattr(module, attribute, None) is value:
                patched.append((module, attribute, value))
                setattr(module, attribute, narrow[attribute])
    try:
        yield
    finally:
        for module, attribute, value in patched:
            setattr(module, attribute, value)
