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
from functools import lru_cache


@lru_cache(maxsize=65536)  # a study's players come back game after game
def player_key(name: str) -> str:
    """The name as compared: spaces collapsed, case folded ("" for no name)."""
    return " ".join(name.split()).casefold()


def game_clusters(players: Sequence[tuple[str, str]]) -> list[str]:
    """Each game's cluster, for games given as (Black's name, White's name)."""
    keys = [(player_key(black), player_key(white)) for black, white in players]
    games = games_per_player((black, white, 1) for black, white in keys)
    clusters = []
    for number, (black, white) in enumerate(keys):
        cluster = cluster_of(black, white, games)
        clusters.append(f"#{number}" if cluster is None else cluster)  # "#" never starts a name's cluster
    return clusters


def cluster_of(black: str, white: str, games: Counter[str]) -> str | None:
    """The cluster of a game between two players' keys: "p:" and the key of the one who plays
    more of the games (``games``: from ``games_per_player``); None when it names neither (it is
    then a cluster of its own)."""
    if black and white:
        first = min((black, white), key=lambda name: (-games[name], name))
    else:
        first = black or white
    return "p:" + first if first else None


def games_per_player(games: Iterable[tuple[str, str, int]]) -> Counter[str]:
    """Each player's number of games, from (Black's key, White's key, games) triples."""
    counts: Counter[str] = Counter()
    for black, white, n in games:
        if black:
            counts[black] += n
        if white and white != black:
            counts[white] += n
    return counts
