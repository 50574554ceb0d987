"""Chess time odds (seed: chess-time-handicap-matches.txt): the worked relationships, the
calibration (and the seed's misprint), clock settings, the record range, properties, errors."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from handicap.api import calculate
from handicap.chess.clock import mss, odds_clocks, parse_clock
from handicap.chess.timeodds import (
    calibrate,
    expected_score,
    ratio_from_ratings,
    ratio_from_score,
    score_from_record,
    small_k,
    split_total,
)
from tests.support import cli
from tests.support.lanes import first_of_each

ROOT = Path(__file__).resolve().parents[2]


def chess(**request):
    return calculate({"command": "chess", **request})


# --- the worked relationships -------------------------------------------------------------

def test_small_k_for_the_usual_K():
    assert small_k(200) == pytest.approx(200 * math.log(10) / (400 * math.log(2)))
    assert small_k(200) == pytest.approx(1.660964, abs=1e-6)


def test_two_hundred_points_doubles_the_time():
    reply = chess(method="elo", elo="1800,2000", K=200, total=60)
    assert reply["ratio"] == 2
    assert (reply["weaker"], reply["weaker_time"], reply["stronger_time"]) == (1, 40, 20)
    assert (reply["weaker_clock"], reply["stronger_clock"]) == ("40:00", "20:00")


@pytest.mark.parametrize(("elo", "K", "ratio"), [
    ("1800,2000", 200, 2), ("2000,1800", 200, 2), ("1500,1900", 200, 4), ("1500,1900", 400, 2),
    ("2000,2100", 200, math.sqrt(2)), ("1600,1900", 150, 4), ("2000,2000", 200, 1),
])
def test_ratio_from_ratings(elo, K, ratio):
    assert chess(method="elo", elo=elo, K=K)["ratio"] == pytest.approx(ratio, rel=1e-9)


def test_r_to_the_k_is_the_odds():
    """The seed's core equation r^k = s/(1 − s): the weaker player's score s1 and x = r^−1."""
    for s1 in (0.1, 0.24, 0.4, 0.49):
        x = ratio_from_score(s1, 200)
        assert (1 / x) ** small_k(200) == pytest.approx(s1 / (1 - s1))


def test_score_and_ratings_agree():
    """The expected score for a 200-point gap gives the same ratio as the ratings (K = 200)."""
    s = expected_score(-200)
    reply = chess(method="score", score=str(s), K=200, total=60)
    assert reply["ratio"] == pytest.approx(2, rel=1e-9)
    assert reply["weaker"] == 1 and reply["rating_gap"] == pytest.approx(200, abs=1e-6)
    assert chess(method="score", score=str(1 - s), K=200)["weaker"] == 2


def test_total_split():
    split = split_total(90, 2)
    assert (split.weaker, split.stronger) == (60, 30)
    reply = chess(method="elo", elo="2000,1850", K=200, total=15)
    x = 2 ** (150 / 200)
    assert reply["weaker"] == 2
    assert reply["weaker_time"] == pytest.approx(15 * x / (1 + x))
    assert reply["stronger_time"] == pytest.approx(15 / (1 + x))
    assert reply["weaker_time"] + reply["stronger_time"] == pytest.approx(15)


def test_a_split_shown_as_m_ss():
    reply = chess(method="elo", elo="1800,2000", K=200, total=22.5)
    assert (reply["weaker_clock"], reply["stronger_clock"]) == ("15:00", "7:30")


def test_equal_players_get_equal_time():
    reply = chess(method="score", score="0.5", total=10)
    assert (reply["ratio"], reply["weaker"], reply["equal"]) == (1, None, True)
    assert reply["weaker_time"] == reply["stronger_time"] == 5


# --- calibration ---------------------------------------------------------------------------

def test_calibration_ratio_two_and_200_points_gives_K_200():
    """Doubling the weaker player's time moved the score by a 200-point gap (from 200 below to
    level): the derivation gives K = 200. The seed's printed formula divides by x, not ln(x)."""
    s1, s2 = expected_score(-200), Fraction(1, 2)
    cal = calibrate(s1, s2, 2)
    assert cal.K == pytest.approx(200, rel=1e-12)
    assert cal.k == pytest.approx(small_k(200), rel=1e-12)
    # erratum: the seed's "/x" (instead of "/ln x") gives 100·ln 2 ≈ 69.3 here
    assert cal.K_as_printed == pytest.approx(100 * math.log(2), rel=1e-12)
    reply = chess(method="calibrate", s1=str(s1), s2="0.5", ratio="2")
    assert reply["K"] == pytest.approx(200, abs=1e-5) and reply["K_text"] == "200"
    assert reply["calibration"]["K_as_printed"] == pytest.approx(69.315, abs=1e-3)


def test_calibration_any_200_point_change():
    """s1 and s2 200 points apart anywhere on the curve, ratio 2 -> K = 200."""
    for d in (-500, -100, 0, 250):
        assert calibrate(expected_score(d), expected_score(d + 200), 2).K == pytest.approx(200)


def test_calibration_then_recalculates_the_handicap():
    reply = chess(method="calibrate", s1="0.3", s2="0.45", ratio="1.5", total=60)
    K = reply["K"]
    assert reply["ratio"] == pytest.approx(ratio_from_score(0.3, K), rel=1e-9)
    assert reply["weaker_time"] + reply["stronger_time"] == pytest.approx(60)


@given(st.floats(20, 2000), st.floats(0.02, 0.98), st.floats(1.05, 20))
def test_calibration_recovers_K(K, s1, x):
    """Scores produced by the model for a given K give that K back."""
    odds2 = s1 / (1 - s1) * x ** small_k(K)
    assume(odds2 < 1e12)
    s2 = odds2 / (1 + odds2)
    assume(s2 < 1 - 1e-9)
    assert calibrate(s1, s2, x).K == pytest.approx(K, rel=1e-6)


# --- a record of results -------------------------------------------------------------------

def test_record_score_and_range():
    reply = chess(method="record", record="2,3,5", K=200, total=60)
    assert reply["score"] == 0.35 and reply["weaker"] == 1
    assert reply["ratio"] == pytest.approx(ratio_from_score(0.35, 200))
    r = reply["range"]
    assert r["games"] == 10
    assert r["score_low"] == pytest.approx(0.1369, abs=1e-4)  # Wilson, n = 10, s = 0.35
    assert r["score_high"] == pytest.approx(0.6463, abs=1e-4)
    assert r["ratio_low"] < 1 < reply["ratio"] < r["ratio_high"]
    assert [w["code"] for w in reply["warnings"]] == ["uncertain"]


def test_record_range_narrows_with_games():
    widths = []
    for n in (1, 4, 16, 64):
        r = chess(method="record", record=[n, 0, 3 * n])["range"]
        assert r["ratio_low"] < chess(method="record", record=[n, 0, 3 * n])["ratio"] < r["ratio_high"]
        widths.append(r["ratio_high"] / r["ratio_low"])
    assert widths == sorted(widths, reverse=True)
    assert chess(method="record", record=[64, 0, 192])["warnings"] == []


def test_record_of_player_2_weaker():
    reply = chess(method="record", record="6 2 1")
    assert reply["weaker"] == 2 and reply["ratio"] > 1
    assert reply["range"]["ratio_low"] < reply["ratio"] < reply["range"]["ratio_high"]


def test_wilson_interval_inside_unit_interval():
    e = score_from_record(1, 0, 1)
    assert 0 < e.low < 0.5 < e.high < 1


# --- clocks --------------------------------------------------------------------------------

def test_clock_15_plus_10_at_ratio_2():
    c = odds_clocks(Fraction(15), Fraction(10), 2)
    assert (c.weaker.text, c.stronger.text) == ("20:00+13", "10:00+7")
    # common increment, 40 moves: G = 2·(900 + 400) = 2600 s -> 1733⅓ − 400 and 866⅔ − 400
    assert (c.common_weaker.text, c.common_stronger.text) == ("22:13+10", "7:47+10")


def test_clock_keeps_the_total_per_game():
    for ratio in (1.3, 2, 3.7):
        c = odds_clocks(Fraction(15), Fraction(10), ratio)
        for moves in (20, 40, 80):
            even = 2 * (900 + moves * 10)
            assert abs(c.weaker.base + c.stronger.base + moves * (c.weaker.increment + c.stronger.increment)
                       - even) <= 1 + moves
        assert c.common_weaker.base + c.common_stronger.base == pytest.approx(1800, abs=1)


def test_common_increment_impossible():
    reply = chess(method="elo", elo="1400,2000", clock="3+2")
    assert reply["clock"]["common_increment"] is None
    assert [w["code"] for w in reply["warnings"]] == ["no_common_increment"]
    assert reply["clock"]["weaker"]["text"] == "5:20+4"


def test_clock_alone_sets_the_total():
    reply = chess(method="elo", elo="1800,2000", clock="15+10")
    assert reply["total"] == pytest.approx(2 * (15 + 40 * 10 / 60))
    assert reply["clock"]["weaker"]["base"] == "20:00"


@pytest.mark.parametrize(("text", "parsed"), [
    ("15+10", (15, 10)), (" 90 + 30 ", (90, 30)), ("3|2", (3, 2)), ("5", (5, 0)), ("0.5+1", (Fraction(1, 2), 1)),
    ("abc", None), ("15+", None), ("+10", None), ("-5+3", None),
])
def test_parse_clock(text, parsed):
    assert parse_clock(text) == parsed


def test_mss():
    assert [mss(s) for s in (0, 5, 450, 3600, 5430)] == ["0:00", "0:05", "7:30", "60:00", "90:30"]


# --- against a computer --------------------------------------------------------------------

def test_computer_factor_on_the_humans_time_per_move():
    reply = chess(method="score", score="0.3", against="computer", move_time="60")
    x = ratio_from_score(0.3, 200)
    assert reply["computer"]["human_factor"] == pytest.approx(x)
    assert reply["computer"]["human_move_time"] == round(60 * x)
    assert reply["weaker_time"] is None  # no split: the computer's clock is not the question
    stronger_human = chess(method="score", score="0.7", against="computer")
    assert stronger_human["computer"]["human_factor"] == pytest.approx(1 / x)


# --- properties ----------------------------------------------------------------------------

gaps = st.integers(0, 1500)
ks = st.integers(50, 1000)


@given(gaps, gaps, ks)
def test_ratio_increases_with_the_gap(a, b, K):
    assume(a < b)
    assert ratio_from_ratings(a, K) < ratio_from_ratings(b, K)


@given(st.integers(1, 1500), ks, ks)
def test_ratio_decreases_with_K(gap, k1, k2):
    assume(k1 < k2)
    assert ratio_from_ratings(gap, k1) > ratio_from_ratings(gap, k2)


@given(st.floats(0.01, 0.49), st.floats(0.01, 0.49), ks)
def test_ratio_from_score_falls_as_the_weaker_scores_more(s, t, K):
    # Strictly, for scores apart by more than float noise: one ulp apart, the two ratios may round
    # to the same float (s = 0.01, t = 0.010000000000000002 did).
    assume(t - s > 1e-9)
    assert ratio_from_score(s, K) > ratio_from_score(t, K) > 1


@given(st.integers(0, 4000), st.integers(0, 4000), ks, st.integers(1, 600))
def test_reply_invariants(ra, rb, K, total):
    assume(abs(ra - rb) / K < 40)
    reply = chess(method="elo", elo=[ra, rb], K=K, total=total)
    swapped = chess(method="elo", elo=[rb, ra], K=K, total=total)
    assert reply["ratio"] >= 1 and reply["ratio"] == swapped["ratio"]
    assert reply["weaker_time"] >= reply["stronger_time"]
    assert reply["weaker_time"] + reply["stronger_time"] == pytest.approx(total)
    assert reply["weaker_time"] / reply["stronger_time"] == pytest.approx(reply["ratio"], rel=1e-6)
    if ra != rb:
        assert {reply["weaker"], swapped["weaker"]} == {1, 2}
        assert reply["weaker"] == (1 if ra < rb else 2)
    # the same gap as an expected score gives the same ratio
    by_score = chess(method="score", score=str(expected_score(ra - rb)), K=K)
    if 0 < expected_score(ra - rb) < 1 and "error" not in by_score:
        assert by_score["ratio"] == pytest.approx(reply["ratio"], rel=1e-6)


# --- errors --------------------------------------------------------------------------------

@pytest.mark.parametrize(("request_", "field", "words"), [
    ({"method": "score", "score": "0"}, "score", "between 0 and 1"),
    ({"method": "score", "score": "1"}, "score", "between 0 and 1"),
    ({"method": "score", "score": "1.2"}, "score", "between 0 and 1"),
    ({"method": "score", "score": "-0.1"}, "score", "between 0 and 1"),
    ({"method": "score", "score": "abc"}, "score", "not an expected score"),
    ({"method": "score"}, "score", "missing"),
    ({"method": "score", "score": "0.4", "K": "0"}, "K", "more than 0"),
    ({"method": "score", "score": "0.4", "K": "-200"}, "K", "more than 0 and up to 10000"),
    ({"method": "score", "score": "0.4", "K": "0"}, "K", "more than 0 and up to 10000"),
    ({"method": "score", "score": "0.4", "K": "lots"}, "K", "not a number"),
    ({"method": "score", "score": "0.4", "total": "abc"}, "total", "not a total time"),
    ({"method": "score", "score": "0.4", "total": "0"}, "total", "more than 0"),
    ({"method": "score", "score": "0.4", "total": "nan"}, "total", "finite"),
    ({"method": "elo", "elo": "1800"}, "elo", "two ratings"),
    ({"method": "elo", "elo": "1800,abc"}, "elo", "not a rating"),
    ({"method": "elo", "elo": "1800,9000"}, "elo", "0 to 4000"),
    ({"method": "elo", "elo": "0,4000", "K": "20"}, "K", "too far apart"),
    ({"method": "record", "record": "1,2"}, "record", "wins, draws and losses"),
    ({"method": "record", "record": "1,2,x"}, "record", "not a count"),
    ({"method": "record", "record": "1,2.5,3"}, "record", "whole number"),
    ({"method": "record", "record": "0,0,0"}, "record", "no games"),
    ({"method": "record", "record": "4,0,0"}, "record", "won every game"),
    ({"method": "record", "record": "0,0,4"}, "record", "lost every game"),
    ({"method": "calibrate", "s1": "0.3", "s2": "0.5", "ratio": "1"}, "ratio", "not 1"),
    ({"method": "calibrate", "s1": "0.3", "s2": "0.2", "ratio": "2"}, "s2", "cannot be estimated"),
    ({"method": "calibrate", "s1": "0.3", "s2": "1", "ratio": "2"}, "s2", "between 0 and 1"),
    ({"method": "elo", "elo": "1800,2000", "clock": "fifteen"}, "clock", "15+10"),
    ({"method": "elo", "elo": "1800,2000", "clock": "0+5"}, "clock", "15+10"),
    ({"method": "elo", "elo": "1800,2000", "against": "robot"}, "against", "person, computer"),
    ({"method": "guess"}, "method", "elo, score, record, calibrate"),
])
def test_bad_input_names_the_field(request_, field, words):
    reply = chess(**request_)
    assert set(reply) == {"error"}, reply
    assert reply["error"]["field"] == field
    assert words in reply["error"]["message"]


def test_blank_optional_fields_are_ignored():
    """The page sends every control; blanks mean 'not given'."""
    reply = chess(method="elo", elo="1800,2000", K="", total="", clock="", score="", record="", s1="")
    assert reply["ratio"] == 2 and reply["weaker_time"] is None and reply["clock"] is None


# --- the command line ----------------------------------------------------------------------

def run_cli(*args):
    return cli.run_cli("chess", *args)  # a process a call; in the light lane, this process


def test_cli_elo():
    done = run_cli("--elo", "1800", "2000", "--k", "200", "--total", "60", "--json")
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert (reply["ratio"], reply["weaker_time"], reply["stronger_time"], reply["weaker"]) == (2, 40, 20, 1)


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_elo
def test_cli_score():
    done = run_cli("--score", "0.7", "--k", "200", "--total", "90", "--json")
    reply = json.loads(done.stdout)
    x = ratio_from_score(0.3, 200)
    assert reply["weaker"] == 2 and reply["ratio"] == pytest.approx(x)
    assert reply["weaker_time"] == pytest.approx(90 * x / (1 + x))


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_elo
def test_cli_calibrate():
    s1 = expected_score(-200)
    done = run_cli("--calibrate", "--s1", repr(s1), "--s2", "0.5", "--ratio", "2", "--json")
    reply = json.loads(done.stdout)
    assert reply["K"] == pytest.approx(200, abs=1e-5) and reply["k"] == pytest.approx(small_k(200))


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_elo
def test_cli_record_clock_and_text():
    done = run_cli("--record", "3", "2", "5", "--clock", "15+10")
    assert done.returncode == 0 and "Player 1 is weaker" in done.stdout and "clocks" in done.stdout


@pytest.mark.parametrize("args", first_of_each([
    ("--score", "1.5", "--total", "60"), ("--score", "0.3", "--k", "0"), ("--score", "0.3", "--total", "x"),
    ("--elo", "1800"), (), ("--score", "0.3", "--elo", "1", "2"),
], lambda args: "chess"))  # each a process: one in the light lane, all in npm test
def test_cli_bad_input_exit_2_one_line(args):
    done = run_cli(*args)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_every_wrong_field_is_named_at_once_in_the_forms_order():
    reply = chess(method="elo", elo="-100,99999", K="0", total="abc", clock="abc")
    assert [(e["field"], e.get("player")) for e in reply["field_errors"]] == [
        ("elo", 1), ("K", None), ("total", None), ("clock", None)]
    assert reply["error"] == reply["field_errors"][0]
    rules = chess(method="bands", elo="1500,x", band="-1")
    assert [e["field"] for e in rules["field_errors"]] == ["elo", "clock", "band"]


def test_k_says_its_range_once_without_its_label():
    for value in ("0", "-5", "10001", "lots"):
        message = chess(method="elo", elo="1500,1900", K=value)["error"]["message"]
        assert "a number more than 0 and up to 10000" in message and "K (" not in message, message
    assert "error" not in chess(method="elo", elo="1500,1900", K="10000")
    assert "error" not in chess(method="elo", elo="1500,1510", K="0.5")


def test_the_total_is_said_unused_once_an_even_clock_is_given():
    note = "Not used while an even clock is given: each player's time comes from the clock."
    with_clock = chess(method="elo", elo="1500,1900", total="60", clock="15+10")
    assert with_clock["unused_fields"] == [{"field": "total", "message": note}]
    # The total indeed changes nothing of the answer then.
    other_total = chess(method="elo", elo="1500,1900", total="90", clock="15+10")
    assert (other_total["players"], other_total["summary"]) == (with_clock["players"], with_clock["summary"])
    assert chess(method="elo", elo="1500,1900", total="60")["unused_fields"] == []
    japanese = chess(method="elo", elo="1500,1900", clock="15+10", lang="ja")["unused_fields"][0]["message"]
    assert japanese.startswith("対等な場合の持ち時間") and "clock" not in japanese
