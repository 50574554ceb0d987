"""The command line: ``handicap go --system jewdan --board 13 --counting area --rank-diff 4``
(also ``python -m handicap …``). Every command's arguments, its request and how its reply is
printed are here (``SUBCOMMANDS``).

Arguments are passed to the engine as text, so the command line and the page share one set of
checks and messages. Bad input: one line on stderr and exit status 2, never a traceback (with
``--json``: the engine's ``{"error": …}`` on stdout, the same status, argparse's own errors too,
in JSON escapes where stdout's encoding lacks a character). The answer goes to stdout;
warnings, advice and a round's unread lines to stderr. The language is ``--lang``, else the
environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as Python's gettext reads them); the output is
UTF-8 (:func:`handicap.terminal.utf8_output`). Completion scripts for bash, zsh and fish come from
this parser (:mod:`handicap.completion`).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import Any, NoReturn

from . import completion, i18n
from .api import calculate_untyped, study_parts
from .chess.methods import RULE_KEYS
from .chess.pgn import DELAY_TYPES
from .go.clock import Overtime
from .go.files import FORMATS
from .go.options import DIFFERENCE_MODES, HANDICAP_BASES, KOMI_MODES, ROUND_SCALES
from .go.players import RATING_SYSTEMS
from .go.request import COUNTINGS
from .go.rules import RULESETS
from .go.systems import SYSTEM_KEYS
from .i18n import say
from .study.sources import MAX_ARCHIVE_BYTES, read_bytes
from .terminal import align, columns, shown, utf8_output
from .text import with_minus
from .version import __version__

EXIT_BAD_INPUT = 2


class _Formatter(argparse.HelpFormatter):
    """Help whose placeholders name the flag (``--ranks-per-stone RANKS-PER-STONE``), never the
    request key behind it (argparse's default would show ``CLUB_RANKS_PER_STONE``)."""

    def _get_default_metavar_for_optional(self, action: argparse.Action) -> str:
        return action.option_strings[0].lstrip("-").upper()


# Whether the command line being read asked for --json (set by :func:`main` before argparse reads
# it), so that argparse's own errors (an unknown flag, a missing value, a missing argument) are the
# engine's JSON error on stdout too.
_JSON_ERRORS: ContextVar[bool] = ContextVar("json_errors", default=False)


def _asks_for_json(argv: Sequence[str]) -> bool:
    """Whether ``--json`` (or a prefix argparse takes for it, such as ``--js``) is among the
    arguments before a ``--`` (``--json=yes`` is no request for JSON but an error)."""
    for token in argv:
        if token == "--":
            return False
        if len(token) >= 3 and "--json".startswith(token):
            return True
    return False


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:  # argparse prints usage; we want one line
        if _JSON_ERRORS.get():
            print(json_text({"error": {"field": self._field_of(message), "message": message}}))
            self.exit(EXIT_BAD_INPUT)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")

    def _field_of(self, message: str) -> str:
        """The request key an argparse error is about, as the engine's errors name it: the flag's
        key (``--rank-diff`` -> ``rank_diff``; the first of a group none of which was given), a
        positional argument's (``files``; a misspelt command: ``command``), an unknown flag's own
        name (``--bogus`` -> ``bogus``); "request" for a stray argument."""
        named = re.match(r"argument (\S+): ", message)
        flags = re.findall(r"(?<!\S)-{1,2}[\w-]+", message)
        candidates = named.group(1).split("/") if named else flags
        for candidate in candidates:
            action = self._option_string_actions.get(candidate)
            if action is None:
                action = next((a for a in self._actions if not a.option_strings
                               and candidate in (a.dest, a.metavar)), None)
            if action is not None:
                return action.dest
        required = re.match(r"the following arguments are required: ([^,\s]+)", message)
        if required:
            return next((a.dest for a in self._actions if required.group(1) in (a.dest, a.metavar)
                         or required.group(1) in a.option_strings), required.group(1))
        if message.startswith("unrecognized arguments: ") and flags:
            return str(flags[0]).lstrip("-").replace("-", "_")
        return "request"


def json_text(reply: Mapping[str, Any]) -> str:
    """A reply as one line of JSON for stdout: its characters as they are where stdout's encoding
    can write them all (UTF-8, as :func:`handicap.terminal.utf8_output` sets it), else JSON's own
    ``\\u`` escapes (an encoding asked for by PYTHONIOENCODING, such as cp1252, would turn a
    Japanese word into "?", which no JSON reader can take back)."""
    text = json.dumps(reply, ensure_ascii=False)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return json.dumps(reply, ensure_ascii=True)
    return text


def _listed(names: Sequence[str], default: str | None = None) -> str:
    """Every accepted name, from the registry that accepts it ("jewdan (default), ogs, …")."""
    return ", ".join(f"{name} (default)" if name == default else name for name in names)


def _setup_arguments(parser: argparse.ArgumentParser) -> None:
    """The game's frame, shared by go, go-table and go-compare."""
    parser.add_argument("--system", help=f"handicap system: {_listed(SYSTEM_KEYS, 'jewdan')} (custom: house rules)")
    parser.add_argument("--board", help="board size: 19, 13, 9 (jewdan: 5 to 25)")
    parser.add_argument("--rules", help=f"rule set: {_listed(tuple(RULESETS), 'japanese')}")
    parser.add_argument("--counting", help="territory or area (jewdan: overrides what the rules imply)")


HOUSE_RULES_KEYS = ("club_ranks_per_stone", "club_komi_per_rank", "club_even_komi", "club_min_stones",
                    "club_max_stones", "club_first_stone")


def _house_rules_arguments(parser: argparse.ArgumentParser) -> None:
    """House rules (--system custom). --max-stones stays the tournament stone ceiling, so the house
    rules' own maximum is --club-max-stones."""
    house = parser.add_argument_group("house rules (with --system custom)")
    house.add_argument("--ranks-per-stone", dest="club_ranks_per_stone",
                       help="ranks of difference per handicap stone, 0 to 9 (0: komi only; default 1)")
    house.add_argument("--komi-per-rank", dest="club_komi_per_rank",
                       help="komi points per rank left over (per rank when komi only), 0 to 30 in halves (default 0)")
    house.add_argument("--even-komi", dest="club_even_komi", help="the even-game komi (default: the rules')")
    house.add_argument("--min-stones", "--club-min-stones", dest="club_min_stones",
                       help="the fewest stones of a handicap game, 0 to 9 (default 0)")
    house.add_argument("--club-max-stones", dest="club_max_stones", help="the most stones, 0 to 9 (default 9)")
    house.add_argument("--first-stone", dest="club_first_stone",
                       help="counts (default: one stone = Black moves first) or free (no one-stone handicap)")


def _tournament_arguments(options: argparse._ArgumentGroup, *, no_handicap_above: str, handicap_basis: str,
                          custom_stones: bool = False) -> None:
    """The tournament options ``go`` and ``go-round`` share (each says in its own words what the rank
    ceiling and the McMahon basis do there); ``go`` alone takes --custom-stones."""
    options.add_argument("--difference-mode", dest="difference_mode",
                         help="auto (default), none, custom, auto-1, auto-2, auto-3, auto+1")
    options.add_argument("--custom-difference", dest="custom_difference",
                         help="rank difference for --difference-mode custom")
    options.add_argument("--max-stones", dest="max_stones", help="stone ceiling, 0 to 9")
    options.add_argument("--no-handicap-above", dest="no_handicap_above", help=no_handicap_above)
    options.add_argument("--handicap-correction", dest="handicap_correction",
                         help="OpenGotha's handicap correction: ranks off the difference, -1 to 9 (default 0)")
    options.add_argument("--handicap-basis", dest="handicap_basis", help=handicap_basis)
    if custom_stones:
        options.add_argument("--custom-stones", dest="custom_stones",
                             help="with --difference-mode custom: these stones, at the smallest difference that gives "
                                  "them")
    options.add_argument("--komi-mode", dest="komi_mode", help="auto (default), none or custom")
    options.add_argument("--komi", help="komi for --komi-mode custom: a multiple of 0.5 from -100 to 100")


def _go_arguments(parser: argparse.ArgumentParser) -> None:
    _setup_arguments(parser)
    _house_rules_arguments(parser)
    strength = parser.add_argument_group("strength (give one)")
    strength.add_argument("--rank-diff", dest="rank_diff", help="rank difference, e.g. 4 or 2.5")
    strength.add_argument("--ranks", nargs=2, metavar=("A", "B"), help="two ranks, e.g. 5k 2d (1p..9p allowed)")
    strength.add_argument("--ratings", nargs=2, metavar=("RA", "RB"), help="two ratings (see --rating-system)")
    strength.add_argument("--rating-system", dest="rating_system", help="ogs (default), egf (GoR) or aga")
    strength.add_argument("--deviations", nargs=2, metavar=("DA", "DB"), help="OGS rating deviations")
    strength.add_argument("--log-ratings", dest="log_ratings", nargs=2, metavar=("LA", "LB"),
                          help="Goldis log ratings, e.g. 2673 2235 or 2.673 2.235")
    strength.add_argument("--team1", nargs="+", metavar="PLAYER", help="rengo side 1: ranks or OGS ratings")
    strength.add_argument("--team2", nargs="+", metavar="PLAYER", help="rengo side 2: ranks or OGS ratings")
    options = parser.add_argument_group("tournament options")
    _tournament_arguments(options, no_handicap_above="no handicap when the stronger player is above this rank",
                          handicap_basis="rank (default) or mms: the McMahon scores (--mms) stand for the ranks",
                          custom_stones=True)
    options.add_argument("--mms", nargs=2, metavar=("A", "B"), help="the players' McMahon scores (30 = 1d)")
    options.add_argument("--names", nargs=2, metavar=("NAME1", "NAME2"), help="the players' names")


_GO_KEYS = ("system", "board", "rules", "counting", "rank_diff", "ranks", "ratings", "rating_system", "deviations",
            "log_ratings", "difference_mode", "custom_difference", "max_stones", "no_handicap_above", "custom_stones",
            "komi_mode", "komi", "names", "handicap_correction", "handicap_basis", "mms", *HOUSE_RULES_KEYS)


def _go_request(args: argparse.Namespace, command: str = "go") -> dict[str, Any]:
    request: dict[str, Any] = {"command": command}
    for key in _GO_KEYS:
        value = getattr(args, key, None)
        if value is not None:
            request[key] = value
    if args.team1 is not None or args.team2 is not None:
        request["teams"] = [args.team1 or [], args.team2 or []]
    return request


# --- go-round ------------------------------------------------------------------------------

_ROUND_KEYS = ("system", "board", "rules", "counting", "scale", "difference_mode", "custom_difference", "max_stones",
               "no_handicap_above", "handicap_correction", "handicap_basis", "komi_mode", "komi", "round",
               "even_komi", "handicaps", *HOUSE_RULES_KEYS)
MAX_FILE_BYTES = 2 * 1024 * 1024 + 1  # read one byte past the engine's limit, so that it names the limit


class FileProblem(Exception):
    """A file named on the command line that cannot be read (one line, exit status 2): the flag
    and what is wrong."""

    def __init__(self, flag: str, message: str, field: str | None = None) -> None:
        super().__init__(flag, message)
        self.flag, self.message = flag, message
        # The request key the file was for (the flag's: --pairings -> "pairings"; study's files:
        # "files"), and the message with the file's name where the flag is no flag but the name.
        self.field = field or flag.lstrip("-").replace("-", "_")
        self.json_message = message if field is None else flag + say("list.label_separator") + message


def _formats() -> str:
    """The tournament file formats, from their registry (``go/files/``): "OpenGotha (.xml), …"."""
    return ", ".join(f"{f.name} ({', '.join(f.extensions)})" for f in FORMATS)


def _round_arguments(parser: argparse.ArgumentParser) -> None:
    _setup_arguments(parser)
    _house_rules_arguments(parser)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--pairings", metavar="FILE",
                        help="the round's pairings, text or CSV, one a line (- reads standard input)")
    source.add_argument("--file", metavar="FILE",
                        help=f"a tournament file: {_formats()}, told apart by its content")
    source.add_argument("--opengotha", metavar="FILE", help="an OpenGotha tournament file (.xml)")
    parser.add_argument("--round", help="with a file: the round to compute (default: the file's last round "
                                        "with games, the one about to be played)")
    parser.add_argument("--scale", help="how the strengths are given: rank (default), ogs, egf, aga or goldis")
    parser.add_argument("--tournament-komi", dest="even_komi",
                        help="the komi of an even game, for every system (the request's even_komi; default: the "
                             "rules'; with a file: its komi)")
    parser.add_argument("--handicaps", help="with a file that records its games: recorded (default: the file's "
                                            "stones and colours are printed) or system (the calculator's)")
    parser.add_argument("--only-differing", dest="only_differing", action="store_true",
                        help="only the boards where the file's game and the calculator's differ")
    options = parser.add_argument_group("tournament options (with a file: the file's are the defaults, its "
                                        "program's system included)")
    _tournament_arguments(options,
                          no_handicap_above="each player's rank is held at this rank before the difference (OpenGotha)",
                          handicap_basis="rank (default) or mms: the players' McMahon scores stand for their ranks")


def _read_file(flag: str, name: str) -> str:
    try:
        if name == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES)
        else:
            with open(name, "rb") as handle:
                data = handle.read(MAX_FILE_BYTES)
    except OSError as error:  # the system's reason is in the system's language; ours in the request's
        raise FileProblem(flag, name + say("list.label_separator") + (error.strerror or say("cli.file.unreadable"))) \
            from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:  # a list saved by an older spreadsheet or editor: Windows' Western encoding
        return data.decode("cp1252", errors="replace")


def _round_request(args: argparse.Namespace) -> dict[str, Any]:
    request: dict[str, Any] = {"command": "go-round"}
    for key in _ROUND_KEYS:
        value = getattr(args, key, None)
        if value is not None:
            request[key] = value
    if args.only_differing:
        request["only_differing"] = True
    if args.pairings is not None:
        request["pairings"] = _read_file("--pairings", args.pairings)
    elif args.file is not None:
        request["file"] = _read_file("--file", args.file)
    else:
        request["opengotha"] = _read_file("--opengotha", args.opengotha)
    return request


def _show_round(reply: dict[str, Any]) -> str:
    lines = [reply["words"]["title"]]
    if reply["words"].get("round_used"):  # a file's round: which one, and whether it is the last paired
        lines.append(reply["words"]["round_used"])
    for row in reply["boards"]:
        recorded = [row["recorded_note"]] if row.get("recorded_differs") else []
        lines.append(row["summary"] + "".join(f" ({m})" for m in [*(w["message"] for w in row["warnings"]), *recorded]))
    lines.append(reply["words"]["summary_on_stderr"])  # the unread lines went to stderr (_print)
    if reply.get("recorded_summary"):
        lines.append(reply["recorded_summary"]["text"])
    if reply.get("handicap_games"):
        w = reply["handicap_games_words"]
        lines.append(w["heading"] + say("list.label_separator") + w["note"])
        lines.append("\t".join((w["gap"], w["games"], w["black_score"])))
        keys = ("gap", "games", "black_score")
        lines.extend("\t".join(str(row[key]) for key in keys) for row in reply["handicap_games"])
    return "\n".join(lines)


def _table_arguments(parser: argparse.ArgumentParser) -> None:
    _setup_arguments(parser)
    _house_rules_arguments(parser)
    parser.add_argument("--up-to", dest="up_to", help="last rank difference shown (default: until the stone maximum)")


def _table_request(args: argparse.Namespace) -> dict[str, Any]:
    request: dict[str, Any] = {"command": "go-table"}
    for key in ("system", "board", "rules", "counting", "up_to", *HOUSE_RULES_KEYS):
        if getattr(args, key) is not None:
            request[key] = getattr(args, key)
    return request


def _show_table(reply: dict[str, Any]) -> str:
    """The table in columns that line up in a terminal in every language: widths are counted in
    terminal columns (a Japanese, Korean or Chinese character takes two)."""
    header = [say("cli.table.difference"), say("cli.table.stones"), say("cli.table.komi"), say("cli.table.effective")]
    rows = [(str(row["rank_difference"]), str(row["stones"]), with_minus(str(row["komi"])),
             with_minus(str(row["effective_komi"])), row["beyond_maximum"]) for row in reply["rows"]]
    widths = [max(least, columns(title), *(columns(row[i]) for row in rows))
              for i, (least, title) in enumerate(zip((4, 6, 5, 9), header, strict=True))]
    lines = [reply["summary"], "  ".join(align(title, width, right=i > 0)
                                         for i, (title, width) in enumerate(zip(header, widths, strict=True)))]
    for *cells, beyond in rows:
        mark = "  " + say("cli.table.beyond") if beyond else ""
        lines.append("  ".join(align(cell, width, right=True)
                               for cell, width in zip(cells, widths, strict=True)) + mark)
    return "\n".join(lines)


def _show_compare(reply: dict[str, Any]) -> str:
    lines = [reply["summary"]]
    for row in reply["rows"]:
        text = row["summary"] if row["supported"] else row["reason"]
        lines.append(say("cli.compare.row", system=row["system"], text=text))
    return "\n".join(lines)


def _chess_arguments(parser: argparse.ArgumentParser) -> None:
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--score", help="player 1's expected score against player 2 at equal time (0 < S < 1)")
    how.add_argument("--elo", nargs=2, metavar=("RA", "RB"), help="the players' Elo ratings")
    how.add_argument("--record", nargs=3, metavar=("W", "D", "L"),
                     help="player 1's wins, draws and losses against player 2 at equal time")
    how.add_argument("--calibrate", action="store_true", help="estimate K from --s1, --s2 and --ratio")
    parser.add_argument("--method", choices=list(RULE_KEYS),
                        help="with --elo and --clock, a club rule: bands (time off the stronger player per "
                             "band of rating points, as Papi-web and Sharly Chess), split (the same with the "
                             "total kept), increment (odds in the increment only), or a club's published table: "
                             "crowthorne, calderdale, cowley (in ECF grades: ratings converted by the ECF's "
                             "rating = 7.5 x grade + 700), springeren (in rating points), or a club's rule: "
                             "wanstead (rating groups), stafford, radcliffe (a minute a grade point), stratford "
                             "(the stronger player's increment cut), thegap (The Gap's handicaps)")
    parser.add_argument("--band", help="bands/split: rating points a band (default 50)")
    parser.add_argument("--per-band", dest="per_band", help="bands/split: seconds a band (default 30)")
    parser.add_argument("--min-time", dest="min_time",
                        help="bands/split: the least time, m:ss or minutes (default 1:00)")
    parser.add_argument("--k", dest="K", help="rating points gained per doubling of time (default 200)")
    parser.add_argument("--total", help="total time for both players (any unit; m:ss assumes minutes)")
    parser.add_argument("--clock", help='even clock setting to scale, e.g. "15+10" (minutes + seconds)')
    parser.add_argument("--moves", help="moves per game for the common-increment clock (default 40)")
    parser.add_argument("--s1", help="calibration: score at equal time")
    parser.add_argument("--s2", help="calibration: score after receiving --ratio times the time")
    parser.add_argument("--ratio", help="calibration: the time ratio given")
    parser.add_argument("--computer", action="store_true",
                        help="player 2 is a computer: x multiplies the human's time per move")
    parser.add_argument("--move-time", dest="move_time", help="with --computer: human's seconds per move")


def _chess_request(args: argparse.Namespace) -> dict[str, Any]:
    method = args.method or next(m for m in ("score", "elo", "record", "calibrate") if getattr(args, m))
    if args.method and not args.elo:
        method = next(m for m in ("score", "record", "calibrate") if getattr(args, m))  # the rule methods need --elo
    request = {"command": "chess", "method": method, "band": args.band, "per_band": args.per_band,
               "min_time": args.min_time, "score": args.score, "elo": args.elo,
               "record": args.record, "K": args.K, "total": args.total, "clock": args.clock,
               "moves": args.moves, "s1": args.s1, "s2": args.s2, "ratio": args.ratio,
               "against": "computer" if args.computer else "person", "move_time": args.move_time}
    return {key: value for key, value in request.items() if value is not None}


def _clock_arguments(parser: argparse.ArgumentParser) -> None:
    for side in (1, 2):
        parser.add_argument(f"--base{side}", required=True, help=f"side {side}'s time: m:ss, h:mm:ss or minutes")
        parser.add_argument(f"--inc{side}", help=f"side {side}'s Fischer increment in seconds (default 0)")
        parser.add_argument(f"--delay{side}", help=f"side {side}'s delay in seconds (default 0)")
        parser.add_argument(f"--delay-type{side}", dest=f"delay_type{side}",
                            help="simple (US, default) or bronstein")
    parser.add_argument("--white", help="the side that plays White: 1 (default) or 2")
    parser.add_argument("--names", nargs=2, metavar=("NAME1", "NAME2"), help="the players' names")


def _clock_request(args: argparse.Namespace) -> dict[str, Any]:
    keys = ("base1", "inc1", "delay1", "delay_type1", "base2", "inc2", "delay2", "delay_type2", "white", "names")
    request = {key: getattr(args, key) for key in keys if getattr(args, key) is not None}
    return {"command": "chess-clock", **request}


def _go_clock_arguments(parser: argparse.ArgumentParser) -> None:
    for side in (1, 2):
        group = parser.add_argument_group(f"side {side}")
        group.add_argument(f"--base{side}", required=True,
                           help=f"side {side}'s main time: m:ss, h:mm:ss or minutes (0 only with overtime)")
        group.add_argument(f"--overtime{side}", help="byoyomi or canadian (default: none)")
        group.add_argument(f"--periods{side}", help="byo-yomi: the number of periods, 1 to 100")
        group.add_argument(f"--period{side}",
                           help="byo-yomi: a period's seconds; canadian: a block's seconds (or m:ss)")
        group.add_argument(f"--stones{side}", help="canadian: the moves of a block, 1 to 1000")
        group.add_argument(f"--inc{side}", help="Fischer: seconds added after each move (default 0)")
        group.add_argument(f"--cap{side}", help="Fischer: the most time the side can have (m:ss or minutes)")
    game = parser.add_argument_group("the game (who moves first; the SGF)")
    game.add_argument("--black", help="the side that plays Black: 1 or 2 (default: nigiri decides)")
    game.add_argument("--handicap", help="handicap stones, 0 to 9 (two or more: White moves first)")
    game.add_argument("--board", help="board size, 5 to 25 (default 19)")
    game.add_argument("--komi", help="komi, for the SGF")
    game.add_argument("--rules", help=f"rule set, for the SGF: {_listed(tuple(RULESETS))}")
    game.add_argument("--first", help="the side whose clock runs first: 1 or 2 (default: from --black and "
                                      "--handicap)")
    game.add_argument("--names", nargs=2, metavar=("NAME1", "NAME2"), help="the players' names")


_GO_CLOCK_KEYS = (*(f"{key}{side}" for side in (1, 2)
                     for key in ("base", "overtime", "periods", "period", "stones", "inc", "cap")),
                  "black", "handicap", "board", "komi", "rules", "first", "names")


def _go_clock_request(args: argparse.Namespace) -> dict[str, Any]:
    request = {key: getattr(args, key) for key in _GO_CLOCK_KEYS if getattr(args, key) is not None}
    return {"command": "go-clock", **request}


# --- game and rate ---------------------------------------------------------------------------

_GAME_OPTIONAL = ("black_rating", "black_deviation", "black_volatility", "white_rating",
                  "white_deviation", "white_volatility", "winner", "tau")


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--board", default="19", help="board size: 19, 13 or 9")
    parser.add_argument("--rules", default="japanese", help=f"rule set: {_listed(tuple(RULESETS), 'japanese')}")
    parser.add_argument("--stones", required=True,
                        help="handicap stones (0 to 9; 1 = Black moves first, no komi change)")
    parser.add_argument("--komi", required=True, help="komi as the game shows it, before any handicap bonus")
    parser.add_argument("--model", help="proposal (the OGS small-board proposal, default), ogs (OGS's rating code "
                                        "as published), jewdan or aga (the AGA's BayRate, 19×19)")
    parser.add_argument("--system", help="the older choice of scale: ogs (the proposal's model) or jewdan")
    ratings = parser.add_argument_group("ratings (optional: add them to see Glicko-2 changes)")
    for side in ("black", "white"):
        ratings.add_argument(f"--{side}-rating", help=f"{side.capitalize()}'s Glicko-2 rating, e.g. 1500")
        ratings.add_argument(f"--{side}-deviation", help="rating deviation (default 350)")
        ratings.add_argument(f"--{side}-volatility", help="volatility (default 0.06)")
    ratings.add_argument("--winner", help="black, white or draw")
    ratings.add_argument("--tau", help="Glicko-2 system constant τ (default 0.5)")


def _game_request(args: argparse.Namespace) -> dict[str, Any]:
    request = {"command": "game", "board": args.board, "rules": args.rules, "stones": args.stones, "komi": args.komi}
    request.update({k: getattr(args, k) for k in ("model", "system") if getattr(args, k) is not None})
    request.update({k: getattr(args, k) for k in _GAME_OPTIONAL if getattr(args, k) is not None})
    return request


def _rate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rating", required=True, help="the player's rating, e.g. 1500")
    parser.add_argument("--deviation", required=True, help="the player's rating deviation, e.g. 200")
    parser.add_argument("--volatility", default="0.06", help="the player's volatility (default 0.06)")
    parser.add_argument("--result", dest="results", action="extend", nargs="+", default=[],
                        metavar="RESULT:RATING:DEVIATION",
                        help="a game in the period: win, loss or draw against an opponent, e.g. win:1400:30 "
                             "(repeat the flag or list several)")
    parser.add_argument("--tau", help="Glicko-2 system constant τ (default 0.5, as OGS)")
    parser.add_argument("--model", help="proposal (Glickman's paper, default) or ogs (OGS's limits: rating "
                                        "100-6000, deviation 30-500; no change without games)")


def _rate_request(args: argparse.Namespace) -> dict[str, Any]:
    request = {"command": "rate", "rating": args.rating, "deviation": args.deviation,
               "volatility": args.volatility, "results": list(args.results)}
    if args.tau is not None:
        request["tau"] = args.tau
    if args.model is not None:
        request["model"] = args.model
    return request


# --- study -----------------------------------------------------------------------------------
def _study_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="SGF game records (files holding one game or several), archives of them (.zip, .tar, "
                             ".tar.gz/.tgz, .tar.bz2, a single .sgf.gz), tournament files with results (OpenGotha "
                             ".xml, pairgoth .tour, EGD .h9/.h10), a CSV this command wrote with --csv, or folders "
                             "holding them")
    parser.add_argument("--model", help="whose arithmetic: proposal (default, the OGS small-board proposal) or ogs "
                                        "(OGS's rating code)")
    parser.add_argument("--board", help="study only games on this board: 19, 13 or 9 (default: every board)")
    parser.add_argument("--bin", help="the width of a residual-gap bin in ranks, 0.05 to 10 (default 0.5)")
    parser.add_argument("--bin-games", dest="bin_games", metavar="N",
                        help="bins of N games each (at least 20), in order of residual gap, instead of bins of "
                             "equal width")
    parser.add_argument("--rules", help="the rules of games whose record names none: "
                                        f"{_listed(tuple(RULESETS), 'japanese')}")
    parser.add_argument("--programs", help="keep (default) or exclude the games where a player's name is a Go "
                                           "program's (docs/study.md lists the names)")
    parser.add_argument("--exclude-players", dest="exclude_players", metavar="NAMES",
                        help="leave out the games of these players: names or patterns (* and ?), separated by commas")
    parser.add_argument("--results", help="all (default) or no_time: leave out the games decided on time")
    parser.add_argument("--unsure-ranks", dest="unsure_ranks",
                        help="keep (default) or exclude the games where a rank is marked unsure (5k?)")
    parser.add_argument("--max-komi", dest="max_komi", metavar="KOMI",
                        help="leave out the games whose komi lies beyond ±KOMI, 0 to 100 (default 100)")
    parser.add_argument("--pro-ranks", dest="pro_ranks",
                        help="apart (default: leave out the games with a professional rank, 1p to 9p: no "
                             "published scale sets them against amateur ranks) or amateur (count 1p as the rank "
                             "above 9d, an assumption)")
    parser.add_argument("--csv", action="store_true", help="print one CSV row per game instead of the study")


def _study_paths(names: Sequence[str]) -> list[str]:
    """The files named, a folder's files (all its files, recursively, in name order) in its place."""
    found: list[str] = []
    for name in names:
        if os.path.isdir(name):
            for folder, subfolders, files in os.walk(name):
                subfolders.sort()
                found.extend(os.path.join(folder, f) for f in sorted(files) if not f.startswith("."))
        else:
            found.append(name)
    return found


def _study_request(args: argparse.Namespace) -> dict[str, Any]:
    """The study's choices; its files are read by ``_study`` (the engine's ``api.study_parts``)."""
    request: dict[str, Any] = {"command": "study"}
    for key in ("model", "board", "bin", "bin_games", "rules", "programs", "exclude_players", "results",
                "unsure_ranks", "max_komi", "pro_ranks"):
        if getattr(args, key) is not None:
            request[key] = getattr(args, key)
    if args.csv:
        request["rows"] = True
    return request


def _read_study_file(job: tuple[str, Any, str], send: Callable[[list[Any]], None] | None = None,
                     chunk: int = 0) -> Any:
    """One file read and its games examined (in a worker process): the engine's ``Part``, or
    (name, why) when the file cannot be opened. ``send``: handed the file's games every ``chunk``
    of them as it goes (the part returned holds the rest, and what the file gave)."""
    from .commands.study import examining, part_of

    name, settings, lang = job
    with i18n.using(lang):
        try:
            with open(name, "rb") as handle:
                data = handle.read(MAX_ARCHIVE_BYTES + 1)
        except OSError as error:
            return name, error.strerror or say("cli.file.unreadable")
        reading = examining(settings, send, chunk)
        # A name that is not UTF-8 (a folder copied from another system) is shown with its odd bytes
        # replaced, not carried as lone surrogates that fail the whole study as text of a bad encoding.
        read_bytes(os.fsencode(name).decode("utf-8", "replace"), data, reading)
        return part_of(reading)


PARALLEL_BYTES = 8 * 1024 * 1024  # below this in all, the files are read in this process (no start-up cost)
STUDY_CHUNK = 5000  # games a worker process sends at a time
# Messages a worker may have waiting for the parent, then it waits: enough for the next file's worker
# to read a whole 50,000-game archive (u-go.net's yearly KGS archive holds fewer) while the parent
# still takes the file before it; at 2 that worker stood idle most of the time and the two workers
# read in turn, not at once (docs/benchmarks/2026-12-02-1950-study-speed.md). A waiting message is
# the pickled bytes of its games' study items, a few MB in all.
_QUEUED = 24


def _workers(paths: Sequence[str]) -> int:
    """How many processes read a study's files: one a core this process may use, at most one a
    file; none besides this one for a few MB of files."""
    size = 0
    for name in paths:
        try:
            size += os.path.getsize(name)
        except OSError:
            continue
    if size < PARALLEL_BYTES:
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, len(paths)))


def _study_worker(paths: Sequence[str], first: int, step: int, settings: Any, lang: str, out: Any,
                  chunk: int) -> None:
    """A worker process: the files ``first``, ``first + step``, … in turn, each file's games put on
    ``out`` every ``chunk`` of them as ``(False, items)``, then ``(True, part)`` (or ``(True, (name,
    why))`` when the file cannot be opened, and the worker stops)."""
    for index in range(first, len(paths), step):
        result = _read_study_file((paths[index], settings, lang), lambda items: out.put((False, items)), chunk)
        out.put((True, result))
        if isinstance(result, tuple):
            return


def _taken(out: Any, worker: Any) -> Any:
    """The next message of a worker, or an error if it stopped without one (killed: out of memory)."""
    import queue

    while True:
        try:
            return out.get(timeout=1.0)
        except queue.Empty:
            if not worker.is_alive():
                try:
                    return out.get(timeout=1.0)  # its last message, put just before it ended
                except queue.Empty:
                    raise RuntimeError(f"a reading process ended ({worker.exitcode})") from None


def _read_in_workers(paths: Sequence[str], settings: Any, lang: str, workers: int) -> Iterator[Any]:
    """The files' parts, in the files' order, read by ``workers`` processes: file i by worker i mod
    ``workers``, each sending its games every STUDY_CHUNK (``commands.study.Part.of_items``), and
    waiting while it has _QUEUED messages not taken. The parent takes file i's messages from its
    worker in turn, so the games come in the order one process reads them (the copy of a game
    found first is the same), and it never holds more than _QUEUED chunks a worker, as pickled bytes
    waiting to be taken: enough for one worker to read its next file while the parent still takes
    the file before it from the other."""
    from .commands.study import Part

    context = multiprocessing.get_context()
    queues = [context.Queue(maxsize=_QUEUED) for _ in range(workers)]
    processes = [context.Process(target=_study_worker, daemon=True,
                                 args=(paths, w, workers, settings, lang, queues[w], STUDY_CHUNK))
                 for w in range(workers)]
    try:
        for process in processes:
            process.start()
        for index in range(len(paths)):
            while True:
                last, found = _taken(queues[index % workers], processes[index % workers])
                if not last:
                    yield Part.of_items(found)
                    continue
                yield found
                if isinstance(found, tuple):
                    return
                break
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
            process.join()
        for out in queues:
            out.close()


def _study(args: argparse.Namespace, request: dict[str, Any]) -> dict[str, Any]:
    """The study of every file named (folders walked), however many games they hold: the files are
    read in worker processes (one a core: ``_read_in_workers``), each file's games examined there
    and handed back in chunks of the little the study counts of them (``commands/study.py``:
    ``Study``), so memory follows the games' keys and kinds, not their records. A file that cannot
    be opened stops the study (``FileProblem``); one the engine cannot read is a warning on stderr."""
    paths = _study_paths(args.files)
    failed: list[tuple[str, str]] = []

    def parts(settings: Any) -> Iterator[Any]:
        workers = _workers(paths)
        if workers > 1:
            results: Iterator[Any] = _read_in_workers(paths, settings, args.lang, workers)
        else:
            results = (_read_study_file((name, settings, args.lang)) for name in paths)
        for result in results:
            if isinstance(result, tuple):
                failed.append(result)
                return
            yield result

    reply = study_parts(request, parts)
    if failed:
        raise FileProblem(*failed[0], "files")  # the request key study's files fill
    for problem in reply.get("problems", []):
        print(say("cli.warning", message=shown(problem["source"] + say("list.label_separator") + problem["message"])),
              file=sys.stderr)
    return reply


def _study_csv(reply: dict[str, Any]) -> str:
    """The engine's CSV (``commands/study.py``): the study's choices above the header, one row a game."""
    return str(reply["csv"]).rstrip("\n")


def _study_table(reply: dict[str, Any], rows: list[dict[str, Any]], first: str) -> list[str]:
    columns_shown = reply["columns"]
    header = [columns_shown[first], *(columns_shown[k] for k in ("games", "wins", "draws", "losses", "score",
                                                                  "interval"))]
    cells = [[row["shown"].get("gap") or row["shown"]["label"], str(row["games"]), str(row["wins"]),
              str(row["draws"]), str(row["losses"]), row["shown"]["score"],
              row["shown"].get("few") or row["shown"]["interval"]] for row in rows]
    widths = [max(columns(header[i]), *(columns(c[i]) for c in cells)) for i in range(len(header))]
    lines = ["  ".join(align(h, w, right=i > 0) for i, (h, w) in enumerate(zip(header, widths, strict=True)))]
    lines += ["  ".join(align(c, w, right=i > 0) for i, (c, w) in enumerate(zip(row, widths, strict=True)))
              for row in cells]
    return lines


def _show_study(reply: dict[str, Any]) -> str:
    lines = [reply["summary"], reply["verdict"], reply["interval_note"], ""]
    if reply["bins"]:
        lines += [*_study_table(reply, reply["bins"], "gap"), ""]
        lines += [*_study_table(reply, reply["by_stones"], "stones"), ""]
        lines += [*_study_table(reply, reply["by_board"], "board"), ""]
    apart = [group["shown"] for group in reply["fits_apart"]["groups"]] + [reply["fits_apart"]["shown"]]
    if reply["goodness_of_fit"] is not None:
        apart.append(reply["goodness_of_fit"]["shown"])
    if any(apart):
        lines += [*(line for line in apart if line), ""]
    for fit in reply["fits"]:
        lines.append(say("cli.study.log_likelihood", model=fit["model_name"], value=fit["shown"]["log_likelihood"]))
    for group in reply["set_apart"]:
        lines.append(group["shown"])
    return "\n".join(lines).rstrip()


def _with_chance(reply: dict[str, Any], *lines: str) -> str:
    """A Go answer's or a game's lines, then Black's chance by the rating models where it is given."""
    chance = reply.get("black_chance")
    return "\n".join([*lines, chance["text"]] if chance else lines)


# Each subcommand: (help, add its arguments, turn parsed arguments into an engine request). How a
# reply is printed for people: SHOW, else its summary; then its warnings and advice.
SUBCOMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None],
                             Callable[[argparse.Namespace], dict[str, Any]]]] = {
    "go": ("Go handicap: stones and komi", _go_arguments, _go_request),
    "go-table": ("Go handicap schedule of one system: rank differences 0..N", _table_arguments, _table_request),
    "go-compare": ("Go handicap under every system", _go_arguments, lambda a: _go_request(a, "go-compare")),
    "go-round": ("Go handicap for a whole tournament round: pairings text, CSV or an OpenGotha file",
                 _round_arguments, _round_request),
    "game": ("Check a Go game: the rank difference its handicap compensates, and rating changes",
             _game_arguments, _game_request),
    "rate": ("Glicko-2: a rating after a period of results", _rate_arguments, _rate_request),
    "chess": ("Chess time odds: a fair split of the clock", _chess_arguments, _chess_request),
    "chess-clock": ("A time-odds clock's settings checked, and the PGN header of its game", _clock_arguments,
                    _clock_request),
    "go-clock": ("A Go clock's settings checked (byo-yomi, Canadian, Fischer), who moves first, and its SGF",
                 _go_clock_arguments, _go_clock_request),
    "study": ("Was it fair? Black's score across many games against the gap each handicap left, with a fit",
              _study_arguments, _study_request),
}
SHOW: dict[str, Callable[[dict[str, Any]], str]] = {"go-table": _show_table, "go-compare": _show_compare,
                                                    "go-round": _show_round, "study": _show_study,
                                                    "chess-clock": lambda r: f"{r['summary']}\n\n{r['pgn']}".rstrip(),
                                                    "go-clock": lambda r: f"{r['summary']}\n\n{r['sgf']}",
                                                    "game": lambda r: _with_chance(r, r["summary"], r["verdict"]),
                                                    "go": lambda r: _with_chance(r, r["summary"])}


# The closed sets of values a flag takes (its request key -> the engine's registry), for the
# completion scripts; the help lists the same registries.
VALUES: dict[str, tuple[str, ...]] = {
    "system": SYSTEM_KEYS, "rules": tuple(RULESETS), "counting": COUNTINGS, "rating_system": RATING_SYSTEMS,
    "scale": ROUND_SCALES, "difference_mode": DIFFERENCE_MODES, "komi_mode": KOMI_MODES,
    "handicap_basis": HANDICAP_BASES, "lang": i18n.LANGUAGES, "club_first_stone": ("counts", "free"),
    "delay_type1": tuple(DELAY_TYPES), "delay_type2": tuple(DELAY_TYPES),
    "overtime1": tuple(o.value for o in Overtime), "overtime2": tuple(o.value for o in Overtime),
    "winner": ("black", "white", "draw"),
}


class _CompletionAction(argparse.Action):
    """``--completion SHELL``: print the shell's completion script, made from this parser, and stop."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        sys.stdout.write(completion.script(str(values), parser.prog, parser, VALUES))
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="handicap", description="Fair handicaps for Go and chess.")
    parser.add_argument("--version", action="version", version=f"handicap {__version__}")
    parser.add_argument("--completion", action=_CompletionAction, choices=completion.SHELLS, nargs=None,
                        help="print the completion script of a shell (bash, zsh or fish) and stop")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (help_text, add_arguments, _) in SUBCOMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        add_arguments(command)
        output = command.add_mutually_exclusive_group()
        output.add_argument("--json", action="store_true", help="print one JSON object (an error too, on stdout)")
        if name in CSV_COMMANDS:
            output.add_argument("--csv", action="store_true", help="print the table as CSV (the page's download)")
        command.add_argument("--lang", help=f"the language of the words: {_listed(i18n.LANGUAGES)} (default: the "
                                            "environment's LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)")
    return parser


CSV_COMMANDS = ("go-table", "go-round")  # the replies with a "csv" key


def environment_language(environ: Mapping[str, str]) -> str:
    """The language the environment asks for, as Python's gettext reads it: the first of
    LANGUAGE, LC_ALL, LC_MESSAGES and LANG that is set, a colon-separated list of locales
    (``fr_FR.UTF-8``, ``de:en``) whose first known language wins; ``C``/``POSIX`` or none known:
    English."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value:
            for locale in value.split(":"):
                code = locale.split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
                if code in ("c", "posix"):
                    break
                if code in i18n.LANGUAGES:
                    return code
            break
    return i18n.DEFAULT


def _flag(parser: argparse.ArgumentParser, command: str, field: str) -> str:
    """The command-line flag behind a request field ("rank_diff" -> "--rank-diff"), so an error
    names what the user typed; the request key when no single flag carries it (teams)."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    actions: list[argparse.Action] = sub.choices[command]._actions
    for action in actions:
        if action.dest == field and action.option_strings:
            return action.option_strings[0]
    return "--team1/--team2" if field == "teams" else field


def _error_line(parser: argparse.ArgumentParser, command: str, error: dict[str, Any]) -> str:
    """One line naming the flag, and the player when the error is about one player's value of a
    pair (the engine's ``player``: 1 or 2): "--ranks (player 2): …", "--team2: …"."""
    field, player = error["field"], error.get("player")
    if field == "teams" and player in (1, 2):
        where = f"--team{player}"
    else:
        where = _flag(parser, command, field)
        if player in (1, 2):
            where = say("cli.error.player", flag=where, player=player)
    return say("cli.error", command=command, where=where, message=shown(error["message"]))


def main(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> int:
    parser = build_parser()
    asked = _JSON_ERRORS.set(_asks_for_json(sys.argv[1:] if argv is None else argv))
    try:
        args = parser.parse_args(argv)
    finally:
        _JSON_ERRORS.reset(asked)
    environ = os.environ if environ is None else environ
    if args.lang is None:  # the environment's language, told to the engine as --lang would be
        args.lang = environment_language(environ)
    lang = args.lang.strip().lower() if args.lang.strip().lower() in i18n.LANGUAGES else i18n.DEFAULT
    try:
        with i18n.using(lang):
            request = SUBCOMMANDS[args.command][2](args)
            request["lang"] = args.lang
            reply = _study(args, request) if args.command == "study" else None
    except FileProblem as problem:
        with i18n.using(lang):
            if args.json:  # the engine's own shape: the field is the request key the flag fills
                print(json_text({"error": {"field": problem.field, "message": problem.json_message}}))
            else:
                print(say("cli.error", command=args.command, where=shown(problem.flag),  # a study's file name
                          message=shown(problem.message)), file=sys.stderr)
        return EXIT_BAD_INPUT
    if reply is None:
        reply = calculate_untyped(request)
    with i18n.using(lang):
        return _print(parser, args, reply)


def _print(parser: argparse.ArgumentParser, args: argparse.Namespace, reply: dict[str, Any]) -> int:
    """The reply for people (in the language of the request, set by :func:`main`): the answer on
    stdout, what qualifies it (warnings, advice, a round's unread lines) on stderr; with --json the
    reply as it is, an error included, on stdout; with --csv the reply's CSV."""
    if "error" in reply:
        if args.json:
            print(json_text(reply))
        else:
            print(_error_line(parser, args.command, reply["error"]), file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json_text(reply))
    elif args.command == "study" and args.csv:
        print(_study_csv(reply))
    elif getattr(args, "csv", False):
        print(reply["csv"], end="" if reply["csv"].endswith("\n") else "\n")
    else:
        for error in reply.get("errors", []) if args.command == "go-round" else []:  # "listed above the table"
            print(say("cli.round.error", line=error["line"], message=shown(error["message"]),
                      text=shown(error["text"])), file=sys.stderr)
        sys.stderr.flush()
        show = SHOW.get(args.command)
        print(show(reply) if show else reply.get("summary") or json.dumps(reply, ensure_ascii=False))
        sys.stdout.flush()  # the answer before what qualifies it, when both go to one place (2>&1)
        for warning in reply.get("warnings", []):
            print(i18n.say("cli.warning", message=warning["message"]), file=sys.stderr)
        for advice in reply.get("advice", []):
            print(i18n.say("cli.advice", message=advice["message"]), file=sys.stderr)
    if args.command == "go-round" and not reply["boards"]:
        return EXIT_BAD_INPUT  # no board could be computed (each line's error was printed)
    if args.command == "study" and not reply["counts"]["studied"]:
        return EXIT_BAD_INPUT  # no game could be studied (the reasons were printed)
    return 0


def run() -> int:
    """``main`` with the last guards: a closed pipe ends quietly, Ctrl-C and any bug end with one
    line, never a traceback."""
    utf8_output()
    try:
        return main()
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print(say("cli.interrupted"), file=sys.stderr)
        return 130
    except Exception as error:  # noqa: BLE001 -- a bug: still one line, never a traceback
        print(say("cli.internal", kind=type(error).__name__), file=sys.stderr)
        return 1

