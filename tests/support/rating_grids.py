"""The rating models' reference grids, printed by the published programs' own code (see each file's
first lines and the tests that read them: tests/engine/test_aga_bayrate.py,
tests/engine/test_ogs_expectation.py, tests/engine/test_black_chance.py)."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
BAYRATE_GRID = FIXTURES / "aga_bayrate" / "bayrate_grid.tsv"
GORATINGS_GRID = FIXTURES / "ogs_expectation" / "expected_grid.tsv"


def bayrate_rows() -> list[tuple[int, int, float, float, float, float, float]]:
    """BayRate's grid: (stones, komi, gap, handicapeqv, sigma_px, black_wins, white_wins) a row."""
    lines = [line for line in BAYRATE_GRID.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    assert lines[0].split("\t") == ["stones", "komi", "gap", "handicapeqv", "sigma_px", "black_wins", "white_wins"]
    rows = []
    for line in lines[1:]:
        s, k, gap, eqv, sigma, black, white = line.split("\t")
        rows.append((int(s), int(k), float(gap), float(eqv), float(sigma), float(black), float(white)))
    return rows


def goratings_rows() -> list[dict[str, str]]:
    """goratings' grid: each row as {column: text}."""
    lines = [line for line in GORATINGS_GRID.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    names = lines[0].split("\t")
    return [dict(zip(names, line.split("\t"), strict=True)) for line in lines[1:]]
