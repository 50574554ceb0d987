"""An error about one of the two players names which (``player``: 1 or 2), so that the page marks
that player's field; an error about the pair as a whole, or about another field, names no one."""

from __future__ import annotations

import pytest

from handicap.api import calculate

GO = {"command": "go", "system": "ogs", "board": 13, "rules": "japanese"}


@pytest.mark.parametrize(("request_", "field", "player"), [
    ({"ranks": ["1d", "5x"]}, "ranks", 2),
    ({"ranks": ["0k", "5k"]}, "ranks", 1),
    ({"ratings": ["1500", "0"]}, "ratings", 2),
    ({"ratings": [1500, 1400], "deviations": [10, -3]}, "deviations", 2),
    ({"ratings": [1500, 1400], "deviations": ["abc", 3]}, "deviations", 1),
    ({"system": "goldis", "board": 19, "log_ratings": [5000, 2235]}, "log_ratings", 1),
    ({"teams": [["5k"], ["3k", "99k"]]}, "teams", 2),
    ({"ranks": ["1d", "2k"], "names": ["a", 3]}, "names", 2),
    ({"system": "goldis", "board": 19, "ranks": ["1d", "29k"]}, "ranks", 2),  # below Goldis's Table 1
])
def test_errors_name_the_player(request_, field, player):
    reply = calculate({"command": "go", **request_})
    assert reply["error"]["field"] == field
    assert reply["error"]["player"] == player


@pytest.mark.parametrize("request_", [
    {"ranks": ["5k"]},                      # the pair as a whole
    {"ranks": ["5k", "1d"], "board": 8},    # another field
    {"rank_diff": -1},
])
def test_errors_about_no_one_player_have_no_player_key(request_):
    reply = calculate({**GO, **request_})
    assert set(reply["error"]) == {"field", "message"}
