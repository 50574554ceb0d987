"""Go rulesets: even-game komi, counting, ties and the handicap bonus.

Source: ``ogs-small-board-proposal.txt`` ("19x19: komi on OGS" and "effective komi ... including
the handicap bonus") and ``ogs-automatic-handicap-wiki.txt`` (even komi per ruleset).

    even komi       Japanese, Korean 6.5; Chinese, AGA, Ing 7.5; New Zealand 7
    handicap bonus  (points to White for Black's handicap stones)
                    Chinese, Ing: 1 per stone; AGA: 1 per stone after the first;
                    Japanese, Korean, New Zealand: none
    effective komi  komi + handicap bonus
    ties            White wins ties (komi effectively x.5) except New Zealand, where draws stand
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

Counting = Literal["territory", "area"]


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

    def effective_komi(self, komi: Fraction, stones: int) -> Fraction:
        return komi + self.handicap_bonus(stones)


RULESETS: dict[str, Ruleset] = {
    r.key: r
    for r in (
        Ruleset("japanese", "Japanese", Fraction("6.5"), "territory", 0, False, False),
        Ruleset("korean", "Korean", Fraction("6.5"), "territory", 0, False, False),
        Ruleset("chinese", "Chinese", Fraction("7.5"), "area", 1, False, False),
        Ruleset("aga", "AGA", Fraction("7.5"), "area", 1, True, False),
        Ruleset("ing", "Ing", Fraction("7.5"), "area", 1, False, False),
        Ruleset("nz", "New Zealand", Fraction(7), "area", 0, False, True),
    )
}

# SGF FF[4] RU[] values: the specification names AGA, GOE (Ing), Japanese and NZ; Chinese and
# Korean are the names in common use.
SGF_RULES: dict[str, str] = {
    "japanese": "Japanese", "korean": "Korean", "chinese": "Chinese",
    "aga": "AGA", "ing": "GOE", "nz": "NZ",
}

# Rules chosen when a request names only a counting method.
RULES_FOR_COUNTING: dict[str, str] = {"territory": "japanese", "area": "chinese"}


def tie_rule(komi: Fraction, ruleset: Ruleset | None, black_wins_ties: bool = False) -> str:
    """Who wins a game that ends level on points: "none" (a half-point komi makes it impossible),
    "black", "white", or "draw" (New Zealand rules let draws stand)."""
    if komi.denominator != 1:
        return "none"
    if black_wins_ties:
        return "black"
    if ruleset is not None and ruleset.draws_possible:
        return "draw"
    return "white"
