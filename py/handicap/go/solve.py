"""The arithmetic of the Go commands on typed requests: one game (``solve``), a system's
schedule (``schedule``), and the boards where a difference still fits. No JSON and no prose
here: ``replies.py`` turns results into replies, ``words.py`` writes the sentences.

For one game, in order: custom stones -> the rank difference (``strength.derive``) -> the
system's stones and komi -> the stone ceiling (lower the difference one rank at a time until
the stones fit) -> komi None/Custom -> the rules' handicap bonus (effective komi = komi + bonus).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from ..i18n import language, say, say_plural
from ..text import show
from .boards import stone_points
from .overrides import apply_komi_mode, difference_for_stones
from .request import GoRequest, Setup
from .rules import Counting, Ruleset, TieRule, tie_rule
from .step import Step
from .strength import Difference, derive
from .systems import GoSystem, Handicap


@dataclass(frozen=True)
class Game:
    """A solved ``go`` request: the game to play and how it was found."""

    request: GoRequest
    difference: Difference
    rank_difference: Fraction  # what the system was given, after the stone ceiling
    handicap: Handicap  # with the organiser's komi
    steps: tuple[Step, ...]
    bonus: int  # the rules' handicap bonus (points to White)
    black: int | None  # the player who takes Black (the weaker); None: an even game, nigiri
    max_stones: int
    beyond_maximum: bool
    fair_boards: tuple[int, ...] | None  # other boards where the difference fits (when beyond)
    stone_points: list[str] | None  # None: no standard points for these stones

    @property
    def setup(self) -> Setup:
        return self.request.setup

    @property
    def effective_komi(self) -> Fraction:
        return self.handicap.komi + self.bonus

    @property
    def tie_rule(self) -> TieRule:
        return tie_rule(self.handicap.komi, self.setup.ruleset, self.handicap.black_wins_ties)


@dataclass(frozen=True)
class Row:
    """One rank difference of a system's schedule."""

    rank_difference: int
    handicap: Handicap
    bonus: int
    tie_rule: TieRule
    beyond_maximum: bool

    @property
    def effective_komi(self) -> Fraction:
        return self.handicap.komi + self.bonus


def compute(setup: Setup, d: Fraction) -> Handicap:
    return _computed(setup.system, setup.board, setup.ruleset, setup.counting, d, language())


# A round solves hundreds of boards with the same few rank differences: each system's answer for a
# board, rules and difference is kept (with its steps, so keyed on the language their words are in).
@lru_cache(maxsize=4096)
def _computed(system: GoSystem, board: int, ruleset: Ruleset | None, counting: Counting, d: Fraction,
              lang: str) -> Handicap:
    return system.compute(d, board, ruleset, counting)


def bonus_of(ruleset: Ruleset | None, stones: int) -> int:
    return ruleset.handicap_bonus(stones) if ruleset else 0


def fair_boards(setup: Setup, d: Fraction) -> tuple[int, ...]:
    """The system's other boards on which the same rank difference still fits its stone maximum."""
    system = setup.system
    return tuple(b for b in system.boards
                 if b != setup.board and system.fits(_computed(system, b, setup.ruleset, setup.counting, d,
                                                               language()), b))


def _apply_ceiling(setup: Setup, d: Fraction, ceiling: int, h: Handicap) -> tuple[Fraction, Handicap, Step]:
    """Lower the difference one rank at a time until the stones fit under the ceiling."""
    start, start_stones = d, h.stones
    floor_stones = compute(setup, Fraction(0)).stones  # Goldis: always 1
    while h.stones > max(ceiling, floor_stones) and d > 0:
        d = max(Fraction(0), d - 1)
        h = compute(setup, d)
    if d == start:
        working = say_plural("go.step.max_stones.unchanged", start_stones, stones=start_stones, ceiling=ceiling)
    else:
        working = say_plural("go.step.max_stones.lowered", start_stones, stones=start_stones, ceiling=ceiling,
                             start=start, difference=d)
    return d, h, Step("max_stones", say("go.step.max_stones.label"), say("go.step.max_stones.formula"), working,
                      h.stones, "strength")


def _bonus_step(ruleset: Ruleset, h: Handicap, bonus: int) -> Step:
    per = say("go.step.effective_komi.per_stone_after_first" if ruleset.bonus_skips_first
              else "go.step.effective_komi.per_stone")
    effective = h.komi + bonus
    return Step("effective_komi", say("go.step.effective_komi.label"),
                say("go.step.effective_komi.formula", rules=say(f"go.rules.{ruleset.key}"), per=per),
                f"{show(h.komi)} + {bonus} = {show(effective)}", effective, "rules")


def solve(request: GoRequest) -> Game:
    setup, options = request.setup, request.options
    steps: list[Step] = []
    if options.custom_stones is not None:  # Rank difference "Custom" given as stones: the difference they stand for
        custom, step = difference_for_stones(setup.system, options.custom_stones, setup.board, setup.ruleset,
                                             setup.counting)
        options = replace(options, custom_difference=custom)
        steps.append(step)
    diff = derive(request.strength, options, setup.system)
    steps.extend(diff.steps)
    d = diff.used
    h = compute(setup, d)
    if options.max_stones is not None:
        d, h, step = _apply_ceiling(setup, d, options.max_stones, h)
        steps.append(step)
    steps.extend(h.steps)
    h, komi_step = apply_komi_mode(options, h)
    if komi_step is not None:
        steps.append(komi_step)
    bonus = bonus_of(setup.ruleset, h.stones)
    if setup.ruleset is not None and bonus:
        steps.append(_bonus_step(setup.ruleset, h, bonus))
    max_stones = setup.system.max_stones(setup.board)
    beyond = h.stones > max_stones or h.capped_at is not None
    fair = fair_boards(setup, d) if beyond else None
    return Game(request=request, difference=diff, rank_difference=d, handicap=h, steps=tuple(steps), bonus=bonus,
                black=diff.weaker if d > 0 else None, max_stones=max_stones, beyond_maximum=beyond,
                fair_boards=fair, stone_points=stone_points(setup.board, h.stones))


def schedule(setup: Setup, up_to: int | None, limit: int) -> list[Row]:
    """Rank differences 0..up_to (None: until the stones no longer fit, at most ``limit``)."""
    if up_to is None:
        up_to = 0
        while up_to < limit and setup.system.fits(compute(setup, Fraction(up_to)), setup.board):
            up_to += 1
    rows = []
    for d in range(up_to + 1):
        h = compute(setup, Fraction(d))
        rows.append(Row(d, h, bonus_of(setup.ruleset, h.stones), tie_rule(h.komi, setup.ruleset, h.black_wins_ties),
                        not setup.system.fits(h, setup.board)))
    return rows
