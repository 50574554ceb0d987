"""`npm run bench -- --study` works: scripts/bench_study.py on its tiny configuration (2 archives of
300 of the real games' dated copies on the command line, one of 600 in the page) writes the
figures it measures, and the study each measured is the engine's own. Times are never asserted:
this machine's load decides them. The million roots and the 20 MB archive are `npm run bench`'s,
never `npm test`'s."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path

from handicap.api import calculate
from tests.support.cli import run_cli_here
from tests.support.server import ROOT

CLI_FIGURES = ["archive_mb", "wall_s", "cpu_s", "max_rss_one_process_mb", "peak_rss_all_mb", "peak_pss_all_mb",
               "load_before", "load_after", "exit", "summary"]
PAGE_FIGURES = ["archive_mb", "wall_s", "browser_cpu_s", "worker_s", "worker_read_s", "worker_study_s",
                "read_requests", "longest_request_s", "settle_s", "load_before", "load_after", "summary"]


def test_the_study_bench_runs_on_a_tiny_configuration(tmp_path: Path) -> None:
    out = tmp_path / "study.json"
    done = subprocess.run([sys.executable, "scripts/bench_study.py", "--scale-only", "--tiny", "--keep", str(tmp_path),
                           "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    results = json.loads(out.read_text())
    assert list(results) == ["cli_1m_archives", "page_20mb_tgz"]
    cli, page = results["cli_1m_archives"], results["page_20mb_tgz"]
    assert list(cli) == CLI_FIGURES and list(page) == PAGE_FIGURES
    assert cli["exit"] == 0 and cli["cpu_s"] > 0 and cli["peak_pss_all_mb"] > 0
    # the command line's study of the kept archives, and the engine's of the page's archive
    archives = sorted((tmp_path / "million-2x300").iterdir())
    assert [a.name for a in archives] == ["KGS-00.tar.gz", "KGS-01.tar.gz"]
    assert cli["summary"] == run_cli_here("study", str(tmp_path / "million-2x300")).stdout.splitlines()[0]
    assert json.loads(run_cli_here("study", str(archives[0].parent), "--json").stdout)["counts"]["records"] == 600
    archive = tmp_path / "twenty-600" / "KGS-00.tar.gz"
    engine = calculate({"command": "study", "files": [{"name": archive.name,
                                                       "base64": base64.b64encode(archive.read_bytes()).decode()}]})
    assert page["summary"] == engine["summary"] and engine["counts"]["records"] == 600
    assert page["read_requests"] >= 1 and page["browser_cpu_s"] > 0
