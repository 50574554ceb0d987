"""The front end's JavaScript is checked by TypeScript (JSDoc types, tsconfig.json; nothing is
emitted). Every module in static/ opts in with `// @ts-check` on its first line, except the few
listed below, which are not typed yet."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TSC = ROOT / "node_modules" / ".bin" / "tsc"

# The engine worker and its client, and the service worker's template: not typed yet; a checked
# module that imports one sees the types TypeScript infers from it.
UNCHECKED = {"service-worker.js"}


def test_front_end_modules_opt_in_to_the_check():
    modules = sorted(path.name for path in (ROOT / "static").glob("*.js"))
    assert len(modules) >= 15, modules
    assert UNCHECKED <= set(modules), "an unchecked module is gone: remove it from UNCHECKED"
    checked = [name for name in modules if name not in UNCHECKED]
    missing = [name for name in checked
               if (ROOT / "static" / name).read_text().splitlines()[0].strip() != "// @ts-check"]
    assert missing == [], f"modules without `// @ts-check` on their first line: {missing}"


def test_typescript_finds_no_errors():
    assert TSC.exists(), "TypeScript is missing: run `node scripts/setup.mjs` (npm ci)"
    done = subprocess.run([str(TSC), "-p", str(ROOT), "--pretty", "false"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"tsc -p . failed (exit {done.returncode}):\n{done.stdout}{done.stderr}"
