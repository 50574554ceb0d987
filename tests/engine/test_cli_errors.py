"""The command line on bad input, for every command of its table (``__main__.SUBCOMMANDS``): exit
status 2, nothing on stdout, one line on stderr naming the flag, and never a traceback — for bad
values, unknown flags, missing values and missing arguments alike.

``npm test`` starts a process for the first case of each kind (each command's first bad value,
each way of breaking a call, every command's valid call: ``processes_for_the_first_of_each``) and
runs the others through the same ``handicap.cli.run`` inside the test's process
(tests/support/cli.py), a hundredth of the CPU: a case's exit status, stdout and stderr are the
same either way, and a traceback fails the test in both. The light lane (``CLI_IN_PROCESS=1``) runs
every case in the test's process."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from handicap.api import calculate
from handicap.cli import SUBCOMMANDS
from tests.support.cli import in_a_process, processes_for_the_first_of_each, run_cli_here

ROOT = Path(__file__).resolve().parents[2]
ROUND = str(ROOT / "tests" / "fixtures" / "round" / "round3.csv")
ROUND_XML = str(ROOT / "tests" / "fixtures" / "round" / "round3.xml")
STUDY = str(ROOT / "tests" / "fixtures" / "study" / "opengotha-juvisy-2019.h9")

# A valid call per command; the generic cases below break it in the ways people do.
VALID = {
    "go": ["--rank-diff", "3"],
    "go-table": ["--system", "ogs", "--up-to", "4"],
    "go-compare": ["--ranks", "5k", "2d"],
    "go-round": ["--pairings", ROUND],
    "game": ["--stones", "3", "--komi", "0.5"],
    "rate": ["--rating", "1500", "--deviation", "200", "--result", "win:1400:30"],
    "chess": ["--elo", "1800", "2000"],
    "chess-clock": ["--base1", "5:00", "--base2", "3:00"],
    "go-clock": ["--base1", "10", "--overtime1", "byoyomi", "--periods1", "5", "--period1", "30", "--base2", "10",
                 "--overtime2", "canadian", "--stones2", "20", "--period2", "300"],
    "study": [STUDY],
}

# Bad values, per command: (arguments, the flag the message must name).
BAD_VALUES = {
    "go": [
        (["--rank-diff", "-2"], "--rank-diff"), (["--rank-diff", "NaN"], "--rank-diff"),
        (["--rank-diff", "x"], "--rank-diff"), (["--rank-diff", "3", "--board", "27"], "--board"),
        (["--system", "ogs", "--board", "7", "--rank-diff", "1"], "--board"),
        (["--rank-diff", "1", "--rules", "tromp-taylor"], "--rules"), (["--rank-diff", "1", "--system", "nope"], "--system"),
        (["--ranks", "5k", "0k"], "--ranks"), (["--ranks", "10d", "1d"], "--ranks"), (["--ranks", "31k", "1d"], "--ranks"),
        (["--ratings", "0", "1500"], "--ratings"), (["--ratings", "1e9", "1500"], "--ratings"),
        (["--ratings", "1500", "1500", "--rating-system", "glicko"], "--rating-system"),
        (["--ratings", "1500", "1500", "--deviations", "-1", "60"], "--deviations"),
        (["--system", "goldis", "--log-ratings", "2673", "abc"], "--log-ratings"),
        (["--team1", "5k", "0k", "--team2", "3k"], "--team1"),
        (["--rank-diff", "3", "--difference-mode", "half"], "--difference-mode"),
        (["--rank-diff", "3", "--difference-mode", "custom", "--custom-difference", "-1"], "--custom-difference"),
        (["--rank-diff", "3", "--max-stones", "2.5"], "--max-stones"),
        (["--ranks", "5k", "2d", "--no-handicap-above", "10d"], "--no-handicap-above"),
        (["--rank-diff", "3", "--counting", "both"], "--counting"),
        (["--rank-diff", "3\n<b>x</b>"], "--rank-diff"),
    ],
    "go-table": [
        (["--system", "nope"], "--system"), (["--up-to", "101"], "--up-to"), (["--up-to", "2.5"], "--up-to"),
        (["--system", "ogs", "--board", "7"], "--board"), (["--rules", "tromp-taylor"], "--rules"),
    ],
    "go-compare": [
        (["--ranks", "5k", "0k"], "--ranks"), (["--ranks", "5k", "2d", "--board", "30"], "--board"),
        (["--ranks", "5k", "2d", "--rules", "tromp-taylor"], "--rules"), (["--rank-diff", "-1"], "--rank-diff"),
    ],
    "go-round": [
        (["--pairings", ROUND, "--scale", "elo"], "--scale"), (["--pairings", ROUND, "--board", "30"], "--board"),
        (["--opengotha", ROUND_XML, "--round", "x"], "--round"), (["--opengotha", ROUND_XML, "--round", "9"], "--round"),
        (["--opengotha", ROUND], "--opengotha"), (["--pairings", ROUND, "--handicap-correction", "12"],
                                                  "--handicap-correction"),
        (["--pairings", ROUND, "--no-handicap-above", "1x"], "--no-handicap-above"),
        (["--pairings", str(ROOT / "no-such-file.txt")], "--pairings"),
    ],
    "game": [
        (["--stones", "2.5", "--komi", "0.5"], "--stones"), (["--stones", "10", "--komi", "0.5"], "--stones"),
        (["--stones", "3", "--komi", "NaN"], "--komi"), (["--stones", "3", "--komi", "1000"], "--komi"),
        (["--stones", "3", "--komi", "0.5", "--board", "7"], "--board"),
        (["--stones", "3", "--komi", "0.5", "--system", "goldis"], "--system"),
        (["--stones", "3", "--komi", "0.5", "--black-rating", "0", "--white-rating", "1500", "--winner", "black"],
         "--black-rating"),
        (["--stones", "3", "--komi", "0.5", "--black-rating", "1500", "--white-rating", "1500", "--winner", "both"],
         "--winner"),
        # Without both ratings the game alone is judged; one rating alone names the other missing.
        (["--stones", "3", "--komi", "0.5", "--black-rating", "1500"], "--white-rating"),
        (["--stones", "3", "--komi", "0.5", "--tau", "0"], "--tau"),
    ],
    "rate": [
        (["--rating", "0", "--deviation", "200"], "--rating"), (["--rating", "-5", "--deviation", "200"], "--rating"),
        (["--rating", "1500", "--deviation", "-1"], "--deviation"),
        (["--rating", "1500", "--deviation", "200", "--volatility", "0"], "--volatility"),
        (["--rating", "1500", "--deviation", "200", "--tau", "0"], "--tau"),
        (["--rating", "1500", "--deviation", "200", "--result", "victory:1400:30"], "--result"),
        (["--rating", "1500", "--deviation", "200", "--result", "win:1400"], "--result"),
    ],
    "chess": [
        (["--score", "0"], "--score"), (["--score", "1"], "--score"), (["--score", "abc"], "--score"),
        (["--elo", "-5", "2000"], "--elo"), (["--elo", "1e9", "2000"], "--elo"), (["--record", "1.5", "2", "3"], "--record"),
        (["--record", "5", "0", "0"], "--record"), (["--elo", "1800", "2000", "--k", "0"], "--k"),
        (["--elo", "1800", "2000", "--total", "-1"], "--total"), (["--elo", "1800", "2000", "--clock", "abc"], "--clock"),
        (["--calibrate", "--s1", "1", "--s2", "0.45", "--ratio", "1.5"], "--s1"),
        (["--elo", "1800", "2000", "--method", "bands"], "--clock"),
        (["--elo", "1800", "2000", "--method", "bands", "--clock", "5+2", "--band", "0"], "--band"),
        (["--elo", "1800", "2000", "--method", "split", "--clock", "5+2", "--per-band", "2.5"], "--per-band"),
        (["--elo", "1800", "2000", "--method", "bands", "--clock", "5+2", "--min-time", "6:00"], "--min-time"),
        (["--elo", "1800", "2000", "--method", "increment", "--clock", "5"], "--clock"),
    ],
    "chess-clock": [
        (["--base1", "0:00", "--base2", "3:00"], "--base1"), (["--base1", "5:00", "--base2", "0"], "--base2"),
        (["--base1", "5:00", "--base2", "soon"], "--base2"), (["--base1", "5", "--base2", "5", "--inc1", "-1"], "--inc1"),
        (["--base1", "5", "--base2", "5", "--delay2", "2.5"], "--delay2"),
        (["--base1", "5", "--base2", "5", "--delay-type1", "hourglass"], "--delay-type1"),
        (["--base1", "5", "--base2", "5", "--white", "3"], "--white"),
    ],
    "go-clock": [
        (["--base1", "0", "--base2", "5"], "--base1"), (["--base1", "5", "--base2", "10001"], "--base2"),
        (["--base1", "5", "--base2", "5", "--overtime1", "byoyomi", "--periods1", "0", "--period1", "30"], "--periods1"),
        (["--base1", "5", "--base2", "5", "--overtime1", "byoyomi", "--periods1", "5", "--period1", "0.5"], "--period1"),
        (["--base1", "5", "--base2", "5", "--overtime2", "canadian", "--stones2", "0", "--period2", "300"], "--stones2"),
        (["--base1", "5", "--base2", "5", "--inc1", "5", "--cap1", "4"], "--cap1"),
        (["--base1", "5", "--base2", "5", "--first", "3"], "--first"),
    ],
    "study": [
        ([STUDY, "--bin", "0"], "--bin"), ([STUDY, "--model", "elo"], "--model"), ([STUDY, "--board", "7"], "--board"),
        ([STUDY, "--rules", "go"], "--rules"), ([STUDY, "--bin", "NaN"], "--bin"),
    ],
}


def run_cli(request: pytest.FixtureRequest, *args: str) -> subprocess.CompletedProcess[str]:
    """The command line on ``args``: in a process of its own where the case is marked ``process``
    (and not in the light lane), else in the test's process."""
    if not in_a_process(request.node):
        return run_cli_here(*args)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "handicap", *args], check=False, capture_output=True, text=True, env=env,
                          timeout=60)


def assert_bad_input(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr and "usage:" not in done.stderr
    return lines[0]


def test_the_table_covers_every_command():
    assert set(VALID) == set(SUBCOMMANDS) == set(BAD_VALUES)


@pytest.mark.parametrize("command", processes_for_the_first_of_each(SUBCOMMANDS, kind=lambda command: command))
def test_the_valid_call_works(request, command):
    done = run_cli(request, command, *VALID[command])
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
    assert all(line.startswith(("warning: ", "advice: ")) for line in done.stderr.splitlines()), done.stderr


CASES = [(command, args, flag) for command, cases in BAD_VALUES.items() for args, flag in cases]


@pytest.mark.parametrize(("command", "args", "flag"),
                         processes_for_the_first_of_each(CASES, kind=lambda case: case[0], several=True),
                         ids=[f"{c}-{' '.join(a)[:50]}" for c, a, _ in CASES])
def test_bad_value(request, command, args, flag):
    line = assert_bad_input(run_cli(request, command, *args))
    # The flag, then which player when the value is one of a pair's ("--ranks (player 2): ").
    assert re.match(rf"handicap {command}: error: {re.escape(flag)}( \(player [12]\))?: ", line), line


# Broken the same way for every command: an unknown flag, a flag without its value, a value for
# a flag that takes none, a misspelt command.
GENERIC = {
    "unknown flag": lambda c: [c, *VALID[c], "--bogus"],
    "missing value": lambda c: [c, *VALID[c][:-1]],
    "value for --json": lambda c: [c, *VALID[c], "--json=yes"],
    "stray argument": lambda c: [c, *VALID[c], "extra"],
    "misspelt command": lambda c: [c + "x", *VALID[c]],
}


@pytest.mark.parametrize(("how", "command"),
                         processes_for_the_first_of_each([(h, c) for h in GENERIC for c in SUBCOMMANDS],
                                                         kind=lambda case: case[0], several=True))
def test_broken_call(request, how, command):
    line = assert_bad_input(run_cli(request, *GENERIC[how](command)))
    assert "error:" in line


@pytest.mark.parametrize("args", processes_for_the_first_of_each(
    [(), ("--bogus",), ("go", "--rank-diff", "\u202e3\x1b[31m")], kind=lambda args: args))
def test_broken_call_without_a_command(request, args):
    assert_bad_input(run_cli(request, *args))



# An error about one player's value of a pair names the player (the engine's `player`), and a team
# error names the side's flag.
PLAYER_ERRORS = [
    (["go", "--ranks", "5x", "2d"], 'handicap go: error: --ranks (player 1): "5x" is not a rank'),
    (["go", "--ranks", "5k", "0k"], 'handicap go: error: --ranks (player 2): "0k" is out of range'),
    (["go-compare", "--ranks", "5k", "0k"], 'handicap go-compare: error: --ranks (player 2): "0k" is out of range'),
    (["go", "--ratings", "1500", "1500", "--deviations", "60", "-1"],
     'handicap go: error: --deviations (player 2): "-1" is out of range'),
    (["go", "--system", "goldis", "--log-ratings", "2673", "abc"],
     'handicap go: error: --log-ratings (player 2): "abc" is not a log rating'),
    (["go", "--team1", "5k", "0k", "--team2", "3k"], 'handicap go: error: --team1: "0k" is out of range'),
    (["go", "--team1", "5k", "--team2", "3k", "zz"], 'handicap go: error: --team2: "zz" is not a rank'),
    (["chess", "--elo", "1800", "x"], 'handicap chess: error: --elo (player 2): "x" is not a rating'),
]


@pytest.mark.parametrize(("args", "start"), processes_for_the_first_of_each(PLAYER_ERRORS, kind=lambda case: "one",
                                                                           several=True))
def test_an_error_about_one_player_names_the_player(request, args, start):
    assert assert_bad_input(run_cli(request, *args)).startswith(start)


@pytest.mark.process
def test_an_error_about_the_pair_names_no_player(request):
    line = assert_bad_input(run_cli(request, "go", "--rank-diff", "-2"))
    assert line.startswith("handicap go: error: --rank-diff: ") and "player" not in line


# --- with --json: every error the engine's JSON error on stdout, argparse's own included -------------

def assert_json_error(done: subprocess.CompletedProcess[str]) -> dict[str, str]:
    """Exit status 2, nothing on stderr, stdout one JSON object of the engine's error shape."""
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    assert done.stderr == "", done.stderr
    assert len(done.stdout.splitlines()) == 1, done.stdout
    reply = json.loads(done.stdout)
    assert list(reply) == ["error"] and sorted(reply["error"]) == ["field", "message"], reply
    assert all(isinstance(v, str) and v for v in reply["error"].values()), reply
    return reply["error"]


def _missing_value_field(command: str) -> str:
    """The request key of the flag GENERIC's "missing value" leaves without its (last) value;
    study's call is one positional argument: leaving it out leaves the files missing."""
    flags = [token for token in VALID[command][:-1] if token.startswith("--")]
    if not flags:
        return "files"
    from handicap.cli import build_parser
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return next(a.dest for a in sub.choices[command]._actions if flags[-1] in a.option_strings)


JSON_GENERIC = {  # each broken call with --json, and the request key its error must name
    "unknown flag": (lambda c: [c, "--json", *VALID[c], "--bogus"], lambda c: "bogus"),
    "missing value": (lambda c: [c, "--json", *VALID[c][:-1]], _missing_value_field),
    # A stray argument: where a flag takes any number of values, it is one more (a result, a file).
    "stray argument": (lambda c: [c, "--json", *VALID[c], "extra"],
                       lambda c: {"rate": "results", "study": "files"}.get(c, "request")),
    "misspelt command": (lambda c: [c + "x", *VALID[c], "--json"], lambda c: "command"),
}


@pytest.mark.parametrize(("how", "command"),
                         processes_for_the_first_of_each([(h, c) for h in JSON_GENERIC for c in SUBCOMMANDS],
                                                         kind=lambda case: case[0], several=True))
def test_broken_call_with_json_is_a_json_error(request, how, command):
    arguments, field = JSON_GENERIC[how]
    error = assert_json_error(run_cli(request, *arguments(command)))
    assert error["field"] == field(command), error


@pytest.mark.parametrize(("args", "field"), processes_for_the_first_of_each([
    (("go-round", "--json"), "pairings"), (("go-round", "--round", "2", "--json"), "pairings"),
    (("study", "--json"), "files"), (("--json",), "command"), (("--bogus", "--json"), "command"),
    (("go", "--json", "--rank-diff", "3", "--bogus"), "bogus"),
], kind=lambda case: case[1], several=True))
def test_a_missing_argument_with_json_is_a_json_error(request, args, field):
    assert assert_json_error(run_cli(request, *args))["field"] == field


@pytest.mark.process
def test_a_bad_value_with_json_is_the_engines_own_error(request):
    """The engine's error, unchanged: the same reply as calculate gives, on stdout."""
    error = assert_json_error(run_cli(request, "go", "--rank-diff", "3", "--board", "27", "--json"))
    assert error == calculate({"command": "go", "rank_diff": "3", "board": "27"})["error"]


@pytest.mark.parametrize(("command", "args", "flag_key"), processes_for_the_first_of_each([
    ("study", ["/nonexistent/games.sgf"], "files"),
    ("go-round", ["--pairings", "/nonexistent/round.txt"], "pairings"),
    ("go-round", ["--file", "/nonexistent/t.xml"], "file"),
], kind=lambda case: case[2], several=True))
def test_a_file_that_cannot_be_read_names_the_flags_key_and_the_file(request, command, args, flag_key):
    """The field is the request key the file was for, never the file's name; the message names it."""
    error = assert_json_error(run_cli(request, command, *args, "--json"))
    assert error["field"] == flag_key
    assert error["message"].startswith("/nonexistent/") and ": " in error["message"]
    line = assert_bad_input(run_cli(request, command, *args))  # without --json: one line on stderr, as before
    assert "/nonexistent/" in line
