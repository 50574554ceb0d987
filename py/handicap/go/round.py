"""A tournament round (``go-round``): one frame and one set of organiser's options for every
board, each board solved as a single ``go`` game (``solve.solve``: the same arithmetic, warnings
and advice), a line that cannot be read reported and the others still computed.

Request: ``pairings`` (text or CSV, ``pairings.py``), ``opengotha`` (an OpenGotha file,
``opengotha.py``) or ``file`` (an OpenGotha, pairgoth, MacMahon or EGD file, ``files/reader.py``)
with ``round``; ``scale`` (how the strengths are given: rank, ogs, egf, aga,
goldis); and every frame and option field of ``go`` (``request.py``). With a file, its own
settings (handicap settings, rules, board and the komi of an even game, ``even_komi``) are the
defaults a request field overrides.

``even_komi`` (a multiple of 0.5 from −100 to 100; blank: the rules' own) is the komi of an even
game for every system: a tournament's komi (OpenGotha's and pairgoth's ``komi``, an EGD table's
``KM``). ``handicaps``: "recorded" (the default) prints, on a board whose file records its game,
the file's stones and colours with the komi the system gives those stones (the calculator's
game, where it differs, beside it); "system" prints the calculator's. ``only_differing`` (true)
keeps only the boards where the two differ.

Colours: the weaker player takes Black when there is a handicap; an even game keeps the colours
its source gives (an OpenGotha game, or a header naming White and Black), else it is a nigiri.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from dataclasses import field as dataclass_field
from fractions import Fraction
from typing import Any

from .. import fields
from ..errors import InvalidInput
from ..numbers import json_value
from . import recorded
from . import round_words as words
from .files import opengotha
from .files.file_round import PlayedGame
from .files.reader import read_file
from .options import ROUND_SCALES, Options
from .pairings import LineError, Pairing, Parsed, read_pairings
from .players import read_strength
from .request import (
    GoRequest,
    Setup,
    check_options,
    read_even_komi,
    read_mms,
    read_round_options,
    read_setup,
    read_system,
)
from .solve import Game, solve
from .systems import custom

# Where a round's pairings come from: pasted text or CSV, an OpenGotha file (the key kept from
# before the other files), or any tournament file this engine reads (``files/reader.py``).
SOURCES = ("pairings", "opengotha", "file")
# The request fields a round's settings echo back (the values used), as a form sends them.
SETTING_KEYS = ("system", "board", "rules", "counting", "scale", "difference_mode", "custom_difference",
                "komi_mode", "komi", "max_stones", "no_handicap_above", "handicap_correction", "handicap_basis",
                "even_komi", "handicaps", "only_differing", "chance_on_paper")
# What a round prints on a board whose file records its game: the file's game, or the calculator's.
HANDICAPS = ("recorded", "system")


@dataclass(frozen=True)
class Round:
    setup: Setup
    options: Options
    scale: str
    parsed: Parsed
    number: int | None  # the round's number (from a file)
    rounds: int | None  # how many rounds the file has
    with_games: tuple[int, ...]  # the file's rounds that have games (empty for pasted pairings)
    tournament: str  # the file's tournament name ("" for pasted pairings or a file without one)
    settings: Mapping[str, Any]
    played: tuple[PlayedGame, ...] = ()  # the games a results table records with a result
    file_settings: Mapping[str, Any] = dataclass_field(default_factory=dict)  # what the file sets (request fields)
    given: frozenset[str] = frozenset()  # the request fields the request gave
    handicaps: str = "recorded"  # one of HANDICAPS
    only_differing: bool = False
    chance_on_paper: bool = False  # the printed sheet keeps the screen's Black's chance column


@dataclass(frozen=True)
class Board:
    number: int
    pairing: Pairing
    game: Game
    black: int  # 1 or 2: the side (as listed) that plays Black
    nigiri: bool  # an even game whose colours are chosen by nigiri
    system: Board | None = None  # the calculator's board, when this one is the file's recorded game


@dataclass(frozen=True)
class _Source:
    parsed: Parsed
    defaults: Mapping[str, Any]  # a file's own settings
    number: int | None = None
    rounds: int | None = None
    with_games: tuple[int, ...] = ()
    tournament: str = ""
    played: tuple[PlayedGame, ...] = ()
    field: str = "pairings"  # the request field that holds the pairings or the file
    origins: Mapping[str, tuple[str, int]] = dataclass_field(default_factory=dict)  # a file's settings, as written


def _source(request: fields.Request) -> _Source:
    """The pairings, the file's own settings (defaults) and the round's number and count."""
    given = [key for key in SOURCES if fields.given(request, key)]
    if len(given) > 1:
        raise InvalidInput(given[1], words.both_sources())
    if not given:
        empty = next((key for key in SOURCES[1:] if isinstance(request.get(key), str)), None)
        if empty is not None:  # a file was given, and it is empty (or only spaces)
            raise InvalidInput(empty, words.file_empty())
        raise InvalidInput("pairings", words.no_source())
    field = given[0]
    text = request[field]
    if not isinstance(text, str):
        raise InvalidInput(field, words.not_text())
    if field == "pairings":
        return _Source(read_pairings(text), {})
    found = opengotha.read_round(text, request.get("round")) if field == "opengotha" else \
        read_file(text, request.get("round"), field)
    return _Source(found.parsed, found.defaults, found.number, found.rounds, found.with_games, found.name,
                   found.played, field, found.origins)


def _named_in_file(error: InvalidInput, source: _Source, request: fields.Request) -> InvalidInput:
    """An error about a setting the file gave, not the request: named as the file writes it (its
    element and line), under the request field that holds the file, never as a flag or a form
    control the user did not touch."""
    if source.field == "pairings" or error.field not in source.defaults or fields.given(request, error.field):
        return error
    setting, line = source.origins.get(error.field, (error.field, 0))
    return InvalidInput(source.field, words.file_setting(setting, line, error.message))


def _settings(request: fields.Request, setup: Setup, options: Options, scale: str) -> dict[str, Any]:
    used: dict[str, Any] = {key: request[key] if fields.given(request, key) else "" for key in SETTING_KEYS}
    used.update(system=setup.system.key, board=setup.board, rules=setup.ruleset.key if setup.ruleset else "",
                counting=setup.counting.value, scale=scale, difference_mode=options.difference_mode,
                komi_mode=options.komi_mode, handicap_correction=options.handicap_correction,
                handicap_basis=options.handicap_basis,
                max_stones="" if options.max_stones is None else options.max_stones,
                no_handicap_above=options.no_handicap_above_text)
    return used


def house_rules_settings(setup: Setup) -> dict[str, Any]:
    """The house rules used (blank unless the system is ``custom``)."""
    keys = ("club_ranks_per_stone", "club_komi_per_rank", "club_even_komi", "club_min_stones", "club_max_stones",
            "club_first_stone")
    if setup.system.key != custom.KEY:
        return dict.fromkeys(keys, "")
    c = custom.rules_of(setup.system)
    return dict(zip(keys, (c.ranks_per_stone, json_value(c.komi_per_rank),
                           "" if c.even_komi is None else json_value(c.even_komi), c.min_stones, c.max_stones,
                           c.first_stone), strict=True))


def read_round(request: fields.Request) -> Round:
    source = _source(request)
    parsed, defaults, number, rounds = source.parsed, source.defaults, source.number, source.rounds
    merged = {**defaults, **{key: value for key, value in request.items() if fields.given(request, key)}}
    if "board" in defaults and not fields.given(request, "board") and \
            str(defaults["board"]).strip() not in {str(b) for b in read_system(merged).boards}:
        del merged["board"]  # the file's board size, where the chosen system has no such board: the system's own
    try:
        even_komi = read_even_komi(merged)
        setup = with_even_komi(read_setup(merged), even_komi)
        options = read_round_options(merged)
    except InvalidInput as error:
        raise _named_in_file(error, source, request) from None
    # An OpenGotha file gives ranks, whatever scale a form still holds.
    scale = "rank" if number is not None else fields.choice(merged, "scale", ROUND_SCALES, default="rank")
    settings = _settings(merged, setup, options, scale)
    settings.update(house_rules_settings(setup))
    if number is not None:
        settings.update(round=number, rounds=rounds)
    handicaps = fields.choice(merged, "handicaps", HANDICAPS, default="recorded")
    only_differing = fields.flag(merged, "only_differing")
    chance_on_paper = fields.flag(merged, "chance_on_paper")
    settings.update(even_komi="" if even_komi is None else json_value(even_komi), handicaps=handicaps,
                    only_differing=only_differing, chance_on_paper=chance_on_paper)
    given = frozenset(key for key in request if fields.given(request, key))
    return Round(setup, options, scale, parsed, number, rounds, source.with_games, source.tournament, settings,
                 source.played, dict(defaults), given, handicaps, only_differing, chance_on_paper)


def with_even_komi(setup: Setup, komi: Fraction | None) -> Setup:
    """The frame with the tournament's komi for an even game in place of the rules' own."""
    if komi is None or setup.ruleset is None:
        return setup
    return replace(setup, ruleset=replace(setup.ruleset, even_komi=komi))


# As given: the two strengths, their McMahon scores and their scale (the round's, or "rank" for
# the ranks of the round's own CSV pasted back).
Strengths = tuple[str, str, str | None, str | None, str]


def _strengths(r: Round, pairing: Pairing) -> Strengths:
    scale = "rank" if pairing.ranks else r.scale
    return pairing.first.strength, pairing.second.strength, pairing.first.mms, pairing.second.mms, scale


def solve_game(r: Round, given: Strengths) -> Game:
    """The game of two strengths (no names: nothing a round shows of a game depends on them, so
    boards with the same strengths share it); InvalidInput names what is wrong."""
    first, second, mms_first, mms_second, scale = given
    pair = [first, second]
    request: dict[str, Any] = {"ranks": pair} if scale == "rank" else \
        {"log_ratings": pair} if scale == "goldis" else {"ratings": pair, "rating_system": scale}
    strength = read_strength(request)
    options = r.options
    if options.handicap_basis == "mms":
        if mms_first is None or mms_second is None:
            raise InvalidInput("mms", words.mms_missing())
        options = replace(options, mms=read_mms([mms_first, mms_second]))
    check_options(options, strength)
    return solve(GoRequest(r.setup, strength, options, (None, None)))


def recorded_game(r: Round, given: Strengths, stones: int) -> Game:
    """The game the file recorded: its stones, with the komi the round's system gives them (the
    smallest rank difference at which it gives that many stones; no ceiling, threshold or
    correction: the file has applied them)."""
    first, second, _, _, scale = given
    pair = [first, second]
    request: dict[str, Any] = {"ranks": pair} if scale == "rank" else \
        {"log_ratings": pair} if scale == "goldis" else {"ratings": pair, "rating_system": scale}
    options = replace(r.options, difference_mode="custom", custom_stones=stones, custom_difference=None,
                      max_stones=None, no_handicap_above=None, no_handicap_above_text="", handicap_correction=0,
                      handicap_basis="rank", mms=None)
    return solve(GoRequest(r.setup, read_strength(request), options, (None, None)))


def recorded_board(number: int, pairing: Pairing, game: Game, system: Board) -> Board:
    """The board as the file recorded it: its colours where it gives them (else the weaker takes
    Black, or an even game goes by nigiri), the calculator's board beside it."""
    if pairing.colours:
        return Board(number, pairing, game, 1 if pairing.black_first else 2, nigiri=False, system=system)
    return replace(board_of_game(number, pairing, game), system=system)


def board_of_game(number: int, pairing: Pairing, game: Game) -> Board:
    """The board: the weaker player takes Black; an even game keeps known colours, else nigiri."""
    fields.names({"names": [pairing.first.name, pairing.second.name]}, plain_text=True)  # checked per line
    if game.black is not None:
        return Board(number, pairing, game, game.black, nigiri=False)
    if not pairing.colours:
        return Board(number, pairing, game, 1, nigiri=True)
    return Board(number, pairing, game, 1 if pairing.black_first else 2, nigiri=False)


def _line_error(r: Round, pairing: Pairing, error: InvalidInput) -> LineError:
    numeric = r.scale == "rank" and not pairing.ranks and error.field == "ranks" and error.player in (1, 2) and \
        (pairing.first, pairing.second)[error.player - 1].strength.lstrip("+-−").replace(".", "").isdigit()
    return LineError(pairing.line, pairing.text, words.player_error(error.player, error.message, numeric))


def solve_round(r: Round) -> tuple[list[Board], list[LineError]]:
    """Every board that can be computed, in board order, and what is wrong with the others."""
    boards: list[Board] = []
    errors = list(r.parsed.errors)
    used: dict[int, int] = {}  # board number -> line
    games: dict[Strengths, Game] = {}
    recorded_games: dict[tuple[Strengths, int], Game] = {}
    last = 0
    for pairing in r.parsed.pairings:
        number = pairing.board if pairing.board is not None else last + 1
        last = number  # a line that fails keeps its number: the boards after it do not move
        if number in used:
            errors.append(LineError(pairing.line, pairing.text, words.duplicate_board(number, used[number])))
            continue
        given = _strengths(r, pairing)
        try:
            if given not in games:  # a round repeats the same few pairs of strengths
                games[given] = solve_game(r, given)
            board = board_of_game(number, pairing, games[given])
        except InvalidInput as error:
            errors.append(_line_error(r, pairing, error))
            continue
        if r.handicaps == "recorded" and pairing.known_handicap is not None:
            board = _as_recorded(r, given, board, recorded_games)
        used[number] = pairing.line
        boards.append(board)
    boards.sort(key=lambda b: b.number)
    errors.sort(key=lambda e: e.line)
    return boards, errors


def _as_recorded(r: Round, given: Strengths, board: Board, cache: dict[tuple[Strengths, int], Game]) -> Board:
    """The board as the file recorded it (the calculator's beside it); the calculator's alone when
    the system has no game of the recorded stones on this board."""
    stones = board.pairing.known_handicap
    assert stones is not None
    key = (given, stones)
    try:
        if key not in cache:
            cache[key] = recorded_game(r, given, stones)
    except InvalidInput:
        return board
    return recorded_board(board.number, board.pairing, cache[key], board)


def board_differs(board: Board) -> bool:
    """Whether the file's game is not the calculator's (a board without a recorded game: no)."""
    found = recorded.recorded(board.pairing)
    if found is None:
        return False
    system = board.system or board
    return recorded.differs(found, system.game.handicap.stones, system.black, system.nigiri)
