"""`npm run bench`: how fast the app is, in headless Chromium against `npm run build` served as a
typical static host would (text gzipped, binaries as they are), under network profiles (Chromium's
emulation, page and workers alike): none, fast-4g (9 Mbit/s, 60 ms) and slow-4g (1.6 Mbit/s,
150 ms). Every visit is a new browser profile, as a first-time visitor has.

For each profile, side by side in one run (medians; times from navigation start):
  naive_first_result_ms   a naive page: loadPyodide() of the npm package's own files (baseline)
  cold_first_result_ms    the app's first result; cold_ratio = cold / naive
  cold_wire_bytes         bytes on the wire (headers + bodies) of requests started before it
  first_paint_ms          first contentful paint: the form and the progress line are showing
(throttled figures are prefixed with the profile's name), and under a throttled profile also
(each first visit in a profile kept on disk, then the browser closed and opened again on it):
  warm_at_answer_first_result_ms, warm_at_answer_ratio   back after a first visit closed at its
                          first result
  warm_first_result_ms, warm_ratio   back after a first visit that stayed --stay seconds (20)
and without throttling also:
  warm_first_result_ms    the same page again in the same profile; warm_ratio = warm / naive
  offline_first_result_ms the same page again with the network cut, once the service worker has
                          taken it over; offline_ratio = offline / naive
  storage_bytes           navigator.storage.estimate() after a visit (precache and snapshots)
  input_latency_ms        median and p95 from a form change to the updated result
  boot_longest_main_thread_task_ms   the longest main-thread task (Long Tasks API) before the
                          first result of a cold load (0: none over the API's 50 ms threshold)
  app_bytes, total_bytes  bytes transferred on a cold load without / with Python (Pyodide's
                          files, the trimmed stdlib and the shipped snapshot)
  round_1000_engine_ms, round_1000_table_ms   1,000 pairings pasted in the Tournament round
                          tab: from the request to the engine's reply, and to the table of 1,000
                          boards drawn (the next frame painted); the target: well under 1 s
Lighthouse (the npm package, a pinned devDependency; its mobile profile: a mid-range phone's
screen, simulated slow-4g and a 4× slower CPU) on the same built site, in the same Chromium, on a
shared link (LIGHTHOUSE_SHARED_URL) and a bare visit, --lighthouse-runs each (medians):
  lighthouse_<link>_performance, _accessibility, _best_practices, _seo   the category scores
  lighthouse_<link>_cls   the cumulative layout shift Lighthouse saw
  (link: shared, bare; the JSON's samples keep each run's metrics and the failed audits, and the
  host's benchmark index: Lighthouse's own measure of this machine's speed, which its simulated
  CPU slowdown multiplies)
The same again with the CPU slowdown calibrated to this host, as Lighthouse's documentation asks
of a host outside the high-end desktop bracket its fixed 4× assumes (docs/throttling.md,
"Calibrating the CPU slowdown"): the multiplier its calculator gives for the median benchmark
index of the runs above (calibrated_cpu_multiplier), so the simulated phone is the same mid-tier
phone on any host:
  lighthouse_benchmark_index, lighthouse_calibrated_cpu_multiplier
  lighthouse_<link>_performance_calibrated   the Performance score (medians; the other
                          categories do not depend on the CPU)
That calculator's phone is the Moto G4 of Lighthouse's table, which Chrome DevTools' own CPU
calibration now calls its low tier; DevTools' mid tier is a Pixel 5, a benchmark index of 1,000
(front_end/panels/mobile_throttling/CalibrationController.ts: the rate that brings the host's
index to 1,000). The same runs again with that slowdown, the host's index over 1,000:
  lighthouse_midtier_cpu_multiplier
  lighthouse_<link>_performance_midtier   the Performance score (medians)
Per browser engine (--engines; Firefox and WebKit through tests/support/browsers.py), each beside
the same engine's naive page in the same run, unthrottled and under each throttled profile (their
drivers cannot throttle: a second server shapes the link itself, `serve.mjs --link`, one
throughput for all connections and a latency per request, like Chromium's emulation):
  [<profile>_]<engine>_naive_first_result_ms, _cold_first_result_ms, _cold_ratio,
  _warm_first_result_ms, _warm_ratio, _warm_to_cold   (engine: firefox, webkit; warm: the app
                          again at once in the same browser; Chromium's are the figures above)
Their first result is timed in the page from navigation start to the result's first showing, by
an observer installed once the page has loaded (no driver here runs a script before the page's).
Each visit also records the worker's own timeline of its boot and the page's side of the first
result (the engine ready, the menus asked and answered, the first request posted and answered,
the result shown), in page time, in the JSON's samples.
Prints JSON and a table, writes the JSON to bench-results/ (or --out) and prints its path.
Wall-clock numbers are never asserted anywhere: `--quick` (one run of each, few input changes)
only checks that the benchmark works.

With --https, the first visit over HTTPS from a host that negotiates, as one configured by
docs/deploying.md does (the wasm's and every text file's Brotli copy by Accept-Encoding), beside
the same visit over plain HTTP from the usual host (every file as it is), in one run, on each
throttled profile, in Chromium, Firefox and WebKit (https_first_visits: each browser trusts a local
CA, scripts/local-cert.mjs, in a profile of its own, as tests/e2e/test_real_web_server.py makes
them; Firefox and WebKit on the servers' shaped link), beside the naive page from the same HTTPS
host (the fair baseline); then Lighthouse on the shared link over HTTPS, at its 4x CPU and at the
host's calibrated slowdown, its Chromium trusting the CA through the bench's NSS database, with
each run's longest main-thread tasks named (its long-tasks audit). The input latency, the round
and the unthrottled visits are left out of such a run (HTTPS_TARGETS has its targets).

Run through scripts/bench.sh, which sets up .venv and Chromium like `npm test`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import BrowserContext, BrowserType, Page, sync_playwright

from tests.support.chromium import CHROMIUM_ARGS, launch_options
from tests.support.server import start_server, stop_server

APP_URL = "/?mode=go&system=jewdan&board=13&counting=area&diff=4"
# The naive page (bench/baseline/, not part of the app): copied into the bench's own build, beside
# the vendored Pyodide it loads, so that it comes from the same host the same way.
BASELINE = ROOT / "bench" / "baseline"
BARE_URL = "/static/bench/bare.html"
TIMEOUT_MS = 120_000
# Lighthouse's links: a link someone shared (the Go tab's answer, names and all) and a bare visit.
LIGHTHOUSE_SHARED_URL = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
LIGHTHOUSE_LINKS = {"shared": LIGHTHOUSE_SHARED_URL, "bare": "/"}
LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
LIGHTHOUSE_CLI = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
# The first-visit targets; every ratio is against the naive page under the same profile, in one run.
TARGETS = {
    "cold_ratio": ("≤", 0.35),
    "warm_ratio": ("≤", 0.15),
    "fast-4g_cold_ratio": ("≤", 0.30),
    "fast-4g_cold_wire_bytes": ("≤", 4_000_000),
    # A returning visitor on a phone's link: back after a first visit of 20 s, and after one
    # closed at its answer (the usual visit of someone who opened a link, read it and left).
    "fast-4g_warm_ratio": ("≤", 0.08),
    "fast-4g_warm_at_answer_ratio": ("≤", 0.15),
    "slow-4g_cold_ratio": ("≤", 0.33),
    "slow-4g_first_paint_ms": ("≤", 2000),
    "storage_bytes": ("≤", 30_000_000),
    "input_latency_median_ms": ("≤", 16),
    "boot_longest_main_thread_task_ms": ("≤", 50),
    "app_bytes": ("≤", 250_000),
    # Lighthouse's mobile audit of a shared link and a bare visit.
    **{f"lighthouse_{link}_{category.replace('-', '_')}": ("≥", 0.95 if category == "performance" else 1.0)
       for link in LIGHTHOUSE_LINKS for category in LIGHTHOUSE_CATEGORIES},
    **{f"lighthouse_{link}_performance_calibrated": ("≥", 0.95) for link in LIGHTHOUSE_LINKS},
    **{f"lighthouse_{link}_performance_midtier": ("≥", 0.95) for link in LIGHTHOUSE_LINKS},
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
  if (location.pathname === "/" || location.pathname.endsWith("index.html")) {
    document.addEventListener("DOMContentLoaded", watch);
  }
  // The engine worker's own timeline of its boot (in page time), reported after its first answer;
  // and the page's side: when the engine said ready, each request was posted (its command) and
  // each reply came.
  probe.messages = [];
  const PageWorker = globalThis.Worker;
  const post = PageWorker.prototype.postMessage;
  PageWorker.prototype.postMessage = function (data, ...rest) {
    const at = performance.now();
    if (data && data.request) probe.messages.push({ at, post: data.request.command, id: data.id });
    return post.call(this, data, ...rest);
  };
  globalThis.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", ({ data }) => {
        if (data && data.type === "ready") probe.messages.push({ at: performance.now(), ready: true });
        if (data && data.id !== undefined) probe.messages.push({ at: performance.now(), reply: data.id });
        if (data && data.type === "timeline") {
          const shift = data.origin - performance.timeOrigin;
          probe.workerSteps = Object.fromEntries(
            Object.entries(data.steps).map(([k, v]) => [k, Math.round(v + shift)]));
        }
      });
    }
  };
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
            if "/static/vendor/pyodide/" in request.url or "/static/boot/" in request.url:
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


@contextmanager
def profile_dir() -> Iterator[Path]:
    """A new, empty browser profile directory, removed after."""
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        yield Path(profile)


@contextmanager
def open_profile(chromium: BrowserType, options: dict, base_url: str, profile: Path) -> Iterator[BrowserContext]:
    """The browser opened on this profile (a returning visitor's: its caches as the last visit left
    them), closed after, as a visitor closes it."""
    context = chromium.launch_persistent_context(profile, base_url=base_url, **options)
    try:
        yield context
    finally:
        context.close()


def returning_visits(chromium: BrowserType, options: dict, base_url: str, profile: str, stay_s: float) -> dict:
    """A first visit in a new profile, left `stay_s` after its first result (0: closed at it), then
    the browser opened again on that profile and the app visited again, both under `profile`."""
    with profile_dir() as directory:
        with open_profile(chromium, options, base_url, directory) as context:
            cold, page = timed_visit(context, profile)
            if stay_s:
                page.wait_for_timeout(stay_s * 1000)
        with open_profile(chromium, options, base_url, directory) as context:
            back, _ = timed_visit(context, profile)
    return {"cold": cold, "back": back}


def timed_visit(context: BrowserContext, profile: str, keep_failure: bool = False) -> tuple[dict, Page]:
    """The app visited in this browser under `profile`: app_visit's figures, the bytes on the wire
    before its first result and its first paint; and the page, still open. With `keep_failure`, a
    visit that does not finish in its time is returned as failed_visit's record (what the page
    reached, the bytes of the requests finished so far) instead of raising."""
    context.add_init_script(PROBE)
    wire = Wire(context)
    page = first_page(context)
    throttle(context, page, profile)
    try:
        visit = app_visit(page)
    except Exception as error:
        if not keep_failure:
            raise
        return failed_visit(error, reached(page), wire.before(float("inf"))), page
    origin = page.evaluate("performance.timeOrigin")
    visit["wire_bytes"] = wire.before(origin + visit["first_result_ms"])
    visit["first_paint_ms"] = first_paint_ms(page)
    return visit, page


def first_page(context: BrowserContext) -> Page:
    return context.pages[0] if context.pages else context.new_page()


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
    page.wait_for_timeout(50)  # the worker's timeline follows its first answer
    steps = page.evaluate("globalThis.__bench.workerSteps ?? null")
    long_tasks = [{k: round(v, 1) for k, v in t.items()} for t in probe["longTasks"] if t["start"] <= first]
    return {"first_result_ms": first, "longest_task_ms": longest, "boot": boot, "long_tasks": long_tasks,
            "worker_steps_ms": steps, "page_steps_ms": page_steps(probe["messages"], first)}


def offline_visit(context: BrowserContext, page: Page) -> dict:
    """The app again with the network cut, once its service worker has taken the page over (what a
    playing hall without a connection gets after one visit): app_visit's figures."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    if not page.evaluate("navigator.serviceWorker.controller !== null"):
        page.reload()  # a page opened before the worker was installed is taken over by its next load
        page.wait_for_selector("html[data-bench-first-result]", state="attached", timeout=TIMEOUT_MS)
    context.set_offline(True)
    try:
        return app_visit(page)
    finally:
        context.set_offline(False)


def page_steps(messages: list[dict], first: float) -> dict[str, float]:
    """The page's side of the first result, in page time: the menus asked and answered, the engine
    ready, the first Go request posted and answered, the result shown."""
    steps: dict[str, float] = {}
    commands = {m["id"]: m["post"] for m in messages if "post" in m}
    for m in messages:
        if "post" in m:
            name = {"go-systems": "menus asked", "go": "request posted"}.get(m["post"])
        elif "reply" in m:
            name = {"go-systems": "menus answered", "go": "request answered"}.get(commands.get(m["reply"], ""))
        else:
            name = "engine ready"
        if name and name not in steps:
            steps[name] = round(m["at"])
    steps["result shown"] = round(first)
    return dict(sorted(steps.items(), key=lambda item: item[1]))


ROUND_URL = "/?mode=round&system=ogs&board=19&rules=japanese"
ROUND_BOARDS = 1000


def round_pairings(n: int) -> str:
    """n pairings as an organiser pastes them ("name rank - name rank"), ranks 20k to 6d."""
    ranks = [f"{k}k" for k in range(20, 0, -1)] + [f"{d}d" for d in range(1, 7)]
    return "\n".join(f"Black{i:04d} {ranks[i % len(ranks)]} - White{i:04d} {ranks[(i * 7 + 3) % len(ranks)]}"
                     for i in range(1, n + 1))


# In the page: compute the round in the box, wait until it is drawn; the round panel's marks.
ROUND_RUN = """
async (n) => {
  for (const name of ["round-request", "round-reply", "round-drawn"]) performance.clearMarks(name);
  document.querySelector('#round-form').requestSubmit(); // the same pairings computed again
  const rows = document.querySelector('[data-testid="round-table"] tbody');
  while (rows.children.length !== n || !performance.getEntriesByName("round-drawn").length) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const at = (name) => performance.getEntriesByName(name).at(-1).startTime;
  return { engine: at("round-reply") - at("round-request"), table: at("round-drawn") - at("round-request") };
}
"""


def round_figures(page: Page, runs: int) -> dict[str, float]:
    """1,000 pairings computed in the browser: the engine's time and the time to the table drawn
    (medians of `runs`, after one warm-up). Reported, never asserted."""
    page.goto(ROUND_URL)
    page.wait_for_selector('[data-testid="engine-status"][data-state="ready"]', timeout=TIMEOUT_MS)
    page.get_by_test_id("round-input").fill(round_pairings(ROUND_BOARDS))
    samples = [page.evaluate(ROUND_RUN, ROUND_BOARDS) for _ in range(runs + 1)][1:]
    return {"round_1000_engine_ms": median([s["engine"] for s in samples]),
            "round_1000_table_ms": median([s["table"] for s in samples])}


def median(values: list[float]) -> float:
    return round(statistics.median(values), 1)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)], 1)


def calibrated_cpu_multiplier(benchmark_index: float) -> float:
    """The CPU slowdown that makes this host Lighthouse's mid-tier phone, by the calculator its
    documentation points to (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
    pages/index.js, commit a9c67dc1c58c972a0673bef05756290105334af1): linear between 1× at an index
    of 150, 2× at 800, 3× at 1,300, and 1× more per 233 above; 1× below 150 (a host too slow to
    emulate that phone, which the calculator refuses)."""
    if benchmark_index >= 1300:
        multiplier = 3 + (benchmark_index - 1300) / 233
    elif benchmark_index >= 800:
        multiplier = 2 + (benchmark_index - 800) / 500
    elif benchmark_index >= 150:
        multiplier = 1 + (benchmark_index - 150) / 650
    else:
        multiplier = 1.0
    return round(multiplier, 2)


def midtier_cpu_multiplier(benchmark_index: float) -> float:
    """The CPU slowdown that makes this host Chrome DevTools' mid-tier phone (a Pixel 5: a
    benchmark index of 1,000; ChromeDevTools/devtools-frontend,
    front_end/panels/mobile_throttling/CalibrationController.ts, commit
    6d4ec477cdcfafa629e99a65ae645976bb47c2cd, bisects the throttling rate until the index run
    under it is within 10 of 1,000). Lighthouse's simulation slows every task by the multiplier,
    so the index over 1,000; 1× for a host at or below that phone (DevTools: too weak)."""
    return round(max(1.0, benchmark_index / 1000), 2)


def lighthouse_visit(base_url: str, path: str, chrome: str, cpu_multiplier: float | None = None,
                     home: Path | None = None) -> dict:
    """One Lighthouse run (mobile, its default simulated throttling; the CPU slowed by
    cpu_multiplier instead of its 4× if given) of base_url + path in a new profile of this
    Chromium: the four category scores, the page's layout shift, its main metrics, the audits it
    failed, the host's benchmark index and the main thread's longest tasks (its long-tasks audit:
    each task's script, start and duration, under the run's throttling). `home`: a HOME whose NSS
    database trusts the local CA, for a site over HTTPS (HttpsTrust; Chromium on Linux reads its
    certificates' trust from $HOME/.pki/nssdb, whatever profile Lighthouse makes)."""
    with tempfile.TemporaryDirectory(prefix="bench-lighthouse-") as directory:
        out = Path(directory) / "report.json"
        # not launch_options(): it starts Playwright, already running here
        flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
        cpu = [] if cpu_multiplier is None else [f"--throttling.cpuSlowdownMultiplier={cpu_multiplier}"]
        done = subprocess.run(
            ["node", str(LIGHTHOUSE_CLI), base_url + path, "--output=json", f"--output-path={out}", "--quiet",
             f"--only-categories={','.join(LIGHTHOUSE_CATEGORIES)}", f"--chrome-flags={flags}", *cpu],
            cwd=ROOT, env={**os.environ, "CHROME_PATH": chrome, **({"HOME": str(home)} if home else {})},
            capture_output=True, text=True, timeout=600,
            check=False)
        if done.returncode != 0 or not out.exists():
            raise RuntimeError(f"lighthouse failed on {path}: {done.stderr[-2000:]}")
        report = json.loads(out.read_text())
    audits = report["audits"]
    return {
        "scores": {name: report["categories"][name]["score"] for name in LIGHTHOUSE_CATEGORIES},
        "metrics": {name: audits[name].get("numericValue") for name in (
            "first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time",
            "cumulative-layout-shift")},
        "failed": sorted(name for name, audit in audits.items() if audit.get("score") is not None
                         and audit["score"] < 1
                         and audit.get("scoreDisplayMode") in ("binary", "numeric", "metricSavings")),
        "benchmark_index": report["environment"].get("benchmarkIndex"),
        "long_tasks": [{"url": item.get("url"), "start_ms": round(item.get("startTime", 0)),
                        "duration_ms": round(item.get("duration", 0))}
                       for item in (audits.get("long-tasks", {}).get("details") or {}).get("items", [])],
        "cpu_multiplier": report["configSettings"]["throttling"]["cpuSlowdownMultiplier"],
        "lighthouse": report.get("lighthouseVersion"),
    }


def chromium_path(chromium: BrowserType, options: dict) -> str:
    """The Chromium the rest of the bench drives, for Lighthouse's CHROME_PATH."""
    return options.get("executable_path") or chromium.executable_path


def lighthouse_figures(base_url: str, chrome: str, runs: int, log, links: dict[str, str] | None = None,
                       home: Path | None = None, midtier: bool = True) -> tuple[dict[str, float], dict]:
    """The runs of lighthouse_visit the module's docstring lists, on `links` (default both), over HTTPS
    with `home` (lighthouse_visit); without `midtier`, not the runs at DevTools' mid-tier slowdown.
    Also, per link and slowdown, lighthouse_<link>_[<slowdown>_]longest_task_ms: the median of each
    run's longest main-thread task (its long-tasks audit), and the tasks themselves in the samples."""
    links = links or LIGHTHOUSE_LINKS
    figures: dict[str, float] = {}
    samples: dict[str, list[dict]] = {}
    for link, path in links.items():
        samples[link] = []
        for i in range(runs):
            visit = lighthouse_visit(base_url, path, chrome, home=home)
            samples[link].append(visit)
            metrics = visit["metrics"]
            log(f"lighthouse {link} run {i + 1}/{runs}: {visit['scores']}, CLS "
                f"{metrics['cumulative-layout-shift']:.3f}, TBT {metrics['total-blocking-time']:.0f} ms, "
                f"benchmark index {visit['benchmark_index']}")
        for category in LIGHTHOUSE_CATEGORIES:
            figures[f"lighthouse_{link}_{category.replace('-', '_')}"] = round(statistics.median(
                [v["scores"][category] for v in samples[link]]), 2)
        figures[f"lighthouse_{link}_cls"] = round(statistics.median(
            [v["metrics"]["cumulative-layout-shift"] for v in samples[link]]), 4)
        figures[f"lighthouse_{link}_longest_task_ms"] = longest_task(samples[link])
    # Calibrated to this host (see the module's docstring): the same runs with the slowdown that
    # makes this machine Lighthouse's mid-tier phone.
    index = statistics.median([v["benchmark_index"] for link in links for v in samples[link]])
    multiplier = calibrated_cpu_multiplier(index)
    figures["lighthouse_benchmark_index"] = round(index)
    figures["lighthouse_calibrated_cpu_multiplier"] = multiplier
    slowdowns = [("calibrated", multiplier)]
    if midtier:
        figures["lighthouse_midtier_cpu_multiplier"] = midtier_cpu_multiplier(index)
        slowdowns.append(("midtier", midtier_cpu_multiplier(index)))
    for name, slowdown in slowdowns:
        for link, path in links.items():
            slowed = samples[f"{link}_{name}"] = []
            for i in range(runs):
                visit = lighthouse_visit(base_url, path, chrome, slowdown, home=home)
                slowed.append(visit)
                log(f"lighthouse {link}, CPU {slowdown}×, run {i + 1}/{runs}: "
                    f"performance {visit['scores']['performance']}, "
                    f"TBT {visit['metrics']['total-blocking-time']:.0f} ms, benchmark index {visit['benchmark_index']}")
            figures[f"lighthouse_{link}_performance_{name}"] = round(statistics.median(
                [v["scores"]["performance"] for v in slowed]), 2)
            figures[f"lighthouse_{link}_{name}_longest_task_ms"] = longest_task(slowed)
    return figures, samples


def longest_task(visits: list[dict]) -> float:
    """The median over Lighthouse runs of each run's longest main-thread task (0: none listed)."""
    return median([max((t["duration_ms"] for t in v["long_tasks"]), default=0) for v in visits])


def longest_tasks_named(samples: dict[str, list[dict]], count: int = 5) -> dict[str, list[str]]:
    """Per Lighthouse sample set, the longest main-thread tasks of its run with the median longest
    one: "<ms> ms at <start> ms: <script>", longest first (for the table under the figures)."""
    named: dict[str, list[str]] = {}
    for name, visits in samples.items():
        if not visits:
            continue
        ordered = sorted(visits, key=lambda v: max((t["duration_ms"] for t in v["long_tasks"]), default=0))
        middle = ordered[len(ordered) // 2]
        tasks = sorted(middle["long_tasks"], key=lambda t: -t["duration_ms"])[:count]
        named[name] = [f"{t['duration_ms']} ms at {t['start_ms']} ms: {t['url'] or '(no script)'}" for t in tasks]
    return named


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


# Chromium's network emulation (page and workers alike): throughput in bytes/s, latency in ms.
PROFILES = {
    "none": None,
    "fast-4g": {"downloadThroughput": 9e6 / 8, "uploadThroughput": 9e6 / 8, "latency": 60},
    "slow-4g": {"downloadThroughput": 1.6e6 / 8, "uploadThroughput": 1.6e6 / 8, "latency": 150},
}


def link_flag(profile: str) -> str:
    """The profile as the server's --link flag (bytes/s:latency ms), for Firefox and WebKit."""
    conditions = PROFILES[profile]
    return f"{conditions['downloadThroughput']:.0f}:{conditions['latency']}"


def throttle(context: BrowserContext, page: Page, profile: str) -> None:
    conditions = PROFILES[profile]
    if conditions:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {"offline": False, **conditions})


class Wire:
    """Bytes on the wire (headers + body as transferred) of the requests that started before a
    moment (epoch ms), page and workers alike."""

    def __init__(self, context: BrowserContext) -> None:
        self.requests = []
        context.on("requestfinished", lambda request: self.requests.append(request))

    def before(self, epoch_ms: float) -> int:
        total = 0
        for request in self.requests:
            if request.timing["startTime"] <= epoch_ms:
                sizes = request.sizes()
                total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        return total


def first_paint_ms(page: Page) -> float | None:
    return page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")


def naive_visit(chromium: BrowserType, options: dict, base_url: str, profile: str) -> dict:
    """A naive page: loadPyodide() of the npm package's own files, same host, fresh profile."""
    with new_profile(chromium, options, base_url) as context:
        wire = Wire(context)
        page = first_page(context)
        throttle(context, page, profile)
        page.goto(BARE_URL)
        try:
            page.wait_for_selector("body[data-state=ready]", timeout=TIMEOUT_MS)
        except Exception as error:
            raise VisitFailed(error, reached(page), wire.before(float("inf"))) from error
        ms = float(page.get_attribute("body", "data-boot-ms"))
        origin = page.evaluate("performance.timeOrigin")
        return {"first_result_ms": ms, "wire_bytes": wire.before(origin + ms)}


def storage_used(page: Page) -> dict:
    """What the visit left in the browser: navigator.storage.estimate() once the service worker
    controls the page (its precache is complete) and any snapshot save has ended."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while not page.evaluate("navigator.serviceWorker.controller !== null"):
        if time.monotonic() > deadline:
            raise RuntimeError("the service worker never took control")
        page.wait_for_timeout(200)
    page.wait_for_timeout(1500)
    return page.evaluate("""async () => {
      const { usage, usageDetails } = await navigator.storage.estimate();
      return { usage, details: usageDetails ?? null };
    }""")


# Firefox and WebKit: the app's first result, timed in the page (performance.now() counts from
# navigation start). The observer is installed after the load event; a result already showing by
# then is taken at that moment ("late": an overestimate, counted in the samples). It notes the time
# in the page (globalThis.__benchFirstResult), read by polling: a driver's script that waited for
# it would be cut off at the driver's script timeout (120 s), which WebKit's first visit passes on
# a loaded machine.
ENGINE_FIRST_RESULT = """() => {
  const result = document.querySelector('[data-testid="result"]');
  const shown = () => result.dataset.state === "result";
  const note = (late) => (globalThis.__benchFirstResult = { ms: performance.now(), late });
  if (shown()) return note(true);
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    note(false);
  });
  observer.observe(result, { attributes: true, attributeFilter: ["data-state"] });
  return null;
}"""
ENGINE_FIRST_RESULT_NOTED = "() => globalThis.__benchFirstResult ?? null"
# How long a visit in Firefox or WebKit may take to its first result (WebKit on a slow link under load).
ENGINE_TIMEOUT_S = 600
# The worker's timeline of the boot in page time ({step: ms}), once its first answer is marked.
ENGINE_WORKER_STEPS = """() => {
  const marks = performance.getEntriesByType("mark").filter((m) => m.name.startsWith("engine: "))
    .sort((a, b) => a.startTime - b.startTime);
  if (!marks.some((m) => m.name === "engine: first answer")) return null;
  return Object.fromEntries(marks.map((m) => [m.name.slice(8), Math.round(m.startTime)]));
}"""
ENGINE_RESULT_SHOWN = "() => document.querySelector('[data-testid=\"result\"]')?.dataset.state === 'result'"


# What a visit that did not finish had reached: the page's own status line (its state and the words
# it showed last: the boot's last milestone), the download bar's share, the result's state, and when.
VISIT_REACHED = """() => {
  const status = document.querySelector('[data-testid="engine-status"]');
  const bar = document.querySelector('[data-testid="engine-progress"]');
  return { state: status?.dataset.state ?? null, status: status?.textContent?.trim() ?? null,
           progress: bar && bar.hasAttribute("value") ? Math.round(bar.value) : null,
           result: document.querySelector('[data-testid="result"]')?.dataset.state ?? null,
           body: document.body?.dataset.state ?? null, at_ms: Math.round(performance.now()) };
}"""


def reached(page) -> dict | None:
    """VISIT_REACHED in a page that may itself be stuck (None if it does not answer)."""
    try:
        return page.evaluate(VISIT_REACHED)
    except Exception as error:  # noqa: BLE001 (a page that hangs or crashed: said, the run goes on)
        return {"unreadable": f"{type(error).__name__}: {error}"[:200]}


def failed_visit(error: BaseException, where: dict | None, wire_bytes: int | None) -> dict:
    """A visit that did not finish in its time (or broke), recorded instead of ending the bench: the
    error, what the page had reached (VISIT_REACHED) and the bytes sent or received so far."""
    return {"failed": f"{type(error).__name__}: {error}"[:500], "reached": where, "wire_bytes": wire_bytes,
            "first_result_ms": None}


def engine_app_visit(page, base_url: str) -> dict:
    """One visit of the app in a Firefox or WebKit page (tests/support/browsers.py): its first result."""
    from tests.support.browsers import wait_for

    page.goto("about:blank")
    page.goto(base_url + APP_URL)
    page.evaluate(ENGINE_FIRST_RESULT)
    timed = wait_for(page, ENGINE_FIRST_RESULT_NOTED, timeout_s=ENGINE_TIMEOUT_S, what="the first result")
    wait_for(page, ENGINE_RESULT_SHOWN, timeout_s=TIMEOUT_MS / 1000)
    stones, komi = page.evaluate("() => ['stones', 'komi'].map((id) => "
                                 "document.querySelector(`[data-testid=${id}]`).textContent)")
    if (stones, komi) != ("2", "−0.5"):
        raise RuntimeError(f"{page.name}: wrong first result: stones {stones}, komi {komi}")
    boot = page.evaluate("() => document.querySelector('[data-testid=\"engine-status\"]').dataset.boot")
    # The worker's timeline, which the page keeps as User Timing marks (engine-client.js); it is
    # posted just after the first answer, so it may come a moment after the result shows.
    steps = wait_for(page, ENGINE_WORKER_STEPS, timeout_s=10, what="the engine's timeline marks")
    return {"first_result_ms": float(timed["ms"]), "late": timed["late"], "boot": boot, "worker_steps_ms": steps}


def engine_naive_visit(engine: str, base_url: str, trust: dict | None = None) -> float:
    """The naive page (bare loadPyodide) in a new browser of this engine: ms to a booted Python.
    `trust`: open_page's arguments that make it trust a local CA (HttpsTrust.open_args)."""
    from tests.support.browsers import open_page, wait_for

    with open_page(engine, **(trust or {})) as page:
        page.goto(base_url + BARE_URL)
        try:
            state = wait_for(page, "() => document.body.dataset.state !== 'booting' && document.body.dataset.state",
                             timeout_s=ENGINE_TIMEOUT_S)
        except TimeoutError as error:
            raise VisitFailed(error, reached(page)) from error
        if state != "ready":
            raise VisitFailed(RuntimeError(f"{engine}: the naive page failed"), reached(page))
        return float(page.evaluate("() => document.body.dataset.bootMs"))


class VisitFailed(Exception):
    """A visit that did not finish, with what its page had reached (VISIT_REACHED)."""

    def __init__(self, error: BaseException, where: dict | None, wire_bytes: int | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.where = where
        self.wire_bytes = wire_bytes


def engine_naive_record(engine: str, base_url: str, trust: dict | None = None) -> dict:
    """engine_naive_visit as a visit's record."""
    return {"first_result_ms": engine_naive_visit(engine, base_url, trust)}


def engine_first_visits(engines: list[str], base_url: str, runs: int, log) -> dict[str, dict]:
    """Per engine, interleaved like Chromium's: the naive page, then the app in a new browser (a
    first-time visitor: cold), then again in the same browser (warm)."""
    from tests.support.browsers import missing, open_page

    gaps = {e: gap for e, gap in missing().items() if e in engines}
    if gaps:
        raise RuntimeError("; ".join(f"{e}: {gap}" for e, gap in gaps.items()))
    samples: dict[str, dict] = {}
    for engine in engines:
        runs_of = samples[engine] = {"naive": [], "cold": [], "warm": [], "version": None}
        for i in range(runs):
            runs_of["naive"].append(engine_naive_visit(engine, base_url))
            with open_page(engine) as page:
                runs_of["version"] = page.version()
                runs_of["cold"].append(engine_app_visit(page, base_url))
                runs_of["warm"].append(engine_app_visit(page, base_url))
            log(f"{engine} run {i + 1}/{runs}: naive {runs_of['naive'][-1]:.0f} ms, app cold "
                f"{runs_of['cold'][-1]['first_result_ms']:.0f} ms ({runs_of['cold'][-1]['boot']}), warm "
                f"{runs_of['warm'][-1]['first_result_ms']:.0f} ms ({runs_of['warm'][-1]['boot']})")
    return samples


def engine_figures(samples: dict[str, dict]) -> tuple[dict[str, float], dict[str, dict]]:
    """The per-engine figures (medians; ratios against the same engine's naive page) and samples."""
    figures: dict[str, float] = {}
    details: dict[str, dict] = {}
    for engine, runs_of in samples.items():
        naive = median(runs_of["naive"])
        cold = median([r["first_result_ms"] for r in runs_of["cold"]])
        warm = median([r["first_result_ms"] for r in runs_of["warm"]])
        figures[f"{engine}_naive_first_result_ms"] = naive
        figures[f"{engine}_cold_first_result_ms"] = cold
        figures[f"{engine}_cold_ratio"] = round(cold / naive, 3)
        figures[f"{engine}_warm_first_result_ms"] = warm
        figures[f"{engine}_warm_ratio"] = round(warm / naive, 3)
        figures[f"{engine}_warm_to_cold"] = round(warm / cold, 3)
        details[engine] = {
            "version": runs_of["version"],
            "naive_first_result_ms": [round(v, 1) for v in runs_of["naive"]],
            **{f"{kind}_{key}": [round(r["first_result_ms"], 1) if key == "first_result_ms" else r[key]
                                 for r in runs_of[kind]]
               for kind in ("cold", "warm") for key in ("first_result_ms", "boot", "late")},
            "worker_steps_cold_ms": [r["worker_steps_ms"] for r in runs_of["cold"]],
            "worker_steps_warm_ms": [r["worker_steps_ms"] for r in runs_of["warm"]],
        }
    return figures, details


class HttpsTrust:
    """The local CA (scripts/local-cert.mjs) each browser trusts in a profile of its own, as
    tests/e2e/test_real_web_server.py makes them: Chromium through an NSS database in a HOME of its
    own (Lighthouse's Chromium too), Firefox through its profile's, WebKit through a mount namespace
    where the system's bundle has the CA (tests/support/local_ca.py)."""

    def __init__(self, folder: Path) -> None:
        from tests.support import local_ca

        self.folder = folder
        self.cert_dir = folder / "ca"
        self.ca = local_ca.local_ca(self.cert_dir)
        self.home = local_ca.chromium_home(self.ca, folder / "home")
        self._webkit_driver: Path | None = None
        self._profiles = 0

    def chromium_options(self, options: dict) -> dict:
        return {**options, "env": {**os.environ, "HOME": str(self.home)}}

    def open_args(self, engine: str) -> dict:
        """open_page's arguments for a new browser of `engine` that trusts the CA (a new profile each)."""
        from tests.support import local_ca
        from tests.support.browsers import WEBKIT_DRIVER

        if engine == "firefox":
            self._profiles += 1
            return {"firefox_profile": local_ca.firefox_profile(self.ca, self.folder / f"firefox-{self._profiles}")}
        if self._webkit_driver is None:
            self._webkit_driver = local_ca.webkit_driver_trusting(self.ca, self.folder / "webkit", WEBKIT_DRIVER)
        return {"webkit_driver": self._webkit_driver}


class RequestLog:
    """A server's request log (`serve.mjs --log … --log-bytes`): the bytes sent since a mark."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.at = 0

    def mark(self) -> None:
        self.at = len(self._lines())

    def bytes_since_mark(self) -> int:
        return sum(int(line.rsplit("bytes=", 1)[1]) for line in self._lines()[self.at:] if "bytes=" in line)

    def _lines(self) -> list[str]:
        return self.path.read_text().splitlines() if self.path.exists() else []


def engine_cold_visit(engine: str, base_url: str, requests: RequestLog, trust: dict | None = None) -> dict:
    """The app's first visit in a new browser of `engine` (Firefox, WebKit): its first result and the
    bytes the server sent (headers and bodies) up to the moment the bench saw it (from the server's log: a worker's
    fetches are out of the driver's sight; requests that ended between the result and the reading
    count too, so a little over, never under)."""
    from tests.support.browsers import open_page

    requests.mark()
    try:
        with open_page(engine, **(trust or {})) as page:
            try:
                visit = engine_app_visit(page, base_url)
            except Exception as error:  # noqa: BLE001 (not finished in its time: what it reached; the bench goes on)
                return failed_visit(error, reached(page), requests.bytes_since_mark())
            visit["wire_bytes"] = requests.bytes_since_mark()
            visit["version"] = page.version()
    except Exception as error:  # noqa: BLE001 (the browser itself did not start or close)
        return failed_visit(error, None, requests.bytes_since_mark())
    return visit


def visit_note(visit: dict) -> str:
    """One visit for the log: its time and bytes (and boot), or that it failed, where, and its bytes so far."""
    bytes_ = f"{visit['wire_bytes']:,} B" if visit.get("wire_bytes") is not None else "? B"
    if visit.get("failed"):
        return f"FAILED ({visit['failed'].splitlines()[0][:120]}; reached {visit.get('reached')}; {bytes_} so far)"
    boot = f", {visit['boot']}" if visit.get("boot") else ""
    return f"{visit['first_result_ms']:.0f} ms ({bytes_}{boot})"


def visits_note(of: dict[str, list]) -> str:
    """The last run's naive page and the app over HTTP and HTTPS, for the log."""
    return (f"naive {visit_note(of['naive'][-1])}; app over HTTP {visit_note(of['http'][-1])}, "
            f"over HTTPS {visit_note(of['https'][-1])}")


def attempt(visit, *args, requests: RequestLog | None = None) -> dict:
    """`visit(*args)`'s record, or, if it does not finish (a timeout, a browser that breaks),
    failed_visit's: one failed visit is recorded and the bench goes on. `requests`: the server's log,
    whose bytes since its mark are the failed visit's bytes so far."""
    try:
        return visit(*args)
    except VisitFailed as failure:
        so_far = failure.wire_bytes
        if so_far is None and requests:
            so_far = requests.bytes_since_mark()
        return failed_visit(failure.error, failure.where, so_far)
    except Exception as error:  # noqa: BLE001 (whatever a browser does, the bench goes on)
        return failed_visit(error, None, requests.bytes_since_mark() if requests else None)


def chromium_cold_visit(chromium: BrowserType, options: dict, base_url: str, profile: str) -> dict:
    """The app's first visit in a new Chromium profile (timed_visit), its version beside it; one
    that does not finish recorded as failed (timed_visit's keep_failure)."""
    with new_profile(chromium, options, base_url) as context:
        visit, page = timed_visit(context, profile, keep_failure=True)
        if not visit.get("failed"):
            visit["version"] = page.evaluate("navigator.userAgent.match(/Chrome\\/([\\d.]+)/)?.[1] ?? ''")
    return visit


def https_first_visits(dist: Path, profiles: list[str], engines: list[str], runs: int, log,
                       chromium: BrowserType, options: dict, trust: HttpsTrust, work: Path) -> tuple[dict, dict]:
    """First visits on each throttled profile, in Chromium and each other engine, side by side in one
    run, interleaved: the naive page over HTTPS from a host that negotiates (the fair baseline: the
    same server, the same compression, its wasm as Brotli too), the app over plain HTTP from a host
    that sends every file as it is (today's host, the bench's usual one), and the app over HTTPS
    from the host that negotiates (the wasm's and every text file's Brotli copy). Chromium is
    throttled by its own network emulation, Firefox and WebKit by the servers' shaped link.
    Figures (medians): https_<profile>_<engine>_{naive,cold}_first_result_ms, _cold_ratio (app /
    naive), _cold_wire_bytes, and http_<profile>_<engine>_cold_first_result_ms, _cold_wire_bytes;
    https_<profile>_<engine>_cold_to_http, the HTTPS visit's time over the plain-HTTP one's.
    Chromium's bytes are its own (headers and bodies of the requests started before the result);
    Firefox's and WebKit's are what the server sent, headers and bodies (its log), until the bench saw
    the result."""
    samples: dict[str, dict[str, list]] = {}
    https_args = ("--https", "--cert-dir", str(trust.cert_dir))
    chromium_https = trust.chromium_options(options)
    servers: list = []
    try:
        http_proc, http_url = start_server(args=("--dir", str(dist), "--as-is"))
        servers.append(http_proc)
        https_proc, https_url = start_server(args=("--dir", str(dist), *https_args))
        servers.append(https_proc)
        for profile in profiles:
            if not PROFILES[profile]:
                continue
            shaped: dict[str, tuple[str, RequestLog]] = {}
            if engines:
                for scheme, extra in (("http", ("--as-is",)), ("https", https_args)):
                    requests = RequestLog(work / f"{profile}-{scheme}.log")
                    proc, url = start_server(args=("--dir", str(dist), "--link", link_flag(profile), *extra,
                                                   "--log", str(requests.path), "--log-bytes"))
                    servers.append(proc)
                    shaped[scheme] = (url, requests)
            for i in range(runs):
                of = samples.setdefault(f"{profile}_chromium", {"naive": [], "http": [], "https": [], "version": []})
                of["naive"].append(attempt(naive_visit, chromium, chromium_https, https_url, profile))
                of["http"].append(attempt(chromium_cold_visit, chromium, options, http_url, profile))
                https_visit = attempt(chromium_cold_visit, chromium, chromium_https, https_url, profile)
                of["https"].append(https_visit)
                if https_visit.get("version"):
                    of["version"] = [https_visit["version"]]
                log(f"https {profile} chromium run {i + 1}/{runs}: {visits_note(of)}")
                for engine in engines:
                    of = samples.setdefault(f"{profile}_{engine}",
                                            {"naive": [], "http": [], "https": [], "version": []})
                    (https_shaped, https_log), (http_shaped, http_log) = shaped["https"], shaped["http"]
                    https_log.mark()
                    naive = attempt(engine_naive_record, engine, https_shaped, trust.open_args(engine),
                                    requests=https_log)
                    naive.setdefault("wire_bytes", https_log.bytes_since_mark())
                    of["naive"].append(naive)
                    of["http"].append(engine_cold_visit(engine, http_shaped, http_log))
                    of["https"].append(engine_cold_visit(engine, https_shaped, https_log, trust.open_args(engine)))
                    if of["https"][-1].get("version"):
                        of["version"] = [of["https"][-1]["version"]]
                    log(f"https {profile} {engine} run {i + 1}/{runs}: {visits_note(of)}")
    finally:
        for proc in servers:
            stop_server(proc)
    figures: dict[str, float | int] = {}
    details: dict[str, dict] = {}
    for name, of in samples.items():
        # Medians of the visits that finished; a kind none of whose visits finished has no figure
        # (its failures are in the details: what each reached, the bytes so far).
        done = {kind: [r for r in of[kind] if not r.get("failed")] for kind in ("naive", "http", "https")}
        time_of = {kind: median([r["first_result_ms"] for r in visits]) if visits else None
                   for kind, visits in done.items()}
        naive, http, https = time_of["naive"], time_of["http"], time_of["https"]
        if naive is not None:
            figures[f"https_{name}_naive_first_result_ms"] = naive
            figures[f"https_{name}_naive_wire_bytes"] = int(statistics.median([r["wire_bytes"] for r in done["naive"]]))
        if https is not None:
            figures[f"https_{name}_cold_first_result_ms"] = https
            figures[f"https_{name}_cold_wire_bytes"] = int(statistics.median([r["wire_bytes"] for r in done["https"]]))
        if https is not None and naive is not None:
            figures[f"https_{name}_cold_ratio"] = round(https / naive, 3)
        if http is not None:
            figures[f"http_{name}_cold_first_result_ms"] = http
            figures[f"http_{name}_cold_wire_bytes"] = int(statistics.median([r["wire_bytes"] for r in done["http"]]))
        if https is not None and http is not None:
            figures[f"https_{name}_cold_to_http"] = round(https / http, 3)
        for kind, visits in of.items():
            failed = [r for r in visits if isinstance(r, dict) and r.get("failed")] if kind != "version" else []
            if failed:
                scheme, visit = ("http" if kind == "http" else "https"), ("naive" if kind == "naive" else "cold")
                figures[f"{scheme}_{name}_{visit}_failed"] = len(failed)
        details[name] = {
            "version": of["version"][0] if of["version"] else None,
            **{f"{kind}_{key}": [(round(r[key], 1) if r[key] is not None else None) if key == "first_result_ms"
                                 else r.get(key) for r in of[kind]]
               for kind in ("naive", "http", "https") for key in ("first_result_ms", "wire_bytes")},
            **{f"{kind}_failed": [{"error": r["failed"], "reached": r.get("reached"), "wire_bytes": r.get("wire_bytes")}
                                  for r in of[kind] if r.get("failed")]
               for kind in ("naive", "http", "https") if any(r.get("failed") for r in of[kind])},
            **{f"{kind}_boot": [r.get("boot") for r in of[kind]] for kind in ("http", "https")},
            "https_worker_steps_ms": [r.get("worker_steps_ms") for r in of["https"]],
            "http_worker_steps_ms": [r.get("worker_steps_ms") for r in of["http"]],
            "https_long_tasks": [r.get("long_tasks") for r in of["https"]],
        }
    return figures, details


def run(runs: int, changes: int, log, profiles: list[str], throttled_runs: int,
        engines: list[str] | None = None, engine_runs: int = 3, stay_s: float = 20,
        lighthouse_runs: int = 1, built: Path | None = None) -> dict:
    options = launch_options()
    dist = Path(tempfile.mkdtemp(prefix="bench-dist-")) / "dist"
    # A typical static host (text gzipped, binaries as they are), as the benchmark has always had
    # (--https measures a host that negotiates beside it: https_run).
    server_args: tuple[str, ...] = ("--as-is",)
    if built:  # a build made already: a copy of hard links (the baseline is added to the copy only)
        shutil.copytree(built, dist, copy_function=os.link)
    else:
        subprocess.run(["node", "scripts/build.mjs", str(dist)], cwd=ROOT, check=True, capture_output=True)
    shutil.copytree(BASELINE, dist / "static" / "bench")
    proc, base_url = start_server(args=("--dir", str(dist), *server_args))
    per_profile: dict[str, dict] = {}
    latencies: list[float] = []
    extra: dict = {}
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium
            for profile in profiles:
                n = runs if profile == "none" else throttled_runs
                samples = {"naive": [], "cold": [], "warm": [], "storage": [], "warm_at_answer": [], "offline": []}
                for i in range(n):
                    # Interleaved, so a change in the machine's load touches both alike.
                    samples["naive"].append(naive_visit(chromium, options, base_url, profile))
                    if profile != "none":
                        # A returning visitor on this link: back after a first visit closed at its
                        # answer, and after one that stayed `stay_s` (both first visits are cold ones).
                        at_answer = returning_visits(chromium, options, base_url, profile, 0)
                        stayed = returning_visits(chromium, options, base_url, profile, stay_s)
                        samples["cold"] += [at_answer["cold"], stayed["cold"]]
                        samples["warm_at_answer"].append(at_answer["back"])
                        samples["warm"].append(stayed["back"])
                        cold, back = at_answer["cold"], at_answer["back"]
                        log(f"{profile} run {i + 1}/{n}: naive {samples['naive'][-1]['first_result_ms']:.0f} ms, "
                            f"app cold {cold['first_result_ms']:.0f} / {stayed['cold']['first_result_ms']:.0f} ms "
                            f"({cold['boot']}, {cold['wire_bytes'] / 1e6:.2f} MB); back after "
                            f"closing at the answer {back['first_result_ms']:.0f} ms ({back['boot']}, "
                            f"{back['wire_bytes'] / 1e6:.2f} MB), after {stay_s:g} s "
                            f"{stayed['back']['first_result_ms']:.0f} ms ({stayed['back']['boot']})")
                        continue
                    with new_profile(chromium, options, base_url) as context:
                        transfers = Transfers(context)
                        cold, page = timed_visit(context, profile)
                        samples["cold"].append(cold)
                        if profile == "none":
                            samples["storage"].append(storage_used(page))
                            if i == 0:
                                extra["transfers"] = transfers.totals()
                            samples["warm"].append(app_visit(page))
                            samples["offline"].append(offline_visit(context, page))
                            if i == n - 1:
                                page.evaluate(INPUT_LOOP, 3)  # warm-up
                                latencies = page.evaluate(INPUT_LOOP, changes)
                                extra["round"] = round_figures(page, runs)
                                extra["chromium"] = page.evaluate(
                                    "navigator.userAgent.match(/Chrome\\/([\\d.]+)/)?.[1] ?? navigator.userAgent")
                    warm = samples["warm"][-1] if samples["warm"] else None
                    warm_note = f", warm {warm['first_result_ms']:.0f} ms ({warm['boot']})" if warm else ""
                    naive = samples["naive"][-1]
                    log(f"{profile} run {i + 1}/{n}: naive {naive['first_result_ms']:.0f} ms "
                        f"({naive['wire_bytes'] / 1e6:.2f} MB), app cold {cold['first_result_ms']:.0f} ms "
                        f"({cold['boot']}, {cold['wire_bytes'] / 1e6:.2f} MB){warm_note}")
                per_profile[profile] = samples
            lighthouse = (lighthouse_figures(base_url, chromium_path(chromium, options), lighthouse_runs, log)
                          if lighthouse_runs else ({}, {}))
        engine_samples = {"": engine_first_visits(engines or [], base_url, engine_runs, log)}
        # Their drivers cannot throttle: the server shapes the link itself (scripts/shaped-link.mjs).
        for profile in profiles:
            if PROFILES[profile] and engines:
                shaped, shaped_url = start_server(args=("--dir", str(dist), "--link", link_flag(profile), *server_args))
                try:
                    engine_samples[f"{profile}_"] = engine_first_visits(engines, shaped_url, engine_runs,
                                                                         lambda m, p=profile: log(f"{p} {m}"))
                finally:
                    stop_server(shaped)
    finally:
        stop_server(proc)
        shutil.rmtree(dist.parent, ignore_errors=True)

    figures: dict[str, float | int] = {}
    details: dict[str, dict] = {}
    for profile, samples in per_profile.items():
        naive = median([r["first_result_ms"] for r in samples["naive"]])
        cold = median([r["first_result_ms"] for r in samples["cold"]])
        prefix = "" if profile == "none" else f"{profile}_"
        figures[f"{prefix}naive_first_result_ms"] = naive
        figures[f"{prefix}cold_first_result_ms"] = cold
        figures[f"{prefix}cold_ratio"] = round(cold / naive, 3)
        figures[f"{prefix}cold_wire_bytes"] = int(statistics.median([r["wire_bytes"] for r in samples["cold"]]))
        figures[f"{prefix}naive_wire_bytes"] = int(statistics.median([r["wire_bytes"] for r in samples["naive"]]))
        figures[f"{prefix}first_paint_ms"] = median([r["first_paint_ms"] or 0 for r in samples["cold"]])
        if samples["warm_at_answer"]:
            warm = median([r["first_result_ms"] for r in samples["warm_at_answer"]])
            figures[f"{prefix}warm_at_answer_first_result_ms"] = warm
            figures[f"{prefix}warm_at_answer_ratio"] = round(warm / naive, 3)
        if samples["warm"]:
            warm = median([r["first_result_ms"] for r in samples["warm"]])
            figures[f"{prefix}warm_first_result_ms"] = warm
            figures[f"{prefix}warm_ratio"] = round(warm / naive, 3)
        if samples["offline"]:
            offline = median([r["first_result_ms"] for r in samples["offline"]])
            figures["offline_first_result_ms"] = offline
            figures["offline_ratio"] = round(offline / naive, 3)
        if samples["storage"]:
            figures["storage_bytes"] = int(statistics.median([r["usage"] for r in samples["storage"]]))
            figures["boot_longest_main_thread_task_ms"] = median([r["longest_task_ms"] for r in samples["cold"]])
        details[profile] = {
            "naive_first_result_ms": [round(r["first_result_ms"], 1) for r in samples["naive"]],
            "cold_first_result_ms": [round(r["first_result_ms"], 1) for r in samples["cold"]],
            "cold_boot_paths": [r["boot"] for r in samples["cold"]],
            "cold_wire_bytes": [r["wire_bytes"] for r in samples["cold"]],
            "warm_first_result_ms": [round(r["first_result_ms"], 1) for r in samples["warm"]],
            "warm_boot_paths": [r["boot"] for r in samples["warm"]],
            "offline_first_result_ms": [round(r["first_result_ms"], 1) for r in samples["offline"]],
            "offline_boot_paths": [r["boot"] for r in samples["offline"]],
            "warm_at_answer_first_result_ms": [round(r["first_result_ms"], 1) for r in samples["warm_at_answer"]],
            "warm_at_answer_boot_paths": [r["boot"] for r in samples["warm_at_answer"]],
            "warm_at_answer_wire_bytes": [r["wire_bytes"] for r in samples["warm_at_answer"]],
            "worker_steps_first_warm_at_answer_load": (samples["warm_at_answer"][0]["worker_steps_ms"]
                                                       if samples["warm_at_answer"] else None),
            "page_steps_warm_at_answer_ms": [r["page_steps_ms"] for r in samples["warm_at_answer"]],
            "longest_task_cold_ms": [round(r["longest_task_ms"], 1) for r in samples["cold"]],
            "storage": samples["storage"][:1],
            "long_tasks_first_cold_load": samples["cold"][0]["long_tasks"],
            "worker_steps_first_cold_load": samples["cold"][0]["worker_steps_ms"],
            "worker_steps_first_warm_load": samples["warm"][0]["worker_steps_ms"] if samples["warm"] else None,
            "page_steps_cold_ms": [r["page_steps_ms"] for r in samples["cold"]],
            "page_steps_warm_ms": [r["page_steps_ms"] for r in samples["warm"]],
        }
    if latencies:
        figures["input_latency_median_ms"] = median(latencies)
        figures["input_latency_p95_ms"] = percentile(latencies, 95)
    if "transfers" in extra:
        figures["app_bytes"] = extra["transfers"]["app_bytes"]
        figures["total_bytes"] = extra["transfers"]["total_bytes"]
    figures.update(extra.get("round", {}))
    figures.update(lighthouse[0])
    engine_details: dict[str, dict] = {}
    for prefix, samples_of in engine_samples.items():
        engine_figs, details_of = engine_figures(samples_of)
        figures.update({prefix + name: value for name, value in engine_figs.items()})
        engine_details.update({prefix + name: value for name, value in details_of.items()})
    # Warm faster than cold in every engine, on every link.
    rules = {**TARGETS, **{name: ("≤", 1.0) for name in figures if name.endswith("_warm_to_cold")}}
    targets = {name: rule for name, rule in rules.items() if name in figures}
    return {
        "figures": figures,
        "targets": {name: f"{op} {limit}" for name, (op, limit) in targets.items()},
        "meets_targets": {name: figures[name] >= limit if op == "≥" else figures[name] <= limit
                          for name, (op, limit) in targets.items()},
        "runs": {"none": runs, "throttled": throttled_runs},
        "stay_s": stay_s,
        "profiles": {name: PROFILES[name] for name in profiles},
        "input_changes": len(latencies),
        "samples": details,
        "input_latency_ms": [round(v, 1) for v in latencies],
        "chromium": extra.get("chromium"),
        "engines": engine_details,
        "lighthouse": lighthouse[1],
        "pyodide": json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"],
    }


# The targets of a run over HTTPS (--https): a first visit on fast 4G within 3.9 MB in every engine;
# in Chromium and WebKit a first visit over HTTPS at most 0.85 of the same visit over plain HTTP from
# today's host (in the same run); Lighthouse's mobile audit of a shared link over HTTPS, and its
# longest main-thread task at the 4x CPU.
HTTPS_ENGINES = ("chromium", "firefox", "webkit")
HTTPS_TARGETS = {
    **{f"https_fast-4g_{engine}_cold_wire_bytes": ("≤", 3_900_000) for engine in HTTPS_ENGINES},
    **{f"https_{profile}_{engine}_cold_to_http": ("≤", 0.85)
       for profile in ("fast-4g", "slow-4g") for engine in ("chromium", "webkit")},
    "lighthouse_shared_performance": ("≥", 0.95),
    "lighthouse_shared_performance_calibrated": ("≥", 0.90),
    **{f"lighthouse_shared_{category}": ("≥", 1.0) for category in ("accessibility", "best_practices", "seo")},
    "lighthouse_shared_longest_task_ms": ("≤", 50),
}


def https_run(runs: int, log, profiles: list[str], engines: list[str], lighthouse_runs: int,
              built: Path | None) -> dict:
    """`--https`: https_first_visits on the throttled profiles, then Lighthouse on a shared link over
    HTTPS (the 4x CPU and the host's calibrated slowdown; lighthouse_figures), its Chromium trusting
    the local CA through the NSS database the bench makes (HttpsTrust)."""
    options = launch_options()
    work = Path(tempfile.mkdtemp(prefix="bench-https-"))
    dist = work / "dist"
    try:
        if built:
            shutil.copytree(built, dist, copy_function=os.link)
        else:
            subprocess.run(["node", "scripts/build.mjs", str(dist)], cwd=ROOT, check=True, capture_output=True)
        shutil.copytree(BASELINE, dist / "static" / "bench")
        trust = HttpsTrust(work / "trust")
        with sync_playwright() as playwright:
            chromium = playwright.chromium
            figures, details = https_first_visits(dist, profiles, engines, runs, log, chromium, options, trust, work)
            chrome = chromium_path(chromium, options)
        lighthouse: tuple[dict, dict] = ({}, {})
        if lighthouse_runs:
            proc, url = start_server(args=("--dir", str(dist), "--https", "--cert-dir", str(trust.cert_dir)))
            try:
                lighthouse = lighthouse_figures(url, chrome, lighthouse_runs, log, {"shared": LIGHTHOUSE_SHARED_URL},
                                                home=trust.home, midtier=False)
            finally:
                stop_server(proc)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    figures.update(lighthouse[0])
    targets = {name: rule for name, rule in HTTPS_TARGETS.items() if name in figures}
    return {
        "figures": figures,
        "targets": {name: f"{op} {limit}" for name, (op, limit) in targets.items()},
        "meets_targets": {name: figures[name] >= limit if op == "≥" else figures[name] <= limit
                          for name, (op, limit) in targets.items()},
        "runs": {"throttled": runs, "lighthouse": lighthouse_runs},
        "profiles": {name: PROFILES[name] for name in profiles if PROFILES[name]},
        "samples": {}, "engines": details,
        "lighthouse": lighthouse[1],
        "longest_tasks": longest_tasks_named(lighthouse[1]),
        "pyodide": json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"],
    }


def unexpected_boots(report: dict) -> list[str]:
    """The boots a run took that the app does not mean to take on that link: said under the table, not
    failed (on a loaded machine a fast link can look slow to the worker; tests/e2e/test_first_visit.py
    checks each path on links it controls)."""
    said = []
    expected = {  # (profile, sample) -> the boots meant
        ("none", "cold_boot_paths"): {"shipped"}, ("none", "warm_boot_paths"): {"shipped"},
        ("none", "offline_boot_paths"): {"shipped"},
        ("fast-4g", "cold_boot_paths"): {"plain"}, ("fast-4g", "warm_at_answer_boot_paths"): {"plain"},
        ("fast-4g", "warm_boot_paths"): {"snapshot", "plain"},
    }
    for (profile, sample), meant in expected.items():
        took = report["samples"].get(profile, {}).get(sample, [])
        if set(took) - meant:
            said.append(f"{profile} {sample}: {took} (meant: {' or '.join(sorted(meant))})")
    for engine, runs in report["engines"].items():
        meant = {"plain"} if engine.startswith("fast-4g_") else {"shipped", "plain"}
        if set(runs.get("cold_boot", [])) - meant:
            said.append(f"{engine} cold_boot: {runs['cold_boot']} (meant: {' or '.join(sorted(meant))})")
    return said


def table(report: dict) -> str:
    figures, targets, meets = report["figures"], report["targets"], report["meets_targets"]
    rows = [("figure", "value", "target", "")]
    for name, value in figures.items():
        shown = f"{value:,}" if isinstance(value, int) else f"{value:g}"
        target = targets.get(name, "")
        mark = "" if name not in meets else ("ok" if meets[name] else "MISSED")
        rows.append((name, shown, target, mark))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(cell.rjust(widths[i]) if i == 1 else cell.ljust(widths[i])
                       for i, cell in enumerate(row)).rstrip()
             for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one run, 10 input changes: checks the benchmark works")
    parser.add_argument("--runs", type=int, help="runs per timing (default 5; 1 with --quick)")
    parser.add_argument("--changes", type=int, help="form changes for input latency (default 200; 10 with --quick)")
    parser.add_argument("--profiles", default="none,fast-4g,slow-4g",
                        help="network profiles, comma-separated (default: none,fast-4g,slow-4g)")
    parser.add_argument("--throttled-runs", type=int, help="runs per throttled profile (default 3; 1 with --quick)")
    parser.add_argument("--engines", default="firefox,webkit",
                        help="other engines for first-visit figures (default: firefox,webkit; '' for none)")
    parser.add_argument("--engine-runs", type=int, help="runs per other engine (default 3; 1 with --quick)")
    parser.add_argument("--stay", type=float, default=20,
                        help="seconds the longer first visit stays open before the returning one (default 20)")
    parser.add_argument("--lighthouse-runs", type=int, default=1,
                        help="Lighthouse runs per link (shared link, bare visit; default 1; 0: none)")
    parser.add_argument("--out", type=Path, help="JSON file to write (default bench-results/bench-<time>.json)")
    parser.add_argument("--built", type=Path,
                        help="an `npm run build` folder to measure instead of building one (the tests' own build)")
    parser.add_argument("--https", action="store_true",
                        help="first visits over HTTPS from a host that negotiates Brotli beside the same over "
                             "plain HTTP from today's host, in Chromium and --engines, on the throttled "
                             "--profiles (--throttled-runs each), then Lighthouse on a shared link over HTTPS "
                             "(--lighthouse-runs): the browsers trust a local CA in profiles of their own")
    args = parser.parse_args()
    runs = args.runs or (1 if args.quick else 5)
    changes = args.changes or (10 if args.quick else 200)

    def log(message: str) -> None:
        print(f"[bench] {message}", file=sys.stderr, flush=True)

    started = datetime.now(UTC)
    before = machine()
    t0 = time.monotonic()
    profiles = [p for p in args.profiles.split(",") if p]
    unknown = [p for p in profiles if p not in PROFILES]
    if unknown:
        parser.error(f"unknown profile {', '.join(unknown)}; known: {', '.join(PROFILES)}")
    throttled_runs = args.throttled_runs or (1 if args.quick else 3)
    engines = [e for e in args.engines.split(",") if e]
    engine_runs = args.engine_runs or (1 if args.quick else 3)
    if args.https:
        report = https_run(throttled_runs, log, profiles, engines, args.lighthouse_runs, args.built)
    else:
        report = run(runs, changes, log, profiles, throttled_runs, engines, engine_runs, args.stay,
                     args.lighthouse_runs, args.built)
    report = {
        "date": started.isoformat(timespec="seconds"),
        "quick": args.quick,
        "https": args.https,
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
    for line in unexpected_boots(report):
        print(f"Unexpected boot path: {line}")
    for name, tasks in report.get("longest_tasks", {}).items():
        print(f"Longest main-thread tasks, Lighthouse {name} (its median run):")
        for task in tasks:
            print(f"  {task}")
    print(f"Results written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
