"""The words the page shows come from the engine's replies (issue 15): who takes Black, the tie
text, komi with a real minus sign, the board's caption and star points, the form's menus and
hints, and errors that name the player they are about. The keys and texts are the contract the
front end reads (docs/command-line.md, "Replies")."""

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
    assert reply["board_caption"] == "3 handicap stones on their standard points (K10, D4, K4)."
    assert reply["board_title"] == "13×13 board: 3 handicap stones on their standard points (K10, D4, K4)."
    assert reply["star_points"] == ["dd", "jd", "dj", "jj", "gg"]
    one = go(system="jewdan", rank_diff=4, board=19)
    assert (one["stones"], one["board_caption"]) == (4, "4 handicap stones on their standard points (Q16, D4, Q4, D16).")
    even = go(rank_diff=0)
    assert even["board_caption"] == "No handicap stones."
    single = go(rank_diff=1, board=19)
    assert (single["stones"], single["board_caption"]) == (1, "One stone: no stone is placed; Black simply moves first.")
    free = calculate({"command": "go", "system": "jewdan", "board": 10, "rank_diff": 30})
    assert (free["stones"], free["stone_points"]) == (7, None)  # an even board has only its four corners
    assert free["board_caption"] == "Free placement: 10×10 has no standard points for 7 stones; place them by agreement."


def test_star_points_of_every_board():
    assert star_points(5) == star_points(6) == []
    assert star_points(7) == ["cc", "ec", "ce", "ee", "dd"]
    assert star_points(8) == ["cc", "fc", "cf", "ff"]  # even: no centre
    assert star_points(9) == ["cc", "gc", "cg", "gg", "ee"]
    assert star_points(19) == ["dd", "pd", "dp", "pp", "jj", "jd", "jp", "dj", "pj"]
    assert len(star_points(25)) == 9 and len(star_points(17)) == 5


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
                              "supported": False, "reason": "Goldis SKT-LR log ratings covers only 19×19."}
    even = calculate({"command": "go-compare", "rank_diff": 0})
    assert {r["black_text"] for r in even["rows"] if r["supported"]} == {"Nigiri (even game)"}


def test_go_systems_has_the_menus_and_hints():
    reply = calculate({"command": "go-systems"})
    systems = {s["key"]: s for s in reply["systems"]}
    assert [s["label"] for s in reply["systems"]][:3] == [
        "Jewdan's handicap system", "OGS automatic handicap", "OGS small-board proposal"]
    jewdan_boards = [o["value"] for o in systems["jewdan"]["board_options"]]
    assert jewdan_boards == [19, 13, 9, 5, 6, 7, 8, 10, 11, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25]
    assert systems["old-japanese"]["board_options"] == [{"value": 13, "label": "13×13"}, {"value": 9, "label": "9×9"}]
    assert [r["label"] for r in reply["rules"]] == ["Japanese", "Korean", "Chinese", "AGA", "Ing", "New Zealand"]
    assert reply["countings"][0] == {"value": "", "label": "From the rules"}
    assert [m["value"] for m in reply["difference_modes"]] == ["auto", "none", "custom", "auto-1", "auto-2", "auto-3",
                                                               "auto+1"]
    assert [m["label"] for m in reply["komi_modes"]] == ["Auto", "None", "Custom"]
    assert [m["value"] for m in reply["scales"]] == ["rank", "ogs", "egf", "aga", "goldis", "team", "diff"]
    hints = reply["hints"]
    assert hints["strength"]["ogs"] == "OGS ratings, e.g. 1331 and 1506 (1 to 10000)."
    assert hints["strength"]["egf"] == "EGF ratings (GoR), e.g. 2100 = 1d (−1000 to 3500)."
    assert hints["strength"]["rank"] == "A rank each: 30k–1k, 1d–9d, 1p–9p (e.g. 5k, 2d)."
    assert hints["deviation"] == ("OGS rating deviation, e.g. 65: above 140 the difference is halved, above 160 "
                                  "there is no handicap.")
    assert hints["komi"] == "A multiple of 0.5 from −100 to 100; negative: reverse komi."
    assert hints["stones"] == "Computed; choose Rank difference “Custom” to set them (0–9)."
    assert set(hints["strength"]) == {m["value"] for m in reply["scales"]}


@pytest.mark.parametrize(("request_", "field", "player"), [
    ({"ranks": ["1d", "5x"]}, "ranks", 2),
    ({"ranks": ["0k", "5k"]}, "ranks", 1),
    ({"ratings": ["1500", "0"]}, "ratings", 2),
    ({"ratings": [1500, 1400], "deviations": [10, -3]}, "deviations", 2),
    ({"ratings": [1500, 1400], "deviations": ["abc", 3]}, "deviations", 1),
    ({"system": "goldis", "board": 19, "log_ratings": [5000, 2235]}, "log_ratings", 1),
    ({"teams": [["5k"], ["3k", "99k"]]}, "teams", 2),
    ({"ranks": ["1d", "2k"], "names": ["a", 3]}, "names", 2),
    ({"system": "goldis", "board": 19, "ranks": ["1d", "29k"]}, "ranks", 2),  # below Goldis's Table 1
])
def test_errors_name_the_player(request_, field, player):
    reply = calculate({"command": "go", **request_})
    assert reply["error"]["field"] == field
    assert reply["error"]["player"] == player


@pytest.mark.parametrize("request_", [
    {"ranks": ["5k"]},                      # the pair as a whole
    {"ranks": ["5k", "1d"], "board": 8},    # another field
    {"rank_diff": -1},
])
def test_errors_about_no_one_player_have_no_player_key(request_):
    reply = calculate({**GO, **request_})
    assert set(reply["error"]) == {"field", "message"}


def test_chess_replies_carry_their_display_texts():
    """The chess panel's sentences: who is weaker, the clocks, the human's time against a computer."""
    clocks = calculate({"command": "chess", "elo": "1800,2000", "total": 60, "clock": "15+10"})
    assert clocks["weaker_text"] == "Player 1"
    assert (clocks["clock"]["text"], clocks["clock"]["common_text"]) == ("20:00+13 against 10:00+7",
                                                                         "22:13+10 against 7:47+10")
    impossible = calculate({"command": "chess", "elo": "1000,2000", "clock": "3+2"})
    assert impossible["clock"]["common_increment"] is None and impossible["clock"]["common_text"] == "not possible"
    computer = calculate({"command": "chess", "method": "score", "score": 0.3, "against": "computer",
                          "move_time": 60})
    assert computer["computer"]["text"] == f"× {computer['computer']['human_factor_text']} = 1:40"
    even = calculate({"command": "chess", "method": "score", "score": 0.5, "against": "computer"})
    assert (even["weaker_text"], even["computer"]["text"]) == ("Neither (even)", "× 1")
