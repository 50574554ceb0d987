"""Replies of the Go commands: solved games, schedules and the engine's tables as JSON-ready
dicts (numbers from ``solve.py``, words from ``words.py``). The reply keys are the page's and
the command line's contract; the README lists them."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .. import ranks
from ..errors import InvalidInput
from ..i18n import say
from ..numbers import json_value, to_json_number
from ..study.picker import files_hint, picker_extensions
from ..text import show
from . import answer_words, round_words, words
from .black_chance import answer_chance
from .boards import go_coordinate, sgf_setup, star_points
from .chance_words import chance_json, recommendation_chance
from .clock import DEFAULT_LINK
from .effective import BOARDS, MODELS, STUDY_MODELS
from .files import FORMATS, format_text
from .game_request import AGA_MODEL, MAX_STONES
from .options import MAX_CEILING, ROUND_SCALES
from .request import GoRequest, Names, Setup, resolve_rules
from .rules import RULES_FOR_COUNTING, RULESETS, TieRule
from .solve import Game, Row, solve
from .step import Step
from .strength import Difference
from .systems import SYSTEMS, GoSystem, find_system, goldis
from .table_csv import csv_filename, table_csv

Reply = dict[str, Any]
COMMON_BOARDS = (19, 13, 9)


def step_json(step: Step) -> Reply:
    item: Reply = {"key": step.key, "label": step.label, "formula": step.formula, "working": step.working,
                   "value": json_value(step.value), "group": step.group}
    if isinstance(step.value, Fraction):
        item["exact"] = str(step.value)
    return item


def tie_json(rule: TieRule) -> Reply:
    return {"tie_rule": rule.value, "tie_text": words.tie_text(rule), "tie_short": words.tie_short(rule)}


def komi_json(komi: Fraction, effective: Fraction) -> Reply:
    return {"komi_text": show(komi), "effective_komi_text": show(effective)}


def setup_json(setup: Setup) -> Reply:
    system, ruleset = setup.system, setup.ruleset
    return {"system": system.key, "system_name": words.system_name(system), "source": system.source,
            "historical": system.historical, "board": setup.board, "rules": ruleset.key if ruleset else None,
            "rules_name": words.rules_name(ruleset.key) if ruleset else None, "counting": setup.counting.value}


def players_json(diff: Difference, names: Names) -> list[Reply] | None:
    if diff.players is None:
        return None
    return [{"label": words.player_label(p, name), "name": name, "given": p.given, "rank": p.rank,
             "rank_label": p.rank_label(), "log_rating": json_value(p.log_rating), "members": list(p.members) or None}
            for p, name in zip(diff.players, names, strict=True)]


def clock_link(game: Game) -> dict[str, str]:
    """The Go clock's link values for this game (the page's "Start clock"): a common clock to
    begin with (``clock.DEFAULT_LINK``), the players' names, who takes Black (absent: nigiri) and
    the handicap, from which the go-clock command decides who moves first; the board, komi and
    rules for its SGF."""
    setup, h, names = game.setup, game.handicap, game.request.names
    link = {"game": "go", **DEFAULT_LINK, "handicap": str(h.stones), "board": str(setup.board),
            "komi": format(float(h.komi), "g")}
    if game.black is not None:
        link["black"] = str(game.black)
    if setup.ruleset is not None:
        link["rules"] = setup.ruleset.key
    for player, name in enumerate(names, start=1):
        if name:
            link[f"n{player}"] = name
    return link


def go_json(game: Game) -> Reply:
    setup, h, diff, names = game.setup, game.handicap, game.difference, game.request.names
    caption = words.board_caption(setup.board, h.stones, game.stone_points, free=setup.system.places_freely)
    black_text = words.black_text(diff, game.black, names)
    reply: Reply = {
        "command": "go",
        **setup_json(setup),
        "strength_input": diff.strength.kind,
        "players": players_json(diff, names),
        "raw_rank_difference": json_value(diff.raw),
        "rank_difference": json_value(game.rank_difference),
        "stones": h.stones,
        "placed_stones": h.stones if h.stones >= 2 else 0,
        "komi": json_value(h.komi),
        "handicap_bonus": game.bonus,
        "effective_komi": json_value(game.effective_komi),
        "black": game.black,
        "black_name": words.black_name(diff, game.black, names),
        "black_text": black_text,
        "komi_mode": game.request.options.komi_mode,
        "nigiri": game.black is None,
        "black_wins_ties": h.black_wins_ties,
        **tie_json(game.tie_rule),
        **komi_json(h.komi, game.effective_komi),
        # the komi in words beside its number; why the effective komi differs (None: it does not)
        "komi_words": answer_words.komi_words(h.komi),
        "effective_komi_words": answer_words.effective_words(game),
        # the phone's answer bar: who takes Black · stones · komi in words
        "short_answer": answer_words.short_answer(game, black_text),
        "stone_coordinates": None if game.stone_points is None else
        [go_coordinate(setup.board, p) for p in game.stone_points],
        "max_stones": game.max_stones,
        "beyond_maximum": game.beyond_maximum,
        "capped": h.capped_at is not None,
        "beyond_note": words.beyond_note(game.beyond_maximum, h.capped_at is not None),
        "fair_boards": None if game.fair_boards is None else list(game.fair_boards),
        "stone_points": game.stone_points,
        "star_points": star_points(setup.board),
        "board_caption": caption,
        "board_title": words.board_title(setup.board, caption),
        # PL[W]: after placed handicap stones White plays first (as the clock's SGF says); stones the
        # record cannot place (free placement, a board without their points) are Black's to play first.
        "sgf": sgf_setup(setup.board, h.stones, h.komi, setup.ruleset,
                         white_to_play=h.stones >= 2 and game.stone_points is not None),
        **recommendation_json(game),
        "clock_link": clock_link(game),
    }
    reply.update({key: json_value(value) for key, value in h.extra.items()})
    reply.update({
        "steps": [step_json(s) for s in game.steps],
        "warnings": words.warnings(game),
        "advice": [words.nigiri_advice()] if game.black is None else [],
        "summary": words.summary(game),
        # Black's chance by the AGA's and OGS's rating models (go/black_chance.py)
        "black_chance": game_chance_json(game),
    })
    return reply


def recommendation_json(game: Game) -> Reply:
    """The system recommended for this board and strengths (Compare systems' advice), and its
    sentence to show beside the answer when the chosen system is another ("" when it is the one,
    and under a club's own rules, a choice the club made)."""
    key, sentence = words.recommendation(game.setup.board, game.request.strength.kind)
    chosen = game.setup.system.key
    if chosen in (key, "custom"):
        return {"recommended_system": key, "recommendation": "", "recommendation_chance": ""}
    # …and why, by Black's chance: the recommended system's game for these players beside this one
    setup, request = game.setup, game.request
    try:
        other = solve(GoRequest(resolve_rules(find_system(key), setup.board,
                                              setup.ruleset.key if setup.ruleset else None, setup.counting),
                                request.strength, request.options, request.names))
    except InvalidInput:  # the recommended system cannot give these players a game
        return {"recommended_system": key, "recommendation": sentence, "recommendation_chance": ""}
    if same_game(other, game):  # its figures would repeat this game's, shown beside them
        return {"recommended_system": key, "recommendation": sentence,
                "recommendation_chance": say("go.recommend.same_game")}
    return {"recommended_system": key, "recommendation": sentence,
            "recommendation_chance": recommendation_chance(game_chance_json(other), game_chance_json(game))}


def same_game(one: Game, other: Game) -> bool:
    """Whether two systems' answers set up the same game at the board: the same player in Black,
    the same stones on the same points, the same komi (with the rules' bonus) and tie rule."""
    return ((one.black, one.handicap.stones, one.stone_points, one.effective_komi, one.tie_rule)
            == (other.black, other.handicap.stones, other.stone_points, other.effective_komi, other.tie_rule))


def game_chance_json(game: Game) -> Reply:
    setup, h = game.setup, game.handicap
    ruleset = setup.ruleset or RULESETS[RULES_FOR_COUNTING[setup.counting]]
    return chance_json(answer_chance(game.difference, setup.board, ruleset, h.stones, h.komi, game.black is not None))


def row_json(row: Row) -> Reply:
    h = row.handicap
    return {
        "rank_difference": row.rank_difference, "stones": h.stones, "komi": json_value(h.komi),
        "handicap_bonus": row.bonus, "effective_komi": json_value(row.effective_komi),
        "black_wins_ties": h.black_wins_ties, **tie_json(row.tie_rule), **komi_json(h.komi, row.effective_komi),
        "beyond_maximum": row.beyond_maximum, "capped": h.capped_at is not None,
        "beyond_note": words.beyond_note(row.beyond_maximum, h.capped_at is not None),
        # The chart's tooltips, with the numbers as the table's cells write them.
        "stones_point_text": words.chart_point_text(row.rank_difference, "stones_title", str(h.stones)),
        "komi_point_text": words.chart_point_text(row.rank_difference, "komi_title", show(h.komi)),
    }


def table_json(setup: Setup, rows: list[Row]) -> Reply:
    json_rows = [row_json(r) for r in rows]
    rules = setup.ruleset.key if setup.ruleset else None
    return {
        "command": "go-table", **setup_json(setup), "max_stones": setup.system.max_stones(setup.board),
        "rows": json_rows,
        "warnings": [words.notice(code, message) for code, message in setup.notes],
        "summary": words.table_summary(setup, rows[-1].rank_difference),
        "source_text": words.source_text(setup.system.source),
        "chart": words.chart(),
        # The same rows as CSV text and a file name for it (the page's "Download CSV").
        "csv": table_csv(json_rows), "csv_filename": csv_filename(setup.system.key, setup.board, rules, setup.counting),
    }


COMPARE_KEYS = ("board", "rules", "counting", "rank_difference", "stones", "komi", "handicap_bonus", "effective_komi",
                "black", "black_text", "nigiri", "black_wins_ties", "tie_rule", "tie_text", "tie_short", "komi_text",
                "effective_komi_text", "beyond_maximum", "beyond_note", "summary", "warnings", "black_chance")


def compare_row(system: GoSystem, game: Game | None, reason: str | None, recommended: bool = False) -> Reply:
    """A system's row: the keys of its go reply, or why it has none; what the system is for, and
    a note where its rule is applied outside the boards it was made for."""
    row: Reply = {"system": system.key, "system_name": words.system_name(system), "historical": system.historical,
                  "purpose": words.system_purpose(system), "recommended": recommended}
    if game is None:
        row.update(supported=False, reason=reason)
    else:
        reply = go_json(game)
        row.update(supported=True, **{key: reply[key] for key in COMPARE_KEYS}, made_for_note=words.made_for_note(game))
    return row


def board_options(system: GoSystem) -> list[Reply]:
    """The board menu of a system: 19×19, 13×13, 9×9 first, then the others from the smallest."""
    common = [b for b in COMMON_BOARDS if b in system.boards]
    others = sorted(b for b in system.boards if b not in COMMON_BOARDS)
    return [{"value": b, "label": words.board_label(b)} for b in common + others]


# The "Check a game" form's first values: a 13×13 game with two stones, won by Black.
GAME_DEFAULTS = {"board": 13, "stones": 2, "winner": "black"}


def game_menus() -> Reply:
    """The "Check a game" form's Board, Handicap stones and Winner menus: the values the game
    command takes, their labels and the form's first choice."""
    menus = {"board": [{"value": b, "label": words.board_label(b)} for b in BOARDS],
             "stones": [{"value": n, "label": str(n)} for n in range(MAX_STONES + 1)],
             "winner": words.menu(words.WINNER_MENU)}
    return {name: {"options": options, "default": GAME_DEFAULTS[name]} for name, options in menus.items()}


def stone_ceilings() -> list[Reply]:
    """The Stone ceiling menu: none, or 0 up to one below the engine's limit (a ceiling of
    MAX_CEILING stones is every system's own maximum, the same as none)."""
    return [{"value": "", "label": words.no_ceiling()}, *({"value": n, "label": str(n)} for n in range(MAX_CEILING))]


ROUND_DEFAULT_SYSTEM = "opengotha"


def systems_json() -> Reply:
    return {
        "command": "go-systems",
        "systems": [{
            "key": s.key, "aliases": list(s.aliases), "name": words.system_name(s), "label": words.system_menu_label(s),
            "source": s.source,
            "historical": s.historical,
            "boards": list(s.boards), "board_options": board_options(s), "default_board": s.default_board,
            "default_rules": s.default_rules, "whole_differences": s.whole_differences,
            "komi_follows_rules": s.komi_follows_rules, "example": words.system_example(s),
            "purpose": words.system_purpose(s),
            # Beside the board menu when the board chosen is one the system does not cover: what
            # it covers, and the button that switches to its own board (the page never switches
            # by itself).
            "board_note": words.covers_only(s),
            "board_switch": say("go.board.switch", board=words.board_label(s.default_board)),
            "max_stones": {str(b): s.max_stones(b) for b in s.boards},
        } for s in SYSTEMS],
        "rules": [{"key": r.key, "name": words.rules_name(r.key), "label": say(f"go.menu.rules.{r.key}"),
                   "even_komi": to_json_number(r.even_komi),
                   "counting": r.counting.value, "draws_possible": r.draws_possible} for r in RULESETS.values()],
        "countings": words.menu(words.COUNTING_MENU),
        "difference_modes": words.menu(words.DIFFERENCE_MODE_MENU),
        "komi_modes": words.menu(words.KOMI_MODE_MENU),
        "stone_ceilings": stone_ceilings(),
        "scales": words.menu(words.SCALE_MENU),
        # The "Check a game" panel's Model menu: the points-per-rank models of effective.py, then
        # the AGA's BayRate (commands/game_aga.py).
        "game_models": [*({"value": m.key, "label": say(f"go.model.short.{m.key}"), "name": words.model_name(m.key)}
                          for m in MODELS.values()),
                        {"value": AGA_MODEL, "label": say(f"go.model.menu.{AGA_MODEL}"),
                         "name": words.model_name(AGA_MODEL)}],
        # The Many games study's Model menu: the models a study compares (effective.STUDY_MODELS).
        "study_models": [{"value": key, "label": say(f"go.model.short.{key}"), "name": words.model_name(key)}
                         for key in STUDY_MODELS],
        # Its Board, Handicap stones and Winner menus, with the form's first values.
        "game_menus": game_menus(),
        # The round form's first system, without a link or a file: a tournament system (stones a
        # rank, at most nine), not Jewdan's (up to 15 stones on 19×19 for a wide gap).
        "round_default_system": ROUND_DEFAULT_SYSTEM,
        # The round form's Handicap basis menu (OpenGotha's hdBasedOnMMS).
        "handicap_bases": words.menu(round_words.HANDICAP_BASIS_MENU),
        # The round form's strength scale menu: the Go form's scales a pairing line may use.
        "round_scales": [item for item in words.menu(words.SCALE_MENU) if item["value"] in ROUND_SCALES],
        # The house rules' First stone menu (system "custom").
        "first_stone_options": words.menu(words.FIRST_STONE_MENU),
        # The tournament files a round reads (their registry, files/): the page's file picker and its
        # choice between a tournament file and pairings to paste.
        "file_formats": [{"key": f.key, "name": f.name, "extensions": list(f.extensions), "label": format_text(f)}
                         for f in FORMATS],
        # The Many games study's file picker: the names it offers (records, archives, the study's CSV and
        # every tournament format's), its hint naming the formats (study/picker.py).
        "study_file_extensions": picker_extensions(),
        "hints": {**words.hints(), **round_words.hints(),
                  **{key: say(f"go.hint.{key}") for key in words.HOUSE_RULES_HINTS}, "study_files": files_hint()},
    }


def goldis_table_json() -> Reply:
    rows = [{
        "level": level.label, "log_rating": level.log_rating, "log": level.log_rating / 1000,
        "printed_strength": to_json_number(level.printed_strength),
        "strength": float(goldis.strength(Fraction(level.log_rating))),
        "rank": level.rank, "rank_label": ranks.rank_label(level.rank) if level.rank is not None else None,
    } for level in goldis.TABLE_1]
    return {"command": "goldis-table", "rows": rows, "summary": words.goldis_table_summary()}
