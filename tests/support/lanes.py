"""The light lane's share of a long list of cases: ``npm run test:light`` deselects the tests
marked ``long`` (``-m "not long"``); ``npm test`` runs them all. A parametrized test whose cases
each start a process (the command line, a docs example) keeps a sample in the light lane, the
first case of each kind, and marks the others ``long``: the same tests are collected in both
lanes, with the same ids."""

from __future__ import annotations

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


def only(values: Iterable[Any], kept: Iterable[Any]) -> list[Any]:
    """``values`` as pytest params, those in ``kept`` as they are and the rest marked ``long``."""
    keep = set(kept)
    return [value if value in keep else pytest.param(value, marks=pytest.mark.long) for value in values]
