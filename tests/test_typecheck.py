"""The front end's JavaScript is checked by TypeScript (JSDoc types, tsconfig.json; nothing is
emitted). Every module in static/ and its folders (but vendor/) opts in with `// @ts-check` on its
first line: the page's, the engine's boot, the clock and the service worker's template (its Workbox
globals and events typed in types/service-worker.d.ts)."""

from __future__ import annotations

import subprocess

from tests.support.front_end import ROOT, STATIC, page_modules

TSC = ROOT / "node_modules" / ".bin" / "tsc"

# Every module is checked now; a new one that cannot be yet would be listed here, with why.
UNCHECKED: set[str] = set()


def test_front_end_modules_opt_in_to_the_check():
    modules = [str(path.relative_to(STATIC)) for path in page_modules()]
    assert len(modules) >= 15, modules
    assert UNCHECKED <= set(modules), "an unchecked module is gone: remove it from UNCHECKED"
    checked = [name for name in modules if name not in UNCHECKED]
    missing = [name for name in checked
               if (STATIC / name).read_text().splitlines()[0].strip() != "// @ts-check"]
    assert missing == [], f"modules without `// @ts-check` on their first line: {missing}"


def test_typescript_finds_no_errors():
    assert TSC.exists(), "TypeScript is missing: run `node scripts/setup.mjs` (npm ci)"
    done = subprocess.run([str(TSC), "-p", str(ROOT), "--pretty", "false"], check=False, cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"tsc -p . failed (exit {done.returncode}):\n{done.stdout}{done.stderr}"
