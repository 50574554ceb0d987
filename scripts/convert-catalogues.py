"""One-off: the Python dict catalogues (py/handicap/i18n/<lang>/{engine,page}.py) into gettext
catalogues (py/handicap/locale/*.pot, py/handicap/locale/<lang>/LC_MESSAGES/*.po). Run once from
the repository root, then the dicts are deleted: `.venv/bin/python scripts/convert-catalogues.py`."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

sys.path.insert(0, "py")

from handicap.i18n.po import LOCALE, Catalogue, Entry, path, write  # noqa: E402

LANGUAGES = ("en", "ja", "ko", "zh", "fr", "de")
NAMES = {"ja": "Japanese", "ko": "Korean", "zh": "Chinese (Simplified)", "fr": "French", "de": "German"}
PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "de": "nplurals=2; plural=(n != 1);",
                "fr": "nplurals=2; plural=(n > 1);", "ja": "nplurals=1; plural=0;",
                "ko": "nplurals=1; plural=0;", "zh": "nplurals=1; plural=0;"}
# new id -> (the old id of the singular, the old id of the plural): pairs chosen by "== 1"
PLURALS = {
    "round.caption": ("round.caption.one", "round.caption.many"),
    "game.step.free_moves": ("game.step.free_moves.one", "game.step.free_moves.many"),
    "game.step.free_moves.none": ("game.step.free_moves.none.one", "game.step.free_moves.none"),
    "game.warning.stones_are_not_ranks.less": ("game.warning.stones_are_not_ranks.less.one",
                                               "game.warning.stones_are_not_ranks.less.many"),
    "game.warning.stones_are_not_ranks.more": ("game.warning.stones_are_not_ranks.more.one",
                                               "game.warning.stones_are_not_ranks.more.many"),
    "game.stones": ("game.stones.one", "game.stones.many"),
    "go.step.custom_stones.working": ("go.step.custom_stones.working.one", "go.step.custom_stones.working"),
}
PAIRED = {old: new for new, pair in PLURALS.items() for old in pair}
# number formats, as data (ids "number.*"): English, then the languages that write them otherwise
NUMBERS: dict[str, tuple[str, str, dict[str, str]]] = {
    "number.decimal_mark": (".", "The decimal mark: 6.5", {"fr": ",", "de": ","}),
    "number.percent": ("{n}%", "A percentage, {n} already written with the decimal mark",
                       {"fr": "{n}\u00a0%", "de": "{n}\u00a0%"}),
    "number.komi.whole": ("{whole}", "A whole komi as Go players write it ({whole}: 7)", {"ja": "{whole}目"}),
    "number.komi.half": ("{whole}.5", "A komi with a half point as Go players write it ({whole}: 6 for 6.5)",
                         {"ja": "{whole}目半", "fr": "{whole},5", "de": "{whole},5"}),
    "number.komi.half_alone": ("0.5", "A komi of half a point", {"ja": "半目", "fr": "0,5", "de": "0,5"}),
}


def written(lang: str, domain: str) -> dict[str, str]:
    """A language's words as its translators wrote them (French before typography())."""
    module = importlib.import_module(f"handicap.i18n.{lang}.{domain}")
    words = dict(getattr(module, "_WRITTEN", None) or module.MESSAGES)
    # the komi style is the format spec "n" in every language (msgfmt wants the same spec in the
    # English and the translation; "komi" is no spec it knows): the language's data decides
    words = {key: _komi_spec(key, text) for key, text in words.items()}
    # a singular that wrote "1" itself: in French it is also the form for 0, so it takes the count
    if words.get("round.caption.one", "").count("1") == 1 and "{n}" in words.get("round.caption.many", ""):
        words["round.caption.one"] = words["round.caption.one"].replace("1", "{n}")
    return words


def _komi_spec(key: str, text: str) -> str:
    for name in KOMI_STYLE.get(key, ()):
        text = text.replace("{" + name + ":komi}", "{" + name + "}").replace("{" + name + "}", "{" + name + ":n}")
    return text


def _komi_style() -> dict[str, list[str]]:
    """id -> the placeholders Japanese writes in the komi style ({komi:komi})."""
    found: dict[str, list[str]] = {}
    for domain in ("engine", "page"):
        for key, text in importlib.import_module(f"handicap.i18n.ja.{domain}").MESSAGES.items():
            names = re.findall(r"\{(\w+):komi\}", text)
            if names:
                found[key] = names
    return found


KOMI_STYLE = _komi_style()


def brace(*texts: str) -> tuple[str, ...]:
    return ("python-brace-format",) if any("{" in t for t in texts) else ()


def header(lang: str | None) -> dict[str, str]:
    h = {"Project-Id-Version": "fair-handicap", "Report-Msgid-Bugs-To": "", "PO-Revision-Date": "2026-11-25 20:00+0000",
         "Last-Translator": "", "Language-Team": NAMES.get(lang or "", "English"), "Language": lang or "en",
         "MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit",
         "Plural-Forms": PLURAL_FORMS[lang or "en"]}
    if lang == "fr":
        h["X-Narrow-No-Break-Space"] = "before :;?!%» after «"
    return h


def main() -> None:
    for domain in ("engine", "page"):
        english = written("en", domain)
        numbers = NUMBERS if domain == "engine" else {}
        template: list[Entry] = []
        done: set[str] = set()
        for key, text in english.items():
            if key in PAIRED:
                new = PAIRED[key]
                if new in done:
                    continue
                one, many = (english[k] for k in PLURALS[new])
                template.append(Entry(new, one, plural=many, forms=("", ""), flags=brace(one, many)))
                done.add(new)
            else:
                template.append(Entry(key, text, flags=brace(text)))
        template += [Entry(key, text, comments=(note,), flags=brace(text)) for key, (text, note, _) in numbers.items()]
        comments = ("# The English words of the " + ("engine's replies" if domain == "engine" else "page") +
                    ": the template each language translates (docs/translating.md).",)
        target = path(None, domain)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(write(Catalogue(header(None), tuple(template), comments)), encoding="utf-8")
        for lang in LANGUAGES[1:]:
            words = written(lang, domain)
            one_form = PLURAL_FORMS[lang].startswith("nplurals=1")
            entries = []
            for e in template:
                if e.plural is not None:
                    one, many = (words[k] for k in PLURALS[e.context or ""])
                    forms = (many,) if one_form else (one, many)
                    entries.append(Entry(e.context, e.msgid, plural=e.plural, forms=forms, flags=e.flags))
                elif e.context in numbers:
                    text = numbers[e.context][2].get(lang, e.msgid)
                    entries.append(Entry(e.context, e.msgid, text, comments=e.comments, flags=e.flags))
                else:
                    entries.append(Entry(e.context, e.msgid, words[e.context or ""], flags=e.flags))
            comments = (f"# {NAMES[lang]} translation of fair-handicap's {domain} words (docs/translating.md).",)
            target = path(lang, domain)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(write(Catalogue(header(lang), tuple(entries), comments)), encoding="utf-8")
    print(f"wrote {LOCALE}")


if __name__ == "__main__":
    main()
