"""The tournament file formats' registry (``handicap.go.files.FORMATS``) is the one list of them:
each registered format has its reader module, every reader module is registered, and everything
that names the formats — the command line's help, the engine's words (the file hint, the error
for a file of no known format), the page's file pickers (go-systems ``file_formats``, and the
study's ``study_file_extensions`` with its hint), the
organisers' guide's table and the reader fuzz test — follows the registry."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

from handicap import cli
from handicap.api import calculate
from handicap.go import files
from handicap.go.files import FORMAT_KEYS, FORMATS, find_format, recognise, xml_root
from handicap.go.files.reader import read_file
from tests.support.round_files import FILES, TEXTS

ROOT = Path(__file__).resolve().parents[2]


def test_each_format_has_its_reader_and_each_reader_is_registered() -> None:
    assert len(set(FORMAT_KEYS)) == len(FORMATS)
    for found in FORMATS:
        module = importlib.import_module(f"handicap.go.files.{found.key}")
        assert callable(module.read_round), found.key
        assert find_format(found.key) is found
        assert found.extensions and all(e.startswith(".") and e == e.lower() for e in found.extensions)
    readers = {m.name for m in pkgutil.iter_modules(files.__path__)
               if hasattr(importlib.import_module(f"handicap.go.files.{m.name}"), "read_round")}
    assert readers == set(FORMAT_KEYS)
    with pytest.raises(KeyError):
        find_format("csv")


def test_a_file_is_recognised_by_the_first_format_whose_test_holds() -> None:
    assert xml_root('<?xml version="1.0"?>\n<!-- x --><TournamentData a="1">') == "TournamentData"
    assert xml_root("<") == "" and xml_root("{") is None
    assert recognise("\ufeff  <Tournament/>").key == "opengotha"  # type: ignore[union-attr]
    assert recognise("<TournamentData/>").key == "macmahon"  # type: ignore[union-attr]
    assert recognise('{"players": []}').key == "pairgoth"  # type: ignore[union-attr]
    assert recognise("; EV[Club]\n").key == "egd"  # type: ignore[union-attr]
    assert recognise("<html><body/></html>") is None
    assert recognise("Alice 3d - Bob 5k") is None


def test_each_real_file_gives_only_the_settings_its_format_registers() -> None:
    for key, names in FILES.items():
        for name in names:
            defaults = read_file(TEXTS[name], None).defaults
            assert set(defaults) <= set(find_format(key).settings), (name, set(defaults) - set(find_format(key).settings))


def test_the_command_line_help_lists_every_format(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["go-round", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    for found in FORMATS:
        assert f"{found.name} ({', '.join(found.extensions)})" in help_text


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_the_engine_says_every_format(lang: str) -> None:
    reply = calculate({"command": "go-systems", "lang": lang})
    assert [f["key"] for f in reply["file_formats"]] == list(FORMAT_KEYS)
    assert [f["extensions"] for f in reply["file_formats"]] == [list(f.extensions) for f in FORMATS]
    error = calculate({"command": "go-round", "file": "hello", "lang": lang})["error"]
    assert error["field"] == "file"
    for shown in reply["file_formats"]:
        assert shown["name"] in shown["label"] and shown["label"] in reply["hints"]["file"]
        assert shown["label"] in error["message"]
        # the study reads them too: its picker offers each one's file names, its hint names it
        assert shown["label"] in reply["hints"]["study_files"]
        assert set(shown["extensions"]) <= set(reply["study_file_extensions"])


def test_the_organisers_table_lists_the_registered_formats() -> None:
    """docs/organisers.md's table of tournament files: one row a format, in the registry's order,
    its program's name first and every file name it is saved under."""
    text = (ROOT / "docs" / "organisers.md").read_text(encoding="utf-8")
    section = text.split("\n## Tournament files", 1)[1]
    table = section.split("| Program | File |", 1)[1].split("\n\n", 1)[0]  # the first table: the files
    rows = re.findall(r"^\| (?!Program|---)([^|]+)\|([^|]+)\|", table, re.MULTILINE)
    assert len(rows) == len(FORMATS), rows
    for (program, saved), found in zip(rows, FORMATS, strict=True):
        assert program.strip().startswith(found.name), (program, found.name)
        assert all(f"`{extension}`" in saved for extension in found.extensions), (saved, found.extensions)
