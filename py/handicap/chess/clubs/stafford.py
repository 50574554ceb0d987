"""Stafford Chess Club's Quickplay Handicap: 80 minutes each, a minute moved from the stronger player's
clock to the weaker's for each grading point between them.

Source: the club's page "Quickplay Handicap 2020" (http://www.staffordchessclub.co.uk/quickplay-handicap-2020):
"The baseline time is all moves in 80 minutes each (quickplay finish - i.e. no increments). For each
difference in grading points (latest standard grade on the day of playing), 1 minute will be added to
the lower graded players clock and 1 minute will be deducted from the higher graded players clock (i.e.
each match shall always be 160 minutes maximum duration)."

    d = whole grade points between the players,   weaker 80 + d,   stronger 80 − d minutes (of 160)

Readings: whole grade points count (a gap of 9.9 moves 9 minutes); the ratings are turned into grades
by the ECF's conversion (chess/ecf.py: D / 7.5 grade points); the page sets no limit, so from 80 grade
points on the stronger player would have no time, and that is refused. The club's later Simon Cup
(by players' numbers, "a pre-determined amount of time" each) prints its timings as a picture not in
the stored page, and is not taken.
"""

from __future__ import annotations

from .table import ClubTable, Scale, minute_rows

TABLE = ClubTable(
    key="stafford",
    scale=Scale.ECF_GRADE,
    rows=minute_rows(*((str(d), 80 + d, 80 - d) for d in range(81))),
    clock=(4800, 0),  # 80 minutes each at equal grades
)
