"""Go clocks: the time systems of Go games, who moves first, and how an SGF record says them.

Sources: the EGF and AGA tournament rules (which name these systems), the SGF FF[4]
specification (``TM``: "time limit ... given in seconds", a Real; ``OT``: "overtime system",
SimpleText, no fixed syntax), and the ``OT`` spellings the main servers write and read (KGS and
OGS: "5x30 byo-yomi", "20/300 Canadian", "30 fischer"; OGS's goratings reads them with these
patterns).

Per side (a time handicap may give the players different clocks):

    absolute    main time only; at 0 the flag falls
    Fischer     main time, + increment after each move; with a cap the time after the
                increment is at most the cap
    byo-yomi    main time, then N periods of T seconds: a move inside a period starts that
                period again; a period that runs out is lost and the next begins; the flag
                falls when the last period runs out
    Canadian    main time, then blocks of S moves in T seconds: after S moves the block starts
                again (full T); the flag falls when a block's time runs out

First mover: Black moves first, except after a handicap of two or more stones is placed, when
White does (one stone places nothing: Black simply moves first).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..chess.clock import clock_text


class Overtime(StrEnum):
    """What follows the main time (the link's ``overtime1``/``overtime2``; absent: NONE)."""

    NONE = "none"
    BYOYOMI = "byoyomi"
    CANADIAN = "canadian"


class System(StrEnum):
    ABSOLUTE = "absolute"
    FISCHER = "fischer"
    BYOYOMI = "byoyomi"
    CANADIAN = "canadian"


@dataclass(frozen=True)
class GoSideClock:
    """One side's clock, in whole seconds. ``periods`` and ``stones`` are 0 where the system has
    none; ``period`` is a byo-yomi period or a Canadian block; ``cap`` is None without a cap."""

    main: int
    overtime: Overtime = Overtime.NONE
    periods: int = 0
    period: int = 0
    stones: int = 0
    increment: int = 0
    cap: int | None = None

    @property
    def system(self) -> System:
        if self.overtime is Overtime.BYOYOMI:
            return System.BYOYOMI
        if self.overtime is Overtime.CANADIAN:
            return System.CANADIAN
        return System.FISCHER if self.increment else System.ABSOLUTE

    @property
    def sgf_tm(self) -> str:
        """``TM``: the main time in seconds."""
        return str(self.main)

    @property
    def sgf_ot(self) -> str | None:
        """``OT`` as KGS and OGS write it; None for absolute time (no overtime)."""
        system = self.system
        if system is System.BYOYOMI:
            return f"{self.periods}x{self.period} byo-yomi"
        if system is System.CANADIAN:
            return f"{self.stones}/{self.period} Canadian"
        if system is System.FISCHER:
            return f"{self.increment} fischer"
        return None


def first_mover(black: int | None, placed_stones: int) -> int | None:
    """The side (1 or 2) whose clock runs first: White's after a handicap of two or more stones,
    else Black's. None when the colours are not known yet (nigiri decides them)."""
    if black is None:
        return None
    return 3 - black if placed_stones >= 2 else black


def time_text(seconds: int) -> str:
    """A time as a clock shows it: m:ss, h:mm:ss from an hour."""
    return clock_text(seconds)


# The clock a Go result's "Start clock" offers until the players change it: 10 minutes and five
# 30-second byo-yomi periods each (a common club setting; every part is a field of the clock's form).
DEFAULT_LINK: dict[str, str] = {f"{key}{side}": value for side in (1, 2) for key, value in
                                (("base", "10:00"), ("overtime", "byoyomi"), ("periods", "5"), ("period", "30"))}
