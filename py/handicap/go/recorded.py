"""The handicap a tournament file recorded, beside the one the system gives.

A board from a file that records its game (OpenGotha's, pairgoth's and the MacMahon program's
``handicap`` and colours, an EGD table's ``/b3``) carries ``recorded``: the stones and who played
Black; ``recorded_differs`` is true when the stones differ, or the colours do (a nigiri, where
the system leaves the colours to chance, differs from no colours).

An EGD table with results also answers the question a rating researcher asks of a tournament:
did the handicap make the games even? Each handicap game's gap is the players' rank difference
(White's rank − Black's, as the table gives them) less the rank difference the handicap
compensated, by the ``game`` command's arithmetic (``effective.py``, the proposal's model:
19×19, Japanese rules, komi 0.5 with a handicap, as the EGF plays them; a table records neither
the rules nor a handicap game's komi). A gap of 0: the handicap made up the whole difference; 1:
Black was still a rank weaker. Black's score is the share of the points Black took at that gap.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from .effective import DEFAULT_MODEL, MODELS, effective_rank_difference
from .files.file_round import PlayedGame
from .pairings import Pairing
from .rules import RULESETS

HANDICAP_KOMI = Fraction(1, 2)
TABLE_BOARD, TABLE_RULES, TABLE_MODEL = 19, "japanese", DEFAULT_MODEL  # game's own default: the proposal's


@dataclass(frozen=True)
class Recorded:
    stones: int
    black: int | None  # the side (1 or 2, as the pairing lists them) the file says played Black


def recorded(pairing: Pairing) -> Recorded | None:
    if pairing.known_handicap is None:
        return None
    return Recorded(pairing.known_handicap, (1 if pairing.black_first else 2) if pairing.colours else None)


def differs(found: Recorded, stones: int, black: int, nigiri: bool) -> bool:
    """Whether the file's game is not the system's: other stones, or other colours."""
    if found.stones != stones:
        return True
    if found.black is None:
        return False
    return nigiri or found.black != black


def compensated(stones: int) -> Fraction:
    """The rank difference a handicap of ``stones`` compensates, by ``game``'s arithmetic."""
    return effective_rank_difference(MODELS[TABLE_MODEL], TABLE_BOARD, RULESETS[TABLE_RULES], stones,
                                     HANDICAP_KOMI).rank_difference


@dataclass(frozen=True)
class GapRow:
    gap: Fraction
    games: int
    black_points: Fraction

    @property
    def black_score(self) -> Fraction:
        return self.black_points / self.games


def handicap_games(played: tuple[PlayedGame, ...]) -> list[GapRow]:
    """The handicap games (one stone or more) grouped by their gap, smallest gap first."""
    games: dict[Fraction, int] = defaultdict(int)
    points: dict[Fraction, Fraction] = defaultdict(Fraction)
    for game in played:
        if game.stones < 1:
            continue
        gap = (game.white_rank - game.black_rank) - compensated(game.stones)
        games[gap] += 1
        points[gap] += game.black_score
    return [GapRow(gap, games[gap], points[gap]) for gap in sorted(games)]
