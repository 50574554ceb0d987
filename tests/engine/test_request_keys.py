"""A key no command reads is refused by name, never silently ignored: ``{"command": "go", "bord": 9,
"rank_diff": 8}`` once answered for the default 19×19 board. The error names the key (its
``field``) and the nearest known key, in the request's language; several unknown keys are each
named (``field_errors``). The same through the library (``calculate``), the page's worker path
(``calculate_json``, JSON in and out) and any request built at run time (``calculate_untyped``).
The known keys are the request types' (``handicap.request_types.Request``)."""

from __future__ import annotations

import json
import time

import pytest

from handicap.api import KEYS, NAMED_KEYS, calculate, calculate_json, calculate_untyped
from handicap.request_types import Request

MISSPELT = {"command": "go", "bord": 9, "rank_diff": 8}


def test_a_misspelt_key_is_refused_not_answered_for_the_default():
    reply = calculate_untyped(MISSPELT)
    assert "stones" not in reply and "board" not in reply
    assert reply == {"error": {"field": "bord", "message": '"bord" is not a request key: did you mean "board"?'}}
    assert calculate_untyped({**MISSPELT, "board": 9, "bord": None})["error"]["field"] == "bord"  # even beside the right one


def test_the_workers_path_refuses_it_too():
    reply = json.loads(calculate_json(json.dumps(MISSPELT)))
    assert reply["error"]["field"] == "bord" and '"board"' in reply["error"]["message"]


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "is not a request key"), ("fr", "n'est pas une clé de requête"), ("de", "ist kein Schlüssel"),
    ("ja", "リクエストのキーではありません"), ("ko", "요청 키가 아닙니다"), ("zh", "不是请求的键"),
])
def test_in_every_language_the_key_and_the_nearest_are_named(lang, words):
    message = calculate_untyped({**MISSPELT, "lang": lang})["error"]["message"]
    assert words in message and '"bord"' in message and '"board"' in message


@pytest.mark.parametrize(("key", "nearest"), [
    ("rank-diff", "rank_diff"), ("Board", "board"), ("sytem", "system"), ("comand", "command"), ("langue", "lang"),
    ("pairing", "pairings"), ("max_stone", "max_stones"), ("elos", "elo"),
])
def test_the_nearest_known_key_is_named(key, nearest):
    error = calculate_untyped({"command": "go", "rank_diff": 3, key: "x"})["error"]
    assert error["field"] == key and error["message"].endswith(f'did you mean "{nearest}"?')


def test_a_key_like_none_says_where_the_keys_are_listed():
    error = calculate_untyped({"command": "go", "rank_diff": 3, "zzzzqq": 1})["error"]
    assert error == {"field": "zzzzqq", "message": '"zzzzqq" is not a request key (docs/input.md lists them)'}


def test_every_unknown_key_is_named():
    reply = calculate_untyped({"command": "go", "bord": 9, "rank_dif": 8, "rules": "japanese", 7: 1})
    assert [e["field"] for e in reply["field_errors"]] == ["bord", "rank_dif", "7"]
    assert reply["error"] == reply["field_errors"][0]


def test_a_flood_of_unknown_keys_is_refused_quickly_naming_the_first():
    request = {"command": "go", "rank_diff": 3, **{f"junk{i}": i for i in range(200_000)}}
    started = time.process_time()
    reply = calculate_untyped(request)
    assert time.process_time() - started < 2.0
    assert [e["field"] for e in reply["field_errors"]] == [f"junk{i}" for i in range(NAMED_KEYS)]


@pytest.mark.parametrize("key", sorted(KEYS - {"command"}))
def test_every_declared_key_is_taken(key):
    """Each key of the request types passes the check (a command that does not read it leaves it)."""
    reply = calculate({"command": "go-systems", key: None})  # type: ignore[misc]
    assert "error" not in reply, reply


def test_the_keys_are_the_request_types():
    assert KEYS == set(Request.__optional_keys__) | {"command"}
