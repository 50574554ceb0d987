"""The ``game`` and ``rate`` commands through the JSON boundary and the command line, and the
proposal's claim about the old stones-only rating adjustment."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from handicap.api import calculate
from tests.fixtures import ogs_tables as T
from tests.support import cli
from tests.support.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args):
    return cli.run_cli(*args)  # a process a call; in the light lane, this process


def game(**request):
    return calculate({"command": "game", **request})


def test_game_reply_for_a_proposal_row():
    reply = game(board="13", rules="japanese", stones="2", komi="-1.5")
    assert reply["rank_difference"] == 5
    assert reply["stones_alone_rank_difference"] == 2
    assert (reply["head_start"], reply["points_per_rank"], reply["free_moves"]) == (20, 4, 1)
    assert reply["shown"]["rank_difference"] == "5 ranks"
    assert reply["model"] == "proposal" and reply["system"] == "ogs"
    assert [s["key"] for s in reply["steps"]] == [
        "model", "free_moves", "handicap_bonus", "komi_head_start", "stone_value", "head_start", "points_per_rank",
        "rank_difference"]
    assert reply["steps"][-1]["working"] == "20 ÷ 4 = 5 ranks"
    assert reply["warnings"][0]["code"] == "stones_are_not_ranks"
    assert "ratings" not in reply


def test_game_shows_the_handicap_bonus_and_19x19_half_rank():
    reply = game(board=19, rules="chinese", stones=3, komi="0.5")
    assert reply["handicap_bonus"] == 3 and reply["effective_komi"] == 3.5
    # 7.5 − (0.5 + 3) + 13 × 2 = 30 points: the bonus pays back the stones' area points, the
    # same 2.5 ranks as the Japanese game (before the bonus was counted: 31/12)
    assert (reply["stone_value"], reply["area_value"], reply["head_start"]) == (13, 1, 30)
    assert reply["rank_difference_exact"] == "5/2"
    bonus = next(s for s in reply["steps"] if s["key"] == "handicap_bonus")["working"]
    assert bonus == "Chinese rules give White a bonus of 3, one point a stone: effective komi 0.5 + 3 = 3.5"
    value = next(s for s in reply["steps"] if s["key"] == "stone_value")["working"]
    assert value.startswith("area counting: 12 + 1 = 13 points")
    reply = game(board=19, rules="japanese", stones=3, komi="0.5")
    assert reply["rank_difference"] == 2.5
    assert "0.5 ranks less" in reply["warnings"][0]["message"]
    assert game(board=19, rules="japanese", stones=3, komi="0.5", system="jewdan")["rank_difference"] == 2.5


def test_game_with_ratings():
    reply = game(board=13, rules="japanese", stones=2, komi="-1.5", black_rating=1200, white_rating=1500,
                 black_deviation=60, white_deviation=60, winner="black")
    legacy, fair = reply["ratings"]["judgements"]
    assert (legacy["key"], fair["key"]) == ("stones_alone", "board_komi_rules")
    assert reply["black_effective_rating"] == pytest.approx(1489.297, abs=1e-3)
    assert fair["black_effective_rating"] == reply["black_effective_rating"]
    assert reply["black_win_expectation"] == pytest.approx(0.48487, abs=1e-5)
    assert reply["white_win_expectation"] == pytest.approx(0.51513, abs=1e-5)
    assert fair["black"]["change"] == pytest.approx(10.492, abs=1e-3)
    assert legacy["black"]["change"] == pytest.approx(15.328, abs=1e-3)
    assert fair["shown"]["black_change"] == "+10.49" and fair["shown"]["white_change"] == "−10.49"
    assert fair["shown"]["black_effective_rating"] == "1489.3 (6k)"
    assert fair["shown"]["black_win_expectation"] == "48.5%"


def small_board_rows():
    for board, table in ((13, T.PROPOSAL_13_KOMI), (9, T.PROPOSAL_9_KOMI)):
        for rank, (stones, cols) in table.items():
            if rank > stones:
                yield pytest.param(board, rank, stones, cols["territory"], id=f"{board}-{rank}")


@pytest.mark.parametrize(("board", "rank", "stones", "komi"), list(small_board_rows()))
def test_stones_alone_is_too_big_when_white_loses_and_too_small_when_white_wins(board, rank, stones, komi):
    """The proposal's bug: after a small-board handicap game, judging by stones alone moves
    ratings too much if White loses and too little if White wins."""
    base = {"board": board, "rules": "japanese", "stones": stones, "komi": str(komi),
                "black_rating": 1000, "white_rating": 1000 * 2.718281828 ** (rank / 23.15),
                "black_deviation": 70, "white_deviation": 70}
    white_loses = game(**base, winner="black")["ratings"]["judgements"]
    white_wins = game(**base, winner="white")["ratings"]["judgements"]
    legacy, fair = white_loses
    assert fair["rank_difference"] == rank
    assert legacy["white"]["change"] < fair["white"]["change"] < 0
    assert legacy["black"]["change"] > fair["black"]["change"] > 0
    legacy, fair = white_wins
    assert 0 < legacy["white"]["change"] < fair["white"]["change"]
    # Fair: the game is even, so each side expects about half.
    assert fair["black_win_expectation"] == pytest.approx(0.5, abs=1e-6)


@pytest.mark.parametrize(("request_", "field", "words"), [
    ({"stones": 2}, "komi", "missing"),
    ({"komi": 1}, "stones", "missing"),
    ({"stones": 10, "komi": 1}, "stones", "0, 1, 2"),
    ({"stones": 2, "komi": "x"}, "komi", "not a komi"),
    ({"stones": 2, "komi": 1, "rules": "go"}, "rules", "japanese"),
    ({"stones": 2, "komi": 1, "system": "egf"}, "system", "ogs, jewdan"),
    ({"stones": 2, "komi": 1, "model": "egf"}, "model", "proposal, ogs, jewdan"),
    ({"stones": 2, "komi": 1, "model": "ogs", "system": "jewdan"}, "model", "does not go with system jewdan"),
    ({"stones": 2, "komi": 1, "black_rating": 1500}, "white_rating", "missing"),
    ({"stones": 2, "komi": 1, "black_rating": 0, "white_rating": 1500, "winner": "black"}, "black_rating", "from 1"),
    ({"stones": 2, "komi": 1, "black_rating": 1500, "white_rating": 1500}, "winner", "missing"),
    ({"stones": 2, "komi": 1, "black_rating": 1500, "white_rating": 1500, "winner": "both"}, "winner", "black, white, draw"),
])
def test_game_bad_input(request_, field, words):
    reply = game(**request_)
    assert set(reply) == {"error"}, reply
    assert reply["error"]["field"] == field
    assert words in reply["error"]["message"]


@pytest.mark.parametrize(("request_", "words"), [
    ({"results": ["win:1400"]}, "result 1"),
    ({"results": ["won:1400:30"]}, "not win, loss or draw"),
    ({"results": ["win:1400:30", "loss:abc:30"]}, "result 2: opponent's rating"),
    ({"results": ["win:1400:-3"]}, "deviation"),
    ({"results": 5}, "not a list"),
])
def test_rate_bad_results(request_, words):
    reply = calculate({"command": "rate", "rating": 1500, "deviation": 200, **request_})
    assert reply["error"]["field"] == "results"
    assert words in reply["error"]["message"]


def test_rate_accepts_objects_and_draws():
    reply = calculate({"command": "rate", "rating": 1500, "deviation": 100,
                       "results": [{"result": "draw", "rating": 1500, "deviation": 100}]})
    assert reply["rating"] == pytest.approx(1500)
    assert reply["deviation"] < 100


def test_cli_game_acceptance():
    done = run_cli("game", "--board", "9", "--rules", "chinese", "--stones", "2", "--komi", "3.5", "--json")
    assert done.returncode == 0, done.stderr
    # the proposal's 9x9 table says rank 8 for this row; counted with the Chinese bonus it is 7.5
    assert json.loads(done.stdout)["rank_difference"] == 7.5
    done = run_cli("game", "--board", "9", "--rules", "chinese", "--stones", "2", "--komi", "3.5", "--model", "ogs",
                   "--json")
    assert json.loads(done.stdout)["rank_difference"] == 7.25 and json.loads(done.stdout)["model"] == "ogs"
    done = run_cli("game", "--board", "13", "--rules", "japanese", "--stones", "2", "--komi", "-1.5",
                   "--system", "jewdan", "--json")
    assert json.loads(done.stdout)["rank_difference"] == pytest.approx(25 / 6)


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_game_acceptance
def test_cli_game_human_output_with_ratings():
    done = run_cli("game", "--board", "13", "--stones", "2", "--komi", "-1.5", "--black-rating", "1200",
                   "--white-rating", "1500", "--black-deviation", "60", "--white-deviation", "60", "--winner", "black")
    assert done.returncode == 0, done.stderr
    assert "compensates a rank difference of 5" in done.stdout
    assert "Black +10.49" in done.stdout and "Black +15.33" in done.stdout


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_game_acceptance
def test_cli_rate_acceptance():
    done = run_cli("rate", "--rating", "1500", "--deviation", "200", "--volatility", "0.06",
                   "--result", "win:1400:30", "loss:1550:100", "loss:1700:300", "--json")
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert abs(reply["rating"] - 1464.06) < 0.01 and round(reply["deviation"], 2) == 151.52
    assert abs(reply["volatility"] - 0.05999) < 0.00001
    repeated = run_cli("rate", "--rating", "1500", "--deviation", "200", "--volatility", "0.06", "--result",
                       "win:1400:30", "--result", "loss:1550:100", "--result", "loss:1700:300", "--tau", "0.5", "--json")
    assert json.loads(repeated.stdout)["rating"] == reply["rating"]


def test_the_older_system_key_still_chooses_the_scale():
    assert game(stones=2, komi="0.5", system="jewdan")["model"] == "jewdan"
    assert game(stones=2, komi="0.5", system="ogs")["model"] == "proposal"
    assert game(stones=2, komi="0.5", system="ogs", model="ogs")["model"] == "ogs"
    assert game(stones=2, komi="0.5", model="jewdan")["system"] == "jewdan"


def test_the_steps_name_the_model_and_why_the_two_differ():
    proposal = game(board=19, rules="ing", stones=3, komi="0.5")
    ogs = game(board=19, rules="ing", stones=3, komi="0.5", model="ogs")
    assert (proposal["handicap_bonus"], ogs["handicap_bonus"]) == (3, 0)
    assert (proposal["fair_komi"], ogs["fair_komi"]) == (7.5, 7)
    for reply in (proposal, ogs):
        model = reply["steps"][0]
        assert model["key"] == "model" and "January 2024" not in model["formula"]
        assert "half point" in model["working"] and "Ing" in model["working"]
    assert "counts no bonus under Ing rules" in ogs["steps"][2]["working"]
    assert ogs["summary"].endswith("(OGS's rating code).")


def test_the_verdict_of_the_issue_example():
    """13×13, 3 stones, komi 0.5, Chinese, 1200 against 1500 (11k against 6k)."""
    reply = game(board=13, rules="chinese", stones=3, komi="0.5", black_rating=1200, white_rating=1500,
                 black_deviation=60, white_deviation=60, winner="black")
    assert reply["verdict"] == ("On OGS's rating scale White (6k, 1500) is 5.17 ranks stronger than Black (11k, "
                                "1200); the handicap compensates 7.5 ranks, so it favours Black by 2.33 ranks.")
    assert reply["gap"] == pytest.approx(5.1658, abs=1e-4)
    assert reply["favours_black_by"] == pytest.approx(7.5 - reply["gap"])
    assert reply["shown"] == {"rank_difference": "7.5 ranks", "stones_alone_rank_difference": "3 ranks",
                              "black_rank": "1200 (11k)", "white_rank": "1500 (6k)", "gap": "5.17 ranks",
                              "black_win_expectation": "71.1%", "white_win_expectation": "28.9%",
                              "win_expectation_model": "by OGS's ratings model, the handicap valued by the "
                                                       "small-board proposal"}
    working = reply["ratings"]["steps"][0]["working"]
    assert working.startswith("1200 is rank 19.14 (11k)") and "1200.00" not in working
    # equal deviations: the two expectations add up to 100 %, and the step does not say otherwise
    assert reply["ratings"]["steps"][1]["working"] == "Black 71.1%, White 28.9%"
    uneven = game(board=13, rules="chinese", stones=3, komi="0.5", black_rating=1200, white_rating=1500,
                  black_deviation=60, white_deviation=200, winner="black")
    assert "need not add up to 100%" in uneven["ratings"]["steps"][1]["working"]


@pytest.mark.parametrize(("black", "white", "words"), [
    (1500, 1500, "are level; the handicap compensates 1.5 ranks, so it favours Black by 1.5 ranks."),
    (1200, 1500, ("White (6k, 1500) is 5.17 ranks stronger than Black (11k, 1200); the handicap compensates "
                 "1.5 ranks, so it favours White by 3.67 ranks.")),
    (1800, 1500, ("Black (2k, 1800) is 4.22 ranks stronger than White (6k, 1500); the handicap compensates 1.5 "
                 "ranks, so it favours Black by 5.72 ranks.")),
])
def test_the_verdict_says_whom_the_handicap_favours(black, white, words):
    reply = game(board=19, rules="japanese", stones=2, komi="0.5", black_rating=black, white_rating=white,
                 winner="white")
    assert reply["verdict"].endswith(words)


def test_a_verdict_without_ratings_says_what_is_missing():
    reply = game(board=19, rules="japanese", stones=1, komi="0.5")
    assert reply["verdict"] == ("The handicap compensates 0.5 ranks; give both players' ratings to see whom it "
                                "favours.")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ogs_ratings_outside_100_to_6000_are_held_with_a_warning(lang):
    reply = calculate({"command": "game", "lang": lang, "stones": 2, "komi": "0.5", "black_rating": 50,
                       "white_rating": 6500, "winner": "black"})
    held = [w for w in reply["warnings"] if w["code"] == "ogs_rating_held"]
    assert len(held) == 2
    assert all("100" in w["message"] and "6000" in w["message"] for w in held)
    assert reply["ratings"]["black"]["rating"] == 100 and reply["ratings"]["white"]["rating"] == 6000
    # 100 is OGS's rank -38.4 ("69k"; 50 would be "85k"), shown as OGS shows it: held at 25k
    assert reply["ratings"]["black"]["rank_label"] == "25k"
    go = calculate({"command": "go", "lang": lang, "ratings": [50, 1500]})
    assert [w["code"] for w in go["warnings"]].count("ogs_rating_held") == 1
    assert go["players"][0]["rank"] == pytest.approx(calculate(
        {"command": "go", "ratings": [100, 1500]})["players"][0]["rank"])


def test_rate_echoes_its_model_and_rejects_others():
    assert calculate({"command": "rate", "rating": 1500, "deviation": 200})["model"] == "proposal"
    reply = calculate({"command": "rate", "rating": 1500, "deviation": 200, "model": "jewdan"})
    assert reply["error"]["field"] == "model"
    done = run_cli("rate", "--rating", "150", "--deviation", "350", "--result", "loss:140:30", "loss:140:30",
                   "loss:140:30", "loss:140:30", "loss:140:30", "loss:140:30", "--model", "ogs")
    assert done.returncode == 0, done.stderr
    assert "OGS holds the rating at 100" in done.stderr  # warnings on stderr


def test_every_wrong_field_is_named_at_once():
    reply = game(board=13, stones=3, komi="abc", black_rating="abc", white_rating="1500", white_deviation="-5",
                 winner="black")
    assert [e["field"] for e in reply["field_errors"]] == ["komi", "black_rating", "white_deviation"]
    details = game(board=13, stones="x", komi="0.5", black_deviation="-1", tau="x")
    assert [e["field"] for e in details["field_errors"]] == ["stones", "black_deviation", "tau"]
