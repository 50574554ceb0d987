"""A chance is never shown as certain or impossible: one that would read 100.0 % says "over 99.9 %"
and one that would read 0.0 % says "under 0.1 %", in all six languages, wherever a chance is
shown (Black's chance by either model, a compare cell, Check a game's two win expectations, its
steps); and Check a game's two win expectations each say the model they are by."""

from __future__ import annotations

import re

import pytest

from handicap.api import calculate
from handicap.go.chance_words import chance_percent
from handicap.i18n import say, using

LANGUAGES = ("en", "fr", "de", "ja", "ko", "zh")
# How each language writes "over 99.9 %" and "under 0.1 %" (its own number format: French and German
# with a no-break space before the sign).
OVER = {"en": "over 99.9%", "fr": "plus de 99,9\u00a0%", "de": "über 99,9\u00a0%", "ja": "99.9%超", "ko": "99.9% 초과",
        "zh": "超过99.9%"}
UNDER = {"en": "under 0.1%", "fr": "moins de 0,1\u00a0%", "de": "unter 0,1\u00a0%", "ja": "0.1%未満", "ko": "0.1% 미만",
         "zh": "低于0.1%"}
# A percentage shown as certain or impossible, in any of the six number formats.
CERTAIN = re.compile(r"(?<![\d.,])(100[.,]0|0[.,]0)\s?%")

# A 30-kyu against a 9-dan, even game: both models give Black next to nothing.
LOPSIDED = {"command": "game", "board": 19, "rules": "japanese", "stones": 0, "komi": 6.5, "black_rating": 800,
            "white_rating": 2200, "winner": "white"}


def test_the_boundaries_of_one_place():
    with using("en"):
        assert chance_percent(0.9994) == "99.9%"
        assert chance_percent(0.99951) == "over 99.9%"
        assert chance_percent(1.0) == "over 99.9%"
        assert chance_percent(0.00051) == "0.1%"
        assert chance_percent(0.00049) == "under 0.1%"
        assert chance_percent(0.0) == "under 0.1%"
        assert chance_percent(0.5) == "50.0%"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lopsided_game_is_not_shown_as_certain(lang: str):
    reply = calculate({**LOPSIDED, "lang": lang})
    chance = reply["black_chance"]
    assert chance["aga"]["black"] < 0.0005 and chance["ogs"]["black"] < 0.0005  # both would read 0.0 %
    assert chance["aga"]["shown"] == UNDER[lang] == chance["ogs"]["shown"]
    assert chance["text"].count(UNDER[lang]) == 2
    for text in (chance["text"], chance["short"], *(step["working"] for step in reply["ratings"]["steps"])):
        assert not CERTAIN.search(text), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_aga_models_game_the_other_way_round_says_over(lang: str):
    reply = calculate({**LOPSIDED, "model": "aga", "black_rating": 2200, "white_rating": 800, "lang": lang})
    assert reply["black_win_expectation"] > 0.9995
    assert reply["shown"]["black_win_expectation"] == OVER[lang]
    assert reply["shown"]["white_win_expectation"] == UNDER[lang]
    assert OVER[lang] in reply["black_chance"]["text"]
    working = next(step["working"] for step in reply["steps"] if step["key"] == "black_chance")
    assert working.endswith(OVER[lang])
    assert not CERTAIN.search(working)


def test_a_go_answer_between_a_30_kyu_and_a_9_dan():
    reply = calculate({"command": "go", "ranks": ["30k", "9d"], "board": 19, "rules": "japanese",
                       "system": "traditional"})
    assert reply["black_chance"]["text"] == ("Black's chance: under 0.1% by the AGA's ratings model, "
                                             "under 0.1% by OGS's ratings model.")


GAME = {"command": "game", "board": 19, "rules": "aga", "stones": 4, "komi": 0.5, "black_rating": 1400,
        "black_deviation": 70, "white_rating": 1700, "white_deviation": 80, "winner": "white"}
BY = {"proposal": "by OGS's ratings model, the handicap valued by the small-board proposal",
      "ogs": "by OGS's ratings model",
      "jewdan": "by OGS's ratings model, the handicap valued by Jewdan's",
      "aga": "by the AGA's ratings model"}


@pytest.mark.parametrize("model", list(BY))
def test_check_a_games_win_expectations_name_their_model(model: str):
    reply = calculate({**GAME, "model": model})
    shown = reply["shown"]
    assert shown["win_expectation_model"] == BY[model]
    with using("en"):
        assert shown["black_win_expectation"] == chance_percent(reply["black_win_expectation"])
        assert shown["white_win_expectation"] == chance_percent(reply["white_win_expectation"])
    if model == "aga":  # the same figure as the sentence's, which names the AGA's model too
        assert reply["black_win_expectation"] == reply["black_chance"]["aga"]["black"]
        assert f"{shown['black_win_expectation']} by the AGA's ratings model" in reply["black_chance"]["text"]
    else:  # the Glicko-2 judgement of the game as this model values its handicap
        fair = reply["ratings"]["judgements"][1]
        assert fair["key"] == "board_komi_rules"
        assert shown["black_win_expectation"] == fair["shown"]["black_win_expectation"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_models_named_in_every_language(lang: str):
    names = {model: calculate({**GAME, "model": model, "lang": lang})["shown"]["win_expectation_model"]
             for model in BY}
    assert len(set(names.values())) == 4  # four models, four names
    if lang != "en":
        assert not set(names.values()) & set(BY.values())  # translated, not English


@pytest.mark.parametrize("lang", LANGUAGES)
def test_check_a_games_menu_offers_the_agas_model(lang: str):
    menu = calculate({"command": "go-systems", "lang": lang})["game_models"]
    assert [m["value"] for m in menu] == ["proposal", "ogs", "jewdan", "aga"]
    aga = menu[-1]
    english = {"label": "AGA's BayRate", "name": "The AGA's BayRate (handicap equivalent and spread, 19×19)"}
    if lang == "en":
        assert {k: aga[k] for k in english} == english
    else:
        assert "BayRate" in aga["label"] and aga["label"] != english["label"] and aga["name"] != english["name"]
    # every value the menu offers is one the game command takes, answering under that model
    for model in menu:
        assert calculate({**GAME, "model": model["value"], "lang": lang})["model"] == model["value"]


# --- The recommendation beside the answer says why, by Black's chance -------------------------------

PAIR = {"ranks": ["5k", "2d"], "board": 19, "rules": "japanese"}


def test_the_recommendation_beside_an_answer_gives_both_games_chances():
    """Jewdan's system chosen on 19×19 (the traditional one recommended): the sentence names the
    recommended game's figures, each by its model, then this game's, as their own answers say."""
    here = calculate({"command": "go", "system": "jewdan", **PAIR})
    recommended = calculate({"command": "go", "system": here["recommended_system"], **PAIR})
    assert here["recommended_system"] == "traditional" and here["recommendation"]
    mine, theirs = here["black_chance"], recommended["black_chance"]
    assert here["recommendation_chance"] == (
        f"Its game gives Black {theirs['aga']['shown']} by the AGA's ratings model, {theirs['ogs']['shown']} by OGS's "
        f"ratings model; the game here, {mine['short']}.")
    assert mine["short"] == "AGA\u00a059.0%, OGS\u00a049.5%" and theirs["aga"]["shown"] == "47.7%"
    assert recommended["recommendation"] == recommended["recommendation_chance"] == ""  # it is the one


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_recommended_system_that_gives_the_same_game_says_so_without_repeating_its_figures(lang: str):
    """OGS automatic chosen on 19×19 for 3k against 8k: the traditional handicap recommended there
    gives the same 5 stones on the same points and komi 0.5, so its figures would only repeat the
    answer's; the sentence says it is the same game."""
    pair = {"command": "go", "ranks": ["3k", "8k"], "board": 19, "rules": "japanese", "lang": lang}
    here = calculate({**pair, "system": "ogs"})
    recommended = calculate({**pair, "system": here["recommended_system"]})
    assert here["recommended_system"] == "traditional" and here["recommendation"]
    for key in ("stones", "komi", "black", "stone_points", "tie_rule"):
        assert here[key] == recommended[key], key
    assert here["black_chance"]["short"] == recommended["black_chance"]["short"]
    with using(lang):
        assert here["recommendation_chance"] == say("go.recommend.same_game")
    assert here["black_chance"]["short"] not in here["recommendation_chance"]
    # Jewdan's 5 stones and reverse komi for the same pair is another game: both games' figures
    jewdan = calculate({**pair, "system": "jewdan"})
    assert (jewdan["stones"], jewdan["komi"]) != (recommended["stones"], recommended["komi"])
    assert jewdan["black_chance"]["short"] in jewdan["recommendation_chance"]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_why_in_every_language(lang: str):
    here = calculate({"command": "go", "system": "jewdan", **PAIR, "lang": lang})
    recommended = calculate({"command": "go", "system": "traditional", **PAIR, "lang": lang})
    why = here["recommendation_chance"]
    assert recommended["black_chance"]["aga"]["shown"] in why and here["black_chance"]["short"] in why
    assert "Its game" not in why and "by the AGA" not in why


def test_compare_systems_says_under_which_model_the_recommended_is_closest():
    reply = calculate({"command": "go-compare", **PAIR})
    row = next(r for r in reply["rows"] if r["system"] == reply["recommended"])
    assert row["closest_to_even"] == ["aga"]  # 47.7 % by the AGA's model; the Dutch classes' 50.0 % by OGS's
    assert reply["recommendation_chance"] == (
        "Its game gives Black 47.7% by the AGA's ratings model, 43.2% by OGS's ratings model. "
        "By the AGA's model its game is among the closest to an even chance.")
    # by OGS's model the closest is the Dutch class system's 7 stones and komi 6 (50.0 %), and
    # Jewdan's 49.5 % is not among the closest any more
    marked = {r["system"]: r["closest_to_even"] for r in reply["rows"]}
    assert marked["dutch-class"] == ["ogs"] and marked["jewdan"] == []


def test_the_agas_figure_is_one_figure_when_the_players_are_given_as_ranks():
    """5k against 2k under the AGA's model: the win expectation beside the numbers, the step and the
    sentence of Black's chance read the same gap (three ranks, not the rounded ratings' 2.99)."""
    reply = calculate({"command": "game", "model": "aga", "board": 19, "rules": "japanese", "stones": 2,
                       "komi": 0.5, "black_rating": "5k", "white_rating": "2k", "winner": "black"})
    assert reply["gap"] == 3 and reply["shown"]["gap"] == "3 ranks"
    assert reply["black_win_expectation"] == reply["black_chance"]["aga"]["black"]
    assert f"{reply['shown']['black_win_expectation']} by the AGA's ratings model" in reply["black_chance"]["text"]
