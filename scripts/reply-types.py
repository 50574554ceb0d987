"""Write py/handicap/reply_types.py, the engine's replies as ``TypedDict``s for Python callers, from
types/replies.d.ts, the interfaces the page is type-checked against (one source for both; the
d.ts is checked against the real replies, both ways, by tests/engine/test_reply_types.py):

    .venv/bin/python scripts/reply-types.py           # write the module
    .venv/bin/python scripts/reply-types.py --check   # exit 1 if the module is not what it would write

Each ``export interface`` becomes a class (``extends`` a base class, ``?`` a ``NotRequired`` key),
an inline object type a class of its own named after its place (``GameReplyRatings``), ``export
type A = B | C`` an alias. A key an interface redeclares from its base (``summary``, optional in
``Reply``, sent by every command) keeps the base's declaration. TypeScript's ``number`` is
``float`` (an ``int`` is one too), ``unknown`` ``object``, ``Record<K, V>`` ``dict[str, V]``, a
tuple a ``tuple``; an index signature (``[key: string]: unknown``, a reply's other keys) has no
``TypedDict`` equivalent and is left out: a key the d.ts does not name is then an error for mypy,
which is the point."""

from __future__ import annotations

import argparse
import keyword
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "types" / "replies.d.ts"
TARGET = ROOT / "py" / "handicap" / "reply_types.py"
SIMPLE = {"string": "str", "number": "float", "boolean": "bool", "null": "None", "unknown": "object"}


def _strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL))


def _split(text: str, separators: str) -> list[str]:
    """``text`` split at the separators that stand outside brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "{<([":
            depth += 1
        elif ch in "}>)]":
            depth -= 1
        elif depth == 0 and ch in separators:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


class Writer:
    def __init__(self) -> None:
        self.classes: list[str] = []
        self.keys: dict[str, dict[str, str]] = {}  # class -> its keys and their types, its bases' included

    def type_of(self, ts: str, place: str) -> str:
        ts = ts.strip()
        members = _split(ts, "|")
        if len(members) > 1:
            literals = [m for m in members if re.fullmatch(r'-?\d+|"[^"]*"', m)]
            others = [self.type_of(m, place) for m in members if m not in literals]
            if literals:
                others.insert(0, f"Literal[{', '.join(literals)}]")
            return " | ".join(others)
        if ts in ("true", "false"):
            return f"Literal[{ts.capitalize()}]"
        if ts.endswith("[]"):  # before the tuple: [number, number][] is a list of tuples
            return f"list[{self.type_of(ts[:-2], place + 'Item')}]"
        if ts.startswith("[") and ts.endswith("]"):  # a tuple: [ClockSide, ClockSide]
            return f"tuple[{', '.join(self.type_of(m, place) for m in _split(ts[1:-1], ','))}]"
        if ts.startswith("(") and ts.endswith(")"):
            return self.type_of(ts[1:-1], place)
        if ts.startswith("{"):
            self.interface(place, None, ts[1:-1])
            return place
        record = re.fullmatch(r"Record<(.+)>", ts, flags=re.DOTALL)
        if record:
            _, value = _split(record.group(1), ",")
            return f"dict[str, {self.type_of(value, place + 'Value')}]"
        if re.fullmatch(r'-?\d+|"[^"]*"', ts):
            return f"Literal[{ts}]"
        return SIMPLE.get(ts, ts)

    def interface(self, name: str, base: str | None, body: str) -> None:
        lines: list[str] = []
        inherited = dict(self.keys.get(base or "", {}))
        own: dict[str, str] = {}
        for member in _split(body, ";\n"):
            if member.startswith("["):
                continue  # an index signature: no TypedDict equivalent
            found = re.fullmatch(r"(\w+)(\??):\s*(.+)", member, flags=re.DOTALL)
            if not found:
                raise ValueError(f"{name}: cannot read {member!r}")
            key, optional, ts = found.groups()
            if keyword.iskeyword(key) and base:
                raise ValueError(f"{name}.{key}: a Python keyword in an interface with a base has no TypedDict form")
            kind = self.type_of(ts, name + _camel(key))
            own[key] = kind
            if key in inherited:  # a base's optional key the interface makes required: TypedDict cannot
                if inherited[key] != kind:
                    raise ValueError(f"{name}.{key}: {kind} where its base says {inherited[key]}")
                continue
            lines.append(f"    {key}: NotRequired[{kind}]" if optional else f"    {key}: {kind}")
        self.keys[name] = {**inherited, **own}
        if any(keyword.iskeyword(key) for key in own):  # "from": only the functional syntax takes it
            entries = [f"    {m.group(1)!r}: {m.group(2)!r}," for m in
                       (re.fullmatch(r"    (\w+): (.+)", line) for line in lines) if m]
            self.classes.append(f"{name} = TypedDict({name!r}, {{\n" + "\n".join(entries) + "\n})\n")
            return
        self.classes.append(f"class {name}({base or 'TypedDict'}):\n" + ("\n".join(lines) or "    pass") + "\n")


def module(source: str) -> str:
    text = _strip_comments(source)
    writer = Writer()
    aliases: list[str] = []
    for m in re.finditer(r"export interface (\w+)(?: extends (\w+))? \{|export type (\w+) = ([^;]+);", text):
        if m.group(3):
            aliases.append(f"{m.group(3)} = {writer.type_of(m.group(4), m.group(3))}\n")
            continue
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        writer.interface(m.group(1), m.group(2), text[m.end():i - 1])
    header = ('"""The engine\'s replies as ``TypedDict``s, for type checkers (mypy, pyright): written by\n'
              "scripts/reply-types.py from types/replies.d.ts, the page's declaration of the same replies.\n"
              "Do not edit: change the d.ts and run the script (tests/engine/test_typed_library.py checks\n"
              "they agree, and tests/engine/test_reply_types.py checks the d.ts against real replies).\n\n"
              "``handicap.calculate`` returns these for a request whose ``command`` is written as a literal\n"
              '(``GoReply`` for ``{"command": "go", …}``); numbers are ``float`` (an ``int`` is one too).\n'
              '"""\n\n'
              "from __future__ import annotations\n\n"
              "from typing import Literal, NotRequired, TypedDict\n\n\n")
    return header + "\n\n".join(writer.classes) + ("\n\n" + "\n".join(aliases) if aliases else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write py/handicap/reply_types.py from types/replies.d.ts.")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if the module is out of date")
    args = parser.parse_args(argv)
    wanted = module(SOURCE.read_text(encoding="utf-8"))
    if args.check:
        if TARGET.read_text(encoding="utf-8") != wanted:
            print(f"{TARGET} is out of date: run scripts/reply-types.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(wanted, encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
