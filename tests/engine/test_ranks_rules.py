"""OGS rank numbers (wiki formula) and ruleset facts (proposal)."""

from fractions import Fraction

import pytest

from handicap.errors import InvalidInput
from handicap.go.rules import RULESETS
from handicap.ranks import parse_rank, rank_label, rank_to_rating, rating_to_rank


def test_wiki_example_ranks():
    assert rating_to_rank(1331) == pytest.approx(21.536, abs=1e-3)
    assert rating_to_rank(1506) == pytest.approx(24.39, abs=1e-2)
    assert rank_label(rating_to_rank(1331)) == "9k"
    assert rank_label(rating_to_rank(1465)) == "7k"
    assert rank_label(rating_to_rank(1500)) == "6k"
    assert rank_to_rating(rating_to_rank(1234.5)) == pytest.approx(1234.5)


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
