"""`npm run bench` works: one quick run (a single boot of each kind, a few input changes) that
writes every figure to its JSON file. Wall-clock numbers are never asserted: this machine's load
decides them, not the code."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support.server import ROOT

FIGURES = [
    "naive_first_result_ms", "cold_first_result_ms", "cold_ratio", "cold_wire_bytes", "naive_wire_bytes",
    "first_paint_ms", "warm_first_result_ms", "warm_ratio", "storage_bytes", "boot_longest_main_thread_task_ms",
    "fast-4g_naive_first_result_ms", "fast-4g_cold_first_result_ms", "fast-4g_cold_ratio", "fast-4g_cold_wire_bytes",
    "fast-4g_naive_wire_bytes", "fast-4g_first_paint_ms", "fast-4g_warm_at_answer_first_result_ms",
    "fast-4g_warm_at_answer_ratio", "fast-4g_warm_first_result_ms", "fast-4g_warm_ratio",
    "input_latency_median_ms", "input_latency_p95_ms", "app_bytes", "total_bytes",
    "round_1000_engine_ms", "round_1000_table_ms",
    *(f"lighthouse_{link}_{figure}" for link in ("shared", "bare")
      for figure in ("performance", "accessibility", "best_practices", "seo", "cls")),
    "lighthouse_benchmark_index", "lighthouse_calibrated_cpu_multiplier", "lighthouse_midtier_cpu_multiplier",
    *(f"lighthouse_{link}_performance_{slowdown}" for slowdown in ("calibrated", "midtier") for link in ("shared", "bare")),
    *(f"{link}{engine}_{figure}" for link in ("", "fast-4g_") for engine in ("firefox", "webkit") for figure in (
        "naive_first_result_ms", "cold_first_result_ms", "cold_ratio", "warm_first_result_ms", "warm_ratio",
        "warm_to_cold")),
]


def test_quick_bench_reports_every_figure(tmp_path):
    out = tmp_path / "bench.json"
    # slow-4g is left out here: its naive page alone takes a minute.
    done = subprocess.run([sys.executable, "scripts/bench.py", "--quick", "--profiles", "none,fast-4g", "--stay", "2",
                           "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"Results written to {out}" in done.stdout
    report = json.loads(out.read_text())
    figures = report["figures"]
    assert list(figures) == FIGURES
    assert json.loads(done.stdout[: done.stdout.index("\n}\n") + 2]) == figures  # printed as JSON too
    for name in FIGURES:
        assert figures[name] >= 0, name
        assert name in done.stdout  # and in the table
    assert report["input_changes"] == 10
    # Lighthouse's mobile audit: scores between 0 and 1, each run's metrics and the host's speed kept.
    for link in ("shared", "bare"):
        assert all(0 <= figures[f"lighthouse_{link}_{c}"] <= 1
                   for c in ("performance", "accessibility", "best_practices", "seo"))
        run = report["lighthouse"][link][0]
        assert run["lighthouse"] == "12.2.3" and run["benchmark_index"] > 0 and run["cpu_multiplier"] == 4
        # Again with the CPU slowdown calibrated to this host (by the median benchmark index).
        calibrated = report["lighthouse"][f"{link}_calibrated"][0]
        assert calibrated["cpu_multiplier"] == figures["lighthouse_calibrated_cpu_multiplier"]
        assert 0 <= figures[f"lighthouse_{link}_performance_calibrated"] <= 1
        # And as Chrome DevTools' mid-tier phone: the index over 1,000 (at least 1×).
        midtier = report["lighthouse"][f"{link}_midtier"][0]
        assert midtier["cpu_multiplier"] == figures["lighthouse_midtier_cpu_multiplier"]
        assert abs(figures["lighthouse_midtier_cpu_multiplier"] - max(1.0, figures["lighthouse_benchmark_index"] / 1000)) <= 0.01
        assert 0 <= figures[f"lighthouse_{link}_performance_midtier"] <= 1
    samples = report["samples"]
    # Unthrottled, a first visit restores the shipped snapshot; on fast-4g it boots plain.
    assert samples["none"]["cold_boot_paths"] == ["shipped"]
    assert samples["none"]["warm_boot_paths"] == ["shipped"]
    assert samples["fast-4g"]["cold_boot_paths"] == ["plain", "plain"]
    # Back on fast-4g: after a visit closed at its answer, a plain boot from the wasm kept (or the
    # HTTP cache), never the shipped snapshot over the link; after a longer one, the saved snapshot.
    assert samples["fast-4g"]["warm_at_answer_boot_paths"] == ["plain"]
    assert samples["fast-4g"]["warm_at_answer_wire_bytes"][0] < 1_000_000
    # (this quick check stays 2 s, not 20: the snapshot may not be saved by then on a busy machine)
    assert samples["fast-4g"]["warm_boot_paths"][0] in ("snapshot", "plain")
    # The page's own timeline of each visit: its menus asked while the engine boots, its first
    # request posted once they are answered, and nothing else's reply before its result.
    for steps in samples["none"]["page_steps_cold_ms"] + samples["none"]["page_steps_warm_ms"]:
        assert list(steps) == ["menus asked", "engine ready", "menus answered", "request posted",
                               "request answered", "result shown"], steps
    # The naive page downloads Pyodide's own 9.6 MB wasm; the app's plain boot a gzipped third.
    assert figures["fast-4g_naive_wire_bytes"] > 12_000_000
    assert 3_500_000 < figures["fast-4g_cold_wire_bytes"] < 6_000_000
    assert 0 < figures["app_bytes"] < figures["total_bytes"]
    assert 0 < figures["storage_bytes"] < 40_000_000
    # Firefox and WebKit: a first visit each, and a second in the same browser, beside their own
    # naive page. Unthrottled, the link is fast: the shipped snapshot (plain if the loaded machine
    # made the wasm's download look slow; then the second visit restores the saved one).
    for engine in ("firefox", "webkit"):
        runs = report["engines"][engine]
        # (and the warm visit plain when the shipped snapshot's first bytes, from the HTTP cache,
        # were read late by a busy thread: only those bytes judge the link, never a cached wasm)
        assert runs["cold_boot"][0] in ("shipped", "plain") and runs["warm_boot"][0] in ("shipped", "snapshot", "plain"), runs
        # On the link the server shapes, like Chromium's fast-4g: plain (the snapshot is too slow).
        shaped = report["engines"][f"fast-4g_{engine}"]
        assert shaped["cold_boot"][0] == "plain" and shaped["warm_boot"][0] in ("plain", "snapshot"), shaped
        assert figures[f"{engine}_cold_ratio"] == round(figures[f"{engine}_cold_first_result_ms"]
                                                        / figures[f"{engine}_naive_first_result_ms"], 3)
        # The worker's own timeline of each visit, which the page keeps as marks (engine-client.js).
        for steps in runs["worker_steps_cold_ms"] + runs["worker_steps_warm_ms"]:
            assert 0 < steps["worker started"] < steps["engine ready"] <= steps["first answer"], steps


def test_the_calibrated_cpu_slowdown_follows_lighthouses_calculator():
    """The anchors the calculator's comments give (github.com/patrickhulce/lighthouse-cpu-
    throttling-calculator, pages/index.js, commit a9c67dc1c58c972a0673bef05756290105334af1):
    2,000 = 6×, 1,766 = 5×, 1,533 = 4×, 1,300 = 3×, 800 = 2×, 150 = 1×; a host too slow to
    emulate the phone is not slowed further."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from bench import calibrated_cpu_multiplier
    finally:
        sys.path.pop(0)
    anchors = {2000: 6, 1766: 5, 1533: 4, 1300: 3, 800: 2, 150: 1}
    for index, multiplier in anchors.items():
        assert abs(calibrated_cpu_multiplier(index) - multiplier) < 0.01, index
    assert calibrated_cpu_multiplier(1050) == 2.5
    assert calibrated_cpu_multiplier(100) == 1.0
