"""Which Chromium the tests drive: Playwright's own if installed, else $CHROMIUM_PATH, else
Debian's: its headless shell (chromium-headless-shell) for the end-to-end tests where it is
installed, the full /usr/bin/chromium otherwise and for the benchmark and the screenshots. Run as
a script it prints the choice (``--headless-shell``: the tests' choice), or exits 1 when there is
none.

The headless shell is the same Blink and V8 as the full browser without its windowing and UI
layers, what Playwright itself runs headless tests in: a first visit in a fresh context boots with
half the CPU (docs/benchmarks/2026-12-04-0600-suite-headless-shell.md). Users run the full browser,
so whatever measures the page for them (``npm run bench``, Lighthouse) keeps it."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

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


DEBIAN_HEADLESS_SHELL = ("/usr/bin/chromium-headless-shell",)


def system_headless_shell() -> str | None:
    """$CHROMIUM_HEADLESS_SHELL_PATH, else Debian's Chromium headless shell; none when
    $CHROMIUM_PATH names the Chromium to run."""
    if os.environ.get("CHROMIUM_PATH"):
        return None
    candidates = [os.environ.get("CHROMIUM_HEADLESS_SHELL_PATH"), *DEBIAN_HEADLESS_SHELL,
                  shutil.which("chromium-headless-shell")]
    return next((c for c in candidates if c and Path(c).exists()), None)


def launch_options(headless_shell: bool = False) -> dict[str, Any]:
    """Keyword arguments for ``browser_type.launch``; ``headless_shell``: the end-to-end tests'
    Chromium (headless only), its headless shell where there is one."""
    if playwright_chromium():
        return {"args": CHROMIUM_ARGS}  # Playwright runs its own headless shell when headless
    path = (system_headless_shell() if headless_shell else None) or system_chromium()
    if path is None:
        raise RuntimeError("no Chromium found: run `apt-get install -y chromium` or set CHROMIUM_PATH")
    return {"executable_path": path, "args": CHROMIUM_ARGS}


if __name__ == "__main__":
    shell = system_headless_shell() if "--headless-shell" in sys.argv[1:] else None
    choice = playwright_chromium() or shell or system_chromium()
    if choice is None:
        sys.exit(1)
    print(choice)
