"""The command line as a user runs it: ``python -m handicap ...`` in a new process, the engine
taken from py/ (no install needed).

``run_cli_here`` runs it inside the test's own process instead (``handicap.cli.run`` with the
arguments in ``sys.argv`` and stdout and stderr captured), the same code behind ``python -m
handicap`` without the half second of CPU a new interpreter takes to import the engine. The
light lane uses it where a long list of cases checks what the command answers
(``CLI_IN_PROCESS=1``, set by ``scripts/test.sh --light``); what only a real process shows (the
output's encoding, the environment's language, the exit of ``python -m``) stays in
tests/engine/test_command_line_conventions.py, in both lanes."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys

from tests.support.server import ROOT

IN_PROCESS = os.environ.get("CLI_IN_PROCESS") == "1"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "handicap", *args], check=False, capture_output=True, text=True, env=env)


def run_cli_here(*args: str) -> subprocess.CompletedProcess[str]:
    """``run_cli``'s answer, from this process: the exit status, stdout and stderr as
    ``python -m handicap`` gives them (an exit with a message writes it to stderr, status 1)."""
    from handicap.cli import run

    out, err = io.StringIO(), io.StringIO()
    argv = sys.argv
    sys.argv = ["handicap", *args]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = run()
            except SystemExit as stop:
                if stop.code is None or isinstance(stop.code, int):
                    status = stop.code or 0
                else:
                    print(stop.code, file=sys.stderr)
                    status = 1
    finally:
        sys.argv = argv
    return subprocess.CompletedProcess(["handicap", *args], status, out.getvalue(), err.getvalue())
