"""A round read from the MacMahon program's tournament file (its XML, format 3.9, as pairgoth's
importer reads it: github.com/ffrgo/pairgoth, ``ext/MacMahon39.kt``, ported from OpenGothaCustom)::

    <TournamentData><Tournament typeversion="3.9"><Name/><NumberOfRounds/>
        <UpperMacMahonBar/><UpperMacMahonBarLevel/><LowerMacMahonBar/><LowerMacMahonBarLevel/>
        <HandicapUsed/><HandicapByLevel/><HandicapBelow/><HandicapBelowLevel/>
        <HandicapAdjustment/><HandicapAdjustmentValue/><HandicapLimit/><HandicapLimitValue/></Tournament>
      <Playerlist><Player><Id/><SuperBarMember/><NotPlayingInRound/>…
          <GoPlayer><FirstName/><Surname/><GoLevel/><Rating/></GoPlayer></Player></Playerlist>
      <Roundlist><Round><RoundNumber/><Pairing><BoardNumber/><PairingWithBye/><White/><Black/>
          <Handicap/><Result/></Pairing></Round></Roundlist></TournamentData>

Results are written Black first: "1-0" Black won, "0-1" White won, "½-½" a jigo ("!" after: by
the referee). The settings become the round's defaults as pairgoth maps them: no handicap when
HandicapUsed is false (ceiling 0), HandicapByLevel -> handicap_basis "rank" (else "mms"),
HandicapBelowLevel -> no_handicap_above (9d when HandicapBelow is false), the adjustment ->
handicap_correction (its negative, as pairgoth reads it), HandicapLimitValue -> max_stones; the
arithmetic is OpenGotha's (system ``opengotha``), which pairgoth's importer also gives these
files. The McMahon score before a round: the rank held between the lower and upper bars, plus
30 (30 = 1d), plus one for a SuperBarMember, plus a point a win (half a jigo; a bye counts a
win, as pairgoth imports it).

Safety: as OpenGotha files (``xml_safe``): no DTD or entities, at most 2 MB.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from ...errors import InvalidInput
from ...i18n import say
from ...numbers import file_whole
from ...text import quote
from .. import round_words as words
from ..options import MAX_CORRECTION, MIN_CORRECTION
from ..pairings import MAX_PAIRINGS, LineError, Pairing, Parsed, Side, check_size
from ..systems import opengotha as system
from . import xml_safe
from .file_round import FileRound, PlayedGame, ceiling_text, kd_text, tournament_name
from .opengotha import convert_kdp, round_number
from .xml_safe import Element

ROOTS = ("TournamentData",)
MIN_RANK, MAX_RANK = -30, 8
MAX_ROUNDS = 32
# Black's points for a result (Black first): pairgoth's MacMahon39.parseResult.
BLACK_POINTS = {"1-0": Fraction(1), "0-1": Fraction(0), "½-½": Fraction(1, 2), "1-1": Fraction(1),
                "0-0": Fraction(0)}
WHITE_POINTS = {"1-0": Fraction(0), "0-1": Fraction(1), "½-½": Fraction(1, 2), "1-1": Fraction(1),
                "0-0": Fraction(0)}
# Black's score in a game played to a result (a study's): "1-1" and "0-0" (both won, both lost)
# and a referee's decision ("!") are not a game's result.
BLACK_SCORES = {"1-0": Fraction(1), "0-1": Fraction(0), "½-½": Fraction(1, 2)}


def _whole(text: str, default: int) -> int:
    found = file_whole(text)
    return default if found is None else found


def _true(text: str, default: bool) -> bool:
    return default if not text.strip() else text.strip().lower() == "true"


def _rank(text: str, default: int) -> int:
    found = convert_kdp(text) if text.strip() else None
    return default if found is None else found


@dataclass(frozen=True)
class _Player:
    key: str
    name: str
    rank: int
    super_bar: bool


def _children(elements: list[Element], start: int) -> dict[str, str]:
    """The texts of the children and grandchildren of the element at ``start`` (first of each tag,
    in the file's order): a <Player>'s <Id> and its <GoPlayer>'s <GoLevel>. Deeper elements are
    stepped over whole (by their count of descendants), so a file of elements nested thousands
    deep costs each element a visit, not one for each element around it (that was quadratic)."""
    found: dict[str, str] = {}
    child, end = start + 1, start + 1 + elements[start].descendants
    while child < end:
        e = elements[child]
        found.setdefault(e.tag, e.text)
        grandchild, last = child + 1, child + 1 + e.descendants
        while grandchild < last:
            found.setdefault(elements[grandchild].tag, elements[grandchild].text)
            grandchild += 1 + elements[grandchild].descendants
        child = last
    return found


def _settings(elements: list[Element]) -> dict[str, str]:
    index = next((i for i, e in enumerate(elements) if e.tag == "Tournament"), None)
    return {} if index is None else _children(elements, index)


def _origins(elements: list[Element]) -> dict[str, tuple[str, int]]:
    """Where the file writes each setting an error may be about: request key -> (the element as
    written, its line)."""
    origins: dict[str, tuple[str, int]] = {}
    for key, tag in (("handicap_correction", "HandicapAdjustmentValue"), ("max_stones", "HandicapLimitValue")):
        found = next((e for e in elements if e.tag == tag and e.parent == "Tournament"), None)
        if found is not None:
            origins[key] = (f"<{tag}>{found.text}</{tag}>", found.line)
    return origins


def _defaults(t: Mapping[str, str]) -> dict[str, str]:
    used = _true(t.get("HandicapUsed", ""), False)
    below = _rank(t.get("HandicapBelowLevel", ""), MIN_RANK) if _true(t.get("HandicapBelow", ""), True) else MAX_RANK
    adjustment = -_whole(t.get("HandicapAdjustmentValue", "0"), 0) if _true(t.get("HandicapAdjustment", ""), True) \
        else 0
    limit = _whole(t.get("HandicapLimitValue", "9"), 9) if _true(t.get("HandicapLimit", ""), True) else 30
    return {
        "system": system.KEY,
        "no_handicap_above": kd_text(below),
        "handicap_correction": str(adjustment),
        "max_stones": ceiling_text(limit if used else 0),
        "handicap_basis": "rank" if _true(t.get("HandicapByLevel", ""), False) else "mms",
    }


def _check_adjustment(t: Mapping[str, str], elements: list[Element], source: str) -> None:
    """The file's HandicapAdjustmentValue within what it can mean: the round's correction is its
    negative, from −1 to 9, so the file's value is from −9 to 1. Refused as the file writes it
    (an adjustment of 5 is not "−5")."""
    if not _true(t.get("HandicapAdjustment", ""), True):
        return
    written = t.get("HandicapAdjustmentValue", "0")
    if not written.strip():
        return  # none written: no adjustment
    value = file_whole(written)
    low, high = -MAX_CORRECTION, -MIN_CORRECTION
    if value is None or not low <= value <= high:
        setting, line = _origins(elements).get("handicap_correction", ("HandicapAdjustmentValue", 0))
        allowed = say("error.whole_from_to", low=low, high=high)
        message = say("error.not_allowed", value=quote(written.strip()), allowed=allowed)
        raise InvalidInput(source, words.file_setting(setting, line, message))


def _players(elements: list[Element]) -> dict[str, _Player]:
    players: dict[str, _Player] = {}
    for i, e in enumerate(elements):
        if e.tag != "Player" or e.parent != "Playerlist":
            continue
        c = _children(elements, i)
        name = " ".join(f"{c.get('Surname', '')} {c.get('FirstName', '')}".split())
        players[c.get("Id", "").strip()] = _Player(c.get("Id", "").strip(), name, _rank(c.get("GoLevel", ""), -20),
                                                   _true(c.get("SuperBarMember", ""), False))
    return players


@dataclass(frozen=True)
class _Game:
    round: int
    line: int
    board: str
    white: str
    black: str
    bye: bool
    handicap: str
    result: str
    by_referee: bool  # decided, not played: <ResultByReferee>true (pairgoth's importer), or "!" after


def _games(elements: list[Element]) -> list[_Game]:
    games: list[_Game] = []
    current = 0
    for i, e in enumerate(elements):
        if e.tag == "RoundNumber" and e.parent == "Round":
            current = _whole(e.text, 0)
        if e.tag != "Pairing" or e.parent != "Round":
            continue
        c = _children(elements, i)
        result = c.get("Result", "").strip()
        games.append(_Game(current, e.line, c.get("BoardNumber", ""), c.get("White", "").strip(),
                           c.get("Black", "").strip(), _true(c.get("PairingWithBye", ""), False),
                           c.get("Handicap", "0"), result.rstrip("!"),
                           result.endswith("!") or _true(c.get("ResultByReferee", ""), False)))
    return games


def played_games(games: list[_Game], players: Mapping[str, _Player]) -> tuple[PlayedGame, ...]:
    """Every game of every round played to a result between two listed players (no bye, no
    referee's decision)."""
    found: list[PlayedGame] = []
    for game in games:
        score = BLACK_SCORES.get(game.result)
        white, black = players.get(game.white), players.get(game.black)
        if game.bye or game.by_referee or score is None or white is None or black is None:
            continue
        found.append(PlayedGame(white.rank, black.rank, max(0, _whole(game.handicap, 0)), score, white.name,
                                black.name))
    return tuple(found)


def _scores(players: Mapping[str, _Player], games: list[_Game], before: int, t: Mapping[str, str]) -> dict[str, int]:
    bar = _rank(t.get("UpperMacMahonBarLevel", ""), 0) if _true(t.get("UpperMacMahonBar", ""), True) else MAX_RANK
    floor = _rank(t.get("LowerMacMahonBarLevel", ""), MIN_RANK) if _true(t.get("LowerMacMahonBar", ""), True) \
        else MIN_RANK
    points: dict[str, Fraction] = defaultdict(Fraction)
    for game in games:
        if game.round > before or game.round < 1:
            continue
        if game.bye:
            points[game.black] += 1
            continue
        points[game.white] += WHITE_POINTS.get(game.result, Fraction(0))
        points[game.black] += BLACK_POINTS.get(game.result, Fraction(0))
    return {key: int(min(max(p.rank, floor), bar) + 30 + p.super_bar + points[key]) for key, p in players.items()}


def read_round(text: str, round_value: object, source: str = "file") -> FileRound:
    """The pairings of one round of a MacMahon file, its defaults, the round and the count."""
    check_size(source, text)
    document = xml_safe.parse(text, source, ROOTS, words.not_macmahon, "MacMahon")
    elements = document.elements
    if not any(e.tag == "Playerlist" for e in elements):
        raise InvalidInput(source, words.not_macmahon("Playerlist"))
    settings = _settings(elements)
    players = _players(elements)
    games = [g for g in _games(elements) if 1 <= g.round <= MAX_ROUNDS]
    with_games = sorted({g.round for g in games if not g.bye})
    count = min(MAX_ROUNDS, max([_whole(settings.get("NumberOfRounds", "0"), 0), *with_games, 1]))
    number = round_number(round_value, with_games, source, "MacMahon")
    scores = _scores(players, games, number - 1, settings)
    pairings: list[Pairing] = []
    errors: list[LineError] = []
    for game in games:
        if game.round != number or game.bye:
            continue
        shown = f"<Pairing> <BoardNumber>{game.board}</BoardNumber> <White>{game.white}</White> " \
                f"<Black>{game.black}</Black>"
        missing = [key for key in (game.white, game.black) if key not in players]
        if missing:
            errors.append(LineError(game.line, shown, words.unknown_id(missing[0])))
            continue
        table = _whole(game.board, 0)
        if table < 1:
            errors.append(LineError(game.line, shown, words.bad_table(game.board)))
            continue
        sides = [Side(players[key].name or None, kd_text(players[key].rank), str(max(0, scores[key])))
                 for key in (game.white, game.black)]
        pairings.append(Pairing(game.line, shown, table, sides[0], sides[1], colours=True,
                                known_handicap=max(0, _whole(game.handicap, 0))))
        if len(pairings) > MAX_PAIRINGS:
            raise InvalidInput(source, words.too_many(MAX_PAIRINGS))
    _check_adjustment(settings, elements, source)
    return FileRound(Parsed(tuple(pairings), tuple(errors)), _defaults(settings), number, count,
                     tuple(with_games), tournament_name(settings.get("Name", "")), origins=_origins(elements),
                     played=played_games(games, players))
