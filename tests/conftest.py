"""The whole suite's pytest hooks: which tests pytest-xdist runs together on one worker
(tests/support/worker_groups.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.worker_groups import FileGroupScheduling


@pytest.hookimpl(optionalhook=True)  # without pytest-xdist (`-p no:xdist`) there is no such hook
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> FileGroupScheduling | None:
    """`--dist loadgroup` (`npm test`) groups by file; any other `--dist` is xdist's own."""
    return FileGroupScheduling(config, log) if config.getvalue("dist") == "loadgroup" else None
