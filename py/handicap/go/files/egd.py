"""A round read from an EGD results table (``.h9``, ``.h10``): the table every European tournament
sends to the European Go Database, as OpenGotha writes it (``ExternalDocument.generateH9File``,
``ScoredPlayer.halfGamesStrings`` and ``positionStrings``, OpenGotha 3.5x) and as the EGD's
format page describes it::

    ; EV[Tournament name]        header lines start with ";": EV the name, HA[h1] the handicap
    ; HA[h1]                     (the grade difference less 1), KM[6.5] the komi, CL, DT, PC…
    ; Pl Name                            Rk Co Club  MMS  SOS
       1 Doe John                        3D FR Lyon   34   90 0 0   12+/w3    5-/b0   0=
         Roe Ann                         3D FR Lyon   34   90 0 0    5+!w0   12-/b3   0-
       3 Poe Al                          2K DE   HH   33  88? 0 0    7?/?0    2+     15=/b

One player a line: the place (blank on the lines of players tied with the line above: OpenGotha
prints a place only where it changes), the name (surname and first name, words joined by "_"),
the rank, then country, club and tie-break columns (a "½" OpenGotha cannot write in ISO 8859-15
becomes "?"), then one result a round, the same number on every line:

    <opponent><mark>[<type>[<colour>][<handicap>]]
    opponent   the opponent's ROW in the table, counted from 1 (not the printed place); 0: no game
    mark       + won, - lost, = jigo (with 0: a bye or an absence), ? not known
    type       / played, ! decided by the referee (OpenGotha: "by default")
    colour     b Black, w White, ? not known; none written: not known
    handicap   0 to 9 stones; none written after a colour: 0 (the EGD's "23+/w" = "23+/w0");
               none written at all ("5+", OpenGotha's short form): not known

A "|12345678" column at the end of a line (the EGD's PIN) and what follows a ";" are skipped.
The results are the line's last columns: a table's number of rounds is the number of results
most of its lines end with, so a tie-break such as "408?" before them is never read as a game.

Every line that is not a header or blank is a row of the table, whether it can be read or not:
a line that cannot be read is listed with its number and never moves the rows of the others.
Each game is written twice, once on each player's line; a board is made when the two lines name
each other (or when the other line's results cannot be read but its name and rank can). Where
they do not name each other, or the opponent is not a row, the game is listed as a line error,
saying that the table's pairings cannot be trusted; where they name each other but give other
colours or handicaps, the board is made with no recorded handicap and the difference is listed.
The boards of a round are numbered in the table's order (the upper line first): a table has no
board numbers.

What the table gives the round: the ranks (a table keeps no McMahon scores round by round, so the
handicap basis is the rank); the correction of HA[hN], N from 0 to 9 (h9: even games for any
difference up to 9 grades); no handicap at all (a ceiling of 0) when every game whose handicap
the table writes is even, since OpenGotha does not write its ceiling and an even tournament is
written "HA[h1]" like any other; the system ``opengotha``; and every game with a result for the
handicap games summary (``recorded.handicap_games``): referee decisions and unknown results or
colours or handicaps left out.

Safety: at most 2 MB, read in one pass per round.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ...errors import InvalidInput
from .. import round_words as words
from ..pairings import MAX_PAIRINGS, LineError, Pairing, Parsed, Side, check_size, lines_of
from ..systems import opengotha as system
from .file_round import FileRound, PlayedGame, kd_text, komi_setting, tournament_name
from .opengotha import MAX_ROUNDS, convert_kdp, round_number

MIN_CORRECTION, MAX_CORRECTION = 0, 9  # HA[h0]..HA[h9]: the grade difference less N
_HEADER = re.compile(r"^\s*;\s*([A-Za-z]{2})\[(.*)\]\s*$")
_HA = re.compile(r"^[hH]?(\d)$")
_RANK = re.compile(r"^\d{1,2}[kdpKDP]$")
# A result: the opponent's row (at most MAX_OPPONENT_DIGITS digits), then this.
_SUFFIX = re.compile(r"^([+\-=?])(?:([/!])([bwBW?])?([0-9])?)?$")
MAX_OPPONENT_DIGITS = 5
MAX_SUFFIXES = 512  # the suffixes remembered: a table writes a few dozen
_RESULT_LIKE = re.compile(r"^\d+\D|[/!+=]")  # a misspelt result ("0x", "12+/x"), not a tie-break ("503")
OPPOSITE = {"b": "w", "w": "b", "?": "?", "": ""}
FLIPPED = {"+": "-", "-": "+", "=": "=", "?": "?"}
BLACK_POINTS = {"+": Fraction(1), "-": Fraction(0), "=": Fraction(1, 2)}
AGREEING_MARKS = {("+", "-"), ("-", "+"), ("=", "=")}
_UNSEEN = object()
Suffix = tuple[str, bool, str, int | None]  # a result's mark, referee, colour and stones
_SUFFIXES: dict[str, Suffix | None] = {}  # "+/b3" -> its reading (None: not a result)


class Result(NamedTuple):
    """One round of a line, as written (a tuple: a table of 2 MB holds some 100,000)."""
    opponent: int  # the opponent's row; 0: no game
    mark: str  # + - = ?
    referee: bool  # "!": decided by the referee, not played
    colour: str  # "b", "w", "?" (written unknown) or "" (not written)
    stones: int | None  # None: not written (the short form)


class Row(NamedTuple):
    """One row of the table: its line, and what of it could be read."""
    number: int  # the row, from 1: what opponents are numbered by
    line: int  # the line in the file, from 1
    text: str
    name: str
    rank: int | None  # OpenGotha's number (0 = 1d); None: the line's player cannot be read
    results: tuple[Result, ...] | None  # None: the line's results cannot be read


@dataclass(frozen=True, slots=True)
class Game:
    """A game of one round: the upper row first, its result as that row gives it."""
    first: Row
    second: Row
    result: Result  # from ``first``'s side
    agreed: bool  # both lines give the same colours and handicap, or only one line gives the game
    scored: bool  # the result is one game's result: one won and one lost, a jigo, or only one line


def _result(token: str) -> Result | None:
    """A result ("12+/b3"), or None: the opponent's digits, then what follows them (a table
    writes few different ones: each is matched once)."""
    rest = token.lstrip("0123456789")
    digits = len(token) - len(rest)
    if not 1 <= digits <= MAX_OPPONENT_DIGITS:
        return None
    if rest in _SUFFIXES:
        parts = _SUFFIXES[rest]
    else:
        parts = _suffix(rest)
        if len(_SUFFIXES) < MAX_SUFFIXES:
            _SUFFIXES[rest] = parts
    if parts is None:
        return None
    return Result(int(token[:digits]), *parts)


def _suffix(rest: str) -> Suffix | None:
    match = _SUFFIX.match(rest)
    if match is None:
        return None
    mark, kind, colour, stones = match.groups()
    known = int(stones) if stones is not None else (0 if colour and colour in "bwBW" else None)
    return mark, kind == "!", (colour or "").lower(), known


@dataclass(frozen=True)
class Problem:
    """What is wrong with a line, or with a game on the line that names it: its words are written
    only when the round is answered (a table of 2 MB can hold thousands)."""
    row: Row
    say: Callable[..., str]
    details: tuple[object, ...] = ()

    def error(self) -> LineError:
        return LineError(self.row.line, self.row.text, self.say(*self.details))


def _row(number: int, line: int, text: str, tokens: list[str], ending: list[Result], rounds: int) -> Problem | Row:
    """A row (``ending``: the results its line ends with), or what is wrong with it (its row
    inside, as far as it could be read)."""
    run = len(ending)
    head = tokens[:len(tokens) - min(run, rounds)]
    start = 1 if head and head[0].isdigit() else 0  # a tied player's line has no place
    at = None
    for i in range(start + 1, len(head)):
        if _RANK.match(head[i]):
            at = i
            break
    name, rank = "", None
    if at is not None:
        name = " ".join(" ".join(head[start:at]).replace("_", " ").split())
        rank = convert_kdp(head[at])
    results = tuple(ending[run - rounds:]) if run >= rounds else None
    row = Row(number, line, text, name, rank, results)
    if rank is None:
        return Problem(row, words.egd_line)
    if results is None:
        before = tokens[len(tokens) - run - 1]
        return Problem(row, words.egd_result, (before,)) if _RESULT_LIKE.search(before) else \
            Problem(row, words.egd_rounds, (run, rounds))
    return row


def read_rows(text: str) -> tuple[list[Row], list[Problem], int]:
    """Every row of the table, the lines that cannot be read, and the table's number of rounds."""
    lines: list[tuple[int, str, list[str], list[Result]]] = []
    seen: dict[str, object] = {}  # each token read once (a table repeats its results)
    for number, raw in enumerate(lines_of(text), start=1):  # numbered as a person counts lines
        written = raw.strip()
        if written[:1] == "\ufeff":
            written = written.lstrip("\ufeff").strip()
        if not written or written[0] == ";":
            continue
        tokens = (written.partition(";")[0] if ";" in written else written).split()  # the EGD skips what follows ";"
        while tokens and tokens[-1][0] == "|":  # the EGD's PIN column
            tokens.pop()
        ending: list[Result] = []
        for token in reversed(tokens):
            result = seen.get(token, _UNSEEN)
            if result is _UNSEEN:
                result = seen[token] = _result(token)
            if result is None:
                break
            ending.append(result)  # type: ignore[arg-type]  # a Result: _UNSEEN is replaced above
        ending.reverse()
        lines.append((number, written, tokens, ending))
    runs = Counter(len(ending) for *_, ending in lines)
    runs.pop(0, None)
    # The number of results most lines end with (the smaller, between two as common).
    rounds = min(runs, key=lambda run: (-runs[run], run)) if runs else 0
    rows: list[Row] = []
    problems: list[Problem] = []
    for row_number, (number, written, tokens, ending) in enumerate(lines, start=1):
        read = _row(row_number, number, written, tokens, ending, rounds)
        if isinstance(read, Problem):
            problems.append(read)
            rows.append(read.row)
        else:
            rows.append(read)
    return rows, problems, rounds


def _agree(mine: Result, theirs: Result) -> bool:
    """Whether two lines give their game the same colours and handicap. Their marks may differ:
    OpenGotha's results include "both win" and "both lose" (+ and +, - and -)."""
    return theirs.colour == OPPOSITE[mine.colour] and theirs.stones == mine.stones


def round_games(rows: list[Row], number: int) -> tuple[list[Game], list[Problem]]:
    """The games of round ``number`` (from 1), in the table's order, and those that cannot be
    trusted, each on the line that names it (at most one per line: a line has one game a round)."""
    games: dict[tuple[int, int], Game] = {}
    errors: list[Problem] = []
    for row in rows:
        if row.results is None or row.rank is None or number > len(row.results):
            continue
        mine = row.results[number - 1]
        opponent = mine.opponent
        if opponent == 0:
            continue
        if opponent > len(rows):
            errors.append(Problem(row, words.egd_opponent, (opponent, number, len(rows))))
            continue
        if opponent == row.number:
            errors.append(Problem(row, words.egd_self, (number, opponent)))
            continue
        other = rows[opponent - 1]
        if other.rank is None:
            errors.append(Problem(row, words.egd_unreadable, (number, opponent, other.line)))
            continue
        theirs = other.results[number - 1] if other.results is not None and number <= len(other.results) else None
        if theirs is not None and theirs.opponent != row.number:
            errors.append(Problem(row, words.egd_not_mutual, (number, opponent, other.line)))
            continue
        key = (min(row.number, opponent), max(row.number, opponent))
        if key in games:
            continue
        agreed = theirs is None or _agree(mine, theirs)
        scored = theirs is None or (mine.mark, theirs.mark) in AGREEING_MARKS
        if not agreed:
            errors.append(Problem(rows[key[0] - 1], words.egd_disagree, (number, key[1], rows[key[1] - 1].line)))
        if row.number < opponent:
            upper, lower, result = row, other, mine
        elif theirs is not None:
            upper, lower, result = other, row, theirs
        else:  # only this (lower) line gives the game: seen from the upper line
            upper, lower, result = other, row, Result(row.number, FLIPPED[mine.mark], mine.referee,
                                                      OPPOSITE[mine.colour], mine.stones)
        if not agreed:
            result = Result(result.opponent, result.mark, result.referee, "", None)
        games[key] = Game(upper, lower, result, agreed, scored)
    return [games[key] for key in sorted(games)], errors


def _played(rows: list[Row], rounds: int) -> tuple[PlayedGame, ...]:
    """Every game of every round played to a result with its colours and handicap known."""
    played: list[PlayedGame] = []
    for number in range(1, rounds + 1):
        for game in round_games(rows, number)[0]:
            result, first, second = game.result, game.first.rank, game.second.rank
            names = (game.first.name, game.second.name)
            if not game.scored or result.referee or result.mark not in BLACK_POINTS \
                    or result.colour not in ("b", "w") or result.stones is None or first is None or second is None:
                continue
            black, white = (first, second) if result.colour == "b" else (second, first)
            black_name, white_name = names if result.colour == "b" else names[::-1]
            points = BLACK_POINTS[result.mark] if result.colour == "b" else 1 - BLACK_POINTS[result.mark]
            played.append(PlayedGame(white, black, result.stones, points, white_name, black_name))
    return tuple(played)


def _headers(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for raw in lines_of(text):
        match = _HEADER.match(raw)
        if match:
            found.setdefault(match.group(1).upper(), match.group(2).strip())
    return found


def _defaults(headers: dict[str, str], rows: list[Row], rounds: int) -> dict[str, str]:
    defaults = {"system": system.KEY, "handicap_basis": "rank"}
    match = _HA.match(headers.get("HA", "").strip())
    if match and MIN_CORRECTION <= int(match.group(1)) <= MAX_CORRECTION:
        defaults["handicap_correction"] = match.group(1)
    komi = komi_setting(headers.get("KM"))  # KM[7.5]: the komi of an even game
    if komi is not None:
        defaults["even_komi"] = komi
    written = [result.stones for row in rows for result in (row.results or ())[:rounds]
               if result.opponent > 0 and result.stones is not None]
    if written and not any(written):  # every game the table writes is even: played without handicap
        defaults["max_stones"] = "0"
    return defaults


def _pairing(game: Game, board: int) -> Pairing:
    first, second, result = game.first, game.second, game.result
    known = result.colour in ("b", "w")
    return Pairing(first.line, first.text, board, Side(first.name or None, kd_text(first.rank or 0)),
                   Side(second.name or None, kd_text(second.rank or 0)), colours=known,
                   black_first=result.colour == "b", known_handicap=result.stones)


def read_round(text: str, round_value: object, source: str = "file") -> FileRound:
    """The pairings of one round of an EGD table, its defaults, the round and the count."""
    check_size(source, text)
    rows, problems, rounds = read_rows(text)
    if not any(row.results for row in rows):
        raise InvalidInput(source, words.not_egd())
    if rounds > MAX_ROUNDS:
        raise InvalidInput(source, words.egd_too_many_rounds(rounds, MAX_ROUNDS))
    with_games = [r for r in range(1, rounds + 1)
                  if any(row.results is not None and row.results[r - 1].opponent > 0 for row in rows)]
    number = round_number(round_value, with_games, source, "EGD")
    games, game_errors = round_games(rows, number)
    if len(games) > MAX_PAIRINGS:
        raise InvalidInput(source, words.too_many(MAX_PAIRINGS))
    pairings = tuple(_pairing(game, board) for board, game in enumerate(games, start=1))
    every_error = tuple(sorted((problem.error() for problem in [*problems, *game_errors]), key=lambda e: e.line))
    headers = _headers(text)
    return FileRound(Parsed(pairings, every_error), _defaults(headers, rows, rounds), number, max(rounds, 1),
                     tuple(with_games), tournament_name(headers.get("EV", "")), _played(rows, rounds))
