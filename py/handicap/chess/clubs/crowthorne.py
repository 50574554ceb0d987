"""Crowthorne Chess Club's Christmas Speed Handicap: a 15-minute game shared by ECF grade difference.

Sources:
* the club's own page, "Honours board" (http://crowthornechess.org.uk/honours-board/, read as stored
  with winners to 2016): "each game lasts 15 minutes in total but the time apportioned to each player
  is calculated based on the difference of their grades. Thus equally rated players get 7:30 minutes
  each, and if there is a difference of (for example) 30 ECF points the higher rated player gets 3
  minutes and the lower rated player gets 12";
* the table of ratios, as transcribed by "Empirical Rabbit", "Time Handicap Tournaments", 2 March 2012
  (http://empiricalrabbit.blogspot.com/2012/03/time-handicap-tournaments.html), from the club's post on
  the ECF forum (www.ecforum.org.uk/viewtopic.php?f=28&t=3127, not in the stored sources). About four
  times the time per 25 ECF points.

    ECF difference  0     3     8     13    17.5  23.5  33.5  44.5  55.5  71.5   91.5
    time ratio x    1.00  1.14  1.50  2.00  2.75  4.00  5.00  7.20  9.00  14.00  19.00

Reading: each row holds from its difference up to the next (the club's own example, 30 points →
12 and 3 minutes, is the 23.5 row's ratio 4; the nearer 33.5 row would give 12:30 and 2:30). The
ratios are taken exactly as printed; a rating difference D is D / 7.5 grade points (chess/ecf.py).
"""

from __future__ import annotations

from .table import ClubTable, Scale, ratio_rows

TABLE = ClubTable(
    key="crowthorne",
    scale=Scale.ECF_GRADE,
    rows=ratio_rows(("0", "1.00"), ("3", "1.14"), ("8", "1.50"), ("13", "2.00"), ("17.5", "2.75"), ("23.5", "4.00"),
                    ("33.5", "5.00"), ("44.5", "7.20"), ("55.5", "9.00"), ("71.5", "14.00"), ("91.5", "19.00")),
    clock=(450, 0),  # 15 minutes for the game: 7:30 each at equal grades
)
