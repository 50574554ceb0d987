"""The study's comparison of the rating models on real games: the KGS games people played against
GNU Go (GNU Go's regression suite, repository runningskull/gnugo, regression/games/kgs, commit
84a32e9cee2a70c0ec6ef58c1be279fed84a9a53; tests/fixtures/study/SOURCES.md).

Recomputed here another way: each game read by the independent reader of tests/support/study_reader.py
(regular expressions over the raw SGF), its chance for Black under each model asked of the public
``game`` command (the figures Check a game shows), then the log-likelihood, the Brier score and the
calibration bins added up by hand. The engine's study must agree to 1e-9, and name the same best model."""

from __future__ import annotations

import base64
import math
from collections import defaultdict
from fractions import Fraction

import pytest

from handicap.api import calculate
from tests.support.study_reader import FIXTURES, rank, root_properties, score

KGS = sorted((FIXTURES / "gnugo").glob("kgs--*.sgf"))
RULES = {"japanese": "japanese", "chinese": "chinese", "aga": "aga", "korean": "korean", "new zealand": "nz",
         "nz": "nz", "goe": "ing", "ing": "ing"}


def kgs_games() -> list[tuple[dict[str, float], float]]:
    """Every KGS game both models cover: each model's chance for Black and Black's result."""
    games = []
    for path in KGS:
        p = root_properties(path.read_bytes().decode("latin-1"))
        black, white, result = rank(p.get("BR")), rank(p.get("WR")), score(p.get("RE"))
        if black is None or white is None or result is None or "KM" not in p:
            continue
        board = int(p.get("SZ", "19"))
        stones = int(p["HA"]) if "HA" in p else 0
        if board != 19 or stones > 9:  # BayRate rates 19×19 games of 0 to 9 stones only
            continue
        rules = RULES[p.get("RU", "Japanese").lower()]
        reply = calculate({"command": "game", "board": 19, "rules": rules, "stones": stones, "komi": p["KM"],
                           "black_rating": p["BR"].strip(" ?*"), "white_rating": p["WR"].strip(" ?*"),
                           "winner": {1: "black", 0: "white"}.get(result, "draw")})
        assert "error" not in reply, (path.name, reply)
        chance = reply["black_chance"]
        games.append(({"aga": chance["aga"]["black"], "ogs": chance["ogs"]["black"]}, float(result)))
    return games


def tenths(games: list[tuple[dict[str, float], float]], model: str) -> dict[int, list[float]]:
    """The games binned by hand by the model's chance for Black in tenths: games, Σ chance, Σ score."""
    bins: dict[int, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for p, s in games:
        tenth = min(math.floor(p[model] * 10), 9)
        bins[tenth][0] += 1
        bins[tenth][1] += p[model]
        bins[tenth][2] += s
    return bins


@pytest.fixture(scope="module")
def engine() -> dict:
    files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in KGS]
    reply = calculate({"command": "study", "files": files})
    assert "error" not in reply
    return reply["chance_models"]


@pytest.fixture(scope="module")
def by_hand() -> list[tuple[dict[str, float], float]]:
    return kgs_games()


def test_the_same_games(engine: dict, by_hand: list) -> None:
    assert engine["games"] == len(by_hand) == 51


@pytest.mark.parametrize("model", ["aga", "ogs"])
def test_log_likelihood_brier_and_calibration_by_hand(engine: dict, by_hand: list, model: str) -> None:
    scored = next(m for m in engine["models"] if m["model"] == model)
    log_likelihood = sum(s * math.log(p[model]) + (1 - s) * math.log(1 - p[model]) for p, s in by_hand)
    brier = sum((p[model] - s) ** 2 for p, s in by_hand) / len(by_hand)
    assert scored["log_likelihood"] == pytest.approx(log_likelihood, abs=1e-9)
    assert scored["brier"] == pytest.approx(brier, abs=1e-9)
    bins = tenths(by_hand, model)
    assert [(b["low"], b["games"]) for b in scored["bins"]] == [(k / 10, int(bins[k][0])) for k in sorted(bins)]
    for b in scored["bins"]:
        games, total_p, total_s = bins[round(b["low"] * 10)]
        assert b["predicted"] == pytest.approx(total_p / games, abs=1e-9)
        assert b["observed"] == pytest.approx(total_s / games, abs=1e-12)


def test_the_best_model_and_its_sentence(engine: dict, by_hand: list) -> None:
    ll = {model: sum(s * math.log(p[model]) + (1 - s) * math.log(1 - p[model]) for p, s in by_hand)
          for model in ("aga", "ogs")}
    assert engine["best"] == max(ll, key=ll.__getitem__) == "ogs"
    assert engine["text"] == ("On the 51 games both rating models cover, OGS's model describes the results better: "
                              "log-likelihood −34.34 against the AGA's −40.92 (Brier score 0.2416 against 0.276).")
    # Black's score in the AGA model's lowest tenth: the games it gave Black under 10 % (bots' ranks)
    lowest = next(m for m in engine["models"] if m["model"] == "aga")["bins"][0]
    assert (lowest["games"], lowest["shown"]["observed"]) == (6, "33.3%")


def test_a_study_of_13x13_games_compares_nothing() -> None:
    game = "(;GM[1]SZ[13]HA[2]KM[0.5]RU[Japanese]BR[5k]WR[1k]RE[B+R])"
    reply = calculate({"command": "study", "games": [{"source": "a.sgf", "game": 1, "sgf": game}]})
    if "error" in reply:  # the study takes records as files
        reply = calculate({"command": "study", "files": [{"name": "a.sgf", "text": game}]})
    chance = reply["chance_models"]
    assert chance["games"] == 0 and chance["best"] is None
    assert chance["text"] == ("No game here is one both rating models cover (19×19, 0 to 9 stones), so they are "
                              "not compared.")
    assert all(m["log_likelihood"] is None and m["bins"] == [] for m in chance["models"])


@pytest.mark.parametrize("lang", ["ja", "ko", "zh", "fr", "de"])
def test_the_sentence_in_every_language(lang: str) -> None:
    files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in KGS]
    chance = calculate({"command": "study", "files": files, "lang": lang})["chance_models"]
    assert "51" in chance["text"] and "OGS" in chance["text"] and "describes" not in chance["text"]
    assert Fraction(0) <= Fraction(str(chance["models"][0]["brier"])) <= 1


def test_the_calibration_table_has_its_caption_and_headings_in_each_language(engine: dict) -> None:
    """The page's calibration table takes its caption and column headings from the reply."""
    english = engine
    assert english["columns"] == {"model": "Model", "range": "Chance for Black", "games": "Games",
                                  "predicted": "Predicted", "observed": "Observed",
                                  "log_likelihood": "Log-likelihood (higher fits better)",
                                  "brier": "Brier score (lower fits better)"}
    assert english["scores_caption"] == "Each rating model on the same games"
    assert english["caption"].startswith("Calibration: each model's chance for Black")
    files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in KGS[:3]]
    japanese = calculate({"command": "study", "files": files, "lang": "ja"})["chance_models"]
    assert japanese["columns"]["observed"] == "実際" and japanese["caption"].startswith("較正")
    assert japanese["chart"]["x"]["title"] == "モデルによる黒の勝率"
    assert japanese["chart"]["series"][0]["name"] == "AGAのモデル（BayRate）"


def test_the_calibration_chart_draws_each_tenth_by_hand(engine: dict, by_hand: list) -> None:
    """The page's calibration chart: a series a model, a point a tenth that holds games, at the
    model's mean chance across and Black's mean score up, added up by hand; hollow (``few``) under
    the study's 20 games a bin; over the diagonal (0, 0)–(1, 1), on two axes 0 to 100 %."""
    chart = engine["chart"]
    assert [(s["model"], s["name"]) for s in chart["series"]] == [
        ("aga", "The AGA's model (BayRate)"), ("ogs", "OGS's model (goratings)")]
    for series in chart["series"]:
        bins = tenths(by_hand, series["model"])
        expected = [(games, total_p / games, total_s / games, games < 20)
                    for games, total_p, total_s in (bins[k] for k in sorted(bins))]
        assert len(series["points"]) == len(expected)
        for point, (games, x, y, few) in zip(series["points"], expected, strict=True):
            assert (point["games"], point["few"]) == (games, few)
            assert point["x"] == pytest.approx(x, abs=1e-9) and point["y"] == pytest.approx(y, abs=1e-12)
    # the AGA's 50–60 % tenth (20 games) and OGS's 40–50 % (35) are the only full ones on these games
    full = [(s["model"], p["games"]) for s in chart["series"] for p in s["points"] if not p["few"]]
    assert full == [("aga", 20), ("ogs", 35)]
    assert chart["series"][1]["points"][3]["label"] == (
        "OGS's model (goratings), chance for Black 40.0% to 50.0%: 35 games, predicted 46.4%, Black scored 42.9%")
    assert chart["diagonal"]["points"] == [[0.0, 0.0], [1.0, 1.0]]
    for axis in (chart["x"], chart["y"]):
        assert (axis["low"], axis["high"]) == (0.0, 1.0)
        assert [t["label"] for t in axis["ticks"]] == ["0.0%", "25.0%", "50.0%", "75.0%", "100.0%"]
    assert (chart["x"]["title"], chart["y"]["title"]) == ("The model's chance for Black", "Black's score in those games")
    assert chart["how_to_read"].endswith("Hollow marks: fewer than 20 games.")
    # the table greys the same tenths the chart draws hollow
    assert [b["few"] for m in engine["models"] for b in m["bins"]] == [
        p["few"] for s in chart["series"] for p in s["points"]]
