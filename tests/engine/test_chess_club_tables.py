"""Chess clubs' published time-odds tables (``handicap/chess/clubs/``), each on the table its source
prints, the ECF's conversion of ratings to grades they are read through, Sharly Chess's handicap
plugin (the ``bands`` method), and the registry every method is offered from (``chess/methods.py``):
the CLI's ``--method``, the chess form's menu and its fields, and each method's words in every
catalogue."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import pytest

from handicap.api import calculate
from handicap.chess import ecf
from handicap.chess.clubs import (
    calderdale,
    cowley,
    crowthorne,
    radcliffe,
    springeren,
    stafford,
    stratford,
    thegap,
    wanstead,
)
from handicap.chess.clubs.table import Scale, row_for, split_clock
from handicap.chess.methods import METHODS, RULE_KEYS, find_method
from handicap.chess.rating_bands import rating_bands
from handicap.cli import build_parser
from handicap.i18n.po import languages, path, read
from tests.support.cli import run_cli_here


def chess(**request):
    return calculate({"command": "chess", **request})


def bases(reply):
    return [(p["base_seconds"], p["increment_seconds"]) for p in reply["players"]]


# --- the ECF's conversion (englishchess.org.uk, "The calculation of ECF Grades on a monthly basis":
# "new = 7.5*old + 700") ------------------------------------------------------------------------

def test_the_ecfs_conversion_as_published():
    assert ecf.rating_from_grade(Fraction(100)) == 1450  # 7.5 × 100 + 700
    assert ecf.rating_from_grade(Fraction(0)) == 700
    assert ecf.grade_from_rating(Fraction(2200)) == 200  # (2200 − 700) / 7.5
    assert ecf.grade_gap(Fraction(375, 2)) == 25  # 25 grade points are 187.5 rating points
    assert ecf.grade_gap(Fraction(225)) == 30


# --- Crowthorne (club's "Honours board" page; table as transcribed by Empirical Rabbit, 2 March 2012) ---

CROWTHORNE = [("0", "1.00"), ("3", "1.14"), ("8", "1.50"), ("13", "2.00"), ("17.5", "2.75"), ("23.5", "4.00"),
              ("33.5", "5.00"), ("44.5", "7.20"), ("55.5", "9.00"), ("71.5", "14.00"), ("91.5", "19.00")]
CALDERDALE = [("0", "1.00"), ("10", "1.25"), ("20", "1.57"), ("30", "2.00"), ("40", "2.60"), ("50", "3.50"),
              ("60", "5.00"), ("70", "8.00"), ("80", "17.00")]
COWLEY = [("0", "1.00"), ("6", "1.14"), ("12", "1.31"), ("18", "1.50"), ("24", "1.73"), ("30", "2.00"),
          ("36", "2.33"), ("42", "2.75"), ("48", "3.29"), ("54", "4.00"), ("60", "5.00"), ("66", "6.50"),
          ("72", "9.00")]
RATIO_TABLES = [(crowthorne.TABLE, CROWTHORNE, 15), (calderdale.TABLE, CALDERDALE, 180), (cowley.TABLE, COWLEY, 60)]


@pytest.mark.parametrize(("table", "printed", "total_minutes"), RATIO_TABLES, ids=lambda v: getattr(v, "key", ""))
def test_every_printed_row_of_the_ratio_tables(table, printed, total_minutes):
    """Each row as printed: from its difference the ratio x, exactly; on the club's own total the
    two bases share it in x : 1 to the second (the source prints ratios, not clock times)."""
    assert table.scale is Scale.ECF_GRADE
    assert table.clock == (total_minutes * 30, 0)
    assert [(r.difference, r.weaker, r.stronger) for r in table.rows] == [
        (Fraction(d), Fraction(x), 1) for d, x in printed]
    for d, x in printed:
        worked = split_clock(table, Fraction(d), table.clock[0])
        assert worked.weaker_base + worked.stronger_base == total_minutes * 60
        assert abs(worked.stronger_base - Fraction(total_minutes * 60) / (1 + Fraction(x))) <= Fraction(1, 2)


@pytest.mark.parametrize(("table", "printed"), [(t, p) for t, p, _ in RATIO_TABLES], ids=lambda v: getattr(v, "key", ""))
def test_each_row_holds_up_to_the_next(table, printed):
    """The reading chosen: a row applies from its difference up to (not including) the next row's."""
    for (d, x), (following, _) in pairwise(printed):
        assert row_for(table, Fraction(following) - Fraction(1, 100)).weaker == Fraction(x)
        assert row_for(table, Fraction(d)).weaker == Fraction(x)
    assert row_for(table, Fraction(1000)).weaker == Fraction(printed[-1][1])  # the last row holds beyond


def test_crowthornes_own_example_thirty_points_gives_twelve_and_three_minutes():
    """The club's page: "a difference of (for example) 30 ECF points the higher rated player gets 3
    minutes and the lower rated player gets 12"; equal grades 7:30 each. 30 grade points are 225
    rating points by the ECF's conversion; the 23.5 row (ratio 4) applies, not the nearer 33.5 row."""
    reply = chess(method="crowthorne", elo="1800,2025", clock="7.5+0")
    assert bases(reply) == [(720, 0), (180, 0)]
    assert reply["table"]["difference"] == 30 and reply["table"]["row_from"] == 23.5
    assert bases(chess(method="crowthorne", elo="1800,1800", clock="7.5+0")) == [(450, 0), (450, 0)]
    assert [s["key"] for s in reply["steps"]] == ["gap", "ecf_gap", "table_row", "table_split"]
    assert reply["steps"][1]["working"] == "d = 225 / 7.5 = 30"


def test_calderdale_and_cowley_on_their_own_totals():
    # Calderdale: 40 grade points (300 rating points) → ratio 2.60 of 180 minutes: 180/3.6 = 50:00 for the stronger
    assert bases(chess(method="calderdale", elo="2000,1700", clock="90+0")) == [(3000, 0), (7800, 0)]
    # Cowley: 30 grade points (225 rating points) → ratio 2 of 60 minutes: 40:00 and 20:00
    assert bases(chess(method="cowley", elo="1800,2025", clock="30+0")) == [(2400, 0), (1200, 0)]
    # 29.99 grade points stay in the 24 row (1.73): 3600/2.73 = 1318.7 → 1319 s for the stronger
    assert bases(chess(method="cowley", elo="1800,2024.9", clock="30+0")) == [(2281, 0), (1319, 0)]


def test_old_three_digit_grades_given_as_ratings_are_warned_of():
    """Two "ratings" of 300 or below look like old grades: answered as ratings (the table's unit is
    read from ratings), with the conversion that turns a grade into the rating to give."""
    reply = chess(method="crowthorne", elo="150,180", clock="7.5+0")
    assert [w["code"] for w in reply["warnings"]] == ["grades_not_ratings"]
    assert "a grade of 150 is a rating of 1825" in reply["warnings"][0]["message"]  # 7.5 × 150 + 700
    assert chess(method="crowthorne", elo="1825,2050", clock="7.5+0")["warnings"] == []
    assert chess(method="springeren", elo="150,180", clock="15+5")["warnings"] == []  # a table in rating points


# --- Springeren (the club's page "Turnering med Tidshandicap") ----------------------------------

SPRINGEREN = [(0, 99, 15, 15), (100, 199, 18, 12), (200, 299, 22, 8), (300, 399, 25, 5), (400, 499, 27, 3)]


@pytest.mark.parametrize(("low", "high", "weaker", "stronger"), SPRINGEREN)
def test_every_row_of_springerens_table_at_both_ends(low, high, weaker, stronger):
    for gap in (low, high):
        reply = chess(method="springeren", elo=f"1500,{1500 + gap}", clock="15+5")
        assert bases(reply) == [(weaker * 60, 5), (stronger * 60, 5)]


def test_springerens_over_500_row_is_read_from_500():
    """The page prints "over 500 / 29-1" after "400-499": 500 itself is read as the last row."""
    for gap in (500, 501, 1200):
        assert bases(chess(method="springeren", elo=f"{1500 + gap},1500", clock="15+5")) == [(60, 5), (1740, 5)]
    assert bases(chess(method="springeren", elo="1500,1999.5", clock="15+5")) == [(27 * 60, 5), (3 * 60, 5)]


def test_springerens_table_is_taken_where_its_sentence_disagrees():
    """The page's sentence, "for every 100 rating points the lower-rated gets 2 minutes more", would
    give 17-13 at 100; the table prints 18-12 (and 22-8, 25-5, 27-3, 29-1): the table is taken."""
    assert springeren.TABLE.scale is Scale.RATING and springeren.TABLE.clock == (900, 5)
    assert [(r.weaker, r.stronger) for r in springeren.TABLE.rows] == [
        (15, 15), (18, 12), (22, 8), (25, 5), (27, 3), (29, 1)]
    assert all(r.weaker + r.stronger == 30 for r in springeren.TABLE.rows)


def test_a_table_that_leaves_the_stronger_player_nothing_is_refused_on_the_clock():
    reply = chess(method="crowthorne", elo="1000,3000", clock="0.01+0")
    assert reply["error"]["field"] == "clock"
    assert "no time" in reply["error"]["message"]


# --- Sharly Chess's handicap plugin is the bands method ------------------------------------------
# Sharly-Chess/sharly-chess, src/plugins/handicap_games/handicap_games.py (commit 5f372550, merged in
# pull request 1451), set_for_round: penalties = rating_diff // penalty_step; strong_time =
# max(weak_time − penalties × penalty_value, min_time); the weaker player keeps the initial time.

def test_sharly_chess_plugin_example():
    """The plugin's page (sharly-chess.com/plugins/handicap-games): "if [the Elo step] is set to 100, a
    300-point difference results in three handicap steps"."""
    worked = rating_bands(600, Fraction(300), Fraction(100), 60, 120)
    assert (worked.bands, worked.weaker_base, worked.stronger_base) == (3, 600, 420)
    assert rating_bands(600, Fraction(299), Fraction(100), 60, 120).bands == 2  # whole steps (//)
    assert rating_bands(600, Fraction(900), Fraction(100), 60, 120).stronger_base == 120  # down to min_time


# --- the registry: one line a method, read by the CLI, the form, the links and the words -----------

def test_the_form_offers_every_registered_method_with_the_fields_it_reads():
    reply = calculate({"command": "chess-form"})
    assert [m["value"] for m in reply["methods"]] == [m.key for m in METHODS]
    for option, method in zip(reply["methods"], METHODS, strict=True):
        assert option["fields"] == list(method.fields)
    assert {"value": "crowthorne", "label": "Club table: Crowthorne (ECF)",
            "fields": ["elo", "clock", "names"]} in reply["methods"]


def test_the_cli_takes_every_registered_rule():
    chess_parser = build_parser()._subparsers._group_actions[0].choices["chess"]
    method = next(a for a in chess_parser._actions if a.dest == "method")
    assert list(method.choices) == list(RULE_KEYS)


@pytest.mark.parametrize("key", [m.key for m in METHODS if m.table is not None])
def test_chess_method_answers_for_each_club_table(key):
    table = find_method(key).table
    base, increment = table.clock
    result = run_cli_here("chess", "--elo", "1800", "2000", "--method", key, "--clock", f"{float(Fraction(base, 60)):g}+{increment}")
    assert result.returncode == 0, result.stderr
    assert "Player 1 is weaker" in result.stdout


def test_every_registered_method_has_its_words_in_every_catalogue():
    """A method's words: its menu label and its name in sentences, translated in every language."""
    wanted = {f"chess.{kind}.{m.key}" for m in METHODS for kind in ("method", "menu.method")}
    template = {e.context: e for e in read(path(None, "engine")).entries if not e.obsolete}
    assert wanted <= set(template)
    for lang in languages():
        entries = {e.context: e for e in read(path(lang, "engine")).entries if not e.obsolete}
        missing = sorted(k for k in wanted if k not in entries or not entries[k].msgstr or "fuzzy" in entries[k].flags)
        assert missing == [], f"{lang}: {missing}"


def test_every_club_module_names_its_source():
    for method in METHODS:
        if method.table is not None:
            module = {"crowthorne": crowthorne, "calderdale": calderdale, "cowley": cowley,
                      "springeren": springeren, "wanstead": wanstead, "stafford": stafford, "radcliffe": radcliffe,
                      "stratford": stratford, "thegap": thegap}[method.key]
            assert "http" in (module.__doc__ or ""), method.key


# --- Wanstead & Woodford (the club's page "Handicap Blitz Grand Prix", wansteadandwoodfordchess.club,
# activities/competition-rules/handicap-blitz-grand-prix-new/, as stored with its note of 29 October 2022) ---

WANSTEAD_GROUPS = [(0, 2151, None), (1, 2001, 2150), (2, 1851, 2000), (3, 1701, 1850), (4, 1551, 1700),
                   (5, 1401, 1550), (6, None, 1400)]


@pytest.mark.parametrize(("group", "lowest", "highest"), WANSTEAD_GROUPS)
def test_every_wanstead_rating_group_at_both_ends(group, lowest, highest):
    """"0 – 2151+, 1 – 2001-2150, 2 – 1851-2000, 3 – 1701-1850, 4 – 1551-1700, 5 – 1401-1550, 6 – 1400
    and below": each group's first and last rating."""
    for rating in (lowest, highest):
        if rating is not None:
            assert wanstead.GROUPS.of(Fraction(rating)) == group
    assert wanstead.GROUPS.of(Fraction(28005, 20)) == 6  # 1400.25: between two groups' whole numbers, the lower


def test_wansteads_own_example_group_3_against_group_5():
    """"a game between a player in group 3 and a player in group 5: the difference in their rating
    groups is (5-3) = 2, so the lower rated player has 8+2 = 10 minutes, while the higher rated player
    has 8-2 = 6 minutes"."""
    reply = chess(method="wanstead", elo="1500,1750", clock="8+0")
    assert bases(reply) == [(600, 0), (360, 0)]
    assert reply["table"]["groups"] == [5, 3] and reply["table"]["difference"] == 2
    assert [s["key"] for s in reply["steps"]] == ["gap", "club_groups", "table_row", "table_split"]
    # "The greatest time adjustment is therefore +/– 6 mins": group 6 against group 0
    assert bases(chess(method="wanstead", elo="1000,2400", clock="8+0")) == [(840, 0), (120, 0)]
    # same group, equal time, however far apart within it (1701 and 1850)
    assert bases(chess(method="wanstead", elo="1701,1850", clock="8+0")) == [(480, 0), (480, 0)]


# --- Radcliffe & Bingham (the club's page "Club Championship", radcliffeandbinghamchessclub.org.uk,
# as stored with the 2024-25 rules) -----------------------------------------------------------------

def test_radcliffes_minute_a_grade_point_and_its_limit_of_63():
    """"for every grade point difference between the two players, 1 minute is added to the lower
    player's clock and 1 minute subtracted from the higher player [...] If the rating difference is
    greater than 63, the minumum time will be 12 minutes and maximum will be 138 minutes"; 75 each."""
    assert [(r.difference, r.weaker, r.stronger) for r in radcliffe.TABLE.rows][:2] == [(0, 75, 75), (1, 76, 74)]
    assert bases(chess(method="radcliffe", elo="1800,1800", clock="75+0")) == [(4500, 0), (4500, 0)]
    # 10 grade points are 75 rating points (the ECF's conversion): 85 against 65 minutes
    assert bases(chess(method="radcliffe", elo="1725,1800", clock="75+0")) == [(85 * 60, 0), (65 * 60, 0)]
    for stronger in ("1472.5", "1600", "2500"):  # 63 grade points exactly, 80, 200: all 138 and 12
        reply = chess(method="radcliffe", elo=f"1000,{stronger}", clock="75+0")
        assert bases(reply) == [(138 * 60, 0), (12 * 60, 0)], stronger


def test_radcliffe_counts_whole_grade_points():
    """The reading chosen: "for every grade point" counts whole points; 74 rating points (9.87 grade
    points) move 9 minutes, not 10 (nor 9.87)."""
    assert bases(chess(method="radcliffe", elo="1726,1800", clock="75+0")) == [(84 * 60, 0), (66 * 60, 0)]


# --- Stafford (the club's page "Quickplay Handicap 2020", staffordchessclub.co.uk) -----------------

def test_staffords_minute_a_grade_point_keeps_160_minutes():
    """"For each difference in grading points [...] 1 minute will be added to the lower graded players
    clock and 1 minute will be deducted from the higher graded players clock (i.e. each match shall
    always be 160 minutes maximum duration)"; "80 minutes each (quickplay finish - i.e. no increments)"."""
    assert stafford.TABLE.clock == (4800, 0)
    for grade_points in range(80):
        row = row_for(stafford.TABLE, Fraction(grade_points))
        assert (row.weaker, row.stronger) == (80 + grade_points, 80 - grade_points)
    # 20 grade points are 150 rating points: 100 against 60 minutes, 160 in all
    assert bases(chess(method="stafford", elo="1650,1500", clock="80+0")) == [(3600, 0), (6000, 0)]


def test_stafford_refuses_a_gap_that_leaves_the_stronger_player_nothing():
    """The page sets no limit: from 80 grade points (600 rating points) the stronger player would have
    no time. Refused, naming the ratings (no clock helps), not the clock."""
    assert bases(chess(method="stafford", elo="1000,1592.5", clock="80+0")) == [(159 * 60, 0), (60, 0)]  # 79
    reply = chess(method="stafford", elo="1000,1600", clock="80+0")
    assert reply["error"]["field"] == "elo"
    assert "from a difference of 80" in reply["error"]["message"]


# --- Stratford (the club's posts "Summer Handicap 2025", 27 May 2025, and "Summer Handicap 2024",
# stratfordchess.com) -------------------------------------------------------------------------------

def test_stratfords_own_examples():
    """"Handicap points will be determined using the 100 placed value of the rating. (e.g. 1265 = 2 1562 =
    5)"; "Player handicap is 5 - 2 = 3"; "10 x 3 = 30 seconds"; "If the Game Handicap = 30 seconds. The
    higher rated player has 40 minutes plus 10 seconds per move"; the lower rated 40 minutes plus 40."""
    reply = chess(method="stratford", elo="1265,1562", clock="40+40")
    assert bases(reply) == [(2400, 40), (2400, 10)]
    assert reply["table"]["difference"] == 3
    assert reply["steps"][-1]["key"] == "table_increments"
    # "up to a maximum of 40 seconds": from 4 hundreds on the stronger player has no increment
    for stronger in (1665, 1765, 2565):
        assert bases(chess(method="stratford", elo=f"1265,{stronger}", clock="40+40")) == [(2400, 40), (2400, 0)]
    assert bases(chess(method="stratford", elo="1201,1299", clock="40+40")) == [(2400, 40), (2400, 40)]


def test_stratfords_hundreds_are_counted_not_read_as_a_digit():
    """The reading chosen: "the 100 placed value" is the rating's whole hundreds (1965 → 19, 2065 →
    20: one apart), not its hundreds digit alone (9 and 0: nine apart, no increment left)."""
    assert bases(chess(method="stratford", elo="1965,2065", clock="40+40")) == [(2400, 40), (2400, 30)]


def test_stratford_on_other_clocks_scales_the_cut_and_keeps_a_clock_without_increment():
    # 3 hundreds cut 30 of the club's 40 s: a quarter is left, on +20 that is +5
    assert bases(chess(method="stratford", elo="1265,1562", clock="25+20")) == [(1500, 20), (1500, 5)]
    assert bases(chess(method="stratford", elo="1265,1562", clock="25+0")) == [(1500, 0), (1500, 0)]


# --- The Gap (the club's reports of 20 February 2009 and 8 February 2013, thegapchessclub.org.au) -----

THE_GAP_HANDICAPS = [(2400, 0), (2000, 0), (1999, "1/2"), (1900, "1/2"), (1899, 1), (1800, 1), (800, 6), (799, "13/2"),
                     (300, "13/2")]


@pytest.mark.parametrize(("rating", "handicap"), THE_GAP_HANDICAPS)
def test_the_gaps_handicaps_by_rating(rating, handicap):
    """"2000+ players having a zero handicap ('playing off scratch'), 1900-1999 having a ½ point handicap,
    1800-1899 1 point etc, down to a player under 799 has a 6.5 point handicap"."""
    assert thegap.GROUPS.of(Fraction(rating)) == Fraction(handicap)


def test_the_gaps_own_example_and_its_minimum():
    """"if the difference is 1.5 then the higher rated player will receive 3.5 minutes"; the lower rated
    player 5 minutes; the higher rated "must have at least one minute"."""
    reply = chess(method="thegap", elo="2050,1750", clock="5+0")  # handicaps 0 and 1.5
    assert reply["table"]["groups"] == [1.5, 0] and reply["table"]["difference"] == 1.5
    assert bases(reply) == [(210, 0), (300, 0)]
    assert bases(chess(method="thegap", elo="2000,1199", clock="5+0")) == [(60, 0), (300, 0)]  # 4: at least 1
    assert bases(chess(method="thegap", elo="2000,500", clock="5+0")) == [(60, 0), (300, 0)]  # 6.5: still 1
    assert bases(chess(method="thegap", elo="1950,1901", clock="5+0")) == [(300, 0), (300, 0)]  # one handicap


def test_the_gaps_times_are_scaled_not_shared_on_another_clock():
    """The reading chosen: the times do not add up to the even 10 minutes (5 and 3.5), so on another
    clock each is the club's minutes scaled (3 + 2: 3:00 and 2:06), not a share of the total."""
    assert not thegap.TABLE.shares
    assert bases(chess(method="thegap", elo="2050,1750", clock="3+2")) == [(126, 2), (180, 2)]


def test_every_table_by_groups_puts_every_rating_in_a_group():
    """A table by groups takes every rating the request allows (0 to 4000): its last band has no lower
    end, or it counts hundreds; the groups never rise with the rating."""
    for method in METHODS:
        table = method.table
        if table is None or table.scale is not Scale.GROUP:
            continue
        assert table.groups is not None, method.key
        assert table.groups.hundreds or table.groups.bands[-1][0] is None, method.key
        groups = [table.groups.of(Fraction(r)) for r in range(0, 4001, 25)]
        assert groups == sorted(groups, reverse=not table.groups.hundreds), method.key
