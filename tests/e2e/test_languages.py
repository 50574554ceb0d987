"""The page in the players' languages: a link with lang= opens the page in that language
from its first paint (its own words and everything the engine says), the browser's languages
choose when the link does not (Traditional Chinese is not Simplified), the switcher relabels the
page at once and keeps its choice in the link and the embed snippet, an unknown lang= is ignored,
and every language works offline after one visit."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from handicap import i18n
from handicap.api import calculate
from handicap.go.files import FORMATS
from handicap.go.words import SOURCE_TITLES
from handicap.study.picker import picker_extensions
from tests.support.page import settled_url, wait_for_engine, wait_for_service_worker

JA = i18n.catalogue("ja")
EN = i18n.catalogue("en")
FR = i18n.catalogue("fr")

# A Go link: ranks, names, the comparison and the full table open (every part of the Go tab speaks).
# Whether `words` in the element's text sits on one line (its characters' boxes share a top).
ONE_LINE = """({testid, words}) => {
  const text = document.querySelector(`[data-testid=${testid}]`).firstChild;
  const at = text.textContent.indexOf(words);
  const range = document.createRange();
  range.setStart(text, at);
  range.setEnd(text, at + words.length);
  return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size === 1;
}"""
GO_LINK = "/?lang=ja&mode=go&scale=rank&p1=1d&p2=5k&n1=Aiko&n2=Ben&board=19&compare=1&table=1"
# ASCII words a Japanese page may show: names of people, systems, ratings and file formats, and
# the players' own names from the link.
NAMES = {"OGS", "EGF", "GoR", "AGA", "Goldis", "SGF", "CSV", "PGN", "Elo", "Glicko", "Jewdan", "Sensei", "Library", "Aiko", "Ben", "Bronstein",
         # the tournament formats' names, from their registry
         *(word for f in FORMATS for word in re.findall(r"[A-Za-z]{2,}", f.name)),
         "SKT", "LR", "BayRate", "goratings", "ECF",
         # the published systems' sources: servers, programs and people ("Dragon Go Server", "Mini Go
         # Online", "Tim Hunt", "Herman Hiddema")
         "PlayStrategy", "Dragon", "Go", "Server", "DGS", "BGA", "Tim", "Hunt", "Herman", "Hiddema", "Mini", "Online",
         "KataGo",
         "ln", "exp"}  # and the mathematical functions of the formulas

# Every ASCII word (two letters or more) in what a person sees: visible text, the chosen option of
# each visible menu, visible placeholders, and the title.
VISIBLE_ASCII_WORDS = r"""() => {
  const words = [];
  // File names and kinds ("jewdan_handicap_system.txt", ".zip", ".tar.gz") and SGF points ("pd") are data.
  // A site's name of several words ("Life in 19x19", a source's) is a name, not words.
  const data = (text, where) => (text || "").replace(/Life in 19x19/g, "").replace(/[\w-]*(\.(FILE_KINDS))+\b/g, "")
    .replace(where === "placement-note" ? /\b[a-s]{2}\b/g : /^$/, "");
  const add = (text, where) => { for (const word of data(text, where).match(/[A-Za-z][A-Za-z']+/g) || []) words.push(`${word} (${where})`); };
  const shown = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, template, option, textarea") || !shown(parent)) continue;
    add(node.textContent, parent.dataset.testid || parent.tagName.toLowerCase());
  }
  for (const select of document.querySelectorAll("select")) {
    if (select.id !== "language" && shown(select)) add(select.selectedOptions[0]?.textContent, `#${select.id}`);
  }
  for (const input of document.querySelectorAll("input[placeholder]")) if (shown(input)) add(input.placeholder, `#${input.id}`);
  add(document.title, "title");
  return words;
}""".replace("FILE_KINDS", "|".join(sorted({e.lstrip(".") for e in picker_extensions()} | {"pgn", "json"})))


# The sources' titles, cited as published (the Full table's source line): names, not words to translate.
TITLE_WORDS = {word for title in SOURCE_TITLES.values() for word in re.findall(r"[A-Za-z][A-Za-z']+", title)}


def english_words(page: Page) -> list[str]:
    """The visible ASCII words that are not names (each with where it was seen)."""
    return [w for w in page.evaluate(VISIBLE_ASCII_WORDS)
            if not {w.split(" ")[0].removesuffix("'s"), w.split(" ")[0].upper()} & NAMES
            and not (w.endswith(" (table-source)") and w.split(" ")[0] in TITLE_WORDS)]


# First paint in the chosen language: when the page's text is first shown (the moment
# engine-early.js's class comes off) the tabs already say the language's words, and no contentful
# paint came before it.
RECORD_FIRST_PAINT = """
window.__words = { shownAt: null, tab: null };
new MutationObserver((_, observer) => {
  if (document.documentElement.classList.contains("words-pending") || window.__words.shownAt !== null) return;
  if (!document.querySelector("#tab-go .tab-long")) return;
  window.__words = { shownAt: performance.now(), tab: document.querySelector("#tab-go .tab-long").textContent };
  observer.disconnect();
}).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true, childList: true });
"""


@pytest.fixture(scope="module")
def japanese(browser: Browser, server_url: str) -> Iterator[Page]:
    """One page opened by a Japanese link (shared: each test leaves it as it found it)."""
    context = browser.new_context(base_url=server_url, locale="en-US")
    page = context.new_page()
    page.add_init_script(RECORD_FIRST_PAINT)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(GO_LINK)
    wait_for_engine(page)
    yield page
    assert errors == []
    context.close()


def test_a_japanese_link_paints_japanese_first(japanese: Page) -> None:
    page = japanese
    expect(page.locator("#tab-go .tab-long")).to_have_text(JA["page.tab.go"])
    first = page.evaluate("window.__words")
    assert first["tab"] == JA["page.tab.go"], "the page was shown before its words were in"
    paints = page.evaluate("performance.getEntriesByName('first-contentful-paint').map((e) => e.startTime)")
    assert paints and paints[0] >= first["shownAt"], "something was painted before the Japanese words"
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.title() == JA["page.title"]


def test_a_japanese_link_opens_fully_in_japanese(japanese: Page) -> None:
    page = japanese
    expect(page.get_by_test_id("stones")).to_have_text("5")
    expect(page.get_by_test_id("steps").locator("li").first).to_be_visible()
    expect(page.get_by_test_id("compare").locator("tbody tr").first).to_be_visible()
    expect(page.get_by_test_id("full-table").locator("tbody tr").first).to_be_visible()
    expect(page.get_by_test_id("engine-status")).to_have_text(re.compile("^" + re.escape(JA["page.status.ready"].split("（")[0])))
    # The engine's words: the result, the explanation, the menus
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", page.get_by_test_id("steps").text_content() or "")
    expect(page.get_by_test_id("black")).to_have_text("Ben")  # the weaker player takes Black, by name
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", page.get_by_test_id("summary").text_content() or "")
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", page.get_by_test_id("ties").text_content() or "")
    page.get_by_role("group", name=JA["page.go.handicap"]).get_by_text(JA["page.go.tournament"]).click()
    assert english_words(page) == []


def test_a_japanese_error_names_the_field_in_japanese(japanese: Page) -> None:
    page = japanese
    strength = page.get_by_label(JA["page.go.strength1"])
    error = page.get_by_test_id("error")
    try:
        strength.fill("99q")
        expect(error).to_be_visible()
        expect(error).to_contain_text(f"{JA['page.go.strength1']}：")
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", (error.text_content() or "").split("：", 1)[1])
        assert english_words(page) == []
    finally:
        strength.fill("1d")
        expect(error).to_be_hidden()
        expect(page.get_by_test_id("stones")).to_have_text("5")


def test_every_tab_of_a_japanese_page_is_japanese(japanese: Page) -> None:
    page = japanese
    try:
        page.get_by_role("tab", name=JA["page.tab.game"]).click()
        expect(page.get_by_test_id("game-steps").locator("li").first).to_be_visible()
        assert english_words(page) == []
        page.get_by_role("tab", name=JA["page.tab.chess"]).click()
        expect(page.get_by_test_id("chess-steps").locator("li").first).to_be_visible()
        assert english_words(page) == []
    finally:
        page.get_by_role("tab", name=JA["page.tab.go"]).click()
    expect(page.get_by_test_id("stones")).to_have_text("5")


def test_the_chess_clock_in_japanese(browser: Browser, server_url: str) -> None:
    log: list[str] = []  # (once, in a fresh clone under load, the page stayed English: what it met)
    context, page = new_page(browser, server_url, "/?lang=ja&mode=clock&base1=5:00&inc1=2&base2=3:00&inc2=2",
                             locale="en-US", log=log)
    try:
        wait_for_engine(page)
        expect(page.get_by_test_id("clock-time-2")).to_have_text("3:00")
        assert page.evaluate("document.documentElement.lang") == "ja", log
        expect(page.get_by_test_id("clock-start")).to_have_text(JA["page.clock.start"])
        expect(page.get_by_test_id("clock-back")).to_have_attribute("href", re.compile(r"\?lang=ja&mode=chess$"))
        assert english_words(page) == []
    finally:
        context.close()


def test_a_steps_label_is_joined_to_its_text_the_languages_way(japanese: Page) -> None:
    """"Label: working" with the language's separator: a wide colon in Japanese, a narrow no-break
    space before the colon in French (read raw: Playwright's text matchers fold such spaces)."""
    page = japanese
    first = page.get_by_test_id("steps").locator("li strong").first
    label = first.text_content() or ""
    assert label.endswith("：") and not label.endswith(" ："), label
    menu = page.get_by_test_id("language")
    try:
        menu.select_option("fr")
        expect(first).to_have_text(re.compile(r":\s*$"))  # French words in (the Japanese colon is wide)
        label = first.text_content() or ""
        assert label.endswith("\u202f: ") and not label.endswith(" \u202f: ") and "：" not in label, repr(label)
        assert all((text or "").endswith("\u202f: ") for text in page.get_by_test_id("steps").locator("li strong").all_text_contents())
    finally:
        menu.select_option("ja")
        expect(page.locator("#tab-go .tab-long")).to_have_text(JA["page.tab.go"])
    expect(first).to_have_text(re.compile("：$"))


def test_the_switcher_relabels_the_page_and_keeps_the_choice(japanese: Page) -> None:
    page = japanese
    menu = page.get_by_test_id("language")
    assert menu.input_value() == "ja"
    first_system = page.locator("#go-system option").first.text_content()
    steps = page.get_by_test_id("steps").text_content()
    try:
        # French: the page's words and the engine's (asked again: its menus, result and steps)
        menu.select_option("fr")
        expect(page.locator("#tab-go .tab-long")).to_have_text(FR["page.tab.go"])
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator("#go-system option").first).not_to_have_text(first_system or "")
        expect(page.get_by_test_id("steps")).not_to_have_text(steps or "")
        expect(page.get_by_test_id("steps")).to_contain_text(",")  # the decimal comma
        expect(page.get_by_test_id("stones")).to_have_text("5")
        assert page.locator("#go-system").input_value() == "jewdan"  # the form keeps its values
        assert page.get_by_label(FR["page.go.strength1"]).input_value() == "1d"
        assert "lang=fr" in settled_url(page)
        # English, the page as it is written (no words fetched), the status line said again
        menu.select_option("en")
        expect(page.locator("#tab-go .tab-long")).to_have_text(EN["page.tab.go"])
        expect(page.get_by_test_id("engine-status")).to_have_text(
            re.compile("^" + re.escape(EN["page.status.ready"].split("{")[0])))
        expect(page.locator("html")).to_have_attribute("lang", "en")
        assert "lang=en" in settled_url(page)
        # The embed snippet carries the language and its title is in it
        page.get_by_text(EN["page.embed.offer"]).click()
        snippet = page.get_by_test_id("embed-snippet")
        expect(snippet).to_have_value(re.compile(rf'embed=1&amp;lang=en&amp;.* title="{re.escape(EN["page.title"])}"'))
        menu.select_option("zh")
        expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
        expect(page.get_by_test_id("embed-snippet")).to_have_value(re.compile(r"embed=1&amp;lang=zh&amp;"))
        assert "lang=zh" in settled_url(page)
    finally:
        menu.select_option("ja")
        expect(page.locator("#tab-go .tab-long")).to_have_text(JA["page.tab.go"])
        expect(page.locator("#go-system option").first).to_have_text(first_system or "")
        page.locator("details.embed-offer > summary").click()  # closed again
    assert "lang=ja" in settled_url(page)


def new_page(browser: Browser, server_url: str, url: str, *, locale: str | None = None,
             languages: list[str] | None = None, log: list[str] | None = None) -> tuple[BrowserContext, Page]:
    """A page of a context of its own opening ``url``; into ``log``, if given, its console errors,
    failed requests and error answers, to be shown beside a failure."""
    context = browser.new_context(base_url=server_url, locale=locale, service_workers="block")
    page = context.new_page()
    if log is not None:
        page.on("console", lambda message: message.type == "error" and log.append(f"console: {message.text}"))
        page.on("requestfailed", lambda request: log.append(f"failed: {request.url} {request.failure}"))
        page.on("response", lambda response: response.ok or log.append(f"HTTP {response.status}: {response.url}"))
    if languages is not None:  # navigator.languages as a browser set to several would give them
        page.add_init_script(f"Object.defineProperty(navigator, 'languages', {{ get: () => {languages!r} }});")
    page.goto(url)
    return context, page


@pytest.mark.parametrize(("locale", "languages", "chosen"), [
    ("ko-KR", None, "ko"),
    ("zh-TW", None, "en"),  # Traditional Chinese: not the page's Simplified
    ("en-US", ["zh-TW", "zh-Hant-CN", "de-AT", "ja"], "de"),
    ("en-US", ["zh-HK", "zh-Hans-HK", "ja"], "zh"),
    ("en-US", ["pt-BR", "fr-CA", "en"], "fr"),
])
def test_the_browsers_languages_choose(browser: Browser, server_url: str, locale: str,
                                       languages: list[str] | None, chosen: str) -> None:
    context, page = new_page(browser, server_url, "/?board=9&counting=territory&diff=8", locale=locale, languages=languages)
    try:
        expect(page.get_by_test_id("language")).to_have_value(chosen)
        expect(page.locator("html")).to_have_attribute("lang", i18n.catalogue(chosen)["page.language.tag"])
        expect(page.locator("#tab-go .tab-long")).to_have_text(i18n.catalogue(chosen)["page.tab.go"])
        wait_for_engine(page)
        expect(page.get_by_test_id("stones")).to_have_text("2")
        assert "lang=" not in settled_url(page)  # the browser's choice is not written into links
    finally:
        context.close()


@pytest.mark.parametrize("asked", ["xx", "zh-TW", "%3Cscript%3E", "ja,ko"])
def test_an_unknown_lang_is_ignored(browser: Browser, server_url: str, asked: str) -> None:
    context, page = new_page(browser, server_url, f"/?lang={asked}&board=9&counting=territory&diff=8", locale="en-US")
    try:
        wait_for_engine(page)
        expect(page.get_by_test_id("stones")).to_have_text("2")
        expect(page.locator("#tab-go .tab-long")).to_have_text(EN["page.tab.go"])
        expect(page.get_by_test_id("language")).to_have_value("en")
        expect(page.get_by_test_id("url-note")).to_contain_text(EN["page.language.label"])  # the menu's label
        assert "lang=" not in settled_url(page)
    finally:
        context.close()


def test_a_japanese_link_note_names_the_fields_in_japanese(browser: Browser, server_url: str) -> None:
    """The link note names a field by its label in the page's language, and a parameter that is
    no field by its key, quoted the language's way; the keys themselves are in data-params."""
    context, page = new_page(browser, server_url, "/?lang=ja&mode=go&evil=1&system=nonsense&board=9&diff=8",
                             locale="en-US")
    try:
        wait_for_engine(page)
        note = page.get_by_test_id("url-note")
        names = JA["page.link.names_separator"].join(
            [JA["page.link.unknown_name"].format(name="evil"), JA["page.go.system"]])
        expect(note).to_have_text(JA["page.link.ignored_many"].format(names=names))
        assert "「evil」" in names and "system" not in (note.text_content() or "")
        assert json.loads(note.get_attribute("data-params") or "[]") == ["evil", "system"]
    finally:
        context.close()


def test_a_japanese_page_starts_its_strengths_as_its_hint_writes_ranks(browser: Browser, server_url: str) -> None:
    """Opened in Japanese without strengths in the link, the Go form starts at 1段 and 5級 (the
    hint's own forms, not 1d and 5k), and the engine answers for them as for 1d and 5k."""
    context, page = new_page(browser, server_url, "/?lang=ja&mode=go&board=19", locale="en-US")
    try:
        wait_for_engine(page)
        expect(page.get_by_label(JA["page.go.strength1"])).to_have_value("1段")
        expect(page.get_by_label(JA["page.go.strength2"])).to_have_value("5級")
        hint = page.get_by_test_id("strength-hint").text_content() or ""
        # The hint's example in its own form first; it may then say 5k and 2d are read too.
        short = re.search(r"\d[kd]\b", hint)
        assert "5級" in hint and (not short or hint.index("5級") < short.start()), hint
        reply = calculate({"command": "go", "board": 19, "rules": "japanese", "ranks": ["1d", "5k"], "lang": "ja"})
        expect(page.get_by_test_id("stones")).to_have_text(str(reply["stones"]))
        expect(page.get_by_test_id("summary")).to_contain_text("（5級）")
    finally:
        context.close()


def test_every_language_works_offline_after_one_visit(browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, locale="en-US")
    try:
        page = context.new_page()
        page.goto("/?lang=ja&board=9&counting=territory&diff=8")
        wait_for_engine(page)
        expect(page.get_by_test_id("stones")).to_have_text("2")
        wait_for_service_worker(page)
        context.set_offline(True)
        page.reload()
        wait_for_engine(page)
        expect(page.locator("#tab-go .tab-long")).to_have_text(JA["page.tab.go"])
        expect(page.get_by_test_id("stones")).to_have_text("2")
        for lang in ("ko", "zh", "fr", "de", "en"):
            page.get_by_test_id("language").select_option(lang)
            expect(page.locator("html")).to_have_attribute("lang", i18n.catalogue(lang)["page.language.tag"])
            expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "ready")
            # The engine's words too: each language's catalogue is a file of its own (engine-<lang>.json),
            # which the service worker keeps with the rest.
            expected = calculate({"command": "go", "board": "9", "counting": "territory", "rules": "japanese", "rank_diff": "8", "lang": lang})
            expect(page.get_by_test_id("summary")).to_have_text(expected["summary"])
        expect(page.get_by_test_id("stones")).to_have_text("2")
    finally:
        context.close()


def test_a_visit_downloads_only_its_own_language(browser: Browser, server_url: str) -> None:
    """engine.json carries English; a Japanese link also fetches engine-ja.json (at once, while
    Python boots), an English one no language file, and neither fetches another language's
    before its first result (the service worker keeps them all afterwards, for offline use)."""
    for lang, wanted in (("ja", {"engine.json", "engine-ja.json"}), ("en", {"engine.json"})):
        context = browser.new_context(base_url=server_url, locale="en-US", service_workers="block")
        try:
            page = context.new_page()
            fetched: list[str] = []
            page.on("request", lambda request, fetched=fetched: fetched.append(request.url.rsplit("/", 1)[-1]))
            page.goto(f"/?lang={lang}&board=9&counting=territory&diff=8")
            wait_for_engine(page)
            expected = calculate({"command": "go", "board": "9", "counting": "territory", "rules": "japanese", "rank_diff": "8", "lang": lang})
            expect(page.get_by_test_id("summary")).to_have_text(expected["summary"])
            assert {name for name in fetched if re.fullmatch(r"engine(-\w+)?\.json", name)} == wanted
        finally:
            context.close()


def test_without_its_language_file_the_engine_answers_in_english(browser: Browser, server_url: str) -> None:
    """A language file that cannot be had (offline before it was ever fetched, a broken host):
    the page keeps its own French words, the engine answers in English, nothing breaks, and the
    next request tries the file again."""
    context = browser.new_context(base_url=server_url, locale="en-US", service_workers="block")
    blocked = {"on": True}
    context.route("**/static/engine-fr.json", lambda route: route.abort() if blocked["on"] else route.continue_())
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("/?lang=fr&board=9&counting=territory&diff=8")
        wait_for_engine(page)
        request = {"command": "go", "board": "9", "counting": "territory", "rules": "japanese", "rank_diff": "8"}
        expect(page.get_by_test_id("summary")).to_have_text(calculate({**request, "lang": "en"})["summary"])
        expect(page.locator("#tab-go .tab-long")).to_have_text(FR["page.tab.go"])
        expect(page.get_by_test_id("stones")).to_have_text("2")
        blocked["on"] = False
        page.locator("#board").select_option("13")
        expect(page.get_by_test_id("summary")).to_have_text(
            calculate({**request, "board": "13", "lang": "fr"})["summary"])
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}],
                         ids=["phone", "desktop"])
def test_a_japanese_reader_sees_ranks_komi_and_the_version_the_japanese_way(browser: Browser, server_url: str,
                                                                           viewport: dict[str, int]) -> None:
    """Ranks written 1段 and 8級 in every step (never "1d = 30"), one form of professional ranks
    (プロ1段, as the round tab's), a negative komi named 逆コミ and its 1目半 never split across two
    lines, the version as バージョン with no
    "（版 0.1.0）", and the status out of the way once ready."""
    context = browser.new_context(base_url=server_url, viewport=viewport)
    try:
        page = context.new_page()
        page.goto("/?lang=ja&mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k")
        wait_for_engine(page)
        reply = calculate({"command": "go", "system": "ogs", "board": 13, "rules": "japanese", "ranks": ["1d", "8k"],
                           "names": ["Ann", "Bob"], "lang": "ja"})
        expect(page.get_by_test_id("komi-words")).to_have_text(reply["komi_words"])
        assert reply["komi_words"].startswith("逆コミ")
        expect(page.get_by_test_id("summary")).to_have_text(reply["summary"])
        assert "逆コミ1目半" in reply["summary"] and "−" not in reply["summary"]
        assert page.evaluate(ONE_LINE, {"testid": "summary", "words": "1目半"}), "1目半 split across lines"
        steps = page.get_by_test_id("steps").text_content() or ""
        assert "1段 = 30、8級 = 22" in steps and "プロ1段 = 39" in steps, steps
        assert not re.search(r"\b\d{1,2}[kdp]\b|\d\.000|\|", steps), steps
        assert "プロ1段" in JA["page.go.scale.rank"] and "1プロ" not in JA["page.go.scale.rank"]
        expect(page.locator("#go-scale option[value=rank]")).to_have_text(JA["page.go.scale.rank"])
        expect(page.get_by_test_id("version")).to_have_text(re.compile(r"^バージョン \d+\.\d+\.\d+$"))
        assert "版" not in (page.locator("footer.site-footer").text_content() or "")
        box = page.get_by_test_id("engine-status").bounding_box()
        assert box is not None and box["width"] <= 1 and box["height"] <= 1  # for screen readers only
    finally:
        context.close()
