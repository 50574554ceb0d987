"""What an organiser sets by hand over the system's answer (the OGS small-board proposal's part 3):
custom stones, komi None and Custom, and the players' names."""

from __future__ import annotations

import pytest

from handicap.api import calculate

BASE = {"command": "go", "system": "ogs", "board": 13, "rules": "japanese", "rank_diff": 4}


def go(**extra):
    return calculate({**BASE, **extra})


# OGS wiki 13×13, Japanese: the first row with 1, 2, 3, 4 stones is d = 1, 3, 6, 9, komi 2.5, 6.5, 6.5, 6.5.
@pytest.mark.parametrize(("stones", "difference", "komi"), [(0, 0, 6.5), (1, 1, 2.5), (2, 3, 6.5), (3, 6, 6.5),
                                                            (4, 9, 6.5)])
def test_custom_stones_take_the_first_row_with_that_many(stones, difference, komi):
    reply = go(difference_mode="custom", custom_stones=stones)
    assert (reply["stones"], reply["rank_difference"], reply["komi"]) == (stones, difference, komi)
    assert reply["steps"][0]["key"] == "custom_stones"
    assert reply["steps"][0]["working"].startswith(f"{stones} stone")


def test_custom_stones_on_nineteen_by_nineteen():
    reply = calculate({**BASE, "board": 19, "difference_mode": "custom", "custom_stones": "5"})
    assert (reply["stones"], reply["komi"], reply["black"], reply["black_name"]) == (5, 0.5, 2, "Player 2")


@pytest.mark.parametrize(("extra", "message"), [
    ({"custom_stones": 3}, "needs difference_mode"),
    ({"difference_mode": "custom", "custom_stones": 2.5}, "whole number of stones from 0 to 9"),
    ({"difference_mode": "custom", "custom_stones": 10}, "from 0 to 9"),
    ({"difference_mode": "custom", "custom_stones": -1}, "from 0 to 9"),
    ({"difference_mode": "custom", "custom_stones": 3, "custom_difference": 2}, "either custom_stones"),
])
def test_custom_stones_errors_name_the_field(extra, message):
    error = go(**extra)["error"]
    assert error["field"] == "custom_stones" and message in error["message"]


def test_stones_a_system_never_gives_are_refused_with_what_it_gives():
    # Goldis: even a level game is one stone (Black moves first), so there is no 0-stone game.
    reply = calculate({"command": "go", "system": "goldis", "rank_diff": 2, "difference_mode": "custom",
                       "custom_stones": 0})
    assert reply["error"]["field"] == "custom_stones"
    assert "gives 1, 2, 3" in reply["error"]["message"]


def test_komi_none_keeps_the_handicap_bonus():
    reply = calculate({**BASE, "rules": "chinese", "komi_mode": "none"})
    assert (reply["stones"], reply["komi"], reply["handicap_bonus"], reply["effective_komi"]) == (2, 0, 2, 2)
    assert reply["tie_rule"] == "white" and reply["steps"][-1]["key"] in ("komi_mode", "effective_komi")


@pytest.mark.parametrize(("komi", "ties"), [("3", "white"), ("-2.5", "none"), (0, "white")])
def test_custom_komi(komi, ties):
    reply = go(komi_mode="custom", komi=komi)
    assert reply["komi"] == float(komi) and reply["tie_rule"] == ties and reply["komi_mode"] == "custom"
    assert "Komi: Custom" in [s["label"] for s in reply["steps"]]


def test_custom_komi_on_new_zealand_rules_may_draw():
    assert calculate({**BASE, "rules": "nz", "komi_mode": "custom", "komi": 4})["tie_rule"] == "draw"


def test_goldis_tie_rule_belongs_to_its_own_komi():
    request = {"command": "go", "system": "goldis", "log_ratings": [2673, 2235]}
    assert calculate(request)["tie_rule"] == "black"
    assert calculate({**request, "komi_mode": "custom", "komi": 3})["tie_rule"] == "white"


@pytest.mark.parametrize(("extra", "field", "message"), [
    ({"komi_mode": "custom", "komi": "3.3"}, "komi", "multiple of 0.5"),
    ({"komi_mode": "custom", "komi": 101}, "komi", "from −100 to 100"),
    ({"komi_mode": "custom"}, "komi", "missing"),
    ({"komi_mode": "auto", "komi": 3}, "komi", "needs komi_mode"),
    ({"komi_mode": "some"}, "komi_mode", "auto, none, custom"),
])
def test_komi_errors_name_the_field(extra, field, message):
    error = go(**extra)["error"]
    assert error["field"] == field and message in error["message"], error


def test_names_replace_player_labels():
    reply = calculate({**BASE, "rank_diff": None, "ranks": ["1d", "5k"], "names": ["  Ann   Lee ", "Bob"]})
    assert reply["black"] == 2 and reply["black_name"] == "Bob"
    assert [p["label"] for p in reply["players"]] == ["Ann Lee", "Bob"]
    assert "Bob (5k) takes Black" in reply["summary"]


def test_blank_names_fall_back_to_player_numbers():
    reply = calculate({**BASE, "rank_diff": None, "ranks": ["5k", "1d"], "names": ["", None]})
    assert reply["black_name"] == "Player 1"
    teams = calculate({**BASE, "rank_diff": None, "teams": [["5k", "3k"], ["1d"]]})
    assert teams["black_name"] == "Team 1"


@pytest.mark.parametrize("names", [["a" * 41, "b"], "Ann", ["Ann"], [3, "Bob"]])
def test_bad_names(names):
    assert go(names=names)["error"]["field"] == "names"


def test_even_game_has_no_black_name():
    reply = go(rank_diff=0, names=["Ann", "Bob"])
    assert reply["black"] is None and reply["black_name"] is None and reply["nigiri"]
