"""The Go commands' requests, read and checked once, at the boundary, into typed values: the
systems and the arithmetic below never see the JSON.

    go           system, board, rules, counting; a strength input (``players.py``); the
                 organiser's options: difference_mode, custom_difference, custom_stones,
                 komi_mode, komi, max_stones, no_handicap_above, handicap_correction (-1..9),
                 handicap_basis ("rank" or "mms", with mms [A, B]: McMahon scores, 30 = 1d);
                 names [player 1, player 2]
    go-table     system, board, rules, counting, up_to (the last rank difference, 0..100)
    go-compare   a ``go`` request without the system: each system answers it in turn
    house rules  with system "custom" (and in go-compare): club_ranks_per_stone (0..9, 0: komi
                 only), club_komi_per_rank (0..30, halves), club_even_komi (−100..100, halves;
                 default the rules'), club_min_stones and club_max_stones (0..9), club_first_stone
                 ("counts" or "free"); see ``systems/custom.py``

Rules and counting: for ``jewdan`` the counting decides the stone value; Japanese and Korean rules
mean territory and the others area, unless ``counting`` is given; without ``rules`` no ruleset is
assumed (no handicap bonus). The other systems take their komi from the rules; given only a
counting they assume Japanese (territory) or Chinese (area) rules.

Errors come in the order the fields are listed above; a blank or null optional field is not given
(``fields.given``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from .. import fields, ranks
from ..errors import Collector, InvalidInput
from ..i18n import say
from ..text import quote
from .options import (
    DIFFERENCE_MODES,
    HANDICAP_BASES,
    KOMI_MODES,
    MAX_CEILING,
    MAX_CORRECTION,
    MAX_CUSTOM_STONES,
    MAX_KOMI,
    MIN_CORRECTION,
    Options,
)
from .players import MAX_RANK_DIFFERENCE, Strength, read_strength
from .rules import RULES_FOR_COUNTING, RULESETS, Counting, Ruleset
from .systems import DEFAULT_SYSTEM, SYSTEM_ALIASES, SYSTEM_KEYS, SYSTEMS, GoSystem, custom, find_system, jewdan

COUNTINGS = tuple(c.value for c in Counting)
MAX_TABLE_ROWS = 100
Names = fields.Names


@dataclass(frozen=True)
class Setup:
    """The game's frame: which system, on which board, under which rules and counting."""

    system: GoSystem
    board: int
    ruleset: Ruleset | None  # None: Jewdan's system without rules (no handicap bonus)
    counting: Counting
    notes: tuple[tuple[str, str], ...] = ()  # (code, message): a counting the system does not use


@dataclass(frozen=True)
class GoRequest:
    setup: Setup
    strength: Strength
    options: Options
    names: Names


@dataclass(frozen=True)
class TableRequest:
    setup: Setup
    up_to: int | None  # None: until the stones pass the board's maximum


@dataclass(frozen=True)
class CompareRequest:
    board: int
    rules: str
    counting: Counting | None
    strength: Strength
    options: Options
    names: Names
    systems: tuple[GoSystem, ...]  # every system, the house rules' with the request's parameters


def _half_points(request: fields.Request, field: str, low: int, high: int, what: str) -> Fraction | None:
    """An optional multiple of 0.5 from ``low`` to ``high``."""
    if not fields.given(request, field):
        return None
    value = fields.number(request, field, minimum=low, maximum=high, what=what)
    if (value * 2).denominator != 1:
        raise InvalidInput(field, say("error.not_allowed", value=quote(request[field]),
                                      allowed=say("error.komi.half", low=low, high=high)))
    return value


def read_even_komi(request: fields.Request) -> Fraction | None:
    """``even_komi``: the komi of an even game in place of the rules' own (a tournament's komi),
    a multiple of 0.5 from −MAX_KOMI to MAX_KOMI; None when not given."""
    return _half_points(request, "even_komi", -MAX_KOMI, MAX_KOMI, say("what.komi"))


def read_house_rules(request: fields.Request) -> custom.HouseRules:
    """House rules: the club_* fields (each optional: the default house rules are traditional)."""
    d = custom.DEFAULT_RULES
    stones = list(range(custom.MAX_STONES + 1))
    per_stone = fields.int_choice(request, "club_ranks_per_stone", list(range(custom.MAX_RANKS_PER_STONE + 1)),
                                  default=d.ranks_per_stone)
    per_rank = _half_points(request, "club_komi_per_rank", 0, custom.MAX_KOMI_PER_RANK, say("what.komi"))
    even = _half_points(request, "club_even_komi", -MAX_KOMI, MAX_KOMI, say("what.komi"))
    low = fields.int_choice(request, "club_min_stones", stones, default=d.min_stones)
    high = fields.int_choice(request, "club_max_stones", stones, default=d.max_stones)
    if low > high:
        raise InvalidInput("club_min_stones", say("error.club.min_above_max", low=low, high=high))
    first = fields.choice(request, "club_first_stone", custom.FIRST_STONE, default=d.first_stone)
    return custom.HouseRules(per_stone, d.komi_per_rank if per_rank is None else per_rank, even, low, high, first)


def read_system(request: fields.Request) -> GoSystem:
    """``system``: a registered key, or a former key a system keeps as an alias ("ogs-909")."""
    given = request.get("system")
    if isinstance(given, str) and given.strip().lower() in SYSTEM_ALIASES:
        return find_system(given.strip().lower())
    key = fields.choice(request, "system", SYSTEM_KEYS, default=DEFAULT_SYSTEM.key)
    return custom.system(read_house_rules(request)) if key == custom.KEY else find_system(key)


def board_of(system: GoSystem, value: object) -> int:
    """A board size the system covers (Jewdan's and the house rules': any from 5 to 25)."""
    if system.key in (jewdan.SYSTEM.key, custom.KEY):
        allowed = say("error.board.from_to", low=min(system.boards), high=max(system.boards))
        return fields.whole_number("board", value, system.boards, allowed)
    try:
        return fields.whole_number("board", value, system.boards)
    except InvalidInput as error:
        if str(value).strip() in {str(b) for b in jewdan.SYSTEM.boards}:
            # A real board, not one of this system's: what the system covers (the page's note says
            # the same beside the board menu, with a button to the system's own board).
            shown = say("list.separator").join(f"{b}×{b}" for b in system.boards)
            raise InvalidInput("board", say("go.compare.covers_only", system=say(f"go.system.{system.key}.name"),
                                             boards=shown)) from None
        raise InvalidInput("board", say("error.board.system", message=error.message,
                                         system=say(f"go.system.{system.key}.name"))) from None


def covers(system: GoSystem, board: int) -> bool:
    return board in system.boards


def resolve_rules(system: GoSystem, board: int, rules_key: str | None, counting: Counting | None) -> Setup:
    """The ruleset and counting a system plays under, from what the request names."""
    if system.key == jewdan.SYSTEM.key:
        ruleset = RULESETS[rules_key] if rules_key else None
        if counting is None:
            counting = ruleset.counting if ruleset else Counting.TERRITORY
        return Setup(system, board, ruleset, counting)
    if rules_key is None:
        rules_key = RULES_FOR_COUNTING[counting] if counting else system.default_rules
    ruleset = RULESETS[rules_key]
    notes: tuple[tuple[str, str], ...] = ()
    if counting is not None and counting != ruleset.counting:
        notes = (("counting_ignored", say("go.warning.counting_ignored", system=say(f"go.system.{system.key}.name"),
                                          rules=say(f"go.rules.{ruleset.key}"),
                                          counting=say(f"go.counting.{ruleset.counting.value}"),
                                          given=say(f"go.counting.{counting.value}"))),)
    return Setup(system, board, ruleset, ruleset.counting, notes)


def _rules_and_counting(request: fields.Request) -> tuple[str | None, Counting | None]:
    rules_key = fields.optional_choice(request, "rules", list(RULESETS))
    counting = fields.optional_choice(request, "counting", COUNTINGS)
    return rules_key, None if counting is None else Counting(counting)


def read_setup(request: fields.Request) -> Setup:
    system = read_system(request)
    board = board_of(system, fields.raw(request, "board", system.default_board))
    rules_key, counting = _rules_and_counting(request)
    return resolve_rules(system, board, rules_key, counting)


def read_names(request: fields.Request) -> Names:
    """The players' names, each optional (blank: none); at most 40 characters."""
    return fields.names(request)


def _custom_stones(request: fields.Request) -> int | None:
    """The stones asked for with Rank difference "Custom", or None when not asked for."""
    if not fields.given(request, "custom_stones"):
        return None
    mode = fields.choice(request, "difference_mode", DIFFERENCE_MODES, default="auto")
    if mode != "custom":
        raise InvalidInput("custom_stones", say("error.custom_stones.needs_custom"))
    if fields.given(request, "custom_difference"):
        raise InvalidInput("custom_stones", say("error.custom_stones.both"))
    value = fields.number(request, "custom_stones", minimum=0, maximum=MAX_CUSTOM_STONES,
                          what=say("what.whole_number_of_stones"))
    if value.denominator != 1:
        raise InvalidInput("custom_stones", say("error.not_allowed", value=quote(request["custom_stones"]),
                                                allowed=say("error.stones.from_to", high=MAX_CUSTOM_STONES)))
    return value.numerator


def _custom_difference(request: fields.Request, mode: str, stones: int | None) -> Fraction | None:
    if mode == "auto" and fields.given(request, "custom_difference"):
        raise InvalidInput("custom_difference", say("error.needs_difference_mode_custom"))
    if mode != "custom" or stones is not None:
        return None
    return fields.number(request, "custom_difference", minimum=0, maximum=MAX_RANK_DIFFERENCE,
                         what=say("what.rank_difference"))


def _no_handicap_above(request: fields.Request) -> tuple[int | None, str]:
    if not fields.given(request, "no_handicap_above"):
        return None, ""
    text = request["no_handicap_above"]
    return ranks.parse_rank("no_handicap_above", text), str(text).strip()


def check_options(options: Options, strength: Strength) -> None:
    """The options that need the players: a rank threshold needs their ranks (or, on the McMahon
    basis, their scores)."""
    if options.no_handicap_above is None:
        return
    if strength.players is None:
        raise InvalidInput("no_handicap_above", say("error.no_handicap_above.plain"))
    if options.handicap_basis == "rank" and all(p.rank is None for p in strength.players):
        raise InvalidInput("no_handicap_above", say("error.no_handicap_above.no_ranks"))


MAX_MMS = 100  # a McMahon score on the rank scale (30 = 1d) plus wins: far beyond any tournament


def read_mms(value: object) -> tuple[Fraction, Fraction]:
    """Two McMahon scores (``mms``), each 0 to MAX_MMS."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise InvalidInput("mms", say("error.mms.pair", value=quote(value)))
    a, b = (fields.number_value("mms", v, minimum=0, maximum=MAX_MMS, what=say("what.mcmahon_score"), player=i)
            for i, v in enumerate(value, start=1))
    return a, b


def _basis(request: fields.Request, scores: bool) -> tuple[str, tuple[Fraction, Fraction] | None]:
    """OpenGotha's handicap basis: the players' ranks, or their McMahon scores (``mms``; with
    ``scores`` False they come later, board by board)."""
    basis = fields.choice(request, "handicap_basis", HANDICAP_BASES, default="rank")
    if not scores:
        return basis, None
    if not fields.given(request, "mms"):
        if basis == "mms":
            raise InvalidInput("handicap_basis", say("error.mms.missing"))
        return basis, None
    if basis != "mms":
        raise InvalidInput("mms", say("error.mms.needs_basis"))
    return basis, read_mms(request["mms"])


def read_options(request: fields.Request, stones: int | None, scores: bool = True) -> Options:
    """The organiser's options after the strength (``stones``: custom stones, read before it)."""
    mode = fields.choice(request, "difference_mode", DIFFERENCE_MODES, default="auto")
    custom = _custom_difference(request, mode, stones)
    limit, limit_text = _no_handicap_above(request)
    correction = fields.int_choice(request, "handicap_correction", list(range(MIN_CORRECTION, MAX_CORRECTION + 1)),
                                   default=0)
    basis, mms = _basis(request, scores)
    komi_mode, komi = _komi(request)
    return Options(difference_mode=mode, custom_difference=custom, custom_stones=stones, komi_mode=komi_mode,
                   komi=komi, no_handicap_above=limit, no_handicap_above_text=limit_text,
                   handicap_correction=correction, handicap_basis=basis, mms=mms)


def _komi(request: fields.Request) -> tuple[str, Fraction | None]:
    mode = fields.choice(request, "komi_mode", KOMI_MODES, default="auto")
    if mode != "custom":
        if fields.given(request, "komi"):
            raise InvalidInput("komi", say("error.komi.needs_custom"))
        return mode, None
    komi = fields.number(request, "komi", minimum=-MAX_KOMI, maximum=MAX_KOMI, what=say("what.komi"))
    if (komi * 2).denominator != 1:
        raise InvalidInput("komi", say("error.not_allowed", value=quote(request["komi"]),
                                       allowed=say("error.komi.half", low=-MAX_KOMI, high=MAX_KOMI)))
    return mode, komi


def _strength_and_options(request: fields.Request, found: Collector | None = None) -> tuple[Strength, Options, Names]:
    """The players, the organiser's options and the names, every wrong field of them reported
    together (with the setup's, when ``found`` holds those)."""
    found = found or Collector()
    ceiling = found.read(lambda: fields.optional_int_choice(request, "max_stones", list(range(MAX_CEILING + 1))))
    names = found.read(lambda: read_names(request))
    stones = found.read(lambda: _custom_stones(request))
    strength = found.read(lambda: read_strength(request))
    options = found.read(lambda: read_options(request, stones))
    found.check()
    assert strength is not None and options is not None and names is not None
    options = replace(options, max_stones=ceiling)
    check_options(options, strength)
    return strength, options, names


def read_round_options(request: fields.Request) -> Options:
    """A ``go`` request's options without its strength (a round's: one set for every board;
    ``check_options`` then runs board by board)."""
    ceiling = fields.optional_int_choice(request, "max_stones", list(range(MAX_CEILING + 1)))
    return replace(read_options(request, _custom_stones(request), scores=False), max_stones=ceiling)


def read_go(request: fields.Request) -> GoRequest:
    found = Collector()
    setup = found.read(lambda: read_setup(request))
    strength, options, names = _strength_and_options(request, found)
    assert setup is not None
    return GoRequest(setup, strength, options, names)


def read_table(request: fields.Request) -> TableRequest:
    setup = read_setup(request)
    up_to = fields.optional_int_choice(request, "up_to", list(range(MAX_TABLE_ROWS + 1)))
    return TableRequest(setup, up_to)


def read_compare(request: fields.Request) -> CompareRequest:
    rules_key, counting = _rules_and_counting(request)
    if rules_key is None:
        rules_key = RULES_FOR_COUNTING[counting] if counting else "japanese"
    board = board_of(jewdan.SYSTEM, fields.raw(request, "board", 19))  # no system covers a board outside 5..25
    house = custom.system(read_house_rules(request))
    strength, options, names = _strength_and_options(request)
    systems = tuple(house if s.key == custom.KEY else s for s in SYSTEMS)
    return CompareRequest(board, rules_key, counting, strength, options, names, systems)

