"""A round's pairings read from pasted text or CSV: one pairing a line, each player a name and a
strength, optionally a board number first.

    1  Alice Martin 3d - Bob Stone 5k        " - " or " vs " between the players
    2, Carol, 1k, Dan, 4k                    tab, comma or semicolon between fields
    Eve 2d vs Frank 2d                       no board number: the next one
    Board;White;Rank;Black;Rank              a first line without strengths is a header
    Brett;Weiß;Rang;Schwarz;Rang             (in English or the request's language: lang="de")

The round's own CSV (the page's "Download CSV": board, Black, Black's rank, White, White's rank,
then six columns the engine computes again) is read back in any of the engine's languages: its
header (by its words, or by its ten columns when the engine lacks that language's words) says
Black is listed first and the ranks are ranks, whatever scale the form holds; the names lose the
nigiri mark, which makes the board a nigiri again; the computed columns are ignored (an organiser
who changed a rank in a spreadsheet gets the new stones). Without its header, a line of ten
columns shaped like the download (a board number, a name and a rank, a name and a rank) is read
the same way.

A line has two players: either two fields, each "name strength" (the strength last, in brackets
or not), or four (name, strength, name, strength), or six with each player's McMahon score after
the strength. A header naming White and Black says the colours (the first listed is White when
White comes first); without one, colours follow the handicap and an even game is a nigiri.
Blank lines and lines starting with "#" are skipped. A line that cannot be read becomes an
error naming its number, text and what is wrong; the other lines are still read.

Only the shape of a line is checked here: the strengths are read by the ``go`` command's own
reader when each board is solved, so a round and a single game accept the same values.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass

from .. import ranks
from ..errors import InvalidInput
from . import round_words as words

MAX_BYTES = 2 * 1024 * 1024  # 2 MB of text
MAX_PAIRINGS = 2000
MAX_BOARD_NUMBER = 9999
# A pairing line's longest: two names, two strengths and a board fit in far fewer; a longer line is
# refused before any of it is read (the csv module's own limit, 131,072 characters a cell, is
# never reached, and no expression below meets more than this).
MAX_LINE = 1000
# The text's lines as a person counts them: a line ends at a line feed, a carriage return or both
# (``str.splitlines`` also splits at a form feed, a file separator or U+2028, which an editor shows
# inside a line, and then named a line past the text's end).
_LINE_END = re.compile(r"\r\n|\r|\n")


def lines_of(text: str) -> list[str]:
    """The text's lines as a person counts them (every reader of lines numbers them so)."""
    return _LINE_END.split(text)

EXPORT_COLUMNS = len(words.CSV_COLUMNS)  # the round's own CSV: 10 columns
RECORDED_COLUMNS = EXPORT_COLUMNS + 2  # …and 12 from a file that records its games (stones, Black)
CHANCE_COLUMNS = 2  # Black's chance by the AGA's and OGS's models, after the warnings (a later CSV's)
# …each with or without the chance's two columns, and a last column with the rules' name (a round
# without rules has none): 10 to 15 columns
EXPORT_SHAPES = tuple(sorted({base + chance + rules for base in (EXPORT_COLUMNS, RECORDED_COLUMNS)
                              for chance in (0, CHANCE_COLUMNS) for rules in (0, 1)}))
EXPORT_PLAYERS = 5  # of which the first five are read: board, Black, Black's rank, White, White's rank

_BETWEEN = re.compile(r"\s+(?:-|–|—|vs\.?|versus)\s+", re.IGNORECASE)
# A rank as ranks.py reads it ("3d", "5 kyu", and as the replies write it: "3段", "5級", "プロ9段",
# French "8e kyu", "1er dan"), or a rating.
# A rating starts where a run of digits does ((?<!\d)): else a name ending in many digits is tried
# from each of them, quadratic in the run.
_STRENGTH = rf"{ranks.RANK_PATTERN}(?![a-z])|(?<!\d)[-+−]?\d+(?:\.\d+)?"
_RANK = re.compile(rf"^{ranks.RANK_PATTERN}$", re.IGNORECASE)
_STRENGTH_ONLY = re.compile(rf"^\(?\s*(?:{_STRENGTH})\s*\)?$", re.IGNORECASE)
_NAME_AND_STRENGTH = re.compile(rf"^(?P<name>.*?)[\s,]*[(\[]?\s*(?P<strength>{_STRENGTH})\s*[)\]]?$", re.IGNORECASE)
_STRENGTH_AND_NAME = re.compile(rf"^[(\[]?\s*(?P<strength>{_STRENGTH})\s*[)\]]?\s+(?P<name>\D.*)$", re.IGNORECASE)
_BOARD = re.compile(r"^(?:board|table|tbl|no\.?|nr\.?|#)?\s*(\d{1,4})[.):]?$", re.IGNORECASE)
_BOARD_PREFIX = re.compile(r"^(\d{1,4})[.):]?\s+(?=\D)")
_HEADER_WORDS = re.compile(r"\b(?:board|table|white|black|name|player|first|last|rank|rating|strength|grade|level|"
                           r"mms|mcmahon|score|gor|club|country)", re.IGNORECASE)


@dataclass(frozen=True)
class Side:
    name: str | None
    strength: str  # as given: "3d", "2150"
    mms: str | None = None  # the McMahon score as given, when the line has one


@dataclass(frozen=True)
class Pairing:
    line: int  # 1-based line of the text (0: not from text)
    text: str
    board: int | None  # None: the next number
    first: Side
    second: Side
    colours: bool = False  # True: the colours are known when the game is even (else a nigiri)
    black_first: bool = False  # with ``colours``: ``first`` plays Black (else White)
    ranks: bool = False  # the strengths are ranks whatever scale the request gives (the round's CSV)
    known_handicap: int | None = None  # the stones the source itself gave (an OpenGotha file)


@dataclass(frozen=True)
class LineError:
    line: int
    text: str
    message: str


@dataclass(frozen=True)
class Parsed:
    pairings: tuple[Pairing, ...]
    errors: tuple[LineError, ...]


def check_size(field: str, text: str) -> None:
    """Refuse input over the limit before reading any of it."""
    size = len(text.encode("utf-8", errors="replace"))
    if size > MAX_BYTES:
        raise InvalidInput(field, words.too_big(size, MAX_BYTES))


def _cells(line: str) -> list[str]:
    """A line's cells: split at its tab, semicolon or comma (CSV quoting understood)."""
    for delimiter in ("\t", ";", ","):
        if delimiter in line:
            return [_blanks_as_one(cell) for cell in next(csv.reader([line], delimiter=delimiter,
                                                                      skipinitialspace=True))]
    return [_blanks_as_one(line)]


def _blanks_as_one(text: str) -> str:
    """Each run of blanks one space, none at the ends: what the expressions below meet has no
    run of blanks to split three ways (they were cubic in one)."""
    return " ".join(text.split())


def _fields(line: str) -> list[str]:
    parts: list[str] = []
    for cell in _cells(line):
        parts.extend(part.strip() for part in _BETWEEN.split(cell.strip()))
    while parts and not parts[-1]:
        parts.pop()
    return parts


def _is_rank(text: str) -> bool:
    return bool(_RANK.match(text))


def _looks_like_strength(text: str) -> bool:
    return bool(_STRENGTH_ONLY.match(text.strip()))


def _is_header(parts: list[str]) -> bool:
    """A first line without strengths, with a column word: English's, or the request language's
    (so "Brett;Weiß;Rang;Schwarz;Rang", or the round's own CSV in German, is a header)."""
    if any(_looks_like_strength(p) or _NAME_AND_STRENGTH.match(p) for p in parts):
        return False
    local = words.header_words()
    return any(_HEADER_WORDS.search(p) or any(w in p.lower() for w in local) for p in parts)


def _is_export_header(cells: list[str]) -> bool:
    """The round CSV's header: its first five columns or more in one of the engine's languages, or
    ten columns without a strength (a language whose words the page's engine has not fetched)
    that do not name White before Black in words it knows (the export lists Black first: another
    program's ten columns listing White first keep their colours)."""
    if any(_looks_like_strength(c) or _NAME_AND_STRENGTH.match(c) for c in cells):
        return False
    given = tuple(" ".join(c.split()).lower() for c in cells)
    if len(given) >= EXPORT_PLAYERS and any(given[:len(header)] == header[:len(given)]
                                            for header in words.export_headers().values()):
        return True
    return len(cells) in EXPORT_SHAPES and not _header_colours(cells)


def _looks_like_export_row(cells: list[str]) -> bool:
    """A line of the round's CSV without its header: ten columns, a board, a name and a rank twice."""
    return len(cells) in EXPORT_SHAPES and bool(_BOARD.match(cells[0])) and \
        _looks_like_strength(cells[2]) and _looks_like_strength(cells[4])


def _without_mark(name: str, marks: frozenset[str]) -> tuple[str, bool]:
    for mark in marks:
        if name.endswith(mark):
            return name[:-len(mark)].strip(), True
    return name, False


def read_export_line(cells: list[str], marks: frozenset[str]) -> tuple[int | None, Side, Side, bool] | str:
    """A line of the round's CSV: its board, Black and White, and whether it is a nigiri."""
    if len(cells) < EXPORT_PLAYERS:
        return words.bad_shape(len(cells))
    board_cell, black_name, black_rank, white_name, white_rank = cells[:EXPORT_PLAYERS]
    board: int | None = None
    if board_cell:
        match = _BOARD.match(board_cell)
        if not match:
            return words.bad_board_cell(board_cell)
        board = int(match.group(1))
        if not 1 <= board <= MAX_BOARD_NUMBER:
            return words.bad_board(board, MAX_BOARD_NUMBER)
    black_name, black_marked = _without_mark(black_name, marks)
    white_name, white_marked = _without_mark(white_name, marks)
    black, white = _pair(black_name, black_rank), _pair(white_name, white_rank)
    if black is None:
        return words.no_strength(1, f"{black_name}, {black_rank}")
    if white is None:
        return words.no_strength(2, f"{white_name}, {white_rank}")
    return board, black, white, black_marked or white_marked


def _first(text: str, names: tuple[str, ...]) -> int:
    found = [at for at in (text.find(n) for n in names) if at >= 0]
    return min(found) if found else -1


def _header_colours(parts: list[str]) -> bool:
    """Whether a header lists White before Black (then the first player listed is White), in
    English or the request's language."""
    text = " ".join(parts).lower()
    local_white, local_black = words.colour_words()
    white, black = _first(text, ("white", local_white)), _first(text, ("black", local_black))
    return white >= 0 and (black < 0 or white < black)


def _side(text: str) -> Side | None:
    match = _NAME_AND_STRENGTH.match(text.strip()) or _STRENGTH_AND_NAME.match(text.strip())
    if not match:
        return None
    name = " ".join(match.group("name").strip(" ,;:").split()) or None
    return Side(name, match.group("strength").replace(" ", ""))


def _pair(name: str, strength: str, mms: str | None = None) -> Side | None:
    """A player given as separate fields (the strength may come first)."""
    if not _looks_like_strength(strength) and _looks_like_strength(name):
        name, strength = strength, name
    if not _looks_like_strength(strength):
        return None
    return Side(" ".join(name.split()) or None, strength.strip("()[] ").replace(" ", ""), mms)


def _board(parts: list[str]) -> tuple[int | None, list[str]]:
    if len(parts) in (3, 5, 7):
        match = _BOARD.match(parts[0])
        if match:
            return int(match.group(1)), parts[1:]
    if len(parts) == 2:
        match = _BOARD_PREFIX.match(parts[0])
        if match:
            return int(match.group(1)), [parts[0][match.end():], parts[1]]
    return None, parts


def read_line(line: str) -> tuple[int | None, Side, Side] | str:
    """A line's board number and two players, or what is wrong with it."""
    board, parts = _board(_fields(line))
    if board is not None and not 1 <= board <= MAX_BOARD_NUMBER:
        return words.bad_board(board, MAX_BOARD_NUMBER)
    sides: tuple[Side | None, Side | None]
    if len(parts) == 2:
        sides = (_side(parts[0]), _side(parts[1]))
    elif len(parts) == 4:
        sides = (_pair(parts[0], parts[1]), _pair(parts[2], parts[3]))
    elif len(parts) == 6:
        sides = (_pair(parts[0], parts[1], parts[2]), _pair(parts[3], parts[4], parts[5]))
    else:
        return words.bad_shape(len(parts))
    given = (parts[0], parts[1]) if len(parts) == 2 else (", ".join(parts[:len(parts) // 2]),
                                                          ", ".join(parts[len(parts) // 2:]))
    for number, side in enumerate(sides, start=1):
        if side is None:
            return words.no_strength(number, given[number - 1])
    assert sides[0] is not None and sides[1] is not None
    return board, sides[0], sides[1]


def read_pairings(text: str) -> Parsed:
    """Every pairing of the text, and an error for each line that cannot be read."""
    check_size("pairings", text)
    pairings: list[Pairing] = []
    errors: list[LineError] = []
    colours = False
    export = False  # the round's own CSV, its header seen
    marks: frozenset[str] | None = None
    seen_first = False
    for number, raw in enumerate(lines_of(text), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        if len(line) > MAX_LINE:
            errors.append(LineError(number, line[:MAX_LINE // 10] + "…", words.line_too_long(len(line), MAX_LINE)))
            continue
        cells = _cells(line)
        if not seen_first:
            seen_first = True
            if _is_export_header(cells):
                export = True
                continue
            parts = _fields(line)
            if _is_header(parts):
                colours = _header_colours(parts)
                continue
        if export or _looks_like_export_row(cells):
            marks = words.nigiri_marks() if marks is None else marks
            exported = read_export_line(cells, marks)
            if isinstance(exported, str):
                errors.append(LineError(number, line, exported))
                continue
            board, black, white, nigiri = exported
            pairings.append(Pairing(number, line, board, black, white, colours=not nigiri, black_first=True,
                                    ranks=_is_rank(black.strength) and _is_rank(white.strength)))
            if len(pairings) > MAX_PAIRINGS:
                raise InvalidInput("pairings", words.too_many(MAX_PAIRINGS))
            continue
        read = read_line(line)
        if isinstance(read, str):
            errors.append(LineError(number, line, read))
            continue
        board, first, second = read
        pairings.append(Pairing(number, line, board, first, second, colours))
        if len(pairings) > MAX_PAIRINGS:
            raise InvalidInput("pairings", words.too_many(MAX_PAIRINGS))
    return Parsed(tuple(pairings), tuple(errors))
