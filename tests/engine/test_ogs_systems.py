"""OGS's automatic handicap, the small-board proposal, the old Japanese recommendation and OGS's
legacy bug, against every row of every table in the two OGS seeds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from handicap.api import calculate
from handicap.go.rules import RULESETS
from handicap.go.systems import ogs, ogs_legacy, ogs_proposal, old_japanese, traditional
from tests.fixtures import ogs_tables as T

F = Fraction


def run(system, d, board, rules):
    return system.SYSTEM.compute(F(d), board, RULESETS[rules], RULESETS[rules].counting)


# --- Wiki: 13x13 and 9x9, six rulesets ------------------------------------------------------

def wiki_cells():
    for board, text in ((13, T.WIKI_13), (9, T.WIKI_9)):
        for stones_and_komi in T.rows(text):
            d, stones, komis = int(stones_and_komi[0]), int(stones_and_komi[1]), stones_and_komi[2:]
            for rules, komi in zip(T.WIKI_RULES, komis, strict=True):
                yield pytest.param(board, d, rules, stones, F(komi), id=f"{board}-{d}-{rules}")


@pytest.mark.parametrize(("board", "d", "rules", "stones", "komi"), list(wiki_cells()))
def test_ogs_wiki_tables(board, d, rules, stones, komi):
    h = run(ogs, d, board, rules)
    assert (h.stones, h.komi) == (stones, komi)


def test_wiki_tables_have_every_row():
    assert len(T.rows(T.WIKI_13)) == len(T.rows(T.WIKI_9)) == 10


@pytest.mark.parametrize(("board", "d", "stones", "komi"), [
    (13, 10, 4, "2.5"), (13, 11, 4, "-1.5"), (13, 12, 5, "6.5"), (13, 24, 9, "6.5"),
    (9, 10, 2, "-1.5"), (9, 12, 3, "6.5"), (9, 47, 8, "-3.5"),
])
def test_ogs_pattern_continues_past_the_tables(board, d, stones, komi):
    h = run(ogs, d, board, "japanese")
    assert (h.stones, h.komi) == (stones, F(komi))


@pytest.mark.parametrize(("d", "stones"), [(1, 1), (5, 5), (9, 9), (10, 9), (15, 9)])
def test_ogs_19x19(d, stones):
    h = run(ogs, d, 19, "japanese")
    assert (h.stones, h.komi) == (stones, F("0.5"))
    assert (h.capped_at is not None) == (d > 9)
    assert run(ogs, d, 19, "nz").komi == 0
    assert run(ogs, 0, 19, "nz").komi == 7


# --- Proposal: stones, komi and effective komi on 19x19, 13x13, 9x9 -------------------------

def proposal_komi_cells():
    for board, text in ((19, T.KOMI_19), (13, T.KOMI_13), (9, T.KOMI_9)):
        for d, (stones, komis) in T.columns_table(text, T.KOMI_COLUMNS).items():
            for column, komi in komis.items():
                for rules in T.KOMI_COLUMN_RULES[column]:
                    yield pytest.param(board, d, rules, stones, komi, id=f"{board}-{d}-{rules}")


@pytest.mark.parametrize(("board", "d", "rules", "stones", "komi"), list(proposal_komi_cells()))
def test_proposal_komi_tables(board, d, rules, stones, komi):
    h = run(ogs_proposal, d, board, rules)
    assert (h.stones, h.komi) == (stones, komi)


def test_proposal_19x19_one_plus_row_holds_for_every_difference():
    for d in range(1, 10):
        for rules, komi in (("japanese", "0.5"), ("chinese", "0.5"), ("nz", "0")):
            h = run(ogs_proposal, d, 19, rules)
            assert (h.stones, h.komi) == (d, F(komi))


def proposal_effective_cells():
    for board, text in ((19, T.EFFECTIVE_19), (13, T.EFFECTIVE_13), (9, T.EFFECTIVE_9)):
        for d, (stones, komis) in T.columns_table(text, T.EFFECTIVE_COLUMNS).items():
            for column, effective in komis.items():
                for rules in T.EFFECTIVE_COLUMN_RULES[column]:
                    yield pytest.param(board, d, rules, stones, effective, id=f"{board}-{d}-{rules}")


@pytest.mark.parametrize(("board", "d", "rules", "stones", "effective"), list(proposal_effective_cells()))
def test_proposal_effective_komi_tables(board, d, rules, stones, effective):
    reply = calculate({"system": "ogs-proposal", "board": board, "rules": rules, "rank_diff": d})
    assert reply["stones"] == stones
    assert F(str(reply["effective_komi"])) == effective
    assert reply["effective_komi"] - reply["komi"] == reply["handicap_bonus"]


def test_proposal_named_example():
    """Difference 3 on 13x13 is 1 stone and -5.5 komi under Japanese rules."""
    reply = calculate({"system": "ogs-proposal", "board": 13, "rules": "japanese", "rank_diff": 3})
    assert (reply["stones"], reply["komi"]) == (1, -5.5)


# --- Proposal's BUG tables: old Japanese and OGS's legacy komi --------------------------------

def bug_cells():
    for board, text in ((13, T.BUG_13), (9, T.BUG_9)):
        for d, stones, old, legacy in T.rows(text):
            yield pytest.param(board, int(d), int(stones), F(old), F(legacy), id=f"{board}-{d}")


@pytest.mark.parametrize(("board", "d", "stones", "old", "legacy"), list(bug_cells()))
@pytest.mark.parametrize("rules", ["japanese", "chinese", "nz"])
def test_old_japanese_and_legacy_tables(board, d, stones, old, legacy, rules):
    h_old = run(old_japanese, d, board, rules)
    h_legacy = run(ogs_legacy, d, board, rules)
    assert (h_old.stones, h_old.komi) == (stones, old)
    assert (h_legacy.stones, h_legacy.komi) == (stones, legacy)


def test_historical_systems_are_labelled():
    for key in ("old-japanese", "ogs-legacy"):
        reply = calculate({"system": key, "board": 13, "rank_diff": 2})
        assert reply["historical"] is True
    assert calculate({"system": "ogs", "board": 13, "rank_diff": 2})["historical"] is False


# --- Wiki's OLD METHOD tables: the legacy bug, with the seeds' one disagreement ---------------

# Rank difference 0: the wiki prints komi 0.5 on 13x13 and "normal? or 5.5" on 9x9; the proposal
# (whose author read OGS's code) prints 5.5 for both. The engine follows the proposal.
OLD_METHOD_ROW_ZERO = {13: "0.5", 9: "normal?_or_5.5"}


def old_method_rows():
    for board, text in ((13, T.WIKI_OLD_13), (9, T.WIKI_OLD_9)):
        for low, high, stones, komi in T.rows(text):
            for d in range(int(low), int(high) + 1):
                yield pytest.param(board, d, stones, komi, id=f"{board}-{d}")


@pytest.mark.parametrize(("board", "d", "stones", "komi"), list(old_method_rows()))
def test_wiki_old_method_is_the_legacy_bug(board, d, stones, komi):
    h = run(ogs_legacy, d, board, "japanese")
    assert h.stones == (0 if stones == "none" else int(stones.rstrip("?")))
    if d == 0:
        assert h.komi == F("5.5")
        assert komi == OLD_METHOD_ROW_ZERO[board]  # the wiki's cell, recorded as the disagreement
    else:
        assert h.komi == F(komi)


# --- Traditional ------------------------------------------------------------------------------

@pytest.mark.parametrize(("d", "rules", "stones", "komi"), [
    (0, "japanese", 0, "6.5"), (0, "chinese", 0, "7.5"), (0, "nz", 0, "7"), (1, "japanese", 1, "0.5"),
    (4, "aga", 4, "0.5"), (9, "ing", 9, "0.5"), (14, "korean", 9, "0.5"),
])
def test_traditional(d, rules, stones, komi):
    h = run(traditional, d, 19, rules)
    assert (h.stones, h.komi) == (stones, F(komi))


def test_traditional_beyond_nine_says_so_and_points_elsewhere():
    reply = calculate({"system": "traditional", "rules": "aga", "rank_diff": 12})
    assert reply["stones"] == 9 and reply["capped"] and reply["beyond_maximum"]
    assert reply["effective_komi"] == 8.5
    [warning] = [w for w in reply["warnings"] if w["code"] == "beyond_maximum"]
    assert "still favours White" in warning["message"] and "Jewdan's handicap system" in warning["message"]


def test_ogs_beyond_nine_lists_fair_boards():
    reply = calculate({"system": "ogs", "board": 19, "rules": "japanese", "rank_diff": 14})
    assert reply["stones"] == 9 and reply["beyond_maximum"]
    assert reply["fair_boards"] == [13, 9]
    assert "13×13, 9×9" in reply["warnings"][-1]["message"]
    reply = calculate({"system": "ogs", "board": 13, "rules": "japanese", "rank_diff": 30})
    assert reply["stones"] == 11 and reply["fair_boards"] == [9]
