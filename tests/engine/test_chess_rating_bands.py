"""Chess at the board: the rating-band rules (rating bands as Papi-web / Sharly Chess, a fixed total
split, odds in the increment only), each player's clock and the clock's link in every chess
reply, and the ``chess-clock`` command (settings checked, the PGN header). Every expected number
below is worked out by hand in the comment beside it."""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.chess.clock import clock_text, parse_duration
from handicap.chess.rating_bands import band_count, increment_odds, rating_bands, split_bands


def chess(**request):
    return calculate({"command": "chess", **request})


def clock(**request):
    return calculate({"command": "chess-clock", **request})


def bases(reply):
    return [(p["base_seconds"], p["increment_seconds"]) for p in reply["players"]]


# --- durations as a clock shows them ------------------------------------------------------

@pytest.mark.parametrize(("text", "seconds"), [
    ("5:00", 300), ("0:05", 5), ("59:59", 3599), ("1:30:00", 5400), ("5", 300), ("7.5", 450), ("90", 5400),
    (" 3:07 ", 187),
])
def test_parse_duration(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "abc", "5:60", "-5", "5:0", "1:2:3:4", "5+2"])
def test_parse_duration_refuses(text):
    assert parse_duration(text) is None


@pytest.mark.parametrize(("seconds", "text"), [(0, "0:00"), (59, "0:59"), (3599, "59:59"), (3600, "1:00:00"),
                                               (5430, "1:30:30"), (36000, "10:00:00")])
def test_clock_text_is_m_ss_then_h_mm_ss(seconds, text):
    assert clock_text(seconds) == text


# --- rating bands (Papi-web's example: 5 min + 2 s, 30 s a band of 50 points, at least 1:00) ---

@pytest.mark.parametrize(("gap", "bands", "stronger"), [
    (0, 0, 300),      # no band: both 5:00
    (49, 0, 300),     # under one band
    (50, 1, 270),     # 300 − 1·30
    (200, 4, 180),    # 300 − 4·30
    (249, 4, 180),    # still 4 whole bands
    (250, 5, 150),    # 300 − 5·30
    (400, 8, 60),     # 300 − 8·30 = 60, exactly the minimum
    (500, 10, 60),    # 300 − 10·30 = 0 → the minimum 60
])
def test_rating_bands_by_hand(gap, bands, stronger):
    worked = rating_bands(300, Fraction(gap), Fraction(50), 30, 60)
    assert (worked.bands, worked.weaker_base, worked.stronger_base) == (bands, 300, stronger)
    assert worked.floored == (gap == 500)


def test_split_keeps_the_total():
    # gap 200: 4 bands, 120 s move from the stronger (300 → 180) to the weaker (300 → 420)
    assert (split_bands(300, Fraction(200), Fraction(50), 30, 60).weaker_base,
            split_bands(300, Fraction(200), Fraction(50), 30, 60).stronger_base) == (420, 180)
    # gap 500: the stronger stops at 60, so the weaker gets 600 − 60 = 540
    worked = split_bands(300, Fraction(500), Fraction(50), 30, 60)
    assert (worked.weaker_base, worked.stronger_base, worked.floored) == (540, 60, True)


def test_band_count_uses_whole_bands_of_the_absolute_gap():
    assert band_count(Fraction(-120), Fraction(50)) == 2 and band_count(Fraction(99), Fraction(100)) == 0


def test_bands_reply():
    reply = chess(method="bands", elo="1800,2000", clock="5+2")
    assert reply["weaker"] == 1 and reply["K"] is None
    assert bases(reply) == [(300, 2), (180, 2)]
    assert reply["players_text"] == "player 1 5:00+2, player 2 3:00+2"
    assert reply["clock_link"] == {"base1": "5:00", "inc1": "2", "base2": "3:00", "inc2": "2"}
    assert reply["ratio_text"] == "1.667"  # 300 / 180
    assert (reply["weaker_clock"], reply["stronger_clock"], reply["total"]) == ("5:00", "3:00", 8)
    assert [s["key"] for s in reply["steps"]] == ["gap", "bands", "stronger_base", "weaker_base"]
    assert reply["steps"][1]["working"] == "n = floor(200 / 50) = 4"
    assert reply["steps"][2]["working"] == "max(5:00 − 4 × 30 s, 1:00) = 3:00"
    assert reply["summary"].startswith("Player 1 is weaker; by rating bands")
    assert reply["warnings"] == []


def test_bands_when_player_2_is_weaker_and_with_the_clubs_own_bands():
    # 2100 against 1850: gap 250; bands of 100 → 2; 45 s each → 10:00 − 1:30 = 8:30 for player 1
    reply = chess(method="bands", elo="2100,1850", clock="10+5", band=100, per_band=45, min_time="2:00")
    assert reply["weaker"] == 2
    assert bases(reply) == [(510, 5), (600, 5)]
    assert reply["clock_link"]["base1"] == "8:30"


def test_bands_floor_warns():
    reply = chess(method="bands", elo="1000,2000", clock="5+2")   # 20 bands: 600 s off, the floor 1:00
    assert bases(reply) == [(300, 2), (60, 2)]
    assert [w["code"] for w in reply["warnings"]] == ["minimum_time"]


def test_split_reply():
    reply = chess(method="split", elo="1800,2000", clock="5+2")
    assert bases(reply) == [(420, 2), (180, 2)]
    assert reply["total"] == 10 and reply["ratio_text"] == "2.333"  # 7:00 + 3:00; 420 / 180
    assert reply["steps"][-1]["working"] == "2 × 5:00 − 3:00 = 7:00"


def test_even_players_get_the_even_clock():
    for method in ("bands", "split", "increment"):
        reply = chess(method=method, elo="1900,1900", clock="5+3")
        assert reply["weaker"] is None and reply["ratio"] == 1
        assert bases(reply) == [(300, 3), (300, 3)]


# --- odds in the increment only -----------------------------------------------------------

def test_increment_odds_by_hand():
    # 1800 against 2000, K = 200: x = 2. 5+10 over 40 moves: G = 2·(300 + 400) = 1400;
    # weaker (1400·2/3 − 300)/40 = 15.83 → 16 s, stronger (1400/3 − 300)/40 = 4.17 → 4 s
    odds = increment_odds(300, Fraction(10), 2.0, 40)
    assert odds is not None and odds.game == 1400
    assert (odds.weaker_exact, odds.stronger_exact) == (Fraction(95, 6), Fraction(25, 6))
    assert (odds.weaker_increment, odds.stronger_increment) == (16, 4)
    reply = chess(method="increment", elo="1800,2000", clock="5+10")
    assert bases(reply) == [(300, 16), (300, 4)] and reply["ratio"] == 2 and reply["K"] == 200
    assert reply["steps"][-1]["working"] == "weaker 15.833 → 16 s, stronger 4.167 → 4 s"


def test_increment_odds_other_k_and_moves():
    # gap 100, K = 100: x = 2; 3+2 over 30 moves: G = 2·(180 + 60) = 480; weaker (320 − 180)/30 = 4.67 → 5,
    # stronger (160 − 180)/30 < 0 → refused
    assert increment_odds(180, Fraction(2), 2.0, 30) is None
    reply = chess(method="increment", elo="1900,2000", K=100, clock="3+2", moves=30)
    assert reply["error"]["field"] == "clock" and "below 0 s" in reply["error"]["message"]
    # gap 100, K = 200: x = √2; 3+10 over 40 moves: G = 2·(180 + 400) = 1160;
    # weaker (1160·√2/(1+√2) − 180)/40 = 12.49 → 12, stronger (1160/(1+√2) − 180)/40 = 7.51 → 8
    reply = chess(method="increment", elo="1900,2000", clock="3+10")
    assert bases(reply) == [(180, 12), (180, 8)]


# --- errors --------------------------------------------------------------------------------

@pytest.mark.parametrize(("request_", "field", "words"), [
    ({"method": "bands", "elo": "1800,2000"}, "clock", "is missing"),
    ({"method": "split", "elo": "1800", "clock": "5+2"}, "elo", "two ratings"),
    ({"method": "bands", "elo": "1800,2000", "clock": "5+2", "band": 0}, "band", "more than 0"),
    ({"method": "bands", "elo": "1800,2000", "clock": "5+2", "per_band": "2.5"}, "per_band", "whole seconds"),
    ({"method": "bands", "elo": "1800,2000", "clock": "5+2", "per_band": -1}, "per_band", "out of range"),
    ({"method": "bands", "elo": "1800,2000", "clock": "5+2", "min_time": "0:00"}, "min_time", "more than 0"),
    ({"method": "bands", "elo": "1800,2000", "clock": "5+2", "min_time": "soon"}, "min_time", "m:ss"),
    ({"method": "split", "elo": "1800,2000", "clock": "5+2", "min_time": "6:00"}, "min_time", "more than the base"),
    ({"method": "increment", "elo": "1800,2000", "clock": "5+2", "K": 0}, "K", "more than 0"),
])
def test_club_rule_errors_name_the_field(request_, field, words):
    error = chess(**request_)["error"]
    assert error["field"] == field and words in error["message"]


# --- each player's clock from the model's methods ------------------------------------------

def test_players_from_a_total_split():
    reply = chess(elo="1800,2000", total=60)  # x = 2: 40:00 against 20:00, no increment
    assert bases(reply) == [(2400, 0), (1200, 0)]
    assert reply["clock_link"] == {"base1": "40:00", "inc1": "0", "base2": "20:00", "inc2": "0"}


def test_players_from_a_scaled_clock_player_2_weaker():
    reply = chess(elo="2000,1800", clock="15+10")  # x = 2: weaker ×4/3 → 20:00+13, stronger ×2/3 → 10:00+7
    assert bases(reply) == [(600, 7), (1200, 13)]


def test_players_over_an_hour_use_h_mm_ss():
    reply = chess(elo="1800,2000", total=180)  # 120 min against 60
    assert reply["clock_link"]["base1"] == "2:00:00" and reply["players"][1]["text"] == "1:00:00+0"


def test_no_players_against_a_computer():
    assert chess(method="score", score=0.3, against="computer", move_time=30)["players"] is None


# --- the chess-clock command: settings checked, PGN header -----------------------------------

def test_clock_reply():
    reply = clock(base1="5:00", inc1=2, base2="3:00", inc2="2", names=["Ann", ""])
    assert [(s["base_ms"], s["increment_ms"], s["delay_ms"]) for s in reply["sides"]] == [(300000, 2000, 0),
                                                                                         (180000, 2000, 0)]
    assert [s["label"] for s in reply["sides"]] == ["Ann · White", "Player 2 · Black"]
    assert reply["first"] == 1
    assert reply["time_controls"] == {"TimeControl": "?", "WhiteTimeControl": "300+2", "BlackTimeControl": "180+2"}
    assert reply["pgn"] == ('[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Ann"]\n'
                            '[Black "Player 2"]\n[Result "*"]\n[TimeControl "?"]\n[WhiteTimeControl "300+2"]\n'
                            '[BlackTimeControl "180+2"]\n\n*\n')


def test_clock_equal_sides_share_the_standard_tag_and_white_can_be_side_2():
    reply = clock(base1="1:30:00", inc1=30, base2="90", inc2=30, white=2, names=['A "quoted" name', None])
    assert reply["time_controls"] == {"TimeControl": "5400+30", "WhiteTimeControl": "5400+30",
                                      "BlackTimeControl": "5400+30"}
    assert reply["first"] == 2 and [s["colour"] for s in reply["sides"]] == ["Black", "White"]
    assert '[White "Player 2"]' in reply["pgn"] and '[Black "A \\"quoted\\" name"]' in reply["pgn"]
    assert reply["sides"][0]["text"] == "1:30:00+30"


def test_clock_sudden_death_and_delays():
    reply = clock(base1="5", base2="5", delay1=3, delay2=5, delay_type2="bronstein")
    assert reply["time_controls"]["TimeControl"] == "?"  # same base, different delays: not one setting
    assert reply["time_controls"]["WhiteTimeControl"] == "300"
    assert reply["pgn"].endswith("\n\n{White: simple delay 3 s; Black: Bronstein delay 5 s} *\n")
    assert [w["code"] for w in reply["warnings"]] == ["pgn_delay"]
    assert [(s["delay_ms"], s["delay_type"]) for s in reply["sides"]] == [(3000, "simple"), (5000, "bronstein")]
    assert reply["sides"][1]["text"] == "5:00+0, Bronstein delay 5 s"


@pytest.mark.parametrize(("request_", "field", "words"), [
    ({"base1": "0:00", "base2": "3:00"}, "base1", "zero time"),
    ({"base1": "5:00", "base2": 0}, "base2", "zero time"),
    ({"base1": "5:00"}, "base2", "is missing"),
    ({"base1": "5:00", "base2": " "}, "base2", "is empty"),
    ({"base1": "soon", "base2": "3:00"}, "base1", "not a time"),
    ({"base1": "0:05.5", "base2": "3:00"}, "base1", "whole seconds"),
    ({"base1": "25:00:00", "base2": "3:00"}, "base1", "24:00:00"),
    ({"base1": "5", "base2": "5", "inc2": -1}, "inc2", "out of range"),
    ({"base1": "5", "base2": "5", "inc1": 3601}, "inc1", "out of range"),
    ({"base1": "5", "base2": "5", "delay1": "1.5"}, "delay1", "whole seconds"),
    ({"base1": "5", "base2": "5", "delay_type1": "hourglass"}, "delay_type1", "simple, bronstein"),
    ({"base1": "5", "base2": "5", "white": 3}, "white", "1, 2"),
    ({"base1": "5", "base2": "5", "names": ["x" * 41, ""]}, "names", "at most 40"),
    ({"base1": "5", "base2": "5", "names": "Ann"}, "names", "not a pair"),
])
def test_clock_errors_name_the_field(request_, field, words):
    error = clock(**request_)["error"]
    assert error["field"] == field and words in error["message"], error
