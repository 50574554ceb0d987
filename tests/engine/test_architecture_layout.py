"""The layout in docs/architecture.md cannot go stale: its tree names every top-level folder of the
web root (``static/``) and of the engine (``py/handicap/``) that exists, and none that does not.

The tree is the first fenced block under the "## Layout" heading. A line starting at the left
margin with a folder (``static/``) opens that folder; a line indented two spaces whose first word
ends with ``/`` names one of its top-level folders. ``vendor/`` (copied there by the setup, never
committed) and caches are not part of the layout either way."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"
CHECKED = ("static", "py/handicap")
NOT_LAYOUT = {"vendor", "__pycache__"}


def layout_block() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("\n## Layout\n", 1)
    assert len(section) == 2, "docs/architecture.md has no '## Layout' section"
    block = re.search(r"^```[a-z]*\n(.*?)^```", section[1], re.MULTILINE | re.DOTALL)
    assert block, "the Layout section has no fenced tree"
    return block.group(1).splitlines()


def folders_in(lines: list[str]) -> dict[str, set[str]]:
    named: dict[str, set[str]] = {root: set() for root in CHECKED}
    current: str | None = None
    for line in lines:
        if not line.strip():
            continue
        first = line.split()[0]
        if not line.startswith(" "):
            current = first.rstrip("/") if first.endswith("/") else None
        elif line.startswith("  ") and not line.startswith("   ") and current in named and first.endswith("/"):
            named[current].add(first.rstrip("/"))
    return {root: folders - NOT_LAYOUT for root, folders in named.items()}


def existing_folders(root: str) -> set[str]:
    """Folders holding files (git keeps no empty folder, and a cache left behind is no folder)."""
    return {path.name for path in (ROOT / root).iterdir()
            if path.is_dir() and not path.name.startswith(".") and path.name not in NOT_LAYOUT
            and any(inner.is_file() and "__pycache__" not in inner.parts for inner in path.rglob("*"))}


def differences(named: dict[str, set[str]]) -> list[str]:
    found = []
    for root in CHECKED:
        actual = existing_folders(root)
        if actual - named[root]:
            found.append(f"{root}/: folders the layout does not name: {sorted(actual - named[root])}")
        if named[root] - actual:
            found.append(f"{root}/: folders the layout names that do not exist: {sorted(named[root] - actual)}")
    return found


def test_the_layout_names_exactly_the_folders_that_exist():
    named = folders_in(layout_block())
    assert all(named.values()), f"the layout shows no folder under one of {CHECKED}: {named}"
    assert differences(named) == []


def test_a_stale_layout_is_caught():
    """The check can fail: a tree that leaves a folder out, or names one that is gone, is reported
    (the folders' comments and the files beside them are not folders)."""
    real = folders_in(layout_block())
    lines = ["static/", "  app.js            the composition root, not a folder", *(f"  {name}/   …" for name in real["static"]),
             "  long-gone/        a folder that was moved away", "py/handicap/",
             *(f"  {name}/   …" for name in sorted(real["py/handicap"])[1:]), "    nested/  deeper: not top-level"]
    stale = folders_in(lines)
    assert stale["static"] == real["static"] | {"long-gone"}
    assert differences(stale) == [
        f"static/: folders the layout names that do not exist: {['long-gone']}",
        f"py/handicap/: folders the layout does not name: {sorted(real['py/handicap'])[:1]}",
    ]
