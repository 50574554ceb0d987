"""The study's independent reader, written here apart from the engine (regular expressions over
the raw text, its own rank and result rules, the models' formula written out again), and the real
games it reads (tests/fixtures/study/SOURCES.md: GNU Go's regression games, runningskull/gnugo
regression/games/{nngs,kgs}, commit 84a32e9c). The study's tests hold the engine to it:
tests/engine/test_study_real.py, test_study_statistics.py, test_study_choices.py."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "study"
SGF_FILES = sorted((FIXTURES / "gnugo").glob("*.sgf"))

# --- the independent reader ---------------------------------------------------------------------
RANK = re.compile(r"^\s*(\d{1,2})\s*([kdp])[?*]?\s*$", re.IGNORECASE)


def rank(text: str | None) -> int | None:
    """30k = 0, 1k = 29, 1d = 30, 9d = 38, 1p = 39: the engine's scale, written again."""
    match = RANK.match(text or "")
    if not match:
        return None
    n, unit = int(match.group(1)), match.group(2).lower()
    if unit == "k":
        return 30 - n if 1 <= n <= 30 else None
    if unit == "d":
        return 29 + n if 1 <= n <= 9 else None
    return 38 + n if 1 <= n <= 9 else None


TOKEN = re.compile(r"\[((?:\\.|[^\\\]])*)\]|([;()])|([A-Za-z]+)", re.DOTALL)


def root_properties(text: str) -> dict[str, str]:
    """The first node, token by token (a value, a ";" or parenthesis, a property name), until the
    second ";" or any parenthesis after the first node began."""
    props: dict[str, str] = {}
    name, started, values = "", False, 0
    for match in TOKEN.finditer(text):
        value, mark, ident = match.groups()
        if mark is not None:
            if started and mark in ";()":
                break
            started = started or mark == ";"
        elif ident is not None:
            name = "".join(c for c in ident if c.isupper())
            values = 0
        elif started:
            values += 1
            if name == "AB":
                props["AB"] = str(values)
            elif values == 1:
                props.setdefault(name, " ".join(re.sub(r"\\(.)", r"\1", value).split()))
    return props


def score(result: str | None) -> Fraction | None:
    r = (result or "").strip().upper()
    if r.startswith("B+"):
        return Fraction(1)
    if r.startswith("W+"):
        return Fraction(0)
    return Fraction(1, 2) if r in ("0", "DRAW", "JIGO") else None


FACTOR = {19: 1, 13: 3, 9: 6}  # ranks a stone is worth per board: 1, 3, 6 (OGS's factors)
AREA = {"chinese", "aga", "ing", "nz"}


def compensated(model: str, board: int, rules: str, stones: int, komi: Fraction) -> Fraction:
    """The models' formula as go/effective.py's docstring states it, typed again here."""
    free = stones - 1 if stones > 1 else 0
    area = rules in AREA
    if model == "proposal":
        fair = {"japanese": Fraction(13, 2), "korean": Fraction(13, 2), "nz": Fraction(7)}.get(rules, Fraction(15, 2))
        bonus = {"chinese": stones, "ing": stones, "aga": max(0, stones - 1)}.get(rules, 0) if stones > 0 else 0
    else:
        fair = Fraction(7) if area else Fraction(6)
        bonus = {"chinese": stones, "aga": max(0, stones - 1)}.get(rules, 0) if stones > 0 else 0
    value = 13 if area else 12
    head_start = fair - (komi + bonus) + value * free
    return head_start * FACTOR[board] / 12


def games_with_players(paths: list[Path], model: str) -> list[dict]:
    """Each studied game: residual gap, Black's score, stones, the two names as compared."""
    rules_names = {"japanese": "japanese", "chinese": "chinese", "aga": "aga", "korean": "korean",
                   "new zealand": "nz", "nz": "nz", "goe": "ing", "ing": "ing"}
    games = []
    for path in paths:
        p = root_properties(path.read_bytes().decode("latin-1"))
        black, white, s = rank(p.get("BR")), rank(p.get("WR")), score(p.get("RE"))
        if black is None or white is None or s is None:
            continue
        board = int(p.get("SZ", "19"))
        stones = int(p["HA"]) if "HA" in p else (int(p["AB"]) if int(p.get("AB", "0")) >= 2 else 0)
        rules = rules_names[p.get("RU", "Japanese").lower()]
        residual = (white - black) - compensated(model, board, rules, stones, Fraction(p["KM"]))
        names = [" ".join(p.get(key, "").split()).lower() for key in ("PB", "PW")]
        games.append({"residual": residual, "score": s, "stones": stones, "names": names})
    return games
