"""Command-line arguments of the ``game`` and ``rate`` commands (registered in ``__main__``).
Values go to the engine as text, so the command line and the page share every check."""

from __future__ import annotations

import argparse
from typing import Any

_GAME_OPTIONAL = ("black_rating", "black_deviation", "black_volatility", "white_rating",
                  "white_deviation", "white_volatility", "winner", "tau")


def game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--board", default="19", help="board size: 19, 13 or 9")
    parser.add_argument("--rules", default="japanese", help="japanese, korean, chinese, aga, ing or nz")
    parser.add_argument("--stones", required=True,
                        help="handicap stones (0 to 9; 1 = Black moves first, no komi change)")
    parser.add_argument("--komi", required=True, help="komi as the game shows it, before any handicap bonus")
    parser.add_argument("--system", default="ogs", help="points per rank: ogs (12/4/2) or jewdan")
    ratings = parser.add_argument_group("ratings (optional: add them to see Glicko-2 changes)")
    for side in ("black", "white"):
        ratings.add_argument(f"--{side}-rating", help=f"{side.capitalize()}'s Glicko-2 rating, e.g. 1500")
        ratings.add_argument(f"--{side}-deviation", help="rating deviation (default 350)")
        ratings.add_argument(f"--{side}-volatility", help="volatility (default 0.06)")
    ratings.add_argument("--winner", help="black, white or draw")
    ratings.add_argument("--tau", help="Glicko-2 system constant τ (default 0.5)")


def game_request(args: argparse.Namespace) -> dict[str, Any]:
    request = {"command": "game", "system": args.system, "board": args.board, "rules": args.rules,
               "stones": args.stones, "komi": args.komi}
    request.update({k: getattr(args, k) for k in _GAME_OPTIONAL if getattr(args, k) is not None})
    return request


def rate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rating", required=True, help="the player's rating, e.g. 1500")
    parser.add_argument("--deviation", required=True, help="the player's rating deviation, e.g. 200")
    parser.add_argument("--volatility", default="0.06", help="the player's volatility (default 0.06)")
    parser.add_argument("--result", dest="results", action="extend", nargs="+", default=[],
                        metavar="RESULT:RATING:DEVIATION",
                        help="a game in the period: win, loss or draw against an opponent, e.g. win:1400:30 "
                             "(repeat the flag or list several)")
    parser.add_argument("--tau", help="Glicko-2 system constant τ (default 0.5, as OGS)")


def rate_request(args: argparse.Namespace) -> dict[str, Any]:
    request = {"command": "rate", "rating": args.rating, "deviation": args.deviation,
               "volatility": args.volatility, "results": list(args.results)}
    if args.tau is not None:
        request["tau"] = args.tau
    return request
