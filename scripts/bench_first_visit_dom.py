"""Two builds of the app side by side in one run, first visits only: the document's size when the
opened view's first answer shows (elements, all nodes, form controls) and the main thread's long
tasks (the Long Tasks API, over 50 ms) from navigation to that answer, with the CPU slowed 4×
(Chromium's emulation, as a mid-range phone) and no network throttling. Visits alternate between
the builds, each in a new context (a first-time visitor, no service worker), so the machine's load
touches both alike; medians and every sample are printed as JSON. Wall-clock times are never
asserted anywhere.

    .venv/bin/python scripts/bench_first_visit_dom.py BEFORE_DIST AFTER_DIST [--runs 7] [--link /?...]

Each DIST is a build (`node scripts/build.mjs DIR`); the Chromium is the tests' own
(tests/support/chromium.py)."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support.chromium import launch_options
from tests.support.server import start_server, stop_server

# Before the page's scripts: every long task, and when the opened view's first answer showed.
PROBE = """(() => {
  const probe = (globalThis.__firstVisit = { longTasks: [], answeredAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    if (probe.answeredAt !== null || document.documentElement.dataset.opened !== "answered") return;
    probe.answeredAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-opened"] });
})();"""

# The document when the answer showed (read at once after it: the page does nothing more meanwhile
# that adds to it but the other tabs' modules, which add no markup).
SIZE = """() => {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  let nodes = 0;
  while (walker.nextNode()) nodes += 1;
  return { elements: document.getElementsByTagName("*").length, nodes,
           controls: document.querySelectorAll("input, select, textarea, button").length };
}"""

DEFAULT_LINKS = ["/", "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"]


def visit(browser, base_url: str, link: str) -> dict:
    context = browser.new_context(base_url=base_url, service_workers="block")
    context.add_init_script(PROBE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(link)
    page.wait_for_selector('html[data-opened="answered"]', state="attached", timeout=300_000)
    size = page.evaluate(SIZE)
    probe = page.evaluate("globalThis.__firstVisit")
    answered = probe["answeredAt"]
    tasks = [t for t in probe["longTasks"] if t["start"] <= answered]
    context.close()
    return {**size, "answered_ms": round(answered, 1),
            "longest_task_ms": max((t["duration"] for t in tasks), default=0.0),
            "long_tasks_ms": sum(t["duration"] for t in tasks), "long_tasks": len(tasks)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--link", action="append", help="links to visit (default: a bare visit and a shared Go link)")
    args = parser.parse_args()
    links = args.link or DEFAULT_LINKS
    builds = (("before", args.before), ("after", args.after))
    servers = {name: start_server(args=("--dir", str(path))) for name, path in builds}
    samples: dict[str, dict[str, list[dict]]] = {link: {"before": [], "after": []} for link in links}
    launch = launch_options()  # (before Playwright starts here: it asks a Playwright of its own)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch)
            for i in range(args.runs):
                for link in links:
                    order = ("before", "after") if i % 2 == 0 else ("after", "before")
                    for name in order:
                        result = visit(browser, servers[name][1], link)
                        samples[link][name].append(result)
                        print(f"run {i + 1} {name} {link}: {result}", file=sys.stderr)
            browser.close()
    finally:
        for proc, _url in servers.values():
            stop_server(proc)
    keys = ["elements", "nodes", "controls", "answered_ms", "longest_task_ms", "long_tasks_ms", "long_tasks"]
    medians = {link: {name: {key: statistics.median(s[key] for s in runs) for key in keys} for name, runs in by.items()}
               for link, by in samples.items()}
    print(json.dumps({"cpu_slowdown": 4, "runs": args.runs, "load_average": os.getloadavg(), "medians": medians,
                      "samples": samples}, indent=1))


if __name__ == "__main__":
    main()
