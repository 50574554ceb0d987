"""The answer in players' words beside its numbers: komi as who gives whom how many points
(reverse komi named), the effective komi only where it differs and why, the compact answer the
phone's answer bar shows, board points in Go coordinates, steps and warnings without machine
notation, and the chess tab's one answer (each player's clock, by name)."""

from __future__ import annotations

import pytest

from handicap.api import calculate
from handicap.go.boards import go_coordinate


def go(**request):
    return calculate({"command": "go", "system": "ogs", "board": 13, "rules": "japanese", **request})


def chess(**request):
    return calculate({"command": "chess", "method": "elo", "elo": "1650,2050", **request})


def test_komi_in_words_says_who_gives_whom_how_many_points():
    even = go(ranks=["2k", "2k"], board=19)
    assert (even["komi"], even["komi_words"]) == (6.5, "Black gives White 6.5 points")
    reverse = go(ranks=["1d", "8k"])  # 13×13, 3 stones, komi −1.5
    assert (reverse["komi"], reverse["komi_words"]) == (-1.5, "Reverse komi: White gives Black 1.5 points")
    none = go(ranks=["1d", "8k"], komi_mode="none")
    assert (none["komi"], none["komi_words"]) == (0, "No komi")


@pytest.mark.parametrize(("lang", "words"), [
    ("ja", "逆コミ：白が黒に1目半を出します"),
    ("ko", "역덤: 백이 흑에게 1.5집을 줍니다"),
    ("zh", "反贴目：白方贴给黑方1.5目"),
    ("fr", "Komi inversé\u202f: Blanc donne 1,5 point à Noir"),
    ("de", "Umgekehrtes Komi: Weiß gibt Schwarz 1,5 Punkte"),
])
def test_reverse_komi_is_named_as_players_of_each_language_name_it(lang, words):
    assert go(ranks=["1d", "8k"], lang=lang)["komi_words"] == words


def test_effective_komi_words_only_where_the_rules_bonus_makes_it_differ():
    assert go(ranks=["1d", "8k"], rules="japanese")["effective_komi_words"] is None
    chinese = go(ranks=["1d", "8k"], rules="chinese")  # komi −0.5, 3 stones: bonus 3
    assert chinese["effective_komi"] == 2.5
    assert chinese["effective_komi_words"] == ("Chinese rules give White 3 more points for the handicap stones "
                                               "(1 point per stone).")
    aga = go(ranks=["1d", "8k"], rules="aga")
    assert "after the first" in aga["effective_komi_words"]


def test_the_short_answer_names_black_the_stones_and_the_komi_in_words():
    game = go(ranks=["1d", "8k"], names=["Ann", "Bob"])
    assert game["short_answer"] == "Bob takes Black · 3 stones · Reverse komi: White gives Black 1.5 points"
    even = go(ranks=["2k", "2k"], board=19)
    assert even["short_answer"] == "Nigiri (even game) · Black gives White 6.5 points"
    assert go(ranks=["2k", "2k"], board=19, lang="ja")["short_answer"] == "ニギリ（互先）・黒が白に6目半のコミを出します"


@pytest.mark.parametrize(("board", "point", "coordinate"), [
    (19, "dd", "D16"), (19, "pp", "Q4"), (19, "jj", "K10"), (19, "aa", "A19"), (19, "ss", "T1"),
    (13, "jd", "K10"), (9, "cg", "C3"), (25, "yy", "Z1"),
])
def test_go_coordinates_skip_i_and_count_rows_from_the_bottom(board, point, coordinate):
    assert go_coordinate(board, point) == coordinate


def test_the_rank_difference_step_is_written_as_players_would():
    steps = {s["key"]: s["working"] for s in go(ranks=["1d", "8k"])["steps"]}
    assert steps["difference"] == "30 − 22 = 8"
    rated = {s["key"]: s["working"] for s in go(ratings=[1500, 1200])["steps"]}
    assert "|" not in rated["difference"] and ".000" not in rated["difference"]


def test_a_warning_names_systems_by_name_not_by_internal_id():
    warnings = go(system="traditional", board=19, ranks=["30k", "9d"])["warnings"]
    text = " ".join(w["message"] for w in warnings)
    assert "Jewdan's handicap system" in text and "OGS small-board proposal" in text
    assert "jewdan" not in text and "ogs-proposal" not in text


def test_the_chess_answer_is_each_players_clock_when_an_even_clock_is_given():
    reply = chess(clock="15+10", names=["Ann", "Bob"])
    assert reply["headline"] == "clocks"
    assert [(p["label"], p["text"]) for p in reply["players"]] == [("Ann", "24:00+16"), ("Bob", "6:00+4")]
    assert reply["short_answer"] == "Ann 24:00+16, Bob 6:00+4"
    assert reply["weaker_text"] == "Ann"
    assert reply["clock_link"] == {"base1": "24:00", "inc1": "16", "n1": "Ann", "base2": "6:00", "inc2": "4",
                                   "n2": "Bob"}
    # the clocks are the answer: the summary does not add the 60-minute split nobody chose
    assert "48:00" not in reply["summary"] and "Ann is weaker" in reply["summary"]
    assert "split" not in [step["key"] for step in reply["steps"]] and "clock" in [step["key"] for step in reply["steps"]]


def test_the_split_total_is_the_answer_only_when_no_clock_is_given():
    reply = chess(total=60)
    assert reply["headline"] == "split"
    assert (reply["weaker_clock"], reply["stronger_clock"]) == ("48:00", "12:00")
    assert reply["short_answer"] == "Player 1 48:00+0, Player 2 12:00+0"
    assert "n1" not in reply["clock_link"]
    assert "split" in [step["key"] for step in reply["steps"]]
    assert chess(against="computer")["headline"] == "computer"


def test_chess_names_are_checked_as_the_clocks_are():
    error = chess(names=["Ann", "x" * 41])["error"]
    assert error["field"] == "names" and error["player"] == 2


@pytest.mark.parametrize(("lang", "said"), [("en", "reverse komi 1.5"), ("ja", "逆コミ1目半"), ("ko", "역덤 1.5집"),
                                            ("zh", "反贴目1.5目"), ("fr", "komi inversé 1,5"),
                                            ("de", "umgekehrtes Komi 1,5")])
def test_a_negative_komi_in_a_sentence_is_said_as_reverse_komi(lang: str, said: str) -> None:
    reply = calculate({"command": "go", "lang": lang, "ranks": ["1d", "8k"], "system": "ogs", "board": 13,
                       "rules": "japanese"})
    assert reply["komi"] == -1.5
    assert said in reply["summary"] and "−1" not in reply["summary"]
