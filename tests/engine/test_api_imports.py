"""The engine imports each command's code on first use (api.HANDLERS): a page's first Go result
does not wait for the game, rating and chess modules. ``import_all`` (run by the page's worker
before it saves a memory snapshot) imports every one. Checked in a fresh interpreter each time,
since this test process has long imported everything."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from handicap.api import HANDLERS

PY = Path(__file__).resolve().parents[2] / "py"
COMMAND_MODULES = sorted({module for module, _ in HANDLERS.values()})


def modules_after(code: str) -> set[str]:
    """The handicap modules a fresh interpreter holds after running ``code``."""
    script = f"import json, sys\n{code}\nprint(json.dumps(sorted(m for m in sys.modules if m.startswith('handicap'))))"
    done = subprocess.run([sys.executable, "-c", script], cwd=PY, capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_importing_the_api_loads_no_command_module():
    assert modules_after("import handicap.api").isdisjoint(COMMAND_MODULES)


def test_a_go_request_loads_the_go_commands_only():
    loaded = modules_after(
        "from handicap.api import calculate\n"
        "reply = calculate({'command': 'go', 'system': 'jewdan', 'board': '13', 'counting': 'area', 'rank_diff': '4'})\n"
        "assert (reply['stones'], reply['komi']) == (2, -0.5), reply"
    )
    assert "handicap.commands.go" in loaded
    assert loaded.isdisjoint({"handicap.commands.game", "handicap.commands.chess", "handicap.commands.rate"})


def test_import_all_loads_every_command_module():
    assert set(COMMAND_MODULES) <= modules_after("import handicap.api\nhandicap.api.import_all()")
    assert len(COMMAND_MODULES) == 8


def test_every_command_module_has_its_function():
    for command, (module, function) in HANDLERS.items():
        assert callable(getattr(__import__(module, fromlist=[function]), function)), command
