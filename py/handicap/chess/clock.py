"""Clock settings for a time-odds game: "15+10" (15 minutes base, 10 seconds per move).

Source: the time split of "Time Handicap Matches" (seed ``chess-time-handicap-matches.txt``):
weaker / stronger = x with the total kept. Two ways to set real clocks:

* Scaled (both parts): each player's base and increment are multiplied by the same factor,
  2x/(1 + x) for the weaker player and 2/(1 + x) for the stronger. Their times stay in the ratio
  x however long the game lasts, and the total per game equals the even game's.
* Common increment: both keep the increment i; only the bases differ. A player's time for a
  game of M moves is base + M·i (M = 40 by default, the usual estimate), so with
  G = 2·(base + M·i) for both: weaker base = G·x/(1 + x) − M·i, stronger base = G/(1 + x) − M·i.
  The ratio then holds exactly only for games of M moves, and it is impossible when the
  stronger base would be zero or less.

Everything is rounded to whole seconds (halves away from zero) and shown as m:ss.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ..numbers import MAX_DIGITS, round_half_away_from_zero

DEFAULT_MOVES = 40
# Digits in a time's part: at most MAX_DIGITS (numbers.py) each, so no time is turned into an integer
# Python cannot read (over 4,300 digits) or that takes long to build; a longer one is no time.
_N = rf"[0-9]{{1,{MAX_DIGITS}}}"
_CLOCK = re.compile(rf"^\s*(?P<base>{_N}(?:\.{_N})?)\s*(?:[+|]\s*(?P<inc>{_N}(?:\.{_N})?)\s*)?$")


@dataclass(frozen=True)
class ClockSetting:
    """Base time and increment, both in whole seconds."""

    base: int
    increment: int

    @property
    def text(self) -> str:
        return f"{mss(self.base)}+{self.increment}"


def parse_clock(text: str) -> tuple[Fraction, Fraction] | None:
    """"15+10" or "15|10" -> (15 minutes, 10 seconds); "90" -> (90, 0). None if not a clock."""
    match = _CLOCK.match(text)
    if not match:
        return None
    return Fraction(match["base"]), Fraction(match["inc"] or 0)


def whole_seconds(seconds: float | Fraction) -> int:
    return round_half_away_from_zero(Fraction(seconds))


def mss(seconds: int) -> str:
    """Whole seconds as m:ss ("7:30", "90:00", "0:05"); minutes are not folded into hours."""
    sign = "−" if seconds < 0 else ""
    minutes, rest = divmod(abs(seconds), 60)
    return f"{sign}{minutes}:{rest:02d}"


def clock_text(seconds: int) -> str:
    """Whole seconds as a clock shows them: m:ss under an hour, h:mm:ss from an hour ("1:05:00")."""
    sign = "−" if seconds < 0 else ""
    minutes, rest = divmod(abs(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{sign}{hours}:{minutes:02d}:{rest:02d}" if hours else f"{sign}{minutes}:{rest:02d}"


_DURATION = re.compile(rf"^\s*(?:(?P<h>{_N}):)?(?P<m>{_N}):(?P<s>[0-5][0-9](?:\.{_N})?)\s*$")
_MINUTES = re.compile(rf"\s*{_N}(?:\.{_N})?\s*")


def parse_duration(text: str) -> Fraction | None:
    """A time as people write it on a clock, in seconds: "5:00" (m:ss), "1:30:00" (h:mm:ss), or
    plain minutes ("5", "7.5"). None if it is none of these."""
    match = _DURATION.match(text)
    if match:
        return (int(match["h"] or 0) * 60 + int(match["m"])) * 60 + Fraction(match["s"])
    if _MINUTES.fullmatch(text):
        return Fraction(text.strip()) * 60
    return None


def minutes_as_mss(minutes: float | Fraction) -> str:
    """A time in minutes, rounded to whole seconds, as m:ss."""
    return mss(whole_seconds(Fraction(minutes) * 60))


@dataclass(frozen=True)
class OddsClocks:
    even: ClockSetting
    moves: int
    weaker: ClockSetting
    stronger: ClockSetting
    common_weaker: ClockSetting | None  # None: a common increment cannot reach the ratio
    common_stronger: ClockSetting | None


def odds_clocks(base_minutes: Fraction, increment_seconds: Fraction, ratio: float,
                moves: int = DEFAULT_MOVES) -> OddsClocks:
    """Both clock settings for weaker / stronger = ``ratio`` from the even setting."""
    base = base_minutes * 60
    inc = increment_seconds
    weaker_factor = Fraction(2) / (1 + 1 / Fraction(ratio))  # 2x/(1 + x), finite for huge x
    stronger_factor = Fraction(2) / (1 + Fraction(ratio))

    def scaled(factor: Fraction) -> ClockSetting:
        return ClockSetting(whole_seconds(base * factor), whole_seconds(inc * factor))

    game = base + moves * inc  # one player's time for a game of `moves` moves
    weaker_base = game * weaker_factor - moves * inc
    stronger_base = game * stronger_factor - moves * inc
    common_ok = whole_seconds(stronger_base) > 0
    return OddsClocks(
        even=ClockSetting(whole_seconds(base), whole_seconds(inc)),
        moves=moves,
        weaker=scaled(weaker_factor),
        stronger=scaled(stronger_factor),
        common_weaker=ClockSetting(whole_seconds(weaker_base), whole_seconds(inc)) if common_ok else None,
        common_stronger=ClockSetting(whole_seconds(stronger_base), whole_seconds(inc)) if common_ok else None,
    )
