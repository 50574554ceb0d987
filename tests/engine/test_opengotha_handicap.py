"""The tournament options against OpenGotha's own arithmetic, on a grid of rank pairs.

Written from OpenGotha's source (github.com/lucvannier/opengotha, V3.51.02):
src/info/vannier/gotha/Tournament.java, ``private Game gameBetween(ScoredPlayer sP1, ScoredPlayer
sP2, int roundNumber, ArrayList<Game> alPreviousGames)``, and HandicapParameterSet.java
(hdBasedOnMMS, hdNoHdRankThreshold, hdCorrection, hdCeiling):

    int pseudoRank1 = sP1.getRank();  int pseudoRank2 = sP2.getRank();
    if (hdPS.isHdBasedOnMMS()) { pseudoRank1 = sP1.getCritValue(PLA_CRIT_MMS, roundNumber - 1) / 2 + Gotha.MIN_RANK; ... }
    pseudoRank1 = Math.min(pseudoRank1, hdPS.getHdNoHdRankThreshold());
    pseudoRank2 = Math.min(pseudoRank2, hdPS.getHdNoHdRankThreshold());
    hd = pseudoRank1 - pseudoRank2;
    if (hd > 0) { hd = hd - hdPS.getHdCorrection(); if (hd < 0) hd = 0; }
    if (hd < 0) { hd = hd + hdPS.getHdCorrection(); if (hd > 0) hd = 0; }
    if (hd > hdPS.getHdCeiling()) hd = hdPS.getHdCeiling();
    if (hd < -hdPS.getHdCeiling()) hd = -hdPS.getHdCeiling();
    if (hd > 0) { white = p1; black = p2; handicap = hd } else if (hd < 0) { white = p2; black = p1; handicap = -hd }

Ranks are OpenGotha's ints (Gotha.MIN_RANK = -30 = 30k, 0 = 1d, Gotha.MAX_RANK = 8 = 9d). The
engine plays the same game under the traditional system (stones = rank difference, at most 9),
with no_handicap_above = the threshold, handicap_correction = hdCorrection and the stone ceiling
max_stones = hdCeiling.
"""

from __future__ import annotations

import itertools

import pytest

from handicap.api import calculate
from tests.support.lanes import only

MIN_RANK, MAX_RANK = -30, 8
RANKS = [*range(MIN_RANK, MAX_RANK, 5), MAX_RANK]  # 30k, 25k, … 4d, 9d
THRESHOLDS = [-30, -12, -1, 0, 2, 8]  # 30k, 12k, 1k, 1d, 3d, 9d
CORRECTIONS = [-1, 0, 1, 2, 3]  # HandicapParameterSet: "0, 1, 2 or 3. Or -1"
CEILINGS = [0, 3, 5, 9]
GRID = list(itertools.product(THRESHOLDS, CORRECTIONS, CEILINGS))
# The light lane's share of the grid: every threshold with every correction, the ceilings taken in
# turn (each meets every threshold); npm test runs the whole grid.
PAIRWISE = [(threshold, correction, CEILINGS[n % len(CEILINGS)])
            for n, (threshold, correction) in enumerate(itertools.product(THRESHOLDS, CORRECTIONS))]


def kd(rank: int) -> str:
    """Player.convertIntToKD."""
    return f"{rank + 1}d" if rank >= 0 else f"{-rank}k"


def game_between(rank1: int, rank2: int, threshold: int, correction: int, ceiling: int) -> tuple[int, int | None]:
    """Tournament.gameBetween, transcribed: (handicap, the player who takes Black: 1, 2, or None
    when the handicap is 0 and colours are chosen otherwise)."""
    pseudo1 = min(rank1, threshold)
    pseudo2 = min(rank2, threshold)
    hd = pseudo1 - pseudo2
    # Line by line as the Java reads (not max/min), so the two can be read side by side.
    if hd > 0:
        hd = hd - correction
        if hd < 0:  # noqa: PLR1730
            hd = 0
    if hd < 0:
        hd = hd + correction
        if hd > 0:  # noqa: PLR1730
            hd = 0
    if hd > ceiling:  # noqa: PLR1730
        hd = ceiling
    if hd < -ceiling:  # noqa: PLR1730
        hd = -ceiling
    if hd > 0:
        return hd, 2
    if hd < 0:
        return -hd, 1
    return 0, None


@pytest.mark.parametrize(("threshold", "correction", "ceiling"), only(GRID, PAIRWISE, several=True))
def test_threshold_correction_and_ceiling_match_opengotha(threshold, correction, ceiling):
    for rank1, rank2 in itertools.product(RANKS, RANKS):
        reply = calculate({"command": "go", "system": "traditional", "ranks": [kd(rank1), kd(rank2)],
                           "no_handicap_above": kd(threshold), "handicap_correction": correction,
                           "max_stones": ceiling})
        handicap, black = game_between(rank1, rank2, threshold, correction, ceiling)
        assert (reply["stones"], reply["black"]) == (handicap, black), (kd(rank1), kd(rank2))


def test_the_issues_example():
    """3d against 5k with the threshold at 1d: a 1d–5k game, five ranks, then the correction."""
    assert game_between(2, -5, 0, 1, 9) == (4, 2)
    reply = calculate({"command": "go", "system": "traditional", "ranks": ["3d", "5k"], "no_handicap_above": "1d",
                       "handicap_correction": 1})
    assert (reply["rank_difference"], reply["stones"], reply["black"]) == (4, 4, 2)
    steps = {s["key"]: s for s in reply["steps"]}
    assert steps["no_handicap_above"]["working"] == "3d → 1d" and "OpenGotha" in steps["no_handicap_above"]["formula"]
    assert steps["difference"]["value"] == 5 and steps["handicap_correction"]["working"] == "5 − 1 → 4"


@pytest.mark.parametrize("threshold", THRESHOLDS)
def test_the_mcmahon_basis_matches_opengotha(threshold):
    """hdBasedOnMMS: pseudoRank = MMS×2 / 2 + MIN_RANK, so a McMahon score s (this engine's scale,
    30 = 1d) stands for OpenGotha's rank s − 30; the players' own ranks no longer count."""
    for mms1, mms2 in itertools.product(range(0, 45, 4), range(2, 45, 5)):
        reply = calculate({"command": "go", "system": "traditional", "ranks": ["20k", "9d"], "handicap_basis": "mms",
                           "mms": [mms1, mms2], "no_handicap_above": kd(threshold), "handicap_correction": 1,
                           "max_stones": 9})
        handicap, black = game_between(mms1 + MIN_RANK, mms2 + MIN_RANK, threshold, 1, 9)
        assert (reply["stones"], reply["black"]) == (handicap, black), (mms1, mms2)
