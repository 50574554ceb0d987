"""How strong the two sides are, in every form players state it, and the rank difference that
follows, with the tournament options applied.

Request keys (exactly one strength input):

    rank_diff     a plain rank difference (player 1 is taken as the stronger)
    ranks         [A, B]: rank text, 30k..1k, 1d..9d, 1p..9p (ranks.parse_rank)
    ratings       [A, B] with rating_system "ogs" (default), "egf" or "aga";
                  deviations [DA, DB] with OGS ratings (OGS's deviation rules)
    log_ratings   [A, B]: Goldis log ratings, 2673 or 2.673
    teams         [[...], [...]]: rengo / pair-go sides, each player a rank text or an OGS rating

Order of work, each step shown in the reply: strengths -> raw difference -> OGS deviation rules
(either deviation > 160: difference 0; else either > 140: halved) -> rounded down for systems
with whole-rank tables -> difference_mode (auto, none, custom with custom_difference, auto-1,
auto-2, auto-3, auto+1) -> no_handicap_above (no handicap when the stronger side is above that
rank). The stone ceiling (max_stones) is applied by the command, since it needs the system.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .. import fields, ranks
from ..errors import InvalidInput
from ..exact import _show, parse_fraction, show
from . import goldis
from .system import GoSystem, Step

STRENGTH_KEYS = ("rank_diff", "ranks", "ratings", "log_ratings", "teams")
RATING_SYSTEMS = ("ogs", "egf", "aga")
DIFFERENCE_MODES = ("auto", "none", "custom", "auto-1", "auto-2", "auto-3", "auto+1")
MODE_SHIFT = {"auto": 0, "auto-1": -1, "auto-2": -2, "auto-3": -3, "auto+1": 1}
MAX_RANK_DIFFERENCE = 100  # far beyond 30k against 9p; keeps junk such as 1e300 out
DEVIATION_ZERO, DEVIATION_HALF = 160, 140  # OGS wiki, "Computation of number of stones"
RATING_RANGES = {"ogs": (Fraction(1), Fraction(10000)), "egf": (Fraction(-1000), Fraction(3500)),
                 "aga": (Fraction(-60), Fraction(13))}
MAX_TEAM = 8
_PAIR_PART = re.compile(r"\d+\s*(?:kyu|dan|pro|[kdp])(?![a-z])|[^\s,;]+", re.IGNORECASE)


@dataclass(frozen=True)
class Player:
    label: str  # "player 1", "team 2"
    given: str  # what was given, as text: "5k", "OGS rating 1331"
    rank: float | None  # OGS rank number (30 = 1d); None when only a log rating is known
    log_rating: Fraction | None = None  # Goldis log rating points, when given
    members: tuple[str, ...] = ()
    label_text: str | None = None  # the rank as the rating's own federation reads it

    def rank_label(self) -> str | None:
        if self.label_text is not None:
            return self.label_text
        return None if self.rank is None else ranks.rank_label(self.rank)


@dataclass(frozen=True)
class Difference:
    kind: str
    players: tuple[Player, Player] | None
    raw: Fraction  # before deviation rules, rounding and options
    used: Fraction  # after all of them (before the stone ceiling)
    weaker: int | None  # 1 or 2: who takes Black if there is a handicap; None when equal
    steps: list[Step] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)


def _pair(request: Mapping[str, Any], key: str) -> list[Any]:
    value = request[key]
    if isinstance(value, str):  # "5k 2d", "5 kyu, 3 dan", "1500,1600": a rank keeps its unit word
        value = _PAIR_PART.findall(value)
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != 2:
        raise InvalidInput(key, f"{_show(value)} is not a pair: give two values, one per player")
    return list(value)


def _rank(field_: str, text: Any) -> tuple[float, bool]:
    return float(ranks.parse_rank(field_, text)), ranks.is_professional_text(text)


def _rating_to_rank(field_: str, system: str, value: Any) -> float:
    low, high = RATING_RANGES[system]
    what = {"ogs": "an OGS rating", "egf": "an EGF rating (GoR)", "aga": "an AGA rating"}[system]
    number = parse_fraction(field_, value, what=what)
    if not low <= number <= high:
        raise InvalidInput(field_, f"{_show(value)} is out of range; allowed: {what} from {show(low)} to {show(high)}")
    if system == "ogs":
        return ranks.rating_to_rank(float(number))
    if system == "egf":
        return ranks.egf_to_rank(float(number))
    if -1 < number < 1:
        raise InvalidInput(field_, f"{_show(value)} is not an AGA rating: AGA ratings are ≥ 1 (dan) or ≤ −1 (kyu)")
    return ranks.aga_to_rank(float(number))


def _federation_label(system: str, value: Any) -> str | None:
    number = float(parse_fraction("ratings", value))
    if system == "egf":
        return ranks.egf_rank_label(number)
    if system == "aga":
        return ranks.aga_rank_label(number)
    return None


def parse_log_rating(field_: str, value: Any) -> Fraction:
    """2673 or 2.673 -> 2673 points (values below 10 are read as the logarithm itself)."""
    number = parse_fraction(field_, value, what="a log rating (e.g. 2673 or 2.673)")
    if number < 10:
        number *= 1000
    if not 0 <= number <= 4000:
        raise InvalidInput(field_, f"{_show(value)} is out of range; allowed: a log rating from 0 to 4000 "
                                   "(or 0 to 4.0)")
    return number


def _team(field_: str, entries: Any, label: str) -> Player:
    if isinstance(entries, str):
        entries = entries.replace(",", " ").split()
    if not isinstance(entries, Sequence) or not 1 <= len(entries) <= MAX_TEAM:
        raise InvalidInput(field_, f"{_show(entries)} is not a team: give 1 to {MAX_TEAM} players (ranks such as "
                                   "\"5k\" or OGS ratings)")
    members: list[tuple[float, bool]] = []
    for entry in entries:
        if isinstance(entry, str) and any(c.isalpha() for c in entry):
            members.append(_rank(field_, entry))
        else:
            members.append((_rating_to_rank(field_, "ogs", entry), False))
    average = ranks.team_rank(members)
    return Player(label, " + ".join(str(e).strip() for e in entries), average,
                  members=tuple(str(e).strip() for e in entries))


def read_players(request: Mapping[str, Any]) -> tuple[str, tuple[Player, Player] | None, Fraction | None, list[Step]]:
    """The strength input: its kind, the two sides (or None for a plain difference), the plain
    difference when given, and the steps explaining the sides."""
    if request.get("rating_system") not in (None, ""):
        fields.choice(request, "rating_system", RATING_SYSTEMS)  # checked even when ratings are not used
    given = [key for key in STRENGTH_KEYS if key in request and request[key] not in (None, "")]
    if not given and "rank_diff" in request:
        given = ["rank_diff"]  # present but blank or null: let the number check say what is wrong
    if not given:
        raise InvalidInput("rank_diff", "is missing; give one of: rank_diff, ranks, ratings, log_ratings, teams")
    if len(given) > 1:
        raise InvalidInput(given[1], f"give only one strength input; got {', '.join(given)}")
    kind = given[0]
    steps: list[Step] = []
    if kind == "rank_diff":
        diff = fields.number(request, "rank_diff", minimum=0, maximum=MAX_RANK_DIFFERENCE, what="a rank difference")
        return kind, None, diff, steps
    if kind == "ranks":
        a, b = _pair(request, "ranks")
        rank_a, rank_b = _rank("ranks", a)[0], _rank("ranks", b)[0]
        players = (Player("player 1", str(a).strip(), rank_a), Player("player 2", str(b).strip(), rank_b))
        steps.append(Step("ranks", "Ranks", "30k = 0 … 1k = 29, 1d = 30 … 9d = 38, 1p = 39 … 9p = 47",
                          f"{players[0].given} = {show(Fraction(rank_a))}, "
                          f"{players[1].given} = {show(Fraction(rank_b))}", None, "strength"))
        return kind, players, None, steps
    if kind == "ratings":
        system = fields.choice(request, "rating_system", RATING_SYSTEMS, default="ogs")
        a, b = _pair(request, "ratings")
        rank_a, rank_b = _rating_to_rank("ratings", system, a), _rating_to_rank("ratings", system, b)
        name = {"ogs": "OGS rating", "egf": "EGF rating", "aga": "AGA rating"}[system]
        players = (Player("player 1", f"{name} {str(a).strip()}", rank_a, label_text=_federation_label(system, a)),
                   Player("player 2", f"{name} {str(b).strip()}", rank_b, label_text=_federation_label(system, b)))
        formula = {"ogs": "rank = ln(rating ÷ 525) × 23.15 (30 = 1d)",
                   "egf": "rank = 30 + (GoR − 2100) ÷ 100 (2100 = 1d, 100 GoR per grade)",
                   "aga": "rank = 29 + rating for dan ratings (≥ 1), 31 + rating for kyu ratings (≤ −1)"}[system]
        steps.append(Step("ratings", "Ranks from ratings", formula,
                          f"{players[0].given} → {rank_a:.3f} ({players[0].rank_label()}), "
                          f"{players[1].given} → {rank_b:.3f} ({players[1].rank_label()})", None, "strength"))
        return kind, players, None, steps
    if kind == "log_ratings":
        a, b = _pair(request, "log_ratings")
        la, lb = parse_log_rating("log_ratings", a), parse_log_rating("log_ratings", b)
        players = (Player("player 1", f"log rating {show(la)}", _log_to_rank(la), log_rating=la),
                   Player("player 2", f"log rating {show(lb)}", _log_to_rank(lb), log_rating=lb))
        steps.append(Step("log_ratings", "Log ratings", "2673 and 2.673 are the same rating (points = log × 1000)",
                          f"{show(la)} ({goldis.level_label(float(la))}), {show(lb)} ({goldis.level_label(float(lb))})",
                          None, "strength"))
        return kind, players, None, steps
    teams = request["teams"]
    if not isinstance(teams, Sequence) or isinstance(teams, str) or len(teams) != 2:
        raise InvalidInput("teams", f"{_show(teams)} is not two teams: give [[players of side 1], [players of side 2]]")
    players = (_team("teams", teams[0], "team 1"), _team("teams", teams[1], "team 2"))
    steps.append(Step("teams", "Team ranks", "each side: average of its players' ranks, each held within 30k–9d "
                      "(professionals only held at 30k)",
                      f"team 1 ({players[0].given}) → {players[0].rank:.2f}, "
                      f"team 2 ({players[1].given}) → {players[1].rank:.2f}", None, "strength"))
    return "teams", players, None, steps


def _log_to_rank(log: Fraction) -> float | None:
    try:
        return goldis.log_rating_to_rank(float(log))
    except ValueError:
        return None


def _as_fraction(x: float) -> Fraction:
    """A float difference as an exact number, to 1e-9 (enough for any rating)."""
    return Fraction(round(x * 10**9), 10**9)


def derive(request: Mapping[str, Any], system: GoSystem) -> Difference:
    kind, players, plain, steps = read_players(request)
    notes: list[tuple[str, str]] = []
    if players is None:
        assert plain is not None
        raw = plain
        weaker: int | None = 2 if raw > 0 else None
    else:
        a, b = players
        if system.key == "goldis":
            la, lb = (_goldis_log(p, kind) for p in (a, b))
            signed = (la - lb) / 100
            steps.append(Step("difference", "Rank difference", "(log rating A − log rating B) ÷ 100",
                              f"({show(la)} − {show(lb)}) ÷ 100 = {show(abs(signed))}", abs(signed), "strength"))
        else:
            ra, rb = (_rank_of(p, n) for p, n in ((a, 1), (b, 2)))
            signed = _as_fraction(ra - rb)
            steps.append(Step("difference", "Rank difference", "stronger rank − weaker rank",
                              f"|{ra:.3f} − {rb:.3f}| = {show(abs(signed))}", abs(signed), "strength"))
        raw = abs(signed)
        weaker = None if signed == 0 else (2 if signed > 0 else 1)
    used = raw
    if "deviations" in request and request["deviations"] not in (None, ""):
        if kind != "ratings" or fields.choice(request, "rating_system", RATING_SYSTEMS, default="ogs") != "ogs":
            raise InvalidInput("deviations", "only apply to OGS ratings (give ratings with rating_system \"ogs\")")
        da, db = (fields.number({"deviations": v}, "deviations", minimum=0, maximum=2000, what="a rating deviation")
                  for v in _pair(request, "deviations"))
        top = max(da, db)
        if top > DEVIATION_ZERO:
            used, rule = Fraction(0), f"a deviation above {DEVIATION_ZERO}: difference 0"
        elif top > DEVIATION_HALF:
            used, rule = used / 2, f"a deviation above {DEVIATION_HALF}: difference halved to {show(used / 2)}"
        else:
            rule = "both deviations 160 or less and 140 or less: unchanged"
        steps.append(Step("deviations", "Deviation rule", "either deviation > 160: 0; else either > 140: halve",
                          f"deviations {show(da)} and {show(db)} → {rule}", used, "strength"))
    used = _whole(system, used, steps)
    used = _apply_mode(request, used, steps)
    used = _whole(system, used, steps)  # a custom difference may have a fraction too
    used = _apply_no_handicap_above(request, players, weaker, used, steps)
    if used > 0 and weaker is None:
        weaker = 2
        notes.append(("equal_players", ("The two sides are equally strong; player 2 is given the handicap (Black) "
                                       "because of the tournament option.")))
    return Difference(kind, players, raw, used, weaker if used > 0 else None, steps, notes)


def _whole(system: GoSystem, used: Fraction, steps: list[Step]) -> Fraction:
    if not system.whole_differences or used.denominator == 1:
        return used
    floored = Fraction(math.floor(used))
    steps.append(Step("round_down", "Rounded down", "the tables take whole rank differences: round down",
                      f"{show(used)} → {show(floored)}", floored, "strength"))
    return floored


def _goldis_log(player: Player, field_: str) -> Fraction:
    """``field_``: the strength input the player came from (ranks, ratings or teams)."""
    if player.log_rating is not None:
        return player.log_rating
    assert player.rank is not None
    if not goldis.MIN_RANK <= player.rank <= goldis.MAX_RANK:
        raise InvalidInput(field_,
                           f"{player.given} has no Goldis log rating: Table 1 runs from 27 kyu (27step) to 9p")
    return _as_fraction(goldis.rank_to_log_rating(player.rank))


def _rank_of(player: Player, number: int) -> float:
    if player.rank is None:
        raise InvalidInput("log_ratings", f"{player.given} is outside Goldis's Table 1 (20 to 3300 points), "
                                          "so it has no rank to compare")
    return player.rank


def _apply_mode(request: Mapping[str, Any], used: Fraction, steps: list[Step]) -> Fraction:
    mode = fields.choice(request, "difference_mode", DIFFERENCE_MODES, default="auto")
    if mode == "auto":
        if request.get("custom_difference") not in (None, ""):
            raise InvalidInput("custom_difference", "needs difference_mode \"custom\"")
        return used
    if mode == "none":
        steps.append(Step("difference_mode", "Rank difference: None", "no handicap: difference 0",
                          f"{show(used)} → 0", Fraction(0), "strength"))
        return Fraction(0)
    if mode == "custom":
        custom = fields.number(request, "custom_difference", minimum=0, maximum=MAX_RANK_DIFFERENCE,
                               what="a rank difference")
        steps.append(Step("difference_mode", "Rank difference: Custom", "the difference chosen by the organiser",
                          f"{show(used)} → {show(custom)}", custom, "strength"))
        return custom
    shift = MODE_SHIFT[mode]
    adjusted = max(Fraction(0), used + shift)
    label = f"Auto{'+' if shift > 0 else '−'}{abs(shift)}"
    steps.append(Step("difference_mode", f"Rank difference: {label}",
                      f"difference {'+' if shift > 0 else '−'} {abs(shift)}, never below 0",
                      f"{show(used)} {'+' if shift > 0 else '−'} {abs(shift)} → {show(adjusted)}", adjusted,
                      "strength"))
    return adjusted


def _apply_no_handicap_above(request: Mapping[str, Any], players: tuple[Player, Player] | None,
                             weaker: int | None, used: Fraction, steps: list[Step]) -> Fraction:
    limit_text = request.get("no_handicap_above")
    if limit_text is None or (isinstance(limit_text, str) and not limit_text.strip()):
        return used
    limit = ranks.parse_rank("no_handicap_above", limit_text)
    if players is None:
        raise InvalidInput("no_handicap_above", "needs the players' ranks or ratings, not a plain rank difference")
    known = [p.rank for p in players if p.rank is not None]
    if not known:
        raise InvalidInput("no_handicap_above", "needs ranks for the players")
    stronger = max(known)
    if stronger > limit:
        steps.append(Step("no_handicap_above", "No handicap above a rank",
                          f"the stronger side is above {str(limit_text).strip()}: no handicap",
                          f"{ranks.rank_label(stronger)} is above {ranks.rank_label(limit)} → 0", Fraction(0),
                          "strength"))
        return Fraction(0)
    steps.append(Step("no_handicap_above", "No handicap above a rank",
                      f"handicap only while the stronger side is {str(limit_text).strip()} or below",
                      f"{ranks.rank_label(stronger)} is not above {ranks.rank_label(limit)}: unchanged", used,
                      "strength"))
    return used
