"""A deployable copy of the app and a new release of it, for the tests of what a visitor's
browser does when a new version is deployed (the service worker's update).

A deployment's boot assets (the trimmed stdlib and the memory snapshot: two Pyodide boots in Node,
tens of seconds each on a loaded machine) depend only on the engine's code, so both releases' are
made once a test run (`shared_boot_assets`, under a lock shared by pytest-xdist's workers) and put
into each copy (`copy_app(dest, boot_assets)`): its dev server then finds them made, before and
after `set_version`, instead of making them again for every test."""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.server import ROOT

NEW_VERSION = "99.0.0"
BOOT_CACHE = Path("static") / "vendor" / "boot"  # the dev server's (scripts/boot-assets.mjs, by engine hash)


def copy_app(dest: Path, boot_assets: Path | None = None) -> None:
    """A deployable copy of the working tree (the dev server serves it from there); with
    ``boot_assets`` (`shared_boot_assets`), its boot-asset cache holds both releases' made ones."""
    dest.mkdir()
    for name in ["index.html", "package.json"]:
        shutil.copy2(ROOT / name, dest / name)
    for name in ["static", "py", "scripts"]:
        shutil.copytree(ROOT / name, dest / name, ignore=shutil.ignore_patterns("__pycache__"))
    # The dev server's build steps import packages (the boot assets' Zopfli compressor).
    (dest / "node_modules").symlink_to((ROOT / "node_modules").resolve())
    if boot_assets is not None:
        shutil.copytree(boot_assets, dest / BOOT_CACHE, dirs_exist_ok=True)


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


# Makes (or finds) the boot assets of the copy's engine; prints the engine bundle's hash, which
# names them in their info.json.
MAKE_BOOT_ASSETS = """
import { createHash } from "node:crypto";
import { bootAssets } from "./scripts/boot-assets.mjs";
import { engineBundle } from "./scripts/engine-bundle.mjs";
const bundle = engineBundle();
await bootAssets(bundle);
console.log(createHash("sha256").update(bundle).digest("hex"));
"""


def _made_boot_assets(app: Path) -> list[Path]:
    """The boot assets of a copy's engine, made in Node or found made: the folders of its cache
    (scripts/boot-assets.mjs) that name its engine bundle."""
    made = subprocess.run(["node", "--input-type=module", "-e", MAKE_BOOT_ASSETS], cwd=app, capture_output=True,
                          text=True, check=False)
    assert made.returncode == 0, made.stderr[-3000:]
    bundle = made.stdout.split()[-1]
    folders = [path for path in (app / BOOT_CACHE).iterdir()
               if (path / "info.json").is_file() and json.loads((path / "info.json").read_text())["bundle"] == bundle]
    assert folders, f"no boot assets made for the engine {bundle}"
    return folders


def shared_boot_assets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A boot-asset cache holding the working tree's engine's and the new release's (NEW_VERSION)
    assets, made once per test run (one folder for every xdist worker of the run)."""
    base = tmp_path_factory.getbasetemp()
    run_dir = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    out = run_dir / "release-boot-assets"
    cache, done = out / "boot", out / "made"
    out.mkdir(exist_ok=True)
    with open(out / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not done.exists():
                app = out / "app"
                shutil.rmtree(app, ignore_errors=True)
                shutil.rmtree(cache, ignore_errors=True)
                copy_app(app)
                kept = []
                for version in (None, NEW_VERSION):  # the current release, then the new one
                    if version:
                        set_version(app, version)
                    for folder in _made_boot_assets(app):  # (making one drops the others: kept at once)
                        kept.append(shutil.copytree(folder, cache / folder.name, dirs_exist_ok=True).name)
                shutil.rmtree(app)
                done.write_text("\n".join(kept))
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return cache
