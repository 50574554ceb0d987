"""The command-line examples in the documentation are true: every ``$ handicap …`` line of a
``console`` block in README.md and docs/ is run, and what it prints must be the lines under it,
exactly (python-chess doctests its README the same way).

A console block reads as a terminal does::

    $ handicap go --board 9 --rank-diff 8
    9×9, territory counting, rank difference 8: …

Each command runs from the repository's root (so paths such as ``tests/fixtures/…`` work) with the
engine on PYTHONPATH, as ``python -m handicap``; what it writes to stdout and stderr is compared
line by line (trailing spaces ignored, as a Markdown editor may drop them). A line that is only
"…" stands for any lines, none included (doctest's ELLIPSIS, a line at a time): an example that
lists every system shows its first and last few, so a new system does not rewrite it. A console
block may hold only ``handicap`` commands: anything else would be an example nobody checks."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.support.lanes import first_of_each

ROOT = Path(__file__).resolve().parents[2]
FENCE = re.compile(r"^```console[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


@dataclass(frozen=True)
class Example:
    where: str  # file:line of the command
    command: str
    output: tuple[str, ...]


def doc_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def examples_in(path: Path) -> list[Example]:
    text = path.read_text(encoding="utf-8")
    found: list[Example] = []
    for block in FENCE.finditer(text):
        first_line = text.count("\n", 0, block.start(1)) + 1
        command: str | None = None
        start = 0
        output: list[str] = []
        for offset, line in enumerate(block.group(1).splitlines()):
            if line.startswith("$ "):
                if command is not None:
                    found.append(Example(f"{path.relative_to(ROOT)}:{start}", command, tuple(output)))
                command, start, output = line[2:], first_line + offset, []
            elif command is None:
                raise AssertionError(f"{path.relative_to(ROOT)}:{first_line + offset}: output before any $ command")
            else:
                output.append(line)
        if command is not None:
            found.append(Example(f"{path.relative_to(ROOT)}:{start}", command, tuple(output)))
    return found


ANY_LINES = "…"


def shows(printed: list[str], shown: list[str]) -> bool:
    """Whether ``printed`` is ``shown``, each line of ``shown`` that is only "…" standing for any
    run of lines (the shown lines between two of them found in order, the first ones at the start,
    the last ones at the end)."""
    parts = [list(part) for part in _split(shown)]
    if len(parts) == 1:
        return printed == shown
    head, *middle, tail = parts
    if printed[:len(head)] != head or len(printed) < len(head) + len(tail):
        return False
    if tail and printed[len(printed) - len(tail):] != tail:
        return False
    at, end = len(head), len(printed) - len(tail)
    for part in middle:
        found = next((i for i in range(at, end - len(part) + 1) if printed[i:i + len(part)] == part), None)
        if found is None:
            return False
        at = found + len(part)
    return True


def _split(shown: list[str]) -> list[tuple[str, ...]]:
    parts: list[tuple[str, ...]] = [()]
    for line in shown:
        if line == ANY_LINES:
            parts.append(())
        else:
            parts[-1] = (*parts[-1], line)
    return parts


EXAMPLES = [example for path in doc_files() for example in examples_in(path)]


def run(command: str) -> list[str]:
    words = shlex.split(command)
    assert words[0] == "handicap", f"a console block may run only handicap, not {words[0]!r}"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py"), "PYTHONIOENCODING": "utf-8", "COLUMNS": "100"}
    done = subprocess.run([sys.executable, "-m", "handicap", *words[1:]], cwd=ROOT, env=env, check=False,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8", timeout=60)
    return done.stdout.splitlines()


def test_the_docs_have_command_line_examples():
    """The reference and the README each show the command line at work (this test cannot pass
    on documents that lost their examples)."""
    places = {example.where.split(":")[0] for example in EXAMPLES}
    assert {"README.md", "docs/command-line.md"} <= places, places
    assert sum(example.where.startswith("docs/command-line.md") for example in EXAMPLES) >= 8


# Each example a process: the light lane runs each document's first, npm test all (tests/support/lanes.py).
@pytest.mark.parametrize("example", first_of_each(EXAMPLES, lambda example: example.where.split(":")[0]),
                         ids=[example.where for example in EXAMPLES])
def test_a_command_line_example_prints_what_the_docs_show(example: Example):
    printed = [line.rstrip() for line in run(example.command)]
    shown = [line.rstrip() for line in example.output]
    while printed and not printed[-1]:
        printed.pop()
    while shown and not shown[-1]:
        shown.pop()
    assert shows(printed, shown), f"{example.where}: $ {example.command}\n" + "\n".join(printed)


@pytest.mark.parametrize(("printed", "shown", "expected"), [
    (["a", "b", "c"], ["a", "b", "c"], True),
    (["a", "b", "c"], ["a", "…", "c"], True),
    (["a", "c"], ["a", "…", "c"], True),              # none
    (["a", "b", "c"], ["a", "…"], True),
    (["a", "b", "c"], ["…", "c"], True),
    (["a", "b", "c", "d"], ["a", "…", "c", "…"], True),
    (["a", "b", "c"], ["a", "…", "d"], False),        # the last line differs
    (["a", "b", "c"], ["b", "…", "c"], False),        # the first line differs
    (["a"], ["a", "…", "a"], False),                  # a line cannot be both ends
    (["a", "b", "c"], ["a", "…", "x", "…", "c"], False),
    (["a", "b"], ["a", "b", "c"], False),
])
def test_an_ellipsis_line_stands_for_any_lines(printed: list[str], shown: list[str], expected: bool):
    assert shows(printed, shown) is expected
