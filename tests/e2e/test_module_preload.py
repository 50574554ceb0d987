"""The page preloads its whole module graph (so a visit fetches the modules in parallel instead
of discovering them import by import): the list in index.html matches what app.js imports."""

from __future__ import annotations

import re

from tests.support.server import ROOT

STATIC = ROOT / "static"


def module_graph(entry: str = "app.js") -> set[str]:
    """Every module app.js imports, directly or not, as paths under static/."""
    seen: set[str] = set()
    todo = [entry]
    while todo:
        path = todo.pop()
        source = (STATIC / path).read_text()
        for target in re.findall(r'^import [^;]*?from "(\.\.?/[^"]+)"', source, flags=re.MULTILINE | re.DOTALL):
            resolved = str((STATIC / path).parent.joinpath(target).resolve().relative_to(STATIC))
            if resolved not in seen:
                seen.add(resolved)
                if not resolved.startswith("vendor/"):
                    todo.append(resolved)
    return seen


def test_every_module_app_imports_is_preloaded():
    html = (ROOT / "index.html").read_text()
    preloaded = set(re.findall(r'<link rel="modulepreload" href="static/([^"]+)">', html))
    graph = module_graph()
    assert len(graph) >= 12
    assert preloaded == graph
