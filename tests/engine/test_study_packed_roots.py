"""A game tree's root kept by the command line's reader without its record (``Reading.add_root``,
``commands.study.packed_root``) is kept exactly as its record was (``packed_item``), and a reading
that keeps records makes the same records as before (the key in hex): on every root of the real
games of tests/fixtures/study/gnugo (GNU Go's NNGS and KGS games, repository runningskull/gnugo,
commit 84a32e9cee2a70c0ec6ef58c1be279fed84a9a53; SOURCES.md there), under the study's choices
that read the most of a root (programs and unsure ranks left out, a komi limit, a board, one row a
game)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from handicap.commands import study
from handicap.study import game_keys, sgf_roots, sources

GNUGO = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "study" / "gnugo"
TEXTS = [sources.decode(path.read_bytes()) for path in sorted(GNUGO.glob("*.sgf"))]

SETTINGS = [
    {},
    {"programs": "exclude", "unsure_ranks": "exclude", "max_komi": "6", "results": "no_time"},
    {"board": "19", "rules": "chinese", "players": "GnuGoCVS, *kgs*"},
    {"rows": True},
]


@pytest.mark.parametrize("asked", SETTINGS)
def test_a_root_is_packed_as_its_record(asked: dict[str, Any]) -> None:
    settings = study._settings({"command": "study", **asked})
    for index, text in enumerate(TEXTS):
        source = f"kgs.tar.gz/{index}.sgf"
        for number, properties, _, key in game_keys.keyed_trees(text):
            record = {"source": source, "game": number, "key": key.hex(), **properties}
            assert study.packed_root(key, source, number, properties, settings) == study.packed_item(record, settings)


def test_a_reading_without_a_keep_makes_the_records_it_made() -> None:
    reading = sources.Reading()
    for index, text in enumerate(TEXTS):
        sources.read_text(f"{index}.sgf", text, reading)
    before = [{"source": f"{index}.sgf", "game": root.number, "key": key, **root.properties}
              for index, text in enumerate(TEXTS) for root, key in game_keys.trees(text)]
    assert reading.records == before
    assert [list(record) for record in reading.records] == [list(record) for record in before]  # the keys' order
    assert [root for text in TEXTS for root, _ in game_keys.trees(text)] == \
        [root for text in TEXTS for root in sgf_roots.roots(text)]
