"""The small-board, komi-only and beyond-nine systems against every example their sources print.

Sources (each module's docstring has the full citation):
  PlayStrategy   Mind-Sports-Games/lila modules/game/src/main/Handicaps.scala @ edb3e78 (calcGoHandicap)
  DGS            axd1967/DGS @ 5c997f2: include/game_functions.php, scripts/tests/GameSettingsTest.php,
                 scripts/tests/DefaultMaxHandicapTest.php; Sensei's Library's 256/(n−3)² table
  Tim Hunt       Sensei's Library, Handicap for smaller board sizes (snapshot 2009-07-15)
  Hiddema        Life in 19x19 topic 16737, post of 2019-07-03 07:53
  Mini Go Online www33370ue.sakura.ne.jp/minigoonline-sp/game?lang=en, "How to play" 2
  OGS 909        online-go/online-go.com issue 909 (2019-09-19)
  BGA league     TobyManning/Online-League playing.php @ b098ce6
  Dutch classes  Sensei's Library, Dutch class system
  Area value     Sensei's Library, Handicap for smaller board sizes: theoretical value of a stone
  Dutch 13×13    British Go Journal 66 (November 1985), p. 22, britgo.org/bgj/06622.html
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.go.rules import RULESETS
from handicap.go.systems import (
    bga_league,
    dgs,
    dutch_class,
    dutch_small_board,
    hiddema,
    minigo_online,
    ogs_komi_only,
    playstrategy,
    sensei_area,
    tim_hunt,
)

F = Fraction


def run(system, d, board, rules="japanese"):
    ruleset = RULESETS[rules]
    h = system.compute(F(d), board, ruleset, ruleset.counting)
    return h.stones, h.komi


# --- PlayStrategy: each case of calcGoHandicap, komi as the code writes it (×10) ---------------
# Rows with an explicit case in the code, then rows of its repeating cases worked by hand from the
# Scala expressions ((x − 4) % 6 == k → GoHandicap(komi, ((x − 4 − k) / 6) + 2), and so on).
PLAYSTRATEGY = {
    9: [(0, 55, 0), (1, 40, 0), (2, 25, 0), (3, 10, 0), (4, 85, 2), (5, 70, 2), (6, 55, 2), (7, 40, 2),
        (8, 25, 2), (9, 10, 2), (10, 85, 3), (15, 10, 3), (16, 85, 4)],
    13: [(0, 60, 0), (1, 20, 0), (2, 80, 2), (3, 40, 2), (4, 0, 2), (5, 60, 3), (6, 20, 3), (7, 80, 4),
         (8, 40, 4), (9, 0, 4), (10, 60, 5), (11, 20, 5), (12, 80, 6)],
    19: [(0, 75, 0), (1, 5, 1), (4, 5, 4), (9, 5, 9), (12, 5, 12)],
}


@pytest.mark.parametrize(("board", "d", "komi10", "stones"),
                         [(b, *row) for b, rows in PLAYSTRATEGY.items() for row in rows])
def test_playstrategy_code(board, d, komi10, stones):
    assert run(playstrategy.SYSTEM, d, board) == (stones, F(komi10, 10))


def test_playstrategy_komi_is_its_own_whatever_the_rules():
    assert run(playstrategy.SYSTEM, 0, 9, "chinese") == (0, F(11, 2))
    assert run(playstrategy.SYSTEM, 3, 13, "nz") == (2, F(4))


def test_playstrategy_no_stone_game_gives_the_weaker_player_black():
    """Reading chosen: the code's "0 stones" with a rank difference is a komi handicap for the weaker."""
    reply = calculate({"command": "go", "system": "playstrategy", "board": 9, "ranks": ["5k", "3k"]})
    assert (reply["stones"], reply["komi"]) == (0, 2.5)
    assert reply["black"] == 1


# --- DGS: its own unit tests (default settings: no adjustment, default maximum, keep komi) ------
# read_rating: 100 rating points a rank; "3k (+20%)" is 20 points above 3k.
@pytest.mark.parametrize(("d", "board", "rules", "stones", "komi"), [
    (0, 19, "japanese", 0, "6.5"),    # 5k vs 5k
    (2, 19, "japanese", 3, "6.5"),    # 5k vs 7k
    (4, 19, "japanese", 5, "6.5"),    # 8k vs 4k
    (0, 19, "chinese", 0, "7.5"),     # 5k vs 5k, Chinese
    (11, 9, "japanese", 2, "-0.5"),   # 15k vs 4k on 9x9
    (11, 13, "japanese", 4, "2.5"),   # 15k vs 4k on 13x13 (5 stones held at the default maximum 4)
    ("2/5", 19, "japanese", 1, "1.5"),  # 3k (+20%) vs 3k (−20%): DGS's "0" = Black first, no stone
])
def test_dgs_proper_reproduces_dgs_tests(d, board, rules, stones, komi):
    assert run(dgs.PROPER, F(d), board, rules) == (stones, F(komi))


@pytest.mark.parametrize(("d", "board", "rules", "stones", "komi"), [
    (0, 19, "japanese", 0, "6.5"), (2, 19, "japanese", 2, "0.5"), (4, 19, "japanese", 4, "0.5"),
    (0, 19, "chinese", 0, "7.5"), (11, 9, "japanese", 2, "0.5"), (11, 13, "japanese", 4, "0.5"),
])
def test_dgs_conventional_reproduces_dgs_tests(d, board, rules, stones, komi):
    assert run(dgs.SYSTEM, d, board, rules) == (stones, F(komi))


def test_dgs_capped_game_is_marked_beyond():
    h = dgs.PROPER.compute(F(11), 13, RULESETS["japanese"], RULESETS["japanese"].counting)
    assert h.capped_at == 4 and not dgs.PROPER.fits(h, 13)


def test_dgs_default_maximum_reproduces_default_max_handicap_test():
    assert [dgs.max_stones(n) for n in range(5, 26)] == [2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12,
                                                         13, 14, 16]


def test_dgs_factor_reproduces_sensei_library_table():
    """Sensei's Library prints the factor's inverse, "value of a handicap stone" = 256 / (n − 3)²,
    to four decimals; its example: 7 ranks on 9×9 are 7 / 7.1111 = 0.984 stone."""
    printed = {19: "1", 18: "1.1378", 17: "1.3061", 16: "1.5148", 15: "1.7778", 14: "2.1157", 13: "2.56",
               12: "3.1605", 11: "4", 10: "5.2245", 9: "7.1111", 8: "10.24", 7: "16", 6: "28.444"}
    for n, value in printed.items():
        places = len(value.partition(".")[2])  # as printed: 28.444 to three decimals
        assert round(1 / dgs.factor(n), places) == F(value), n
    assert round(7 * dgs.factor(9), 3) == F("0.984")


# --- Tim Hunt: every row of the table, rank differences 0..15 (2009-07-15 snapshot) ------------
TIM_HUNT = [  # d, 13x13 handicap, komi, 9x9 handicap, komi
    (0, 1, 6, 1, 6), (1, 1, 2, 1, 4), (2, 1, -2, 1, 2), (3, 2, 4, 1, 0), (4, 2, 0, 1, -2), (5, 2, -4, 1, -4),
    (6, 3, 2, 2, 4), (7, 3, -2, 2, 2), (8, 4, 4, 2, 0), (9, 4, 0, 2, -2), (10, 4, -4, 2, -4),
    (11, 5, 2, 3, 4), (12, 5, -2, 3, 2), (13, 6, 4, 3, 0), (14, 6, 0, 3, -2), (15, 6, -4, 3, -4),
]


@pytest.mark.parametrize(("d", "h13", "k13", "h9", "k9"), TIM_HUNT)
def test_tim_hunt_table(d, h13, k13, h9, k9):
    # Reading chosen: the table's "Handicap 1" at difference 0 is an even game (nigiri), komi 6.
    expected13 = (0 if d == 0 else h13, F(k13))
    expected9 = (0 if d == 0 else h9, F(k9))
    assert run(tim_hunt.SYSTEM, d, 13) == expected13
    assert run(tim_hunt.SYSTEM, d, 9) == expected9


@pytest.mark.parametrize("d", range(1, 16))
def test_tim_hunt_9x9_is_the_pages_formula(d):
    """axd's formula on the page: H9 = 1 + (D − 1) div 5, K9 = ((10 − 2 (D mod 5)) mod 10) − 4."""
    assert run(tim_hunt.SYSTEM, d, 9) == (1 + (d - 1) // 5, F((10 - 2 * (d % 5)) % 10 - 4))


def test_tim_hunt_past_the_table_is_marked():
    h = tim_hunt.SYSTEM.compute(F(16), 9, RULESETS["japanese"], RULESETS["japanese"].counting)
    assert (h.stones, h.komi) == (4, 4) and not tim_hunt.SYSTEM.fits(h, 9)


# --- Herman Hiddema: his table, 0..21 -----------------------------------------------------------
HIDDEMA = ["even + 6,5", "even + 4,5", "even + 2,5", "even + 0,5", "even - 1,5", "even - 3,5", "even - 5,5",
           "2 stones + 6,5", "2 stones + 4,5", "2 stones + 2,5", "2 stones + 0,5", "2 stones - 1,5",
           "2 stones - 3,5", "2 stones - 5,5", "3 stones + 6,5", "3 stones + 4,5", "3 stones + 2,5",
           "3 stones + 0,5", "3 stones - 1,5", "3 stones - 3,5", "3 stones - 5,5", "4 stones + 6,5"]


@pytest.mark.parametrize(("d", "row"), list(enumerate(HIDDEMA)))
def test_hiddema_table(d, row):
    stones_text, sign, komi_text = row.split(" ", 2)[0], row.split()[-2], row.split()[-1]
    stones = 0 if stones_text == "even" else int(stones_text)
    komi = F(komi_text.replace(",", ".")) * (1 if sign == "+" else -1)
    assert run(hiddema.SYSTEM, d, 9) == (stones, komi)


# --- Mini Go Online: its whole table, 0..29 ------------------------------------------------------
@pytest.mark.parametrize("d", range(30))
def test_minigo_online_table(d):
    printed = "Komi 6.5" if d == 0 else ("Komi 3.5" if d == 1 else "Komi 0.5" if d == 2
                                          else f"Reverse komi {3 * d - 6.5}")
    value = F(printed.split()[-1]) * (-1 if printed.startswith("Reverse") else 1)
    assert run(minigo_online.SYSTEM, d, 9) == (0, value)


# --- OGS issue 909: its one example ---------------------------------------------------------------
def test_ogs_komi_only_example():
    """Reading chosen: "instead of 7 stones of handicap, 9k player will have 70.5 points of komi" is
    a handicap worth 7 stones (7 ranks) given as 70.5 points to Black."""
    assert run(ogs_komi_only.SYSTEM, 7, 19) == (0, F("-70.5"))
    assert run(ogs_komi_only.SYSTEM, 0, 9, "chinese") == (0, F("7.5"))


# --- BGA online league: the page's examples ------------------------------------------------------
@pytest.mark.parametrize(("d", "stones", "komi"), [
    (9, 9, "0.5"),      # "if a 1K player plays a 10K player": a handicap of 9, 0.5 komi
    (5, 5, "0.5"),      # "a 2D player plays a 4K player"
    (19, 9, "-99.5"),   # "a 1K player plays a 20K player": 9 plus −99.5 (reverse) komi
    (10, 9, "-9.5"), (11, 9, "-19.5"),  # "the komi is -9.5, -19.5 etc."
    (1, 1, "0.5"), (0, 0, "7.5"),
])
def test_bga_league_examples(d, stones, komi):
    assert run(bga_league.SYSTEM, d, 19) == (stones, F(komi))


# --- Dutch class system: the page's examples (two classes a rank) --------------------------------
@pytest.mark.parametrize(("classes", "stones", "komi"), [
    (0, 0, 6),      # "class difference 0 … 0.5 (black starts, 6 points for white)"
    (5, 3, 0),      # "a strong 1k (class 20) meets a weak 3d (class 15) … 3 stones, no komi"
    (6, 4, 6),      # "3.5 (3 stones, 6 komi for black, or 4 stones, 6 komi for white)": the second form
    (33, 9, -96),   # "(33+1)/2 = 17. Which translates to 9 stones and 16*6 = 96 points"
    (28, 9, -66),   # "(28+1)/2 = 14.5. Which translates to 9 stones + 11*6 = 66 points"
])
def test_dutch_class_examples(classes, stones, komi):
    assert run(dutch_class.SYSTEM, F(classes, 2), 19) == (stones, F(komi))


def test_dutch_class_takes_half_ranks():
    reply = calculate({"command": "go", "system": "dutch-class", "rank_diff": "2.5"})
    assert (reply["stones"], reply["komi"], reply["rank_difference"]) == (3, 0, 2.5)


# --- Sensei's Library, a stone's value by the board's area: its table and its example -----------
AREA_VALUES = {19: "1", 18: "1.1141", 17: "1.2491", 16: "1.4102", 15: "1.6044", 14: "1.8418", 13: "2.1361",
               12: "2.5069", 11: "2.9835", 10: "3.61", 9: "4.4568", 8: "5.6406", 7: "7.3673", 6: "10.028"}


# Erratum: 18×18 is printed 1.1141, but 361 ÷ 324 = 1.11420 (the formula wins; the cell is cut, not rounded).
AREA_ERRATA = {18: "1.1142"}


@pytest.mark.parametrize(("board", "value"), AREA_VALUES.items())
def test_sensei_area_stone_values(board, value):
    value = AREA_ERRATA.get(board, value)
    places = len(value.partition(".")[2])  # as printed (8×8's 5.640625 printed 5.6406)
    assert round(sensei_area.stone_value(board), places) == F(value)


def test_sensei_area_example():
    """"7 grade strength difference should mean roughly 7/4.4568=1.57 stones on a 9x9 board";
    reading chosen: rounded to 2 stones, komi 0.5 (the page does not say how to play 1.57 stones)."""
    assert round(7 / sensei_area.stone_value(9), 2) == F("1.57")
    assert run(sensei_area.SYSTEM, 7, 9) == (2, F("0.5"))
    assert run(sensei_area.SYSTEM, 0, 9, "chinese") == (0, F("7.5"))


# --- The Dutch 13×13 tournaments' system, as British Go Journal 66 (November 1985, p. 22; Francis
# Roads, "9 x 9 Go Is A Real Game - Part I", britgo.org/bgj/06622.html) played it on 9×9 -----------
# Every difference the article spells out: "for an even game White gets nine komi; with one grade
# difference the stronger player (as white) gets only six points komi; with two grades it is three
# and with three grades, zero"; four grades "an even game with black receiving three points komi";
# "Five grades difference is a two stone handicap [...] with three komi for white, six is two stones
# with no komi, seven is two stone with three komi for black".
DUTCH_ARTICLE = [(0, 0, 9), (1, 1, 6), (2, 1, 3), (3, 1, 0), (4, 1, -3), (5, 2, 3), (6, 2, 0), (7, 2, -3)]


@pytest.mark.parametrize(("d", "stones", "komi"), DUTCH_ARTICLE)
@pytest.mark.parametrize("board", [9, 13])
def test_dutch_small_board_every_difference_the_article_prints(board, d, stones, komi):
    assert run(dutch_small_board.SYSTEM, d, board) == (stones, F(komi))


def test_dutch_small_board_and_so_on_reaches_five_stones_at_16_grades():
    """The reading chosen for "and so on": the three-grade cycle of komi 3, 0, −3 with a stone more
    each cycle. The article's own check: "If you regard five stones as the maximum sensible handicap,
    you can accommodate a difference of 16 grades": 16 is the last difference with 5 stones."""
    assert [run(dutch_small_board.SYSTEM, d, 9) for d in (8, 9, 10, 11, 14, 16)] == [
        (3, 3), (3, 0), (3, -3), (4, 3), (5, 3), (5, -3)]
    h = dutch_small_board.SYSTEM.compute(F(16), 9, RULESETS["japanese"], RULESETS["japanese"].counting)
    assert dutch_small_board.SYSTEM.fits(h, 9)
    beyond = dutch_small_board.SYSTEM.compute(F(17), 9, RULESETS["japanese"], RULESETS["japanese"].counting)
    assert (beyond.stones, beyond.komi) == (6, 3) and not dutch_small_board.SYSTEM.fits(beyond, 9)


def test_dutch_small_board_komi_is_the_articles_whatever_the_rules():
    for rules in ("japanese", "chinese", "aga"):
        assert run(dutch_small_board.SYSTEM, 5, 9, rules) == (2, F(3))
    reply = calculate({"command": "go", "system": "dutch-small-board", "board": 9, "ranks": ["5k", "1k"]})
    assert (reply["stones"], reply["komi"]) == (1, -3)
