"""The ``chess`` command: time odds from ratings, an expected score, a record of results, or a
calibration, as a reply dict (see ``chess/timeodds.py`` for the formulas and their source).

Read (``chess/request.py``) -> compute (``chess/timeodds.py``, ``chess/clock.py``) -> the reply.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..chess.clock import ClockSetting, clock_text, minutes_as_mss, mss, odds_clocks, whole_seconds
from ..chess.clubs.table import Scale, group_difference, split_clock
from ..chess.ecf import SLOPE as ECF_SLOPE
from ..chess.ecf import grade_gap, rating_from_grade
from ..chess.form import form_json
from ..chess.methods import find_method
from ..chess.rating_bands import increment_odds, rating_bands, split_bands
from ..chess.request import BAND_METHODS, RULE_METHODS, ChessRequest, read_chess
from ..chess.timeodds import (
    RatioTooLarge,
    calibrate,
    expected_score,
    rating_difference,
    ratio_from_ratings,
    ratio_from_score,
    score_from_record,
    small_k,
    split_total,
)
from ..errors import InvalidInput
from ..fields import Names, Request
from ..i18n import say, say_plural
from ..text import with_minus
from .steps import derivation_step as _step

BIG_RATIO = 10  # beyond this the seed's fixed-K model is stretched: warn


def _round(value: float, digits: int = 12) -> float | int:
    """A float for JSON without representation noise (39.99999999999999 -> 40), kept to
    ``digits`` significant digits so tiny times keep their relative precision."""
    rounded = float(f"{value:.{digits}g}")
    return int(rounded) if rounded.is_integer() and abs(rounded) < 2**53 else rounded


def ratio_text(value: float) -> str:
    """2 -> "2", 1.41421 -> "1.414"."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return with_minus(text)


def _f(value: float | Fraction, places: int = 3) -> str:
    return ratio_text(float(value)) if places == 3 else with_minus(f"{float(value):.{places}f}")


def _setting(clock: ClockSetting) -> dict[str, Any]:
    return {"base_seconds": clock.base, "increment_seconds": clock.increment,
            "base": mss(clock.base), "text": clock.text}


def _players(weaker: int | None, weaker_clock: ClockSetting, stronger_clock: ClockSetting,
             names: Names) -> dict[str, Any]:
    """Each player's clock (player 1 first), by name when given, and the same as the clock's link
    values (with the names, so the clock says "Ann", not "Player 1")."""
    by_player = [weaker_clock if weaker == player else stronger_clock for player in (1, 2)]
    players = [{"player": player, "name": names[player - 1], "label": player_label(player, names),
                "base_seconds": c.base, "increment_seconds": c.increment,
                "base": clock_text(c.base), "text": f"{clock_text(c.base)}+{c.increment}"}
               for player, c in enumerate(by_player, start=1)]
    link = {}
    for p in players:
        link[f"base{p['player']}"] = p["base"]
        link[f"inc{p['player']}"] = str(p["increment_seconds"])
        if p["name"]:
            link[f"n{p['player']}"] = p["name"]
    if any(names):
        text = say("chess.players_text.named", name_one=players[0]["label"], one=players[0]["text"],
                   name_two=players[1]["label"], two=players[1]["text"])
    else:
        text = say("chess.players_text", one=players[0]["text"], two=players[1]["text"])
    return {"players": players, "players_text": text, "clock_link": link}


def player_label(player: int, names: Names) -> str:
    """A player as the answer names them: the name given, else "Player 1"."""
    return names[player - 1] or say("chess.weaker.player", n=player)


def form_reply(request: Request) -> dict[str, Any]:
    """``chess-form``: the chess form's menus and hints (it takes no input)."""
    return form_json()


def chess_reply(request: Request) -> dict[str, Any]:
    asked = read_chess(request)
    if asked.method in RULE_METHODS:
        return _rule_reply(asked)
    method, against = asked.method, asked.against
    big_k_field = "K"
    steps: list[dict[str, str]] = []
    warnings: list[dict[str, str]] = []
    reply: dict[str, Any] = {"command": "chess", "method": method, "method_name": method_name(method),
                             "against": against}

    # 1. Player 1's expected score at equal time (as log-odds) and K.
    if asked.calibration is not None:
        s1, s2, given = asked.calibration.s1, asked.calibration.s2, asked.calibration.ratio
        cal = calibrate(s1, s2, given)
        if cal.k <= 0:
            raise InvalidInput("s2", say("error.chess.calibration", given=asked.calibration.s2_given))
        big_k, k, score = cal.K, cal.k, s1
        big_k_field = "s2"
        reply["calibration"] = {"s1": float(s1), "s2": float(s2), "ratio": float(given),
                                "K": _round(cal.K), "k": _round(cal.k),
                                "K_as_printed": _round(cal.K_as_printed)}
        steps.append(_step("calibrate_k", say("chess.step.calibrate_k"),
                           "k = {ln[s2/(1−s2)] − ln[s1/(1−s1)]} / ln(x)",
                           f"k = (ln[{_f(s2)}/{_f(1 - s2)}] − ln[{_f(s1)}/{_f(1 - s1)}]) / ln({_f(given)})"
                           f" = {_f(cal.k, 4)}"))
        steps.append(_step("calibrate_K", say("chess.step.calibrate_big_k"), "K = 400·ln(2)·k / ln(10)",
                           say_plural("chess.step.calibrate_big_k.working", round(Fraction(cal.K), 1), k=cal.k,
                                      big_k=cal.K)))
    else:
        assert asked.K is not None
        big_k = float(asked.K)
        k = small_k(big_k)
        steps.append(_step("k", say("chess.step.k"), "k = K·ln(10) / (400·ln(2))",
                           f"k = {_f(big_k)} × ln 10 / (400 × ln 2) = {_f(k, 4)}"))
        if asked.elo is not None:
            ra, rb = asked.elo
            reply["ratings"] = [float(ra), float(rb)]
            gap = abs(ra - rb)
        elif asked.score is not None:
            score = asked.score
        else:
            assert asked.record is not None
            wins, draws, losses = asked.record
            estimate = score_from_record(wins, draws, losses)
            score = estimate.score
            steps.append(_step("record_score", say("chess.step.record_score"), say("chess.step.record_score.formula"),
                               f"s = ({wins} + {draws}/2) / {estimate.games} = {_f(score)}"))

    # 2. Who is weaker and the ratio x = weaker's time / stronger's time (x ≥ 1).
    try:
        if method == "elo":
            weaker = None if ra == rb else (1 if ra < rb else 2)
            ratio = ratio_from_ratings(gap, Fraction(big_k))
            p1_score = expected_score(ra - rb)
            steps.append(_step("ratio", say("chess.step.ratio"), "x = 2^(D / K)",
                               f"x = 2^({_f(gap)} / {_f(big_k)}) = {ratio_text(ratio)}"))
            reply["rating_gap"] = _round(float(gap))
        else:
            weaker = None if score == Fraction(1, 2) else (1 if score < Fraction(1, 2) else 2)
            weaker_score = score if weaker != 2 else 1 - score
            ratio = ratio_from_score(weaker_score, big_k)
            p1_score = float(score)
            steps.append(_step("ratio", say("chess.step.ratio"), say("chess.step.ratio.score_formula"),
                               f"x = ({_f(weaker_score)} / {_f(1 - weaker_score)})^(−1/{_f(k, 4)}) = "
                               f"{ratio_text(ratio)}"))
            reply["rating_gap"] = _round(abs(rating_difference(score)))
    except RatioTooLarge as error:
        raise InvalidInput(big_k_field, say("error.chess.too_far", ratio=ratio_words(error), big_k=_f(big_k))) from None

    reply.update({
        "K": _round(big_k), "k": _round(k), "K_text": f"{big_k:.1f}".removesuffix(".0"),
        "score": _round(p1_score), "weaker": weaker, "equal": weaker is None,
        "weaker_text": weaker_text(weaker, asked.names),
        "ratio": _round(ratio), "ratio_text": ratio_text(ratio),
    })
    if ratio > BIG_RATIO:
        warnings.append({"code": "big_ratio", "message": say("chess.warning.big_ratio", ratio=ratio_text(ratio))})

    # 3. A range for a record of results.
    if method == "record":
        low_s, high_s = estimate.low, estimate.high
        # player 1's time / player 2's time at each end; then as weaker / stronger
        try:
            p1_ratio = sorted([ratio_from_score(high_s, big_k), ratio_from_score(low_s, big_k)])
        except RatioTooLarge as error:  # an end of the range lies further out than the estimate
            raise InvalidInput(big_k_field, say_plural("error.chess.too_far_range", estimate.games,
                                                       ratio=ratio_words(error), games=estimate.games,
                                                       big_k=_f(big_k))) from None
        if weaker == 2:
            p1_ratio = sorted(1 / r for r in p1_ratio)
        reply["range"] = {
            "games": estimate.games, "confidence": 0.95,
            "score_low": _round(low_s), "score_high": _round(high_s),
            "ratio_low": _round(p1_ratio[0]), "ratio_high": _round(p1_ratio[1]),
            "method": say("chess.range.method"),
            "text": say("list.range", low=ratio_text(p1_ratio[0]), high=ratio_text(p1_ratio[1])),
        }
        steps.append(_step("range", say("chess.step.range"), say("chess.step.range.formula"),
                           say_plural("chess.step.range.working", estimate.games, low=low_s, high=high_s,
                                      games=estimate.games, ratio_low=ratio_text(p1_ratio[0]),
                                      ratio_high=ratio_text(p1_ratio[1]))))
        if p1_ratio[0] < 1:
            warnings.append({"code": "uncertain", "message": say_plural("chess.warning.uncertain", estimate.games,
                                                                              games=estimate.games)})

    # 4. Times: a total split, real clock settings, or the human's time per move.
    total = asked.total
    clock = None
    if asked.clock is not None:
        clock = odds_clocks(asked.clock.base_minutes, asked.clock.increment_seconds, ratio, asked.clock.moves)
        if total is None:
            total = Fraction(clock.even.base + clock.moves * clock.even.increment, 60) * 2

    reply.update({"total": None, "weaker_time": None, "stronger_time": None,
                  "weaker_clock": None, "stronger_clock": None, "clock": None, "computer": None})
    if against == "computer":
        factor = 1.0 if weaker is None else (ratio if weaker == 1 else 1 / ratio)
        move_time = asked.move_time
        new_time = None if move_time is None else whole_seconds(move_time * Fraction(factor))
        reply["computer"] = {
            "human_factor": _round(factor), "human_factor_text": ratio_text(factor),
            "move_time": None if move_time is None else float(move_time),
            "human_move_time": new_time, "human_move_clock": None if new_time is None else mss(new_time),
            "text": f"× {ratio_text(factor)}" + ("" if new_time is None else f" = {mss(new_time)}"),
        }
        steps.append(_step("computer", say("chess.step.computer"), say("chess.step.computer.formula"),
                           f"× {ratio_text(factor)}" + ("" if move_time is None or new_time is None else
                                                        f": {mss(whole_seconds(move_time))} → {mss(new_time)}")))
    elif total is not None:
        split = split_total(total, ratio)
        weaker_time, stronger_time = split.weaker, split.stronger
        reply.update({"total": _round(float(total)), "weaker_time": _round(float(weaker_time)),
                      "stronger_time": _round(float(stronger_time)),
                      "weaker_clock": minutes_as_mss(weaker_time), "stronger_clock": minutes_as_mss(stronger_time)})
        if clock is None:  # with an even clock the answer is the clocks, not a split of the total
            steps.append(_step("split", say("chess.step.split"), say("chess.step.split.formula"),
                               say("chess.step.split.working", total=_f(total), ratio=ratio_text(ratio),
                                   stronger=_f(stronger_time), weaker=_f(weaker_time))))
        if clock is not None:
            reply["clock"] = {
                "even": _setting(clock.even), "moves": clock.moves,
                "weaker": _setting(clock.weaker), "stronger": _setting(clock.stronger),
                "common_increment": None if clock.common_weaker is None or clock.common_stronger is None else {
                    "weaker": _setting(clock.common_weaker), "stronger": _setting(clock.common_stronger)},
                "text": say("chess.against", weaker=clock.weaker.text, stronger=clock.stronger.text),
                "common_text": say("chess.common.not_possible")
                if clock.common_weaker is None or clock.common_stronger is None
                else say("chess.against", weaker=clock.common_weaker.text, stronger=clock.common_stronger.text),
            }
            steps.append(_step("clock", say("chess.step.clock"), say("chess.step.clock.formula"),
                               say("chess.step.clock.working", even=clock.even.text,
                                   against=say("chess.against", weaker=clock.weaker.text,
                                               stronger=clock.stronger.text))))
            if clock.common_weaker is not None and clock.common_stronger is not None:
                steps.append(_step("clock_common", say("chess.step.clock_common"),
                                   say_plural("chess.step.clock_common.formula", clock.moves, moves=clock.moves),
                                   say("chess.against", weaker=clock.common_weaker.text,
                                       stronger=clock.common_stronger.text)))
            else:
                warnings.append({"code": "no_common_increment", "message": say_plural(
                    "chess.warning.no_common_increment", clock.moves, increment=clock.even.increment,
                    moves=clock.moves)})
    reply.update({"players": None, "players_text": None, "clock_link": None})
    if clock is not None and reply["clock"] is not None:
        reply.update(_players(weaker, clock.weaker, clock.stronger, asked.names))
    elif against == "person" and total is not None:  # the split total, no increment
        weaker_base, stronger_base = (whole_seconds(part * 60) for part in
                                      (total * Fraction(ratio) / (1 + Fraction(ratio)), total / (1 + Fraction(ratio))))
        reply.update(_players(weaker, ClockSetting(weaker_base, 0), ClockSetting(stronger_base, 0), asked.names))
    reply["steps"] = steps
    reply["warnings"] = warnings
    # With an even clock each player's time comes from it: the total, a field of the form, changes nothing.
    reply["unused_fields"] = [{"field": "total", "message": say("chess.note.total_unused")}] \
        if clock is not None and against == "person" else []
    reply["summary"] = _summary(reply, asked.names)
    reply.update(_answer(reply))
    return reply


def _answer(reply: dict[str, Any]) -> dict[str, Any]:
    """What the answer is: each player's clock when an even clock was given (the rating-band rules
    always have one), the total split when only a total was, the human's time per move against a
    computer; and that answer on one line for the phone's answer bar."""
    if reply["against"] == "computer":
        headline = "computer"
    elif reply.get("clock") is not None or reply["method"] in RULE_METHODS:
        headline = "clocks"
    elif reply.get("total") is not None:
        headline = "split"
    else:
        headline = "ratio"
    players = reply.get("players")
    short = reply["summary"]
    if headline in ("clocks", "split") and players:
        short = say("chess.players_text.named", name_one=players[0]["label"], one=players[0]["text"],
                    name_two=players[1]["label"], two=players[1]["text"])
    return {"headline": headline, "short_answer": short}


def _rule_reply(asked: ChessRequest) -> dict[str, Any]:
    """The rating-band rules (``chess/rating_bands.py``): rating bands, a fixed total split, odds in the
    increment only; all from two Elo ratings and an even clock."""
    assert asked.elo is not None and asked.clock is not None
    method = asked.method
    ra, rb = asked.elo
    gap = abs(ra - rb)
    weaker = None if ra == rb else (1 if ra < rb else 2)
    base = whole_seconds(asked.clock.base_minutes * 60)
    inc = whole_seconds(asked.clock.increment_seconds)
    even = ClockSetting(base, inc)
    steps: list[dict[str, str]] = []
    warnings: list[dict[str, str]] = []
    reply: dict[str, Any] = {"command": "chess", "method": method, "method_name": method_name(method),
                             "against": "person", "ratings": [float(ra), float(rb)], "rating_gap": _round(float(gap)),
                             "score": _round(expected_score(ra - rb)), "weaker": weaker, "equal": weaker is None,
                             "weaker_text": weaker_text(weaker, asked.names),
                             "computer": None, "range": None, "clock": None}
    steps.append(_step("gap", say("chess.step.gap"), say("chess.step.gap.formula"),
                       f"D = |{_f(ra)} − {_f(rb)}| = {_f(gap)}"))
    if method in BAND_METHODS:
        rule = asked.bands
        assert rule is not None
        worked = (rating_bands if method == "bands" else split_bands)(base, gap, rule.band, rule.per_band,
                                                                      rule.min_time)
        weaker_clock, stronger_clock = ClockSetting(worked.weaker_base, inc), ClockSetting(worked.stronger_base, inc)
        reply.update({"K": None, "k": None, "K_text": say("chess.k_not_used")})
        reply["bands"] = {"band": _round(float(rule.band)), "per_band": rule.per_band,
                          "min_time": rule.min_time, "min_time_text": clock_text(rule.min_time),
                          "count": worked.bands, "floored": worked.floored}
        steps.append(_step("bands", say("chess.step.bands"), say("chess.step.bands.formula"),
                           say("chess.step.bands.working", gap=_f(gap), band=_f(rule.band), bands=worked.bands)))
        steps.append(_step("stronger_base", say("chess.step.stronger_base"), say("chess.step.stronger_base.formula"),
                           say("chess.step.stronger_base.working", base=clock_text(base), bands=worked.bands,
                               per_band=rule.per_band, minimum=clock_text(rule.min_time),
                               result=clock_text(worked.stronger_base))))
        if method == "bands":
            steps.append(_step("weaker_base", say("chess.step.weaker_base"), say("chess.step.weaker_base.bands"),
                               clock_text(base)))
        else:
            steps.append(_step("weaker_base", say("chess.step.weaker_base"), say("chess.step.weaker_base.split"),
                               f"2 × {clock_text(base)} − {clock_text(worked.stronger_base)} = "
                               f"{clock_text(worked.weaker_base)}"))
        if worked.floored:
            warnings.append({"code": "minimum_time", "message": say_plural(
                "chess.warning.minimum_time", worked.bands, minimum=clock_text(rule.min_time), bands=worked.bands,
                seconds=worked.bands * rule.per_band)})
        weaker_time, stronger_time = Fraction(worked.weaker_base, 60), Fraction(worked.stronger_base, 60)
        ratio = float(weaker_time / stronger_time)
    elif (table := find_method(method).table) is not None:
        weaker_clock, stronger_clock, weaker_time, stronger_time = _table_clocks(table, gap, base, inc, reply, steps,
                                                                                 warnings, (ra, rb),
                                                                                 asked.clock.moves)
        ratio = float(weaker_time / stronger_time)
    else:
        assert asked.K is not None
        big_k = float(asked.K)
        moves = asked.clock.moves
        try:
            ratio = ratio_from_ratings(gap, Fraction(big_k))
        except RatioTooLarge as error:
            raise InvalidInput("K", say("error.chess.too_far", ratio=ratio_words(error), big_k=_f(big_k))) from None
        reply.update({"K": _round(big_k), "k": _round(small_k(big_k)), "K_text": f"{big_k:.1f}".removesuffix(".0")})
        steps.append(_step("ratio", say("chess.step.ratio"), "x = 2^(D / K)",
                           f"x = 2^({_f(gap)} / {_f(big_k)}) = {ratio_text(ratio)}"))
        odds = increment_odds(base, Fraction(inc), ratio, moves)
        if odds is None:
            raise InvalidInput("clock", say_plural("error.chess.increment_below_zero", moves, ratio=ratio_text(ratio),
                                                        moves=moves))
        weaker_clock = ClockSetting(base, odds.weaker_increment)
        stronger_clock = ClockSetting(base, odds.stronger_increment)
        steps.append(_step("game_time", say("chess.step.game_time"),
                           say_plural("chess.step.game_time.formula", moves, moves=moves),
                           say("chess.step.game_time.working", base=base, moves=moves, increment=inc,
                               game=_f(odds.game))))
        steps.append(_step("increments", say("chess.step.increments"), say("chess.step.increments.formula"),
                           say("chess.step.increments.working", weaker=_f(odds.weaker_exact),
                               weaker_increment=odds.weaker_increment, stronger=_f(odds.stronger_exact),
                               stronger_increment=odds.stronger_increment)))
        weaker_time = odds.game * Fraction(ratio) / (1 + Fraction(ratio)) / 60
        stronger_time = odds.game / (1 + Fraction(ratio)) / 60
    if weaker is None:  # even players: the rules give both the even clock
        weaker_clock = stronger_clock = even
        weaker_time = stronger_time = (weaker_time + stronger_time) / 2
        ratio = 1.0
    total = weaker_time + stronger_time
    reply.update({"ratio": _round(ratio), "ratio_text": ratio_text(ratio), "total": _round(float(total)),
                  "weaker_time": _round(float(weaker_time)), "stronger_time": _round(float(stronger_time)),
                  "weaker_clock": minutes_as_mss(weaker_time), "stronger_clock": minutes_as_mss(stronger_time)})
    reply.update(_players(weaker, weaker_clock, stronger_clock, asked.names))
    reply["even_clock"] = _setting(even)
    reply["steps"] = steps
    reply["warnings"] = warnings
    if weaker is None:
        reply["summary"] = say("chess.summary.club_even", clock=even.text)
    elif any(asked.names):
        reply["summary"] = say("chess.summary.club.named", weaker=player_label(weaker, asked.names),
                               method=method_name(method), players=reply["players_text"])
    else:
        reply["summary"] = say("chess.summary.club", weaker=weaker, method=method_name(method),
                               players=reply["players_text"])
    reply.update(_answer(reply))
    return reply


GRADE_LIKE = 300  # old ECF grades ran from 0 to under 300; ratings converted from them start at 700


def _table_clocks(table: Any, gap: Fraction, base: int, inc: int, reply: dict[str, Any],
                  steps: list[dict[str, str]], warnings: list[dict[str, str]],
                  ratings: tuple[Fraction, Fraction],
                  moves: int) -> tuple[ClockSetting, ClockSetting, Fraction, Fraction]:
    """A club's published table (``chess/clubs/``): its row for the gap (in ECF grade points for a table
    in grades: the ECF's conversion, ``chess/ecf.py``; the difference of the players' groups for a table
    by groups) splits the even clock's total, or scales the club's own minutes to the clock; both keep
    the increment unless the row cuts one. Two ratings that look like old three-digit grades are
    answered as ratings, with a warning. The times compared are a game of ``moves`` moves where the
    increments differ."""
    difference = gap
    if table.scale is Scale.ECF_GRADE and max(ratings) <= GRADE_LIKE:
        grade = min(ratings)
        warnings.append({"code": "grades_not_ratings", "message": say(
            "chess.warning.grades_not_ratings", most=GRADE_LIKE, grade=_f(grade),
            rating=_f(rating_from_grade(grade)))})
    groups: tuple[Fraction, Fraction] | None = None
    if table.scale is Scale.ECF_GRADE:
        difference = grade_gap(gap)
        steps.append(_step("ecf_gap", say("chess.step.ecf_gap"), say("chess.step.ecf_gap.formula"),
                           f"d = {_f(gap)} / {_f(ECF_SLOPE)} = {_f(difference)}"))
    elif table.scale is Scale.GROUP:
        low, high, difference = group_difference(table, min(ratings), max(ratings))
        groups = (low, high)
        steps.append(_step("club_groups", say("chess.step.club_groups"), say("chess.step.club_groups.formula"),
                           say("chess.step.club_groups.working", weaker=_f(low), stronger=_f(high),
                               difference=_f(difference))))
    worked = split_clock(table, difference, base, inc)
    row = worked.row
    if row.stronger <= 0:  # the rule itself, not the clock, leaves nothing (Stafford from 80 grade points)
        raise InvalidInput("elo", say("error.chess.table_gap_too_wide", difference=_f(row.difference)))
    if worked.stronger_base <= 0:
        raise InvalidInput("clock", say("error.chess.table_no_time", clock=f"{clock_text(base)}+{inc}"))
    parts = f"{_f(row.weaker)} : {_f(row.stronger)}"
    steps.append(_step("table_row", say("chess.step.table_row"), say("chess.step.table_row.formula"),
                       say("chess.step.table_row.working", difference=_f(row.difference), parts=parts)))
    club_clock = f"{clock_text(table.clock[0])}+{table.clock[1]}"
    if table.shares:
        steps.append(_step("table_split", say("chess.step.table_split"), say("chess.step.table_split.formula"),
                           say("chess.step.table_split.working", total=clock_text(2 * base), parts=parts,
                               weaker=clock_text(worked.weaker_base), stronger=clock_text(worked.stronger_base))))
    else:
        steps.append(_step("table_split", say("chess.step.table_split"), say("chess.step.table_scale.formula"),
                           say("chess.step.table_scale.working", parts=parts, club=club_clock,
                               clock=clock_text(base), weaker=clock_text(worked.weaker_base),
                               stronger=clock_text(worked.stronger_base))))
    cut = row.weaker_increment is not None and row.stronger_increment is not None and table.clock[1] > 0 and inc > 0
    if cut:
        steps.append(_step("table_increments", say("chess.step.table_increments"),
                           say("chess.step.table_increments.formula"),
                           say("chess.step.table_increments.working",
                               parts=f"{_f(row.weaker_increment or 0)} : {_f(row.stronger_increment or 0)}",
                               club=club_clock, increment=inc, weaker=worked.weaker_increment,
                               stronger=worked.stronger_increment)))
    reply.update({"K": None, "k": None, "K_text": say("chess.k_not_used")})
    reply["table"] = {"scale": table.scale.value, "difference": _round(float(difference)),
                      "row_from": _round(float(row.difference)), "weaker_part": _round(float(row.weaker)),
                      "stronger_part": _round(float(row.stronger)), "club_clock": club_clock}
    if groups is not None:
        reply["table"]["groups"] = [_round(float(groups[0])), _round(float(groups[1]))]
    weaker_time, stronger_time = Fraction(worked.weaker_base, 60), Fraction(worked.stronger_base, 60)
    if cut and worked.weaker_increment != worked.stronger_increment:
        weaker_time += Fraction(moves * worked.weaker_increment, 60)
        stronger_time += Fraction(moves * worked.stronger_increment, 60)
    return (ClockSetting(worked.weaker_base, worked.weaker_increment),
            ClockSetting(worked.stronger_base, worked.stronger_increment), weaker_time, stronger_time)


def method_name(method: str) -> str:
    """A method's name for people ("Elo ratings", "Rating bands (Papi-web)")."""
    return say(f"chess.method.{method}")


def weaker_text(weaker: int | None, names: Names = (None, None)) -> str:
    return say("chess.weaker.none") if weaker is None else player_label(weaker, names)


def ratio_words(error: RatioTooLarge) -> str:
    """The ratio that is too large, in words ("the time ratio would be 2^61")."""
    return say("chess.ratio_too_large", power=str(error.args[0]) if error.args else "?")


def _summary(r: dict[str, Any], names: Names) -> str:
    lead = say("chess.summary.calibrated", big_k=f"{r['K']:.0f}") if r["method"] == "calibrate" else ""
    if r["weaker"] is None:
        return say("chess.summary.even", lead=lead)
    other = 2 if r["weaker"] == 1 else 1
    if r["against"] == "computer":
        c = r["computer"]
        who = "human" if r["weaker"] == 1 else "computer"
        if c["human_move_clock"]:
            return say(f"chess.summary.computer.{who}.per_move", lead=lead, factor=c["human_factor_text"],
                       clock=c["human_move_clock"])
        return say(f"chess.summary.computer.{who}", lead=lead, factor=c["human_factor_text"])
    clocks = ""
    if r["clock"] is not None:  # the clocks are the answer; the total they add up to is not
        clocks += say("chess.summary.clocks", weaker=r["clock"]["weaker"]["text"],
                      stronger=r["clock"]["stronger"]["text"])
    elif r["weaker_clock"] is not None:
        clocks += say("chess.summary.times", weaker=r["weaker_clock"], stronger=r["stronger_clock"])
    if any(names):
        return say("chess.summary.named", lead=lead, weaker=player_label(r["weaker"], names), ratio=r["ratio_text"],
                   other=player_label(other, names), clocks=clocks)
    return say("chess.summary.player", lead=lead, weaker=r["weaker"], ratio=r["ratio_text"], other=other,
               clocks=clocks)
