"""The Go systems' registry is the one list (py/handicap/go/systems/__init__.py ``SYSTEMS``): a new
system costs its module, its test, one line there and its words. Everything that offers systems
reads it: the command line's --system, the page's menu (go-systems), Compare systems, and the
docs' printable table (docs/systems.md). Each registered system has its words in every catalogue."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from handicap import i18n
from handicap.api import calculate
from handicap.go.systems import SYSTEM_KEYS, SYSTEMS
from handicap.i18n import po

ROOT = Path(__file__).resolve().parents[2]
WORDS = ("name", "menu", "purpose", "example")
LANGUAGES = [None, *(lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT)]


def translated(lang: str | None) -> dict[str, str]:
    catalogue = po.read(po.path(lang, "engine"))
    return {e.context: (e.msgid if lang is None else e.msgstr) for e in catalogue.entries
            if e.context and not e.obsolete and "fuzzy" not in e.flags}


@pytest.mark.parametrize("lang", LANGUAGES, ids=lambda lang: lang or "en")
def test_every_registered_system_has_its_words_in_every_catalogue(lang: str | None) -> None:
    words = translated(lang)
    missing = [f"go.system.{s.key}.{w}" for s in SYSTEMS for w in WORDS if not words.get(f"go.system.{s.key}.{w}")]
    assert missing == []


def test_the_words_test_finds_a_system_without_words() -> None:
    words = translated("ja")
    assert not words.get("go.system.no-such-system.name")


def test_keys_are_unique_and_the_page_menu_lists_every_system_in_registry_order() -> None:
    assert len(set(SYSTEM_KEYS)) == len(SYSTEM_KEYS)
    reply = calculate({"command": "go-systems"})
    assert [s["key"] for s in reply["systems"]] == list(SYSTEM_KEYS)


@pytest.mark.parametrize("system", SYSTEMS, ids=lambda s: s.key)
def test_each_system_answers_on_its_own_board_and_in_compare(system) -> None:
    board = 9 if 9 in system.boards else system.default_board
    reply = calculate({"command": "go", "system": system.key, "board": board, "rank_diff": 7})
    assert "error" not in reply, reply
    assert reply["stones"] >= 0


@pytest.mark.parametrize("board", [9, 13])
def test_compare_shows_every_system_covering_the_board(board: int) -> None:
    reply = calculate({"command": "go-compare", "board": board, "rank_diff": 7, "rules": "japanese"})
    shown = {row["system"] for row in reply["rows"] if row.get("stones") is not None}
    assert shown >= {s.key for s in SYSTEMS if board in s.boards}


def test_docs_systems_table_has_a_row_for_every_system() -> None:
    text = (ROOT / "docs" / "systems.md").read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `([a-z0-9-]+)`", text, flags=re.MULTILINE))
    assert rows == set(SYSTEM_KEYS)


EXAMPLE = re.compile(r"^(?:(?P<board>\d+)×\d+, )?(?:(?P<rules>Japanese|Chinese|area|territory), )?"
                     r"(?P<d>[\d.]+) ranks? → (?P<stones>no|\d+) stones?, komi (?P<komi>−?[\d.]+)$")


def example_request(system) -> tuple[dict, int, str] | None:
    """The request a system's one-line example stands for, and the stones and komi it claims."""
    found = EXAMPLE.match(i18n.catalogue("en")[f"go.system.{system.key}.example"])
    if found is None:
        return None
    request = {"command": "go", "system": system.key, "rank_diff": found["d"],
               "board": int(found["board"] or system.default_board)}
    rules = found["rules"]
    if rules in ("area", "territory"):
        request["counting"] = rules
    elif rules:
        request["rules"] = rules.lower()
    stones = 0 if found["stones"] == "no" else int(found["stones"])
    return request, stones, found["komi"].replace("−", "-")


def test_each_systems_example_is_what_the_engine_answers() -> None:
    """Words are claims: the example beside each system in the menu is the engine's own answer."""
    checked = []
    for system in SYSTEMS:
        parsed = example_request(system)
        if parsed is None:
            continue
        request, stones, komi = parsed
        reply = calculate(request)
        assert (reply["stones"], str(reply["komi"])) == (stones, komi.removesuffix(".0")), (system.key, reply)
        checked.append(system.key)
    assert set(checked) >= {"ogs", "ogs-proposal", "playstrategy", "dgs", "dgs-proper", "tim-hunt", "hiddema",
                            "minigo-online", "ogs-komi-only", "bga-league", "dutch-class", "beyond-nine-ogs",
                            "beyond-nine-aga", "beyond-nine-katago", "free-placement"}


def test_docs_worked_examples_are_the_menus_examples() -> None:
    """docs/systems.md's worked example of each new system says what its menu example says."""
    text = (ROOT / "docs" / "systems.md").read_text(encoding="utf-8")
    for system in SYSTEMS:
        parsed = example_request(system)
        if parsed is None:
            continue
        row = next(line for line in text.splitlines() if line.startswith(f"| `{system.key}` |"))
        _, stones, komi = parsed
        worked = row.rstrip(" |").rsplit("|", 1)[1]
        assert f"komi {komi.replace('-', '−')}" in worked and (f"{stones} stone" in worked or
                                                                 (stones == 0 and "no stones" in worked)), row
