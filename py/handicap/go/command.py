"""The ``go`` command: a request dict in, a reply dict out, for every registered Go system."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import fields
from ..exact import show, to_json_number
from .jewdan import BOARD_FACTORS, MAX_STONES, STONE_VALUES, JewdanResult, jewdan

MAX_RANK_DIFFERENCE = 100  # far beyond 30k against 9p; keeps junk such as 1e300 out


def jewdan_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    board = fields.int_choice(request, "board", sorted(BOARD_FACTORS, reverse=True), default=19)
    counting = fields.choice(request, "counting", list(STONE_VALUES), default="territory")
    diff = fields.number(
        request, "rank_diff", minimum=0, maximum=MAX_RANK_DIFFERENCE, what="a rank difference"
    )
    result = jewdan(diff, board, counting)  # type: ignore[arg-type]
    return {
        "command": "go",
        "system": "jewdan",
        "system_name": "Jewdan's handicap system",
        "board": board,
        "counting": counting,
        "rank_difference": to_json_number(diff),
        "board_factor": to_json_number(result.board_factor),
        "stone_value": result.stone_value,
        "handicap_value": to_json_number(result.handicap_value),
        "expected_outcome": to_json_number(result.expected_outcome),
        "stones": result.stones,
        "free_moves": result.free_moves,
        "komi": to_json_number(result.komi),
        "check": to_json_number(result.check),
        "steps": jewdan_steps(result),
        "warnings": jewdan_warnings(result),
        "summary": jewdan_summary(result),
    }


def jewdan_steps(r: JewdanResult) -> list[dict[str, Any]]:
    h, e, v, m = r.handicap_value, r.expected_outcome, r.stone_value, r.free_moves
    ceiling = r.stones if r.stones else (1 if h > 0 else 0)

    def step(key: str, label: str, formula: str, working: str, value: Any) -> dict[str, Any]:
        return {"key": key, "label": label, "formula": formula, "working": working,
                "value": to_json_number(value), "exact": str(value)}

    return [
        step("handicap_value", "Handicap value", "rank difference ÷ board factor − 0.5",
             f"{show(r.rank_difference)} ÷ {show(r.board_factor)} − 0.5 = {show(h)} stones", h),
        step("expected_outcome", "Expected outcome", "stone value × −handicap value",
             f"{v} × −({show(h)}) = {show(e)} points (negative: White wins)", e),
        step("stones", "Handicap stones", "ceiling(handicap value + 0.5), but a single stone is none",
             f"ceiling({show(h)} + 0.5) = {ceiling}"
             + (" → 0 (one stone is no handicap)" if ceiling == 1 else ""), r.stones),
        step("free_moves", "Free moves", "stones − 1 (none without stones)",
             f"{r.stones} − 1 = {m}" if r.stones else "no stones, so 0", m),
        step("komi", "Komi", "round(expected outcome + free moves × stone value) + 0.5",
             f"round({show(e)} + {m} × {v}) + 0.5 = {show(r.komi)}", r.komi),
        step("check", "Check", "round(expected outcome) + free moves × stone value − komi = −0.5",
             f"round({show(e)}) + {m} × {v} − ({show(r.komi)}) = {show(r.check)}", r.check),
    ]


def jewdan_warnings(r: JewdanResult) -> list[dict[str, str]]:
    if not r.beyond_maximum:
        return []
    fair = [
        f"{b}×{b}" for b in sorted(BOARD_FACTORS, reverse=True)
        if jewdan(r.rank_difference, b, r.counting).stones <= MAX_STONES
    ]
    where = f" A fair game is still possible on {', '.join(fair)}." if fair else ""
    return [{
        "code": "beyond_maximum",
        "message": f"{r.stones} stones is beyond the {MAX_STONES}-stone maximum on "
                   f"{r.board}×{r.board}; the seed's table stops there.{where}",
    }]


def jewdan_summary(r: JewdanResult) -> str:
    stones = "no handicap stones" if r.stones == 0 else f"{r.stones} handicap stones"
    return (f"{r.board}×{r.board}, {r.counting} counting, rank difference {show(r.rank_difference)}: "
            f"the weaker player takes Black with {stones}; komi {show(r.komi)}.")


SYSTEMS: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    "jewdan": jewdan_reply,
}


def go_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    system = fields.choice(request, "system", list(SYSTEMS), default="jewdan")
    return SYSTEMS[system](request)
