"""The Go calculator page, driven through its labels like a person would."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.support.page import settled_url, wait_for_engine

CASES = [
    # (rank difference, board label, counting label, stones, komi), from the seed's tables
    ("4", "13×13", "Area (Chinese, AGA)", "2", "−0.5"),
    ("8", "19×19", "Territory (Japanese, Korean)", "8", "−5.5"),
    ("8", "9×9", "Territory (Japanese, Korean)", "2", "2.5"),
    ("0", "9×9", "Area (Chinese, AGA)", "0", "7.5"),
    ("33", "9×9", "Area (Chinese, AGA)", "6", "0.5"),
    ("3", "13×13", "Territory (Japanese, Korean)", "2", "4.5"),
]


@pytest.fixture(scope="module", autouse=True)
def plain_difference_form(app):
    """This module drives the form by a plain rank difference (the first version's form)."""
    page = app[0]
    page.goto("/?mode=go&system=jewdan&scale=diff&diff=0&board=19")
    wait_for_engine(page)


@pytest.mark.parametrize(("diff", "board", "counting", "stones", "komi"), CASES)
def test_form_through_labels(app_page: Page, diff, board, counting, stones, komi):
    page = app_page
    page.get_by_label("Board size").select_option(label=board)
    page.get_by_label("Counting").select_option(label=counting)
    page.get_by_label("Ranks between the players").fill(diff)
    expect(page.get_by_test_id("stones")).to_have_text(stones)
    expect(page.get_by_test_id("komi")).to_have_text(komi)
    expect(page.get_by_test_id("error")).to_be_hidden()


def test_derivation_steps_are_shown(app_page: Page):
    page = app_page
    page.get_by_label("Board size").select_option("13")
    page.get_by_label("Counting").select_option("area")
    page.get_by_label("Ranks between the players").fill("4")
    steps = page.get_by_test_id("steps").locator("li")
    expect(steps).to_have_count(6)
    expect(steps.nth(0)).to_contain_text("4 ÷ 2.5 − 0.5 = 1.1")
    expect(steps.nth(4)).to_contain_text("= −0.5")
    expect(steps.nth(5)).to_contain_text("Check")


def test_url_mirrors_the_form(app_page: Page):
    page = app_page
    page.get_by_label("Board size").select_option("9")
    page.get_by_label("Counting").select_option("territory")
    page.get_by_label("Ranks between the players").fill("7")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    url = settled_url(page)
    assert "board=9" in url and "counting=territory" in url and "diff=7" in url


def test_bad_input_names_the_field_and_recovers(app_page: Page):
    page = app_page
    page.get_by_label("Ranks between the players").fill("-3")
    error = page.get_by_test_id("error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("Ranks between the players")
    expect(error).to_contain_text("from 0")
    expect(page.get_by_label("Ranks between the players")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("stones")).to_have_text("–")
    page.get_by_label("Ranks between the players").fill("abc")
    expect(error).to_contain_text("not a rank difference")
    page.get_by_label("Ranks between the players").fill("2")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("stones")).not_to_have_text("–")


def test_warning_beyond_nine_stones(app_page: Page):
    page = app_page
    page.get_by_label("Board size").select_option("19")
    page.get_by_label("Ranks between the players").fill("12")
    expect(page.get_by_test_id("warnings")).to_contain_text("beyond the 9-stone maximum")


def test_even_game_advises_nigiri(app_page: Page):
    page = app_page
    page.get_by_label("Board size").select_option("19")
    page.get_by_label("Ranks between the players").fill("0")
    expect(page.get_by_test_id("black")).to_contain_text("Nigiri")
    advice = page.get_by_test_id("warnings").locator("li.advice")
    expect(advice).to_have_count(1)
    expect(advice).to_contain_text("choose colours by nigiri")
    page.get_by_label("Ranks between the players").fill("3")  # a handicap game: no nigiri, no advice
    expect(page.get_by_test_id("stones")).not_to_have_text("0")
    expect(advice).to_have_count(0)


def test_opening_a_link_computes_at_once(app_page: Page):
    page = app_page
    page.goto("/?system=jewdan&board=13&counting=area&diff=4")
    wait_for_engine(page)
    expect(page.get_by_label("Board size")).to_have_value("13")
    expect(page.get_by_label("Counting")).to_have_value("area")
    expect(page.get_by_label("Ranks between the players")).to_have_value("4")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")


def test_keyboard_only(app_page: Page):
    page = app_page
    page.goto("/?board=19&counting=territory&diff=0")
    wait_for_engine(page)
    page.get_by_label("Ranks between the players").focus()
    page.keyboard.press("Control+A")
    page.keyboard.type("5")
    page.keyboard.press("Tab")  # to Handicap system
    page.keyboard.press("Tab")  # to Board size
    page.keyboard.press("ArrowDown")  # 19 -> 13
    expect(page.get_by_label("Board size")).to_have_value("13")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−5.5")


def test_no_request_leaves_the_origin(app, server_url):
    _, log = app
    assert log.urls, "no requests recorded"
    assert any(u.endswith(("pyodide.asm.wasm", "pyodide.asm.wasm.gz")) for u in log.urls)  # gzipped by the build
    assert log.foreign(server_url) == []
