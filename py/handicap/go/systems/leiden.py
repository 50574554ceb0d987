"""The Leiden Go Club's 9×9 handicap: komi alone, 2 points a kyu (source: Leidse Go Club,
"9×9 kampioenschap", www.leidsegoclub.nl/2010/11/9x9-kampioenschap/, 2010-11, stored 2026-12-02:
"Wel wordt er gespeeld met komi. Namelijk op voorstel van Jan Bol 2 punten per kyu verschil. Plus
6,5 punt, als men met wit speelt." — komi is played: on Jan Bol's proposal 2 points for each kyu of
difference, plus 6.5 points to whoever plays White).

For a whole rank difference d on 9×9:

    no stones ever; komi = 6.5 − 2 × d

Readings the tests name: the weaker player takes Black (d ≥ 1) and the 2 points a kyu are counted
against White's 6.5, so 3 kyu is komi 0.5 and 4 kyu reverse komi 1.5; "per kyu" is read as per rank,
dan grades alike; d = 0 is an even game (nigiri) at 6.5. Every komi keeps its half point: no ties.
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "leiden"
EVEN_KOMI = Fraction(13, 2)  # "Plus 6,5 punt, als men met wit speelt"
POINTS_PER_RANK = 2  # "2 punten per kyu verschil"


def leiden(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI)
    komi = EVEN_KOMI - POINTS_PER_RANK * d_int
    return stones_and_komi(KEY, 0, komi, f"{d_int} → 0", f"{show(EVEN_KOMI)} − 2 × {d_int} = {show(komi)}")


SYSTEM = GoSystem(
    key=KEY,
    source="Leidse Go Club, 9×9 kampioenschap (leidsegoclub.nl, 2010): komi 6.5, 2 points a kyu",
    boards=(9,),
    compute=leiden,
    komi_follows_rules=False,
    max_stones=lambda board: 0,
)
