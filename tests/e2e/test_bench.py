"""`npm run bench` works: one run of the script on a tiny configuration (unthrottled Chromium, one
boot of each kind, a few input changes, the test run's own build) that writes every figure it
measures to its JSON file. Wall-clock numbers are never asserted: this machine's load decides
them, not the code. The whole benchmark is `npm run bench`'s, never `npm test`'s."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support.server import ROOT

# What the tiny configuration measures: unthrottled Chromium only (no network profile, no other
# engine, no Lighthouse run), so it checks the script end to end in well under a minute. The whole
# benchmark, its throttled links, Firefox, WebKit and Lighthouse, is `npm run bench`'s.
FIGURES = [
    "naive_first_result_ms", "cold_first_result_ms", "cold_ratio", "cold_wire_bytes", "naive_wire_bytes",
    "first_paint_ms", "warm_first_result_ms", "warm_ratio",
    "offline_first_result_ms", "offline_ratio", "storage_bytes", "boot_longest_main_thread_task_ms",
    "input_latency_median_ms", "input_latency_p95_ms", "app_bytes", "total_bytes",
    "round_1000_engine_ms", "round_1000_table_ms",
]


def test_the_bench_script_runs_on_a_tiny_configuration(built_app, tmp_path):
    out = tmp_path / "bench.json"
    done = subprocess.run([sys.executable, "scripts/bench.py", "--quick", "--profiles", "none", "--engines", "",
                           "--lighthouse-runs", "0", "--changes", "5", "--built", str(built_app), "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"Results written to {out}" in done.stdout
    report = json.loads(out.read_text())
    figures = report["figures"]
    assert list(figures) == FIGURES
    assert json.loads(done.stdout[: done.stdout.index("\n}\n") + 2]) == figures  # printed as JSON too
    for name in FIGURES:
        assert figures[name] >= 0, name
        assert name in done.stdout  # and in the table
    assert report["input_changes"] == 5
    assert 0 < figures["app_bytes"] < figures["total_bytes"]
    assert 0 < figures["storage_bytes"] < 40_000_000
    # The page's own timeline of each visit: its menus asked while the engine boots, its first
    # request posted once they are answered, and nothing else's reply before its result.
    samples = report["samples"]["none"]
    for steps in samples["page_steps_cold_ms"] + samples["page_steps_warm_ms"]:
        assert list(steps) == ["menus asked", "engine ready", "menus answered", "request posted",
                               "request answered", "result shown"], steps
    # The boot each visit took is recorded (which one is the first-visit tests' to check: it hangs
    # on the machine's speed here, tests/e2e/test_first_visit.py checks it on links it controls).
    assert len(samples["cold_boot_paths"]) == 1 and samples["cold_boot_paths"][0] in ("shipped", "plain")
    # The offline visit answered with the network cut, from what the first visit left.
    assert len(samples["offline_boot_paths"]) == 1 and samples["offline_boot_paths"][0] in ("shipped", "snapshot", "plain")


def test_the_long_tasks_script_names_a_first_visits_tasks(built_app):
    """scripts/bench_long_tasks.py on the run's build, one visit at 4×, with a threshold of 5 ms
    so that any machine has tasks over it (the page's parsing and first frame take more): each is
    placed between the page's navigation and its first answer and named by the work inside it."""
    done = subprocess.run([sys.executable, "scripts/bench_long_tasks.py", str(built_app), "--runs", "1",
                           "--long-ms", "5"], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert (report["cpu_slowdown"], report["long_ms"], report["runs"]) == (4.0, 5.0, 1)
    [visit] = report["samples"][str(built_app)]
    tasks = visit["tasks"]
    assert tasks, visit
    for task in tasks:
        # Over 5 ms in the trace's microseconds, reported to 0.1 ms: 5.04 ms is reported as 5.0.
        assert 5 <= task["duration_ms"] and 0 <= task["start_ms"] <= visit["answered_ms"], task
    named = {name.split(" ")[0] for task in tasks for name in task["inside"]}
    assert {"parse", "layout", "style"} <= named, named  # the page's parsing and its first frame
    assert max(task["duration_ms"] for task in tasks) == visit["longest_task_ms"]
    assert report["medians"][str(built_app)]["answered_ms"] == visit["answered_ms"]


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
