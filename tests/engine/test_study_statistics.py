"""The study's figures beside the plain fit, recomputed by statsmodels on real games
(tests/fixtures/study/SOURCES.md: 283 games people played against GNU Go on NNGS and KGS, GNU Go's
regression suite, runningskull/gnugo regression/games/{nngs,kgs}, commit 84a32e9c; the Juvisy 2019
EGD table OpenGotha exported, lucvannier/opengotha exportfiles/, commit 51fabb28):

- the standard errors and the even point's interval clustered by player: statsmodels'
  ``GLM(…, Binomial()).fit(cov_type="cluster", cov_kwds={"groups": …})``, each game's group
  chosen here again (its more frequent player; a tie: the name that sorts first);
- the even games (0–1 stone) and the handicap games (2 or more) fitted apart, each clustered, and
  the likelihood ratio of two curves against one;
- Pearson's χ² over the bins of 20 games or more, from statsmodels' fitted probabilities, and its
  p-value from scipy;
- the verdict: a side named only when the (clustered) interval leaves out 0.

Every figure must agree to 1e-6. The games are read by the independent reader of
tests/support/study_reader.py (regular expressions over the raw text)."""

from __future__ import annotations

import base64
import math
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
import statsmodels.api as sm
from scipy import stats

from handicap.api import calculate
from handicap.study import logistic
from tests.support.study_reader import FIXTURES, SGF_FILES, games_of, games_with_players, table_texts

Z = 1.959963984540054
FEW = 20
KGS_FILES = [p for p in SGF_FILES if p.name.startswith("kgs--")]


def player_groups(games: list[dict]) -> np.ndarray:
    """Each game's group: whichever of its players plays more of these games (tie: the name first
    in order); a game naming nobody is a group of its own."""
    played: Counter = Counter()
    for g in games:
        for name in {n for n in g["names"] if n}:
            played[name] += 1
    labels = []
    for number, g in enumerate(games):
        named = [n for n in g["names"] if n]
        labels.append(min(named, key=lambda n: (-played[n], n)) if named else f"alone {number}")
    codes = {label: code for code, label in enumerate(sorted(set(labels)))}
    return np.array([codes[label] for label in labels])


def reference(games: list[dict], clustered: bool = True):
    x = np.array([float(g["residual"]) for g in games])
    y = np.array([float(g["score"]) for g in games])
    model = sm.GLM(y, sm.add_constant(x), family=sm.families.Binomial())
    if not clustered:
        return model.fit(tol=1e-14, maxiter=200)
    return model.fit(tol=1e-14, maxiter=200, cov_type="cluster", cov_kwds={"groups": player_groups(games)})


def delta_interval(params: np.ndarray, cov: np.ndarray) -> tuple[float, float]:
    a, b = params
    r = -a / b
    half = Z * math.sqrt((cov[0][0] + 2 * r * cov[0][1] + r * r * cov[1][1]) / (b * b))
    return r - half, r + half


def two(value: float) -> str:
    """Two decimals without the zeros that say nothing, with the real minus sign."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace("-", "−")


def study(paths: list[Path], **options: object) -> dict:
    files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in paths]
    reply = calculate({"command": "study", "files": files, **options})
    assert "error" not in reply, reply
    return reply


def assert_clustered(fit: dict, result, groups: np.ndarray) -> None:
    clustered = fit["clustered"]
    assert clustered["clusters"] == len(set(groups.tolist()))
    assert fit["intercept"] == pytest.approx(result.params[0], abs=1e-6)
    assert fit["slope"] == pytest.approx(result.params[1], abs=1e-6)
    assert clustered["intercept_se"] == pytest.approx(result.bse[0], abs=1e-6)
    assert clustered["slope_se"] == pytest.approx(result.bse[1], abs=1e-6)
    assert clustered["covariance"] == pytest.approx(result.cov_params()[0][1], abs=1e-6)


@pytest.mark.parametrize("model", ["proposal", "ogs"])
def test_the_clustered_standard_errors_equal_statsmodels(model: str) -> None:
    games = games_with_players(SGF_FILES, model)
    result = reference(games)
    reply = study(SGF_FILES, model=model)
    assert reply["counts"]["studied"] == len(games) == 204
    assert_clustered(reply["fit"], result, player_groups(games))
    # the plain ones stay beside them, and the two differ on these games
    plain = reference(games, clustered=False)
    assert reply["fit"]["intercept_se"] == pytest.approx(plain.bse[0], abs=1e-6)
    assert abs(reply["fit"]["clustered"]["intercept_se"] - reply["fit"]["intercept_se"]) > 1e-3
    clusters = len(set(player_groups(games).tolist()))
    assert reply["interval_note"] == (f"The intervals allow for players who play several games: the {len(games)} games "
                                      f"are grouped, each by its more frequent player, into {clusters} clusters "
                                      "(cluster-robust standard errors).")


def test_the_even_points_clustered_interval_and_the_verdict_equal_statsmodels() -> None:
    """KGS's games against GNU Go: a falling curve, so an even point, with its interval by the
    delta method over statsmodels' clustered covariance. Its 51 games form only 5 groups of
    players, too few for the clustered interval alone: the verdict takes the wider of it and the
    plain one, and says so; that interval holds 0, so no side is named."""
    games = games_with_players(KGS_FILES, "proposal")
    result = reference(games)
    reply = study(KGS_FILES)
    fit = reply["fit"]
    clustered = delta_interval(result.params, result.cov_params())
    plain = delta_interval(result.params, reference(games, clustered=False).cov_params())
    assert fit["even_point"] == pytest.approx(-result.params[0] / result.params[1], abs=1e-6)
    assert fit["clustered"]["even_low"] == pytest.approx(clustered[0], abs=1e-6)
    assert fit["clustered"]["even_high"] == pytest.approx(clustered[1], abs=1e-6)
    assert fit["even_low"] == pytest.approx(plain[0], abs=1e-6)
    low, high = max(clustered, plain, key=lambda interval: interval[1] - interval[0])
    assert fit["clustered"]["clusters"] == 5
    assert reply["interval_note"] == ("Only 5 groups of players: too few for intervals clustered by player alone, "
                                      "so the wider of the clustered and the plain interval is used.")
    assert low < 0 < high
    shown = f"{low:.1f} to {high:.1f}".replace("-", "−")
    assert reply["verdict"] == f"These games are consistent with fair handicaps ({shown} ranks, 95 % interval)."
    assert reply["chart"]["even"]["low"] == pytest.approx(low, abs=1e-6)
    assert reply["chart"]["even"]["high"] == pytest.approx(high, abs=1e-6)


def test_a_small_tournament_whose_interval_holds_fair_names_no_side() -> None:
    """Juvisy 2019 (36 games, an EGD table whose rows name the players): the interval is clustered
    by player as statsmodels clusters it (the names read here from the table's rows); the even point
    lies at +0.53 ranks, but its interval holds 0; the verdict says so, naming no side."""
    table = FIXTURES / "opengotha-juvisy-2019.h9"
    games = games_of(table_texts([table]), "proposal")
    result = reference(games)
    reply = study([table])
    fit = reply["fit"]
    assert reply["counts"]["studied"] == len(games) == 36
    assert_clustered(fit, result, player_groups(games))
    clusters = len(set(player_groups(games).tolist()))
    assert clusters >= 10  # enough groups for the clustered interval alone
    low, high = delta_interval(result.params, result.cov_params())
    assert fit["clustered"]["even_low"] == pytest.approx(low, abs=1e-6)
    assert fit["clustered"]["even_high"] == pytest.approx(high, abs=1e-6)
    assert reply["interval_note"] == ("The intervals allow for players who play several games: the 36 games are "
                                      f"grouped, each by its more frequent player, into {clusters} clusters "
                                      "(cluster-robust standard errors).")
    assert fit["even_point"] > 0.5 and low < 0 < high
    assert reply["verdict"] == (f"These games are consistent with fair handicaps ({low:.1f} to "
                                f"{high:.1f} ranks, 95 % interval).").replace("-", "−")
    assert "favoured" not in reply["verdict"]


def test_games_that_name_no_player_are_said_to_be_clustered_no_further() -> None:
    """The same table's games written without their players' names (a record that names none, as
    many club files are): the interval cannot be clustered and the note says why; with half of
    them named, the note says how many are groups of their own. The records are the table's
    games as read here (table_texts), the names taken out."""
    texts = table_texts([FIXTURES / "opengotha-juvisy-2019.h9"])
    # each keeps a game name of its own: without names or moves, two games of the same ranks and
    # result would be the same record, counted once
    unnamed = [re.sub(r"P[BW]\[[^\]]*\]", "", text).replace("(;", f"(;GN[{i}]", 1) for i, text in enumerate(texts)]
    reply = calculate({"command": "study", "files": [{"name": "club.sgf", "text": "\n".join(unnamed)}]})
    assert reply["fit"]["clustered"] is None
    assert reply["interval_note"] == "The intervals treat every game as independent: the records do not name the players."
    half = unnamed[:18] + texts[18:]
    games = games_of(half, "proposal")
    reply = calculate({"command": "study", "files": [{"name": "club.sgf", "text": "\n".join(half)}]})
    assert_clustered(reply["fit"], reference(games), player_groups(games))
    assert reply["interval_note"].endswith(" 18 games name no player: each counts as a group of its own.")


@pytest.mark.parametrize("paths", [SGF_FILES, KGS_FILES], ids=["all", "kgs"])
def test_the_even_and_handicap_games_fitted_apart_equal_statsmodels(paths: list[Path]) -> None:
    games = games_with_players(paths, "proposal")
    reply = study(paths)
    apart = reply["fits_apart"]
    assert [g["group"] for g in apart["groups"]] == ["even", "handicap"]
    log_likelihoods = []
    for group, wanted in zip(apart["groups"], (lambda s: s <= 1, lambda s: s >= 2), strict=True):
        part = [g for g in games if wanted(g["stones"])]
        result = reference(part)
        assert group["games"] == len(part) > 10
        # each group's games keep the cluster of the whole study's more frequent player
        played: Counter = Counter()
        for g in games:
            for name in {n for n in g["names"] if n}:
                played[name] += 1
        labels = [min([n for n in g["names"] if n], key=lambda n: (-played[n], n)) for g in part]
        codes = {label: code for code, label in enumerate(sorted(set(labels)))}
        groups = np.array([codes[label] for label in labels])
        result = sm.GLM(np.array([float(g["score"]) for g in part]),
                        sm.add_constant(np.array([float(g["residual"]) for g in part])),
                        family=sm.families.Binomial()).fit(tol=1e-14, maxiter=200, cov_type="cluster",
                                                           cov_kwds={"groups": groups})
        assert_clustered(group["fit"], result, groups)
        log_likelihoods.append(result.llf)
        if result.params[1] < 0:
            low, high = delta_interval(result.params, result.cov_params())
            assert group["fit"]["clustered"]["even_low"] == pytest.approx(low, abs=1e-6)
            assert group["fit"]["clustered"]["even_high"] == pytest.approx(high, abs=1e-6)
            even = -result.params[0] / result.params[1]
            if len(codes) < 10:  # too few groups of players: the wider of the clustered and the plain interval
                plain = sm.GLM(result.model.endog, result.model.exog, family=sm.families.Binomial()).fit(
                    tol=1e-14, maxiter=200)
                low, high = max((low, high), delta_interval(plain.params, plain.cov_params()),
                                key=lambda interval: interval[1] - interval[0])
            assert group["shown"] == (f"{group['label']}: {len(part)} games, even point at {two(even)} ranks "
                                      f"({two(low)} to {two(high)}, 95 % interval).")
        else:
            assert group["fit"]["even_point"] is None
            assert "no even point" in group["shown"]
    # the likelihood ratio: statsmodels' log-likelihoods (their ln C(1, y) terms cancel in the difference)
    together = reference(games, clustered=False).llf
    ratio = 2 * (sum(log_likelihoods) - together)
    assert apart["likelihood_ratio"] == pytest.approx(ratio, abs=1e-6)
    assert apart["p"] == pytest.approx(stats.chi2.sf(ratio, 2), abs=1e-6)
    better = bool(stats.chi2.sf(ratio, 2) < 0.01)
    assert apart["apart"] is better
    assert apart["shown"].startswith("Even and handicap games fitted apart describe the results better" if better
                                     else "One curve describes the even and the handicap games as well as two")


def test_the_goodness_of_fit_equals_pearsons_chi_square_from_statsmodels() -> None:
    games = games_with_players(SGF_FILES, "proposal")
    result = reference(games, clustered=False)
    predicted = result.predict()
    bins: dict[int, list[int]] = {}
    for number, g in enumerate(games):
        bins.setdefault(math.floor(g["residual"] / Fraction(1, 2) + Fraction(1, 2)), []).append(number)
    used = [members for _, members in sorted(bins.items()) if len(members) >= FEW]
    chi2 = sum((sum(float(games[i]["score"]) for i in m) - sum(predicted[i] for i in m)) ** 2
               / sum(predicted[i] * (1 - predicted[i]) for i in m) for m in used)
    degrees = len(used) - 2
    p = stats.chi2.sf(chi2, degrees)
    reply = study(SGF_FILES)
    check = reply["goodness_of_fit"]
    assert check["bins"] == len(used) == 3 and check["degrees"] == degrees == 1
    assert check["chi2"] == pytest.approx(chi2, abs=1e-6)
    assert check["p"] == pytest.approx(p, abs=1e-6)
    assert check["shown"] == (f"Goodness of fit over the 3 bins of 20 games or more: Pearson χ² {chi2:.1f} on "
                              f"1 degree of freedom, p = {p:.3f}.")
    # p < 0.01 here: the warning is given, with the same figures
    assert p < 0.01 and check["poor"] is True
    warning = {w["code"]: w["message"] for w in reply["warnings"]}["poor_fit"]
    assert warning.startswith("One curve does not describe these games")
    assert f"Pearson χ² {chi2:.1f} on 1 degree of freedom, p = {p:.3f}" in warning


def test_the_tables_fit_is_described_by_one_curve() -> None:
    """Where fewer than three bins hold 20 games, there is no χ² and no warning."""
    reply = study([FIXTURES / "opengotha-juvisy-2019.h9"])
    assert reply["goodness_of_fit"] is None
    assert "poor_fit" not in {w["code"] for w in reply["warnings"]}


def test_bins_of_fewer_than_20_games_are_marked() -> None:
    reply = study(SGF_FILES)
    for row, point in zip(reply["bins"], reply["chart"]["points"], strict=True):
        assert row["few"] is (row["games"] < FEW) is point["few"]
        assert (row["shown"].get("few") == "too few games") is (row["games"] < FEW)
    assert sum(r["few"] for r in reply["bins"]) == 23 and sum(not r["few"] for r in reply["bins"]) == 3
    assert reply["chart"]["how_to_read"].endswith("Grey dots: bins of fewer than 20 games.")


@pytest.mark.parametrize("degrees", [1, 2, 3, 7, 20, 61])
@pytest.mark.parametrize("statistic", [0.0, 0.01, 0.7, 3.84, 11.9, 40.0, 516.0])
def test_the_chi_square_tail_equals_scipys(statistic: float, degrees: int) -> None:
    assert logistic.chi_square_tail(statistic, degrees) == pytest.approx(stats.chi2.sf(statistic, degrees),
                                                                         rel=1e-9, abs=1e-300)


def test_bins_of_equal_game_counts() -> None:
    """``bin_games``: bins of at least that many games in order of residual gap, the games of one
    gap never split, the remainder joined to the last bin; each bin's games, wins and Black's
    points counted again here from the independent reading, and the goodness of fit over them."""
    per_bin = 40
    games = games_with_players(SGF_FILES, "proposal")
    reply = study(SGF_FILES, bin_games=per_bin)
    bins = reply["bins"]
    assert reply["bin_games"] == per_bin
    assert sum(b["games"] for b in bins) == len(games) == 204
    residuals = sorted(float(g["residual"]) for g in games)
    eps = 1e-9  # the edges are JSON numbers: a gap such as −1/12 is a float there
    for number, b in enumerate(bins):
        low, high = b["from"] - eps, b["to"] + eps
        inside = [g for g in games if low <= g["residual"] <= high]
        assert b["games"] == len(inside) >= per_bin
        assert b["wins"] == sum(g["score"] == 1 for g in inside)
        assert b["key"] == str(number + 1) and not b["few"]
        if number + 1 < len(bins):
            # the bin closed as soon as it held enough games: without its highest gap it would not
            assert sum(r < b["to"] - eps for r in residuals if r >= low) < per_bin
            assert high < bins[number + 1]["from"] - eps
    result = reference(games, clustered=False)
    predicted = result.predict()
    chi2 = 0.0
    for b in bins:
        members = [i for i, g in enumerate(games) if b["from"] - eps <= g["residual"] <= b["to"] + eps]
        chi2 += ((sum(float(games[i]["score"]) for i in members) - sum(predicted[i] for i in members)) ** 2
                 / sum(predicted[i] * (1 - predicted[i]) for i in members))
    assert reply["goodness_of_fit"]["chi2"] == pytest.approx(chi2, abs=1e-6)
    assert reply["goodness_of_fit"]["degrees"] == len(bins) - 2


@pytest.mark.parametrize("value", [4, 19, "x", 200_001])
def test_bins_of_too_few_games_are_refused_by_name(value: object) -> None:
    reply = calculate({"command": "study", "files": [], "games": [{"BR": "1k", "WR": "1d", "RE": "B+R", "KM": "6.5"}],
                       "bin_games": value})
    assert reply["error"]["field"] == "bin_games"
    assert "a whole number from 20 to 200000" in reply["error"]["message"]
