"""The words the engine and the page say are the ones they said before the catalogues became
gettext ``.po`` files: every reply to a corpus of requests, in six languages, and every page word.

tests/fixtures/words_before.json was recorded from the engine as it was just before the move (its
"made_from" commit): the requests the engine tests sent, narrowed to a few hundred that between them say
every message id those tests reach and every (command, error field, warning codes) shape they
produce; each request asked in each language (its ``lang`` replaced), the reply kept as a digest.
The page's words are kept in full. The only changes allowed are the plural forms gettext's
Plural-Forms now choose, listed in ``PLURAL_FIXES`` (French says 0 in the singular).

The replies are replayed with the Go systems and file formats the recording knew (its ``systems``
and ``formats``; tests/support/registries.py): a system or format added since changes no reply
here (its words are held by tests/engine/test_system_registry.py and the formats' tests), and one
taken away changes every reply that listed it.

A deliberate change of words (a new feature's, a better translation) records the fixture again:
``PYTHONPATH=py:. .venv/bin/python -m tests.engine.test_words_kept`` (then review the diff of the
page words; the replies are digests)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from handicap import i18n
from handicap.api import calculate_json
from handicap.go import files, systems
from tests.support.registries import registries_as

FIXTURE = json.loads((Path(__file__).resolve().parents[1] / "fixtures" / "words_before.json").read_text("utf-8"))
# (language, the words said now as a pattern, the words said before): the plural forms that are
# right now, applied in this order (French says 0 in the singular, and a fraction under 2 too)
PLURAL_FIXES = [
    ("fr", "0 pierre\u202f: aucun coup gratuit", "0 pierres\u202f: aucun coup gratuit"),
    ("fr", "0 table calculée", "0 tables calculées"),
    ("fr", "0 table(?!s)", "0 tables"),
    ("fr", "0 pierre →", "0 pierres →"),
    ("fr", r"(\d,\d+…?) niveau de (moins|plus)", r"\1 niveaux de \2"),
]


def digest(reply: object) -> str:
    text = json.dumps(reply, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def as_before(reply_text: str, lang: str) -> str:
    """A reply with the listed plural fixes turned back into the words said before."""
    for fixed_lang, now, before in PLURAL_FIXES:
        if fixed_lang == lang:
            reply_text = re.sub(now, before, reply_text)
    return reply_text


def cases() -> list[tuple[object, str | None, str]]:
    found: list[tuple[object, str | None, str]] = []
    for request, digests in FIXTURE["replies"]:
        if isinstance(digests, list):
            found += [(request, lang, d) for lang, d in zip(FIXTURE["languages"], digests, strict=True)]
        else:
            found.append((request, None, digests))
    return found


def test_the_corpus_covers_every_command_in_every_language() -> None:
    commands = {json.dumps(r.get("command", "go")) for r, lang, _ in cases() if isinstance(r, dict) and lang}
    commands = {json.loads(c) for c in commands if c.startswith("\"")}
    assert {"go", "go-table", "go-compare", "go-systems", "goldis-table", "go-round", "game", "rate", "chess",
            "chess-form", "chess-clock", "go-clock"} <= commands
    assert FIXTURE["languages"] == list(i18n.LANGUAGES)
    assert len(cases()) > 2000


def replayed(request: object, lang: str | None) -> str:
    """The reply to a recorded request now, in ``lang`` (None: as recorded), plural fixes undone."""
    asked = request if lang is None else {**request, "lang": lang}  # type: ignore[dict-item]
    return as_before(calculate_json(json.dumps(asked, ensure_ascii=False)), lang or "en")


def test_every_reply_says_what_it_said_before() -> None:
    changed = []
    with registries_as(FIXTURE["systems"], FIXTURE["formats"]):
        replies = [(request, lang, before, replayed(request, lang)) for request, lang, before in cases()]
    for request, lang, before, reply in replies:
        if digest(json.loads(reply)) != before:
            asked = request if lang is None else {**request, "lang": lang}  # type: ignore[dict-item]
            changed.append((lang, json.dumps(asked, ensure_ascii=False)[:200], reply[:400]))
    assert changed == [], f"{len(changed)} replies changed; the first: {changed[:3]}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_page_word_is_what_it_was(lang: str) -> None:
    now = {key: text for key, text in i18n.catalogue(lang).items() if key.startswith("page.")}
    assert now == FIXTURE["page"][lang]


def record() -> None:
    """Write the fixture again from the engine as it is now, for the same requests: only after a
    deliberate change of words (the digests keep the words said before the plural fixes, so the
    fixes stay listed)."""
    path = Path(__file__).resolve().parents[1] / "fixtures" / "words_before.json"
    rows = []
    for request, digests in FIXTURE["replies"]:
        langs = list(i18n.LANGUAGES) if isinstance(digests, list) else [None]  # a new language is recorded
        now = [digest(json.loads(replayed(request, lang))) for lang in langs]
        rows.append([request, now if isinstance(digests, list) else now[0]])
    page = {lang: {k: v for k, v in i18n.catalogue(lang).items() if k.startswith("page.")} for lang in i18n.LANGUAGES}
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    lines = [f'{{"made_from": "recorded again by tests/engine/test_words_kept.py",\n"digest": "{FIXTURE["digest"]}",',
             f'"languages": {json.dumps(list(i18n.LANGUAGES))},',
             f'"systems": {json.dumps(list(systems.SYSTEM_KEYS))},', f'"formats": {json.dumps(list(files.FORMAT_KEYS))},',
             '"page": {',
             ",\n".join(f"{json.dumps(lang)}: {json.dumps(words, sort_keys=True, **compact)}"
                        for lang, words in page.items()), "},", '"replies": [',
             ",\n".join(f"[{json.dumps(r, **compact)}, {json.dumps(d)}]" for r, d in rows), "]}"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":  # PYTHONPATH=py:. .venv/bin/python -m tests.engine.test_words_kept
    record()
