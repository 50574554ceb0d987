"""PGN tags for a game played with a time-odds clock.

Source: the PGN standard (Steven J. Edwards, "Portable Game Notation Specification and
Implementation Guide", 1994), section 9.6.1, the ``TimeControl`` tag: "?" (unknown), "-" (none),
"moves/seconds", "seconds" (sudden death), "seconds+increment" (Fischer), "*seconds" (sandclock);
several periods are separated by ":". It holds one setting for both players. Software that
supports time odds reads one tag per side in the same syntax, ``WhiteTimeControl`` and
``BlackTimeControl``; the standard tag then carries what the sides share: the setting when both
are equal, "?" when they differ (a reader that knows only the standard sees an unknown control,
never a wrong one).

The standard has no syntax for a delay (Bronstein or simple): a side with a delay gives base and
increment in its tag, and the delay is written in a comment before the moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import say
from .clock import clock_text

DELAY_TYPES = {"simple": "chess.delay.simple", "bronstein": "chess.delay.bronstein"}  # type -> message id


@dataclass(frozen=True)
class SideClock:
    """One side of the clock, in whole seconds."""

    base: int
    increment: int
    delay: int
    delay_type: str  # a DELAY_TYPES key

    @property
    def time_control(self) -> str:
        """The side's setting in the standard's syntax: "300+2", or "300" without increment."""
        return f"{self.base}+{self.increment}" if self.increment else str(self.base)

    @property
    def text(self) -> str:
        """As people write it: "5:00+2", "1:30:00+30, simple delay 5 s"."""
        text = f"{clock_text(self.base)}+{self.increment}"
        return text + (say("chess.clock.with_delay", delay_type=say(DELAY_TYPES[self.delay_type]), seconds=self.delay)
                       if self.delay else "")


def _escape(text: str) -> str:
    """A tag value: backslash and quote escaped (standard, 8.1.1)."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def time_control_tags(white: SideClock, black: SideClock) -> dict[str, str]:
    shared = white.time_control if white == black else "?"
    return {"TimeControl": shared, "WhiteTimeControl": white.time_control, "BlackTimeControl": black.time_control}


def pgn_header(white_name: str, black_name: str, white: SideClock, black: SideClock) -> str:
    """The Seven Tag Roster with unknowns as "?", then the time-control tags; a comment for any
    delay; the result "*" (game in progress) so the text is a valid game to paste into software."""
    tags = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": white_name,
            "Black": black_name, "Result": "*", **time_control_tags(white, black)}
    lines = [f'[{key} "{_escape(value)}"]' for key, value in tags.items()]
    delays = [say("chess.pgn.delay", colour=say(f"chess.colour.{colour}"), delay_type=say(DELAY_TYPES[side.delay_type]),
                  seconds=side.delay)
              for colour, side in (("white", white), ("black", black)) if side.delay]
    body = (f"{{{'; '.join(delays)}}} *" if delays else "*")
    return "\n".join(lines) + "\n\n" + body + "\n"
