"""The root node of every game tree in an SGF text, without building the move tree.

SGF (FF[4], red-bean.com/sgf): a collection is one or more game trees ``( ;node ;node … (variation) … )``;
a node is ``;`` and properties ``ID[value][value]…``; inside a value ``\\`` escapes the next
character (``\\]`` is a bracket in the text). Only the first node of each tree is read, and only the
properties a study needs (``WANTED``). The root's properties are one match of a regular expression
and the rest of the tree is found with string methods (str.find of parentheses; between two
parentheses, a "[" after the last "]" means a value is open), so a game of 300 moves costs a few
steps at C speed, not 600 in Python.

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
from functools import lru_cache

WANTED = frozenset({"SZ", "HA", "AB", "KM", "RU", "BR", "WR", "RE", "DT", "PB", "PW"})
MAX_VALUE = 60  # characters of a value kept: longer ones are no rank, result or date anyway

_VALUE = r"\[[^\]\\]*(?:\\.[^\]\\]*)*\]"
_TREE_START = re.compile(r"\(\s*;")
_NODES = re.compile(rf"(?:[^\[()]+|{_VALUE})*", re.DOTALL)  # a run of nodes up to a parenthesis
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)


@dataclass(frozen=True)
class Root:
    """One game tree's root: the wanted properties' first values (AB: the count of points)."""
    number: int  # 1 for the file's first game tree
    properties: dict[str, str]
    damaged: bool = False  # the tree (or a value in its root) is not closed


def _value(raw: str) -> str:
    return _short_value(raw) if len(raw) <= _SHORT else _value_of(raw)


def _value_of(raw: str) -> str:
    text = _ESCAPE.sub(r"\1", raw) if "\\" in raw else raw
    text = " ".join(text.split())  # soft line breaks and tabs: one space
    return text[:MAX_VALUE]


_SHORT = 80  # characters: the values kept once worked out (a rank, a komi, a result, a name) are shorter
# A study's sizes, komis, rules, ranks, results and players come back game after game.
_short_value = lru_cache(maxsize=16384)(_value_of)




def _outside_value(text: str, start: int, at: int) -> bool | None:
    """Whether ``at`` is outside any value, ``start`` being outside one: with no backslash between
    them every "]" closes a value, so ``at`` is inside one exactly when a "[" comes after the last
    "]". None when a backslash is there (the slow reader decides)."""
    if text.find("\\", start, at) >= 0:
        return None
    return text.rfind("[", start, at) <= text.rfind("]", start, at)


# A property: its name, its first value, its other values (each value closed; spaces between
# values are ASCII ones, as SGF writes them) and the spaces after it; a root node's properties
# are a run of them, matched at once.
_SPACES = r"[ \t\r\n\f\v]*"
_PROPERTY = rf"\s*([A-Za-z]+)\s*({_VALUE})((?:{_SPACES}{_VALUE})*){_SPACES}"
_PROPERTIES = re.compile(_PROPERTY, re.DOTALL)
_ROOT = re.compile(rf"(?:{_PROPERTY})*", re.DOTALL)
_OPEN_VALUE = re.compile(r"\s*[A-Za-z]+\s*\[")  # a property whose first value never closes
_VALUES = re.compile(_VALUE, re.DOTALL)


# The root's properties, one after the other, then (the fourth group) the rest of the window from
# where none starts: one pass over the root, where ``_ROOT`` and ``_PROPERTIES`` took two.
# Possessive: the same matches (nothing after a value or a name can be matched by giving back a
# character of it), without the states kept to give them back.
_VALUE_ONCE = r"\[[^\]\\]*+(?:\\.[^\]\\]*+)*+\]"
_PROPERTY_ONCE = rf"\s*+([A-Za-z]++)\s*+({_VALUE_ONCE})((?:{_SPACES}{_VALUE_ONCE})*+){_SPACES}"
_PROPERTIES_THEN_REST = re.compile(rf"{_PROPERTY_ONCE}|((?s:.+))", re.DOTALL)
_WINDOW = 8192  # characters of the text a root is first looked for in (a longer root: _read_any_root)
_NODE_EDGES = (";", "(", ")")


def _read_root(text: str, at: int) -> tuple[dict[str, str], int]:
    """The wanted properties of the node starting at ``at`` (just after its ";"), and where it ends
    (-1: inside a value that never closes; the properties before the one it belongs to are
    kept), as ``_read_any_root`` says. Most roots end within ``_WINDOW`` characters at a ";",
    "(" or ")" after white space: then one pass reads them. Only the window's rest is copied, so
    a collection of many trees is read in linear time."""
    bound = min(len(text), at + _WINDOW)
    matched = _PROPERTIES_THEN_REST.findall(text, at, bound)
    if not matched or not matched[-1][3] or matched[-1][3].lstrip()[:1] not in _NODE_EDGES:
        return _read_any_root(text, at)  # a long root, one cut short, a value that never closes
    end = bound - len(matched.pop()[3])  # where no property starts: a node's edge, whatever follows
    return _wanted(matched), end


def _read_any_root(text: str, at: int) -> tuple[dict[str, str], int]:
    """The wanted properties of the node starting at ``at`` (just after its ";"), and where it ends
    (-1: inside a value that never closes; the properties before the one it belongs to are
    kept). The node's extent is one match of a regular expression; only the wanted properties
    are looked at in Python."""
    end = _ROOT.match(text, at).end()  # type: ignore[union-attr] # the pattern matches "" at least
    properties = _PROPERTIES.findall(text, at, end)
    if properties and text.startswith("[", end):
        end = -1  # the last property's next value never closes
        properties.pop()
    elif _OPEN_VALUE.match(text, end):
        end = -1  # the next property's first value never closes
    return _wanted(properties), end


def _wanted(properties: list[tuple[str, ...]]) -> dict[str, str]:
    """The wanted properties' first values, from each property's (name, first value, other
    values): a name in lower and upper case (FF[3]) is its upper-case letters ("GaMe" is GM)."""
    found: dict[str, str] = {}
    for found_property in properties:  # most roots' properties are upper case, and few are wanted
        name = found_property[0]
        if name not in WANTED:
            if name.isupper():
                continue
            name = "".join(c for c in name if c.isupper())
            if name not in WANTED:
                continue
        if name not in found:
            found[name] = str(1 + len(_VALUES.findall(found_property[2]))) if name == "AB" \
                else _value(found_property[1][1:-1])
    return found


def _skip_tree(text: str, at: int) -> int:
    """The index just after the tree's closing ")" (from inside it, at depth 1), or -1 when the
    text ends first. Parentheses are found by str methods (C speed); a stretch with a backslash
    or a parenthesis inside a value goes through the regular expression of runs of nodes."""
    depth, end = 1, len(text)
    opening = closing = -2  # the next "(" and ")" at or after ``at``, found again only once passed:
    while True:  # finding both at each step was quadratic in a game's depth of nested variations
        if opening != -1 and opening < at:
            opening = text.find("(", at)
        if closing < at:
            closing = text.find(")", at)
        if closing < 0:
            return -1
        p = closing if opening < 0 or closing < opening else opening
        if not _outside_value(text, at, p):
            at = _NODES.match(text, at).end()  # type: ignore[union-attr] # the pattern matches "" at least
            if at >= end or text[at] == "[":  # the end, or a value that never closes
                return -1
            p = at
        depth += 1 if text[p] == "(" else -1
        at = p + 1
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
        end = _skip_tree(text, after) if after >= 0 else -1
        yield Root(number, properties, damaged=end < 0)
        if end < 0:
            return
        at = end
