"""The views that follow the Go form: "Compare systems", "Full table" (CSV, print) and the chart,
driven through their labels and roles, numbers checked against the seeds' tables."""

from __future__ import annotations

import csv
import io
import re
from fractions import Fraction
from itertools import pairwise
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import Page, expect

from handicap.go.systems import SYSTEMS
from tests.fixtures import jewdan_tables as J
from tests.fixtures import ogs_tables as T
from tests.support.page import settled_url, wait_for_engine

OGS_19 = "/?mode=go&system=ogs&board=19&counting=territory&diff=2"
JEWDAN_13 = "/?mode=go&system=jewdan&board=13&counting=territory&diff=4"
JEWDAN_SOURCE = "Sensei's Library, “Jewdan's handicap system”"  # the seed Jewdan's system names


def _open(page: Page, url: str, stones: str) -> None:
    page.goto(url)
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text(stones)


def _open_view(page: Page, name: str) -> None:
    page.get_by_text(name, exact=True).click()


def _seed_ogs_19_japanese() -> dict[int, tuple[int, Fraction, Fraction]]:
    """rank -> (stones, komi, effective komi): the proposal's 19×19 tables ("1+" = 1 to 9)."""
    komi = T.columns_table(T.KOMI_19, T.KOMI_COLUMNS)
    effective = T.columns_table(T.EFFECTIVE_19, T.EFFECTIVE_COLUMNS)
    return {d: (stones, komi[min(d, 1)][1]["territory"], columns["territory"])
            for d, (stones, columns) in effective.items()}


def _cell(row, column: str) -> str:
    """A cell's number as Python reads it (the page writes a real minus sign, "−0.5")."""
    return row.locator(f'[data-col="{column}"]').inner_text().split()[0].replace("\u2212", "-")


def _minus(number: str) -> str:
    """A number as the page shows it: with a real minus sign ("−0.5", not "-0.5")."""
    return number.replace("-", "\u2212")


def test_compare_systems_for_rank_difference_4_on_13(app_page: Page):
    page = app_page
    _open(page, JEWDAN_13, "2")
    _open_view(page, "Compare systems")
    table = page.get_by_test_id("compare")
    expect(table.locator("tbody tr")).to_have_count(len(SYSTEMS))  # every system, the club's own included
    covering = sum(13 in system.boards for system in SYSTEMS)  # all but the 19×19-only systems
    expect(page.get_by_test_id("compare-summary")).to_have_text(f"{covering} of {len(SYSTEMS)} systems cover this game.")

    jewdan = table.locator('tr[data-system="jewdan"]')
    stones, komi = J.TERRITORY[4][13]
    expect(jewdan.locator('[data-col="stones"]')).to_have_text(str(stones))
    expect(jewdan.locator('[data-col="komi"]')).to_have_text(_minus(str(float(komi))))
    expect(jewdan).to_have_attribute("aria-current", "true")  # the chosen system
    expect(jewdan.get_by_role("rowheader")).to_contain_text("Jewdan's handicap system (chosen)")  # then its purpose
    expect(jewdan.locator(".chosen-note")).to_have_text("(chosen)")
    expect(table.locator(".chosen-note")).to_have_count(1)
    expect(jewdan.locator('[data-col="black"]')).to_have_text("Player 2")  # only a difference: the weaker

    # OGS (wiki 13×13 table, Japanese column), old Japanese and OGS before the fix (BUG table).
    wiki = {int(r[0]): r for r in T.rows(T.WIKI_13)}
    japanese = 2 + T.WIKI_RULES.index("japanese")
    ogs = table.locator('tr[data-system="ogs"]')
    expect(ogs.locator('[data-col="stones"]')).to_have_text(wiki[4][1])
    expect(ogs.locator('[data-col="komi"]')).to_have_text(_minus(wiki[4][japanese]))
    bug = {int(r[0]): r for r in T.rows(T.BUG_13)}
    old = table.locator('tr[data-system="old-japanese"]')
    expect(old.locator('[data-col="komi"]')).to_have_text(_minus(bug[4][2]))
    legacy = table.locator('tr[data-system="ogs-legacy"]')
    expect(legacy.locator('[data-col="komi"]')).to_have_text(_minus(bug[4][3]))
    expect(legacy.locator('[data-col="ties"]')).to_have_text("No ties")

    # Systems without a 13×13 table say why, instead of numbers.
    for key in ("traditional", "goldis"):
        row = table.locator(f'tr[data-system="{key}"]')
        expect(row.locator('[data-col="reason"]')).to_contain_text("covers only 19×19")
        expect(row.locator('[data-col="stones"]')).to_have_count(0)

    # The comparison follows the form.
    page.get_by_label("Ranks between the players").fill("8")
    expect(jewdan.locator('[data-col="stones"]')).to_have_text(str(J.TERRITORY[8][13][0]))
    expect(jewdan.locator('[data-col="komi"]')).to_have_text(_minus(str(float(J.TERRITORY[8][13][1]))))
    expect(ogs.locator('[data-col="komi"]')).to_have_text(_minus(wiki[8][japanese]))


def test_full_table_is_the_seed_table(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    _open_view(page, "Full table")
    table = page.get_by_test_id("full-table")
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(11)  # 0 to 9, then the first row beyond nine stones
    expect(table.locator("caption")).to_have_text(
        "OGS automatic handicap, 19×19, Japanese rules: rank differences 0 to 10.")
    expect(page.get_by_role("columnheader", name="Effective komi")).to_be_visible()
    for d, (stones, komi, effective) in _seed_ogs_19_japanese().items():
        row = table.locator(f'tr[data-rank="{d}"]')
        expect(row.get_by_role("rowheader")).to_have_text(str(d))
        assert int(_cell(row, "stones")) == stones, d
        assert Fraction(_cell(row, "komi")) == komi, d
        assert Fraction(_cell(row, "effective-komi")) == effective, d
    last = table.locator('tr[data-rank="10"]')
    expect(last).to_have_class(re.compile("beyond"))
    # Nine stones, capped (OGS's table stops at nine): said so, not "beyond the maximum" beside a 9.
    expect(last.locator('[data-col="stones"]')).to_have_text("9capped: the difference calls for more")


def test_table_length_control_and_its_errors(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    _open_view(page, "Full table")
    up_to = page.get_by_label("Table rows up to")
    up_to.fill("4")
    rows = page.get_by_test_id("full-table").locator("tbody tr")
    expect(rows).to_have_count(5)
    expect(page.get_by_test_id("full-table").locator("caption")).to_contain_text("rank differences 0 to 4")
    up_to.fill("101")
    error = page.get_by_test_id("table-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("Table rows up to")
    expect(error).to_contain_text("100")
    expect(up_to).to_have_attribute("aria-invalid", "true")
    expect(rows).to_have_count(0)
    expect(page.get_by_test_id("download-csv")).to_be_disabled()
    up_to.fill("")
    expect(error).to_be_hidden()
    expect(rows).to_have_count(11)
    expect(up_to).not_to_have_attribute("aria-invalid", "true")


def test_csv_download(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    _open_view(page, "Full table")
    page.get_by_label("Table rows up to").fill("9")
    expect(page.get_by_test_id("full-table").locator("tbody tr")).to_have_count(10)
    with page.expect_download() as info:
        page.get_by_role("button", name="Download CSV").click()
    download = info.value
    assert download.suggested_filename == "handicap-ogs-19x19-japanese.csv"
    data = Path(download.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # UTF-8's byte order mark: spreadsheets read it as UTF-8
    lines = list(csv.reader(io.StringIO(data[3:].decode("utf-8"), newline="")))
    assert lines[0] == ["Rank difference", "Handicap stones", "Komi", "Handicap bonus", "Effective komi",
                        "Ties", "Beyond maximum"]
    seed = _seed_ogs_19_japanese()
    assert [int(c[0]) for c in lines[1:]] == list(range(10))
    for cells in lines[1:]:
        stones, komi, effective = seed[int(cells[0])]
        assert (int(cells[1]), Fraction(cells[2]), Fraction(cells[4])) == (stones, komi, effective)
    page.get_by_label("Table rows up to").fill("")


def test_chart_has_a_point_per_row(app_page: Page):
    page = app_page
    _open(page, JEWDAN_13, "2")
    _open_view(page, "Full table")
    rows = page.get_by_test_id("full-table").locator("tbody tr")
    expect(rows).to_have_count(24)  # 0 to 22 (nine stones), then the first beyond
    chart = page.get_by_role("img", name="Chart of the full table")
    expect(chart).to_have_attribute("data-testid", "chart")
    stones = chart.locator('circle[data-series="stones"]')
    komi = chart.locator('circle[data-series="komi"]')
    expect(stones).to_have_count(24)
    expect(komi).to_have_count(24)
    # Each point carries the engine's number, and higher numbers sit higher (smaller y).
    values = [float(v) for v in stones.evaluate_all("ps => ps.map(p => p.dataset.value)")]
    ys = [float(v) for v in stones.evaluate_all("ps => ps.map(p => p.getAttribute('cy'))")]
    assert values == [J.TERRITORY[d][13][0] for d in range(23)] + [10]
    assert len(ys) == len(values)
    assert all((a < b) == (ya > yb) for (a, b), (ya, yb) in zip(pairwise(values), pairwise(ys), strict=True) if a != b)
    komis = [float(v) for v in komi.evaluate_all("ps => ps.map(p => p.dataset.value)")]
    assert komis[:23] == [float(J.TERRITORY[d][13][1]) for d in range(23)]
    expect(chart.locator("circle.beyond")).to_have_count(2)  # the last row, in both panels
    # The words are the engine's: panel titles, axis label, each point's tooltip, the source line.
    expect(chart.locator("text.chart-title")).to_have_text(["Handicap stones", "Komi"])
    expect(chart.locator("text.chart-label")).to_have_text("Rank difference")
    expect(stones.nth(4).locator("title")).to_have_text(f"Rank difference 4: handicap stones {J.TERRITORY[4][13][0]}")
    expect(komi.nth(4).locator("title")).to_have_text(
        f"Rank difference 4: komi {_minus(str(float(J.TERRITORY[4][13][1])))}")
    expect(page.get_by_test_id("table-source")).to_have_text(f"Source: {JEWDAN_SOURCE}")
    # A shorter table, a shorter chart.
    page.get_by_label("Table rows up to").fill("6")
    expect(stones).to_have_count(7)
    page.get_by_label("Table rows up to").fill("")
    expect(stones).to_have_count(24)


def test_views_recompute_only_what_changed(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    _open_view(page, "Full table")
    _open_view(page, "Compare systems")
    ogs_row = page.get_by_test_id("compare").locator('tr[data-system="ogs"]')
    expect(ogs_row.locator('[data-col="stones"]')).to_have_text("2")
    first = page.get_by_test_id("full-table").locator('tr[data-rank="0"]').element_handle()
    # Another rank difference: the comparison follows, the table (same system and board) stays.
    page.get_by_label("Ranks between the players").fill("5")
    expect(ogs_row.locator('[data-col="stones"]')).to_have_text("5")
    assert first.evaluate("row => row.isConnected")
    # Another board: the table is recomputed.
    page.get_by_label("Board size").select_option("13")
    expect(page.get_by_test_id("full-table").locator("caption")).to_contain_text("13×13")
    assert not first.evaluate("row => row.isConnected")


def test_views_hide_while_the_form_has_an_error(app_page: Page):
    page = app_page
    _open(page, JEWDAN_13, "2")
    views = page.locator("#go-views")
    expect(views).to_be_visible()
    page.get_by_label("Ranks between the players").fill("-3")
    expect(page.get_by_test_id("error")).to_be_visible()
    expect(views).to_be_hidden()
    page.get_by_label("Ranks between the players").fill("4")
    expect(views).to_be_visible()


def test_print_shows_the_table_alone(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    _open_view(page, "Full table")
    expect(page.get_by_test_id("full-table").locator("tbody tr")).to_have_count(11)
    page.emulate_media(media="print")
    try:
        expect(page.get_by_test_id("full-table")).to_be_visible()
        expect(page.get_by_test_id("full-table").locator("caption")).to_be_visible()
        expect(page.get_by_test_id("table-source")).to_be_visible()
        for hidden in (page.locator("#go-form"), page.get_by_role("tablist"), page.locator(".site-header"),
                       page.locator(".site-footer"), page.get_by_test_id("result"),
                       page.get_by_test_id("engine-status"),
                       page.get_by_test_id("compare"), page.get_by_test_id("chart"),
                       page.get_by_label("Table rows up to"), page.get_by_test_id("download-csv"),
                       page.get_by_text("Full table", exact=True)):
            expect(hidden).to_be_hidden()
        pdf = page.pdf(format="A4")
        assert len(re.findall(rb"/Type\s*/Page\b", pdf)) == 1
    finally:
        page.emulate_media(media="screen")
    expect(page.locator("#go-form")).to_be_visible()


def test_print_without_the_table_keeps_the_result(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    details = page.locator('details[data-view="table"]')
    if details.get_attribute("open") is not None:
        page.get_by_text("Full table", exact=True).click()
    expect(details).not_to_have_attribute("open", "")
    page.emulate_media(media="print")
    try:
        expect(page.get_by_test_id("stones")).to_have_text("2")
        expect(page.get_by_test_id("stones")).to_be_visible()
        expect(page.locator(".site-header")).to_be_visible()
        chrome = (page.get_by_role("tablist"), page.locator(".site-footer"),
                  page.get_by_test_id("engine-status"))
        for hidden in chrome:
            expect(hidden).to_be_hidden()
    finally:
        page.emulate_media(media="screen")


# --- The views in the link: `compare`, `table`, `up_to` ----------------------------------------

def _view(page: Page, name: str):
    return page.locator(f'details[data-view="{name}"]')


def _query(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query, keep_blank_values=True)


def test_a_link_opens_the_views_with_its_table_length(app_page: Page):
    page = app_page
    _open(page, OGS_19 + "&compare=1&table=1&up_to=4", "2")
    expect(_view(page, "compare")).to_have_attribute("open", "")
    expect(_view(page, "table")).to_have_attribute("open", "")
    expect(page.get_by_label("Table rows up to")).to_have_value("4")
    expect(page.get_by_test_id("url-note")).to_be_hidden()

    rows = page.get_by_test_id("full-table").locator("tbody tr")
    expect(rows).to_have_count(5)  # rank differences 0 to 4
    expect(page.get_by_test_id("full-table").locator("caption")).to_have_text(
        "OGS automatic handicap, 19×19, Japanese rules: rank differences 0 to 4.")
    seed = _seed_ogs_19_japanese()
    for d in range(5):
        stones, komi, effective = seed[d]
        row = page.get_by_test_id("full-table").locator(f'tr[data-rank="{d}"]')
        shown = (int(_cell(row, "stones")), Fraction(_cell(row, "komi")), Fraction(_cell(row, "effective-komi")))
        assert shown == (stones, komi, effective), d
    expect(page.get_by_test_id("chart").locator('circle[data-series="stones"]')).to_have_count(5)

    ogs = page.get_by_test_id("compare").locator('tr[data-system="ogs"]')
    expect(page.get_by_test_id("compare").locator("tbody tr")).to_have_count(len(SYSTEMS))
    expect(ogs.locator('[data-col="stones"]')).to_have_text("2")  # 19×19: stones = rank difference
    expect(ogs.locator('[data-col="komi"]')).to_have_text("0.5")
    # The link the page writes back keeps them.
    query = _query(settled_url(page))
    assert (query["compare"], query["table"], query["up_to"]) == (["1"], ["1"], ["4"])


def test_the_address_bar_follows_the_views(app_page: Page):
    page = app_page
    _open(page, OGS_19, "2")
    query = _query(settled_url(page))
    assert not {"compare", "table", "up_to"} & set(query)  # closed views are not in the link

    _open_view(page, "Compare systems")
    query = _query(settled_url(page))
    assert query["compare"] == ["1"] and "table" not in query

    _open_view(page, "Full table")
    page.get_by_label("Table rows up to").fill("6")
    expect(page.get_by_test_id("full-table").locator("tbody tr")).to_have_count(7)
    query = _query(settled_url(page))
    assert (query["compare"], query["table"], query["up_to"]) == (["1"], ["1"], ["6"])
    assert query["diff"] == ["2"] and query["system"] == ["ogs"]  # the form's values stay

    # A form change rewrites the link: the views' part stays in it.
    page.get_by_label("Ranks between the players").fill("3")
    expect(page.get_by_test_id("stones")).to_have_text("3")
    query = _query(settled_url(page))
    assert (query["diff"], query["table"], query["up_to"]) == (["3"], ["1"], ["6"])

    _open_view(page, "Compare systems")  # closes it
    expect(_view(page, "compare")).not_to_have_attribute("open", "")
    query = _query(settled_url(page))
    assert "compare" not in query and query["table"] == ["1"]

    _open_view(page, "Full table")  # closed: its length leaves the link with it
    query = _query(settled_url(page))
    assert not {"compare", "table", "up_to"} & set(query)
    expect(page.get_by_label("Table rows up to", exact=True)).to_have_value("6")  # the control keeps it


def test_bad_view_values_in_a_link(app_page: Page):
    page = app_page
    # An open state other than 0 or 1: named in the link note, the view stays closed.
    _open(page, OGS_19 + "&compare=2&table=1&up_to=abc", "2")
    note = page.get_by_test_id("url-note")
    expect(note).to_be_visible()
    expect(note).to_have_text(
        "This link had a setting the calculator cannot use, left at its default: Compare systems.")
    expect(_view(page, "compare")).not_to_have_attribute("open", "")
    expect(_view(page, "table")).to_have_attribute("open", "")
    # A bad length goes in as typed: the engine's error, naming the control by its label.
    error = page.get_by_test_id("table-error")
    expect(error).to_have_text('Table rows up to: "abc" is not allowed; use a whole number from 0 to 100')
    expect(page.get_by_label("Table rows up to")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("full-table").locator("tbody tr")).to_have_count(0)
    expect(page.get_by_test_id("stones")).to_have_text("2")  # the form computes as usual

    # `table=yes` and an overlong length: both named; `compare=0` is simply closed.
    _open(page, OGS_19 + "&compare=0&table=yes&up_to=" + "9" * 201, "2")
    expect(note).to_have_text(
        "This link had settings the calculator cannot use, left at their defaults: Full table, Table rows up to.")
    expect(_view(page, "compare")).not_to_have_attribute("open", "")
    expect(_view(page, "table")).not_to_have_attribute("open", "")
    expect(page.get_by_label("Table rows up to", exact=True)).to_have_value("")

    # Another tab's link: the Go views' parameters are known, not read (as the Go form's are).
    page.goto("/?mode=chess&elo=1800,2000&table=1&compare=1")
    wait_for_engine(page)
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(note).to_be_hidden()
    expect(_view(page, "table")).to_have_count(0)  # the Go tab's controls wait for their tab
    page.get_by_role("tab", name="Go handicap").click()
    expect(page.get_by_test_id("stones")).not_to_be_empty()
    expect(_view(page, "table")).not_to_have_attribute("open", "")
    expect(_view(page, "compare")).not_to_have_attribute("open", "")


def test_compare_shows_the_small_board_rules_side_by_side_on_9_and_13(app_page: Page):
    """The small-board, komi-only and beyond-nine systems in Compare systems, each with its
    source's numbers (tests/engine/test_small_board_systems.py cites them): 7 ranks on 9×9, then
    8 ranks on 13×13; a system made for another board says so."""
    page = app_page
    _open(page, "/?mode=go&system=playstrategy&board=9&counting=territory&diff=7", "2")
    _open_view(page, "Compare systems")
    table = page.get_by_test_id("compare")
    expect(table.locator("tbody tr")).to_have_count(len(SYSTEMS))

    def expect_row(key: str, stones: str, komi: str) -> None:
        row = table.locator(f'tr[data-system="{key}"]')
        expect(row.locator('[data-col="stones"]')).to_have_text(stones)
        expect(row.locator('[data-col="komi"]')).to_have_text(_minus(komi))

    for key, stones, komi in (("playstrategy", "2", "4"), ("tim-hunt", "2", "2"), ("hiddema", "2", "6.5"),
                              ("dgs", "1", "0.5"), ("dgs-proper", "1", "-6.5"), ("minigo-online", "0", "-14.5"),
                              ("ogs-komi-only", "0", "-70.5"), ("aga-small-board", "2", "-2.5"),
                              ("bga-cambridge", "2", "6.5"), ("baarle", "1", "0"), ("nijmegen", "0", "-5.5"),
                              ("leiden", "0", "-7.5")):
        expect_row(key, stones, komi)
    expect(table.locator('tr[data-system="bga-league"] [data-col="reason"]')).to_contain_text("covers only 19×19")

    page.get_by_label("Board size").select_option("13")
    page.get_by_label("Ranks between the players").fill("8")
    for key, stones, komi in (("playstrategy", "4", "4"), ("tim-hunt", "4", "4"), ("dgs", "3", "0.5"),
                              ("dgs-proper", "4", "5"), ("ogs-komi-only", "0", "-80.5"), ("bga-cambridge", "3", "0.5")):
        expect_row(key, stones, komi)
    for key in ("hiddema", "minigo-online", "aga-small-board", "baarle", "nijmegen", "leiden"):
        expect(table.locator(f'tr[data-system="{key}"] [data-col="reason"]')).to_contain_text("covers only 9×9")
