"""go-table's CSV text (the page's "Download CSV"), checked against the seeds' tables."""

from __future__ import annotations

import csv
import io
from fractions import Fraction

from handicap.api import calculate
from tests.fixtures import jewdan_tables as J
from tests.fixtures import ogs_tables as T


def _parsed(reply: dict) -> list[list[str]]:
    return list(csv.reader(io.StringIO(reply["csv"], newline="")))


def test_ogs_19_japanese_csv_is_the_seed_table():
    reply = calculate({"command": "go-table", "system": "ogs", "board": 19, "rules": "japanese", "up_to": 9})
    lines = _parsed(reply)
    assert lines[0] == ["Rank difference", "Handicap stones", "Komi", "Handicap bonus", "Effective komi", "Ties",
                        "Beyond maximum"]
    effective = T.columns_table(T.EFFECTIVE_19, T.EFFECTIVE_COLUMNS)
    komi = T.columns_table(T.KOMI_19, T.KOMI_COLUMNS)
    assert len(lines) == 1 + 10
    for cells in lines[1:]:
        d = int(cells[0])
        stones, columns = effective[d]
        assert int(cells[1]) == stones
        assert Fraction(cells[2]) == komi[min(d, 1)][1]["territory"]  # the seed writes "1+" for 1..9
        assert Fraction(cells[4]) == columns["territory"]
        assert cells[5] == "No ties (half-point komi)" and cells[6] == "no"
    assert reply["csv_filename"] == "handicap-ogs-19x19-japanese.csv"
    assert reply["csv"].endswith("\r\n") and "−" not in reply["csv"]  # ASCII minus for spreadsheets


def test_jewdan_13_territory_csv_and_beyond_maximum():
    # Territory: the area table has four printed errata (tests/engine/test_jewdan.py).
    reply = calculate({"command": "go-table", "system": "jewdan", "board": 13, "counting": "territory"})
    lines = _parsed(reply)[1:]
    assert len(lines) == len(reply["rows"])
    for cells in lines:
        d = int(cells[0])
        if 13 in J.TERRITORY.get(d, {}):
            assert (int(cells[1]), Fraction(cells[2])) == J.TERRITORY[d][13]
            assert cells[6] == "no"
    assert lines[-1][6] == "yes"  # the default table stops at the first row beyond nine stones
    assert reply["csv_filename"] == "handicap-jewdan-13x13-territory.csv"


def test_csv_ties_and_bonus_columns():
    reply = calculate({"command": "go-table", "system": "traditional", "rules": "nz", "up_to": 3})
    lines = _parsed(reply)[1:]
    for row, cells in zip(reply["rows"], lines, strict=True):
        assert Fraction(cells[3]) == row["handicap_bonus"]
        assert Fraction(cells[4]) == Fraction(str(row["effective_komi"]))
    assert {c[5] for c in lines} <= {"No ties (half-point komi)", "Black wins ties", "White wins ties", "A tie is a draw"}
