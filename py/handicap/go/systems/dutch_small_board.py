"""The Dutch 13×13 tournaments' handicaps, as the British Go Journal printed them for 9×9 (source:
Francis Roads, "9 x 9 Go Is A Real Game - Part I", British Go Journal No. 66, November 1985, page 22,
http://www.britgo.org/bgj/06622.html): "We borrowed the system used by the Dutch for their 13 x 13
tournaments [...] Black won 26 games and White 27, with two jigos".

The article's rule, komi whole points to White: "assume that komi is nine points, and that a one stone
handicap represents a difference of three dan or kyu grades. So for an even game White gets nine
komi; with one grade difference the stronger player (as white) gets only six points komi; with two
grades it is three and with three grades, zero. [...] for a four grade difference [...] the players
preferred to play an even game with black receiving three points komi. Five grades difference is a
two stone handicap (using the 3-3 points) with three komi for white, six is two stones with no komi,
seven is two stone with three komi for black and so on. If you regard five stones as the maximum
sensible handicap, you can accommodate a difference of 16 gra[des]".

    d = 0        an even game (nigiri), komi 9
    d = 1        the stronger player White, Black moves first, komi 6
    d ≥ 2        stones = 1 (Black moves first, no stone placed) for d ≤ 4, else 2 + (d − 5) div 3;
                 komi = (3, 0, −3)[(d − 2) mod 3]

Readings the tests name: "and so on" continues the article's three-grade cycle of komi 3, 0, −3 with
a stone more each cycle (its four grades, "even [...] black receiving three", is the first cycle's
end), which gives 5 stones at 16 grades as the article says; past 16 the pattern goes on and the
game is marked beyond the article's five stones. The komi is the article's whatever the rules, and
whole: who wins a tie is the rules' (the article's games had two jigos).
"""

from __future__ import annotations

from fractions import Fraction

from ...text import show
from ..rules import Counting, Ruleset
from .system import GoSystem, Handicap, even_with, stones_and_komi

KEY = "dutch-small-board"
BOARDS = (13, 9)
EVEN_KOMI = Fraction(9)
ONE_GRADE_KOMI = Fraction(6)
KOMI_CYCLE = (3, 0, -3)  # by (d − 2) mod 3
MAX_STONES = 5  # "five stones as the maximum sensible handicap"
LAST_DIFFERENCE = 16  # "you can accommodate a difference of 16 grades"


def stones_for(d: int) -> int:
    return 1 if d <= 4 else 2 + (d - 5) // 3


def dutch_small_board(d: Fraction, board: int, ruleset: Ruleset | None, counting: Counting) -> Handicap:
    assert d.denominator == 1
    d_int = d.numerator
    if d_int == 0:
        return even_with(EVEN_KOMI)
    stones = stones_for(d_int)
    if d_int == 1:
        komi = ONE_GRADE_KOMI
        komi_working = f"d = 1 → {show(komi)}"
    else:
        q, r = divmod(d_int - 2, 3)
        komi = Fraction(KOMI_CYCLE[r])
        komi_working = (f"{d_int} − 2 = 3 × {q} + {r} → ({', '.join(show(k) for k in KOMI_CYCLE)})[{r}] = "
                        f"{show(komi)}")
    stones_working = (f"{d_int} ≤ 4 → 1" if d_int <= 4 else f"2 + ⌊({d_int} − 5) / 3⌋ = {stones}")
    return stones_and_komi(KEY, stones, komi, stones_working, komi_working,
                           capped_at=MAX_STONES if d_int > LAST_DIFFERENCE else None)


SYSTEM = GoSystem(
    key=KEY,
    source="British Go Journal 66 (1985), 9 x 9 Go Is A Real Game: the Dutch 13×13 tournaments' system",
    boards=BOARDS,
    compute=dutch_small_board,
    komi_follows_rules=False,
    max_stones=lambda board: MAX_STONES,
)
