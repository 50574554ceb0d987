"""The words of a tournament round (``go-round``): the table's, the CSV's, the print layout's and
the table cards' headers, each board's summary, and every message about a line or a file that
cannot be read. One place, English; the numbers come from the arithmetic (``solve.py``), the
single game's own words (warnings, advice, ties) from ``words.py``.
"""

from __future__ import annotations

from ..text import show

# The round table's columns, the CSV header and the error table's columns.
COLUMNS = {"board": "Board", "black": "Black", "white": "White", "stones": "Stones", "komi": "Komi",
           "effective_komi": "Effective komi", "ties": "Ties", "warnings": "Warnings"}
ERRORS_COLUMNS = {"line": "Line", "text": "Text", "message": "What is wrong"}
CARD = {"board": "Board", "black": "Black", "white": "White", "stones": "Stones", "komi": "Komi"}
CSV_HEADER = ("Board", "Black", "Black rank", "White", "White rank", "Stones", "Komi", "Effective komi", "Ties",
              "Warnings")
NIGIRI_MARK = "nigiri"  # after the names in the CSV when colours are to be chosen by nigiri
NO_NAME = ""  # a player given by strength alone


def too_big(size: int, limit: int) -> str:
    return (f"is {size / 1024 / 1024:.1f} MB: at most {limit // (1024 * 1024)} MB can be read; split the round "
            "into smaller files")


def too_many(limit: int) -> str:
    return f"has more than {limit:,} pairings: at most {limit:,} in one round"


def bad_board(board: int, limit: int) -> str:
    return f"board number {board} is not allowed: use 1 to {limit}"


def bad_shape(count: int) -> str:
    return (f"found {count} field{'s' if count != 1 else ''}; give two players, each a name and a strength "
            "(e.g. “Alice 3d - Bob 5k” or “1, Alice, 3d, Bob, 5k”)")


def no_strength(player: int, given: str) -> str:
    return (f"player {player} (“{given}”) has no strength: give a rank or a rating after the name "
            "(e.g. “Alice 3d”)")


def duplicate_board(board: int, line: int) -> str:
    return f"board {board} is already used on line {line}"


def player_error(player: int | None, message: str, numeric_rank: bool) -> str:
    """A board's strength or name error, naming the player (1: first listed)."""
    who = f"player {player}: " if player else ""
    hint = " (for ratings choose the strength scale: ogs, egf, aga or goldis)" if numeric_rank else ""
    return f"{who}{message}{hint}"


XML_DECLARATIONS = ("has a DTD or entity declarations (<!DOCTYPE …>, <!ENTITY …>): such files are refused and "
                    "nothing in them is expanded; save the tournament again from OpenGotha")


def not_opengotha(root: str) -> str:
    found = f"its root element is <{root}>" if root and root != "Tournament" else "it has no <Players>"
    return f"is not an OpenGotha tournament file: {found}, not <Tournament> with <Players> and <Games>"


def bad_xml(line: int, reason: str) -> str:
    return f"is not readable XML: line {line}: {reason}"


def no_games(number: int, rounds: list[int]) -> str:
    if not rounds:
        return f"round {number} has no games: the file has no games yet (pair the round in OpenGotha first)"
    listed = ", ".join(str(r) for r in rounds)
    return f"round {number} has no games in this file (games in round{'s' if len(rounds) > 1 else ''} {listed})"


def unknown_player(key: str) -> str:
    return f"no player with the key “{key}” in the file's <Players>"


def bad_table(value: str) -> str:
    return f"table number “{value}” is not allowed: use a whole number from 1"


def title(round_number: int | None, where: str, system_name: str) -> str:
    """The round's heading on the page, in print and on the cards."""
    head = f"Round {round_number}" if round_number is not None else "Round"
    return f"{head}: {where}, {system_name}"


def caption(boards: int, errors: int) -> str:
    text = f"{boards} board{'s' if boards != 1 else ''}"
    if errors:
        text += f"; {errors} line{'s' if errors != 1 else ''} could not be read"
    return text + "."


def csv_filename(round_number: int | None, board: int) -> str:
    return f"round-{round_number}-{board}x{board}.csv" if round_number is not None else f"round-{board}x{board}.csv"


def board_summary(board: int, black: str, white: str, stones: int, komi: str, nigiri: bool) -> str:
    """"Board 3: Ann (5k) takes Black with 2 stones against Bob (3d); komi 0.5."."""
    if nigiri:
        return f"Board {board}: {black} and {white}, an even game (nigiri); komi {komi}."
    if stones == 0:
        return f"Board {board}: {black} takes Black against {white} in an even game; komi {komi}."
    handicap = "no stones" if stones == 0 else ("one stone (Black moves first)" if stones == 1 else f"{stones} stones")
    return f"Board {board}: {black} takes Black with {handicap} against {white}; komi {komi}."


def player_text(name: str | None, rank: str | None) -> str:
    """A player in a sentence: "Ann (5k)", or the rank alone."""
    if name and rank:
        return f"{name} ({rank})"
    return name or rank or "?"


def opengotha_note(stones: int) -> str:
    return f"OpenGotha's own file gives {stones} stone{'s' if stones != 1 else ''}"


def shown(value: object) -> str:
    return show(value) if isinstance(value, int) else str(value)


# The round form's hints (go-systems carries them with the Go form's).
HINTS = {
    "pairings": ("One pairing a line: two players, each a name and a strength, optionally a board number first "
                 "(“1, Alice, 3d, Bob, 5k” or “Alice 3d - Bob 5k”); tab, comma, semicolon, “ - ” or “ vs ” "
                 "between them; a header line is skipped."),
    "opengotha": "An OpenGotha tournament file (File › Save, .xml): its players, the round's games and its "
                 "handicap settings.",
    "round": "The round to compute, from 1 to the file's number of rounds.",
    "handicap_correction": "OpenGotha's handicap correction: ranks taken off the difference, −1 to 9 "
                           "(never below an even game).",
    "handicap_basis": "Rank, or the McMahon score (OpenGotha: a score of 30 counts as 1d).",
}
HANDICAP_BASIS_MENU = (("rank", "Rank"), ("mms", "McMahon score"))
