"""The words of a tournament round (``go-round``): the table's, the CSV's, the print layout's and
the table cards' headers, each board's summary, and every message about a line or a file that
cannot be read — from the catalogue of the request's language (``handicap.i18n``; English in
``locale/engine.pot``, ids "round.*"). The numbers come from the arithmetic (``solve.py``); the
single game's own words (warnings, advice, ties) from ``words.py``.
"""

from __future__ import annotations

from fractions import Fraction

from ..i18n import available, say, say_plural, using
from .answer_words import komi_said
from .files import formats_text

# The round table's columns, the error table's and the table cards' labels: key -> message id.
COLUMNS = ("board", "black", "white", "stones", "komi", "effective_komi", "ties", "chance", "warnings")
ERRORS_COLUMNS = ("line", "text", "message")
CARD = ("board", "black", "white", "stones", "komi")
CSV_COLUMNS = ("board", "black", "black_rank", "white", "white_rank", "stones", "komi", "effective_komi", "ties",
               "warnings")
HANDICAP_BASIS_MENU = (("rank", "round.menu.basis.rank"), ("mms", "round.menu.basis.mms"))
HINTS = ("pairings", "opengotha", "file", "round", "scale", "handicap_correction", "handicap_basis")


def columns() -> dict[str, str]:
    return {key: say(f"round.column.{key}") for key in COLUMNS}


def errors_columns() -> dict[str, str]:
    return {key: say(f"round.error_column.{key}") for key in ERRORS_COLUMNS}


def errors_heading() -> str:
    return say("round.errors_heading")


def card() -> dict[str, str]:
    """The cards' labels; "nigiri" in place of Black and White on an even board's card."""
    return {**{key: say(f"round.column.{key}") for key in CARD}, "nigiri": say("round.card.nigiri"),
            "rules": say("round.column.rules")}


def csv_header() -> list[str]:
    return [say(f"round.column.{key}") for key in CSV_COLUMNS]


def header_words() -> list[str]:
    """The column words of the request's language (lower case) a header line may use: the round's
    own CSV header, pasted back, is a header in any language (English's words are in pairings.py)."""
    return [say(f"round.column.{key}").lower() for key in (*CSV_COLUMNS, "warnings")]


def export_headers() -> dict[str, tuple[str, ...]]:
    """The round CSV's header (lower case) in every language the engine has, by language: a
    download pasted back is recognised whatever language it was made in."""
    headers: dict[str, tuple[str, ...]] = {}
    for lang in available():
        with using(lang):
            headers[lang] = tuple(word.lower() for word in csv_header())
    return headers


def nigiri_marks() -> frozenset[str]:
    """The CSV's nigiri mark in every language the engine has (a download's names carry it)."""
    marks: set[str] = set()
    for lang in available():
        with using(lang):
            marks.add(nigiri_mark())
    return frozenset(marks)


def colour_words() -> tuple[str, str]:
    """White and Black in the request's language (lower case), for a header naming the colours."""
    return say("round.column.white").lower(), say("round.column.black").lower()


def nigiri_mark() -> str:
    """After the names in the CSV when colours are to be chosen by nigiri."""
    return say("round.csv.nigiri")


def hints() -> dict[str, str]:
    """The round form's hints (go-systems carries them with the Go form's); the file's lists the
    formats of the registry (``files/__init__.py``)."""
    return {key: say(f"round.hint.{key}", formats=formats_text()) if key == "file" else say(f"round.hint.{key}")
            for key in HINTS}


def too_big(size: int, limit: int) -> str:
    return say("round.error.too_big", size=f"{size / 1024 / 1024:.1f}", limit=limit // (1024 * 1024))


def too_many(limit: int) -> str:
    return say("round.error.too_many", limit=f"{limit:,}")


def bad_board(board: int, limit: int) -> str:
    return say("round.error.bad_board", board=str(board), limit=limit)


def bad_board_cell(given: str) -> str:
    return say("round.error.board_cell", given=given)


def bad_shape(count: int) -> str:
    return say_plural("round.error.shape", count, count=count)


def line_too_long(length: int, limit: int) -> str:
    return say_plural("round.error.line_too_long", length, length=f"{length:,}", limit=f"{limit:,}")


def no_strength(player: int, given: str) -> str:
    return say("round.error.no_strength", player=player, given=given)


def duplicate_board(board: int, line: int) -> str:
    return say("round.error.duplicate_board", board=board, line=line)


def player_error(player: int | None, message: str, numeric_rank: bool) -> str:
    """A board's strength or name error, naming the player (1: first listed)."""
    if numeric_rank:
        message = say("round.error.choose_scale", message=message)
    return say("round.error.player", player=player, message=message) if player else message


def both_sources() -> str:
    return say("round.error.both_sources")


def no_source() -> str:
    return say("round.error.no_source")


def not_text() -> str:
    return say("round.error.not_text")


def mms_missing() -> str:
    return say("round.error.mms_missing")


XML_DECLARATIONS_ID = "round.error.xml_declarations"


def xml_declarations(program: str = "OpenGotha") -> str:
    """A file with a DTD refused, telling to save it again from the program that wrote it."""
    return say(XML_DECLARATIONS_ID) if program == "OpenGotha" else \
        say("round.error.xml_declarations.program", program=program)


def not_opengotha(root: str) -> str:
    if root and root != "Tournament":
        return say("round.error.not_opengotha.root", root=root)
    return say("round.error.not_opengotha.players")


def bad_xml(line: int, reason: str) -> str:
    return say("round.error.bad_xml", line=line, reason=reason)


def no_games(number: int, rounds: list[int]) -> str:
    return say("round.error.no_games", round=number, rounds=_listed(rounds))


def _listed(rounds: list[int]) -> str:
    return say("list.separator").join(str(r) for r in rounds)


def no_games_in_file(program: str = "OpenGotha") -> str:
    """A file that pairs no round yet, telling to pair one in the program its format is (not
    OpenGotha's words for a pairgoth, MacMahon or EGD file)."""
    return say("round.error.no_games.file") if program == "OpenGotha" else \
        say("round.error.no_games.file.program", program=program)


def round_allowed(with_games: list[int]) -> str:
    return say("round.error.round_with_games", rounds=_listed(with_games))


def round_used(number: int, rounds: int, latest: int) -> str:
    """The round computed, among the file's rounds; the last one paired when it is another."""
    if number == latest:
        return say("round.used.latest", round=number, rounds=rounds)
    return say("round.used.earlier", round=number, rounds=rounds, latest=latest)


def round_field(latest: int) -> str:
    """What an empty Round field stands for: the file's last round paired ("3 (latest)")."""
    return say("round.field.latest", round=latest)


def unknown_player(key: str) -> str:
    return say("round.error.unknown_player", key=key)


def bad_table(value: str) -> str:
    return say("round.error.bad_table", value=value)


def title(round_number: int | None, where: str, system_name: str, tournament: str = "") -> str:
    """The round's heading on the page, in print and on the cards (with a file's tournament name:
    a sheet on the wall says which tournament)."""
    if round_number is None:
        return say("round.title", where=where, system=system_name)
    if tournament:
        return say("round.title.tournament", tournament=tournament, round=round_number, where=where,
                   system=system_name)
    return say("round.title.numbered", round=round_number, where=where, system=system_name)


def card_title(round_number: int | None, tournament: str = "") -> str:
    """Which tournament and round a table card belongs to ("Frioul 2018, round 4"; "Round 4";
    "" for pasted pairings without a round)."""
    if round_number is None:
        return ""
    if tournament:
        return say("round.card_title.tournament", tournament=tournament, round=round_number)
    return say("round.card_title.numbered", round=round_number)


def first_move(stones: int) -> str:
    """Who moves first, for a card beside its diagram: Black after one stone (none is placed),
    White after placed stones; "" for an even game (Black, or the nigiri's winner)."""
    if stones == 1:
        return say("go.caption.one")
    if stones >= 2:
        return say("go.caption.white_first").strip()
    return ""


def caption(boards: int, errors: int) -> str:
    text = say_plural("round.caption", boards, n=boards)
    if errors:
        text = say("round.caption.with_errors", boards=text, errors=errors)
    return text


def computed(boards: int, errors: int, *, on_stderr: bool = False) -> str:
    """What a round's answer holds, said as soon as it is in: "40 boards computed; 2 lines not read
    (listed above the table)"; ``on_stderr``: where the command line put those lines, "(listed on
    standard error)"."""
    text = say_plural("round.computed", boards, n=boards)
    if errors:
        unread = "round.computed.unread_stderr" if on_stderr else "round.computed.unread"
        text = say_plural(unread, errors, boards=text, n=errors)
    return text


def csv_filename(round_number: int | None, board: int) -> str:
    return f"round-{round_number}-{board}x{board}.csv" if round_number is not None else f"round-{board}x{board}.csv"


def board_summary(board: int, black: str, white: str, stones: int, komi: Fraction, nigiri: bool) -> str:
    """"Board 3: Ann (5k) takes Black with 2 stones against Bob (3d); komi 0.5." (a negative komi
    said as reverse komi)."""
    if nigiri:
        return say("round.summary.nigiri", board=board, black=black, white=white, komi=komi_said(komi))
    if stones == 0:
        return say("round.summary.even", board=board, black=black, white=white, komi=komi_said(komi))
    if stones == 1:
        return say("round.summary.one_stone", board=board, black=black, white=white, komi=komi_said(komi))
    return say("round.summary.stones", board=board, black=black, white=white, stones=stones, komi=komi_said(komi))


def player_text(name: str | None, rank: str | None) -> str:
    """A player in a sentence: "Ann (5k)", or the rank alone."""
    if name and rank:
        return say("round.player", name=name, rank=rank)
    return name or rank or "?"


# --- Other tournament files (files/): what is wrong with one ----------------------------------

def not_tournament_file() -> str:
    return say("round.error.file.unknown", formats=formats_text())


def not_a_round_file(kind: str) -> str:
    """A file of another kind given as a tournament (``files/kinds.py``): what it is, and where it goes."""
    if kind == "game-record":
        return say("round.error.file.game_record")
    if kind == "archive":
        return say("round.error.file.archive")
    return say("round.error.file.binary", formats=formats_text())


def file_empty() -> str:
    return say("round.error.file.empty")


def no_attribute(element: str, attribute: str) -> str:
    return say("round.error.file.no_attribute", element=element, attribute=attribute)


def too_many_elements(limit: int) -> str:
    return say("round.error.file.too_many_elements", limit=f"{limit:,}")


def file_setting(setting: str, line: int, message: str) -> str:
    """An error about a setting the file gives (not the request), naming it as the file writes it."""
    if line:
        return say("round.error.file.setting.line", setting=setting, line=line, message=message)
    return say("round.error.file.setting", setting=setting, message=message)


def bad_file(line: int, program: str) -> str:
    """A file of ``program`` (pairgoth, OpenGotha, MacMahon) its JSON or XML reader stops in (cut
    short, damaged): the line, in plain words (the reader's own message, "Unterminated string
    starting at" or "no element found", is not the user's language)."""
    return say("round.error.file.bad_json", line=line, program=program)


def not_pairgoth(key: str) -> str:
    return say("round.error.file.not_pairgoth", key=key)


def not_macmahon(root: str) -> str:
    if root and root != "TournamentData":
        return say("round.error.file.not_macmahon.root", root=root)
    return say("round.error.file.not_macmahon.players")


def unknown_id(key: str) -> str:
    return say("round.error.file.unknown_id", key=key)


def not_egd() -> str:
    return say("round.error.egd.no_players")


def egd_line() -> str:
    return say("round.error.egd.line")


def egd_result(token: str) -> str:
    return say("round.error.egd.result", given=token)


def egd_opponent(opponent: int, round_number: int, players: int) -> str:
    return say("round.error.egd.opponent", opponent=opponent, round=round_number, players=players)


def egd_self(round_number: int, opponent: int) -> str:
    return say("round.error.egd.self", round=round_number, opponent=opponent)


def egd_unreadable(round_number: int, opponent: int, line: int) -> str:
    return say("round.error.egd.unreadable", round=round_number, opponent=opponent, line=line)


def egd_not_mutual(round_number: int, opponent: int, line: int) -> str:
    return say("round.error.egd.not_mutual", round=round_number, opponent=opponent, line=line)


def egd_disagree(round_number: int, opponent: int, line: int) -> str:
    return say("round.error.egd.disagree", round=round_number, opponent=opponent, line=line)


def egd_rounds(count: int, rounds: int) -> str:
    return say_plural("round.error.egd.rounds", count, count=count, rounds=rounds)


def egd_too_many_rounds(rounds: int, limit: int) -> str:
    return say("round.error.egd.too_many_rounds", rounds=rounds, limit=limit)


# --- The handicap the file recorded ------------------------------------------------------------

def recorded_text(stones: int, black: str | None) -> str:
    """What the file recorded for a board: "2 stones, Black: Lee" (a table's CSV cell, a row's note)."""
    if stones == 0:
        return say("round.recorded.even.no_colour") if black is None else say("round.recorded.even", black=black)
    if black is None:
        return say_plural("round.recorded.no_colour", stones, stones=stones)
    return say_plural("round.recorded", stones, stones=stones, black=black)


def recorded_differs(recorded: str, computed: str) -> str:
    return say("round.recorded.differs", recorded=recorded, computed=computed)


def system_short(game: str) -> str:
    """The system's game beside the file's on the sheet: "system: 1 stone"."""
    return say("round.recorded.system_short", game=game)


def recorded_summary(games: int, differ: int) -> str:
    if differ == 0:
        return say_plural("round.recorded.summary.same", games, games=games)
    return say_plural("round.recorded.summary.differ", differ, differ=differ,
                      games=say_plural("round.recorded.games", games, games=games))


def chance_columns() -> dict[str, str]:
    """The CSV's two columns of Black's chance, one a model (go/chance_words.py)."""
    return {key: say(f"round.column.{key}") for key in ("chance_aga", "chance_ogs")}


def recorded_columns() -> dict[str, str]:
    return {key: say(f"round.column.{key}") for key in ("recorded_stones", "recorded_black")}


def system_columns() -> dict[str, str]:
    """The CSV's columns of the system's game beside a file's recorded one, and whether they differ."""
    return {key: say(f"round.column.{key}") for key in ("system_stones", "system_komi", "system_black", "differs")}


def handicap_games_words() -> dict[str, str]:
    return {"heading": say("round.handicap_games.heading"), "note": say("round.handicap_games.note"),
            **{key: say(f"round.handicap_games.{key}") for key in ("gap", "games", "black_score")}}
