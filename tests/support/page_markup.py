"""index.html as the static checks read it (tests/test_page_words.py, tests/test_result_panels_marked.py):
where it is and HTML's void elements (those without an end tag, which a parser must not wait to
close)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INDEX = ROOT / "index.html"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
