"""Effective rank difference: every row of the OGS wiki's and the proposal's 13x13 and 9x9 tables
maps back to its own rank difference; 19x19's traditional handicap is half a rank short; Jewdan's
tables map back within their komi rounding; invariants (hypothesis)."""

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

OGS, JEWDAN = MODELS["ogs"], MODELS["jewdan"]

# Which rulesets a column of the proposal's tables stands for ("Most area rulesets", AGA, NZ).
PROPOSAL_KOMI_COLUMNS = {"territory": ("japanese", "korean"), "area": ("chinese", "ing", "aga"), "nz": ("nz",)}
PROPOSAL_EFFECTIVE_COLUMNS = {"territory": ("japanese", "korean"), "area": ("chinese", "ing"),
                              "aga": ("aga",), "nz": ("nz",)}


def rank_difference(board, rules, stones, komi, model=OGS):
    return effective_rank_difference(model, board, RULESETS[rules], stones, Fraction(komi)).rank_difference


def cells(tables, columns):
    for board, table in tables:
        for rank, (stones, komis) in table.items():
            for column, komi in komis.items():
                for rules in columns[column]:
                    yield pytest.param(board, rank, stones, rules, komi, id=f"{board}-{rank}-{rules}")


@pytest.mark.parametrize(("board", "rank", "stones", "rules", "komi"), list(cells(
    [(13, T.WIKI_13_TABLE), (9, T.WIKI_9_TABLE)], {r: (r,) for r in RULESETS})))
def test_every_wiki_cell_maps_back(board, rank, stones, rules, komi):
    assert rank_difference(board, rules, stones, komi) == rank


@pytest.mark.parametrize(("board", "rank", "stones", "rules", "komi"), list(cells(
    [(13, T.PROPOSAL_13_KOMI), (9, T.PROPOSAL_9_KOMI)], PROPOSAL_KOMI_COLUMNS)))
def test_every_proposal_komi_cell_maps_back(board, rank, stones, rules, komi):
    assert rank_difference(board, rules, stones, komi) == rank


@pytest.mark.parametrize(("board", "rank", "stones", "rules", "komi"), list(cells(
    [(13, T.PROPOSAL_13_EFFECTIVE), (9, T.PROPOSAL_9_EFFECTIVE)], PROPOSAL_EFFECTIVE_COLUMNS)))
def test_every_proposal_effective_komi_cell_maps_back(board, rank, stones, rules, komi):
    """The effective-komi tables include the handicap bonus; take it off to get the game's komi."""
    shown = komi - RULESETS[rules].handicap_bonus(stones)
    assert rank_difference(board, rules, stones, shown) == rank


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


@pytest.mark.parametrize("stones", range(1, 10))
def test_traditional_19x19_handicap_is_half_a_rank_short(stones):
    """N stones with komi 0.5 compensate N − 0.5 ranks under territory rules (Jewdan's point)."""
    rank, (table_stones, cols) = stones, T.PROPOSAL_19_EFFECTIVE[stones]
    assert table_stones == stones and T.PROPOSAL_19_KOMI_HANDICAP["territory"] == cols["territory"]
    assert rank_difference(19, "japanese", stones, "0.5") == rank - Fraction(1, 2)
    # Under area rules the OGS model (12 points a free move, komi before the bonus) reads the
    # same game as 5/12 of a rank short: the even komi 7.5 is a point more than 6.5.
    for rules in ("chinese", "aga"):
        shown = cols["area" if rules == "chinese" else "aga"] - RULESETS[rules].handicap_bonus(stones)
        assert shown == T.PROPOSAL_19_KOMI_HANDICAP["area"]
        assert rank_difference(19, rules, stones, shown) == rank - Fraction(5, 12)
    assert rank_difference(19, "nz", stones, T.PROPOSAL_19_KOMI_HANDICAP["nz"]) == rank - Fraction(5, 12)
    # Jewdan's model (14 points a stone in area counting) is half a rank short in every ruleset.
    for rules in ("japanese", "chinese", "nz"):
        assert rank_difference(19, rules, stones, "0" if rules == "nz" else "0.5", JEWDAN) == rank - Fraction(1, 2)


def test_19x19_even_game_is_zero():
    for rules, column in (("japanese", "territory"), ("chinese", "area"), ("aga", "aga"), ("nz", "nz")):
        assert rank_difference(19, rules, 0, T.PROPOSAL_19_EFFECTIVE[0][1][column]) == 0


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
BOARD = st.sampled_from([19, 13, 9])
RULES = st.sampled_from(sorted(RULESETS))
STONES = st.integers(min_value=0, max_value=9)
KOMI = st.fractions(min_value=-100, max_value=100, max_denominator=2)


@given(MODEL_KEYS, BOARD, RULES, STONES, STONES, KOMI)
def test_more_stones_never_lowers_the_difference(model, board, rules, a, b, komi):
    low, high = sorted((a, b))
    m, r = MODELS[model], RULESETS[rules]
    assert (effective_rank_difference(m, board, r, high, komi).rank_difference
            >= effective_rank_difference(m, board, r, low, komi).rank_difference)


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
