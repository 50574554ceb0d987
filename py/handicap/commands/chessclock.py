"""The ``chess-clock`` command: a time-odds clock's settings checked and described before it
starts, and the PGN header of the game played with it (``chess/pgn.py``).

Request (each side 1 and 2; the page's ``mode=clock`` link carries the same names):

    base1, base2          the side's time: m:ss, h:mm:ss or minutes; more than 0 (required)
    inc1, inc2            Fischer increment, whole seconds 0..3600 (default 0)
    delay1, delay2        delay, whole seconds 0..3600 (default 0)
    delay_type1, …2       simple (US, default) or bronstein
    white                 the side that plays White and whose clock runs first: 1 (default) or 2
    names                 [player 1, player 2], each optional, at most 40 characters

The reply's times are milliseconds for the clock (which only spends them) and text for people.
"""

from __future__ import annotations

from typing import Any

from .. import fields
from ..chess.clock import parse_duration
from ..chess.pgn import DELAY_TYPES, SideClock, pgn_header, time_control_tags
from ..errors import InvalidInput
from ..fields import Request
from ..text import quote

MAX_BASE = 24 * 3600
MAX_EXTRA = 3600


def _base(request: Request, side: int) -> int:
    field = f"base{side}"
    text = fields.raw(request, field)
    if isinstance(text, str) and not text.strip():
        raise InvalidInput(field, f"is empty; give side {side}'s time as m:ss or minutes, such as 5:00")
    seconds = parse_duration(str(text)) if isinstance(text, (str, int)) and not isinstance(text, bool) else None
    if seconds is None:
        raise InvalidInput(field, f"{quote(text)} is not a time; give side {side}'s time as m:ss, h:mm:ss or "
                                  "minutes, such as 5:00")
    if seconds <= 0:
        raise InvalidInput(field, f"{quote(text)} is no time at all: a clock with zero time on a side cannot "
                                  "start; give more than 0:00")
    if seconds.denominator != 1 or seconds > MAX_BASE:
        raise InvalidInput(field, f"{quote(text)} is out of range; allowed: whole seconds from 0:01 to 24:00:00")
    return seconds.numerator


def _seconds(request: Request, field: str, what: str) -> int:
    value = fields.number(request, field, minimum=0, maximum=MAX_EXTRA, default=0, what=what)
    if value.denominator != 1:
        raise InvalidInput(field, f"{quote(fields.raw(request, field))} is not whole seconds; allowed: {what} "
                                  f"from 0 to {MAX_EXTRA}")
    return value.numerator


def _names(request: Request) -> tuple[str | None, str | None]:
    return fields.names(request, plain_text=True)


def read_sides(request: Request) -> tuple[SideClock, SideClock]:
    sides = []
    for side in (1, 2):
        base = _base(request, side)
        increment = _seconds(request, f"inc{side}", "an increment in seconds")
        delay = _seconds(request, f"delay{side}", "a delay in seconds")
        delay_type = fields.choice(request, f"delay_type{side}", list(DELAY_TYPES), default="simple")
        sides.append(SideClock(base, increment, delay, delay_type))
    return sides[0], sides[1]


def clock_reply(request: Request) -> dict[str, Any]:
    side1, side2 = read_sides(request)
    white = fields.int_choice(request, "white", [1, 2], default=1)
    names = _names(request)
    shown = [names[0] or "Player 1", names[1] or "Player 2"]
    colours = {white: "White", 3 - white: "Black"}
    sides = []
    for number, clock in ((1, side1), (2, side2)):
        sides.append({
            "side": number, "name": shown[number - 1], "colour": colours[number],
            "label": f"{shown[number - 1]} · {colours[number]}",
            "base_ms": clock.base * 1000, "increment_ms": clock.increment * 1000,
            "delay_ms": clock.delay * 1000, "delay_type": clock.delay_type, "text": clock.text,
        })
    white_clock, black_clock = (side1, side2) if white == 1 else (side2, side1)
    white_name, black_name = shown[white - 1], shown[2 - white]
    warnings = []
    if side1.delay or side2.delay:
        warnings.append({"code": "pgn_delay", "message": "The PGN standard has no form for a delay: the tags give "
                         "base and increment, and the delay is written in a comment before the moves."})
    return {
        "command": "chess-clock", "white": white, "first": white, "sides": sides,
        "time_controls": time_control_tags(white_clock, black_clock),
        "pgn": pgn_header(white_name, black_name, white_clock, black_clock),
        "summary": f"{sides[0]['label']}: {side1.text}. {sides[1]['label']}: {side2.text}. "
                   f"{shown[white - 1]}'s clock runs first.",
        "warnings": warnings, "steps": [],
    }
