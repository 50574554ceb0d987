"""The command line's study of real games gives, figure for figure and name for name, the replies
the study gave before its reading was made faster (the games' keys, the root reader, the worker
processes sending their games in chunks): the counts, the verdict and its intervals, the bins, the
fits, the duplicates named with their first copies, the games set apart with their reasons and
files, the files read, the warnings, and the CSV.

The games are the real ones of tests/fixtures/study/ (GNU Go's NNGS and KGS games, repository
runningskull/gnugo, commit 84a32e9cee2a70c0ec6ef58c1be279fed84a9a53; OpenGotha's EGD tables,
repository lucvannier/opengotha; SOURCES.md there), as files and folders, and packed here
(``tests/support/study_games.py``) the ways a study meets them: a .tar.gz of folders, a .zip of
the same games again, a gzipped SGF, a file of several games with repeats, the bench's dated
archives (one of them twice under another name).

tests/fixtures/study/replies_before.json holds the replies as the code before that work gave
them (its ``made_from`` commit), recorded with
``PYTHONPATH=py:. .venv/bin/python -m tests.engine.test_study_same_replies``. A deliberate change
of the study's words or figures records it again, and its diff shows what changed."""

from __future__ import annotations

import gzip
import io
import json
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.support.cli import run_cli_here
from tests.support.study_games import GAMES, GNUGO, dated_archives, dated_game, game_bytes

ROOT = Path(__file__).resolve().parents[2]
RECORDED = ROOT / "tests" / "fixtures" / "study" / "replies_before.json"
TABLES = sorted(GNUGO.parent.glob("*.h9"))
FOLDER = "kgs-19-2005/2005/04"

# each case: the command line's arguments after ``study``, in a folder that ``inputs`` made
CASES: dict[str, list[str]] = {
    "folder_and_tables": ["gnugo", "tables", "--json"],
    "choices": ["gnugo", "tables", "--model", "ogs", "--board", "19", "--programs", "exclude", "--results",
                "no_time", "--unsure-ranks", "exclude", "--bin-games", "20", "--json"],
    "archives": ["archives", "--json"],
    "archives_csv": ["archives", "--csv"],
    "dated_archives": ["dated", "--json"],
}


def _tar_gz(path: Path, members: list[tuple[str, bytes]]) -> None:
    with gzip.GzipFile(path, "wb", mtime=0) as packed, tarfile.open(fileobj=packed, mode="w") as tar:
        for name, data in members:
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def inputs(folder: Path) -> None:
    """The files the cases read, in ``folder``."""
    shutil.copytree(GNUGO, folder / "gnugo")
    (folder / "tables").mkdir()
    for table in TABLES:
        shutil.copy(table, folder / "tables" / table.name)
    data = game_bytes()
    archives = folder / "archives"
    archives.mkdir()
    # 150 dated copies, then the first 10 of them again at the end of the same archive, in a folder
    # "again" (a duplicate and its first copy in different chunks of the worker's games)
    dated = [dated_game(data, i) for i in range(150)]
    _tar_gz(archives / "a-dated-repeats.tar.gz", [*dated, *((f"again/{name}", game) for name, game in dated[:10])])
    # all 283 games in folders; then the KGS ones again in a .zip (each a duplicate of the tar's)
    _tar_gz(archives / "b-all.tar.gz", [(f"{FOLDER}/{p.name}", d) for p, d in zip(GAMES, data, strict=True)])
    with zipfile.ZipFile(archives / "c-kgs.zip", "w", zipfile.ZIP_DEFLATED) as packed:
        for path, game in zip(GAMES, data, strict=True):
            if path.name.startswith("kgs--"):
                packed.writestr(zipfile.ZipInfo(f"{FOLDER}/{path.name}"), game)
    (archives / "d-one.sgf.gz").write_bytes(gzip.compress(data[7], mtime=0))
    (archives / "e-collection.sgf").write_bytes(b"\n".join(data[i] for i in [*range(10, 20), *range(10, 15)]))
    (folder / "dated").mkdir()
    made = dated_archives(folder / "dated", 3, 700)
    shutil.copy(made[0], folder / "dated" / "KGS-03.tar.gz")  # the first archive again: 700 duplicates of its games


def run(args: list[str]) -> dict[str, Any]:
    """The command's answer: its exit status, stderr and stdout (as JSON where it is JSON)."""
    done = run_cli_here("study", *args)
    out: Any = json.loads(done.stdout) if "--json" in args else done.stdout.splitlines()
    return {"status": done.returncode, "stdout": out, "stderr": done.stderr.splitlines()}


def _recorded() -> dict[str, Any]:
    found: dict[str, Any] = json.loads(RECORDED.read_text("utf-8"))
    return found


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = tmp_path_factory.mktemp("study-inputs")
    inputs(made)
    return made


@pytest.mark.parametrize("case", list(CASES))
def test_the_study_gives_the_replies_recorded_before(case: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(folder)
    now = run(CASES[case])
    before = _recorded()["cases"][case]
    assert now["status"] == before["status"] == 0
    if isinstance(now["stdout"], dict):
        for key in before["stdout"]:  # key by key, so that a difference names its part of the reply
            assert now["stdout"][key] == before["stdout"][key], key
    assert now == before


@pytest.mark.parametrize("case", ["archives", "dated_archives"])
def test_two_workers_sending_small_chunks_give_the_same_replies(case: str, folder: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker processes (``cli._study``: one a core, each file to one of them in turn, its
    games sent back every ``STUDY_CHUNK`` games) give the reply of one process: the parent takes
    the files' games in the files' order, so the copy named first of a game found twice is the
    same. Here two workers and chunks of 23 games: a duplicate and its first copy in different
    chunks of one archive (a-dated-repeats.tar.gz), and in archives read by different workers
    (KGS-03.tar.gz, a copy of KGS-00.tar.gz)."""
    from handicap import cli as command_line
    monkeypatch.chdir(folder)
    monkeypatch.setattr(command_line, "_workers", lambda paths: 2)
    monkeypatch.setattr(command_line, "STUDY_CHUNK", 23, raising=False)
    now = run(CASES[case])
    assert now == _recorded()["cases"][case]
    reply = now["stdout"]
    if case == "dated_archives":
        assert reply["counts"]["duplicates"] == 700
        assert {(Path(d["source"]).parts[1], Path(d["first"]["source"]).parts[1]) for d in reply["duplicates"]} == {
            ("KGS-03.tar.gz", "KGS-00.tar.gz")}
    else:
        names = [dated_game(game_bytes(), i)[0] for i in range(10)]
        assert [(d["source"], d["first"]["source"]) for d in reply["duplicates"][:10]] == [
            (f"archives/a-dated-repeats.tar.gz/again/{name}", f"archives/a-dated-repeats.tar.gz/{name}")
            for name in names]


def record() -> None:
    """Run every case in a fresh folder and write the replies to RECORDED."""
    import os
    import tempfile
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        inputs(Path(tmp))
        here = os.getcwd()
        os.chdir(tmp)
        try:
            cases = {name: run(args) for name, args in CASES.items()}
        finally:
            os.chdir(here)
    RECORDED.write_text(json.dumps({"made_from": commit, "command": "PYTHONPATH=py:. .venv/bin/python -m "
                                    "tests.engine.test_study_same_replies", "cases": cases},
                                   ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(RECORDED, {name: len(json.dumps(c)) for name, c in cases.items()}, file=sys.stderr)


if __name__ == "__main__":
    record()
