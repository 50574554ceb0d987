"""The Go handicap systems, one module each, and their registry (as python-chess keeps its
variants: ``VARIANTS`` and ``find_variant`` beside them).

    jewdan        Jewdan's system (any board 5..25)       ogs           OGS automatic handicap
    ogs-proposal  the OGS small-board proposal            old-japanese  old Japanese (historical)
    ogs-legacy    OGS's small-board komi bug (historical) traditional   19×19 tournament handicap
    goldis        Goldis's SKT-LR log ratings          custom        house rules ("Your club's rules")
    opengotha     OpenGotha's tournament handicap      pairgoth      pairgoth's tournament handicap
    playstrategy  PlayStrategy's Go handicap           dgs, dgs-proper  Dragon Go Server's two suggestions
    tim-hunt      Tim Hunt's 13×13 and 9×9 table       hiddema       Herman Hiddema's 9×9 rule
    dutch-small-board  the Dutch 13×13 tournaments' rule, 3 points a grade (British Go Journal 66)
    aga-small-board, bga-cambridge, baarle, nijmegen   the clubs' small-board slopes: a stone per 4, 2.5 (13×13)
                  or 7, 6 (no komi) and 7.5 ranks (the OGS forum's chart; Cambridge's own page for 13×13)
    leiden        the Leiden club's 9×9 rule: komi 6.5, 2 points a kyu
    sensei-area   a stone worth 361 ÷ n² ranks (Sensei's Library)
    minigo-online komi only, 3 points a rank (9×9)     ogs-komi-only komi only, 10 points a stone (was ogs-909)
    bga-league    nine stones, then 10 points a rank   dutch-class   Dutch classes, 6 points a class past 9
    beyond-nine-ogs, beyond-nine-aga, beyond-nine-katago   traditional to nine stones, then 12, 13.21 or
                  14 points a rank (OGS's ratings, the AGA's BayRate, KataGo)
    free-placement traditional to nine stones, then every stone more placed freely

A new system costs its module, its test, one line below, its row in docs/systems.md and its words
(go.system.<key>.name, .menu, .purpose, .example in every catalogue; tests/engine/test_system_registry.py
checks them, the row and the example).
A renamed system keeps its old key in ``aliases``: ``find_system`` and every request still take it.

``custom`` is registered with its default parameters; a request's own parameters make its system
(``custom.system(rules)``), which takes the registry's place in that request.
"""

from __future__ import annotations

from . import (
    aga_small_board,
    baarle,
    beyond_nine,
    bga_league,
    cambridge,
    custom,
    dgs,
    dutch_class,
    dutch_small_board,
    goldis,
    hiddema,
    jewdan,
    leiden,
    minigo_online,
    nijmegen,
    ogs,
    ogs_komi_only,
    ogs_legacy,
    ogs_proposal,
    old_japanese,
    opengotha,
    pairgoth,
    playstrategy,
    sensei_area,
    tim_hunt,
    traditional,
)
from .system import GoSystem, Handicap

SYSTEMS: tuple[GoSystem, ...] = (
    jewdan.SYSTEM, ogs.SYSTEM, ogs_proposal.SYSTEM, old_japanese.SYSTEM, ogs_legacy.SYSTEM, traditional.SYSTEM,
    opengotha.SYSTEM, pairgoth.SYSTEM, goldis.SYSTEM,
    playstrategy.SYSTEM,
    dgs.SYSTEM,
    dgs.PROPER,
    tim_hunt.SYSTEM,
    sensei_area.SYSTEM,
    hiddema.SYSTEM,
    dutch_small_board.SYSTEM,
    aga_small_board.SYSTEM,
    cambridge.SYSTEM,
    baarle.SYSTEM,
    nijmegen.SYSTEM,
    leiden.SYSTEM,
    minigo_online.SYSTEM,
    ogs_komi_only.SYSTEM,
    bga_league.SYSTEM,
    dutch_class.SYSTEM,
    beyond_nine.SYSTEM_OGS,
    beyond_nine.SYSTEM_AGA,
    beyond_nine.SYSTEM_KATAGO,
    beyond_nine.SYSTEM_FREE,
    custom.SYSTEM,
)
SYSTEM_KEYS: tuple[str, ...] = tuple(s.key for s in SYSTEMS)
SYSTEM_ALIASES: dict[str, str] = {alias: s.key for s in SYSTEMS for alias in s.aliases}  # old key -> key
DEFAULT_SYSTEM = jewdan.SYSTEM


def system_key(name: str) -> str:
    """The key a system goes by now: ``name`` itself, or the key of the system that once had it."""
    return SYSTEM_ALIASES.get(name, name)


def find_system(key: str) -> GoSystem:
    """The system called ``key`` ("jewdan", "ogs", …, or a former key such as "ogs-909");
    KeyError for any other name."""
    key = system_key(key)
    for system in SYSTEMS:
        if system.key == key:
            return system
    raise KeyError(key)


__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "SYSTEM_ALIASES", "SYSTEM_KEYS", "GoSystem", "Handicap", "find_system",
           "system_key"]
