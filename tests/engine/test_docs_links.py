"""The documentation's links lead somewhere: every relative link and image in README.md,
CONTRIBUTING.md, CHANGELOG.md and docs/ names a file or folder of the repository, and a link to a
section (``input.md#go``) names a heading that exists (GitHub's anchors: lower case, punctuation
dropped, spaces as dashes, a repeated heading numbered ``-1``, ``-2``). A path the guides name in
code (`` `tests/e2e/test_offline.py` ``) exists too; the dated benchmark runs are records of their
day and may name files since moved."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)\s]+)\)|\bsrc=\"([^\"]+)\"")
HEADING = re.compile(r"^#{1,6} (.+?)\s*$", re.MULTILINE)
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
DOCS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").rglob("*.md"))]


def anchors(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    seen: Counter[str] = Counter()
    found = set()
    for heading in HEADING.findall(text):
        slug = re.sub(r"[^\w\- ]", "", heading.lower().replace("`", "")).replace(" ", "-")
        found.add(slug if not seen[slug] else f"{slug}-{seen[slug]}")
        seen[slug] += 1
    return found


def links(path: Path) -> list[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    return [a or b for a, b in LINK.findall(text)]


REPO_PATH = re.compile(r"`((?:tests|scripts|static|py|docs|types|bench)/[^`\s]*)`")
GUIDES = [path for path in DOCS if "benchmarks" not in path.parts]


def missing_paths(path: Path) -> list[str]:
    """Repository paths named in code spans that do not exist (patterns such as ``<lang>`` or ``*``
    are not paths)."""
    named = (found.rstrip(".,:;") for found in REPO_PATH.findall(path.read_text(encoding="utf-8")))
    return [name for name in named if not any(c in name for c in "<>*…{") and not (ROOT / name).exists()]


def test_a_missing_path_is_caught(tmp_path: Path):
    (tmp_path / "page.md").write_text("See `tests/e2e/conftest.py`, `scripts/gone.py` and `py/handicap/<x>/`.\n",
                                      encoding="utf-8")
    assert missing_paths(tmp_path / "page.md") == ["scripts/gone.py"]


@pytest.mark.parametrize("path", GUIDES, ids=[str(p.relative_to(ROOT)) for p in GUIDES])
def test_every_path_the_guides_name_exists(path: Path):
    assert missing_paths(path) == [], f"{path.relative_to(ROOT)} names files that do not exist"


def test_anchors_are_read_as_github_writes_them(tmp_path: Path):
    page = tmp_path / "page.md"
    page.write_text("# Go\n\n## A round (`go-round`)\n\n```sh\n# not a heading\n```\n\n### Go\n", encoding="utf-8")
    assert anchors(page) == {"go", "a-round-go-round", "go-1"}


def test_a_broken_link_is_caught(tmp_path: Path):
    """The check can fail: a missing file, and a section that is not there, are both reported."""
    (tmp_path / "page.md").write_text("# Here\n\n[ok](#here) [gone](nowhere.md) [no section](page.md#there)\n",
                                      encoding="utf-8")
    assert broken_links(tmp_path / "page.md") == ["nowhere.md", "page.md#there"]


def broken_links(path: Path) -> list[str]:
    broken = []
    for target in links(path):
        if re.match(r"[a-z]+:", target):
            continue  # https:, mailto:
        file, _, anchor = target.partition("#")
        resolved = (path.parent / file).resolve() if file else path
        missing_section = resolved.exists() and anchor and resolved.suffix == ".md" and anchor not in anchors(resolved)
        if not resolved.exists() or missing_section:
            broken.append(target)
    return broken


@pytest.mark.parametrize("path", DOCS, ids=[str(p.relative_to(ROOT)) for p in DOCS])
def test_every_relative_link_resolves(path: Path):
    assert broken_links(path) == [], f"{path.relative_to(ROOT)}: links to nothing"
