"""Every count a derivation writes takes the language's plural form ("= 1 stone", "= 2 stones";
French "1 pierre", German "1 Stein"): a step's words that put a number before a countable noun are
a plural entry of the catalogues (``msgid_plural``, each language's ``msgstr[n]``), said with
``say_plural`` and the number they count. A negative count takes its size's form ("−1 point")."""

from __future__ import annotations

import re

import pytest

from handicap.api import calculate
from handicap.i18n import say_plural, using
from handicap.i18n.po import LOCALE, read

# A placeholder then a noun that counts it, in the English template: "{value} stones", "{big_k:.1f} points".
COUNTED = re.compile(r"\{[a-z_]+(?::[^}]*)?\} (?:stones?|points?|ranks?|moves?|games?|players?|boards?|periods?"
                     r"|lines?|seconds?|minutes?|doublings?)\b")
TEMPLATE = read(LOCALE / "engine.pot")
STEP_IDS = sorted(e.context for e in TEMPLATE.entries if e.context and ".step." in e.context)


def test_the_derivations_words_are_found():
    assert len(STEP_IDS) > 50
    assert "go.step.jewdan.handicap_value.working" in STEP_IDS and "game.step.head_start.working" in STEP_IDS


def test_every_count_in_a_derivation_is_a_plural_entry():
    """A step whose English counts something ("= {value} stones") has the plural forms, so that a
    language says 1 in its singular."""
    by_id = TEMPLATE.by_id()
    counted = [i for i in STEP_IDS if COUNTED.search(by_id[i].msgid) or COUNTED.search(by_id[i].plural or "")]
    assert len(counted) >= 10
    assert [i for i in counted if by_id[i].plural is None] == []


# (request, the step, what it reads for a count of 1 and for a count of 2, by language)
JEWDAN = {"command": "go", "system": "jewdan"}
ONE_AND_TWO = {
    "en": ("= 1 stone", "= 2 stones"), "fr": ("= 1 pierre", "= 2 pierres"), "de": ("= 1 Stein", "= 2 Steine"),
    "ja": ("= 1子", "= 2子"), "ko": ("= 1점", "= 2점"), "zh": ("= 1子", "= 2子"),
}


@pytest.mark.parametrize("lang", list(ONE_AND_TWO))
def test_the_jewdan_handicap_value_says_one_stone_in_the_singular(lang):
    one, two = ONE_AND_TWO[lang]
    steps = {s["key"]: s for s in calculate({**JEWDAN, "rank_diff": "1.5", "lang": lang})["steps"]}
    assert steps["handicap_value"]["working"].endswith(one), steps["handicap_value"]["working"]
    steps = {s["key"]: s for s in calculate({**JEWDAN, "rank_diff": "2.5", "lang": lang})["steps"]}
    assert steps["handicap_value"]["working"].endswith(two), steps["handicap_value"]["working"]


@pytest.mark.parametrize(("lang", "count", "words"), [
    ("en", -1, "−1 point = x"), ("en", -12, "−12 points = x"), ("en", 1, "1 point = x"), ("en", 0, "0 points = x"),
    ("fr", -1, "−1 point = x"), ("fr", 0, "0 point = x"), ("fr", 2, "2 points = x"),
    ("de", -1, "−1 Punkt = x"), ("de", 3, "3 Punkte = x"),
])
def test_a_negative_count_takes_its_sizes_form(lang, count, words):
    with using(lang):
        assert say_plural("go.step.goldis.log_difference.working", count, points=count, log="x") == words


def test_the_game_check_says_its_points_in_the_plural_form_of_their_count():
    """The game check's derivation (stone value, head start, points per rank) in French and German."""
    request = {"command": "game", "board": 19, "rules": "japanese", "stones": 3, "komi": "0.5"}
    for lang, noun in (("fr", "points"), ("de", "Punkte")):
        steps = {s["key"]: s["working"] for s in calculate({**request, "lang": lang})["steps"]}
        assert steps["stone_value"].endswith(f" {noun}") and steps["head_start"].endswith(f" {noun}"), steps
