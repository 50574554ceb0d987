"""Command line: ``python -m handicap go --system jewdan --board 13 --counting area --rank-diff 4``.

Arguments are passed to the engine as text, so the command line and the page share one set of
checks and messages. Bad input: one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from . import __version__
from .api import calculate

EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse prints usage; we want one line
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def _go_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", default="jewdan", help="handicap system (default: jewdan)")
    parser.add_argument("--board", default="19", help="board size: 19, 13 or 9")
    parser.add_argument("--counting", default="territory", help="territory or area")
    parser.add_argument("--rank-diff", dest="rank_diff", required=True, help="rank difference, e.g. 4 or 2.5")


def _go_request(args: argparse.Namespace) -> dict[str, Any]:
    return {"command": "go", "system": args.system, "board": args.board,
            "counting": args.counting, "rank_diff": args.rank_diff}


def _chess_arguments(parser: argparse.ArgumentParser) -> None:
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--score", help="player 1's expected score against player 2 at equal time (0 < S < 1)")
    how.add_argument("--elo", nargs=2, metavar=("RA", "RB"), help="the players' Elo ratings")
    how.add_argument("--record", nargs=3, metavar=("W", "D", "L"),
                     help="player 1's wins, draws and losses against player 2 at equal time")
    how.add_argument("--calibrate", action="store_true", help="estimate K from --s1, --s2 and --ratio")
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
    method = next(m for m in ("score", "elo", "record", "calibrate") if getattr(args, m))
    request = {"command": "chess", "method": method, "score": args.score, "elo": args.elo,
               "record": args.record, "K": args.K, "total": args.total, "clock": args.clock,
               "moves": args.moves, "s1": args.s1, "s2": args.s2, "ratio": args.ratio,
               "against": "computer" if args.computer else "person", "move_time": args.move_time}
    return {key: value for key, value in request.items() if value is not None}


# Each command: (help, add its arguments, turn parsed arguments into an engine request).
COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None],
                          Callable[[argparse.Namespace], dict[str, Any]]]] = {
    "go": ("Go handicap: stones and komi", _go_arguments, _go_request),
    "chess": ("Chess time odds: a fair split of the clock", _chess_arguments, _chess_request),
}


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="handicap", description="Fair handicaps for Go and chess.")
    parser.add_argument("--version", action="version", version=f"handicap {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (help_text, add_arguments, _) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        add_arguments(command)
        command.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    reply = calculate(COMMANDS[args.command][2](args))
    if "error" in reply:
        error = reply["error"]
        print(f"handicap: error: {error['field']}: {error['message']}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps(reply, ensure_ascii=False))
    else:
        print(reply.get("summary") or json.dumps(reply, ensure_ascii=False))
        for warning in reply.get("warnings", []):
            print(f"warning: {warning['message']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
