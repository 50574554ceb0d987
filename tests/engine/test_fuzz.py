"""Fuzzing the JSON boundary: valid and invalid requests alike get an answer, never an
exception — a result that keeps its system's invariants, or an error naming a field."""

from __future__ import annotations

import json
import math
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from handicap.api import COMMANDS, calculate, calculate_json

import os
FUZZ_CASES = int(os.environ.get("FUZZ_CASES", 10_000))

# Every request key any command reads, plus junk.
FIELD_NAMES = [
    "command", "system", "board", "counting", "rank_diff", "rules",
    "ranks", "ratings", "deviations", "log_ratings", "teams", "difference_mode", "custom_difference",
    "max_stones", "no_handicap_above", "stones", "komi", "custom_stones", "komi_mode", "names", "up_to",
    "score", "elo", "k", "total", "wins", "draws", "losses", "s1", "s2", "ratio", "calibrate",
    "rating", "deviation", "volatility", "results", "tau",
    "x", "", "__class__",
]

numbers_as_text = st.one_of(
    st.integers(-100, 3000).map(str),
    st.decimals(-50, 50, places=2, allow_nan=False).map(str),
    st.sampled_from(["nan", "NaN", "inf", "-Infinity", "1e999", "1/0", "7/3", " 4 ", "", "  ", "0x10", "½"]),
)
ranks_as_text = st.sampled_from(["5k", "2d", "1p", "0k", "10d", "31k", "5 kyu", " 3D ", "9p", "30k", "1K"])
choices_as_text = st.sampled_from([
    "jewdan", "ogs", "ogs-proposal", "old-japanese", "ogs-legacy", "traditional", "goldis",
    "japanese", "korean", "chinese", "aga", "ing", "nz", "territory", "area", "go", "chess", "game", "rate",
    "auto", "none", "custom", "auto-1", "auto-2", "auto-3", "auto+1", "win", "loss", "draw",
    "<script>alert(1)</script>", "JEWDAN", "\u0000", "🐢",
])
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    numbers_as_text, ranks_as_text, choices_as_text, st.text(max_size=12),
)
values = st.one_of(scalars, st.lists(scalars, max_size=3), st.dictionaries(st.text(max_size=4), scalars, max_size=2))

# Mostly well-formed Go requests, so the result paths are fuzzed too, not only the errors.
go_requests = st.fixed_dictionaries(
    {"command": st.just("go"),
     "system": st.sampled_from(["jewdan", "ogs", "ogs-proposal", "old-japanese", "ogs-legacy", "traditional"]),
     "board": st.one_of(st.sampled_from([19, 13, 9, "19", "13", "9"]), st.integers(3, 30)),
     "rank_diff": st.one_of(st.integers(0, 60), st.fractions(0, 60, max_denominator=8).map(str), numbers_as_text)},
    optional={"counting": st.sampled_from(["territory", "area", "x"]),
              "rules": st.sampled_from(["japanese", "korean", "chinese", "aga", "ing", "nz", "x"]),
              "difference_mode": st.sampled_from(["auto", "none", "custom", "auto-1", "auto-3", "auto+1"]),
              "custom_stones": st.one_of(st.integers(-1, 10), numbers_as_text),
              "komi_mode": st.sampled_from(["auto", "none", "custom"]),
              "komi": st.one_of(st.integers(-101, 101), st.fractions(-20, 20, max_denominator=4).map(str)),
              "names": st.lists(st.one_of(st.none(), st.text(max_size=45)), min_size=0, max_size=3)},
)

requests = st.one_of(
    go_requests,
    st.builds(
        lambda command, rest: {**rest, "command": command},
        st.one_of(st.sampled_from(sorted(COMMANDS)), scalars),
        st.dictionaries(st.sampled_from(FIELD_NAMES), values, max_size=7),
    ),
    st.dictionaries(st.sampled_from(FIELD_NAMES), values, max_size=7),
    values,  # not even an object
)

def is_half_multiple(x: float) -> bool:
    return math.isfinite(x) and Fraction(x) * 2 == int(Fraction(x) * 2)


def check_invariants(reply: dict) -> None:
    if "stones" in reply and reply.get("command", "go") == "go":
        assert isinstance(reply["stones"], int) and reply["stones"] >= 0
        if reply.get("max_stones") is not None:
            assert reply["stones"] <= reply["max_stones"] or any(
                w.get("code") == "beyond_maximum" for w in reply.get("warnings", []))
        assert is_half_multiple(reply["komi"])


@settings(max_examples=FUZZ_CASES, deadline=None, suppress_health_check=list(HealthCheck))
@given(requests)
def test_fuzzed_requests_always_get_an_answer(request):
    reply = calculate(request)
    text = json.dumps(reply, allow_nan=False)  # no NaN or Infinity ever reaches the page
    assert isinstance(reply, dict)
    if "error" in reply:
        assert set(reply) == {"error"}
        error = reply["error"]
        assert isinstance(error["field"], str) and error["field"]
        assert isinstance(error["message"], str) and error["message"]
        assert "internal error" not in error["message"], (request, error)
    else:
        check_invariants(reply)
    assert json.loads(calculate_json(json.dumps(request, allow_nan=True, default=str))) is not None
    assert text
