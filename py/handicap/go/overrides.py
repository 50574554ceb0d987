"""The organiser's overrides of a computed game: stones chosen instead of a rank difference, and
komi None or Custom.

Source: ``ogs-small-board-proposal.txt``, part 3 (see ``options.py``).

    custom stones   the game is the system's own game at the smallest whole rank difference that
                    gives that many stones, so its komi is the system's komi for those stones:
                    d = min { d = 0, 1, 2, … : stones(d) = custom stones }
    komi mode       "auto" (the system's komi), "none" (komi 0) or "custom" (negative = reverse
                    komi). The handicap bonus of the rules is added to any of them (effective komi).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..errors import InvalidInput
from ..i18n import say, say_plural
from ..text import show
from .options import MAX_CUSTOM_STONES, Options
from .players import MAX_RANK_DIFFERENCE
from .rules import Counting, Ruleset
from .step import Step
from .systems import GoSystem, Handicap


def difference_for_stones(system: GoSystem, stones: int, board: int, ruleset: Ruleset | None,
                          counting: Counting) -> tuple[Fraction, Step]:
    """The smallest whole rank difference at which the system gives ``stones`` stones."""
    seen: list[int] = []
    for d in range(MAX_RANK_DIFFERENCE + 1):
        h = system.compute(Fraction(d), board, ruleset, counting)
        if h.stones == stones and h.capped_at is None:
            step = Step("custom_stones", say("go.step.custom_stones.label"), say("go.step.custom_stones.formula"),
                        say_plural("go.step.custom_stones.working", stones, stones=stones, difference=d),
                        Fraction(d), "strength")
            return Fraction(d), step
        if h.stones > max(stones, MAX_CUSTOM_STONES) or h.capped_at is not None:
            break
        if h.stones not in seen:
            seen.append(h.stones)
    offered = say("list.separator").join(str(s) for s in seen)
    raise InvalidInput("custom_stones", say("error.custom_stones.not_given", stones=stones,
                                            system=say(f"go.system.{system.key}.name"), board=f"{board}×{board}",
                                            offered=offered))


def apply_komi_mode(options: Options, h: Handicap) -> tuple[Handicap, Step | None]:
    """The computed game with the komi the organiser chose (Auto leaves it as it is)."""
    if options.komi_mode == "auto":
        return h, None
    if options.komi_mode == "none":
        komi = Fraction(0)
        step = Step("komi_mode", say("go.step.komi_mode.none.label"), say("go.step.komi_mode.none.formula"),
                    f"{show(h.komi)} → 0", komi, "rules")
    else:
        assert options.komi is not None
        komi = options.komi
        step = Step("komi_mode", say("go.step.komi_mode.custom.label"), say("go.step.komi_mode.custom.formula"),
                    f"{show(h.komi)} → {show(komi)}", komi, "rules")
    # A system's own tie rule (Goldis: Black wins ties) belongs to its own komi.
    return replace(h, komi=komi, black_wins_ties=False), step
