"""Lighthouse 12.2.3's mobile audit of builds side by side, over HTTPS, in one run: the shared Go
link (bench.py's LIGHTHOUSE_SHARED_URL) from each build's own HTTPS server (scripts/serve.mjs
--https, a local CA its Chromium trusts: bench.py's HttpsTrust), runs alternating between the
builds at each CPU slowdown, so the machine's load touches both alike. Per build and slowdown: the
Performance score's median and every run's, the blocking time, and the longest main-thread tasks of
the median run named (Lighthouse's long-tasks audit). Prints JSON; no score is asserted.

    .venv/bin/python scripts/bench_lighthouse.py DIST [DIST ...] [--runs 5] [--slowdown 4 --slowdown 5.45]

Each DIST is a build (`node scripts/build.mjs DIR`); CHROME_PATH or the tests' Chromium."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench import LIGHTHOUSE_SHARED_URL, HttpsTrust, lighthouse_visit, longest_tasks_named
from tests.support.server import start_server, stop_server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("builds", type=Path, nargs="+")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--slowdown", type=float, action="append", help="CPU slowdowns (default 4)")
    parser.add_argument("--port", type=int, default=0, help="the first build's server's port (the next ones follow)")
    args = parser.parse_args()
    slowdowns = args.slowdown or [4.0]
    chrome = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
    names = [str(path) for path in args.builds]
    with tempfile.TemporaryDirectory(prefix="bench-lighthouse-https-") as work:
        trust = HttpsTrust(Path(work) / "trust")
        servers = {name: start_server({"PORT": str(args.port + i if args.port else 0)},
                                      args=("--dir", name, "--https", "--cert-dir", str(trust.cert_dir)))
                   for i, name in enumerate(names)}
        samples: dict[str, list[dict]] = {f"{name} {s}×": [] for name in names for s in slowdowns}
        loads = [os.getloadavg()[0]]
        try:
            for slowdown in slowdowns:
                for i in range(args.runs):
                    for name in names if i % 2 == 0 else names[::-1]:
                        visit = lighthouse_visit(servers[name][1], LIGHTHOUSE_SHARED_URL, chrome, slowdown,
                                                 home=trust.home)
                        samples[f"{name} {slowdown}×"].append(visit)
                        loads.append(os.getloadavg()[0])
                        print(f"{name} {slowdown}× run {i + 1}: performance {visit['scores']['performance']}, "
                              f"TBT {visit['metrics']['total-blocking-time']:.0f} ms, longest task "
                              f"{max((t['duration_ms'] for t in visit['long_tasks']), default=0)} ms, "
                              f"load {loads[-1]:.1f}", file=sys.stderr)
        finally:
            for proc, _url in servers.values():
                stop_server(proc)
    summary = {key: {"performance_median": statistics.median(v["scores"]["performance"] for v in visits),
                     "performance_runs": [v["scores"]["performance"] for v in visits],
                     "tbt_ms_runs": [round(v["metrics"]["total-blocking-time"]) for v in visits],
                     "other_categories": sorted({(k, s) for v in visits for k, s in v["scores"].items()
                                                 if k != "performance"})}
               for key, visits in samples.items()}
    print(json.dumps({"link": LIGHTHOUSE_SHARED_URL, "runs": args.runs, "load_1min": [min(loads), max(loads)],
                      "summary": summary, "longest_tasks_of_the_median_run": longest_tasks_named(samples),
                      "samples": samples}, indent=1))


if __name__ == "__main__":
    main()
