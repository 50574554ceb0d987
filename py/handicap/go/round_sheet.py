"""How a round is laid out on its sheet (the page's table, its print, the table cards): which
columns vary from board to board, what every board shares (said once, in the round's heading),
and the one note for the boards whose colours are chosen by nigiri.

A column whose value is the same on every board says nothing a row needs: the ties when one tie
rule holds for the whole round ("No ties (half-point komi)": the heading says it once), the
effective komi when it is each board's komi (nothing to say) or one value for every board (the
heading says it). The board, the players, the stones and the komi are always a row's: a player
looks up their own row. The warnings column is there when a board has a warning, Black's chance
(by the AGA's and OGS's rating models) when a model covers a board: on paper only when asked for.
"""

from __future__ import annotations

from typing import Any

from ..i18n import say
from . import round_words

Row = dict[str, Any]

# The columns that are always a row's, and the ones that are only when they vary (in order).
ALWAYS = ("board", "black", "white", "stones", "komi")


def table_columns(rows: list[Row]) -> list[str]:
    """The table's columns for these boards, in the order of round_words.COLUMNS."""
    shown = set(ALWAYS)
    if rows and _effective_komi_varies(rows):
        shown.add("effective_komi")
    if len({row["tie_rule"] for row in rows}) > 1:
        shown.add("ties")
    if any(row["warnings"] for row in rows):
        shown.add("warnings")
    if any(row["black_chance"]["short"] for row in rows):  # a model covers a board
        shown.add("chance")
    return [key for key in round_words.COLUMNS if key in shown]


def paper_columns(rows: list[Row], chance_on_paper: bool) -> list[str]:
    """The columns the printed sheet keeps: the table's, Black's chance only when asked for (a
    sheet on the wall is for the players to find their board)."""
    return [key for key in table_columns(rows) if key != "chance" or chance_on_paper]


def _effective_komi_varies(rows: list[Row]) -> bool:
    """Whether the effective komi needs a column: it differs from the komi on some board, and is
    not one value for every board."""
    if all(row["effective_komi"] == row["komi"] for row in rows):
        return False
    return len({row["effective_komi"] for row in rows}) > 1


def shared(rows: list[Row]) -> list[dict[str, str]]:
    """What every board shares and the table leaves out, each a phrase for the round's heading."""
    if not rows:
        return []
    facts: list[dict[str, str]] = []
    if len({row["tie_rule"] for row in rows}) == 1:
        facts.append({"key": "ties", "text": rows[0]["tie_text"]})
    if not _effective_komi_varies(rows) and any(row["effective_komi"] != row["komi"] for row in rows):
        facts.append({"key": "effective_komi",
                      "text": say("round.shared.effective_komi", komi=rows[0]["effective_komi_short"])})
    return facts


def nigiri_note(rows: list[Row]) -> str:
    """The one note for every even board whose colours are chosen by nigiri ("" when none is)."""
    if not any(row["nigiri"] for row in rows):
        return ""
    return say("round.note.nigiri", mark=round_words.nigiri_mark())
