"""Study sessions: the games a page's study read, kept in the engine's process between its
requests, so that no message carries them all (a 20 MB archive holds some 37,000 games: sent
back to the page and then to the engine in one request, they outlived the page's watchdog).

    study-read {"session": id, "session_part": n}   the games read go into the session named id
                                     (part 0 starts it anew; part n must follow part n - 1)
    study {"session": id}            the study of the session's games, under any model, bin width,
                                     board or choice, as often as asked (the page's CSV too)
    drop(id)                         the page chose other files or cancelled: the games are let go

A session holds what the page used to send back with its study: the records as the study reads
them, what each file gave (``read``) and the files not read (``problems``), and the SGF files cut
off inside a game (``damaged``). A worker that was restarted holds no session: a request naming
one it does not hold, or a part out of turn (a part sent again to a new worker), is an error on
``session``, and the page reads its files again. At most MAX_SESSIONS are kept (the oldest is let
go first): a page keeps one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MAX_SESSIONS = 4
MAX_NAME = 64  # a session's name: printable text of 1 to 64 characters


@dataclass
class Session:
    """A study's games read so far and what its files gave; ``parts``: the reads added; ``full``:
    the games reached the study's limit (the file where it stopped was named once);
    ``examined``: the study's own cache of the games examined under some settings (commands/study.py)."""
    records: list[dict[str, Any]] = field(default_factory=list)
    read: list[dict[str, Any]] = field(default_factory=list)
    problems: list[dict[str, str]] = field(default_factory=list)
    damaged: list[str] = field(default_factory=list)
    parts: int = 0
    full: bool = False
    examined: tuple[object, object] | None = None


_SESSIONS: dict[str, Session] = {}


def start(name: str) -> Session:
    """A new session under ``name`` (one held under it before is let go)."""
    _SESSIONS.pop(name, None)
    while len(_SESSIONS) >= MAX_SESSIONS:
        _SESSIONS.pop(next(iter(_SESSIONS)))
    found = _SESSIONS[name] = Session()
    return found


def held(name: str) -> Session | None:
    return _SESSIONS.get(name)


def drop(name: str) -> None:
    _SESSIONS.pop(name, None)


def names() -> list[str]:
    """The sessions held, oldest first."""
    return list(_SESSIONS)
