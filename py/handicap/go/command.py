"""The Go commands: a request dict in, a reply dict out.

    go           one game: who takes Black, stones, komi, effective komi, ties, and why
    go-table     a system's schedule: rank differences 0..N on one board under one ruleset
    go-compare   the same request under every system
    go-systems   the systems, their boards and rules (for building forms)
    goldis-table Goldis's Table 1: rank <-> log rating <-> strength

Request keys of ``go`` (besides the strength inputs described in ``strength``): system, board,
rules (japanese, korean, chinese, aga, ing, nz), counting (territory, area), difference_mode,
custom_difference, max_stones (a stone ceiling 0..9), no_handicap_above (a rank).

Rules and counting: for ``jewdan`` the counting decides the stone value; Japanese and Korean rules
mean territory and the others area, unless ``counting`` is given; without ``rules`` no ruleset is
assumed (no handicap bonus). The other systems take their komi from the rules; given only a
counting they assume Japanese (territory) or Chinese (area) rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

from .. import fields, ranks
from ..errors import InvalidInput
from ..exact import _show, parse_fraction, show, to_json_number
from . import goldis, jewdan, ogs, ogs_legacy, ogs_proposal, old_japanese, overrides, traditional
from .boards import sgf_setup, stone_points
from .rules import RULES_FOR_COUNTING, RULESETS, Ruleset, tie_rule
from .strength import MAX_RANK_DIFFERENCE, Difference, derive
from .system import GoSystem, Handicap, Step, stones_text
from .table_csv import csv_filename, table_csv

SYSTEMS: dict[str, GoSystem] = {
    s.key: s for s in (jewdan.SYSTEM, ogs.SYSTEM, ogs_proposal.SYSTEM, old_japanese.SYSTEM, ogs_legacy.SYSTEM,
                       traditional.SYSTEM, goldis.SYSTEM)
}
COUNTINGS = ("territory", "area")
MAX_CEILING = 9
MAX_TABLE_ROWS = 100


# --- JSON -----------------------------------------------------------------------------------

def _json(value: Any) -> Any:
    if isinstance(value, bool) or value is None or (isinstance(value, (str, int)) and not isinstance(value, Fraction)):
        return value
    if isinstance(value, Fraction):
        return to_json_number(value)
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, float):
        return value
    if isinstance(value, Mapping):
        return {k: _json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json(v) for v in value]
    return value


def _step_json(step: Step) -> dict[str, Any]:
    item = {"key": step.key, "label": step.label, "formula": step.formula, "working": step.working,
            "value": _json(step.value), "group": step.group}
    if isinstance(step.value, Fraction):
        item["exact"] = str(step.value)
    return item


def _warning(code: str, message: str) -> dict[str, str]:
    return {"code": code, "message": message}


# Advice is not a warning: nothing is wrong, but the players need to know how to go on.
NIGIRI_ADVICE = _warning(
    "nigiri", "Even game: choose colours by nigiri. One player takes a handful of white stones, the other "
              "guesses odd (shows one black stone) or even (two); a right guess takes Black.")


# --- Reading the request --------------------------------------------------------------------

def _system(request: Mapping[str, Any]) -> GoSystem:
    return SYSTEMS[fields.choice(request, "system", list(SYSTEMS), default="jewdan")]


def _board(request: Mapping[str, Any], system: GoSystem) -> int:
    default = 19 if 19 in system.boards else system.boards[0]
    if system.key == "jewdan":
        value = fields.raw(request, "board", default)
        allowed = f"a board size from {min(system.boards)} to {max(system.boards)}"
        try:
            number = parse_fraction("board", value)
        except InvalidInput:
            raise InvalidInput("board", f"{_show(value)} is not allowed; use {allowed}") from None
        if number.denominator != 1 or number.numerator not in system.boards:
            raise InvalidInput("board", f"{_show(value)} is not allowed; use {allowed}")
        return number.numerator
    try:
        return fields.int_choice(request, "board", system.boards, default=default)
    except InvalidInput as error:
        raise InvalidInput("board", f"{error.message} ({system.name})") from None


def _rules(request: Mapping[str, Any], system: GoSystem) -> tuple[Ruleset | None, str, list[dict[str, str]]]:
    rules_key = fields.optional_choice(request, "rules", list(RULESETS))
    counting = fields.optional_choice(request, "counting", list(COUNTINGS))
    warnings: list[dict[str, str]] = []
    if system.key == "jewdan":
        ruleset = RULESETS[rules_key] if rules_key else None
        if counting is None:
            counting = ruleset.counting if ruleset else "territory"
        return ruleset, counting, warnings
    if rules_key is None:
        rules_key = RULES_FOR_COUNTING[counting] if counting else system.default_rules
    ruleset = RULESETS[rules_key]
    if counting is not None and counting != ruleset.counting:
        warnings.append(_warning("counting_ignored", f"{system.name} takes its komi from the rules: {ruleset.name} "
                                                     f"rules count {ruleset.counting}, so “{counting}” is not used."))
    return ruleset, ruleset.counting, warnings


def _ceiling(request: Mapping[str, Any]) -> int | None:
    value = request.get("max_stones")
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return fields.int_choice(request, "max_stones", list(range(MAX_CEILING + 1)))


# --- Computing --------------------------------------------------------------------------------

def _fits(system: GoSystem, h: Handicap, board: int) -> bool:
    return h.stones <= system.max_stones(board) and h.capped_at is None


def fair_boards(system: GoSystem, d: Fraction, ruleset: Ruleset | None, counting: str) -> list[int]:
    """Boards of this system on which the same rank difference still fits its stone maximum."""
    return [b for b in system.boards if _fits(system, system.compute(d, b, ruleset, counting), b)]


def _apply_ceiling(system: GoSystem, d: Fraction, board: int, ruleset: Ruleset | None, counting: str,
                   ceiling: int, h: Handicap) -> tuple[Fraction, Handicap, Step]:
    """Lower the difference one rank at a time until the stones fit under the ceiling."""
    start, start_stones = d, h.stones
    floor_stones = system.compute(Fraction(0), board, ruleset, counting).stones  # Goldis: always 1
    while h.stones > max(ceiling, floor_stones) and d > 0:
        d = max(Fraction(0), d - 1)
        h = system.compute(d, board, ruleset, counting)
    if d == start:
        working = f"{start_stones} stones ≤ {ceiling}: unchanged"
    else:
        working = f"{start_stones} stones > {ceiling}: rank difference lowered from {show(start)} to {show(d)}"
    return d, h, Step("max_stones", "Stone ceiling", "at most this many stones: lower the rank difference "
                      "one rank at a time until the stones fit", working, h.stones, "strength")


def _bonus_step(ruleset: Ruleset, h: Handicap, bonus: int, effective: Fraction) -> Step:
    per = "1 point per stone after the first" if ruleset.bonus_skips_first else "1 point per stone"
    return Step("effective_komi", "Effective komi", f"komi + handicap bonus ({ruleset.name} rules: {per})",
                f"{show(h.komi)} + {bonus} = {show(effective)}", effective, "rules")


def _who(diff: Difference, index: int, names: tuple[str | None, str | None]) -> str:
    name = names[index - 1]
    if diff.players is None:
        return name or "the weaker player"
    player = diff.players[index - 1]
    shown = player.rank_label() if player.rank is not None and diff.kind not in ("ranks", "log_ratings") else None
    return f"{name or player.label} ({player.given}{', ' + shown if shown else ''})"


def _black_name(diff: Difference, black: int | None, names: tuple[str | None, str | None]) -> str | None:
    """Who takes Black, as the page shows it: the name given, else "Player 1/2" ("Team 1/2")."""
    if black is None:
        return None
    if names[black - 1]:
        return names[black - 1]
    if diff.players is None:
        return f"Player {black}"
    label = diff.players[black - 1].label
    return label[:1].upper() + label[1:]


def _summary(system: GoSystem, board: int, ruleset: Ruleset | None, counting: str, d: Fraction,
             h: Handicap, black: int | None, diff: Difference, bonus: int, effective: Fraction,
             names: tuple[str | None, str | None]) -> str:
    where = f"{board}×{board}, " + (f"{ruleset.name} rules" if ruleset else f"{counting} counting")
    where += f", rank difference {show(d)}"
    ties = ""
    if h.komi.denominator == 1:
        rule = tie_rule(h.komi, ruleset, h.black_wins_ties)
        ties = {"black": "; Black wins ties", "white": "; White wins ties", "draw": "; a tie is a draw"}.get(rule, "")
    extra = f" (effective komi {show(effective)} with the handicap bonus)" if bonus else ""
    if black is None:
        return f"{where}: an even game, colours by nigiri; komi {show(h.komi)}{extra}{ties}."
    return (f"{where}: {_who(diff, black, names)} takes Black with {stones_text(h.stones)}; "
            f"komi {show(h.komi)}{extra}{ties}.")


def _players_json(diff: Difference, names: tuple[str | None, str | None]) -> list[dict[str, Any]] | None:
    if diff.players is None:
        return None
    return [{"label": name or p.label, "name": name, "given": p.given, "rank": p.rank, "rank_label": p.rank_label(),
             "log_rating": _json(p.log_rating), "members": list(p.members) or None}
            for p, name in zip(diff.players, names, strict=True)]


def go_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    system = _system(request)
    board = _board(request, system)
    ruleset, counting, warnings = _rules(request, system)
    ceiling = _ceiling(request)
    names = overrides.names(request)
    wanted_stones = overrides.custom_stones(request)
    stones_step: list[Step] = []
    if wanted_stones is not None:  # Rank difference "Custom" given as stones: the difference they stand for
        custom, step = overrides.difference_for_stones(system, wanted_stones, board, ruleset, counting)
        request, stones_step = {**request, "custom_difference": str(custom)}, [step]
    diff = derive(request, system)
    d = diff.used
    h = system.compute(d, board, ruleset, counting)
    steps: list[Step] = stones_step + list(diff.steps)
    if ceiling is not None:
        d, h, step = _apply_ceiling(system, d, board, ruleset, counting, ceiling, h)
        steps.append(step)
    steps.extend(h.steps)
    h, komi_step = overrides.apply_komi_mode(request, h)
    if komi_step is not None:
        steps.append(komi_step)
    bonus = ruleset.handicap_bonus(h.stones) if ruleset else 0
    effective = h.komi + bonus
    if ruleset is not None and bonus:
        steps.append(_bonus_step(ruleset, h, bonus, effective))
    black = diff.weaker if d > 0 else None
    max_stones = system.max_stones(board)
    beyond = h.stones > max_stones or h.capped_at is not None
    warnings += [_warning(code, message) for code, message in diff.notes]
    warnings += [_warning(code, message) for code, message in h.notes]
    fair: list[int] | None = None
    if beyond:
        fair = [b for b in fair_boards(system, d, ruleset, counting) if b != board]
        warnings.append(_beyond_warning(system, board, d, h, max_stones, fair))
    points = stone_points(board, h.stones)
    if points is None and h.stones <= max_stones:
        warnings.append(_warning("no_placement", f"{board}×{board} has no standard points for {h.stones} stones; "
                                                 "place them by agreement."))
    reply: dict[str, Any] = {
        "command": "go",
        "system": system.key,
        "system_name": system.name,
        "source": system.source,
        "historical": system.historical,
        "board": board,
        "rules": ruleset.key if ruleset else None,
        "rules_name": ruleset.name if ruleset else None,
        "counting": counting,
        "strength_input": diff.kind,
        "players": _players_json(diff, names),
        "raw_rank_difference": _json(diff.raw),
        "rank_difference": _json(d),
        "stones": h.stones,
        "placed_stones": h.stones if h.stones >= 2 else 0,
        "komi": _json(h.komi),
        "handicap_bonus": bonus,
        "effective_komi": _json(effective),
        "black": black,
        "black_name": _black_name(diff, black, names),
        "komi_mode": fields.choice(request, "komi_mode", overrides.KOMI_MODES, default="auto"),
        "nigiri": black is None,
        "black_wins_ties": h.black_wins_ties,
        "tie_rule": tie_rule(h.komi, ruleset, h.black_wins_ties),
        "max_stones": max_stones,
        "beyond_maximum": beyond,
        "capped": h.capped_at is not None,
        "fair_boards": fair,
        "stone_points": points,
        "sgf": sgf_setup(board, h.stones, h.komi, ruleset),
    }
    reply.update(_json(dict(h.extra)))
    reply.update({
        "steps": [_step_json(s) for s in steps],
        "warnings": warnings,
        "advice": [NIGIRI_ADVICE] if black is None else [],
        "summary": _summary(system, board, ruleset, counting, d, h, black, diff, bonus, effective, names),
    })
    return reply


def _boards_text(boards: list[int]) -> str:
    shown = [b for b in boards if b % 2 == 1 and b >= 7] or boards
    return ", ".join(f"{b}×{b}" for b in shown)


def _beyond_warning(system: GoSystem, board: int, d: Fraction, h: Handicap, max_stones: int,
                    fair: list[int]) -> dict[str, str]:
    if h.capped_at is not None:
        message = (f"A rank difference of {show(d)} calls for more than the {h.capped_at} stones this system "
                   f"gives on {board}×{board}: the game gets {h.stones} stones and still favours White.")
    else:
        message = (f"{h.stones} stones is beyond the {max_stones}-stone maximum on {board}×{board}; "
                   "no standard game gives that many.")
    if fair:
        message += f" A fair game is still possible on {_boards_text(fair)}."
    else:
        message += (f" {system.name} covers no other board where this difference fits; systems with smaller boards "
                    "(jewdan, ogs-proposal) can still give a fair game.")
    return _warning("beyond_maximum", message)


# --- go-table, go-compare, go-systems, goldis-table -------------------------------------------

def table_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    system = _system(request)
    board = _board(request, system)
    ruleset, counting, warnings = _rules(request, system)
    max_stones = system.max_stones(board)
    if request.get("up_to") is None or (isinstance(request["up_to"], str) and not request["up_to"].strip()):
        up_to = 0
        while up_to < MAX_TABLE_ROWS:
            h = system.compute(Fraction(up_to), board, ruleset, counting)
            if not _fits(system, h, board):
                break
            up_to += 1
    else:
        up_to = fields.int_choice(request, "up_to", list(range(MAX_TABLE_ROWS + 1)))
    rows = []
    for d in range(up_to + 1):
        h = system.compute(Fraction(d), board, ruleset, counting)
        bonus = ruleset.handicap_bonus(h.stones) if ruleset else 0
        rows.append({
            "rank_difference": d, "stones": h.stones, "komi": _json(h.komi), "handicap_bonus": bonus,
            "effective_komi": _json(h.komi + bonus), "black_wins_ties": h.black_wins_ties,
            "tie_rule": tie_rule(h.komi, ruleset, h.black_wins_ties),
            "beyond_maximum": not _fits(system, h, board), "capped": h.capped_at is not None,
        })
    reply: dict[str, Any] = {
        "command": "go-table", "system": system.key, "system_name": system.name, "source": system.source,
        "historical": system.historical, "board": board, "rules": ruleset.key if ruleset else None,
        "rules_name": ruleset.name if ruleset else None, "counting": counting, "max_stones": max_stones,
        "rows": rows, "warnings": warnings,
        "summary": f"{system.name}, {board}×{board}, "
                   + (f"{ruleset.name} rules" if ruleset else f"{counting} counting")
                   + f": rank differences 0 to {up_to}.",
    }
    # The same rows as CSV text and a file name for it (the page's "Download CSV").
    filename = csv_filename(system.key, board, ruleset.key if ruleset else None, counting)
    reply.update(csv=table_csv(rows), csv_filename=filename)
    return reply


def compare_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    rules_key = fields.optional_choice(request, "rules", list(RULESETS))
    counting = fields.optional_choice(request, "counting", list(COUNTINGS))
    if rules_key is None:
        rules_key = RULES_FOR_COUNTING[counting] if counting else "japanese"
    board_value = fields.raw(request, "board", 19)
    _board({"board": board_value}, jewdan.SYSTEM)  # a board no system covers (not 5..25) is an error
    # Report strength-input errors once, before the rows. Custom stones stand for a different rank
    # difference in each system (each row finds its own), so the check takes any difference for them.
    stones = overrides.custom_stones(request)
    derive(request if stones is None else {**request, "custom_difference": "0"}, jewdan.SYSTEM)
    rows = []
    for key, system in SYSTEMS.items():
        row: dict[str, Any] = {"system": key, "system_name": system.name, "historical": system.historical}
        reply = _go_reply_safe({**request, "command": "go", "system": key, "rules": rules_key, "board": board_value}) \
            if _board_ok(system, board_value) else None
        if reply is None:
            covered = _boards_text(list(system.boards)) if key != "jewdan" else "5×5 to 25×25"
            row.update(supported=False, reason=f"{system.name} covers only {covered}.")
        elif "error" in reply:
            row.update(supported=False, reason=reply["error"]["message"])
        else:
            row.update(supported=True, **{k: reply[k] for k in (
                "board", "rules", "counting", "rank_difference", "stones", "komi", "handicap_bonus", "effective_komi",
                "black", "nigiri", "black_wins_ties", "tie_rule", "beyond_maximum", "summary", "warnings")})
        rows.append(row)
    return {"command": "go-compare", "rules": rules_key, "rows": rows,
            "summary": f"{sum(r['supported'] for r in rows)} of {len(rows)} systems cover this game."}


def _board_ok(system: GoSystem, value: Any) -> bool:
    try:
        _board({"board": value}, system)
    except InvalidInput:
        return False
    return True


def _go_reply_safe(request: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return go_reply(request)
    except InvalidInput as error:
        return error.as_reply()


def systems_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "command": "go-systems",
        "systems": [{
            "key": s.key, "name": s.name, "source": s.source, "historical": s.historical, "boards": list(s.boards),
            "default_board": 19 if 19 in s.boards else s.boards[0], "default_rules": s.default_rules,
            "whole_differences": s.whole_differences, "komi_follows_rules": s.komi_follows_rules,
            "example": s.example, "max_stones": {str(b): s.max_stones(b) for b in s.boards},
        } for s in SYSTEMS.values()],
        "rules": [{"key": r.key, "name": r.name, "even_komi": _json(r.even_komi), "counting": r.counting,
                   "draws_possible": r.draws_possible} for r in RULESETS.values()],
    }


def goldis_table_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    rows = []
    for level in goldis.TABLE_1:
        rows.append({
            "level": level.label, "log_rating": level.log_rating, "log": level.log_rating / 1000,
            "printed_strength": _json(level.printed_strength),
            "strength": float(goldis.strength(Fraction(level.log_rating))),
            "rank": level.rank, "rank_label": ranks.rank_label(level.rank) if level.rank is not None else None,
        })
    return {"command": "goldis-table", "rows": rows,
            "summary": "Goldis's Table 1: strength = 10 ^ (log rating ÷ 1000); n aml = n dan, n step = n kyu."}


# Kept importable for callers of the first version; also guards compare rows against bad input.
__all__ = [
    "MAX_RANK_DIFFERENCE",
    "SYSTEMS",
    "compare_reply",
    "fair_boards",
    "go_reply",
    "goldis_table_reply",
    "systems_reply",
    "table_reply",
]
