"""Fuzzing every tournament file reader with mutated real files: whatever a file holds, go-round
answers with a result or an error naming the file's field (or line), never an internal error;
every reply encodes as strict UTF-8 JSON; and no file under the size limit takes over a second
(a generous guard against readers that are not linear; speed, and how it grows with a file's
size, is measured in ``npm run bench``).

The files are the real ones under tests/fixtures/round/ (those written here, ``MADE_HERE``, left
out), grouped by the format the registry (``handicap.go.files.FORMATS``) recognises them as, the
few smallest of each: a new format's published file is fuzzed as soon as it is there. Each is
cited by its format's own test (test_tournament_files.py, test_egd_tables.py); OpenGotha's own
``opengotha/tournoi-chinois-2020.xml`` and ``opengotha/juvisy-2019.xml`` are here:
github.com/lucvannier/opengotha at commit 624c27103266aa54c0d99313307f0b8b8e891bca,
``tournamentfiles/TournoiChinois.xml`` and ``tournamentfiles/Tournoi de Juvisy.xml``.

Each mutation is one an organiser's disk, editor or mail can make, or one a hostile file carries:
bytes flipped (read back as the command line reads a file: UTF-8, else Windows' Western
encoding), the file cut short, lines doubled or lost, lone surrogates (as characters and as JSON
or XML escapes), huge numbers, deep nesting, odd characters; and, for every field name of every
file, that field emptied and removed everywhere.

``FUZZ_CASES`` mutated inputs (10,000 in ``npm test``, 300 in the light lane), four in five a
tournament file and one in five pairings, in ``PARTS`` tests that pytest-xdist's workers share,
under a seed nobody here chose (``SEED``: drawn once from ``os.urandom``); ``FUZZ_SEED=…`` repeats
another seed, ``FUZZ_SEED=random`` draws a new one (``FUZZ_SEED=random FUZZ_CASES=100000 bash
scripts/test.sh tests/engine/test_reader_fuzz.py``). A failure names its seed, part and case; the
input goes to the corpus (tests/fixtures/fuzz/), read again by every run.
"""

from __future__ import annotations

import functools
import io
import json
import os
import random
import re
import time
from collections.abc import Callable, Iterator
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from handicap import cli
from handicap.api import calculate, calculate_json
from handicap.errors import InvalidInput
from handicap.go.files import FORMAT_KEYS, reader
from handicap.go.pairings import MAX_BYTES, lines_of
from tests.support.grown_files import GROWN
from tests.support.lanes import first_of_each
from tests.support.round_files import FILES, TEXTS, decode, real

CASES = int(os.environ.get("FUZZ_CASES", "10000"))
# Drawn once, on 2026-12-02, as int.from_bytes(os.urandom(4), "big"): a seed nobody here chose. The
# 10,000 cases it makes found nothing once the readers were total.
DRAWN_SEED = 3385716836
_SEED_GIVEN = os.environ.get("FUZZ_SEED", "")
SEED = random.SystemRandom().randrange(2 ** 32) if _SEED_GIVEN == "random" else int(_SEED_GIVEN or DRAWN_SEED)
# The cases in parts, each its own test, so that pytest-xdist's workers share them (as test_fuzz.py's
# FUZZ_QUARTERS); each part draws from its own generator, so a part repeats alone.
PARTS = 10
PAIRINGS_EVERY = 5  # one case in five mutates pairings (a link's or the box's), the others a file
CLI_EVERY = 25  # one case in 25 is read by the command line as well (and, a file, for its round 1)
CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "fuzz"  # inputs a fuzz once failed on
# Seconds of the process's own CPU time (not the clock's, which a busy machine stretches): a
# generous guard, some twenty times what a real file takes.
SLOW = 1.0
# The same guard for a file grown to the size limit (2 MB): a real table of that size takes about
# 0.4 s, a loaded machine's CPU time up to 1.2 s; the reader that was quadratic took 13 s. How the
# time grows with the size is npm run bench's to measure (scripts/bench_readers.py).
SLOW_AT_THE_LIMIT = 3.0


def shape(text: str) -> str:
    """"json", "xml" or "text": how a format's files are written, which says how to mutate them."""
    start = text.lstrip("\ufeff \t\r\n")
    return "json" if start.startswith("{") else "xml" if start.startswith("<") else "text"


SHAPES = {key: shape(TEXTS[names[0]]) for key, names in FILES.items()}


# --- The checks -------------------------------------------------------------------------------

def check(text: str, what: str, slow: float = SLOW, **request: Any) -> dict[str, Any]:
    """go-round on the text: no internal error, a reply strict JSON carries, within the guard."""
    return timed_check(text, what, slow, **request)[0]


def timed_check(text: str, what: str, slow: float = SLOW, **request: Any) -> tuple[dict[str, Any], float]:
    """``check``'s reply, and the CPU seconds its reading took."""
    start = time.process_time()
    reply = calculate({"command": "go-round", "file": text, **request})
    took = time.process_time() - start
    assert took < slow or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES, f"{what}: {took:.2f} s"
    encoded = json.dumps(reply, allow_nan=False, ensure_ascii=False).encode("utf-8")  # strict: no lone surrogate
    error = reply.get("error")
    assert not (error and error["field"] == "request"), f"{what}: {error}"
    if error:
        assert error["field"] in ("file", "round"), f"{what}: {error}"  # the file, never a flag not typed
    elif reply["errors"]:  # a line the file has, as a person counts them (counted once: a big file has many errors)
        last = len(lines_of(text))
        assert all(1 <= e["line"] <= last for e in reply["errors"]), what
    assert b"internal error" not in encoded, what
    return reply, took


def check_cli(text: str, what: str, tmp: Path, field: str = "file") -> None:
    """The command line on the file (or pairings): exit status 0 or 2, output that UTF-8 carries,
    no terminal control character echoed."""
    path = tmp / "fuzzed"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    out, err = io.BytesIO(), io.BytesIO()
    with redirect_stdout(io.TextIOWrapper(out, encoding="utf-8")) as o, \
            redirect_stderr(io.TextIOWrapper(err, encoding="utf-8")) as e:
        try:
            status = cli.main(["go-round", f"--{field}", str(path)])
        finally:
            o.flush()
            e.flush()
    errors = err.getvalue().decode("utf-8")
    assert status in (0, 2), f"{what}: exit {status}: {errors}"
    assert "internal error" not in errors, f"{what}: {errors}"
    assert not any(c in errors for c in "\x1b\x07\x9b"), f"{what}: a terminal's control character echoed"
    if status == 2 and errors and field == "file":
        assert "--pairings" not in errors and "--handicap-correction" not in errors, f"{what}: {errors}"


# --- The mutations ----------------------------------------------------------------------------

Mutation = Callable[[str, str, random.Random], str]
_DIGITS = re.compile(r"\d+")
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_XML_VALUE = re.compile(r'="[^"]*"|>[^<]+<')
_JSON_VALUE = re.compile(r":\s*(-?\d+(?:\.\d+)?|\"[^\"]*\"|true|false)")


def flip_bytes(text: str, reader_name: str, rng: random.Random) -> str:
    data = bytearray(text.encode("utf-8", "surrogatepass"))  # a surrogate an earlier step put in: its bytes
    for _ in range(rng.randint(1, 8)):
        at = rng.randrange(len(data))
        data[at] ^= 1 << rng.randrange(8)
    return decode(bytes(data))


def truncate(text: str, reader_name: str, rng: random.Random) -> str:
    return text[:rng.randrange(len(text))]


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True) or [""]


def duplicate_lines(text: str, reader_name: str, rng: random.Random) -> str:
    lines = _lines(text)
    at = rng.randrange(len(lines))
    return "".join(lines[:at] + [lines[at]] * rng.choice((2, 3, 50)) + lines[at + 1:])


def delete_lines(text: str, reader_name: str, rng: random.Random) -> str:
    lines = _lines(text)
    at = rng.randrange(len(lines))
    return "".join(lines[:at] + lines[at + rng.randint(1, 5):])


SEEDS = set(TEXTS.values())  # the texts cases start from (with their rounds' CSV: ``csv_of``)


@functools.cache
def _seed_spans(pattern: re.Pattern[str], text: str) -> tuple[tuple[int, int], ...]:
    return tuple(m.span() for m in pattern.finditer(text))


def _random_span(pattern: re.Pattern[str], text: str, rng: random.Random) -> tuple[int, int] | None:
    """Where one of ``pattern``'s matches in ``text`` is, or None: any match of a real file (found
    once for each, as most cases' first mutation starts from one); in a text already mutated, the
    first match after a random place (not every match found again for each case)."""
    if text in SEEDS:
        spans = _seed_spans(pattern, text)
        return rng.choice(spans) if spans else None
    match = pattern.search(text, rng.randrange(len(text) + 1)) or pattern.search(text)
    return match.span() if match else None


def _a_number(text: str, rng: random.Random) -> tuple[int, int]:
    """The span of one of the text's numbers, or an empty span at a random place if it has none
    (a file cut short before its first digit)."""
    span = _random_span(_DIGITS, text, rng)
    if span is not None:
        return span
    at = rng.randrange(len(text) + 1)
    return at, at


def _inside_value(text: str, reader_name: str, rng: random.Random, insert: str) -> str:
    """``insert`` put inside a random string value of the file (a JSON string, an XML attribute
    or element text), or at a random place of a text file."""
    pattern = {"json": _JSON_STRING, "xml": _XML_VALUE}.get(SHAPES[reader_name])
    span = _random_span(pattern, text, rng) if pattern else None
    if span is not None:
        start, end = span
        at = rng.randint(start + 1, max(start + 1, end - 1))
    else:
        at = rng.randrange(len(text) + 1)
    return text[:at] + insert + text[at:]


def surrogate(text: str, reader_name: str, rng: random.Random) -> str:
    code = rng.choice(("d800", "dbff", "dc00", "dfff"))
    escaped = {"json": f"\\u{code}", "xml": f"&#x{code};"}.get(SHAPES[reader_name])
    insert = escaped if escaped and rng.random() < 0.7 else chr(int(code, 16))
    return _inside_value(text, reader_name, rng, insert)


def odd_characters(text: str, reader_name: str, rng: random.Random) -> str:
    odd = rng.choice(("\x00", "\x1b[31m", "\u202e", "\ufeff", "\uffff", "\r", "\u2028", "\t\t", "😀", "\\", '"',
                      "<", "&amp;", "\u0301" * 50, "x" * 5000))
    if SHAPES[reader_name] == "json" and rng.random() < 0.5:
        odd = json.dumps(odd)[1:-1]  # as JSON escapes
    return _inside_value(text, reader_name, rng, odd)


def huge_number(text: str, reader_name: str, rng: random.Random) -> str:
    start, end = _a_number(text, rng)
    big = rng.choice(("9" * 20, "9" * 400, "9" * 5000, "-" + "9" * 30, "1e999", "1E400", "0.0000001", "-0", "NaN",
                      "Infinity", "99999999999999999999.5"))
    return text[:start] + big + text[end:]


def deep_nesting(text: str, reader_name: str, rng: random.Random) -> str:
    depth = rng.choice((100, 1000, 5000, 100_000))
    if SHAPES[reader_name] == "json":
        nested = "[" * depth + "1" + "]" * depth
        span = _random_span(_JSON_VALUE, text, rng)
        if span is None:  # no value left (cut short): the nesting where one would be
            return _inside_value(text, reader_name, rng, nested)
        start, end = span
        return text[:start] + ": " + nested + text[end:]
    if SHAPES[reader_name] == "text":
        return text + "\n" + "(" * depth
    lines = _lines(text)
    at = rng.randint(1, len(lines) - 1) if len(lines) > 1 else 0
    return "".join([*lines[:at], "<a>" * depth + "</a>" * depth + "\n", *lines[at:]])


def blank_run(text: str, reader_name: str, rng: random.Random) -> str:
    """A long run of blanks inside a value (a regular expression that splits it three ways was cubic)."""
    return _inside_value(text, reader_name, rng, rng.choice((" ", "\t", " \t", "\n", " \n")) * rng.choice((300, 3000, 30_000)))


def digit_run(text: str, reader_name: str, rng: random.Random) -> str:
    """A long run of digits inside a value (a rating tried from each digit was quadratic)."""
    return _inside_value(text, reader_name, rng, "1" * rng.choice((300, 5000, 20_000)) + rng.choice(("", "x", "k", ".")))


def unclosed_markup(text: str, reader_name: str, rng: random.Random) -> str:
    """Markup opened and never closed, many times, at the start or inside (a lazy expression over the
    whole text was quadratic)."""
    markup = rng.choice(("<?", "<!--", "<![CDATA[", "<!DOCTYPE x [", "<a ", "&#")) * rng.choice((1, 500, 20_000))
    return markup + text if rng.random() < 0.5 else _inside_value(text, reader_name, rng, markup)


def exponent(text: str, reader_name: str, rng: random.Random) -> str:
    """A number with a huge or tiny exponent in place of one of the file's (10**N was built)."""
    start, end = _a_number(text, rng)
    return text[:start] + rng.choice(("1e99999999", "1e9999999", "1e-4301", "9E+400", "1e400")) + text[end:]


def line_separators(text: str, reader_name: str, rng: random.Random) -> str:
    """A character ``str.splitlines`` splits at and a person does not (a form feed, U+2028, …)."""
    return _inside_value(text, reader_name, rng, rng.choice(("\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\x85", "\u2028")))


def huge_cell(text: str, reader_name: str, rng: random.Random) -> str:
    """A value over the csv module's field limit (131,072 characters)."""
    return _inside_value(text, reader_name, rng, rng.choice(("a", ",", ";")) * 140_000)


def terminal_escapes(text: str, reader_name: str, rng: random.Random) -> str:
    """A terminal's escape sequences (the command line echoed them raw)."""
    return _inside_value(text, reader_name, rng, rng.choice(("\x1b[31m", "\x1b]0;title\x07", "\x1b[2J", "\x9b1m")))


# The first fuzz's mutations, then the shapes the second found (hangs, internal errors, wrong names).
MUTATIONS: list[Mutation] = [flip_bytes, truncate, duplicate_lines, delete_lines, surrogate, odd_characters,
                             huge_number, deep_nesting, blank_run, digit_run, unclosed_markup, exponent,
                             line_separators, huge_cell, terminal_escapes]
# Each real file's turn in the cases, but for the files over BIG, which share one turn: a case of
# pairgoth's 70-board files costs what four of an EGD table do, and finds no more.
BIG = 64 * 1024
_SMALL = [(r, n) for r, files in FILES.items() for n in files if len(TEXTS[n].encode("utf-8")) <= BIG]
_LARGE = tuple((r, n) for r, files in FILES.items() for n in files if len(TEXTS[n].encode("utf-8")) > BIG)
TURNS: list[tuple[tuple[str, str], ...]] = [(pair,) for pair in _SMALL] + ([_LARGE] if _LARGE else [])


def _file_of(case: int) -> tuple[str, str]:
    """The reader and real file of case number ``case``: each turn in order, a turn's files in turn."""
    files = TURNS[case % len(TURNS)]
    return files[case // len(TURNS) % len(files)]


@functools.cache
def csv_of(name: str) -> str:
    """The round's own CSV of a real file: the pairings an organiser pastes back (a link's
    ``pairings``), mutated as a text file is."""
    text = str(calculate({"command": "go-round", "file": TEXTS[name]})["csv"])
    SEEDS.add(text)
    return text


@dataclass(frozen=True)
class Case:
    field: str  # "file" or "pairings": the request field the text goes in
    reader_name: str
    what: str  # how to find it again: the seed, the case, the real file and the mutations
    text: str


def mutated(count: int, seed: int, part: int = 0, parts: int = 1) -> Iterator[Case]:
    """The ``part``-th of ``parts`` shares of ``count`` cases (a run of consecutive ones, each real
    file's turn coming round in every share), the same for a seed."""
    rng = random.Random(f"{seed}/{part}/{parts}")
    for case in range(part * count // parts, (part + 1) * count // parts):
        reader_name, name = _file_of(case)
        pairings = case % PAIRINGS_EVERY == PAIRINGS_EVERY - 1
        text, shape_of = (csv_of(name), "egd") if pairings else (TEXTS[name], reader_name)
        steps = []
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            mutation = rng.choice(MUTATIONS)
            text = mutation(text, shape_of, rng) or " "
            steps.append(mutation.__name__)
        source = f"{name}'s CSV as pairings" if pairings else name
        what = f"FUZZ_SEED={seed}, part {part} of {parts}, case {case}: {source}"
        yield Case("pairings" if pairings else "file", reader_name, f"{what} ({', '.join(steps)})", text)


# --- Every field emptied and removed ----------------------------------------------------------

def field_names(text: str, reader_name: str) -> list[str]:
    if SHAPES[reader_name] == "json":
        return sorted(set(re.findall(r'"(\w+)"\s*:', text)))
    if SHAPES[reader_name] == "xml":
        return sorted(set(re.findall(r'\s(\w+)="', text)) | set(re.findall(r"<(\w+)>", text)))
    return []


def without_field(text: str, reader_name: str, field: str, how: str) -> str:
    """The file with every ``field`` emptied ("empty"), removed ("removed"), or a text where a
    number is ("text", JSON only)."""
    if SHAPES[reader_name] == "json":
        value = r'\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?[\d.eE+-]+|true|false|null)'
        pattern = re.compile(rf'"{field}"{value}\s*,?')
        if how == "removed":
            return re.sub(r",(\s*[}\]])", r"\1", pattern.sub("", text))
        replacement = f'"{field}": "",' if how == "empty" else f'"{field}": null,'
        return pattern.sub(lambda m: replacement if m.group(0).rstrip().endswith(",") else replacement[:-1], text)
    attribute = re.compile(rf'\s{field}="[^"]*"')
    element = re.compile(rf"<{field}>[^<]*</{field}>")
    if how == "removed":
        return element.sub("", attribute.sub("", text))
    return element.sub(f"<{field}></{field}>", attribute.sub(f' {field}=""', text))


EGD_COLUMNS = range(12)


def without_column(text: str, column: int, how: str) -> str:
    """An EGD table with the player lines' ``column``-th token emptied (a space) or removed."""
    lines = []
    for line in text.splitlines():
        tokens = line.split()
        if line.lstrip().startswith(";") or len(tokens) <= column:
            lines.append(line)
            continue
        tokens[column] = "" if how == "removed" else "?"
        lines.append(" ".join(t for t in tokens if t))
    return "\n".join(lines)


# --- The tests --------------------------------------------------------------------------------

def test_every_format_has_real_files_and_they_are_read_whole() -> None:
    """Every registered format has published files here, and each is read with boards (so a
    mutation that breaks one shows the reader's handling, not a file already refused)."""
    assert set(FILES) == set(FORMAT_KEYS)
    for names in FILES.values():
        for name in names:
            reply = check(TEXTS[name], name)
            assert reply.get("boards"), name


def field_cases(reader_name: str) -> list[tuple[str, str]]:
    """Every field of the reader's smallest real file emptied and removed (and, in JSON, null)."""
    name = min(FILES[reader_name], key=lambda n: len(TEXTS[n]))
    text = TEXTS[name]
    if SHAPES[reader_name] == "text":
        return [(f"{name}: column {c} {how}", without_column(text, c, how))
                for c in EGD_COLUMNS for how in ("empty", "removed")]
    return [(f"{name}: {f} {how}", without_field(text, reader_name, f, how))
            for f in field_names(text, reader_name) for how in ("empty", "removed", "null")
            if how != "null" or SHAPES[reader_name] == "json"]


@pytest.mark.parametrize("reader_name", list(FILES))
def test_every_field_emptied_or_removed(reader_name: str) -> None:
    """A field the reader does not read leaves what it reads unchanged, and so the reply: the
    round is computed again only where the reader's result changed (or it refused the file)."""
    cases = field_cases(reader_name)
    assert len(cases) > 20
    baseline = reader.read_file(TEXTS[min(FILES[reader_name], key=lambda n: len(TEXTS[n]))], None)
    computed = 0
    for what, fuzzed in cases:
        try:
            if reader.read_file(fuzzed, None) == baseline:
                continue
        except InvalidInput as error:
            assert error.field == "file", f"{what}: {error}"
        check(fuzzed, what)
        computed += 1
    assert computed > 3  # the fields the reader reads (names, ranks, games, settings) change its result


def check_pairings(text: str, what: str) -> dict[str, Any]:
    """go-round on the text as pairings: no internal error, a reply strict JSON carries, within the
    guard; an error names the pairings, a line error a line the text has (as a person counts them)."""
    start = time.process_time()
    reply = calculate({"command": "go-round", "pairings": text})
    took = time.process_time() - start
    assert took < SLOW or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES, f"{what}: {took:.2f} s"
    encoded = json.dumps(reply, allow_nan=False, ensure_ascii=False).encode("utf-8")  # strict: no lone surrogate
    assert b"internal error" not in encoded, what
    if "error" in reply:
        assert reply["error"]["field"] == "pairings", f"{what}: {reply['error']}"
    else:
        last = len(lines_of(text)) if reply["errors"] else 0
        assert all(1 <= e["line"] <= last for e in reply["errors"]), what
    return reply


@pytest.mark.parametrize("part", range(PARTS))
def test_mutated_real_files_and_pairings(part: int, tmp_path: Path) -> None:
    """Every mutation on the real files and on their rounds' CSV given as pairings: a result or an
    error naming the file (or pairings, or a line of them), never an internal error, on the engine's
    boundary and, one case in ``CLI_EVERY``, the command line, the page's string boundary and a
    file's round 1 as well."""
    seen: set[tuple[str, str]] = set()
    for index, case in enumerate(mutated(CASES, SEED, part, PARTS)):
        seen.add((case.field, case.reader_name))
        if case.field == "pairings":
            check_pairings(case.text, case.what)
        else:
            check(case.text, case.what)
        if index % CLI_EVERY == 0:
            check_cli(case.text, case.what, tmp_path, case.field)
            # the string boundary the page's worker uses: its reply UTF-8 carries
            assert calculate_json(json.dumps({"command": "go-round", case.field: case.text})).encode("utf-8")
            if case.field == "file":
                check(case.text, case.what + ", round 1", round=1)
    if CASES >= 100 * PARTS:  # every format's files, and pairings, in each part
        assert {reader for _, reader in seen} == set(FILES) and {field for field, _ in seen} == {"file", "pairings"}


def corpus_cases() -> list[Path]:
    return sorted(path for path in CORPUS.rglob("*") if path.is_file() and path.suffix != ".md")


@pytest.mark.parametrize("path", corpus_cases(), ids=lambda p: str(p.relative_to(CORPUS)))
def test_the_saved_failures_stay_fixed(path: Path, tmp_path: Path) -> None:
    """Each input a fuzz once failed on (the corpus, as python-chess keeps its fuzz corpus), read
    again as it reached the engine: a tournament file (``file/``) or pairings (``pairings/``)."""
    text = decode(path.read_bytes())
    if path.parent.name == "pairings":
        start = time.process_time()
        reply = calculate({"command": "go-round", "pairings": text})
        took = time.process_time() - start
        assert took < SLOW, f"{path.name}: {took:.2f} s"
        assert b"internal error" not in json.dumps(reply, ensure_ascii=False).encode("utf-8"), path.name
    else:
        check(text, path.name)
        check_cli(text, path.name, tmp_path)


# The light lane grows each format's players; its games (OpenGotha's, pairgoth's) grown too in npm test.
@pytest.mark.parametrize("case", first_of_each(GROWN, kind=lambda case: GROWN[case][0]))
def test_a_file_at_the_size_limit_is_read_within_the_guard(case: str) -> None:
    """A real file's players or games repeated up to the size limit are read (or refused for what
    they hold) within ``SLOW_AT_THE_LIMIT`` seconds of this process's CPU time: a bound that does
    not grow with the machine's load nor with the file (the limit caps it), some seven times what
    a linear reader takes on such a file, while the quadratic pairgoth reader took 13 s. How the
    time grows with the size (this file against a quarter of it) is measured, not asserted, by
    ``npm run bench`` (scripts/bench_readers.py): a ratio of two timings moves with the load."""
    name, grow = GROWN[case]
    text, quarter = grow(real(name), MAX_BYTES - 8192), grow(real(name), (MAX_BYTES - 8192) // 4)
    assert MAX_BYTES - 300_000 < len(text.encode("utf-8")) <= MAX_BYTES and reader.kind(text) == reader.kind(real(name))
    assert reader.kind(quarter) == reader.kind(text)
    timed_check(text, f"{case}: {name} grown to {len(text):,} characters", slow=SLOW_AT_THE_LIMIT)
