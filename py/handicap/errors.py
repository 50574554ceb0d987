"""Errors a user can read: the field that is wrong and what it allows; several at once where a
request has several wrong fields (``Collector``), so a form can mark every one of them together."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class InvalidInput(Exception):
    """A request value the engine cannot use. ``field`` is the request key, ``message`` says
    what was given and what is allowed; both reach the user unchanged. ``player`` (1 or 2) says
    which player's value of a pair field (ranks, ratings, deviations, names, …) is wrong, so a
    form can mark that player's control without reading the message."""

    field: str
    message: str
    player: int | None = None
    # What a file given as a tournament is when no format reads it (go/files/kinds.py): "pairings",
    # "game-record", "archive", "binary", "not-tournament"; so the page can put pairings in its box
    # and refuse the rest without reading the message.
    kind: str | None = dataclasses.field(default=None, kw_only=True)

    def __str__(self) -> str:
        return f"{self.field}: {self.message}"

    def each(self) -> tuple[InvalidInput, ...]:
        """The errors this one stands for: itself."""
        return (self,)

    def as_dict(self) -> dict[str, str | int]:
        error: dict[str, str | int] = {"field": self.field, "message": self.message}
        if self.player is not None:
            error["player"] = self.player
        if self.kind is not None:
            error["kind"] = self.kind
        return error

    def as_reply(self) -> dict[str, object]:
        """``{"error": {...}}``: the first wrong field; with several, ``"field_errors"`` lists them all
        (the first among them), in the order the request's fields are read."""
        errors = self.each()
        reply: dict[str, object] = {"error": errors[0].as_dict()}
        if len(errors) > 1:
            reply["field_errors"] = [error.as_dict() for error in errors]
        return reply


@dataclass(frozen=True)
class InvalidInputs(InvalidInput):
    """Several wrong fields of one request: the first's field and message, and all of them."""

    errors: tuple[InvalidInput, ...] = ()

    def each(self) -> tuple[InvalidInput, ...]:
        return self.errors


class Collector:
    """Reads a request's independent parts each in turn, keeping every error instead of stopping
    at the first: ``read`` gives a part's value or None when it is wrong, ``check`` raises them
    all (one ``InvalidInput``, or ``InvalidInputs``) before anything uses the values."""

    def __init__(self) -> None:
        self.errors: list[InvalidInput] = []

    def read(self, part: Callable[[], T]) -> T | None:
        try:
            return part()
        except InvalidInput as error:
            self.errors.extend(error.each())
            return None

    def check(self) -> None:
        if len(self.errors) == 1:
            raise self.errors[0]
        if self.errors:
            first = self.errors[0]
            raise InvalidInputs(first.field, first.message, first.player, errors=tuple(self.errors))
