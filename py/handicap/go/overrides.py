"""The organiser's overrides of a computed game, and the players' names.

Source: ``ogs-small-board-proposal.txt``, part 3 ("Expose handicap rank difference in the
challenge interface"): Rank difference Auto / None / Custom / Auto±n; "Handicap stones: greyed
out, showing computed stones, unless Rank difference is Custom"; "Komi: Auto, None, Custom".

    custom_stones   (difference_mode "custom") the stones the organiser wants, 0..9. The game is
                    the system's own game at the smallest whole rank difference that gives that
                    many stones, so its komi is the system's komi for those stones:
                    d = min { d = 0, 1, 2, … : stones(d) = custom_stones }
    komi_mode       "auto" (the system's komi), "none" (komi 0) or "custom" (``komi``: a multiple
                    of 0.5 from −100 to 100, negative = reverse komi). The handicap bonus of the
                    rules is added to any of them (effective komi).
    names           [name of player 1, name of player 2]: shown instead of "player 1/2".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from .. import fields
from ..errors import InvalidInput
from ..exact import _show, show
from .rules import Ruleset
from .strength import DIFFERENCE_MODES, MAX_RANK_DIFFERENCE
from .system import GoSystem, Handicap, Step

MAX_CUSTOM_STONES = 9
KOMI_MODES = ("auto", "none", "custom")
MAX_KOMI = 100
MAX_NAME = 40


def _given(request: Mapping[str, Any], key: str) -> bool:
    value = request.get(key)
    return value is not None and not (isinstance(value, str) and not value.strip())


def custom_stones(request: Mapping[str, Any]) -> int | None:
    """The stones asked for with Rank difference "Custom", or None when not asked for."""
    if not _given(request, "custom_stones"):
        return None
    mode = fields.choice(request, "difference_mode", DIFFERENCE_MODES, default="auto")
    if mode != "custom":
        raise InvalidInput("custom_stones", "needs difference_mode \"custom\" (handicap stones are computed otherwise)")
    if _given(request, "custom_difference"):
        raise InvalidInput("custom_stones", "give either custom_stones or custom_difference, not both")
    value = fields.number(request, "custom_stones", minimum=0, maximum=MAX_CUSTOM_STONES,
                          what="a whole number of stones")
    if value.denominator != 1:
        raise InvalidInput("custom_stones", f"{_show(request['custom_stones'])} is not allowed; "
                                            f"use a whole number of stones from 0 to {MAX_CUSTOM_STONES}")
    return value.numerator


def difference_for_stones(system: GoSystem, stones: int, board: int, ruleset: Ruleset | None,
                          counting: str) -> tuple[Fraction, Step]:
    """The smallest whole rank difference at which the system gives ``stones`` stones."""
    seen: list[int] = []
    for d in range(MAX_RANK_DIFFERENCE + 1):
        h = system.compute(Fraction(d), board, ruleset, counting)
        if h.stones == stones and h.capped_at is None:
            step = Step("custom_stones", "Handicap stones: Custom",
                        "the smallest rank difference that gives these stones (its komi goes with them)",
                        f"{stones} stone{'' if stones == 1 else 's'} → rank difference {d}", Fraction(d), "strength")
            return Fraction(d), step
        if h.stones > max(stones, MAX_CUSTOM_STONES) or h.capped_at is not None:
            break
        if h.stones not in seen:
            seen.append(h.stones)
    offered = ", ".join(str(s) for s in seen)
    raise InvalidInput("custom_stones", f"{stones} is not allowed: {system.name} on {board}×{board} gives "
                                        f"{offered} stones")


def apply_komi_mode(request: Mapping[str, Any], h: Handicap) -> tuple[Handicap, Step | None]:
    """The computed game with the komi the organiser chose (Auto leaves it as it is)."""
    mode = fields.choice(request, "komi_mode", KOMI_MODES, default="auto")
    if mode != "custom" and _given(request, "komi"):
        raise InvalidInput("komi", "needs komi_mode \"custom\"")
    if mode == "auto":
        return h, None
    if mode == "none":
        komi = Fraction(0)
        step = Step("komi_mode", "Komi: None", "no komi", f"{show(h.komi)} → 0", komi, "rules")
    else:
        komi = fields.number(request, "komi", minimum=-MAX_KOMI, maximum=MAX_KOMI, what="a komi")
        if (komi * 2).denominator != 1:
            raise InvalidInput("komi", f"{_show(request['komi'])} is not allowed; use a multiple of 0.5 "
                                       f"from {-MAX_KOMI} to {MAX_KOMI}")
        step = Step("komi_mode", "Komi: Custom", "the komi chosen by the organiser",
                    f"{show(h.komi)} → {show(komi)}", komi, "rules")
    # A system's own tie rule (Goldis: Black wins ties) belongs to its own komi.
    return replace(h, komi=komi, black_wins_ties=False), step


def names(request: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """The players' names, each optional (blank: none); at most 40 characters."""
    if not _given(request, "names"):
        return None, None
    value = request["names"]
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != 2:
        raise InvalidInput("names", f"{_show(value)} is not a pair: give two names (either may be blank)")
    result: list[str | None] = []
    for name in value:
        if name is None:
            result.append(None)
            continue
        if not isinstance(name, str):
            raise InvalidInput("names", f"{_show(name)} is not a name: give text")
        text = " ".join(name.split())
        if len(text) > MAX_NAME:
            raise InvalidInput("names", f"{_show(name)} is too long: at most {MAX_NAME} characters")
        result.append(text or None)
    return result[0], result[1]
