"""Skakklubben Springeren's "Turnering med tidshandicap": 30 minutes shared by rating difference,
plus 5 seconds a move for both.

Source: the club's own page, "Turnering med Tidshandicap"
(http://skakklubbenspringeren.dk/begivenhed/turnering-med-tidshandicap-279): "I alle partier er der
totalt 30 minutter betænkningstid til fordeling. [...] Derudover er der et tidstillæg på 5 sekunder
hele partiet", and its table (rating difference / minutes, lower-rated first):

    0-99  15-15    100-199  18-12    200-299  22-8    300-399  25-5    400-499  27-3    over 500  29-1

Readings: "over 500" is taken from 500 (the 400-499 row ends at 499); a difference between two
rows' whole numbers (99.5) belongs to the lower row. The page's sentence "for every 100 rating
points the lower-rated gets 2 minutes more and the higher-rated as much less" would give 17-13,
19-11, 21-9, 23-7 and 25-5; the table, which the club prints for each difference, is taken (it
disagrees with the sentence in four rows of five, so it is no misprint).
"""

from __future__ import annotations

from .table import ClubTable, Scale, minute_rows

TABLE = ClubTable(
    key="springeren",
    scale=Scale.RATING,
    rows=minute_rows(("0", 15, 15), ("100", 18, 12), ("200", 22, 8), ("300", 25, 5), ("400", 27, 3), ("500", 29, 1)),
    clock=(900, 5),  # 30 minutes for the game: 15+5 each at equal ratings
)
