"""English words of the page's own chrome (ids "page.*"): the source the other languages
translate. Owned by the page (issue 18); exported to static JSON for the first paint."""

from __future__ import annotations

MESSAGES: dict[str, str] = {}
