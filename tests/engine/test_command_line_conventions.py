"""The command line keeps the conventions of the command lines people like (docs/command-line.md):
UTF-8 output whatever the terminal, or a safe fallback for an encoding asked for by name; the
answer on stdout and what qualifies it (warnings, advice, a round's unread lines) on stderr; with
``--json`` an error is the engine's JSON on stdout with the same exit status; the language from the
environment when ``--lang`` is absent; ``--csv`` where a reply has a CSV; completion scripts for
bash, zsh and fish made from the parser; every accepted choice listed in the help, and no
placeholder named after a request key."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from handicap import i18n
from handicap.api import calculate
from handicap.cli import SUBCOMMANDS, VALUES, build_parser, environment_language
from handicap.completion import SHELLS
from handicap.go.rules import RULESETS
from handicap.go.systems import SYSTEM_KEYS
from handicap.terminal import utf8_output
from tests.support.cli import IN_PROCESS, run_cli_here
from tests.support.lanes import only

ROOT = Path(__file__).resolve().parents[2]
ROUND = str(ROOT / "tests" / "fixtures" / "round" / "round3.csv")


def cli(*args: str, stdin: str | None = None, **env: str) -> subprocess.CompletedProcess[bytes]:
    """``python -m handicap`` in a new process; bytes out, so the encoding is what is tested."""
    environ = {key: value for key, value in os.environ.items()
               if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "PYTHONIOENCODING")}
    environ.update({"PYTHONPATH": str(ROOT / "py"), "LANG": "C.UTF-8", **env})
    return subprocess.run([sys.executable, "-m", "handicap", *args], cwd=ROOT, env=environ, check=False,
                          capture_output=True, input=stdin.encode() if stdin is not None else None)


# --- the output's encoding -----------------------------------------------------------------

def test_a_cp1252_output_gets_the_words_it_can_hold_and_look_alikes_for_the_rest():
    """What a redirect gets on Windows: no "internal error (UnicodeEncodeError)"."""
    done = cli("go-table", "--system", "ogs", "--board", "13", "--up-to", "3", "--lang", "fr",
               PYTHONIOENCODING="cp1252")
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    text = done.stdout.decode("cp1252")
    assert text.startswith("Handicap automatique d'OGS, 13×13, règles japonaises")  # é, è, × are in cp1252
    assert "-5,5" in text or "-" in text.split("\n", 2)[2]  # the typographic minus (not in cp1252) as "-"
    japanese = cli("go", "--rank-diff", "3", "--lang", "ja", PYTHONIOENCODING="cp1252")
    assert japanese.returncode == 0 and japanese.stderr == b""
    assert japanese.stdout.decode("cp1252").startswith("19×19") and b"?" in japanese.stdout


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
@pytest.mark.parametrize("args", [("go", "--rank-diff", "3"), ("go", "--rank-diff", "x"),
                                  ("go-table", "--system", "ogs", "--up-to", "2")])
def test_json_where_the_output_cannot_hold_the_words_is_escaped_never_lost(encoding, args):
    """--json under an encoding without Japanese (a Windows redirect, PYTHONIOENCODING): JSON's own
    \\u escapes, so a JSON reader gets every character back, never "?"."""
    request = {"command": args[0], **dict(zip((a[2:].replace("-", "_") for a in args[1::2]), args[2::2], strict=True)),
               "lang": "ja"}
    done = cli(*args, "--lang", "ja", "--json", PYTHONIOENCODING=encoding)
    assert done.stdout.isascii() and b"?" not in done.stdout, done.stdout[:200]
    reply = json.loads(done.stdout)
    assert reply == json.loads(json.dumps(calculate(request)))
    assert any(ord(c) > 0x3000 for c in json.dumps(reply, ensure_ascii=False))  # Japanese words came back
    utf8 = cli(*args, "--lang", "ja", "--json", LANG="C")  # LANG=C alone: UTF-8 (utf8_output), words as they are
    assert json.loads(utf8.stdout.decode("utf-8")) == reply and not utf8.stdout.isascii()


def test_an_ascii_output_gets_letters_without_their_accents():
    done = cli("go-table", "--system", "ogs", "--board", "13", "--up-to", "1", "--lang", "fr",
               PYTHONIOENCODING="ascii")
    assert done.returncode == 0
    assert done.stdout.decode("ascii").startswith("Handicap automatique d'OGS, 13x13, regles japonaises : ecarts")


def test_the_output_is_utf8_whatever_the_systems_encoding():
    stdout, stderr = sys.stdout, sys.stderr
    try:
        sys.stdout = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")
        sys.stderr = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
        utf8_output({})
        assert (sys.stdout.encoding, sys.stderr.encoding) == ("utf-8", "utf-8")
        utf8_output({"PYTHONIOENCODING": "cp1252"})  # asked for by name: kept, with the fallback
    finally:
        sys.stdout, sys.stderr = stdout, stderr
    done = cli("go", "--rank-diff", "3", "--lang", "ja", PYTHONIOENCODING="")
    assert done.stdout.decode("utf-8").startswith("19×19、")


# --- stdout and stderr ---------------------------------------------------------------------

def test_warnings_go_to_stderr_and_the_answer_to_stdout():
    args = ("chess", "--record", "0", "1", "0", "--total", "60")
    reply = calculate({"command": "chess", "method": "record", "record": ["0", "1", "0"], "total": "60"})
    assert reply["warnings"], "this request must warn, or the test proves nothing"
    done = cli(*args)
    assert done.returncode == 0
    assert done.stdout.decode().strip() == reply["summary"]
    assert done.stderr.decode().splitlines() == [f"warning: {w['message']}" for w in reply["warnings"]]


def test_a_rounds_unread_lines_go_to_stderr_even_when_some_boards_are_computed():
    pairings = "Alice 3d - Bob 5k\nnonsense\n"
    done = cli("go-round", "--pairings", "-", stdin=pairings)
    assert done.returncode == 0
    (line,) = done.stderr.decode().splitlines()
    assert line.startswith("line 2: ") and line.endswith(": nonsense")
    assert "nonsense" not in done.stdout.decode() and "Alice" in done.stdout.decode()
    nothing = cli("go-round", "--pairings", "-", stdin="nonsense\n")
    assert nothing.returncode == 2 and nothing.stderr.decode().startswith("line 1: ")


# --- --json --------------------------------------------------------------------------------

def test_with_json_an_error_is_the_engines_json_on_stdout_with_status_2():
    done = cli("go", "--rank-diff", "-3", "--json")
    assert done.returncode == 2 and done.stderr == b""
    assert json.loads(done.stdout) == calculate({"command": "go", "rank_diff": "-3"})
    assert json.loads(done.stdout)["error"]["field"] == "rank_diff"
    plain = cli("go", "--rank-diff", "-3")
    assert plain.returncode == 2 and plain.stdout == b"" and plain.stderr.decode().startswith("handicap go: error:")


def test_with_json_an_unreadable_file_is_an_error_naming_its_request_key(tmp_path: Path):
    done = cli("go-round", "--pairings", str(tmp_path / "missing.csv"), "--json")
    assert done.returncode == 2 and done.stderr == b""
    error = json.loads(done.stdout)["error"]
    assert error["field"] == "pairings" and "missing.csv" in error["message"]


# --- the language --------------------------------------------------------------------------

@pytest.mark.parametrize(("environ", "lang"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C.UTF-8"}, "ja"), ({"LANGUAGE": "xx:ko:fr", "LANG": "fr_FR"}, "ko"),
    ({"LANGUAGE": "", "LANG": "zh_TW.UTF-8"}, "zh"), ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "pt_BR.UTF-8"}, "en"),
    ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"), ({"LANG": "sr_RS@latin"}, "en"), ({}, "en"),
])
def test_the_language_is_read_from_the_environment_as_gettext_reads_it(environ: dict[str, str], lang: str):
    assert environment_language(environ) == lang


def test_lang_in_the_environment_speaks_and_the_flag_wins():
    french = cli("go", "--rank-diff", "4", LANG="fr_FR.UTF-8")
    with i18n.using("fr"):
        said = calculate({"command": "go", "rank_diff": "4", "lang": "fr"})
        assert french.stdout.decode().splitlines() == [said["summary"], said["black_chance"]["text"]]
    assert french.stdout.decode().startswith("19×19, décompte")
    english = cli("go", "--rank-diff", "4", "--lang", "en", LANG="fr_FR.UTF-8")
    said = calculate({"command": "go", "rank_diff": "4"})
    assert english.stdout.decode().splitlines() == [said["summary"], said["black_chance"]["text"]]
    error = cli("go", "--rank-diff", "x", LANGUAGE="de")
    assert error.returncode == 2 and "--rank-diff" in error.stderr.decode()
    assert error.stderr.decode() != cli("go", "--rank-diff", "x").stderr.decode()  # said in German


# --- --csv ---------------------------------------------------------------------------------

def test_csv_prints_the_replys_csv_where_it_has_one():
    table = cli("go-table", "--system", "ogs", "--up-to", "4", "--csv")
    assert table.returncode == 0
    reply = calculate({"command": "go-table", "system": "ogs", "up_to": "4"})
    assert table.stdout.decode() == reply["csv"].rstrip("\n") + "\n"
    assert table.stdout.decode().splitlines()[0].startswith("Rank difference,")
    round_ = cli("go-round", "--pairings", ROUND, "--csv")
    with open(ROUND, encoding="utf-8") as handle:
        expected = calculate({"command": "go-round", "pairings": handle.read()})["csv"]
    assert round_.returncode == 0 and round_.stdout.decode() == expected.rstrip("\n") + "\n"
    assert {name for name in SUBCOMMANDS if "--csv" in _help(name)} == {"go-table", "go-round", "study"}
    assert cli("go", "--rank-diff", "3", "--csv").returncode == 2  # no CSV there: refused, not ignored
    assert cli("go-table", "--csv", "--json").returncode == 2  # one output at a time


# --- help ----------------------------------------------------------------------------------

def _help(command: str) -> str:
    if IN_PROCESS:  # the light lane: the same parser's help, without a process a command
        width = os.environ.get("COLUMNS")
        os.environ["COLUMNS"] = "1000"
        try:
            shown = run_cli_here(command, "--help")
        finally:
            if width is None:
                del os.environ["COLUMNS"]
            else:
                os.environ["COLUMNS"] = width
        assert shown.returncode == 0, shown.stderr
        return shown.stdout
    done = subprocess.run([sys.executable, "-m", "handicap", command, "--help"], cwd=ROOT, check=True,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py"),
                                                               "COLUMNS": "1000"})
    return done.stdout


@pytest.mark.parametrize("command", only(SUBCOMMANDS, ["go"]))  # each a process: go's in the light lane
def test_the_help_lists_every_accepted_choice_and_no_request_key(command: str):
    text = _help(command)
    lines = {line.split()[0]: line for line in text.splitlines() if line.strip().startswith("--")}
    if "--system" in lines and command != "game":
        assert all(key in lines["--system"] for key in SYSTEM_KEYS), lines["--system"]
    if "--rules" in lines:
        assert all(key in lines["--rules"] for key in RULESETS), lines["--rules"]
    assert all(lang in lines["--lang"] for lang in i18n.LANGUAGES)
    placeholders = set(re.findall(r"\b[A-Z]+_[A-Z_]+\b", text)) - {"LC_ALL", "LC_MESSAGES"}  # the variables named
    assert placeholders == set()  # CLUB_RANKS_PER_STONE and the like


def test_go_help_names_opengotha_and_pairgoth():
    assert {"opengotha", "pairgoth"} <= set(re.findall(r"[\w-]+", _help("go")))


# --- completion ----------------------------------------------------------------------------

def _complete_in_bash(script: str, words: list[str]) -> list[str]:
    program = (f"{script}\nCOMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={len(words) - 1}\n"
               "_handicap; printf '%s\\n' \"${COMPREPLY[@]}\"\n")
    done = subprocess.run(["bash", "-c", program], capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_the_bash_completion_completes_commands_flags_and_values():
    script = cli("--completion", "bash").stdout.decode()
    assert "python" not in script and "handicap --completion" in script  # nothing runs when Tab is pressed
    assert _complete_in_bash(script, ["handicap", "go-"]) == ["go-table", "go-compare", "go-round", "go-clock"]
    assert _complete_in_bash(script, ["handicap", "go", "--sys"]) == ["--system"]
    assert _complete_in_bash(script, ["handicap", "go", "--system", "o"]) == [
        k for k in SYSTEM_KEYS if k.startswith("o")]
    assert _complete_in_bash(script, ["handicap", "go-table", "--lang", ""]) == list(i18n.LANGUAGES)
    assert "--csv" in _complete_in_bash(script, ["handicap", "go-round", "--"])
    assert "--csv" not in _complete_in_bash(script, ["handicap", "go", "--"])


def test_every_command_and_flag_is_in_every_shells_script():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for shell in SHELLS:
        script = cli("--completion", shell).stdout.decode()
        for name, command in sub.choices.items():  # type: ignore[union-attr]
            assert name in script, (shell, name)
            for action in command._actions:
                for flag in action.option_strings:
                    assert (flag if shell != "fish" else f"-l {flag[2:]}" if flag.startswith("--") else
                            f"-s {flag[1:]}") in script, (shell, name, flag)
    assert set(VALUES) <= {a.dest for c in sub.choices.values() for a in c._actions}  # type: ignore[union-attr]


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_the_zsh_and_fish_scripts_are_read_by_their_shells(shell: str, tmp_path: Path):
    binary = shutil.which(shell)
    if binary is None:
        pytest.skip(f"{shell} is not installed")
    path = tmp_path / f"handicap.{shell}"
    path.write_bytes(cli("--completion", shell).stdout)
    check = [binary, "-n", str(path)] if shell == "zsh" else [binary, "--no-execute", str(path)]
    done = subprocess.run(check, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    if shell == "fish":
        asked = subprocess.run([binary, "-c", f"source {path}; complete -C 'handicap go --system og'"],
                               capture_output=True, text=True, check=True)
        assert sorted(line.split("\t")[0] for line in asked.stdout.splitlines()) == sorted(
            k for k in SYSTEM_KEYS if k.startswith("og"))
