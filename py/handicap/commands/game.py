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
from ..numbers import to_json_number
from ..ranks import rank_label, rating_to_rank
from ..rating.glicko2 import Rating
from ..text import percent, plain, show, signed


def game_reply(request: Request) -> dict[str, Any]:
    asked = read_game(request)
    model, board, ruleset, stones, komi = asked.model, asked.board, asked.ruleset, asked.stones, asked.komi
    game = effective_rank_difference(model, board, ruleset, stones, komi)
    reply: dict[str, Any] = {
        "command": "game",
        "system": model.key,
        "system_name": model.name,
        "board": board,
        "rules": ruleset.key,
        "rules_name": ruleset.name,
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
        reply["summary"] += " " + reply["ratings"]["summary"]
    return reply


def ratings_part(ratings: Ratings, game: EffectiveGame) -> dict[str, Any]:
    black, white, winner, tau, score = ratings.black, ratings.white, ratings.winner, ratings.tau, ratings.black_score
    legacy = judge("stones_alone", "Stones alone (the old OGS way)", Fraction(game.stones_alone),
                   black, white, score, tau)
    fair = judge("board_komi_rules", "Board, komi and rules", game.rank_difference, black, white, score, tau)
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
            "black_effective_rating": f"{plain(j.black_effective.rating, 1)} ({rank_label(effective_rank)})",
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
        free = f"{g.stones} stones: {g.stones} − 1 = {g.free_moves} free move{'s' if g.free_moves != 1 else ''}"
    else:
        free = f"{g.stones} stone{'s' if g.stones != 1 else ''}: no free move (one stone only means Black starts)"
    bonus = ""
    if g.handicap_bonus:
        bonus = (f" ({r.name} rules add a handicap bonus of {g.handicap_bonus} to White, so the game's "
                 f"effective komi is {show(g.effective_komi)}; the bonus returns the area value of the "
                 f"stones, so it is not counted again)")
    return [
        _step("free_moves", "Free moves", "stones − 1 (none for 0 or 1 stone)", free),
        _step("komi_head_start", "Komi", "even komi for the rules − komi",
              f"{show(r.even_komi)} ({r.name}) − ({show(g.komi)}) = {show(g.komi_head_start)} points{bonus}"),
        _step("head_start", "Black's head start", "komi part + stone value × free moves",
              f"{show(g.komi_head_start)} + {g.stone_value} × {g.free_moves} = {show(g.head_start)} points"),
        _step("points_per_rank", "Points per rank", "stone value ÷ board factor",
              f"{g.stone_value} ÷ {show(g.board_factor)} = {show(g.points_per_rank)} points on "
              f"{g.board}×{g.board} ({g.model.key.upper() if g.model.key == 'ogs' else 'Jewdan'})"),
        _step("rank_difference", "Rank difference", "head start ÷ points per rank",
              f"{show(g.head_start)} ÷ {show(g.points_per_rank)} = {show(g.rank_difference)} ranks"),
    ]


def game_warnings(g: EffectiveGame) -> list[dict[str, str]]:
    notes = []
    gap = g.rank_difference - g.stones_alone
    if gap:
        more_or_less = "less" if gap < 0 else "more"
        notes.append({
            "code": "stones_are_not_ranks",
            "message": f"Counted by stones alone this game would be a {g.stones_alone}-rank handicap, but it "
                       f"compensates {show(g.rank_difference)} ranks: {show(abs(gap))} rank"
                       f"{'' if abs(gap) == 1 else 's'} {more_or_less}.",
        })
    if g.rank_difference < 0:
        notes.append({
            "code": "black_behind",
            "message": "Black starts behind an even game: the komi is more than the rules' even komi.",
        })
    return notes


def game_summary(g: EffectiveGame) -> str:
    stones = "no handicap stones" if g.stones == 0 else f"{g.stones} stone{'s' if g.stones != 1 else ''}"
    return (f"{g.board}×{g.board}, {g.ruleset.name} rules, {stones}, komi {show(g.komi)}: the game "
            f"compensates a rank difference of {show(g.rank_difference)} ({g.model.key} model).")


def rating_steps(j: Judgement, winner: str) -> list[dict[str, str]]:
    black_rank = rating_to_rank(j.black.rating)
    eff_rank = rating_to_rank(j.black_effective.rating)
    return [
        _step("black_effective_rating", "Black's effective rating",
              "525 × e^((ln(rating ÷ 525) × 23.15 + rank difference) ÷ 23.15)",
              f"{plain(j.black.rating)} is rank {plain(black_rank)} ({rank_label(black_rank)}); + "
              f"{show(j.rank_difference)} = rank {plain(eff_rank)} → {plain(j.black_effective.rating)}"),
        _step("expectation", "Win expectation (Glicko-2)", "1 / (1 + exp(−g(φ opponent) × (μ − μ opponent)))",
              f"Black {percent(j.black_expected)}, White {percent(j.white_expected)} (each against the "
              f"other's deviation, so the two need not add up to 100%)"),
        _step("changes", "After the result", "Glicko-2 update of each side against the other",
              f"{winner.capitalize() + ' wins' if winner != 'draw' else 'Draw'}: Black "
              f"{signed(j.black_update.change)}, White {signed(j.white_update.change)}"),
    ]


def ratings_summary(legacy: Judgement, fair: Judgement, winner: str) -> str:
    outcome = "a draw" if winner == "draw" else f"a {winner} win"
    return (f"After {outcome}: judged by board, komi and rules Black {signed(fair.black_update.change)} and "
            f"White {signed(fair.white_update.change)}; judged by stones alone Black "
            f"{signed(legacy.black_update.change)} and White {signed(legacy.white_update.change)}.")

