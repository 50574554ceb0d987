"""The service worker's precache list (scripts/precache.mjs) holds every file the app loads, files
reached through a symbolic link included: a static/vendor linked from another checkout once left
Pyodide out of the offline copy without a word (the install cached no runtime, and offline visits
failed). Run in Node on a folder made here: no published file has this shape."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIST = """const { precacheEntries } = await import(process.argv[1]);
process.stdout.write(JSON.stringify(precacheEntries(process.argv[2]).map((entry) => entry.url)));"""


def test_files_behind_a_linked_folder_are_precached(tmp_path: Path):
    elsewhere = tmp_path / "elsewhere" / "vendor"
    (elsewhere / "pyodide").mkdir(parents=True)
    (elsewhere / "pyodide" / "pyodide.mjs").write_text("export {};\n")
    site = tmp_path / "site"
    (site / "static").mkdir(parents=True)
    (site / "index.html").write_text("<!doctype html>\n")
    (site / "static" / "app.js").write_text("\n")
    (site / "static" / "vendor").symlink_to(elsewhere, target_is_directory=True)
    done = subprocess.run(["node", "--input-type=module", "-e", LIST, "--", str(ROOT / "scripts" / "precache.mjs"),
                           str(site)], capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(done.stdout) == ["index.html", "static/app.js", "static/vendor/pyodide/pyodide.mjs"]
