"""The clock's own time-keeping (static/views/clock/clock-core.js), unit-tested in Node (tests/js/)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_clock_core_unit_tests_pass():
    done = subprocess.run(["node", "--test", "tests/js/clock-core.test.mjs"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    declared = len(re.findall(r"^test\(", (ROOT / "tests" / "js" / "clock-core.test.mjs").read_text(), re.MULTILINE))
    passed = re.search(r"^# pass (\d+)$", done.stdout, re.MULTILINE)
    assert declared > 0 and passed and int(passed.group(1)) == declared, done.stdout  # every test ran and passed
    assert "# fail 0" in done.stdout, done.stdout
