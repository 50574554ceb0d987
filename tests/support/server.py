"""The app's real server (``node scripts/serve.mjs``) on a free port, for the end-to-end tests,
the benchmark and the screenshot script."""

from __future__ import annotations

import os
import re
import subprocess
import urllib.request
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
    match = re.search(r"(https?)://localhost:(\d+)/", line)
    if not match:
        proc.kill()
        raise RuntimeError(f"server did not start: {line!r}")
    # Over HTTPS (`--https`) by the name its certificate has; over HTTP by the address, as always.
    scheme, port = match.groups()
    url = f"https://localhost:{port}" if scheme == "https" else f"http://127.0.0.1:{port}"
    if "--dir" not in args:
        wait_for_boot_assets(url)
    return proc, url


def wait_for_boot_assets(url: str, timeout_s: float = 600) -> None:
    """The dev server makes the working tree's boot assets (the trimmed stdlib and the memory
    snapshot, made by running Pyodide in Node) once per engine change: seconds on a quiet machine,
    over a minute on a loaded one. Asking for them here, before any test opens a page, keeps that
    one-off cost out of the first test's page-load timeout."""
    request = urllib.request.Request(f"{url}/static/boot/snapshot.bin.gz", method="HEAD")
    with urllib.request.urlopen(request, timeout=timeout_s) as response:
        assert response.status == 200, f"the dev server's boot assets: HTTP {response.status}"


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    proc.wait(timeout=10)
