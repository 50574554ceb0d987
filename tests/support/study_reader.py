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
TABLES = sorted(FIXTURES.glob("*.h9"))

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
    return games_of([path.read_bytes().decode("latin-1") for path in paths], model)


def games_of(texts: list[str], model: str) -> list[dict]:
    rules_names = {"japanese": "japanese", "chinese": "chinese", "aga": "aga", "korean": "korean",
                   "new zealand": "nz", "nz": "nz", "goe": "ing", "ing": "ing"}
    games = []
    for text in texts:
        p = root_properties(text)
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


def table_texts(tables: list[Path] = TABLES) -> list[str]:
    """The EGD tables' games, read here: every "opp+/cN" result once (from the player on Black's side),
    when the opponent's line says the same game (Tournoi chinois rows 9 and 10 both say they won);
    an even game's komi is the table's KM[] (6.5 without one), a handicap game's 0.5; the players'
    names are the text between a row's number and its rank."""
    rows = []
    for path in tables:
        raw = path.read_bytes().decode("latin-1")
        even_komi = (re.findall(r"^;\s*KM\[([\d.]+)\]", raw, re.MULTILINE) or ["6.5"])[0]
        lines = [line for line in raw.splitlines() if line.strip() and not line.startswith(";")]
        ranks = {}
        names = {}
        results = {}
        for number, line in enumerate(lines, 1):  # opponents are table rows (a tied place has no number)
            parts = line.split()
            rank_text = next(t for t in parts if re.fullmatch(r"\d{1,2}[kdKD]", t))
            ranks[number] = rank_text.lower()
            names[number] = " ".join(parts[1:parts.index(rank_text)])
            results[number] = re.findall(r"(\d+)([+\-=])/([bw])(\d?)", line)
        for number, games in results.items():
            for opponent, outcome, colour, stones in games:
                if colour != "b" or int(opponent) == 0:
                    continue
                mirrored = {"+": "-", "-": "+", "=": "="}[outcome]
                if (str(number), mirrored, "w", stones) not in results.get(int(opponent), []):
                    continue  # the two lines of the game disagree (both won): no result to count
                re_text = {"+": "B+", "-": "W+", "=": "0"}[outcome]
                handicap = int(stones or 0)
                komi = "0.5" if handicap else even_komi
                rows.append(f"(;SZ[19]RU[Japanese]HA[{handicap}]KM[{komi}]BR[{ranks[number]}]"
                            f"WR[{ranks[int(opponent)]}]RE[{re_text}]PB[{names[number]}]PW[{names[int(opponent)]}])")
    return rows
