"""A round read from an OpenGotha tournament file (its XML, as ``ExternalDocument.java`` writes it:
``<Tournament>`` with ``<Players><Player name firstName rank participating smmsCorrection …/>``,
``<Games><Game roundNumber tableNumber whitePlayer blackPlayer handicap result …/>``,
``<ByePlayers>`` and ``<TournamentParameterSet>`` holding ``<GeneralParameterSet size komi
numberOfRounds genMMFloor genMMBar genMMZero genMMS2ValueAbsent genMMS2ValueBye
genRoundDownNBWMMS …/>`` and ``<HandicapParameterSet hdBasedOnMMS hdNoHdRankThreshold
hdCorrection hdCeiling/>``). Source: github.com/lucvannier/opengotha (V3.51.02).

A game names its players by key: ``(name + firstName)`` without spaces, upper case
(``Player.computeKeyString``). Ranks are read as OpenGotha reads them (``Player.convertKDPToInt``:
"5K" = −5, "1D" = 0, professionals 1–3p = 7d, 4–6p = 8d, 7–9p = 9d; held within 30k..9d).

The file's handicap settings become the round's defaults: hdNoHdRankThreshold -> no_handicap_above,
hdCorrection -> handicap_correction, hdCeiling -> max_stones (9: none), hdBasedOnMMS -> handicap_basis;
``size`` -> board, ``komi`` -> even_komi (the komi of an even game; OpenGotha keeps no rules).
Each player's McMahon score before the round is computed as OpenGotha does
(``Tournament.fillBaseScoringInfoIfNecessary``, ``Player.smms``): the starting score (rank −
zero, held between floor and bar, plus the player's correction), plus the points of the earlier
rounds' games, plus the points for absences and byes (rounded down to whole points when the
file says so); ``gameBetween`` then uses half of the doubled score.

Safety: a file with a DTD or an entity declaration is refused before it is parsed, and the parser
refuses one again if met, so nothing is ever expanded or fetched. A file over 2 MB is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ... import fields
from ...errors import InvalidInput
from ...numbers import file_whole
from .. import round_words as words
from ..options import MAX_CEILING
from ..pairings import MAX_PAIRINGS, LineError, Pairing, Parsed, Side, check_size
from . import xml_safe
from .file_round import FileRound, PlayedGame, kd_text, komi_setting, tournament_name
from .xml_safe import Document, Element

MIN_RANK, MAX_RANK = -30, 8  # OpenGotha's Gotha.MIN_RANK (30k) and MAX_RANK (9d)
SYSTEM = "opengotha"  # the system a file of this program is computed under by default: its own arithmetic
MAX_ROUNDS = 32  # Gotha.MAX_NUMBER_OF_ROUNDS
# Game results (ExternalDocument: RESULT_*): doubled points to White and to Black.
RESULT_POINTS = {
    "RESULT_WHITEWINS": (2, 0), "RESULT_WHITEWINS_BYDEF": (2, 0),
    "RESULT_BLACKWINS": (0, 2), "RESULT_BLACKWINS_BYDEF": (0, 2),
    "RESULT_EQUAL": (1, 1), "RESULT_EQUAL_BYDEF": (1, 1),
    "RESULT_BOTHWIN": (2, 2), "RESULT_BOTHWIN_BYDEF": (2, 2),
}


def convert_kdp(text: str) -> int | None:
    """OpenGotha's ``Player.convertKDPToInt``: "5K" -> −5, "1D" -> 0, "2P" -> 6; None when unreadable."""
    draft = text.strip() or " "
    last = draft[-1]
    try:
        number = int(draft) if last.isdigit() else int(draft[:-1])
    except ValueError:
        return None
    kind = "k" if last.isdigit() else last.lower()
    if kind == "d":
        rank = number - 1
    elif kind == "p":
        rank = 6 if number <= 3 else (7 if number <= 6 else 8)
    else:
        rank = -number
    return max(MIN_RANK, min(MAX_RANK, rank))


def _parse(text: str, source: str) -> Document:
    return xml_safe.parse(text, source, ("Tournament",), words.not_opengotha)


def _element(document: Document, tag: str) -> Element | None:
    return next((e for e in document.elements if e.tag == tag), None)


def _one(document: Document, tag: str) -> Mapping[str, str]:
    found = _element(document, tag)
    return {} if found is None else found.attributes


def _origins(document: Document) -> dict[str, tuple[str, int]]:
    """Where the file writes each setting an error may be about: request key -> (the attribute as
    written, its line)."""
    origins: dict[str, tuple[str, int]] = {}
    for key, tag, attribute in (("handicap_correction", "HandicapParameterSet", "hdCorrection"),
                                ("max_stones", "HandicapParameterSet", "hdCeiling"),
                                ("board", "GeneralParameterSet", "size")):
        found = _element(document, tag)
        if found is not None and attribute in found.attributes:
            origins[key] = (f'<{tag} {attribute}="{found.attributes[attribute]}">', found.line)
    return origins


def _int(value: str | None, default: int) -> int:
    found = file_whole(value)
    return default if found is None else found


@dataclass(frozen=True)
class _Player:
    key: str
    name: str
    rank: int  # OpenGotha's: −30..8
    participating: str
    smms_correction: int


def _players(document: Document) -> dict[str, _Player]:
    players: dict[str, _Player] = {}
    for e in document.elements:
        if e.tag != "Player" or e.parent != "Players":
            continue
        a = e.attributes
        name, first = a.get("name", ""), a.get("firstName", "")
        key = (name + first).replace(" ", "").upper()
        rank = convert_kdp(a.get("rank", ""))
        players[key] = _Player(key, " ".join(f"{name} {first}".split()), MIN_RANK if rank is None else rank,
                               a.get("participating", ""), _int(a.get("smmsCorrection"), 0))
    return players


@dataclass(frozen=True)
class _General:
    floor: int
    bar: int
    zero: int
    absent: int  # genMMS2ValueAbsent (doubled points)
    bye: int  # genMMS2ValueBye
    round_down: bool


def _general(a: Mapping[str, str]) -> _General:
    def rank(key: str, default: str) -> int:
        found = convert_kdp(a.get(key, default))
        return convert_kdp(default) or 0 if found is None else found

    return _General(rank("genMMFloor", "20K"), rank("genMMBar", "4D"), rank("genMMZero", "30K"),
                    _int(a.get("genMMS2ValueAbsent"), 0), _int(a.get("genMMS2ValueBye"), 0),
                    a.get("genRoundDownNBWMMS", "true").strip().lower() == "true")


def smms(player: _Player, g: _General) -> int:
    """``Player.smms``: rank − zero, held between floor − zero and bar − zero, plus the correction."""
    score = player.rank - g.zero
    score = max(score, g.floor - g.zero)
    score = min(score, g.bar - g.zero)
    return score + player.smms_correction


def _java_half(value: int) -> int:
    """Java's int division by 2 (towards zero)."""
    return value // 2 if value >= 0 else -((-value) // 2)


@dataclass(frozen=True)
class _Played:
    round: int  # 0-based
    white: bool
    result: str


def games_by_player(games: list[Element]) -> dict[str, list[_Played]]:
    """Each player's games (one pass over the file's games)."""
    found: dict[str, list[_Played]] = {}
    for game in games:
        a = game.attributes
        r, result = _int(a.get("roundNumber"), 0) - 1, a.get("result", "").strip()
        found.setdefault(a.get("whitePlayer", ""), []).append(_Played(r, True, result))
        found.setdefault(a.get("blackPlayer", ""), []).append(_Played(r, False, result))
    return found


def mms_before(player: _Player, before: int, played: list[_Played], byes: Mapping[int, str], g: _General) -> int:
    """The McMahon score ``gameBetween`` uses for a game of round ``before`` + 1 (0-based
    ``before``): the doubled score after the earlier rounds, halved as Java does."""
    doubled = 2 * smms(player, g)
    paired = {game.round for game in played}
    for game in played:
        if game.round < before:
            points = RESULT_POINTS.get(game.result, (0, 0))
            doubled += points[0] if game.white else points[1]
    extra = 0
    for r in range(before):
        if byes.get(r) == player.key:
            extra += g.bye
        elif r not in paired and r < len(player.participating) and player.participating[r] != "1":
            extra += g.absent
    if g.round_down:
        extra = (extra // 2) * 2
    return _java_half(doubled + extra)


# A game's result as Black's score: played results only (a referee's "BYDEF", "both win", "both
# lose" and an unknown result are not one game's outcome on the board).
BLACK_SCORES = {"RESULT_BLACKWINS": Fraction(1), "RESULT_WHITEWINS": Fraction(0), "RESULT_EQUAL": Fraction(1, 2)}


def played_games(games: list[Element], players: Mapping[str, _Player]) -> tuple[PlayedGame, ...]:
    """Every game of every round played to a result, with its colours known (``knownColor``, which
    OpenGotha writes "false" for a game whose colours were not recorded) and both players listed."""
    found: list[PlayedGame] = []
    for game in games:
        a = game.attributes
        score = BLACK_SCORES.get(a.get("result", "").strip())
        white, black = players.get(a.get("whitePlayer", "")), players.get(a.get("blackPlayer", ""))
        if score is None or white is None or black is None or a.get("knownColor", "true").strip() == "false":
            continue
        found.append(PlayedGame(white.rank, black.rank, max(0, _int(a.get("handicap"), 0)), score, white.name,
                                black.name))
    return tuple(found)


def _defaults(document: Document, general: Mapping[str, str]) -> dict[str, Any]:
    hd = _one(document, "HandicapParameterSet")
    threshold = convert_kdp(hd.get("hdNoHdRankThreshold", "1D"))
    defaults: dict[str, Any] = {
        "system": SYSTEM,
        "no_handicap_above": kd_text(0 if threshold is None else threshold),
        "handicap_correction": hd.get("hdCorrection", "1").strip(),
        # A ceiling of 9 or more is every system's own maximum: no ceiling (the form's menu stops at 8).
        "max_stones": "" if _int(hd.get("hdCeiling"), 9) >= MAX_CEILING else hd.get("hdCeiling", "").strip(),
        "handicap_basis": "mms" if hd.get("hdBasedOnMMS", "true").strip().lower() == "true" else "rank",
    }
    size = general.get("size", "19").strip()
    if size:
        defaults["board"] = size
    komi = komi_setting(general.get("komi"))  # the komi of an even game (OpenGotha has no rules setting)
    if komi is not None:
        defaults["even_komi"] = komi
    return defaults


def round_number(value: object, with_games: list[int], source: str = "opengotha", program: str = "OpenGotha") -> int:
    """The round asked for, or, when none is, the file's last round with games (the round an
    organiser opening the file is about to play). A round must have games: the error names them,
    and a file without any is sent back to ``program`` (the format's name in the registry)."""
    if not with_games:  # no round can be computed: the file is what needs work
        raise InvalidInput(source, words.no_games_in_file(program))
    if not fields.given({"round": value}, "round"):
        return with_games[-1]
    number = fields.whole_number("round", value, range(1, MAX_ROUNDS + 1), words.round_allowed(with_games))
    if number not in with_games:
        raise InvalidInput("round", words.no_games(number, with_games))
    return number


def read_round(text: str, round_value: object, source: str = "opengotha") -> FileRound:
    """The pairings of one round of an OpenGotha file, its defaults, the round and the count
    (``source``: the request field that holds the file, named by its errors)."""
    check_size(source, text)
    document = _parse(text, source)
    if not any(e.tag == "Players" for e in document.elements):
        raise InvalidInput(source, words.not_opengotha("Tournament"))
    players = _players(document)
    general_attributes = _one(document, "GeneralParameterSet")
    games = [e for e in document.elements if e.tag == "Game" and e.parent == "Games"]
    in_games = sorted(r for r in {_int(e.attributes.get("roundNumber"), 0) for e in games} if 1 <= r <= MAX_ROUNDS)
    rounds = min(MAX_ROUNDS, max([_int(general_attributes.get("numberOfRounds"), 0), *in_games, 1]))
    number = round_number(round_value, in_games, source)
    general = _general(general_attributes)
    byes = {_int(e.attributes.get("roundNumber"), 0) - 1: e.attributes.get("player", "")
            for e in document.elements if e.tag == "ByePlayer"}
    pairings: list[Pairing] = []
    errors: list[LineError] = []
    played = games_by_player(games)
    scores: dict[str, int] = {}  # a player's McMahon score before the round
    for game in games:
        a = game.attributes
        if _int(a.get("roundNumber"), 0) != number:
            continue
        white_key, black_key = a.get("whitePlayer", ""), a.get("blackPlayer", "")
        text_of = f"<Game tableNumber=\"{a.get('tableNumber', '')}\" whitePlayer=\"{white_key}\" " \
                  f"blackPlayer=\"{black_key}\">"
        absent = [name for name in ("whitePlayer", "blackPlayer") if not a.get(name, "").strip()]
        if absent:
            errors.append(LineError(game.line, text_of, words.no_attribute("Game", absent[0])))
            continue
        missing = [key for key in (white_key, black_key) if key not in players]
        table = _int(a.get("tableNumber"), 0)
        if missing:
            errors.append(LineError(game.line, text_of, words.unknown_player(missing[0])))
            continue
        if table < 1:
            errors.append(LineError(game.line, text_of, words.bad_table(a.get("tableNumber", ""))))
            continue
        white, black = players[white_key], players[black_key]
        for p in (white, black):  # once a player: a file may pair one player many times in a round
            if p.key not in scores:
                scores[p.key] = max(0, mms_before(p, number - 1, played[p.key], byes, general))
        sides = [Side(p.name or None, kd_text(p.rank), str(scores[p.key])) for p in (white, black)]
        pairings.append(Pairing(game.line, text_of, table, sides[0], sides[1], colours=True,
                                known_handicap=_int(a.get("handicap"), 0)))
        if len(pairings) > MAX_PAIRINGS:
            raise InvalidInput(source, words.too_many(MAX_PAIRINGS))
    return FileRound(Parsed(tuple(pairings), tuple(errors)), _defaults(document, general_attributes), number, rounds,
                     tuple(in_games), tournament_name(general_attributes.get("name", "")),
                     played_games(games, players), origins=_origins(document))
