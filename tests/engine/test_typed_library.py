"""The engine as a typed Python library: ``handicap.calculate`` (re-exported from api.py, with its
docstring) returns, for a request whose command is a literal, that command's reply type; the reply
types (handicap/reply_types.py) are written from types/replies.d.ts, the page's declaration of the
same replies, which tests/engine/test_reply_types.py checks against real replies both ways; the
request type names every key the engine reads. mypy --strict on a client script accepts the right
keys and refuses a misspelt one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any, get_type_hints

import pytest

import handicap
from handicap import api, reply_types, request_types
from tests.fixtures.input_contract import BASE, CASES
from tests.support.lanes import first_of_each

ROOT = Path(__file__).resolve().parents[2]


def test_calculate_is_the_packages_with_its_docstring():
    assert handicap.calculate is api.calculate
    assert "calculate" in handicap.__all__ and "calculate" in (handicap.__doc__ or "")
    doc = api.calculate.__doc__ or ""
    assert "never raises" in doc and "reply_types" in doc and ">>> reply = calculate(" in doc
    assert handicap.calculate({"command": "go", "board": 9, "rank_diff": 8})["stones"] == 2


def test_the_reply_types_are_written_from_the_d_ts():
    """scripts/reply-types.py --check: the module is exactly what the d.ts makes."""
    done = subprocess.run([sys.executable, "scripts/reply-types.py", "--check"], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_the_reply_types_have_the_d_ts_interfaces_and_keys():
    """The same interfaces with the same keys, read from both sides (not only through the script)."""
    import re
    text = (ROOT / "types" / "replies.d.ts").read_text(encoding="utf-8")
    interfaces = re.findall(r"export interface (\w+)", text)
    for name in interfaces:
        assert getattr(reply_types, name).__annotations__, name

    def written(cls: type) -> dict[str, str]:  # annotations as written (ForwardRef on 3.11)
        return {k: getattr(v, "__forward_arg__", v) for k, v in cls.__annotations__.items()}

    annotations = {**written(reply_types.Reply), **written(reply_types.GoReply)}
    assert {"stones", "komi", "black_text", "summary", "error"} <= set(annotations)
    assert annotations["stones"] == "float" and annotations["error"] == "NotRequired[EngineError]"
    assert written(reply_types.ClockReply)["sides"] == "tuple[ClockSide, ClockSide]"


class Recorder(dict[str, Any]):
    """A request that notes each key the engine looks up."""

    def __init__(self, request: dict[str, Any]) -> None:
        super().__init__(request)
        self.read: set[object] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self.read.add(key)
        return super().__contains__(key)


def test_the_request_type_names_every_key_the_engine_reads():
    """Keys read while answering the input contract's requests (each command, each field changed)."""
    read: set[object] = set()
    for command, change, _ in CASES:
        recorder = Recorder({k: v for k, v in {**BASE[command], **change}.items() if v is not None})
        api.calculate(recorder)
        read |= recorder.read
    declared = set(request_types.Request.__optional_keys__) | {"command"}
    assert {key for key in read if isinstance(key, str)} - declared == set()
    commands = {get_type_hints(cls)["command"].__args__[0] for cls in vars(request_types).values()
                if isinstance(cls, type) and issubclass(cls, dict)
                and cls not in (request_types.Request, request_types.AnyRequest)}
    assert commands == set(api.HANDLERS)  # one request class per command
    assert api.KEYS == declared  # the keys the engine takes at run time are the declared ones


CLIENT = '''
from handicap import calculate
from handicap.api import calculate_untyped

reply = calculate({"command": "go", "board": 9, "rank_diff": 8})
if "error" not in reply:
    stones: float = reply["stones"]
    words: str = reply["komi_words"]
else:
    field: str = reply["error"]["field"]
table = calculate({"command": "go-table", "system": "ogs"})
if "error" not in table:
    first = table["rows"][0]["stones"]
clock = calculate({"command": "go-clock", "base1": "10", "base2": "10"})
if "error" not in clock:
    side = clock["sides"][0]["base_ms"]
bad = calculate({"command": "go", "board": 27, "rank_diff": 8})
if "error" in bad:
    message: str = bad["error"]["message"]
command = "go-" + "table"
any_command = calculate({"command": command, "board": 9})
built: dict[str, object] = {"command": "go", "board": 9}
untyped = calculate_untyped(built)["stones"]
'''


def mypy(tmp_path: Path, source: str) -> subprocess.CompletedProcess[str]:
    """mypy --strict on a client script, from scratch; where MYPY_CACHE_DIR names a cache (the
    light lane), incrementally from a cache of its own beside the engine check's, so the engine
    and the standard library are checked once, not twice a test."""
    script = tmp_path / "client.py"
    script.write_text(source, encoding="utf-8")
    cache = os.environ.get("MYPY_CACHE_DIR")
    caching = ["--cache-dir", str(ROOT / cache / "typed-client")] if cache else ["--no-incremental", "--cache-dir",
                                                                                  "/dev/null"]
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", *caching, "--python-version", "3.11", str(script)],
                          cwd=ROOT, capture_output=True, text=True, check=False,
                          env={"MYPYPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"})


# Two mypy runs a case (many seconds of CPU): the light lane checks the first, npm test all three.
@pytest.mark.parametrize(("misspelt", "key"), first_of_each([
    ('reply["stonse"]', "stonse"), ('table["rows"][0]["stone"]', "stone"), ('clock["sides"][0]["base"]', "base"),
    # an error reply is a type of its own: a result's key on it, unchecked, is an error too
    ('bad["stones"]', "stones")],
    lambda case: "mypy", several=True))
def test_mypy_strict_accepts_the_reply_keys_and_refuses_a_misspelt_one(tmp_path: Path, misspelt: str, key: str):
    good = mypy(tmp_path, CLIENT)
    assert good.returncode == 0, good.stdout
    bad = mypy(tmp_path, CLIENT + f"\nwrong = {misspelt}\n")
    assert bad.returncode == 1 and f'has no key "{key}"' in bad.stdout, bad.stdout



def test_an_error_reply_has_a_type_of_its_own():
    """``ErrorReply``: the error and nothing else, no result key."""
    assert set(reply_types.ErrorReply.__annotations__) == {"error", "field_errors"}
    bad = handicap.calculate({"command": "go", "board": 27, "rank_diff": 8})
    assert set(bad) <= set(reply_types.ErrorReply.__annotations__) and "stones" not in bad


# A request key misspelt in a dict literal: mypy refuses the call (no overload takes it; there is no
# overload for any dict), as the engine refuses the key at run time. Where the command is not a
# literal (AnyRequest) the keys are checked all the same.
@pytest.mark.parametrize("call", first_of_each([
    'calculate({"command": "go", "bord": 9, "rank_diff": 8})',
    'calculate({"command": command, "bord": 9})',
    'calculate(built)'], lambda case: "mypy"))
def test_mypy_strict_refuses_a_misspelt_request_key(tmp_path: Path, call: str):
    bad = mypy(tmp_path, CLIENT + f"\nwrong = {call}\n")
    assert bad.returncode == 1, bad.stdout
    lines = [line for line in bad.stdout.splitlines() if ": error:" in line]
    assert len(lines) == 1 and 'No overload variant of "calculate"' in lines[0], bad.stdout
