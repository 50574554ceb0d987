"""Effective rank difference under the proposal's model (the default): every ruleset's bonus and
the area value of each stone counted as the OGS small-board proposal states them, checked
against its tables and the OGS wiki's row by row, with the cells where a published table and the
model differ named; 19x19's traditional handicap; Jewdan's tables within their komi rounding;
invariants (hypothesis). OGS's rating code itself: test_ogs_rating_code.py."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from handicap.go.effective import MODELS, effective_rank_difference, effective_rating
from handicap.go.rules import RULESETS
from handicap.go.systems.jewdan import jewdan
from handicap.ranks import rating_to_rank
from tests.fixtures import ogs_tables as T
from tests.fixtures.jewdan_tables import AREA, TERRITORY

PROPOSAL, OGS, JEWDAN = MODELS["proposal"], MODELS["ogs"], MODELS["jewdan"]
FACTORS = {19: 1, 13: 3, 9: 6}

# Which rulesets a column of the proposal's tables stands for ("Most area rulesets", AGA, NZ).
PROPOSAL_KOMI_COLUMNS = {"territory": ("japanese", "korean"), "area": ("chinese", "ing", "aga"), "nz": ("nz",)}
PROPOSAL_EFFECTIVE_COLUMNS = {"territory": ("japanese", "korean"), "area": ("chinese", "ing"),
                              "aga": ("aga",), "nz": ("nz",)}

# Where the published tables and the proposal's own statements part: the tables list one komi
# per rank for every area ruleset, but the statements give the rulesets different bonuses. In
# points of Black's head start, the model's reading of a row minus the row's rank:
TABLE_DIFFERENCES = {
    # "Most area rulesets give bonus points to white" (one a stone; Ing assumed the same): the
    # area komi is the territory komi + 1 ("the area value of the stone") in every row, and the
    # bonus pays the first stone's area point back a second time.
    "chinese": "one point less than the row's rank with one stone or more",
    "ing": "one point less than the row's rank with one stone or more (as Chinese)",
    # "New Zealand rules don't have a handicap bonus": each extra stone keeps its area point, so a
    # free move is worth 13, where the tables count 12.
    "nz": "one point more than the row's rank for each free move",
}


def table_difference(rules, stones):
    """Points by which the model reads a published row differently from its rank (see above)."""
    if rules in ("chinese", "ing"):
        return -1 if stones >= 1 else 0
    if rules == "nz":
        return max(stones - 1, 0)
    return 0  # territory rules, and AGA: "AGA rules match territory scoring"


def rank_difference(board, rules, stones, komi, model=PROPOSAL):
    return effective_rank_difference(model, board, RULESETS[rules], stones, Fraction(komi)).rank_difference


def expected_from_table(board, rank, rules, stones):
    return rank + Fraction(table_difference(rules, stones) * FACTORS[board], 12)


def cells(tables, columns):
    for board, table in tables:
        for rank, (stones, komis) in table.items():
            for column, komi in komis.items():
                for rules in columns[column]:
                    yield pytest.param(board, rank, stones, rules, komi, id=f"{board}-{rank}-{rules}")


@pytest.mark.parametrize(("board", "rank", "stones", "rules", "komi"), list(cells(
    [(13, T.WIKI_13_TABLE), (9, T.WIKI_9_TABLE)], {r: (r,) for r in RULESETS})))
def test_every_wiki_cell_maps_back(board, rank, stones, rules, komi):
    assert rank_difference(board, rules, stones, komi) == expected_from_table(board, rank, rules, stones)


@pytest.mark.parametrize(("board", "rank", "stones", "rules", "komi"), list(cells(
    [(13, T.PROPOSAL_13_KOMI), (9, T.PROPOSAL_9_KOMI)], PROPOSAL_KOMI_COLUMNS)))
def test_every_proposal_komi_cell_maps_back(board, rank, stones, rules, komi):
    assert rank_difference(board, rules, stones, komi) == expected_from_table(board, rank, rules, stones)


@pytest.mark.parametrize(("board", "rank", "stones", "rules", "komi"), list(cells(
    [(13, T.PROPOSAL_13_EFFECTIVE), (9, T.PROPOSAL_9_EFFECTIVE)], PROPOSAL_EFFECTIVE_COLUMNS)))
def test_every_proposal_effective_komi_cell_maps_back(board, rank, stones, rules, komi):
    """The effective-komi tables include the handicap bonus; take it off to get the game's komi."""
    shown = komi - RULESETS[rules].handicap_bonus(stones)
    assert rank_difference(board, rules, stones, shown) == expected_from_table(board, rank, rules, stones)


def test_the_named_table_differences_are_all_there_are():
    """Territory and AGA rows map back exactly; only the rulesets named above differ."""
    differing = {rules for board, table in ((13, T.PROPOSAL_13_KOMI), (9, T.PROPOSAL_9_KOMI))
                 for rank, (stones, komis) in table.items()
                 for column, komi in komis.items() for rules in PROPOSAL_KOMI_COLUMNS[column]
                 if rank_difference(board, rules, stones, komi) != rank}
    assert differing == set(TABLE_DIFFERENCES)


def test_table_sizes():
    assert sorted(T.WIKI_13_TABLE) == sorted(T.WIKI_9_TABLE) == list(range(10))
    for table in (T.PROPOSAL_13_KOMI, T.PROPOSAL_13_EFFECTIVE, T.PROPOSAL_9_KOMI, T.PROPOSAL_9_EFFECTIVE):
        assert sorted(table) == list(range(14))
    assert sorted(T.PROPOSAL_19_EFFECTIVE) == list(range(10))


@pytest.mark.parametrize("board", [13, 9])
def test_proposal_tables_agree_with_each_other_through_the_bonus(board):
    komi = T.PROPOSAL_13_KOMI if board == 13 else T.PROPOSAL_9_KOMI
    effective = T.PROPOSAL_13_EFFECTIVE if board == 13 else T.PROPOSAL_9_EFFECTIVE
    for rank, (stones, cols) in effective.items():
        assert komi[rank][0] == stones
        for column, rules in (("territory", "japanese"), ("area", "chinese"), ("nz", "nz"), ("aga", "aga")):
            shown = komi[rank][1]["area" if column == "aga" else column]
            assert shown + RULESETS[rules].handicap_bonus(stones) == cols[column]  # effective komi


# --- The proposal's statements, one by one ---------------------------------------------------

BOARD = st.sampled_from([19, 13, 9])
STONES = st.integers(min_value=0, max_value=9)
KOMI = st.fractions(min_value=-100, max_value=100, max_denominator=2)


@pytest.mark.parametrize("rules", sorted(RULESETS))
@pytest.mark.parametrize("board", [19, 13, 9])
def test_an_even_game_at_the_rules_komi_compensates_nothing(board, rules):
    """"Komi is added in an even game": 6.5 territory, 7.5 area, 7 New Zealand, on every board."""
    assert rank_difference(board, rules, 0, RULESETS[rules].even_komi) == 0


@given(BOARD, STONES, KOMI)
def test_aga_matches_territory_scoring(board, stones, komi):
    """"AGA rules use area scoring in a way designed to match territory scoring precisely": an
    AGA game with one point more komi (the area komi) is the Japanese game."""
    assert rank_difference(board, "aga", stones, komi + 1) == rank_difference(board, "japanese", stones, komi)


@given(BOARD, STONES, KOMI)
def test_chinese_gives_white_one_point_more_than_aga(board, stones, komi):
    """"AGA's handicap bonus for white is off-by-one from the others": with the same stones and
    komi, a Chinese game gives Black one point less (none without stones)."""
    points = 1 if stones >= 1 else 0
    assert (rank_difference(board, "aga", stones, komi) - rank_difference(board, "chinese", stones, komi)
            == Fraction(points * FACTORS[board], 12))
    assert rank_difference(board, "ing", stones, komi) == rank_difference(board, "chinese", stones, komi)


@given(BOARD, STONES, KOMI)
def test_a_new_zealand_free_move_keeps_its_area_point(board, stones, komi):
    """"New Zealand rules don't have a handicap bonus": against the Japanese game with the komi
    half a point lower (NZ's even komi 7 against 6.5), every free move is worth one point more."""
    free = max(stones - 1, 0)
    assert (rank_difference(board, "nz", stones, komi) - rank_difference(board, "japanese", stones, komi - Fraction(1, 2))
            == Fraction(free * FACTORS[board], 12))


@pytest.mark.parametrize("stones", range(1, 10))
def test_traditional_19x19_handicap_is_half_a_rank_short(stones):
    """N stones with komi 0.5 compensate N − 0.5 ranks under territory and Chinese rules (the bonus
    of N points makes the effective komi N + 0.5, as the proposal's 19x19 table says)."""
    rank, (table_stones, cols) = stones, T.PROPOSAL_19_EFFECTIVE[stones]
    assert table_stones == stones and T.PROPOSAL_19_KOMI_HANDICAP["territory"] == cols["territory"]
    half = Fraction(1, 2)
    for rules in ("japanese", "korean", "chinese", "ing"):
        assert rank_difference(19, rules, stones, "0.5") == rank - half
    # AGA's bonus is a point smaller: 1/12 of a rank more for Black.
    assert rank_difference(19, "aga", stones, "0.5") == rank - half + Fraction(1, 12)
    # New Zealand (komi 0, no bonus): half a point more komi to come back, and 13 a free move.
    assert rank_difference(19, "nz", stones, T.PROPOSAL_19_KOMI_HANDICAP["nz"]) == Fraction(13 * stones - 6, 12)
    # Jewdan's model (14 points a stone in area counting) is half a rank short in every ruleset.
    for rules in ("japanese", "chinese", "nz"):
        assert rank_difference(19, rules, stones, "0" if rules == "nz" else "0.5", JEWDAN) == rank - half


def test_19x19_even_game_is_zero():
    for rules, column in (("japanese", "territory"), ("chinese", "area"), ("aga", "aga"), ("nz", "nz")):
        assert rank_difference(19, rules, 0, T.PROPOSAL_19_EFFECTIVE[0][1][column]) == 0


def test_the_issue_example_chinese_13x13_three_stones():
    """13x13, 3 stones, komi 0.5, Chinese: 7.5 − (0.5 + 3) + 13 × 2 = 30 points, 7.5 ranks (the
    count that forgot the bonus said 31 points, 7.75)."""
    game = effective_rank_difference(PROPOSAL, 13, RULESETS["chinese"], 3, Fraction(1, 2))
    assert (game.handicap_bonus, game.effective_komi, game.stone_value, game.area_value) == (3, Fraction(7, 2), 13, 1)
    assert (game.head_start, game.points_per_rank, game.rank_difference) == (30, 4, Fraction(15, 2))


def jewdan_rows():
    for counting, table, rules in (("territory", TERRITORY, "japanese"), ("area", AREA, "chinese")):
        for diff, row in table.items():
            for board in row:
                yield pytest.param(counting, rules, diff, board, id=f"{counting}-{board}-{diff}")


@pytest.mark.parametrize(("counting", "rules", "diff", "board"), list(jewdan_rows()))
def test_jewdan_rows_map_back_within_komi_rounding(counting, rules, diff, board):
    """Jewdan rounds komi to a whole point, so a row maps back to within half a point's worth of
    rank: board factor ÷ (2 × stone value). Cells are the formula's (the four printed area errata
    of test_jewdan.py would miss: 13x13 area, rank 4, printed komi −3.5 reads as 4.46)."""
    row = jewdan(Fraction(diff), board, counting)
    back = rank_difference(board, rules, row.stones, row.komi, JEWDAN)
    tolerance = row.board_factor / (2 * row.stone_value)
    assert abs(back - diff) <= tolerance
    if board == 19 or (board == 9 and counting == "territory"):
        assert back == diff  # whole points per rank: exact


def test_jewdan_area_erratum_does_not_map_back():
    back = rank_difference(13, "chinese", 2, "-3.5", JEWDAN)
    assert abs(back - 4) > Fraction(5, 2) / 28


MODEL_KEYS = st.sampled_from(sorted(MODELS))
RULES = st.sampled_from(sorted(RULESETS))


@given(MODEL_KEYS, BOARD, RULES, STONES, STONES, KOMI)
def test_more_stones_never_lowers_the_difference(model, board, rules, a, b, komi):
    """Except a lone first stone where the model counts a bonus for it (Chinese, Ing): it gives
    Black no free move and White a point, one point less than no stone at the same komi."""
    low, high = sorted((a, b))
    m, r = MODELS[model], RULESETS[rules]
    more = effective_rank_difference(m, board, r, high, komi)
    fewer = effective_rank_difference(m, board, r, low, komi)
    first_stone_bonus = low == 0 and high >= 1 and m.handicap_bonus(r, 1) == 1
    allowance = 1 / more.points_per_rank if first_stone_bonus and high == 1 else 0
    assert more.rank_difference >= fewer.rank_difference - allowance


@given(MODEL_KEYS, BOARD, RULES, STONES, KOMI, KOMI)
def test_less_komi_never_lowers_the_difference(model, board, rules, stones, a, b):
    low, high = sorted((a, b))
    m, r = MODELS[model], RULESETS[rules]
    less = effective_rank_difference(m, board, r, stones, low).rank_difference
    more = effective_rank_difference(m, board, r, stones, high).rank_difference
    assert less >= more
    assert less - more == (high - low) / effective_rank_difference(m, board, r, stones, low).points_per_rank


@given(st.floats(min_value=100, max_value=3000), st.floats(min_value=-20, max_value=20))
def test_effective_rating_shifts_rank_exactly(rating, diff):
    shifted = effective_rating(rating, diff)
    assert math.isclose(rating_to_rank(shifted) - rating_to_rank(rating), diff, abs_tol=1e-9)
    assert math.isclose(shifted, 525 * math.exp((rating_to_rank(rating) + diff) / 23.15), rel_tol=1e-12)


def test_effective_rating_example():
    # 1200 is rank 19.14 (11k); five ranks up is 1489.30 (6k).
    assert effective_rating(1200, 5) == pytest.approx(1200 * math.exp(5 / 23.15))
    assert effective_rating(1200, 5) == pytest.approx(1489.297, abs=1e-3)
