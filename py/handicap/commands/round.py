"""The ``go-round`` command: a tournament round in (pairings text or CSV, or an OpenGotha file and
a round), every board out. Read (``go/round.py``) -> solve each board as a single game ->
the reply (``go/round_replies.py``)."""

from __future__ import annotations

from ..fields import Request
from ..go.round import read_round, solve_round
from ..go.round_replies import Reply, round_json


def round_reply(request: Request) -> Reply:
    r = read_round(request)
    boards, errors = solve_round(r)
    return round_json(r, boards, errors)
