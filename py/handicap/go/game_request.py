"""The ``game`` command's request, read once into typed values.

    model (proposal, the default; ogs: OGS's rating code; jewdan; aga: the AGA's BayRate, 19×19
    only, read by ``read_aga_game``), or the older system (ogs:
    the proposal's model, jewdan), board (19, 13, 9), rules, stones (0..9), komi (as the game
    shows it, a multiple of 0.5 from −100 to 100); optionally black_rating, white_rating (OGS
    ratings, held within 100..6000 as OGS holds them, with a warning; or ranks in any language's
    words, "9k", "9級", read as the OGS rating in the middle of that rank, with a note; their
    deviations, default 350, and volatilities, default 0.06), winner (black, white, draw), tau.

The ratings part needs a rating (or rank) for each side: with neither given, the deviations and
the winner wait for them (the game alone is judged); with one given, the other is named missing.
Rating details are checked whenever given.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .. import fields
from ..errors import Collector, InvalidInput
from ..i18n import say
from ..ranks import (
    allowed_ranks,
    display,
    held_ogs_rating,
    ogs_rating_held_note,
    parse_rank,
    rank_label,
    rank_to_rating,
    rating_to_rank,
)
from ..rating.aga_bayrate import BOARD as AGA_BOARD
from ..rating.glicko2 import Rating
from ..rating.request import DEFAULT_DEVIATION, deviation_field, rating_value, tau_field, volatility_field
from ..text import quote, trimmed
from .effective import BOARDS, DEFAULT_MODEL, MODELS, SYSTEM_MODELS, RankModel
from .rules import RULESETS, Ruleset

MAX_STONES = 9
AGA_MODEL = "aga"  # the AGA's BayRate (rating/aga_bayrate.py): no points per rank, a game reply of its own
GAME_MODELS = (*MODELS, AGA_MODEL)
KOMI_LIMIT = 100
WINNERS = {"black": 1.0, "white": 0.0, "draw": 0.5}
RATING_FIELDS = ("black_rating", "white_rating")
# Given without the ratings they belong to, these are checked too (and the missing rating named).
RATING_DETAILS = ("black_deviation", "black_volatility", "white_deviation", "white_volatility", "tau")


@dataclass(frozen=True)
class Ratings:
    black: Rating
    white: Rating
    winner: str  # black, white or draw
    tau: float
    # The whole ranks given for (black, white) on OGS's rank scale (30k = 0), None for a rating: two
    # ranks make an exact gap, not one through the whole-number ratings they are read as.
    ranks: tuple[int | None, int | None] = (None, None)
    deviations_given: bool = False  # a deviation was given (else both are a new player's, 350)

    @property
    def black_score(self) -> float:
        return WINNERS[self.winner]

    @property
    def gap(self) -> Fraction | float:
        """How many ranks White is stronger than Black: exact from two ranks (10k against 4k: 6),
        else measured on OGS's rank scale from the ratings."""
        black, white = self.ranks
        if black is not None and white is not None:
            return Fraction(white - black)
        return rating_to_rank(self.white.rating) - rating_to_rank(self.black.rating)


@dataclass(frozen=True)
class GameRequest:
    model: RankModel
    board: int
    ruleset: Ruleset
    stones: int
    komi: Fraction
    ratings: Ratings | None
    notes: tuple[tuple[str, str], ...] = ()  # (code, message): ratings OGS would hold


def _rating_or_rank(request: fields.Request, side: str, notes: list[tuple[str, str]]) -> tuple[float, int | None]:
    """An OGS rating, or a rank ("9k", "9級", "2단") read as the OGS rating in its middle (OGS
    shows 1350 as 9k: 9k's middle is the rating at rank 21.5 on its scale), with the rank given
    (None for a rating)."""
    field = f"{side}_rating"
    value = fields.raw(request, field)
    try:
        return rating_value(field, value), None
    except InvalidInput:
        if not isinstance(value, str) or not any(c.isalpha() for c in value):
            raise
        try:
            rank = parse_rank(field, value)
        except InvalidInput:
            raise InvalidInput(field, say("error.game.rating_or_rank", value=quote(value.strip()),
                                          ranks=allowed_ranks())) from None
    rating = round(rank_to_rating(rank + 0.5))
    notes.append(("rank_as_rating", say(f"game.note.rank_as_rating.{side}", rank=display(rank_label(rank)),
                                        rating=trimmed(rating))))
    return float(rating), rank


def _rating(request: fields.Request, side: str, notes: list[tuple[str, str]]) -> tuple[Rating, int | None]:
    given, rank = _rating_or_rank(request, side, notes)
    note = ogs_rating_held_note(say(f"game.side_rating.{side}"), given)
    if note:
        notes.append(("ogs_rating_held", note))
    return Rating(held_ogs_rating(given),
                  deviation_field(request, f"{side}_deviation", default=DEFAULT_DEVIATION),
                  volatility_field(request, f"{side}_volatility")), rank


def read_model(request: fields.Request) -> RankModel:
    """``model``, or the older ``system`` (its scale); both given must agree."""
    system = fields.choice(request, "system", list(SYSTEM_MODELS)) if fields.given(request, "system") else None
    if not fields.given(request, "model"):
        return MODELS[SYSTEM_MODELS[system] if system else DEFAULT_MODEL]
    model = MODELS[fields.choice(request, "model", list(MODELS))]
    if system is not None and system != model.system:
        raise InvalidInput("model", say("error.game.model_system", model=model.key, system=system))
    return model


def read_game(request: fields.Request) -> GameRequest:
    """The game and its ratings, every wrong field of them reported together (as the Go form's are)."""
    found = Collector()
    model = found.read(lambda: read_model(request))
    board = found.read(lambda: fields.int_choice(request, "board", BOARDS, default=19))
    ruleset = found.read(lambda: RULESETS[fields.choice(request, "rules", list(RULESETS), default="japanese")])
    stones = found.read(lambda: fields.int_choice(request, "stones", list(range(MAX_STONES + 1))))
    komi = found.read(lambda: _komi(request))
    ratings = None
    notes: list[tuple[str, str]] = []
    if any(fields.given(request, f) for f in RATING_FIELDS):
        black_read = found.read(lambda: _rating(request, "black", notes))
        white_read = found.read(lambda: _rating(request, "white", notes))
        found.check()  # (a rating missing first: the winner and tau are the game's once both are there)
        assert black_read is not None and white_read is not None
        (black, black_rank), (white, white_rank) = black_read, white_read
        ratings = Ratings(black, white, fields.choice(request, "winner", list(WINNERS)), tau_field(request),
                          ranks=(black_rank, white_rank),
                          deviations_given=any(fields.given(request, f"{side}_deviation")
                                               for side in ("black", "white")))
    else:  # checked all the same: a bad value is named now, not once the ratings come
        found.read(lambda: _rating_details(request))
    found.check()
    assert model is not None and board is not None and ruleset is not None and stones is not None
    assert komi is not None
    return GameRequest(model, board, ruleset, stones, komi, ratings, tuple(notes))


def _rating_details(request: fields.Request) -> None:
    """The deviations, volatilities, winner and tau given without the ratings they belong to."""
    found = Collector()
    found.read(lambda: deviation_field(request, "black_deviation", default=DEFAULT_DEVIATION))
    found.read(lambda: volatility_field(request, "black_volatility"))
    found.read(lambda: deviation_field(request, "white_deviation", default=DEFAULT_DEVIATION))
    found.read(lambda: volatility_field(request, "white_volatility"))
    found.read(lambda: fields.optional_choice(request, "winner", list(WINNERS)))
    found.read(lambda: tau_field(request))
    found.check()


def _komi(request: fields.Request) -> Fraction:
    """The game's komi: whole or a half point, as the Go tab's."""
    komi = fields.number(request, "komi", minimum=-KOMI_LIMIT, maximum=KOMI_LIMIT, what=say("what.komi"))
    if (komi * 2).denominator != 1:
        raise InvalidInput("komi", say("error.not_allowed", value=quote(request["komi"]),
                                       allowed=say("error.komi.half", low=-KOMI_LIMIT, high=KOMI_LIMIT)))
    return komi


def wants_aga(request: fields.Request) -> bool:
    """Whether the request asks for the AGA's model (``model`` aga; ``system`` cannot go with it)."""
    if not fields.given(request, "model") or fields.choice(request, "model", list(GAME_MODELS)) != AGA_MODEL:
        return False
    if fields.given(request, "system"):
        system = fields.choice(request, "system", list(SYSTEM_MODELS))
        raise InvalidInput("model", say("error.game.model_system", model=AGA_MODEL, system=system))
    return True


def read_aga_game(request: fields.Request) -> GameRequest:
    """The game as every model reads it (the proposal's model standing in for the points per rank,
    which BayRate does not use), held to the board BayRate rates."""
    asked = read_game({key: value for key, value in request.items() if key != "model"})
    if asked.board != AGA_BOARD:
        raise InvalidInput("board", say("error.game.aga_board", board=asked.board))
    return asked
