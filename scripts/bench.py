"""`npm run bench`: how fast the app is, in headless Chromium against the local server.

Measures (each timing the median of several runs; all times from navigation start):
  bare_boot_ms           a bare loadPyodide() of the vendored Pyodide on an empty page (baseline)
  cold_first_result_ms   the app, fresh browser profile, until the first result is shown
  warm_first_result_ms   the same page again in the same profile (HTTP cache + engine snapshot)
  input_latency_ms       median and p95 from a form change to the updated result
  boot_longest_main_thread_task_ms   the longest main-thread task (Long Tasks API) from
                         navigation to the first result of a cold load; 0 means none over the
                         API's 50 ms threshold (warm loads are in the JSON's samples)
  app_bytes, total_bytes bytes transferred on a cold load without / with Pyodide
and the ratios warm/bare and cold/bare. Prints JSON and a table, writes the JSON to
bench-results/ (or --out) and prints its path. Wall-clock numbers are never asserted anywhere:
`--quick` (one run of each, few input changes) only checks that the benchmark works.

Run through scripts/bench.sh, which sets up .venv and Chromium like `npm test`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import BrowserContext, BrowserType, Page, sync_playwright  # noqa: E402

from tests.browser import launch_options  # noqa: E402
from tests.server import start_server, stop_server  # noqa: E402

APP_URL = "/?mode=go&system=jewdan&board=13&counting=area&diff=4"
BARE_URL = "/static/bench/bare.html"
TIMEOUT_MS = 120_000
TARGETS = {
    "warm_ratio": ("≤", 0.2),
    "cold_ratio": ("≤", 1.1),
    "input_latency_median_ms": ("≤", 16),
    "boot_longest_main_thread_task_ms": ("≤", 50),
    "app_bytes": ("≤", 250_000),
}

# Runs before the page's own scripts: note when the first result appears and every long task.
PROBE = """
(() => {
  const probe = (globalThis.__bench = { longTasks: [], firstResultAt: null });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {}
  const watch = () => {
    const result = document.querySelector('[data-testid="result"]');
    if (!result) return requestAnimationFrame(watch);
    new MutationObserver(() => {
      if (probe.firstResultAt !== null || result.dataset.state !== "result") return;
      probe.firstResultAt = performance.now();
      document.documentElement.dataset.benchFirstResult = String(probe.firstResultAt);
    }).observe(result, { attributes: true, attributeFilter: ["data-state"] });
  };
  if (location.pathname === "/" || location.pathname.endsWith("index.html")) document.addEventListener("DOMContentLoaded", watch);
})();
"""

# In the page: change the form n times, each time waiting for the engine's re-rendered result.
INPUT_LOOP = """
async (n) => {
  const form = document.getElementById("go-form");
  const diff = form.elements.diff, board = form.elements.board, counting = form.elements.counting;
  const result = document.querySelector('[data-testid="result"]');
  const steps = document.querySelector('[data-testid="steps"]');
  const boards = ["19", "13", "9"], countings = ["territory", "area"];
  const latencies = [];
  for (let i = 0; i < n; i++) {
    let control;
    if (i % 3 === 0) { control = board; board.value = boards[(i / 3) % 3]; }
    else if (i % 3 === 1) { control = counting; counting.value = countings[((i - 1) / 3) % 2]; }
    else { control = diff; diff.value = String(1 + (i % 29) / 2); }
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => { observer.disconnect(); resolve(performance.now()); });
      observer.observe(steps, { childList: true });
    });
    const start = performance.now();
    control.dispatchEvent(new Event("input", { bubbles: true }));
    const end = await done;
    if (result.dataset.state !== "result") throw new Error(`no result after change ${i}`);
    latencies.push(end - start);
  }
  return latencies;
}
"""


class Transfers:
    """Bytes each finished request transferred (headers + body), page and worker alike."""

    def __init__(self, context: BrowserContext) -> None:
        self.requests = []
        context.on("requestfinished", lambda request: self.requests.append(request))

    def totals(self) -> dict[str, int]:
        app = pyodide = 0
        for request in self.requests:
            sizes = request.sizes()
            size = sizes["responseBodySize"] + sizes["responseHeadersSize"]
            if "/static/vendor/pyodide/" in request.url:
                pyodide += size
            else:
                app += size
        return {"app_bytes": app, "total_bytes": app + pyodide, "requests": len(self.requests)}


@contextmanager
def new_profile(chromium: BrowserType, options: dict, base_url: str) -> Iterator[BrowserContext]:
    """A browser with a new, empty profile on disk, as a first-time visitor has; removed after.
    (Playwright's usual contexts are incognito: their HTTP cache lives in memory and keeps no
    large file, so the service worker's install would download the 9.6 MB wasm again.)"""
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        context = chromium.launch_persistent_context(profile, base_url=base_url, **options)
        try:
            yield context
        finally:
            context.close()


def first_page(context: BrowserContext) -> Page:
    return context.pages[0] if context.pages else context.new_page()


def bare_boot(chromium: BrowserType, options: dict, base_url: str) -> float:
    with new_profile(chromium, options, base_url) as context:
        page = first_page(context)
        page.goto(BARE_URL)
        page.wait_for_selector("body[data-state=ready]", timeout=TIMEOUT_MS)
        return float(page.get_attribute("body", "data-boot-ms"))


def app_visit(page: Page) -> dict:
    """Navigate to the app, wait for the first result; timings from the page's own clock."""
    page.goto("about:blank")
    page.goto(APP_URL)
    # (wait_for_function would need eval, which the page's Content-Security-Policy forbids)
    page.wait_for_selector("html[data-bench-first-result]", state="attached", timeout=TIMEOUT_MS)
    probe = page.evaluate("globalThis.__bench")
    first = probe["firstResultAt"]
    stones = page.get_by_test_id("stones").text_content()
    komi = page.get_by_test_id("komi").text_content()
    if (stones, komi) != ("2", "−0.5"):
        raise RuntimeError(f"wrong first result: stones {stones}, komi {komi}")
    longest = max((t["duration"] for t in probe["longTasks"] if t["start"] <= first), default=0.0)
    boot = page.get_by_test_id("engine-status").get_attribute("data-boot")
    long_tasks = [{k: round(v, 1) for k, v in t.items()} for t in probe["longTasks"] if t["start"] <= first]
    return {"first_result_ms": first, "longest_task_ms": longest, "boot": boot, "long_tasks": long_tasks}


def wait_for_snapshot(page: Page) -> str:
    page.wait_for_selector('[data-testid="engine-status"][data-snapshot]', timeout=TIMEOUT_MS)
    return page.get_by_test_id("engine-status").get_attribute("data-snapshot")


def snapshot_bytes(page: Page) -> int | None:
    return page.evaluate("""async () => {
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (request.url.endsWith("engine-snapshot.bin")) {
            return (await (await (await caches.open(name)).match(request)).arrayBuffer()).byteLength;
          }
        }
      }
      return null;
    }""")


def median(values: list[float]) -> float:
    return round(statistics.median(values), 1)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)], 1)


def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "os": platform.platform(), "load_average": os.getloadavg()}


def run(runs: int, changes: int, log) -> dict:
    options = launch_options()
    proc, base_url = start_server()
    results = {"bare": [], "cold": [], "warm": [], "latencies": [], "transfers": [], "snapshot": []}
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium
            for i in range(runs):
                # Interleaved, so a change in the machine's load touches every figure alike.
                results["bare"].append(bare_boot(chromium, options, base_url))
                log(f"run {i + 1}/{runs}: bare {results['bare'][-1]:.0f} ms")
                with new_profile(chromium, options, base_url) as context:
                    context.add_init_script(PROBE)
                    transfers = Transfers(context)
                    page = first_page(context)
                    cold = app_visit(page)
                    results["cold"].append(cold)
                    snapshot_state = wait_for_snapshot(page)
                    results["transfers"].append(transfers.totals())
                    results["snapshot"].append({"state": snapshot_state, "bytes": snapshot_bytes(page)})
                    warm = app_visit(page)
                    results["warm"].append(warm)
                    log(f"run {i + 1}/{runs}: cold {cold['first_result_ms']:.0f} ms ({cold['boot']}), "
                        f"warm {warm['first_result_ms']:.0f} ms ({warm['boot']}), snapshot {snapshot_state}")
                    if i == runs - 1:
                        page.evaluate(INPUT_LOOP, 3)  # warm-up
                        results["latencies"] = page.evaluate(INPUT_LOOP, changes)
                        log(f"input latency: {len(results['latencies'])} changes")
                    version = page.evaluate("navigator.userAgent.match(/Chrome\\/([\\d.]+)/)?.[1] ?? navigator.userAgent")
    finally:
        stop_server(proc)

    bare = median(results["bare"])
    cold = median([r["first_result_ms"] for r in results["cold"]])
    warm = median([r["first_result_ms"] for r in results["warm"]])
    latencies = results["latencies"]
    transfers = results["transfers"][0]
    longest_cold = [r["longest_task_ms"] for r in results["cold"]]
    longest_warm = [r["longest_task_ms"] for r in results["warm"]]
    figures = {
        "bare_boot_ms": bare,
        "cold_first_result_ms": cold,
        "warm_first_result_ms": warm,
        "warm_ratio": round(warm / bare, 3),
        "cold_ratio": round(cold / bare, 3),
        "input_latency_median_ms": median(latencies),
        "input_latency_p95_ms": percentile(latencies, 95),
        "boot_longest_main_thread_task_ms": median(longest_cold),
        "app_bytes": transfers["app_bytes"],
        "total_bytes": transfers["total_bytes"],
    }
    return {
        "figures": figures,
        "targets": {name: f"{op} {limit}" for name, (op, limit) in TARGETS.items()},
        "meets_targets": {name: figures[name] <= limit for name, (_, limit) in TARGETS.items()},
        "runs": runs,
        "input_changes": len(latencies),
        "warm_boot_paths": [r["boot"] for r in results["warm"]],
        "samples": {
            "bare_boot_ms": [round(v, 1) for v in results["bare"]],
            "cold_first_result_ms": [round(r["first_result_ms"], 1) for r in results["cold"]],
            "warm_first_result_ms": [round(r["first_result_ms"], 1) for r in results["warm"]],
            "longest_task_cold_ms": [round(v, 1) for v in longest_cold],
            "longest_task_warm_ms": [round(v, 1) for v in longest_warm],
            "input_latency_ms": [round(v, 1) for v in latencies],
        },
        "long_tasks_first_cold_load": results["cold"][0]["long_tasks"],
        "snapshot": results["snapshot"][0],
        "cold_load_requests": transfers["requests"],
        "chromium": version,
        "pyodide": json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"],
    }


def table(report: dict) -> str:
    figures, targets, meets = report["figures"], report["targets"], report["meets_targets"]
    rows = [("figure", "value", "target", "")]
    for name, value in figures.items():
        shown = f"{value:,}" if isinstance(value, int) else f"{value:g}"
        target = targets.get(name, "")
        mark = "" if name not in meets else ("ok" if meets[name] else "MISSED")
        rows.append((name, shown, target, mark))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(cell.ljust(widths[i]) if i != 1 else cell.rjust(widths[i]) for i, cell in enumerate(row)).rstrip()
             for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one run, 10 input changes: checks the benchmark works")
    parser.add_argument("--runs", type=int, help="runs per timing (default 5; 1 with --quick)")
    parser.add_argument("--changes", type=int, help="form changes for input latency (default 200; 10 with --quick)")
    parser.add_argument("--out", type=Path, help="JSON file to write (default bench-results/bench-<time>.json)")
    args = parser.parse_args()
    runs = args.runs or (1 if args.quick else 5)
    changes = args.changes or (10 if args.quick else 200)

    def log(message: str) -> None:
        print(f"[bench] {message}", file=sys.stderr, flush=True)

    started = datetime.now(timezone.utc)
    before = machine()
    t0 = time.monotonic()
    report = run(runs, changes, log)
    report = {
        "date": started.isoformat(timespec="seconds"),
        "quick": args.quick,
        "machine": {**before, "load_average_after": os.getloadavg()},
        "duration_s": round(time.monotonic() - t0, 1),
        **report,
    }
    out = args.out or ROOT / "bench-results" / f"bench-{started.strftime('%Y%m%d-%H%M%S')}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report["figures"], indent=2))
    print()
    print(table(report))
    print()
    print(f"Results written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
