"""Every way players state their strength, and the tournament options."""

from __future__ import annotations

import pytest

from handicap import ranks
from handicap.api import calculate


def go(**request):
    return calculate({"command": "go", **request})


def test_wiki_rating_example():
    """1331 vs 1506: ranks 21.53 (9k) and 24.39 (6k), difference 2.859 -> 2 stones, komi 0.5."""
    reply = go(system="ogs", board=19, rules="japanese", ratings=[1331, 1506])
    assert reply["raw_rank_difference"] == pytest.approx(2.8596, abs=1e-4)
    assert (reply["rank_difference"], reply["stones"], reply["komi"], reply["black"]) == (2, 2, 0.5, 1)
    assert [p["rank_label"] for p in reply["players"]] == ["9k", "6k"]
    assert reply["stone_points"] == ["pd", "dp"]


@pytest.mark.parametrize(("rating", "label"), [(1465, "7k"), (1500, "6k"), (1331, "9k"), (1506, "6k")])
def test_ogs_rank_display(rating, label):
    assert ranks.rank_label(ranks.rating_to_rank(rating)) == label


@pytest.mark.parametrize(("deviations", "used"), [
    ([60, 60], 2), ([140, 140], 2), ([141, 60], 1), ([60, 160], 1), ([161, 60], 0), ([300, 300], 0),
])
def test_deviation_rules(deviations, used):
    reply = go(system="ogs", rules="japanese", ratings=[1331, 1506], deviations=deviations)
    assert reply["rank_difference"] == used
    assert reply["stones"] == used
    assert reply["nigiri"] == (used == 0)


def test_deviations_only_with_ogs_ratings():
    assert go(system="ogs", ranks=["5k", "1k"], deviations=[100, 100])["error"]["field"] == "deviations"


def test_within_one_rank_is_nigiri_on_ogs():
    reply = go(system="ogs", rules="japanese", ratings=[1500, 1520])
    assert reply["rank_difference"] == 0 and reply["black"] is None and reply["nigiri"]
    assert reply["komi"] == 6.5
    assert "nigiri" in reply["summary"]


@pytest.mark.parametrize(("pair", "diff", "black"), [
    (["5k", "1d"], 5, 1), (["1d", "5k"], 5, 2), (["1k", "1d"], 1, 1), (["3d", "3d"], 0, None),
    (["30k", "9d"], 38, 1), (["9d", "1p"], 1, 1), (["1p", "9p"], 8, 1),
])
def test_ranks(pair, diff, black):
    reply = go(system="traditional", ranks=pair)
    assert (reply["rank_difference"], reply["black"]) == (diff, black)


@pytest.mark.parametrize(("gor", "rank", "label"), [
    (2100, 30, "1d"), (2000, 29, "1k"), (100, 10, "20k"), (2700, 36, "7d"), (2049, 29.49, "1k"),
    (2051, 29.51, "1d"), (1951, 28.51, "1k"), (-900, 0, "30k"),
])
def test_egf_convention(gor, rank, label):
    assert ranks.egf_to_rank(gor) == pytest.approx(rank)
    assert ranks.egf_rank_label(gor) == label
    assert ranks.rank_to_egf(ranks.egf_to_rank(gor)) == pytest.approx(gor)


@pytest.mark.parametrize(("aga", "rank", "label"), [
    (1.0, 30, "1d"), (1.5, 30.5, "1d"), (5.9, 34.9, "5d"), (-1.0, 30, "1k"), (-1.5, 29.5, "1k"),
    (-5.5, 25.5, "5k"), (-30.0, 1, "30k"),
])
def test_aga_convention(aga, rank, label):
    assert ranks.aga_to_rank(aga) == pytest.approx(rank)
    assert ranks.aga_rank_label(aga) == label
    assert ranks.rank_to_aga(ranks.aga_to_rank(aga)) == pytest.approx(aga) or aga == -1.0


def test_egf_and_aga_ratings_through_the_api():
    reply = go(system="traditional", ratings=[2350, 1950], rating_system="egf")
    assert (reply["rank_difference"], reply["stones"], reply["black"]) == (4, 4, 2)
    assert [p["rank_label"] for p in reply["players"]] == ["4d", "1k"]  # EGF: 4d spans 2350-2450, 1k 1950-2050
    reply = go(system="traditional", ratings=["1.5", "-1.5"], rating_system="aga")
    assert (reply["rank_difference"], reply["black"]) == (1, 2)
    reply = go(system="jewdan", ratings=[2.5, -2.5], rating_system="aga")
    assert reply["rank_difference"] == 3  # jewdan keeps fractions; 31.5 - 28.5
    assert go(system="ogs", ratings=[0.5, 3], rating_system="aga")["error"]["field"] == "ratings"


def test_rengo_teams_average_and_clamp():
    reply = go(system="traditional", teams=[["5k", "1k"], ["2d", "4d"]])  # 27 vs 32
    assert (reply["rank_difference"], reply["black"]) == (5, 1)
    # An OGS rating far above 9d is held at 9d for an amateur; a professional is not held.
    assert ranks.team_rank([(60.0, False), (38.0, False)]) == 38
    assert ranks.team_rank([(43.0, True), (37.0, False)]) == 40
    assert ranks.team_rank([(-5.0, False), (4.0, False)]) == 2
    reply = go(system="traditional", teams=[["9d", "9d"], ["9p", "9d"]])  # 38 vs (47 + 38) / 2
    assert reply["raw_rank_difference"] == 4.5 and reply["rank_difference"] == 4


@pytest.mark.parametrize(("mode", "custom", "used"), [
    ("auto", None, 6), ("none", None, 0), ("custom", 2, 2), ("auto-1", None, 5), ("auto-2", None, 4),
    ("auto-3", None, 3), ("auto+1", None, 7),
])
def test_difference_modes(mode, custom, used):
    request = {"system": "ogs", "board": 13, "rules": "japanese", "ranks": ["7k", "1k"], "difference_mode": mode}
    if custom is not None:
        request["custom_difference"] = custom
    reply = go(**request)
    assert reply["rank_difference"] == used


def test_difference_mode_never_below_zero_and_plus_one_from_equal():
    assert go(system="ogs", ranks=["1k", "2k"], difference_mode="auto-3")["rank_difference"] == 0
    reply = go(system="ogs", ranks=["1k", "1k"], difference_mode="auto+1")
    assert reply["rank_difference"] == 1 and reply["black"] == 2
    assert any(w["code"] == "equal_players" for w in reply["warnings"])
    assert go(system="ogs", ranks=["1k", "1k"], difference_mode="custom")["error"]["field"] == "custom_difference"
    assert go(system="ogs", rank_diff=2, custom_difference=3)["error"]["field"] == "custom_difference"


def test_stone_ceiling():
    reply = go(system="traditional", rank_diff=7, max_stones=4)
    assert (reply["stones"], reply["rank_difference"], reply["komi"]) == (4, 4, 0.5)
    reply = go(system="ogs", board=13, rules="japanese", rank_diff=8, max_stones=2)
    assert (reply["stones"], reply["rank_difference"], reply["komi"]) == (2, 5, -1.5)
    reply = go(system="traditional", rank_diff=7, max_stones=0)
    assert (reply["stones"], reply["komi"], reply["nigiri"]) == (0, 6.5, True)
    assert go(system="ogs", rank_diff=2, max_stones=3)["stones"] == 2
    assert go(system="ogs", rank_diff=2, max_stones=10)["error"]["field"] == "max_stones"


def test_no_handicap_above():
    """OpenGotha's rule (Tournament.gameBetween): each rank is held at the threshold first."""
    reply = go(system="traditional", ranks=["2d", "6d"], no_handicap_above="5d")
    assert reply["rank_difference"] == 3 and reply["black"] == 1
    assert [p["rank_label"] for p in reply["players"]] == ["2d", "6d"]  # shown as given
    step = next(s for s in reply["steps"] if s["key"] == "no_handicap_above")
    assert "OpenGotha" in step["formula"] and "6d → 5d" in step["working"]
    reply = go(system="traditional", ranks=["6d", "7d"], no_handicap_above="5d")
    assert reply["rank_difference"] == 0 and reply["nigiri"]
    reply = go(system="traditional", ranks=["2d", "5d"], no_handicap_above="5d")
    assert reply["rank_difference"] == 3
    assert go(system="traditional", rank_diff=3, no_handicap_above="5d")["error"]["field"] == "no_handicap_above"
    assert go(system="traditional", ranks=["2d", "5d"], no_handicap_above="5x")["error"]["field"] == "no_handicap_above"


def test_plain_rank_difference_gives_black_to_player_2():
    reply = go(system="ogs", rank_diff=3)
    assert reply["black"] == 2 and reply["players"] is None
    assert go(system="ogs", rank_diff=0)["black"] is None


@pytest.mark.parametrize(("request_", "field"), [
    ({"ranks": ["5k"]}, "ranks"),
    ({"ranks": "5k 1d 2d"}, "ranks"),
    ({"ranks": ["5k", "0d"]}, "ranks"),
    ({"ratings": [1331, "x"]}, "ratings"),
    ({"ratings": [0, 1500]}, "ratings"),
    ({"ratings": [1331, 1506], "rating_system": "kgs"}, "rating_system"),
    ({"log_ratings": [2673, 99999]}, "log_ratings"),
    ({"teams": [["5k"], []]}, "teams"),
    ({"teams": "5k"}, "teams"),
    ({"rank_diff": 3, "ranks": ["5k", "1d"]}, "ranks"),
    ({"rank_diff": 3, "difference_mode": "auto-4"}, "difference_mode"),
])
def test_bad_strength_inputs_name_the_field(request_, field):
    reply = go(system="ogs", **request_)
    assert reply["error"]["field"] == field


def test_ranks_as_text_pair():
    assert go(system="ogs", ranks="5k, 1d")["rank_difference"] == 5


@pytest.mark.parametrize(("lang", "ranks_working", "held"), [
    ("en", "1d = 30, 8k = 22", "1d → 3k"),
    ("ja", "1段 = 30、8級 = 22", "1段 → 3級"),
    ("ko", "1단 = 30, 8급 = 22", "1단 → 3급"),
    ("zh", "1段 = 30，8级 = 22", "1段 → 3级"),
])
def test_the_strength_steps_write_ranks_the_languages_way(lang: str, ranks_working: str, held: str) -> None:
    reply = calculate({"command": "go", "lang": lang, "ranks": ["1d", "8k"], "system": "jewdan", "board": 19,
                       "rules": "japanese", "no_handicap_above": "3k"})
    workings = {step["key"]: step["working"] for step in reply["steps"]}
    assert workings["ranks"] == ranks_working
    assert workings["no_handicap_above"] == held
