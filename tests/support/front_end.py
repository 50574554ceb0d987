"""The front end's own modules: every script under static/ but the vendored ones (Pyodide, Workbox)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "static"


def page_modules() -> list[Path]:
    """static/**/*.js outside static/vendor/, sorted by their path under static/."""
    return sorted(path for path in STATIC.rglob("*.js") if path.relative_to(STATIC).parts[0] != "vendor")
