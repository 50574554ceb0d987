"""Which of the games read a study keeps: the user's choices, each removing the games it names
before anything is counted or fitted (docs/study.md, "Choosing what to study").

    programs        "keep" (default) or "exclude": games where either player's name matches a
                    pattern of BOT_PATTERNS (names of Go programs as servers and the programs'
                    own projects spell them)
    players         names or patterns of one's own ("petgo3", "*bot*"): games where either player
                    matches are left out (``fnmatch`` patterns, case ignored)
    results         "all" (default) or "no_time": games decided on time (SGF RE "B+T", "W+Time")
                    left out
    unsure_ranks    "keep" (default) or "exclude": games where a rank is marked unsure ("5k?", as
                    KGS writes a rank it is not sure of) left out
    max_komi        games whose komi lies beyond ±max_komi left out (default 100: none)
    pro_ranks       "apart" (default): games with a professional rank ("1p") left out. No scale
                    of professional against amateur ranks is published that a study could read
                    them on (the EGF's rating list gives professionals ratings, not a conversion
                    of the grades; servers differ: docs/study.md); "amateur" counts 1p as the
                    rank above 9d, 9p as 18d, as the rank scale reads them: an assumption, said so

A game is counted under the first choice, in CHOICES' order, that removes it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from fractions import Fraction
from functools import cached_property, lru_cache

from .players import player_key
from .record import MAX_KOMI, ReadGame

CHOICES = ("programs", "players", "results", "unsure_ranks", "komi", "pro_ranks")
MAX_PATTERNS = 100
MAX_PATTERN = 60
PRO_FIRST = 39  # the rank scale's 1p (ranks.py: 30k = 0, 1d = 30, 9d = 38)

# Go programs' names as they play on servers (KGS, OGS, NNGS, CGOS) and in regression suites,
# case ignored. Sources: GNU Go's regression games (tests/fixtures/study/gnugo: "GnuGo (GNU Go
# 3.1.18)", "GNU", "TheGNUGo"), KGS's bot accounts (petgo3, Zen19, CrazyStone, AyaBot, ManyFaces,
# Fuego, MoGo, pachi, leelaz), OGS's bots (KataGo, Leela Zero, "…bot" accounts), ELF OpenGo.
BOT_PATTERNS = (
    "*gnugo*", "*gnu go*", "gnu", "*petgo*", "zen", "zen19*", "zen-*", "dcnn*", "*crazystone*", "*crazy stone*",
    "aya*", "*manyfaces*", "*many faces*", "fuego*", "mogo*", "pachi*", "*leela*", "*katago*", "elf*",
    "*golaxy*", "*fineart*", "*alphago*", "*bot", "*bot[0-9]*", "*-bot*", "*_bot*",
)


@dataclass(frozen=True)
class Choices:
    programs: str = "keep"
    players: tuple[str, ...] = ()
    results: str = "all"
    unsure_ranks: str = "keep"
    max_komi: Fraction = MAX_KOMI
    pro_ranks: str = "apart"

    @cached_property
    def active(self) -> dict[str, bool]:
        """``chosen()``, worked out once (a study asks it for every game a choice matches)."""
        return self.chosen()

    def chosen(self) -> dict[str, bool]:
        """Which choices remove games at all."""
        return {"programs": self.programs == "exclude", "players": bool(self.players),
                "results": self.results == "no_time", "unsure_ranks": self.unsure_ranks == "exclude",
                "komi": self.max_komi < MAX_KOMI, "pro_ranks": self.pro_ranks == "apart"}


def patterns(text: str) -> tuple[str, ...]:
    """Names or patterns separated by commas or new lines, spaces collapsed and case folded."""
    return tuple(key for key in (player_key(part) for part in re.split(r"[,\n]", text)) if key)


def matches(name: str, wanted: tuple[str, ...]) -> bool:
    return _matches(player_key(name), wanted)


@lru_cache(maxsize=65536)  # a study's players come back game after game
def _matches(key: str, wanted: tuple[str, ...]) -> bool:
    return bool(key) and any(fnmatchcase(key, pattern) for pattern in wanted)


@lru_cache(maxsize=65536)
def _program(name: str) -> bool:
    """Whether a player's name, as written, is a program's (``matches`` with BOT_PATTERNS)."""
    return matches(name, BOT_PATTERNS)


def _beyond(komi: Fraction, most: Fraction) -> bool:
    """``abs(komi) > most``, in whole numbers (a Fraction's own comparison costs some µs a game)."""
    return abs(komi.numerator) * most.denominator > most.numerator * komi.denominator


_ON_TIME = re.compile(r"^[bw]\+\s*t(?:ime)?\s*$", re.IGNORECASE)


@lru_cache(maxsize=4096)
def decided_on_time(result: str) -> bool:
    return _ON_TIME.match(result.strip()) is not None


def unsure(rank: str) -> bool:
    return rank.strip().endswith("?")


def matched(choices: Choices, game: ReadGame, properties: Mapping[str, str]) -> list[str]:
    """Every choice, in CHOICES' order, that would leave the game out if chosen: a program's
    name, a player named in ``choices.players``, a result on time, an unsure rank, a komi beyond
    ``choices.max_komi``, a professional rank."""
    return matched_values(choices, game.black_name, game.white_name, game.komi, game.black, game.white, properties)


def matched_values(choices: Choices, black_name: str, white_name: str, komi: Fraction, black: int, white: int,
                   properties: Mapping[str, str]) -> list[str]:
    """``matched`` of a game given by its values (the study examines a million games without a
    ReadGame each)."""
    found = []
    if _program(black_name) or _program(white_name):
        found.append("programs")
    if choices.players and (matches(black_name, choices.players) or matches(white_name, choices.players)):
        found.append("players")
    if decided_on_time(properties.get("RE", "")):
        found.append("results")
    if unsure(properties.get("BR", "")) or unsure(properties.get("WR", "")):
        found.append("unsure_ranks")
    if _beyond(komi, choices.max_komi):
        found.append("komi")
    if max(black, white) >= PRO_FIRST:
        found.append("pro_ranks")
    return found


def removed_by(choices: Choices, found: list[str]) -> str | None:
    """The first choice chosen (in CHOICES' order) among those the game ``matched``: the game is
    left out under it; None: it is studied."""
    if not found:
        return None
    chosen = choices.active
    return next((key for key in found if chosen[key]), None)
