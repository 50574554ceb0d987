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

A club whose times do not add up to its even total (The Gap: the weaker player keeps 5 minutes, the
stronger loses some) prints minutes of its own clock of base C: each is scaled to the clock given,

    stronger base = B·s / C, rounded;   weaker base = B·(w + s) / C, rounded, − stronger base.

A row may also give the two increments (Stratford: the stronger player's increment cut), seconds
of the club's own increment j, scaled the same way (i·s' / j, and the weaker's as the bases).

The difference d is of the ratings (``Scale.RATING``), of the old ECF grades they stand for
(``Scale.ECF_GRADE``), or of the groups the club puts each rating in (``Scale.GROUP``: Wanstead's
rating groups, Stratford's hundreds, The Gap's handicaps), |group(weaker) − group(stronger)|.
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
    GROUP = "group"  # the club's groups of ratings: the difference of the two players' groups


@dataclass(frozen=True)
class Groups:
    """The group a club puts a rating in: by bands (from this rating, this group; highest first, the
    last band's ``None`` meaning every rating below), or the whole hundreds in the rating."""

    bands: tuple[tuple[Fraction | None, Fraction], ...] = ()
    hundreds: bool = False

    def of(self, rating: Fraction) -> Fraction:
        if self.hundreds:
            return Fraction(rating // 100)
        for lowest, group in self.bands:
            if lowest is None or rating >= lowest:
                return group
        raise ValueError("the last band must take every rating below")  # the tables' test holds every table to it


@dataclass(frozen=True)
class Row:
    """From ``difference`` (inclusive) up to the next row's: the weaker player's part and the stronger's."""

    difference: Fraction
    weaker: Fraction
    stronger: Fraction
    weaker_increment: Fraction | None = None  # seconds of the club's increment; None: both keep the clock's
    stronger_increment: Fraction | None = None


@dataclass(frozen=True)
class ClubTable:
    key: str  # the method's name ("crowthorne")
    scale: Scale
    rows: tuple[Row, ...]  # in increasing difference, the first from 0
    clock: tuple[int, int]  # the club's own even clock the table was written for: base seconds, increment
    shares: bool = True  # the parts share the total 2·B; False: each part is minutes of the club's base, scaled
    groups: Groups | None = None  # for Scale.GROUP: the group of each rating


@dataclass(frozen=True)
class TableSplit:
    row: Row
    weaker_base: int
    stronger_base: int
    weaker_increment: int
    stronger_increment: int


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


def minute_increment_rows(*rows: tuple[str, int, int, int, int]) -> tuple[Row, ...]:
    """Rows printed as (difference, weaker's minutes, stronger's minutes, weaker's increment, stronger's)."""
    return tuple(Row(Fraction(difference), Fraction(weaker), Fraction(stronger), Fraction(weaker_inc),
                     Fraction(stronger_inc))
                 for difference, weaker, stronger, weaker_inc, stronger_inc in rows)


def split_clock(table: ClubTable, difference: Fraction, base: int, increment: int = 0) -> TableSplit:
    """Both bases and increments (seconds) for a difference in the table's unit, on an even clock of
    ``base`` seconds plus ``increment``."""
    row = row_for(table, difference)
    if table.shares:
        total = 2 * base
        stronger = round_half_away_from_zero(total * row.stronger / (row.weaker + row.stronger))
        weaker = total - stronger
    else:
        scale = Fraction(60 * base, table.clock[0])  # seconds of the clock given for a minute of the club's
        stronger = round_half_away_from_zero(scale * row.stronger)
        weaker = round_half_away_from_zero(scale * (row.weaker + row.stronger)) - stronger
    weaker_inc = stronger_inc = increment
    if row.weaker_increment is not None and row.stronger_increment is not None and table.clock[1]:
        per = Fraction(increment, table.clock[1])
        stronger_inc = round_half_away_from_zero(per * row.stronger_increment)
        weaker_inc = round_half_away_from_zero(per * (row.weaker_increment + row.stronger_increment)) - stronger_inc
    return TableSplit(row, weaker, stronger, weaker_inc, stronger_inc)


def group_difference(table: ClubTable, weaker: Fraction, stronger: Fraction) -> tuple[Fraction, Fraction, Fraction]:
    """For a table by groups: the weaker player's group, the stronger player's, and their difference."""
    assert table.groups is not None
    low, high = table.groups.of(weaker), table.groups.of(stronger)
    return low, high, abs(low - high)
