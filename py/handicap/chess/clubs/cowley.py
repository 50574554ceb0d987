"""Cowley Chess Club's handicap tournament (rules of 2011–12): a 60-minute game shared by ECF grade
difference.

Source: the table as transcribed by "Empirical Rabbit", "Time Handicap Tournaments", 2 March 2012
(http://empiricalrabbit.blogspot.com/2012/03/time-handicap-tournaments.html), from the club's page
(sites.google.com/site/cowleychessclub/club-handicap-tournament-2/handicap-rules-2011-12, not in the
stored sources): "The Cowley Chess Club splits a total of 60 minutes in the ratio". About twice the
time per 25 ECF points.

    ECF difference  0     6     12    18    24    30    36    42    48    54    60    66    72
    time ratio x    1.00  1.14  1.31  1.50  1.73  2.00  2.33  2.75  3.29  4.00  5.00  6.50  9.00

Reading: each row holds from its difference up to the next; the ratios are taken exactly as printed;
a rating difference D is D / 7.5 grade points (chess/ecf.py).
"""

from __future__ import annotations

from .table import ClubTable, Scale, ratio_rows

TABLE = ClubTable(
    key="cowley",
    scale=Scale.ECF_GRADE,
    rows=ratio_rows(("0", "1.00"), ("6", "1.14"), ("12", "1.31"), ("18", "1.50"), ("24", "1.73"), ("30", "2.00"),
                    ("36", "2.33"), ("42", "2.75"), ("48", "3.29"), ("54", "4.00"), ("60", "5.00"), ("66", "6.50"),
                    ("72", "9.00")),
    clock=(1800, 0),  # 60 minutes for the game: 30 each at equal grades
)
