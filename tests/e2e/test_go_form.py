"""The Go form, driven through its labels and roles: players in every scale and as
rengo teams, the rank-difference options of the OGS challenge interface (Auto, None, Custom,
Auto−1…Auto+1), custom stones and komi, tournament options, the board diagram's stone points,
the SGF, copying and reopening the link, and links with settings the page cannot use.

Numbers are the seeds' (OGS wiki 13×13 table, Japanese column; 19×19: stones = rank difference,
komi 0.5) or, where a conversion formula decides them, the engine's own answer in CPython."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import open_link_once, put_back, settled_url, wait_for_engine

OGS_13 = {"mode": "go", "system": "ogs", "board": "13", "rules": "japanese", "scale": "rank", "p1": "1d", "p2": "8k"}


def form(page: Page):
    """The Go form (the other tabs have fields with the same labels, hidden)."""
    return page.locator("#go-form")


def open_go(page: Page, **params: str) -> None:
    """The link's page: the one the test before left, if it is still as that link opened it (a
    test that changed a control and put it back leaves it so), else a fresh load."""
    open_link_once(page, "/?" + urlencode(params))


def numbers(page: Page) -> tuple[str, str, str, str, str]:
    return tuple(page.get_by_test_id(t).text_content() for t in ("black", "stones", "komi", "effective-komi", "ties"))


def expect_numbers(page: Page, black: str, stones: str, komi: str, effective: str | None = None,
                   ties: str = "No ties (half-point komi)") -> None:
    expect(page.get_by_test_id("stones")).to_have_text(stones)
    expect(page.get_by_test_id("komi")).to_have_text(komi)
    expect(page.get_by_test_id("black")).to_have_text(black)
    expect(page.get_by_test_id("effective-komi")).to_have_text(effective or komi)
    expect(page.get_by_test_id("ties")).to_have_text(ties)
    expect(page.get_by_test_id("error")).to_be_hidden()


# OGS wiki, 13×13, Japanese: 1d against 8k is 8 ranks.
@pytest.mark.parametrize(("option", "black", "stones", "komi"), [
    ("Auto (from the players)", "Player 2", "3", "−1.5"),   # row 8
    ("None", "Nigiri (even game)", "0", "6.5"),           # row 0
    ("Auto−1", "Player 2", "3", "2.5"),                   # row 7
    ("Auto−2", "Player 2", "3", "6.5"),                   # row 6
    ("Auto−3", "Player 2", "2", "−1.5"),                  # row 5
    ("Auto+1", "Player 2", "4", "6.5"),                   # row 9
])
def test_each_rank_difference_option(app_page: Page, option, black, stones, komi):
    page = app_page
    open_go(page, **OGS_13)
    form(page).get_by_label("Rank difference", exact=True).select_option(label=option)
    expect_numbers(page, black, stones, komi)
    expect(form(page).get_by_label("Handicap stones")).to_have_value(stones)  # shown as computed...
    expect(form(page).get_by_label("Handicap stones")).not_to_be_editable()  # ...and not editable
    form(page).get_by_label("Rank difference", exact=True).select_option(label="Auto (from the players)")
    expect_numbers(page, "Player 2", "3", "−1.5")
    put_back(page)


def test_custom_stones(app_page: Page):
    page = app_page
    open_go(page, **OGS_13)
    stones = form(page).get_by_label("Handicap stones")
    form(page).get_by_label("Rank difference", exact=True).select_option(label="Custom (choose the stones)")
    expect(stones).to_be_editable()
    stones.fill("2")  # the first 13×13 row with 2 stones is rank difference 3: komi 6.5
    expect_numbers(page, "Player 2", "2", "6.5")
    expect(page.get_by_test_id("steps")).to_contain_text("2 stones → rank difference 3")
    stones.fill("1")  # row 1: one stone (Black moves first), komi 2.5
    expect_numbers(page, "Player 2", "1", "2.5")
    expect(page.get_by_test_id("placement-note")).to_contain_text("no stone is placed")
    stones.fill("2.5")
    expect(page.get_by_test_id("error")).to_contain_text("Handicap stones")
    expect(page.get_by_test_id("error")).to_contain_text("whole number of stones from 0 to 9")
    expect(stones).to_have_attribute("aria-invalid", "true")
    url = settled_url(page)
    assert "stones=2.5" in url and "dmode=custom" in url


def test_komi_none_and_custom(app_page: Page):
    page = app_page
    open_go(page, **{**OGS_13, "rules": "chinese"})
    expect_numbers(page, "Player 2", "3", "−0.5", "2.5")  # Chinese 13×13 row 8: −0.5, bonus 3
    komi = form(page).get_by_label("Komi", exact=True)
    custom = form(page).get_by_label("Custom komi")
    expect(custom).to_be_hidden()
    komi.select_option(label="None")
    expect_numbers(page, "Player 2", "3", "0", "3", ties="White wins ties")
    komi.select_option(label="Custom")
    custom.fill("-2")
    expect_numbers(page, "Player 2", "3", "−2", "1", ties="White wins ties")
    form(page).get_by_label("Rules").select_option(label="New Zealand")
    expect_numbers(page, "Player 2", "3", "−2", "−2", ties="A tie is a draw")
    custom.fill("2.3")
    expect(page.get_by_test_id("error")).to_contain_text("Custom komi")
    expect(page.get_by_test_id("error")).to_contain_text("multiple of 0.5")


def _engine(**request):
    return calculate({"command": "go", **request})


@pytest.mark.parametrize(("scale", "p1", "p2", "request_extra"), [
    ("EGF ratings (GoR)", "2100", "1600", {"rating_system": "egf"}),   # 1d and 5k: 100 GoR a grade
    ("AGA ratings", "2.5", "-5.5", {"rating_system": "aga"}),
    ("OGS ratings", "1331", "1506", {"rating_system": "ogs"}),
])
def test_rating_scales(app_page: Page, scale, p1, p2, request_extra):
    page = app_page
    open_go(page, mode="go", system="ogs", board="19", rules="japanese")
    fields = ("Strength given as", "Player 1's strength", "Player 2's strength")
    linked = [form(page).get_by_label(label).input_value() for label in fields]
    form(page).get_by_label("Strength given as").select_option(label=scale)
    form(page).get_by_label("Player 1's strength").fill(p1)
    form(page).get_by_label("Player 2's strength").fill(p2)
    reply = _engine(system="ogs", board=19, rules="japanese", ratings=[p1, p2], **request_extra)
    expect_numbers(page, reply["black_name"], str(reply["stones"]), "0.5")
    if scale.startswith("EGF"):
        assert reply["stones"] == 5  # 19×19: stones = rank difference
    form(page).get_by_label(fields[0]).select_option(linked[0])
    for label, value in zip(fields[1:], linked[1:], strict=True):
        form(page).get_by_label(label).fill(value)
    put_back(page)


def test_ogs_deviation_halves_the_difference(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="ogs", board="19", rules="japanese", scale="ogs", p1="1331", p2="1800")
    full = _engine(system="ogs", board=19, rules="japanese", ratings=["1331", "1800"])["stones"]
    expect(page.get_by_test_id("stones")).to_have_text(str(full))
    form(page).get_by_label("Player 1's deviation").fill("150")
    form(page).get_by_label("Player 2's deviation").fill("60")
    expect(page.get_by_test_id("stones")).to_have_text(str(full // 2))
    expect(page.get_by_test_id("steps")).to_contain_text("halved")
    form(page).get_by_label("Player 1's deviation").fill("170")
    expect_numbers(page, "Nigiri (even game)", "0", "6.5")


def test_goldis_log_ratings(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="goldis", rules="ing", scale="goldis", p1="2673", p2="2235")
    # Goldis's example: 2 stones, komi 3, Black wins ties; Ing rules add 1 point a stone.
    expect_numbers(page, "Player 2", "2", "3", "5", ties="Black wins ties")


def test_rengo_teams(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="traditional", rules="japanese", scale="team", p1="5k, 3k", p2="2d, 4d")
    reply = _engine(system="traditional", rules="japanese", teams=["5k, 3k", "2d, 4d"])
    expect_numbers(page, "Team 1", str(reply["stones"]), "0.5")
    expect(page.get_by_test_id("steps")).to_contain_text("team 1 (5k + 3k)")


def test_names_say_who_takes_black(app_page: Page):
    page = app_page
    open_go(page, **OGS_13)
    form(page).get_by_label("Player 1's name").fill("Honinbo")
    form(page).get_by_label("Player 2's name").fill("Ann <b>Lee</b>")
    expect(page.get_by_test_id("black")).to_have_text("Ann <b>Lee</b>")  # as text, never markup
    expect(page.get_by_test_id("summary")).to_contain_text("Ann <b>Lee</b> (8k) takes Black")
    assert page.locator("#panel-go b").count() == 0


def test_error_points_at_the_player_field(app_page: Page):
    page = app_page
    open_go(page, **OGS_13)
    form(page).get_by_label("Player 2's strength").fill("banana")
    error = page.get_by_test_id("error")
    expect(error).to_contain_text("Player 2's strength:")
    expect(form(page).get_by_label("Player 2's strength")).to_have_attribute("aria-invalid", "true")
    expect(form(page).get_by_label("Player 1's strength")).not_to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("black")).to_have_text("–")
    form(page).get_by_label("Player 2's strength").fill("8k")
    expect(error).to_be_hidden()
    expect(page.get_by_test_id("stones")).to_have_text("3")


@pytest.mark.parametrize(("params", "points"), [
    ({"board": "19", "diff": "4"}, ["pd", "dp", "pp", "dd"]),
    ({"board": "19", "diff": "9"}, ["pd", "dp", "pp", "dd", "dj", "pj", "jd", "jp", "jj"]),
    ({"board": "13", "diff": "9"}, ["jd", "dj", "jj", "dd"]),   # 13×13 row 9: 4 stones
    ({"board": "9", "diff": "6"}, ["gc", "cg"]),               # 9×9 row 6: 2 stones
])
def test_board_stones_on_their_points(app_page: Page, params, points):
    page = app_page
    open_go(page, mode="go", system="ogs", rules="japanese", scale="diff", **params)
    expect(page.get_by_test_id("stones")).to_have_text(str(len(points)))
    board = page.get_by_role("img", name=f"{params['board']}×{params['board']} board")
    expect(board.locator("[data-stone]")).to_have_count(len(points))
    assert board.locator("[data-stone]").evaluate_all("els => els.map(e => e.dataset.stone)") == points
    # The caption names the points as players read them (columns A–T without I, rows from the bottom).
    size = int(params["board"])
    columns = "ABCDEFGHJKLMNOPQRST"
    readable = [f"{columns[ord(p[0]) - ord('a')]}{size - (ord(p[1]) - ord('a'))}" for p in points]
    expect(page.get_by_test_id("placement-note")).to_contain_text(f"({', '.join(readable)})")
    sgf = page.get_by_label("SGF of the game setup")
    expect(sgf).to_have_value(f"(;GM[1]FF[4]CA[UTF-8]SZ[{params['board']}]HA[{len(points)}]"
                              f"KM[{'0.5' if params['board'] == '19' else '6.5'}]RU[Japanese]"
                              + "AB" + "".join(f"[{p}]" for p in points) + "PL[W])")  # White plays first


def test_free_placement_where_a_board_has_no_standard_points(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="jewdan", board="8", rules="japanese", scale="diff", diff="40")
    expect(form(page).get_by_label("Board size")).to_have_value("8")  # 8×8 comes from the engine's list
    expect(page.get_by_test_id("stones")).to_have_text("6")
    expect(page.get_by_test_id("placement-note")).to_contain_text("Free placement")
    expect(page.get_by_test_id("board").locator("[data-stone]")).to_have_count(0)


def test_beyond_nine_stones_from_the_menu(app_page: Page):
    """Past 19×19's nine fixed points (tests/engine/test_beyond_nine.py cites the sources): free
    placement draws no stone, says Black places them and leaves Black to play in the SGF; the
    three stone values give nine stones and the komi their source's value makes, said in the steps."""
    page = app_page
    open_go(page, mode="go", system="traditional", board="19", rules="japanese", scale="diff", diff="12")
    expect(page.get_by_test_id("stones")).to_have_text("9")
    form(page).get_by_label("Handicap system").select_option(label="Beyond 9: free placement")
    expect(page.get_by_test_id("stones")).to_have_text("12")
    expect(page.get_by_test_id("komi")).to_have_text("0.5")
    expect(page.get_by_test_id("placement-note")).to_contain_text("Black places the 12 stones where Black chooses")
    expect(page.get_by_test_id("board").locator("[data-stone]")).to_have_count(0)
    expect(page.get_by_label("SGF of the game setup")).to_have_value(
        "(;GM[1]FF[4]CA[UTF-8]SZ[19]HA[12]KM[0.5]RU[Japanese])")  # no AB, no PL[W]: Black places them
    for label, komi, source in (("Beyond 9: 12 a stone (OGS)", "−35.5", "OGS's ratings v6"),
                                ("Beyond 9: 13.21 a stone (AGA)", "−39.5", "0.0757 rank in the AGA's BayRate"),
                                ("Beyond 9: 14 a stone (KataGo)", "−41.5", "KataGo's estimate on Life in 19x19")):
        form(page).get_by_label("Handicap system").select_option(label=label)
        expect(page.get_by_test_id("komi")).to_have_text(komi)
        expect(page.get_by_test_id("stones")).to_have_text("9")
        expect(page.get_by_test_id("board").locator("[data-stone]")).to_have_count(9)
        expect(page.get_by_test_id("steps")).to_contain_text(source)


def test_a_link_with_the_old_key_ogs_909_opens_the_renamed_system(app_page: Page):
    """ogs-909 is now ogs-komi-only: an old link still chooses it, says nothing is ignored, and the
    address bar is written with the new key."""
    page = app_page
    open_go(page, mode="go", system="ogs-909", board="19", rules="japanese", scale="diff", diff="7")
    expect(form(page).get_by_label("Handicap system")).to_have_value("ogs-komi-only")
    expect(page.get_by_test_id("komi")).to_have_text("−70.5")
    expect(page.get_by_test_id("stones")).to_have_text("0")
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    assert "system=ogs-komi-only" in settled_url(page)


def test_other_board_sizes_use_their_4_4_points(app_page: Page):
    """15×15 (Jewdan's extrapolated sizes): four stones on the 4-4 points, d and l (15 − 3)."""
    page = app_page
    open_go(page, mode="go", system="jewdan", board="15", counting="territory", scale="diff", diff="6")
    expect(page.get_by_test_id("stones")).to_have_text("4")  # 6 / 1.77 − 0.5 = 2.89 → 4 stones
    stones = page.get_by_test_id("board").locator("[data-stone]")
    expect(stones).to_have_count(4)
    assert sorted(stones.evaluate_all("(nodes) => nodes.map((n) => n.dataset.stone)")) == ["dd", "dl", "ld", "ll"]
    sgf = page.get_by_test_id("sgf").input_value()  # a textarea: its value, not its text
    assert "SZ[15]" in sgf and "HA[4]" in sgf
    assert sgf.endswith("PL[W])")  # after placed stones, White plays first
    assert sorted(sgf.split("AB", 1)[1].removesuffix("PL[W])").strip("[]").split("][")) == ["dd", "dl", "ld", "ll"]


def test_board_sizes_follow_the_system(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="jewdan", scale="diff", diff="4", board="13")
    board = form(page).get_by_label("Board size")
    expect(board.locator("option")).to_have_count(21)  # Jewdan: 5×5 to 25×25
    form(page).get_by_label("Handicap system").select_option(label="Old Japanese (historical)")
    expect(board.locator("option")).to_have_count(2)
    expect(board).to_have_value("13")
    # A system that does not cover the board keeps it (and says so); the user switches.
    form(page).get_by_label("Handicap system").select_option(label="Traditional 19×19")
    expect(board).to_have_value("13")
    expect(board.locator("option")).to_have_count(2)  # 19×19, and the 13×13 chosen
    page.get_by_test_id("go-board-switch").click()
    expect(board).to_have_value("19")
    expect(board.locator("option")).to_have_count(1)
    expect(page.get_by_test_id("stones")).to_have_text("4")


def test_system_options_are_the_engines(app_page: Page):
    page = app_page
    open_go(page, mode="go")
    offered = form(page).get_by_label("Handicap system").locator("option").evaluate_all(
        "els => els.map(e => [e.value, e.textContent])")
    systems = calculate({"command": "go-systems"})["systems"]
    assert offered == [[s["key"], s["label"]] for s in systems]


@pytest.mark.parametrize(("label", "key"), [("Rules", "rules"), ("Counting", "countings"),
                                            ("Rank difference", "difference_modes"), ("Komi", "komi_modes"),
                                            ("Strength given as", "scales")])
def test_menus_are_the_engines(app_page: Page, label: str, key: str):
    """Every Go menu offers what go-systems lists, in its order and words (the strength scale is
    written in index.html, so the page can show the right fields while the engine boots: this
    keeps it equal to the engine's)."""
    page = app_page
    open_go(page, mode="go")
    offered = form(page).get_by_label(label, exact=True).locator("option").evaluate_all(
        "els => els.map(e => [e.value, e.textContent])")
    listed = calculate({"command": "go-systems"})[key]
    expected = [[str(o.get("value", o.get("key"))), o["label"]] for o in listed]
    assert len(expected) >= 3
    assert offered == expected


def test_tournament_options(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="ogs", board="19", rules="japanese", scale="rank", p1="1d", p2="8k")
    expect(page.get_by_test_id("stones")).to_have_text("8")
    ceiling = form(page).get_by_label("Stone ceiling")
    expect(ceiling).to_be_hidden()
    # The engine's menu: no ceiling, then 0 to 8.
    assert ceiling.locator("option").all_text_contents() == ["No ceiling", *map(str, range(9))]
    expect(ceiling).to_have_value("")
    page.get_by_text("Tournament options").click()
    ceiling.select_option("3")
    expect_numbers(page, "Player 2", "3", "0.5")
    ceiling.select_option("")
    # OpenGotha's rule: the stronger player, 1d, is held at 3k, so 3k against 8k: five ranks
    form(page).get_by_label("No handicap above").fill("3k")
    expect_numbers(page, "Player 2", "5", "0.5")
    form(page).get_by_label("No handicap above").fill("8k")  # both held at 8k: an even game
    expect_numbers(page, "Nigiri (even game)", "0", "6.5")
    form(page).get_by_label("No handicap above").fill("2d")
    expect(page.get_by_test_id("stones")).to_have_text("8")
    assert "nha=2d" in settled_url(page)


def test_copy_link_and_open_it(app_page: Page):
    page = app_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_go(page, **OGS_13)
    form(page).get_by_label("Player 1's name").fill("Ann")
    form(page).get_by_label("Rules").select_option(label="AGA")
    form(page).get_by_label("Rank difference", exact=True).select_option(label="Auto−1")
    form(page).get_by_label("Komi", exact=True).select_option(label="Custom")
    form(page).get_by_label("Custom komi").fill("1.5")
    expect(page.get_by_test_id("komi")).to_have_text("1.5")
    before = numbers(page)
    page.get_by_role("button", name="Copy link").click()
    expect(page.get_by_test_id("copy-status")).to_have_text("Link copied.")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link == page.url

    fresh = page.context.new_page()
    try:
        fresh.goto(link)
        wait_for_engine(fresh)
        expect(fresh.get_by_test_id("komi")).to_have_text("1.5")
        assert numbers(fresh) == before
        for label, value in [("Player 1's name", "Ann"), ("Player 1's strength", "1d"), ("Player 2's strength", "8k"),
                             ("Handicap system", "ogs"), ("Board size", "13"), ("Rules", "aga"),
                             ("Custom komi", "1.5")]:
            expect(form(fresh).get_by_label(label)).to_have_value(value)
        expect(form(fresh).get_by_label("Rank difference", exact=True)).to_have_value("auto-1")
        expect(form(fresh).get_by_label("Komi", exact=True)).to_have_value("custom")
        expect(fresh.get_by_test_id("url-note")).to_be_hidden()
    finally:
        fresh.close()


def test_copy_sgf(app_page: Page):
    page = app_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_go(page, mode="go", system="ogs", board="19", rules="chinese", scale="diff", diff="2")
    page.get_by_role("button", name="Copy SGF").click()
    expect(page.get_by_test_id("copy-status")).to_have_text("SGF copied.")
    assert page.evaluate("navigator.clipboard.readText()") == "(;GM[1]FF[4]CA[UTF-8]SZ[19]HA[2]KM[0.5]RU[Chinese]AB[pd][dp]PL[W])"


def test_settings_a_link_cannot_use_are_named_and_left_at_defaults(app_page: Page):
    page = app_page
    open_go(page, mode="go", system="nonsense", board="13", rules="japanese", colour="blue", scale="diff", diff="4")
    note = page.get_by_test_id("url-note")
    expect(note).to_be_visible()
    # A field by its label, a parameter that is no field by its key, quoted.
    expect(note).to_have_text(
        "This link had settings the calculator cannot use, left at their defaults: “colour”, Handicap system.")
    expect(form(page).get_by_label("Handicap system")).to_have_value("jewdan")  # the default
    expect(page.get_by_test_id("stones")).to_have_text("2")  # and the page computes as usual


def test_keyboard_only(app_page: Page):
    page = app_page
    open_go(page, **OGS_13)
    form(page).get_by_label("Strength given as").focus()
    page.keyboard.press("Tab")  # Player 1's name
    page.keyboard.press("Tab")  # Player 1's strength
    page.keyboard.press("Control+A")
    page.keyboard.type("2d")
    expect(page.get_by_test_id("stones")).to_have_text("4")  # 9 ranks: row 9
    form(page).get_by_label("Rank difference", exact=True).focus()
    page.keyboard.press("ArrowDown")  # Auto -> None
    expect_numbers(page, "Nigiri (even game)", "0", "6.5")
    page.keyboard.press("ArrowDown")  # None -> Custom: the stones become editable
    page.keyboard.press("Tab")
    expect(form(page).get_by_label("Handicap stones")).to_be_focused()
    page.keyboard.press("Control+A")
    page.keyboard.type("3")
    expect_numbers(page, "Player 2", "3", "6.5")


def control_values(page: Page) -> dict[str, str]:
    """Every control of the Go form and its views, by name: what a link must bring back."""
    return page.evaluate("""() => Object.fromEntries(
        [...document.querySelectorAll('#go-form [name], #go-views [name]')].map((c) => [c.name, c.value]))""")


def views_open(page: Page) -> list[bool]:
    return page.evaluate("() => [...document.querySelectorAll('#go-views details')].map((d) => d.open)")


# Links that set controls the other tests' links leave alone (OGS deviations, counting, the stone
# ceiling, "no handicap above", custom stones, rengo teams with names, komi None, the views).
ROUND_TRIPS = {
    "ogs-deviations": {"mode": "go", "system": "jewdan", "board": "13", "counting": "area", "scale": "ogs",
                       "p1": "1900", "p2": "1500", "dev1": "150", "dev2": "90", "maxstones": "3", "nha": "5d"},
    "custom-stones": {"mode": "go", "system": "ogs", "board": "19", "rules": "korean", "scale": "egf",
                      "p1": "2300", "p2": "1700", "dmode": "custom", "stones": "4", "compare": "1"},
    "rengo": {"mode": "go", "system": "ogs-proposal", "board": "9", "rules": "chinese", "scale": "team",
              "p1": "2d, 1k", "p2": "5k, 8k", "n1": "Ann & Cy", "n2": "Bob & Di", "kmode": "none",
              "table": "1", "up_to": "6"},
}


@pytest.mark.parametrize("name", list(ROUND_TRIPS))
def test_a_link_restores_every_control_and_result(app_page: Page, name: str):
    """Open a link, take the page's own link back, open that in a fresh page: every control, the
    views and every number come back, and nothing is named as unusable."""
    page = app_page
    open_go(page, **ROUND_TRIPS[name])
    expect(page.get_by_test_id("result")).to_have_attribute("data-state", "result")
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    controls, opened, shown = control_values(page), views_open(page), numbers(page)
    for key, value in ROUND_TRIPS[name].items():  # the link's values took, as given
        if key in controls:
            assert controls[key] == value, key
    assert opened == [ROUND_TRIPS[name].get("compare") == "1", ROUND_TRIPS[name].get("table") == "1"]
    if name == "custom-stones":
        assert shown[1] == "4"
    if name == "ogs-deviations":
        assert int(shown[1]) <= 3  # the stone ceiling
    link = settled_url(page)

    fresh = page.context.new_page()
    try:
        fresh.goto(link)
        wait_for_engine(fresh)
        expect(fresh.get_by_test_id("result")).to_have_attribute("data-state", "result")
        expect(fresh.get_by_test_id("url-note")).to_be_hidden()
        assert control_values(fresh) == controls
        assert views_open(fresh) == opened
        assert numbers(fresh) == shown
    finally:
        fresh.close()


@pytest.mark.parametrize(("label", "stones", "komi"), [
    ("PlayStrategy", "2", "8.5"),              # its code: 4 ranks on 9×9
    ("Tim Hunt (small boards)", "1", "−2"),    # his table: 4 ranks, 9×9 handicap 1, komi −2
    ("Hiddema 9×9", "0", "−1.5"),              # "4 => even - 1,5"
    ("Komi only, 3 a rank (9×9)", "0", "−5.5"),  # "4 Reverse komi 5.5"
])
def test_small_board_systems_from_the_menu(app_page: Page, label: str, stones: str, komi: str):
    page = app_page
    open_go(page, mode="go", system="jewdan", board="9", rules="japanese", scale="diff", diff="4")
    form(page).get_by_label("Handicap system").select_option(label=label)
    expect(page.get_by_test_id("stones")).to_have_text(stones)
    expect(page.get_by_test_id("komi")).to_have_text(komi)
    expect(page.get_by_test_id("black")).to_have_text("Player 2")
    form(page).get_by_label("Handicap system").select_option("jewdan")
    put_back(page)
