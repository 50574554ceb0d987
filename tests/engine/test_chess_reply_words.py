"""The words a chess answer carries for the page: who is weaker, the clocks, the human's time
against a computer."""

from __future__ import annotations

from handicap.api import calculate


def test_chess_replies_carry_their_display_texts():
    """The chess panel's sentences: who is weaker, the clocks, the human's time against a computer."""
    clocks = calculate({"command": "chess", "elo": "1800,2000", "total": 60, "clock": "15+10"})
    assert clocks["weaker_text"] == "Player 1"
    assert (clocks["clock"]["text"], clocks["clock"]["common_text"]) == ("20:00+13 against 10:00+7",
                                                                         "22:13+10 against 7:47+10")
    impossible = calculate({"command": "chess", "elo": "1000,2000", "clock": "3+2"})
    assert impossible["clock"]["common_increment"] is None
    assert impossible["clock"]["common_text"] == ("none keeps this time ratio with one increment for both: use the "
                                                  "clocks above")
    computer = calculate({"command": "chess", "method": "score", "score": 0.3, "against": "computer",
                          "move_time": 60})
    assert computer["computer"]["text"] == f"× {computer['computer']['human_factor_text']} = 1:40"
    even = calculate({"command": "chess", "method": "score", "score": 0.5, "against": "computer"})
    assert (even["weaker_text"], even["computer"]["text"]) == ("Neither (even)", "× 1")
