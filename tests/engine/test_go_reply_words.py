"""The words a Go answer carries for the page (go, go-table and go-compare replies): who takes
Black, the tie text, komi with a real minus sign, the board's caption and star points, the note
under stones beyond the board's maximum, the table's rows, chart titles, tooltips and source line,
and the Compare table's mark on the chosen system. The keys and texts are the contract the front
end reads (docs/command-line.md, "Replies")."""

from __future__ import annotations

import pytest

from handicap.api import calculate
from handicap.go.boards import star_points

GO = {"command": "go", "system": "ogs", "board": 13, "rules": "japanese"}
TIE_WORDS = {
    "none": ("No ties (half-point komi)", "No ties"),
    "black": ("Black wins ties", "Black"),
    "white": ("White wins ties", "White"),
    "draw": ("A tie is a draw", "Draw"),
}
JEWDAN_13 = {"system": "jewdan", "board": 13, "counting": "territory"}


def go(**request):
    reply = calculate({**GO, **request})
    assert "error" not in reply, reply
    return reply


@pytest.mark.parametrize(("request_", "black_text", "black_name"), [
    ({"ranks": ["1d", "8k"]}, "Player 2", "Player 2"),
    ({"ranks": ["8k", "1d"], "names": ["Ann Lee", "Bob"]}, "Ann Lee", "Ann Lee"),
    ({"ranks": ["1d", "8k"], "names": ["Ann", ""]}, "Player 2", "Player 2"),
    ({"teams": [["5k", "3k"], ["1d"]]}, "Team 1", "Team 1"),
    ({"rank_diff": 4}, "Player 2", "Player 2"),
    ({"ranks": ["2k", "2k"]}, "Nigiri (even game)", None),
])
def test_who_takes_black(request_, black_text, black_name):
    reply = go(**request_)
    assert (reply["black_text"], reply["black_name"]) == (black_text, black_name)


@pytest.mark.parametrize(("request_", "rule"), [
    ({"rank_diff": 4}, "none"),                                            # komi 2.5
    ({"rank_diff": 0, "rules": "nz"}, "draw"),                             # even komi 7
    ({"rank_diff": 3, "komi_mode": "none"}, "white"),                      # komi 0
    ({"system": "goldis", "board": 19, "log_ratings": [2673, 2235]}, "black"),
])
def test_tie_text_has_one_wording_per_rule(request_, rule):
    reply = go(**request_)
    assert reply["tie_rule"] == rule
    assert (reply["tie_text"], reply["tie_short"]) == TIE_WORDS[rule]


def test_komi_text_has_a_real_minus_sign():
    reply = go(ranks=["1d", "8k"])  # 13×13, 8 ranks: 3 stones, komi 6.5 − 4 × 2 = −1.5
    assert (reply["komi"], reply["komi_text"], reply["effective_komi_text"]) == (-1.5, "−1.5", "−1.5")
    bonus = go(ranks=["1d", "8k"], rules="chinese")  # komi 7.5 − 8 = −0.5; bonus 3 stones
    assert (bonus["komi_text"], bonus["effective_komi_text"]) == ("−0.5", "2.5")


def test_board_caption_title_and_star_points():
    reply = go(ranks=["1d", "8k"])
    assert reply["stone_points"] == ["jd", "dj", "jj"]
    # the caption in the coordinates players read (columns without I, rows from the bottom)
    assert reply["stone_coordinates"] == ["K10", "D4", "K4"]
    assert reply["board_caption"] == "3 handicap stones on their standard points (K10, D4, K4). White plays first."
    assert reply["board_title"] == ("13×13 board: 3 handicap stones on their standard points (K10, D4, K4). "
                                    "White plays first.")
    assert reply["star_points"] == ["dd", "jd", "dj", "jj", "gg"]
    one = go(system="jewdan", rank_diff=4, board=19)
    assert (one["stones"], one["board_caption"]) == (
        4, "4 handicap stones on their standard points (Q16, D4, Q4, D16). White plays first.")
    even = go(rank_diff=0)
    assert even["board_caption"] == "No handicap stones."
    single = go(rank_diff=1, board=19)
    assert (single["stones"], single["board_caption"]) == (1, "One stone: no stone is placed; Black simply moves first.")
    free = calculate({"command": "go", "system": "jewdan", "board": 10, "rank_diff": 30})
    assert (free["stones"], free["stone_points"]) == (7, None)  # an even board has only its four corners
    assert free["board_caption"] == ("Free placement: 10×10 has no standard points for 7 stones; place them by agreement. "
                                      "White plays first.")


def test_star_points_of_every_board():
    assert star_points(5) == star_points(6) == []
    assert star_points(7) == ["cc", "ec", "ce", "ee", "dd"]
    assert star_points(8) == ["cc", "fc", "cf", "ff"]  # even: no centre
    assert star_points(9) == ["cc", "gc", "cg", "gg", "ee"]
    assert star_points(19) == ["dd", "pd", "dp", "pp", "jj", "jd", "jp", "dj", "pj"]
    assert len(star_points(25)) == 9 and len(star_points(17)) == 5


def test_table_rows_note_stones_beyond_the_maximum():
    rows = calculate({"command": "go-table", **JEWDAN_13})["rows"]  # until the stones pass 9
    assert [r["beyond_note"] for r in rows[:-1]] == [""] * (len(rows) - 1)
    assert (rows[-1]["stones"], rows[-1]["beyond_note"]) == (10, "beyond the maximum")


def test_capped_rows_say_so():
    rows = calculate({"command": "go-table", "system": "ogs", "board": 19, "rules": "japanese", "up_to": 12})["rows"]
    notes = {r["rank_difference"]: (r["stones"], r["beyond_note"]) for r in rows}
    assert notes[9] == (9, "")
    assert notes[10] == notes[12] == (9, "capped: the difference calls for more")


def test_the_go_reply_and_its_compare_row_carry_the_same_note():
    request = {**JEWDAN_13, "rank_diff": "30"}
    go = calculate({"command": "go", **request})
    [row] = [r for r in calculate({"command": "go-compare", **request})["rows"] if r["system"] == "jewdan"]
    assert go["beyond_note"] == row["beyond_note"] == "beyond the maximum"
    assert calculate({"command": "go", **JEWDAN_13, "rank_diff": "4"})["beyond_note"] == ""


def test_table_and_compare_rows_carry_the_words():
    table = calculate({"command": "go-table", "system": "ogs", "board": 13, "rules": "japanese", "up_to": 2})
    assert [(r["komi_text"], r["tie_short"], r["tie_text"]) for r in table["rows"]] == [
        ("6.5", "No ties", "No ties (half-point komi)"), ("2.5", "No ties", "No ties (half-point komi)"),
        ("−1.5", "No ties", "No ties (half-point komi)")]
    assert table["csv"].splitlines()[3].endswith(",No ties (half-point komi),no")
    compare = calculate({"command": "go-compare", "ranks": ["1d", "8k"], "board": 13, "names": ["Ann", "Bob"]})
    rows = {r["system"]: r for r in compare["rows"]}
    assert (rows["ogs"]["black_text"], rows["ogs"]["komi_text"], rows["ogs"]["tie_short"]) == ("Bob", "−1.5", "No ties")
    assert rows["goldis"] == {"system": "goldis", "system_name": "Goldis SKT-LR log ratings", "historical": False,
                              "supported": False, "reason": "Goldis SKT-LR log ratings covers only 19×19.",
                              "purpose": "Players with Goldis log ratings: stones and komi from the rating gap.",
                              "recommended": False, "closest_to_even": []}
    even = calculate({"command": "go-compare", "rank_diff": 0})
    assert {r["black_text"] for r in even["rows"] if r["supported"]} == {"Nigiri (even game)"}


def test_table_chart_words_and_source_line():
    reply = calculate({"command": "go-table", **JEWDAN_13, "up_to": 6})
    assert reply["chart"] == {"stones_title": "Handicap stones", "komi_title": "Komi", "axis_label": "Rank difference"}
    # The seed by its title, not the project's file name (the reply's "source" keeps that).
    assert reply["source_text"] == "Source: Sensei's Library, “Jewdan's handicap system”"
    assert reply["source"] == "jewdan-handicap-system.txt"


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
    assert reply["source_text"] == "Source: OGS wiki, “Automatic handicap”"
    assert not any(calculate({"command": "go-table", "system": s, "board": 19})["source_text"].endswith(".txt")
                   for s in ("jewdan", "ogs", "ogs-proposal", "traditional", "goldis", "custom", "opengotha"))
    assert [r["komi_point_text"] for r in reply["rows"]] == [
        "Rank difference 0: komi 6.5", "Rank difference 1: komi 0.5", "Rank difference 2: komi 0.5"]


def test_compare_reply_has_the_chosen_note():
    reply = calculate({"command": "go-compare", **JEWDAN_13, "rank_diff": "4"})
    assert reply["chosen_note"] == "(chosen)"
