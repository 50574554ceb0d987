"""The ``game`` command: check a played (or planned) Go game — the rank difference its board,
rules, stones and komi really compensate (``go/effective.py``), Black's effective rating, each
side's win expectation and, for a result, the Glicko-2 rating changes judged two ways side by
side: by stones alone (OGS's long-standing small-board bug, ``ogs-small-board-proposal.txt``)
and by board size, komi and rules (the proposal's part 2).

Read (``go/game_request.py``) -> compute (``go/effective.py``) -> the reply and its words, here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..fields import Request
from ..go.effective import EffectiveGame, Judgement, effective_rank_difference, judge
from ..go.game_request import Ratings, read_game
from ..i18n import say, say_plural
from ..numbers import to_json_number
from ..ranks import display, rank_label, rating_to_rank
from ..rating.glicko2 import Rating
from ..text import percent, plain, show, signed


def game_reply(request: Request) -> dict[str, Any]:
    asked = read_game(request)
    model, board, ruleset, stones, komi = asked.model, asked.board, asked.ruleset, asked.stones, asked.komi
    game = effective_rank_difference(model, board, ruleset, stones, komi)
    reply: dict[str, Any] = {
        "command": "game",
        "system": model.key,
        "system_name": say(f"go.model.{model.key}"),
        "board": board,
        "rules": ruleset.key,
        "rules_name": say(f"go.rules.{ruleset.key}"),
        "counting": ruleset.counting,
        "stones": stones,
        "komi": to_json_number(komi),
        "handicap_bonus": game.handicap_bonus,
        "effective_komi": to_json_number(game.effective_komi),
        "even_komi": to_json_number(ruleset.even_komi),
        "free_moves": game.free_moves,
        "stone_value": game.stone_value,
        "board_factor": to_json_number(game.board_factor),
        "head_start": to_json_number(game.head_start),
        "points_per_rank": to_json_number(game.points_per_rank),
        "rank_difference": to_json_number(game.rank_difference),
        "rank_difference_exact": str(game.rank_difference),
        "stones_alone_rank_difference": game.stones_alone,
        "shown": {
            "rank_difference": show(game.rank_difference),
            "stones_alone_rank_difference": show(game.stones_alone),
        },
        "steps": game_steps(game),
        "warnings": game_warnings(game),
        "summary": game_summary(game),
    }
    if asked.ratings is not None:
        reply.update(ratings_part(asked.ratings, game))
        reply["summary"] = say("list.sentences", first=reply["summary"], second=reply["ratings"]["summary"])
    return reply


def ratings_part(ratings: Ratings, game: EffectiveGame) -> dict[str, Any]:
    black, white, winner, tau, score = ratings.black, ratings.white, ratings.winner, ratings.tau, ratings.black_score
    legacy = judge("stones_alone", say("game.judge.stones_alone"), Fraction(game.stones_alone),
                   black, white, score, tau)
    fair = judge("board_komi_rules", say("game.judge.board_komi_rules"), game.rank_difference, black, white, score,
                 tau)
    return {
        "black_effective_rating": fair.black_effective.rating,
        "black_win_expectation": fair.black_expected,
        "white_win_expectation": fair.white_expected,
        "ratings": {
            "winner": winner,
            "tau": tau,
            "black": _ranked_player(black),
            "white": _ranked_player(white),
            "judgements": [_judgement_json(j) for j in (legacy, fair)],
            "steps": rating_steps(fair, winner),
            "summary": ratings_summary(legacy, fair, winner),
        },
    }


def _player(r: Rating) -> dict[str, float]:
    return {"rating": r.rating, "deviation": r.deviation, "volatility": r.volatility}


def _ranked_player(r: Rating) -> dict[str, Any]:
    rank = rating_to_rank(r.rating)
    return {**_player(r), "rank": rank, "rank_label": rank_label(rank)}


def _judgement_json(j: Judgement) -> dict[str, Any]:
    black_after, white_after = j.black_after, j.white_update.after
    black_change, white_change = j.black_update.change, j.white_update.change
    effective_rank = rating_to_rank(j.black_effective.rating)
    return {
        "key": j.key,
        "label": j.label,
        "rank_difference": to_json_number(j.rank_difference),
        "black_effective_rating": j.black_effective.rating,
        "black_effective_rank": effective_rank,
        "black_win_expectation": j.black_expected,
        "white_win_expectation": j.white_expected,
        "black": {**_player(black_after), "change": black_change},
        "white": {**_player(white_after), "change": white_change},
        "shown": {
            "rank_difference": show(j.rank_difference),
            "black_effective_rating": say("game.rating_rank", rating=plain(j.black_effective.rating, 1),
                                          rank=display(rank_label(effective_rank))),
            "black_win_expectation": percent(j.black_expected),
            "white_win_expectation": percent(j.white_expected),
            "black_rating": plain(black_after.rating),
            "black_change": signed(black_change),
            "black_deviation": plain(black_after.deviation),
            "white_rating": plain(white_after.rating),
            "white_change": signed(white_change),
            "white_deviation": plain(white_after.deviation),
        },
    }


def _step(key: str, label: str, formula: str, working: str) -> dict[str, str]:
    return {"key": key, "label": label, "formula": formula, "working": working}


def game_steps(g: EffectiveGame) -> list[dict[str, str]]:
    r = g.ruleset
    if g.stones > 1:
        free = say_plural("game.step.free_moves", g.free_moves, stones=g.stones, free=g.free_moves)
    else:
        free = say_plural("game.step.free_moves.none", g.stones, stones=g.stones)
    rules = say(f"go.rules.{r.key}")
    bonus = ""
    if g.handicap_bonus:
        bonus = say("game.step.komi.bonus", rules=rules, bonus=g.handicap_bonus, effective=g.effective_komi)
    model = "OGS" if g.model.key == "ogs" else "Jewdan"
    return [
        _step("free_moves", say("go.step.jewdan.free_moves.label"), say("game.step.free_moves.formula"), free),
        _step("komi_head_start", say("go.step.komi.label"), say("game.step.komi.formula"),
              say("game.step.komi.working", even=r.even_komi, rules=rules, komi=g.komi, head_start=g.komi_head_start,
                  bonus=bonus)),
        _step("head_start", say("game.step.head_start"), say("game.step.head_start.formula"),
              say("game.step.head_start.working", komi_part=g.komi_head_start, stone_value=g.stone_value,
                  free=g.free_moves, head_start=g.head_start)),
        _step("points_per_rank", say("game.step.points_per_rank"), say("game.step.points_per_rank.formula"),
              say("game.step.points_per_rank.working", stone_value=g.stone_value, factor=g.board_factor,
                  points=g.points_per_rank, board=f"{g.board}×{g.board}", model=model)),
        _step("rank_difference", say("go.step.difference.label"), say("game.step.rank_difference.formula"),
              say("game.step.rank_difference.working", head_start=g.head_start, points=g.points_per_rank,
                  difference=g.rank_difference)),
    ]


def game_warnings(g: EffectiveGame) -> list[dict[str, str]]:
    notes = []
    gap = g.rank_difference - g.stones_alone
    if gap:
        more_or_less = "less" if gap < 0 else "more"
        notes.append({
            "code": "stones_are_not_ranks",
            "message": say_plural(f"game.warning.stones_are_not_ranks.{more_or_less}", abs(gap), stones=g.stones_alone,
                                  difference=g.rank_difference, gap=abs(gap)),
        })
    if g.rank_difference < 0:
        notes.append({"code": "black_behind", "message": say("game.warning.black_behind")})
    return notes


def game_summary(g: EffectiveGame) -> str:
    if g.stones == 0:
        stones = say("go.stones.none")
    else:
        stones = say_plural("game.stones", g.stones, stones=g.stones)
    return say("game.summary", board=f"{g.board}×{g.board}", rules=say(f"go.rules.{g.ruleset.key}"), stones=stones,
               komi=g.komi, difference=g.rank_difference, model="OGS" if g.model.key == "ogs" else "Jewdan")


def rating_steps(j: Judgement, winner: str) -> list[dict[str, str]]:
    black_rank = rating_to_rank(j.black.rating)
    eff_rank = rating_to_rank(j.black_effective.rating)
    return [
        _step("black_effective_rating", say("game.step.effective_rating"), say("game.step.effective_rating.formula"),
              say("game.step.effective_rating.working", rating=plain(j.black.rating), rank=plain(black_rank),
                  label=display(rank_label(black_rank)), difference=j.rank_difference, effective_rank=plain(eff_rank),
                  effective=plain(j.black_effective.rating))),
        _step("expectation", say("game.step.expectation"), say("game.step.expectation.formula"),
              say("game.step.expectation.working", black=percent(j.black_expected), white=percent(j.white_expected))),
        _step("changes", say("game.step.changes"), say("game.step.changes.formula"),
              say("game.step.changes.working", outcome=say(f"game.outcome.{winner}"),
                  black=signed(j.black_update.change), white=signed(j.white_update.change))),
    ]


def ratings_summary(legacy: Judgement, fair: Judgement, winner: str) -> str:
    return say("game.ratings_summary", outcome=say(f"game.after.{winner}"), fair_black=signed(fair.black_update.change),
               fair_white=signed(fair.white_update.change), legacy_black=signed(legacy.black_update.change),
               legacy_white=signed(legacy.white_update.change))

