"""The command line as a user runs it: ``python -m handicap ...`` in a new process, the engine
taken from py/ (no install needed)."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.support.server import ROOT


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "handicap", *args], check=False, capture_output=True, text=True, env=env)
