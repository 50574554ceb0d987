"""Plain words where the engine used to pass on raw ones: a truncated pairgoth file named by its
line without the JSON reader's own message, the Full table's source by its title, counts with their
real plural forms, the chess headline's common increment when there is none, and Check a game's
counts of ranks. The pairgoth file is tests/fixtures/round/frioul-2018.tour (pairgoth's own save of
a real tournament, see tests/fixtures/round/make_files.py), cut short here as a failed download or
copy leaves it."""

from __future__ import annotations

from pathlib import Path

import pytest

from handicap import i18n
from handicap.api import calculate
from handicap.go.round_words import recorded_summary
from handicap.go.words import hints
from handicap.i18n import using
from handicap.ranks import display, parse_rank
from tests.support.languages import LANGUAGES

TOUR = Path(__file__).resolve().parents[1] / "fixtures" / "round" / "frioul-2018.tour"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_truncated_pairgoth_file_names_its_line_in_plain_words(lang: str) -> None:
    whole = TOUR.read_text(encoding="utf-8")
    cut = whole[: len(whole) // 2]
    line = cut.count("\n") + 1
    reply = calculate({"command": "go-round", "file": cut, "lang": lang})
    message = reply["error"]["message"]
    assert str(line) in message
    assert "Unterminated" not in message and "Expecting" not in message and "JSON" not in message
    if lang == "en":
        assert message == (f"stops or breaks off at line {line}: it is not a whole pairgoth file. Save it again from "
                           "pairgoth and open the new copy.")


@pytest.mark.parametrize(("games", "differ", "words"), [
    (1, 0, "The file records the handicap of 1 game: it is the system's."),
    (9, 0, "The file records the handicap of 9 games: each is the system's."),
    (1, 1, "The file records the handicap of 1 game: 1 differs from the system's."),
    (9, 1, "The file records the handicap of 9 games: 1 differs from the system's."),
    (9, 2, "The file records the handicap of 9 games: 2 differ from the system's."),
])
def test_recorded_games_have_real_plurals(games: int, differ: int, words: str) -> None:
    with using("en"):
        assert recorded_summary(games, differ) == words
    with using("fr"):
        assert "1 partie\u202f:" in recorded_summary(1, 0) and "1 diffère" in recorded_summary(9, 1)


def test_one_rank_is_singular_where_it_is_shown_as_one() -> None:
    """A gap of 0.996 ranks is shown as 1: "1 rank", not "1 ranks" (Jewdan's model: 4.17 ranks
    compensated against a 5.17-rank gap favours White by 1)."""
    reply = calculate({"command": "game", "model": "jewdan", "board": 13, "rules": "japanese", "stones": 2,
                       "komi": "-1.5", "black_rating": 1200, "white_rating": 1500, "winner": "black"})
    assert reply["verdict"].endswith("so it favours White by 1 rank.")


@pytest.mark.parametrize("typed", ["5K", "5 kyu", " 5k ", "5 Kyu"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_summary_says_a_rank_in_its_written_form_not_as_typed(lang: str, typed: str) -> None:
    """However a rank was typed, the summary names the player with the rank as the language
    writes it (en "5k", ja "5級", fr "5e kyu"): the same words as for "5k"."""
    request = {"command": "go", "system": "jewdan", "board": 19, "lang": lang}
    written = calculate({**request, "ranks": ["1d", "5k"]})["summary"]
    summary = calculate({**request, "ranks": ["1d", typed]})["summary"]
    assert summary == written
    if typed.strip() != "5k":
        assert typed.strip() not in summary
    if lang == "en":
        assert "player 2 (5k) takes Black" in summary


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_strength_fields_start_with_ranks_written_as_the_hint_writes_them(lang: str) -> None:
    """The Go form's starting strengths are page words: the engine reads each as the rank it
    stands for (1d, 5k), and where the language writes ranks its own way in the strength hint
    (ja 5級, ko 5급, zh 5级) the fields start in that form, not as 1d and 5k. The hint's example
    is in that form too; it may then say that 5k and 2d are read as well (a shared link writes
    ranks so, and the field shows a link's rank as written), and the engine reads them."""
    words = i18n.catalogue(lang)
    first, second = words["page.go.strength1.default"], words["page.go.strength2.default"]
    assert (parse_rank("p1", first), parse_rank("p2", second)) == (parse_rank("p1", "1d"), parse_rank("p2", "5k"))
    with using(lang):
        hint = str(hints()["strength"]["rank"])  # type: ignore[index]
        written = (display("1d"), display("5k"))
        two_dan = display("2d")
    if lang in ("ja", "ko", "zh"):
        assert (first, second) == written
        assert written[1] in hint, hint
        assert "5k" not in hint or hint.index(written[1]) < hint.index("5k"), hint  # its own form first
        assert parse_rank("p1", "2d") == parse_rank("p1", two_dan) and two_dan != "2d"  # both forms read
