"""Go rulesets: even-game komi, counting, ties and the handicap bonus.

Source: ``ogs-small-board-proposal.txt`` ("19x19: komi on OGS" and "effective komi ... including
the handicap bonus") and ``ogs-automatic-handicap-wiki.txt`` (even komi per ruleset).

    even komi       Japanese, Korean 6.5; Chinese, AGA, Ing 7.5; New Zealand 7
    handicap bonus  (points to White for Black's handicap stones)
                    Chinese, Ing: 1 per stone; AGA: 1 per stone after the first;
                    Japanese, Korean, New Zealand: none
    effective komi  komi + handicap bonus
    free moves      stones − 1 (none for 0 or 1 stone: one stone only means Black moves first)
    ties            White wins ties (komi effectively x.5) except New Zealand, where draws stand

French rules (the French Go Federation's "Règle française du jeu de go", jeudego.org/_php/regleGo.php,
chapter "Méthode de décompte rapide"): area counting (empty points and stones on the board; a
pass gives the opponent a stone, so territory counting gives the same result), komi 7.5 in an
even game, and in a game of n handicap stones White receives n − 1 points and half a point: as
AGA's rules. The rules pairgoth names in its files (``"rules": "FRENCH"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction


class Counting(StrEnum):
    TERRITORY = "territory"
    AREA = "area"


class TieRule(StrEnum):
    """Who wins a game that ends level on points."""

    NONE = "none"  # a half-point komi: no game ends level
    BLACK = "black"
    WHITE = "white"
    DRAW = "draw"  # New Zealand rules let a draw stand


@dataclass(frozen=True)
class Ruleset:
    key: str
    name: str
    even_komi: Fraction
    counting: Counting
    bonus_per_stone: int  # points to White per handicap stone...
    bonus_skips_first: bool  # ...after the first (AGA)
    draws_possible: bool

    def handicap_bonus(self, stones: int) -> int:
        if stones <= 0:
            return 0
        counted = stones - 1 if self.bonus_skips_first else stones
        return self.bonus_per_stone * counted


RULESETS: dict[str, Ruleset] = {
    r.key: r
    for r in (
        Ruleset("japanese", "Japanese", Fraction("6.5"), Counting.TERRITORY, 0, False, False),
        Ruleset("korean", "Korean", Fraction("6.5"), Counting.TERRITORY, 0, False, False),
        Ruleset("chinese", "Chinese", Fraction("7.5"), Counting.AREA, 1, False, False),
        Ruleset("aga", "AGA", Fraction("7.5"), Counting.AREA, 1, True, False),
        Ruleset("ing", "Ing", Fraction("7.5"), Counting.AREA, 1, False, False),
        Ruleset("nz", "New Zealand", Fraction(7), Counting.AREA, 0, False, True),
        Ruleset("french", "French", Fraction("7.5"), Counting.AREA, 1, True, False),
    )
}

# SGF FF[4] RU[] values: the specification names AGA, GOE (Ing), Japanese and NZ; Chinese and
# Korean (and French) are the names in common use.
SGF_RULES: dict[str, str] = {
    "japanese": "Japanese", "korean": "Korean", "chinese": "Chinese",
    "aga": "AGA", "ing": "GOE", "nz": "NZ", "french": "French",
}

# Rules chosen when a request names only a counting method.
RULES_FOR_COUNTING: dict[Counting, str] = {Counting.TERRITORY: "japanese", Counting.AREA: "chinese"}


def free_moves_for(stones: int) -> int:
    """Black's moves beyond White's: N stones give N − 1 (a lone stone only means Black starts)."""
    return stones - 1 if stones > 1 else 0


def tie_rule(komi: Fraction, ruleset: Ruleset | None, black_wins_ties: bool = False) -> TieRule:
    """Who wins a game that ends level on points: none (a half-point komi makes it impossible),
    Black (the system says so), White, or a draw (New Zealand rules let draws stand)."""
    if komi.denominator != 1:
        return TieRule.NONE
    if black_wins_ties:
        return TieRule.BLACK
    if ruleset is not None and ruleset.draws_possible:
        return TieRule.DRAW
    return TieRule.WHITE
