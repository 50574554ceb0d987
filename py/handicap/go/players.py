"""How strong the two sides are, read once from a request in every form players state it.

Request keys (exactly one strength input):

    rank_diff     a plain rank difference (player 1 is taken as the stronger)
    ranks         [A, B]: rank text, 30k..1k, 1d..9d, 1p..9p (ranks.parse_rank)
    ratings       [A, B] with rating_system "ogs" (default), "egf" or "aga";
                  deviations [DA, DB] with OGS ratings (OGS's deviation rules)
    log_ratings   [A, B]: Goldis log ratings, 2673 or 2.673
    teams         [[...], [...]]: rengo / pair-go sides, each player a rank text or an OGS rating

A pair may also be one text ("5k 2d", "1500,1600"). An error about one player's value carries
that player's number (``InvalidInput.player``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import fields, ranks
from ..errors import Collector, InvalidInput
from ..i18n import say, say_plural
from ..numbers import parse_fraction
from ..text import quote, show
from .systems import goldis

STRENGTH_KEYS = ("rank_diff", "ranks", "ratings", "log_ratings", "teams")
RATING_SYSTEMS = ("ogs", "egf", "aga")
RATING_RANGES = {"ogs": (Fraction(1), Fraction(10000)), "egf": (Fraction(-1000), Fraction(3500)),
                 "aga": (Fraction(-60), Fraction(13))}
MAX_RANK_DIFFERENCE = 100  # far beyond 30k against 9p; keeps junk such as 1e300 out
MAX_DEVIATION = 2000
LOG_RATING_RANGE = (0, 4000)
MAX_TEAM = 8
_PAIR_PART = re.compile(rf"(?:(?:{ranks.PRO_PREFIX})\s*)?\d+\s*(?:kyu|dan|pro|[kdp級级급段단])(?![a-z])|[^\s,;、]+",
                        re.IGNORECASE)


@dataclass(frozen=True)
class Player:
    label: str  # "player 1", "team 2" (in the request's language)
    given: str  # what was given, as text: "5k", "OGS rating 1331" (in the request's language)
    rank: float | None  # OGS rank number (30 = 1d); None when only a log rating is known
    log_rating: Fraction | None = None  # Goldis log rating points, when given
    members: tuple[str, ...] = ()
    label_text: str | None = None  # the rank as the rating's own federation reads it

    def rank_label(self) -> str | None:
        if self.label_text is not None:
            return self.label_text
        return None if self.rank is None else ranks.rank_label(self.rank)


@dataclass(frozen=True)
class Strength:
    """The strength input of a request: a plain difference, or the two sides."""

    kind: str  # one of STRENGTH_KEYS
    players: tuple[Player, Player] | None  # None for a plain rank difference
    plain: Fraction | None  # the plain rank difference, when that was given
    rating_system: str  # of ``ratings`` (and of OGS deviations)
    deviations: tuple[Fraction, Fraction] | None = None
    notes: tuple[tuple[str, str], ...] = ()  # (code, message): OGS ratings held within 100..6000


def _pair(value: Any, key: str) -> tuple[Any, Any]:
    if isinstance(value, str):  # "5k 2d", "5 kyu, 3 dan", "1500,1600": a rank keeps its unit word
        value = _PAIR_PART.findall(value)
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != 2:
        raise InvalidInput(key, say("error.pair", value=quote(value)))
    return value[0], value[1]


def _rank(field: str, text: object, player: int | None) -> tuple[float, bool]:
    try:
        return float(ranks.parse_rank(field, text)), ranks.is_professional_text(text)
    except InvalidInput as error:
        raise InvalidInput(field, error.message, player) from None


def _rating_to_rank(field: str, system: str, value: object, player: int | None,
                    notes: list[tuple[str, str]] | None = None, side: str | None = None) -> float:
    """A rating's rank on the OGS scale; an OGS rating is held within 100..6000 first, as OGS
    holds it (a note in ``notes`` says so)."""
    low, high = RATING_RANGES[system]
    what = say(f"go.rating.what.{system}")
    number = parse_fraction(field, value, what=what, player=player)
    if not low <= number <= high:
        allowed = say("error.from_to", what=what, low=show(low), high=show(high))
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(value), allowed=allowed), player)
    if system == "ogs":
        note = ranks.ogs_rating_held_note(say("go.rating.held.what", player=side or ""), float(number))
        if note and notes is not None:
            notes.append(("ogs_rating_held", note))
        return ranks.rating_to_rank(ranks.held_ogs_rating(float(number)))
    if system == "egf":
        return ranks.egf_to_rank(float(number))
    if -1 < number < 1:
        raise InvalidInput(field, say("error.aga_gap", value=quote(value)), player)
    return ranks.aga_to_rank(float(number))


def _federation_label(system: str, value: object, rank: float) -> str:
    """The rank a rating reads as on its own scale: OGS's display for an OGS rating (9d+ above
    9d), the federation's grade for an EGF or AGA rating."""
    number = float(parse_fraction("ratings", value))
    if system == "ogs":
        return ranks.rating_rank_label(rank)
    if system == "egf":
        return ranks.egf_rank_label(number)
    return ranks.aga_rank_label(number)


def parse_log_rating(field: str, value: object, player: int | None = None) -> Fraction:
    """2673 or 2.673 -> 2673 points (values below 10 are read as the logarithm itself)."""
    number = parse_fraction(field, value, what=say("go.log_rating.what"), player=player)
    if number < 10:
        number *= 1000
    low, high = LOG_RATING_RANGE
    if not low <= number <= high:
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(value),
                                      allowed=say("go.log_rating.allowed", low=low, high=high)), player)
    return number


def _team(field: str, entries: Any, number: int, notes: list[tuple[str, str]]) -> Player:
    if isinstance(entries, str):
        entries = entries.replace(",", " ").split()
    if not isinstance(entries, Sequence) or not 1 <= len(entries) <= MAX_TEAM:
        raise InvalidInput(field, say_plural("error.team", MAX_TEAM, value=quote(entries), maximum=MAX_TEAM), number)
    members: list[tuple[float, bool]] = []
    for entry in entries:
        if isinstance(entry, str) and any(c.isalpha() for c in entry):
            members.append(_rank(field, entry, number))
        else:
            members.append((_rating_to_rank(field, "ogs", entry, number, notes, say("go.team.label", n=number)),
                            False))
    average = ranks.team_rank(members)
    return Player(say("go.team.label", n=number), " + ".join(str(e).strip() for e in entries), average,
                  members=tuple(str(e).strip() for e in entries))


def _log_to_rank(log: Fraction) -> float | None:
    try:
        return goldis.log_rating_to_rank(float(log))
    except ValueError:
        return None


def _players(request: fields.Request, kind: str, rating_system: str,
             notes: list[tuple[str, str]]) -> tuple[Player, Player]:
    if kind == "ranks":
        a, b = _pair(request["ranks"], "ranks")
        found = Collector()  # both players' ranks wrong: both said
        one, two = found.read(lambda: _rank("ranks", a, 1)[0]), found.read(lambda: _rank("ranks", b, 2)[0])
        found.check()
        assert one is not None and two is not None
        return (Player(say("go.player.label", n=1), str(a).strip(), one),
                Player(say("go.player.label", n=2), str(b).strip(), two))
    if kind == "ratings":
        a, b = _pair(request["ratings"], "ratings")
        found = Collector()
        read_a = found.read(lambda: _rating_to_rank("ratings", rating_system, a, 1, notes, say("go.player.label", n=1)))
        read_b = found.read(lambda: _rating_to_rank("ratings", rating_system, b, 2, notes, say("go.player.label", n=2)))
        found.check()
        assert read_a is not None and read_b is not None
        rank_a, rank_b = read_a, read_b
        given = f"go.rating.given.{rating_system}"
        return (Player(say("go.player.label", n=1), say(given, rating=str(a).strip()), rank_a,
                       label_text=_federation_label(rating_system, a, rank_a)),
                Player(say("go.player.label", n=2), say(given, rating=str(b).strip()), rank_b,
                       label_text=_federation_label(rating_system, b, rank_b)))
    if kind == "log_ratings":
        a, b = _pair(request["log_ratings"], "log_ratings")
        la, lb = parse_log_rating("log_ratings", a, 1), parse_log_rating("log_ratings", b, 2)
        return (Player(say("go.player.label", n=1), say("go.log_rating.given", rating=la), _log_to_rank(la),
                       log_rating=la),
                Player(say("go.player.label", n=2), say("go.log_rating.given", rating=lb), _log_to_rank(lb),
                       log_rating=lb))
    teams = request["teams"]
    if not isinstance(teams, Sequence) or isinstance(teams, str) or len(teams) != 2:
        raise InvalidInput("teams", say("error.teams", value=quote(teams)))
    return _team("teams", teams[0], 1, notes), _team("teams", teams[1], 2, notes)


def _deviations(request: fields.Request, kind: str, rating_system: str) -> tuple[Fraction, Fraction] | None:
    if not fields.given(request, "deviations"):
        return None
    if kind != "ratings" or rating_system != "ogs":
        raise InvalidInput("deviations", say("error.deviations.ogs_only"))
    a, b = _pair(request["deviations"], "deviations")

    def deviation(value: object, player: int) -> Fraction:
        return fields.number_value("deviations", value, minimum=0, maximum=MAX_DEVIATION, what=say("go.deviation.what"),
                                   player=player)

    return deviation(a, 1), deviation(b, 2)


def read_strength(request: fields.Request) -> Strength:
    """The one strength input of a request (an error names a second one, or the missing one)."""
    rating_system = "ogs"
    if fields.given(request, "rating_system"):  # checked even when ratings are not used
        rating_system = fields.choice(request, "rating_system", RATING_SYSTEMS)
    present = [key for key in STRENGTH_KEYS if fields.given(request, key)]
    if not present and "rank_diff" in request:
        present = ["rank_diff"]  # present but blank or null: let the number check say what is wrong
    if not present:
        raise InvalidInput("rank_diff", say("error.strength.missing", allowed=", ".join(STRENGTH_KEYS)))
    if len(present) > 1:
        raise InvalidInput(present[1], say("error.strength.two", given=", ".join(present)))
    kind = present[0]
    if kind == "rank_diff":
        plain = fields.number(request, "rank_diff", minimum=0, maximum=MAX_RANK_DIFFERENCE,
                              what=say("go.rank_difference.what"))
        return Strength(kind, None, plain, rating_system, _deviations(request, kind, rating_system))
    notes: list[tuple[str, str]] = []
    players = _players(request, kind, rating_system, notes)
    return Strength(kind, players, None, rating_system, _deviations(request, kind, rating_system), tuple(notes))
