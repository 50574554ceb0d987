"""The Go handicap systems, one module each, and their registry (as python-chess keeps its
variants: ``VARIANTS`` and ``find_variant`` beside them).

    jewdan        Jewdan's system (any board 5..25)       ogs           OGS automatic handicap
    ogs-proposal  the OGS small-board proposal            old-japanese  old Japanese (historical)
    ogs-legacy    OGS's small-board komi bug (historical) traditional   19×19 tournament handicap
    goldis        Goldis's SKT-LR log ratings          custom        house rules ("Your club's rules")
    opengotha     OpenGotha's tournament handicap      pairgoth      pairgoth's tournament handicap

``custom`` is registered with its default parameters; a request's own parameters make its system
(``custom.system(rules)``), which takes the registry's place in that request.
"""

from __future__ import annotations

from . import custom, goldis, jewdan, ogs, ogs_legacy, ogs_proposal, old_japanese, opengotha, pairgoth, traditional
from .system import GoSystem, Handicap

SYSTEMS: tuple[GoSystem, ...] = (
    jewdan.SYSTEM, ogs.SYSTEM, ogs_proposal.SYSTEM, old_japanese.SYSTEM, ogs_legacy.SYSTEM, traditional.SYSTEM,
    opengotha.SYSTEM, pairgoth.SYSTEM, goldis.SYSTEM, custom.SYSTEM,
)
SYSTEM_KEYS: tuple[str, ...] = tuple(s.key for s in SYSTEMS)
DEFAULT_SYSTEM = jewdan.SYSTEM


def find_system(key: str) -> GoSystem:
    """The system called ``key`` ("jewdan", "ogs", …); KeyError for any other name."""
    for system in SYSTEMS:
        if system.key == key:
            return system
    raise KeyError(key)


__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "SYSTEM_KEYS", "GoSystem", "Handicap", "find_system"]
