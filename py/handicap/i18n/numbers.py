"""Numbers as people of each language write them: the real minus sign "−", cut decimals marked
with an ellipsis, the language's decimal mark ("6.5", fr/de "6,5"), its percent ("64.0%",
fr/de "64,0 %") and the way its Go players write komi (ja "6目半"). The formats are data in the
catalogues (ids "number.*", translated like any message); this module is the one place that
applies them. A template asks for the komi style with the format spec ``n``: ``{komi:n}``."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .catalogues import DEFAULT, catalogue, language

MINUS = "−"


@dataclass(frozen=True)
class NumberFormat:
    decimal_mark: str
    percent: str  # "{n}%"
    komi_whole: str  # "{whole}", ja "{whole}目"
    komi_half: str  # "{whole}.5", ja "{whole}目半"
    komi_half_alone: str  # "0.5", ja "半目"


_formats: dict[str, NumberFormat] = {}


def number_format(lang: str) -> NumberFormat:
    """The language's number formats (English where it has none), kept once its catalogue is in."""
    if lang in _formats:
        return _formats[lang]
    words, english = catalogue(lang), catalogue(DEFAULT)

    def get(key: str) -> str:
        found = words.get(key, english[key])
        assert isinstance(found, str)
        return found

    found = NumberFormat(get("number.decimal_mark"), get("number.percent"), get("number.komi.whole"),
                         get("number.komi.half"), get("number.komi.half_alone"))
    if words:
        _formats[lang] = found
    return found


def decimal_mark(lang: str | None = None) -> str:
    return number_format(lang or language()).decimal_mark


def localized(text: str, lang: str | None = None) -> str:
    """A number already written the English way ("6.5", "−0.833…") in the language's format."""
    mark = decimal_mark(lang)
    return text if mark == "." else text.replace(".", mark)


def with_minus(text: str) -> str:
    """"-1.5" -> "−1.5": the typographic minus people expect on a page (and the request's
    language's decimal mark: "−1,5" in French)."""
    return localized(text.replace("-", MINUS))


def _exact(value: Fraction | int) -> Fraction:
    """``Fraction(value)``, without making a Fraction of one (the constructor's checks of its
    argument's type are a good part of what writing a reply's numbers costs)."""
    return value if type(value) is Fraction else Fraction(value)


def show(value: Fraction | int, places: int = 3) -> str:
    """A number as people write it: "−0.5", "2.7", "0.833…" (an ellipsis marks a cut)."""
    if type(value) is int:  # most numbers a reply writes (board numbers, stones): no Fraction made
        return with_minus(str(value))
    value = _exact(value)
    if value.denominator == 1:
        return with_minus(str(value.numerator))
    scaled = value * 10**places
    if scaled.denominator == 1:
        text = f"{float(value):.{places}f}".rstrip("0")
    else:
        text = f"{float(value):.{places}f}…"
    return with_minus(text)


def show_bound(value: Fraction) -> str:
    """A range end in full: 0.0001 stays "0.0001" (``show`` would cut it to "0.000…")."""
    for places in range(7):
        if (value * 10**places).denominator == 1:
            return show(value, places)
    return show(value)


def signed(value: float, places: int = 2) -> str:
    """"+12.35", "−3.10"."""
    return with_minus(f"{value:+.{places}f}")


def plain(value: float, places: int = 2) -> str:
    """"1464.06", "−0.50"."""
    return with_minus(f"{value:.{places}f}")


def trimmed(value: float, places: int = 2) -> str:
    """A measured number without the zeros that say nothing: 1200.0 -> "1200", 1205.5 -> "1205.5"."""
    text = f"{value:.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return localized(with_minus("0" if text == "-0" else text))


def percent(value: float) -> str:
    """0.6395 -> "64.0%" (fr "64,0 %")."""
    return number_format(language()).percent.format(n=localized(f"{100 * value:.1f}"))


def komi(value: Fraction | int, lang: str) -> str:
    """A komi as the language's Go players write it: 6.5, ja "6目半", "半目", "7目"."""
    value = _exact(value)
    if value.denominator not in (1, 2):
        return show(value)
    form = number_format(lang)
    sign, whole = (MINUS if value < 0 else ""), int(abs(value))
    if value.denominator == 1:
        return sign + form.komi_whole.format(whole=whole)
    return sign + (form.komi_half.format(whole=whole) if whole else form.komi_half_alone)


class Number:
    """A number placeholder of a message: written by :func:`show` in the language's format (a
    format spec such as ``.2f`` is kept, with the language's decimal mark and the real minus);
    the spec ``n`` writes it as the language's players write komi (:func:`komi`)."""

    __slots__ = ("lang", "value")

    def __init__(self, value: float | Fraction, lang: str) -> None:
        self.value = value
        self.lang = lang

    def __format__(self, spec: str) -> str:
        if spec in ("", "n"):
            if isinstance(self.value, float):
                return with_minus(format(self.value, "g"))
            return komi(self.value, self.lang) if spec == "n" else show(self.value)
        return with_minus(format(self.value, spec))
