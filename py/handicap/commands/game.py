"""The ``game`` command: check a played (or planned) Go game — the rank difference its board,
rules, stones and komi really compensate (``go/effective.py``) under the chosen model (the
proposal's, OGS's rating code, or Jewdan's), Black's effective rating, each side's win
expectation and, for a result, the Glicko-2 rating changes judged two ways side by side: by
stones alone (OGS's long-standing small-board bug, ``ogs-small-board-proposal.txt``) and by
board size, komi and rules (the proposal's part 2); then the verdict in one sentence: the
players' gap, what the handicap compensated, and whom it favours by how much.

Read (``go/game_request.py``) -> compute (``go/effective.py``) -> the reply and its words, here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..fields import Request
from ..go.answer_words import komi_said
from ..go.black_chance import game_chance
from ..go.chance_words import chance_json, chance_percent
from ..go.effective import MODELS, EffectiveGame, Judgement, RankModel, effective_rank_difference, judge
from ..go.game_request import Ratings, read_aga_game, read_game, wants_aga
from ..go.rules import Ruleset
from ..i18n import say, say_plural
from ..numbers import to_json_number
from ..ranks import display, rating_rank_label, rating_to_rank
from ..rating.glicko2 import Rating
from ..text import plain, show, signed, trimmed
from .steps import derivation_step as _step

# How far apart two figures may be and still read the same: a verdict's "level" and "just their
# gap" (shown to two places), win expectations that add up to 100 % (shown to one place).
LEVEL = 0.005
WHOLE = 0.0005


def ranks_text(value: float | Fraction) -> str:
    """A number of ranks with its unit: "7.375 ranks", "1 rank"; two places where an exact value
    needs more than three ("2.58 ranks" for 31/12) and for measured ones (a rating gap)."""
    if isinstance(value, Fraction) and (value * 1000).denominator == 1:
        return say_plural("game.ranks", value, n=show(value))
    # The form of the number shown: 0.996 shown as "1" is "1 rank", not "1 ranks".
    return say_plural("game.ranks", round(float(value), 2), n=trimmed(float(value)))


def game_reply(request: Request) -> dict[str, Any]:
    if wants_aga(request):
        from .game_aga import aga_game_reply  # the AGA's model: a reply of its own (it imports this module)
        return aga_game_reply(read_aga_game(request))
    asked = read_game(request)
    model, board, ruleset, stones, komi = asked.model, asked.board, asked.ruleset, asked.stones, asked.komi
    game = effective_rank_difference(model, board, ruleset, stones, komi)
    reply: dict[str, Any] = {
        "command": "game",
        "model": model.key,
        "model_name": say(f"go.model.{model.key}"),
        "system": model.system,
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
        "fair_komi": to_json_number(game.fair_komi),
        "free_moves": game.free_moves,
        "stone_value": game.stone_value,
        "area_value": game.area_value,
        "board_factor": to_json_number(game.board_factor),
        "head_start": to_json_number(game.head_start),
        "points_per_rank": to_json_number(game.points_per_rank),
        "rank_difference": to_json_number(game.rank_difference),
        "rank_difference_exact": str(game.rank_difference),
        "stones_alone_rank_difference": game.stones_alone,
        "shown": {
            "rank_difference": ranks_text(game.rank_difference),
            "stones_alone_rank_difference": ranks_text(Fraction(game.stones_alone)),
        },
        "steps": game_steps(game),
        "warnings": [*({"code": code, "message": message} for code, message in asked.notes), *game_warnings(game)],
        "summary": game_summary(game),
        "verdict": say("game.verdict.no_ratings", compensated=ranks_text(game.rank_difference)),
    }
    reply["models_note"] = models_note(game, asked.ratings)
    if asked.ratings is not None:
        reply.update(ratings_part(asked.ratings, game))
        reply["summary"] = say("list.sentences", first=reply["summary"], second=reply["ratings"]["summary"])
        reply["verdict"] = reply["ratings"]["verdict"]
        reply["shown"].update(reply["ratings"].pop("shown"))
        reply["black_chance"] = ratings_chance(asked.ratings, board, ruleset, stones, komi)
    return reply


def ratings_chance(ratings: Ratings, board: int, ruleset: Ruleset, stones: int, komi: Fraction) -> dict[str, Any]:
    """Black's chance by the AGA's and OGS's models (``go/black_chance.py``), the players' gap
    read in ranks on OGS's scale, one rank being 1.0 on BayRate's too."""
    gap = float(ratings.gap)
    return chance_json(game_chance(board, ruleset, stones, komi, gap, ratings.black, ratings.white,
                                   deviations_known=ratings.deviations_given))


# The model the note beside the result holds the chosen one against: the other OGS model, and for
# Jewdan's the proposal.
OTHER_MODEL = {"proposal": "ogs", "ogs": "proposal", "jewdan": "proposal"}


def models_note(game: EffectiveGame, ratings: Ratings | None) -> str:
    """One sentence beside the result: what the other model makes of this very game, and why it
    differs (the fair komi, Ing's bonus, the points per rank: whichever differ; and, with ratings,
    how each model rates Black), so the numbers shown under either model can be told apart."""
    other_model = MODELS[OTHER_MODEL[game.model.key]]
    other = effective_rank_difference(other_model, game.board, game.ruleset, game.stones, game.komi)
    why = []
    if other.fair_komi != game.fair_komi:
        why.append(say("game.models_note.fair_komi", fair=other.fair_komi, this=game.fair_komi))
    if other.handicap_bonus != game.handicap_bonus:
        why.append(say("game.models_note.bonus", bonus=other.handicap_bonus, this=game.handicap_bonus))
    if other.points_per_rank != game.points_per_rank:
        why.append(say("game.models_note.points", points=show(other.points_per_rank),
                       this=show(game.points_per_rank)))
    reasons = say("list.separator").join(why) if why else say("game.models_note.same")
    words = {"model": say(f"go.model.short.{game.model.key}"), "other": say(f"go.model.short.{other_model.key}"),
             "difference": ranks_text(other.rank_difference), "why": reasons}
    if ratings is None:
        return say("game.models_note", **words)
    fair = judge(other_model, "board_komi_rules", "", other.rank_difference, ratings.black, ratings.white,
                 ratings.black_score, ratings.tau)
    return say("game.models_note.ratings", **words, black=signed(fair.black_change),
               white=signed(fair.white_update.change), rated=say(f"game.models_note.rated.{game.model.key}"),
               other_rated=say(f"game.models_note.rated.{other_model.key}"))


def ratings_part(ratings: Ratings, game: EffectiveGame) -> dict[str, Any]:
    black, white, winner, tau, score = ratings.black, ratings.white, ratings.winner, ratings.tau, ratings.black_score
    model = game.model
    legacy = judge(model, "stones_alone", say("game.judge.stones_alone"), Fraction(game.stones_alone),
                   black, white, score, tau)
    fair = judge(model, "board_komi_rules", say("game.judge.board_komi_rules"), game.rank_difference, black, white,
                 score, tau)
    gap = ratings.gap
    return {
        "black_effective_rating": fair.black_effective.rating,
        "black_win_expectation": fair.black_expected,
        "white_win_expectation": fair.white_expected,
        "gap": to_json_number(gap) if isinstance(gap, Fraction) else gap,
        "favours_black_by": to_json_number(game.rank_difference - gap) if isinstance(gap, Fraction)
        else float(game.rank_difference) - gap,
        "ratings": {
            "winner": winner,
            "tau": tau,
            "black": _ranked_player(black),
            "white": _ranked_player(white),
            "judgements": [_judgement_json(j) for j in (legacy, fair)],
            "steps": rating_steps(fair, winner, model),
            "summary": ratings_summary(legacy, fair, winner),
            "verdict": verdict(black, white, gap, game),
            "shown": {
                "black_rank": rating_and_rank(black.rating),
                "white_rank": rating_and_rank(white.rating),
                "gap": ranks_text(_size(gap)),
                # the two win expectations beside the numbers, and the model each is by
                "black_win_expectation": chance_percent(fair.black_expected),
                "white_win_expectation": chance_percent(fair.white_expected),
                "win_expectation_model": say(f"game.win.by.{model.key}"),
            },
        },
    }


def _size(value: Fraction | float) -> Fraction | float:
    """A number of ranks without its sign, exact where it is exact."""
    return -value if value < 0 else value


def _rank_text(rating: float) -> str:
    return display(rating_rank_label(rating_to_rank(rating)))


def rating_and_rank(rating: float) -> str:
    return say("game.rating_rank", rating=trimmed(rating), rank=_rank_text(rating))


def verdict(black: Rating, white: Rating, gap: Fraction | float, game: EffectiveGame) -> str:
    """One sentence: the players' gap on OGS's scale (both ranks; exact when both were given as
    ranks), what the handicap compensated in ranks, and whom it favours by how much."""
    players = verdict_players(black, white, gap)
    by: Fraction | float = game.rank_difference - gap if isinstance(gap, Fraction) else \
        float(game.rank_difference) - gap
    compensated = ranks_text(game.rank_difference)
    if _size(by) < LEVEL:
        favour = say("game.verdict.favour.none", compensated=compensated)
    else:
        favour = say(f"game.verdict.favour.{'black' if by > 0 else 'white'}", compensated=compensated,
                     by=ranks_text(_size(by)))
    return say("game.verdict", players=players, favour=favour)


def verdict_players(black: Rating, white: Rating, gap: Fraction | float) -> str:
    """The verdict's first half: the players' gap on OGS's scale (``Ratings.gap``: exact from two
    ranks)."""
    sides = {"black": _rank_text(black.rating), "black_rating": trimmed(black.rating),
             "white": _rank_text(white.rating), "white_rating": trimmed(white.rating)}
    if _size(gap) < LEVEL:
        return say("game.verdict.gap.level", **sides)
    return say(f"game.verdict.gap.{'white' if gap > 0 else 'black'}", gap=ranks_text(_size(gap)), **sides)


def _player(r: Rating) -> dict[str, float]:
    return {"rating": r.rating, "deviation": r.deviation, "volatility": r.volatility}


def _ranked_player(r: Rating) -> dict[str, Any]:
    rank = rating_to_rank(r.rating)
    return {**_player(r), "rank": rank, "rank_label": rating_rank_label(rank)}


def _judgement_json(j: Judgement) -> dict[str, Any]:
    black_after, white_after = j.black_after, j.white_update.after
    black_change, white_change = j.black_change, j.white_update.change
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
            "rank_difference": ranks_text(j.rank_difference),
            "black_effective_rating": say("game.rating_rank", rating=trimmed(j.black_effective.rating, 1),
                                          rank=display(rating_rank_label(effective_rank))),
            "black_win_expectation": chance_percent(j.black_expected),
            "white_win_expectation": chance_percent(j.white_expected),
            "black_rating": trimmed(black_after.rating),
            "black_change": signed(black_change),
            "black_deviation": trimmed(black_after.deviation),
            "white_rating": trimmed(white_after.rating),
            "white_change": signed(white_change),
            "white_deviation": trimmed(white_after.deviation),
        },
    }


def game_steps(g: EffectiveGame) -> list[dict[str, str]]:
    r, model = g.ruleset, g.model
    rules = say(f"go.rules.{r.key}")
    if g.stones > 1:
        free = say_plural("game.step.free_moves", g.free_moves, stones=g.stones, free=g.free_moves)
    else:
        free = say_plural("game.step.free_moves.none", g.stones, stones=g.stones)
    return [
        _step("model", say("game.step.model"), say(f"go.model.{model.key}"), say(f"game.step.model.{model.key}")),
        _step("free_moves", say("go.step.jewdan.free_moves.label"), say("game.step.free_moves.formula"), free),
        _step("handicap_bonus", say("game.step.bonus"), say("game.step.bonus.formula"), bonus_working(g)),
        _step("komi_head_start", say("go.step.komi.label"), say("game.step.komi.formula"),
              say_plural("game.step.komi.working", g.komi_head_start, fair=g.fair_komi, rules=rules,
                         effective=g.effective_komi, head_start=g.komi_head_start)),
        _step("stone_value", say("game.step.stone_value"), say(f"game.step.stone_value.formula.{model.system}"),
              stone_value_working(g)),
        _step("head_start", say("game.step.head_start"), say("game.step.head_start.formula"),
              say_plural("game.step.head_start.working", g.head_start, komi_part=g.komi_head_start,
                         stone_value=g.stone_value, free=g.free_moves, head_start=g.head_start)),
        _step("points_per_rank", say("game.step.points_per_rank"),
              say(f"game.step.points_per_rank.formula.{model.system}"),
              say_plural("game.step.points_per_rank.working", g.points_per_rank,
                         rank_value=model.rank_values[r.counting], factor=g.board_factor, points=g.points_per_rank,
                         board=f"{g.board}×{g.board}", model=say(f"go.model.short.{model.key}"))),
        _step("rank_difference", say("go.step.difference.label"), say("game.step.rank_difference.formula"),
              say("game.step.rank_difference.working", head_start=g.head_start, points=g.points_per_rank,
                  difference=ranks_text(g.rank_difference))),
    ]


def bonus_working(g: EffectiveGame) -> str:
    """The handicap bonus the rules give White, and whether the model counts it."""
    r = g.ruleset
    rules = say(f"go.rules.{r.key}")
    given = r.handicap_bonus(g.stones)
    if g.model.key == "jewdan":
        return say("game.step.bonus.jewdan", rules=rules, bonus=given)
    if given and not g.handicap_bonus:  # Ing under OGS's code
        return say("game.step.bonus.not_counted", rules=rules, bonus=given)
    if not given:
        key = "none" if r.bonus_per_stone == 0 else "none_yet"
        return say(f"game.step.bonus.{key}", rules=rules, stones=g.stones)
    per = "after_first" if r.bonus_skips_first else "per_stone"
    return say(f"game.step.bonus.{per}", rules=rules, stones=g.stones, bonus=g.handicap_bonus, komi=g.komi,
               effective=g.effective_komi)


def stone_value_working(g: EffectiveGame) -> str:
    if g.model.system != "ogs":
        return say_plural("game.step.stone_value.jewdan", g.stone_value,
                          counting=say(f"go.counting.{g.ruleset.counting.value}"), value=g.stone_value)
    if g.area_value:
        return say_plural("game.step.stone_value.area", g.stone_value, area=g.area_value, value=g.stone_value)
    return say_plural("game.step.stone_value.territory", g.stone_value, value=g.stone_value)


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


def game_summary_words(board: int, ruleset: Ruleset, stones: int, komi: Fraction) -> dict[str, str]:
    """The game as the summary names it: board, rules, stones and komi."""
    said = say("go.stones.none") if stones == 0 else say_plural("game.stones", stones, stones=stones)
    return {"board": f"{board}×{board}", "rules": say(f"go.rules.{ruleset.key}"), "stones": said,
            "komi": komi_said(komi)}


def game_summary(g: EffectiveGame) -> str:
    return say("game.summary", **game_summary_words(g.board, g.ruleset, g.stones, g.komi),
               difference=ranks_text(g.rank_difference), model=say(f"go.model.short.{g.model.key}"))


def rating_steps(j: Judgement, winner: str, model: RankModel) -> list[dict[str, str]]:
    black_rank = rating_to_rank(j.black.rating)
    eff_rank = rating_to_rank(j.black_effective.rating)
    black_shown, white_shown = chance_percent(j.black_expected), chance_percent(j.white_expected)
    # "need not add up to 100 %" only where the shown figures do not
    whole = abs(float(f"{100 * j.black_expected:.1f}") + float(f"{100 * j.white_expected:.1f}") - 100) < WHOLE
    return [
        _step("black_effective_rating", say("game.step.effective_rating"), say("game.step.effective_rating.formula"),
              say("game.step.effective_rating.working", rating=trimmed(j.black.rating), rank=plain(black_rank),
                  label=display(rating_rank_label(black_rank)), difference=show(j.rank_difference),
                  effective_rank=plain(eff_rank), effective=trimmed(j.black_effective.rating))),
        _step("expectation", say("game.step.expectation"), say("game.step.expectation.formula"),
              say("game.step.expectation.working" + (".whole" if whole else ""), black=black_shown,
                  white=white_shown)),
        _step("changes", say("game.step.changes"), say(f"game.step.changes.formula.{model.key}"),
              say("game.step.changes.working", outcome=say(f"game.outcome.{winner}"),
                  black=signed(j.black_change), white=signed(j.white_update.change))),
    ]


def ratings_summary(legacy: Judgement, fair: Judgement, winner: str) -> str:
    return say("game.ratings_summary", outcome=say(f"game.after.{winner}"), fair_black=signed(fair.black_change),
               fair_white=signed(fair.white_update.change), legacy_black=signed(legacy.black_change),
               legacy_white=signed(legacy.white_update.change))

