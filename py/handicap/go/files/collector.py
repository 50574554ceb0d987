"""Python's cycle collector paused while a file is read.

A reader makes tens of thousands of small tuples (a 2 MB table: some 100,000 results) and none of
them is part of a cycle. The collector, run every 700 new objects, walks the growing lists again
and again: on a 2 MB EGD table it took half the reading time and made the time grow faster than
the file (four times the bytes, seven times the time). Paused, reading is linear again.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off for the block, then back as it was (a nested pause leaves it off)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
