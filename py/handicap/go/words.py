"""The words of the Go commands: every sentence, label and hint the page or the command line
shows about a Go game comes from here (one catalogue, English). The numbers come from the
arithmetic (``solve.py``); ``text.py`` formats them.
"""

from __future__ import annotations

from fractions import Fraction

from .. import ranks
from ..text import show
from .effective import BOARDS
from .options import MAX_CUSTOM_STONES, MAX_KOMI
from .players import RATING_RANGES, Player
from .request import MAX_TABLE_ROWS, Names, Setup
from .rules import TieRule
from .solve import Game
from .strength import DEVIATION_HALF, DEVIATION_ZERO, Difference
from .systems import GoSystem, ogs

Notice = dict[str, str]  # {"code", "message"}: a warning or advice

TIE_TEXT = {TieRule.NONE: "No ties (half-point komi)", TieRule.BLACK: "Black wins ties",
            TieRule.WHITE: "White wins ties", TieRule.DRAW: "A tie is a draw"}
TIE_SHORT = {TieRule.NONE: "No ties", TieRule.BLACK: "Black", TieRule.WHITE: "White", TieRule.DRAW: "Draw"}
NIGIRI = "Nigiri (even game)"

# Menus of the Go form (values are request values; go-systems sends them with the systems).
COUNTING_MENU = (("", "From the rules"), ("territory", "Territory (Japanese, Korean)"), ("area", "Area (Chinese, AGA)"))
DIFFERENCE_MODE_MENU = (("auto", "Auto (from the players)"), ("none", "None"), ("custom", "Custom (choose the stones)"),
                        ("auto-1", "Auto−1"), ("auto-2", "Auto−2"), ("auto-3", "Auto−3"), ("auto+1", "Auto+1"))
# The "Check a game" form's Winner menu (values are the game command's).
WINNER_MENU = (("black", "Black"), ("white", "White"), ("draw", "Draw"))
NO_CEILING = "No ceiling"
KOMI_MODE_MENU = (("auto", "Auto"), ("none", "None"), ("custom", "Custom"))
SCALE_MENU = (("rank", "Ranks (5k, 2d, 1p)"), ("ogs", "OGS ratings"), ("egf", "EGF ratings (GoR)"),
              ("aga", "AGA ratings"), ("goldis", "Goldis log ratings"),
              ("team", "Rengo teams (several players a side)"), ("diff", "Only the difference in ranks"))


def tie_text(rule: TieRule) -> str:
    """Who wins a tie, as a sentence: "White wins ties"."""
    return TIE_TEXT[rule]


def tie_short(rule: TieRule) -> str:
    """Who wins a tie, for a table cell: "White"."""
    return TIE_SHORT[rule]


def beyond_note(beyond: bool, capped: bool) -> str:
    """The note under stones beyond the board's maximum in a table cell ("" within it)."""
    if not beyond:
        return ""
    return "capped, beyond the maximum" if capped else "beyond the maximum"


def stones_text(stones: int) -> str:
    if stones == 0:
        return "no handicap stones"
    if stones == 1:
        return "one stone (no stone is placed: Black simply moves first)"
    return f"{stones} handicap stones"


def board_label(board: int) -> str:
    return f"{board}×{board}"


def boards_text(boards: list[int] | tuple[int, ...]) -> str:
    """Boards for a sentence: the odd ones from 7×7 up when there are any ("19×19, 13×13")."""
    shown = [b for b in boards if b % 2 == 1 and b >= 7] or list(boards)
    return ", ".join(board_label(b) for b in shown)


def board_caption(board: int, stones: int, points: list[str] | None) -> str:
    """The board diagram's caption: where the stones go."""
    if points is None:
        return (f"Free placement: {board_label(board)} has no standard points for {stones} stones; "
                "place them by agreement.")
    if points:
        return f"{len(points)} handicap stones on their standard points ({', '.join(points)})."
    if stones == 1:
        return "One stone: no stone is placed; Black simply moves first."
    return "No handicap stones."


def board_title(board: int, caption: str) -> str:
    """The diagram's accessible title: "13×13 board: …"."""
    return f"{board_label(board)} board: {caption}"


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def black_name(diff: Difference, black: int | None, names: Names) -> str | None:
    """Who takes Black, by name: the name given, else "Player 1/2" ("Team 1/2"); None when even."""
    if black is None:
        return None
    if names[black - 1]:
        return names[black - 1]
    if diff.players is None:
        return f"Player {black}"
    return _capitalised(diff.players[black - 1].label)


def black_text(diff: Difference, black: int | None, names: Names) -> str:
    """Who takes Black, as the result shows it: a name, "Player 2", or "Nigiri (even game)"."""
    return black_name(diff, black, names) or NIGIRI


def _who(diff: Difference, index: int, names: Names) -> str:
    name = names[index - 1]
    if diff.players is None:
        return name or "the weaker player"
    player = diff.players[index - 1]
    shown = player.rank_label() if player.rank is not None and diff.strength.kind not in ("ranks", "log_ratings") \
        else None
    return f"{name or player.label} ({player.given}{', ' + shown if shown else ''})"


def player_label(player: Player, name: str | None) -> str:
    return name or player.label


def where(setup: Setup) -> str:
    """"13×13, Japanese rules" or "13×13, area counting" (Jewdan's system without rules)."""
    rules = f"{setup.ruleset.name} rules" if setup.ruleset else f"{setup.counting} counting"
    return f"{board_label(setup.board)}, {rules}"


def summary(game: Game) -> str:
    h = game.handicap
    head = f"{where(game.setup)}, rank difference {show(game.rank_difference)}"
    ties = ""
    if h.komi.denominator == 1:
        ties = {TieRule.BLACK: "; Black wins ties", TieRule.WHITE: "; White wins ties",
                TieRule.DRAW: "; a tie is a draw"}.get(game.tie_rule, "")
    extra = f" (effective komi {show(game.effective_komi)} with the handicap bonus)" if game.bonus else ""
    if game.black is None:
        return f"{head}: an even game, colours by nigiri; komi {show(h.komi)}{extra}{ties}."
    return (f"{head}: {_who(game.difference, game.black, game.request.names)} takes Black with "
            f"{stones_text(h.stones)}; komi {show(h.komi)}{extra}{ties}.")


def notice(code: str, message: str) -> Notice:
    return {"code": code, "message": message}


# Advice is not a warning: nothing is wrong, but the players need to know how to go on.
NIGIRI_ADVICE = notice(
    "nigiri", "Even game: choose colours by nigiri. One player takes a handful of white stones, the other "
              "guesses odd (shows one black stone) or even (two); a right guess takes Black.")


def beyond_warning(game: Game) -> Notice:
    setup, h, d = game.setup, game.handicap, game.rank_difference
    board = board_label(setup.board)
    if h.capped_at is not None:
        message = (f"A rank difference of {show(d)} calls for more than the {h.capped_at} stones this system "
                   f"gives on {board}: the game gets {h.stones} stones and still favours White.")
    else:
        message = (f"{h.stones} stones is beyond the {game.max_stones}-stone maximum on {board}; "
                   "no standard game gives that many.")
    if game.fair_boards:
        message += f" A fair game is still possible on {boards_text(game.fair_boards)}."
    else:
        message += (f" {setup.system.name} covers no other board where this difference fits; systems with smaller "
                    "boards (jewdan, ogs-proposal) can still give a fair game.")
    return notice("beyond_maximum", message)


def no_placement_warning(board: int, stones: int) -> Notice:
    return notice("no_placement", f"{board_label(board)} has no standard points for {stones} stones; "
                                  "place them by agreement.")


def warnings(game: Game) -> list[Notice]:
    """The game's warnings, in order: the setup's, the strength's, the system's, then the board's."""
    h = game.handicap
    found = [notice(code, message) for code, message in game.setup.notes]
    found += [notice(code, message) for code, message in game.difference.notes]
    found += [notice(code, message) for code, message in h.notes]
    if game.beyond_maximum:
        found.append(beyond_warning(game))
    if game.stone_points is None and h.stones <= game.max_stones:
        found.append(no_placement_warning(game.setup.board, h.stones))
    return found


def table_summary(setup: Setup, up_to: int) -> str:
    return f"{setup.system.name}, {where(setup)}: rank differences 0 to {up_to}."


def covers_only(system: GoSystem) -> str:
    """Why a system has no row for a board in go-compare."""
    if system.key == "jewdan":
        return f"{system.name} covers only 5×5 to 25×25."
    return f"{system.name} covers only {boards_text(system.boards)}."


# The Full table's chart and source line, and the Compare table's mark on the chosen system.
CHART = {"stones_title": "Handicap stones", "komi_title": "Komi", "axis_label": "Rank difference"}
CHOSEN_NOTE = "(chosen)"


def source_text(source: str) -> str:
    """The line under the Full table naming the system's source."""
    return f"Source: {source}"


def chart_point_text(rank_difference: int, title: str, shown: str) -> str:
    """A chart point's tooltip: "Rank difference 3: handicap stones 2"."""
    return f"{CHART['axis_label']} {rank_difference}: {title.lower()} {shown}"


def compare_summary(supported: int, total: int) -> str:
    return f"{supported} of {total} systems cover this game."


GOLDIS_TABLE_SUMMARY = "Goldis's Table 1: strength = 10 ^ (log rating ÷ 1000); n aml = n dan, n step = n kyu."


def _range(system: str) -> str:
    low, high = RATING_RANGES[system]
    return f"{show(low)} to {show(high)}"


def hints() -> dict[str, object]:
    """The Go form's field hints, from the engine's own limits."""
    return {
        "strength": {
            "rank": f"A rank each: {ranks.KYU_LIMIT}k–1k, 1d–{ranks.DAN_LIMIT}d, 1p–{ranks.PRO_LIMIT}p "
                    "(e.g. 5k, 2d).",
            "ogs": f"OGS ratings, e.g. 1331 and 1506 ({_range('ogs')}).",
            "egf": f"EGF ratings (GoR), e.g. 2100 = 1d ({_range('egf')}).",
            "aga": "AGA ratings: ≥ 1 for dan (2.5 = 2d), ≤ −1 for kyu (−5.5 = 5k).",
            "goldis": "Goldis log ratings, e.g. 2673 or 2.673.",
            "team": "Each side's players separated by commas: ranks or OGS ratings, e.g. 5k, 3k.",
            "diff": "",
        },
        "diff": "e.g. 4 (2.5 is fine); player 2 is the weaker.",
        "deviation": f"OGS rating deviation, e.g. 65: above {DEVIATION_HALF} the difference is halved, above "
                     f"{DEVIATION_ZERO} there is no handicap.",
        "counting": "Jewdan's stone value depends on it; other systems follow the rules.",
        "stones": f"Computed; choose Rank difference “Custom” to set them (0–{MAX_CUSTOM_STONES}).",
        "komi": f"A multiple of 0.5 from {show(Fraction(-MAX_KOMI))} to {MAX_KOMI}; negative: reverse komi.",
        "no_handicap_above": "A rank: each side's rank is held at it before the difference is taken, as OpenGotha "
                             "does (needs the players' ranks or ratings).",
        "up_to": f"The largest rank difference shown, 0 to {MAX_TABLE_ROWS}; empty: until the stones pass the "
                 "board's maximum.",
        "game_komi": "As the game shows it, before any handicap bonus; negative: reverse komi.",
        "game_model": f"Points per rank: OGS {', '.join(str(ogs.POINTS_PER_RANK[b]) for b in BOARDS)} on "
                      f"{', '.join(board_label(b) for b in BOARDS)}.",
    }
