"""The rank difference of a game: from the two sides' strengths, with OGS's deviation rules and
the organiser's options applied, each step shown in the reply.

Order of work: strengths (on the McMahon basis, each side's McMahon score stands for its rank)
-> no handicap above a rank (each side's rank held at the threshold) -> raw difference -> OGS
deviation rules (either deviation > 160: difference 0; else either > 140: halved) -> rounded down
for systems with whole-rank tables -> difference mode (auto, none, custom, auto-1, auto-2, auto-3,
auto+1) -> handicap correction (ranks off the difference, never below 0). The stone ceiling is
applied by ``solve``, since it needs the system's stones.

The threshold, the correction and the McMahon basis follow OpenGotha (``Tournament.gameBetween``
with its ``HandicapParameterSet``: hdBasedOnMMS, hdNoHdRankThreshold, hdCorrection, hdCeiling):
``pseudoRank = min(rank or MMS, threshold)`` for each player, ``hd = pseudoRank1 − pseudoRank2``,
then the correction towards 0, then the ceiling. So 3d against 5k with the threshold at 1d is a
1d–5k game: five ranks before the correction.

Under Goldis's system the difference is (log rating A − log rating B) ÷ 100, through Table 1
for sides given as ranks; under every other system it is the difference of the OGS rank numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction

from .. import ranks
from ..errors import InvalidInput
from ..i18n import say
from ..text import show
from .options import MODE_SHIFT, Options
from .players import Player, Strength
from .step import Step
from .systems import GoSystem, goldis

DEVIATION_ZERO, DEVIATION_HALF = 160, 140  # OGS wiki, "Computation of number of stones"


@dataclass(frozen=True)
class Difference:
    strength: Strength
    raw: Fraction  # before deviation rules, rounding and options
    used: Fraction  # after all of them (before the stone ceiling)
    weaker: int | None  # 1 or 2: who takes Black if there is a handicap; None when equal
    steps: tuple[Step, ...]
    notes: tuple[tuple[str, str], ...]

    @property
    def players(self) -> tuple[Player, Player] | None:
        return self.strength.players


def _shown(player: Player) -> str:
    """A player's rank as the request's language writes it ("5級")."""
    return ranks.display(player.rank_label() or "")


def _given(player: Player, kind: str) -> str:
    """A player as a step names them: a rank as the language writes it (ja "1段", ko "8급"; the
    rank as given may be "1d"), anything else as given (a rating)."""
    return _shown(player) if kind == "ranks" and player.rank is not None else player.given


def players_step(strength: Strength) -> Step | None:
    """How the sides' strengths became rank numbers (none for a plain difference)."""
    if strength.players is None:
        return None
    a, b = strength.players
    if strength.kind == "ranks":
        assert a.rank is not None and b.rank is not None
        return Step("ranks", say("go.step.ranks.label"), say("go.step.ranks.formula"),
                    say("go.step.ranks.working", a=_shown(a), rank_a=Fraction(a.rank), b=_shown(b),
                        rank_b=Fraction(b.rank)), None, "strength")
    if strength.kind == "ratings":
        assert a.rank is not None and b.rank is not None
        return Step("ratings", say("go.step.ratings.label"), say(f"go.step.ratings.formula.{strength.rating_system}"),
                    say("go.step.ratings.working", a=a.given, rank_a=a.rank, label_a=_shown(a), b=b.given,
                        rank_b=b.rank, label_b=_shown(b)), None, "strength")
    if strength.kind == "log_ratings":
        assert a.log_rating is not None and b.log_rating is not None
        return Step("log_ratings", say("go.step.log_ratings.label"), say("go.step.log_ratings.formula"),
                    say("go.step.log_ratings.working", a=a.log_rating, level_a=goldis.level_label(float(a.log_rating)),
                        b=b.log_rating, level_b=goldis.level_label(float(b.log_rating))), None, "strength")
    assert a.rank is not None and b.rank is not None
    return Step("teams", say("go.step.teams.label"), say("go.step.teams.formula"),
                say("go.step.teams.working", a=a.given, rank_a=a.rank, b=b.given, rank_b=b.rank), None, "strength")


def _as_fraction(x: float) -> Fraction:
    """A float difference as an exact number, to 1e-9 (enough for any rating)."""
    return Fraction(round(x * 10**9), 10**9)


def _goldis_log(player: Player, number: int, field: str) -> Fraction:
    """``field``: the strength input the player came from (ranks, ratings or teams)."""
    if player.log_rating is not None:
        return player.log_rating
    assert player.rank is not None
    if not goldis.MIN_RANK <= player.rank <= goldis.MAX_RANK:
        raise InvalidInput(field, say("error.goldis.no_log_rating", given=player.given), number)
    return _as_fraction(goldis.rank_to_log_rating(player.rank))


def _rank_of(player: Player, number: int) -> float:
    if player.rank is None:
        raise InvalidInput("log_ratings", say("error.goldis.no_rank", given=player.given), number)
    return player.rank


def _signed_difference(strength: Strength, system: GoSystem, steps: list[Step]) -> Fraction:
    """Player 1's strength minus player 2's, in ranks (positive: player 2 is the weaker)."""
    assert strength.players is not None
    a, b = strength.players
    if system.key == goldis.SYSTEM.key:
        la, lb = _goldis_log(a, 1, strength.kind), _goldis_log(b, 2, strength.kind)
        signed = (la - lb) / 100
        steps.append(Step("difference", say("go.step.difference.label"), say("go.step.difference.formula.goldis"),
                          f"({show(la)} − {show(lb)}) ÷ 100 = {show(abs(signed))}", abs(signed), "strength"))
        return signed
    ra, rb = _rank_of(a, 1), _rank_of(b, 2)
    signed = _as_fraction(ra - rb)
    steps.append(Step("difference", say("go.step.difference.label"), say("go.step.difference.formula"),
                      say("go.step.difference.working", stronger=_as_fraction(max(ra, rb)),
                          weaker=_as_fraction(min(ra, rb)), difference=abs(signed)), abs(signed), "strength"))
    return signed


def _deviation_rule(deviations: tuple[Fraction, Fraction], used: Fraction, steps: list[Step]) -> Fraction:
    da, db = deviations
    top = max(da, db)
    if top > DEVIATION_ZERO:
        used, rule = Fraction(0), say("go.step.deviations.zero", limit=DEVIATION_ZERO)
    elif top > DEVIATION_HALF:
        used, rule = used / 2, say("go.step.deviations.half", limit=DEVIATION_HALF, difference=used / 2)
    else:
        rule = say("go.step.deviations.unchanged", zero=DEVIATION_ZERO, half=DEVIATION_HALF)
    steps.append(Step("deviations", say("go.step.deviations.label"),
                      say("go.step.deviations.formula", zero=DEVIATION_ZERO, half=DEVIATION_HALF),
                      say("go.step.deviations.working", a=da, b=db, rule=rule), used, "strength"))
    return used


def _whole(system: GoSystem, used: Fraction, steps: list[Step]) -> Fraction:
    if not system.whole_differences or used.denominator == 1:
        return used
    floored = Fraction(math.floor(used))
    steps.append(Step("round_down", say("go.step.round_down.label"), say("go.step.round_down.formula"),
                      f"{show(used)} → {show(floored)}", floored, "strength"))
    return floored


def _apply_mode(options: Options, used: Fraction, steps: list[Step]) -> Fraction:
    mode = options.difference_mode
    if mode == "auto":
        return used
    if mode == "none":
        steps.append(Step("difference_mode", say("go.step.mode.none.label"), say("go.step.mode.none.formula"),
                          f"{show(used)} → 0", Fraction(0), "strength"))
        return Fraction(0)
    if mode == "custom":
        assert options.custom_difference is not None
        custom = options.custom_difference
        steps.append(Step("difference_mode", say("go.step.mode.custom.label"), say("go.step.mode.custom.formula"),
                          f"{show(used)} → {show(custom)}", custom, "strength"))
        return custom
    shift = MODE_SHIFT[mode]
    sign = "+" if shift > 0 else "−"
    adjusted = max(Fraction(0), used + shift)
    steps.append(Step("difference_mode", say("go.step.mode.shift.label", shift=f"{sign}{abs(shift)}"),
                      say("go.step.mode.shift.formula", shift=f"{sign} {abs(shift)}"),
                      f"{show(used)} {sign} {abs(shift)} → {show(adjusted)}", adjusted, "strength"))
    return adjusted


def _mms_players(strength: Strength, options: Options, steps: list[Step]) -> Strength:
    """On the McMahon basis each side's McMahon score stands for its rank (OpenGotha:
    ``pseudoRank = MMS + MIN_RANK``, i.e. a score of 30 is 1d)."""
    if options.handicap_basis != "mms" or options.mms is None or strength.players is None:
        return strength
    a, b = strength.players
    ma, mb = options.mms
    steps.append(Step("mms", say("go.step.mms.label"), say("go.step.mms.formula"),
                      say("go.step.mms.working", a=a.given, mms_a=ma, rank_a=ranks.display(ranks.rank_label(float(ma))),
                          b=b.given, mms_b=mb, rank_b=ranks.display(ranks.rank_label(float(mb)))),
                      None, "strength"))
    players = (replace(a, rank=float(ma), log_rating=None), replace(b, rank=float(mb), log_rating=None))
    return replace(strength, players=players)


def _hold(player: Player, limit: int, text: str) -> Player:
    """A side's strength held at the threshold rank (a log rating at the threshold's, which needs
    the threshold inside Goldis's Table 1: 27k to 9p)."""
    if player.log_rating is not None:
        if not goldis.MIN_RANK <= limit <= goldis.MAX_RANK:
            raise InvalidInput("no_handicap_above", say("error.goldis.no_log_rating", given=text))
        top = _as_fraction(goldis.rank_to_log_rating(limit))
        return replace(player, log_rating=min(player.log_rating, top),
                       rank=None if player.rank is None else min(player.rank, limit))
    assert player.rank is not None
    return replace(player, rank=min(player.rank, limit))


def _apply_no_handicap_above(options: Options, strength: Strength, steps: list[Step]) -> Strength:
    """OpenGotha's "no handicap above": each side's rank is held at the threshold before the
    difference is taken (``pseudoRank = min(pseudoRank, hdNoHdRankThreshold)``)."""
    limit, text = options.no_handicap_above, options.no_handicap_above_text
    if limit is None or strength.players is None:
        return strength
    a, b = strength.players
    held = (_hold(a, limit, text), _hold(b, limit, text))
    shown_limit = ranks.display(ranks.rank_label(limit))
    moved = [say("go.step.no_handicap_above.working.held", player=_given(p, strength.kind), limit=shown_limit)
             for p, h in zip((a, b), held, strict=True) if (h.rank, h.log_rating) != (p.rank, p.log_rating)]
    working = say("list.separator").join(moved) if moved else say("go.step.no_handicap_above.working.unchanged",
                                                             limit=shown_limit)
    steps.append(Step("no_handicap_above", say("go.step.no_handicap_above.label"),
                      say("go.step.no_handicap_above.formula.held", limit=ranks.display(text)), working, None,
                      "strength"))
    return replace(strength, players=held)


def _apply_correction(options: Options, used: Fraction, steps: list[Step]) -> Fraction:
    """OpenGotha's handicap correction: ranks off the difference, never below an even game."""
    correction = options.handicap_correction
    if not correction or used == 0:
        return used
    corrected = max(Fraction(0), used - correction)
    shift = f"{'−' if correction > 0 else '+'} {abs(correction)}"
    steps.append(Step("handicap_correction", say("go.step.correction.label"),
                      say("go.step.correction.formula", shift=shift),
                      say("go.step.correction.working", before=used, shift=shift, after=corrected), corrected,
                      "strength"))
    return corrected


def derive(strength: Strength, options: Options, system: GoSystem) -> Difference:
    """The rank difference the system is given, and who is the weaker side."""
    steps: list[Step] = []
    first = players_step(strength)
    if first is not None:
        steps.append(first)
    # The difference is taken between the sides as the options see them (McMahon scores, ranks held
    # at the threshold); the reply still shows the players as given.
    seen = _apply_no_handicap_above(options, _mms_players(strength, options, steps), steps)
    notes: list[tuple[str, str]] = list(strength.notes)
    if strength.plain is not None:
        raw = strength.plain
        weaker: int | None = 2 if raw > 0 else None
    else:
        signed = _signed_difference(seen, system, steps)
        raw = abs(signed)
        weaker = None if signed == 0 else (2 if signed > 0 else 1)
    used = raw
    if strength.deviations is not None:
        used = _deviation_rule(strength.deviations, used, steps)
    used = _whole(system, used, steps)
    used = _apply_mode(options, used, steps)
    used = _whole(system, used, steps)  # a custom difference may have a fraction too
    used = _apply_correction(options, used, steps)
    if used > 0 and weaker is None:
        weaker = 2
        notes.append(("equal_players", say("go.warning.equal_players")))
    return Difference(strength, raw, used, weaker if used > 0 else None, tuple(steps), tuple(notes))
