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
from .i18n import say
from .text import quote, trimmed

OGS_RATING_AT_RANK_ZERO = 525.0
OGS_RANK_SCALE = 23.15
KYU_LIMIT, DAN_LIMIT, PRO_LIMIT = 30, 9, 9

# A rank as players write it: "5k", "5 kyu", "2d", "1p", and the forms the replies show, so a
# rank copied from a reply reads back: East Asian "5級", "5级", "5급"; "2段", "2단"; French
# ordinals "5e kyu", "1er dan", "9e dan pro" (German "1. Dan" too).
# A professional rank as East Asian players write it: "プロ9段", "프로 9단", "职业9段".
PRO_PREFIX = r"プロ|프로|职业|職業"
RANK_UNIT = r"k|kyu|d|dan|p|pro|級|级|급|段|단"  # after the number (a pattern; readers of lines use it too)
ORDINAL = r"er|re|ère|e|ème|eme|\."  # between the number and the unit: "1er", "5e", "1."
PRO_SUFFIX = r"pro"  # after "dan": French "9e dan pro"
# The whole rank as a pattern for readers of lines (no groups): "3d", "5 kyu", "プロ9段", "8e kyu", "9e dan pro".
RANK_PATTERN = (rf"(?:(?:{PRO_PREFIX})\s*)?\d{{1,2}}\s*(?:(?:{ORDINAL})\s*)?(?:{RANK_UNIT})"
                rf"(?:\s*(?:{PRO_SUFFIX})(?![a-z]))?")
_RANK_TEXT = re.compile(rf"^\s*({PRO_PREFIX})?\s*(\d{{1,2}})\s*(?:(?:{ORDINAL})\s*)?({RANK_UNIT})"
                        rf"(?:\s*({PRO_SUFFIX}))?\s*$", re.IGNORECASE)
_KIND = {"級": "k", "级": "k", "급": "k", "段": "d", "단": "d"}


# OGS holds a rating within 100..6000 before turning it into a rank (online-go.com
# ``src/lib/rank_utils.ts``: rating_to_rank takes min(6000, max(100, rating)); its Glicko-2
# holds every result within the same bounds, goratings ``MIN_RATING`` / ``MAX_RATING``).
OGS_MIN_RATING, OGS_MAX_RATING = 100.0, 6000.0


def rating_to_rank(rating: float) -> float:
    return math.log(rating / OGS_RATING_AT_RANK_ZERO) * OGS_RANK_SCALE


def held_ogs_rating(rating: float) -> float:
    """An OGS rating as OGS reads it: held within 100..6000."""
    return min(OGS_MAX_RATING, max(OGS_MIN_RATING, rating))


def ogs_rating_held_note(what: str, rating: float) -> str | None:
    """The warning for an OGS rating OGS would hold at 100 or 6000 (None when it is within)."""
    held = held_ogs_rating(rating)
    if held == rating:
        return None
    return say("warning.ogs_rating_held", what=what, rating=trimmed(rating), held=trimmed(held),
               low=trimmed(OGS_MIN_RATING), high=trimmed(OGS_MAX_RATING))


def rank_to_rating(rank: float) -> float:
    return OGS_RATING_AT_RANK_ZERO * math.exp(rank / OGS_RANK_SCALE)


def allowed_ranks() -> str:
    """What a rank may be, in the request's language ("a rank from 30k to 1k, …")."""
    return _allowed_ranks()


def _allowed_ranks() -> str:
    """What a rank may be, for an error (written only when one is: a round reads thousands)."""
    return say("error.rank.allowed", kyu=display("30k"), one_kyu=display("1k"), one_dan=display("1d"),
               dan=display("9d"), pro=display("9p"), example=display("5k"), example2=display("2d"))


def parse_rank(field: str, text: object) -> int:
    """"5k" -> 25, "2d" -> 31, "1p" -> 39; also "5 kyu", " 3D "."""
    match = _RANK_TEXT.match(text) if isinstance(text, str) else None
    if not match:
        raise InvalidInput(field, say("error.value.is_not", value=quote(text), what=_allowed_ranks()))
    assert isinstance(text, str)  # a match means text
    professional, number, unit = match.group(1) or match.group(4), int(match.group(2)), match.group(3)
    kind = _KIND.get(unit, unit[0].lower())
    if professional:
        if kind != "d":
            raise InvalidInput(field, say("error.value.is_not", value=quote(text), what=_allowed_ranks()))
        kind = "p"
    limit = {"k": KYU_LIMIT, "d": DAN_LIMIT, "p": PRO_LIMIT}[kind]
    if not 1 <= number <= limit:
        raise InvalidInput(field, say("error.value.out_of_range", value=quote(text.strip()),
                                      allowed=_allowed_ranks()))
    if kind == "k":
        return 30 - number
    if kind == "d":
        return 29 + number
    return 38 + number


def display(label: str) -> str:
    """A rank label ("5k", "2d", "1p", "9d+") as the request's language writes it: ja "5級", "2段",
    "9段+"; fr "5e kyu", and "1er dan" for a first grade (its own message: an ordinal may differ there)."""
    if label.endswith("+"):
        return display(label[:-1]) + "+"
    number, kind = label[:-1], label[-1:]
    message = {"k": "rank.kyu", "d": "rank.dan", "p": "rank.pro"}.get(kind)
    if not (message and number.isdigit()):
        return label
    return say(f"{message}.first" if int(number) == 1 else message, n=number)


def rank_label(rank: float) -> str:
    """OGS's display: the rank number rounded down, 29.x -> "1k", 30.x -> "1d"."""
    whole = math.floor(rank)
    if whole < 30:
        return f"{30 - whole}k"
    if whole < 39:
        return f"{whole - 29}d"
    return f"{whole - 38}p"


def rating_rank_label(rank: float) -> str:
    """The rank of a rating (not of an entered rank) as OGS displays it (online-go.com
    ``src/lib/rank_utils.ts``, getUserRating's ``bounded_rank_label``: the rank held within
    [MinRank, MaxRank] = [25k, 9d]). Nobody is ranked professional by a rating, so above 9d it
    reads "9d+", never "1p" or "18p"; below 25k it reads "25k", never "69k".
    OGS appends the "+" only from its rank 40 (``rank > MaxRank + 1``), so a rating within the
    rank just above 9d reads "9d" there; here every rating above 9d's range carries the "+"."""
    if math.floor(rank) > OGS_MAX_AMATEUR_RANK:
        return rank_label(OGS_MAX_AMATEUR_RANK) + "+"
    return rank_label(max(rank, OGS_MIN_DISPLAYED_RANK))


# --- Limits, professional ranks and rengo teams ------------------------------------------------

OGS_MIN_RANK = 0  # 30k
OGS_MIN_DISPLAYED_RANK = 5  # 25k: OGS's MinRank, the lowest rank it shows for a rating
OGS_MAX_AMATEUR_RANK = 38  # 9d
OGS_MAX_RANK = 47  # 9p on this project's scale (see the module docstring)


def is_professional_text(text: object) -> bool:
    """True for rank text naming a professional grade ("3p", "3 pro")."""
    match = _RANK_TEXT.match(text) if isinstance(text, str) else None
    return match is not None and (bool(match.group(1) or match.group(4)) or match.group(3)[0].lower() == "p")


def clamp_rank(rank: float, *, professional: bool = False) -> float:
    """OGS's rengo limits: "30k-9d, except for pros who are higher" (wiki, Rengo). A professional
    is only held at the bottom; everyone else is held within 30k..9d."""
    high = OGS_MAX_RANK if professional else OGS_MAX_AMATEUR_RANK
    return min(max(rank, OGS_MIN_RANK), high)


def team_rank(members: list[tuple[float, bool]]) -> float:
    """A rengo / pair-go side's rank: each player's rank (rank number, is professional) is held
    within OGS's limits, then the side's rank is the plain average."""
    if not members:
        raise ValueError("a team needs at least one player")
    return sum(clamp_rank(rank, professional=pro) for rank, pro in members) / len(members)


# --- EGF ratings (GoR) -------------------------------------------------------------------------
# Convention (European Go Database, "EGF Official ratings system"; tabulated on Sensei's Library,
# "EGF Rating Per Rank"; the British Go Association's grading policy states it as
# strength = (rating - 2100) / 100 with 0 = 1 dan, -1 = 1 kyu): 100 GoR per grade, a dan grade d
# centred on 2000 + 100 d, a kyu grade k on 2100 - 100 k (so 2100 = 1d, 2000 = 1k, 100 = 20k),
# each grade spanning +/- 50. Professional grades p are centred on 2670 + 30 p (1p = 2700 = 7d).
# On the OGS scale (30 = 1d) that is rank = 30 + (GoR - 2100) / 100.

EGF_GOR_AT_1D = 2100.0
EGF_POINTS_PER_RANK = 100.0


def egf_to_rank(gor: float) -> float:
    return 30 + (gor - EGF_GOR_AT_1D) / EGF_POINTS_PER_RANK


def rank_to_egf(rank: float) -> float:
    return EGF_GOR_AT_1D + (rank - 30) * EGF_POINTS_PER_RANK


def egf_rank_label(gor: float) -> str:
    """The EGF grade a GoR belongs to (nearest grade centre, +/- 50): 2049 -> "1d", 1951 -> "1k"."""
    grade = math.floor((gor - EGF_GOR_AT_1D) / EGF_POINTS_PER_RANK + 0.5)
    return f"{grade + 1}d" if grade >= 0 else f"{-grade}k"


# --- AGA ratings -------------------------------------------------------------------------------
# Convention (American Go Association rating system; "The AGA Rating System: the most commonly
# asked questions", B. High, 1992: 100 rating points are about one stone; Sensei's Library, "AGA
# Rating System"): dan ratings are positive and kyu ratings negative, one unit per rank, read by
# truncating toward zero (5.0..5.99 is 5 dan, -5.0..-5.99 is 5 kyu); no rating lies strictly
# between -1 and 1, so 1.0 and -1.0 meet at the dan/kyu line. On the OGS scale:
#     rating >= 1:  rank = 29 + rating     (1.0 -> 30 = 1d, 1.5 -> 30.5)
#     rating <= -1: rank = 31 + rating     (-1.0 -> 30, -1.5 -> 29.5 = 1k)
# so a 1.5 and a -1.5 are one rank apart.


def aga_to_rank(rating: float) -> float:
    if -1 < rating < 1:
        raise ValueError("AGA ratings between -1 and 1 do not exist")
    return 29 + rating if rating >= 1 else 31 + rating


def rank_to_aga(rank: float) -> float:
    return rank - 29 if rank >= 30 else rank - 31


def aga_rank_label(rating: float) -> str:
    """AGA's reading: truncate toward zero; positive = dan, negative = kyu (5.9 -> "5d")."""
    if -1 < rating < 1:
        raise ValueError("AGA ratings between -1 and 1 do not exist")
    whole = int(rating)  # truncates toward zero
    return f"{whole}d" if whole > 0 else f"{-whole}k"
