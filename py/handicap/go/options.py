"""The organiser's options of a ``go`` request, as typed values (read by ``request.py``).

Source: ``ogs-small-board-proposal.txt``, part 3 ("Expose handicap rank difference in the
challenge interface"): Rank difference Auto / None / Custom / Auto±n; "Handicap stones: greyed
out, showing computed stones, unless Rank difference is Custom"; "Komi: Auto, None, Custom";
and the tournament options: a stone ceiling, no handicap above a rank.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

DIFFERENCE_MODES = ("auto", "none", "custom", "auto-1", "auto-2", "auto-3", "auto+1")
MODE_SHIFT = {"auto": 0, "auto-1": -1, "auto-2": -2, "auto-3": -3, "auto+1": 1}
KOMI_MODES = ("auto", "none", "custom")
MAX_CUSTOM_STONES = 9
MAX_KOMI = 100
MAX_CEILING = 9
# OpenGotha's "handicap correction" (HandicapParameterSet.hdCorrection: 0, 1, 2, 3 or -1): ranks
# taken off the difference, never below an even game. This engine allows -1 to 9.
MIN_CORRECTION, MAX_CORRECTION = -1, 9
HANDICAP_BASES = ("rank", "mms")  # OpenGotha's hdBasedOnMMS: false / true
ROUND_SCALES = ("rank", "ogs", "egf", "aga", "goldis")  # how a round's pairing lines give the strengths


@dataclass(frozen=True)
class Options:
    difference_mode: str = "auto"  # one of DIFFERENCE_MODES
    custom_difference: Fraction | None = None  # with "custom": the rank difference chosen
    custom_stones: int | None = None  # with "custom": the stones chosen (instead of a difference)
    komi_mode: str = "auto"  # one of KOMI_MODES
    komi: Fraction | None = None  # with komi_mode "custom": a multiple of 0.5 from −100 to 100
    max_stones: int | None = None  # the stone ceiling, 0..9
    no_handicap_above: int | None = None  # a rank number (30 = 1d)
    no_handicap_above_text: str = ""  # that rank as given ("1d")
    handicap_correction: int = 0  # ranks off the difference (OpenGotha's hdCorrection)
    handicap_basis: str = "rank"  # "mms": the players' McMahon scores stand in for their ranks
    mms: tuple[Fraction, Fraction] | None = None  # with "mms": the two McMahon scores (30 = 1d, as ranks)
