"""What every tournament file reader returns: one round's pairings, the file's own settings as
request fields, which rounds have games, and the games the file records with a result (an EGD
table's: the handicap games summary reads them)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ...numbers import file_fraction
from ..pairings import Parsed

MAX_NAME = 80  # a tournament's name in a heading: longer is cut (with …)


@dataclass(frozen=True)
class PlayedGame:
    """A game the file records with its result: the ranks as OpenGotha numbers them (0 = 1d), and
    the players' names as the file writes them (a study clusters its intervals by player)."""
    white_rank: int
    black_rank: int
    stones: int
    black_score: Fraction  # 1 Black won, 0 White won, 1/2 a jigo
    white_name: str = ""
    black_name: str = ""


@dataclass(frozen=True)
class FileRound:
    parsed: Parsed
    defaults: Mapping[str, Any]  # the file's handicap settings, as request fields
    number: int
    rounds: int
    with_games: tuple[int, ...]  # the rounds that have games, in order (the last: the latest paired)
    name: str = ""  # the tournament's name, "" when the file has none
    played: tuple[PlayedGame, ...] = ()  # every round's games played to a result (for a study)
    # Where the file writes a setting of ``defaults``: request key -> (the setting as the file
    # writes it, its line or 0), so that an error about it names the file's element, not a flag.
    origins: Mapping[str, tuple[str, int]] = field(default_factory=dict)


def tournament_name(text: str) -> str:
    """The name for a heading: one line, spaces and control characters collapsed, at most MAX_NAME."""
    name = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    return name if len(name) <= MAX_NAME else name[:MAX_NAME - 1].rstrip() + "…"


MAX_FILE_KOMI = 100  # the even_komi field's own limit


def komi_setting(value: object) -> str | None:
    """A file's komi as the even_komi field takes it ("7.5"), or None when it is not a multiple of
    0.5 within ±100 (then the rules' own komi is used, and the sheet says so)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    komi = file_fraction(str(value)) if not isinstance(value, int) or value.bit_length() < 64 else None
    if komi is None:
        return None
    if (komi * 2).denominator != 1 or abs(komi) > MAX_FILE_KOMI:
        return None
    return str(komi.numerator) if komi.denominator == 1 else f"{float(komi):g}"


def kd_text(rank: int) -> str:
    """OpenGotha's and pairgoth's rank numbers in this engine's spelling: −5 -> "5k", 0 -> "1d"."""
    return f"{rank + 1}d" if rank >= 0 else f"{-rank}k"


def ceiling_text(ceiling: int) -> str:
    """A stone ceiling as the max_stones field takes it: 9 or more is every system's own maximum."""
    return "" if ceiling >= 9 else str(max(0, ceiling))
