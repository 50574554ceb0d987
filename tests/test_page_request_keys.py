"""Every key the page sends the engine is one the engine takes: the engine refuses a key no command
reads (``api.check_keys``), so a control renamed in a tab's parameters or request builder without
its request key would turn every answer of that tab into an error. Read from the page's modules
without a browser: each tab's map of controls to request keys, and the keys its request builders
write (goRequest, roundRequest, the Go views' table request, the study's and the clock's)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from handicap.api import KEYS

ROOT = Path(__file__).resolve().parents[1]
VIEWS = ROOT / "static" / "views"


def source(path: str) -> str:
    return (VIEWS / path).read_text(encoding="utf-8")


def map_values(path: str, name: str) -> set[str]:
    """The values of ``export const NAME = { control: "key", … }``."""
    found = re.search(rf"const {name} = \{{(.*?)\}};", source(path), re.DOTALL)
    assert found, f"{path}: no {name}"
    return set(re.findall(r':\s*"([A-Za-z_0-9]+)"', found.group(1)))


def list_values(path: str, name: str) -> set[str]:
    found = re.search(rf"const {name} = \[(.*?)\];", source(path), re.DOTALL)
    assert found, f"{path}: no {name}"
    return set(re.findall(r'"([A-Za-z_0-9]+)"', found.group(1)))


def function_keys(path: str, start: str) -> set[str]:
    """The keys a request builder writes: object keys (``{ system: v.system, …``, ``file: …``) and
    assignments (``request.rank_diff = …``, ``body.up_to = …``) in the function's body."""
    text = source(path)
    at = text.index(start)
    end = text.index("\n  }\n", at) if text[at - 2:at] == "  " else text.index("\n}\n", at)
    body = text[at:end]
    keys = set(re.findall(r"[{,]\s*([a-z_][a-z_0-9]*):\s", body))
    keys |= set(re.findall(r"\b(?:request|body)\.([a-z_][a-z_0-9]*)\s*=[^=]", body))
    keys |= set(re.findall(r'\b(?:request|body)\[\s*"([a-z_0-9]+)"\s*\]', body))
    return keys


def literal_keys(body: str) -> set[str]:
    """An object literal's keys, ``key: value`` and shorthand ``key`` alike (``problems,``)."""
    return set(re.findall(r"([a-z_]+):", body)) | set(re.findall(r"(?:^|[{,])\s*([a-z_]+)\s*(?=,|$)", body))


SENT = {
    "the game tab's controls": map_values("game/game-params.js", "GAME_PARAMS"),
    "the chess tab's controls": map_values("chess/chess-params.js", "CHESS_PARAMS"),
    # The clock's "game" (go or chess) chooses the command and is not sent (buildRequest).
    "the clock's controls": map_values("clock/clock-params.js" if (VIEWS / "clock/clock-params.js").exists()
                                       else "clock/clock-panel.js", "CLOCK_PARAMS") - {"game"},
    "house rules": list_values("go/club-rules.js", "CLUB_PARAMS"),
    "the Go table's keys": list_values("go/go-views.js", "TABLE_KEYS"),
    "the Go strength scales": map_values("go/go-panel.js", "PAIR_KEY"),
    "goRequest": function_keys("go/go-panel.js", "export function goRequest("),
    "roundRequest": function_keys("round/round-state.js", "export function roundRequest("),
    "the Go table's request": function_keys("go/go-views.js", "function tableRequest("),
    # (its choices' keys: the second of each CHOICES row, below)
    "the study": literal_keys(re.search(r"export function studyRequest\(.*?return \{(.*?)\};",
                                        source("game/study-requests.js"), re.DOTALL).group(1))
    | literal_keys(re.sub(r"\.\.\.Object\.fromEntries\(.*", "", re.search(
        r"function settings\(\) \{\s*return \{(.*?)\};", source("game/study-controls.js"), re.DOTALL).group(1),
        flags=re.DOTALL)),
    "the study's choices": set(re.findall(r'\["study_\w+", "(\w+)"', source("game/study-controls.js"))),
    "the study's reading": literal_keys(re.search(r'export function readRequest\(.*?return \{ command: "study-read",(.*?)\};',
                                                  source("game/study-requests.js"), re.DOTALL).group(1)),
}


def test_the_readers_find_the_keys():
    assert {"rank_diff", "names", "custom_stones", "komi", "rating_system"} <= SENT["goRequest"]
    assert {"ranks", "ratings", "log_ratings", "teams"} == SENT["the Go strength scales"]
    assert {"pairings", "file", "round", "handicaps", "only_differing", "even_komi"} <= SENT["roundRequest"]
    assert {"black_rating", "winner"} <= SENT["the game tab's controls"] and "K" in SENT["the chess tab's controls"]
    assert {"command", "session", "model", "bin", "bin_games", "board", "rows"} == SENT["the study"]
    assert {"files", "start", "count", "session", "session_part"} == SENT["the study's reading"]
    assert {"programs", "exclude_players", "pro_ranks"} <= SENT["the study's choices"]
    assert all(SENT.values())


@pytest.mark.parametrize("where", list(SENT))
def test_every_key_the_page_sends_is_one_the_engine_takes(where):
    assert sorted(SENT[where] - KEYS) == []
