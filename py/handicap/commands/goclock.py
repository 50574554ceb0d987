"""The ``go-clock`` command: a Go clock's settings checked and said in words before it starts, who
moves first, and the game's SGF with the handicap setup and the time settings (``go/clock.py``).

Request (each side 1 and 2; the page's ``mode=clock`` link carries the same names):

    base1, base2          main time: m:ss, h:mm:ss or minutes, 0 to 10,000 minutes (0 only with
                          overtime: byo-yomi without main time is a real clock, no time at all is not)
    overtime1, …2         byoyomi or canadian (absent or "none": no overtime)
    periods1, …2          byo-yomi: the number of periods, 1..100
    period1, …2           byo-yomi: a period's seconds; Canadian: a block's seconds (seconds or
                          m:ss), 1 s to 10,000 minutes
    stones1, …2           Canadian: the moves of a block, 1..1000
    inc1, inc2            Fischer increment, whole seconds 0..3600 (not with overtime)
    cap1, cap2            Fischer: the most time a side can have (m:ss or minutes, at least its
                          main time); needs an increment
    black                 the side that plays Black: 1 or 2 (absent: nigiri decides)
    handicap              the handicap stones, 0..9 (default 0; one stone places nothing)
    board, komi, rules    the game's board (5..25, default 19), komi and rules, for the SGF
    first                 the side whose clock runs first: 1 or 2 (default: from black and handicap)
    names                 [player 1, player 2], each optional, at most 40 characters

The reply's times are milliseconds for the clock (which only spends them) and text for people.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .. import fields
from ..chess.clock import parse_duration
from ..errors import InvalidInput
from ..fields import Request
from ..go.boards import MAX_BOARD, MIN_BOARD, sgf_setup
from ..go.clock import GoSideClock, Overtime, System, first_mover, time_text
from ..go.rules import RULESETS
from ..i18n import say, say_plural
from ..text import quote

MAX_MINUTES = 10_000
MAX_SECONDS = MAX_MINUTES * 60
MAX_INCREMENT = 3600
MAX_PERIODS = 100
MAX_STONES = 1000
MAX_HANDICAP = 9
KOMI_LIMIT = 100


def _duration(field: str, value: object, *, plain_minutes: bool) -> Fraction | None:
    """A time as people write it: m:ss or h:mm:ss; a plain number is minutes (main time, cap) or
    seconds (a period). None when it is no time."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return None
    text = str(value)
    if ":" in text:
        return parse_duration(text)
    seconds = parse_duration(text)  # plain minutes
    if seconds is None:
        return None
    return seconds if plain_minutes else seconds / 60


def _whole_seconds(field: str, value: object, side: int) -> int:
    """A main time or a cap: minutes (or m:ss), a whole number of seconds up to the maximum."""
    seconds = _duration(field, value, plain_minutes=True)
    if seconds is None:
        raise InvalidInput(field, say("error.clock.not_time", value=quote(value), side=side))
    if seconds.denominator != 1 or seconds > MAX_SECONDS:
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(value),
                                      allowed=say("error.goclock.main_range", maximum=MAX_MINUTES)))
    return seconds.numerator


def _main(request: Request, side: int, overtime: Overtime) -> int:
    field = f"base{side}"
    value = fields.raw(request, field)
    if isinstance(value, str) and not value.strip():
        raise InvalidInput(field, say("error.clock.empty", side=side))
    seconds = _whole_seconds(field, value, side)
    if seconds == 0 and overtime is Overtime.NONE:
        raise InvalidInput(field, say("error.goclock.zero", value=quote(value), side=side))
    return seconds


def _period(request: Request, side: int, overtime: Overtime) -> int:
    field = f"period{side}"
    if not fields.given(request, field):
        raise InvalidInput(field, say("error.goclock.missing", side=side, overtime=say(f"go.overtime.{overtime}"),
                                      what=say(f"what.goclock.period.{overtime}", maximum=MAX_MINUTES)))
    value = request[field]
    seconds = _duration(field, value, plain_minutes=False)
    if seconds is None:
        raise InvalidInput(field, say("error.goclock.not_period", value=quote(value),
                                      what=say(f"what.goclock.period.{overtime}", maximum=MAX_MINUTES)))
    if seconds < 1:
        raise InvalidInput(field, say("error.goclock.period_short", value=quote(value)))
    if seconds.denominator != 1 or seconds > MAX_SECONDS:
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(value),
                                      allowed=say(f"what.goclock.period.{overtime}", maximum=MAX_MINUTES)))
    return seconds.numerator


def _count(request: Request, side: int, overtime: Overtime, key: str, maximum: int) -> int:
    """Byo-yomi periods or Canadian stones: a whole number from 1; zero named as such."""
    field = f"{key}{side}"
    what = say(f"what.goclock.{key}", maximum=maximum)
    if not fields.given(request, field):
        raise InvalidInput(field, say("error.goclock.missing", side=side, overtime=say(f"go.overtime.{overtime}"),
                                      what=what))
    value = request[field]
    number = fields.number_value(field, value, what=what)
    if number == 0:
        raise InvalidInput(field, say(f"error.goclock.no_{key}", value=quote(value), what=what))
    return fields.whole_number(field, value, range(1, maximum + 1), what)


def _increment(request: Request, side: int, overtime: Overtime) -> int:
    field = f"inc{side}"
    what = say("what.increment_seconds")
    value = fields.number(request, field, minimum=0, maximum=MAX_INCREMENT, default=0, what=what)
    if value.denominator != 1:
        raise InvalidInput(field, say("error.clock.whole_seconds", value=quote(fields.raw(request, field)), what=what,
                                      maximum=MAX_INCREMENT))
    if value and overtime is not Overtime.NONE:
        raise InvalidInput(field, say("error.goclock.increment_with_overtime", value=quote(request[field]), side=side,
                                      overtime=say(f"go.overtime.{overtime}")))
    return value.numerator


def _cap(request: Request, side: int, main: int, increment: int) -> int | None:
    field = f"cap{side}"
    if not fields.given(request, field):
        return None
    value = request[field]
    if not increment:
        raise InvalidInput(field, say("error.goclock.cap_needs_increment", value=quote(value), side=side))
    seconds = _whole_seconds(field, value, side)
    if seconds < main:
        raise InvalidInput(field, say("error.goclock.cap_below_main", value=quote(value), side=side,
                                      main=time_text(main)))
    return seconds


def read_side(request: Request, side: int) -> GoSideClock:
    overtime = Overtime(fields.choice(request, f"overtime{side}", [o.value for o in Overtime], default="none"))
    main = _main(request, side, overtime)
    increment = _increment(request, side, overtime)
    if overtime is Overtime.BYOYOMI:
        return GoSideClock(main, overtime, periods=_count(request, side, overtime, "periods", MAX_PERIODS),
                           period=_period(request, side, overtime))
    if overtime is Overtime.CANADIAN:
        return GoSideClock(main, overtime, stones=_count(request, side, overtime, "stones", MAX_STONES),
                           period=_period(request, side, overtime))
    return GoSideClock(main, increment=increment, cap=_cap(request, side, main, increment))


def clock_words(clock: GoSideClock) -> str:
    """One side's clock in words: "10:00 + 5 × 30 s byo-yomi"."""
    main = time_text(clock.main)
    system = clock.system
    if system is System.BYOYOMI:
        return say("go.clock.byoyomi", main=main, periods=clock.periods, seconds=clock.period)
    if system is System.CANADIAN:
        return say_plural("go.clock.canadian", clock.stones, main=main, stones=clock.stones,
                          block=time_text(clock.period))
    if system is System.FISCHER:
        if clock.cap is not None:
            return say("go.clock.fischer_cap", main=main, increment=clock.increment, cap=time_text(clock.cap))
        return say("go.clock.fischer", main=main, increment=clock.increment)
    return say("go.clock.absolute", main=main)


def face_text(clock: GoSideClock) -> str:
    """What follows the main time on the clock's face, short: "+30", "5 × 30 s", "20 / 5:00"."""
    system = clock.system
    if system is System.BYOYOMI:
        return say("go.clock.face.byoyomi", periods=clock.periods, seconds=clock.period)
    if system is System.CANADIAN:
        return say("go.clock.face.canadian", stones=clock.stones, block=time_text(clock.period))
    if system is System.FISCHER:
        return f"+{clock.increment}"
    return ""


def _side_json(number: int, clock: GoSideClock, name: str, colour: str | None) -> dict[str, Any]:
    return {
        "side": number, "name": name, "colour": colour,
        "label": say("clock.side_label", name=name, colour=colour) if colour else name,
        "system": clock.system.value, "overtime": clock.overtime.value,
        "base_ms": clock.main * 1000, "increment_ms": clock.increment * 1000,
        "cap_ms": None if clock.cap is None else clock.cap * 1000,
        "periods": clock.periods, "period_ms": clock.period * 1000, "stones": clock.stones,
        "delay_ms": 0, "delay_type": "simple",
        "text": clock_words(clock), "face": face_text(clock),
    }


def _escape(text: str) -> str:
    """SGF Text/SimpleText: "]" and "\\" escaped (FF[4], "Text")."""
    return text.replace("\\", "\\\\").replace("]", "\\]")


def clock_reply(request: Request) -> dict[str, Any]:
    side1, side2 = read_side(request, 1), read_side(request, 2)
    black = fields.optional_int_choice(request, "black", [1, 2])
    handicap = fields.int_choice(request, "handicap", list(range(MAX_HANDICAP + 1)), default=0)
    board = fields.whole_number("board", fields.raw(request, "board", 19), range(MIN_BOARD, MAX_BOARD + 1))
    komi = (fields.number(request, "komi", minimum=-KOMI_LIMIT, maximum=KOMI_LIMIT, what=say("what.komi"))
            if fields.given(request, "komi") else None)
    if komi is not None and komi.denominator not in (1, 2):
        raise InvalidInput("komi", say("error.value.out_of_range", value=quote(request["komi"]),
                                       allowed=say("error.goclock.komi", limit=KOMI_LIMIT)))
    rules = fields.optional_choice(request, "rules", list(RULESETS))
    placed = handicap if handicap >= 2 else 0
    first = fields.optional_int_choice(request, "first", [1, 2])
    if first is None:
        first = first_mover(black, placed)
    names = fields.names(request, plain_text=True)
    shown = [names[0] or say("go.player.title", n=1), names[1] or say("go.player.title", n=2)]
    colours: dict[int, str | None] = {1: None, 2: None}
    if black is not None:
        colours = {black: say("go.colour.black"), 3 - black: say("go.colour.white")}
    sides = [_side_json(1, side1, shown[0], colours[1]), _side_json(2, side2, shown[1], colours[2])]
    clocks = {"one": sides[0]["label"], "clock_one": sides[0]["text"],
              "two": sides[1]["label"], "clock_two": sides[1]["text"]}

    extra: list[str] = []
    if black is not None:
        extra += [f"PB[{_escape(shown[black - 1])}]", f"PW[{_escape(shown[2 - black])}]"]
    warnings = []
    if side1 == side2:
        extra.append(f"TM[{side1.sgf_tm}]")
        overtime = side1.sgf_ot
        if overtime is not None:
            extra.append(f"OT[{overtime}]")
    else:
        extra.append(f"GC[{_escape(say('go.clock.sgf_comment', **clocks))}]")
        warnings.append({"code": "sgf_time_sides", "message": say("go.clock.warning.sgf_sides")})
    sgf = sgf_setup(board, handicap, komi, RULESETS[rules] if rules else None, extra=extra,
                    white_to_play=placed >= 2)

    if first is None:
        summary = say("go.clock.summary.nigiri", **clocks)
    else:
        summary = say("clock.summary", **clocks, first=shown[first - 1])
    return {
        "command": "go-clock", "black": black, "first": first, "handicap": handicap, "sides": sides,
        "sgf": sgf, "summary": summary, "warnings": warnings, "steps": [],
    }
