"""Black's chance on every Go answer and on Check a game (``go/black_chance.py``,
``go/chance_words.py``), held to the models' own code through the fixtures their code printed:
BayRate's C++ (``tests/fixtures/aga_bayrate/bayrate_grid.tsv``, online-go/goratings
6cab3090a54c8b876ac6a8d0886dc9124dadd575 ``reference/aga_bayrate/``) and goratings' Python
(``tests/fixtures/ogs_expectation/expected_grid.tsv``, same commit, ``goratings/math/glicko2.py``
and ``analysis/util/RatingMath.py``). The sentence is read beside the numbers it speaks of."""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.go.black_chance import aga_komi
from handicap.go.rules import RULESETS
from handicap.i18n import LANGUAGES
from tests.support.rating_grids import bayrate_rows, goratings_rows

TOLERANCE = 1e-9


def bayrate(stones: int, komi: int, gap: float) -> tuple[float, float, float]:
    """BayRate's printed handicap equivalent, spread and Black's probability for one grid point."""
    for s, k, g, eqv, sigma, black, _white in bayrate_rows():
        if (s, k, g) == (stones, komi, gap):
            return eqv, sigma, black
    raise AssertionError(f"no grid point {stones}, {komi}, {gap}")


def test_a_game_under_aga_rules_gets_bayrates_own_figure():
    """Level players (OGS 1500 each), 3 stones, komi 0.5 under AGA rules, which BayRate counts as
    komi 0: the grid's (3, 0, 0.0)."""
    reply = calculate({"command": "game", "board": 19, "rules": "aga", "stones": 3, "komi": 0.5,
                       "black_rating": 1500, "white_rating": 1500, "winner": "black"})
    assert reply["black_chance"]["aga"]["gap"] == pytest.approx(0.0, abs=1e-12)
    eqv, sigma, black = bayrate(3, 0, 0.0)
    aga = reply["black_chance"]["aga"]
    assert aga["komi_counted"] == 0
    assert abs(aga["handicap_equivalent"] - eqv) <= TOLERANCE and abs(aga["spread"] - sigma) <= TOLERANCE
    assert abs(aga["black"] - black) <= TOLERANCE


@pytest.mark.parametrize(("stones", "komi", "ranks"), [(2, 0, ("4k", "1k")), (3, -5, ("9k", "6k")),
                                                      (4, 3, ("6k", "3k"))])
def test_a_go_answer_under_aga_rules_gets_bayrates_own_figure(stones, komi, ranks):
    """The Go tab with the organiser's stones and komi (AGA rules, a half-point komi, which BayRate
    counts toward zero: 3.5 as 3, −5.5 as −5), players 3 ranks apart: the grid's (stones, komi, 3.0)."""
    given = komi + (Fraction(1, 2) if komi >= 0 else Fraction(-1, 2))
    reply = calculate({"command": "go", "board": 19, "rules": "aga", "ranks": list(ranks),
                       "difference_mode": "custom", "custom_stones": stones, "komi_mode": "custom",
                       "komi": str(given)})
    assert "error" not in reply, reply
    assert (reply["stones"], reply["komi"]) == (stones, float(given))
    chance = reply["black_chance"]
    assert chance["nigiri"] is False
    assert chance["aga"]["komi_counted"] == komi
    assert chance["aga"]["gap"] == 3.0
    eqv, sigma, black = bayrate(stones, komi, 3.0)
    assert abs(chance["aga"]["handicap_equivalent"] - eqv) <= TOLERANCE
    assert abs(chance["aga"]["spread"] - sigma) <= TOLERANCE
    assert abs(chance["aga"]["black"] - black) <= TOLERANCE


def test_black_chance_by_ogs_equals_goratings_expected_score():
    """The game command with both deviations given counts White's through g, as goratings' analysis
    calls expected_win_probability (ignore_g=True): every 19×19 Japanese row of the grid."""
    checked = 0
    for row in goratings_rows():
        if (row["size"], row["rules"]) != ("19", "japanese") or int(row["handicap"]) < 1:
            continue
        reply = calculate({"command": "game", "board": 19, "rules": "japanese", "stones": int(row["handicap"]),
                           "komi": float(row["komi"]), "black_rating": float(row["black_rating"]),
                           "white_rating": float(row["white_rating"]), "black_deviation": float(row["black_deviation"]),
                           "white_deviation": float(row["white_deviation"]), "winner": "black"})
        ogs = reply["black_chance"]["ogs"]
        assert abs(ogs["adjustment"] - float(row["adjustment"])) <= TOLERANCE
        assert abs(ogs["black"] - float(row["expected_ignore_g"])) <= TOLERANCE
        assert ogs["low"] < ogs["black"] < ogs["high"]
        checked += 1
    assert checked == 180


def test_without_deviations_ogs_is_goratings_default_call_and_no_range():
    row = next(r for r in goratings_rows() if (r["size"], r["rules"], r["handicap"]) == ("19", "japanese", "2"))
    reply = calculate({"command": "game", "board": 19, "rules": "japanese", "stones": 2, "komi": 0.5,
                       "black_rating": float(row["black_rating"]), "white_rating": float(row["white_rating"]),
                       "winner": "white"})
    ogs = reply["black_chance"]["ogs"]
    assert abs(ogs["black"] - float(row["expected_default"])) <= TOLERANCE
    assert ogs["low"] is None and ogs["high"] is None and ogs["shown_range"] is None


def test_the_sentence_says_the_figures_shown_and_names_each_model():
    reply = calculate({"command": "go", "ranks": ["5k", "2d"]})
    chance = reply["black_chance"]
    assert chance["text"] == (f"Black's chance: {chance['aga']['shown']} by the AGA's ratings model, "
                              f"{chance['ogs']['shown']} by OGS's ratings model.")
    assert chance["aga"]["shown"] == f"{100 * chance['aga']['black']:.1f}%"


def test_a_model_that_does_not_cover_the_game_says_why_and_gives_no_figure():
    nine = calculate({"command": "go", "board": 9, "ranks": ["5k", "3k"]})["black_chance"]
    assert (nine["aga"], nine["aga_missing"]) == (None, "board")
    assert nine["ogs"] is not None
    assert nine["text"].endswith("The AGA's model (BayRate) rates only 19×19 games.")
    difference = calculate({"command": "go", "rank_diff": 3})["black_chance"]
    assert (difference["ogs"], difference["ogs_missing"]) == (None, "ratings")
    assert difference["aga"] is not None
    assert "needs the players' ranks or ratings" in difference["text"]
    neither = calculate({"command": "go", "board": 13, "rank_diff": 3})["black_chance"]
    assert neither["aga"] is None and neither["ogs"] is None
    assert "%" not in neither["text"]


def test_before_nigiri_black_s_chance_is_the_mean_of_both_ways_round():
    even = calculate({"command": "go", "system": "traditional", "ratings": [1500, 1530]})
    assert even["nigiri"] is True
    chance = even["black_chance"]
    assert chance["nigiri"] is True and chance["text"].startswith("Black's chance before the colours are drawn: ")
    gap = chance["aga"]["gap"]
    assert gap > 0
    one = calculate({"command": "game", "board": 19, "rules": "japanese", "stones": 0, "komi": 6.5,
                     "black_rating": 1500, "white_rating": 1530, "winner": "black"})["black_chance"]["aga"]["black"]
    other = calculate({"command": "game", "board": 19, "rules": "japanese", "stones": 0, "komi": 6.5,
                       "black_rating": 1530, "white_rating": 1500, "winner": "black"})["black_chance"]["aga"]["black"]
    assert chance["aga"]["black"] == pytest.approx((one + other) / 2, abs=1e-12)
    assert one < 0.5 < other


def test_the_komi_bayrate_counts_for_other_rules():
    """The proposal's head start: Japanese 6.5 is AGA 7.5; Chinese rules give White one point more
    than AGA rules with the same stones; territory rules pay back the free moves' area points."""
    cases = [("japanese", 0, "6.5", 7), ("aga", 0, "7.5", 7), ("chinese", 0, "7.5", 7), ("aga", 6, "0.5", 0),
             ("chinese", 6, "0.5", 1), ("japanese", 6, "0.5", 1), ("japanese", 6, "-5.5", -4), ("nz", 3, "0", -1)]
    assert [aga_komi(RULESETS[r], s, Fraction(k)) for r, s, k, _ in cases] == [want for *_, want in cases]


def test_every_language_says_it():
    for lang in LANGUAGES:
        reply = calculate({"command": "go", "ranks": ["5k", "2d"], "lang": lang})
        text = reply["black_chance"]["text"]
        assert reply["black_chance"]["aga"]["shown"] in text and reply["black_chance"]["ogs"]["shown"] in text
        if lang != "en":
            assert "Black's chance" not in text and "ratings model" not in text


def test_compare_rows_carry_it():
    rows = calculate({"command": "go-compare", "ranks": ["5k", "2d"]})["rows"]
    answered = [row for row in rows if row["supported"]]
    assert answered and all(row["black_chance"]["text"] for row in answered)
    assert len({row["black_chance"]["aga"]["black"] for row in answered}) > 1  # each system's own game


# --- game with model aga: BayRate's own numbers, its board named where it does not rate ---------


@pytest.mark.parametrize(("stones", "komi"), [(0, 7), (1, 0), (2, 0), (5, -3), (9, 10)])
def test_game_model_aga_is_bayrates_handicap_equivalent(stones, komi):
    """AGA rules with a half-point komi toward zero of the grid's (7.5 is 7): level players (OGS
    1500 each, a gap of 0), the grid's (stones, komi, 0.0)."""
    given = komi + (Fraction(1, 2) if komi >= 0 else Fraction(-1, 2))
    reply = calculate({"command": "game", "model": "aga", "board": 19, "rules": "aga", "stones": stones,
                       "komi": str(given), "black_rating": 1500, "white_rating": 1500, "winner": "white"})
    eqv, sigma, black = bayrate(stones, komi, 0.0)
    assert (reply["model"], reply["komi_counted"]) == ("aga", komi)
    assert abs(reply["handicap_equivalent"] - eqv) <= TOLERANCE and abs(reply["spread"] - sigma) <= TOLERANCE
    assert reply["rank_difference"] == reply["handicap_equivalent"]
    assert abs(reply["black_win_expectation"] - black) <= TOLERANCE
    assert reply["black_chance"]["aga"]["black"] == reply["black_win_expectation"]
    assert "ratings" not in reply  # BayRate rates a tournament at once: no Glicko-2 changes here
    assert reply["summary"].endswith(f"a rank difference of {reply['shown']['rank_difference']} (the AGA's BayRate).")
    chance_step = reply["steps"][-1]
    assert chance_step["key"] == "black_chance" and chance_step["working"].endswith(f"= {reply['black_chance']['aga']['shown']}")


def test_game_model_aga_verdict_names_the_side_the_equivalent_favours():
    """5 stones, komi 0.5 (AGA 0): BayRate's equivalent is 5 ranks; players 3 ranks apart on OGS's
    scale (2000 against its rating 3 ranks up), so it favours Black by 2 ranks."""
    from handicap.ranks import rank_to_rating, rating_to_rank
    white = rank_to_rating(rating_to_rank(2000) + 3)
    reply = calculate({"command": "game", "model": "aga", "board": 19, "rules": "aga", "stones": 5, "komi": 0.5,
                       "black_rating": 2000, "white_rating": white, "winner": "black"})
    assert reply["favours_black_by"] == pytest.approx(2.0, abs=1e-9)
    assert reply["verdict"].endswith("the handicap compensates 5 ranks, so it favours Black by 2 ranks.")


def test_game_model_aga_refuses_what_bayrate_does_not_rate():
    assert calculate({"command": "game", "model": "aga", "board": 13, "stones": 2, "komi": 0.5})["error"] == {
        "field": "board",
        "message": "the AGA's model (BayRate) rates only 19×19 games, not 13×13: choose board 19, or another model"}
    assert calculate({"command": "game", "model": "aga", "system": "ogs", "stones": 2, "komi": 0.5})["error"][
        "field"] == "model"
    bad = calculate({"command": "game", "model": "bayrate", "stones": 2, "komi": 0.5})["error"]
    assert bad["field"] == "model" and "aga" in bad["message"]
    without = calculate({"command": "game", "model": "aga", "stones": 2, "komi": 0.5})
    assert "black_chance" not in without and without["verdict"].startswith("The handicap compensates 1.92 ranks;")


def test_compare_names_the_systems_closest_to_an_even_chance_under_each_model():
    reply = calculate({"command": "go-compare", "ranks": ["5k", "2d"]})
    answered = [row for row in reply["rows"] if row["supported"]]
    for model in ("aga", "ogs"):
        distance = {row["system"]: abs(row["black_chance"][model]["black"] - 0.5) for row in answered}
        best = min(distance.values())
        assert sorted(reply["closest_to_even"][model]) == sorted(s for s, d in distance.items() if d - best < 1e-12)
        for row in answered:
            assert (model in row["closest_to_even"]) == (row["system"] in reply["closest_to_even"][model])
    # The sentence names each model's systems and the figure their game gives.
    # (7 ranks: the Dutch class system's 7 stones and komi 6 give OGS's model exactly 50 %, closer than
    # Jewdan's 6 stones and komi −5.5.)
    jewdan = next(row for row in answered if row["system"] == "jewdan")
    dutch = next(row for row in answered if row["system"] == "dutch-class")
    assert reply["closest_to_even"]["ogs"] == ["dutch-class"]
    assert (f"Closest to an even chance for Black by OGS's model ({dutch['black_chance']['ogs']['shown']}): "
            f"{dutch['system_name']}.") in reply["closest_to_even_text"]
    assert jewdan["black_chance"]["short"] == (f"AGA\u00a0{jewdan['black_chance']['aga']['shown']}, "
                                               f"OGS\u00a0{jewdan['black_chance']['ogs']['shown']}")


def test_compare_without_any_covered_game_names_none():
    reply = calculate({"command": "go-compare", "rank_diff": 3, "board": 13})
    assert reply["closest_to_even"] == {} and reply["closest_to_even_text"] is None
    assert all(row["closest_to_even"] == [] for row in reply["rows"])
    assert all(row["black_chance"]["short"] == "" for row in reply["rows"] if row["supported"])
