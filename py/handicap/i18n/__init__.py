"""Languages: one catalogue of words per language, and the one function that turns a message id
into words (:func:`say`).

A catalogue is the package ``handicap.i18n.<lang>``: the union of its modules' ``MESSAGES``
(message id -> ``str.format`` template with named placeholders). ``engine.py`` holds what the
engine's replies say, ``page.py`` the page's own chrome (ids "page.*"). English is the source;
tests/engine/test_i18n.py checks that every language has every English id with the same
placeholders, and no other id.

How the language reaches the words: a context variable, set only at the boundary
(``api.calculate`` reads the request's ``lang`` and runs the command inside :func:`using`; the
command line passes ``--lang`` as that field). The arithmetic never sees it: the functions that
compute stones and komi take no language and return numbers; only the functions that write words
(``go/words.py`` and friends, the errors' messages) call :func:`say`, which reads the variable.
An explicit parameter through every word function would be purer, but it would run through
every request reader (their errors are words too) and every solver that attaches a note; the
variable keeps those signatures as they are, and since it is set and reset around one request,
a reply is always in one language. Outside a request (tests calling word functions directly),
the language is English.

Numbers in words: a placeholder given a number (int or Fraction) is written in the language's
format (:func:`number`): "6.5" in English, "6,5" in French and German. A template may ask for a
Go-style komi with the format spec ``komi`` (``{komi:komi}``): Japanese writes "6目半". JSON
numbers stay numbers; only words change.
"""

from __future__ import annotations

import importlib
import importlib.util
import string
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction
from functools import cache

LANGUAGES = ("en", "ja", "ko", "zh", "fr", "de")
DEFAULT = "en"
MODULES = ("engine", "page")  # each language's catalogue is the union of these modules' MESSAGES
DECIMAL_COMMA = frozenset({"fr", "de"})

_language: ContextVar[str] = ContextVar("handicap_language", default=DEFAULT)


def language() -> str:
    """The language of the request being answered (English outside one)."""
    return _language.get()


@contextmanager
def using(lang: str) -> Iterator[str]:
    """Answer in ``lang`` inside the block (set at the boundary only: api.calculate, the CLI)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    token = _language.set(lang)
    try:
        yield lang
    finally:
        _language.reset(token)


@cache
def catalogue(lang: str) -> Mapping[str, str]:
    """A language's messages: the union of its modules' MESSAGES (an id in two modules is a bug)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    merged: dict[str, str] = {}
    for name in MODULES:
        messages: Mapping[str, str] = importlib.import_module(f"{__name__}.{lang}.{name}").MESSAGES
        twice = merged.keys() & messages.keys()
        if twice:
            raise ValueError(f"{lang}: ids in two modules: {sorted(twice)}")
        merged.update(messages)
    return merged


def untranslated(lang: str) -> list[str]:
    """The English ids ``lang`` does not translate yet, sorted. A catalogue module in transition
    keeps its real translations in ``TRANSLATED`` (and ``MESSAGES = {**_ENGLISH, **TRANSLATED}``);
    a module without ``TRANSLATED`` counts as translated unless it is still a plain copy of English
    (it imports the English ``MESSAGES`` as ``_ENGLISH``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    if lang == DEFAULT:
        return []
    missing: set[str] = set()
    for name in MODULES:
        english: Mapping[str, str] = importlib.import_module(f"{__name__}.{DEFAULT}.{name}").MESSAGES
        module = importlib.import_module(f"{__name__}.{lang}.{name}")
        translated: Mapping[str, str] | None = getattr(module, "TRANSLATED", None)
        if translated is None:
            translated = {} if hasattr(module, "_ENGLISH") else module.MESSAGES
        missing |= english.keys() - translated.keys()
    return sorted(missing)


def available() -> tuple[str, ...]:
    """The languages whose catalogue this engine has now: all of them in CPython; in the page's
    worker, English and those it fetched (``load_all``)."""
    return tuple(lang for lang in LANGUAGES
                 if lang == DEFAULT or importlib.util.find_spec(f"{__name__}.{lang}") is not None)


def load_all() -> None:
    """Load every catalogue there is now (before the page's worker saves its memory snapshot).
    The page's engine has English and only the languages it was asked for: each other language
    is a file of its own (static/engine-<lang>.json), fetched the first time a request needs it."""
    for lang in LANGUAGES:
        if importlib.util.find_spec(f"{__name__}.{lang}") is not None:
            catalogue(lang)


def placeholders(template: str) -> frozenset[str]:
    """The named placeholders of a template: "{n} of {total:komi}" -> {"n", "total"}."""
    return frozenset(field.split(".")[0].split("[")[0]
                     for _, field, _, _ in string.Formatter().parse(template) if field is not None)


def plural(value: float, lang: str | None = None) -> str:
    """The plural form a count or measure takes ("one" or "many"): English and German say one
    only for exactly 1, French for anything under 2 ("1,5 niveau"); Japanese, Korean and
    Chinese have one form (their two messages are the same)."""
    lang = lang or language()
    if lang == "fr":
        return "one" if abs(value) < 2 else "many"
    return "one" if value == 1 else "many"


def number(text: str, lang: str | None = None) -> str:
    """A number already written the English way ("6.5", "−0.833…") in the language's format."""
    return text.replace(".", ",") if (lang or language()) in DECIMAL_COMMA else text


@cache
def _text() -> tuple[Callable[..., str], Callable[[str], str]]:
    """``text.show`` and ``text.with_minus``: text imports this module, so they are imported late,
    once (an import statement per number cost a round of 1,000 boards a third of its time)."""
    from ..text import show, with_minus

    return show, with_minus


class _Number:
    """A number placeholder: written by ``text.show`` in the language's format (a format spec
    such as ``.2f`` is kept, with the language's decimal mark and the real minus); the spec
    ``komi`` writes it as the language's players write komi (ja "6目半")."""

    __slots__ = ("lang", "value")

    def __init__(self, value: float | Fraction, lang: str) -> None:
        self.value = value
        self.lang = lang

    def __format__(self, spec: str) -> str:
        show, with_minus = _text()

        if spec == "komi" and self.lang == "ja" and not isinstance(self.value, float):
            value = Fraction(self.value)
            if value.denominator in (1, 2):
                sign, whole = ("−" if value < 0 else ""), int(abs(value))
                if value.denominator == 2:
                    return f"{sign}{whole}目半" if whole else f"{sign}半目"
                return f"{sign}{whole}目"
        if spec in ("", "komi"):
            if isinstance(self.value, float):
                return number(with_minus(format(self.value, "g")), self.lang)
            return number(show(self.value), self.lang)
        return number(with_minus(format(self.value, spec)), self.lang)


def say(message_id: str, /, **params: object) -> str:
    """The message ``message_id`` in the request's language, its placeholders filled; numbers
    (int, float, Fraction; not bool) in the language's format."""
    lang = language()
    template = catalogue(lang).get(message_id)
    if template is None:  # the completeness test keeps this from happening; English is better than nothing
        template = catalogue(DEFAULT)[message_id]
    filled = {key: _Number(value, lang) if isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)
              else value for key, value in params.items()}
    return template.format(**filled)
