"""The Go commands: a request dict in, a reply dict out.

    go           one game: who takes Black, stones, komi, effective komi, ties, and why
    go-table     a system's schedule: rank differences 0..N on one board under one ruleset
    go-compare   the same request under every system
    go-systems   the systems, rules, menus and field hints (for building forms)
    goldis-table Goldis's Table 1: rank <-> log rating <-> strength

Each handler: read (``go/request.py``) -> compute (``go/solve.py``) -> reply (``go/replies.py``).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..errors import InvalidInput
from ..fields import Request
from ..go import replies, words
from ..go.chance_words import closest_to_even, recommendation_chance
from ..go.replies import Reply
from ..go.request import MAX_TABLE_ROWS, GoRequest, covers, read_compare, read_go, read_table, resolve_rules
from ..go.solve import schedule, solve
from ..go.strength import derive
from ..go.systems import DEFAULT_SYSTEM
from ..i18n import say


def go_reply(request: Request) -> Reply:
    return replies.go_json(solve(read_go(request)))


def table_reply(request: Request) -> Reply:
    table = read_table(request)
    return replies.table_json(table.setup, schedule(table.setup, table.up_to, MAX_TABLE_ROWS))


def compare_reply(request: Request) -> Reply:
    compare = read_compare(request)
    # Report strength errors once, before the rows. Custom stones stand for a different rank
    # difference in each system (each row finds its own), so the check takes any difference for them.
    options = compare.options
    if options.custom_stones is not None:
        options = replace(options, custom_difference=Fraction(0))
    derive(compare.strength, options, DEFAULT_SYSTEM)
    rows = []
    recommended, why = words.recommendation(compare.board, compare.strength.kind)
    for system in compare.systems:
        if not covers(system, compare.board):
            rows.append(replies.compare_row(system, None, words.covers_only(system)))
            continue
        setup = resolve_rules(system, compare.board, compare.rules, compare.counting)
        try:
            game = solve(GoRequest(setup, compare.strength, compare.options, compare.names))
        except InvalidInput as error:
            rows.append(replies.compare_row(system, None, error.message))
            continue
        rows.append(replies.compare_row(system, game, None, system.key == recommended))
    closest, closest_text = closest_to_even(rows)
    for row in rows:
        row["closest_to_even"] = [model for model, systems in closest.items() if row["system"] in systems]
    chosen = next((row for row in rows if row["system"] == recommended and row["supported"]), None)
    return {"command": "go-compare", "rules": compare.rules, "rows": rows,
            # under each model, the systems whose game comes closest to an even chance for Black
            "closest_to_even": closest, "closest_to_even_text": closest_text,
            "summary": words.compare_summary(sum(r["supported"] for r in rows), len(rows)),
            "chosen_note": words.chosen_note(), "recommended": recommended, "recommendation": why,
            # …and why, by Black's chance: its game's figures, and under which model it is among the closest to even
            "recommendation_chance": "" if chosen is None else recommended_closest(chosen),
            "recommended_note": say("go.compare.recommended")}


def recommended_closest(row: Reply) -> str:
    """The recommended system's row in words: its game's chance for Black, then each model under
    which it comes among the closest to an even chance."""
    text = recommendation_chance(row["black_chance"], None)
    for model in row["closest_to_even"]:
        text = say("list.sentences", first=text, second=say(f"go.recommend.closest.{model}"))
    return text


def systems_reply(request: Request) -> Reply:
    return replies.systems_json()


def goldis_table_reply(request: Request) -> Reply:
    return replies.goldis_table_json()
