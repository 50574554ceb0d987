"""Errors a user can read: the field that is wrong and what it allows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InvalidInput(Exception):
    """A request value the engine cannot use. ``field`` is the request key, ``message`` says
    what was given and what is allowed; both reach the user unchanged."""

    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.field}: {self.message}"

    def as_reply(self) -> dict[str, dict[str, str]]:
        return {"error": {"field": self.field, "message": self.message}}
