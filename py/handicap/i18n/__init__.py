"""Languages: the words the engine says, from one gettext catalogue per language and domain
(``py/handicap/locale``; docs/translating.md), and the two functions that turn a message id into
words: :func:`say` and, for a message whose words depend on a count, :func:`say_plural`.

Message ids are dotted and stable ("go.nigiri"); in a catalogue each is an entry's ``msgctxt``,
its English the ``msgid``. A template's placeholders are named (``str.format``); a number given
to one is written in the language's format (:mod:`handicap.i18n.numbers`). English is the source;
tests/engine/test_i18n.py checks that every language has every English id with the same
placeholders, and no other id. Which catalogues the engine has and which language a request is
answered in: :mod:`handicap.i18n.catalogues`.
"""

from __future__ import annotations

from fractions import Fraction

from .catalogues import (
    DEFAULT,
    DOMAINS,
    LANGUAGES,
    available,
    catalogue,
    language,
    load_all,
    placeholders,
    plural_rule,
    settled,
    untranslated,
    using,
)
from .numbers import Number, localized

number = localized  # a number written the English way ("6.5") in the request's language's format ("6,5")

__all__ = ["DEFAULT", "DOMAINS", "LANGUAGES", "available", "catalogue", "language", "load_all", "number",
           "placeholders", "plural_rule", "say", "say_plural", "settled", "untranslated", "using"]


def _filled(params: dict[str, object], lang: str) -> dict[str, object]:
    """Numbers (int, float, Fraction; not bool) as the language writes them."""
    return {key: Number(value, lang) if isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)
            else value for key, value in params.items()}


# Words already said, by language, message and placeholders (each value with its type: 2,
# Fraction(2) and True are equal keys but may be written apart; a float is never kept). A round's replies say the same
# few hundred things thousands of times (a rank, "komi", a step's label): filling a template was
# some three tenths of a go-round's time on real tournament files. Kept only once the language's
# catalogue is in (its words fixed); emptied when full, so a long-lived page's engine stays small.
_said: dict[tuple[object, ...], str] = {}
_SAID_MAX = 20_000  # some 4 MB at most


def say(message_id: str, /, **params: object) -> str:
    """The message ``message_id`` in the request's language, its placeholders filled."""
    lang = language()
    kinds = tuple(map(type, params.values()))
    if float in kinds:  # 0.0 and -0.0 are one key but written "0" and "−0": filled every time
        return _fill(lang, message_id, params)
    key = (lang, message_id, *params.items(), *kinds) if params else (lang, message_id)
    try:
        return _said[key]
    except KeyError:
        pass
    except TypeError:  # a value that cannot be a key (a list): filled every time
        return _fill(lang, message_id, params)
    words = _fill(lang, message_id, params)
    if settled(lang):
        if len(_said) >= _SAID_MAX:
            _said.clear()
        _said[key] = words
    return words


def _fill(lang: str, message_id: str, params: dict[str, object]) -> str:
    template = catalogue(lang).get(message_id)
    if template is None:  # the completeness test keeps this from happening; English is better than nothing
        template = catalogue(DEFAULT)[message_id]
    if not isinstance(template, str):
        raise TypeError(f"{message_id} has plural forms: say_plural({message_id!r}, count, ...)")
    return template.format(**_filled(params, lang))


def say_plural(message_id: str, count: float | Fraction, /, **params: object) -> str:
    """The form of ``message_id`` for ``count`` in the request's language (``ngettext``): its
    Plural-Forms choose ("1 board", "2 boards"; French also "0 table"; Japanese one form).
    gettext's rules know only whole numbers; a count that is not whole (1.5 ranks) takes the form
    of its whole part where the language's singular covers both 0 and 1 (French "1,5 niveau",
    as CLDR says), else the last form (English "1.5 ranks"). A negative count takes its size's
    form, as CLDR counts ("−1 point", "−12 points")."""
    lang = language()
    forms = catalogue(lang).get(message_id)
    rule = lang
    if forms is None:
        forms, rule = catalogue(DEFAULT)[message_id], DEFAULT
    if isinstance(forms, str):
        raise TypeError(f"{message_id} has no plural forms: say({message_id!r}, ...)")
    exact = Fraction(count)
    choose = plural_rule(rule)
    if exact.denominator == 1:
        index = choose(abs(int(exact)))
    elif choose(0) == choose(1):
        index = choose(int(abs(exact)))
    else:
        index = len(forms) - 1
    template = forms[min(index, len(forms) - 1)]
    return template.format(**_filled(params, lang))
