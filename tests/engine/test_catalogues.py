"""The gettext catalogues (py/handicap/locale): every one is a .po file gettext's own ``msgfmt
--check`` accepts; they read back as written (the update script changes nothing it need not);
each language's Plural-Forms is the one its grammar has; French spacing is one rule in its header,
not typed into the words; an English text that changes turns its translations fuzzy with the
English they were made from; and the browser's compilation (scripts/catalogues.mjs) gives the
very words the engine's own (handicap/i18n/po.py) gives."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from handicap import i18n
from handicap.i18n import po

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
CATALOGUES = [po.path(None, d) for d in po.DOMAINS] + [po.path(lang, d) for lang in OTHERS for d in po.DOMAINS]
MSGFMT = shutil.which("msgfmt")  # Debian's gettext; scripts/env.sh installs it for `npm test`


def test_every_language_has_both_domains_and_no_other_catalogue() -> None:
    assert po.languages() == sorted(OTHERS)
    found = sorted(str(p.relative_to(po.LOCALE)) for p in po.LOCALE.rglob("*.po*") if p.is_file())
    assert found == sorted(str(p.relative_to(po.LOCALE)) for p in CATALOGUES)


@pytest.mark.skipif(MSGFMT is None, reason="needs gettext's msgfmt (scripts/env.sh installs Debian's gettext)")
@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: str(p.relative_to(po.LOCALE)))
def test_msgfmt_check_accepts_every_catalogue(catalogue: Path) -> None:
    """Headers, plural forms and every python-brace-format placeholder checked by gettext itself."""
    done = subprocess.run([str(MSGFMT), "--check", "--statistics", "-o", "/dev/null", str(catalogue)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert ("fuzzy" not in done.stderr and "untranslated" not in done.stderr) or catalogue.suffix == ".pot", done.stderr


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: str(p.relative_to(po.LOCALE)))
def test_a_catalogue_reads_back_as_written(catalogue: Path) -> None:
    """What the update script writes reads back the same (an editor may wrap long lines: the
    reader takes either)."""
    read = po.parse(catalogue.read_text(encoding="utf-8"))
    assert po.parse(po.write(read)) == read
    wrapped = po.write(read).replace('msgid "', 'msgid ""\n"', 3)
    assert po.parse(wrapped) == read


def test_the_template_merged_into_a_language_changes_nothing_today() -> None:
    for lang in OTHERS:
        for domain in po.DOMAINS:
            before = po.read(po.path(lang, domain))
            assert po.merge(po.read(po.path(None, domain)), before) == before, (lang, domain)


def test_each_language_has_its_grammars_plural_forms() -> None:
    rules = {lang: po.read(po.path(lang, "engine")).header["Plural-Forms"] for lang in OTHERS}
    assert rules == {"de": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);",
                     "ja": "nplurals=1; plural=0;", "ko": "nplurals=1; plural=0;", "zh": "nplurals=1; plural=0;"}
    assert po.read(po.path(None, "engine")).header["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
    for lang in OTHERS:
        assert [i18n.plural_rule(lang)(n) for n in (0, 1, 2, 5)] == {
            "de": [1, 0, 1, 1], "fr": [0, 0, 1, 1]}.get(lang, [0, 0, 0, 0]), lang


def test_french_spacing_is_one_rule_applied_when_compiling() -> None:
    for domain in po.DOMAINS:
        catalogue = po.read(po.path("fr", domain))
        assert catalogue.header["X-Narrow-No-Break-Space"] == "before :;?!%» after «"
        typed = [e.context for e in catalogue.entries if po.NNBSP in e.msgstr + "".join(e.forms)]
        assert typed == [], "write a plain space; the compiler puts the narrow no-break space"
    assert i18n.catalogue("fr")["go.board.title"] == "Goban {board}\u202f: {caption}"
    assert po.typography({"X-Narrow-No-Break-Space": "before :;?!%» after «"}, "« oui » : non ; 5 %") == \
        "«\u202foui\u202f»\u202f: non\u202f; 5\u202f%"
    assert po.typography({}, "a : b") == "a : b"  # no rule, no change (German, English)


def test_a_changed_english_text_turns_its_translations_fuzzy(tmp_path: Path) -> None:
    """As ``msgmerge --previous``: the words are kept, marked fuzzy, the old English shown; the
    engine then says the new English; a new id arrives empty; a removed one is kept as obsolete."""
    template = po.read(po.path(None, "engine"))
    french = po.read(po.path("fr", "engine"))
    entries = list(template.entries)
    at = next(i for i, e in enumerate(entries) if e.context == "go.nigiri")
    entries[at] = replace(entries[at], msgid="Nigiri (an even game)")
    gone = next(i for i, e in enumerate(entries) if e.context == "list.range")
    del entries[gone]
    entries.append(po.Entry("go.brand_new", "Brand new words"))
    merged = po.merge(replace(template, entries=tuple(entries)), french)
    by_id = merged.by_id()
    nigiri = by_id["go.nigiri"]
    assert nigiri.fuzzy and nigiri.msgstr == "Nigiri (partie à égalité)"
    assert nigiri.previous == (("msgctxt", "go.nigiri"), ("msgid", "Nigiri (even game)"))
    assert by_id["go.brand_new"].msgstr == "" and not by_id["go.brand_new"].translated
    assert "list.range" not in by_id
    assert [e.context for e in merged.entries if e.obsolete] == ["list.range"]
    text = po.write(merged)
    assert ('#, fuzzy\n#| msgctxt "go.nigiri"\n#| msgid "Nigiri (even game)"\nmsgctxt "go.nigiri"\n'
            'msgid "Nigiri (an even game)"\n') in text
    assert '#~ msgctxt "list.range"\n' in text
    assert po.parse(text) == merged
    compiled = po.compile_catalogue(merged)
    assert "go.nigiri" not in compiled and "go.brand_new" not in compiled  # English is said there
    # merging again keeps the English it was first made from, and a revisited entry loses the mark
    again = po.merge(replace(template, entries=tuple(entries)), merged)
    assert again.by_id()["go.nigiri"].previous == nigiri.previous
    target = tmp_path / "engine.po"
    target.write_text(text, encoding="utf-8")
    if MSGFMT:
        done = subprocess.run([MSGFMT, "--check", "-o", "/dev/null", str(target)], capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stderr
    msgmerge = shutil.which("msgmerge")
    if msgmerge:  # gettext's own merge writes the very same file
        (tmp_path / "engine.pot").write_text(po.write(replace(template, entries=tuple(entries))), encoding="utf-8")
        (tmp_path / "fr.po").write_text(po.write(french), encoding="utf-8")
        subprocess.run([msgmerge, "-q", "--previous", "--no-wrap", "-o", str(tmp_path / "merged.po"),
                        str(tmp_path / "fr.po"), str(tmp_path / "engine.pot")], check=True)
        assert (tmp_path / "merged.po").read_text(encoding="utf-8") == text


def test_a_plural_that_was_one_message_keeps_its_words_as_every_form() -> None:
    french = po.Catalogue({"Plural-Forms": "nplurals=2; plural=(n > 1);"},
                          (po.Entry("x.count", "{n} thing", msgstr="{n} chose"),))
    template = po.Catalogue({}, (po.Entry("x.count", "{n} thing", plural="{n} things", forms=("", "")),))
    (entry,) = po.merge(template, french).entries
    assert entry.forms == ("{n} chose", "{n} chose") and entry.fuzzy
    assert entry.previous == (("msgctxt", "x.count"), ("msgid", "{n} thing"))


def test_a_malformed_catalogue_is_refused_naming_the_line() -> None:
    with pytest.raises(ValueError, match=r"x\.po:3"):
        po.parse('msgctxt "a"\nmsgid "b"\nnonsense\n', "x.po")


def test_the_browsers_compilation_gives_the_engines_words() -> None:
    script = ("import('./scripts/catalogues.mjs').then(m => process.stdout.write(JSON.stringify("
              "Object.fromEntries(m.catalogueLanguages().map(l => [l, Object.fromEntries(['engine', 'page'].map("
              "d => [d, m.compileCatalogue(l, d)]))])))))")
    done = subprocess.run(["node", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True)
    browser = json.loads(done.stdout)
    assert sorted(browser) == sorted(i18n.LANGUAGES)
    for lang in i18n.LANGUAGES:
        for domain in po.DOMAINS:
            assert browser[lang][domain] == po.compile_language(lang, domain, i18n.DEFAULT), (lang, domain)


@pytest.mark.parametrize("rule", [
    "0", "(n != 1)", "(n > 1)", "n>1", "!(n == 1)", "n/10 == 1",
    "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",  # Polish
    "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",  # Russian
    "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",  # Arabic
    "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2"])  # Czech
def test_a_plural_rule_chooses_the_form_gettext_chooses(rule: str) -> None:
    """The engine reads Plural-Forms itself (the page's engine does not download gettext.py)."""
    import gettext

    from handicap.i18n.catalogues import _plural_function
    ours, gettexts = _plural_function(rule), gettext.c2py(rule)
    assert [ours(n) for n in range(300)] == [gettexts(n) for n in range(300)]
    with pytest.raises(ValueError, match="plural rule"):
        _plural_function("n +")


def test_a_translators_comment_written_poedits_way_survives_an_update(tmp_path: Path) -> None:
    """Poedit's comment pane (and Weblate's) writes a translator's note as ``# …`` lines above the
    entry; scripts/update-catalogues.py keeps them through a merge, as ``msgmerge`` does, even when
    the English under them changed (the entry turns fuzzy, the note stays)."""
    locale = tmp_path / "locale"
    shutil.copytree(po.LOCALE, locale)
    french = po.path("fr", "engine", locale)
    text = french.read_text(encoding="utf-8")
    note = "# Relu par Claire : « nigiri » reste en japonais, comme dans les clubs.\n# Voir aussi go.nigiri_note."
    assert 'msgctxt "go.nigiri"\n' in text
    french.write_text(text.replace('msgctxt "go.nigiri"\n', f'{note}\nmsgctxt "go.nigiri"\n', 1), encoding="utf-8")
    template = po.path(None, "engine", locale)
    template.write_text(template.read_text(encoding="utf-8").replace(
        'msgid "Nigiri (even game)"', 'msgid "Nigiri (an even game)"', 1), encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "update-catalogues.py"), "--locale", str(locale)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    updated = french.read_text(encoding="utf-8")
    assert f'{note}\n#, fuzzy\n#| msgctxt "go.nigiri"\n#| msgid "Nigiri (even game)"\nmsgctxt "go.nigiri"\n' in updated
    entry = po.parse(updated).by_id()["go.nigiri"]
    assert entry.translator_comments == ("Relu par Claire : « nigiri » reste en japonais, comme dans les clubs.",
                                         "Voir aussi go.nigiri_note.")
    msgmerge = shutil.which("msgmerge")
    if msgmerge:  # gettext's own merge keeps the note in the same place
        merged = tmp_path / "merged.po"
        (tmp_path / "before.po").write_text(text.replace('msgctxt "go.nigiri"\n', f'{note}\nmsgctxt "go.nigiri"\n', 1),
                                            encoding="utf-8")
        subprocess.run([msgmerge, "-q", "--previous", "--no-wrap", "-o", str(merged), str(tmp_path / "before.po"),
                        str(template)], check=True)
        assert merged.read_text(encoding="utf-8") == updated


MSGCAT = shutil.which("msgcat")


@pytest.mark.skipif(MSGCAT is None, reason="needs gettext's msgcat (scripts/env.sh installs Debian's gettext)")
@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: str(p.relative_to(po.LOCALE)))
def test_the_catalogues_are_wrapped_as_msgcat_no_wrap_writes_them(catalogue: Path, tmp_path: Path) -> None:
    """docs/translating.md tells Poedit and Weblate to wrap only at newlines (gettext's --no-wrap):
    then their save rewrites no line. gettext's own tool, so set, changes nothing either."""
    out = tmp_path / catalogue.name
    subprocess.run([str(MSGCAT), "--no-wrap", "-o", str(out), str(catalogue)], check=True)
    assert out.read_text(encoding="utf-8") == catalogue.read_text(encoding="utf-8")
    wrapped = tmp_path / "wrapped.po"  # the same tool at its default width does rewrite: the check can fail
    subprocess.run([str(MSGCAT), "-o", str(wrapped), str(catalogue)], check=True)
    assert wrapped.read_text(encoding="utf-8") != catalogue.read_text(encoding="utf-8")
