"""Wanstead & Woodford Chess Club's Handicap Blitz Grand Prix: 8 minutes each, a minute moved from the
stronger player's clock to the weaker's for each rating group between them.

Source: the club's page "Handicap Blitz Grand Prix"
(https://wansteadandwoodfordchess.club/activities/competition-rules/handicap-blitz-grand-prix-new/, as
stored, with its note of 29 October 2022): "Core time is 8 minutes on each clock per game"; the rating
groups "0 – 2151+, 1 – 2001-2150, 2 – 1851-2000, 3 – 1701-1850, 4 – 1551-1700, 5 – 1401-1550, 6 – 1400
and below"; "take the difference between the players' respective rating groups, call this figure
minutes. Deduct these minutes from the higher-rated player's clock and add those minutes to the
lower-rated player's clock. The greatest time adjustment is therefore +/– 6 mins." Its example: "a
game between a player in group 3 and a player in group 5 [...] the lower rated player has 8+2 = 10
minutes, while the higher rated player has 8-2 = 6 minutes."

    g = |group(weaker) − group(stronger)|,   weaker 8 + g,   stronger 8 − g minutes (of 16)

Readings: a rating between two groups' whole numbers (1400.5) is in the lower group; no increment
("No increments in this event", the club's announcement of 3 December 2019): on a clock with one,
both keep it. The club's older groups in three-digit grades (essexchess.org.uk, 2015–16) are not
taken: the four-digit groups are the club's current rule.
"""

from __future__ import annotations

from fractions import Fraction

from .table import ClubTable, Groups, Scale, minute_rows

GROUPS = Groups(bands=((Fraction(2151), Fraction(0)), (Fraction(2001), Fraction(1)), (Fraction(1851), Fraction(2)),
                       (Fraction(1701), Fraction(3)), (Fraction(1551), Fraction(4)), (Fraction(1401), Fraction(5)),
                       (None, Fraction(6))))

TABLE = ClubTable(
    key="wanstead",
    scale=Scale.GROUP,
    rows=minute_rows(*((str(g), 8 + g, 8 - g) for g in range(7))),
    clock=(480, 0),  # 8 minutes each at equal groups
    groups=GROUPS,
)
