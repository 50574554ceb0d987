"""The "Check a game" panel, driven through its labels; every value shown comes from the engine."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine


def open_game(page: Page, query: str = "") -> None:
    page.goto(f"/?mode=game{query}")
    wait_for_engine(page)


def panel(page: Page):
    return page.locator("#panel-game")


def test_default_game_shows_both_judgements(app_page: Page):
    page = app_page
    open_game(page)
    expect(page.get_by_role("tab", name="Check a game")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5")
    expect(page.get_by_test_id("stones-alone-rank-difference")).to_have_text("2")
    expect(page.get_by_test_id("black-effective-rating")).to_have_text("1489.3 (6k)")
    expect(page.get_by_test_id("black-win-expectation")).to_have_text("48.5%")
    expect(page.get_by_test_id("white-win-expectation")).to_have_text("51.5%")
    expect(page.get_by_test_id("fair-black-change")).to_have_text("+10.49")
    expect(page.get_by_test_id("fair-white-change")).to_have_text("−10.49")
    expect(page.get_by_test_id("legacy-black-change")).to_have_text("+15.33")
    expect(page.get_by_test_id("legacy-white-change")).to_have_text("−15.33")
    expect(page.get_by_test_id("legacy-black-win-expectation")).to_have_text("25.3%")
    expect(page.get_by_test_id("fair-black-rating")).to_have_text("1210.49")
    expect(page.get_by_test_id("game-warnings")).to_contain_text("3 ranks more")
    steps = page.get_by_test_id("game-steps").locator("li")
    expect(steps).to_have_count(8)
    expect(steps.nth(4)).to_contain_text("20 ÷ 4 = 5 ranks")
    expect(steps.nth(5)).to_contain_text("rank 24.14")


def test_menus_are_the_engines_and_a_link_sets_them(app_page: Page):
    page = app_page
    open_game(page, "&model=jewdan&rules=nz")
    systems = calculate({"command": "go-systems"})
    model, rules = panel(page).get_by_label("Model"), panel(page).get_by_label("Rules")
    expect(model).to_have_value("jewdan")  # put in once the engine has listed the models
    expect(rules).to_have_value("nz")
    options = "els => els.map(e => [e.value, e.textContent])"
    assert model.locator("option").evaluate_all(options) == [[m["value"], m["label"]] for m in systems["game_models"]]
    assert rules.locator("option").evaluate_all(options) == [[r["key"], r["label"]] for r in systems["rules"]]
    assert len(systems["game_models"]) == 2 and len(systems["rules"]) == 6
    expect(panel(page).locator("#game-model-hint")).to_have_text(systems["hints"]["game_model"])
    expect(page.get_by_test_id("url-note")).to_be_hidden()


def test_board_stones_and_winner_menus_are_the_engines(app_page: Page):
    page = app_page
    open_game(page)
    menus = calculate({"command": "go-systems"})["game_menus"]
    options = "els => els.map(e => [e.value, e.textContent])"
    for label, name in (("Board", "board"), ("Handicap stones", "stones"), ("Winner", "winner")):
        select = panel(page).get_by_label(label)
        expect(select).to_have_value(str(menus[name]["default"]))
        assert select.locator("option").evaluate_all(options) == [
            [str(o["value"]), o["label"]] for o in menus[name]["options"]]
    expect(panel(page).get_by_label("Board")).to_have_value("13")
    assert panel(page).get_by_label("Board").locator("option").all_text_contents() == ["19×19", "13×13", "9×9"]
    expect(panel(page).get_by_label("Handicap stones")).to_have_value("2")
    expect(panel(page).get_by_label("Handicap stones").locator("option")).to_have_count(10)
    assert panel(page).get_by_label("Winner").locator("option").all_text_contents() == ["Black", "White", "Draw"]
    expect(panel(page).locator("#game-komi-hint")).to_have_text(
        "As the game shows it, before any handicap bonus; negative: reverse komi.")


def test_a_link_sets_the_engines_menus(app_page: Page):
    page = app_page
    open_game(page, "&board=9&stones=4&winner=draw&komi=0.5")
    expect(panel(page).get_by_label("Board")).to_have_value("9")
    expect(panel(page).get_by_label("Handicap stones")).to_have_value("4")
    expect(panel(page).get_by_label("Winner")).to_have_value("draw")
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    expect(page.get_by_test_id("rating-summary")).to_contain_text("draw")
    # A value the menus do not offer is left at the engine's default, and the page says so.
    open_game(page, "&board=7&stones=12")
    expect(panel(page).get_by_label("Board")).to_have_value("13")
    expect(panel(page).get_by_label("Handicap stones")).to_have_value("2")
    expect(page.get_by_test_id("url-note")).to_contain_text("board")
    expect(page.get_by_test_id("url-note")).to_contain_text("stones")


@pytest.mark.parametrize(("board", "rules", "stones", "komi", "expected"), [
    ("19×19", "Japanese", "3", "0.5", "2.5"),       # traditional handicap: half a rank short
    ("19×19", "Japanese", "0", "6.5", "0"),
    ("9×9", "Chinese", "2", "3.5", "8"),            # proposal, 9x9 area, rank 8
    ("13×13", "AGA", "1", "-0.5", "2"),             # OGS wiki, 13x13 AGA, rank 2
    ("13×13", "New Zealand", "3", "-5", "9"),       # proposal, 13x13 NZ, rank 9
])
def test_games_through_labels(app_page: Page, board, rules, stones, komi, expected):
    page = app_page
    open_game(page)
    form = panel(page)
    form.get_by_label("Board").select_option(label=board)
    form.get_by_label("Rules").select_option(label=rules)
    form.get_by_label("Handicap stones").select_option(stones)
    form.get_by_label("Komi").fill(komi)
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text(expected)
    expect(page.get_by_test_id("fair-rank-difference")).to_have_text(expected)
    expect(page.get_by_test_id("legacy-rank-difference")).to_have_text(stones)
    expect(page.get_by_test_id("game-error")).to_be_hidden()


def test_traditional_handicap_is_shown_half_a_rank_short(app_page: Page):
    page = app_page
    open_game(page, "&board=19&rules=japanese&stones=3&komi=0.5")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("2.5")
    expect(page.get_by_test_id("game-warnings")).to_contain_text("0.5 ranks less")


def test_jewdan_model(app_page: Page):
    page = app_page
    open_game(page)
    panel(page).get_by_label("Model").select_option("jewdan")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("4.167…")
    expect(page.get_by_test_id("game-steps")).to_contain_text("12 ÷ 2.5 = 4.8 points on 13×13 (Jewdan)")


def test_white_win_moves_ratings_the_other_way(app_page: Page):
    page = app_page
    open_game(page)
    panel(page).get_by_label("Winner").select_option("white")
    expect(page.get_by_test_id("fair-white-change")).to_have_text("+9.88")
    expect(page.get_by_test_id("legacy-white-change")).to_have_text("+5.18")
    expect(page.get_by_test_id("rating-summary")).to_contain_text("After a white win")


def test_url_mirrors_the_form_and_links_open_computed(app_page: Page):
    page = app_page
    open_game(page)
    form = panel(page)
    form.get_by_label("Board").select_option("9")
    form.get_by_label("Komi").fill("0.5")
    form.get_by_label("Black's rating").fill("1000")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("9")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["mode"] == ["game"] and query["board"] == ["9"] and query["komi"] == ["0.5"]
    assert query["black"] == ["1000"] and query["stones"] == ["2"] and query["rules"] == ["japanese"]
    link = page.url
    page.goto("/")
    wait_for_engine(page)
    page.goto(link)
    wait_for_engine(page)
    expect(form.get_by_label("Black's rating")).to_have_value("1000")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("9")


def test_bad_input_names_the_field_and_recovers(app_page: Page):
    page = app_page
    open_game(page)
    form = panel(page)
    form.get_by_label("Komi").fill("abc")
    error = page.get_by_test_id("game-error")
    expect(error).to_contain_text("Komi")
    expect(error).to_contain_text("not a komi")
    expect(form.get_by_label("Komi")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("–")
    expect(page.get_by_test_id("fair-black-change")).to_have_text("–")
    form.get_by_label("Komi").fill("-1.5")
    form.get_by_label("White's deviation").fill("-5")
    expect(error).to_contain_text("White's deviation")
    form.get_by_label("White's deviation").fill("60")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5")


def test_tabs_switch_with_mouse_and_keyboard(app_page: Page):
    page = app_page
    page.goto("/?mode=go")
    wait_for_engine(page)
    expect(page.locator("#panel-game")).to_be_hidden()
    page.get_by_role("tab", name="Check a game").click()
    expect(page.locator("#panel-game")).to_be_visible()
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5")
    assert "mode=game" in settled_url(page)
    page.get_by_role("tab", name="Check a game").focus()
    page.keyboard.press("Home")
    expect(page.locator("#panel-go")).to_be_visible()
    expect(page.locator("#panel-game")).to_be_hidden()
