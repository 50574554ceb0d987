"""The command line as a user runs it: ``python -m handicap ...`` in a new process, the engine
taken from py/ (no install needed).

``run_cli_here`` runs it inside the test's own process instead (``handicap.cli.run`` with the
arguments in ``sys.argv``, stdin given, stdout and stderr captured), the same code behind
``python -m handicap`` without the quarter second of CPU a new interpreter takes to import the
engine and read its catalogues. The light lane (``CLI_IN_PROCESS=1``, set by ``scripts/test.sh
--light``) uses it wherever a test checks what the command answers: ``run_cli`` then answers
from this process; what only a real process shows (the output's encoding, the environment's
language, the exit of ``python -m``, the modules a command imports) stays in
tests/engine/test_command_line_conventions.py and tests/engine/test_api_imports.py, in both
lanes."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Callable, Hashable, Iterable
from typing import Any

import pytest

from tests.support.server import ROOT

IN_PROCESS = os.environ.get("CLI_IN_PROCESS") == "1"


def processes_for_the_first_of_each(values: Iterable[Any], kind: Callable[[Any], Hashable], *,
                                    several: bool = False) -> list[Any]:
    """``values`` as pytest params, the first of each ``kind`` marked ``process``: a test that
    checks what the command line answers to many cases runs those in a process of its own in
    ``npm test`` (what only a process shows: ``python -m``'s exit, the real streams) and the
    others through ``run_cli_here``, the same ``handicap.cli.run`` in the test's process, a
    hundredth of the CPU; ``several``: each value is a tuple of arguments, as in ``parametrize``."""
    seen: set[Hashable] = set()
    params: list[Any] = []
    for value in values:
        key = kind(value)
        if key in seen:
            params.append(value)
        else:
            seen.add(key)
            params.append(pytest.param(*(value if several else (value,)), marks=pytest.mark.process))
    return params


def in_a_process(node: pytest.Item) -> bool:
    """Whether this test's case runs the command line in a process: marked ``process``, and not
    the light lane (``CLI_IN_PROCESS=1``), where every case runs in the test's process."""
    return not IN_PROCESS and node.get_closest_marker("process") is not None


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m handicap ARGS`` in a new process (in this one in the light lane: ``run_cli_here``)."""
    if IN_PROCESS:
        return run_cli_here(*args, stdin=stdin)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "handicap", *args], check=False, capture_output=True, text=True,
                          env=env, input=stdin)


def run_cli_here(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``run_cli``'s answer, from this process: the exit status, stdout and stderr as
    ``python -m handicap`` gives them (an exit with a message writes it to stderr, status 1),
    their line ends read as a text-mode pipe reads them (CR LF as LF); ``stdin`` as its input,
    in UTF-8."""
    from handicap.cli import run

    out, err = io.StringIO(), io.StringIO()
    argv, given = sys.argv, sys.stdin
    sys.argv = ["handicap", *args]
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8")
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
        sys.argv, sys.stdin = argv, given
    return subprocess.CompletedProcess(["handicap", *args], status, _as_a_pipe_reads(out.getvalue()),
                                       _as_a_pipe_reads(err.getvalue()))


def _as_a_pipe_reads(text: str) -> str:
    """Universal newlines, as ``subprocess.run(..., text=True)`` reads a process's output."""
    return text.replace("\r\n", "\n").replace("\r", "\n")
