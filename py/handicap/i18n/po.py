"""Gettext catalogues: reading and writing ``.po`` files, merging the English template into a
language (as ``msgmerge --previous`` does), and compiling a catalogue into the plain data the
engine and the page load.

The catalogues are ``py/handicap/locale/<domain>.pot`` (English, the template: the source of every
English word) and ``py/handicap/locale/<lang>/LC_MESSAGES/<domain>.po`` (a translation), for the
domains ``engine`` (what the engine's replies say) and ``page`` (the page's own words, ids
"page.*"). Each entry is ``msgctxt`` = the message id the code asks for (``say("go.nigiri")``),
``msgid`` = the English, ``msgstr`` = the translation: a translator sees the English beside it.
Plurals are ``msgid``/``msgid_plural`` and ``msgstr[n]``, chosen by the language's
``Plural-Forms`` header. A fuzzy entry (its English changed since it was translated; ``#|`` shows
the English it was made from) is not used: the engine says the English until it is revisited.

Compiling (:func:`compile_catalogue`) applies a language's typography, declared in its header:
``X-Narrow-No-Break-Space: before :;?!% after «`` turns a plain space before those characters (and
after « ) into the narrow no-break space French typography puts there. scripts/catalogues.mjs
compiles the same way for the browser (tests/engine/test_catalogues.py checks both agree).

Standard library only; the engine in CPython reads the ``.po`` files through this module (the
page's engine gets them compiled to JSON instead: scripts/engine-bundle.mjs).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

LOCALE = Path(__file__).resolve().parent.parent / "locale"
DOMAINS = ("engine", "page")
NNBSP = "\u202f"

Compiled = dict[str, str | list[str]]


@dataclass(frozen=True)
class Entry:
    """One message of a catalogue (the header is the entry with an empty msgid and no context)."""

    context: str | None
    msgid: str
    msgstr: str = ""
    plural: str | None = None  # msgid_plural
    forms: tuple[str, ...] = ()  # msgstr[n] of a plural entry
    comments: tuple[str, ...] = ()  # "#." lines (for translators, from the template), without the "#. "
    translator_comments: tuple[str, ...] = ()  # "# " lines (a translator's own, Poedit's and Weblate's), without "# "
    references: tuple[str, ...] = ()  # "#:" lines (where the message is used), without the "#: "
    flags: tuple[str, ...] = ()  # "#," flags: fuzzy, python-brace-format
    previous: tuple[tuple[str, str], ...] = ()  # "#|" lines: (keyword, text), e.g. ("msgid", "old English")
    obsolete: bool = False

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        if self.fuzzy:
            return False
        return bool(self.forms) and all(self.forms) if self.plural is not None else bool(self.msgstr)


@dataclass(frozen=True)
class Catalogue:
    header: dict[str, str]
    entries: tuple[Entry, ...] = field(default=())
    header_comments: tuple[str, ...] = ()

    def by_id(self) -> dict[str, Entry]:
        return {e.context or e.msgid: e for e in self.entries if not e.obsolete}


def _unquote(text: str, where: str) -> str:
    if not (len(text) >= 2 and text[0] == text[-1] == '"'):
        raise ValueError(f"{where}: expected a quoted string, got {text!r}")
    inner = text[1:-1]
    if not any(c in inner for c in '\\"\0'):  # nothing escaped: the text itself (most strings, read fast)
        return inner
    value = ast.literal_eval(text)
    assert isinstance(value, str)
    return value


_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$')


def parse(text: str, name: str = "catalogue") -> Catalogue:
    """A ``.po``/``.pot`` file's entries (raises ValueError naming the line on a malformed one)."""
    blocks: list[list[tuple[int, str]]] = [[]]
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            blocks[-1].append((number, line.rstrip()))
        elif blocks[-1]:
            blocks.append([])
    header: dict[str, str] = {}
    header_comments: tuple[str, ...] = ()
    entries: list[Entry] = []
    for block in blocks:
        if not block:
            continue
        values: dict[str, str] = {}
        forms: dict[int, str] = {}
        comments: list[str] = []
        flags: list[str] = []
        previous: list[tuple[str, str]] = []
        plain_comments: list[str] = []
        references: list[str] = []
        obsolete = False
        last: tuple[str, int | None] | None = None
        for number, line in block:
            where = f"{name}:{number}"
            if line.startswith("#~"):
                obsolete, line = True, line[2:].strip()
                if not line or line.startswith("|"):
                    continue
            elif line.startswith("#."):
                comments.append(line[3:])
                continue
            elif line.startswith("#:"):
                references.append(line[2:].strip())
                continue
            elif line.startswith("#,"):
                flags.extend(f.strip() for f in line[2:].split(",") if f.strip())
                continue
            elif line.startswith("#|"):
                keyword, _, quoted = line[2:].strip().partition(" ")
                if keyword == '"' or keyword.startswith('"'):  # continuation of the previous #| line
                    old = previous.pop()
                    previous.append((old[0], old[1] + _unquote(line[2:].strip(), where)))
                else:
                    previous.append((keyword, _unquote(quoted.strip(), where)))
                continue
            elif line.startswith("#"):
                plain_comments.append(line)
                continue
            if line.startswith('"'):
                if last is None:
                    raise ValueError(f"{where}: a string continues nothing")
                key, index = last
                if index is None:
                    values[key] += _unquote(line, where)
                else:
                    forms[index] += _unquote(line, where)
                continue
            match = _KEYWORD.match(line)
            if not match:
                raise ValueError(f"{where}: cannot read {line!r}")
            keyword, index_text, quoted = match.groups()
            if index_text is not None:
                forms[int(index_text)] = _unquote(quoted, where)
                last = ("msgstr", int(index_text))
            else:
                if keyword in values:
                    raise ValueError(f"{where}: {keyword} twice in one entry")
                values[keyword] = _unquote(quoted, where)
                last = (keyword, None)
        if "msgid" not in values:
            if obsolete or not values:
                continue
            raise ValueError(f"{name}:{block[0][0]}: an entry without msgid")
        if values["msgid"] == "" and "msgctxt" not in values:
            header = dict(line.split(": ", 1) for line in values.get("msgstr", "").splitlines() if ": " in line)
            header_comments = tuple(plain_comments)
            continue
        entries.append(Entry(
            context=values.get("msgctxt"), msgid=values["msgid"], msgstr=values.get("msgstr", ""),
            plural=values.get("msgid_plural"), forms=tuple(forms[i] for i in sorted(forms)),
            comments=tuple(comments), translator_comments=tuple(c[2:] if c.startswith("# ") else c[1:]
                                                                for c in plain_comments),
            references=tuple(references), flags=tuple(flags), previous=tuple(previous), obsolete=obsolete))
    return Catalogue(header, tuple(entries), header_comments)


def read(path: Path) -> Catalogue:
    return parse(path.read_text(encoding="utf-8"), str(path))


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def _keyword(keyword: str, text: str, prefix: str = "") -> list[str]:
    """``msgid "..."``, split after each ``\\n`` the way gettext's tools write a multi-line text."""
    if "\n" not in text.rstrip("\n"):
        return [f"{prefix}{keyword} {_quote(text)}"]
    parts = [p for p in re.split(r"(?<=\n)", text) if p]
    return [f'{prefix}{keyword} ""', *(f"{prefix}{_quote(p)}" for p in parts)]


def write(catalogue: Catalogue) -> str:
    """The catalogue as a ``.po`` file (what :func:`parse` reads back)."""
    lines = [*catalogue.header_comments, 'msgid ""', 'msgstr ""']
    lines += [_quote(f"{key}: {value}\n") for key, value in catalogue.header.items()]
    for e in catalogue.entries:
        prefix = "#~ " if e.obsolete else ""
        lines.append("")
        lines += [f"# {c}".rstrip() for c in e.translator_comments]  # gettext's order: #, #., #:, #,, #|
        lines += [f"#. {c}" for c in e.comments]
        lines += [f"#: {r}" for r in e.references]
        if e.flags:
            lines.append("#, " + ", ".join(e.flags))
        for keyword, text in e.previous:
            lines += ["#| " + line for line in _keyword(keyword, text)]
        if e.context is not None:
            lines += _keyword("msgctxt", e.context, prefix)
        lines += _keyword("msgid", e.msgid, prefix)
        if e.plural is not None:
            lines += _keyword("msgid_plural", e.plural, prefix)
            lines += [line for i, form in enumerate(e.forms) for line in _keyword(f"msgstr[{i}]", form, prefix)]
        else:
            lines += _keyword("msgstr", e.msgstr, prefix)
    return "\n".join(lines) + "\n"


def nplurals(header: Mapping[str, str]) -> int:
    match = re.search(r"nplurals\s*=\s*(\d+)", header.get("Plural-Forms", ""))
    return int(match.group(1)) if match else 2


def plural_rule(header: Mapping[str, str]) -> str:
    """The C expression of a catalogue's Plural-Forms ("n != 1"; "0" for one form)."""
    match = re.search(r"plural\s*=\s*(.+?);?\s*$", header.get("Plural-Forms", ""))
    return match.group(1).strip() if match else "n != 1"


def merge(template: Catalogue, translation: Catalogue) -> Catalogue:
    """The template's entries with ``translation``'s words (``msgmerge --previous``, matched by
    msgctxt): an entry whose English changed keeps its words but turns fuzzy, the English it was
    made from shown as ``#| msgid``; a new entry is empty; an entry the template no longer has is
    kept as obsolete (``#~``) so its words are not lost. The translator's own comments (``# …``, what
    Poedit's and Weblate's comment boxes write) stay with the translation; the comments for
    translators (``#.``) and the references (``#:``) come from the template."""
    old = translation.by_id()
    count = nplurals(translation.header)
    entries: list[Entry] = []
    for t in template.entries:
        key = t.context or t.msgid
        was = old.pop(key, None)
        flags = tuple(f for f in t.flags if f != "fuzzy")
        if was is None:
            entries.append(replace(t, msgstr="", forms=("",) * count if t.plural is not None else (), flags=flags,
                                   previous=()))
            continue
        words = replace(t, flags=flags, previous=(), translator_comments=was.translator_comments)
        if t.plural is not None:
            forms = was.forms if was.plural is not None else (was.msgstr,) * count
            words = replace(words, forms=tuple(forms[:count]) + ("",) * (count - len(forms)), msgstr="")
        else:
            words = replace(words, msgstr=was.msgstr if was.plural is None else (was.forms or ("",))[-1], forms=())
        if was.fuzzy or was.msgid != t.msgid or was.plural != t.plural:
            made_from = dict(was.previous) if was.fuzzy and was.previous else {"msgid": was.msgid}
            if not (was.fuzzy and was.previous):
                if was.context is not None:
                    made_from["msgctxt"] = was.context
                if was.plural is not None:
                    made_from["msgid_plural"] = was.plural
            previous = tuple((k, made_from[k]) for k in ("msgctxt", "msgid", "msgid_plural") if k in made_from)
            words = replace(words, flags=("fuzzy", *flags), previous=previous)
        entries.append(words)
    gone = [replace(e, obsolete=True, previous=()) for e in old.values() if e.translated]
    return Catalogue(translation.header, (*entries, *gone), translation.header_comments)


def _spacing(header: Mapping[str, str]) -> tuple[str, str]:
    """A language's narrow no-break space rule (``X-Narrow-No-Break-Space: before :;?! after «``)."""
    rule = header.get("X-Narrow-No-Break-Space", "")
    before = re.search(r"before\s+(\S+)", rule)
    after = re.search(r"after\s+(\S+)", rule)
    return (before.group(1) if before else ""), (after.group(1) if after else "")


def typography(header: Mapping[str, str], text: str) -> str:
    """The language's spacing applied to a translation: a plain space before each "before"
    character and after each "after" character becomes a narrow no-break space."""
    before, after = _spacing(header)
    for mark in before:
        text = text.replace(" " + mark, NNBSP + mark)
    for mark in after:
        text = text.replace(mark + " ", mark + NNBSP)
    return text


def compile_catalogue(catalogue: Catalogue, *, source: bool = False) -> Compiled:
    """message id -> words (a plural: its forms in the language's order), translated entries only
    (``source``: the English template, its msgid and msgid_plural)."""
    compiled: Compiled = {}
    for e in catalogue.entries:
        if e.obsolete:
            continue
        key = e.context or e.msgid
        if source:
            compiled[key] = [e.msgid, e.plural] if e.plural is not None else e.msgid
        elif e.translated:
            if e.plural is not None:
                compiled[key] = [typography(catalogue.header, form) for form in e.forms]
            else:
                compiled[key] = typography(catalogue.header, e.msgstr)
    return compiled


def path(lang: str | None, domain: str, locale: Path = LOCALE) -> Path:
    """The template (``lang`` None) or a language's catalogue of a domain."""
    return locale / f"{domain}.pot" if lang is None else locale / lang / "LC_MESSAGES" / f"{domain}.po"


def languages(locale: Path = LOCALE) -> list[str]:
    """The languages with catalogues, sorted (English is the template, not among them)."""
    return sorted(p.name for p in locale.iterdir() if (p / "LC_MESSAGES").is_dir()) if locale.is_dir() else []


def compile_language(lang: str, domain: str, source_language: str, locale: Path = LOCALE) -> dict[str, object]:
    """A language's catalogue of a domain as the engine loads it: {"plural": C expression,
    "messages": {id: words or [forms]}}."""
    if lang == source_language:
        template = read(path(None, domain, locale))
        return {"plural": plural_rule(template.header), "messages": compile_catalogue(template, source=True)}
    catalogue = read(path(lang, domain, locale))
    return {"plural": plural_rule(catalogue.header), "messages": compile_catalogue(catalogue)}


def ids(entries: Iterable[Entry]) -> list[str]:
    return [e.context or e.msgid for e in entries if not e.obsolete]


def needs_work(lang: str, locale: Path = LOCALE) -> dict[str, list[str]]:
    """Per domain: the ids ``lang`` has not translated or must revisit (empty or fuzzy)."""
    found: dict[str, list[str]] = {}
    for domain in DOMAINS:
        found[domain] = ids(e for e in read(path(lang, domain, locale)).entries if not e.translated)
    return found
