"""Not yet translated: a copy of English (engine.py) until the ko translation lands, so the
catalogue stays complete (the completeness test needs every English id)."""

from __future__ import annotations

from ..en.engine import MESSAGES as _ENGLISH

MESSAGES: dict[str, str] = dict(_ENGLISH)
