"""Check a game from whole ranks gives whole gaps: Black 10k against White 4k are 6 ranks apart,
exactly, in the reply's numbers and in every sentence; not 5.99 through the whole-number OGS
ratings the ranks are read as. A rating on either side keeps the gap measured on OGS's scale."""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.ranks import rating_to_rank

GAME = {"command": "game", "board": 13, "rules": "japanese", "winner": "black"}


@pytest.mark.parametrize(("black", "white", "gap"), [("10k", "4k", 6), ("4k", "10k", -6), ("15k", "2d", 16),
                                                     ("1k", "1d", 1), ("9k", "5k", 4)])
@pytest.mark.parametrize(("stones", "komi"), [(0, "6.5"), (2, "0.5"), (9, "0.5")])
def test_two_ranks_give_an_exact_gap(black: str, white: str, gap: int, stones: int, komi: str) -> None:
    reply = calculate({**GAME, "stones": stones, "komi": komi, "black_rating": black, "white_rating": white})
    assert "error" not in reply, reply
    compensated = Fraction(reply["rank_difference_exact"])
    assert reply["gap"] == gap
    assert Fraction(reply["favours_black_by"]).limit_denominator(1000) == compensated - gap
    said = f"{abs(gap)} rank{'s' if abs(gap) != 1 else ''}"
    assert reply["shown"]["gap"] == said
    assert f"is {said} stronger than" in reply["verdict"]
    by = compensated - gap
    if by:
        by_said = f"{float(abs(by)):g} rank{'s' if abs(by) != 1 else ''}"
        assert reply["verdict"].endswith(f"so it favours {'Black' if by > 0 else 'White'} by {by_said}.")


def test_the_issue_game_reads_six_ranks_not_five_ninety_nine() -> None:
    reply = calculate({**GAME, "stones": 2, "komi": "0.5", "black_rating": "10k", "white_rating": "4k"})
    assert "5.99" not in reply["verdict"] and "1.49" not in reply["verdict"]
    assert reply["verdict"].endswith("White (4k, 1649) is 6 ranks stronger than Black (10k, 1273); the handicap "
                                     "compensates 4.5 ranks, so it favours White by 1.5 ranks.")


def test_a_rating_keeps_the_measured_gap() -> None:
    reply = calculate({**GAME, "stones": 2, "komi": "0.5", "black_rating": "1273", "white_rating": "4k"})
    assert reply["gap"] == pytest.approx(rating_to_rank(1649) - rating_to_rank(1273))
    assert reply["gap"] != 6


def test_japanese_says_the_whole_gap() -> None:
    reply = calculate({**GAME, "stones": 2, "komi": "0.5", "black_rating": "10級", "white_rating": "4級", "lang": "ja"})
    assert reply["shown"]["gap"] == "6段級分"
    assert "6段級分" in reply["verdict"] and "5.99" not in reply["verdict"]
