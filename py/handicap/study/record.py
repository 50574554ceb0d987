"""One game record (the root properties an SGF file or a tournament file gives, as text) read into
a game the study can use, or set apart with the reason — never guessed.

    board      SZ: 19, 13 or 9 (the sizes the models know; "19:19" is 19); none: 19 (SGF's default)
    stones     HA: 0 to 9; no HA: the points AB lists when two or more, else 0
    komi       KM: a number from −100 to 100 ("0.50", "6,5"); none: set apart
    rules      RU: Japanese, Korean, Chinese, AGA, Ing/GOE, New Zealand (as servers spell them);
               none: the study's ``rules`` (Japanese unless asked); any other: set apart
    ranks      BR, WR as servers write them: "5k", "5k?", "1d*", "3 dan", "15級"; "?" and "*"
               (uncertain, provisional) are read as the rank; none, "NR", "?": set apart
    result     RE: "B+…" 1, "W+…" 0, "0", "Draw", "Jigo" ½; none, "Void", "?", a forfeit: set apart
    players    PB, PW: the names, kept as written ("" when none) for the clustered intervals

Then, under a model (``go/effective.py``, ``game``'s arithmetic):

    rank gap        g = White's rank − Black's rank              (ranks: 30k = 0 … 1d = 30)
    compensated     c = the rank difference the board, rules, stones and komi make up
    residual gap    r = g − c       (Black's shortfall after the handicap; 0: an even game)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ..errors import InvalidInput
from ..go.effective import BOARDS, MODELS, RankModel, effective_rank_difference
from ..go.rules import RULESETS, Ruleset
from ..numbers import file_whole
from ..ranks import parse_rank

MAX_STONES = 9
MAX_KOMI = Fraction(100)

# Why a game is set apart, in the order the study lists them.
REASONS = ("rank", "result", "board", "handicap", "komi", "rules")

_RULE_NAMES: Mapping[str, str] = {
    "japanese": "japanese", "japan": "japanese", "jp": "japanese", "nihon kiin": "japanese",
    "korean": "korean", "korea": "korean", "kr": "korean",
    "chinese": "chinese", "china": "chinese", "cn": "chinese",
    "aga": "aga", "american": "aga",
    "goe": "ing", "ing": "ing", "ing sst": "ing",
    "nz": "nz", "new zealand": "nz",
}
_KOMI = re.compile(r"^[+-]?\d{1,3}(?:[.,]\d{1,4})?$")
_SIZE = re.compile(r"^(\d{1,2})(?:\s*:\s*(\d{1,2}))?$")
_DRAW = frozenset({"0", "draw", "jigo", "d"})


@dataclass(frozen=True)
class ReadGame:
    """A game the study can use: what it was, before any model's arithmetic."""
    source: str
    number: int
    board: int
    ruleset: Ruleset
    stones: int
    komi: Fraction
    black: int  # ranks on one scale (``ranks.py``: 30k = 0, 1d = 30)
    white: int
    black_score: Fraction  # 1 Black won, ½ a draw, 0 White won
    date: str
    black_name: str = ""
    white_name: str = ""

    @property
    def rank_gap(self) -> int:
        return self.white - self.black


@dataclass(frozen=True)
class SetApart:
    source: str
    number: int
    reason: str  # one of REASONS
    value: str  # what the record said ("" when it said nothing)


@lru_cache(maxsize=4096)
def rank_number(text: str) -> int | None:
    """A rank as a server writes it, or None: "5k?" and "1d*" read as 5k and 1d."""
    cleaned = text.strip().rstrip("?*+ ").strip()
    if not cleaned:
        return None
    try:
        return parse_rank("rank", cleaned)
    except InvalidInput:
        return None


_WIN, _LOSS, _HALF = Fraction(1), Fraction(0), Fraction(1, 2)  # made once: a study reads thousands


@lru_cache(maxsize=4096)  # a study's results come back game after game ("B+Resign", "W+0.5")
def black_score(text: str) -> Fraction | None:
    value = text.strip().lower()
    if value.startswith("b+"):
        return None if value[2:].strip() in ("f", "forfeit") else _WIN
    if value.startswith("w+"):
        return None if value[2:].strip() in ("f", "forfeit") else _LOSS
    return _HALF if value in _DRAW else None


@lru_cache(maxsize=1024)
def _board(text: str | None) -> int | None:
    if text is None:
        return 19
    match = _SIZE.match(text.strip())
    if match is None or (match.group(2) is not None and match.group(2) != match.group(1)):
        return None
    size = int(match.group(1))
    return size if size in BOARDS else None


@lru_cache(maxsize=1024)
def _stones(handicap: str | None, setup: str | None) -> int | None:
    if handicap is None or not handicap.strip():
        points = file_whole(setup) or 0
        return points if 2 <= points <= MAX_STONES else 0 if points < 2 else None
    stones = file_whole(handicap) if handicap.strip().isdigit() else None  # a sign is no count of stones
    return stones if stones is not None and stones <= MAX_STONES else None


@lru_cache(maxsize=1024)
def _komi(text: str | None) -> Fraction | None:
    if text is None or not _KOMI.match(text.strip()):
        return None
    komi = Fraction(text.strip().replace(",", "."))
    return komi if abs(komi) <= MAX_KOMI else None


@lru_cache(maxsize=1024)
def _rules(text: str | None, default: Ruleset) -> Ruleset | None:
    if text is None or not text.strip():
        return default
    key = _RULE_NAMES.get(" ".join(text.strip().lower().replace("-", " ").split()))
    return None if key is None else RULESETS[key]


# A game's values as ``read_values`` gives them: board, rules, stones, komi, Black's and White's
# ranks, Black's score (a ReadGame without its source, date and names, made only where kept).
Values = tuple[int, Ruleset, int, Fraction, int, int, Fraction]
# The property that sets a game apart, and its reason (REASONS).
APART_BY: Mapping[str, str] = {"BR": "rank", "WR": "rank", "RE": "result", "SZ": "board", "HA": "handicap",
                               "KM": "komi", "RU": "rules"}


def read_values(properties: Mapping[str, str], default_rules: Ruleset) -> Values | str:
    """The game's values, or the property (a key of APART_BY) whose value is the first reason, in
    REASONS' order, it cannot be studied."""
    black_text, white_text = properties.get("BR"), properties.get("WR")
    black = rank_number(black_text) if black_text is not None else None
    if black is None:
        return "BR"
    white = rank_number(white_text) if white_text is not None else None
    if white is None:
        return "WR"
    score = black_score(properties.get("RE", ""))
    if score is None:
        return "RE"
    board = _board(properties.get("SZ"))
    if board is None:
        return "SZ"
    stones = _stones(properties.get("HA"), properties.get("AB"))
    if stones is None:
        return "HA"
    komi = _komi(properties.get("KM"))
    if komi is None:
        return "KM"
    ruleset = _rules(properties.get("RU"), default_rules)
    if ruleset is None:
        return "RU"
    return board, ruleset, stones, komi, black, white, score


def read_game(source: str, number: int, properties: Mapping[str, str], default_rules: Ruleset) -> ReadGame | SetApart:
    """The game, or the first reason (in REASONS' order) it cannot be studied."""
    values = read_values(properties, default_rules)
    if isinstance(values, str):
        return SetApart(source, number, APART_BY[values], properties.get(values, ""))
    board, ruleset, stones, komi, black, white, score = values
    return ReadGame(source, number, board, ruleset, stones, komi, black, white, score, properties.get("DT", ""),
                    properties.get("PB", ""), properties.get("PW", ""))


@lru_cache(maxsize=8192)
def compensated(model: str, board: int, ruleset: Ruleset, stones: int, komi: Fraction) -> Fraction:
    """The rank difference the handicap makes up under ``model`` (a key of MODELS), by ``game``'s
    arithmetic (``go/effective.py``)."""
    return effective_rank_difference(MODELS[model], board, ruleset, stones, komi).rank_difference


def residual_gap(model: RankModel, game: ReadGame) -> Fraction:
    """Black's shortfall after the handicap: the rank gap less what the handicap compensated."""
    return game.rank_gap - compensated(model.key, game.board, game.ruleset, game.stones, game.komi)
