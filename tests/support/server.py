"""The app's real server (``node scripts/serve.mjs``) on a free port, for the end-to-end tests,
the benchmark and the screenshot script."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_server(env_extra: dict[str, str] | None = None, args: tuple[str, ...] = (),
                 cwd: Path = ROOT) -> tuple[subprocess.Popen, str]:
    """``node scripts/serve.mjs`` (in ``cwd``: another copy of the app) on a free port."""
    env = {**os.environ, "PORT": "0", **(env_extra or {})}
    proc = subprocess.Popen(["node", "scripts/serve.mjs", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"http://localhost:(\d+)/", line)
    if not match:
        proc.kill()
        raise RuntimeError(f"server did not start: {line!r}")
    return proc, f"http://127.0.0.1:{match.group(1)}"


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    proc.wait(timeout=10)
