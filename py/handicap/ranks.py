"""Ranks and ratings on one scale: OGS's rank number, where 30 = 1d and 29 = 1k.

Source: ``ogs-automatic-handicap-wiki.txt`` ("the new (2021) formula"):

    rank   = ln(rating / 525) * 23.15
    rating = 525 * e^(rank / 23.15)

Rank numbers: 30k = 0 ... 1k = 29, 1d = 30 ... 9d = 38. Professional ranks continue above 9d
(1p = 39 ... 9p = 47) — a documented convention of this project, since the seeds give none;
OGS itself clamps rengo averages to "30k-9d, except for pros".
"""

from __future__ import annotations

import math
import re

from .errors import InvalidInput

OGS_RATING_AT_RANK_ZERO = 525.0
OGS_RANK_SCALE = 23.15
KYU_LIMIT, DAN_LIMIT, PRO_LIMIT = 30, 9, 9

_RANK_TEXT = re.compile(r"^\s*(\d{1,2})\s*(k|kyu|d|dan|p|pro)\s*$", re.IGNORECASE)


def rating_to_rank(rating: float) -> float:
    return math.log(rating / OGS_RATING_AT_RANK_ZERO) * OGS_RANK_SCALE


def rank_to_rating(rank: float) -> float:
    return OGS_RATING_AT_RANK_ZERO * math.exp(rank / OGS_RANK_SCALE)


def parse_rank(field: str, text: object) -> int:
    """"5k" -> 25, "2d" -> 31, "1p" -> 39; also "5 kyu", " 3D "."""
    match = _RANK_TEXT.match(text) if isinstance(text, str) else None
    allowed = "a rank from 30k to 1k, 1d to 9d or 1p to 9p (e.g. \"5k\", \"2d\")"
    if not match:
        raise InvalidInput(field, f"{text!r} is not {allowed}")
    number, kind = int(match.group(1)), match.group(2)[0].lower()
    limit = {"k": KYU_LIMIT, "d": DAN_LIMIT, "p": PRO_LIMIT}[kind]
    if not 1 <= number <= limit:
        raise InvalidInput(field, f"{text.strip()!r} is out of range; allowed: {allowed}")
    if kind == "k":
        return 30 - number
    if kind == "d":
        return 29 + number
    return 38 + number


def rank_label(rank: float) -> str:
    """OGS's display: the rank number rounded down, 29.x -> "1k", 30.x -> "1d"."""
    whole = math.floor(rank)
    if whole < 30:
        return f"{30 - whole}k"
    if whole < 39:
        return f"{whole - 29}d"
    return f"{whole - 38}p"
