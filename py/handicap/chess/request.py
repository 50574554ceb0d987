"""The ``chess`` command's request, read once into typed values.

    method        elo (default), score, record or calibrate
    elo           two Elo ratings, player 1 first ("1800,2000"), each 0..4000
    score         player 1's expected score at equal time, strictly between 0 and 1
    record        player 1's wins, draws, losses at equal time ("3,4,5"), not all zero, not perfect
    s1, s2, ratio calibration: score at equal time, score with ``ratio`` times the time
    K             rating points per doubling of time (default 200; not with calibrate)
    total         minutes for both players; clock "15+10" (and moves, default 40)
    against       person (default) or computer; move_time: the human's seconds a move
  rating-band rules (``rating_bands.py``), each on two Elo ratings and an even clock (required):
    bands         Papi-web's rating bands: band (rating points, default 50), per_band (seconds
                  off the stronger player per band, default 30), min_time (the least time, m:ss
                  or minutes, default 1:00)
    split         the same bands with the total kept (the weaker player gains what the stronger
                  loses)
    increment     odds in the increment only: the model's ratio (K) over ``moves`` moves
  clubs' published tables (``clubs/``), each on two ratings and an even clock (required):
    crowthorne, calderdale, cowley   tables in ECF grades (ratings converted by the ECF's formula)
    springeren                       a table in rating points
    wanstead, stratford, thegap      rules by the groups each rating is in (Stratford's cuts the increment)
    stafford, radcliffe              a minute a grade point (ECF grades)

The methods are registered in ``methods.py``. Only the chosen method's fields are read (others are ignored).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .. import fields
from ..errors import Collector, InvalidInput
from ..i18n import say
from ..numbers import parse_fraction
from ..text import quote
from .clock import DEFAULT_MOVES, clock_text, parse_clock, parse_duration, whole_seconds
from .methods import METHOD_KEYS, RULE_KEYS, Kind, find_method
from .timeodds import DEFAULT_K

METHODS = METHOD_KEYS  # the registry's (methods.py); names: "chess.method.<key>", "chess.menu.method.<key>"
RULE_METHODS = RULE_KEYS  # the clubs' rules (rating_bands.py, clubs/), not the model
BAND_METHODS = tuple(m.key for m in map(find_method, METHOD_KEYS) if m.kind is Kind.BANDS)
DEFAULT_BAND, DEFAULT_PER_BAND, DEFAULT_MIN_TIME = 50, 30, 60  # Papi-web's example: 5+2, 30 s a 50-point band, 1:00
MAX_BAND = 4000
OPPONENTS = ["person", "computer"]
MIN_RATING, MAX_RATING = 0, 4000
MAX_K = 10_000
MAX_TOTAL = 100_000
MAX_GAMES = 100_000
MAX_MOVE_TIME = 86_400
MAX_RATIO = 2**20
MAX_INCREMENT = 3600


@dataclass(frozen=True)
class Calibration:
    s1: Fraction
    s2: Fraction
    ratio: Fraction
    s2_given: str  # s2 as sent, for a message


@dataclass(frozen=True)
class Clock:
    base_minutes: Fraction
    increment_seconds: Fraction
    moves: int


@dataclass(frozen=True)
class BandRule:
    band: Fraction       # rating points a band
    per_band: int        # seconds a band
    min_time: int        # seconds
    min_time_given: str  # as sent, for a message


@dataclass(frozen=True)
class ChessRequest:
    method: str
    against: str
    K: Fraction | None = None  # None with calibrate (K is estimated)
    elo: tuple[Fraction, Fraction] | None = None
    score: Fraction | None = None
    record: tuple[int, int, int] | None = None
    calibration: Calibration | None = None
    total: Fraction | None = None
    clock: Clock | None = None
    move_time: Fraction | None = None
    bands: BandRule | None = None
    names: fields.Names = (None, None)  # the players' names (player 1, player 2), each optional


def _score(request: fields.Request, field: str, what: str) -> Fraction:
    value = fields.number(request, field, what=what)
    if not 0 < value < 1:
        raise InvalidInput(field, say("error.chess.score_range", value=quote(fields.raw(request, field)), what=what))
    return value


def _parts(request: fields.Request, field: str, count: int, what: str) -> list[object]:
    """A list, or text such as "1800,2000" / "3 4 1", with exactly ``count`` parts."""
    value = fields.raw(request, field)
    if isinstance(value, str):
        parts: list[object] = [p for p in re.split(r"[\s,;/]+", value.strip()) if p]
    elif isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        parts = list(value)
    else:
        parts = [value]
    if len(parts) != count:
        raise InvalidInput(field, say("error.value.is_not", value=quote(value), what=what))
    return parts


def _ratings(request: fields.Request) -> tuple[Fraction, Fraction]:
    ratings = []
    for player, part in enumerate(_parts(request, "elo", 2, say("what.two_ratings")), start=1):
        rating = parse_fraction("elo", part, what=say("what.rating"), player=player)
        if not MIN_RATING <= rating <= MAX_RATING:
            raise InvalidInput("elo", say("error.value.out_of_range", value=quote(part), allowed=say(
                "error.chess.ratings_from_to", low=MIN_RATING, high=MAX_RATING)), player)
        ratings.append(rating)
    return ratings[0], ratings[1]


def _record(request: fields.Request) -> tuple[int, int, int]:
    what = say("what.record")
    counts = []
    for part in _parts(request, "record", 3, what):
        try:
            n = parse_fraction("record", part, what=say("what.count_of_games"))
        except InvalidInput:
            raise InvalidInput("record", say("error.chess.not_count", value=quote(part), what=what)) from None
        if n.denominator != 1 or not 0 <= n <= MAX_GAMES:
            raise InvalidInput("record", say("error.chess.count_range", value=quote(part), maximum=MAX_GAMES))
        counts.append(n.numerator)
    wins, draws, losses = counts
    if wins + draws + losses == 0:
        raise InvalidInput("record", say("error.chess.no_games"))
    if wins + draws == 0 or draws + losses == 0:
        raise InvalidInput("record", say("error.chess.lost_all" if wins + draws == 0 else "error.chess.won_all"))
    return wins, draws, losses


def _positive(request: fields.Request, field: str, what: str, maximum: int) -> Fraction | None:
    """An optional number more than 0 and up to ``maximum``."""
    if not fields.given(request, field):
        return None
    allowed = say("error.chess.positive", what=what, maximum=maximum)
    try:
        value = parse_fraction(field, request[field], what=what)
    except InvalidInput as error:
        raise InvalidInput(field, say("error.with_allowed", message=error.message, allowed=allowed)) from None
    if value <= 0 or value > maximum:
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(fields.raw(request, field)),
                                      allowed=allowed))
    return value


def _calibration(request: fields.Request) -> Calibration:
    s1 = _score(request, "s1", say("what.score_equal_time"))
    s2 = _score(request, "s2", say("what.score_with_handicap"))
    ratio = fields.number(request, "ratio", what=say("what.time_ratio"))
    if ratio <= 0 or ratio == 1:
        raise InvalidInput("ratio", say("error.chess.ratio_one", value=quote(fields.raw(request, "ratio"))))
    if ratio > MAX_RATIO or ratio < Fraction(1, MAX_RATIO):
        raise InvalidInput("ratio", say("error.value.out_of_range", value=quote(fields.raw(request, "ratio")),
                                        allowed=say("error.chess.ratio_range", maximum=MAX_RATIO)))
    return Calibration(s1, s2, ratio, quote(fields.raw(request, "s2")))


def _big_k(request: fields.Request) -> Fraction:
    """K: more than 0 (0 would make any gap worth infinite time) and up to MAX_K; not given: the default."""
    big_k = _positive(request, "K", say("error.what.number"), MAX_K)
    return Fraction(DEFAULT_K) if big_k is None else big_k


def _clock(request: fields.Request) -> Clock | None:
    if not fields.given(request, "clock"):
        return None
    text = request["clock"]
    parsed = parse_clock(str(text))
    if parsed is None or parsed[0] <= 0 or parsed[0] > MAX_TOTAL or parsed[1] > MAX_INCREMENT:
        raise InvalidInput("clock", say("error.chess.clock", value=quote(text)))
    moves = fields.number(request, "moves", minimum=1, maximum=500, default=DEFAULT_MOVES,
                          what=say("what.number_of_moves"))
    return Clock(parsed[0], parsed[1], int(moves))


def _band_rule(request: fields.Request) -> BandRule:
    band = fields.number(request, "band", minimum=0, maximum=MAX_BAND, default=DEFAULT_BAND,
                         what=say("what.band_of_rating_points"))
    if band <= 0:
        raise InvalidInput("band", say("error.value.out_of_range", value=quote(fields.raw(request, "band")),
                                       allowed=say("error.chess.positive", what=say("what.band_of_rating_points"),
                                                   maximum=MAX_BAND)))
    per_band = fields.number(request, "per_band", minimum=0, maximum=MAX_INCREMENT, default=DEFAULT_PER_BAND,
                             what=say("what.seconds_a_band"))
    if per_band.denominator != 1:
        raise InvalidInput("per_band", say("error.chess.per_band", value=quote(fields.raw(request, "per_band")),
                                           maximum=MAX_INCREMENT))
    text = fields.raw(request, "min_time", "1:00")
    seconds = parse_duration(str(text)) if isinstance(text, (str, int)) and not isinstance(text, bool) else None
    if seconds is None or seconds <= 0 or seconds.denominator != 1 or seconds > MAX_TOTAL * 60:
        raise InvalidInput("min_time", say("error.chess.min_time", value=quote(text)))
    return BandRule(band, per_band.numerator, seconds.numerator, quote(text))


def read_chess(request: fields.Request) -> ChessRequest:
    """The request's values, every wrong field of them reported together (as the Go form's are)."""
    found = Collector()
    method = found.read(lambda: fields.choice(request, "method", list(METHODS), default="elo"))
    against = found.read(lambda: fields.choice(request, "against", OPPONENTS, default="person"))
    if method in RULE_METHODS:
        elo = found.read(lambda: _ratings(request))
        clock = found.read(lambda: _clock(request))
        if clock is None and not fields.given(request, "clock"):
            found.errors.append(InvalidInput("clock", say("error.chess.clock_missing")))
        big_k = found.read(lambda: _big_k(request)) if find_method(method).kind is Kind.INCREMENT else None
        rule = found.read(lambda: _band_rule(request)) if method in BAND_METHODS else None
        names = found.read(lambda: fields.names(request, plain_text=True))
        found.check()
        assert clock is not None and names is not None
        if rule is not None and rule.min_time > clock.base_minutes * 60:
            raise InvalidInput("min_time", say("error.chess.min_time_over_base", given=rule.min_time_given,
                                               base=clock_text(whole_seconds(clock.base_minutes * 60))))
        return ChessRequest(method, "person", K=big_k, elo=elo, clock=clock, bands=rule, names=names)
    calibration = found.read(lambda: _calibration(request)) if method == "calibrate" else None
    elo = found.read(lambda: _ratings(request)) if method == "elo" else None
    score = found.read(lambda: _score(request, "score", say("what.expected_score"))) if method == "score" else None
    record = found.read(lambda: _record(request)) if method == "record" else None
    big_k = found.read(lambda: _big_k(request)) if method in ("elo", "score", "record") else None
    total = found.read(lambda: _positive(request, "total", say("what.total_time"), MAX_TOTAL))
    clock = found.read(lambda: _clock(request))
    move_time = found.read(lambda: _positive(request, "move_time", say("what.move_time"), MAX_MOVE_TIME)) \
        if against == "computer" else None
    names = found.read(lambda: fields.names(request, plain_text=True))
    found.check()
    assert method is not None and against is not None and names is not None
    return ChessRequest(method, against, big_k, elo, score, record, calibration, total, clock, move_time,
                        names=names)
