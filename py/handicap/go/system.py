"""What every Go handicap system module provides, so the ``go`` command can treat them alike.

A system turns a rank difference (already derived from the players' strengths and adjusted by
the tournament options) plus a board and a ruleset into stones, komi and who wins a tie, with
the steps of its derivation in plain words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .rules import Ruleset

Value = Fraction | int | str | bool | None


@dataclass(frozen=True)
class Step:
    """One line of a derivation: what is computed, the rule, the numbers put in, the result."""

    key: str
    label: str
    formula: str
    working: str
    value: Value
    group: str = "system"  # "strength" (the rank difference), "system" or "rules" (bonus)


@dataclass(frozen=True)
class Handicap:
    stones: int  # 1 means Black moves first with no stone placed
    komi: Fraction  # points to White; negative = reverse komi
    steps: tuple[Step, ...]
    black_wins_ties: bool = False
    capped_at: int | None = None  # the system's own table stops here (fewer stones than asked for)
    extra: Mapping[str, Any] = field(default_factory=dict)  # system-specific reply keys
    notes: tuple[tuple[str, str], ...] = ()  # (code, message) warnings from the system


Compute = Callable[[Fraction, int, "Ruleset | None", str], Handicap]


@dataclass(frozen=True)
class GoSystem:
    key: str
    name: str
    source: str  # the seed document
    historical: bool
    boards: tuple[int, ...]
    whole_differences: bool  # the tables take whole rank differences (fractions are rounded down)
    default_rules: str
    compute: Compute
    max_stones: Callable[[int], int]
    example: str
    komi_follows_rules: bool = True  # False: komi is fixed by the system whatever the rules
    ranks_per_stone: Mapping[int, Fraction] = field(default_factory=dict)  # board -> ranks


def nine(_board: int) -> int:
    return 9


def stones_text(stones: int) -> str:
    if stones == 0:
        return "no handicap stones"
    if stones == 1:
        return "one stone (no stone is placed: Black simply moves first)"
    return f"{stones} handicap stones"
