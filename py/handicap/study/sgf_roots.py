"""The root node of every game tree in an SGF text, without building the move tree.

SGF (FF[4], red-bean.com/sgf): a collection is one or more game trees ``( ;node ;node … (variation) … )``;
a node is ``;`` and properties ``ID[value][value]…``; inside a value ``\\`` escapes the next
character (``\\]`` is a bracket in the text). Only the first node of each tree is read, and only the
properties a study needs (``WANTED``); the rest of the tree is skipped by one regular expression per
run of nodes between two parentheses, so a file of 300 moves costs a few expression steps, not 600.

    a tree's root   the properties after "(;" up to the next ";", "(" or ")" outside a value
    the tree's end  the ")" that brings the depth of parentheses outside values back to 0
    AB              the number of points listed (a handicap's stones when HA is missing)

A text that ends inside a value or before its tree closes still gives the roots read so far;
``damaged`` says so. Values are kept as written, cut at MAX_VALUE characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

WANTED = frozenset({"SZ", "HA", "AB", "KM", "RU", "BR", "WR", "RE", "DT"})
MAX_VALUE = 60  # characters of a value kept: longer ones are no rank, result or date anyway

_VALUE = r"\[[^\]\\]*(?:\\.[^\]\\]*)*\]"
_TREE_START = re.compile(r"\(\s*;")
_PROPERTY = re.compile(rf"\s*([A-Za-z]+)\s*((?:{_VALUE}\s*)+)", re.DOTALL)
_ONE_VALUE = re.compile(r"\[([^\]\\]*(?:\\.[^\]\\]*)*)\]", re.DOTALL)
_NODES = re.compile(rf"(?:[^\[()]+|{_VALUE})*", re.DOTALL)  # a run of nodes up to a parenthesis
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)


@dataclass(frozen=True)
class Root:
    """One game tree's root: the wanted properties' first values (AB: the count of points)."""
    number: int  # 1 for the file's first game tree
    properties: dict[str, str]
    damaged: bool = False  # the tree (or a value in its root) is not closed


def _value(raw: str) -> str:
    text = _ESCAPE.sub(r"\1", raw) if "\\" in raw else raw
    text = " ".join(text.split())  # soft line breaks and tabs: one space
    return text[:MAX_VALUE]


def _read_root(text: str, at: int) -> tuple[dict[str, str], int]:
    """The wanted properties of the node starting at ``at`` (just after its ";"), and where it ends."""
    found: dict[str, str] = {}
    while True:
        match = _PROPERTY.match(text, at)
        if match is None:
            return found, at
        name = "".join(c for c in match.group(1) if c.isupper())  # FF[3]: "GaMe" is GM
        values = match.group(2)
        if name in WANTED and name not in found:
            if name == "AB":
                found[name] = str(len(_ONE_VALUE.findall(values)))
            else:
                first = _ONE_VALUE.match(values)
                found[name] = _value(first.group(1)) if first else ""
        at = match.end()


def _skip_tree(text: str, at: int) -> int:
    """The index just after the tree's closing ")" (from inside it, at depth 1), or -1 when the
    text ends first."""
    depth, end = 1, len(text)
    while True:
        at = _NODES.match(text, at).end()  # type: ignore[union-attr] # the pattern matches "" at least
        if at >= end or text[at] == "[":  # the end, or a value that never closes
            return -1
        depth += 1 if text[at] == "(" else -1
        at += 1
        if depth == 0:
            return at


def roots(text: str) -> Iterator[Root]:
    """Every game tree's root, in order. Text outside trees (a mail's header, a BOM) is skipped."""
    at, number = 0, 0
    while True:
        start = _TREE_START.search(text, at)
        if start is None:
            return
        number += 1
        properties, after = _read_root(text, start.end())
        end = _skip_tree(text, after)
        yield Root(number, properties, damaged=end < 0)
        if end < 0:
            return
        at = end
