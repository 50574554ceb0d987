"""The board the user chose stays chosen: no handicap system, model or tab changes it behind the
user's back. A system that does not cover it keeps it in the menu, says what it covers and offers
a button to its own board; going back to a system that covers it needs nothing. Walked for every
system (and "Check a game" model) against every board some system offers, in each tab that has a
board, at phone and desktop size.

The numbers are the OGS wiki's 13×13 table (Japanese column, 8 ranks: 3 stones, komi −1.5) and
the traditional 19×19 rule (8 ranks: 8 stones, komi 0.5)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
SYSTEMS = calculate({"command": "go-systems"})["systems"]
BOARDS = sorted({b for s in SYSTEMS for b in s["boards"]})
MODELS = [m["value"] for m in calculate({"command": "go-systems"})["game_models"]]


# Chooses each board (with Jewdan's system, which covers every one), then each system in turn and
# Jewdan's again, as the menus do (an input event, then a change event); returns, for each step,
# the board shown and the board note's state. In the page (one call): 231 choices per tab, the
# engine answering each as it would a person's.
WALK = """([panel, boards, systems]) => {
  const form = document.querySelector(`#panel-${panel} form`);
  const system = form.elements.namedItem("system"), board = form.elements.namedItem("board");
  const note = document.querySelector(`[data-testid="${panel}-board-note"]`);
  const choose = (select, value) => {
    select.value = value;
    select.dispatchEvent(new Event("input", { bubbles: true }));
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const seen = [];
  for (const size of boards) {
    choose(system, "jewdan");
    choose(board, String(size));
    for (const key of [...systems, "jewdan"]) {
      choose(system, key);
      seen.push({ size, key, board: board.value, note: note.hidden ? "" : note.textContent.trim() });
    }
  }
  return seen;
}"""


def walk_systems(page: Page, panel: str) -> None:
    """Every board, then every system in turn and back to Jewdan's: the board stays, and the
    note is there exactly when the system does not cover it."""
    seen = page.evaluate(WALK, [panel, BOARDS, [s["key"] for s in SYSTEMS]])
    settled_url(page, timeout_ms=180_000)  # the engine has answered every choice
    assert len(seen) == len(BOARDS) * (len(SYSTEMS) + 1)
    by_key = {s["key"]: s for s in SYSTEMS}
    for step in seen:
        system = by_key[step["key"]]
        assert step["board"] == str(step["size"]), f"{panel}: {step['key']} changed the {step['size']}×{step['size']} board"
        if step["size"] in system["boards"]:
            assert step["note"] == "", step
        else:
            assert step["note"] == f"{system['board_note']} {system['board_switch']}", step
    # And once through the menus, as a person does it.
    section = page.locator(f"#panel-{panel}")
    section.locator("[name=board]").select_option("15")
    section.locator("[name=system]").select_option("ogs")
    expect(page.get_by_test_id(f"{panel}-board-note")).to_be_visible()
    expect(page.get_by_test_id(f"{panel}-board-switch")).to_have_text("Use 19×19")
    section.locator("[name=system]").select_option("pairgoth")
    expect(page.get_by_test_id(f"{panel}-board-note")).to_be_hidden()
    expect(section.locator("[name=board]")).to_have_value("15")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_no_system_changes_the_board_in_the_go_tab(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    page.goto("/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&p1=1d&p2=8k")
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("3")
    expect(page.get_by_test_id("komi")).to_have_text("−1.5")
    walk_systems(page, "go")
    # The journey the issue describes: 13×13, Traditional, back to OGS: the same answer as before.
    form = page.locator("#go-form")
    form.get_by_label("Board size").select_option("13")
    form.get_by_label("Handicap system").select_option("traditional")
    expect(page.get_by_test_id("go-board-note")).to_contain_text("covers only 19×19")
    expect(page.get_by_test_id("error")).to_contain_text("covers only 19×19")
    form.get_by_label("Handicap system").select_option("ogs")
    expect(page.get_by_test_id("go-board-note")).to_be_hidden()
    expect(page.get_by_test_id("stones")).to_have_text("3")
    expect(page.get_by_test_id("komi")).to_have_text("−1.5")
    assert "board=13" in settled_url(page)
    # The switch is the user's choice: Traditional, then "Use 19×19" gives its 19×19 answer.
    form.get_by_label("Handicap system").select_option("traditional")
    page.get_by_test_id("go-board-switch").click()
    expect(form.get_by_label("Board size")).to_have_value("19")
    expect(page.get_by_test_id("go-board-note")).to_be_hidden()
    expect(page.get_by_test_id("stones")).to_have_text("8")
    expect(page.get_by_test_id("komi")).to_have_text("0.5")
    assert "board=19" in settled_url(page)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_no_system_changes_the_board_in_the_round_tab(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    page.goto("/?mode=round")
    wait_for_engine(page)
    walk_systems(page, "round")


def test_a_link_keeps_a_board_its_system_does_not_cover(app_page: Page) -> None:
    page = app_page
    page.goto("/?mode=go&system=traditional&board=13&scale=rank&p1=1d&p2=8k")
    wait_for_engine(page)
    expect(page.locator("#go-form").get_by_label("Board size")).to_have_value("13")
    expect(page.get_by_test_id("go-board-note")).to_be_visible()
    expect(page.get_by_test_id("url-note")).to_be_hidden()


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_no_model_changes_the_board_in_check_a_game(app_page: Page, viewport: dict) -> None:
    page = app_page
    page.set_viewport_size(viewport)
    page.goto("/?mode=game")
    wait_for_engine(page)
    section = page.locator("#panel-game")
    board, model = section.locator("[name=board]"), section.locator("[name=model]")
    for size in [o["value"] for o in calculate({"command": "go-systems"})["game_menus"]["board"]["options"]]:
        board.select_option(str(size))
        for key in [*MODELS, MODELS[0]]:
            model.select_option(key)  # three models, eight boards: through the menus
            assert board.input_value() == str(size), f"the {key} model changed the {size}×{size} board"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_board_its_system_refuses_is_said_once(app_page: Page, lang: str) -> None:
    """OGS on 15×15: the engine's refusal under the board menu, once; the note under it only offers 19×19."""
    page = app_page
    page.goto(f"/?lang={lang}&mode=go&system=ogs&board=15&scale=rank&p1=1d&p2=5k")
    wait_for_engine(page)
    ogs = next(s for s in calculate({"command": "go-systems", "lang": lang})["systems"] if s["key"] == "ogs")
    refusal = calculate({"command": "go", "system": "ogs", "board": 15, "ranks": ["1d", "5k"], "lang": lang})
    assert refusal["error"]["field"] == "board" and refusal["error"]["message"] == ogs["board_note"]
    field = page.locator("#board").locator("xpath=..")
    expect(field.get_by_test_id("field-error")).to_have_text(ogs["board_note"])
    expect(page.get_by_test_id("go-board-switch")).to_be_visible()
    expect(page.get_by_test_id("go-board-switch")).to_have_text(ogs["board_switch"])
    assert field.inner_text().count(ogs["board_note"]) == 1, field.inner_text()
