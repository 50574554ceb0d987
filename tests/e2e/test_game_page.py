"""The "Check a game" panel, driven through its labels; every value shown comes from the engine."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import open_link_once, put_back, settled_url, wait_for_engine


def open_game(page: Page, query: str = "") -> None:
    open_link_once(page, f"/?mode=game{query}")


def panel(page: Page):
    return page.locator("#panel-game")


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}],
                         ids=["phone", "desktop"])
def test_default_game_shows_both_judgements(app_page: Page, size: dict):
    page = app_page
    page.set_viewport_size(size)
    open_game(page)
    # The rating fields say their scale; ranks beside the ratings, no "1200.00".
    expect(panel(page).get_by_label("Black's rating or rank")).to_have_value("1200")
    expect(panel(page).get_by_label("White's rating or rank")).to_have_value("1500")
    assert "1200.00" not in (panel(page).text_content() or "")
    expect(page.get_by_role("tab", name="Check a game")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5 ranks")
    expect(page.get_by_test_id("stones-alone-rank-difference")).to_have_text("2 ranks")
    expect(page.get_by_test_id("black-rank")).to_have_text("1200 (11k)")
    expect(page.get_by_test_id("white-rank")).to_have_text("1500 (6k)")
    expect(page.get_by_test_id("players-gap")).to_have_text("5.17 ranks")
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
    expect(steps).to_have_count(11)
    expect(steps.nth(0)).to_contain_text("OGS small-board proposal")
    expect(steps.nth(7)).to_contain_text("20 ÷ 4 = 5 ranks")
    expect(steps.nth(8)).to_contain_text("1200 is rank 19.14 (11k)")
    expect(steps.nth(9)).to_contain_text("Black 48.5%, White 51.5%")
    expect(steps.nth(9)).not_to_contain_text("100%")  # they add up: no "need not add up" caveat


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
    # proposal, ogs and the AGA's BayRate; French rules too
    assert len(systems["game_models"]) == 4 and len(systems["rules"]) == 7
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
    # Named as the form names them, not by the link's keys.
    expect(page.get_by_test_id("url-note")).to_have_text(
        "This link had settings the calculator cannot use, left at their defaults: Board, Handicap stones.")


@pytest.mark.parametrize(("board", "rules", "stones", "komi", "expected"), [
    ("19×19", "Japanese", "3", "0.5", "2.5 ranks"),  # traditional handicap: half a rank short
    ("19×19", "Japanese", "0", "6.5", "0 ranks"),
    ("9×9", "Chinese", "2", "3.5", "7.5 ranks"),     # proposal's table says 8: its bonus counted twice
    ("13×13", "AGA", "1", "-0.5", "2 ranks"),        # OGS wiki, 13x13 AGA, rank 2
    ("13×13", "New Zealand", "3", "-5", "9.5 ranks"),  # proposal says 9: NZ stones keep their point
])
def test_games_through_labels(app_page: Page, board, rules, stones, komi, expected):
    page = app_page
    open_game(page)
    form = panel(page)
    fields = ("Board", "Rules", "Handicap stones", "Komi")
    linked = [form.get_by_label(label, exact=True).input_value() for label in fields]
    form.get_by_label("Board").select_option(label=board)
    form.get_by_label("Rules").select_option(label=rules)
    form.get_by_label("Handicap stones").select_option(stones)
    form.get_by_label("Komi", exact=True).fill(komi)
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text(expected)
    expect(page.get_by_test_id("fair-rank-difference")).to_have_text(expected)
    expect(page.get_by_test_id("legacy-rank-difference")).to_have_text(f"{stones} rank{'' if stones == '1' else 's'}")
    expect(page.get_by_test_id("game-error")).to_be_hidden()
    for label, value in zip(fields, linked, strict=True):  # the link's game again, for the next case
        control = form.get_by_label(label, exact=True)
        if label == "Komi":
            control.fill(value)
        else:
            control.select_option(value)
    put_back(page)


def test_traditional_handicap_is_shown_half_a_rank_short(app_page: Page):
    page = app_page
    open_game(page, "&board=19&rules=japanese&stones=3&komi=0.5")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("2.5 ranks")
    expect(page.get_by_test_id("game-warnings")).to_contain_text("0.5 ranks less")


def test_jewdan_model(app_page: Page):
    page = app_page
    open_game(page)
    panel(page).get_by_label("Model").select_option("jewdan")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("4.17 ranks")
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
    form.get_by_label("Komi", exact=True).fill("0.5")
    form.get_by_label("Black's rating or rank").fill("1000")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("9 ranks")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["mode"] == ["game"] and query["board"] == ["9"] and query["komi"] == ["0.5"]
    assert query["black"] == ["1000"] and query["stones"] == ["2"] and query["rules"] == ["japanese"]
    link = page.url
    page.goto("/")
    wait_for_engine(page)
    page.goto(link)
    wait_for_engine(page)
    expect(form.get_by_label("Black's rating or rank")).to_have_value("1000")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("9 ranks")


def test_bad_input_names_the_field_and_recovers(app_page: Page):
    page = app_page
    open_game(page)
    form = panel(page)
    form.get_by_label("Komi", exact=True).fill("abc")
    error = page.get_by_test_id("game-error")
    expect(error).to_contain_text("Komi")
    expect(error).to_contain_text("not a komi")
    expect(form.get_by_label("Komi", exact=True)).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("–")
    expect(page.get_by_test_id("fair-black-change")).to_have_text("–")
    form.get_by_label("Komi", exact=True).fill("-1.5")
    form.get_by_label("White's OGS deviation").fill("-5")
    expect(error).to_contain_text("White's OGS deviation")
    form.get_by_label("White's OGS deviation").fill("60")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5 ranks")


def test_tabs_switch_with_mouse_and_keyboard(app_page: Page):
    page = app_page
    page.goto("/?mode=go")
    wait_for_engine(page)
    expect(page.locator("#panel-game")).to_be_hidden()
    page.get_by_role("tab", name="Check a game").click()
    expect(page.locator("#panel-game")).to_be_visible()
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5 ranks")
    assert "mode=game" in settled_url(page)
    page.get_by_role("tab", name="Check a game").focus()
    page.keyboard.press("Home")
    expect(page.locator("#panel-go")).to_be_visible()
    expect(page.locator("#panel-game")).to_be_hidden()


ISSUE_GAME = "&board=13&rules=chinese&stones=3&komi=0.5&black=1200&black_rd=60&white=1500&white_rd=60&winner=black"


def engine_reply(**request):
    return calculate({"command": "game", "board": 13, "rules": "chinese", "stones": 3, "komi": "0.5",
                      "black_rating": 1200, "black_deviation": 60, "white_rating": 1500, "white_deviation": 60,
                      "winner": "black", **request})


def test_the_model_menu_and_its_link_parameter_round_trip(app_page: Page):
    page = app_page
    open_game(page, "&model=ogs" + ISSUE_GAME)
    model = panel(page).get_by_label("Model")
    expect(model).to_have_value("ogs")
    ogs = engine_reply(model="ogs")
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("7.375 ranks")
    expect(page.get_by_test_id("verdict")).to_have_text(ogs["verdict"])
    expect(page.get_by_test_id("game-steps").locator("li").first).to_contain_text("OGS's rating code")
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    model.select_option("proposal")
    proposal = engine_reply(model="proposal")
    expect(page.get_by_test_id("verdict")).to_have_text(proposal["verdict"])
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("7.5 ranks")
    assert parse_qs(urlparse(settled_url(page)).query)["model"] == ["proposal"]
    model.select_option("ogs")
    expect(page.get_by_test_id("verdict")).to_have_text(ogs["verdict"])
    link = settled_url(page)
    assert parse_qs(urlparse(link).query)["model"] == ["ogs"]
    page.goto("/")
    wait_for_engine(page)
    page.goto(link)
    wait_for_engine(page)
    expect(panel(page).get_by_label("Model")).to_have_value("ogs")
    expect(page.get_by_test_id("verdict")).to_have_text(ogs["verdict"])


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}],
                         ids=["phone", "desktop"])
def test_the_verdict_is_the_engines_sentence_in_view(app_page: Page, size):
    page = app_page
    before = page.viewport_size
    page.set_viewport_size(size)
    try:
        open_game(page, ISSUE_GAME)
        verdict = page.get_by_test_id("verdict")
        expected = engine_reply()["verdict"]
        assert "favours Black by 2.33 ranks" in expected and "White (6k, 1500)" in expected
        expect(verdict).to_have_text(expected)
        expect(verdict).to_be_in_viewport()
        # it follows the form: a heavier komi turns it White's way
        panel(page).get_by_label("Komi", exact=True).fill("15.5")
        expect(verdict).to_have_text(engine_reply(komi="15.5")["verdict"])
        expect(verdict).to_contain_text("favours White")
    finally:
        page.set_viewport_size(before or {"width": 1280, "height": 720})


def test_an_ogs_rating_beyond_6000_is_held_with_a_warning(app_page: Page):
    page = app_page
    open_game(page, "&white=6500")
    expect(page.get_by_test_id("game-warnings")).to_contain_text("White's OGS rating is 6500, read as 6000")
    expect(page.get_by_test_id("white-rank")).to_have_text(engine_reply(white_rating=6500)["shown"]["white_rank"])
