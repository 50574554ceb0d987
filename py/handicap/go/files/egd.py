"""A round read from an EGD results table (``.h9``, ``.h10``: the table every European
tournament sends to the European Go Database, as OpenGotha's ``ExternalDocument.generateH9File``
and pairgoth's ``StandingsHandler.exportToEGFFormat`` write it)::

    ; EV[Tournament name]        header lines start with ";": EV name, KM komi, HA[h1] the
    ; HA[h1]                     handicap correction (h1: one rank taken off), CL class, DT dates…
    ; Pl Name          Rk Co Club  MMS  SOS …
       1 Doe John      3D FR Lyon   34   90   12+/w3    5-/b     0=     7+/b1  |12345678

One player a line: the place number, the name (surname and first name, words joined by "_"),
the rank, country and club, the tie-breaking columns, then one result a round: the opponent's
number (the line of the table, counted from 1), "+" won, "-" lost, "=" jigo (or no game with
opponent 0), "?" not known, "!" decided by the referee, then "/" with the colour played ("w",
"b") and the handicap ("/b3": Black with 3 stones). Each game is listed twice (once for each
player); the boards of a round are numbered in the table's order (the better placed player's
line first), as the table has no board numbers.

What the table gives the round: the ranks (a table keeps no McMahon scores round by round, so
the handicap basis is the rank), the correction of HA[hN] (N from 0 to 3; h9 says nothing), the
system ``opengotha``, and every game with a result for the handicap games summary
(``recorded.handicap_games``).

Safety: at most 2 MB; a line that cannot be read is reported with its number, the others kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from ...errors import InvalidInput
from .. import round_words as words
from ..opengotha import convert_kdp, round_number
from ..pairings import MAX_PAIRINGS, LineError, Pairing, Parsed, Side, check_size
from ..systems import opengotha as system
from .file_round import FileRound, PlayedGame, kd_text, komi_setting, tournament_name

MAX_ROUNDS = 32
MAX_CORRECTION = 3  # HA[h0]..HA[h3]; h9 (pairgoth's, for a Swiss) names no correction
_HEADER = re.compile(r"^\s*;\s*([A-Z]{2})\[(.*)\]\s*$")
_RANK = re.compile(r"^\d{1,2}[kdpKDP]$")
_RESULT = re.compile(r"^(\d{1,4})([+\-=?])(!?)(?:/([bwBW])?(\d)?)?$")
_PIN = re.compile(r"^\|")
BLACK_POINTS = {"+": Fraction(1), "-": Fraction(0), "=": Fraction(1, 2)}


@dataclass(frozen=True)
class _Result:
    opponent: int  # 0: no game
    mark: str  # + - = ?
    colour: str  # "b", "w" or "" (not given)
    stones: int


@dataclass(frozen=True)
class _Player:
    line: int
    text: str
    name: str
    rank: int
    results: tuple[_Result, ...]


def _player(line: int, text: str) -> _Player | str:
    """A player line, or what is wrong with it."""
    tokens = [t for t in text.split() if not _PIN.match(t)]
    at = next((i for i, t in enumerate(tokens[1:], start=1) if _RANK.match(t)), None)
    if at is None or at < 2:
        return words.egd_line()
    rank = convert_kdp(tokens[at])
    if rank is None:
        return words.egd_line()
    results: list[_Result] = []
    for token in tokens[at + 1:]:
        match = _RESULT.match(token)
        if match is None:
            if results:  # the results are the line's last columns: nothing else may follow them
                return words.egd_result(token)
            continue
        opponent, mark, _, colour, stones = match.groups()
        results.append(_Result(int(opponent), mark, (colour or "").lower(), int(stones or 0)))
    name = " ".join(" ".join(tokens[1:at]).replace("_", " ").split())
    return _Player(line, text.strip(), name, rank, tuple(results[:MAX_ROUNDS]))


def _headers(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for raw in text.splitlines():
        match = _HEADER.match(raw)
        if match:
            found.setdefault(match.group(1), match.group(2).strip())
    return found


def _defaults(headers: dict[str, str]) -> dict[str, str]:
    defaults = {"system": system.KEY, "handicap_basis": "rank"}
    match = re.fullmatch(r"[hH](\d{1,2})", headers.get("HA", ""))
    if match and int(match.group(1)) <= MAX_CORRECTION:
        defaults["handicap_correction"] = match.group(1)
    komi = komi_setting(headers.get("KM"))  # KM[7.5]: the komi of an even game
    if komi is not None:
        defaults["even_komi"] = komi
    return defaults


def _read(text: str) -> tuple[list[_Player], list[LineError]]:
    players: list[_Player] = []
    errors: list[LineError] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith(";"):
            continue
        read = _player(number, line)
        if isinstance(read, str):
            errors.append(LineError(number, line, read))
        else:
            players.append(read)
    return players, errors


def _played(players: list[_Player]) -> tuple[PlayedGame, ...]:
    """Every game with a result, once (from the side of the player listed first)."""
    games: list[PlayedGame] = []
    for index, player in enumerate(players, start=1):
        for result in player.results:
            if not index < result.opponent <= len(players) or result.mark == "?" or not result.colour:
                continue
            other = players[result.opponent - 1]
            black, white = (player, other) if result.colour == "b" else (other, player)
            score = BLACK_POINTS[result.mark] if result.colour == "b" else 1 - BLACK_POINTS[result.mark]
            games.append(PlayedGame(white.rank, black.rank, result.stones, score))
    return tuple(games)


def read_round(text: str, round_value: object, source: str = "file") -> FileRound:
    """The pairings of one round of an EGD table, its defaults, the round and the count."""
    check_size(source, text)
    players, errors = _read(text)
    if not players:
        raise InvalidInput(source, words.not_egd())
    count = max(len(p.results) for p in players)
    with_games = [r + 1 for r in range(count)
                  if any(r < len(p.results) and p.results[r].opponent > 0 for p in players)]
    number = round_number(round_value, with_games, source)
    pairings: list[Pairing] = []
    board = 0
    for index, player in enumerate(players, start=1):
        if number > len(player.results):
            continue
        result = player.results[number - 1]
        if result.opponent == 0 or result.opponent == index:
            continue
        if result.opponent > len(players):
            errors.append(LineError(player.line, player.text, words.egd_opponent(result.opponent, number,
                                                                                   len(players))))
            continue
        if result.opponent < index:  # listed already, from the other player's line
            continue
        other = players[result.opponent - 1]
        board += 1
        first, second = Side(player.name or None, kd_text(player.rank)), Side(other.name or None, kd_text(other.rank))
        pairings.append(Pairing(player.line, player.text, board, first, second, colours=bool(result.colour),
                                black_first=result.colour == "b", known_handicap=result.stones))
        if len(pairings) > MAX_PAIRINGS:
            raise InvalidInput(source, words.too_many(MAX_PAIRINGS))
    headers = _headers(text)
    return FileRound(Parsed(tuple(pairings), tuple(errors)), _defaults(headers), number,
                     max(count, 1), tuple(with_games), tournament_name(headers.get("EV", "")), _played(players))
