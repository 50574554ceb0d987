""""Check a game" from ranks as well as OGS ratings, with the ratings blank, with the two models'
difference said beside the result (and true to the numbers either model shows), komi in halves,
and menu labels that fit: at phone and desktop size. Every figure is the engine's in CPython."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import LABELS_CUT, open_link_once, wait_for_engine

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
GAME = {"board": 13, "rules": "japanese", "stones": 2, "komi": "-1.5"}


def game(**request: object) -> dict:
    return calculate({"command": "game", **GAME, **request})


def open_game(page: Page, size: dict, query: str) -> None:
    page.set_viewport_size(size)
    open_link_once(page, f"/?mode=game&board=13&rules=japanese&stones=2&komi=-1.5{query}")


# Whether each option of a menu fits its closed select: the option's text measured in the select's
# own font, plus the select's padding and arrow, within its width.
@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_ranks_in_any_language_are_taken(app_page: Page, size: dict) -> None:
    page = app_page
    reply = game(black_rating="9k", white_rating="5k", winner="black", black_deviation="60", white_deviation="60")
    open_game(page, size, "&black=9k&black_rd=60&white=5k&white_rd=60&winner=black")
    expect(page.get_by_test_id("game-error")).to_be_hidden()
    expect(page.get_by_test_id("black-rank")).to_have_text(reply["shown"]["black_rank"])
    assert re.fullmatch(r"\d+ \(9k\)", reply["shown"]["black_rank"])  # the rating in 9k's middle
    expect(page.get_by_test_id("white-rank")).to_contain_text("(5k)")
    expect(page.get_by_test_id("game-warnings")).to_contain_text("Black's 9k is read as the OGS rating")
    # Japanese rank words, on a Japanese page.
    ja = game(black_rating="9級", white_rating="5級", winner="black", black_deviation="60", white_deviation="60",
              lang="ja")
    open_game(page, size, "&black=9級&white=5級&winner=black&lang=ja")
    expect(page.get_by_test_id("black-rank")).to_have_text(ja["shown"]["black_rank"])
    expect(page.get_by_test_id("black-rank")).to_contain_text("9級")
    expect(page.get_by_test_id("fair-black-change")).to_have_text(ja["ratings"]["judgements"][1]["shown"]["black_change"])
    # Neither a rating nor a rank: the field is named, with both kinds allowed.
    open_game(page, size, "&black=nine&white=5k&winner=black")
    expect(page.get_by_test_id("game-error")).to_contain_text("Black's rating or rank")
    expect(page.get_by_test_id("game-error")).to_contain_text("neither an OGS rating from 1 to 10000 nor a rank")


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_blank_ratings_still_give_the_effective_rank_difference(app_page: Page, size: dict) -> None:
    page = app_page
    open_game(page, size, "&black=&white=&black_rd=60&white_rd=60&winner=white")
    expect(page.get_by_test_id("game-error")).to_be_hidden()
    expect(page.get_by_test_id("effective-rank-difference")).to_have_text("5 ranks")
    expect(page.get_by_test_id("verdict")).to_have_text(game()["verdict"])
    expect(page.get_by_test_id("fair-black-change")).to_have_text("–")
    expect(page.get_by_test_id("models-note")).to_have_text(game()["models_note"])


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_models_note_is_true_to_the_other_models_numbers(app_page: Page, size: dict) -> None:
    """The note under one model states Black's change the other model shows: switching proves it."""
    page = app_page
    open_game(page, size, "&black=1200&black_rd=60&white=1500&white_rd=60&winner=black&model=proposal")
    note = page.get_by_test_id("models-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("Under the other model, OGS's rating code, this game compensates 4.875 ranks")
    expect(note).to_contain_text("fair komi 6 instead of 6.5")
    said = re.search(r"gives Black ([+−][\d.]+) and White ([+−][\d.]+)", note.text_content() or "")
    assert said, note.text_content()
    page.locator("#panel-game").get_by_label("Model").select_option("ogs")
    expect(page.get_by_test_id("fair-black-change")).to_have_text(said.group(1))
    expect(page.get_by_test_id("fair-white-change")).to_have_text(said.group(2))
    expect(page.get_by_test_id("fair-rank-difference")).to_have_text("4.875 ranks")
    expect(note).to_contain_text("against White's rating moved down by the rank difference")
    # The note sits beside the numbers, in view with the rating changes (not in a step's small print).
    note.scroll_into_view_if_needed()
    box, table = note.bounding_box(), page.get_by_test_id("rating-changes").bounding_box()
    assert box and table and 0 <= box["y"] - (table["y"] + table["height"]) < 40


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_komi_takes_halves_and_menus_fit(app_page: Page, size: dict) -> None:
    page = app_page
    open_game(page, size, "")
    form = page.locator("#panel-game")
    form.get_by_label("Komi", exact=True).fill("0.3")
    error = page.get_by_test_id("game-error")
    expect(error).to_contain_text("Komi")
    expect(error).to_contain_text("a multiple of 0.5 from −100 to 100")
    form.get_by_label("Komi", exact=True).fill("0.5")
    expect(error).to_be_hidden()
    # The Model menu's names fit (the full name is written under it); so do the Go tab's systems.
    assert form.get_by_label("Model").evaluate(LABELS_CUT) == []
    names = {m["value"]: m["name"] for m in calculate({"command": "go-systems"})["game_models"]}
    form.get_by_label("Model").select_option("ogs")
    expect(page.get_by_test_id("game-model-name")).to_have_text(names["ogs"])
    page.goto("/?mode=go")
    wait_for_engine(page)
    for lang in ("en", "ja", "fr", "de"):
        page.goto(f"/?mode=go&lang={lang}")
        wait_for_engine(page)
        for name in ("system", "rules", "dmode", "scale"):
            assert page.locator(f"#go-form [name={name}]").evaluate(LABELS_CUT) == [], (lang, name)
