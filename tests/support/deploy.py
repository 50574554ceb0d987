"""A deployable copy of the app and a new release of it, for the tests of what a visitor's
browser does when a new version is deployed (the service worker's update)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from tests.support.server import ROOT

NEW_VERSION = "99.0.0"


def copy_app(dest: Path) -> None:
    """A deployable copy of the working tree (the dev server serves it from there)."""
    dest.mkdir()
    for name in ["index.html", "package.json"]:
        shutil.copy2(ROOT / name, dest / name)
    for name in ["static", "py", "scripts"]:
        shutil.copytree(ROOT / name, dest / name, ignore=shutil.ignore_patterns("__pycache__"))
    # The dev server's build steps import packages (the boot assets' Zopfli compressor).
    (dest / "node_modules").symlink_to((ROOT / "node_modules").resolve())


def set_version(root: Path, version: str) -> None:
    """A new release: the same version in package.json, the engine and the front end."""
    package = json.loads((root / "package.json").read_text())
    package["version"] = version
    (root / "package.json").write_text(json.dumps(package, indent=2))
    for path, pattern, text in [
        (root / "static" / "core" / "version.js", r'VERSION = "[^"]+"', f'VERSION = "{version}"'),
        (root / "py" / "handicap" / "version.py", r'__version__ = "[^"]+"', f'__version__ = "{version}"'),
    ]:
        source = path.read_text()
        assert re.search(pattern, source), path
        path.write_text(re.sub(pattern, text, source))
