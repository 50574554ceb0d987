"""Words the page shows that the engine carries for it: the note under stones beyond the board's
maximum (`beyond_note` in go, go-table and go-compare replies) and the "Check a game" panel's
Model menu and hint (go-systems)."""

from __future__ import annotations

from handicap.api import calculate

JEWDAN_13 = {"system": "jewdan", "board": 13, "counting": "territory"}


def test_table_rows_note_stones_beyond_the_maximum():
    rows = calculate({"command": "go-table", **JEWDAN_13})["rows"]  # until the stones pass 9
    assert [r["beyond_note"] for r in rows[:-1]] == [""] * (len(rows) - 1)
    assert (rows[-1]["stones"], rows[-1]["beyond_note"]) == (10, "beyond the maximum")


def test_capped_rows_say_so():
    rows = calculate({"command": "go-table", "system": "ogs", "board": 19, "rules": "japanese", "up_to": 12})["rows"]
    notes = {r["rank_difference"]: (r["stones"], r["beyond_note"]) for r in rows}
    assert notes[9] == (9, "")
    assert notes[10] == notes[12] == (9, "capped, beyond the maximum")


def test_the_go_reply_and_its_compare_row_carry_the_same_note():
    request = {**JEWDAN_13, "rank_diff": "30"}
    go = calculate({"command": "go", **request})
    [row] = [r for r in calculate({"command": "go-compare", **request})["rows"] if r["system"] == "jewdan"]
    assert go["beyond_note"] == row["beyond_note"] == "beyond the maximum"
    assert calculate({"command": "go", **JEWDAN_13, "rank_diff": "4"})["beyond_note"] == ""


def test_game_models_menu_and_hint():
    reply = calculate({"command": "go-systems"})
    assert [m["value"] for m in reply["game_models"]] == ["proposal", "ogs", "jewdan"]
    assert [m["label"].split(" (")[0] for m in reply["game_models"]] == [
        "OGS small-board proposal", "OGS's rating code today", "Jewdan"]
    assert reply["hints"]["game_model"].startswith("Points per rank: 12, 4, 2 on 19×19, 13×13, 9×9 under both OGS")
    # Every model the menu offers is one the game command takes.
    for model in reply["game_models"]:
        game = calculate({"command": "game", "model": model["value"], "board": 13, "rules": "japanese",
                          "stones": 2, "komi": "0.5"})
        assert "error" not in game, game
