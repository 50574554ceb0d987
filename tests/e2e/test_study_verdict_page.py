"""The study's verdict as the page shows it, on real games (GNU Go's NNGS and KGS games and the
Juvisy 2019 EGD table, tests/fixtures/study/SOURCES.md): which intervals were used, the even and
handicap games apart, the goodness of fit, a line on reading an interval, bins of too few games
greyed; the choices of what to study with each one's count and kept in the link; the CSV the
command line writes; on a 390 px phone the tables without sideways scrolling; the axis titles clear
of their labels, on a phone and a desktop."""

from __future__ import annotations

import base64
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine
from tests.support.study_page import SGF, TABLE, choose, open_study, studied

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def engine_study(**options: object) -> dict:
    files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in [*SGF, TABLE]]
    reply = calculate({"command": "study", "files": files, **options})
    assert "error" not in reply, reply
    return reply


def test_the_verdict_its_intervals_and_the_fits_apart_are_the_engines(app_page: Page) -> None:
    page = app_page
    page.set_viewport_size(DESKTOP)
    open_study(page)
    choose(page, [*SGF, TABLE])
    studied(page)
    expected = engine_study()
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    expect(page.get_by_test_id("study-interval-note")).to_have_text(expected["interval_note"])
    assert "clusters (cluster-robust standard errors)" in expected["interval_note"]
    apart = [g["shown"] for g in expected["fits_apart"]["groups"]] + [expected["fits_apart"]["shown"]]
    if expected["goodness_of_fit"]:
        apart.append(expected["goodness_of_fit"]["shown"])
    expect(page.get_by_test_id("study-apart").locator("li")).to_have_text([line for line in apart if line])
    expect(page.get_by_test_id("study-how-to-read")).to_have_text(expected["chart"]["how_to_read"])
    # bins of fewer than 20 games: greyed in the chart and marked in the table
    few = [b["few"] for b in expected["bins"]]
    assert any(few) and not all(few)
    points = page.get_by_test_id("study-point")
    expect(points).to_have_count(len(few))
    assert points.evaluate_all("(ps) => ps.map((p) => p.classList.contains('few'))") == few
    rows = page.get_by_test_id("study-bins").locator("tbody tr")
    assert rows.evaluate_all("(rs) => rs.map((r) => r.classList.contains('few'))") == few
    first_few = few.index(True)
    expect(rows.nth(first_few).locator("td").nth(5)).to_have_text("too few games")
    first_full = few.index(False)
    expect(rows.nth(first_full).locator("td").nth(5)).to_have_text(expected["bins"][first_full]["shown"]["interval"])
    # a greyed dot is drawn in another colour than a full one
    colours = points.evaluate_all("(ps) => ps.map((p) => getComputedStyle(p.querySelector('.dot')).fill)")
    assert colours[first_few] != colours[first_full]


def test_choices_leave_games_out_say_how_many_and_stay_in_the_link(app_page: Page) -> None:
    page = app_page
    page.set_viewport_size(DESKTOP)
    open_study(page)
    section = page.get_by_test_id("study")
    choose(page, [*SGF, TABLE])
    studied(page)
    kept = engine_study()
    expect(page.get_by_test_id("study-choices").locator("li")).to_have_text([c["shown"] for c in kept["choices"]])
    section.get_by_label("Games with programs").select_option("exclude")
    studied(page)
    section.get_by_label("Games decided on time").select_option("no_time")
    studied(page)
    section.get_by_label("Leave out these players (names or patterns, separated by commas)").fill("yagr")
    studied(page)
    expected = engine_study(programs="exclude", results="no_time", exclude_players="yagr")
    assert expected["counts"]["left_out"] > 0
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-choices").locator("li")).to_have_text([c["shown"] for c in expected["choices"]])
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["study_programs"] == ["exclude"] and query["study_results"] == ["no_time"]
    assert query["study_exclude_players"] == ["yagr"] and "study_unsure_ranks" not in query
    # the link opens the tab with the same choices
    open_study(page, "&study_programs=exclude&study_results=no_time&study_exclude_players=yagr&study_max_komi=20")
    expect(section.get_by_label("Games with programs")).to_have_value("exclude")
    expect(section.get_by_label("Games decided on time")).to_have_value("no_time")
    expect(section.get_by_label("Leave out these players (names or patterns, separated by commas)")).to_have_value("yagr")
    expect(section.get_by_label("Leave out games with a komi beyond ± (blank: none)")).to_have_value("20")


def test_the_csv_download_is_the_command_lines(app_page: Page) -> None:
    page = app_page
    page.set_viewport_size(DESKTOP)
    open_study(page, "&study_programs=exclude")
    choose(page, [*SGF, TABLE])
    studied(page)
    expected = engine_study(programs="exclude", rows=True)
    with page.expect_download() as download:
        page.get_by_test_id("study-download-csv").click()
    data = Path(download.value.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # UTF-8's byte order mark: Excel keeps the names' letters
    text = data.decode("utf-8-sig")
    assert text == expected["csv"]
    lines = text.splitlines()
    assert lines[0].endswith("programs,exclude_players,results,unsure_ranks,max_komi,pro_ranks")
    assert len(lines) == 1 + expected["counts"]["studied"] + expected["counts"]["set_apart"]


OVERLAPS = """() => {
  // each axis title's box against every tick label's: none may meet (the SVG's own boxes)
  const svg = document.querySelector('[data-testid="study-chart"] svg');
  const box = (e) => e.getBoundingClientRect();
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const titles = [...svg.querySelectorAll('text.title')].map(box);
  const ticks = [...svg.querySelectorAll('text.tick')].map(box);
  return { titles: titles.length, ticks: ticks.length,
           overlaps: titles.flatMap((t, i) => ticks.filter((k) => meet(t, k)).map(() => i)) };
}"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_axis_titles_clear_of_labels_and_tables_fit(app_page: Page, size: dict[str, int]) -> None:
    page = app_page
    page.set_viewport_size(size)
    open_study(page)
    choose(page, [*SGF, TABLE])
    studied(page)
    found = page.evaluate(OVERLAPS)
    assert found["titles"] == 2 and found["ticks"] > 5
    assert found["overlaps"] == []
    # every table of the study within the screen: no sideways scrolling
    widths = page.evaluate("""() => [...document.querySelectorAll('[data-testid="study"] table')].map(
        (t) => ({ right: t.getBoundingClientRect().right, scroll: t.scrollWidth, client: t.clientWidth }))""")
    assert len(widths) == 5  # by gap, by stones, by board, and the rating models' scores and calibration
    for width in widths:
        assert width["right"] <= size["width"] + 0.5, widths
    assert page.evaluate("() => document.documentElement.scrollWidth") <= size["width"]


@pytest.mark.parametrize("lang", ["fr", "de", "ja"])
def test_the_tables_fit_a_phone_in_other_languages(app_page: Page, lang: str) -> None:
    """French and German write longer words and a no-break space before "%"; Japanese, wider
    characters: the study's tables still fit 390 px."""
    page = app_page
    page.set_viewport_size(PHONE)
    page.goto(f"/?mode=game&lang={lang}")
    wait_for_engine(page)
    expect(page.locator("#study-model option")).not_to_have_count(0)
    choose(page, [*SGF, TABLE])
    studied(page)
    expected = engine_study(lang=lang)
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    rights = page.evaluate("""() => [...document.querySelectorAll('[data-testid="study"] table')].map(
        (t) => t.getBoundingClientRect().right)""")
    assert len(rights) == 5 and max(rights) <= PHONE["width"] + 0.5, rights
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
