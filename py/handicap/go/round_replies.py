"""A solved round as the ``go-round`` reply: one row per board (the single game's numbers,
warnings and advice), the lines that could not be read, the settings used, the words the
round's table, print layout and cards need, and the round as CSV text (the page's download)."""

from __future__ import annotations

import csv
import io
from typing import Any

from .. import ranks
from ..i18n import number, say, say_plural
from ..numbers import json_value
from ..text import percent, show
from . import recorded, round_settings, round_sheet, round_words, words
from .answer_words import komi_short
from .black_chance import CHANCE_MODELS, board_chance
from .boards import star_points
from .chance_words import chance_json
from .pairings import LineError
from .replies import komi_json, setup_json, tie_json
from .round import Board, Round
from .rules import RULES_FOR_COUNTING, RULESETS
from .solve import Game

Reply = dict[str, Any]
# Black's chance in the CSV: a probability to four places (a hundredth of a percent), the same
# number from the engine in the browser as on the command line (their last float digits differ)
CHANCE_PLACES = 4


def _player(board: Board, side: int) -> Reply:
    pairing, diff = board.pairing, board.game.difference
    given = (pairing.first, pairing.second)[side - 1]
    player: Reply = {"name": given.name, "rank": given.strength, "given": given.strength}
    if diff.players is not None:
        player["rank"] = diff.players[side - 1].rank_label() or given.strength
    # The rank as the language writes it, for the table and the cards (ja "5級", ko "5급"); "rank"
    # stays as the CSV writes it, which any language's paste reads back.
    player["rank_text"] = ranks.display(player["rank"])
    if given.mms is not None:
        player["mms"] = given.mms
    return player


def game_json(game: Game) -> Reply:
    """What a board shows of its game: the same for every board with the same strengths (their
    rows share these values, lists included: the reply is read, never changed)."""
    h, setup = game.handicap, game.setup
    caption = words.board_caption(setup.board, h.stones, game.stone_points)
    return {
        "rank_difference": json_value(game.rank_difference),
        "stones": h.stones,
        "komi": json_value(h.komi),
        "handicap_bonus": game.bonus,
        "effective_komi": json_value(game.effective_komi),
        "black_wins_ties": h.black_wins_ties,
        **tie_json(game.tie_rule),
        **komi_json(h.komi, game.effective_komi),
        # The komi in the table, the print and the cards as the language's players write it (ja
        # "6目半", "逆コミ1目半"); "komi_text" stays the number (the Go tab shows it beside its words).
        "komi_short": komi_short(h.komi),
        "effective_komi_short": komi_short(game.effective_komi),
        "beyond_maximum": game.beyond_maximum,
        "board_size": setup.board,
        "stone_points": game.stone_points,
        "star_points": star_points(setup.board),
        "board_caption": caption,
        "board_title": words.board_title(setup.board, caption),
        # Who moves first, said on the table card beside its diagram (a 1-stone board shows none).
        "first_move": round_words.first_move(h.stones),
        "warnings": words.warnings(game),
    }


def board_json(board: Board, shown: Reply | None = None, chance: Reply | None = None) -> Reply:
    """A board's row (``shown``: its game's part, when already written for another board;
    ``chance``: its Black's chance, when already written for a board of the same game and colours)."""
    game = board.game
    black, white = _player(board, board.black), _player(board, 3 - board.black)
    part = game_json(game) if shown is None else shown
    row: Reply = {"board": board.number, "line": board.pairing.line, "black": black, "white": white,
                  "nigiri": board.nigiri, **part,
                  "advice": [words.nigiri_advice()] if board.nigiri else []}
    # The sentence in the language's own words, as a single game's (ja "5級", "コミ−5目半"); the
    # row's "rank" and "komi" stay as given and as numbers (the table, the CSV, a paste back).
    row["summary"] = round_words.board_summary(
        board.number, round_words.player_text(black["name"], ranks.display(black["rank"])),
        round_words.player_text(white["name"], ranks.display(white["rank"])), game.handicap.stones,
        game.handicap.komi, board.nigiri)
    if board.pairing.known_handicap is not None:
        row["source_stones"] = board.pairing.known_handicap
    # Whose game the row prints: the file's recorded one (the calculator's under "system"), or
    # the system's (``handicaps`` "system", or a board the file records nothing for).
    row["printed"] = "recorded" if board.system is not None else "system"
    row["black_chance"] = _board_chance(board) if chance is None else chance
    row.update(_recorded(board))
    return row


def _board_chance(board: Board) -> Reply:
    """Black's chance in the board's game, by the AGA's and OGS's models, the colours as printed."""
    game = board.game
    setup, h = game.setup, game.handicap
    ruleset = setup.ruleset or RULESETS[RULES_FOR_COUNTING[setup.counting]]
    return chance_json(board_chance(game.difference, setup.board, ruleset, h.stones, h.komi, board.black,
                                    board.nigiri))


def _recorded(board: Board) -> Reply:
    """What the file recorded for the board, the system's game, and whether the two differ."""
    found = recorded.recorded(board.pairing)
    if found is None:
        return {"recorded": None, "recorded_differs": False}
    system = board.system or board
    sides = (board.pairing.first, board.pairing.second)
    black_name = None if found.black is None else sides[found.black - 1].name
    different = recorded.differs(found, system.game.handicap.stones, system.black, system.nigiri)
    text = round_words.recorded_text(found.stones, black_name)
    system_black = None if system.nigiri else sides[system.black - 1].name
    part: Reply = {"recorded": {"stones": found.stones, "black": black_name}, "recorded_differs": different,
                   "recorded_text": text,
                   "system_game": {"stones": system.game.handicap.stones, "komi": json_value(system.game.handicap.komi),
                                   "komi_short": komi_short(system.game.handicap.komi), "black": system_black,
                                   "nigiri": system.nigiri}}
    if different:
        computed = round_words.recorded_text(system.game.handicap.stones, system_black)
        part["recorded_note"] = round_words.recorded_differs(text, computed)
        # The sheet's short form of the game the row does not print, its Black only where the
        # colours differ: the file's ("an even game"; "2 stones, Black: Lee") beside the system's
        # game, or the system's ("system: 1 stone") beside the file's.
        if board.system is None:
            colours_differ = found.black is not None and (board.nigiri or found.black != board.black)
            part["recorded_short"] = round_words.recorded_text(found.stones, black_name if colours_differ else None)
        else:
            colours_differ = system.nigiri or (found.black is not None and found.black != system.black)
            part["recorded_short"] = round_words.system_short(round_words.recorded_text(
                system.game.handicap.stones, system_black if colours_differ else None))
    return part


def board_rows(boards: list[Board]) -> list[Reply]:
    """Every board's row, each game's part written once, and its chance once for each way the
    colours go (a game is shared by the boards of the same strengths)."""
    parts: dict[int, Reply] = {}
    chances: dict[tuple[int, int, bool], Reply] = {}
    rows = []
    for board in boards:
        key = id(board.game)
        if key not in parts:
            parts[key] = game_json(board.game)
        colours = (key, board.black, board.nigiri)
        row = board_json(board, parts[key], chances.get(colours))
        chances.setdefault(colours, row["black_chance"])
        rows.append(row)
    return rows


def error_json(error: LineError) -> Reply:
    return {"line": error.line, "text": error.text, "message": error.message}


def round_csv(rows: list[Reply], rules: str = "") -> str:
    """The round as CSV (RFC 4180: comma separated, CRLF, a header line); numbers as JSON writes
    them, so spreadsheets read them as numbers. ``rules``: the rules' name, in a last column of
    every row ("": no such column). A file that records its games adds, for every board, what it
    recorded and the system's game beside it (stones, komi, Black) and whether the two differ,
    whichever of them the first columns print. After the warnings, Black's chance by the AGA's and
    by OGS's model (a probability to four places; "" where the model does not cover the game)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    with_recorded = any(row.get("recorded") is not None for row in rows)
    extra = [*round_words.recorded_columns().values(), *round_words.system_columns().values()] if with_recorded else []
    chance = list(round_words.chance_columns().values())
    writer.writerow(round_words.csv_header() + chance + extra + ([say("round.column.rules")] if rules else []))
    mark = " " + round_words.nigiri_mark()
    for row in rows:
        black, white = row["black"], row["white"]
        nigiri = mark if row["nigiri"] else ""
        cells: list[Any] = [row["board"], (black["name"] or "") + nigiri, black["rank"],
                            (white["name"] or "") + nigiri, white["rank"], row["stones"], row["komi"],
                            row["effective_komi"], row["tie_text"], " / ".join(w["message"] for w in row["warnings"])]
        chance = row["black_chance"]
        cells += ["" if chance[model] is None else round(chance[model]["black"], CHANCE_PLACES)
                  for model in CHANCE_MODELS]
        if with_recorded:
            cells += _recorded_cells(row)
        if rules:
            cells.append(rules)
        writer.writerow(cells)
    return out.getvalue()


def _recorded_cells(row: Reply) -> list[Any]:
    """A board's recorded game ("" where the file records none), the system's game and whether
    the two differ (yes / no; "" without a recorded game)."""
    found = row.get("recorded")
    system = row.get("system_game")
    if system is None:  # nothing recorded: the row prints the system's game
        nigiri, black = row["nigiri"], row["black"]["name"]
        system = {"stones": row["stones"], "komi": row["komi"], "black": None if nigiri else black, "nigiri": nigiri}
    system_black = round_words.nigiri_mark() if system["nigiri"] else system["black"] or ""
    differs = "" if found is None else say("go.csv.yes" if row["recorded_differs"] else "go.csv.no")
    recorded_cells: list[Any] = ["", ""] if found is None else [found["stones"], found["black"] or ""]
    return [*recorded_cells, system["stones"], system["komi"], system_black, differs]


def _round_words(r: Round) -> Reply:
    """A file's round: which one was computed (a sentence) and what an empty Round field stands for."""
    if r.number is None or r.rounds is None or not r.with_games:
        return {"round_used": "", "round_field": ""}
    latest = r.with_games[-1]
    return {"round_used": round_words.round_used(r.number, r.rounds, latest),
            "round_field": round_words.round_field(latest)}


def round_json(r: Round, boards: list[Board], errors: list[LineError]) -> Reply:
    every = board_rows(boards)
    # "Only the boards that differ": the rest of the reply shows these; the summaries count all.
    rows = [row for row in every if row["recorded_differs"]] if r.only_differing else every
    setup = r.setup
    where = words.where(setup)
    return {
        "command": "go-round",
        **setup_json(setup),
        "round": r.number,
        "rounds": list(r.with_games) if r.number is not None else None,
        "tournament": r.tournament or None,
        "boards": rows,
        "errors": [error_json(e) for e in errors],
        "settings": dict(r.settings),
        # The settings the file itself gives (request keys; the others are the form's or the defaults).
        "file_settings": sorted(r.file_settings) if r.number is not None else None,
        "words": {
            "columns": round_words.columns(),
            "errors_columns": round_words.errors_columns(),
            "errors_heading": round_words.errors_heading(),
            "card": round_words.card(),
            "title": round_words.title(r.number, where, words.system_name(setup.system), r.tournament),
            "card_title": round_words.card_title(r.number, r.tournament),
            "caption": round_words.caption(len(rows), len(errors)),
            # The summary where the unread lines are not above the table but on standard error (the
            # command line's table).
            "summary_on_stderr": round_words.computed(len(every), len(errors), on_stderr=True),
            "rules_text": round_settings.rules_text(setup.ruleset.key) if setup.ruleset else "",
            # The sheet: the columns that vary, what every board shares (the heading says it
            # once), the one note for the boards whose colours go by nigiri and their mark.
            "table_columns": round_sheet.table_columns(rows),
            # …of which the printed sheet keeps these (Black's chance only when asked for)
            "paper_columns": round_sheet.paper_columns(rows, r.chance_on_paper),
            "shared": [*round_settings.setting_facts(r), *_handicaps_facts(r, every, rows),
                       *round_sheet.shared(rows)],
            "nigiri_note": round_sheet.nigiri_note(rows),
            "nigiri_mark": round_words.nigiri_mark(),
            "csv_filename": round_words.csv_filename(r.number, setup.board),
            **_round_words(r),
        },
        # A file's round says its rules in a last column (the file's own, or the organiser's).
        "csv": round_csv(rows, words.rules_name(setup.ruleset.key) if setup.ruleset and r.number is not None else ""),
        "summary": round_words.computed(len(every), len(errors)),
        **_recorded_summary(every),
        **_handicap_games(r),
    }


def _handicaps_facts(r: Round, every: list[Reply], rows: list[Reply]) -> list[dict[str, str]]:
    """Whose handicaps the sheet prints, and that it shows only the differing boards (a file that
    records its games only)."""
    if not any(row["recorded"] is not None for row in every):
        return []
    facts = [{"key": "handicaps", "text": say(f"round.handicaps.{r.handicaps}")}]
    if r.only_differing:
        facts.append({"key": "only_differing",
                      "text": say_plural("round.only_differing", len(rows), shown=len(rows), total=len(every))})
    return facts


def _recorded_summary(rows: list[Reply]) -> Reply:
    """How many boards the file recorded, and how many of them are not the system's game."""
    games = sum(row["recorded"] is not None for row in rows)
    if not games:
        return {"recorded_summary": None}
    differ = sum(bool(row["recorded_differs"]) for row in rows)
    return {"recorded_summary": {"games": games, "differ": differ,
                                 "text": round_words.recorded_summary(games, differ),
                                 "columns": {"recorded": say("round.column.recorded"),
                                             **round_words.recorded_columns()}}}


def _handicap_games(r: Round) -> Reply:
    """An EGD table's handicap games by gap (only a table with results has them)."""
    if not r.played:
        return {}
    rows = [{"gap": json_value(row.gap), "games": row.games, "black_score": round(float(row.black_score), 3),
             "black_points": json_value(row.black_points),
             "text": {"gap": number(show(row.gap)), "games": str(row.games),
                      "black_score": percent(float(row.black_score))}}
            for row in recorded.handicap_games(r.played)]
    return {"handicap_games": rows, "handicap_games_words": round_words.handicap_games_words()}
