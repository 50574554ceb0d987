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
from ..i18n import say
from ..text import quote

MAX_BASE = 24 * 3600
MAX_EXTRA = 3600


def _base(request: Request, side: int) -> int:
    field = f"base{side}"
    text = fields.raw(request, field)
    if isinstance(text, str) and not text.strip():
        raise InvalidInput(field, say("error.clock.empty", side=side))
    seconds = parse_duration(str(text)) if isinstance(text, (str, int)) and not isinstance(text, bool) else None
    if seconds is None:
        raise InvalidInput(field, say("error.clock.not_time", value=quote(text), side=side))
    if seconds <= 0:
        raise InvalidInput(field, say("error.clock.zero", value=quote(text)))
    if seconds.denominator != 1 or seconds > MAX_BASE:
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(text), allowed=say("error.clock.range")))
    return seconds.numerator


def _seconds(request: Request, field: str, what: str) -> int:
    value = fields.number(request, field, minimum=0, maximum=MAX_EXTRA, default=0, what=what)
    if value.denominator != 1:
        raise InvalidInput(field, say("error.clock.whole_seconds", value=quote(fields.raw(request, field)), what=what,
                                      maximum=MAX_EXTRA))
    return value.numerator


def _names(request: Request) -> tuple[str | None, str | None]:
    return fields.names(request, plain_text=True)


def read_sides(request: Request) -> tuple[SideClock, SideClock]:
    sides = []
    for side in (1, 2):
        base = _base(request, side)
        increment = _seconds(request, f"inc{side}", say("what.increment_seconds"))
        delay = _seconds(request, f"delay{side}", say("what.delay_seconds"))
        delay_type = fields.choice(request, f"delay_type{side}", list(DELAY_TYPES), default="simple")
        sides.append(SideClock(base, increment, delay, delay_type))
    return sides[0], sides[1]


def clock_reply(request: Request) -> dict[str, Any]:
    side1, side2 = read_sides(request)
    white = fields.int_choice(request, "white", [1, 2], default=1)
    names = _names(request)
    shown = [names[0] or say("go.player.title", n=1), names[1] or say("go.player.title", n=2)]
    colours = {white: say("chess.colour.white"), 3 - white: say("chess.colour.black")}
    sides = []
    for number, clock in ((1, side1), (2, side2)):
        sides.append({
            "side": number, "name": shown[number - 1], "colour": colours[number],
            "label": say("clock.side_label", name=shown[number - 1], colour=colours[number]),
            "base_ms": clock.base * 1000, "increment_ms": clock.increment * 1000,
            "delay_ms": clock.delay * 1000, "delay_type": clock.delay_type, "text": clock.text,
            "face": f"+{clock.increment}" if clock.increment else "",  # beside the time on the clock's face
        })
    white_clock, black_clock = (side1, side2) if white == 1 else (side2, side1)
    white_name, black_name = shown[white - 1], shown[2 - white]
    warnings = []
    if side1.delay or side2.delay:
        warnings.append({"code": "pgn_delay", "message": say("clock.warning.pgn_delay")})
    return {
        "command": "chess-clock", "white": white, "first": white, "sides": sides,
        "time_controls": time_control_tags(white_clock, black_clock),
        "pgn": pgn_header(white_name, black_name, white_clock, black_clock),
        "summary": say("clock.summary", one=sides[0]["label"], clock_one=side1.text, two=sides[1]["label"],
                       clock_two=side2.text, first=shown[white - 1]),
        "warnings": warnings, "steps": [],
    }
