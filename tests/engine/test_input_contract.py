"""The input contract of every command of the JSON API (``api.HANDLERS``): each awkward value a
user may type or a link may carry has one defined answer — accepted (and normalised) or rejected
with an error that names the field, shows the value and says what is allowed. docs/input.md
states the same rules; this table is its test."""

from __future__ import annotations

import json

import pytest

from handicap.api import HANDLERS, calculate, calculate_json

# A valid request per command; each case changes one field of it.
BASE: dict[str, dict] = {
    "go": {"command": "go", "system": "ogs", "ranks": ["5k", "2d"]},
    "go-table": {"command": "go-table", "system": "ogs"},
    "go-compare": {"command": "go-compare", "ranks": ["5k", "2d"]},
    "go-systems": {"command": "go-systems"},
    "go-round": {"command": "go-round", "system": "traditional", "pairings": "Ann 5k - Bob 2d"},
    "goldis-table": {"command": "goldis-table"},
    "chess-form": {"command": "chess-form"},
    "game": {"command": "game", "stones": 3, "komi": "0.5"},
    "rate": {"command": "rate", "rating": 1500, "deviation": 200, "results": ["win:1400:30"]},
    "chess": {"command": "chess", "method": "elo", "elo": "1800,2000"},
    "chess-clock": {"command": "chess-clock", "base1": "5:00", "base2": "3:00"},
    "go-clock": {"command": "go-clock", "base1": "10", "overtime1": "byoyomi", "periods1": 5, "period1": 30,
                 "base2": "10", "overtime2": "canadian", "stones2": 20, "period2": "5:00"},
}
NAN, INF = float("nan"), float("inf")


def ok(**expected):
    return ("ok", expected)


def error(field, *words):
    return ("error", field, words)


CASES = [
    # --- go: ranks -------------------------------------------------------------------------
    ("go", {"ranks": ["5 kyu", " 3D "]}, ok(rank_difference=7)),       # unit words, case, spaces
    ("go", {"ranks": "5 kyu, 3 dan"}, ok(rank_difference=7)),           # one text for both
    ("go", {"ranks": "5k 2d"}, ok(rank_difference=6)),
    ("go", {"ranks": ["1p", "9d"]}, ok(rank_difference=1)),             # professionals above 9d
    ("go", {"ranks": ["0k", "2d"]}, error("ranks", '"0k"', "out of range", "30k to 1k")),
    ("go", {"ranks": ["10d", "2d"]}, error("ranks", '"10d"', "out of range", "1d to 9d")),
    ("go", {"ranks": ["31k", "2d"]}, error("ranks", '"31k"', "out of range")),
    ("go", {"ranks": ["5", "2d"]}, error("ranks", '"5"', "is not a rank")),
    ("go", {"ranks": ["", "2d"]}, error("ranks", '""', "is not a rank")),
    ("go", {"ranks": [5, "2d"]}, error("ranks", "5 is not a rank")),
    ("go", {"ranks": ["5k"]}, error("ranks", "not a pair", "two values")),
    ("go", {"ranks": {"a": 1}}, error("ranks", '{"a": 1}', "not a pair")),
    # --- go: ratings per scale -----------------------------------------------------------------
    ("go", {"ranks": None, "ratings": [1500, "1500"]}, ok(rank_difference=0, nigiri=True)),
    ("go", {"ranks": None, "ratings": [0, 1500]}, error("ratings", "0 is out of range", "OGS rating from 1 to 10000")),
    ("go", {"ranks": None, "ratings": [-5, 1500]}, error("ratings", "-5 is out of range")),
    ("go", {"ranks": None, "ratings": [1e12, 1500]}, error("ratings", "out of range", "to 10000")),
    ("go", {"ranks": None, "ratings": [NAN, 1500]}, error("ratings", "NaN", "finite")),
    ("go", {"ranks": None, "ratings": ["Infinity", 1500]}, error("ratings", '"Infinity"', "finite")),
    ("go", {"ranks": None, "ratings": [True, 1500]}, error("ratings", "true", "not an OGS rating")),
    ("go", {"ranks": None, "ratings": "2100 2000", "rating_system": " EGF "}, ok(rank_difference=1)),
    ("go", {"ranks": None, "ratings": [4000, 2000], "rating_system": "egf"}, error("ratings", "4000", "−1000 to 3500")),
    ("go", {"ranks": None, "ratings": [2.5, -1.5], "rating_system": "aga"}, ok(rank_difference=2)),
    ("go", {"ranks": None, "ratings": [0.5, 2], "rating_system": "aga"}, error("ratings", "0.5", "≥ 1", "≤ −1")),
    ("go", {"ranks": None, "ratings": [14, 2], "rating_system": "aga"}, error("ratings", "14", "−60 to 13")),
    ("go", {"rating_system": "glicko"}, error("rating_system", '"glicko"', "ogs, egf, aga")),
    # --- go: deviations, log ratings, teams ----------------------------------------------------
    ("go", {"ranks": None, "ratings": [1500, 1000], "deviations": [100, 150]},
     ok(rank_difference=4)),  # 9.04 raw; a deviation above 140 halves it, then OGS rounds down
    ("go", {"ranks": None, "ratings": [1500, 1000], "deviations": [-1, 100]}, error("deviations", "-1", "0 to 2000")),
    ("go", {"deviations": [60, 60]}, error("deviations", "only apply to OGS ratings")),
    ("go", {"system": "goldis", "ranks": None, "log_ratings": ["2.673", 2235]}, ok()),
    ("go", {"system": "goldis", "ranks": None, "log_ratings": [5000, 2235]}, error("log_ratings", "5000", "0 to 4000")),
    ("go", {"system": "goldis", "ranks": None, "ratings": [100, 1500]},
     error("ratings", "no Goldis log rating")),                         # named after the input given
    ("go", {"system": "goldis", "ranks": None, "log_ratings": ["abc", 2235]}, error("log_ratings", '"abc"', "log rating")),
    ("go", {"ranks": None, "teams": [["5k", "1d"], ["3k", 1500]]}, ok()),
    ("go", {"ranks": None, "teams": [[], ["3k"]]}, error("teams", "1 to 8 players")),
    ("go", {"ranks": None, "teams": [["0k"], ["3k"]]}, error("teams", '"0k"', "out of range")),
    ("go", {"ranks": None, "teams": "5k 3k"}, error("teams", "not two teams")),
    ("go", {"ranks": None, "rank_diff": 3}, ok(rank_difference=3)),
    ("go", {"rank_diff": 3}, error("ranks", "only one strength input")),
    # --- go: rank difference ---------------------------------------------------------------
    ("go", {"ranks": None, "system": "jewdan", "rank_diff": " 2.5 "}, ok(rank_difference=2.5)),
    ("go", {"ranks": None, "rank_diff": "7/2"}, ok(rank_difference=3)),  # OGS takes whole ranks: rounded down
    ("go", {"ranks": None, "rank_diff": -1}, error("rank_diff", "-1", "from 0 to 100")),
    ("go", {"ranks": None, "rank_diff": 1e300}, error("rank_diff", "to 100")),
    ("go", {"ranks": None, "rank_diff": "NaN"}, error("rank_diff", '"NaN"', "finite", "from 0 to 100")),
    ("go", {"ranks": None, "rank_diff": INF}, error("rank_diff", "Infinity", "finite")),
    ("go", {"ranks": None, "rank_diff": ""}, error("rank_diff", "empty", "from 0 to 100")),
    ("go", {"ranks": None, "rank_diff": [3]}, error("rank_diff", "[3]", "from 0 to 100")),
    ("go", {"ranks": None}, error("rank_diff", "missing")),
    # --- go: board, rules, counting, system ----------------------------------------------------
    ("go", {"board": " 13 "}, ok(board=13)),
    ("go", {"board": 13.0}, ok(board=13)),
    ("go", {"board": 7}, error("board", "7", "19, 13, 9")),
    ("go", {"board": "13.5"}, error("board", '"13.5"', "19, 13, 9")),
    ("go", {"board": 26, "system": "jewdan"}, error("board", "26", "5 to 25")),
    ("go", {"rules": " Chinese "}, ok(rules="chinese")),
    ("go", {"rules": "french"}, error("rules", '"french"', "japanese, korean, chinese, aga, ing, nz")),
    ("go", {"rules": ""}, ok(rules="japanese")),                        # blank: the system's default
    ("go", {"counting": "stones"}, error("counting", '"stones"', "territory, area")),
    ("go", {"system": "JEWDAN"}, ok(system="jewdan")),
    ("go", {"system": "nope"}, error("system", '"nope"', "jewdan, ogs")),
    ("go", {"board": "9\x85x"}, error("board", '"9\\u0085x"')),          # C1 control (NEL): escaped, one line
    ("go", {"system": 3}, error("system", "3 is not allowed")),
    # --- go: modes, stone ceiling, no handicap above -------------------------------------------
    ("go", {"difference_mode": "Auto-1"}, ok(rank_difference=5)),
    ("go", {"difference_mode": "custom", "custom_difference": "2"}, ok(rank_difference=2)),
    ("go", {"difference_mode": "custom"}, error("custom_difference", "missing")),
    ("go", {"difference_mode": "custom", "custom_difference": -2}, error("custom_difference", "-2", "0 to 100")),
    ("go", {"custom_difference": 2}, error("custom_difference", "needs difference_mode")),
    ("go", {"difference_mode": "custom", "custom_difference": "2.5"}, ok(rank_difference=2)),  # OGS: whole
    ("go", {"difference_mode": "half"}, error("difference_mode", '"half"', "auto, none, custom")),
    ("go", {"max_stones": "4"}, ok(stones=4)),
    ("go", {"max_stones": "  "}, ok(stones=6)),                         # blank: no ceiling
    ("go", {"max_stones": 2.5}, error("max_stones", "2.5", "0, 1, 2")),
    ("go", {"max_stones": 10}, error("max_stones", "10", "0, 1, 2")),
    ("go", {"no_handicap_above": " 1D "}, ok(rank_difference=5)),       # 2d held at 1d (OpenGotha)
    ("go", {"no_handicap_above": "5k"}, ok(rank_difference=0, nigiri=True)),
    ("go", {"no_handicap_above": "3d"}, ok(rank_difference=6)),
    ("go", {"no_handicap_above": "10d"}, error("no_handicap_above", '"10d"', "out of range")),
    ("go", {"no_handicap_above": 5}, error("no_handicap_above", "5 is not a rank")),
    ("go", {"handicap_correction": "1"}, ok(rank_difference=5)),
    ("go", {"handicap_correction": 10}, error("handicap_correction", "10", "−1 to 9")),
    ("go", {"handicap_basis": "mms", "mms": [27, "30.5"]}, ok(rank_difference=3)),
    ("go", {"handicap_basis": "mms"}, error("handicap_basis", "McMahon scores")),
    ("go", {"mms": [27, 30]}, error("mms", "needs handicap_basis")),
    ("go", {"handicap_basis": "mms", "mms": [27]}, error("mms", "not a pair")),
    ("go", {"handicap_basis": "mms", "mms": [27, -1]}, error("mms", "-1", "0 to 100")),
    ("go", {"handicap_basis": "elo"}, error("handicap_basis", '"elo"', "rank, mms")),
    # --- go: house rules (system "custom") --------------------------------------------------------
    ("go", {"system": "custom", "club_ranks_per_stone": "4", "club_komi_per_rank": " 3.5 "}, ok(stones=1, komi=-6.5)),
    ("go", {"system": "custom", "club_ranks_per_stone": 10}, error("club_ranks_per_stone", "10")),
    ("go", {"system": "custom", "club_komi_per_rank": 0.25}, error("club_komi_per_rank", "0.25", "multiple of 0.5")),
    ("go", {"system": "custom", "club_even_komi": "NaN"}, error("club_even_komi", "NaN")),
    ("go", {"system": "custom", "club_min_stones": 4, "club_max_stones": "3"}, error("club_min_stones", "more than")),
    ("go", {"system": "custom", "club_first_stone": "later"}, error("club_first_stone", '"later"', "counts, free")),
    ("go", {"system": "ogs", "club_first_stone": "later"}, ok(system="ogs")),  # house rules only for "custom"
    # --- go-round ------------------------------------------------------------------------------
    ("go-round", {"pairings": "1\tAnn\t5k\tBob\t2d\n\n2;Cy;1d;Di;1d"}, ok(system="traditional")),
    ("go-round", {"pairings": None}, error("pairings", "missing", "tournament file")),
    ("go-round", {"pairings": 5}, error("pairings", "must be text")),
    ("go-round", {"opengotha": "<Tournament/>"}, error("opengotha", "either pairings or")),
    ("go-round", {"pairings": None, "opengotha": "<x/>", "round": 1}, error("opengotha", "not an OpenGotha")),
    ("go-round", {"pairings": None, "opengotha": "<Tournament><Players/>"}, error("opengotha", "not readable XML")),
    ("go-round", {"scale": "elo"}, error("scale", '"elo"', "rank, ogs")),
    ("go-round", {"max_stones": 10}, error("max_stones", "10")),
    ("go-round", {"handicap_correction": "x"}, error("handicap_correction", '"x"')),
    # --- go-table, go-compare, go-systems, goldis-table -----------------------------------------
    ("go-table", {"up_to": "3"}, ok(board=19)),
    ("go-table", {"up_to": 101}, error("up_to", "101", "whole number from 0 to 100")),
    ("go-table", {"up_to": 2.5}, error("up_to", "2.5", "whole number")),
    ("go-table", {"board": 7}, error("board", "7", "19, 13, 9")),
    ("go-table", {"rules": "french"}, error("rules", '"french"')),
    ("go-table", {"system": "nope"}, error("system", '"nope"')),
    ("go-compare", {"board": 7}, ok()),                                 # jewdan covers 7×7, others say why not
    ("go-compare", {"board": 30}, error("board", "30", "5 to 25")),
    ("go-compare", {"board": "x"}, error("board", '"x"', "5 to 25")),
    ("go-compare", {"rules": "french"}, error("rules", '"french"')),
    ("go-compare", {"ranks": ["0k", "2d"]}, error("ranks", '"0k"')),
    ("go-compare", {"difference_mode": "custom", "custom_stones": 2}, ok()),  # each system its own difference
    ("go-compare", {"rank_diff": 0, "ranks": None, "difference_mode": "custom", "custom_difference": 0.5},
     ok()),
    ("go-systems", {"board": "junk", "x": [1]}, ok()),                  # takes no input: extra keys ignored
    ("goldis-table", {"system": "junk"}, ok()),
    ("chess-form", {"method": "junk", "x": [1]}, ok()),                  # takes no input: extra keys ignored
    # --- game ----------------------------------------------------------------------------------
    ("game", {"stones": "3", "komi": " -1.5 "}, ok(stones=3, komi=-1.5)),
    ("game", {"stones": 2.5}, error("stones", "2.5", "0, 1, 2")),
    ("game", {"stones": 10}, error("stones", "10", "0, 1, 2")),
    ("game", {"stones": "three"}, error("stones", '"three"')),
    ("game", {"komi": "NaN"}, error("komi", '"NaN"', "finite", "−100 to 100")),
    ("game", {"komi": 1000}, error("komi", "1000", "−100 to 100")),
    ("game", {"komi": ""}, error("komi", "empty", "−100 to 100")),
    ("game", {"board": 7}, error("board", "7", "19, 13, 9")),
    ("game", {"rules": "french"}, error("rules", '"french"')),
    ("game", {"system": "goldis"}, error("system", '"goldis"', "ogs, jewdan")),
    ("game", {"black_rating": 1200, "white_rating": 1500, "winner": "black"}, ok(stones=3)),
    ("game", {"black_rating": 0, "white_rating": 1500, "winner": "black"}, error("black_rating", "0", "1 to 10000")),
    ("game", {"black_rating": "1e9", "white_rating": 1500, "winner": "black"}, error("black_rating", '"1e9"', "to 10000")),
    ("game", {"black_rating": 1200, "white_rating": 1500, "winner": "both"}, error("winner", '"both"', "black, white, draw")),
    ("game", {"black_deviation": 60}, error("black_rating", "missing")),  # a detail without its rating
    ("game", {"tau": "0.5"}, error("black_rating", "missing")),
    ("game", {"stones": 9, "komi": -42, "board": 9, "black_rating": 3519, "white_rating": 50.5,
              "winner": "draw", "white_deviation": 214, "tau": 0.01}, ok()),  # Black shifted far above
    # --- rate ----------------------------------------------------------------------------------
    ("rate", {"rating": " 1500 "}, ok()),
    ("rate", {"rating": 0}, error("rating", "0", "1 to 10000")),
    ("rate", {"rating": -1500}, error("rating", "-1500", "1 to 10000")),
    ("rate", {"rating": 1e6}, error("rating", "to 10000")),
    ("rate", {"rating": "Infinity"}, error("rating", "finite")),
    ("rate", {"deviation": -1}, error("deviation", "-1", "0 to 1000")),
    ("rate", {"volatility": 0}, error("volatility", "0", "0.0001 to 1")),
    ("rate", {"volatility": ""}, ok()),                                  # blank: the default 0.06
    ("rate", {"tau": 0}, error("tau", "0", "0.01 to 10")),
    ("rate", {"results": "win:1400:30 LOSS:1600:40"}, ok()),
    ("rate", {"results": []}, ok()),
    ("rate", {"results": ["victory:1400:30"]}, error("results", '"victory"', "win, loss or draw")),
    ("rate", {"results": ["win:0:30"]}, error("results", "result 1", "rating")),
    ("rate", {"results": 5}, error("results", "5", "list of results")),
    ("rate", {"rating": 10000, "deviation": 0, "results": ["win:1:0", "loss:1:0"]}, ok()),  # E rounds to 1
    # --- chess ---------------------------------------------------------------------------------
    ("chess", {"elo": [1800, "2000"]}, ok(method="elo")),
    ("chess", {"elo": "1800"}, error("elo", '"1800"', "two ratings")),
    ("chess", {"elo": "-5,2000"}, error("elo", '"-5"', "0 to 4000")),
    ("chess", {"elo": "1e9,2000"}, error("elo", '"1e9"', "0 to 4000")),
    ("chess", {"elo": "NaN,2000"}, error("elo", '"NaN"', "finite")),
    ("chess", {"method": "score", "score": "0.36"}, ok(method="score")),
    ("chess", {"method": "score", "score": 0}, error("score", "0", "between 0 and 1, not 0 or 1")),
    ("chess", {"method": "score", "score": 1}, error("score", "1", "between 0 and 1, not 0 or 1")),
    ("chess", {"method": "score", "score": ""}, error("score", "empty")),
    ("chess", {"method": "score", "score": 1.5}, error("score", "1.5", "between 0 and 1")),
    ("chess", {"method": "record", "record": "3,4,5"}, ok(method="record")),
    ("chess", {"method": "record", "record": "1.5,2,3"}, error("record", '"1.5"', "whole number")),
    ("chess", {"method": "record", "record": "5,0,0"}, error("record", "won every game")),
    ("chess", {"method": "calibrate", "s1": 0.3, "s2": 0.45, "ratio": 1.5}, ok(method="calibrate")),
    ("chess", {"method": "calibrate", "s1": 1, "s2": 0.45, "ratio": 1.5}, error("s1", "1", "between 0 and 1")),
    ("chess", {"method": "calibrate", "s1": 0.3, "s2": 0.45, "ratio": 1}, error("ratio", "1")),
    ("chess", {"method": "record", "record": "1,0,1", "K": 1}, error("K", "95 % range", "larger K")),
    ("chess", {"K": 0}, error("K", "0", "more than 0")),
    ("chess", {"total": -1}, error("total", "-1", "more than 0")),
    ("chess", {"clock": "abc"}, error("clock", '"abc"', "15+10")),
    ("chess", {"against": "robot"}, error("against", '"robot"', "person, computer")),
    ("chess", {"method": "poker"}, error("method", '"poker"', "elo, score, record, calibrate")),
    ("chess", {"score": "junk", "record": "junk"}, ok(method="elo")),    # fields of other methods: ignored
    ("chess", {"method": "bands", "clock": "5+2"}, ok(method="bands", weaker=1)),
    ("chess", {"method": "split", "clock": "5+2", "band": "100", "per_band": "60", "min_time": "2"}, ok(total=10)),
    ("chess", {"method": "increment", "clock": "5+10", "moves": 40}, ok(ratio=2)),
    ("chess", {"method": "bands"}, error("clock", "is missing")),
    ("chess", {"method": "bands", "clock": "5+2", "band": "-50"}, error("band", '"-50"')),
    ("chess", {"method": "bands", "clock": "5+2", "min_time": [1]}, error("min_time", "[1]", "m:ss")),
    ("chess", {"method": "bands", "clock": "5+2", "min_time": True}, error("min_time", "true")),
    ("chess", {"method": "increment", "clock": "5"}, error("clock", "below 0 s")),
    # --- chess-clock -----------------------------------------------------------------------
    ("chess-clock", {"inc1": "2", "delay2": 3, "delay_type2": "Bronstein"}, ok(first=1)),
    ("chess-clock", {"white": "2"}, ok(white=2, first=2)),
    ("chess-clock", {"base1": "0"}, error("base1", "zero time")),
    ("chess-clock", {"base2": "0:00:00"}, error("base2", "zero time")),
    ("chess-clock", {"base1": None}, error("base1", "is missing")),
    ("chess-clock", {"base1": 1e300}, error("base1", "not a time")),
    ("chess-clock", {"inc1": "NaN"}, error("inc1", "finite")),
    ("chess-clock", {"names": ["a\u0000b", "c"]}, error("names", "control characters")),
    # --- go-clock --------------------------------------------------------------------------
    ("go-clock", {"black": "2", "handicap": "4"}, ok(black=2, first=1)),
    ("go-clock", {"overtime1": " ByoYomi ", "periods1": "3", "period1": "0:45"}, ok(first=None)),
    ("go-clock", {"base1": "0"}, ok(first=None)),                            # byo-yomi alone: a real clock
    ("go-clock", {"base1": "0", "overtime1": None}, error("base1", "no time at all", "overtime")),
    ("go-clock", {"overtime1": None, "periods1": None, "period1": None, "inc1": 30, "cap1": "15"}, ok(first=None)),
    ("go-clock", {"periods1": 0}, error("periods1", "no byo-yomi", "1 to 100")),
    ("go-clock", {"periods1": None}, error("periods1", "is missing", "byo-yomi")),
    ("go-clock", {"period1": "0.5"}, error("period1", "shorter than one second")),
    ("go-clock", {"period2": 0}, error("period2", "shorter than one second")),
    ("go-clock", {"base2": "10001"}, error("base2", "out of range", "10000 minutes")),
    ("go-clock", {"period1": 600_001}, error("period1", "out of range", "10000 minutes")),
    ("go-clock", {"stones2": "0"}, error("stones2", "no Canadian block", "1 to 1000")),
    ("go-clock", {"stones2": 2.5}, error("stones2", "2.5")),
    ("go-clock", {"inc1": 10}, error("inc1", "increment", "byo-yomi")),
    ("go-clock", {"overtime1": None, "cap1": "20"}, error("cap1", "no increment")),
    ("go-clock", {"overtime1": "fischer"}, error("overtime1", '"fischer"', "byoyomi, canadian")),
    ("go-clock", {"first": 3}, error("first", "3")),
    ("go-clock", {"komi": "0.3"}, error("komi", "0.3", "multiple of 0.5")),
    ("go-clock", {"board": 4}, error("board", "4")),
]


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
