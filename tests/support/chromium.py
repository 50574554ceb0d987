"""Which Chromium the tests drive: Playwright's own if installed, else $CHROMIUM_PATH, else
Debian's /usr/bin/chromium. Run as a script it prints the choice, or exits 1 when there is none."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

# Flags for this sandboxed, offline machine: no sandbox as root, no GPU, no calls home.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def playwright_chromium() -> str | None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    with sync_playwright() as p:
        path = p.chromium.executable_path
    return path if path and Path(path).exists() else None


def system_chromium() -> str | None:
    candidates = [os.environ.get("CHROMIUM_PATH"), "/usr/bin/chromium", shutil.which("chromium")]
    return next((c for c in candidates if c and Path(c).exists()), None)


def launch_options() -> dict:
    """Keyword arguments for ``browser_type.launch``."""
    if playwright_chromium():
        return {"args": CHROMIUM_ARGS}
    path = system_chromium()
    if path is None:
        raise RuntimeError("no Chromium found: run `apt-get install -y chromium` or set CHROMIUM_PATH")
    return {"executable_path": path, "args": CHROMIUM_ARGS}


if __name__ == "__main__":
    choice = playwright_chromium() or system_chromium()
    if choice is None:
        sys.exit(1)
    print(choice)
