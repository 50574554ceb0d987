"""What a round's heading says of the settings a tournament file can give: the rules, the komi of
an even game and the board, each with the value used and where it came from — the file, the
default (the file gives none), or the organiser's choice over the file's (or over the default).

    source     the value used is...
    file       the file's own
    default    what the engine uses without the setting (the system's rules and board, the
               rules' komi), and the file gives none
    chosen     another: the organiser chose it (the file's value, if it has one, said beside it)

Pasted pairings have no file: nothing is said.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..errors import InvalidInput
from ..i18n import say
from ..numbers import parse_fraction
from .answer_words import komi_short
from .round import Round
from .rules import RULESETS
from .words import board_label, rules_name

Fact = dict[str, str]


def rules_text(key: str) -> str:
    """"French rules" (ja "フランスルール")."""
    return say("round.setting.rules", rules=rules_name(key))


def komi_text(komi: Fraction) -> str:
    """"komi 7.5 in an even game"."""
    return say("round.setting.komi", komi=komi_short(komi))


def _file_value(value: object, read: Callable[[object], Any]) -> Any:
    if value is None:
        return None
    try:
        return read(value)
    except (InvalidInput, ValueError):
        return None


def _fact(key: str, used: Any, in_file: Any, default: Any, text: Callable[[Any], str]) -> Fact:
    setting = text(used)
    if in_file is not None and in_file == used:
        said = say("round.setting.from_file", setting=setting)
    elif in_file is not None:
        said = say("round.setting.chosen", setting=setting, file=text(in_file))
    elif used == default:
        said = say("round.setting.default", setting=setting)
    else:
        said = say("round.setting.chosen_not_in_file", setting=setting)
    return {"key": key, "text": said}


def setting_facts(r: Round) -> list[Fact]:
    """The rules, the even game's komi and the board, each with its source (a file's round only)."""
    if r.number is None:
        return []
    system, ruleset, given = r.setup.system, r.setup.ruleset, r.file_settings
    facts: list[Fact] = []
    if ruleset is not None:
        in_file = _file_value(given.get("rules"), lambda v: str(v).strip().lower())
        facts.append(_fact("rules", ruleset.key, in_file if in_file in RULESETS else None, system.default_rules,
                           rules_text))
        komi = _file_value(given.get("even_komi"), lambda v: parse_fraction("even_komi", v))
        facts.append(_fact("even_komi", ruleset.even_komi, komi, RULESETS[ruleset.key].even_komi, komi_text))
    board = _file_value(given.get("board"), lambda v: int(str(v).strip()))
    facts.append(_fact("board", r.setup.board, board, system.default_board, board_label))
    return facts
