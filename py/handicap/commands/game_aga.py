"""The ``game`` command under the AGA's model (``model`` aga): what BayRate makes of a 19×19 game
(``rating/aga_bayrate.py``): the komi it counts, the rating difference the stones and komi are
worth (its handicap equivalent) and the spread of a result around it; with both players'
ratings, the verdict on their gap and Black's chance by both rating models
(``go/black_chance.py``).

BayRate rates a whole tournament at once (a Bayesian fit of every player's rating), not one game
by Glicko-2: this reply has no rating changes.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..go.black_chance import aga_black_chance
from ..go.chance_words import chance_percent
from ..go.game_request import AGA_MODEL, GameRequest, Ratings
from ..i18n import say, say_plural
from ..numbers import to_json_number
from ..text import show, trimmed
from .game import LEVEL, game_summary_words, ranks_text, rating_and_rank, ratings_chance, verdict_players
from .steps import derivation_step as _step


def aga_game_reply(asked: GameRequest) -> dict[str, Any]:
    ruleset, stones, komi = asked.ruleset, asked.stones, asked.komi
    ratings = asked.ratings
    # the players' gap as the verdict and Black's chance by both models read it (exact from two ranks)
    gap = 0.0 if ratings is None else float(ratings.gap)
    aga = aga_black_chance(ruleset, stones, komi, gap)
    name = say(f"go.model.{AGA_MODEL}")
    reply: dict[str, Any] = {
        "command": "game",
        "model": AGA_MODEL,
        "model_name": name,
        "system": AGA_MODEL,
        "system_name": name,
        "board": asked.board,
        "rules": ruleset.key,
        "rules_name": say(f"go.rules.{ruleset.key}"),
        "counting": ruleset.counting,
        "stones": stones,
        "komi": to_json_number(komi),
        "komi_counted": aga.komi,
        "handicap_equivalent": aga.handicapeqv,
        "spread": aga.sigma_px,
        "rank_difference": aga.handicapeqv,
        "stones_alone_rank_difference": stones,
        "shown": {"rank_difference": ranks_text(aga.handicapeqv),
                  # what a rating system counting only stones takes the game for, as beside the other models
                  "stones_alone_rank_difference": ranks_text(Fraction(stones))},
        "steps": aga_steps(asked, aga.komi, aga.handicapeqv, aga.sigma_px),
        "warnings": [{"code": code, "message": message} for code, message in asked.notes],
        "summary": say("game.summary", **game_summary_words(asked.board, ruleset, stones, komi),
                       difference=ranks_text(aga.handicapeqv), model=say(f"go.model.short.{AGA_MODEL}")),
        "verdict": say("game.verdict.no_ratings", compensated=ranks_text(aga.handicapeqv)),
    }
    if ratings is not None:
        reply["verdict"] = aga_verdict(ratings, aga.handicapeqv)
        reply["gap"] = gap
        reply["favours_black_by"] = aga.handicapeqv - gap
        reply["black_win_expectation"] = aga.black
        reply["white_win_expectation"] = 1.0 - aga.black
        reply["shown"]["gap"] = ranks_text(abs(gap))
        reply["shown"]["black_rank"] = rating_and_rank(ratings.black.rating)
        reply["shown"]["white_rank"] = rating_and_rank(ratings.white.rating)
        reply["shown"]["black_win_expectation"] = chance_percent(aga.black)
        reply["shown"]["white_win_expectation"] = chance_percent(1.0 - aga.black)
        reply["shown"]["win_expectation_model"] = say(f"game.win.by.{AGA_MODEL}")
        reply["black_chance"] = ratings_chance(ratings, asked.board, ruleset, stones, komi)
        reply["steps"].append(_step("black_chance", say("game.step.aga.chance"), say("game.step.aga.chance.formula"),
                                    say("game.step.aga.chance.working", equivalent=show_number(aga.handicapeqv),
                                        gap=show_number(gap), spread=show_number(aga.sigma_px),
                                        chance=chance_percent(aga.black))))
    return reply


def show_number(value: float) -> str:
    """A model's number to four places, as the language writes it."""
    return trimmed(value, 4)


def aga_steps(asked: GameRequest, counted: int, equivalent: float, spread: float) -> list[dict[str, str]]:
    rules = say(f"go.rules.{asked.ruleset.key}")
    n = asked.stones
    stones = say("go.stones.none") if n == 0 else say_plural("game.stones", n, stones=n)
    return [
        _step("model", say("game.step.model"), say(f"go.model.{AGA_MODEL}"), say("game.step.model.aga")),
        _step("komi_counted", say("game.step.aga.komi"), say("game.step.aga.komi.formula"),
              say("game.step.aga.komi.working", komi=show(asked.komi), rules=rules, stones=stones,
                  counted=counted)),
        _step("handicap_equivalent", say("game.step.aga.equivalent"), say("game.step.aga.equivalent.formula"),
              say("game.step.aga.equivalent.working", stones=stones, komi=counted,
                  equivalent=show_number(equivalent))),
        _step("spread", say("game.step.aga.spread"), say("game.step.aga.spread.formula"),
              say("game.step.aga.spread.working", stones=stones, komi=counted, spread=show_number(spread))),
    ]


def aga_verdict(ratings: Ratings, equivalent: float) -> str:
    """The players' gap on OGS's rank scale against BayRate's handicap equivalent, in ranks."""
    gap = ratings.gap
    players = verdict_players(ratings.black, ratings.white, gap)
    by = equivalent - float(gap)
    compensated = ranks_text(equivalent)
    if abs(by) < LEVEL:
        favour = say("game.verdict.favour.none", compensated=compensated)
    else:
        favour = say(f"game.verdict.favour.{'black' if by > 0 else 'white'}", compensated=compensated,
                     by=ranks_text(abs(by)))
    return say("game.verdict", players=players, favour=favour)
