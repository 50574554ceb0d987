"""Real tournament files grown to the size limit (``handicap.go.pairings.MAX_BYTES``): a file's
players or games repeated until it is just under it. The reader fuzz test reads each once within a
generous CPU guard (tests/engine/test_reader_fuzz.py); ``npm run bench`` reads each beside a
quarter of it and reports how the time grows (scripts/bench_readers.py), nothing asserted."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from handicap.go.pairings import MAX_BYTES


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True) or [""]


def grown(text: str, pattern: str, limit: int = MAX_BYTES - 4096) -> str:
    """A real file grown to just under the size limit: the lines from the first to the last that
    match ``pattern`` (its players, or its games) repeated."""
    lines = _lines(text)
    found = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    head, block, tail = "".join(lines[:found[0]]), "".join(lines[found[0]:found[-1] + 1]), "".join(lines[found[-1] + 1:])
    times = (limit - len((head + tail).encode("utf-8"))) // len(block.encode("utf-8"))
    return head + block * times + tail


def grown_tour(text: str, key: str, limit: int = MAX_BYTES - 4096) -> str:
    """pairgoth's file grown to just under the size limit: its players repeated, or its first
    round's games (pairgoth writes two-space indents)."""
    data = json.loads(text)
    part = data["players"] if key == "players" else data["games"][0]
    before = len(json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8"))
    part.extend(list(part))
    each = (len(json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8")) - before) / (len(part) // 2)
    part.extend(part[:len(part) // 2] * int((limit - before) / each / (len(part) // 2) - 2))
    return json.dumps(data, indent=2, ensure_ascii=False)


def grown_table(text: str, limit: int = MAX_BYTES - 8192) -> str:
    """An EGD table grown to just under the size limit: its player lines repeated, each copy's
    opponents renumbered to the copy's own rows (a table of many copies of the tournament)."""
    lines = _lines(text)
    head = "".join(line for line in lines if line.lstrip().startswith(";") or not line.strip())
    rows = [line for line in lines if line.strip() and not line.lstrip().startswith(";")]
    block, result = "".join(rows), re.compile(r"(?<=\s)(\d+)(?=[-+=?])")
    copies: list[str] = []
    size = len(head.encode("utf-8"))
    while True:
        offset = len(copies) * len(rows)
        copy = result.sub(lambda m, k=offset: str(int(m.group(1)) + k) if m.group(1) != "0" else "0", block)
        if size + len(copy.encode("utf-8")) > limit:
            break
        copies.append(copy)
        size += len(copy.encode("utf-8"))
    return head + "".join(copies)


Grow = Callable[[str, int], str]
# What is grown: (the real file under tests/fixtures/round/, how).
GROWN: dict[str, tuple[str, Grow]] = {
    "OpenGotha players": ("toulouse-2024.xml", lambda t, limit: grown(t, r"<Player ", limit)),
    "OpenGotha games": ("toulouse-2024.xml", lambda t, limit: grown(t, r"<Game ", limit)),
    "pairgoth players": ("frioul-2018.tour", lambda t, limit: grown_tour(t, "players", limit)),
    "pairgoth games": ("frioul-2018.tour", lambda t, limit: grown_tour(t, "games", limit)),
    "MacMahon players": ("macmahon-sample.xml", lambda t, limit: grown(t, r"<Player>|</Player>", limit)),
    "EGD players": ("egd/Tournoi de Juvisy.h9", grown_table),
}
