"""Requests as ``TypedDict``s, for type checkers: every key a command reads (``Request``) and one
class per command fixing its ``command`` (``GoRequest``: ``{"command": "go", …}``), so that
:func:`handicap.calculate` returns that command's reply type (:mod:`handicap.reply_types`). The
engine takes text or numbers in every field and says what it accepts (docs/input.md), so a value
is ``object`` here; a key no command reads is an error for mypy, and at run time the engine
refuses it too (``api.calculate``: an error naming the key and the nearest known one), taking the
keys from ``Request`` here. tests/engine/test_typed_library.py keeps ``Request`` equal to the keys
the engine reads."""

from __future__ import annotations

from typing import Literal, Required, TypedDict


class Request(TypedDict, total=False):
    """Every key but ``command``, which each command's class below fixes."""

    lang: object
    # go, go-table, go-compare, go-round: the game, the strengths, the tournament and house rules
    system: object
    board: object
    rules: object
    counting: object
    rank_diff: object
    ranks: object
    ratings: object
    rating_system: object
    deviations: object
    log_ratings: object
    teams: object
    names: object
    difference_mode: object
    custom_difference: object
    custom_stones: object
    max_stones: object
    no_handicap_above: object
    handicap_correction: object
    handicap_basis: object
    mms: object
    komi_mode: object
    komi: object
    club_ranks_per_stone: object
    club_komi_per_rank: object
    club_even_komi: object
    club_min_stones: object
    club_max_stones: object
    club_first_stone: object
    up_to: object
    pairings: object
    file: object
    opengotha: object
    round: object
    even_komi: object  # go-round: the even-game komi (a file's own, or the form's)
    handicaps: object  # go-round: print the recorded handicaps or the system's
    only_differing: object  # go-round: only the boards whose recorded game differs
    chance_on_paper: object  # go-round: the printed sheet keeps the Black's chance column
    scale: object
    # game and rate
    stones: object
    model: object
    black_rating: object
    black_deviation: object
    black_volatility: object
    white_rating: object
    white_deviation: object
    white_volatility: object
    winner: object
    tau: object
    rating: object
    deviation: object
    volatility: object
    results: object
    # chess
    method: object
    score: object
    elo: object
    record: object
    K: object
    total: object
    clock: object
    moves: object
    s1: object
    s2: object
    ratio: object
    against: object
    move_time: object
    band: object
    per_band: object
    min_time: object
    # chess-clock and go-clock
    base1: object
    base2: object
    inc1: object
    inc2: object
    delay1: object
    delay2: object
    delay_type1: object
    delay_type2: object
    white: object
    black: object
    first: object
    handicap: object
    overtime1: object
    overtime2: object
    periods1: object
    periods2: object
    period1: object
    period2: object
    stones1: object
    stones2: object
    cap1: object
    cap2: object
    # study
    games: object
    files: object
    bin: object
    bin_games: object
    rows: object
    read: object  # what files read before gave, and those not read (the page's batches, the command line)
    problems: object
    programs: object
    exclude_players: object
    unsure_ranks: object  # and "results" (all or no_time), rate's field too
    max_komi: object
    pro_ranks: object
    session: object  # study-read, study: the games kept in the engine between requests (study/sessions.py)
    # study-read: a slice of each .zip's files; the read's place in its session
    start: object
    count: object
    session_part: object


class AnyRequest(Request, total=False):
    """A request whose ``command`` is not written as a literal (a variable): its keys are still
    checked; its reply is any command's (``Reply``) or an error (``ErrorReply``)."""

    command: str


class GoRequest(Request, total=False):
    command: Required[Literal["go"]]


class GoTableRequest(Request, total=False):
    command: Required[Literal["go-table"]]


class GoCompareRequest(Request, total=False):
    command: Required[Literal["go-compare"]]


class GoSystemsRequest(Request, total=False):
    command: Required[Literal["go-systems"]]


class GoldisTableRequest(Request, total=False):
    command: Required[Literal["goldis-table"]]


class RoundRequest(Request, total=False):
    command: Required[Literal["go-round"]]


class GameRequest(Request, total=False):
    command: Required[Literal["game"]]


class RateRequest(Request, total=False):
    command: Required[Literal["rate"]]


class ChessRequest(Request, total=False):
    command: Required[Literal["chess"]]


class ChessFormRequest(Request, total=False):
    command: Required[Literal["chess-form"]]


class ClockRequest(Request, total=False):
    command: Required[Literal["chess-clock"]]


class GoClockRequest(Request, total=False):
    command: Required[Literal["go-clock"]]


class StudyRequest(Request, total=False):
    command: Required[Literal["study"]]


class StudyReadRequest(Request, total=False):
    command: Required[Literal["study-read"]]
