"""A club's published time-odds table: rows of "from this difference, this split", and how a row
splits an even clock. Each club's table is data in a module of its own (``clubs/<club>.py``), with
its source; this module only looks a row up and splits the time.

A row gives the weaker and the stronger player's parts of the game's time (w, s): minutes of the
club's own total (Springeren's 18–12 of 30), or the time ratio x as printed (x : 1). The row that
applies to a difference d is the last one whose difference is not above d (each row holds until the
next). On an even clock B + i the two bases share the total 2·B in the row's parts:

    stronger base = 2·B·s / (w + s), rounded to whole seconds (halves away from zero),
    weaker base   = 2·B − stronger base,

so the total is kept; both keep the increment i.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from ...numbers import round_half_away_from_zero


class Scale(Enum):
    """The unit of a table's differences."""

    RATING = "rating"  # rating points, as the players' ratings are given
    ECF_GRADE = "ecf_grade"  # old three-digit ECF grade points (ratings converted: chess/ecf.py)


@dataclass(frozen=True)
class Row:
    """From ``difference`` (inclusive) up to the next row's: the weaker player's part and the stronger's."""

    difference: Fraction
    weaker: Fraction
    stronger: Fraction


@dataclass(frozen=True)
class ClubTable:
    key: str  # the method's name ("crowthorne")
    scale: Scale
    rows: tuple[Row, ...]  # in increasing difference, the first from 0
    clock: tuple[int, int]  # the club's own even clock the table was written for: base seconds, increment


@dataclass(frozen=True)
class TableSplit:
    row: Row
    weaker_base: int
    stronger_base: int


def ratio_rows(*rows: tuple[str, str]) -> tuple[Row, ...]:
    """Rows printed as (difference, time ratio x): the parts x and 1, exactly as printed."""
    return tuple(Row(Fraction(difference), Fraction(ratio), Fraction(1)) for difference, ratio in rows)


def minute_rows(*rows: tuple[str, int, int]) -> tuple[Row, ...]:
    """Rows printed as (difference, weaker's minutes, stronger's minutes)."""
    return tuple(Row(Fraction(difference), Fraction(weaker), Fraction(stronger))
                 for difference, weaker, stronger in rows)


def row_for(table: ClubTable, difference: Fraction) -> Row:
    """The last row whose difference is not above ``difference`` (≥ 0)."""
    found = table.rows[0]
    for row in table.rows:
        if row.difference <= difference:
            found = row
    return found


def split_clock(table: ClubTable, difference: Fraction, base: int) -> TableSplit:
    """Both bases (seconds) for a difference in the table's unit, on an even clock of ``base`` seconds."""
    row = row_for(table, difference)
    total = 2 * base
    stronger = round_half_away_from_zero(total * row.stronger / (row.weaker + row.stronger))
    return TableSplit(row, total - stronger, stronger)
