"""The round's own CSV (the page's "Download CSV") pasted back into the pairings: recognised by
its header in each of the six languages, read as Black, White and ranks, and giving the same
table; the other input forms unchanged."""

from __future__ import annotations

import csv
import io

import pytest

from handicap.api import calculate
from handicap.i18n import LANGUAGES

# Every kind of board: handicaps both ways, a nigiri, an even game whose colours a header gives
# (White listed first), a name with the delimiter in it, a warning (beyond the maximum stones).
PAIRINGS = """Board;White;Rank;Black;Rank
1;Ann Ito;3d;Bob;5k
2;Cy;2k;Di;2k
3;Ed;1k;Fy;1d
4;Lee, Jo;12k;Max;10k
5;Ona;5d;Pim;25k
"""
SHOWN = ("board", "stones", "komi", "komi_text", "effective_komi", "tie_text", "nigiri", "warnings", "advice",
         "summary")


def go_round(**request):
    return calculate({"command": "go-round", "system": "ogs", **request})


def table(reply):
    """What the page's table shows of each board."""
    assert "error" not in reply, reply
    return [({key: b[key] for key in SHOWN}, b["black"]["name"], b["black"]["rank"], b["white"]["name"],
             b["white"]["rank"]) for b in reply["boards"]]


def spreadsheet(text: str, delimiter: str) -> str:
    """The CSV as a spreadsheet saves it with another delimiter (or copies it: tabs)."""
    rows = list(csv.reader(io.StringIO(text)))
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return out.getvalue()


@pytest.fixture(scope="module", params=LANGUAGES)
def download(request):
    reply = go_round(pairings=PAIRINGS, lang=request.param)
    assert reply["errors"] == [] and len(reply["boards"]) == 5
    return request.param, reply


def test_the_download_covers_every_kind_of_board(download):
    _, reply = download
    boards = {b["board"]: b for b in reply["boards"]}
    assert boards[1]["black"]["name"] == "Bob" and boards[1]["stones"] > 0
    assert boards[2]["nigiri"] is False and boards[2]["black"]["name"] == "Di"  # the header gave the colours
    assert boards[3]["black"]["name"] == "Ed"
    assert boards[4]["black"]["name"] == "Lee, Jo"
    assert boards[5]["warnings"]
    assert len(reply["csv"].splitlines()[0].split(",")) == 12  # and Black's chance by the two models


@pytest.mark.parametrize("pasted_in", LANGUAGES)
def test_the_download_pasted_back_gives_the_same_table_in_every_language(download, pasted_in):
    lang, reply = download
    again = go_round(pairings=reply["csv"], lang=pasted_in)
    assert again["errors"] == []
    assert [row[1:] for row in table(again)] == [row[1:] for row in table(reply)]
    if pasted_in == lang:
        assert table(again) == table(reply)
        assert again["csv"] == reply["csv"]


def test_a_nigiri_comes_back_as_a_nigiri_without_its_mark():
    for lang in LANGUAGES:
        reply = go_round(pairings="Cy 2k - Di 2k\nAnn 3d - Bob 5k", lang=lang)
        assert reply["boards"][0]["nigiri"] is True
        again = go_round(pairings=reply["csv"], lang=lang)
        assert table(again) == table(reply)
        assert {again["boards"][0]["black"]["name"], again["boards"][0]["white"]["name"]} == {"Cy", "Di"}


@pytest.mark.parametrize("delimiter", ["\t", ";"])
def test_a_spreadsheets_tabs_or_semicolons(download, delimiter):
    lang, reply = download
    again = go_round(pairings=spreadsheet(reply["csv"], delimiter), lang=lang)
    assert table(again) == table(reply)


def test_an_edited_rank_gives_the_new_stones_and_the_computed_columns_are_ignored():
    reply = go_round(pairings=PAIRINGS)
    rows = list(csv.reader(io.StringIO(reply["csv"])))
    assert rows[1][:5] == ["1", "Bob", "5k", "Ann Ito", "3d"]
    rows[1][2] = "2k"  # Bob is now 2k
    rows[1][5:] = ["99", "x", "y", "z", "nonsense - here"]
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    again = go_round(pairings=out.getvalue())
    assert again["errors"] == []
    single = calculate({"command": "go", "system": "ogs", "ranks": ["2k", "3d"]})
    first = again["boards"][0]
    assert (first["black"]["rank"], first["white"]["rank"]) == ("2k", "3d")
    assert (first["stones"], first["komi"]) == (single["stones"], single["komi"])
    assert table(again)[1:] == table(reply)[1:]


def test_ranks_are_ranks_whatever_scale_the_form_holds():
    ratings = go_round(pairings="Ann 2100 - Bob 1700", scale="egf")
    assert ratings["errors"] == []
    again = go_round(pairings=ratings["csv"], scale="egf")  # the form still says EGF ratings
    assert again["errors"] == []
    assert [(b["black"]["rank"], b["white"]["rank"]) for b in again["boards"]] == \
        [(b["black"]["rank"], b["white"]["rank"]) for b in ratings["boards"]]


def test_rows_without_the_header_and_boards_left_empty():
    reply = go_round(pairings=PAIRINGS)
    body = reply["csv"].split("\r\n", 1)[1]
    assert table(go_round(pairings=body)) == table(reply)
    numbered = "\n".join("," + line.split(",", 1)[1] for line in body.splitlines() if line)
    header = reply["csv"].splitlines()[0]
    again = go_round(pairings=header + "\n" + numbered)
    assert [b["board"] for b in again["boards"]] == [1, 2, 3, 4, 5]


def test_only_the_first_five_columns_with_the_header():
    reply = go_round(pairings=PAIRINGS, lang="fr")
    out = io.StringIO()
    csv.writer(out).writerows(row[:5] for row in csv.reader(io.StringIO(reply["csv"])))
    assert table(go_round(pairings=out.getvalue(), lang="fr")) == table(reply)


def test_a_bad_export_line_is_named_and_the_others_computed():
    reply = go_round(pairings=PAIRINGS, lang="de")
    lines = reply["csv"].splitlines()
    lines[2] = "zwei," + lines[2].split(",", 1)[1]
    lines[3] = lines[3].replace(",1k,", ",stark,")
    lines[4] = "4,Lee"
    again = go_round(pairings="\n".join(lines), lang="de")
    assert [b["board"] for b in again["boards"]] == [1, 5]
    errors = {e["line"]: e["message"] for e in again["errors"]}
    assert set(errors) == {3, 4, 5}
    assert "„zwei“" in errors[3] and "Brettnummer" in errors[3]
    assert "stark" in errors[4]
    assert "2" in errors[5]  # two fields found


def test_the_header_is_recognised_by_its_words_in_each_language():
    for lang in LANGUAGES:
        header = go_round(pairings=PAIRINGS, lang=lang)["csv"].splitlines()[0]
        # A header alone: no errors, no boards (it is not read as a pairing) in any request language.
        for asked in ("en", lang):
            reply = go_round(pairings=header + "\n1,A,3k,B,3k,0,6.5,6.5,x,", lang=asked)
            assert reply["errors"] == [] and len(reply["boards"]) == 1
            assert reply["boards"][0]["black"]["name"] == "A" and reply["boards"][0]["nigiri"] is False


def test_the_other_input_forms_are_unchanged():
    text = "1  Alice Martin 3d - Bob Stone 5k\n2, Carol, 1k, Dan, 4k\nEve 2d vs Frank 2d"
    reply = go_round(pairings=text)
    assert reply["errors"] == []
    assert [(b["board"], b["black"]["name"], b["nigiri"]) for b in reply["boards"]] == \
        [(1, "Bob Stone", False), (2, "Dan", False), (3, "Eve", True)]
    colours = go_round(pairings="Board;White;Rank;Black;Rank\n1;Ann;2k;Bob;2k")
    assert (colours["boards"][0]["black"]["name"], colours["boards"][0]["nigiri"]) == ("Bob", False)
    # A ten-field line that is not the download's shape is still an error naming the fields.
    bad = go_round(pairings="x,1,Ann,3d,Bob,5k,a,b,c,d\n2,Ann,3d,Bob,5k")
    assert [(e["line"], e["message"][:17]) for e in bad["errors"]] == [(1, "found 10 fields; ")]
    assert [b["board"] for b in bad["boards"]] == [2]
    # A first line of ten fields with a player in it is a pairing, not the download's header.
    trailing = go_round(pairings="Ann 3d - Bob 5k,,,,,,,,,")
    assert trailing["errors"] == [] and trailing["boards"][0]["black"]["name"] == "Bob"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_another_programs_ten_columns_listing_white_first_keep_their_colours(lang):
    """Ten header columns are the download's only when they do not name White before Black in
    words the engine knows: the download lists Black first, another program may list White first."""
    header = {"en": "Board;White;Rank;Black;Rank;Club;Club;Country;Country;Result",
              "de": "Brett;Weiß;Rang;Schwarz;Rang;Verein;Verein;Land;Land;Ergebnis"}[lang]
    reply = go_round(pairings=f"{header}\n1;Ann;3d;Bob;5k\n2;Cy;2k;Di;2k", lang=lang)
    assert reply["errors"] == []
    assert [(b["black"]["name"], b["white"]["name"], b["nigiri"]) for b in reply["boards"]] == \
        [("Bob", "Ann", False), ("Di", "Cy", False)]
