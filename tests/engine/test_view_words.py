"""Words of the Go views that the engine carries (issue 15): the Full table chart's titles, axis
label and point tooltips, the source line under the table (go-table), and the Compare table's
mark on the chosen system (go-compare)."""

from __future__ import annotations

from handicap.api import calculate

JEWDAN_13 = {"system": "jewdan", "board": 13, "counting": "territory"}


def test_table_chart_words_and_source_line():
    reply = calculate({"command": "go-table", **JEWDAN_13, "up_to": 6})
    assert reply["chart"] == {"stones_title": "Handicap stones", "komi_title": "Komi", "axis_label": "Rank difference"}
    assert reply["source_text"] == "Source: jewdan-handicap-system.txt"
    assert reply["source_text"] == f"Source: {reply['source']}"


def test_table_rows_carry_their_chart_tooltips():
    rows = calculate({"command": "go-table", **JEWDAN_13, "up_to": 6})["rows"]
    assert rows[0]["stones_point_text"] == "Rank difference 0: handicap stones 0"
    assert rows[4]["stones_point_text"] == "Rank difference 4: handicap stones 2"
    # Komi as the table's cell writes it, with a real minus sign.
    assert rows[4]["komi_point_text"] == "Rank difference 4: komi −0.5"
    assert all(r["komi_point_text"].endswith(f": komi {r['komi_text']}") for r in rows)
    assert all(r["stones_point_text"].endswith(f": handicap stones {r['stones']}") for r in rows)


def test_ogs_table_tooltips_and_source():
    reply = calculate({"command": "go-table", "system": "ogs", "board": 19, "rules": "japanese", "up_to": 2})
    assert reply["source_text"] == "Source: ogs-automatic-handicap-wiki.txt"
    assert [r["komi_point_text"] for r in reply["rows"]] == [
        "Rank difference 0: komi 6.5", "Rank difference 1: komi 0.5", "Rank difference 2: komi 0.5"]


def test_compare_reply_has_the_chosen_note():
    reply = calculate({"command": "go-compare", **JEWDAN_13, "rank_diff": "4"})
    assert reply["chosen_note"] == "(chosen)"


def test_game_form_menus():
    """The "Check a game" form's Board, Handicap stones and Winner menus (go-systems)."""
    menus = calculate({"command": "go-systems"})["game_menus"]
    assert menus["board"] == {"options": [{"value": 19, "label": "19×19"}, {"value": 13, "label": "13×13"},
                                          {"value": 9, "label": "9×9"}], "default": 13}
    assert menus["stones"] == {"options": [{"value": n, "label": str(n)} for n in range(10)], "default": 2}
    assert menus["winner"] == {"options": [{"value": "black", "label": "Black"}, {"value": "white", "label": "White"},
                                           {"value": "draw", "label": "Draw"}], "default": "black"}


def test_every_game_menu_value_is_one_the_game_command_takes():
    menus = calculate({"command": "go-systems"})["game_menus"]
    base = {"command": "game", "system": "ogs", "board": 13, "rules": "japanese", "stones": 2, "komi": "0.5",
            "black_rating": "1200", "white_rating": "1500", "winner": "black"}
    for name, key in (("board", "board"), ("stones", "stones"), ("winner", "winner")):
        for option in menus[name]["options"]:
            reply = calculate({**base, key: option["value"]})
            assert "error" not in reply, (name, option, reply)
        assert menus[name]["default"] in [o["value"] for o in menus[name]["options"]]
    # One past the menus is refused: the menus offer everything the command takes.
    assert calculate({**base, "stones": 10})["error"]["field"] == "stones"
    assert calculate({**base, "board": 7})["error"]["field"] == "board"
    assert calculate({**base, "winner": "nobody"})["error"]["field"] == "winner"


def test_game_komi_hint():
    hints = calculate({"command": "go-systems"})["hints"]
    assert hints["game_komi"] == "As the game shows it, before any handicap bonus; negative: reverse komi."


def test_stone_ceiling_menu():
    """The Go form's Stone ceiling menu (go-systems), every value one the go command takes."""
    menu = calculate({"command": "go-systems"})["stone_ceilings"]
    assert menu == [{"value": "", "label": "No ceiling"}] + [{"value": n, "label": str(n)} for n in range(9)]
    for option in menu:
        reply = calculate({"command": "go", "system": "ogs", "board": 19, "rules": "japanese", "ranks": ["1d", "8k"],
                           "max_stones": option["value"]})
        assert "error" not in reply, reply
        assert reply["stones"] == (8 if option["value"] == "" else min(8, option["value"]))
