"""Go: everything the Go commands (``go``, its tables and comparisons, ``go-round``, ``game``,
``go-clock``) know about a game, from request to reply.

    request.py, players.py, options.py   the request read once into typed values
    strength.py, solve.py, step.py       the rank difference and the arithmetic, each step shown
    rules.py, boards.py, clock.py        rulesets (komi, counting, bonus), stone placement, Go clocks
    effective.py, game_request.py        a given game's effective rank difference (``game``)
    overrides.py                         the organiser's stones and komi instead of the computed ones
    replies.py, words.py, answer_words.py   JSON-ready replies and their words
    round*.py, pairings.py, recorded.py, opengotha.py, table_csv.py   a tournament round and its tables

Subpackages: ``systems/`` (the handicap systems and their registry) and ``files/`` (the tournament
files ``go-round`` reads).
"""
