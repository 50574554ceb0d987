"""What a tournament file's own text can do wrong, and how go-round and the command line say it:
a lone surrogate a reader decodes is replaced, never an internal error or a reply that cannot be
written; a game without a player and a player without a name are a line's error; an empty file is
the file's error; a bad setting inside a file names the file's element and line, never a flag or
a form field the user did not touch.

The files are real (tests/fixtures/round/: Frioul 2018 as pairgoth saved it, Toulouse 2024 as
OpenGotha saved it, pairgoth's sample of the MacMahon format; see make_files.py), each changed
in the one place a test names. Mutations of every kind: test_reader_fuzz.py."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from handicap import cli
from handicap.api import calculate, calculate_json
from handicap.go.files import pairgoth
from handicap.go.pairings import MAX_BYTES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "round"


def text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def go_round(**request: object) -> dict:
    return calculate({"command": "go-round", **request})


def run_cli(tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    path = tmp_path / "file"
    path.write_text(content, encoding="utf-8")
    status = cli.main(["go-round", "--file", str(path), *extra])
    out, err = capsys.readouterr()
    return status, out, err


# --- A lone surrogate a reader decodes --------------------------------------------------------

def tour_with_escaped_surrogate() -> tuple[str, str]:
    """Frioul 2018 with the JSON escape of a lone surrogate in the name of a player of round 4
    (the file's text holds only ASCII there: the API's check of request texts cannot see it)."""
    source = text("frioul-2018.tour")
    data = json.loads(source)
    player = data["games"][3][0]["w"]
    name = next(p["name"] for p in data["players"] if p["id"] == player)
    at = source.index(f'"name" : "{name}"')
    return source[:at] + f'"name" : "\\ud800{name}' + source[at + len(f'"name" : "{name}'):], name


def test_a_surrogate_escaped_in_a_tour_name_is_replaced() -> None:
    source, name = tour_with_escaped_surrogate()
    reply = go_round(file=source)
    encoded = json.dumps(reply, ensure_ascii=False, allow_nan=False).encode("utf-8")  # strict UTF-8
    assert "error" not in reply and len(reply["boards"]) == 22
    names = [side["name"] for b in reply["boards"] for side in (b["black"], b["white"])]
    assert f"\ufffd{name}" in " ".join(names)
    assert "internal error" not in calculate_json(json.dumps({"command": "go-round", "file": source}))
    assert f"\ufffd{name}".encode() in encoded


def test_a_surrogate_escaped_anywhere_in_a_tour_is_replaced() -> None:
    """Keys, the tournament's name, a game's table: every decoded text."""
    source = text("frioul-2018.tour").replace('"name" : "Frioul 2018"', '"name" : "Fri\\udfffoul", "\\udc00" : 1', 1)
    source = source.replace('"t" : 1,', '"t" : "\\ud83d",', 1)
    reply = go_round(file=source, round=1)
    json.dumps(reply, ensure_ascii=False).encode("utf-8")
    assert reply["tournament"] == "Fri\ufffdoul"
    assert any("\ufffd" in e["text"] for e in reply["errors"])  # the table "\ud83d" is a line's error


def test_the_command_line_prints_a_round_whose_file_escapes_a_surrogate(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    source, name = tour_with_escaped_surrogate()
    status, out, err = run_cli(tmp_path, source, capsys)
    assert status == 0 and err == ""
    assert f"\ufffd{name}" in out


# --- Reading is linear ------------------------------------------------------------------------

def test_a_valid_tour_near_the_size_limit_is_read_at_once() -> None:
    """pairgoth's file with its first round's games repeated to nearly 2 MB: every game's line is
    found in one pass (counting from the file's start for each game took 13 s)."""
    data = json.loads(text("frioul-2018.tour"))
    data["games"][0] = data["games"][0] * 480
    source = json.dumps(data, indent=2)
    assert 1_800_000 < len(source) < MAX_BYTES
    start = time.process_time()
    reply = go_round(file=source)
    assert time.process_time() - start < 1.0
    assert len(reply["boards"]) + len(reply["errors"]) == 22  # scores of 480 wins are out of range for some
    lines = pairgoth._game_lines(source, sum(len(games) for games in data["games"]))
    assert len(lines) == sum(len(games) for games in data["games"])
    last = source.rindex("{", 0, source.rindex('"id": '))
    assert lines[-1] == source[:last].count("\n") + 1  # the last game's own line (its opening brace)


# --- OpenGotha: a game without a player, a player without a name ------------------------------

def test_a_game_without_white_and_a_player_without_a_name_are_line_errors(tmp_path: Path,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    source = text("toulouse-2024.xml")
    source = source.replace('firstName="Andéol" grade="2D" name="EVAIN"', 'firstName="" grade="2D" name=""')
    game = '<Game blackPlayer="EVAINANDÉOL" handicap="0" knownColor="true" result="RESULT_WHITEWINS" ' \
           'roundNumber="6" tableNumber="1" whitePlayer="JUHTAEHWAN"/>'
    assert game in source
    source = source.replace(game, game.replace(' whitePlayer="JUHTAEHWAN"', "").replace("EVAINANDÉOL", ""))
    reply = go_round(file=source)
    assert [e["message"] for e in reply["errors"]] == ["this <Game> has no whitePlayer"]
    assert reply["errors"][0]["line"] == source[:source.index('roundNumber="6" tableNumber="1"')].count("\n") + 1
    assert len(reply["boards"]) == 14  # the round's other games
    status, out, err = run_cli(tmp_path, source, capsys)
    assert status == 0 and "internal error" not in out + err
    assert "this <Game> has no whitePlayer" in err  # the line not read, on stderr


# --- An empty file ----------------------------------------------------------------------------

@pytest.mark.parametrize("empty", ["", "   \n\t\n"])
def test_an_empty_file_is_the_files_error(empty: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for field in ("file", "opengotha"):
        assert go_round(**{field: empty})["error"] == {
            "field": field, "message": "is empty: open a tournament file that holds its players and games"}
    status, _, err = run_cli(tmp_path, empty, capsys)
    assert status == 2
    assert err == "handicap go-round: error: --file: is empty: open a tournament file that holds its players and " \
                  "games\n"
    assert go_round(pairings="")["error"]["field"] == "pairings"  # nothing given: the pairings are asked for
    assert go_round(file=empty, lang="fr")["error"]["message"].startswith("est vide")


# --- A bad setting inside a file --------------------------------------------------------------

def line_of(source: str, fragment: str) -> int:
    return source[:source.index(fragment)].count("\n") + 1


def test_a_bad_handicap_correction_in_an_opengotha_file_names_its_element(tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    source = re.sub(r'hdCorrection="\d+"', 'hdCorrection="x7"', text("toulouse-2024.xml"))
    line = line_of(source, 'hdCorrection="x7"')
    error = go_round(file=source)["error"]
    assert error == {"field": "file", "message": f'the file\'s <HandicapParameterSet hdCorrection="x7"> (line {line}): '
                                                 '"x7" is not allowed; use a whole number from −1 to 9'}
    assert go_round(opengotha=source)["error"]["field"] == "opengotha"
    status, _, err = run_cli(tmp_path, source, capsys)
    assert status == 2 and err.startswith("handicap go-round: error: --file: the file's <HandicapParameterSet")
    assert "--handicap-correction" not in err
    # The organiser's own value overrides the file's: then the file's is not read, and the round is computed.
    assert go_round(file=source, handicap_correction=1)["boards"]
    status, _, err = run_cli(tmp_path, source, capsys, "--handicap-correction", "12")
    assert status == 2 and err.startswith("handicap go-round: error: --handicap-correction: ")  # this one was typed


def test_a_bad_ceiling_in_an_opengotha_file_names_its_element() -> None:
    source = re.sub(r'hdCeiling="\d+"', 'hdCeiling="-4"', text("toulouse-2024.xml"))
    error = go_round(file=source, lang="fr")["error"]
    assert error["field"] == "file"
    assert error["message"].startswith(f'le <HandicapParameterSet hdCeiling="-4"> du fichier (ligne '
                                       f'{line_of(source, "hdCeiling")})')


def test_a_bad_adjustment_in_a_macmahon_file_names_its_element() -> None:
    source = re.sub(r"<HandicapAdjustmentValue>[^<]*</HandicapAdjustmentValue>",
                    "<HandicapAdjustmentValue>-40</HandicapAdjustmentValue>", text("macmahon-sample.xml"))
    assert "<HandicapAdjustmentValue>-40<" in source
    error = go_round(file=source)["error"]
    assert error["field"] == "file"
    assert error["message"].startswith(f"the file's <HandicapAdjustmentValue>-40</HandicapAdjustmentValue> (line "
                                       f"{line_of(source, '<HandicapAdjustmentValue>')}): ")


def test_a_huge_correction_in_a_tour_names_the_files_setting() -> None:
    data = json.loads(text("frioul-2018.tour"))
    data["pairing"]["handicap"]["correction"] = 10 ** 400
    source = json.dumps(data, indent=2)
    error = go_round(file=source)["error"]
    assert error["field"] == "file"
    assert error["message"].startswith(f"the file's \"correction\": 1{'0' * 30} (line {line_of(source, 'correction')}): ")
