"""The root node of every game tree in an SGF text, without building the move tree.

SGF (FF[4], red-bean.com/sgf): a collection is one or more game trees ``( ;node ;node … (variation) … )``;
a node is ``;`` and properties ``ID[value][value]…``; inside a value ``\\`` escapes the next
character (``\\]`` is a bracket in the text). Only the first node of each tree is read, and only the
properties a study needs (``WANTED``). The root's values and the rest of the tree are found with
string methods (str.find of brackets and parentheses; between two parentheses, a "[" after the last
"]" means a value is open), so a game of 300 moves costs a few steps at C speed, not 600 in Python.

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




def _outside_value(text: str, start: int, at: int) -> bool | None:
    """Whether ``at`` is outside any value, ``start`` being outside one: with no backslash between
    them every "]" closes a value, so ``at`` is inside one exactly when a "[" comes after the last
    "]". None when a backslash is there (the slow reader decides)."""
    if text.find("\\", start, at) >= 0:
        return None
    return text.rfind("[", start, at) <= text.rfind("]", start, at)


_IDENT = re.compile(r"\s*([A-Za-z]+)\s*")
_SPACE = frozenset(" \t\r\n\f\v")


def _value_end(text: str, start: int) -> int:
    """The index of the "]" closing the value opened at ``start`` (its "["), or -1."""
    end = text.find("]", start + 1)
    while end > 0 and text[end - 1] == "\\":
        slashes = end - 1
        while text[slashes - 1] == "\\":
            slashes -= 1
        if (end - slashes) % 2 == 0:  # "\\]": an escaped backslash, then the closing bracket
            break
        end = text.find("]", end + 1)
    return end


def _read_root(text: str, at: int) -> tuple[dict[str, str], int]:
    """The wanted properties of the node starting at ``at`` (just after its ";"), and where it ends
    (-1: inside a value that never closes). Brackets are found by str.find (C speed)."""
    found: dict[str, str] = {}
    size = len(text)
    while True:
        ident = _IDENT.match(text, at)
        if ident is None or ident.end() >= size or text[ident.end()] != "[":
            while at < size and text[at] in _SPACE:
                at += 1
            return found, at
        raw = ident.group(1)
        name = raw if raw.isupper() else "".join(c for c in raw if c.isupper())  # FF[3]: "GaMe" is GM
        at, count, first = ident.end(), 0, None
        while at < size and text[at] == "[":
            end = _value_end(text, at)
            if end < 0:
                return found, -1
            if first is None:
                first = text[at + 1:end]
            count += 1
            at = end + 1
            while at < size and text[at] in _SPACE:
                at += 1
        if name in WANTED and name not in found:
            found[name] = str(count) if name == "AB" else _value(first or "")


def _skip_tree(text: str, at: int) -> int:
    """The index just after the tree's closing ")" (from inside it, at depth 1), or -1 when the
    text ends first. Parentheses are found by str methods (C speed); a stretch with a backslash
    or a parenthesis inside a value goes through the regular expression of runs of nodes."""
    depth, end = 1, len(text)
    while True:
        opening, closing = text.find("(", at), text.find(")", at)
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
