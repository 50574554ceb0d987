"""OpenGotha's handicap: the arithmetic of the program most European tournaments are paired with.

Source: OpenGotha V3.51.02 (github.com/lucvannier/opengotha), ``Tournament.gameBetween`` and
``HandicapParameterSet`` (hdBasedOnMMS, hdNoHdRankThreshold, hdCorrection, hdCeiling). The
round's options do the first steps, as OpenGotha does them: each player's rank (or McMahon
score) held at the "no handicap above" rank, the difference taken, the correction taken off
(never below an even game), the ceiling. What is left is the handicap:

    d = 0     even game: the rules' even komi (OpenGotha keeps one komi for the whole tournament)
    d >= 1    stones = d, at most 9; komi 0.5 ("1 stone": Black moves first, no stone placed)

OpenGotha records only the number of stones; a handicap game's komi of 0.5 is the EGF's rule for
handicap games. On 19×19 this is the traditional handicap; OpenGotha gives the same number on
every board its files allow (``GeneralParameterSet.size``).
"""

from __future__ import annotations

from fractions import Fraction

from ..rules import Counting, Ruleset
from .jewdan import BOARDS
from .system import GoSystem, Handicap
from .traditional import traditional

KEY = "opengotha"


def opengotha(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    """Stones = the difference left after the round's options (at most 9), komi 0.5; even: the rules' komi."""
    return traditional(d, board, ruleset, counting)


SYSTEM = GoSystem(
    key=KEY,
    source="OpenGotha V3.51.02, Tournament.gameBetween",
    boards=BOARDS,
    compute=opengotha,
    made_for=(19,),
)
