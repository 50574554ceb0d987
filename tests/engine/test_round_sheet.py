"""A round's sheet (the go-round reply's words.table_columns, words.shared, words.nigiri_note and
summary): a column every board shares leaves the table for the heading, an even board's colours
go by nigiri with one note for all of them, and the summary says what was computed."""

from __future__ import annotations

import pytest

from handicap import i18n
from handicap.api import calculate

# Boards 1 and 3 even (2k–2k, 8k–8k), board 2 a handicap game, line 4 unreadable.
PAIRINGS = "Chen Jie 2k - Lars Andersen 2k\nAnn 5k - Bob 1d\nBrzęczyszczykiewicz 8k - Grzegorz 8k\nno pairing here"


def round_reply(lang: str = "en", pairings: str = PAIRINGS, **settings: str) -> dict:
    reply = calculate({"command": "go-round", "lang": lang, "pairings": pairings,
                       **({"system": "ogs", "board": "19", "rules": "japanese"} | settings)})
    assert "error" not in reply, reply
    return reply


def test_a_round_with_one_tie_rule_and_komi_as_given_shows_neither_column() -> None:
    reply = round_reply()
    words = reply["words"]
    assert {b["tie_rule"] for b in reply["boards"]} == {"none"}
    assert all(b["effective_komi"] == b["komi"] for b in reply["boards"])
    assert words["table_columns"] == ["board", "black", "white", "stones", "komi", "chance"]  # a 19×19 round
    assert words["paper_columns"] == ["board", "black", "white", "stones", "komi"]  # unless asked for
    assert words["shared"] == [{"key": "ties", "text": "No ties (half-point komi)"}]


def test_an_effective_komi_that_varies_keeps_its_column_and_the_ties_stay_shared() -> None:
    reply = round_reply(rules="chinese")
    effective = [b["effective_komi"] for b in reply["boards"]]
    assert effective != [b["komi"] for b in reply["boards"]] and len(set(effective)) > 1
    assert reply["words"]["table_columns"] == ["board", "black", "white", "stones", "komi", "effective_komi", "chance"]
    assert [fact["key"] for fact in reply["words"]["shared"]] == ["ties"]


def test_one_effective_komi_for_every_board_other_than_its_komi_is_said_once() -> None:
    # Two 5-stone games under Chinese rules: komi 0.5 on each, effective komi 5.5 on each.
    reply = round_reply(pairings="Ann 5k - Bob 1d\nCarl 6k - Dora 1k", rules="chinese")
    assert {(b["komi"], b["effective_komi"]) for b in reply["boards"]} == {(0.5, 5.5)}
    assert "effective_komi" not in reply["words"]["table_columns"]
    assert {"key": "effective_komi", "text": "Effective komi on every board: 5.5"} in reply["words"]["shared"]


def test_a_board_with_a_warning_brings_the_warnings_column() -> None:
    plain = round_reply()
    assert not any(b["warnings"] for b in plain["boards"])
    assert "warnings" not in plain["words"]["table_columns"]
    warned = round_reply(pairings="Ann 25k - Bob 5d\nCarl 2k - Dora 1k")
    assert warned["boards"][0]["warnings"] and not warned["boards"][1]["warnings"]
    assert warned["words"]["table_columns"][-1] == "warnings"


def test_even_boards_share_one_nigiri_note_and_their_mark() -> None:
    reply = round_reply()
    assert [b["nigiri"] for b in reply["boards"]] == [True, False, True]
    words = reply["words"]
    assert words["nigiri_mark"] == "(nigiri)"
    assert words["nigiri_mark"] in words["nigiri_note"] and "nigiri" in words["card"]["nigiri"].lower()
    # The CSV marks the same boards with the same mark.
    lines = reply["csv"].splitlines()[1:]
    assert ["(nigiri)" in line for line in lines] == [True, False, True]
    assert round_reply(pairings="Ann 5k - Bob 1d")["words"]["nigiri_note"] == ""


def test_the_summary_says_what_was_computed_and_what_was_not_read() -> None:
    assert round_reply()["summary"] == "3 boards computed; 1 line not read (listed above the table)"
    assert round_reply(pairings="Ann 5k - Bob 1d")["summary"] == "1 board computed"
    two_bad = round_reply(pairings=PAIRINGS + "\nnor here")
    assert two_bad["summary"] == "3 boards computed; 2 lines not read (listed above the table)"


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_the_sheet_in_every_language(lang: str) -> None:
    reply, english = round_reply(lang), round_reply()
    words = reply["words"]
    assert words["table_columns"] == english["words"]["table_columns"]
    assert words["shared"][0]["text"] == reply["boards"][0]["tie_text"]
    assert words["nigiri_mark"] in words["nigiri_note"] and words["nigiri_mark"] in reply["csv"]
    assert "3" in reply["summary"] and reply["summary"] != english["summary"]


@pytest.mark.parametrize(("lang", "kyu", "dan"), [("en", "2k", "1d"), ("ja", "2級", "1段"), ("ko", "2급", "1단"),
                                                  ("zh", "2级", "1段")])
def test_a_rank_on_the_sheet_is_written_the_languages_way_and_the_csv_keeps_it_as_given(
        lang: str, kyu: str, dan: str) -> None:
    reply = round_reply(lang)
    chen, bob = reply["boards"][0]["black"], reply["boards"][1]["white"]
    assert (chen["rank"], chen["rank_text"]) == ("2k", kyu)
    assert (bob["rank"], bob["rank_text"]) == ("1d", dan)
    assert ",2k," in reply["csv"]
