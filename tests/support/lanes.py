"""The light lane's share of a long list of cases: ``npm run test:light`` deselects the tests
marked ``long`` (``-m "not long"``); ``npm test`` runs them all. A parametrized test whose cases
each start a process (the command line, a docs example) keeps a sample in the light lane, the
first case of each kind, and marks the others ``long``: the same tests are collected in both
lanes, with the same ids.

A property test asks ``examples(n)`` for its number of examples: ``n`` in ``npm test``, a quarter
of it in the light lane (``PROPERTY_EXAMPLES_PERCENT=25``, set by ``scripts/test.sh --light``):
the same properties, on fewer random examples."""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterable
from typing import Any

import pytest


def first_of_each(values: Iterable[Any], kind: Callable[[Any], Hashable], *, several: bool = False) -> list[Any]:
    """``values`` as pytest params, the first of each ``kind`` as it is and the rest marked
    ``long``; ``several``: each value is a tuple of several arguments, as in ``parametrize``."""
    seen: set[Hashable] = set()
    params: list[Any] = []
    for value in values:
        key = kind(value)
        if key in seen:
            params.append(pytest.param(*(value if several else (value,)), marks=pytest.mark.long))
        else:
            seen.add(key)
            params.append(value)
    return params


def only(values: Iterable[Any], kept: Iterable[Any], *, several: bool = False) -> list[Any]:
    """``values`` as pytest params, those in ``kept`` as they are and the rest marked ``long``;
    ``several``: each value is a tuple of several arguments, as in ``parametrize``."""
    keep = set(kept)
    return [value if value in keep else pytest.param(*(value if several else (value,)), marks=pytest.mark.long)
            for value in values]


PROPERTY_EXAMPLES_PERCENT = int(os.environ.get("PROPERTY_EXAMPLES_PERCENT", "100"))


def examples(n: int) -> int:
    """A property test's ``max_examples``: ``n`` scaled by ``PROPERTY_EXAMPLES_PERCENT``, at least 25."""
    return max(min(n, 25), n * PROPERTY_EXAMPLES_PERCENT // 100)
