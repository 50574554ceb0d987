"""Radcliffe & Bingham Chess Club's championship: 75 minutes each, a minute moved from the stronger
player's clock to the weaker's for each old ECF grade point between them, up to 63.

Source: the club's page "Club Championship" (https://radcliffeandbinghamchessclub.org.uk/club-championship/,
as stored, the 2024–25 rules): "New (Aug 2024) ECF ratings have been converted to old grade values.
[...] Each player has a starting allocation of 75 minutes for the whole game. Before play begins, for
every grade point difference between the two players, 1 minute is added to the lower player's clock
and 1 minute subtracted from the higher player. i.e. each grading point difference = 2 minutes time
difference. NOTE: If the rating difference is greater than 63, the minumum time will be 12 minutes and
maximum will be 138 minutes."

    d = whole grade points between the players (at most 63),   weaker 75 + d,   stronger 75 − d minutes

Readings: "for every grade point" counts whole points (a gap of 9.9 grade points moves 9 minutes); the
ratings are turned into grades by the ECF's own conversion (chess/ecf.py), so a gap of D rating points
is D / 7.5 grade points; "greater than 63" and 63 itself give the same 12 and 138 minutes.
"""

from __future__ import annotations

from .table import ClubTable, Scale, minute_rows

TABLE = ClubTable(
    key="radcliffe",
    scale=Scale.ECF_GRADE,
    rows=minute_rows(*((str(d), 75 + d, 75 - d) for d in range(64))),
    clock=(4500, 0),  # 75 minutes each at equal grades
)
