"""One version for the whole app: package.json (names the service worker's caches), the engine's
__version__ and the front end's static/core/version.js (the page refuses an engine of another
version than its own, so these must move together)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import handicap

ROOT = Path(__file__).resolve().parents[2]


def test_package_engine_and_front_end_versions_agree():
    package = json.loads((ROOT / "package.json").read_text())["version"]
    front_end = re.search(r'export const VERSION = "([^"]+)";', (ROOT / "static" / "core" / "version.js").read_text())
    assert front_end, "static/core/version.js must export VERSION"
    assert package == handicap.__version__ == front_end.group(1)
