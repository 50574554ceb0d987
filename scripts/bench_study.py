"""The study's speed (part of `npm run bench`; `--study-only` runs only this): the real games of
tests/fixtures/study/gnugo/ (GNU Go's NNGS and KGS games), repeated to make
  cli_1m_archives  1,000,000 game roots on the command line, from 20 .tar.gz archives of 50,000
                 single-game SGF files each, in folders, as u-go.net's KGS archives hold them
                 (`handicap study FOLDER`): wall and CPU seconds (the process and its worker
                 processes), the peak memory of all of them together (targets: 60 s on two cores,
                 500 MB). Each copy of a game gets a date of its own (a DT[] before the game's
                 own), so that no two are the same game: otherwise the study counts the 283 once.
  page_20mb_tgz  one .tar.gz of about 20 MB (37,000 such games) chosen in the page (target: 10 s)
  cli_100k       100,000 SGF root nodes on the command line: 100 collection files of 1,000 games
                 (`handicap study FOLDER`): wall and CPU seconds, peak memory (target: 20 s)
  cli_10k_files  10,000 single-game SGF files on the command line
  page_10k_zip   10,000 SGF files in one .zip chosen in the page's Many games (Chromium, the dev
                 server): from the choice to the study shown (target: 5 s)
  page_10k_files 100 collection files of 100 games each chosen in the page
Also the machine's load average before each (the machine is shared: wall times follow it; CPU
seconds much less). For the page: the worker's own time (from each request's posting, or the last
answer, to its answer: what the worker spent on the requests, in wall time), how many requests,
the longest one (the engine client's watchdog gives each 20 s), and the CPU seconds of the browser's
processes (the page, the worker, the dev server) from the choice to the study shown; the files are
chosen once the browser is idle after the engine's boot (``settle_s``: how long that took).
Prints JSON; writes it to bench-results/study-<time>.json (``--out FILE``: there). Nothing asserted.

``--scale-only`` (`npm run bench -- --study`): only the million roots and the 20 MB archive;
with ``--cli-only`` only the million, with ``--page-only`` only the archive in the page. ``--tiny``:
2 archives of 300 roots and a page archive of 600 games, to prove the script works
(tests/e2e/test_bench_study.py). ``--keep DIR``: the archives made in DIR and kept there for the
next run (making the million's 20 takes some 80 s of CPU; at gzip's fastest level, 34 MB each).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.study_games import collections, dated_archives, singles


def _pss(pid: int) -> int:
    """A process's proportional set size in bytes (its shared pages divided among their sharers:
    the workers are forked, and share the parent's pages until they write them)."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _below(root: int, itself: bool) -> list[tuple[int, list[str]]]:
    """Every process below ``root`` (and ``root`` itself when ``itself``), each with the fields of
    its /proc/PID/stat after its name (``proc(5)``: [1] its parent, [11] and [12] its user and system
    CPU ticks, [21] its resident pages)."""
    stats: dict[int, list[str]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stats[int(entry.name)] = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
    found = []
    for pid, fields in stats.items():
        at = pid
        while at in stats and at != root and at > 1:
            at = int(stats[at][1])
        if at == root and (itself or pid != root):
            found.append((pid, fields))
    return found


def _tree_rss_mb(root: int, proportional: bool = False) -> float:
    """The resident memory of ``root`` and every process below it, in MB (``proportional``: PSS)."""
    page = os.sysconf("SC_PAGE_SIZE")
    return sum(_pss(pid) if proportional else int(fields[21]) * page
               for pid, fields in _below(root, itself=True)) / 1024 / 1024


def cli(target: Path) -> dict:
    """The study on the command line: wall time, CPU time of the process and its workers, the
    highest resident memory of any one of them (``ru_maxrss``) and of all together (sampled every
    0.2 s from /proc)."""
    _mark_cpu()
    start = time.perf_counter()
    load = os.getloadavg()[0]
    proc = subprocess.Popen([sys.executable, "-m", "handicap", "study", str(target)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})
    peak = peak_pss = 0.0
    out: list[bytes] = []
    reader = threading.Thread(target=lambda: out.append(proc.stdout.read() if proc.stdout else b""))
    reader.start()
    while proc.poll() is None:
        peak = max(peak, _tree_rss_mb(proc.pid))
        peak_pss = max(peak_pss, _tree_rss_mb(proc.pid, proportional=True))
        time.sleep(0.2)
    reader.join()
    wall = time.perf_counter() - start
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    text = b"".join(out).decode()
    return {"wall_s": round(wall, 2), "cpu_s": round(children.ru_utime + children.ru_stime - _CPU_BEFORE[0], 2),
            "max_rss_one_process_mb": round(children.ru_maxrss / 1024, 1), "peak_rss_all_mb": round(peak, 1),
            "peak_pss_all_mb": round(peak_pss, 1),
            "load_before": load, "load_after": os.getloadavg()[0],
            "exit": proc.returncode, "summary": text.splitlines()[0] if text else ""}


_CPU_BEFORE = [0.0]


def _mark_cpu() -> None:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    _CPU_BEFORE[0] = children.ru_utime + children.ru_stime


# Each engine request's time in the worker, seen from the page: the worker answers in order, so a
# request's time runs from its posting (or the previous answer, if later) to its answer.
WORKER_TIMES = """(() => {
  const Real = window.Worker;
  window.studyRequests = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      const posted = new Map();
      let last = 0;
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.id !== undefined) posted.set(message.id, [performance.now(), message.request?.command]);
        return post(message, ...rest);
      };
      this.addEventListener("message", (event) => {
        const found = event.data && posted.get(event.data.id);
        if (!found) return;
        const now = performance.now();
        window.studyRequests.push({ command: found[1], at: now, ms: now - Math.max(found[0], last) });
        last = now;
      });
    }
  };
})();"""


def _descendants_cpu(root: int) -> float:
    """CPU seconds (user + system) of every process below ``root`` (the browser's and the server's)."""
    tick = os.sysconf("SC_CLK_TCK")
    return sum((int(fields[11]) + int(fields[12])) / tick for _, fields in _below(root, itself=False))


def _settle(limit_s: float = 30.0) -> float:
    """Wait until the browser is idle after the engine's boot, and say how long that took: a
    plain boot goes on working after its ready report (the memory snapshot saved for the next
    visit, the wasm compiled further), some 3 s of CPU in the next few seconds, none of it the
    study's. Idle: two seconds in a row with under 0.05 s of CPU each in all the browser's
    processes (on a busy machine a working process still gets a tenth of a CPU or more)."""
    start = time.perf_counter()
    quiet = 0
    while quiet < 2 and time.perf_counter() - start < limit_s:
        before = _descendants_cpu(os.getpid())
        time.sleep(1.0)
        quiet = quiet + 1 if _descendants_cpu(os.getpid()) - before < 0.05 else 0
    return round(time.perf_counter() - start, 1)


def page(paths: list[Path]) -> dict:
    from playwright.sync_api import expect, sync_playwright

    from tests.support.chromium import launch_options
    from tests.support.page import wait_for_engine
    from tests.support.server import start_server, stop_server
    options = launch_options()
    proc, url = start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(**options)
            tab = browser.new_page()
            tab.add_init_script(WORKER_TIMES)
            tab.goto(f"{url}/?mode=game")
            wait_for_engine(tab)
            settle_s = _settle()
            load = os.getloadavg()[0]
            tab.evaluate("window.__studyStart = performance.now(); window.studyRequests = []")
            cpu_before = _descendants_cpu(os.getpid())
            tab.locator("#study-files").set_input_files([str(x) for x in paths])
            expect(tab.get_by_test_id("study")).to_have_attribute("data-state", "done", timeout=600_000)
            took = tab.evaluate("performance.now() - window.__studyStart")
            cpu = _descendants_cpu(os.getpid()) - cpu_before
            requests = tab.evaluate("window.studyRequests")
            summary = tab.get_by_test_id("study-summary").text_content()
            browser.close()
    finally:
        stop_server(proc)
    reads = [r["ms"] for r in requests if r["command"] == "study-read"]
    studies = [r["ms"] for r in requests if r["command"] == "study"]
    return {"wall_s": round(took / 1000, 2), "browser_cpu_s": round(cpu, 2),
            "worker_s": round(sum(r["ms"] for r in requests) / 1000, 2),
            "worker_read_s": round(sum(reads) / 1000, 2), "worker_study_s": round(sum(studies) / 1000, 2),
            "read_requests": len(reads),
            "longest_request_s": round(max((r["ms"] for r in requests), default=0) / 1000, 2),
            "settle_s": settle_s, "load_before": load, "load_after": os.getloadavg()[0], "summary": summary}


def main() -> int:
    page_only = "--page-only" in sys.argv  # the command line's figures skipped
    scale_only = "--scale-only" in sys.argv  # only the million roots and the 20 MB archive
    cli_only = "--cli-only" in sys.argv  # with --scale-only: only the million roots
    tiny = "--tiny" in sys.argv  # with --scale-only: 600 roots and a page archive of 600 games (proves the script)
    results: dict[str, dict] = {}
    archives, per_archive, page_games = (2, 300, 600) if tiny else (20, 50_000, 37_000)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        kept = Path(_option("--keep") or base)  # the archives made once, kept for the next run
        if not page_only:
            million = kept / f"million-{archives}x{per_archive}"
            million.mkdir(parents=True, exist_ok=True)
            dated_archives(million, archives, per_archive, level=1)
            results["cli_1m_archives"] = {"archive_mb": round((million / "KGS-00.tar.gz").stat().st_size / 1e6, 1),
                                          **cli(million)}
            print("cli_1m_archives", results["cli_1m_archives"], flush=True)
            if cli_only:
                return _write(results)
        twenty = kept / f"twenty-{page_games}"
        twenty.mkdir(parents=True, exist_ok=True)
        dated_archives(twenty, 1, page_games)
        results["page_20mb_tgz"] = {"archive_mb": round((twenty / "KGS-00.tar.gz").stat().st_size / 1e6, 1),
                                    **page([twenty / "KGS-00.tar.gz"])}
        print("page_20mb_tgz", results["page_20mb_tgz"], flush=True)
        if scale_only:
            return _write(results)
        big = base / "cli100k"
        big.mkdir()
        if not page_only:
            collections(big, 100, 1000)
        if not page_only:
            results["cli_100k"] = cli(big)
            print("cli_100k", results["cli_100k"], flush=True)
        many = base / "files10k"
        many.mkdir()
        singles(many, 10_000)
        if not page_only:
            results["cli_10k_files"] = cli(many)
            print("cli_10k_files", results["cli_10k_files"], flush=True)
        archive = base / "games-10k.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
            for path in sorted(many.iterdir()):
                z.write(path, path.name)
        results["page_10k_zip"] = page([archive])
        print("page_10k_zip", results["page_10k_zip"], flush=True)
        hundred = base / "coll100"
        hundred.mkdir()
        collections(hundred, 100, 100)
        results["page_10k_files"] = page(sorted(hundred.iterdir()))
        print("page_10k_files", results["page_10k_files"], flush=True)
    return _write(results)


def _option(name: str) -> str | None:
    """The value after ``name`` in the arguments (``--keep DIR``), or None."""
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv[:-1] else None


def _write(results: dict[str, dict]) -> int:
    out = ROOT / "bench-results"
    out.mkdir(exist_ok=True)
    path = Path(_option("--out") or out / f"study-{time.strftime('%Y%m%d-%H%M%S')}.json")
    path.write_text(json.dumps(results, indent=2), encoding="utf-8")
    print(json.dumps(results, indent=2))
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
