"""The clock's own time-keeping (static/views/clock/clock-core.js), unit-tested in Node (tests/js/)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_clock_core_unit_tests_pass():
    done = subprocess.run(["node", "--test", "tests/js/clock-core.test.mjs"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "# pass 16" in done.stdout and "# fail 0" in done.stdout, done.stdout
