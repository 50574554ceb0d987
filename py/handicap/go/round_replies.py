"""A solved round as the ``go-round`` reply: one row per board (the single game's numbers,
warnings and advice), the lines that could not be read, the settings used, the words the
round's table, print layout and cards need, and the round as CSV text (the page's download)."""

from __future__ import annotations

import csv
import io
from typing import Any

from ..numbers import json_value
from . import round_words, words
from .boards import star_points
from .pairings import LineError
from .replies import komi_json, setup_json, tie_json
from .round import Board, Round

Reply = dict[str, Any]


def _player(board: Board, side: int) -> Reply:
    pairing, diff = board.pairing, board.game.difference
    given = (pairing.first, pairing.second)[side - 1]
    player: Reply = {"name": given.name, "rank": given.strength, "given": given.strength}
    if diff.players is not None:
        player["rank"] = diff.players[side - 1].rank_label() or given.strength
    if given.mms is not None:
        player["mms"] = given.mms
    return player


def board_json(board: Board) -> Reply:
    game, h = board.game, board.game.handicap
    setup = game.setup
    black, white = _player(board, board.black), _player(board, 3 - board.black)
    caption = words.board_caption(setup.board, h.stones, game.stone_points)
    komi_text = komi_json(h.komi, game.effective_komi)
    row: Reply = {
        "board": board.number,
        "line": board.pairing.line,
        "black": black,
        "white": white,
        "nigiri": board.nigiri,
        "rank_difference": json_value(game.rank_difference),
        "stones": h.stones,
        "komi": json_value(h.komi),
        "handicap_bonus": game.bonus,
        "effective_komi": json_value(game.effective_komi),
        "black_wins_ties": h.black_wins_ties,
        **tie_json(game.tie_rule),
        **komi_text,
        "beyond_maximum": game.beyond_maximum,
        "board_size": setup.board,
        "stone_points": game.stone_points,
        "star_points": star_points(setup.board),
        "board_caption": caption,
        "board_title": words.board_title(setup.board, caption),
        "warnings": words.warnings(game),
        "advice": [words.nigiri_advice()] if board.nigiri else [],
        "summary": round_words.board_summary(
            board.number, round_words.player_text(black["name"], black["rank"]),
            round_words.player_text(white["name"], white["rank"]), h.stones, komi_text["komi_text"], board.nigiri),
    }
    if board.pairing.known_handicap is not None:
        row["source_stones"] = board.pairing.known_handicap
    return row


def error_json(error: LineError) -> Reply:
    return {"line": error.line, "text": error.text, "message": error.message}


def round_csv(rows: list[Reply]) -> str:
    """The round as CSV (RFC 4180: comma separated, CRLF, a header line); numbers as JSON writes
    them, so spreadsheets read them as numbers."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(round_words.csv_header())
    mark = " " + round_words.nigiri_mark()
    for row in rows:
        black, white = row["black"], row["white"]
        nigiri = mark if row["nigiri"] else ""
        writer.writerow((row["board"], (black["name"] or "") + nigiri, black["rank"],
                         (white["name"] or "") + nigiri, white["rank"], row["stones"], row["komi"],
                         row["effective_komi"], row["tie_text"], " / ".join(w["message"] for w in row["warnings"])))
    return out.getvalue()


def round_json(r: Round, boards: list[Board], errors: list[LineError]) -> Reply:
    rows = [board_json(b) for b in boards]
    setup = r.setup
    where = words.where(setup)
    return {
        "command": "go-round",
        **setup_json(setup),
        "round": r.number,
        "boards": rows,
        "errors": [error_json(e) for e in errors],
        "settings": dict(r.settings),
        "words": {
            "columns": round_words.columns(),
            "errors_columns": round_words.errors_columns(),
            "errors_heading": round_words.errors_heading(),
            "card": round_words.card(),
            "title": round_words.title(r.number, where, words.system_name(setup.system)),
            "caption": round_words.caption(len(rows), len(errors)),
            "csv_filename": round_words.csv_filename(r.number, setup.board),
        },
        "csv": round_csv(rows),
        "summary": round_words.caption(len(rows), len(errors)),
    }
