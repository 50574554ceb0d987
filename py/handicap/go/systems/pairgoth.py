"""pairgoth's handicap: the arithmetic of the French federation's pairing program.

Source: pairgoth (github.com/ffrgo/pairgoth), ``pairing/solver/Solver.kt``
(``HandicapParams.handicap``, ``pseudoRank``, ``clamp``), ``MacMahonSolver.kt`` (``pseudoRank``,
``mmBase``) and ``model/Pairing.kt`` (``HandicapParams``: useMMS, rankThreshold, correction,
ceiling)::

    pseudoRank = rank (from the rating: floor((rating − 2050) / 100)), or with useMMS the
                 McMahon score rounded − 30
    hd = min(pseudoRank White, threshold) − min(pseudoRank Black, threshold)
    hd = hd − correction if hd ≥ correction, else 0;  then at most the ceiling

Once the players' pseudo-ranks are known this is OpenGotha's handicap (stones = hd, komi 0.5; an
even game: the rules' komi), and the round's options compute it the same way. pairgoth differs
in what it starts from, and the file reader (``files/pairgoth.py``) follows it there: the rank
is read from the rating (the rank shown is an honorary grade), and the McMahon score counts a
win as 1 (a jigo as nothing) and each missed round as ``mmsValueAbsent``, rounded (down, when
``roundDownScore``). One case of its ``clamp`` is not followed: with a negative correction
(which its own code marks "TODO - validate that correction is >= 0"), two equal players get a
handicap of 1; here they play an even game, as in OpenGotha.
"""

from __future__ import annotations

from .jewdan import BOARDS
from .opengotha import opengotha
from .system import GoSystem

KEY = "pairgoth"

SYSTEM = GoSystem(
    key=KEY,
    source="pairgoth, Solver.kt HandicapParams.handicap",
    boards=BOARDS,
    compute=opengotha,  # the same arithmetic once the pseudo-ranks are known (above)
    made_for=(19,),
)
