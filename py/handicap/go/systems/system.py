"""What every Go handicap system module provides, so the ``go`` commands can treat them alike.

A system turns a rank difference (already derived from the players' strengths and adjusted by
the tournament options) plus a board and a ruleset into stones, komi and who wins a tie, with
the steps of its derivation in plain words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from ...i18n import say
from ..rules import Counting, Ruleset
from ..step import Step

Extra = Mapping[str, Fraction | int | float | bool]


@dataclass(frozen=True)
class Handicap:
    stones: int  # 1 means Black moves first with no stone placed
    komi: Fraction  # points to White; negative = reverse komi
    steps: tuple[Step, ...]
    black_wins_ties: bool = False
    capped_at: int | None = None  # the system's own table stops here (fewer stones than asked for)
    extra: Extra = field(default_factory=dict)  # system-specific reply keys
    notes: tuple[tuple[str, str], ...] = ()  # (code, message) warnings from the system


Compute = Callable[[Fraction, int, Ruleset | None, Counting], Handicap]


def nine_stones(board: int) -> int:
    """The usual stone maximum: nine, on every board the system covers."""
    return 9


@dataclass(frozen=True)
class GoSystem:
    key: str  # its name and one-line example are words: go.system.<key>.name, .example (words.py)
    source: str  # the seed document
    boards: tuple[int, ...]
    compute: Compute
    historical: bool = False
    whole_differences: bool = True  # the tables take whole rank differences (fractions are rounded down)
    default_rules: str = "japanese"
    max_stones: Callable[[int], int] = nine_stones  # board -> the most stones the system gives
    komi_follows_rules: bool = True  # False: komi is fixed by the system whatever the rules
    made_for: tuple[int, ...] = ()  # the boards its rule was made for, if fewer than it covers
    # (OpenGotha's and pairgoth's stone a rank is the 19×19 rule, applied to any board)
    places_freely: bool = False  # past the board's fixed points Black places the stones where Black chooses
    aliases: tuple[str, ...] = ()  # its former keys, still accepted wherever a key is (python-chess's aliases)

    def made_for_board(self, board: int) -> bool:
        return not self.made_for or board in self.made_for

    @property
    def default_board(self) -> int:
        return 19 if 19 in self.boards else self.boards[0]

    def fits(self, h: Handicap, board: int) -> bool:
        """Whether a computed game is within the system's own tables and stone maximum."""
        return h.stones <= self.max_stones(board) and h.capped_at is None


def even_with(komi: Fraction) -> Handicap:
    """An even game at a komi the system fixes itself (not the rules'): no stones, nigiri."""
    return Handicap(0, komi, (
        Step("stones", say("go.step.stones.label"), say("go.step.even.stones.formula"),
             say("go.step.even.stones.working"), 0),
        Step("komi", say("go.step.komi.label"), say("go.step.fixed_even.komi.formula"),
             say("go.step.custom.komi.even", komi=komi), komi),
    ))


def stones_and_komi(key: str, stones: int, komi: Fraction, stones_working: str, komi_working: str,
                    capped_at: int | None = None, **words: object) -> Handicap:
    """A handicap game as a system module finds it: its two steps, each with the system's own rule
    (words ``go.step.<key>.stones.formula`` and ``.komi.formula``) and the arithmetic put in."""
    return Handicap(stones, komi, (
        Step("stones", say("go.step.stones.label"), say(f"go.step.{key}.stones.formula", **words),
             stones_working, stones),
        Step("komi", say("go.step.komi.label"), say(f"go.step.{key}.komi.formula", **words), komi_working, komi),
    ), capped_at=capped_at)
