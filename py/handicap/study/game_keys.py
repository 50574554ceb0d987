"""Each game tree of an SGF text with a key that is the same for the same game found twice, so a
study counts it once (the KGS archives, a player's own downloads and a server's copy overlap).

    the same game   the same players (PB, PW), date (DT), result (RE) and moves (every B[] and
                    W[] of the tree, in order), when the tree records moves and both players;
                    else the same tree, byte for byte (after the text's decoding)
    its key         the first 16 bytes of BLAKE2b over that, in hex (``hashlib``, no collision
                    to fear among a study's at most 200,000 games)

The trees are found as ``sgf_roots.roots`` finds them (its root reader and its tree skipper, the
same steps), with where each tree starts and ends.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator

from .sgf_roots import _TREE_START, Root, _read_root, _skip_tree

_MOVE = re.compile(r";\s*([BW]\s*\[[^\]]*\])")  # a move: its colour and point, one string (C speed)
_PLAYER = re.compile(r"P([BW])\s*\[([^\]]*)\]")
_DATE_RESULT = re.compile(r"(DT|RE)\s*\[([^\]]*)\]")
_ROOT_LENGTH = 4096  # at most this much of a tree is looked at for its players, date and result


def trees(text: str) -> Iterator[tuple[Root, str]]:
    """Every game tree's root, in order (as ``sgf_roots.roots``), with the tree's key."""
    at, number = 0, 0
    while True:
        start = _TREE_START.search(text, at)
        if start is None:
            return
        number += 1
        properties, after = _read_root(text, start.end())
        end = _skip_tree(text, after) if after >= 0 else -1
        yield Root(number, properties, damaged=end < 0), key(text[start.start():end if end >= 0 else len(text)])
        if end < 0:
            return
        at = end


def key(tree: str) -> str:
    """The game's key: its players, date, result and moves, or its text when it has no moves or
    lacks a player's name."""
    first_moves = [at for at in (tree.find(";B[", 1), tree.find(";W[", 1)) if at > 0]
    head = tree[:min([_ROOT_LENGTH, *first_moves])]  # the root, where the players, date and result are
    players = dict(reversed(_PLAYER.findall(head)))  # the first of each
    black, white = players.get("B", "").strip(), players.get("W", "").strip()
    moves = "".join(_MOVE.findall(tree))
    if moves and black and white:
        found = dict(reversed(_DATE_RESULT.findall(head)))
        what = "\x00".join((black, white, found.get("DT", "").strip(), found.get("RE", "").strip(),
                            "".join(moves.split())))
    else:
        what = "\x01" + tree
    return hashlib.blake2b(what.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()
