"""The chess time-odds methods and their registry (as python-chess keeps ``VARIANTS`` beside the
variants): the ``chess`` command's ``method``, the CLI's ``--method``, the chess form's menu (with
the fields each method reads, which the page shows), the links and the docs all read ``METHODS``.

    elo, score, record, calibrate   the model of timeodds.py (K rating points per doubling of time)
    bands, split                    rating bands: Papi-web's and Sharly Chess's rule (rating_bands.py)
    increment                       the model's ratio put into the increments (rating_bands.py)
    crowthorne, calderdale, cowley  clubs' tables in ECF grades (clubs/, chess/ecf.py)
    springeren                      a club's table in rating points (clubs/)
    wanstead, stafford, radcliffe,  clubs' rules of minutes moved per group, grade point or hundred
    stratford, thegap               (clubs/: Wanstead's and The Gap's groups, Stratford's increments)

A new club's table costs its module in ``clubs/``, its test, its line below and its words: the menu's
label "chess.menu.method.<key>" and its name in sentences "chess.method.<key>" in every catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .clubs import calderdale, cowley, crowthorne, radcliffe, springeren, stafford, stratford, thegap, wanstead
from .clubs.table import ClubTable


class Kind(Enum):
    MODEL = "model"  # the time-doubling model: a ratio from ratings, a score, results or a calibration
    BANDS = "bands"  # time off the stronger player per band of rating points
    INCREMENT = "increment"  # the model's ratio in the increments
    TABLE = "table"  # a club's published table


# The request keys each kind of method reads (the form shows these controls); "names" for the players' names.
_MODEL = ("K", "total", "clock", "against", "move_time", "names")
_RULE = ("elo", "clock", "names")


@dataclass(frozen=True)
class ChessMethod:
    key: str
    kind: Kind
    fields: tuple[str, ...]
    table: ClubTable | None = None

    @property
    def rule(self) -> bool:
        """A club's rule (not the model): it needs two ratings and an even clock, against a person."""
        return self.kind is not Kind.MODEL


def _table(table: ClubTable) -> ChessMethod:
    return ChessMethod(table.key, Kind.TABLE, _RULE, table)


METHODS: tuple[ChessMethod, ...] = (
    ChessMethod("elo", Kind.MODEL, ("elo", *_MODEL)),
    ChessMethod("score", Kind.MODEL, ("score", *_MODEL)),
    ChessMethod("record", Kind.MODEL, ("record", *_MODEL)),
    ChessMethod("calibrate", Kind.MODEL, ("s1", "s2", "ratio", *(f for f in _MODEL if f != "K"))),
    ChessMethod("bands", Kind.BANDS, (*_RULE, "band", "per_band", "min_time")),
    ChessMethod("split", Kind.BANDS, (*_RULE, "band", "per_band", "min_time")),
    ChessMethod("increment", Kind.INCREMENT, (*_RULE, "K")),
    _table(crowthorne.TABLE),
    _table(calderdale.TABLE),
    _table(cowley.TABLE),
    _table(springeren.TABLE),
    _table(wanstead.TABLE),
    _table(stafford.TABLE),
    _table(radcliffe.TABLE),
    _table(stratford.TABLE),
    _table(thegap.TABLE),
)
METHOD_KEYS: tuple[str, ...] = tuple(m.key for m in METHODS)
RULE_KEYS: tuple[str, ...] = tuple(m.key for m in METHODS if m.rule)


def find_method(key: str) -> ChessMethod:
    """The method called ``key``; KeyError for any other name."""
    for method in METHODS:
        if method.key == key:
            return method
    raise KeyError(key)
