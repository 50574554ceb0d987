"""The engine's static checks, run with the tests (so `npm test` and `pytest tests/engine` run
them): ruff over the engine, every test (the end-to-end ones and their helpers too) and the
scripts (the install, build and benchmark steps, the screenshot makers), and a
strict type check (mypy --strict, configured in pyproject.toml) over py/handicap. Both tools are
pinned in tests/requirements.txt.

mypy checks from scratch unless MYPY_CACHE_DIR (mypy's own variable) names a cache: the light lane
(scripts/test.sh --light) keeps one in .mypy_cache, so a second run checks only what changed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_finds_nothing():
    done = run("ruff", "check", "--no-cache", "py", "tests", "scripts")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "All checks passed!" in done.stdout


def test_mypy_strict_finds_nothing():
    done = run("mypy", "--cache-dir", os.environ.get("MYPY_CACHE_DIR") or "/dev/null")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found"), done.stdout
    assert int(done.stdout.split(" in ")[1].split()[0]) >= 30  # the whole engine was checked
