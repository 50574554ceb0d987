"""The chess form's menus and hints come from the engine (``chess-form``): every method the
``chess`` command takes, in its order, each opponent, and a hint per field."""

from __future__ import annotations

from handicap.api import calculate
from handicap.chess.request import METHODS, OPPONENTS


def test_the_menus_list_what_the_commands_take_with_their_labels():
    reply = calculate({"command": "chess-form"})
    assert reply["command"] == "chess-form"
    assert [m["value"] for m in reply["methods"]] == list(METHODS)
    labels = [{"value": m["value"], "label": m["label"]} for m in reply["methods"]]
    assert labels[0] == {"value": "elo", "label": "Two Elo ratings"}
    assert {"value": "bands", "label": "Club rule: rating bands"} in labels
    assert reply["methods"][0]["fields"] == ["elo", "K", "total", "clock", "against", "move_time", "names"]
    assert [o["value"] for o in reply["against"]] == OPPONENTS
    assert reply["against"][1] == {"value": "computer", "label": "A computer (player 2)"}


def test_a_hint_for_each_field_with_the_club_rule_defaults():
    hints = calculate({"command": "chess-form"})["hints"]
    assert set(hints) == {"chess_elo", "chess_score", "chess_record", "chess_ratio", "chess_band", "chess_total",
                          "chess_clock"}
    assert hints["chess_elo"] == "Two ratings separated by a comma, e.g. 1800,2000."
    assert "30 s a 50-point band, at least 1:00" in hints["chess_band"]
    assert all(text.endswith(".") for text in hints.values())


def test_the_form_takes_no_input():
    assert calculate({"command": "chess-form", "method": "junk"}) == calculate({"command": "chess-form"})
