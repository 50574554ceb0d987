"""A round read from a pairgoth tournament file (``.tour``: the JSON pairgoth exports, as
``Tournament.toJson`` writes it). Source: pairgoth (github.com/ffrgo/pairgoth), ``model/Tournament.kt``,
``model/Player``/``Pairable.kt``, ``model/Game.kt`` and ``model/Pairing.kt``:

    {"name", "gobanSize", "komi", "rules", "rounds",
     "pairing": {"type": "MAC_MAHON" | "SWISS" | …, "mmFloor", "mmBar",
                 "main": {"mmsValueAbsent", "roundDownScore"},
                 "handicap": {"useMMS", "threshold", "correction", "ceiling"}},
     "players": [{"id", "name", "firstname", "rating", "rank", "mmsCorrection", "skip": [rounds]}],
     "games": [[{"id", "t": table, "w": White's id, "b": Black's id, "h": handicap, "r": result}], …]}

Ranks are numbers as OpenGotha's (0 = 1d, −1 = 1k, 8 = 9d). Results: "w", "b", "=" (jigo),
"#" (both win), "0" (both lose), "X" (cancelled), "?" (none yet); a bye is a game against id 0.

The file's settings become the round's defaults (threshold -> no_handicap_above, correction ->
handicap_correction, ceiling -> max_stones, useMMS -> handicap_basis, gobanSize -> board, rules
-> rules (FRENCH, JAPANESE, CHINESE, AGA, …), komi -> even_komi, and pairgoth's own arithmetic,
system ``pairgoth``). A game's ``h`` is its handicap as OpenGotha's: the number of stones (1:
Black moves first, no stone placed), with the handicap komi of pairgoth's rules. Each player's McMahon score
before the round is pairgoth's (``MacMahonSolver``): the starting score (the rank held between
mmFloor and mmBar, plus 30 and the player's mmsCorrection), plus one point a win (a jigo counts
nothing in pairgoth's ``wins``), plus ``mmsValueAbsent`` for each earlier round the player was
not paired in, rounded down when ``roundDownScore`` (else to the nearest half, then to a whole
point as ``roundToInt`` does). The rank used is the rank the file gives, as pairgoth's legacy
mode pairs (pairgoth 2026 pairs by a rank read from the rating, floor((rating − 2050) / 100);
the handicaps recorded in the published files follow the given rank: 97 of Frioul 2018's 99).

Safety: at most 2 MB (``pairings.check_size``); a JSON error names its line; nesting too deep
for the reader is refused as unreadable; a lone surrogate written as an escape (``"\\ud800"``)
becomes U+FFFD; whole numbers of more than 30 digits are held at 10**30; every pass over the
file is linear.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...errors import InvalidInput
from ...text_check import replace_surrogates
from .. import round_words as words
from ..pairings import MAX_PAIRINGS, LineError, Pairing, Parsed, Side, check_size
from ..rules import RULESETS
from ..systems import pairgoth as system
from .file_round import FileRound, PlayedGame, ceiling_text, kd_text, komi_setting, tournament_name
from .opengotha import round_number

MIN_RANK, MAX_RANK = -30, 8
MAX_ROUNDS = 32
WINS = {"w": (1, 0), "b": (0, 1), "#": (1, 1)}  # pairgoth's HistoryHelper.wins: (White, Black)
# A game's result as Black's score (pairgoth's Game.Result: "b", "w", "=" jigo; "?" unknown,
# "X" cancelled, "#" both win and "0" both lose are not one game's outcome on the board).
BLACK_SCORES = {"b": Fraction(1), "w": Fraction(0), "=": Fraction(1, 2)}
_GAME_START = re.compile(r'\{\s*"id"\s*:\s*-?\d+\s*,\s*"t"\s*:')  # a game object as pairgoth writes it
_OBJECT_WITH_ID = re.compile(r'\{\s*"id"\s*:')


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # "\ud800": JSON's escape of a lone surrogate
MAX_DIGITS = 30  # a longer whole number is out of every range the reader checks (and Python refuses 4,300 digits)


def _whole_number(digits: str) -> int:
    """A JSON whole number; one of more than MAX_DIGITS digits is held at 10**MAX_DIGITS (with its sign)."""
    if len(digits.lstrip("-")) <= MAX_DIGITS:
        return int(digits)
    held: int = 10 ** MAX_DIGITS
    return -held if digits.startswith("-") else held


def _without_surrogates(data: Any) -> Any:
    """``data`` with every lone surrogate of its texts (keys included) replaced by U+FFFD, walked
    without recursion (the nesting is as deep as the file's)."""
    data = replace_surrogates(data) if isinstance(data, str) else data
    todo: list[Any] = [data]
    while todo:
        node = todo.pop()
        if isinstance(node, list):
            for i, item in enumerate(node):
                if isinstance(item, str):
                    node[i] = replace_surrogates(item)
                elif isinstance(item, (list, dict)):
                    todo.append(item)
        elif isinstance(node, dict):
            for key, item in list(node.items()):
                clean = replace_surrogates(key)
                if clean != key:
                    del node[key]
                node[clean] = replace_surrogates(item) if isinstance(item, str) else item
                if isinstance(item, (list, dict)):
                    todo.append(item)
    return data


def _load(text: str, source: str) -> Mapping[str, Any]:
    try:
        data = json.loads(text, parse_int=_whole_number)
    except json.JSONDecodeError as error:
        raise InvalidInput(source, words.bad_file(error.lineno, "pairgoth")) from None
    except (ValueError, RecursionError):
        raise InvalidInput(source, words.bad_file(1, "pairgoth")) from None
    if _SURROGATE_ESCAPE.search(text):
        data = _without_surrogates(data)
    if not isinstance(data, dict):
        raise InvalidInput(source, words.not_pairgoth("players"))
    for key in ("players", "games"):
        if not isinstance(data.get(key), list):
            raise InvalidInput(source, words.not_pairgoth(key))
    return data


def _int(value: object, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e9:
        return int(value)
    return default


def _number(value: object, default: Fraction) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return default
    return Fraction(value).limit_denominator(1000)


def _object(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, dict) else {}


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _scalar(value: object) -> object:
    """A game's value as its line shows it: a list or an object (no game has one) as "…"."""
    return "…" if isinstance(value, (list, dict)) else value


def _as_written(value: object) -> str:
    """A game's value as the file writes it: a text as it is, anything else in JSON's words ("null",
    "1.5", "true"; a list or an object "…"), never Python's ("None")."""
    if isinstance(value, str):
        return value
    return "…" if isinstance(value, (list, dict)) else json.dumps(value, ensure_ascii=False)


def _rank(value: object) -> int:
    return max(MIN_RANK, min(MAX_RANK, _int(value, MIN_RANK)))


class _Player:
    def __init__(self, raw: Mapping[str, Any]) -> None:
        self.name = " ".join(f"{_text(raw.get('name'))} {_text(raw.get('firstname'))}".replace("_", " ").split())
        self.rank = _rank(raw.get("rank"))
        self.correction = _int(raw.get("mmsCorrection"), 0)


def _defaults(data: Mapping[str, Any]) -> dict[str, Any]:
    pairing = _object(data.get("pairing"))
    hd = _object(pairing.get("handicap"))
    mac_mahon = _text(pairing.get("type")) == "MAC_MAHON"
    # pairgoth's HandicapParams defaults: MacMahon 1d, correction 1, ceiling 9, by McMahon score;
    # other pairings: 30k, ceiling 0, by rank.
    defaults: dict[str, Any] = {
        "system": system.KEY,
        "no_handicap_above": kd_text(_rank(hd.get("threshold", 0 if mac_mahon else MIN_RANK))),
        "handicap_correction": str(_int(hd.get("correction"), 1)),
        "max_stones": ceiling_text(_int(hd.get("ceiling"), 9 if mac_mahon else 0)),
        "handicap_basis": "mms" if hd.get("useMMS", mac_mahon) is True else "rank",
    }
    defaults["board"] = str(_int(data.get("gobanSize"), 19))
    rules = _text(data.get("rules")).lower()
    if rules in RULESETS:  # JAPANESE, CHINESE, AGA, FRENCH, …: pairgoth's Rules
        defaults["rules"] = rules
    komi = komi_setting(data.get("komi"))  # the komi of an even game
    if komi is not None:
        defaults["even_komi"] = komi
    return defaults


def _origins(text: str, data: Mapping[str, Any]) -> dict[str, tuple[str, int]]:
    """Where the file writes a setting an error may be about: request key -> (the setting as
    written, its line: the first line naming it, as pairgoth writes a key once)."""
    hd = _object(_object(data.get("pairing")).get("handicap"))
    if "correction" not in hd:
        return {}
    at = text.find('"correction"')
    return {"handicap_correction": (f'"correction": {json.dumps(_scalar(hd["correction"]))}',
                                    text.count("\n", 0, at) + 1 if at >= 0 else 0)}


def _starts(pattern: re.Pattern[str], text: str, start: int = 0) -> list[int]:
    """The line of each of ``pattern``'s matches from ``start``, counted in one pass over the file."""
    lines: list[int] = []
    line, counted = 1, 0
    for match in pattern.finditer(text, start):
        line += text.count("\n", counted, match.start())
        counted = match.start()
        lines.append(line)
    return lines


def _game_lines(text: str, games: int) -> list[int]:
    """The line of each of the file's ``games`` game objects, in the file's order: found as
    pairgoth writes them ("id" then "t"), else as any object opening with its "id" after the
    "games" key (a game whose "t" was edited, removed or moved); [] when neither finds them all."""
    lines = _starts(_GAME_START, text)
    if len(lines) != games and (at := text.find('"games"')) >= 0:
        lines = _starts(_OBJECT_WITH_ID, text, at)
    return lines if len(lines) == games else []


def _mms_before(data: Mapping[str, Any], players: Mapping[int, _Player], rounds: list[list[Mapping[str, Any]]],
                before: int) -> dict[int, int]:
    """Each player's McMahon score for a game of round ``before`` + 1 (pairgoth's ``mms``, whole)."""
    pairing = _object(data.get("pairing"))
    main = _object(pairing.get("main"))
    floor, bar = _rank(pairing.get("mmFloor", -20)), _rank(pairing.get("mmBar", 0))
    absent = _number(main.get("mmsValueAbsent"), Fraction(1, 2))
    round_down = main.get("roundDownScore", True) is not False
    wins: dict[int, int] = {}
    missed: dict[int, int] = dict.fromkeys(players, 0)
    for games in rounds[:before]:
        paired: set[int] = set()
        for game in games:
            white, black = _int(game.get("w"), -1), _int(game.get("b"), -1)
            paired.update((white, black))
            white_win, black_win = WINS.get(_text(game.get("r")), (0, 0))
            wins[white] = wins.get(white, 0) + white_win
            wins[black] = wins.get(black, 0) + black_win
        for key in players:
            if key not in paired:
                missed[key] += 1
    scores: dict[int, int] = {}
    for key, player in players.items():
        score = min(max(player.rank, floor), bar) + 30 + player.correction + wins.get(key, 0) + missed[key] * absent
        scores[key] = math.floor(score) if round_down else math.floor(round(2 * score) / 2 + Fraction(1, 2))
    return scores


def _games(data: Mapping[str, Any]) -> list[list[Mapping[str, Any]]]:
    rounds = data["games"][:MAX_ROUNDS]
    return [[g for g in games if isinstance(g, dict)] if isinstance(games, list) else [] for games in rounds]


def played_games(rounds: list[list[Mapping[str, Any]]], players: Mapping[int, _Player]) -> tuple[PlayedGame, ...]:
    """Every game of every round played to a result, between two listed players."""
    found: list[PlayedGame] = []
    for games in rounds:
        for game in games:
            score = BLACK_SCORES.get(_text(game.get("r")))
            white, black = players.get(_int(game.get("w"), -1)), players.get(_int(game.get("b"), -1))
            if score is not None and white is not None and black is not None:
                found.append(PlayedGame(white.rank, black.rank, max(0, _int(game.get("h"), 0)), score,
                                        white.name, black.name))
    return tuple(found)


def read_round(text: str, round_value: object, source: str = "file") -> FileRound:
    """The pairings of one round of a pairgoth file, its defaults, the round and the count."""
    check_size(source, text)
    data = _load(text, source)
    players = {_int(p.get("id"), -1): _Player(p) for p in data["players"] if isinstance(p, dict)}
    rounds = _games(data)
    with_games = [r + 1 for r, games in enumerate(rounds)
                  if any(_int(g.get("w"), 0) > 0 and _int(g.get("b"), 0) > 0 for g in games)]
    count = min(MAX_ROUNDS, max([_int(data.get("rounds"), 0), *with_games, 1]))
    number = round_number(round_value, with_games, source, "pairgoth")
    lines = _game_lines(text, sum(len(games) for games in rounds))
    before = sum(len(games) for games in rounds[:number - 1])
    line_of = lines[before:before + len(rounds[number - 1])]
    games_line = text.count("\n", 0, max(0, text.find('"games"'))) + 1  # where no game's own line is found
    mms = _mms_before(data, players, rounds, number - 1)
    pairings: list[Pairing] = []
    errors: list[LineError] = []
    for index, game in enumerate(rounds[number - 1]):
        line = line_of[index] if line_of else games_line
        white, black, table = _int(game.get("w"), -1), _int(game.get("b"), -1), game.get("t")
        if white == 0 or black == 0:  # a bye
            continue
        shown = json.dumps({key: _scalar(game.get(key)) for key in ("t", "w", "b", "h")}, ensure_ascii=False)
        missing = [key for key in (white, black) if key not in players]
        if missing:
            given = game.get("w" if missing[0] == white else "b")
            errors.append(LineError(line, shown, words.unknown_id(_as_written(given))))
            continue
        if _int(table, 0) < 1:
            errors.append(LineError(line, shown, words.bad_table(_as_written(table))))
            continue
        sides = [Side(players[key].name or None, kd_text(players[key].rank), str(max(0, mms[key])))
                 for key in (white, black)]
        pairings.append(Pairing(line, shown, _int(table, 0), sides[0], sides[1], colours=True,
                                known_handicap=max(0, _int(game.get("h"), 0))))
        if len(pairings) > MAX_PAIRINGS:
            raise InvalidInput(source, words.too_many(MAX_PAIRINGS))
    defaults = _defaults(data)
    return FileRound(Parsed(tuple(pairings), tuple(errors)), defaults, number, count, tuple(with_games),
                     tournament_name(_text(data.get("name"))), played_games(rounds, players),
                     origins=_origins(text, data))
