"""Calderdale's handicap knockout: a 180-minute game shared by ECF grade difference.

Source: the table as transcribed by "Empirical Rabbit", "Time Handicap Tournaments", 2 March 2012
(http://empiricalrabbit.blogspot.com/2012/03/time-handicap-tournaments.html), from the competition's
rules page (www.bardelang.f2s.com/ko2006/rules.php, not in the stored sources): "The Calderdale Chess
Club splits a total of 180 minutes in the ratio". About twice the time per 25 ECF points.

    ECF difference  0     10    20    30    40    50    60    70    80
    time ratio x    1.00  1.25  1.57  2.00  2.60  3.50  5.00  8.00  17.00

Reading: each row holds from its difference up to the next (the transcription prints only these
rows); the ratios are taken exactly as printed (1.57, not 11/7); a rating difference D is D / 7.5
grade points (chess/ecf.py).
"""

from __future__ import annotations

from .table import ClubTable, Scale, ratio_rows

TABLE = ClubTable(
    key="calderdale",
    scale=Scale.ECF_GRADE,
    rows=ratio_rows(("0", "1.00"), ("10", "1.25"), ("20", "1.57"), ("30", "2.00"), ("40", "2.60"), ("50", "3.50"),
                    ("60", "5.00"), ("70", "8.00"), ("80", "17.00")),
    clock=(5400, 0),  # 180 minutes for the game: 90 each at equal grades
)
