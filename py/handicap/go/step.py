"""One line of a derivation, as the ``go`` reply shows it."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

Value = Fraction | int | str | bool | None


@dataclass(frozen=True)
class Step:
    """What is computed, the rule, the numbers put in, the result."""

    key: str
    label: str
    formula: str
    working: str
    value: Value
    group: str = "system"  # "strength" (the rank difference), "system" or "rules" (bonus)
