"""`npm run bench` works: one quick run (a single boot of each kind, a few input changes) that
writes every figure to its JSON file. Wall-clock numbers are never asserted: this machine's load
decides them, not the code."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.e2e.conftest import ROOT

FIGURES = [
    "bare_boot_ms", "cold_first_result_ms", "warm_first_result_ms", "warm_ratio", "cold_ratio",
    "input_latency_median_ms", "input_latency_p95_ms", "boot_longest_main_thread_task_ms",
    "app_bytes", "total_bytes",
]


def test_quick_bench_reports_every_figure(tmp_path):
    out = tmp_path / "bench.json"
    done = subprocess.run([sys.executable, "scripts/bench.py", "--quick", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"Results written to {out}" in done.stdout
    report = json.loads(out.read_text())
    figures = report["figures"]
    assert list(figures) == FIGURES
    assert json.loads(done.stdout[: done.stdout.index("\n}\n") + 2]) == figures  # printed as JSON too
    for name in FIGURES:
        assert figures[name] >= 0, name
        assert name in done.stdout  # and in the table
    assert figures["bare_boot_ms"] > 0 and figures["cold_first_result_ms"] > 0
    assert report["input_changes"] == 10
    # The second visit came from the snapshot the first one saved, and the bytes are split right.
    assert report["warm_boot_paths"] == ["snapshot"]
    assert report["snapshot"]["state"] == "saved" and report["snapshot"]["bytes"] > 1_000_000
    assert 0 < figures["app_bytes"] < figures["total_bytes"]
    assert figures["total_bytes"] - figures["app_bytes"] > 9_000_000  # Pyodide's wasm alone is 9.6 MB
