"""OGS rank numbers (wiki formula) and ruleset facts (proposal)."""

import re
from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.errors import InvalidInput
from handicap.go.rules import RULESETS
from handicap.i18n import using
from handicap.ranks import display, parse_rank, rank_label, rank_to_rating, rating_rank_label, rating_to_rank
from tests.support.languages import LANGUAGES


def test_wiki_example_ranks():
    assert rating_to_rank(1331) == pytest.approx(21.536, abs=1e-3)
    assert rating_to_rank(1506) == pytest.approx(24.39, abs=1e-2)
    assert rank_label(rating_to_rank(1331)) == "9k"
    assert rank_label(rating_to_rank(1465)) == "7k"
    assert rank_label(rating_to_rank(1500)) == "6k"
    assert rank_to_rating(rating_to_rank(1234.5)) == pytest.approx(1234.5)


@pytest.mark.parametrize(("rating", "label"), [
    (1500, "6k"), (rank_to_rating(38.99), "9d"), (rank_to_rating(39), "9d+"), (2850, "9d+"), (6000, "9d+"),
    (rank_to_rating(6), "24k"), (rank_to_rating(5), "25k"), (rank_to_rating(4.99), "25k"), (100, "25k"),
])
def test_a_rating_reads_as_on_ogs_from_25k_to_9d_plus_never_a_professional_rank(rating, label):
    assert rating_rank_label(rating_to_rank(rating)) == label
    assert rank_label(rating_to_rank(6000)) == "18p"  # what an entered rank's scale would say: not for ratings
    assert rank_label(rating_to_rank(100)) == "69k"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ogs_rating_of_6000_reads_9d_plus_in_every_reply(lang):
    with using(lang):
        shown = display("9d+")  # 9d as the language writes it, and "+": ja "9段+"
        assert shown == display("9d") + "+"
    go = calculate({"command": "go", "lang": lang, "scale": "ogs", "ratings": [6000, 1500]})
    assert go["players"][0]["rank_label"] == "9d+"
    assert re.search(rf"6000 → 56[.,]396 ?[（(]{re.escape(shown)}[)）]", go["steps"][0]["working"]), go["steps"][0]
    game = calculate({"command": "game", "lang": lang, "stones": 2, "komi": "0.5", "black_rating": 1500,
                      "white_rating": 6000, "winner": "black"})
    assert game["ratings"]["white"]["rank_label"] == "9d+"
    assert f"{shown}" in game["verdict"] and "18" not in game["verdict"].split("6000")[0], game["verdict"]


@pytest.mark.parametrize(("text", "rank", "label"), [
    ("30k", 0, "30k"), ("1k", 29, "1k"), ("1d", 30, "1d"), ("9d", 38, "9d"), ("1p", 39, "1p"),
    ("9p", 47, "9p"), ("5 kyu", 25, "5k"), (" 3D ", 32, "3d"),
])
def test_parse_rank(text, rank, label):
    assert parse_rank("p1", text) == rank
    assert rank_label(rank) == label


@pytest.mark.parametrize("text", ["0k", "31k", "10d", "10p", "", "5", "k5", 5, None])
def test_parse_rank_rejects(text):
    with pytest.raises(InvalidInput) as caught:
        parse_rank("p1", text)
    assert caught.value.field == "p1"


@pytest.mark.parametrize(("rules", "even", "bonus_at_4"), [
    ("japanese", "6.5", 0), ("korean", "6.5", 0), ("chinese", "7.5", 4),
    ("aga", "7.5", 3), ("ing", "7.5", 4), ("nz", "7", 0),
])
def test_rulesets(rules, even, bonus_at_4):
    r = RULESETS[rules]
    assert r.even_komi == Fraction(even)
    assert r.handicap_bonus(4) == bonus_at_4
    assert r.handicap_bonus(0) == 0

