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
from .cli_game import game_arguments, game_request, rate_arguments, rate_request

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


# Each command: (help, add its arguments, turn parsed arguments into an engine request).
COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None],
                          Callable[[argparse.Namespace], dict[str, Any]]]] = {
    "go": ("Go handicap: stones and komi", _go_arguments, _go_request),
    "game": ("Check a Go game: the rank difference its handicap compensates, and rating changes", game_arguments, game_request),
    "rate": ("Glicko-2: a rating after a period of results", rate_arguments, rate_request),
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
