"""House rules (system "custom", "Your club's rules"): the six parameters, their checks, and the
system everywhere a system is used (go, go-table, go-compare, go-round, go-systems, the CLI)."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from handicap import cli
from handicap.api import calculate


def go(**request):
    return calculate({"command": "go", "system": "custom", **request})


@pytest.mark.parametrize("difference", range(12))
def test_the_defaults_are_the_traditional_handicap(difference):
    club = go(rank_diff=difference)
    traditional = calculate({"command": "go", "system": "traditional", "rank_diff": difference})
    assert (club["stones"], club["komi"]) == (traditional["stones"], traditional["komi"])
    assert club["beyond_maximum"] == traditional["beyond_maximum"]


@pytest.mark.parametrize(("club", "difference", "stones", "komi"), [
    # komi only: 7 points a rank (OGS issue #909)
    ({"club_ranks_per_stone": 0, "club_komi_per_rank": 7}, 0, 0, 6.5),
    ({"club_ranks_per_stone": 0, "club_komi_per_rank": 7}, 3, 0, 6.5 - 21),
    ({"club_ranks_per_stone": 0, "club_komi_per_rank": 7, "club_even_komi": 7.5}, 2, 0, -6.5),
    # two ranks a stone, 3 points for the rank left over
    ({"club_ranks_per_stone": 2, "club_komi_per_rank": 3}, 1, 0, 3.5),
    ({"club_ranks_per_stone": 2, "club_komi_per_rank": 3}, 5, 2, -2.5),
    # the first stone free: a one-stone handicap is paid in komi
    ({"club_first_stone": "free", "club_komi_per_rank": 6}, 1, 0, 0.5),
    ({"club_first_stone": "free", "club_komi_per_rank": 6}, 2, 2, 0.5),
    # minimum and maximum stones; ranks held back by the maximum are paid in komi
    ({"club_min_stones": 2}, 1, 2, 0.5),
    ({"club_min_stones": 2}, 0, 0, 6.5),
    ({"club_max_stones": 4, "club_komi_per_rank": 2}, 7, 4, 0.5 - 6),
])
def test_the_parameters(club, difference, stones, komi):
    reply = go(rank_diff=difference, **club)
    assert (reply["stones"], reply["komi"]) == (stones, komi)
    assert {s["key"] for s in reply["steps"]} >= {"stones", "komi"}


def test_the_steps_explain_it():
    reply = go(rank_diff=5, club_ranks_per_stone=2, club_komi_per_rank=3)
    steps = {s["key"]: s for s in reply["steps"]}
    assert steps["stones"]["working"] == "5 ÷ 2 → 2" and "ranks per stone" in steps["stones"]["formula"]
    assert steps["remaining"]["working"] == "5 − 2 × 2 = 1"
    assert steps["komi"]["working"] == "0.5 − 3 × 1 = −2.5"
    assert reply["system_name"] == "Your club's rules"
    held = go(rank_diff=7, club_max_stones=4)
    assert held["beyond_maximum"] and "held within 0–4 → 4" in {s["key"]: s for s in held["steps"]}["stones"]["working"]


@pytest.mark.parametrize(("field", "value", "words"), [
    ("club_ranks_per_stone", 10, ["10", "0, 1, 2"]),
    ("club_ranks_per_stone", 1.5, ["1.5"]),
    ("club_komi_per_rank", 0.3, ["0.3", "multiple of 0.5 from 0 to 30"]),
    ("club_komi_per_rank", 31, ["31", "0 to 30"]),
    ("club_even_komi", "x", ['"x"', "komi"]),
    ("club_even_komi", 101, ["101", "−100 to 100"]),
    ("club_min_stones", -1, ["-1"]),
    ("club_max_stones", 10, ["10"]),
    ("club_first_stone", "maybe", ['"maybe"', "counts, free"]),
])
def test_bad_parameters_are_named_with_the_range(field, value, words):
    error = go(rank_diff=2, **{field: value})["error"]
    assert error["field"] == field
    for word in words:
        assert word in error["message"], error


def test_minimum_above_maximum():
    assert go(rank_diff=2, club_min_stones=5, club_max_stones=3)["error"] == {
        "field": "club_min_stones", "message": "5 is more than “Most stones” (3): the fewest stones must not exceed the most"}


def test_everywhere_a_system_is():
    systems = calculate({"command": "go-systems"})
    custom = next(s for s in systems["systems"] if s["key"] == "custom")
    assert custom["label"] == "Your club's rules" and custom["default_board"] == 19
    assert [o["value"] for o in systems["first_stone_options"]] == ["counts", "free"]
    assert {"club_ranks_per_stone", "club_komi_per_rank", "club_even_komi", "club_min_stones", "club_max_stones",
            "club_first_stone"} <= set(systems["hints"])
    compare = calculate({"command": "go-compare", "board": 9, "ranks": ["5k", "2k"], "club_ranks_per_stone": 0,
                         "club_komi_per_rank": 2})
    row = next(r for r in compare["rows"] if r["system"] == "custom")
    assert (row["stones"], row["komi"]) == (0, 0.5)  # 6.5 − 2 × 3
    table = calculate({"command": "go-table", "system": "custom", "board": 13, "club_ranks_per_stone": 3,
                       "club_komi_per_rank": 2, "up_to": 4})
    assert [(r["stones"], r["komi"]) for r in table["rows"]] == [(0, 6.5), (0, 4.5), (0, 2.5), (1, 0.5), (1, -1.5)]
    assert go(rank_diff=2, board=7)["board"] == 7


def test_a_round_under_house_rules_round_trips_through_its_settings():
    request = {"command": "go-round", "system": "custom", "board": 13, "pairings": "Ann 5k - Bob 1k\nCy 3k - Di 3k",
               "club_ranks_per_stone": "2", "club_komi_per_rank": "3.5", "club_even_komi": "7", "club_min_stones": "1",
               "club_max_stones": "5", "club_first_stone": "free"}
    reply = calculate(request)
    assert [(b["stones"], b["komi"]) for b in reply["boards"]] == [(2, 0.5), (0, 7)]
    settings = reply["settings"]
    assert {k: settings[k] for k in settings if k.startswith("club_")} == {
        "club_ranks_per_stone": 2, "club_komi_per_rank": 3.5, "club_even_komi": 7, "club_min_stones": 1,
        "club_max_stones": 5, "club_first_stone": "free"}
    # A link made from the settings (every value as text) gives the same round.
    again = calculate({"command": "go-round", "pairings": request["pairings"],
                       **{k: str(v) for k, v in settings.items() if v != ""}})
    assert again["boards"] == reply["boards"] and again["settings"] == settings


def test_the_command_line():
    out = io.StringIO()
    with redirect_stdout(out):
        code = cli.main(["go", "--system", "custom", "--ranks", "5k", "1k", "--ranks-per-stone", "0",
                         "--komi-per-rank", "7", "--even-komi", "7.5", "--min-stones", "0", "--club-max-stones", "9",
                         "--first-stone", "counts", "--json"])
    reply = json.loads(out.getvalue())
    assert code == 0 and (reply["stones"], reply["komi"]) == (0, 7.5 - 28)
