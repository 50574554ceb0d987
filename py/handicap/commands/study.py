"""The ``study`` and ``study-read`` commands: was it fair? Black's score across many games against
the residual gap each handicap left (``study/``), in bins, by stones and by board, with a
logistic fit under each model and what the page's chart draws.

    study-read   {"files": [...], "start", "count"} -> the games' records, what each file gave
                 (``read``) and the files that could not be read (the page reads files in batches
                 with it: a progress bar, a cancel); ``start``/``count``: only those members of
                 each archive (a big archive in batches, each request short), ``members`` in the
                 reply: how many the biggest archive holds
    study        {"games": [records], "files": [...], "read": [...], "problems": [...], "model",
                 "board", "bin", "rules", "rows"} -> the study; ``read``/``problems``: what files
                 read before gave and which were not read (the page's batches, the command line's
                 files), said again in the reply with the files read here; ``rows``: one row a game
                 too (the command line's --csv)

A game found twice (the same record key, ``study/game_keys.py``) is studied once; the others are
counted and listed as duplicates.

Read (``study/sources.py``, ``study/record.py``) -> count and fit (``study/tally.py``,
``study/logistic.py``, ``study/chart.py``) -> the reply and its words, here.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import fields
from ..errors import InvalidInput
from ..fields import Request
from ..go.effective import BOARDS, MODELS, STUDY_MODELS
from ..go.rules import RULESETS
from ..i18n import say, say_plural
from ..numbers import to_json_number
from ..ranks import display, rank_label
from ..study import chart, logistic
from ..study.record import REASONS, ReadGame, SetApart, compensated, read_game, residual_gap
from ..study.sgf_roots import MAX_VALUE, WANTED
from ..study.sources import MAX_FILES, MAX_NAME, Members, Problem, ReadFile, Reading, Record, read_files
from ..study.tally import Tally, bin_of
from ..text import percent, show, trimmed
from .game import ranks_text

MIN_BIN, MAX_BIN = Fraction(1, 20), Fraction(10)
MAX_GAMES = 200_000
MAX_LISTED = 20  # games listed by name under each reason (all of them are counted)
FEW_GAMES = 100  # below this, the reply says a small collection proves little
LEVEL = 0.005


@dataclass(frozen=True)
class Settings:
    model: str
    board: int | None
    width: Fraction
    rules: str
    rows: bool


def _settings(request: Request) -> Settings:
    model = fields.choice(request, "model", STUDY_MODELS, default="proposal")
    board = fields.optional_int_choice(request, "board", BOARDS)
    width = fields.number(request, "bin", minimum=MIN_BIN, maximum=MAX_BIN, default="0.5")
    rules = fields.choice(request, "rules", list(RULESETS), default="japanese")
    rows = request.get("rows") is True
    return Settings(model, board, width, rules, rows)


def _records(request: Request) -> Reading:
    reading = Reading()
    if not fields.given(request, "games") and not fields.given(request, "files"):
        raise InvalidInput("files", say("error.missing"))
    if fields.given(request, "games"):
        games = request["games"]
        if not isinstance(games, list):
            raise InvalidInput("games", say("study.error.games"))
        if len(games) > MAX_GAMES:
            raise InvalidInput("games", say("study.error.too_many_games", limit=MAX_GAMES))
        for index, item in enumerate(games):
            reading.records.append(_record(item, index))
    if fields.given(request, "files"):
        read_files(request["files"], reading)
    _files_read_before(request, reading)
    if len(reading.records) > MAX_GAMES:
        raise InvalidInput("files", say("study.error.too_many_games", limit=MAX_GAMES))
    return reading


_RECORD_KEYS = WANTED | {"source", "key", "set_apart", "value"}
MAX_LISTED_FILES = 1000  # files listed by name in a reply's ``read`` (all of them are counted)


def _text(value: object, limit: int = MAX_NAME) -> str:
    return " ".join("".join(c if c.isprintable() else " " for c in str(value)).split())[:limit]


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9 else 0


def _files_read_before(request: Request, reading: Reading) -> None:
    """The request's ``read`` (what files read before gave: {"source", "files", "games"}) and
    ``problems`` (files not read: {"source", "message"}), added to what the request's own files gave."""
    for key in ("read", "problems"):
        if fields.given(request, key) and not isinstance(request[key], list):
            raise InvalidInput(key, say("study.error.files"))
    before: list[ReadFile] = []
    for item in request.get("read") or []:
        if isinstance(item, Mapping) and isinstance(item.get("source"), str):
            before.append(ReadFile(_text(item["source"]), _count(item.get("files")), _count(item.get("games"))))
    reading.read[:0] = before
    reading.files += sum(f.files for f in before)
    problems = [Problem(_text(p["source"]), _text(p.get("message", ""), 400)) for p in request.get("problems") or []
                if isinstance(p, Mapping) and isinstance(p.get("source"), str)]
    reading.problems[:0] = problems


def _files_read(reading: Reading) -> list[dict[str, Any]]:
    """Each file named once (a big archive's slices added up), in the order first read."""
    merged: dict[str, ReadFile] = {}
    for item in reading.read:
        found = merged.setdefault(item.source, ReadFile(item.source))
        found.files += item.files
        found.games += item.games
    unread = {p.source for p in reading.problems}
    return [{"source": f.source, "files": f.files, "games": f.games,
             "shown": say_plural("study.read.file", f.games, n=f.games, source=f.source,
                                 files=say_plural("study.read.files", f.files, n=f.files))}
            for f in list(merged.values()) if f.games or f.source not in unread][:MAX_LISTED_FILES]


def _record(item: object, index: int) -> Record:
    if not isinstance(item, Mapping):
        raise InvalidInput("games", say("study.error.game_item", n=index + 1))
    record: Record = {}
    for key, value in item.items():  # the keys it has (a record has a few of the ten)
        if key in _RECORD_KEYS and isinstance(value, (str, int)) and not isinstance(value, bool):
            record[key] = str(value)[:MAX_VALUE if key != "source" else 200]
    game = item.get("game")
    record["game"] = game if isinstance(game, int) and not isinstance(game, bool) and 0 < game < 10**9 else index + 1
    record.setdefault("source", "")
    return record


def _properties(record: Record) -> dict[str, str]:
    return {k: str(v) for k, v in record.items() if k in WANTED}


def _members(request: Request) -> Members:
    """The slice of each .zip's members asked: ``start`` 0 to MAX_FILES - 1, ``count`` 1 to MAX_FILES."""
    def whole(field: str, low: int, default: int | None) -> int | None:
        if not fields.given(request, field):
            return default
        allowed = say("error.whole_from_to", low=low, high=MAX_FILES - 1 + low)
        return fields.whole_number(field, request[field], range(low, MAX_FILES + low), allowed)
    return Members(whole("start", 0, 0) or 0, whole("count", 1, None))


def read_reply(request: Request) -> dict[str, Any]:
    """``study-read``: the files' game records, for a later ``study`` request."""
    reading = Reading()
    members = _members(request)
    read_files(fields.raw(request, "files"), reading, members=members)
    return {
        "command": "study-read",
        "files": reading.files,
        "members": reading.members,
        "games": reading.records,
        "problems": [{"source": p.source, "message": p.message} for p in reading.problems],
        "damaged": reading.damaged,
        "read": [{"source": f.source, "files": f.files, "games": f.games} for f in reading.read],
    }


def study_reply(request: Request) -> dict[str, Any]:
    settings = _settings(request)
    reading = _records(request)
    default_rules = RULESETS[settings.rules]
    studied: list[ReadGame] = []
    apart: list[SetApart] = []
    other_boards = 0
    rules_missing = 0
    first_of: dict[str, Record] = {}
    duplicates: list[tuple[Record, Record]] = []
    for record in reading.records:
        game_key = record.get("key")
        if isinstance(game_key, str) and game_key:
            first = first_of.setdefault(game_key, record)
            if first is not record:
                duplicates.append((record, first))
                continue
        properties = _properties(record)
        reason = record.get("set_apart")
        if isinstance(reason, str) and reason:  # a game a CSV says was set apart, for its reason
            found: ReadGame | SetApart = SetApart(str(record.get("source", "")), int(record.get("game", 0)),
                                                  reason if reason in REASONS else "result",
                                                  str(record.get("value", "")))
        else:
            found = read_game(str(record.get("source", "")), int(record.get("game", 0)), properties, default_rules)
        if isinstance(found, SetApart):
            apart.append(found)
        elif settings.board is not None and found.board != settings.board:
            other_boards += 1
        else:
            studied.append(found)
            rules_missing += "RU" not in properties or not properties["RU"].strip()
    # Games that differ in nothing the study reads are counted once, with their number: the work
    # grows with the distinct games (board, rules, stones, komi, rank gap, result), not with all.
    kinds = Counter((g.board, g.ruleset, g.stones, g.komi, g.rank_gap, g.black_score) for g in studied)
    bins: dict[int, Tally] = {}
    stones: dict[int, Tally] = {}
    boards: dict[int, Tally] = {}
    fits: dict[str, logistic.Fit | None] = {}
    for key in STUDY_MODELS:
        grouped = []
        for (board, ruleset, stone_count, komi, gap, score), count in kinds.items():
            residual = gap - compensated(key, board, ruleset, stone_count, komi)
            grouped.append((float(residual), count, float(score) * count))
            if key == settings.model:
                bins.setdefault(bin_of(residual, settings.width), Tally()).add(score, count)
                stones.setdefault(stone_count, Tally()).add(score, count)
                boards.setdefault(board, Tally()).add(score, count)
        fits[key] = logistic.fit_grouped(grouped)
    fitted = fits[settings.model]
    width = settings.width
    bin_rows = [_bin_row(k, width, bins[k]) for k in sorted(bins)]
    axis = chart.x_axis(min(bins) * width - width / 2 if bins else Fraction(-1),
                        max(bins) * width + width / 2 if bins else Fraction(1))
    reply: dict[str, Any] = {
        "command": "study",
        "model": settings.model,
        "model_name": say(f"go.model.{settings.model}"),
        "board": settings.board,
        "bin": to_json_number(width),
        "rules": settings.rules,
        "counts": {"records": len(reading.records), "studied": len(studied), "set_apart": len(apart),
                   "other_boards": other_boards, "files": reading.files,
                   "unread_files": len({p.source for p in reading.problems}), "duplicates": len(duplicates)},
        "columns": {key: say(f"study.column.{key}") for key in
                    ("gap", "stones", "board", "games", "wins", "draws", "losses", "score", "interval")},
        "bins": bin_rows,
        "by_stones": [_group_row(str(k), say_plural("study.stones", k, n=k), stones[k]) for k in sorted(stones)],
        "by_board": [_group_row(str(k), say("study.board", n=k), boards[k]) for k in sorted(boards)],
        "set_apart": _set_apart(apart),
        "problems": [{"source": p.source, "message": p.message} for p in reading.problems],
        "read": _files_read(reading),
        "duplicates": [{"source": str(twice.get("source", "")), "game": twice.get("game"),
                        "first": {"source": str(first.get("source", "")), "game": first.get("game")},
                        "shown": say("study.read.duplicate", source=twice.get("source", ""), game=twice.get("game"),
                                     first=first.get("source", ""), first_game=first.get("game"))}
                       for twice, first in duplicates[:MAX_LISTED]],
        "files_shown": _files_shown(reading, len(duplicates)),
        "files_labels": {key: say(f"study.read.heading.{key}")
                         for key in ("read", "unread", "duplicates", "set_apart")},
        "fit": _fit_json(fitted),
        "fits": [{"model": key, "model_name": say(f"go.model.{key}"), **_fit_summary(fits[key])}
                 for key in STUDY_MODELS],
        "chart": _chart(bin_rows, fitted, axis),
        "warnings": _warnings(len(studied), other_boards, settings, rules_missing, reading, len(duplicates)),
    }
    reply["summary"] = _summary(reply["counts"], settings)
    reply["verdict"] = _verdict(fitted, len(studied))
    if settings.rows:
        reply["rows"] = [_game_row(g, residual_gap(MODELS[settings.model], g), settings.model) for g in studied] + \
                        [{"source": a.source, "game": a.number, "set_apart": a.reason, "value": a.value} for a in apart]
    return reply


def _interval_text(low: float, high: float) -> str:
    return say("study.interval", low=percent(low), high=percent(high))


def _tally_json(tally: Tally) -> dict[str, Any]:
    interval = tally.interval()
    return {
        "games": tally.games, "wins": tally.wins, "draws": tally.draws, "losses": tally.losses,
        "score": tally.score, "low": interval.low, "high": interval.high,
        "shown": {"score": percent(tally.score), "interval": _interval_text(interval.low, interval.high)},
    }


def _bin_row(k: int, width: Fraction, tally: Tally) -> dict[str, Any]:
    centre = k * width
    low, high = centre - width / 2, centre + width / 2
    row = {"key": show(centre).replace("−", "-"), "centre": to_json_number(centre), "from": to_json_number(low),
           "to": to_json_number(high), **_tally_json(tally)}
    row["shown"]["gap"] = say("study.bin.range", low=show(low), high=show(high))
    return row


def _group_row(key: str, label: str, tally: Tally) -> dict[str, Any]:
    row = {"key": key, **_tally_json(tally)}
    row["shown"]["label"] = label
    return row


def _set_apart(apart: list[SetApart]) -> list[dict[str, Any]]:
    counts = Counter(a.reason for a in apart)
    return [{
        "reason": reason,
        "games": counts[reason],
        "label": say(f"study.reason.{reason}"),
        "shown": say_plural("study.set_apart.count", counts[reason], n=counts[reason],
                            reason=say(f"study.reason.{reason}")),
        "listed": [{"source": a.source, "game": a.number, "value": a.value,
                    "shown": say("study.read.game", source=a.source, game=a.number)}
                   for a in apart if a.reason == reason][:MAX_LISTED],
    } for reason in REASONS if counts[reason]]


def _fit_summary(fitted: logistic.Fit | None) -> dict[str, Any]:
    if fitted is None:
        return {"log_likelihood": None, "games": 0, "converged": False,
                "shown": {"log_likelihood": "—"}}
    finite = fitted.log_likelihood if fitted.log_likelihood > float("-inf") else None
    return {"log_likelihood": finite, "games": fitted.games, "converged": fitted.converged,
            "shown": {"log_likelihood": trimmed(finite, 3) if finite is not None else "—"}}


def _number(value: float) -> float | None:
    return value if math.isfinite(value) else None


def _fit_json(fitted: logistic.Fit | None) -> dict[str, Any] | None:
    if fitted is None:
        return None
    even = fitted.even_point
    interval = fitted.even_interval()
    return {
        "intercept": _number(fitted.intercept), "slope": _number(fitted.slope),
        "intercept_se": _number(fitted.intercept_se), "slope_se": _number(fitted.slope_se),
        "covariance": _number(fitted.covariance), "log_likelihood": _number(fitted.log_likelihood),
        "converged": fitted.converged, "steps": fitted.steps, "games": fitted.games,
        "even_point": even, "even_low": interval[0] if interval else None,
        "even_high": interval[1] if interval else None,
        "shown": {
            "slope": trimmed(fitted.slope, 3) if _number(fitted.slope) is not None else "—",
            "even_point": trimmed(even, 2) if even is not None else "—",
            "even_interval": say("study.interval", low=trimmed(interval[0], 2), high=trimmed(interval[1], 2))
            if interval else "—",
        },
    }


def _chart(bin_rows: list[dict[str, Any]], fitted: logistic.Fit | None, axis: chart.Axis) -> dict[str, Any]:
    even = fitted.even_point if fitted else None
    interval = fitted.even_interval() if fitted else None
    return {
        "title": say("study.chart.title"),
        "x": {"low": axis.low, "high": axis.high, "title": say("study.chart.x"),
              "ticks": [{"value": t, "label": show(Fraction(t).limit_denominator(1000))} for t in axis.ticks]},
        "y": {"low": 0.0, "high": 1.0, "title": say("study.chart.y"),
              "ticks": [{"value": t, "label": percent(t)} for t in chart.Y_AXIS.ticks]},
        "points": [{"x": float(r["centre"]), "y": r["score"], "low": r["low"], "high": r["high"], "games": r["games"],
                    "label": say_plural("study.chart.point", r["games"], n=r["games"], gap=r["shown"]["gap"],
                                        score=r["shown"]["score"], interval=r["shown"]["interval"])}
                   for r in bin_rows],
        "curve": [[x, y] for x, y in chart.curve(fitted, axis)] if fitted and fitted.converged else [],
        "curve_label": say("study.chart.curve"),
        "even": ({"x": even, "low": interval[0], "high": interval[1], "label": say("study.chart.even")}
                 if even is not None and interval is not None and axis.low <= even <= axis.high else None),
        "interval_label": say("study.chart.interval"),
    }


def _files_shown(reading: Reading, duplicates: int) -> str:
    """One line on what was read: the files read, those not read, the games found twice."""
    unread = len({p.source for p in reading.problems})
    read = max(0, sum(f.files for f in reading.read) - unread)  # each file once, not an archive and its files
    line = say_plural("study.read.summary", read, n=read,
                      games=say_plural("study.read.games", len(reading.records), n=len(reading.records)))
    if unread:
        line = say("list.sentences", first=line, second=say_plural("study.read.unread", unread, n=unread))
    if duplicates:
        line = say("list.sentences", first=line, second=say_plural("study.read.duplicates", duplicates, n=duplicates))
    return line


def _warnings(studied: int, other_boards: int, settings: Settings, rules_missing: int,
              reading: Reading, duplicates: int = 0) -> list[dict[str, str]]:
    warnings = []
    if 0 < studied < FEW_GAMES:
        warnings.append({"code": "few_games", "message": say_plural("study.warning.few", studied, n=studied,
                                                                     enough=FEW_GAMES)})
    if other_boards and settings.board is not None:
        warnings.append({"code": "other_boards", "message": say_plural(
            "study.warning.other_boards", other_boards, n=other_boards, board=settings.board)})
    if rules_missing:
        warnings.append({"code": "rules_not_recorded", "message": say_plural(
            "study.warning.rules", rules_missing, n=rules_missing, rules=say(f"go.rules.{settings.rules}"))})
    if reading.damaged:
        count = len(set(reading.damaged))
        warnings.append({"code": "damaged", "message": say_plural("study.warning.damaged", count, n=count)})
    if duplicates:
        warnings.append({"code": "duplicates", "message": say_plural("study.warning.duplicates", duplicates,
                                                                      n=duplicates)})
    return warnings


def _summary(counts: dict[str, int], settings: Settings) -> str:
    studied = say_plural("study.summary.studied", counts["studied"], n=counts["studied"],
                         model=say(f"go.model.{settings.model}"))
    if not counts["set_apart"]:
        return studied
    return say("list.sentences", first=studied,
               second=say_plural("study.summary.set_apart", counts["set_apart"], n=counts["set_apart"]))


def _verdict(fitted: logistic.Fit | None, studied: int) -> str:
    if studied == 0:
        return say("study.verdict.none")
    if fitted is None:
        return say("study.verdict.no_fit")
    if not fitted.converged:
        return say("study.verdict.separated")
    even, interval = fitted.even_point, fitted.even_interval()
    if even is None or interval is None:
        return say("study.verdict.no_slope")
    low, high = say("study.rank_value", n=trimmed(interval[0], 1)), say("study.rank_value", n=trimmed(interval[1], 1))
    if abs(even) < LEVEL:
        return say("study.verdict.even", low=low, high=high)
    side = "black" if even > 0 else "white"
    return say(f"study.verdict.{side}", by=ranks_text(round(abs(even), 2)), low=low, high=high)


def _game_row(game: ReadGame, residual: Fraction, model: str) -> dict[str, Any]:
    made_up = compensated(model, game.board, game.ruleset, game.stones, game.komi)
    return {
        "source": game.source, "game": game.number, "board": game.board, "rules": game.ruleset.key,
        "stones": game.stones, "komi": to_json_number(game.komi),
        "black_rank": display(rank_label(game.black)), "white_rank": display(rank_label(game.white)),
        "rank_gap": game.rank_gap, "compensated": to_json_number(made_up), "residual_gap": to_json_number(residual),
        "black_score": to_json_number(game.black_score), "date": game.date,
    }
