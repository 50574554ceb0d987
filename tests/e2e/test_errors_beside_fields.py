"""Every error beside its field, all of them at once, at phone size (390×844) and desktop size
(1280×800):
- each wrong field marked (aria-invalid) with its own message right under it (within 100 px of the
  control, described by it), every wrong field of the request at once (the engine's `field_errors`);
- the line where the answer would be says why there is none, naming every field;
- from a link, the first wrong field is focused and in view; while typing, the focus stays put;
- a broken tournament file's message under the file button;
- Copy SGF and Start clock are disabled while there is no answer, and the page says why; with an
  answer, Copy SGF copies the SGF (read back from the clipboard) and says so.

Every expected message is the engine's own (handicap.api.calculate in CPython)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from handicap.api import calculate
from tests.support.page import settled_url, wait_for_engine

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
NEAR_PX = 100
BAD_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&p1=9x&p2=1q&kmode=custom&komi=0.3"
# tests/fixtures/round/toulouse-2024.xml is OpenGotha's own save of a real tournament (its source is
# cited in tests/e2e/test_round_files.py); cut in the middle, as an interrupted download leaves it.
TOULOUSE = Path(__file__).resolve().parents[1] / "fixtures" / "round" / "toulouse-2024.xml"

BOX = "e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, bottom: r.bottom, right: r.right}; }"


@pytest.fixture(scope="module", params=["phone", "desktop"])
def sized_context(request: pytest.FixtureRequest, browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    """One context a size for the module: its first page boots the engine cold, the others find
    Pyodide's files in its cache (nothing here is kept on the device between tests: no club's
    rules, no clock)."""
    context = browser.new_context(base_url=server_url, viewport=PHONE if request.param == "phone" else DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    yield context
    context.close()


@pytest.fixture()
def sized(sized_context: BrowserContext) -> Iterator[Page]:
    """A new page of the size's context, for each test its own link."""
    page = sized_context.new_page()
    yield page
    page.close()


def engine_errors(**request: Any) -> list[dict[str, Any]]:
    reply = calculate(request)
    return reply.get("field_errors") or [reply["error"]]


def assert_beside(control: Locator, note: Locator) -> None:
    """The note right under its control: below it, within NEAR_PX, and at its left edge."""
    c, n = control.evaluate(BOX), note.evaluate(BOX)
    assert 0 <= n["y"] - c["bottom"] <= NEAR_PX, (c, n)
    assert abs(n["x"] - c["x"]) <= NEAR_PX, (c, n)


def test_a_link_with_three_wrong_fields_shows_all_three_beside_them(sized: Page):
    page = sized
    page.goto(BAD_LINK)
    wait_for_engine(page)
    errors = engine_errors(command="go", system="ogs", board="13", rules="japanese", ranks=["9x", "1q"],
                           komi_mode="custom", komi="0.3", difference_mode="auto")
    assert [(e["field"], e.get("player")) for e in errors] == [("ranks", 1), ("ranks", 2), ("komi", None)]
    form = page.locator("#go-form")
    for control, error in zip(("#go-p1", "#go-p2", "#go-komi"), errors, strict=True):
        field = form.locator(control)
        expect(field).to_have_attribute("aria-invalid", "true")
        note = page.locator(f"[data-testid=field-error][data-control={field.get_attribute('name')}]")
        expect(note).to_have_text(error["message"])
        note_id = note.get_attribute("id")
        assert note_id and note_id in (field.get_attribute("aria-describedby") or "").split()
        assert_beside(field, note)
    # Where the answer would be: why there is none, every field named.
    line = page.get_by_test_id("error")
    expect(line.locator(".error-line")).to_have_text([
        f"Player 1's strength: {errors[0]['message']}", f"Player 2's strength: {errors[1]['message']}",
        f"Custom komi: {errors[2]['message']}"])
    # From a link: the first wrong field focused and in view.
    expect(form.locator("#go-p1")).to_be_focused()
    expect(form.locator("#go-p1")).to_be_in_viewport()
    # Nothing to copy or time without an answer: disabled, and the page says why.
    expect(page.get_by_test_id("copy-sgf")).to_be_disabled()
    expect(page.get_by_test_id("go-start-clock")).to_be_disabled()
    expect(page.get_by_test_id("go-needs-answer")).to_be_visible()
    # Each fixed field loses its note; the last one fixed brings the answer back.
    form.locator("#go-p1").fill("1d")
    expect(page.get_by_test_id("field-error")).to_have_count(2)
    expect(form.locator("#go-p1")).not_to_have_attribute("aria-invalid", "true")
    form.locator("#go-p2").fill("8k")
    form.locator("#go-komi").fill("0.5")
    expect(page.get_by_test_id("field-error")).to_have_count(0)
    expect(page.get_by_test_id("error")).to_be_hidden()
    expect(page.get_by_test_id("copy-sgf")).to_be_enabled()
    expect(page.get_by_test_id("go-needs-answer")).to_be_hidden()


def test_typing_a_wrong_value_keeps_the_focus_and_copy_says_what_it_did(sized: Page):
    page = sized
    page.goto("/")
    wait_for_engine(page)
    p2 = page.locator("#go-form #go-p2")
    p2.fill("zz")
    message = engine_errors(command="go", ranks=["1d", "zz"])[0]["message"]
    note = page.locator("[data-testid=field-error][data-control=p2]")
    expect(note).to_have_text(message)
    assert_beside(p2, note)
    expect(p2).to_be_focused()  # the person typing is not moved elsewhere
    expect(page.get_by_test_id("copy-sgf")).to_be_disabled()
    p2.fill("5k")
    expect(page.get_by_test_id("copy-sgf")).to_be_enabled()
    settled_url(page)
    sgf = page.get_by_test_id("sgf").input_value()
    assert sgf.startswith("(;")
    page.get_by_test_id("copy-sgf").click()
    expect(page.get_by_test_id("copy-status")).to_have_text("SGF copied.")
    assert page.evaluate("navigator.clipboard.readText()") == sgf  # what it says it copied


def test_a_broken_tournament_file_is_said_under_the_file_button(sized: Page, tmp_path: Path):
    page = sized
    page.goto("/?mode=round&system=ogs&board=19&rules=japanese")
    wait_for_engine(page)
    text = TOULOUSE.read_text("utf-8")
    broken = tmp_path / "toulouse-2024.xml"
    broken.write_text(text[: len(text) // 2], "utf-8")
    page.get_by_test_id("round-file").set_input_files(str(broken))
    note = page.locator("[data-testid=field-error][data-control]").first
    expect(note).to_be_visible(timeout=30_000)
    expect(page.get_by_test_id("round-error")).to_contain_text(note.inner_text())
    assert_beside(page.get_by_test_id("round-file-button"), note)


@pytest.mark.parametrize(("link", "control", "request_"), [
    ("/?mode=chess&method=elo&elo=abc", "#chess-elo", {"command": "chess", "method": "elo", "elo": "abc"}),
    ("/?mode=game&board=13&stones=3&komi=-1.5&black=abc&white=1500", "#game-black",
     {"command": "game", "board": "13", "stones": "3", "komi": "-1.5", "black_rating": "abc", "white_rating": "1500"}),
], ids=["chess", "game"])
def test_the_other_tabs_say_it_beside_the_field_too(sized: Page, link: str, control: str, request_: dict[str, str]):
    page = sized
    page.goto(link)
    wait_for_engine(page)
    field = page.locator(control)
    expect(field).to_have_attribute("aria-invalid", "true")
    note = page.locator(f"[data-testid=field-error][data-control={field.get_attribute('name')}]")
    expect(note).to_have_text(engine_errors(**request_)[0]["message"])
    assert_beside(field, note)
    expect(field).to_be_focused()
    expect(field).to_be_in_viewport()


# Every wrong field of the chess and Check-a-game tabs at once, as the Go tab's: each beside its control.
ALL_AT_ONCE = {
    "chess": ("/?mode=chess&method=elo&elo=-100,99999&k=0&clock=abc",
              {"command": "chess", "method": "elo", "elo": "-100,99999", "K": "0", "clock": "abc"},
              {"elo": "#chess-elo", "K": "#chess-k", "clock": "#chess-clock"}),
    "game": ("/?mode=game&board=13&stones=3&komi=abc&black=abc&white=1500&white_rd=-5",
             {"command": "game", "board": "13", "stones": "3", "komi": "abc", "black_rating": "abc",
              "white_rating": "1500", "white_deviation": "-5", "winner": "black"},  # (the page's menu has a winner)
             {"komi": "#game-komi", "black_rating": "#game-black", "white_deviation": "#game-white-rd"}),
}


@pytest.mark.parametrize("tab", list(ALL_AT_ONCE))
def test_the_chess_and_game_tabs_flag_every_wrong_field_at_once(sized: Page, tab: str):
    page = sized
    link, request_, controls = ALL_AT_ONCE[tab]
    page.goto(link)
    wait_for_engine(page)
    errors = engine_errors(**request_)
    assert [e["field"] for e in errors] == list(controls)
    for error in errors:
        field = page.locator(controls[error["field"]])
        expect(field).to_have_attribute("aria-invalid", "true")
        note = page.locator(f"[data-testid=field-error][data-control={field.get_attribute('name')}]")
        expect(note).to_have_text(error["message"])
        assert_beside(field, note)
    expect(page.get_by_test_id(f"{tab}-error").locator(".error-line")).to_have_count(len(errors))
    expect(page.locator(controls[errors[0]["field"]])).to_be_focused()


@pytest.mark.parametrize(("lang", "label", "allowed"), [
    ("en", "K (rating points per doubling of time)", "more than 0 and up to 10000"),
    ("ja", "K（持ち時間が2倍になるごとのレーティング点）", "0より大きく10000以下"),
])
def test_the_k_error_names_its_range_and_its_label_once(sized: Page, lang: str, label: str, allowed: str):
    page = sized
    page.goto(f"/?lang={lang}&mode=chess&method=elo&elo=1500,1900&k=0")
    wait_for_engine(page)
    message = engine_errors(command="chess", method="elo", elo="1500,1900", K="0", lang=lang)[0]["message"]
    note = page.locator("[data-testid=field-error][data-control=k]")
    expect(note).to_have_text(message)
    assert allowed in message and "0 to 10000" not in message and "0〜10000" not in message
    line = page.get_by_test_id("chess-error").inner_text()
    assert line.count(label) == 1, line  # the field's label once: where the line names the field
    expect(page.locator("label[for=chess-k]")).to_have_text(label)
