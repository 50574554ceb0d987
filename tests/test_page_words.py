"""The page's own words: index.html is written in English and marks each text with the
catalogue's id (data-i18n, data-i18n-attr, the <template id="page-words"> for the scripts' words);
the page's template, py/handicap/locale/page.pot, holds the same English (each id a msgctxt), and
every visible text of the page is marked. The setup's export (static/vendor/words/<lang>.json,
scripts/page-words.mjs, which reads the page catalogues directly) is each language's page
catalogue; the page's languages (engine-early.js, the switcher) are the engine's."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

from handicap import i18n
from tests.support.page_markup import INDEX, ROOT, VOID

WORDS = ROOT / "static" / "vendor" / "words"
# Attributes a person reads (or hears): each needs its words from the catalogue.
READ_ATTRIBUTES = ("aria-label", "placeholder", "title", "alt")
# Elements whose text is no page word: code, the engine's (filled in), the language names.
NOT_WORDS = {"script", "style"}


class Page(HTMLParser):
    """index.html's marked words [(id, English)], and any text or read attribute left unmarked."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[list] = []  # [tag, id or None, text so far, unmarkable]
        self.words: list[tuple[str, str]] = []
        self.unmarked: list[str] = []
        self.options: list[tuple[str, str | None, str]] = []  # the language switcher's (value, lang, text)
        self._option: list | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {key: value or "" for key, value in attrs}
        marked_attrs = dict(pair.split(":", 1) for pair in a.get("data-i18n-attr", "").split())  # attribute -> id
        for attribute, key in marked_attrs.items():
            assert attribute in a, f"<{tag}> marks {attribute}, which it does not have"
            self.words.append((key, a[attribute]))
        for name in READ_ATTRIBUTES:
            if re.search(r"[A-Za-z]", a.get(name, "")) and name not in marked_attrs:
                self.unmarked.append(f"<{tag} {name}={a[name]!r}>")
        if tag in VOID:
            return
        inside_switcher = any(entry[0] == "select#language" for entry in self.stack)
        name = "select#language" if tag == "select" and a.get("id") == "language" else tag
        unmarkable = tag in NOT_WORDS or inside_switcher or any(entry[3] for entry in self.stack)
        if inside_switcher and tag == "option":
            self._option = [a.get("value", ""), a.get("lang"), ""]
        self.stack.append([name, a.get("data-i18n"), "", unmarkable])

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            name, key, text, _ = self.stack.pop()
            if key:
                self.words.append((key, text))
            elif self.stack:
                self.stack[-1][2] += text
            if name.split("#")[0] == tag:
                break
        if tag == "option" and self._option is not None:
            self.options.append((self._option[0], self._option[1], self._option[2]))
            self._option = None

    def handle_data(self, data: str) -> None:
        if not self.stack:
            return
        self.stack[-1][2] += data
        if self._option is not None:
            self._option[2] += data
        marked = any(entry[1] for entry in self.stack)
        if not marked and not self.stack[-1][3] and re.search(r"[A-Za-z]", data):
            self.unmarked.append(" ".join(data.split()))


def parsed() -> Page:
    page = Page()
    page.feed(INDEX.read_text())
    return page


def marked_words() -> dict[str, str]:
    """id -> words, as index.html writes them; an id used twice must say the same both times."""
    words: dict[str, str] = {}
    for key, text in parsed().words:
        assert words.setdefault(key, text) == text, (key, words[key], text)
    return words


ENGLISH_PAGE = {key: text for key, text in i18n.catalogue("en").items() if key.startswith("page.")}


def test_every_marked_word_is_the_catalogues_english() -> None:
    words = marked_words()
    differ = {key: (text, ENGLISH_PAGE.get(key)) for key, text in words.items() if ENGLISH_PAGE.get(key) != text}
    assert differ == {}, "index.html and py/handicap/locale/page.pot say different things"


def test_every_page_id_is_used_by_the_page() -> None:
    used = set(marked_words()) | {"page.language.name"}  # the switcher names each language in itself
    assert sorted(ENGLISH_PAGE.keys() - used) == [], "ids of page.pot the page never shows"


def test_every_visible_text_of_the_page_is_marked() -> None:
    assert parsed().unmarked == [], "index.html text with no data-i18n (add an id to page.pot and mark it)"


def test_the_switcher_names_each_language_in_itself() -> None:
    options = parsed().options
    assert [value for value, _, _ in options] == list(i18n.LANGUAGES)
    for value, tag, text in options:
        catalogue = i18n.catalogue(value)
        assert text == catalogue["page.language.name"], value
        assert tag == catalogue["page.language.tag"], value
    assert i18n.catalogue("zh")["page.language.tag"] == "zh-Hans"
    names = {"en": "English", "ja": "日本語", "ko": "한국어", "zh": "简体中文", "fr": "Français", "de": "Deutsch"}
    assert {value: text for value, _, text in options if value in names} == names


def test_the_early_script_knows_the_engines_languages() -> None:
    source = (ROOT / "static" / "engine" / "engine-early.js").read_text()
    listed = re.search(r"const LANGUAGES = (\[[^\]]*\]);", source)
    assert listed and json.loads(listed.group(1)) == list(i18n.LANGUAGES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_export_is_the_catalogues_page_part(lang: str) -> None:
    """static/vendor/words/<lang>.json, written by the setup (scripts/page-words.mjs, compiling the
    .po files in JavaScript), are the page words the engine's own reading of them gives."""
    exported = json.loads((WORDS / f"{lang}.json").read_text())
    expected = {key: text for key, text in i18n.catalogue(lang).items() if key.startswith("page.")}
    assert exported == expected


def test_the_scan_finds_unmarked_text() -> None:
    page = Page()
    page.feed('<p data-i18n="page.x">Fine</p><p>Stray words</p><input placeholder="say"><script>var a</script>'
              '<p>– 12</p><select id="language"><option value="en">English</option></select>')
    assert page.unmarked == ["Stray words", "<input placeholder='say'>"]
    assert page.options == [("en", None, "English")]
