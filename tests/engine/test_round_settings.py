"""A tournament file's own settings (rules, the komi of an even game, the board) and its recorded
handicaps, read by go-round from real published files of each program, and where each setting
came from said in the round's heading; the organiser's switch between the file's handicaps and the
system's, and the differing boards alone.

The files (tests/fixtures/round/), as published:

    frioul-2018.tour     pairgoth's example tournament, github.com/ffrgo/pairgoth,
                         installer/resources/data/tournamentfiles/000001-frioul-2018.tour
                         (commit e00be2de9f3f8e0adb3da24390ec65d7c12fbd39)
    paris-2021.tour      its other example tournament, the same folder, 000002-paris-2021.tour
                         (commit 51f642a2d067049fb81317da00b3f27ae1a7f40c; unchanged at e00be2d)
    grenoble-2024.tour   the example its web page opens, view-webapp/src/main/resources/examples/
                         20230127-grenoble.tour (commit 51f642a2d067049fb81317da00b3f27ae1a7f40c)
    cdfo-2020.xml        OpenGotha's sample of the French Open Championship 2020, github.com/
                         lucvannier/opengotha, distribution/tournamentfiles/CdFO2020.xml
                         (commit b698ce830fea34583fd4b6438d5dfed09f0a62f1)
    ppik-2009.xml        an OpenGotha file of a Polish KGS cup, komi 6.5, the same repository,
                         remote/20200916125957_PPiK2009.xml (same commit)
    macmahon-sample.xml  pairgoth's sample of the MacMahon program's format, github.com/ffrgo/pairgoth,
                         api-webapp/src/test/resources/macmahon39/sample-tournament.xml
                         (commit a6881d12762c5f2a8a288ce49ee7fbb4a6f57f51)
    egd/Tournoi de Juvisy.h9   an EGD table OpenGotha exported (see test_egd_tables.py), KM[7.5]

French rules (the French federation's "Règle française du jeu de go"): area counting, komi 7.5,
a handicap game of n stones gives White n − 1 points and half a point.
"""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from pathlib import Path

import pytest

from handicap.api import calculate
from handicap.go.rules import RULESETS, Counting

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "round"


def text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8", errors="replace")


def go_round(name: str, **request: object) -> dict:
    reply = calculate({"command": "go-round", "file": text(name), **request})
    assert "error" not in reply, reply
    return reply


def facts(reply: dict) -> dict[str, str]:
    return {fact["key"]: fact["text"] for fact in reply["words"]["shared"]}


def csv_rows(reply: dict) -> list[list[str]]:
    return list(csv.reader(io.StringIO(reply["csv"])))


def test_french_rules_are_area_counting_komi_7_5_and_n_minus_1_points_for_n_stones() -> None:
    french = RULESETS["french"]
    assert (french.even_komi, french.counting) == (Fraction("7.5"), Counting.AREA)
    assert [french.handicap_bonus(n) for n in range(5)] == [0, 0, 1, 2, 3]


@pytest.mark.parametrize(("name", "games"), [("frioul-2018.tour", 22), ("paris-2021.tour", 71),
                                             ("grenoble-2024.tour", 67)])
def test_pairgoths_examples_print_french_rules_and_komi_7_5(name: str, games: int) -> None:
    """Both of pairgoth's example tournaments (and the one its web page opens) declare French
    rules and komi 7.5: the heading, every board, the cards' rules and the CSV say so."""
    declared = json.loads(text(name))
    assert (declared["rules"], declared["komi"]) == ("FRENCH", 7.5)
    reply = go_round(name)
    assert len(reply["boards"]) == games
    assert "French rules" in reply["words"]["title"]
    assert reply["words"]["rules_text"] == "French rules" and reply["words"]["card"]["rules"] == "Rules"
    said = facts(reply)
    assert said["rules"] == "French rules: from the file"
    assert said["even_komi"] == "Komi 7.5 in an even game: from the file"
    assert said["board"] == "19×19: from the file"
    assert {b["komi"] for b in reply["boards"] if b["stones"] == 0} == {7.5}
    assert {b["komi"] for b in reply["boards"] if b["stones"] > 0} <= {0.5}
    rows = csv_rows(reply)
    assert rows[0][-1] == "Rules" and {row[-1] for row in rows[1:]} == {"French"}
    komi = rows[0].index("Komi")
    assert {row[komi] for row in rows[1:] if row[rows[0].index("Stones")] == "0"} == {"7.5"}
    assert (reply["settings"]["rules"], reply["settings"]["even_komi"], reply["settings"]["handicaps"]) == \
        ("french", 7.5, "recorded")


def test_a_french_handicap_game_gives_white_one_point_a_stone_after_the_first() -> None:
    """Frioul's round 3 has a board of 3 stones: komi 0.5, effective komi 2.5 under French rules."""
    reply = go_round("frioul-2018.tour", round=3)
    three = [b for b in reply["boards"] if b["stones"] == 3]
    assert three and all((b["komi"], b["handicap_bonus"], b["effective_komi"]) == (0.5, 2, 2.5) for b in three)


def test_an_opengotha_file_declaring_komi_7_5_prints_7_5() -> None:
    """OpenGotha keeps a komi and no rules: komi 7.5 from the file, the rules the default."""
    assert 'komi="7.5"' in text("cdfo-2020.xml")
    reply = go_round("cdfo-2020.xml")
    said = facts(reply)
    assert said["even_komi"] == "Komi 7.5 in an even game: from the file"
    assert said["rules"] == "Japanese rules: not in the file, the default"
    assert {b["komi"] for b in reply["boards"]} == {7.5}  # every game of the championship is even
    rows = csv_rows(reply)
    assert {row[rows[0].index("Komi")] for row in rows[1:]} == {"7.5"} and rows[1][-1] == "Japanese"
    # The organiser's French rules over the file's silence: said as chosen.
    french = go_round("cdfo-2020.xml", rules="french")
    assert facts(french)["rules"] == "French rules: chosen here (not in the file)"
    assert facts(french)["even_komi"] == "Komi 7.5 in an even game: from the file"


def test_an_opengotha_file_with_komi_6_5_and_its_handicap_games() -> None:
    reply = go_round("ppik-2009.xml")
    assert facts(reply)["even_komi"] == "Komi 6.5 in an even game: from the file"
    assert {b["komi"] for b in reply["boards"] if b["stones"] == 0} == {6.5}
    assert {b["komi"] for b in reply["boards"] if b["stones"] > 0} == {0.5}


def test_a_macmahon_file_has_none_of_the_settings_the_sheet_says_the_defaults() -> None:
    said = facts(go_round("macmahon-sample.xml"))
    assert said["rules"] == "Japanese rules: not in the file, the default"
    assert said["even_komi"] == "Komi 6.5 in an even game: not in the file, the default"
    assert said["board"] == "19×19: not in the file, the default"


def test_an_egd_tables_km_is_the_komi_of_an_even_game() -> None:
    assert "KM[7.5]" in text("egd/Tournoi de Juvisy.h9")
    reply = go_round("egd/Tournoi de Juvisy.h9")
    assert facts(reply)["even_komi"] == "Komi 7.5 in an even game: from the file"
    assert {b["komi"] for b in reply["boards"] if b["stones"] == 0} == {7.5}


def test_a_setting_changed_by_the_organiser_is_said_beside_the_files() -> None:
    reply = go_round("frioul-2018.tour", rules="chinese", even_komi="6.5")
    said = facts(reply)
    assert said["rules"] == "Chinese rules: chosen here (the file: French rules)"
    assert said["even_komi"] == "Komi 6.5 in an even game: chosen here (the file: Komi 7.5 in an even game)"
    assert {b["komi"] for b in reply["boards"] if b["stones"] == 0} == {6.5}
    assert {row[-1] for row in csv_rows(reply)[1:]} == {"Chinese"}


def test_pasted_pairings_say_nothing_of_a_file_and_take_a_tournament_komi() -> None:
    reply = calculate({"command": "go-round", "pairings": "Ann 2k - Bob 2k\nCy 1d - Di 5k", "even_komi": 7.5,
                       "system": "opengotha"})
    assert "rules" not in facts(reply) and "handicaps" not in facts(reply)
    assert [(b["stones"], b["komi"]) for b in reply["boards"]] == [(0, 7.5), (5, 0.5)]
    assert csv_rows(reply)[0][-1] == "Black's chance (OGS model)"  # no rules column without a file


# --- The recorded handicaps, the switch, the differing boards ----------------------------------------

def test_the_recorded_handicaps_are_printed_with_the_systems_beside_them() -> None:
    """Grenoble 2024's round 5: 8 of 67 boards were paired as even games where the system gives a
    stone. The file's game is printed (0 stones, its Black, komi 7.5), the system's beside it."""
    reply = go_round("grenoble-2024.tour")
    assert reply["recorded_summary"]["games"] == 67 and reply["recorded_summary"]["differ"] == 8
    differing = [b for b in reply["boards"] if b["recorded_differs"]]
    assert len(differing) == 8
    for board in differing:
        assert board["printed"] == "recorded"
        assert (board["stones"], board["komi"]) == (0, 7.5)
        assert board["black"]["name"] == board["recorded"]["black"]
        assert (board["system_game"]["stones"], board["system_game"]["komi"]) == (1, 0.5)
        assert board["recorded_note"].startswith("The file records an even game, Black: ")
        assert board["recorded_note"].endswith("the system gives 1 stone, Black: "
                                               f"{board['system_game']['black']}.")
    assert all(b["printed"] == "recorded" for b in reply["boards"])
    assert facts(reply)["handicaps"] == "Handicaps as the file records them"
    # The sheet's short form beside the file's game is the system's, its Black where it differs.
    shorts = {b["recorded_short"] for b in differing}
    assert {short.split(", Black")[0] for short in shorts} == {"system: 1 stone"}
    for board in differing:
        assert ("Black" in board["recorded_short"]) == (board["system_game"]["black"] != board["black"]["name"])


def test_the_csv_carries_the_recorded_and_the_systems_game_on_every_board() -> None:
    """Grenoble 2024's round 5 with the file's handicaps printed: the Stones column is the file's,
    and every board also carries the system's game (stones, komi, Black) and whether they differ,
    so the 8 boards the screen counts are found in the file."""
    for handicaps in ("", "system"):
        reply = go_round("grenoble-2024.tour", **({"handicaps": handicaps} if handicaps else {}))
        rows = csv_rows(reply)
        header = rows[0]
        column = {name: header.index(name) for name in ("Stones", "Recorded stones", "Recorded Black", "System stones",
                                                        "System komi", "System Black", "Differs")}
        assert len(rows) - 1 == len(reply["boards"]) == 67
        for board, row in zip(reply["boards"], rows[1:], strict=True):
            system = board["system_game"]
            assert row[column["Stones"]] == str(board["stones"])
            assert row[column["Recorded stones"]] == str(board["recorded"]["stones"])
            assert row[column["Recorded Black"]] == (board["recorded"]["black"] or "")
            assert (row[column["System stones"]], row[column["System komi"]]) == (str(system["stones"]),
                                                                                 str(system["komi"]))
            assert row[column["System Black"]] == (system["black"] or "(nigiri)")
            assert row[column["Differs"]] == ("yes" if board["recorded_differs"] else "no")
        differing = [row for row in rows[1:] if row[column["Differs"]] == "yes"]
        assert len(differing) == reply["recorded_summary"]["differ"] == 8
        assert {(r[column["Recorded stones"]], r[column["System stones"]], r[column["System komi"]])
                for r in differing} == {("0", "1", "0.5")}


def test_the_csv_columns_of_the_systems_game_in_japanese() -> None:
    header = csv_rows(go_round("grenoble-2024.tour", lang="ja"))[0]
    assert header[-7:] == ["記録の置き石", "記録の黒", "方式の置き石", "方式のコミ", "方式の黒", "相違", "ルール"]


def test_the_switch_prints_the_systems_handicaps() -> None:
    reply = go_round("grenoble-2024.tour", handicaps="system")
    differing = [b for b in reply["boards"] if b["recorded_differs"]]
    assert len(differing) == 8
    assert all((b["stones"], b["komi"], b["printed"]) == (1, 0.5, "system") for b in differing)
    assert all(b["black"]["name"] == b["system_game"]["black"] for b in differing)
    assert facts(reply)["handicaps"] == "Handicaps by the system"
    stones = csv_rows(reply)[0].index("Stones")
    assert sorted(row[stones] for row in csv_rows(reply)[1:]).count("1") >= 8


def test_the_recorded_komi_is_the_systems_komi_for_those_stones() -> None:
    """A recorded game of 2 stones under OGS's system (its komi goes with the stones): the engine
    gives the komi, as a single game of 2 stones would have it."""
    reply = go_round("ppik-2009.xml", system="ogs", rules="japanese")
    two = [b for b in reply["boards"] if b["recorded"]["stones"] == 2]
    assert two
    single = calculate({"command": "go", "system": "ogs", "rules": "japanese", "rank_diff": 0,
                        "difference_mode": "custom", "custom_stones": 2, "ranks": None})
    assert all((b["stones"], b["komi"]) == (2, single["komi"]) for b in two)


def test_only_the_differing_boards_and_the_summary_still_counts_every_board() -> None:
    reply = go_round("grenoble-2024.tour", only_differing=True)
    assert len(reply["boards"]) == 8 and all(b["recorded_differs"] for b in reply["boards"])
    assert reply["recorded_summary"]["games"] == 67 and reply["recorded_summary"]["differ"] == 8
    assert reply["summary"] == "67 boards computed"
    assert facts(reply)["only_differing"] == "Only the boards that differ from the file: 8 of 67"
    assert len(csv_rows(reply)) == 9
    same = go_round("frioul-2018.tour", only_differing="1")
    assert same["boards"] == [] and same["recorded_summary"]["differ"] == 0


def test_the_settings_are_said_in_every_language() -> None:
    for lang, rules in (("fr", "règles françaises"), ("de", "französische Regeln"), ("ja", "フランス"),
                        ("ko", "프랑스"), ("zh", "法国")):
        reply = calculate({"command": "go-round", "file": text("paris-2021.tour"), "lang": lang})
        said = facts(reply)
        assert rules in said["rules"] and said["rules"] != "French rules: from the file"
        assert said["handicaps"] != "Handicaps as the file records them"
