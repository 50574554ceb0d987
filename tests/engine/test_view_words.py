"""Words of the Go views that the engine carries (issue 15): the Full table chart's titles, axis
label and point tooltips, the source line under the table (go-table), and the Compare table's
mark on the chosen system (go-compare)."""

from __future__ import annotations

from handicap.api import calculate

JEWDAN_13 = {"system": "jewdan", "board": 13, "counting": "territory"}


def test_table_chart_words_and_source_line():
    reply = calculate({"command": "go-table", **JEWDAN_13, "up_to": 6})
    assert reply["chart"] == {"stones_title": "Handicap stones", "komi_title": "Komi", "axis_label": "Rank difference"}
    assert reply["source_text"] == "Source: jewdan-handicap-system.txt"
    assert reply["source_text"] == f"Source: {reply['source']}"


def test_table_rows_carry_their_chart_tooltips():
    rows = calculate({"command": "go-table", **JEWDAN_13, "up_to": 6})["rows"]
    assert rows[0]["stones_point_text"] == "Rank difference 0: handicap stones 0"
    assert rows[4]["stones_point_text"] == "Rank difference 4: handicap stones 2"
    # Komi as the table's cell writes it, with a real minus sign.
    assert rows[4]["komi_point_text"] == "Rank difference 4: komi −0.5"
    assert all(r["komi_point_text"].endswith(f": komi {r['komi_text']}") for r in rows)
    assert all(r["stones_point_text"].endswith(f": handicap stones {r['stones']}") for r in rows)


def test_ogs_table_tooltips_and_source():
    reply = calculate({"command": "go-table", "system": "ogs", "board": 19, "rules": "japanese", "up_to": 2})
    assert reply["source_text"] == "Source: ogs-automatic-handicap-wiki.txt"
    assert [r["komi_point_text"] for r in reply["rows"]] == [
        "Rank difference 0: komi 6.5", "Rank difference 1: komi 0.5", "Rank difference 2: komi 0.5"]


def test_compare_reply_has_the_chosen_note():
    reply = calculate({"command": "go-compare", **JEWDAN_13, "rank_diff": "4"})
    assert reply["chosen_note"] == "(chosen)"
