"""The reply types the page is checked against (``types/replies.d.ts``) say what the engine really
sends: every command is run over representative requests, and each interface's keys are compared
with the keys of the replies (or parts of replies) it describes, both ways. A key the engine sends
that the file does not declare, a declared key no reply has, or a required key some reply lacks is
drift, and fails here."""

from __future__ import annotations

import base64
import io
import re
import zipfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from handicap.api import calculate

ROOT = Path(__file__).resolve().parents[2]
TYPES = ROOT / "types" / "replies.d.ts"
ROUNDS = ROOT / "tests" / "fixtures" / "round"


SHARED_BASES = {"Reply", "GoAnswerRow"}


class Declared:
    """One interface of the file: its own keys (those marked ``?`` optional), its base, and whether
    an index signature lets it hold other keys."""

    def __init__(self, base: str | None, keys: dict[str, bool], indexed: bool) -> None:
        self.base, self.keys, self.indexed = base, keys, indexed


def parse(text: str) -> dict[str, Declared]:
    """The interfaces of a .d.ts file and their property names (top level only: an inline object
    type's keys belong to that property, not to the interface)."""
    found = {}
    for m in re.finditer(r"export interface (\w+)(?: extends (\w+))? \{", text):
        depth, i, top = 1, m.end(), []
        while depth:
            ch = text[i]
            depth += {"{": 1, "}": -1}.get(ch, 0)
            if depth == 1 and ch != "}":
                top.append(ch)
            i += 1
        body = re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", "".join(top), flags=re.DOTALL))
        keys = {k.group(1): bool(k.group(2)) for k in re.finditer(r"(?:^|[;\n])\s*(\w+)(\??):", body)}
        found[m.group(1)] = Declared(m.group(2), keys, bool(re.search(r"\[\w+: string\]", body)))
    return found


def test_the_parser_reads_names_optional_marks_and_bases():
    text = """export interface A { x: number; /** y: not a key */ y?: { z: string; w?: number } | null;
      // v: not a key either
      [key: string]: unknown; }
    export interface B extends A {
      u: 1 | 2;
    }"""
    found = parse(text)
    assert found["A"].keys == {"x": False, "y": True} and found["A"].indexed and found["A"].base is None
    assert found["B"].keys == {"u": False} and found["B"].base == "A" and not found["B"].indexed


def _reply(command: str, **request: Any) -> dict[str, Any]:
    reply = calculate({"command": command, **request})
    assert "error" not in reply, (command, request, reply)
    return reply


def _round(name: str, key: str = "file") -> dict[str, Any]:
    return _reply("go-round", **{key: (ROUNDS / name).read_text(encoding="utf-8")})


@cache
def samples() -> dict[str, list[dict[str, Any]]]:
    """Each interface's replies, or parts of replies, from representative requests of every command
    the page sends."""
    go = [_reply("go", rank_diff=4), _reply("go", ranks=["5k", "2d"], rules="japanese", board=13, names=["Ann", "Bo"]),
          _reply("go", system="custom", rank_diff=3, club_komi_per_rank=1),
          _reply("go", ratings=[1500, 1800], deviations=[70, 80]), _reply("go", rank_diff=0, rules="aga"),
          _reply("go", system="goldis", log_ratings=[2673, 2235])]
    systems = _reply("go-systems")
    compare = _reply("go-compare", rank_diff=3)
    tables = [_reply("go-table", system="ogs", board=9), _reply("go-table", system="jewdan", rules="chinese")]
    games = [_reply("game", board=9, rules="chinese", stones=2, komi="3.5"),
             _reply("game", board=19, rules="japanese", stones=3, komi="0.5", black_rating=1000, white_rating=1200,
                    black_deviation=70, white_deviation=70, winner="black")]
    chess = [_reply("chess", method="elo", elo=[1500, 1700], clock="15+10"),
             _reply("chess", method="elo", elo=[1500, 1700], clock="15+10", names=["Ann", "Bo"]),
             _reply("chess", method="elo", elo=[1500, 1700]),
             _reply("chess", method="score", score=0.4, total=60), _reply("chess", method="record", record=[3, 1, 6]),
             _reply("chess", method="calibrate", s1="0.3", s2="0.45", ratio="1.5", total=60),
             _reply("chess", method="bands", elo=[1500, 1700], clock="15+10"),
             _reply("chess", method="split", elo=[1500, 1700], clock="15+10"),
             _reply("chess", method="increment", elo=[1500, 1600], clock="3+30"),
             _reply("chess", method="crowthorne", elo=[1800, 2025], clock="7.5+0"),
             _reply("chess", method="elo", elo=[1500, 2700], against="computer", move_time=60)]
    clocks = [_reply("chess-clock", base1="5", base2="3", inc1="2")]
    form = _reply("chess-form")
    go_clocks = [_reply("go-clock", base1="10", overtime1="byoyomi", periods1=5, period1=30,
                        base2="10", overtime2="canadian", stones2=20, period2="5:00"),
                 _reply("go-clock", base1="20", inc1="10", cap1="30", base2="20", inc2="10", names=["Ann", "Bo"])]
    rounds = [_round("round3.txt", "pairings"), _round("frioul-2018.h9"), _round("toulouse-2024.xml"),
              _round("frioul-2018.tour"), _reply("go-round", pairings="1 Ann 5k - Bo 2d\nnot a pairing\n")]
    errors = [calculate({"command": "go", "ranks": ["5k", "zz"]}), calculate({"command": "go", "rank_diff": "x"}),
              calculate({"command": "go", "ranks": ["9x", "1q"]}),  # several wrong fields: field_errors
              calculate({"command": "go-round", "file": "Ann 3d - Bob 5k"})]  # a file of pairings: its kind
    study_files = [{"name": p.name, "text": p.read_text(encoding="latin-1")}
                   for p in sorted((ROOT / "tests" / "fixtures" / "study" / "gnugo").glob("*.sgf"))]
    studies = [_reply("study", files=study_files, rows=True), _reply("study", files=study_files[:1], board="9")]
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a.sgf", study_files[0]["text"])
        z.writestr("b.sgf", study_files[1]["text"][:40])  # cut off inside the game: damaged
    zipped = {"name": "games.zip", "base64": base64.b64encode(archive.getvalue()).decode()}
    study_reads = [_reply("study-read", files=[*study_files[:3], zipped]),
                   _reply("study-read", files=[zipped], start=1, count=1),
                   _reply("study-read", files=study_files[:2], session="reply-types", session_part=0)]
    replies = [*go, systems, compare, *tables, *games, *chess, *clocks, *go_clocks, form, *rounds, *errors, *studies,
               *study_reads]
    chances = [r["black_chance"] for r in [*go, *compare["rows"], *games] if r.get("black_chance")]
    return {
        "Reply": replies, "EngineError": [e["error"] for e in errors], "ErrorReply": errors,
        "Step": [s for r in chess + games for s in r.get("steps", [])],
        "Message": [m for r in go + chess + rounds for m in r.get("warnings", []) + r.get("advice", [])],
        "GoReply": go, "Choice": systems["countings"] + systems["komi_modes"], "NamedChoice": systems["game_models"],
        "MethodChoice": form["methods"],
        "GoSystem": systems["systems"], "GoRules": systems["rules"], "GoHints": [systems["hints"]],
        "GoSystemsReply": [systems], "FileFormat": systems["file_formats"],
        "GoRow": [row for t in tables for row in t["rows"]], "GoCompareReply": [compare],
        "GoCompareAnswer": [row for row in compare["rows"] if row["supported"]],
        "GoCompareUnsupported": [row for row in compare["rows"] if not row["supported"]],
        "GoAnswerRow": [row for row in compare["rows"] if row["supported"]] + [row for t in tables for row in t["rows"]],
        "GoChartWords": [t["chart"] for t in tables], "GoTableReply": tables,
        "Judgement": [j for g in games if g.get("ratings") for j in g["ratings"]["judgements"]], "GameReply": games,
        "ChessReply": chess, "ClockSide": [s for c in clocks for s in c["sides"]], "ClockReply": clocks,
        "GoClockSide": [s for c in go_clocks for s in c["sides"]], "GoClockReply": go_clocks,
        "ChessFormReply": [form],
        "RoundBoard": [b for r in rounds for b in r["boards"]],
        "HandicapGapRow": [row for r in rounds for row in r.get("handicap_games") or []],
        "RoundLineError": [e for r in rounds for e in r["errors"]], "RoundWords": [r["words"] for r in rounds],
        "RoundReply": rounds,
        "BlackChance": chances, "AgaChance": [c["aga"] for c in chances if c["aga"]],
        "OgsChance": [c["ogs"] for c in chances if c["ogs"]],
        "StudyReadReply": study_reads, "StudyReply": studies, "StudyChart": [r["chart"] for r in studies],
        "StudyChanceModels": [r["chance_models"] for r in studies],
        "StudyCalibrationChart": [r["chance_models"]["chart"] for r in studies],
        "StudyAxis": [axis for r in studies for chart in (r["chart"], r["chance_models"]["chart"])
                      for axis in (chart["x"], chart["y"])],
        "StudyFileRead": [f for r in study_reads + studies for f in r["read"]],
        "StudyGroup": [g for r in studies for g in r["bins"] + r["by_stones"] + r["by_board"]],
    }


def _all_keys(name: str, declared: dict[str, Declared]) -> dict[str, bool]:
    d = declared[name]
    return {**(_all_keys(d.base, declared) if d.base else {}), **d.keys}


def test_every_interface_is_checked():
    assert set(parse(TYPES.read_text(encoding="utf-8"))) == set(samples())
    assert all(samples().values())


@pytest.mark.parametrize("name", list(samples()))
def test_the_declared_keys_are_the_keys_the_engine_sends(name):
    declared = parse(TYPES.read_text(encoding="utf-8"))
    items = samples()[name]
    keys = _all_keys(name, declared)
    sent = set().union(*(set(item) for item in items))
    # A shared base's samples are its extensions' (with their own keys), and an index signature of its
    # own (GoHints) lets any other key come: those are checked in one direction only.
    if name not in SHARED_BASES and not declared[name].indexed:
        assert sorted(sent - set(keys)) == [], f"{name}: sent by the engine, not declared in {TYPES.name}"
    assert sorted(set(declared[name].keys) - sent) == [], f"{name}: declared, sent by no reply"
    required = {k for k, optional in keys.items() if not optional}
    lacking = sorted({k for item in items for k in required - set(item)})
    assert lacking == [], f"{name}: declared required, missing from some reply (mark them optional)"
