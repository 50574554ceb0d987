"""Boards: where handicap stones go, how many fit, and an SGF setup for the game.

Placement follows the common fixed ("Japanese") handicap order used by Go servers and SGF
editors, on the star points: the 4-4 points on 13x13 and larger, the 3-3 points on smaller
boards. In SGF coordinates (column letter, then row letter, "a" = first line from the top/left):

    2  top right, bottom left               19x19: pd dp
    3  + bottom right                              pp
    4  + top left                                  dd
    5  four corners + centre                       jj
    6  four corners + left and right sides         dj pj
    7  six + centre
    8  four corners + all four sides               dj pj jd jp
    9  eight + centre

A handicap of "1 stone" places nothing: Black simply moves first (usually with a half-point
komi). Odd boards from 9 up take nine stones, 7x7 takes five (corners and centre), even boards
only the four corners, 5x5 and 6x6 none.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .rules import SGF_RULES, Ruleset

MIN_BOARD, MAX_BOARD = 5, 25


def _point(x: int, y: int) -> str:
    return chr(ord("a") + x) + chr(ord("a") + y)


def placement_limit(board: int) -> int:
    """How many handicap stones have standard points on this board."""
    if board < 7:
        return 0
    if board == 7:
        return 5
    return 4 if board % 2 == 0 else 9


def star_points(board: int) -> list[str]:
    """SGF points of the star points a diagram shows for orientation: the four corner points
    (4-4 from 13x13 up, 3-3 below; none below 7x7), the centre on odd boards, and the side
    points on odd boards from 19x19 up."""
    if board < 7:
        return []
    line = 3 if board >= 13 else 2
    far, mid = board - 1 - line, board // 2
    points = [_point(line, line), _point(far, line), _point(line, far), _point(far, far)]
    if board % 2 == 1:
        points.append(_point(mid, mid))
        if board >= 19:
            points += [_point(mid, line), _point(mid, far), _point(line, mid), _point(far, mid)]
    return points


def stone_points(board: int, stones: int) -> list[str] | None:
    """SGF points for ``stones`` handicap stones, [] when nothing is placed (0 or 1 stone), None
    when the board has no standard placement for that many."""
    if stones <= 1:
        return []
    if stones > placement_limit(board):
        return None
    line = 2 if board < 13 else 3
    far, mid = board - 1 - line, board // 2
    top_right, bottom_left = _point(far, line), _point(line, far)
    bottom_right, top_left = _point(far, far), _point(line, line)
    left, right, top, bottom = _point(line, mid), _point(far, mid), _point(mid, line), _point(mid, far)
    centre = _point(mid, mid)
    corners = [top_right, bottom_left, bottom_right, top_left]
    if stones <= 4:
        return corners[:stones]
    if board == 7:  # corners and centre only
        return [*corners, centre]
    return {
        5: [*corners, centre],
        6: [*corners, left, right],
        7: [*corners, left, right, centre],
        8: [*corners, left, right, top, bottom],
        9: [*corners, left, right, top, bottom, centre],
    }[stones]


def _sgf_number(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


def sgf_setup(board: int, stones: int, komi: Fraction | None, ruleset: Ruleset | None, *,
              extra: Sequence[str] = (), white_to_play: bool = False) -> str:
    """An SGF game record with the setup only: SZ, HA (two stones or more), KM (when known), RU
    and AB; ``extra`` properties (already written, such as "TM[600]") go before AB, and PL[W] after
    it when White plays first (a placed handicap)."""
    parts = ["(;GM[1]FF[4]CA[UTF-8]", f"SZ[{board}]"]
    points = stone_points(board, stones)
    if stones >= 2:
        parts.append(f"HA[{stones}]")
    if komi is not None:
        parts.append(f"KM[{_sgf_number(komi)}]")
    if ruleset is not None:
        parts.append(f"RU[{SGF_RULES[ruleset.key]}]")
    parts.extend(extra)
    if points:
        parts.append("AB" + "".join(f"[{p}]" for p in points))
    if white_to_play:
        parts.append("PL[W]")
    parts.append(")")
    return "".join(parts)


GO_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # the letters players read under a board: no I


def go_coordinate(board: int, point: str) -> str:
    """An SGF point as players read it on a board: columns A–T without I from the left, rows
    counted from the bottom ("dd" on 19×19 -> "D16", "pp" -> "Q4")."""
    x, y = ord(point[0]) - ord("a"), ord(point[1]) - ord("a")
    return f"{GO_COLUMNS[x]}{board - y}"
