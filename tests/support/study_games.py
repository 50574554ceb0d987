"""Study inputs made of the real games of tests/fixtures/study/gnugo/ (GNU Go's NNGS and KGS games:
repository runningskull/gnugo, ``regression/games/nngs/`` and ``regression/games/kgs/``, commit
84a32e9cee2a70c0ec6ef58c1be279fed84a9a53; tests/fixtures/study/SOURCES.md), packed as the servers'
archives pack theirs: shared by the study's tests and by scripts/bench_study.py (`npm run bench`).

    dated_archives  .tar.gz archives of single-game SGF files in year and month folders, as
                    u-go.net's KGS archives hold theirs; copy i of a game is dated 1990-01-01
                    plus i ÷ 283 days (a DT[] of its own before the game's own), so that no two
                    copies are the same game (else a study counts the 283 once)
    collections     SGF files of several games each (a game after the other), the 283 repeated
    singles         single-game SGF files, the 283 repeated

The archives are the same bytes every time (the gzip header and the members dated 0), so a run can be
compared with another.
"""

from __future__ import annotations

import datetime
import gzip
import io
import tarfile
from pathlib import Path

GNUGO = Path(__file__).resolve().parents[1] / "fixtures" / "study" / "gnugo"
GAMES = sorted(GNUGO.glob("*.sgf"))


def game_bytes() -> list[bytes]:
    return [path.read_bytes() for path in GAMES]


def dated_game(data: list[bytes], i: int) -> tuple[str, bytes]:
    """Copy ``i`` of the games (game i mod 283), its member name and its bytes with its own date."""
    day = datetime.date(1990, 1, 1) + datetime.timedelta(days=i // len(data))
    game = data[i % len(data)].replace(b"(;", b"(;DT[%s]" % day.isoformat().encode(), 1)
    return f"kgs-19-{day.year}/{day.year}/{day.month:02d}/{i:07d}-{GAMES[i % len(data)].name}", game


def dated_archive(path: Path, first: int, count: int, data: list[bytes] | None = None, level: int = 6) -> Path:
    """One .tar.gz of the dated copies ``first`` to ``first + count - 1``, compressed at gzip's
    ``level`` (6: gzip's own and ``tar czf``'s; 1, the fastest, makes a 50,000-game archive in a
    quarter of the CPU time, 25 % bigger)."""
    data = data or game_bytes()
    with gzip.GzipFile(path, "wb", level, mtime=0) as packed, tarfile.open(fileobj=packed, mode="w") as tar:
        for i in range(first, first + count):
            name, game = dated_game(data, i)
            info = tarfile.TarInfo(name)
            info.size = len(game)
            tar.addfile(info, io.BytesIO(game))
    return path


def dated_archives(folder: Path, archives: int, per_archive: int, level: int = 6) -> list[Path]:
    """``archives`` .tar.gz files (KGS-00.tar.gz, …) of ``per_archive`` dated copies each, the
    copies numbered on from one archive to the next; those already in ``folder`` (made before with
    the same figures) kept."""
    data = game_bytes()
    made = []
    for a in range(archives):
        path = folder / f"KGS-{a:02d}.tar.gz"
        if not path.exists():
            dated_archive(path.with_suffix(".part"), a * per_archive, per_archive, data, level).rename(path)
        made.append(path)
    return made


def collections(folder: Path, files: int, per_file: int) -> None:
    data = game_bytes()
    for i in range(files):
        games = (data[(i * per_file + j) % len(data)] for j in range(per_file))
        (folder / f"games-{i:04d}.sgf").write_bytes(b"\n".join(games))


def singles(folder: Path, count: int) -> None:
    data = game_bytes()
    for i in range(count):
        (folder / f"game-{i:05d}.sgf").write_bytes(data[i % len(data)])
