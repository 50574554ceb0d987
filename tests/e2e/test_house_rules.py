"""House rules ("Your club's rules", system=custom) in the single-game Go form: the
club_* fields show with that system, a link with them opens the same answer, changing a field
changes the link, and Compare systems and the embed take them too. Expected values are the
engine's own answers in CPython for the same request."""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode, urlparse

from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import open_link_once, settled_url, wait_for_engine

CLUB = {"club_ranks_per_stone": "2", "club_komi_per_rank": "3", "club_even_komi": "7",
        "club_min_stones": "0", "club_max_stones": "4"}
GAME = {"mode": "go", "system": "custom", "board": "19", "rules": "japanese", "scale": "rank", "p1": "3d", "p2": "8k"}


def form(page: Page):
    return page.locator("#go-form")


def open_go(page: Page, **params: str) -> None:
    open_link_once(page, "/?" + urlencode(params))
    expect(form(page)).not_to_have_attribute("aria-busy", "true")


def engine_go(**club: str) -> dict:
    reply = calculate({"command": "go", "system": "custom", "board": "19", "rules": "japanese",
                       "ranks": [GAME["p1"], GAME["p2"]], **club})
    assert "error" not in reply, reply
    return reply


def expect_answer(page: Page, reply: dict) -> None:
    expect(page.get_by_test_id("error")).to_be_hidden()
    expect(page.get_by_test_id("black")).to_have_text(reply["black_text"])
    expect(page.get_by_test_id("stones")).to_have_text(str(reply["stones"]))
    expect(page.get_by_test_id("komi")).to_have_text(reply["komi_text"])
    expect(page.get_by_test_id("effective-komi")).to_have_text(reply["effective_komi_text"])
    expect(page.get_by_test_id("steps").locator("li")).to_have_count(len(reply["steps"]))


def first_stone(page: Page) -> str:
    return form(page).locator("[name=club_first_stone]").input_value()


def test_the_system_menu_offers_house_rules(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="ogs")
    club = page.get_by_test_id("go-club")
    expect(club).to_be_hidden()
    listed = {s["key"]: s["label"] for s in calculate({"command": "go-systems"})["systems"]}
    form(page).get_by_label("Handicap system").select_option(label=listed["custom"])
    expect(club).to_be_visible()
    for name in CLUB:
        expect(club.locator(f"[name={name}]")).to_be_visible()
    options = club.locator("[name=club_first_stone] option").evaluate_all("els => els.map((e) => [e.value, e.textContent])")
    listed_options = calculate({"command": "go-systems"})["first_stone_options"]
    assert options == [[str(o["value"]), o["label"]] for o in listed_options]


def test_a_house_rules_link_round_trips(app_page: Page):
    page = app_page
    open_go(page, **GAME, **CLUB)
    expect(page.get_by_test_id("go-club")).to_be_visible()
    expect_answer(page, engine_go(**CLUB, club_first_stone=first_stone(page)))
    query = parse_qs(urlparse(settled_url(page)).query)
    assert {k: query[k] for k in CLUB} == {k: [v] for k, v in CLUB.items()}

    # A field changed: the answer and the link follow it.
    form(page).get_by_label("Komi points per rank").fill("5")
    changed = {**CLUB, "club_komi_per_rank": "5"}
    expect_answer(page, engine_go(**changed, club_first_stone=first_stone(page)))
    link = settled_url(page)
    assert parse_qs(urlparse(link).query)["club_komi_per_rank"] == ["5"]
    # ...and that link opens the same answer again.
    page.goto(link)
    wait_for_engine(page)
    expect_answer(page, engine_go(**changed, club_first_stone=first_stone(page)))

    # Another system: the club's fields leave the form's link.
    form(page).get_by_label("Handicap system").select_option("ogs")
    query = parse_qs(urlparse(settled_url(page)).query)
    assert not [k for k in query if k.startswith("club_")]


def test_a_bad_house_rule_names_its_field(app_page: Page):
    page = app_page
    open_go(page, **GAME, **{**CLUB, "club_max_stones": "12"})
    reply = calculate({"command": "go", "system": "custom", "board": "19", "rules": "japanese",
                       "ranks": [GAME["p1"], GAME["p2"]], **CLUB, "club_max_stones": "12"})
    assert reply["error"]["field"] == "club_max_stones"
    expect(page.get_by_test_id("error")).to_have_text(f"Most stones: {reply['error']['message']}")
    expect(form(page).get_by_label("Most stones")).to_have_attribute("aria-invalid", "true")


def test_compare_systems_takes_house_rules(app_page: Page):
    page = app_page
    open_go(page, **GAME, **CLUB, compare="1")
    compare = calculate({"command": "go-compare", "system": "custom", "board": "19", "rules": "japanese",
                         "ranks": [GAME["p1"], GAME["p2"]], **CLUB, "club_first_stone": first_stone(page)})
    custom = [row for row in compare["rows"] if row["system"] == "custom"]
    assert custom, "go-compare lists the house rules"
    row = page.get_by_test_id("compare").locator("tbody tr[data-system=custom]")
    # The stones, with the engine's note when the club's ceiling caps them.
    expect(row.locator("td[data-col=stones]")).to_have_text(f"{custom[0]['stones']}{custom[0]['beyond_note']}")
    assert custom[0]["stones"] == 4  # the club's most stones, not ten ranks at two a stone (5)
    expect(row.locator("td[data-col=komi]")).to_have_text(custom[0]["komi_text"])
    expect(row).to_have_attribute("aria-current", "true")


def test_the_embed_takes_house_rules(app_page: Page):
    page = app_page
    open_go(page, embed="1", **GAME, **CLUB)
    assert page.evaluate("document.documentElement.classList.contains('embed')")
    expect_answer(page, engine_go(**CLUB, club_first_stone=first_stone(page)))
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["embed"] == ["1"] and query["club_ranks_per_stone"] == ["2"]
