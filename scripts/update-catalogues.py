"""Bring every language's catalogues up to date with the English templates, as gettext's
``msgmerge --previous`` does (docs/translating.md):

    .venv/bin/python scripts/update-catalogues.py            # merge, then list what needs a translator
    .venv/bin/python scripts/update-catalogues.py --check    # only list (exit 1 if anything does)
    .venv/bin/python scripts/update-catalogues.py --add it "nplurals=2; plural=(n != 1);"   # a new language

English is edited in py/handicap/locale/<domain>.pot. Merging gives each .po the template's ids in
its order: a translator's own comments (``# …`` lines, Poedit's and Weblate's comment boxes) stay,
a new id arrives empty, an id whose English changed keeps its words but turns fuzzy with
the English they were made from shown (``#| msgid``), an id the template lost stays as obsolete
(``#~``). The engine says English for an empty or fuzzy entry; tests/engine/test_i18n.py fails on
them until a translator has revisited them (Poedit: Validate, then clear "Needs work")."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from handicap.i18n.po import DOMAINS, LOCALE, Catalogue, languages, merge, needs_work, path, read, write

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
