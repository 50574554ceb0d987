"""The gettext catalogues (py/handicap/locale): every one is a .po file gettext's own ``msgfmt
--check`` accepts; they read back as written (the update script changes nothing it need not);
each language's Plural-Forms is the one its grammar has; French spacing is one rule in its header,
not typed into the words; an English text that changes turns its translations fuzzy with the
English they were made from; and the browser's compilation (scripts/catalogues.mjs) gives the
very words the engine's own (handicap/i18n/po.py) gives."""

from __future__ import annotations

import json
import re
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
    rules = {"de": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);",
             "ja": "nplurals=1; plural=0;", "ko": "nplurals=1; plural=0;", "zh": "nplurals=1; plural=0;"}
    assert {lang: po.read(po.path(lang, "engine")).header["Plural-Forms"] for lang in rules} == rules
    assert po.read(po.path(None, "engine")).header["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
    forms = {"de": [1, 0, 1, 1], "fr": [0, 0, 1, 1], "ja": [0, 0, 0, 0], "ko": [0, 0, 0, 0], "zh": [0, 0, 0, 0]}
    assert {lang: [i18n.plural_rule(lang)(n) for n in (0, 1, 2, 5)] for lang in forms} == forms


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


# A placeholder followed by a word that agrees with it ("{games} games", "{differ} differ") is a
# count. Such a message must be a plural entry unless its count cannot be 1; those are listed here,
# each with the reason (a change that makes one reachable at 1 must make it plural instead).
COUNT_WORD = re.compile(r"\{(\w+)(?::[^}]*)?\}\)?\s+(?:handicap )?(?:games?|players?|stones?|moves?|bands?|fields?|"
                        r"points?|differs?|results?|characters?|pairings?|periods?|systems?|minutes?|seconds?|"
                        r"ranks?|boards?|lines?|rounds?|blocks?|times)(?![\w-])")
NEVER_ONE = {
    "go.board.title": "{board} is a board's name (19×19), not a count",
    "go.stones.many": "2 or more: go.stones.one and go.stones.none say 1 and 0",
    "go.caption.free": "2 or more: one stone places nothing (Black moves first)",
    "go.caption.free_placement": "more than 9: free placement is for the stones past the nine fixed points",
    "go.caption.points": "2 or more: one stone places nothing (Black moves first)",
    "go.short.stones": "2 or more (answer_words.short_answer)",
    "go.warning.no_placement": "2 or more: one stone places nothing",
    "round.summary.stones": "2 or more: round.summary.one_stone says 1",
    "go.komi_words.white": "2 points or more: the _small forms, plural entries, take less",
    "go.komi_words.reverse": "2 points or more: the _small forms, plural entries, take less",
    "go.warning.beyond": "more than the maximum, which is at least 1 wherever this warning is given",
    "go.compare.summary": "{total} is the number of systems in the registry",
    "error.names.too_long": "a fixed limit (a name's most characters)",
    "round.error.too_many": "a fixed limit (a round's most pairings)",
    "round.error.egd.too_many_rounds": "a fixed limit (a table's most rounds)",
    "study.error.too_many_games": "a fixed limit (a study's most games)",
    "error.rate.too_many": "more than the fixed limit of results",
    "error.goclock.main_range": "a fixed limit in minutes",
    "what.goclock.period.byoyomi": "a fixed limit in minutes",
    "what.goclock.period.canadian": "a fixed limit in minutes",
    "error.goclock.no_periods": "{value} is the text given, 0 or less (no period)",
    "error.goclock.no_stones": "{value} is the text given, 0 or less (no stone)",
    "error.custom_stones.not_given": "{offered} lists the stones offered (\"2, 3, 4\")",
    "chess.summary.named": "{ratio} is a time ratio, never 1 (even players get no odds)",
    "chess.summary.player": "{ratio} is a time ratio, never 1 (even players get no odds)",
    "study.verdict.even": "{high} is a bound in ranks with decimals, as the formula writes it",
    "page.status.timeout": "a fixed limit in seconds",
    "game.models_note.points": "points a rank: 12, 4, 2 or Jewdan's 4.8…, never 1",
    "go.warning.outside_made_for": "{stones} is 2 or more (no note below); {board} is a board's name, 13×13",
}


def test_no_count_message_is_singular_only_where_its_count_can_be_one() -> None:
    """"1 games", "found 1 field(s)", "1 differ" are what this keeps out: every message with a count
    is a plural entry (msgid_plural, a form per Plural-Forms) or listed in NEVER_ONE with why."""
    counted: dict[str, list[str]] = {}
    for domain in po.DOMAINS:
        for entry in po.read(po.path(None, domain)).entries:
            assert not re.search(r"\w\(s\)", entry.msgid), f"{entry.context}: write a plural entry, not (s)"
            if entry.plural is None and COUNT_WORD.search(entry.msgid):
                counted[entry.context or entry.msgid] = [m.group(0) for m in COUNT_WORD.finditer(entry.msgid)]
    assert {key: counted[key] for key in set(counted) - set(NEVER_ONE)} == {}, "make these plural entries"
    assert sorted(set(NEVER_ONE) - set(counted)) == [], "no longer singular-only counts: drop them from NEVER_ONE"
    assert COUNT_WORD.search("{games} games") and not COUNT_WORD.search("{games} game-long")  # the pattern can match


@pytest.mark.parametrize(("request_", "lang", "said"), [
    ({"command": "chess", "method": "record", "record": [0, 1, 0], "total": 60}, "en", "1 game cannot tell"),
    ({"command": "chess", "method": "record", "record": [0, 1, 0], "total": 60}, "fr", "1 partie ne suffit pas"),
    ({"command": "chess", "method": "record", "record": [0, 1, 0], "total": 60}, "de", "1 Partie zeigt nicht"),
    ({"command": "go-round", "pairings": "Ann 5k - Bob 2d\nx\n"}, "en", "found 1 field;"),
    ({"command": "go-round", "pairings": "Ann 5k - Bob 2d\nx\n"}, "fr", "1 champ trouvé"),
    ({"command": "go", "system": "custom", "club_max_stones": 1, "rank_diff": 2}, "en", "the 1 stone this system"),
    ({"command": "go", "system": "custom", "club_ranks_per_stone": 0, "club_komi_per_rank": 1, "rank_diff": 1,
      "club_even_komi": 0}, "en", "gives Black 1 point"),
])
def test_a_count_of_one_takes_the_singular(request_: dict[str, object], lang: str, said: str) -> None:
    from handicap.api import calculate
    reply = calculate({**request_, "lang": lang})
    words = json.dumps(reply, ensure_ascii=False)
    assert said in words, words[:600]


def _update_script():  # scripts/update-catalogues.py, imported as a module
    import importlib.util
    spec = importlib.util.spec_from_file_location("update_catalogues", ROOT / "scripts" / "update-catalogues.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_page_word_says_where_it_appears() -> None:
    """A translator sees where a page word is used: its ``#:`` reference (written from index.html and
    static/ by the update script, and up to date) or, for a word named nowhere literally, a ``#.``."""
    script = _update_script()
    template = po.read(po.path(None, "page"))
    assert script.with_references(template, script.page_references()) == template, "run scripts/update-catalogues.py"
    for entry in template.entries:
        assert entry.references or entry.comments, entry.context
        for files in entry.references:
            for name in files.split():
                assert entry.context in (ROOT / name).read_text(encoding="utf-8"), (entry.context, name)
    assert po.read(po.path("fr", "page")).by_id()["page.tab.list"].references == ("index.html",)


def test_placeholders_filled_by_other_messages_and_spliced_fragments_are_explained() -> None:
    """{what}, {value}, {ties}… hold another message's words: each use says so (``#.``), and so does each
    fragment spliced into another message (it starts or ends with a separator)."""
    for entry in po.read(po.path(None, "engine")).entries:
        for placeholder in ("{what}", "{value}", "{ties}", "{effective}", "{clocks}", "{head}", "{lead}"):
            if placeholder in entry.msgid:
                assert any(c.startswith(placeholder) for c in entry.comments), (entry.context, placeholder)
        if re.match(r"^[ ;,]", entry.msgid) or entry.msgid.endswith(" "):
            assert entry.comments, f"{entry.context}: say where this fragment goes"
