"""The ``study`` and ``study-read`` commands: was it fair? Black's score across many games against
the residual gap each handicap left (``study/``), in bins, by stones and by board, with a
logistic fit under each model and what the page's chart draws.

    study-read   {"files": [...], "start", "count"} -> the games' records, what each file gave
                 (``read``) and the files that could not be read (the page reads files in batches
                 with it: a progress bar, a cancel); ``start``/``count``: only those members of
                 each archive (a big archive in batches, each request short), ``members`` in the
                 reply: how many the biggest archive holds
                 ``session``/``session_part``: the games go into a study session kept in the
                 engine's process instead of the reply (``study/sessions.py``; the page's reading)
    study        {"games": [records], "files": [...], "read": [...], "problems": [...], "model",
                 "board", "bin", "rules", "rows"} -> the study; ``read``/``problems``: what files
                 read before gave and which were not read (the page's batches, the command line's
                 files), said again in the reply with the files read here; ``rows``: one row a game
                 too (the command line's --csv); ``session``: the games of that session too (the
                 page's study, asked again on each change without reading the files again: what
                 the session's games gave under its board, rules and choices is kept with it, so a
                 new model or bin width only counts and fits again)

A game found twice (the same record key, ``study/game_keys.py``) is studied once; the others are
counted and listed as duplicates.

Read (``study/sources.py``, ``study/record.py``) -> count and fit (``study/tally.py``,
``study/logistic.py``, ``study/chart.py``) -> the reply and its words, here.

The verdict's interval is the one clustered by player (``study/players.py``) when the records name
players, and it names a side only when that interval leaves out 0 (fair handicaps). Beside the
fit of all the games: the even games (0–1 stone) and the handicap games (2 or more) fitted apart,
with a likelihood-ratio test of one curve against the two, and Pearson's χ² over the bins of
MIN_BIN_GAMES games or more with a warning when the curve does not describe them.
"""

from __future__ import annotations

import copy
import csv
import io
import math
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, NamedTuple

from .. import fields
from ..errors import InvalidInput
from ..fields import Request
from ..go.effective import BOARDS, MODELS, STUDY_MODELS
from ..go.files.collector import collector_paused
from ..go.rules import RULESETS
from ..i18n import say, say_plural
from ..numbers import to_json_number
from ..ranks import display, rank_label
from ..study import chance_models, chart, logistic, sessions
from ..study.choices import CHOICES, MAX_PATTERN, MAX_PATTERNS, Choices, matched_values, patterns, removed_by
from ..study.players import cluster_of, games_per_player, player_key
from ..study.record import APART_BY, MAX_KOMI, REASONS, ReadGame, SetApart, compensated, read_values, residual_gap
from ..study.sgf_roots import MAX_VALUE, WANTED
from ..study.sources import MAX_FILES, MAX_NAME, Members, Problem, ReadFile, Reading, Record, read_files
from ..study.tally import Tally, bin_of
from ..text import percent, show, trimmed
from .game import ranks_text

MIN_BIN, MAX_BIN = Fraction(1, 20), Fraction(10)
MAX_GAMES = 200_000
MAX_LISTED = 20  # games listed by name under each reason (all of them are counted)
FEW_GAMES = 100  # below this, the reply says a small collection proves little
LEVEL = 0.005
MIN_BIN_GAMES = 20  # a bin with fewer is marked "too few games" and left out of the goodness of fit
POOR_FIT = 0.01  # below this p-value of Pearson's χ², the warning that one curve does not fit
EVEN_STONES = 1  # even games: 0 or 1 stone; handicap games: 2 or more
# Below this many groups of players, clustered errors are themselves unsure (Cameron & Miller 2015,
# section VI: few clusters bias them down): the verdict then takes the wider of the two intervals.
MIN_CLUSTERS = 10


@dataclass(frozen=True)
class Settings:
    model: str
    board: int | None
    width: Fraction
    rules: str
    rows: bool
    per_bin: int | None = None  # bins of this many games (the last may hold more), else of equal width
    choices: Choices = field(default_factory=Choices)


def _settings(request: Request) -> Settings:
    model = fields.choice(request, "model", STUDY_MODELS, default="proposal")
    board = fields.optional_int_choice(request, "board", BOARDS)
    width = fields.number(request, "bin", minimum=MIN_BIN, maximum=MAX_BIN, default="0.5")
    rules = fields.choice(request, "rules", list(RULESETS), default="japanese")
    rows = request.get("rows") is True
    per_bin = (fields.whole_number("bin_games", request["bin_games"], range(MIN_BIN_GAMES, MAX_GAMES + 1))
               if fields.given(request, "bin_games") else None)
    return Settings(model, board, width, rules, rows, per_bin, _choices(request))


def _choices(request: Request) -> Choices:
    """What to study (``study/choices.py``): each choice's field, checked as every field is."""
    players: tuple[str, ...] = ()
    if fields.given(request, "exclude_players"):
        value = request["exclude_players"]
        if not isinstance(value, str):
            raise InvalidInput("exclude_players", say("study.error.players", most=MAX_PATTERNS, longest=MAX_PATTERN))
        players = patterns(value)
        if len(players) > MAX_PATTERNS or any(len(p) > MAX_PATTERN for p in players):
            raise InvalidInput("exclude_players", say("study.error.players", most=MAX_PATTERNS, longest=MAX_PATTERN))
    return Choices(
        programs=fields.choice(request, "programs", ("keep", "exclude"), default="keep"),
        players=players,
        results=fields.choice(request, "results", ("all", "no_time"), default="all"),
        unsure_ranks=fields.choice(request, "unsure_ranks", ("keep", "exclude"), default="keep"),
        max_komi=fields.number(request, "max_komi", minimum=0, maximum=MAX_KOMI, default=str(MAX_KOMI)),
        pro_ranks=fields.choice(request, "pro_ranks", ("amateur", "apart"), default="apart"),
    )


@dataclass(frozen=True)
class Bin:
    """A bin of residual gaps: its edges (the lowest and highest gap of its games when the bins
    hold equal counts), the point the chart draws it at, its games' tally and (gap, games) pairs."""
    low: Fraction
    high: Fraction
    centre: Fraction
    tally: Tally
    gaps: list[tuple[float, int]]


def _width_bins(games: list[tuple[Fraction, Fraction, int]], width: Fraction) -> list[Bin]:
    """Bins of equal width w centred on its multiples (``tally.bin_of``)."""
    grouped: dict[int, list[tuple[Fraction, Fraction, int]]] = {}
    for game in games:
        grouped.setdefault(bin_of(game[0], width), []).append(game)
    bins = []
    for k in sorted(grouped):
        tally = Tally()
        for _, score, count in grouped[k]:
            tally.add(score, count)
        bins.append(Bin(k * width - width / 2, k * width + width / 2, k * width, tally,
                        [(float(r), count) for r, _, count in grouped[k]]))
    return bins


def _count_bins(games: list[tuple[Fraction, Fraction, int]], per_bin: int) -> list[Bin]:
    """Bins of at least ``per_bin`` games each, in order of residual gap, never splitting games of
    one gap; the remainder joins the last bin. Edges: the lowest and highest gap in the bin;
    centre: its games' mean gap."""
    by_gap: dict[Fraction, list[tuple[Fraction, int]]] = {}
    for residual, score, count in games:
        by_gap.setdefault(residual, []).append((score, count))
    runs: list[list[Fraction]] = [[]]
    held = 0
    for residual in sorted(by_gap):
        if held >= per_bin:
            runs.append([])
            held = 0
        runs[-1].append(residual)
        held += sum(count for _, count in by_gap[residual])
    if len(runs) > 1 and held < per_bin:
        runs[-2].extend(runs.pop())
    bins = []
    for run in runs:
        if not run:
            continue
        tally = Tally()
        total = Fraction(0)
        for residual in run:
            for score, count in by_gap[residual]:
                tally.add(score, count)
                total += residual * count
        bins.append(Bin(run[0], run[-1], total / tally.games, tally,
                        [(float(r), sum(c for _, c in by_gap[r])) for r in run]))
    return bins



def _records(request: Request, session: sessions.Session | None = None) -> Reading:
    """The request's games: the session's (``session``), then ``games``, then ``files``; and what
    files read before gave (the session's, then the request's ``read`` and ``problems``)."""
    reading = Reading()
    if session is None and not fields.given(request, "games") and not fields.given(request, "files"):
        raise InvalidInput("files", say("error.missing"))
    if session is not None:
        reading.records.extend(session.records)
        reading.damaged.extend(session.damaged)
    if fields.given(request, "games"):
        games = request["games"]
        if not isinstance(games, list):
            raise InvalidInput("games", say("study.error.games"))
        if len(games) > MAX_GAMES:
            raise InvalidInput("games", say("study.error.too_many_games", limit=MAX_GAMES))
        for index, item in enumerate(games):
            reading.records.append(_record(item, index))
    if fields.given(request, "files"):
        read_files(request["files"], reading)
    _files_read_before(request, reading, session)
    if len(reading.records) > MAX_GAMES:
        raise InvalidInput("files", say("study.error.too_many_games", limit=MAX_GAMES))
    return reading


_RECORD_KEYS = WANTED | {"source", "key", "set_apart", "value"}
MAX_LISTED_FILES = 1000  # files listed by name in a reply's ``read`` (all of them are counted)


def _text(value: object, limit: int = MAX_NAME) -> str:
    return " ".join("".join(c if c.isprintable() else " " for c in str(value)).split())[:limit]


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9 else 0


def _files_read_before(request: Request, reading: Reading, session: sessions.Session | None = None) -> None:
    """The request's ``read`` (what files read before gave: {"source", "files", "games"}) and
    ``problems`` (files not read: {"source", "message"}), after the session's, added to what the
    request's own files gave."""
    for key in ("read", "problems"):
        if fields.given(request, key) and not isinstance(request[key], list):
            raise InvalidInput(key, say("study.error.files"))
    before: list[ReadFile] = []
    held: tuple[list[Any], list[Any]] = (session.read, session.problems) if session is not None else ([], [])
    for item in held[0] + (request.get("read") or []):
        if isinstance(item, Mapping) and isinstance(item.get("source"), str):
            before.append(ReadFile(_text(item["source"]), _count(item.get("files")), _count(item.get("games"))))
    reading.read[:0] = before
    reading.files += sum(f.files for f in before)
    problems = [Problem(_text(p["source"]), _text(p.get("message", ""), 400))
                for p in held[1] + (request.get("problems") or [])
                if isinstance(p, Mapping) and isinstance(p.get("source"), str)]
    reading.problems[:0] = problems


def _files_read(reading: Reading) -> list[dict[str, Any]]:
    """Each file named once (a big archive's slices added up), in the order first read."""
    merged: dict[str, ReadFile] = {}
    for item in reading.read:
        found = merged.setdefault(item.source, ReadFile(item.source))
        found.files += item.files
        found.games += item.games
    unread = {p.source for p in reading.problems}
    return [{"source": f.source, "files": f.files, "games": f.games,
             "shown": say_plural("study.read.file", f.games, n=f.games, source=f.source,
                                 files=say_plural("study.read.files", f.files, n=f.files))}
            for f in list(merged.values()) if f.games or f.source not in unread][:MAX_LISTED_FILES]


def _record(item: object, index: int) -> Record:
    if not isinstance(item, Mapping):
        raise InvalidInput("games", say("study.error.game_item", n=index + 1))
    record: Record = {}
    for key, value in item.items():  # the keys it has (a record has a few of the ten)
        if key in _RECORD_KEYS and isinstance(value, (str, int)) and not isinstance(value, bool):
            record[key] = str(value)[:MAX_VALUE if key != "source" else 200]
    game = item.get("game")
    record["game"] = game if isinstance(game, int) and not isinstance(game, bool) and 0 < game < 10**9 else index + 1
    record.setdefault("source", "")
    return record


def _properties(record: Record) -> dict[str, str]:
    return {k: str(v) for k, v in record.items() if k in WANTED}


def _members(request: Request) -> Members:
    """The slice of each .zip's members asked: ``start`` 0 to MAX_FILES - 1, ``count`` 1 to MAX_FILES."""
    def whole(field: str, low: int, default: int | None) -> int | None:
        if not fields.given(request, field):
            return default
        allowed = say("error.whole_from_to", low=low, high=MAX_FILES - 1 + low)
        return fields.whole_number(field, request[field], range(low, MAX_FILES + low), allowed)
    return Members(whole("start", 0, 0) or 0, whole("count", 1, None))


def _session_name(request: Request) -> str | None:
    """The request's ``session``: printable text of 1 to ``sessions.MAX_NAME`` characters, or None."""
    if not fields.given(request, "session"):
        return None
    name = request["session"]
    if not isinstance(name, str) or not 0 < len(name) <= sessions.MAX_NAME or not name.isprintable():
        raise InvalidInput("session", say("study.error.session_name", longest=sessions.MAX_NAME))
    return name


def _held(name: str) -> sessions.Session:
    found = sessions.held(name)
    if found is None:
        raise InvalidInput("session", say("study.error.session_lost"))
    return found


def _read_session(request: Request, name: str) -> sessions.Session:
    """The session a read adds to: a new one for part 0, else the one held whose next part it is."""
    part = (fields.whole_number("session_part", request["session_part"], range(MAX_FILES))
            if fields.given(request, "session_part") else 0)
    if part == 0:
        return sessions.start(name)
    found = _held(name)
    if found.parts != part:  # a part sent again to a restarted worker, or one lost: not these games
        raise InvalidInput("session", say("study.error.session_lost"))
    return found


def read_reply(request: Request) -> dict[str, Any]:
    """``study-read``: the files' game records, for a later ``study`` request; with ``session``,
    kept in that session instead (the reply's ``games`` then empty, ``session_games`` how many it holds)."""
    name = _session_name(request)
    members = _members(request)
    session = _read_session(request, name) if name is not None else None
    # A session's games count towards one study's limit, MAX_RECORDS, all its reads together.
    reading = Reading(sent=len(session.records), full=session.full) if session is not None else Reading()
    read_files(fields.raw(request, "files"), reading, members=members)
    read = [{"source": f.source, "files": f.files, "games": f.games} for f in reading.read]
    problems = [{"source": p.source, "message": p.message} for p in reading.problems]
    reply: dict[str, Any] = {
        "command": "study-read",
        "files": reading.files,
        "members": reading.members,
        "games": reading.records,
        "problems": problems,
        "damaged": reading.damaged,
        "read": read,
    }
    if session is not None:
        start = len(session.records)
        session.records.extend(_record(record, start + index) for index, record in enumerate(reading.records))
        session.read += read
        session.problems += problems
        session.damaged += reading.damaged
        session.parts += 1
        session.full = reading.full
        session.examined = None
        reply.update(games=[], session=name, session_games=len(session.records))
    return reply


# What one record gives the study (``examine``): a game set apart with its reason; a game on
# another board than the one asked; or a game read, as a ``Game``.
OTHER_BOARD = "other_board"


# A game's kind as it is counted: board, rules' key, stones, komi as its numerator and denominator,
# rank gap, Black's score in half points (0, 1 or 2), the players' keys. Whole numbers, not
# fractions: a million games' kinds are hashed, compared and pickled between processes, and a
# Fraction's hash and equality run in Python (half the parent's time); ``exact_kind`` gives the
# fractions back, exactly, for the distinct kinds only.
Kind = tuple[int, str, int, int, int, int, int, str, str]
ExactKind = tuple[int, str, int, Fraction, int, Fraction, str, str]


def exact_kind(kind: Kind) -> ExactKind:
    board, rules_key, stones, komi_numerator, komi_denominator, gap, halves, black, white = kind
    return board, rules_key, stones, Fraction(komi_numerator, komi_denominator), gap, Fraction(halves, 2), black, white


class Game(NamedTuple):
    """A game read, reduced to what the study counts: its kind (``Kind``: board, rules' key, stones,
    komi, rank gap, Black's score, the players' keys: ``study/players.py``), the choice that leaves
    it out (None: studied) and those that would (``matching``), whether its record names its rules,
    and the whole game where one row a game is asked (``rows``)."""
    kind: Kind
    removed: str | None
    matching: tuple[str, ...]
    rules_named: bool
    game: ReadGame | None = None
    black_rank: int = 0  # Black's rank (White's is it plus the kind's gap): the chance models' input


Examined = SetApart | Game | str


def examine(record: Record, settings: Settings) -> Examined:
    """One record to what the study counts of it (the same for every copy of the game)."""
    properties = _properties(record)
    reason = record.get("set_apart")
    if isinstance(reason, str) and reason:  # a game a CSV says was set apart, for its reason
        return SetApart(str(record.get("source", "")), int(record.get("game", 0)),
                        reason if reason in REASONS else "result", str(record.get("value", "")))
    return examine_root(str(record.get("source", "")), int(record.get("game", 0)), properties, settings)


def examine_root(source: str, number: int, properties: Mapping[str, str], settings: Settings) -> Examined:
    """``examine`` of a game tree's root (``properties``: the wanted ones, as text). The game's
    values are read without a ReadGame, made only where one row a game is asked (``rows``)."""
    values = read_values(properties, RULESETS[settings.rules])
    if isinstance(values, str):
        return SetApart(source, number, APART_BY[values], properties.get(values, ""))
    board, ruleset, stones, komi, black, white, score = values
    if settings.board is not None and board != settings.board:
        return OTHER_BOARD
    black_name, white_name = properties.get("PB", ""), properties.get("PW", "")
    matching = tuple(matched_values(settings.choices, black_name, white_name, komi, black, white, properties))
    kind = (board, ruleset.key, stones, komi.numerator, komi.denominator, white - black,
            score.numerator * 2 // score.denominator, player_key(black_name), player_key(white_name))
    game = ReadGame(source, number, board, ruleset, stones, komi, black, white, score, properties.get("DT", ""),
                    black_name, white_name) if settings.rows else None
    return Game(kind, removed_by(settings.choices, list(matching)) if matching else None, matching,
                "RU" in properties and bool(properties["RU"].strip()), game, black)


def game_key(record: Record) -> bytes | str | None:
    """The record's game key (``study/game_keys.py``) as it is kept: 16 bytes for the hex a reader
    writes, else the text as given; None when it has none."""
    value = record.get("key")
    if not isinstance(value, str) or not value:
        return None
    if len(value) == 32:
        try:
            return bytes.fromhex(value)
        except ValueError:
            pass
    return value


Item = tuple[bytes | str | None, str, int, Examined]  # a game's key, source, number, what it gave


def item(record: Record, settings: Settings) -> Item:
    return game_key(record), str(record.get("source", "")), int(record.get("game", 0)), examine(record, settings)


# An item as the command line's worker processes send it: its key, source and number, and what the
# record gave in plain values (a game set apart: its reason and value; another board: OTHER_BOARD;
# a game: the ``Game``'s fields). A named tuple or a dataclass takes three to four times as long to
# pickle and unpickle, and each of a million games crosses between processes once.
Packed = tuple[bytes | str | None, str, int, tuple[Any, ...] | str]


def packed_item(record: Record, settings: Settings) -> Packed:
    key, source, number, found = item(record, settings)
    return key, source, number, _packed(found)


def packed_root(key: bytes, source: str, number: int, properties: Mapping[str, str], settings: Settings) -> Packed:
    """``packed_item`` of a game tree's root, without its record: what ``Reading.add_root`` keeps."""
    return key, source, number, _packed(examine_root(source, number, properties, settings))


def _packed(found: Examined) -> tuple[Any, ...] | str:
    if isinstance(found, SetApart):  # its source and number are the item's
        return found.reason, found.value
    return found if isinstance(found, str) else tuple(found)


def unpacked(packed: Packed) -> Item:
    key, source, number, found = packed
    if isinstance(found, str):
        return key, source, number, found
    if len(found) == 2:
        return key, source, number, SetApart(source, number, found[0], found[1])
    return key, source, number, Game._make(found)


@dataclass
class Part:
    """What one file gave, examined: its games as ``Packed`` items, and what was read (as
    ``Reading`` says it). The command line reads its files in worker processes, each file a part."""
    items: list[Packed]
    problems: list[Problem]
    damaged: list[str]
    read: list[ReadFile]
    files: int

    @classmethod
    def of_items(cls, items: list[Packed]) -> Part:
        """A file's games sent before the file is read to its end (what it gave comes with its last)."""
        return cls(items, [], [], [], 0)


def examining(settings: Settings, send: Callable[[list[Any]], None] | None = None, chunk: int = 0) -> Reading:
    """A ``Reading`` that keeps each record examined (a ``Packed`` item), not the record; ``send``:
    handed the items every ``chunk`` of them (``Part.of_items`` makes them a part), which are let go."""
    return Reading(keep=lambda record: packed_item(record, settings), send=send, chunk=chunk,
                   keep_root=lambda key, source, number, properties: packed_root(key, source, number, properties,
                                                                                 settings))


def part_of(reading: Reading) -> Part:
    """An ``examining`` reading as a part."""
    return Part(reading.records, reading.problems, reading.damaged, reading.read, reading.files)


class Study:
    """The study's counts, game by game: memory grows with the distinct games (their kinds) and one
    key a game (to count each game once), not with the records, so the command line can study a
    million games read from any number of files (``api.study_parts``)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.records = 0
        self._firsts: dict[bytes | str, int] = {}  # a game's key: where it was first found
        # those places' files, each once in a row, as UTF-8 one after the other (a million member
        # names as strings would take some 130 MB; this, some 80)
        self._sources = bytearray()
        self._starts = array("Q")
        self._last = ""
        self.duplicates = 0
        self.listed_duplicates: list[tuple[tuple[str, int], tuple[str, int]]] = []
        self.apart: Counter[str] = Counter()
        self.listed_apart: dict[str, list[SetApart]] = {}
        self.all_apart: list[SetApart] = []  # with ``rows`` only
        self.other_boards = 0
        self.rules_missing = 0
        self.left_out: Counter[str] = Counter()  # games each choice left out (the first that did)
        self.matching: Counter[str] = Counter()  # games each choice would leave out on its own, chosen or not
        self.kinds: Counter[Kind] = Counter()
        # the studied games as the chance models take them: board, rules' key, stones, komi (its
        # numerator and denominator), Black's and White's ranks, Black's score in half points
        # (study/chance_models.py)
        self.chance_kinds: Counter[tuple[int, str, int, int, int, int, int, int]] = Counter()
        self.games: list[ReadGame] = []  # with ``rows`` only

    def _place(self, source: str, game: int) -> int:
        if not self._starts or self._last != source:
            self._starts.append(len(self._sources))
            self._sources += source.encode("utf-8", "surrogatepass")
            self._last = source
        return (len(self._starts) - 1) << 32 | (game & 0xFFFFFFFF)

    def _where(self, place: int) -> tuple[str, int]:
        index = place >> 32
        end = self._starts[index + 1] if index + 1 < len(self._starts) else len(self._sources)
        return bytes(self._sources[self._starts[index]:end]).decode("utf-8", "surrogatepass"), place & 0xFFFFFFFF

    def add(self, key: bytes | str | None, source: str, game: int, found: Examined) -> None:
        self.records += 1
        if key is not None:
            place = self._firsts.get(key)
            if place is not None:
                self.duplicates += 1
                if len(self.listed_duplicates) < MAX_LISTED:
                    self.listed_duplicates.append(((source, game), self._where(place)))
                return
            self._firsts[key] = self._place(source, game)
        if isinstance(found, SetApart):
            self.apart[found.reason] += 1
            listed = self.listed_apart.setdefault(found.reason, [])
            if len(listed) < MAX_LISTED:
                listed.append(found)
            if self.settings.rows:
                self.all_apart.append(found)
        elif isinstance(found, str):
            self.other_boards += 1
        else:
            for choice in found.matching:  # (Counter.update first asks whether it was given a Mapping)
                self.matching[choice] += 1
            if found.removed is not None:
                self.left_out[found.removed] += 1
                return
            self.kinds[found.kind] += 1
            board, rules_key, stone_count, komi_numerator, komi_denominator, gap, halves = found.kind[:7]
            black = found.black_rank
            self.chance_kinds[(board, rules_key, stone_count, komi_numerator, komi_denominator, black, black + gap,
                               halves)] += 1
            self.rules_missing += not found.rules_named
            if found.game is not None:
                self.games.append(found.game)

    def add_record(self, record: Record) -> None:
        self.add(*item(record, self.settings))

    def add_part(self, part: Part, reading: Reading) -> None:
        """A part's games, and what its files gave added to ``reading`` (its records left empty)."""
        for found in part.items:
            self.add(*unpacked(found))
        reading.problems += part.problems
        reading.damaged += part.damaged
        reading.read += part.read
        reading.files += part.files

    @property
    def studied(self) -> int:
        return sum(self.kinds.values())

    def under(self, settings: Settings) -> Study:
        """The same games counted, studied under ``settings`` (another model, bin width or bins of
        counts: what ``examine`` does not read)."""
        other = copy.copy(self)
        other.settings = settings
        return other


def _examined_by(settings: Settings) -> tuple[object, ...]:
    """What ``examine`` reads of the settings: games examined under one of these are the same."""
    return settings.board, settings.rules, settings.rows, settings.choices


def study_reply(request: Request) -> dict[str, Any]:
    settings = _settings(request)
    name = _session_name(request)
    session = _held(name) if name is not None else None
    reading = _records(request, session)
    alone = session is not None and not fields.given(request, "games") and not fields.given(request, "files")
    if session is not None and alone and session.examined is not None:
        kept, study = session.examined
        if kept == _examined_by(settings) and isinstance(study, Study):
            return study_result(study.under(settings), reading)
    study = Study(settings)
    for record in reading.records:
        study.add_record(record)
    if session is not None and alone:
        session.examined = (_examined_by(settings), study)
    return study_result(study, reading)


def parts_reply(request: Request, parts: Callable[[Settings], Iterable[Part]]) -> dict[str, Any]:
    """The command line's study of any number of games: the request's choices (a ``study``
    request's, without ``games`` or ``files``), the games from ``parts(settings)``, one file's
    ``Part`` at a time (read in worker processes, ``cli.py``)."""
    settings = _settings(request)
    study, reading = Study(settings), Reading()
    # a million games' items unpickled and added make no cycle: the collector, run every 700 new
    # objects, would only walk them (the worker processes pause it too: ``sources.read_bytes``)
    with collector_paused():
        for part in parts(settings):
            study.add_part(part, reading)
    return study_result(study, reading)


def study_result(study: Study, reading: Reading) -> dict[str, Any]:
    """The reply: ``study``'s games counted and fitted, ``reading`` what the files gave."""
    settings = study.settings
    studied = study.studied
    # Games that differ in nothing the study reads are counted once, with their number: the work
    # grows with the distinct games (board, rules, stones, komi, rank gap, result, the player whose
    # cluster the game is in), not with all. A game that names no player is a cluster of its own.
    per_player = games_per_player((black, white, count) for (*_, black, white), count in study.kinds.items())
    kinds: Counter[tuple[int, str, int, Fraction, int, Fraction, str]] = Counter()
    alone = 0
    for counted, count in study.kinds.items():
        board, rules_key, stone_count, komi, gap, score, black, white = exact_kind(counted)
        cluster = cluster_of(black, white, per_player)
        if cluster is None:
            for _ in range(count):
                kinds[(board, rules_key, stone_count, komi, gap, score, f"#{alone}")] += 1
                alone += 1
        else:
            kinds[(board, rules_key, stone_count, komi, gap, score, cluster)] += count
    binned: list[tuple[Fraction, Fraction, int]] = []  # the chosen model's (residual gap, score, games)
    stones: dict[int, Tally] = {}
    boards: dict[int, Tally] = {}
    fits: dict[str, logistic.Fit | None] = {}
    # the chosen model's games: gap, games, Black's points, cluster, stones
    modelled: list[tuple[float, int, float, str, int]] = []
    # in one order whatever the files' (sums of floats then agree to the last bit: a tournament's
    # file and its EGD table give the same figures)
    ordered = sorted(kinds.items())
    for key in STUDY_MODELS:
        grouped = []
        for (board, rules_key, stone_count, komi, gap, score, cluster), count in ordered:
            residual = gap - compensated(key, board, RULESETS[rules_key], stone_count, komi)
            grouped.append((float(residual), count, float(score) * count))
            if key == settings.model:
                binned.append((residual, score, count))
                stones.setdefault(stone_count, Tally()).add(score, count)
                boards.setdefault(board, Tally()).add(score, count)
                modelled.append((float(residual), count, float(score) * count, cluster, stone_count))
        fits[key] = logistic.fit_grouped(grouped)
    fitted = fits[settings.model]
    robust = _clustered(fitted, modelled)
    apart_fits = _fits_apart(modelled, fitted)
    bins = _count_bins(binned, settings.per_bin) if settings.per_bin else _width_bins(binned, settings.width)
    fit_check = _goodness_of_fit(fitted, bins)
    width = settings.width
    bin_rows = [_bin_row(b, number if settings.per_bin else None) for number, b in enumerate(bins, 1)]
    axis = chart.x_axis(bins[0].low if bins else Fraction(-1), bins[-1].high if bins else Fraction(1))
    reply: dict[str, Any] = {
        "command": "study",
        "model": settings.model,
        "model_name": say(f"go.model.{settings.model}"),
        "board": settings.board,
        "bin": to_json_number(width),
        "bin_games": settings.per_bin,
        "rules": settings.rules,
        "choices": _choices_json(settings.choices, study.left_out, study.matching),
        "counts": {"records": study.records, "studied": studied, "set_apart": sum(study.apart.values()),
                   "left_out": sum(study.left_out.values()),
                   "other_boards": study.other_boards, "files": reading.files,
                   "unread_files": len({p.source for p in reading.problems}), "duplicates": study.duplicates},
        "columns": {key: say(f"study.column.{key}") for key in
                    ("gap", "stones", "board", "games", "wins", "draws", "losses", "score", "interval")},
        "bins": bin_rows,
        "by_stones": [_group_row(str(k), say_plural("study.stones", k, n=k), stones[k]) for k in sorted(stones)],
        "by_board": [_group_row(str(k), say("study.board", n=k), boards[k]) for k in sorted(boards)],
        "set_apart": _set_apart(study.apart, study.listed_apart),
        "problems": [{"source": p.source, "message": p.message} for p in reading.problems],
        "read": _files_read(reading),
        "duplicates": [{"source": twice[0], "game": twice[1], "first": {"source": first[0], "game": first[1]},
                        "shown": say("study.read.duplicate", source=twice[0], game=twice[1],
                                     first=first[0], first_game=first[1])}
                       for twice, first in study.listed_duplicates],
        "files_shown": _files_shown(reading, study.records, study.duplicates),
        "files_labels": {key: say(f"study.read.heading.{key}")
                         for key in ("read", "unread", "duplicates", "set_apart")},
        "fit": _fit_json(fitted, robust),
        "fits_apart": apart_fits,
        "goodness_of_fit": fit_check,
        "fits": [{"model": key, "model_name": say(f"go.model.{key}"), **_fit_summary(fits[key])}
                 for key in STUDY_MODELS],
        "chart": _chart(bin_rows, fitted, _interval_fit(fitted, robust), axis),
        # the AGA's and OGS's rating models scored on the games both cover (study/chance_models.py)
        "chance_models": chance_models.comparison_json(chance_models.compare_counted(Counter({
            (board, RULESETS[rules_key], stone_count, Fraction(komi_numerator, komi_denominator), black, white,
             Fraction(halves, 2)): count
            for (board, rules_key, stone_count, komi_numerator, komi_denominator, black, white, halves), count
            in study.chance_kinds.items()})),
            few=MIN_BIN_GAMES),
        "warnings": _warnings(studied, study.other_boards, settings, study.rules_missing, reading,
                              study.duplicates),
    }
    if fit_check is not None and fit_check["poor"]:
        reply["warnings"].append({"code": "poor_fit", "message": fit_check["warning"]})
    reply["summary"] = _summary(reply["counts"], settings)
    reply["verdict"] = _verdict(fitted, _interval_fit(fitted, robust), studied)
    reply["interval_note"] = _interval_note(robust, studied, alone, sum(kinds.values()) > len({k[-1] for k in kinds}))
    if settings.rows:
        reply["rows"] = [_game_row(g, residual_gap(MODELS[settings.model], g), settings.model)
                         for g in study.games] + \
                        [{"source": a.source, "game": a.number, "set_apart": a.reason, "value": a.value}
                         for a in study.all_apart]
        reply["csv"] = _csv(reply, settings.choices)
    return reply


# The CSV (``rows``; the command line's --csv, the page's download): one row a game studied, then
# the games set apart with their reason; the study's choices as the last columns, the same in
# every row (their request fields' values), so that the file says what was studied.
CSV_COLUMNS = ("source", "game", "board", "rules", "stones", "komi", "black_rank", "white_rank", "rank_gap",
               "compensated", "residual_gap", "black_score", "date", "black", "white", "set_apart", "value")
CSV_CHOICES = ("programs", "exclude_players", "results", "unsure_ranks", "max_komi", "pro_ranks")


def _csv(reply: dict[str, Any], choices: Choices) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS + CSV_CHOICES, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    chosen = dict(zip(CSV_CHOICES, (choices.programs, ", ".join(choices.players), choices.results,
                                    choices.unsure_ranks, show(choices.max_komi), choices.pro_ranks), strict=True))
    for row in reply["rows"]:
        writer.writerow({**row, **chosen})
    return out.getvalue()


def _choices_json(choices: Choices, left_out: Counter[str], matching: Counter[str]) -> list[dict[str, Any]]:
    """Each choice: its request field's value, the games it left out and those it matched."""
    values = {"programs": choices.programs, "players": ", ".join(choices.players), "results": choices.results,
              "unsure_ranks": choices.unsure_ranks, "komi": to_json_number(choices.max_komi),
              "pro_ranks": choices.pro_ranks}
    rows = []
    for key in CHOICES:
        active = choices.chosen()[key]
        if key in ("players", "komi") and not active:
            continue
        n = left_out[key] if active else matching[key]
        what = say(f"study.choice.{key}", players=values["players"], komi=show(choices.max_komi))
        rows.append({"key": key, "value": values[key], "chosen": active, "left_out": left_out[key],
                     "matching": matching[key],
                     "shown": say_plural("study.choice.left_out" if active else "study.choice.kept", n, n=n,
                                         what=what)})
    return rows


def _interval_text(low: float, high: float) -> str:
    return say("study.interval", low=percent(low), high=percent(high))


def _tally_json(tally: Tally) -> dict[str, Any]:
    interval = tally.interval()
    return {
        "games": tally.games, "wins": tally.wins, "draws": tally.draws, "losses": tally.losses,
        "score": tally.score, "low": interval.low, "high": interval.high,
        "shown": {"score": percent(tally.score), "interval": _interval_text(interval.low, interval.high)},
    }


def _bin_row(group: Bin, number: int | None) -> dict[str, Any]:
    """A bin's row: equal-width bins run from ``from`` to below ``to``; a bin of equal counts holds
    the gaps ``from`` to ``to``, both included, its centre is their mean (to 3 places) and its key
    its ``number`` (1 first)."""
    centre = group.centre if number is None else group.centre.limit_denominator(1000)
    row = {"key": show(centre).replace("−", "-") if number is None else str(number), "centre": to_json_number(centre),
           "from": to_json_number(group.low), "to": to_json_number(group.high), **_tally_json(group.tally)}
    row["shown"]["gap"] = say("study.bin.range", low=show(group.low), high=show(group.high))
    row["few"] = group.tally.games < MIN_BIN_GAMES
    if row["few"]:
        row["shown"]["few"] = say("study.bin.few")
    return row


def _group_row(key: str, label: str, tally: Tally) -> dict[str, Any]:
    row = {"key": key, **_tally_json(tally)}
    row["shown"]["label"] = label
    return row


def _set_apart(counts: Counter[str], listed: dict[str, list[SetApart]]) -> list[dict[str, Any]]:
    return [{
        "reason": reason,
        "games": counts[reason],
        "label": say(f"study.reason.{reason}"),
        "shown": say_plural("study.set_apart.count", counts[reason], n=counts[reason],
                            reason=say(f"study.reason.{reason}")),
        "listed": [{"source": a.source, "game": a.number, "value": a.value,
                    "shown": say("study.read.game", source=a.source, game=a.number)}
                   for a in listed.get(reason, [])],
    } for reason in REASONS if counts[reason]]


def _fit_summary(fitted: logistic.Fit | None) -> dict[str, Any]:
    if fitted is None:
        return {"log_likelihood": None, "games": 0, "converged": False,
                "shown": {"log_likelihood": "—"}}
    finite = fitted.log_likelihood if fitted.log_likelihood > float("-inf") else None
    return {"log_likelihood": finite, "games": fitted.games, "converged": fitted.converged,
            "shown": {"log_likelihood": trimmed(finite, 3) if finite is not None else "—"}}


def _number(value: float) -> float | None:
    return value if math.isfinite(value) else None


def _clustered(fitted: logistic.Fit | None,
               games: list[tuple[float, int, float, str, int]]) -> logistic.Fit | None:
    """The fit with its covariance clustered by player, when the games form two clusters or more
    and some cluster holds more than one game (else it is the plain fit's, up to a factor)."""
    if fitted is None:
        return None
    if sum(count for _, count, _, _, _ in games) == len({cluster for _, _, _, cluster, _ in games}):
        return None
    return logistic.clustered(fitted, [(x, count, points, cluster) for x, count, points, cluster, _ in games])


def _p_value(p: float) -> str:
    return say("study.p_below", p=trimmed(0.001, 3)) if p < 0.001 else say("study.p_equal", p=trimmed(p, 3))


def _fits_apart(games: list[tuple[float, int, float, str, int]],
                together: logistic.Fit | None) -> dict[str, Any]:
    """The even games and the handicap games fitted apart, and the likelihood-ratio test of the
    two curves against one: 2·(ℓ_even + ℓ_handicap − ℓ_all) on 2 degrees of freedom."""
    groups: list[dict[str, Any]] = []
    parts: list[logistic.Fit | None] = []
    for group in ("even", "handicap"):
        part = [g for g in games if (g[4] <= EVEN_STONES) == (group == "even")]
        fitted = logistic.fit_grouped([(x, count, points) for x, count, points, _, _ in part])
        parts.append(fitted)
        robust = _clustered(fitted, part)
        count = sum(g[1] for g in part)
        chosen = _interval_fit(fitted, robust)
        interval = chosen.even_interval() if chosen is not None else None
        even = fitted.even_point if fitted is not None else None
        label = say(f"study.group.{group}")
        if even is not None and interval is not None:
            shown = say_plural("study.group.even_point", count, n=count, group=label, even=trimmed(even, 2),
                               low=trimmed(interval[0], 2), high=trimmed(interval[1], 2))
        else:
            shown = say_plural("study.group.no_even_point", count, n=count, group=label)
        groups.append({"group": group, "label": label, "games": count, "fit": _fit_json(fitted, robust),
                       "shown": shown})
    reply: dict[str, Any] = {"groups": groups, "likelihood_ratio": None, "degrees": 2, "p": None, "apart": None,
                             "shown": ""}
    even_fit, handicap_fit = parts
    if together is not None and even_fit is not None and handicap_fit is not None and \
            together.converged and even_fit.converged and handicap_fit.converged:
        ratio = max(0.0, 2 * (even_fit.log_likelihood + handicap_fit.log_likelihood - together.log_likelihood))
        p = logistic.chi_square_tail(ratio, 2)
        apart = p < POOR_FIT
        reply.update(likelihood_ratio=ratio, p=p, apart=apart, shown=say(
            "study.apart.better" if apart else "study.apart.same", ratio=trimmed(ratio, 1), p=_p_value(p)))
    return reply


def _goodness_of_fit(fitted: logistic.Fit | None, bins: list[Bin]) -> dict[str, Any] | None:
    """Pearson's χ² of the bins of MIN_BIN_GAMES games or more: Σ (O − E)² ÷ V, O Black's points in
    the bin, E = Σ P(r) and V = Σ P(r)(1 − P(r)) over its games; degrees of freedom: the bins
    less the fit's 2 coefficients. None without a converged fit or with fewer than 3 such bins."""
    if fitted is None or not fitted.converged:
        return None
    used = [b for b in bins if b.tally.games >= MIN_BIN_GAMES]
    if len(used) < 3:
        return None
    statistic = 0.0
    for group in used:
        expected, variance = logistic.expected_points(fitted, group.gaps)
        if variance > 0:
            statistic += (float(group.tally.points) - expected) ** 2 / variance
    degrees = len(used) - 2
    p = logistic.chi_square_tail(statistic, degrees)
    figures = {"chi2": trimmed(statistic, 1), "degrees": say_plural("study.degrees_of_freedom", degrees, n=degrees),
               "p": _p_value(p)}
    return {
        "chi2": statistic, "degrees": degrees, "p": p, "bins": len(used), "min_games": MIN_BIN_GAMES,
        "poor": p < POOR_FIT,
        "shown": say_plural("study.fit_check", len(used), n=len(used), least=MIN_BIN_GAMES, **figures),
        "warning": say("study.warning.poor_fit", **figures),
    }


def _interval_fit(fitted: logistic.Fit | None, robust: logistic.Fit | None) -> logistic.Fit | None:
    """The fit whose even-point interval the verdict and the chart use: the clustered one, or with
    fewer than MIN_CLUSTERS groups the wider of the clustered and the plain one."""
    if robust is None or robust.clusters >= MIN_CLUSTERS or fitted is None:
        return robust or fitted
    ours, plain = robust.even_interval(), fitted.even_interval()
    if ours is None or plain is None:
        return robust
    return robust if ours[1] - ours[0] >= plain[1] - plain[0] else fitted


def _interval_note(robust: logistic.Fit | None, studied: int, unnamed: int, grouped: bool) -> str:
    """How the intervals allow for players who repeat: not at all when the records name no player
    (a tournament table's games name them) or no player plays twice; clustered, else; and how many
    games name no player (each a cluster of its own: nothing groups them)."""
    if unnamed >= studied:
        return say("study.intervals.plain")
    if robust is None:
        note = say("study.intervals.no_repeats" if not grouped else "study.intervals.no_fit")
    elif robust.clusters < MIN_CLUSTERS:
        note = say_plural("study.intervals.few_clusters", robust.clusters, n=robust.clusters)
    else:
        note = say_plural("study.intervals.clustered", studied, n=studied, clusters=robust.clusters)
    if unnamed:
        note = say("list.sentences", first=note, second=say_plural("study.intervals.unnamed", unnamed, n=unnamed))
    return note


def _fit_json(fitted: logistic.Fit | None, robust: logistic.Fit | None = None) -> dict[str, Any] | None:
    if fitted is None:
        return None
    even = fitted.even_point
    interval = fitted.even_interval()
    clustered_interval = robust.even_interval() if robust is not None else None
    return {
        "intercept": _number(fitted.intercept), "slope": _number(fitted.slope),
        "intercept_se": _number(fitted.intercept_se), "slope_se": _number(fitted.slope_se),
        "covariance": _number(fitted.covariance), "log_likelihood": _number(fitted.log_likelihood),
        "converged": fitted.converged, "steps": fitted.steps, "games": fitted.games,
        "even_point": even, "even_low": interval[0] if interval else None,
        "even_high": interval[1] if interval else None,
        "clustered": None if robust is None else {
            "clusters": robust.clusters, "intercept_se": _number(robust.intercept_se),
            "slope_se": _number(robust.slope_se), "covariance": _number(robust.covariance),
            "even_low": clustered_interval[0] if clustered_interval else None,
            "even_high": clustered_interval[1] if clustered_interval else None,
            "shown": {"even_interval": say("study.interval", low=trimmed(clustered_interval[0], 2),
                                           high=trimmed(clustered_interval[1], 2)) if clustered_interval else "—"},
        },
        "shown": {
            "slope": trimmed(fitted.slope, 3) if _number(fitted.slope) is not None else "—",
            "even_point": trimmed(even, 2) if even is not None else "—",
            "even_interval": say("study.interval", low=trimmed(interval[0], 2), high=trimmed(interval[1], 2))
            if interval else "—",
        },
    }


def _chart(bin_rows: list[dict[str, Any]], fitted: logistic.Fit | None, interval_fit: logistic.Fit | None,
           axis: chart.Axis) -> dict[str, Any]:
    even = fitted.even_point if fitted else None
    interval = interval_fit.even_interval() if interval_fit else None
    return {
        "title": say("study.chart.title"),
        "x": {"low": axis.low, "high": axis.high, "title": say("study.chart.x"),
              "ticks": [{"value": t, "label": show(Fraction(t).limit_denominator(1000))} for t in axis.ticks]},
        "y": chart.score_axis(say("study.chart.y")),
        "points": [{"x": float(r["centre"]), "y": r["score"], "low": r["low"], "high": r["high"], "games": r["games"],
                    "few": r["few"],
                    "label": say_plural("study.chart.point", r["games"], n=r["games"], gap=r["shown"]["gap"],
                                        score=r["shown"]["score"], interval=r["shown"]["interval"])}
                   for r in bin_rows],
        "curve": [[x, y] for x, y in chart.curve(fitted, axis)] if fitted and fitted.converged else [],
        "curve_label": say("study.chart.curve"),
        "even": ({"x": even, "low": interval[0], "high": interval[1], "label": say("study.chart.even")}
                 if even is not None and interval is not None and axis.low <= even <= axis.high else None),
        "interval_label": say("study.chart.interval"),
        "how_to_read": say_plural("study.chart.how_to_read", MIN_BIN_GAMES, n=MIN_BIN_GAMES),
    }


def _files_shown(reading: Reading, records: int, duplicates: int) -> str:
    """One line on what was read: the files read, those not read, the games found twice."""
    unread = len({p.source for p in reading.problems})
    read = max(0, sum(f.files for f in reading.read) - unread)  # each file once, not an archive and its files
    line = say_plural("study.read.summary", read, n=read,
                      games=say_plural("study.read.games", records, n=records))
    if unread:
        line = say("list.sentences", first=line, second=say_plural("study.read.unread", unread, n=unread))
    if duplicates:
        line = say("list.sentences", first=line, second=say_plural("study.read.duplicates", duplicates, n=duplicates))
    return line


def _warnings(studied: int, other_boards: int, settings: Settings, rules_missing: int,
              reading: Reading, duplicates: int = 0) -> list[dict[str, str]]:
    warnings = []
    if 0 < studied < FEW_GAMES:
        warnings.append({"code": "few_games", "message": say_plural("study.warning.few", studied, n=studied,
                                                                     enough=FEW_GAMES)})
    if other_boards and settings.board is not None:
        warnings.append({"code": "other_boards", "message": say_plural(
            "study.warning.other_boards", other_boards, n=other_boards, board=settings.board)})
    if rules_missing:
        warnings.append({"code": "rules_not_recorded", "message": say_plural(
            "study.warning.rules", rules_missing, n=rules_missing, rules=say(f"go.rules.{settings.rules}"))})
    if reading.damaged:
        count = len(set(reading.damaged))
        warnings.append({"code": "damaged", "message": say_plural("study.warning.damaged", count, n=count)})
    if duplicates:
        warnings.append({"code": "duplicates", "message": say_plural("study.warning.duplicates", duplicates,
                                                                      n=duplicates)})
    return warnings


def _summary(counts: dict[str, int], settings: Settings) -> str:
    studied = say_plural("study.summary.studied", counts["studied"], n=counts["studied"],
                         model=say(f"go.model.{settings.model}"))
    if not counts["set_apart"]:
        return studied
    return say("list.sentences", first=studied,
               second=say_plural("study.summary.set_apart", counts["set_apart"], n=counts["set_apart"]))


def _verdict(fitted: logistic.Fit | None, interval_fit: logistic.Fit | None, studied: int) -> str:
    """A side is named only when the even point's interval (the clustered one when there is one)
    leaves out 0; else the games are consistent with fair handicaps."""
    if studied == 0:
        return say("study.verdict.none")
    if fitted is None:
        return say("study.verdict.no_fit")
    if not fitted.converged:
        return say("study.verdict.separated")
    even = fitted.even_point
    interval = interval_fit.even_interval() if interval_fit is not None else None
    if even is None or interval is None:
        return say("study.verdict.no_slope")
    low, high = say("study.rank_value", n=trimmed(interval[0], 1)), say("study.rank_value", n=trimmed(interval[1], 1))
    if interval[0] <= 0 <= interval[1] or abs(even) < LEVEL:
        return say("study.verdict.even", low=low, high=high)
    side = "black" if even > 0 else "white"
    return say(f"study.verdict.{side}", by=ranks_text(round(abs(even), 2)), low=low, high=high)


def _game_row(game: ReadGame, residual: Fraction, model: str) -> dict[str, Any]:
    made_up = compensated(model, game.board, game.ruleset, game.stones, game.komi)
    return {
        "source": game.source, "game": game.number, "board": game.board, "rules": game.ruleset.key,
        "stones": game.stones, "komi": to_json_number(game.komi),
        "black_rank": display(rank_label(game.black)), "white_rank": display(rank_label(game.white)),
        "rank_gap": game.rank_gap, "compensated": to_json_number(made_up), "residual_gap": to_json_number(residual),
        "black_score": to_json_number(game.black_score), "date": game.date,
        # the players' names: a CSV read back is clustered by player and chosen from as the games were
        "black": game.black_name, "white": game.white_name,
    }
