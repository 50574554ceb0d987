"""`npm run build` once for the whole test run: the tests of the built site (offline, the
compressed wasm, Firefox's and WebKit's first visits, the benchmark's own check) share one build
(a build boots Pyodide in Node to make the snapshot: tens of seconds each time). pytest-xdist's
workers share it too: the first to ask builds it under a lock, the others wait and reuse it.

A test that changes the files it serves works on its own copy (`linked_copy`): hard links, so a
file it removes or renames leaves the shared build as it was."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.server import ROOT


def shared_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site, made once per test run (one folder for every xdist worker of the run)."""
    base = tmp_path_factory.getbasetemp()
    # Each xdist worker has a folder of its own under the run's; a run without workers owns its own.
    run_dir = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    out = run_dir / "app-build" / "dist"
    done = out.parent / "built"
    out.parent.mkdir(exist_ok=True)
    with open(out.parent / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not done.exists():
                shutil.rmtree(out, ignore_errors=True)
                made = subprocess.run(["node", "scripts/build.mjs", str(out)], cwd=ROOT,
                                      capture_output=True, text=True, check=False)
                assert made.returncode == 0, made.stderr[-3000:]
                done.write_text(made.stdout)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return out


def linked_copy(build: Path, dest: Path) -> Path:
    """A copy of the build whose files are hard links to the shared one's: made in a moment; a file
    removed or renamed in it stays in the shared build. (Files are never written in place.)"""
    shutil.copytree(build, dest, copy_function=os.link)
    return dest
