"""Stratford Chess Club's Summer Handicap: 40 minutes plus 40 seconds a move each, the stronger
player's increment cut by 10 seconds for each hundred of rating between them.

Source: the club's post "Summer Handicap 2025" (Richard Buxton, 27 May 2025,
https://www.stratfordchess.com/post-details?id=6756265268; the same rules as "Summer Handicap 2024",
https://stratfordchess.com/post-details?id=6358341694): "Handicap points will be determined using the
100 placed value of the rating. (e.g. 1265 = 2 1562 = 5). Players will compare handicap points before
each game and subtract the lower points from the higher. This is the player handicap. (e.g. Player
handicap is 5 - 2 = 3 ). The player handicap is then multiplied by 10 seconds to give the game handicap
(e.g. 10 x 3 = 30 seconds). This resulting figure will be taken from the higher rated players added time
increment in seconds up to a maximum of 40 seconds. The time control for the lower rated player for each
game shall be: 40 minutes plus 40 seconds per move. [...] (e.g. If the Game Handicap = 30 seconds. The
higher rated player has 40 minutes plus 10 seconds per move)."

    n = |hundreds(weaker) − hundreds(stronger)|,   both 40 minutes,
    weaker + 40 s,   stronger + max(40 − 10·n, 0) s

Readings: "the 100 placed value" is read as the rating's whole hundreds (1265 → 12, 1562 → 15: the
example's difference, 3, either way), not its hundreds digit alone, which would make 1965 against 2065
a difference of 9 instead of 1; the 2024 text's "4 or above" and the 2025 text's "greater than 4" give
the same increment of 0 from 4 on. On a clock without an increment the rule has nothing to cut: both
keep the clock.
"""

from __future__ import annotations

from .table import ClubTable, Groups, Scale, minute_increment_rows

TABLE = ClubTable(
    key="stratford",
    scale=Scale.GROUP,
    rows=minute_increment_rows(*((str(n), 40, 40, 40, 40 - 10 * n) for n in range(5))),
    clock=(2400, 40),  # 40 minutes plus 40 seconds a move each at equal hundreds
    groups=Groups(hundreds=True),
)
