"""axe-core (node_modules/axe-core, pinned in package.json) in a page: its serious and critical
violations, and an assertion that there are none. A page's CSP forbids injected scripts: load axe
in a browser context made with ``bypass_csp=True`` (``context.add_init_script(path=str(AXE))``)."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from tests.support.server import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = {"serious", "critical"}


def violations(page: Page) -> list[dict]:
    """axe's violations in the page as it is now, those that block (serious or critical)."""
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [v for v in result["violations"] if v["impact"] in BLOCKING]


def report(found: list[dict]) -> str:
    return json.dumps([{"id": v["id"], "impact": v["impact"], "help": v["help"],
                        "nodes": [n["html"][:200] for n in v["nodes"][:5]]} for v in found], indent=1)


def assert_accessible(page: Page, what: str = "") -> None:
    """No serious or critical violation; `what` names the case in the message (a view, a scheme)."""
    found = violations(page)
    assert not found, f"{what}: {report(found)}" if what else report(found)
