"""Bring every language's catalogues up to date with the English templates, as gettext's
``msgmerge --previous`` does (docs/translating.md):

    .venv/bin/python scripts/update-catalogues.py            # merge, then list what needs a translator
    .venv/bin/python scripts/update-catalogues.py --check    # only list (exit 1 if anything does)
    .venv/bin/python scripts/update-catalogues.py --add it "nplurals=2; plural=(n != 1);"   # a new language

English is edited in py/handicap/locale/<domain>.pot; the page template's ``#:`` references (where each
page word appears) are written from index.html and static/ on every run. Merging gives each .po the template's ids in
its order: a translator's own comments (``# …`` lines, Poedit's and Weblate's comment boxes) stay,
a new id arrives empty, an id whose English changed keeps its words but turns fuzzy with
the English they were made from shown (``#| msgid``), an id the template lost stays as obsolete
(``#~``). The engine says English for an empty or fuzzy entry; tests/engine/test_i18n.py fails on
them until a translator has revisited them (Poedit: Validate, then clear "Needs work")."""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from handicap.i18n.po import DOMAINS, LOCALE, Catalogue, languages, merge, needs_work, path, read, write

ROOT = Path(__file__).resolve().parents[1]


def page_references(root: Path = ROOT) -> dict[str, tuple[str, ...]]:
    """Where each page word appears: the files (index.html, the page's modules) that name its id,
    as gettext's ``#:`` references (file names only, as ``xgettext --add-location=file``)."""
    files = [root / "index.html", *sorted((root / "static").rglob("*.js"))]
    texts = {str(f.relative_to(root)): f.read_text(encoding="utf-8") for f in files
             if f.is_file() and "vendor" not in f.relative_to(root).parts}
    found: dict[str, tuple[str, ...]] = {}
    for name, text in texts.items():
        for message_id in set(re.findall(r"(?<![\w.])(page\.[a-z0-9_.]+[a-z0-9_])(?![\w.])", text)):
            found[message_id] = (*found.get(message_id, ()), name)
    return found


def with_references(template: Catalogue, references: dict[str, tuple[str, ...]]) -> Catalogue:
    """The page template with each entry's ``#:`` lines set to where its id appears (the files in
    order, wrapped as gettext writes them)."""
    entries = tuple(replace(e, references=reference_lines(references[e.context or e.msgid])
                            if (e.context or e.msgid) in references else ()) for e in template.entries)
    return replace(template, entries=entries)


def reference_lines(files: tuple[str, ...], width: int = 79) -> tuple[str, ...]:
    """The files of a ``#:`` reference in lines of at most ``width`` columns, as msgcat writes
    them (it wraps references even with --no-wrap)."""
    lines: list[str] = []
    line = ""
    for name in sorted(files):
        if line and len(f"#: {line} {name}") > width:
            lines.append(line)
            line = name
        else:
            line = f"{line} {name}" if line else name
    return (*lines, line)


HEADER = {"Project-Id-Version": "fair-handicap", "Report-Msgid-Bugs-To": "", "PO-Revision-Date": "",
          "Last-Translator": "", "Language-Team": "", "MIME-Version": "1.0",
          "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Merge the English templates into every language's catalogues.")
    parser.add_argument("--check", action="store_true", help="change nothing; list what needs a translator")
    parser.add_argument("--locale", type=Path, default=LOCALE, help="the catalogues' folder (default: the engine's)")
    parser.add_argument("--add", nargs=2, metavar=("LANG", "PLURAL_FORMS"),
                        help='start a language: its code and its Plural-Forms ("nplurals=1; plural=0;")')
    args = parser.parse_args(argv)
    if args.add:
        lang, plural_forms = args.add
        for domain in DOMAINS:
            target = path(lang, domain, args.locale)
            if target.exists():
                parser.error(f"{target} exists already")
            target.parent.mkdir(parents=True, exist_ok=True)
            header = {**HEADER, "Language": lang, "Plural-Forms": plural_forms}
            target.write_text(write(Catalogue(header)), encoding="utf-8")
    if not args.check:
        if args.locale == LOCALE:  # the page template's references, from the page's own files
            page = path(None, "page", args.locale)
            referenced = write(with_references(read(page), page_references()))
            if referenced != page.read_text(encoding="utf-8"):
                page.write_text(referenced, encoding="utf-8")
                print(f"updated {page}")
        for lang in languages(args.locale):
            for domain in DOMAINS:
                target = path(lang, domain, args.locale)
                merged = write(merge(read(path(None, domain, args.locale)), read(target)))
                if merged != target.read_text(encoding="utf-8"):
                    target.write_text(merged, encoding="utf-8")
                    print(f"updated {target}")
    pending = False
    for lang in languages(args.locale):
        for domain, ids in needs_work(lang, args.locale).items():
            if ids:
                pending = True
                print(f"{lang} {domain}: {len(ids)} to translate or revisit: {', '.join(ids[:12])}"
                      + (" …" if len(ids) > 12 else ""))
    if not pending:
        print("every language translates every English message")
    return 1 if pending and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
