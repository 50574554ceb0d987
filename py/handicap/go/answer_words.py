"""The answer in the words players use, beside its numbers: the komi said as who gives whom how
many points (a negative komi named as reverse komi, Japanese 逆コミ), the effective komi only
where the rules' handicap bonus makes it differ (and why), and the compact answer a phone keeps
in sight while the form is used (who takes Black · stones · komi in words).

The numbers come from ``solve.py``; this module only writes them (ids "go.komi_words.*", "go.komi_said.*",
"go.komi_short.*", "go.effective_words", "go.short.*", "answer.separator")."""

from __future__ import annotations

from fractions import Fraction

from ..i18n import say, say_plural
from .rules import Ruleset
from .solve import Game


def komi_words(komi: Fraction) -> str:
    """"Black gives White 6.5 points"; "Reverse komi: White gives Black 1.5 points"; "No komi".
    The ``_small`` forms are for less than 2 points (French writes "1,5 point")."""
    if komi == 0:
        return say("go.komi_words.none")
    kind = "white" if komi > 0 else "reverse"
    if abs(komi) < 2:  # 0.5, 1, 1.5: the form follows the komi (1 point; French 1,5 point)
        return say_plural(f"go.komi_words.{kind}_small", abs(komi), komi=abs(komi))
    return say(f"go.komi_words.{kind}", komi=abs(komi))


def komi_said(komi: Fraction) -> str:
    """The komi inside a sentence, as players say it: "komi 6.5", "reverse komi 1.5" (ja 逆コミ1目半,
    not コミ−1目半), "no komi"."""
    if komi == 0:
        return say("go.komi_said.none")
    return say("go.komi_said.white" if komi > 0 else "go.komi_said.reverse", komi=abs(komi))


def komi_short(komi: Fraction) -> str:
    """The komi in a table's cell or on a card, under the heading "Komi", as the language's players
    write it: "6.5", "reverse 1.5", "none"; ja "6目半", "逆コミ1目半", "なし" (never "−1.5")."""
    if komi == 0:
        return say("go.komi_short.none")
    return say("go.komi_short.white" if komi > 0 else "go.komi_short.reverse", komi=abs(komi))


def effective_words(game: Game) -> str | None:
    """Why the effective komi differs from the komi, shown beside it (None where it does not)."""
    ruleset: Ruleset | None = game.setup.ruleset
    if not game.bonus or ruleset is None:
        return None
    per = say("go.step.effective_komi.per_stone_after_first" if ruleset.bonus_skips_first
              else "go.step.effective_komi.per_stone")
    return say("go.effective_words", rules=say(f"go.rules.{ruleset.key}"), bonus=Fraction(game.bonus), per=per)


def short_answer(game: Game, black_text: str) -> str:
    """The answer bar's line: "Ann takes Black · 3 stones · Black gives White 0.5 points"."""
    h = game.handicap
    parts = [black_text if game.black is None else say("go.short.black", who=black_text)]
    if h.stones >= 2:
        parts.append(say("go.short.stones", stones=h.stones))
    parts.append(komi_words(h.komi))
    return say("answer.separator").join(parts)
