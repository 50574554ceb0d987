"""The catalogues the engine speaks from, and the language of the request being answered.

A language's catalogue is its gettext catalogues (``py/handicap/locale``, :mod:`handicap.i18n.po`)
compiled: message id -> words, or a plural's forms in the language's order, and the language's
plural rule (its ``Plural-Forms``). The page's engine finds them compiled already, as JSON beside
where the ``.po`` files would be (``locale/<lang>/LC_MESSAGES/engine.json``, written into its
bundle by scripts/engine-bundle.mjs); the engine in CPython (a checkout, ``pip install``) compiles
the ``.po`` files when a language is first asked for.

How the language reaches the words: a context variable, set only at the boundary
(``api.calculate`` reads the request's ``lang`` and runs the command inside :func:`using`; the
command line passes ``--lang`` as that field). The arithmetic never sees it: the functions that
compute stones and komi take no language and return numbers; only the functions that write words
call ``say``, which reads the variable. Since it is set and reset around one request, a reply is
always in one language. Outside a request (tests calling word functions directly), the language is
English.
"""

from __future__ import annotations

import json
import re
import string
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "ja", "ko", "zh", "fr", "de")
DEFAULT = "en"  # the source language: its words are the templates' msgids
DOMAINS = ("engine", "page")  # the engine's replies; the page's own words (ids "page.*")
LOCALE = Path(__file__).resolve().parent.parent / "locale"

Words = str | list[str]  # a message, or a plural's forms

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


def _source(lang: str, domain: str) -> Path:
    """Where a catalogue's ``.po`` is (English: the template)."""
    return LOCALE / f"{domain}.pot" if lang == DEFAULT else LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def _compiled_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.json"


def _compiled(lang: str, domain: str) -> dict[str, object] | None:
    """A domain's catalogue compiled: from the JSON the page's bundle carries, else from the
    ``.po`` file; None when this engine has neither (the page's engine has no page words)."""
    path = _compiled_path(lang, domain)
    if path.is_file():
        data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
        return data
    if _source(lang, domain).is_file():
        from .po import compile_language  # only where the .po files are (CPython), never in the page

        return compile_language(lang, domain, DEFAULT, LOCALE)
    return None


_loaded: dict[str, tuple[dict[str, Words], str]] = {}


def _load(lang: str) -> tuple[dict[str, Words], str]:
    """A language's messages and plural rule, kept once found (a language the page's engine has
    not fetched yet is looked for again next time)."""
    if lang in _loaded:
        return _loaded[lang]
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    merged: dict[str, Words] = {}
    rule = "n != 1"
    found = False
    for domain in DOMAINS:
        data = _compiled(lang, domain)
        if data is None:
            continue
        messages = data["messages"]
        assert isinstance(messages, dict)
        twice = merged.keys() & messages.keys()
        if twice:
            raise ValueError(f"{lang}: ids in two domains: {sorted(twice)}")
        merged.update(messages)
        rule, found = str(data["plural"]), True
    if found:
        _loaded[lang] = merged, rule
    return merged, rule


def settled(lang: str) -> bool:
    """Whether the language's catalogue is in: its words are fixed from now on (the page's engine
    fetches a language's words only when it is first asked for; until then English stands in)."""
    return lang in _loaded


def catalogue(lang: str) -> Mapping[str, Words]:
    """A language's messages (translated ones only: ``say`` falls back to English for the others)."""
    return _load(lang)[0]


_TOKEN = re.compile(r"\s*(?:(\d+)|(n)\b|(\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()]))")
_LEVELS = (("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%"))
_OPERATORS: dict[str, Callable[[int, int], int]] = {
    "||": lambda a, b: int(bool(a) or bool(b)), "&&": lambda a, b: int(bool(a) and bool(b)),
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b), "<": lambda a, b: int(a < b),
    ">": lambda a, b: int(a > b), "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a // b, "%": lambda a, b: a % b,
}
Plural = Callable[[int], int]


def _combined(operator: Callable[[int, int], int], left: Plural, right: Plural) -> Plural:
    return lambda n: operator(left(n), right(n))


@cache
def _plural_function(expression: str) -> Plural:
    """A Plural-Forms expression (C: n, integers, ! * / % + - < > <= >= == != && || ?: and
    parentheses) as a function, as gettext's own ``c2py`` makes it, without importing gettext
    (a module the page's engine would download only for this)."""
    tokens: list[str] = []
    at = 0
    while at < len(expression.rstrip()):
        match = _TOKEN.match(expression, at)
        if not match:
            raise ValueError(f"cannot read the plural rule {expression!r} at {at}")
        tokens.append(next(group for group in match.groups() if group is not None))
        at = match.end()
    tokens.append("")

    def take(expected: str | None = None) -> str:
        token = tokens.pop(0)
        if expected is not None and token != expected:
            raise ValueError(f"plural rule {expression!r}: expected {expected!r}, found {token!r}")
        return token

    def conditional() -> Plural:
        condition = binary(0)
        if tokens[0] != "?":
            return condition
        take("?")
        yes = conditional()
        take(":")
        no = conditional()
        return lambda n: yes(n) if condition(n) else no(n)

    def binary(level: int) -> Plural:
        if level == len(_LEVELS):
            return unary()
        left = binary(level + 1)
        while tokens[0] in _LEVELS[level]:
            operator = _OPERATORS[take()]
            left = _combined(operator, left, binary(level + 1))
        return left

    def unary() -> Plural:
        token = take()
        if token == "!":
            inner = unary()
            return lambda n: int(not inner(n))
        if token == "(":
            inside = conditional()
            take(")")
            return inside
        if token == "n":
            return lambda n: n
        if token.isdigit():
            value = int(token)
            return lambda n: value
        raise ValueError(f"plural rule {expression!r}: unexpected {token!r}")

    function = conditional()
    take("")
    return function


def plural_rule(lang: str) -> Plural:
    """The language's Plural-Forms as a function: count -> index of the form (fr: 0 and 1 -> 0)."""
    return _plural_function(_load(lang)[1])


def untranslated(lang: str) -> list[str]:
    """The English ids ``lang`` does not translate (missing, empty or fuzzy), sorted."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    return sorted(catalogue(DEFAULT).keys() - catalogue(lang).keys())


def available() -> tuple[str, ...]:
    """The languages whose catalogue this engine has now: all of them in CPython; in the page's
    worker, English and those it fetched (static/engine-<lang>.json)."""
    return tuple(lang for lang in LANGUAGES
                 if lang == DEFAULT or _compiled_path(lang, "engine").is_file() or _source(lang, "engine").is_file())


def load_all() -> None:
    """Load every catalogue there is now (before the page's worker saves its memory snapshot)."""
    for lang in available():
        plural_rule(lang)


def placeholders(template: str) -> frozenset[str]:
    """The named placeholders of a template: "{n} of {total:n}" -> {"n", "total"}."""
    return frozenset(field.split(".")[0].split("[")[0]
                     for _, field, _, _ in string.Formatter().parse(template) if field is not None)
