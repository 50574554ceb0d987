"""Every journey clear at a glance, on the real page at phone size (390×844) and desktop size
(1280×800), in Chromium (Firefox and WebKit: tests/e2e/test_firefox_webkit.py):
- the answer in sight: on a phone, whenever the full answer is out of view (a bare visit's form
  being filled, "Change the game" from a link), the answer bar says it in the engine's words and
  a tap goes to the full answer; on a desktop (answer beside the form) it never shows;
- one answer on the chess tab: each player's clock, by name, when an even clock is given; K is
  not among the answers; the clock gets the names; a link carries only the open method's settings;
- komi in words beside its number, the effective komi only where it differs, and why;
- no developer language: the status out of the way once ready (the version in the footer),
  board points in Go coordinates, steps without "|30.000 − 22.000|", the chess tab's own header;
- while the engine loads: a bar with the share of its files that has arrived, the link's question
  in the form's words, no technical words, nothing drawn by an emoji font.

Every expected text is the engine's own answer (handicap.api.calculate in CPython)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap import i18n
from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
WAIT_MS = 30_000
GO_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
CHESS_LINK = "/?mode=chess&method=elo&elo=1650,2050&k=200&total=60&clock=15%2B10&n1=Ann&n2=Bob"


def engine(**request: Any) -> dict[str, Any]:
    reply = calculate(request)
    assert "error" not in reply, reply
    return reply


def go_reply(**changes: Any) -> dict[str, Any]:
    """The Go tab's default game (Jewdan's system, 19×19, Japanese rules) between these ranks."""
    return engine(**{"command": "go", "system": "jewdan", "board": 19, "rules": "japanese", **changes})


@pytest.fixture(scope="module")
def phone(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, viewport=PHONE, has_touch=True, is_mobile=True)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def desktop(browser: Browser, server_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, viewport=DESKTOP)
    yield context.new_page()
    context.close()


def open_page(page: Page, link: str) -> None:
    page.goto(link)
    wait_for_engine(page)


def fill_ranks(page: Page, one: str, two: str) -> None:
    page.locator("#go-form").get_by_label("Player 1's strength").fill(one)
    page.locator("#go-form").get_by_label("Player 2's strength").fill(two)


# --- the answer bar ---------------------------------------------------------------------------

def test_a_bare_visit_on_a_phone_keeps_the_answer_in_sight_while_the_form_is_filled(phone: Page):
    open_page(phone, "/")
    bar = phone.get_by_test_id("answer-bar")
    fill_ranks(phone, "2k", "9k")
    reply = go_reply(ranks=["2k", "9k"])
    # The form is being used: the answer is far below it, the bar says it at the screen's edge.
    expect(phone.get_by_test_id("stones")).to_have_text(str(reply["stones"]), timeout=WAIT_MS)
    expect(phone.get_by_test_id("stones")).not_to_be_in_viewport()
    expect(bar).to_be_visible()
    expect(bar).to_be_in_viewport(ratio=1)
    expect(bar).to_contain_text(reply["short_answer"])
    assert reply["short_answer"] == "Player 2 takes Black · 7 stones · Reverse komi: White gives Black 5.5 points"
    # It follows every change.
    phone.locator("#go-form").get_by_label("Player 2's strength").fill("5k")
    expect(bar).to_contain_text(go_reply(ranks=["2k", "5k"])["short_answer"], timeout=WAIT_MS)
    # A tap goes to the full answer; with it in view the bar steps aside.
    bar.click()
    expect(phone.get_by_test_id("stones")).to_be_in_viewport(timeout=WAIT_MS)
    expect(bar).to_be_hidden()


def test_change_the_game_from_a_link_keeps_the_answer_in_sight(phone: Page):
    open_page(phone, GO_LINK)
    bar = phone.get_by_test_id("answer-bar")
    expect(phone.get_by_test_id("stones")).to_be_in_viewport()
    expect(bar).to_be_hidden()  # the answer is on the first screen: no bar
    phone.get_by_test_id("go-to-form").click()
    phone.locator("#go-form").get_by_label("Player 2's strength").fill("5k")
    reply = engine(command="go", system="ogs", board=13, rules="japanese", ranks=["1d", "5k"], names=["Ann", "Bob"])
    expect(bar).to_contain_text(reply["short_answer"], timeout=WAIT_MS)
    expect(bar).to_be_in_viewport(ratio=1)
    assert reply["short_answer"].startswith("Bob takes Black · 2 stones · ")


def test_the_chess_and_game_tabs_have_the_bar_too(phone: Page):
    open_page(phone, "/?mode=chess")
    bar = phone.get_by_test_id("answer-bar")
    chess = phone.locator("#panel-chess")
    chess.get_by_label("Even clock (minutes + seconds)").fill("15+10")
    chess.get_by_label("Player 1's name").fill("Ann")
    reply = engine(command="chess", method="elo", elo="1800,2000", K="200", total="60", clock="15+10",
                   names=["Ann", None])
    phone.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    expect(bar).to_contain_text(reply["short_answer"], timeout=WAIT_MS)
    assert reply["short_answer"].startswith("Ann ") and ", Player 2 " in reply["short_answer"]
    # the game tab: its verdict where the engine gives one, else its summary
    phone.get_by_role("tab", name="Check a game").click()
    expect(phone.locator("#panel-game [data-testid=game-result]")).to_have_attribute("data-state", "result",
                                                                                     timeout=WAIT_MS)
    phone.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    verdict = phone.locator("#panel-game [data-testid=verdict]")
    expected = verdict.text_content() if verdict.count() else phone.get_by_test_id("game-summary").text_content()
    assert expected
    expect(bar).to_contain_text(expected.strip(), timeout=WAIT_MS)


def test_on_a_desktop_the_answer_stays_beside_the_form_and_no_bar_shows(desktop: Page):
    open_page(desktop, "/")
    fill_ranks(desktop, "2k", "9k")
    expect(desktop.get_by_test_id("stones")).to_have_text(str(go_reply(ranks=["2k", "9k"])["stones"]),
                                                           timeout=WAIT_MS)
    expect(desktop.get_by_test_id("stones")).to_be_in_viewport()  # beside the form
    expect(desktop.get_by_test_id("answer-bar")).to_be_hidden()
    desktop.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    settled_url(desktop)
    expect(desktop.get_by_test_id("answer-bar")).to_be_hidden()


# --- one answer on the chess tab ---------------------------------------------------------------

@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_chess_answer_is_each_players_clock_by_name(size: str, request: pytest.FixtureRequest):
    page: Page = request.getfixturevalue(size)
    open_page(page, CHESS_LINK)
    reply = engine(command="chess", method="elo", elo="1650,2050", K="200", total="60", clock="15+10",
                   names=["Ann", "Bob"])
    numbers = page.locator("#panel-chess .numbers")
    expect(page.get_by_test_id("player1-label")).to_have_text("Ann")
    expect(page.get_by_test_id("player1-clock")).to_have_text(reply["players"][0]["text"])
    expect(page.get_by_test_id("player2-label")).to_have_text("Bob")
    expect(page.get_by_test_id("player2-clock")).to_have_text(reply["players"][1]["text"])
    assert [p["text"] for p in reply["players"]] == ["24:00+16", "6:00+4"]
    # The split of a total nobody chose is not shown beside the clocks; K is not an answer.
    expect(page.get_by_test_id("weaker-time")).to_be_hidden()
    assert "48:00" not in numbers.inner_text()  # what is shown (the split's rows are hidden)
    expect(numbers.get_by_test_id("K")).to_have_count(0)
    expect(page.get_by_test_id("chess-summary")).to_have_text(reply["summary"])
    # Start clock: the clock says Ann and Bob, not "Player 1 · White".
    page.get_by_test_id("start-clock").click()
    expect(page.get_by_test_id("clock-label-1")).to_contain_text("Ann", timeout=WAIT_MS)
    expect(page.get_by_test_id("clock-label-2")).to_contain_text("Bob")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert (query["n1"], query["n2"], query["base1"], query["inc1"]) == (["Ann"], ["Bob"], ["24:00"], ["16"])


def test_the_total_split_is_the_answer_only_without_a_clock(desktop: Page):
    open_page(desktop, "/?mode=chess&method=elo&elo=1650,2050&k=200&total=60")
    reply = engine(command="chess", method="elo", elo="1650,2050", K="200", total="60")
    expect(desktop.get_by_test_id("weaker-time")).to_have_text(reply["weaker_clock"])
    expect(desktop.get_by_test_id("weaker-time")).to_be_visible()
    expect(desktop.get_by_test_id("player1-clock")).to_be_hidden()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_chess_link_carries_only_the_open_methods_settings(size: str, request: pytest.FixtureRequest):
    desktop: Page = request.getfixturevalue(size)
    open_page(desktop, "/?mode=chess&method=elo&elo=1800,2000&k=200&total=60")
    desktop.get_by_label("Work out from").select_option("bands")
    desktop.get_by_label("Even clock (minutes + seconds)").fill("15+10")
    query = parse_qs(urlparse(settled_url(desktop)).query)
    assert query["method"] == ["bands"]
    assert {"band", "per_band", "min_time", "elo", "clock"} <= query.keys()
    assert not {"k", "total", "score", "record", "s1", "s2", "ratio", "against", "move_time"} & query.keys(), query
    desktop.get_by_label("Work out from").select_option("score")
    query = parse_qs(urlparse(settled_url(desktop)).query)
    assert {"score", "k", "total", "against"} <= query.keys()
    assert not {"elo", "band", "per_band", "min_time", "record", "s1", "s2", "ratio"} & query.keys(), query


# --- komi in words ------------------------------------------------------------------------------

@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_komi_in_words_beside_the_number_and_the_effective_komi_only_where_it_differs(
        size: str, request: pytest.FixtureRequest):
    page: Page = request.getfixturevalue(size)
    open_page(page, GO_LINK)
    japanese = engine(command="go", system="ogs", board=13, rules="japanese", ranks=["1d", "8k"],
                      names=["Ann", "Bob"])
    expect(page.get_by_test_id("komi")).to_have_text(japanese["komi_text"])
    expect(page.get_by_test_id("komi-words")).to_have_text("Reverse komi: White gives Black 1.5 points")
    expect(page.get_by_test_id("komi-words")).to_be_visible()
    expect(page.get_by_test_id("effective-komi-row")).to_be_hidden()  # the same as the komi
    # The sentence about who receives what is next to the numbers, on the first screen.
    expect(page.get_by_test_id("summary")).to_be_in_viewport()
    page.goto(GO_LINK.replace("japanese", "chinese"))
    wait_for_engine(page)
    chinese = engine(command="go", system="ogs", board=13, rules="chinese", ranks=["1d", "8k"], names=["Ann", "Bob"])
    expect(page.get_by_test_id("effective-komi-row")).to_be_visible()
    expect(page.get_by_test_id("effective-komi")).to_have_text(chinese["effective_komi_text"])
    expect(page.get_by_test_id("effective-komi-words")).to_have_text(chinese["effective_komi_words"])
    assert chinese["effective_komi_words"].startswith("Chinese rules give White 3 more points")


def test_reverse_komi_is_named_in_japanese(phone: Page):
    open_page(phone, GO_LINK + "&lang=ja")
    expect(phone.get_by_test_id("komi-words")).to_have_text("逆コミ：白が黒に1目半を出します")


# --- the players' words, not ours ---------------------------------------------------------------

@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_no_developer_language_on_the_page(size: str, request: pytest.FixtureRequest):
    page: Page = request.getfixturevalue(size)
    open_page(page, GO_LINK)
    status = page.get_by_test_id("engine-status")
    expect(status).to_have_attribute("data-state", "ready")
    box = status.bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1  # out of the way, for screen readers only
    expect(page.get_by_test_id("version")).to_have_text(re.compile(r"^Version \d+\.\d+\.\d+$"))
    expect(page.get_by_test_id("engine-progress")).to_be_hidden()
    expect(page.get_by_test_id("placement-note")).to_have_text(
        "3 handicap stones on their standard points (K10, D4, K4). White plays first.")
    steps = page.get_by_test_id("steps")
    expect(steps).to_contain_text("30 − 22 = 8")
    expect(steps).not_to_contain_text("|")
    expect(steps).not_to_contain_text(".000")
    expect(page.locator(".tagline-go")).to_have_count(1)
    page.get_by_role("tab", name=re.compile("Chess")).click()
    tagline = page.locator(".site-header .tagline")
    if size == "desktop":  # a phone opened by a link shows no tagline at all (the answer first)
        assert tagline.inner_text() == "Time odds for a fair game between players of different strength."
    expect(page.locator(".tagline-go")).to_be_hidden()
    # A warning names systems as the menus do, never by their ids.
    open_page(page, "/?mode=go&system=traditional&board=19&scale=rank&p1=30k&p2=9d")
    reply = engine(command="go", system="traditional", board=19, ranks=["30k", "9d"])
    warnings = page.get_by_test_id("warnings")
    expect(warnings).to_contain_text(reply["warnings"][0]["message"])
    assert "Jewdan's handicap system gives" in reply["warnings"][0]["message"]
    assert "OGS small-board proposal gives" in reply["warnings"][0]["message"]
    assert not re.search(r"\b(jewdan|ogs-proposal|traditional|opengotha)\b", warnings.inner_text()), warnings.inner_text()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_full_table_fits_the_screen(size: str, request: pytest.FixtureRequest):
    phone: Page = request.getfixturevalue(size)
    open_page(phone, GO_LINK + "&table=1")
    table = phone.get_by_test_id("full-table")
    expect(table.locator("tbody tr").first).to_be_visible(timeout=WAIT_MS)
    width = phone.evaluate("() => document.documentElement.clientWidth")
    cells = table.locator("td[data-col=ties]")
    expect(cells.first).to_have_text("No ties")
    for index in range(cells.count()):
        box = cells.nth(index).bounding_box()
        assert box is not None and box["x"] + box["width"] <= width, (index, box, width)
    scroller = phone.evaluate("""() => { const s = document.querySelector('[data-testid=full-table]').closest('.table-scroll');
      return s ? s.scrollWidth - s.clientWidth : 0; }""")
    assert scroller <= 1


# --- while the engine loads ---------------------------------------------------------------------

# Records, from the page's first moment, the progress bar's values, the status's words and the
# link question's lines while the engine boots, as they can be seen.
RECORD = """
window.__boot = { values: [], words: [], question: [] };
new MutationObserver(() => {
  const bar = document.querySelector('[data-testid=engine-progress]');
  const status = document.querySelector('[data-testid=engine-status]');
  const question = document.querySelector('[data-testid=link-question]');
  // Only what can be seen: the page stays hidden until its language's words are in.
  if (!bar || !status || document.documentElement.classList.contains('words-pending')) return;
  if (status.dataset.state === 'booting') {
    if (bar.hasAttribute('value') && !bar.closest('[hidden]')) window.__boot.values.push(bar.value);
    window.__boot.words.push(status.textContent);
    if (question && !question.hidden) window.__boot.question = [...question.querySelectorAll('li')].map((li) => li.textContent);
  }
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
"""


# Words a Go or chess player would not understand while the page loads (a chess player reads
# "engine" as a program that plays), in each page language; and symbols that need an emoji font.
TECHNICAL = re.compile(r"Python|WebAssembly|Pyodide|wasm|engine|エンジン|엔진|引擎|moteur", re.IGNORECASE)
EMOJI = re.compile("[\u2300-\u23ff\u2600-\u27bf\U0001F000-\U0001FFFF]")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_first_visit_shows_progress_and_the_links_question_in_plain_words(browser: Browser, server_url: str,
                                                                               viewport: dict[str, int], lang: str):
    words = i18n.catalogue(lang)
    context = browser.new_context(base_url=server_url, viewport=viewport, service_workers="block")
    try:
        page = context.new_page()
        page.add_init_script(RECORD)
        page.goto(f"{GO_LINK}&lang={lang}")
        wait_for_engine(page)
        boot = page.evaluate("window.__boot")
        assert boot["words"], "the status said nothing while the engine loaded"
        said = {w for w in boot["words"] if w}
        # In the page's language: the words it has for loading, and nothing technical.
        loading = {words[f"page.status.{key}"] for key in ("starting", "loading_python", "loading_engine",
                                                            "restoring", "restoring_saved")}
        assert said <= loading, said - loading
        assert not [w for w in said if TECHNICAL.search(w) or EMOJI.search(w)], said
        if page.get_by_test_id("engine-status").get_attribute("data-boot") == "plain":
            assert boot["values"] and max(boot["values"]) > 0, boot  # the share of the download, on the bar
            assert boot["values"] == sorted(boot["values"])  # never going back
        separator = words["page.label.separator"]
        assert f"{words['page.go.strength1']}{separator}1d" in boot["question"], boot
        assert f"{words['page.go.strength2']}{separator}8k" in boot["question"], boot
        # No symbol that needs an emoji font: nothing drawn before the status.
        before = page.evaluate("() => getComputedStyle(document.querySelector('[data-testid=engine-status]'), "
                               "'::before').content")
        assert before in ("none", "normal")
        # The footer's line about how it works is in plain words too.
        footer = page.locator("footer.site-footer").inner_text()
        assert words["page.footer.about"] in footer
        assert not TECHNICAL.search(footer) and not EMOJI.search(footer), footer
    finally:
        context.close()
