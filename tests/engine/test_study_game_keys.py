"""The key that tells the same game found twice (``study/game_keys.py``), held to two plainer
definitions:

- ``reference_key``: its moves read by one regular expression over every move of the tree, as
  the key read them before they were read a run at a time (commit 56b2e64), copied here unchanged;
  its players, date and result the root's values (``sgf_roots``). On every real game of
  tests/fixtures/study/gnugo/ (GNU Go's NNGS and KGS games, repository runningskull/gnugo, commit
  84a32e9cee2a70c0ec6ef58c1be279fed84a9a53), on those games as other programs write them (CR LF
  line ends, a time left after each move as KGS writes it, passes, comments between the moves, a
  variation), and on trees made of the pieces that could fool a run (hypothesis: moves with spaces
  inside, a ";B[" inside a comment, escaped brackets, property names without values, parentheses).
- ``first_key``: the key as first defined (commit 56b2e64), which read the players, date and
  result a second time with regular expressions of its own (a name's escapes kept, its first match
  anywhere before the first move). On the same real games, in every way written, it gives the same
  key byte for byte, so the same duplicates: the key now takes the values the root reader has read
  already. Where they differ (a name with an escaped bracket, one longer than MAX_VALUE), the key
  reads the name as the study does everywhere else."""

from __future__ import annotations

import hashlib
import re

from hypothesis import example, given
from hypothesis import strategies as st

from handicap.study import game_keys, sgf_roots
from tests.support.study_games import GAMES

_MOVE = re.compile(r";\s*([BW]\s*\[[^\]]*\])")
_PLAYER = re.compile(r"P([BW])\s*\[([^\]]*)\]")
_DATE_RESULT = re.compile(r"(DT|RE)\s*\[([^\]]*)\]")
_ROOT_LENGTH = 4096


def _hashed(black: str, white: str, date: str, result: str, moves: str, tree: str) -> str:
    if moves and black and white:
        what = "\x00".join((black, white, date, result, "".join(moves.split())))
    else:
        what = "\x01" + tree
    return hashlib.blake2b(what.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def reference_key(tree: str, root: dict[str, str]) -> str:
    return _hashed(root.get("PB", ""), root.get("PW", ""), root.get("DT", ""), root.get("RE", ""),
                   "".join(_MOVE.findall(tree)), tree)


def first_key(tree: str) -> str:
    first_moves = [at for at in (tree.find(";B[", 1), tree.find(";W[", 1)) if at > 0]
    head = tree[:min([_ROOT_LENGTH, *first_moves])]  # the root, where the players, date and result are
    players = dict(reversed(_PLAYER.findall(head)))  # the first of each
    found = dict(reversed(_DATE_RESULT.findall(head)))
    return _hashed(players.get("B", "").strip(), players.get("W", "").strip(), found.get("DT", "").strip(),
                   found.get("RE", "").strip(), "".join(_MOVE.findall(tree)), tree)


def reference_trees(text: str, keyed: str = "reference") -> list[tuple[sgf_roots.Root, str]]:
    """``game_keys.trees`` as a plain loop: the same roots, each tree's text given to
    ``reference_key`` (or ``first_key``)."""
    found = []
    at, number = 0, 0
    while (start := sgf_roots._TREE_START.search(text, at)) is not None:
        number += 1
        properties, after = sgf_roots._read_root(text, start.end())
        end = sgf_roots._skip_tree(text, after) if after >= 0 else -1
        tree = text[start.start():end if end >= 0 else len(text)]
        found.append((sgf_roots.Root(number, properties, damaged=end < 0),
                      reference_key(tree, properties) if keyed == "reference" else first_key(tree)))
        if end < 0:
            break
        at = end
    return found


def _rewritten(text: str) -> list[str]:
    """The game as other programs write it."""
    return [
        text.replace("\n", "\r\n"),
        re.sub(r"(;[BW]\[[a-z]*\])", r"\1BL[1799.883]OB[5]", text),  # KGS: the time left after each move
        text.replace(";W[", ";W[]\n;B[]\n;W[", 3),  # passes as FF[4] writes them
        # comments between the moves, one with a ";B[", a parenthesis and an escaped bracket in it
        re.sub(r"(;W\[[a-z]*\])", r"\1C[move 30: good (really) ;B[aa] \\] ok]", text, count=30),
        text.replace(";B[", "(;B[", 1).replace(")", "))", 1) if text.count(";B[") > 20 else text + "(;B[aa])",
        re.sub(r";([BW])\[", r"; \1 [", text),  # spaces inside a move
        text.replace("W[", "W[T", 5),  # an upper-case point
    ]


def _real_texts() -> list[str]:
    texts = [path.read_bytes().decode("utf-8", "replace") for path in GAMES]
    assert len(texts) == 283
    together = "\n".join(texts[:40])  # a collection: the trees one after the other
    return [version for text in [*texts, together] for version in [text, *_rewritten(text)]]


def test_the_real_games_keep_their_keys() -> None:
    for version in _real_texts():
        assert list(game_keys.trees(version)) == reference_trees(version), version[:200]


def test_the_real_games_keep_the_keys_first_defined() -> None:
    # the root's values instead of a second reading of the head: the same key for every real game
    versions = _real_texts()
    assert len(versions) == 284 * 8
    for version in versions:
        assert list(game_keys.trees(version)) == reference_trees(version, keyed="first"), version[:200]


def test_a_name_is_read_as_the_study_reads_it() -> None:
    # where the first definition and the key part: an escaped bracket in a name (the first took
    # the name up to it), white space inside a name (the first kept it as written)
    moves = ";B[pd];W[dd]" * 20 + ")"
    escaped = "(;PB[Lee \\] Sedol]PW[Cho]DT[2004-04-10]RE[B+R]" + moves
    spaced = "(;PB[Lee  Sedol\n]PW[Cho]DT[2004-04-10]RE[B+R]" + moves
    (root, escaped_key), = game_keys.trees(escaped)
    assert root.properties["PB"] == "Lee ] Sedol"
    assert escaped_key == reference_key(escaped, root.properties) != first_key(escaped)
    (root, spaced_key), = game_keys.trees(spaced)
    assert root.properties["PB"] == "Lee Sedol"
    assert spaced_key == reference_key(spaced, root.properties) != first_key(spaced)
    assert spaced_key == game_keys.trees(spaced.replace("Lee  Sedol\n", "Lee Sedol")).__next__()[1]


# pieces a tree is made of: nodes that are a move, and everything that could fool a run
PIECES = st.sampled_from([
    ";B[pd]", ";W[dd]", ";B[]", ";W[tt]", "\n", "\r\n", " ", "\t", ";B[pd]BL[30.5]", ";W[qq]C[good]",
    "C[x;B[aa]y]", "C[a\\]b;W[cc]]", ";", "[", "]", "(", ")", "(;B[aa])", ";b[pd]", "; B [p d]", "AB[aa][bb]",
    "XY", ";B[pd]XY", ";W[Ab]", "\u00a0", ";B[éa]", "[aa]", ";C[]", "\\",
    ";W", ";B[p", "\f",  # a node cut short before the last ";", a space no run holds
])


@given(st.lists(PIECES, max_size=60), st.lists(PIECES, max_size=12), st.booleans())
# the moves before the last ";" ending in a node cut short (read at once, they would count it)
@example([], [";W", ";"], True)
@example([], [";B[p", ";W[dd]"], True)
def test_trees_made_of_awkward_pieces_keep_their_keys(moves: list[str], more: list[str], closed: bool) -> None:
    body = "".join(moves) + ";B[ab]" * 20 + "".join(more)  # a long run, so that runs are read
    text = "(;GM[1]PB[Black]PW[White]DT[2004-04-10]RE[B+R]" + body + (")" if closed else "")
    assert list(game_keys.trees(text)) == reference_trees(text)
    assert list(game_keys.trees(text + "\n" + text)) == reference_trees(text + "\n" + text)


def test_a_first_move_at_the_edge_of_the_head_keeps_its_key() -> None:
    # the players, date and result are read up to the first move or 4096 characters: a ";B[" that
    # starts just before, at or after that edge, a long comment in the root pushing it there
    for length in range(4070, 4100):
        root = "(;GM[1]PB[Black]PW[White]DT[2004-04-10]RE[B+R]C["
        text = root + "x" * (length - len(root) - 1) + "]" + ";B[pd];W[dd]" * 20 + ")"
        assert list(game_keys.trees(text)) == reference_trees(text), length
