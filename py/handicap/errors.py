"""Errors a user can read: the field that is wrong and what it allows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InvalidInput(Exception):
    """A request value the engine cannot use. ``field`` is the request key, ``message`` says
    what was given and what is allowed; both reach the user unchanged. ``player`` (1 or 2) says
    which player's value of a pair field (ranks, ratings, deviations, names, …) is wrong, so a
    form can mark that player's control without reading the message."""

    field: str
    message: str
    player: int | None = None

    def __str__(self) -> str:
        return f"{self.field}: {self.message}"

    def as_reply(self) -> dict[str, dict[str, str | int]]:
        error: dict[str, str | int] = {"field": self.field, "message": self.message}
        if self.player is not None:
            error["player"] = self.player
        return {"error": error}
