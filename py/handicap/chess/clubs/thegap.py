"""The Gap Chess Club's (Brisbane) Handicap Lightning: the weaker player has 5 minutes, the stronger 5
minutes less the difference of their handicaps, at least 1 minute.

Source: the club's reports of its Prize Night, "Report – 20 February 2009"
(https://old.thegapchessclub.org.au/news/news2009/news381.htm) and "Report – 8 February 2013"
(http://www.thegapchessclub.org.au/news/news2013/news570.htm), in the same words: "The handicaps are
determined by rating, with 2000+ players having a zero handicap ('playing off scratch'), 1900-1999
having a ½ point handicap, 1800-1899 1 point etc, down to a player under 799 has a 6.5 point handicap.
Before each game the difference between the 2 players' handicaps is calculated, with the lower rated
player having 5 minutes in the game to make all moves. The higher rated player is allocated 5 minutes
minus the handicap difference (but must have at least one minute). For example, if the difference is
1.5 then the higher rated player will receive 3.5 minutes to make their moves."

    h(r) = 0 from 2000, ½ more for each hundred below, 6.5 below 800,
    Δ = h(weaker) − h(stronger),   weaker 5,   stronger max(5 − Δ, 1) minutes

Readings: "etc" is read as ½ point a hundred (800-899 is 6, so "under 799" is every rating below 800,
6.5); the times do not add up to the even total, so on another clock each is scaled (minutes of the
club's 5). The club's 2017 and 2021 prize nights used other handicaps (ACF bands of 300 points a
minute; recent club results) and are not taken.
"""

from __future__ import annotations

from fractions import Fraction

from .table import ClubTable, Groups, Row, Scale

GROUPS = Groups(bands=(*((Fraction(2000 - 100 * k), Fraction(k, 2)) for k in range(13)), (None, Fraction(13, 2))))

TABLE = ClubTable(
    key="thegap",
    scale=Scale.GROUP,
    rows=tuple(Row(Fraction(k, 2), Fraction(5), max(5 - Fraction(k, 2), Fraction(1))) for k in range(9)),
    clock=(300, 0),  # 5 minutes each at equal handicaps
    shares=False,
    groups=GROUPS,
)
