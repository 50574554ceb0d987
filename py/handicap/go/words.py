"""The words of the Go commands: every sentence, label and hint the page or the command line
shows about a Go game is written here, from the catalogue of the request's language
(``handicap.i18n``; English in ``locale/engine.pot``, ids "go.*"). The numbers come from the
arithmetic (``solve.py``); ``text.py`` formats them.
"""

from __future__ import annotations

import math
from fractions import Fraction

from .. import ranks
from ..i18n import say, say_plural
from ..text import show
from .answer_words import komi_said
from .boards import go_coordinate
from .effective import BOARDS, DEFAULT_MODEL, MODELS, effective_rank_difference
from .options import MAX_CUSTOM_STONES, MAX_KOMI
from .players import RATING_RANGES, Player
from .request import MAX_TABLE_ROWS, Names, Setup
from .rules import RULES_FOR_COUNTING, RULESETS, TieRule
from .solve import Game
from .strength import DEVIATION_HALF, DEVIATION_ZERO, Difference
from .systems import SYSTEMS, GoSystem, ogs

Notice = dict[str, str]  # {"code", "message"}: a warning or advice

# Menus of the Go form: (request value, message id); go-systems sends them with the systems.
COUNTING_MENU = (("", "go.menu.counting.rules"), ("territory", "go.menu.counting.territory"),
                 ("area", "go.menu.counting.area"))
DIFFERENCE_MODE_MENU = (("auto", "go.menu.difference.auto"), ("none", "go.menu.difference.none"),
                        ("custom", "go.menu.difference.custom"), ("auto-1", "go.menu.difference.auto_minus_1"),
                        ("auto-2", "go.menu.difference.auto_minus_2"), ("auto-3", "go.menu.difference.auto_minus_3"),
                        ("auto+1", "go.menu.difference.auto_plus_1"))
# The "Check a game" form's Winner menu (values are the game command's).
WINNER_MENU = (("black", "go.menu.winner.black"), ("white", "go.menu.winner.white"), ("draw", "go.menu.winner.draw"))
FIRST_STONE_MENU = (("counts", "go.menu.first_stone.counts"), ("free", "go.menu.first_stone.free"))
HOUSE_RULES_HINTS = ("club_ranks_per_stone", "club_komi_per_rank", "club_even_komi", "club_min_stones",
                     "club_max_stones", "club_first_stone")
KOMI_MODE_MENU = (("auto", "go.menu.komi.auto"), ("none", "go.menu.komi.none"), ("custom", "go.menu.komi.custom"))
SCALE_MENU = (("rank", "go.menu.scale.rank"), ("ogs", "go.menu.scale.ogs"), ("egf", "go.menu.scale.egf"),
              ("aga", "go.menu.scale.aga"), ("goldis", "go.menu.scale.goldis"), ("team", "go.menu.scale.team"),
              ("diff", "go.menu.scale.diff"))
CHART_IDS = {"stones_title": "go.chart.stones_title", "komi_title": "go.chart.komi_title",
             "axis_label": "go.chart.axis_label"}


def menu(items: tuple[tuple[str, str], ...]) -> list[dict[str, str]]:
    """A menu's options in the request's language: [{"value", "label"}, …]."""
    return [{"value": value, "label": say(message)} for value, message in items]


def no_ceiling() -> str:
    return say("go.menu.no_ceiling")


def chart() -> dict[str, str]:
    """The Full table's chart titles."""
    return {key: say(message) for key, message in CHART_IDS.items()}


def chosen_note() -> str:
    """The Compare table's mark on the chosen system."""
    return say("go.compare.chosen")


def tie_text(rule: TieRule) -> str:
    """Who wins a tie, as a sentence: "White wins ties"."""
    return say(f"go.tie.{rule.value}")


def tie_short(rule: TieRule) -> str:
    """Who wins a tie, for a table cell: "White"."""
    return say(f"go.tie.short.{rule.value}")


def beyond_note(beyond: bool, capped: bool) -> str:
    """The note under stones beyond the board's maximum in a table cell ("" within it)."""
    if not beyond:
        return ""
    return say("go.beyond.capped") if capped else say("go.beyond.note")


def stones_text(stones: int) -> str:
    if stones == 0:
        return say("go.stones.none")
    if stones == 1:
        return say("go.stones.one")
    return say("go.stones.many", stones=stones)


def board_label(board: int) -> str:
    return f"{board}×{board}"


def boards_text(boards: list[int] | tuple[int, ...]) -> str:
    """Boards for a sentence: the odd ones from 7×7 up when there are any ("19×19, 13×13")."""
    shown = [b for b in boards if b % 2 == 1 and b >= 7] or list(boards)
    return say("list.separator").join(board_label(b) for b in shown)


def board_caption(board: int, stones: int, points: list[str] | None, *, free: bool = False) -> str:
    """The board diagram's caption: where the stones go (``points``: SGF points, written as
    players read them: "D4, Q16"; ``free``: a system that has Black place the stones past the
    board's fixed points), and who plays first (White, after placed stones)."""
    if points is None and free:
        return say("go.caption.free_placement", stones=stones) + say("go.caption.white_first")
    if points is None:
        return say("go.caption.free", board=board_label(board), stones=stones) + say("go.caption.white_first")
    if points:
        return say("go.caption.points", stones=len(points),
                   points=say("list.separator").join(go_coordinate(board, p) for p in points)) + \
            say("go.caption.white_first")
    if stones == 1:
        return say("go.caption.one")
    return say("go.caption.none")


def board_title(board: int, caption: str) -> str:
    """The diagram's accessible title: "13×13 board: …"."""
    return say("go.board.title", board=board_label(board), caption=caption)


def _side(diff: Difference, index: int, *, title: bool) -> str:
    """"Player 2" / "team 1": a side without a name."""
    team = diff.strength.kind == "teams"
    return say(f"go.{'team' if team else 'player'}.{'title' if title else 'label'}", n=index)


def black_name(diff: Difference, black: int | None, names: Names) -> str | None:
    """Who takes Black, by name: the name given, else "Player 1/2" ("Team 1/2"); None when even."""
    if black is None:
        return None
    if names[black - 1]:
        return names[black - 1]
    return _side(diff, black, title=True)


def black_text(diff: Difference, black: int | None, names: Names) -> str:
    """Who takes Black, as the result shows it: a name, "Player 2", or "Nigiri (even game)"."""
    return black_name(diff, black, names) or say("go.nigiri")


def _who(diff: Difference, index: int, names: Names) -> str:
    name = names[index - 1]
    if diff.players is None:
        return name or say("go.who.weaker")
    player = diff.players[index - 1]
    shown = player.rank_label() if player.rank is not None and diff.strength.kind not in ("ranks", "log_ratings") \
        else None
    who = name or player.label
    # A rank in its written form, never as typed ("5K", "5 kyu" -> "5k", ja "5級"); a rating as given.
    given = ranks.display(player.rank_label() or player.given) \
        if diff.strength.kind == "ranks" and player.rank is not None else player.given
    if shown:
        return say("go.who.given_rank", who=who, given=given, rank=ranks.display(shown))
    return say("go.who.given", who=who, given=given)


def player_label(player: Player, name: str | None) -> str:
    return name or player.label


def where(setup: Setup) -> str:
    """"13×13, Japanese rules" or "13×13, area counting" (Jewdan's system without rules)."""
    if setup.ruleset:
        return say("go.where.rules", board=board_label(setup.board), rules=rules_name(setup.ruleset.key))
    return say("go.where.counting", board=board_label(setup.board), counting=counting_name(setup.counting))


def rules_name(key: str) -> str:
    """A ruleset's name: "Japanese", "New Zealand"."""
    return say(f"go.rules.{key}")


def counting_name(counting: str) -> str:
    """"territory" or "area", as a word of the sentence."""
    return say(f"go.counting.{counting}")


def summary(game: Game) -> str:
    h = game.handicap
    head = say("go.summary.head", where=where(game.setup), difference=game.rank_difference)
    ties = ""
    if h.komi.denominator == 1 and game.tie_rule in (TieRule.BLACK, TieRule.WHITE, TieRule.DRAW):
        ties = say(f"go.summary.ties.{game.tie_rule.value}")
    extra = say("go.summary.effective", effective=game.effective_komi) if game.bonus else ""
    if game.black is None:
        return say("go.summary.even", head=head, komi=komi_said(h.komi), effective=extra, ties=ties)
    return say("go.summary.handicap", head=head, who=_who(game.difference, game.black, game.request.names),
               stones=stones_text(h.stones), komi=komi_said(h.komi), effective=extra, ties=ties)


def notice(code: str, message: str) -> Notice:
    return {"code": code, "message": message}


def nigiri_advice() -> Notice:
    """Advice is not a warning: nothing is wrong, but the players need to know how to go on."""
    return notice("nigiri", say("go.advice.nigiri"))


def beyond_warning(game: Game) -> Notice:
    """Stones the system caps, or more than the board takes: what the game gets, what those stones
    make up by the Check a game arithmetic (``compensation``), and where the difference fits."""
    setup, h, d = game.setup, game.handicap, game.rank_difference
    board = board_label(setup.board)
    if h.capped_at is not None:
        message = say_plural("go.warning.capped", h.capped_at, difference=d, capped=h.capped_at, board=board,
                             stones=h.stones)
        message += compensation(game)
    else:
        message = say("go.warning.beyond", stones=h.stones, maximum=game.max_stones, board=board)
    if game.fair_boards:
        message += say("go.warning.fair_elsewhere", boards=boards_text(game.fair_boards))
    else:
        message += other_systems_sentence(setup, d)
    return notice("beyond_maximum", message)


def made_up_difference(game: Game) -> Fraction | None:
    """The rank difference the game's stones and komi make up by the Check a game arithmetic
    (``effective.py``, the proposal's model: the default of the ``game`` command), under the game's
    rules (a counting method alone: the rules it implies); None on a board that arithmetic does not
    cover (it knows 19×19, 13×13 and 9×9)."""
    setup, h = game.setup, game.handicap
    if setup.board not in BOARDS:
        return None
    ruleset = setup.ruleset or RULESETS[RULES_FOR_COUNTING[setup.counting]]
    return effective_rank_difference(MODELS[DEFAULT_MODEL], setup.board, ruleset, h.stones,
                                     h.komi).rank_difference


def ranks_said(value: Fraction) -> str:
    """A number of ranks with its unit, as the Check a game answer writes it: "25.5 ranks"."""
    if (value * 100).denominator == 1:
        return say_plural("game.ranks", value, n=show(value))
    return say_plural("game.ranks", round(float(value), 2), n=f"{float(value):.2f}".rstrip("0").rstrip("."))


def compensation(game: Game) -> str:
    """One sentence, computed: the rank difference the game's stones make up against the one the
    players have, and whom the game favours by how much ("" where the arithmetic does not reach)."""
    made_up = made_up_difference(game)
    if made_up is None:
        return ""
    setup, h, d = game.setup, game.handicap, game.rank_difference
    ruleset = setup.ruleset or RULESETS[RULES_FOR_COUNTING[setup.counting]]
    words = {"rules": rules_name(ruleset.key), "komi": komi_said(h.komi), "stones": h.stones,
             "board": board_label(setup.board), "made_up": ranks_said(made_up), "difference": show(d),
             "by": ranks_said(abs(made_up - d))}
    if made_up > d:
        return say_plural("go.warning.made_up.black", h.stones, **words)
    if made_up < d:
        return say_plural("go.warning.made_up.white", h.stones, **words)
    return say_plural("go.warning.made_up.even", h.stones, **words)


SMALL_BOARD_SYSTEMS = ("jewdan", "ogs-proposal")  # fair games on small boards for large differences


def other_systems_sentence(setup: Setup, d: Fraction) -> str:
    """The system covers no other board where the difference fits: which of the small-board systems
    give it a game within their stone maximum, on this board or the nearest smaller one (computed,
    each with its stones), or that none does."""
    fits = []
    ruleset = setup.ruleset or RULESETS[RULES_FOR_COUNTING[setup.counting]]
    for system in SYSTEMS:
        if system.key not in SMALL_BOARD_SYSTEMS or system is setup.system:
            continue
        # As the Go tab would ask it: a table system takes the whole difference (rounded down).
        given = Fraction(math.floor(d)) if system.whole_differences else d
        for board in sorted((b for b in BOARDS if b <= setup.board and b in system.boards), reverse=True):
            h = system.compute(given, board, ruleset, ruleset.counting)
            if system.fits(h, board):
                fits.append(say_plural("go.warning.other_system_fits", h.stones, system=system_name(system),
                                       stones=h.stones, board=board_label(board)))
                break
    if not fits:
        return say("go.warning.no_system_fits", system=system_name(setup.system))
    return say("go.warning.no_fair_board", system=system_name(setup.system), systems=say("list.separator").join(fits))


def small_board_systems() -> str:
    """The systems a warning suggests for a large difference on a small board, by name."""
    return say("list.separator").join(system_name(s) for s in SYSTEMS if s.key in SMALL_BOARD_SYSTEMS)


def system_name(system: GoSystem) -> str:
    """A system's name in the request's language ("OGS automatic handicap")."""
    return say(f"go.system.{system.key}.name")


def system_menu_label(system: GoSystem) -> str:
    """A system's short name, for a menu narrow enough for a phone ("Traditional 19×19"); the
    full name and what it is for show beside it."""
    return say(f"go.system.{system.key}.menu")


def system_purpose(system: GoSystem) -> str:
    """What a system is for, in one line beside it in every menu ("Tournaments paired with OpenGotha: …")."""
    return say(f"go.system.{system.key}.purpose")


def system_example(system: GoSystem) -> str:
    """A system's example game, for the form's hint ("13×13, Japanese, 4 ranks → 2 stones, komi 2.5")."""
    return say(f"go.system.{system.key}.example")


def model_name(key: str) -> str:
    """A points-per-rank model of the "Check a game" form ("OGS (proposal: …)")."""
    return say(f"go.model.{key}")


def no_placement_warning(board: int, stones: int) -> Notice:
    return notice("no_placement", say("go.warning.no_placement", board=board_label(board), stones=stones))


def warnings(game: Game) -> list[Notice]:
    """The game's warnings, in order: the setup's, the strength's, the system's, then the board's."""
    h = game.handicap
    found = [notice(code, message) for code, message in game.setup.notes]
    found += [notice(code, message) for code, message in game.difference.notes]
    found += [notice(code, message) for code, message in h.notes]
    if game.beyond_maximum:
        found.append(beyond_warning(game))
    if game.stone_points is None and h.stones <= game.max_stones and not game.setup.system.places_freely:
        found.append(no_placement_warning(game.setup.board, h.stones))
    note = made_for_note(game)
    if note:
        found.append(notice("outside_made_for", note))
    return found


def made_for_note(game: Game) -> str | None:
    """A system's rule applied outside the boards it was made for (OpenGotha's stone a rank on
    13×13), when it gives stones: why, and (when no beyond-the-maximum warning says it already)
    what the stones make up against the rank difference, computed; None otherwise."""
    system, board, stones = game.setup.system, game.setup.board, game.handicap.stones
    if system.made_for_board(board) or stones < 2:
        return None
    note = say("go.warning.outside_made_for", system=system_name(system), board=board_label(board),
               made_for=boards_text(system.made_for))
    return note if game.beyond_maximum else note + compensation(game)


# The system recommended for a board: the one made for it that most players there use.
RECOMMENDED = {19: "traditional", 13: "ogs", 9: "ogs"}


def recommendation(board: int, scale: str) -> tuple[str, str]:
    """The system recommended for this board and strength scale, and why, in one sentence."""
    if scale == "log_ratings" and board == 19:
        key = "goldis"
    else:
        key = RECOMMENDED.get(board, "jewdan")
    name = say(f"go.system.{key}.name")
    return key, say(f"go.recommend.{key}", system=name, board=board_label(board))


def table_summary(setup: Setup, up_to: int) -> str:
    return say("go.table.summary", system=system_name(setup.system), where=where(setup), up_to=up_to)


def covers_only(system: GoSystem) -> str:
    """Why a system has no row for a board in go-compare."""
    if system.key == "jewdan":
        return say("go.compare.covers_only", system=system_name(system), boards="5×5–25×25")
    return say("go.compare.covers_only", system=system_name(system), boards=boards_text(system.boards))


# The seeds' titles as a reader finds them (the systems' ``source`` names the project's copy).
SOURCE_TITLES = {
    "jewdan-handicap-system.txt": "Sensei's Library, “Jewdan's handicap system”",
    "ogs-automatic-handicap-wiki.txt": "OGS wiki, “Automatic handicap”",
    "ogs-small-board-proposal.txt": "OGS forums, “Small board handicap proposal”",
    "goldis-log-rating-system.txt": "Goldis, “SKT-LR log rating system”",
}


def source_text(source: str) -> str:
    """The line under the Full table naming the system's source, by its title (not a file name)."""
    if source.startswith("house rules"):
        return say("go.table.source", source=say("go.system.custom.name"))
    return say("go.table.source", source=SOURCE_TITLES.get(source, source))


def chart_point_text(rank_difference: int, title_id: str, shown: str) -> str:
    """A chart point's tooltip: "Rank difference 3: handicap stones 2" (``title_id``: a key of
    :data:`CHART_IDS`)."""
    return say(f"go.chart.point.{title_id}", difference=rank_difference, value=shown)


def compare_summary(supported: int, total: int) -> str:
    return say("go.compare.summary", supported=supported, total=total)


def goldis_table_summary() -> str:
    return say("go.goldis.table_summary")


def _range(system: str) -> str:
    low, high = RATING_RANGES[system]
    return say("list.range", low=low, high=high)


def hints() -> dict[str, object]:
    """The Go form's field hints, from the engine's own limits."""
    return {
        "strength": {
            "rank": say("go.hint.rank", kyu=ranks.display(f"{ranks.KYU_LIMIT}k"), one_kyu=ranks.display("1k"),
                        one_dan=ranks.display("1d"), dan=ranks.display(f"{ranks.DAN_LIMIT}d"),
                        pro=ranks.display(f"{ranks.PRO_LIMIT}p")),
            "ogs": say("go.hint.ogs", range=_range("ogs")),
            "egf": say("go.hint.egf", range=_range("egf")),
            "aga": say("go.hint.aga"),
            "goldis": say("go.hint.goldis"),
            "team": say("go.hint.team"),
            "diff": "",
        },
        "diff": say("go.hint.diff"),
        "deviation": say("go.hint.deviation", half=DEVIATION_HALF, zero=DEVIATION_ZERO),
        "counting": say("go.hint.counting"),
        "stones": say("go.hint.stones", maximum=MAX_CUSTOM_STONES),
        "komi": say("go.hint.komi", low=Fraction(-MAX_KOMI), high=MAX_KOMI),
        "no_handicap_above": say("go.hint.no_handicap_above"),
        "up_to": say("go.hint.up_to", maximum=MAX_TABLE_ROWS),
        "game_komi": say("go.hint.game_komi"),
        "game_model": say("list.sentences", first=say("go.hint.game_model", points=say("list.separator").join(
            str(ogs.POINTS_PER_RANK[b]) for b in BOARDS), boards=say("list.separator").join(
            board_label(b) for b in BOARDS)), second=say("go.hint.game_model.aga")),
    }
