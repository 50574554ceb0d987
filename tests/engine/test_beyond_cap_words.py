"""The warning beyond a system's stone cap says only what the engine's own arithmetic supports.

A stone a rank (OpenGotha, pairgoth, a club's rules) capped at nine stones on 13×13 or 9×9 gives
Black far more than the players' rank difference: by the Check a game arithmetic (``game``
command) nine stones on 13×13 with komi 0.5 make up 25.5 ranks. The warning must name that figure,
side with Black when it is more than the difference and with White only when it is less (19×19),
say the same under every system that caps, and the compare table's cell must not call nine
stones both "capped" and "beyond the maximum"."""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate

CAPPED = [("opengotha", 13, "12k", "2k"), ("pairgoth", 13, "12k", "2k"), ("opengotha", 9, "25k", "5k"),
          ("custom", 13, "12k", "2k"), ("traditional", 19, "25k", "5k")]


def go(system: str, board: int, weaker: str, stronger: str, lang: str = "en") -> dict:
    reply = calculate({"command": "go", "system": system, "board": board, "rules": "japanese",
                       "ranks": [weaker, stronger], "lang": lang})
    assert "error" not in reply, reply
    return reply


def made_up(reply: dict) -> Fraction:
    """What the Check a game tab says the same game compensates."""
    game = calculate({"command": "game", "board": reply["board"], "rules": "japanese", "stones": reply["stones"],
                      "komi": str(reply["komi"])})
    return Fraction(game["rank_difference_exact"])


def beyond(reply: dict) -> str:
    [warning] = [w["message"] for w in reply["warnings"] if w["code"] == "beyond_maximum"]
    return warning


@pytest.mark.parametrize(("system", "board", "weaker", "stronger"), CAPPED)
def test_the_capped_warning_names_what_the_stones_make_up_and_sides_by_it(system, board, weaker, stronger):
    reply = go(system, board, weaker, stronger)
    assert reply["capped"] and reply["stones"] == 9
    figure, difference = made_up(reply), Fraction(reply["rank_difference"])
    message = beyond(reply)
    shown = f"{float(figure):g}"
    assert f"9 stones on {board}×{board} make up {shown} ranks" in message
    by = f"{float(abs(figure - difference)):g} ranks"
    if figure > difference:
        assert f"so the game favours Black by {by}" in message
        assert "White" not in message
    else:
        assert f"so the game still favours White by {by}" in message
        assert "favours Black" not in message
    # No other warning of the same game says the opposite.
    others = " ".join(w["message"] for w in reply["warnings"])
    assert ("still favours White" in others) == (figure < difference)


def test_nine_stones_on_13x13_make_up_25_and_a_half_ranks():
    """The issue's figure, by the game command's own steps: (6.5 − 0.5 + 12 × 8) ÷ (12 ÷ 3)."""
    reply = go("opengotha", 13, "12k", "2k")
    assert made_up(reply) == Fraction(51, 2)
    assert "make up 25.5 ranks: more than the rank difference of 10, so the game favours Black by 15.5 ranks" \
        in beyond(reply)


def test_club_rules_say_the_same_sentences_as_opengotha():
    opengotha, club = go("opengotha", 13, "12k", "2k"), go("custom", 13, "12k", "2k")
    name_og, name_club = "OpenGotha's tournament handicap", "Your club's rules"
    assert beyond(club) == beyond(opengotha).replace(name_og, name_club)


def test_the_systems_named_for_a_fair_game_give_one_on_that_board():
    """The warning names other systems only with the stones each computes, within its maximum."""
    message = beyond(go("opengotha", 13, "12k", "2k"))
    for system in ("jewdan", "ogs-proposal"):
        other = calculate({"command": "go", "system": system, "board": 13, "rules": "japanese", "ranks": ["12k", "2k"]})
        assert not other["beyond_maximum"]
        assert f"{other['stones']} stones on 13×13" in message
    assert "can still give a fair game" not in message


def test_the_made_for_note_computes_its_claim_too():
    reply = go("opengotha", 13, "5k", "2k")  # 3 stones, within the cap: the note carries the figure
    [note] = [w["message"] for w in reply["warnings"] if w["code"] == "outside_made_for"]
    assert f"3 stones on 13×13 make up {float(made_up(reply)):g} ranks" in note
    assert "favours Black" in note
    capped = go("opengotha", 13, "12k", "2k")  # capped: the beyond warning carries it, said once
    [note] = [w["message"] for w in capped["warnings"] if w["code"] == "outside_made_for"]
    assert "make up" not in note


def test_the_compare_cell_of_a_capped_game_does_not_say_beyond():
    rows = calculate({"command": "go-compare", "board": 13, "rules": "japanese", "ranks": ["12k", "2k"]})["rows"]
    [row] = [r for r in rows if r["system"] == "opengotha"]
    assert row["stones"] == 9 and row["beyond_note"] == "capped: the difference calls for more"
    assert "beyond" not in row["beyond_note"]


def test_the_japanese_warning_carries_the_same_figures():
    reply = go("opengotha", 13, "12k", "2k", lang="ja")
    message = beyond(reply)
    assert "13×13の9子は25.5段級分に当たり、段級差10より多いので、15.5段級分だけ黒が有利です。" in message
    assert "白が有利" not in message
