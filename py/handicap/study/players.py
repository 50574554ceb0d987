"""Who played a game, for the intervals that allow for players who repeat (``logistic.clustered``).

A player is the name the record gives (SGF ``PB``/``PW``), spaces collapsed and compared without
case (servers such as KGS and OGS keep one account per name whatever its case). Each game is put
in the cluster of one of its two players: the one who plays more of the studied games (on a tie,
the name that sorts first), so that every game of a prolific player — a bot with thousands of
games, a club's regular — falls in one cluster. This is one-way clustering on a key chosen per
game, as statsmodels' ``cov_type="cluster"`` takes one group a game. It does not also join the
games of the less frequent player (a game's two players would need two-way or dyadic clustering,
Cameron & Miller 2015, section IV; the dyadic estimator of Fafchamps & Gubert 2007), so it is the
narrower of those; docs/study.md says so.

A game whose record names neither player is a cluster of its own (a tournament table's games
carry no names here: they are clustered no more than the plain interval does).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence


def player_key(name: str) -> str:
    """The name as compared: spaces collapsed, case folded ("" for no name)."""
    return " ".join(name.split()).casefold()


def game_clusters(players: Sequence[tuple[str, str]]) -> list[str]:
    """Each game's cluster, for games given as (Black's name, White's name)."""
    keys = [(player_key(black), player_key(white)) for black, white in players]
    games = _games_per_player(keys)
    clusters = []
    for number, (black, white) in enumerate(keys):
        named = [name for name in (black, white) if name]
        if not named:
            clusters.append(f"#{number}")  # "#" never starts a cluster that is a name: names are "p:…"
            continue
        clusters.append("p:" + min(named, key=lambda name: (-games[name], name)))
    return clusters


def _games_per_player(keys: Iterable[tuple[str, str]]) -> Counter[str]:
    games: Counter[str] = Counter()
    for black, white in keys:
        if black:
            games[black] += 1
        if white and white != black:
            games[white] += 1
    return games
