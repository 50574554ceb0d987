"""The test files that must run on one pytest-xdist worker do (tests/support/worker_groups.py):
each file the groups name exists, and in a real `pytest -n 2 --dist loadgroup` run the scheduler
keeps a group's tests on one worker while the rest spread over both. (xdist's own `xdist_group`
mark did not, under pytest 9: its tests went one by one to either worker.) The run is of two
small test files written here: what is checked is the scheduler, not any test of the app."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support.worker_groups import GROUPS, group_of

ROOT = Path(__file__).resolve().parents[1]

CONFTEST = '''
from tests.support.worker_groups import FileGroupScheduling

class Together(FileGroupScheduling):
    groups = {"test_together.py": "together"}

def pytest_xdist_make_scheduler(config, log):
    return Together(config, log)
'''
# Each test writes down the worker that ran it; a little sleep lets both workers take tests.
TESTS = '''
import os, time, pytest
@pytest.mark.parametrize("n", range(8))
def test_one(n):
    time.sleep(0.05)
    with open(os.path.join(os.environ["SEEN"], "{name}-{{}}".format(n)), "w") as seen:
        seen.write(os.environ["PYTEST_XDIST_WORKER"])
'''


def test_every_grouped_file_exists_and_names_its_group():
    assert GROUPS
    for path, group in GROUPS.items():
        assert (ROOT / path).is_file(), path
        assert group_of(f"{path}::test_something[chromium-phone]") == group
    assert group_of("tests/e2e/test_go_form.py::test_something[chromium]") is None


def test_a_groups_tests_run_on_one_worker(tmp_path: Path):
    (tmp_path / "conftest.py").write_text(CONFTEST)
    for name in ("together", "apart"):
        (tmp_path / f"test_{name}.py").write_text(TESTS.format(name=name))
    seen = tmp_path / "seen"
    seen.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SEEN": str(seen)}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadgroup",
                          "-p", "no:cacheprovider", "-p", "no:playwright"],
                         check=False, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    workers = {name: {(seen / f"{name}-{n}").read_text() for n in range(8)} for name in ("together", "apart")}
    assert len(workers["together"]) == 1, workers
    assert workers["apart"] | workers["together"] == {"gw0", "gw1"}, workers
