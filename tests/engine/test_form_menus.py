"""The forms' menus and hints, as the engine gives them (go-systems): the Go form's systems, boards,
rules, countings, modes, scales, hints and stone ceilings, and the "Check a game" form's models,
boards, stones, winners and komi hint; every value a menu offers is one its command takes."""

from __future__ import annotations

from handicap import i18n
from handicap.api import calculate
from handicap.go.systems import SYSTEM_KEYS


def test_go_systems_has_the_menus_and_hints():
    reply = calculate({"command": "go-systems"})
    systems = {s["key"]: s for s in reply["systems"]}
    # Short names in the menu (a phone's width holds them: tests/e2e/test_menus_fit.py looks for one cut
    # off), each system's own menu word, in the registry's order, the full name beside.
    assert [s["key"] for s in reply["systems"]] == list(SYSTEM_KEYS)
    labels = [s["label"] for s in reply["systems"]]
    assert labels == [i18n.catalogue("en")[f"go.system.{key}.menu"] for key in SYSTEM_KEYS]
    assert labels[:6] == ["Jewdan's system", "OGS automatic", "OGS small-board proposal", "Old Japanese (historical)",
                          "OGS before the fix (historical)", "Traditional 19×19"]
    assert labels[-1] == "Your club's rules"
    assert [s["name"] for s in reply["systems"]][:3] == [
        "Jewdan's handicap system", "OGS automatic handicap", "OGS small-board proposal"]
    # A board the system does not cover: the note beside the board menu, and its button.
    assert systems["traditional"]["board_note"] == "Traditional 19×19 handicap (AGA, EGF tournaments) covers only 19×19."
    assert systems["traditional"]["board_switch"] == "Use 19×19"
    assert systems["old-japanese"]["board_switch"] == "Use 13×13"
    ja = {s["key"]: s for s in calculate({"command": "go-systems", "lang": "ja"})["systems"]}
    assert ja["traditional"]["label"] == "伝統的19路" and ja["traditional"]["board_switch"] == "19×19にする"
    jewdan_boards = [o["value"] for o in systems["jewdan"]["board_options"]]
    assert jewdan_boards == [19, 13, 9, 5, 6, 7, 8, 10, 11, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25]
    assert systems["old-japanese"]["board_options"] == [{"value": 13, "label": "13×13"}, {"value": 9, "label": "9×9"}]
    assert [r["label"] for r in reply["rules"]] == ["Japanese", "Korean", "Chinese", "AGA", "Ing", "New Zealand",
                                                     "French"]
    assert reply["countings"][0] == {"value": "", "label": "From the rules"}
    assert [m["value"] for m in reply["difference_modes"]] == ["auto", "none", "custom", "auto-1", "auto-2", "auto-3",
                                                               "auto+1"]
    assert [m["label"] for m in reply["komi_modes"]] == ["Auto", "None", "Custom"]
    assert [m["value"] for m in reply["scales"]] == ["rank", "ogs", "egf", "aga", "goldis", "team", "diff"]
    hints = reply["hints"]
    assert hints["strength"]["ogs"] == "OGS ratings, e.g. 1331 and 1506 (1 to 10000)."
    assert hints["strength"]["egf"] == "EGF ratings (GoR), e.g. 2100 = 1d (−1000 to 3500)."
    assert hints["strength"]["rank"] == "A rank each: 30k–1k, 1d–9d, 1p–9p (e.g. 5k, 2d)."
    assert hints["deviation"] == ("OGS rating deviation, e.g. 65: above 140 the difference is halved, above 160 "
                                  "there is no handicap.")
    assert hints["komi"] == "A multiple of 0.5 from −100 to 100; negative: reverse komi."
    assert hints["stones"] == "Computed; choose Rank difference “Custom” to set them (0–9)."
    assert set(hints["strength"]) == {m["value"] for m in reply["scales"]}


def test_stone_ceiling_menu():
    """The Go form's Stone ceiling menu (go-systems), every value one the go command takes."""
    menu = calculate({"command": "go-systems"})["stone_ceilings"]
    assert menu == [{"value": "", "label": "No ceiling"}] + [{"value": n, "label": str(n)} for n in range(9)]
    for option in menu:
        reply = calculate({"command": "go", "system": "ogs", "board": 19, "rules": "japanese", "ranks": ["1d", "8k"],
                           "max_stones": option["value"]})
        assert "error" not in reply, reply
        assert reply["stones"] == (8 if option["value"] == "" else min(8, option["value"]))


def test_game_models_menu_and_hint():
    reply = calculate({"command": "go-systems"})
    assert [m["value"] for m in reply["game_models"]] == ["proposal", "ogs", "jewdan", "aga"]
    assert [m["label"] for m in reply["game_models"]] == ["OGS small-board proposal", "OGS's rating code", "Jewdan",
                                                          "AGA's BayRate"]
    assert [m["name"].split(" (")[0] for m in reply["game_models"]] == [
        "OGS small-board proposal", "OGS's rating code today", "Jewdan", "The AGA's BayRate"]
    assert reply["hints"]["game_model"].startswith("Points per rank: 12, 4, 2 on 19×19, 13×13, 9×9 under both OGS")
    assert reply["hints"]["game_model"].endswith("it rates a whole tournament at once, so it shows no rating changes.")
    # Every model the menu offers is one the game command takes (BayRate on 19×19 only, which the
    # form's first board, 13×13, is not: an error on the board, naming the way out).
    for model in reply["game_models"]:
        board = 19 if model["value"] == "aga" else 13
        game = calculate({"command": "game", "model": model["value"], "board": board, "rules": "japanese",
                          "stones": 2, "komi": "0.5"})
        assert "error" not in game, game
    refused = calculate({"command": "game", "model": "aga", "board": 13, "rules": "japanese", "stones": 2,
                         "komi": "0.5"})["error"]
    assert refused["field"] == "board" and "choose board 19, or another model" in refused["message"]


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
