"""Each game tree of an SGF text with a key that is the same for the same game found twice, so a
study counts it once (the KGS archives, a player's own downloads and a server's copy overlap).

    the same game   the same players (PB, PW), date (DT), result (RE) and moves (every B[] and
                    W[] of the tree, in order), when the tree records moves and both players;
                    else the same tree, byte for byte (after the text's decoding)
    its players …   the root's values as the study reads them (``sgf_roots``: escapes undone, white
                    space one space, at most MAX_VALUE characters), not read a second time
    its key         the first 16 bytes of BLAKE2b over that, in hex (``hashlib``, no collision
                    to fear among a study's at most 200,000 games)

The trees are found as ``sgf_roots.roots`` finds them (its root reader and its tree skipper, the
same steps), with where each tree starts and ends.

The moves are the matches of one regular expression over the tree (``_MOVE``: ";", a colour, its
point), some 150 ns a move. Most of a tree is a run of nodes that are a move and nothing else
(``;B[pd]`` and ``;W[dd]`` with line breaks between), so that run is read at C speed instead:

    the run     from the root's end, the characters a move's node is written with (white space,
                ";", "[", "]", letters), up to the last ";" among them
    plain       with its white space taken out, it starts with ";", ends with "]", and counts
                n ";" = n ";B[" + ";W[" = n "[" = n "]" = n − 1 "];" + 1: every ";" opens a
                move, whose value holds letters only and is followed by the next ";" or the end
    its moves   the run with its white space and ";" taken out: "B[pd]W[dd]…", what ``_MOVE``
                finds in it, white space taken out

The expression then looks only at the root and at what follows the run (the last moves, comments,
markup, variations; a run that is not plain: the whole tree). That is the same key, byte for byte:
no match of ``_MOVE`` over the whole tree crosses the root's end (it ends outside any value) or
the run's ends (the run is made of whole matches), and the key takes the white space out of the
moves anyway.

Games with a comment on some moves (GNU Go's ``C[L:8]``, a chat line) break the runs every few
moves. When a run is not plain, the rest of the tree is read once more with every stretch from a
"]" up to the next ";" taken out where it holds more than white space (``_EXTRAS``: the comments,
a time left, a variation's parentheses), and its runs read again. No match changes: a match holds
one "]", its last character, so none reaches past a "]" into such a stretch, and none starts in
it (a match starts with ";", which the stretch lacks); after it the text and the matches are the
same.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator

from .sgf_roots import _TREE_START, Root, _outside_value, _read_root, _skip_tree

_MOVE = re.compile(r";\s*([BW]\s*\[[^\]]*\])")  # a move: its colour and point, one string (C speed)
_RUN = re.compile(r"[ \t\r\n;\[\]A-Za-z]*")  # the characters of a run of nodes that are a move alone
_SPACES = b" \t\r\n"
# After a "]", up to the next ";": a stretch holding more than white space (a comment, a time
# left, a variation's parenthesis). Taking such stretches out changes no match of ``_MOVE``
# (module docstring).
_EXTRAS = re.compile(r"\]\s*+[^;\s][^;]*")
_LONG_RUN = 6 * 16  # bytes: a shorter run (some 16 moves) is read move by move with the rest of the tree
# a run's nodes with their points' letters taken out and W read as B are ";B[]" each (``_plain``)
_W_AS_B = bytes.maketrans(b"W", b"B")
_POINT_LETTERS = b"abcdefghijklmnopqrstuvwxyz"
_BARE_NODES = b";B[]" * 3000


def trees(text: str) -> Iterator[tuple[Root, str]]:
    """Every game tree's root, in order (as ``sgf_roots.roots``), with the tree's key."""
    for number, properties, damaged, found in keyed_trees(text):
        yield Root(number, properties, damaged), found.hex()


def keyed_trees(text: str) -> Iterator[tuple[int, dict[str, str], bool, bytes]]:
    """``trees`` as plain values: each tree's number, root properties, whether it is damaged, and
    its key's 16 bytes (the study's reader makes no Root and no hex of a million games)."""
    at, number = 0, 0
    while True:
        start = _TREE_START.search(text, at)
        if start is None:
            return
        number += 1
        properties, after = _read_root(text, start.end())
        end = _skip_tree(text, after) if after >= 0 else -1
        tree = text[start.start():end if end >= 0 else len(text)]
        yield number, properties, end < 0, digest(tree, properties, after - start.start() if after >= 0 else None)
        if end < 0:
            return
        at = end


def key(tree: str, root: dict[str, str], root_end: int | None = None) -> str:
    """The game's key, in hex (``digest``)."""
    return digest(tree, root, root_end).hex()


def digest(tree: str, root: dict[str, str], root_end: int | None = None) -> bytes:
    """The game's key: its players, date and result (``root``: its root's values, as
    ``sgf_roots`` reads them) and moves, or its text when it has no moves or lacks a player's
    name. ``root_end``: where the tree's root node ends, when it is known (its moves are then read
    a run at a time)."""
    black, white = root.get("PB", ""), root.get("PW", "")  # each value stripped, as sgf_roots keeps it
    moves = _moves(tree, root_end) if black and white else b""  # without both names, the text is the key
    if moves:
        what = "\x00".join((black, white, root.get("DT", ""), root.get("RE", ""), "")).encode(
            "utf-8", "surrogatepass") + moves
    else:
        what = ("\x01" + tree).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(what, digest_size=16).digest()


def _moves(tree: str, root_end: int | None) -> bytes:
    """Every move of the tree (each ``_MOVE`` match's colour and point) one after the other, white
    space taken out, as UTF-8."""
    if root_end is None:
        return _spaceless(_MOVE.findall(tree))
    found = [_spaceless(_MOVE.findall(tree, 0, root_end))]
    at = root_end  # outside any value: the root's end, or a ";" between nodes
    cleaned = False
    while True:
        reach = _RUN.match(tree, at).end()  # type: ignore[union-attr] # matches "" at least
        run_end = tree.rfind(";", at, reach)
        run = tree[at:run_end].encode("ascii").translate(None, _SPACES) if run_end > at else b""
        if len(run) < _LONG_RUN or not _plain(run):
            if not cleaned:  # once: the rest without what follows a value up to the next ";"
                cleaned, rest = True, tree[at:]
                tree, at = _EXTRAS.sub("]", rest), 0
                if len(tree) < len(rest):
                    continue  # comments between the moves taken out: the runs are read again
            found.append(_spaceless(_MOVE.findall(tree, at)))  # the rest, move by move
            return b"".join(found)
        found.append(run.translate(None, b";"))
        # the node the run stopped in, and those up to the next ";" outside any value: move by move
        after = tree.find(";", reach)
        while after >= 0 and not (outside := _outside_value(tree, run_end, after)):
            after = -1 if outside is None else tree.find(";", after + 1)
        found.append(_spaceless(_MOVE.findall(tree, run_end, after if after >= 0 else len(tree))))
        if after < 0:
            return b"".join(found)
        at = after


def _plain(run: bytes) -> bool:
    """Whether ``run`` (white space taken out) is nodes that are each a move and nothing else."""
    if run.endswith(b"]") and _BARE_NODES.startswith(run.translate(_W_AS_B, _POINT_LETTERS)):
        return True  # each node ";B[pd]", ";W[dd]" or a pass ";B[]", the last one whole
    nodes = run.count(b";")  # a bigger board's points, a longer game
    return run.startswith(b";") and run.endswith(b"]") and run.count(b"[") == nodes == run.count(b"]") and \
        run.count(b";B[") + run.count(b";W[") == nodes and run.count(b"];") == nodes - 1


def _spaceless(moves: list[str]) -> bytes:
    return "".join("".join(moves).split()).encode("utf-8", "surrogatepass")
