"""The main thread's tasks over 50 ms from navigation to the first answer, named: builds side by
side in one run, first visits only (a new context each, no service worker), the CPU slowed by
Chromium's emulation (4× by default, as Lighthouse's mobile phone), no network throttling. Each
visit is traced (the DevTools timeline's categories); each long task of the page's main thread is
listed with the work inside it (scripts by URL, style, layout, paint, compile; nested work counts
in each of its parents), largest first. Tasks mostly Playwright's own injected script are left out.
Visits alternate between the builds, so the machine's load touches both alike. Prints JSON (every
visit's tasks, and the median of each build's longest task and of their sum); no time is asserted.

    .venv/bin/python scripts/bench_long_tasks.py DIST [DIST ...] [--runs 3] [--rate 4] [--link /?...]

Each DIST is a build (`node scripts/build.mjs DIR`); the Chromium is the tests' own
(tests/support/chromium.py)."""

from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support.chromium import launch_options
from tests.support.server import start_server, stop_server

LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
LONG_MS = 50.0
# A script evaluated without a URL: Playwright's own (the page has no inline script; CSP forbids it).
INJECTED = "Playwright's injected script"
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink",
              "blink.user_timing", "loading", "disabled-by-default-devtools.timeline.stack"]

# When the opened view's answer showed, in the page's time (the attribute the tests wait for).
PROBE = """(() => {
  const probe = (globalThis.__firstVisit = { answeredAt: null });
  new MutationObserver(() => {
    if (probe.answeredAt !== null || document.documentElement.dataset.opened !== "answered") return;
    probe.answeredAt = performance.now();
    performance.mark("first-answer"); // the same moment in the trace's clock
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-opened"] });
})();"""

# What a task's work is called: a script's by its URL's path, the rest by the event's name.
NAMED = {"UpdateLayoutTree": "style", "Layout": "layout", "Paint": "paint", "PrePaint": "prepaint",
         "Layerize": "layerize", "ParseHTML": "parse HTML", "V8.CompileCode": "compile",
         "v8.compile": "compile", "V8.ParseFunction": "parse function", "v8.compileModule": "compile module",
         "v8.evaluateModule": "evaluate module", "ScheduleStyleRecalculation": None}


def label(event: dict) -> str | None:
    args = event.get("args", {}).get("data", {}) or {}
    name = event["name"]
    url = args.get("url") or args.get("fileName") or ""
    if name == "EvaluateScript" and not url:
        return INJECTED
    if name in ("FunctionCall", "EvaluateScript", "TimerFire", "FireAnimationFrame", "EventDispatch",
                "v8.callFunction", "RunMicrotasks"):
        where = url.split("/static/")[-1] if "/static/" in url else (url.split("/")[-1] if url else "")
        what = {"EventDispatch": f"event {args.get('type', '')}", "FireAnimationFrame": "animation frame",
                "TimerFire": "timer", "RunMicrotasks": "microtasks"}.get(name, "script")
        function = args.get("functionName") or ""
        return f"{what} {where} {function}".strip()
    return NAMED.get(name, None)


def main_thread(events: list[dict], url: str) -> tuple[int, int]:
    """The (pid, tid) of the page's renderer main thread: the one that parsed the page at `url`
    (the trace holds every renderer of the browser)."""
    for event in events:
        begin = event.get("args", {}).get("beginData") or {}
        if event.get("name") == "ParseHTML" and url in (begin.get("url") or ""):
            return event["pid"], event["tid"]
    raise RuntimeError("no renderer main thread in the trace")


def navigation_start(events: list[dict], pid: int, url: str) -> float:
    """The trace's time of the page's navigation start (blink.user_timing's mark, in its renderer)."""
    for event in events:
        if (event.get("name") == "navigationStart" and event.get("pid") == pid
                and url in ((event.get("args", {}).get("data") or {}).get("documentLoaderURL") or "")):
            return event["ts"]
    raise RuntimeError("no navigation start for the page in the trace")


def long_tasks(events: list[dict], url: str, answered_ms: float, long_ms: float = LONG_MS) -> list[dict]:
    pid, tid = main_thread(events, url)
    origin_us = navigation_start(events, pid, url)
    on_main = [e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"]
    tasks = [e for e in on_main if e["name"] in ("RunTask", "ThreadControllerImpl::RunTask")
             and e.get("dur", 0) / 1000 > long_ms]
    # The page's own work starts with its parsing (before it: the blank page it replaces, unloaded).
    parsed = min(e["ts"] for e in on_main if e["name"] == "ParseHTML"
                 and url in ((e.get("args", {}).get("beginData") or {}).get("url") or ""))
    found = []
    for task in sorted(tasks, key=lambda e: e["ts"]):
        start_ms = (task["ts"] - origin_us) / 1000
        if task["ts"] + task["dur"] < parsed or start_ms > answered_ms:
            continue
        end = task["ts"] + task["dur"]
        inside: collections.Counter[str] = collections.Counter()
        for event in on_main:
            if event is task or not task["ts"] <= event["ts"] < end:
                continue
            name = label(event)
            if name:
                inside[name] += event.get("dur", 0) / 1000
        if inside[INJECTED] > task["dur"] / 2000:
            continue  # the driver's, not the page's
        found.append({"start_ms": round(start_ms), "duration_ms": round(task["dur"] / 1000, 1),
                      "inside": {k: round(v, 1) for k, v in inside.most_common(6)}})
    return found


def visit(browser, base_url: str, link: str, rate: float, long_ms: float = LONG_MS) -> dict:
    context = browser.new_context(base_url=base_url, service_workers="block",
                                  viewport={"width": 412, "height": 823}, device_scale_factor=1.75,
                                  is_mobile=True, has_touch=True)
    context.add_init_script(PROBE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    with tempfile.TemporaryDirectory(prefix="bench-trace-") as directory:
        path = Path(directory) / "trace.json"
        browser.start_tracing(page=page, path=str(path), categories=CATEGORIES)
        page.goto(link)
        page.wait_for_selector('html[data-opened="answered"]', state="attached", timeout=300_000)
        answered = page.evaluate("globalThis.__firstVisit.answeredAt")
        url = page.url
        browser.stop_tracing()
        events = json.loads(path.read_text())["traceEvents"]
        if os.environ.get("KEEP_TRACE"):
            Path(os.environ["KEEP_TRACE"]).write_text(json.dumps(events))
    context.close()
    tasks = long_tasks(events, url.split("?")[0], answered, long_ms)
    return {"answered_ms": round(answered), "longest_task_ms": max((t["duration_ms"] for t in tasks), default=0.0),
            "long_tasks_ms": round(sum(t["duration_ms"] for t in tasks), 1), "tasks": tasks}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("builds", type=Path, nargs="+")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rate", type=float, default=4.0, help="CPU slowdown (default 4)")
    parser.add_argument("--link", default=LINK)
    parser.add_argument("--long-ms", type=float, default=LONG_MS, help="what counts as a long task (default 50 ms)")
    parser.add_argument("--port", type=int, default=0, help="the first build's server's port (the next ones follow)")
    args = parser.parse_args()
    names = [str(path) for path in args.builds]
    servers = {name: start_server({"PORT": str(args.port + i if args.port else 0)}, args=("--dir", name))
               for i, name in enumerate(names)}
    samples: dict[str, list[dict]] = {name: [] for name in names}
    launch = launch_options()  # (before Playwright starts here: it asks a Playwright of its own)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch)
            for i in range(args.runs):
                order = names if i % 2 == 0 else names[::-1]
                for name in order:
                    result = visit(browser, servers[name][1], args.link, args.rate, args.long_ms)
                    samples[name].append(result)
                    print(f"run {i + 1} {name}: answered {result['answered_ms']} ms, "
                          f"longest {result['longest_task_ms']} ms", file=sys.stderr)
                    for task in result["tasks"]:
                        print(f"    {task['duration_ms']:6.1f} ms at {task['start_ms']:5d}: {task['inside']}",
                              file=sys.stderr)
            browser.close()
    finally:
        for proc, _url in servers.values():
            stop_server(proc)
    medians = {name: {key: statistics.median(s[key] for s in runs)
                      for key in ("answered_ms", "longest_task_ms", "long_tasks_ms")}
               for name, runs in samples.items()}
    print(json.dumps({"cpu_slowdown": args.rate, "long_ms": args.long_ms, "link": args.link, "runs": args.runs,
                      "load_average": os.getloadavg(), "medians": medians, "samples": samples}, indent=1))


if __name__ == "__main__":
    main()
