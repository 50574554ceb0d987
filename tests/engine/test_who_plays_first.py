"""Who plays first, said in the Go answer and written in its SGF: after two or more placed
handicap stones White plays first (the board caption says so, the SGF carries PL[W], as the
clock's SGF already did); with one stone Black simply moves first (no PL); an even game has no
handicap to say it of. Checked on every stone count and by sgfmill, an SGF reader others wrote."""

from __future__ import annotations

import pytest
import sgfmill.sgf

from handicap.api import calculate


def go(stones: int, board: int = 19, lang: str = "en") -> dict:
    reply = calculate({"command": "go", "system": "custom", "club_ranks_per_stone": "1", "board": board,
                       "rules": "japanese", "rank_diff": stones, "lang": lang})
    assert "error" not in reply and reply["stones"] == stones, reply
    return reply


@pytest.mark.parametrize("stones", range(10))
@pytest.mark.parametrize("board", [19, 13, 9])
def test_the_caption_and_the_sgf_say_who_plays_first(stones: int, board: int) -> None:
    reply = go(stones, board)
    root = sgfmill.sgf.Sgf_game.from_string(reply["sgf"]).get_root()
    if stones >= 2:
        assert reply["board_caption"].endswith(" White plays first.")
        assert root.get("PL") == "w"
        assert len(root.get("AB")) == stones
    else:
        assert "White plays first" not in reply["board_caption"]
        assert not root.has_property("PL")
    if stones == 1:
        assert "Black simply moves first" in reply["board_caption"]


def test_the_go_tabs_sgf_matches_the_clocks() -> None:
    reply = go(4)
    side = {"base": "10", "overtime": "byoyomi", "periods": 5, "period": 30}
    clock = calculate({"command": "go-clock", **{f"{k}{n}": v for k, v in side.items() for n in (1, 2)},
                       "board": 19, "handicap": 4, "komi": 0.5, "rules": "japanese", "black": 1})
    assert "error" not in clock, clock
    assert reply["sgf"].endswith("AB[pd][dp][pp][dd]PL[W])")
    assert "PL[W]" in clock["sgf"]


def test_japanese_caption_says_white_plays_first() -> None:
    assert go(4, lang="ja")["board_caption"].endswith("白が先に打ちます。")
