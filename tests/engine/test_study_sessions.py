"""The study's games kept in the engine between its requests (``study/sessions.py``): the page reads
its files into a session (``study-read`` with ``session``/``session_part``) and studies it (``study``
with ``session``), so no message carries the games. A session's study is the study the page asked
before, when every record came back to the page and went to the engine again (``games``, ``read``,
``problems``), figure for figure and word for word, under each model, bin width, board, choice and
with the CSV's rows; a read out of turn, a session not held or let go is an error on ``session``.

The games are the real ones of tests/fixtures/study/gnugo/ (GNU Go's NNGS and KGS games,
repository runningskull/gnugo, commit 84a32e9cee2a70c0ec6ef58c1be279fed84a9a53; SOURCES.md there),
in a .zip and a .tar.gz made here (``tests/support/study_games.py``) and read in slices, as the
page reads a big archive; and an EGD table OpenGotha exported (lucvannier/opengotha, SOURCES.md)."""

from __future__ import annotations

import base64
import io
import json
import zipfile
from typing import Any

import pytest

from handicap import api
from handicap.study import sessions, sources
from tests.support.study_games import GAMES, GNUGO, dated_archive

TABLE = min(GNUGO.parent.glob("*.h9"))


def _ask(request: dict[str, Any]) -> dict[str, Any]:
    # through JSON, as the page's worker asks (calculate_json): what crosses is what a reply carries
    reply: dict[str, Any] = json.loads(api.calculate_json(json.dumps(request)))
    return reply


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, str]]:
    """A .zip of the 283 games, a .tar.gz of 600 dated copies, a table and a file not read."""
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as z:
        for path in GAMES:
            z.write(path, f"gnugo/{path.name}")
        z.writestr("notes.txt", "not a game record")
    tgz = dated_archive(tmp_path_factory.mktemp("study") / "KGS-00.tar.gz", 0, 600)
    return [{"name": "gnugo.zip", "base64": base64.b64encode(packed.getvalue()).decode()},
            {"name": "KGS-00.tar.gz", "base64": base64.b64encode(tgz.read_bytes()).decode()},
            {"name": TABLE.name, "text": TABLE.read_text(encoding="utf-8")}]


SLICE = 100  # a .zip's files a read takes (the page's ZIP_MEMBERS, smaller: several slices here)


def _reads(files: list[dict[str, str]], session: str | None) -> list[dict[str, Any]]:
    """Every file read as the page reads them: each file a batch, each archive in slices."""
    replies, part = [], 0
    for file in files:
        start = 0
        while True:
            request: dict[str, Any] = {"command": "study-read", "files": [file], "start": start, "count": SLICE}
            if session is not None:
                request.update(session=session, session_part=part)
            reply = _ask(request)
            assert "error" not in reply, reply
            replies.append(reply)
            part += 1
            start += SLICE
            if start >= reply["members"]:
                break
    return replies


def _sent_back(replies: list[dict[str, Any]], **settings: Any) -> dict[str, Any]:
    """The study as the page asked it before: every record, what each file gave, the files not read."""
    return _ask({"command": "study", "games": [g for r in replies for g in r["games"]],
                 "read": [f for r in replies for f in r["read"]],
                 "problems": [p for r in replies for p in r["problems"]], **settings})


SETTINGS = [
    {},
    {"model": "ogs"},
    {"model": "ogs", "bin": "0.25"},
    {"bin_games": "40"},
    {"board": "19", "programs": "exclude"},
    {"exclude_players": "GnuGo*", "results": "no_time"},
    {"unsure_ranks": "exclude", "max_komi": "7", "pro_ranks": "amateur", "rules": "chinese"},
    {"rows": True},
    {"model": "ogs", "rows": True},
    {},  # the first again, after the others: from what the session keeps
]


def test_a_sessions_study_is_the_study_of_every_record_sent_back(files):
    """Under every setting in turn, each study of the session (the games examined again or, for
    another model or bin width, the counts kept) equals the study of every record sent back."""
    before = _reads(files, None)
    kept = _reads(files, "s1")
    assert [r["games"] for r in kept] == [[]] * len(kept)  # no read reply carries the games
    assert kept[-1]["session_games"] == sum(len(r["games"]) for r in before) > 800
    assert [{k: v for k, v in r.items() if k != "games"} for r in before] == \
           [{k: v for k, v in r.items() if k not in ("games", "session", "session_games")} for r in kept]
    for settings in SETTINGS:
        expected = _sent_back(before, **settings)
        assert "error" not in expected and expected["counts"]["studied"] > 0
        assert _ask({"command": "study", "session": "s1", **settings}) == expected, settings
    assert expected["counts"]["set_apart"] > 0 and expected["problems"]  # notes.txt: not read
    sessions.drop("s1")


def test_a_session_keeps_the_damaged_files_warning_the_command_line_gives(files):
    """An SGF cut off inside a game: the session's study warns of it, as the command line's study
    of the same file does (the records sent back never said so)."""
    cut = GAMES[0].read_text(encoding="utf-8")[:200]
    damaged = [{"name": "cut.sgf", "text": cut}, files[2]]
    _reads(damaged, "cut")
    reply = _ask({"command": "study", "session": "cut"})
    whole = _ask({"command": "study", "files": damaged})
    assert [w["code"] for w in reply["warnings"]] == [w["code"] for w in whole["warnings"]]
    assert "damaged" in [w["code"] for w in reply["warnings"]]
    sessions.drop("cut")


def test_a_read_out_of_turn_or_a_session_not_held_is_an_error_on_session(files):
    file = [files[2]]
    first = _ask({"command": "study-read", "files": file, "session": "s2", "session_part": 0})
    assert first["session_games"] > 0
    # part 2 before part 1: a part sent again to a restarted worker, or one lost
    late = _ask({"command": "study-read", "files": file, "session": "s2", "session_part": 2})
    assert late["error"]["field"] == "session" and "choose the files again" in late["error"]["message"]
    again = _ask({"command": "study-read", "files": file, "session": "s2", "session_part": 1})
    assert again["session_games"] == 2 * first["session_games"]
    # part 0 starts the session anew
    anew = _ask({"command": "study-read", "files": file, "session": "s2", "session_part": 0})
    assert anew["session_games"] == first["session_games"]
    api.drop_study("s2")
    for request in ({"command": "study", "session": "s2"},
                    {"command": "study-read", "files": file, "session": "s2", "session_part": 1},
                    {"command": "study", "session": "never"}):
        assert _ask(request)["error"]["field"] == "session"
    for name in ("", " \n", "x" * 65, 7, ["a"]):
        reply = _ask({"command": "study", "session": name, "games": []})
        if isinstance(name, str) and not name.strip():
            continue  # blank: no session (as every optional field)
        assert reply["error"]["field"] == "session" and "1 to 64" in reply["error"]["message"], name


def test_a_sessions_games_count_towards_one_studys_limit(files, monkeypatch):
    """The reads of one session hold at most MAX_RECORDS games together: the file where it stopped is
    named once, and the later reads add nothing (each read had a limit of its own before)."""
    monkeypatch.setattr(sources, "MAX_RECORDS", 150)
    replies = _reads(files, "full")
    assert replies[-1]["session_games"] == 150
    stopped = [p for r in replies for p in r["problems"] if "150" in p["message"]]
    assert len(stopped) == 1
    assert _ask({"command": "study", "session": "full"})["counts"]["records"] == 150
    sessions.drop("full")


def test_at_most_a_few_sessions_are_kept_the_oldest_let_go_first(files):
    file = [files[2]]
    for n in range(sessions.MAX_SESSIONS + 1):
        assert "error" not in _ask({"command": "study-read", "files": file, "session": f"many-{n}"})
    assert sessions.names() == [f"many-{n}" for n in range(1, sessions.MAX_SESSIONS + 1)]
    assert _ask({"command": "study", "session": "many-0"})["error"]["field"] == "session"
    for name in sessions.names():
        sessions.drop(name)
    assert sessions.names() == []


def test_a_session_study_may_add_games_and_files_of_its_own(files):
    """``session`` with ``games`` and ``files``: the session's games first, then the request's."""
    _reads([files[2]], "mixed")
    table = _ask({"command": "study-read", "files": [files[2]]})
    records = table["games"]
    both = _ask({"command": "study", "session": "mixed", "games": records})
    alone = _ask({"command": "study", "session": "mixed"})
    # a table's games have no key (nothing tells a game found twice): each copy is studied
    assert both["counts"]["records"] == 2 * alone["counts"]["records"] > 0
    assert both["counts"]["studied"] == 2 * alone["counts"]["studied"]
    sessions.drop("mixed")
