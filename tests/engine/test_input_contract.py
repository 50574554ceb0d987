"""The input contract of every command of the JSON API (``api.HANDLERS``): each awkward value a
user may type or a link may carry has one defined answer — accepted (and normalised) or rejected
with an error that names the field, shows the value and says what is allowed. docs/input.md
states the same rules; its table (tests/fixtures/input_contract.py) is this file's test data."""

from __future__ import annotations

import json

import pytest

from handicap.api import HANDLERS, calculate, calculate_json
from tests.fixtures.input_contract import BASE, CASES, INF, NAN


@pytest.mark.parametrize(("command", "change", "expected"), CASES,
                         ids=[f"{c}-{json.dumps(ch, default=str)[:60]}" for c, ch, _ in CASES])
def test_defined_answer(command, change, expected):
    request = {**BASE[command], **change}
    request = {k: v for k, v in request.items() if v is not None}
    reply = calculate(request)
    if expected[0] == "ok":
        assert "error" not in reply, reply.get("error")
        assert reply["command"] == command
        for key, value in expected[1].items():
            assert reply[key] == value, key
    else:
        _, field, words = expected
        assert set(reply) == {"error"}, reply
        assert reply["error"]["field"] == field
        message = reply["error"]["message"]
        assert "\n" not in message and "internal error" not in message
        for word in words:
            assert word in message


def test_every_command_has_cases():
    assert {command for command, _, _ in CASES} == set(HANDLERS)


JUNK = ["0k", "10d", "31k", "5 kyu", " 3D ", 0, -1, 1e300, NAN, INF, "NaN", "-Infinity", "", "   ", True, None,
        [], [1, 2, 3], {"a": 1}, "nope", 2.5, "2.5", 1, "<script>alert(1)</script>", "a\nb\u0000"]


@pytest.mark.parametrize("command", list(HANDLERS))
def test_junk_in_any_field_gets_an_answer_on_one_line(command):
    """Every field of every command, with every junk value: a result, or an error on one line that
    names a request field. Through the JSON boundary the page uses, so NaN never leaks out."""
    keys = set(BASE[command]) | {"board", "rules", "system", "counting"} | {k for c, ch, _ in CASES if c == command for k in ch}
    keys.discard("command")
    for key in sorted(keys):
        for value in JUNK:
            text = calculate_json(json.dumps({**BASE[command], key: value}))
            reply = json.loads(text)  # strict JSON: calculate_json refuses NaN
            if "error" in reply:
                assert isinstance(reply["error"]["field"], str) and reply["error"]["field"]
                assert "\n" not in reply["error"]["message"], (key, value)
                assert "internal error" not in reply["error"]["message"], (key, value)
            else:
                assert reply["command"] == command


def test_request_must_be_an_object():
    for request in ([1], "go", 3, None):
        assert calculate(request) == {"error": {"field": "request", "message": "must be a JSON object"}}
    assert json.loads(calculate_json("{bad"))["error"]["field"] == "request"
    assert json.loads(calculate_json("[" * 100000))["error"]["field"] in ("request",)


@pytest.mark.parametrize(("command", "field"), [
    ("go", "board"), ("go", "rules"), ("go", "counting"), ("go", "system"), ("go", "max_stones"),
    ("go", "difference_mode"), ("go", "komi_mode"), ("go", "names"), ("go", "no_handicap_above"),
    ("go-table", "up_to"), ("game", "board"), ("game", "rules"), ("rate", "volatility"), ("rate", "tau"),
    ("chess", "K"), ("chess", "total"), ("chess", "clock"), ("chess", "method"),
])
def test_null_and_blank_mean_not_given(command, field):
    """One rule for an optional field (fields.given): null, "" and spaces all mean "not given"."""
    base = {key: value for key, value in BASE[command].items() if key != field}
    without = calculate(base)
    assert "error" not in without
    for value in (None, "", "   "):
        assert calculate({**base, field: value}) == without, (field, value)
