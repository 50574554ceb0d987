"""Bad input is an error value naming the field and what is allowed; the CLI exits 2 with one line."""

from __future__ import annotations

import json

import pytest

from handicap.api import calculate, calculate_json
from tests.support.cli import run_cli
from tests.support.lanes import first_of_each


@pytest.mark.parametrize(("request_", "field", "words"), [
    ({"rank_diff": -1}, "rank_diff", "from 0"),
    ({"rank_diff": "abc"}, "rank_diff", "not a rank difference"),
    ({"rank_diff": ""}, "rank_diff", "empty"),
    ({"rank_diff": "nan"}, "rank_diff", "finite"),
    ({"rank_diff": float("inf")}, "rank_diff", "finite"),
    ({"rank_diff": True}, "rank_diff", "not a rank difference"),
    ({"rank_diff": None}, "rank_diff", "not a rank difference"),
    ({"rank_diff": 1e300}, "rank_diff", "to 100"),
    ({}, "rank_diff", "missing"),
    ({"rank_diff": 3, "board": 27}, "board", "from 5 to 25"),
    ({"rank_diff": 3, "board": 4}, "board", "from 5 to 25"),
    ({"rank_diff": 3, "board": "13.5"}, "board", "from 5 to 25"),
    ({"rank_diff": 3, "board": 7, "system": "ogs"}, "board", "covers only 19×19, 13×13, 9×9"),
    ({"rank_diff": 3, "board": "x", "system": "ogs"}, "board", "19, 13, 9"),
    ({"rank_diff": 3, "board": 19, "system": "old-japanese"}, "board", "covers only 13×13, 9×9"),
    ({"rank_diff": 3, "rules": "tromp-taylor"}, "rules", "japanese, korean, chinese, aga, ing, nz, french"),
    ({"rank_diff": 3, "counting": "stones"}, "counting", "territory, area"),
    ({"rank_diff": 3, "system": "nope"}, "system", "jewdan"),
    ({"rank_diff": 3, "command": "poker"}, "command", "go"),
])
def test_bad_input_names_the_field(request_, field, words):
    reply = calculate({"command": "go", **request_} if "command" not in request_ else request_)
    assert set(reply) == {"error"}
    assert reply["error"]["field"] == field
    assert words in reply["error"]["message"]


def test_non_object_and_bad_json():
    assert calculate([1, 2])["error"]["field"] == "request"
    assert json.loads(calculate_json("{oops"))["error"]["field"] == "request"


def test_normalises_case_and_spaces():
    reply = calculate({"board": " 13 ", "counting": " AREA ", "rank_diff": " 4 "})
    assert (reply["stones"], reply["komi"]) == (2, -0.5)


def test_cli_json_acceptance_example():
    done = run_cli("go", "--system", "jewdan", "--board", "13", "--counting", "area", "--rank-diff", "4", "--json")
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["stones"] == 2 and reply["komi"] == -0.5


def test_cli_human_output():
    done = run_cli("go", "--board", "9", "--rank-diff", "8")
    assert done.returncode == 0
    assert "2 handicap stones" in done.stdout and "komi 2.5" in done.stdout


@pytest.mark.parametrize("args", first_of_each([
    ("go", "--board", "27", "--rank-diff", "1"),
    ("go", "--system", "ogs", "--board", "7", "--rank-diff", "1"),
    ("go", "--system", "ogs", "--ranks", "5k", "1x"),
    ("go", "--system", "ogs", "--ranks", "5k"),
    ("go", "--system", "goldis", "--log-ratings", "2673", "abc"),
    ("go-table", "--system", "nope"),
    ("go", "--rank-diff", "x"),
    ("go", "--rank-diff", "-2"),
    ("go", "--counting", "both", "--rank-diff", "2"),
    ("go",),
    ("go", "--bogus"),
    ("fly",),
    ("game", "--stones", "2"),
    ("game", "--stones", "2", "--komi", "1", "--board", "11"),
    ("game", "--stones", "2", "--komi", "1", "--black-rating", "1500"),
    ("rate", "--rating", "1500"),
    ("rate", "--rating", "1500", "--deviation", "200", "--result", "win"),
    ("rate", "--rating", "1500", "--deviation", "200", "--tau", "0"),
], lambda args: "cli"))  # each a process: the first in the light lane (test_cli_errors.py has each command's)
def test_cli_bad_input_exits_2_with_one_line(args):
    done = run_cli(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_a_reply_json_cannot_carry_is_the_engines_internal_error(monkeypatch: pytest.MonkeyPatch, lang: str):
    """A bug that puts NaN (or an object) into a reply: still an answer, in the request's
    language, naming the kind of error; no exception escapes calculate_json."""
    from handicap import api, i18n
    monkeypatch.setattr(api, "calculate", lambda request: {"stones": float("nan")})
    reply = json.loads(calculate_json(json.dumps({"lang": lang})))
    expected = i18n.catalogue(lang)["error.request.internal"].format(kind="ValueError")
    assert reply == {"error": {"field": "request", "message": expected}}
    monkeypatch.setattr(api, "calculate", lambda request: {"stones": object()})
    assert json.loads(calculate_json("{}"))["error"]["message"] == \
        i18n.catalogue("en")["error.request.internal"].format(kind="TypeError")


def test_the_internal_error_reply_the_worker_falls_back_on():
    from handicap import api, i18n
    for lang in i18n.LANGUAGES:
        reply = json.loads(api.internal_error_json("LookupError", lang))
        assert reply == {"error": {"field": "request",
                                   "message": i18n.catalogue(lang)["error.request.internal"].format(kind="LookupError")}}
    assert json.loads(api.internal_error_json("KeyError", "xx")) == json.loads(api.internal_error_json("KeyError", "en"))
