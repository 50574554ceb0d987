"""No test module imports another test module: what two test files share (a reader written again,
the real files, a page's steps) lives in tests/support/, so running, moving or deleting one test
file never runs, breaks or changes another's tests (an imported test module's ``test_`` functions
and module-level work came along with its helpers)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"


def imported_test_modules(path: Path) -> list[str]:
    """The modules named ``test_…`` (or packages holding one) that ``path`` imports."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            names = [base] if _a_test(base) else [f"{base}.{alias.name}".lstrip(".") for alias in node.names]
        else:
            continue
        found += [name for name in names if _a_test(name)]
    return found


def _a_test(name: str) -> bool:
    return any(part.startswith("test_") for part in name.split("."))


def test_the_finder_finds_each_way_of_importing(tmp_path: Path) -> None:
    path = tmp_path / "test_a.py"
    path.write_text("import tests.engine.test_b\nfrom .test_c import x\nfrom tests import test_d\n"
                    "from tests.support.cli import run_cli\n", encoding="utf-8")
    assert imported_test_modules(path) == ["tests.engine.test_b", "test_c", "tests.test_d"]


def test_no_test_module_imports_another() -> None:
    found = {str(path.relative_to(ROOT)): names for path in sorted(TESTS.rglob("*.py"))
             if "__pycache__" not in path.parts and (names := imported_test_modules(path))}
    assert found == {}
