"""A go-table schedule as CSV text, for the page's "Download CSV" and spreadsheets.

The rows are the ``go-table`` reply's rows (seed tables: rank difference -> stones, komi,
handicap bonus, effective komi = komi + bonus, who wins a tie); this module only writes them out,
one line per rank difference, RFC 4180 style (comma separated, CRLF line ends, a header line).
Numbers are written as JSON writes them ("-0.5", "6"), with an ASCII minus so that spreadsheets
read them as numbers (whatever the language: a spreadsheet's locale, not the text, decides how
it shows them); the header and the words are in the request's language; the ties column is the
row's ``tie_text``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import say

HEADER = ("go.csv.rank_difference", "go.csv.stones", "go.csv.komi", "go.csv.handicap_bonus", "go.csv.effective_komi",
          "go.csv.ties", "go.csv.beyond_maximum")  # message ids
NUMBER_KEYS = ("rank_difference", "stones", "komi", "handicap_bonus", "effective_komi")


def table_csv(rows: Sequence[Mapping[str, Any]]) -> str:
    """CSV text of go-table rows (already JSON-ready: ints and floats)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([say(message) for message in HEADER])
    for row in rows:
        numbers = [str(row[key]) for key in NUMBER_KEYS]
        writer.writerow((*numbers, row["tie_text"], say("go.csv.yes" if row["beyond_maximum"] else "go.csv.no")))
    return out.getvalue()


def csv_filename(system: str, board: int, rules: str | None, counting: str) -> str:
    """A file name that says what the table is: ``handicap-ogs-19x19-japanese.csv``."""
    return f"handicap-{system}-{board}x{board}-{rules or counting}.csv"
