"""Black's chance on the page: the Go answer and Check a game show the engine's sentence (the
AGA's and OGS's rating models, each named), on a phone and a desktop, in the page's language; the
page composes nothing."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import open_link_once

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
# The tests at each size run together (the size's parameters scoped to the module), so that one
# reading the link the test before read, at the same size, takes its page without a boot
# (open_link_once: only a page still exactly as the link opened it).
GO_LINK = "/?mode=go&system=traditional&scale=rank&p1=5k&p2=2d&board=19&rules=japanese"
GO_REQUEST = {"command": "go", "system": "traditional", "ranks": ["5k", "2d"], "board": 19, "rules": "japanese"}
GAME_LINK = ("/?mode=game&board=19&rules=aga&stones=4&komi=0.5&black=1400&black_rd=70&white=1700&white_rd=80"
             "&winner=white")
GAME_REQUEST = {"command": "game", "board": 19, "rules": "aga", "stones": 4, "komi": 0.5, "black_rating": 1400,
                "black_deviation": 70, "white_rating": 1700, "white_deviation": 80, "winner": "white"}


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_the_go_answer_shows_blacks_chance_by_both_models(app_page: Page, size: dict):
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, GO_LINK)
    chance = calculate(GO_REQUEST)["black_chance"]
    assert chance["aga"] is not None and chance["ogs"] is not None
    shown = page.get_by_test_id("black-chance")
    expect(shown).to_have_text(chance["text"])
    expect(shown).to_contain_text(f"{chance['aga']['shown']} by the AGA's ratings model")
    expect(shown).to_contain_text(f"{chance['ogs']['shown']} by OGS's ratings model")
    expect(shown).to_be_visible()


def test_a_board_bayrate_does_not_rate_says_so(app_page: Page):
    page = app_page
    open_link_once(page, GO_LINK.replace("board=19", "board=13").replace("traditional", "ogs"))
    expect(page.get_by_test_id("black-chance")).to_have_text(
        calculate({**GO_REQUEST, "board": 13, "system": "ogs"})["black_chance"]["text"])
    expect(page.get_by_test_id("black-chance")).to_contain_text("The AGA's model (BayRate) rates only 19×19 games.")


def test_in_japanese_the_sentence_is_the_catalogues(app_page: Page):
    page = app_page
    open_link_once(page, GO_LINK + "&lang=ja")
    text = calculate({**GO_REQUEST, "lang": "ja"})["black_chance"]["text"]
    assert text.startswith("黒の勝率")
    expect(page.get_by_test_id("black-chance")).to_have_text(text)


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_compare_systems_shows_each_systems_chance_and_the_closest_to_even(app_page: Page, size: dict):
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, GO_LINK + "&compare=1")
    reply = calculate({**GO_REQUEST, "command": "go-compare"})
    table = page.get_by_test_id("compare")
    expect(table.get_by_role("columnheader", name="Black's chance")).to_have_count(1)
    for row in reply["rows"]:
        cell = table.locator(f'tr[data-system="{row["system"]}"] [data-col="chance"]')
        if not row["supported"]:
            expect(cell).to_have_count(0)
            continue
        expect(cell).to_have_text(row["black_chance"]["short"])
        if row["closest_to_even"]:
            expect(cell).to_have_attribute("data-closest", " ".join(row["closest_to_even"]))
    expect(page.get_by_test_id("compare-chance")).to_have_text(reply["closest_to_even_text"])
    expect(page.get_by_test_id("compare-chance")).to_be_visible()


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_check_a_game_shows_blacks_chance_with_the_deviations_range(app_page: Page, size: dict):
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, GAME_LINK)
    chance = calculate(GAME_REQUEST)["black_chance"]
    assert chance["ogs"]["shown_range"]
    shown = page.get_by_test_id("game-black-chance")
    expect(shown).to_have_text(chance["text"])
    expect(shown).to_contain_text(chance["ogs"]["shown_range"])
    expect(shown).to_be_visible()


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_check_a_games_win_expectations_say_their_model(app_page: Page, size: dict):
    """The two figures beside the numbers each name the model they are by (the engine's words)."""
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, GAME_LINK)
    shown = calculate(GAME_REQUEST)["shown"]
    assert shown["win_expectation_model"] == "by OGS's ratings model, the handicap valued by the small-board proposal"
    for side in ("black", "white"):
        expect(page.get_by_test_id(f"{side}-win-expectation")).to_have_text(shown[f"{side}_win_expectation"])
        expect(page.get_by_test_id(f"{side}-win-model")).to_have_text(shown["win_expectation_model"])
        expect(page.get_by_test_id(f"{side}-win-model")).to_be_visible()


def test_a_lopsided_game_reads_under_and_over_not_certain(app_page: Page):
    """A 30-kyu against a 9-dan under the AGA's model: "over 99.9%" for White, never "100.0%"."""
    page = app_page
    open_link_once(page, "/?mode=game&board=19&rules=japanese&stones=0&komi=6.5&black=800&white=2200&winner=white&lang=fr")
    expect(page.get_by_test_id("game-black-chance")).to_contain_text("moins de 0,1\u00a0% selon le modèle de classement de l'AGA")
    expect(page.get_by_test_id("game-result")).not_to_contain_text("100,0")


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_the_model_menu_offers_the_agas_bayrate(app_page: Page, size: dict):
    """Chosen by its label, the AGA's model answers with BayRate's figures, both players' ratings
    and no table of rating changes (BayRate rates a tournament at once)."""
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, GAME_LINK)
    panel = page.locator("#panel-game")
    panel.get_by_label("Model").select_option(label="AGA's BayRate")
    reply = calculate({**GAME_REQUEST, "model": "aga"})
    shown = reply["shown"]
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text(shown["rank_difference"])
    expect(page.get_by_test_id("game-model-name")).to_have_text(reply["model_name"])
    expect(page.get_by_test_id("verdict")).to_have_text(reply["verdict"])
    for side in ("black", "white"):
        expect(page.get_by_test_id(f"{side}-win-expectation")).to_have_text(shown[f"{side}_win_expectation"])
        expect(page.get_by_test_id(f"{side}-win-model")).to_have_text("by the AGA's ratings model")
        expect(page.get_by_test_id(f"{side}-rank")).to_have_text(shown[f"{side}_rank"])
    assert shown["black_win_expectation"] == reply["black_chance"]["aga"]["shown"]
    expect(page.get_by_test_id("rating-changes")).to_be_hidden()
    expect(page.get_by_test_id("game-steps").locator("li")).to_have_count(len(reply["steps"]))
    expect(page).to_have_url(re.compile(r"[?&]model=aga(&|$)"))
    panel.get_by_label("Model").select_option(label="OGS small-board proposal")
    expect(page.get_by_test_id("rating-changes")).to_be_visible()


@pytest.mark.parametrize("lang", ["ja", "ko", "zh", "fr", "de"])
def test_the_agas_model_in_each_languages_menu(app_page: Page, lang: str):
    page = app_page
    open_link_once(page, GAME_LINK + f"&model=aga&lang={lang}")
    models = calculate({"command": "go-systems", "lang": lang})["game_models"]
    aga = next(m for m in models if m["value"] == "aga")
    expect(page.locator("#panel-game select[name=model] option[value=aga]")).to_have_text(aga["label"])
    expect(page.locator("#panel-game select[name=model]")).to_have_value("aga")
    reply = calculate({**GAME_REQUEST, "model": "aga", "lang": lang})
    expect(page.get_by_test_id("black-win-model")).to_have_text(reply["shown"]["win_expectation_model"])


ROUND_PAIRINGS = "Ann Lee 5k - Bob Kim 2d\nCy 1k - Di 2k\nEd 3d - Flo 3d"
ROUND_LINK = "/?mode=round&system=traditional&board=19&rules=japanese&pairings=" + quote(ROUND_PAIRINGS)
ROUND_REQUEST = {"command": "go-round", "system": "traditional", "board": 19, "rules": "japanese",
                 "pairings": ROUND_PAIRINGS}


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_the_round_shows_each_boards_chance(app_page: Page, size: dict):
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, ROUND_LINK)
    reply = calculate(ROUND_REQUEST)
    table = page.get_by_test_id("round-table")
    expect(table.locator("tbody tr")).to_have_count(3)
    for row in reply["boards"]:
        cell = table.locator(f'tr[data-board="{row["board"]}"] td[data-col="chance"]')
        expect(cell).to_have_text(row["black_chance"]["short"])
        expect(cell).to_be_visible()
        expect(cell).to_have_attribute("data-label", "Black's chance")  # the phone's block names it


def test_the_printed_round_has_the_chance_only_when_asked(app_page: Page):
    page = app_page
    open_link_once(page, ROUND_LINK)
    table = page.get_by_test_id("round-table")
    cell = table.locator('tr[data-board="1"] td[data-col="chance"]')
    expect(cell).to_have_text(calculate(ROUND_REQUEST)["boards"][0]["black_chance"]["short"])
    try:
        page.emulate_media(media="print")
        expect(cell).to_be_hidden()
        expect(table.locator('th[data-col="chance"]')).to_be_hidden()
        expect(table.locator('tr[data-board="1"] td[data-col="komi"]')).to_be_visible()
        page.emulate_media(media="screen")
        page.locator("#panel-round").get_by_label("Black's chance on the printed round").select_option(label="Printed")
        expect(page).to_have_url(re.compile(r"[?&]chance=1(&|$)"))
        page.emulate_media(media="print")
        expect(cell).to_be_visible()
        expect(table.locator('th[data-col="chance"]')).to_be_visible()
    finally:
        page.emulate_media(media="screen")


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_the_recommendation_beside_the_answer_says_why_by_blacks_chance(app_page: Page, size: dict):
    page = app_page
    page.set_viewport_size(size)
    open_link_once(page, GO_LINK.replace("system=traditional", "system=jewdan"))
    reply = calculate({**GO_REQUEST, "system": "jewdan"})
    assert reply["recommendation_chance"].startswith("Its game gives Black 47.7% by the AGA's ratings model")
    expect(page.get_by_test_id("go-recommendation")).to_have_text(reply["recommendation"])
    why = page.get_by_test_id("go-recommendation-chance")
    expect(why).to_have_text(reply["recommendation_chance"])
    expect(why).to_be_visible()
    open_link_once(page, GO_LINK)  # the recommended system itself: nothing to recommend, nothing to explain
    expect(why).to_be_hidden()


def test_compare_systems_says_why_it_recommends(app_page: Page):
    page = app_page
    open_link_once(page, GO_LINK + "&compare=1")
    reply = calculate({**GO_REQUEST, "command": "go-compare"})
    expect(page.get_by_test_id("compare-recommendation-chance")).to_have_text(reply["recommendation_chance"])
    expect(page.get_by_test_id("compare-recommendation-chance")).to_contain_text(
        "By the AGA's model its game is among the closest to an even chance.")



APART = """(cells) => cells.filter((c) => c.textContent.trim()).map((c) => {
  // each model's name against its figure (the first digit after it): the line each starts on
  const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let n = walker.nextNode(), at = 0; n; at += n.data.length, n = walker.nextNode()) nodes.push([n, at]);
  const top = (offset) => {
    const [node, start] = nodes.filter(([, at]) => at <= offset).at(-1);
    const range = document.createRange();
    range.setStart(node, offset - start);
    range.setEnd(node, offset - start + 1);
    return Math.round(range.getBoundingClientRect().top);
  };
  const text = c.textContent;
  return { text, apart: ["AGA", "OGS"].filter((name) => {
    const i = text.indexOf(name), j = i + name.length + text.slice(i + name.length).search(/[0-9]/);
    return top(i) !== top(j);
  }) };
})"""


@pytest.mark.parametrize("lang", ["en", "ja", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"], scope="module")
def test_each_models_name_stays_with_its_figure_in_the_round_and_the_compare_table(app_page: Page, size: dict,
                                                                                 lang: str):
    """"AGA 47.7%, OGS 43.2%" wraps, where it must, after the comma: a model's name never ends a
    line away from its figure (the round's column wrapped it as "AGA 47.7%, OGS" over "43.2%" on a
    desktop); the page still needs no sideways scrolling."""
    page = app_page
    page.set_viewport_size(size)
    for link, cells in ((ROUND_LINK, '[data-testid="round-table"] td[data-col="chance"]'),
                        (GO_LINK + "&compare=1", '[data-testid="compare"] td[data-col="chance"]')):
        open_link_once(page, f"{link}&lang={lang}")
        expect(page.locator(cells).first).to_have_text(re.compile(r"AGA.+OGS"))
        shown = page.locator(cells).evaluate_all(APART)
        assert len(shown) >= 3 and [c for c in shown if c["apart"]] == [], shown
        assert page.evaluate("() => document.documentElement.scrollWidth") <= size["width"]
