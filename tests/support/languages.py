"""The page's and the engine's languages, for tests that go through each of them: read from the
engine's one list (handicap.i18n.LANGUAGES), so a new language is tested wherever the others are."""

from __future__ import annotations

from handicap import i18n

LANGUAGES: tuple[str, ...] = i18n.LANGUAGES
# The languages translated from the source language (English), whose words come from a catalogue.
TRANSLATED: tuple[str, ...] = tuple(lang for lang in LANGUAGES if lang != i18n.DEFAULT)
