"""한국어 (Korean): the page's own chrome (ids "page.*"). Not yet translated: only the language's
own name and tag are; every other message is English (en/page.py) until a translator adds it to
TRANSLATED (keep its {placeholders}; handicap.i18n.untranslated("ko") lists what is left)."""

from __future__ import annotations

from ..en.page import MESSAGES as _ENGLISH

TRANSLATED: dict[str, str] = {
    "page.language.name": "한국어",
    "page.language.tag": "ko",
}

# Transition: English for the ids not translated yet.
MESSAGES: dict[str, str] = {**_ENGLISH, **TRANSLATED}
