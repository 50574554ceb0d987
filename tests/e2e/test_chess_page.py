"""The chess time-odds panel, driven through its labels like a person would."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import open_link_once, settled_url, wait_for_engine


def open_chess(page: Page, query: str = "") -> None:
    open_link_once(page, f"/?mode=chess{query}")
    expect(page.get_by_role("tab", name="Chess time odds")).to_have_attribute("aria-selected", "true")


def test_opening_the_link_computes_at_once(app_page: Page):
    page = app_page
    open_chess(page, "&elo=1800,2000&k=200&total=60")
    expect(page.get_by_label("Elo ratings (player 1, player 2)")).to_have_value("1800,2000")
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(page.get_by_test_id("weaker")).to_have_text("Player 1")
    expect(page.get_by_test_id("weaker-time")).to_have_text("40:00")
    expect(page.get_by_test_id("stronger-time")).to_have_text("20:00")
    expect(page.get_by_test_id("chess-summary")).to_contain_text("Player 1 is weaker")


def test_ratings_through_labels(app_page: Page):
    page = app_page
    open_chess(page)
    page.get_by_label("Work out from").select_option(label="Two Elo ratings")
    page.get_by_label("Elo ratings (player 1, player 2)").fill("2100,1700")
    page.get_by_label("K (rating points per doubling of time)").fill("200")
    page.get_by_label("Total time for both players (minutes)").fill("10")
    # 400 points, K = 200: x = 4, so 8:00 against 2:00; player 2 is weaker
    expect(page.get_by_test_id("ratio")).to_have_text("4")
    expect(page.get_by_test_id("weaker")).to_have_text("Player 2")
    expect(page.get_by_test_id("weaker-time")).to_have_text("8:00")
    expect(page.get_by_test_id("stronger-time")).to_have_text("2:00")
    page.get_by_label("K (rating points per doubling of time)").fill("400")
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(page.get_by_test_id("weaker-time")).to_have_text("6:40")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["mode"] == ["chess"] and query["elo"] == ["2100,1700"] and query["k"] == ["400"]


def test_expected_score(app_page: Page):
    page = app_page
    open_chess(page, "&k=200&total=45")
    page.get_by_label("Work out from").select_option(label="An expected score at equal time")
    expect(page.get_by_label("Elo ratings (player 1, player 2)")).to_be_hidden()
    page.get_by_label("Player 1's expected score").fill("0.5")
    expect(page.get_by_test_id("ratio")).to_have_text("1")
    expect(page.get_by_test_id("weaker-time")).to_have_text("22:30")
    expect(page.get_by_test_id("stronger-time")).to_have_text("22:30")
    # 0.240253 is the Elo expectation 200 points down: x = 2
    page.get_by_label("Player 1's expected score").fill("0.240253")
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(page.get_by_test_id("weaker-time")).to_have_text("30:00")
    expect(page.get_by_test_id("stronger-time")).to_have_text("15:00")


def test_results_with_a_range_and_clocks(app_page: Page):
    page = app_page
    open_chess(page, "&method=record&record=2,3,5&k=200&total=&clock=15%2B10")
    expect(page.get_by_label("Work out from")).to_have_value("record")
    expect(page.get_by_label("Player 1's results (wins, draws, losses)")).to_have_value("2,3,5")
    expect(page.get_by_test_id("ratio")).to_have_text("1.452")
    expect(page.get_by_test_id("range")).to_have_text("0.696 to 3.03")
    expect(page.get_by_test_id("chess-warnings")).to_contain_text("cannot tell who is stronger")
    page.get_by_label("Work out from").select_option("elo")
    page.get_by_label("Elo ratings (player 1, player 2)").fill("1800,2000")
    expect(page.get_by_test_id("range")).to_be_hidden()
    expect(page.get_by_test_id("clocks")).to_have_text("20:00+13 against 10:00+7")
    expect(page.get_by_test_id("clocks-common")).to_have_text("22:13+10 against 7:47+10")
    # total from the clock: 2 × (15 min + 40 × 10 s) = 43:20, split 2 : 1
    expect(page.get_by_test_id("weaker-time")).to_have_text("28:53")
    expect(page.get_by_test_id("stronger-time")).to_have_text("14:27")


def test_calibration(app_page: Page):
    page = app_page
    open_chess(page, "&method=calibrate&s1=0.240253&s2=0.5&ratio=2&total=60")
    expect(page.get_by_label("K (rating points per doubling of time)")).to_be_hidden()
    expect(page.get_by_label("Score at equal time")).to_have_value("0.240253")
    expect(page.get_by_test_id("K")).to_have_text("200")
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(page.get_by_test_id("weaker-time")).to_have_text("40:00")
    page.get_by_label("Time ratio given").fill("4")
    expect(page.get_by_test_id("K")).to_have_text("100")
    expect(page.get_by_test_id("ratio")).to_have_text("4")  # K halved: the same gap needs 4 times the time
    page.get_by_label("Score with the extra time").fill("0.2")
    expect(page.get_by_test_id("chess-error")).to_contain_text("Score with the extra time")


def test_computer_opponent(app_page: Page):
    page = app_page
    open_chess(page, "&method=score&score=0.3&k=200")
    page.get_by_label("Opponent").select_option(label="A computer (player 2)")
    page.get_by_label("Human's time per move now (seconds)").fill("60")
    expect(page.get_by_test_id("human-move")).to_have_text("× 1.665 = 1:40")
    expect(page.get_by_test_id("weaker-time")).to_have_text("–")


def test_bad_input_names_the_field_and_recovers(app_page: Page):
    page = app_page
    open_chess(page, "&elo=1800,2000&k=200&total=60")
    page.get_by_label("K (rating points per doubling of time)").fill("0")
    error = page.get_by_test_id("chess-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("K (rating points per doubling of time)")
    expect(error).to_contain_text("more than 0")
    expect(page.get_by_label("K (rating points per doubling of time)")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("ratio")).to_have_text("–")
    page.get_by_label("K (rating points per doubling of time)").fill("200")
    page.get_by_label("Total time for both players (minutes)").fill("an hour")
    expect(error).to_contain_text("Total time for both players")
    page.get_by_label("Total time for both players (minutes)").fill("60")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("weaker-time")).to_have_text("40:00")


def test_club_rules_through_labels(app_page: Page):
    page = app_page
    open_chess(page, "&elo=1800,2000&clock=5%2B2")
    page.get_by_label("Work out from").select_option(label="Club rule: rating bands")
    expect(page.get_by_label("Total time for both players (minutes)")).to_be_hidden()
    expect(page.get_by_label("K (rating points per doubling of time)")).to_be_hidden()
    # Papi-web's example: 30 s off per band of 50 points, at least 1:00; 200 points = 4 bands
    page.get_by_label("Band (rating points)").fill("50")
    page.get_by_label("Seconds per band").fill("30")
    page.get_by_label("Minimum time (m:ss)").fill("1:00")
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 5:00+2, player 2 3:00+2")
    expect(page.get_by_test_id("K")).to_have_text("not used (a club rule)")
    expect(page.locator('[data-step="stronger_base"]')).to_contain_text("max(5:00 − 4 × 30 s, 1:00) = 3:00")
    page.get_by_label("Work out from").select_option(label="Club rule: rating bands, total kept")
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 7:00+2, player 2 3:00+2")
    page.get_by_label("Seconds per band").fill("100")          # 400 s off: the floor 1:00, warned
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 9:00+2, player 2 1:00+2")
    expect(page.get_by_test_id("chess-warnings")).to_contain_text("The minimum time (1:00)")
    page.get_by_label("Minimum time (m:ss)").fill("6:00")
    expect(page.get_by_test_id("chess-error")).to_have_text(
        'Minimum time (m:ss): "6:00" is more than the base time (5:00); the minimum must not exceed it')
    expect(page.get_by_role("button", name="Start clock")).to_be_hidden()
    page.get_by_label("Work out from").select_option(label="Club rule: increment odds only")
    page.get_by_label("Even clock (minutes + seconds)").fill("5+10")
    page.get_by_label("K (rating points per doubling of time)").fill("200")
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 5:00+16, player 2 5:00+4")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["method"] == ["increment"] and query["clock"] == ["5+10"] and query["k"] == ["200"]
    assert "min_time" not in query and "band" not in query  # the link carries the open method's settings only
    expect(page.get_by_role("button", name="Start clock")).to_be_visible()


def test_every_registered_method_is_offered_and_the_club_tables_answer(app_page: Page):
    """The menu lists the engine's methods (chess/methods.py), and a club's table shows only the
    fields it reads: two ratings and the even clock (plus the names)."""
    page = app_page
    open_chess(page, "&elo=1800,2025&clock=7.5%2B0")
    menu = page.get_by_label("Work out from")
    values = menu.locator("option").evaluate_all("options => options.map(o => o.value)")
    assert values == [m["value"] for m in calculate({"command": "chess-form"})["methods"]]
    menu.select_option(label="Club table: Crowthorne (ECF)")
    # Crowthorne's own example: 30 ECF points (225 rating points) → 12 and 3 minutes of 15
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 12:00+0, player 2 3:00+0")
    expect(page.locator('[data-step="ecf_gap"]')).to_contain_text("d = 225 / 7.5 = 30")
    for hidden in ("Total time for both players (minutes)", "K (rating points per doubling of time)",
                   "Band (rating points)", "Opponent"):
        expect(page.get_by_label(hidden)).to_be_hidden()
    expect(page.get_by_label("Elo ratings (player 1, player 2)")).to_be_visible()
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["method"] == ["crowthorne"] and "k" not in query and "total" not in query
    page.get_by_label("Even clock (minutes + seconds)").fill("15+5")
    page.get_by_label("Elo ratings (player 1, player 2)").fill("1600,1850")
    menu.select_option(label="Club table: Springeren")
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 22:00+5, player 2 8:00+5")
    menu.select_option(label="Two Elo ratings")
    expect(page.get_by_label("K (rating points per doubling of time)")).to_be_visible()
    expect(page.get_by_label("Total time for both players (minutes)")).to_be_visible()


def test_the_clubs_rules_by_groups_and_by_increment_answer_from_a_link_and_the_menu(app_page: Page):
    """Wanstead & Woodford's groups from a link (its own example: groups 5 and 3, 10 against 6
    minutes), then from the menu Stratford's cut increment (its example: 40+40 against 40+10) and The
    Gap's handicaps (its example: 1.5 apart, 5 against 3.5 minutes)."""
    page = app_page
    open_chess(page, "&method=wanstead&elo=1500,1750&clock=8%2B0")
    clocks = page.get_by_test_id("player-clocks")
    expect(clocks).to_have_text("player 1 10:00+0, player 2 6:00+0", timeout=30_000)
    expect(page.locator('[data-step="club_groups"]')).to_contain_text("group 5", timeout=30_000)
    menu = page.get_by_label("Work out from")
    page.get_by_label("Elo ratings (player 1, player 2)").fill("1265,1562")
    page.get_by_label("Even clock (minutes + seconds)").fill("40+40")
    menu.select_option(label="Club rule: Stratford")
    expect(clocks).to_have_text("player 1 40:00+40, player 2 40:00+10", timeout=30_000)
    expect(page.locator('[data-step="table_increments"]')).to_contain_text("+40 against +10", timeout=30_000)
    page.get_by_label("Elo ratings (player 1, player 2)").fill("1750,2050")
    page.get_by_label("Even clock (minutes + seconds)").fill("5+0")
    menu.select_option(label="Club rule: The Gap")
    expect(clocks).to_have_text("player 1 5:00+0, player 2 3:30+0", timeout=30_000)
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["method"] == ["thegap"] and query["clock"] == ["5+0"]


def test_start_clock_only_with_times_for_the_clock(app_page: Page):
    page = app_page
    open_chess(page, "&elo=1800,2000&k=200&total=60")
    expect(page.get_by_test_id("player-clocks")).to_have_text("player 1 40:00+0, player 2 20:00+0")
    expect(page.get_by_role("button", name="Start clock")).to_be_visible()
    page.get_by_label("Opponent").select_option(label="A computer (player 2)")
    expect(page.get_by_test_id("human-move")).not_to_be_empty()
    expect(page.get_by_role("button", name="Start clock")).to_be_hidden()


def test_tabs_switch_between_go_and_chess(app_page: Page):
    page = app_page
    open_chess(page, "&elo=1800,2000&k=200&total=60")
    page.get_by_role("tab", name="Go handicap").click()
    expect(page.get_by_label("Rank difference")).to_be_visible()
    expect(page.get_by_test_id("ratio")).to_be_hidden()
    assert "mode=go" in settled_url(page)
    page.get_by_role("tab", name="Chess time odds").click()
    expect(page.get_by_test_id("weaker-time")).to_have_text("40:00")
    url = settled_url(page)
    assert "mode=chess" in url and "elo=1800%2C2000" in url


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_total_says_it_is_unused_once_an_even_clock_is_given(app_page: Page, lang: str):
    """With an even clock each player's time comes from it: the total is disabled, the engine's reason under it."""
    page = app_page
    page.goto(f"/?lang={lang}&mode=chess&elo=1500,1900&total=60")
    wait_for_engine(page)
    total, clock = page.locator("#chess-total"), page.locator("#chess-clock")
    note = page.get_by_test_id("chess-total-unused")
    expect(page.get_by_test_id("chess-summary")).not_to_be_empty()
    expect(total).to_be_enabled()
    expect(note).to_be_hidden()
    clock.fill("15+10")
    reason = calculate({"command": "chess", "elo": "1500,1900", "total": "60", "clock": "15+10", "lang": lang})
    expect(note).to_have_text(reason["unused_fields"][0]["message"])
    expect(note).to_be_visible()
    expect(total).to_be_disabled()
    assert note.get_attribute("id") in (total.get_attribute("aria-describedby") or "").split()
    expect(page.locator("#chess-total-hint")).to_be_hidden()  # its hint would say the opposite
    box, field = note.bounding_box(), total.bounding_box()
    assert box and field and 0 <= box["y"] - (field["y"] + field["height"]) <= 100
    if lang == "ja":
        expect(note).to_contain_text("対等な場合の持ち時間")
    clock.fill("")
    expect(total).to_be_enabled()
    expect(note).to_be_hidden()
    expect(page.locator("#chess-total-hint")).to_be_visible()
