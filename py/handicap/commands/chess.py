"""The ``chess`` command: time odds from ratings, an expected score, a record of results, or a
calibration, as a reply dict (see ``chess/timeodds.py`` for the formulas and their source).

Read (``chess/request.py``) -> compute (``chess/timeodds.py``, ``chess/clock.py``) -> the reply.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..chess.clock import ClockSetting, clock_text, minutes_as_mss, mss, odds_clocks, whole_seconds
from ..chess.clubrules import increment_odds, rating_bands, split_bands
from ..chess.form import form_json
from ..chess.request import BAND_METHODS, CLUB_METHODS, METHODS, ChessRequest, read_chess
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
from ..fields import Request

BIG_RATIO = 10  # beyond this the seed's fixed-K model is stretched: warn


def _round(value: float, digits: int = 12) -> float | int:
    """A float for JSON without representation noise (39.99999999999999 -> 40), kept to
    ``digits`` significant digits so tiny times keep their relative precision."""
    rounded = float(f"{value:.{digits}g}")
    return int(rounded) if rounded.is_integer() and abs(rounded) < 2**53 else rounded


def ratio_text(value: float) -> str:
    """2 -> "2", 1.41421 -> "1.414"."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text


def _step(key: str, label: str, formula: str, working: str) -> dict[str, str]:
    return {"key": key, "label": label, "formula": formula, "working": working}


def _f(value: float | Fraction, places: int = 3) -> str:
    return ratio_text(float(value)) if places == 3 else f"{float(value):.{places}f}"


def _setting(clock: ClockSetting) -> dict[str, Any]:
    return {"base_seconds": clock.base, "increment_seconds": clock.increment,
            "base": mss(clock.base), "text": clock.text}


def _players(weaker: int | None, weaker_clock: ClockSetting, stronger_clock: ClockSetting) -> dict[str, Any]:
    """Each player's clock (player 1 first), and the same as the clock's link values."""
    by_player = [weaker_clock if weaker == player else stronger_clock for player in (1, 2)]
    players = [{"player": player, "base_seconds": c.base, "increment_seconds": c.increment,
                "base": clock_text(c.base), "text": f"{clock_text(c.base)}+{c.increment}"}
               for player, c in enumerate(by_player, start=1)]
    link = {}
    for p in players:
        link[f"base{p['player']}"] = p["base"]
        link[f"inc{p['player']}"] = str(p["increment_seconds"])
    return {"players": players, "players_text": f"player 1 {players[0]['text']}, player 2 {players[1]['text']}",
            "clock_link": link}


def form_reply(request: Request) -> dict[str, Any]:
    """``chess-form``: the chess form's menus and hints (it takes no input)."""
    return form_json()


def chess_reply(request: Request) -> dict[str, Any]:
    asked = read_chess(request)
    if asked.method in CLUB_METHODS:
        return _club_reply(asked)
    method, against = asked.method, asked.against
    big_k_field = "K"
    steps: list[dict[str, str]] = []
    warnings: list[dict[str, str]] = []
    reply: dict[str, Any] = {"command": "chess", "method": method, "method_name": METHODS[method],
                             "against": against}

    # 1. Player 1's expected score at equal time (as log-odds) and K.
    if asked.calibration is not None:
        s1, s2, given = asked.calibration.s1, asked.calibration.s2, asked.calibration.ratio
        cal = calibrate(s1, s2, given)
        if cal.k <= 0:
            raise InvalidInput("s2", f"{asked.calibration.s2_given}: the score did not move the way "
                                     "the time did (more time, higher score), so K cannot be estimated")
        big_k, k, score = cal.K, cal.k, s1
        big_k_field = "s2"
        reply["calibration"] = {"s1": float(s1), "s2": float(s2), "ratio": float(given),
                                "K": _round(cal.K), "k": _round(cal.k),
                                "K_as_printed": _round(cal.K_as_printed)}
        steps.append(_step("calibrate_k", "Estimated k",
                           "k = {ln[s2/(1−s2)] − ln[s1/(1−s1)]} / ln(x)",
                           f"k = (ln[{_f(s2)}/{_f(1 - s2)}] − ln[{_f(s1)}/{_f(1 - s1)}]) / ln({_f(given)})"
                           f" = {cal.k:.4f}"))
        steps.append(_step("calibrate_K", "Estimated K", "K = 400·ln(2)·k / ln(10)",
                           f"K = 400 × ln 2 × {cal.k:.4f} / ln 10 = {cal.K:.1f} points per doubling"))
    else:
        assert asked.K is not None
        big_k = float(asked.K)
        k = small_k(big_k)
        steps.append(_step("k", "Exponent k", "k = K·ln(10) / (400·ln(2))",
                           f"k = {_f(big_k)} × ln 10 / (400 × ln 2) = {k:.4f}"))
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
            steps.append(_step("record_score", "Score from the record", "s = (wins + draws/2) / games",
                               f"s = ({wins} + {draws}/2) / {estimate.games} = {_f(score)}"))

    # 2. Who is weaker and the ratio x = weaker's time / stronger's time (x ≥ 1).
    try:
        if method == "elo":
            weaker = None if ra == rb else (1 if ra < rb else 2)
            ratio = ratio_from_ratings(gap, Fraction(big_k))
            p1_score = expected_score(ra - rb)
            steps.append(_step("ratio", "Time ratio", "x = 2^(D / K)",
                               f"x = 2^({_f(gap)} / {_f(big_k)}) = {ratio_text(ratio)}"))
            reply["rating_gap"] = _round(float(gap))
        else:
            weaker = None if score == Fraction(1, 2) else (1 if score < Fraction(1, 2) else 2)
            weaker_score = score if weaker != 2 else 1 - score
            ratio = ratio_from_score(weaker_score, big_k)
            p1_score = float(score)
            steps.append(_step("ratio", "Time ratio", "x = (s1 / (1 − s1))^(−1/k), s1 = the weaker player's score",
                               f"x = ({_f(weaker_score)} / {_f(1 - weaker_score)})^(−1/{k:.4f}) = "
                               f"{ratio_text(ratio)}"))
            reply["rating_gap"] = _round(abs(rating_difference(score)))
    except RatioTooLarge as error:
        raise InvalidInput(big_k_field, f"{error} (beyond 2^60): the players are too far apart for "
                                        f"K = {_f(big_k)}; a larger K gives a smaller ratio") from None

    reply.update({
        "K": _round(big_k), "k": _round(k), "K_text": f"{big_k:.1f}".removesuffix(".0"),
        "score": _round(p1_score), "weaker": weaker, "equal": weaker is None,
        "weaker_text": "Neither (even)" if weaker is None else f"Player {weaker}",
        "ratio": _round(ratio), "ratio_text": ratio_text(ratio),
    })
    if ratio > BIG_RATIO:
        warnings.append({"code": "big_ratio", "message":
                         f"A time ratio of {ratio_text(ratio)} is far beyond the usual handicaps; the "
                         "model (a fixed K points per doubling of time) is untested that far."})

    # 3. A range for a record of results.
    if method == "record":
        low_s, high_s = estimate.low, estimate.high
        # player 1's time / player 2's time at each end; then as weaker / stronger
        try:
            p1_ratio = sorted([ratio_from_score(high_s, big_k), ratio_from_score(low_s, big_k)])
        except RatioTooLarge as error:  # an end of the range lies further out than the estimate
            raise InvalidInput(big_k_field, f"{error} (beyond 2^60) at an end of the 95 % range over "
                                            f"{estimate.games} games for K = {_f(big_k)}; a larger K gives a "
                                            "smaller ratio") from None
        if weaker == 2:
            p1_ratio = sorted(1 / r for r in p1_ratio)
        reply["range"] = {
            "games": estimate.games, "confidence": 0.95,
            "score_low": _round(low_s), "score_high": _round(high_s),
            "ratio_low": _round(p1_ratio[0]), "ratio_high": _round(p1_ratio[1]),
            "method": "Wilson score interval (95 %) for player 1's score, each game one trial, "
                      "a draw half a win; both ends turned into time ratios",
            "text": f"{ratio_text(p1_ratio[0])} to {ratio_text(p1_ratio[1])}",
        }
        steps.append(_step("range", "Range (95 %)",
                           "Wilson interval for s over n games, each end turned into x",
                           f"s from {low_s:.3f} to {high_s:.3f} over {estimate.games} games → x from "
                           f"{ratio_text(p1_ratio[0])} to {ratio_text(p1_ratio[1])}"))
        if p1_ratio[0] < 1:
            warnings.append({"code": "uncertain", "message":
                             f"{estimate.games} games cannot tell who is stronger: the range of the "
                             "ratio goes below 1. Play more games before trusting the handicap."})

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
        steps.append(_step("computer", "Human's time per move",
                           "multiply the human's average time per move by x (the computer's stays as it is)",
                           f"× {ratio_text(factor)}" + ("" if move_time is None or new_time is None else
                                                        f": {mss(whole_seconds(move_time))} → {mss(new_time)}")))
    elif total is not None:
        split = split_total(total, ratio)
        weaker_time, stronger_time = split.weaker, split.stronger
        reply.update({"total": _round(float(total)), "weaker_time": _round(float(weaker_time)),
                      "stronger_time": _round(float(stronger_time)),
                      "weaker_clock": minutes_as_mss(weaker_time), "stronger_clock": minutes_as_mss(stronger_time)})
        steps.append(_step("split", "Split of the total",
                           "stronger = T / (1 + x), weaker = T·x / (1 + x)",
                           f"stronger = {_f(total)} / (1 + {ratio_text(ratio)}) = {_f(stronger_time)}, "
                           f"weaker = {_f(total)} × {ratio_text(ratio)} / (1 + {ratio_text(ratio)}) = "
                           f"{_f(weaker_time)}"))
        if clock is not None:
            reply["clock"] = {
                "even": _setting(clock.even), "moves": clock.moves,
                "weaker": _setting(clock.weaker), "stronger": _setting(clock.stronger),
                "common_increment": None if clock.common_weaker is None or clock.common_stronger is None else {
                    "weaker": _setting(clock.common_weaker), "stronger": _setting(clock.common_stronger)},
                "text": f"{clock.weaker.text} against {clock.stronger.text}",
                "common_text": "not possible" if clock.common_weaker is None or clock.common_stronger is None
                else f"{clock.common_weaker.text} against {clock.common_stronger.text}",
            }
            steps.append(_step("clock", "Clock, both parts scaled",
                               "weaker × 2x/(1 + x), stronger × 2/(1 + x); whole seconds",
                               f"{clock.even.text} → {clock.weaker.text} against {clock.stronger.text}"))
            if clock.common_weaker is not None and clock.common_stronger is not None:
                steps.append(_step("clock_common", "Clock, common increment",
                                   f"base = G·x/(1 + x) − M·i and G/(1 + x) − M·i, G = 2·(base + M·i), "
                                   f"M = {clock.moves} moves",
                                   f"{clock.common_weaker.text} against {clock.common_stronger.text}"))
            else:
                warnings.append({"code": "no_common_increment", "message":
                                 f"With a common increment of {clock.even.increment} s the stronger "
                                 f"player's base time would be nothing or less for {clock.moves} moves: "
                                 "scale both parts instead."})
    reply.update({"players": None, "players_text": None, "clock_link": None})
    if clock is not None and reply["clock"] is not None:
        reply.update(_players(weaker, clock.weaker, clock.stronger))
    elif against == "person" and total is not None:  # the split total, no increment
        weaker_base, stronger_base = (whole_seconds(part * 60) for part in
                                      (total * Fraction(ratio) / (1 + Fraction(ratio)), total / (1 + Fraction(ratio))))
        reply.update(_players(weaker, ClockSetting(weaker_base, 0), ClockSetting(stronger_base, 0)))
    reply["steps"] = steps
    reply["warnings"] = warnings
    reply["summary"] = _summary(reply)
    return reply


def _club_reply(asked: ChessRequest) -> dict[str, Any]:
    """The club rules (``chess/clubrules.py``): rating bands, a fixed total split, odds in the
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
    reply: dict[str, Any] = {"command": "chess", "method": method, "method_name": METHODS[method],
                             "against": "person", "ratings": [float(ra), float(rb)], "rating_gap": _round(float(gap)),
                             "score": _round(expected_score(ra - rb)), "weaker": weaker, "equal": weaker is None,
                             "weaker_text": "Neither (even)" if weaker is None else f"Player {weaker}",
                             "computer": None, "range": None, "clock": None}
    steps.append(_step("gap", "Rating gap", "D = |rating 1 − rating 2|",
                       f"D = |{_f(ra)} − {_f(rb)}| = {_f(gap)}"))
    if method in BAND_METHODS:
        rule = asked.bands
        assert rule is not None
        worked = (rating_bands if method == "bands" else split_bands)(base, gap, rule.band, rule.per_band,
                                                                      rule.min_time)
        weaker_clock, stronger_clock = ClockSetting(worked.weaker_base, inc), ClockSetting(worked.stronger_base, inc)
        reply.update({"K": None, "k": None, "K_text": "not used (a club rule)"})
        reply["bands"] = {"band": _round(float(rule.band)), "per_band": rule.per_band,
                          "min_time": rule.min_time, "min_time_text": clock_text(rule.min_time),
                          "count": worked.bands, "floored": worked.floored}
        steps.append(_step("bands", "Bands", "n = floor(D / S), S = rating points a band",
                           f"n = floor({_f(gap)} / {_f(rule.band)}) = {worked.bands}"))
        steps.append(_step("stronger_base", "Stronger player's base",
                           "max(B − n·N, minimum), N = seconds a band",
                           f"max({clock_text(base)} − {worked.bands} × {rule.per_band} s, {clock_text(rule.min_time)})"
                           f" = {clock_text(worked.stronger_base)}"))
        if method == "bands":
            steps.append(_step("weaker_base", "Weaker player's base", "B (unchanged)", clock_text(base)))
        else:
            steps.append(_step("weaker_base", "Weaker player's base", "2·B − stronger base (the total kept)",
                               f"2 × {clock_text(base)} − {clock_text(worked.stronger_base)} = "
                               f"{clock_text(worked.weaker_base)}"))
        if worked.floored:
            warnings.append({"code": "minimum_time", "message":
                             f"The minimum time ({clock_text(rule.min_time)}) stopped the stronger player's base "
                             f"from going lower: {worked.bands} bands would take {worked.bands * rule.per_band} s."})
        weaker_time, stronger_time = Fraction(worked.weaker_base, 60), Fraction(worked.stronger_base, 60)
        ratio = float(weaker_time / stronger_time)
    else:
        assert asked.K is not None
        big_k = float(asked.K)
        moves = asked.clock.moves
        try:
            ratio = ratio_from_ratings(gap, Fraction(big_k))
        except RatioTooLarge as error:
            raise InvalidInput("K", f"{error} (beyond 2^60): the players are too far apart for "
                                    f"K = {_f(big_k)}; a larger K gives a smaller ratio") from None
        reply.update({"K": _round(big_k), "k": _round(small_k(big_k)), "K_text": f"{big_k:.1f}".removesuffix(".0")})
        steps.append(_step("ratio", "Time ratio", "x = 2^(D / K)",
                           f"x = 2^({_f(gap)} / {_f(big_k)}) = {ratio_text(ratio)}"))
        odds = increment_odds(base, Fraction(inc), ratio, moves)
        if odds is None:
            raise InvalidInput("clock", f"with the same base for both, the stronger player's increment would be "
                                        f"below 0 s for a ratio of {ratio_text(ratio)} over {moves} moves: "
                                        "give a larger increment or a smaller base")
        weaker_clock = ClockSetting(base, odds.weaker_increment)
        stronger_clock = ClockSetting(base, odds.stronger_increment)
        steps.append(_step("game_time", "Time for a game", f"G = 2·(B + M·i), M = {moves} moves",
                           f"G = 2 × ({base} s + {moves} × {inc} s) = {_f(odds.game)} s"))
        steps.append(_step("increments", "Increments", "weaker (G·x/(1 + x) − B) / M, stronger (G/(1 + x) − B) / M;"
                           " whole seconds",
                           f"weaker {_f(odds.weaker_exact)} → {odds.weaker_increment} s, stronger "
                           f"{_f(odds.stronger_exact)} → {odds.stronger_increment} s"))
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
    reply.update(_players(weaker, weaker_clock, stronger_clock))
    reply["even_clock"] = _setting(even)
    reply["steps"] = steps
    reply["warnings"] = warnings
    if weaker is None:
        reply["summary"] = f"The players are even: both play {even.text}."
    else:
        reply["summary"] = f"Player {weaker} is weaker; {METHODS[method]}: {reply['players_text']}."
    return reply


def _summary(r: dict[str, Any]) -> str:
    if r["method"] == "calibrate":
        lead = f"Estimated K = {r['K']:.0f} rating points per doubling of time. "
    else:
        lead = ""
    if r["weaker"] is None:
        return lead + "The players are even: equal time."
    other = 2 if r["weaker"] == 1 else 1
    if r["against"] == "computer":
        c = r["computer"]
        who = "The human" if r["weaker"] == 1 else "The computer"
        text = (f"{lead}{who} is weaker: multiply the human's average time per move by "
                f"{c['human_factor_text']}")
        return text + (f" ({c['human_move_clock']} per move)." if c["human_move_clock"] else ".")
    text = (f"{lead}Player {r['weaker']} is weaker: give them {r['ratio_text']} times player {other}'s time")
    if r["weaker_clock"] is not None:
        text += f" ({r['weaker_clock']} against {r['stronger_clock']})"
    if r["clock"] is not None:
        text += f"; clocks {r['clock']['weaker']['text']} against {r['clock']['stronger']['text']}"
    return text + "."
