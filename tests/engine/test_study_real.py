"""The study on real games (tests/fixtures/study/SOURCES.md says where each file comes from):
283 games people played against GNU Go on NNGS and KGS (GNU Go's regression suite,
runningskull/gnugo regression/games/{nngs,kgs}, commit 84a32e9c) and three EGD tables OpenGotha
exported (lucvannier/opengotha exportfiles/, commits 51fabb28, b698ce83, 80d8f52a).

An independent reader (tests/support/study_reader.py: regular expressions over the raw text, its own rank and result
rules, the models' formula written out again) counts the games, the residual gaps and Black's
score per bin; the engine must agree exactly. The logistic fit must agree with statsmodels' GLM
(binomial family, logit link) to 1e-6."""

from __future__ import annotations

import base64
import io
import math
import re
import zipfile
from collections import Counter, defaultdict
from fractions import Fraction

import pytest

from handicap.api import calculate
from tests.support.study_reader import (
    FIXTURES,
    SGF_FILES,
    TABLES,
    compensated,
    rank,
    root_properties,
    score,
    table_texts,
)

ROUND = FIXTURES.parent / "round"

def independent(texts: list[str], model: str, width: Fraction) -> tuple[dict[int, list[int]], Counter, list[tuple[Fraction, Fraction]]]:
    bins: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # games, wins, draws, losses
    apart: Counter = Counter()
    games = []
    rules_names = {"japanese": "japanese", "chinese": "chinese", "aga": "aga", "korean": "korean",
                   "new zealand": "nz", "nz": "nz", "goe": "ing", "ing": "ing"}
    for text in texts:
        p = root_properties(text)
        black, white = rank(p.get("BR")), rank(p.get("WR"))
        if black is None or white is None:
            apart["rank"] += 1
            continue
        s = score(p.get("RE"))
        if s is None:
            apart["result"] += 1
            continue
        board = int(p.get("SZ", "19"))
        stones = int(p["HA"]) if "HA" in p else (int(p["AB"]) if int(p.get("AB", "0")) >= 2 else 0)
        komi = Fraction(p["KM"])
        rules = rules_names[p.get("RU", "Japanese").lower()]
        residual = (white - black) - compensated(model, board, rules, stones, komi)
        k = math.floor(residual / width + Fraction(1, 2))
        row = bins[k]
        row[0] += 1
        row[1 if s == 1 else 2 if s == Fraction(1, 2) else 3] += 1
        games.append((residual, s))
    return bins, apart, games


# --- the engine -------------------------------------------------------------------------------
def files() -> list[dict[str, str]]:
    return [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in SGF_FILES]


def study(file_list: list[dict[str, str]], **options: object) -> dict:
    reply = calculate({"command": "study", "files": file_list, **options})
    assert "error" not in reply, reply
    return reply


@pytest.mark.parametrize("model", ["proposal", "ogs"])
@pytest.mark.parametrize("width", ["0.5", "1", "0.25"])
def test_bins_equal_the_independent_count(model: str, width: str) -> None:
    texts = [p.read_bytes().decode("latin-1") for p in SGF_FILES]
    bins, apart, games = independent(texts, model, Fraction(width))
    reply = study(files(), model=model, bin=width)
    engine = {round(Fraction(str(b["centre"])) / Fraction(width)): [b["games"], b["wins"], b["draws"], b["losses"]]
              for b in reply["bins"]}
    assert engine == dict(bins)
    assert {g["reason"]: g["games"] for g in reply["set_apart"]} == dict(apart)
    assert reply["counts"]["studied"] == len(games) == 204
    assert reply["counts"]["records"] == len(SGF_FILES) == 283


def test_the_tables_games_equal_the_independent_count() -> None:
    bins, apart, games = independent(table_texts(), "proposal", Fraction(1, 2))
    table_files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in TABLES]
    reply = study(table_files)
    engine = {round(Fraction(str(b["centre"])) * 2): [b["games"], b["wins"], b["draws"], b["losses"]]
              for b in reply["bins"]}
    assert engine == dict(bins)
    assert reply["counts"]["studied"] == len(games) > 40
    assert not apart and not reply["set_apart"]


@pytest.mark.parametrize(("tournament_file", "table"), [
    ("juvisy-2019.xml", "opengotha-juvisy-2019.h9"), ("tournoi-chinois-2020.xml", "opengotha-tournoi-chinois-2020.h9")])
def test_a_tournament_file_and_its_egd_table_give_the_same_study(tournament_file: str, table: str) -> None:
    """OpenGotha's own file of a tournament (tests/fixtures/round/opengotha/: lucvannier/opengotha
    tournamentfiles/, commit 624c2710) and the EGD table OpenGotha exported from it (here, from
    exportfiles/): two readers, one tournament, the same games and the same study."""
    xml = ROUND / "opengotha" / tournament_file
    from_xml = study([{"name": xml.name, "base64": base64.b64encode(xml.read_bytes()).decode()}])
    from_table = study([{"name": table, "base64": base64.b64encode((FIXTURES / table).read_bytes()).decode()}])
    assert from_xml["counts"]["studied"] == from_table["counts"]["studied"] > 0
    assert from_xml["bins"] == from_table["bins"] and from_xml["fit"] == from_table["fit"]


def test_a_zip_and_a_file_of_several_game_trees_read_as_the_files() -> None:
    """The same games in a .zip (made here from the real files) and as one collection file of
    several game trees (the real files joined here): the same study."""
    single = study(files())
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for p in SGF_FILES:
            z.writestr(f"games/{p.name}", p.read_bytes())
    zipped = study([{"name": "games.zip", "base64": base64.b64encode(archive.getvalue()).decode()}])
    joined = b"\n".join(p.read_bytes() for p in SGF_FILES)
    collection = study([{"name": "all.sgf", "base64": base64.b64encode(joined).decode()}])
    for other in (zipped, collection):
        assert other["bins"] == single["bins"]
        assert other["counts"]["studied"] == single["counts"]["studied"]
        assert [g["games"] for g in other["set_apart"]] == [g["games"] for g in single["set_apart"]]
    assert zipped["set_apart"][0]["listed"][0]["source"].startswith("games.zip/games/")
    assert {g["game"] for g in collection["set_apart"][0]["listed"]} > {1}


@pytest.mark.parametrize("model", ["proposal", "ogs"])
def test_the_fit_equals_statsmodels(model: str) -> None:
    np = pytest.importorskip("numpy")
    sm = pytest.importorskip("statsmodels.api")
    special = pytest.importorskip("scipy.special")
    texts = [p.read_bytes().decode("latin-1") for p in SGF_FILES] + table_texts()
    _, _, games = independent(texts, model, Fraction(1, 2))
    x = np.array([float(r) for r, _ in games])
    y = np.array([float(s) for _, s in games])
    reference = sm.GLM(y, sm.add_constant(x), family=sm.families.Binomial()).fit(tol=1e-14, maxiter=200)
    table_files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in TABLES]
    reply = study(files() + table_files, model=model)
    fit = reply["fit"]
    assert fit["converged"]
    assert fit["intercept"] == pytest.approx(reference.params[0], abs=1e-6)
    assert fit["slope"] == pytest.approx(reference.params[1], abs=1e-6)
    assert fit["intercept_se"] == pytest.approx(reference.bse[0], abs=1e-6)
    assert fit["slope_se"] == pytest.approx(reference.bse[1], abs=1e-6)
    assert fit["covariance"] == pytest.approx(reference.cov_params()[0][1], abs=1e-6)
    # statsmodels' binomial log-likelihood adds ln C(1, y) (non-zero only for a draw's y = ½)
    constant = float(np.sum(special.gammaln(2) - special.gammaln(y + 1) - special.gammaln(2 - y)))
    assert fit["log_likelihood"] == pytest.approx(reference.llf - constant, abs=1e-6)
    fits = {f["model"]: f for f in reply["fits"]}
    assert fits[model]["log_likelihood"] == fit["log_likelihood"]
    if fit["slope"] < 0:
        r50 = -reference.params[0] / reference.params[1]
        assert fit["even_point"] == pytest.approx(r50, abs=1e-6)


def test_a_macmahon_files_results_are_studied() -> None:
    """The MacMahon program's file records each pairing's result ("1-0": Black won, "0-1", "½-½";
    <ResultByReferee>true: decided, not played): pairgoth's sample of the format (tests/fixtures/
    round/macmahon-sample.xml, see test_round_settings.py), counted here by an independent reading
    of its <Pairing> elements (a bye is no game), gives the study its games."""
    path = ROUND / "macmahon-sample.xml"
    text = path.read_text(encoding="utf-8")
    played = [p for p in re.findall(r"<Pairing>(.*?)</Pairing>", text, re.DOTALL)
              if re.search(r"<Result>\s*(1-0|0-1|½-½)\s*</Result>", p)
              and not re.search(r"<PairingWithBye>\s*true", p) and not re.search(r"<ResultByReferee>\s*true", p)]
    assert len(played) == 3
    reply = study([{"name": path.name, "base64": base64.b64encode(path.read_bytes()).decode()}])
    assert reply["counts"]["records"] == reply["counts"]["studied"] == len(played)
