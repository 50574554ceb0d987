"""Which test files pytest-xdist runs together on one worker (`npm test`: `--dist loadgroup`,
scripts/test.sh), and the scheduler that does it.

pytest-xdist 3.8 groups the tests marked `xdist_group` by renaming each one's node id to
"…@group" on the worker; pytest 9 makes a node id from the collection tree, so the rename is lost
and every marked test was scheduled on its own, as `--dist load` would (measured in a fresh run:
the layout-shift batch of some 30 first visits measured twice, once a worker, some 3 minutes
each). Here the controller's scheduler finds a test's group by the file it is in.

    firefox-and-webkit  the files that drive Firefox and WebKit (tests/support/browsers.py): both
                        engines boot Pyodide without Chromium's speed, and two of them booting at
                        once beside the other worker's Chromium, on a machine loaded by other work,
                        waited past their 120 s. Their module-scoped browsers then start once.
    page-holds-still    the layout-shift batch (tests/support/layout_shift.py) is measured once,
                        by the worker that runs the file's tests, for all of them.

Every other test goes to whichever worker is free, one at a time, as `--dist load` sends them.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdist.scheduler import LoadGroupScheduling

GROUPS: Mapping[str, str] = {
    "tests/e2e/test_browser_helper.py": "firefox-and-webkit",
    "tests/e2e/test_compressed_wasm.py": "firefox-and-webkit",
    "tests/e2e/test_firefox_webkit.py": "firefox-and-webkit",
    "tests/e2e/test_layout_browsers.py": "firefox-and-webkit",
    "tests/e2e/test_page_holds_still.py": "page-holds-still",
}


def group_of(nodeid: str, groups: Mapping[str, str] = GROUPS) -> str | None:
    """The group of the test with this node id (relative to the repository), or None."""
    return groups.get(nodeid.split("::", 1)[0])


class FileGroupScheduling(LoadGroupScheduling):
    """`--dist loadgroup` with the groups read from the test's file (``groups``): a group's tests
    are one unit of work, given to one worker; any other test is a unit of its own."""

    groups: Mapping[str, str] = GROUPS

    def _split_scope(self, nodeid: str) -> str:
        group = group_of(nodeid, self.groups)
        return f"group:{group}" if group is not None else nodeid
