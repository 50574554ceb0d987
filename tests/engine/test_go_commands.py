"""go-table, go-compare, go-systems and the command line for all of them."""

from __future__ import annotations

import json

import pytest

from handicap.api import HANDLERS, calculate
from handicap.go.systems import SYSTEM_KEYS
from tests.support.cli import run_cli
from tests.support.lanes import first_of_each


def test_commands_registered():
    assert {"go", "go-table", "go-compare", "go-systems", "goldis-table"} <= set(HANDLERS)


def test_table_matches_single_requests():
    table = calculate({"command": "go-table", "system": "ogs", "board": 13, "rules": "japanese", "up_to": 13})
    assert [r["rank_difference"] for r in table["rows"]] == list(range(14))
    for row in table["rows"]:
        one = calculate({"system": "ogs", "board": 13, "rules": "japanese", "rank_diff": row["rank_difference"]})
        assert (row["stones"], row["komi"], row["effective_komi"]) == (one["stones"], one["komi"], one["effective_komi"])


def test_table_default_length_stops_after_the_maximum():
    table = calculate({"command": "go-table", "system": "traditional", "rules": "chinese"})
    assert table["rows"][-1]["rank_difference"] == 10 and table["rows"][-1]["beyond_maximum"]
    assert not any(r["beyond_maximum"] for r in table["rows"][:-1])
    assert table["rows"][9]["effective_komi"] == 9.5
    jewdan = calculate({"command": "go-table", "system": "jewdan", "board": 13, "counting": "territory"})
    assert jewdan["rows"][22]["stones"] == 9 and jewdan["rows"][-1]["stones"] == 10


def test_compare_covers_every_system():
    reply = calculate({"command": "go-compare", "board": 13, "rules": "japanese", "ranks": ["10k", "2k"]})
    rows = {r["system"]: r for r in reply["rows"]}
    assert set(rows) == set(SYSTEM_KEYS)  # the registry's systems, each in its row
    assert (rows["ogs"]["stones"], rows["ogs"]["komi"]) == (3, -1.5)
    assert (rows["ogs-proposal"]["stones"], rows["ogs-proposal"]["komi"]) == (3, -1.5)
    assert (rows["jewdan"]["stones"], rows["jewdan"]["komi"]) == (4, 4.5)
    assert rows["traditional"]["supported"] is False and "19×19" in rows["traditional"]["reason"]
    # The tournament programs' handicap on any board: 8 ranks, 8 stones, komi 0.5.
    assert (rows["opengotha"]["stones"], rows["opengotha"]["komi"]) == (8, 0.5) == \
        (rows["pairgoth"]["stones"], rows["pairgoth"]["komi"])
    # The small-board rules side by side: PlayStrategy and Tim Hunt 4 stones, komi 4; DGS 3 or 4.
    assert (rows["playstrategy"]["stones"], rows["playstrategy"]["komi"]) == (4, 4)
    assert (rows["tim-hunt"]["stones"], rows["tim-hunt"]["komi"]) == (4, 4)
    assert (rows["dgs"]["stones"], rows["dgs"]["komi"]) == (3, 0.5)
    assert (rows["dgs-proper"]["stones"], rows["dgs-proper"]["komi"]) == (4, 5)
    assert rows["hiddema"]["supported"] is False and rows["bga-league"]["supported"] is False
    assert all(r["black"] == 1 for r in rows.values() if r["supported"])


def test_compare_reports_bad_input_once():
    assert calculate({"command": "go-compare", "ranks": ["10k"]})["error"]["field"] == "ranks"


def test_systems_listing():
    reply = calculate({"command": "go-systems"})
    systems = {s["key"]: s for s in reply["systems"]}
    assert systems["jewdan"]["boards"][0] == 25 and systems["jewdan"]["boards"][-1] == 5
    assert systems["old-japanese"]["boards"] == [13, 9] and systems["old-japanese"]["historical"]
    assert systems["goldis"]["default_rules"] == "ing"
    assert [r["key"] for r in reply["rules"]] == ["japanese", "korean", "chinese", "aga", "ing", "nz", "french"]


def test_cli_acceptance_shapes():
    done = run_cli("go", "--system", "ogs", "--board", "19", "--rules", "japanese", "--ratings", "1331", "1506",
                   "--deviations", "100", "100", "--json")
    reply = json.loads(done.stdout)
    for key in ("stones", "komi", "effective_komi", "rank_difference", "black", "black_wins_ties"):
        assert key in reply
    assert (reply["stones"], reply["rank_difference"], reply["black"]) == (2, 2, 1)
    done = run_cli("go", "--system", "goldis", "--board", "19", "--rules", "ing", "--log-ratings", "2673", "2235", "--json")
    reply = json.loads(done.stdout)
    assert (reply["stones"], reply["komi"], reply["black_wins_ties"], reply["black"]) == (2, 3, True, 2)
    done = run_cli("go", "--system", "ogs-proposal", "--board", "13", "--rules", "japanese", "--ranks", "5k", "2k", "--json")
    reply = json.loads(done.stdout)
    assert (reply["stones"], reply["komi"], reply["black"]) == (1, -5.5, 1)
    done = run_cli("go", "--system", "jewdan", "--board", "13", "--rules", "chinese", "--rank-diff", "4", "--json")
    reply = json.loads(done.stdout)
    assert (reply["counting"], reply["komi"], reply["effective_komi"]) == ("area", -0.5, 1.5)


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_acceptance_shapes
def test_cli_options_and_teams():
    done = run_cli("go", "--system", "traditional", "--team1", "5k", "1k", "--team2", "2d", "4d",
                   "--difference-mode", "auto-2", "--max-stones", "2", "--json")
    reply = json.loads(done.stdout)
    assert (reply["rank_difference"], reply["stones"], reply["black"]) == (2, 2, 1)
    done = run_cli("go", "--system", "traditional", "--ratings", "2350", "1950", "--rating-system", "egf",
                   "--no-handicap-above", "3d", "--json")
    reply = json.loads(done.stdout)  # 2350 (rank 32.5) held at 3d (32) against 1950 (28.5): 3.5, rounded down
    assert (reply["rank_difference"], reply["black"]) == (3, 2)
    done = run_cli("go", "--system", "traditional", "--ratings", "2350", "2250", "--rating-system", "egf",
                   "--no-handicap-above", "2d", "--handicap-correction", "1", "--json")
    assert json.loads(done.stdout)["nigiri"] is True
    done = run_cli("go", "--system", "ogs", "--ratings", "-1.5", "2.0", "--rating-system", "aga", "--json")
    assert json.loads(done.stdout)["rank_difference"] == 1


@pytest.mark.long  # a process: npm test's; the light lane runs test_cli_acceptance_shapes
def test_cli_table_and_compare_text():
    done = run_cli("go-table", "--system", "ogs", "--board", "9", "--rules", "nz", "--up-to", "6")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert len(lines) == 2 + 7 and lines[-1].split() == ["6", "2", "7", "7"]
    done = run_cli("go-compare", "--board", "13", "--rules", "japanese", "--rank-diff", "3")
    assert done.returncode == 0 and "ogs-proposal: " in done.stdout and "reverse komi 5.5" in done.stdout
    done = run_cli("go-table", "--system", "ogs", "--json")
    assert json.loads(done.stdout)["rows"][0]["komi"] == 6.5


@pytest.mark.parametrize("args", first_of_each([
    ("go", "--system", "ogs", "--rank-diff", "2", "--max-stones", "12"),
    ("go", "--system", "ogs", "--ratings", "1331", "1506", "--deviations", "x", "1"),
    ("go", "--system", "ogs", "--rank-diff", "2", "--difference-mode", "sideways"),
    ("go-table", "--system", "ogs", "--board", "9", "--up-to", "500"),
    ("go-compare", "--ranks", "5k", "99k"),
], lambda args: "cli"))  # each a process: the first in the light lane (test_cli_errors.py has each command's)
def test_cli_bad_options_exit_2(args):
    done = run_cli(*args)
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("request_", [
    {"system": "ogs", "board": "19", "ranks": ["3k", "3k"]},  # equal ranks
    {"system": "jewdan", "board": "13", "rank_diff": "0"},
    {"system": "ogs", "board": "9", "ranks": ["3k", "1d"], "difference_mode": "none"},  # None: an even game
])
def test_even_game_advises_nigiri(request_):
    reply = calculate({"command": "go", **request_})
    assert reply["black"] is None and reply["nigiri"] is True and reply["stones"] == 0
    assert [a["code"] for a in reply["advice"]] == ["nigiri"]
    assert "nigiri" in reply["advice"][0]["message"] and "odd" in reply["advice"][0]["message"]
    assert all(w["code"] != "nigiri" for w in reply["warnings"])  # advice, not a warning


def test_handicap_game_has_no_nigiri_advice():
    reply = calculate({"command": "go", "system": "ogs", "board": "19", "ranks": ["3k", "1d"]})
    assert reply["black"] == 1 and reply["advice"] == []
