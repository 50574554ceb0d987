"""The engine is a real Python package: a wheel built from the repository, and ``pip install``
of the source tree, each give ``import handicap`` (typed: ``py.typed``) and a ``handicap``
command in a fresh virtual environment, with the version written once (``handicap.__version__``).

The build also makes the shell completion scripts (setup.py) and installs them where bash, zsh and
fish look beside the command, each the same script ``handicap --completion SHELL`` prints.

The build runs on a copy of the files the package is made of (pyproject.toml, setup.py, README.md, py/),
so the repository gets no build/ or egg-info; it uses the test environment's setuptools
(``--no-build-isolation``) and installs with no index, so it needs no network."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from handicap import __version__

ROOT = Path(__file__).resolve().parents[2]


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args],
                   check=True, capture_output=True, text=True)


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tree = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    shutil.copytree(ROOT / "py", tree / "py", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return tree


def fresh_venv(path: Path) -> Path:
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True)
    return path / "bin"


def check_installed(bin_dir: Path, outside: Path, site: Path | None = None) -> None:
    """Run from a folder outside the repository, so only the installed copy can be found
    (``site``: the site-packages of an install into a prefix, put on PYTHONPATH)."""
    env = {**os.environ, "PYTHONPATH": str(site or "")}
    python = bin_dir / "python" if site is None else Path(sys.executable)
    probe = ("import handicap, handicap.api, importlib.resources as r, json; "
             "print(json.dumps([handicap.__file__, handicap.__version__, r.files('handicap').joinpath('py.typed').is_file(), "
             "handicap.api.calculate({'command': 'go', 'board': 9, 'rank_diff': 8})['stones'], "
             "handicap.api.calculate({'command': 'go', 'board': 9, 'rank_diff': 8, 'lang': 'ja'})['summary']]))")
    done = subprocess.run([str(python), "-c", probe], cwd=outside, capture_output=True, text=True, check=True,
                          env=env)
    file, version, typed, stones, japanese = __import__("json").loads(done.stdout)
    assert Path(file).is_relative_to(bin_dir.parent), file  # the installed copy, not py/
    assert (version, typed, stones) == (__version__, True, 2)
    assert japanese.endswith("コミ2目半。")  # the words from the installed catalogues (handicap/locale)
    shown = subprocess.run([str(bin_dir / "handicap"), "go", "--board", "9", "--rank-diff", "8"], cwd=outside,
                           capture_output=True, text=True, check=True, env=env)
    assert shown.stdout.startswith("9×9, territory counting, rank difference 8: the weaker player takes Black "
                                   "with 2 handicap stones; komi 2.5."), shown.stdout
    version_line = subprocess.run([str(bin_dir / "handicap"), "--version"], cwd=outside, capture_output=True,
                                  text=True, check=True, env=env)
    assert version_line.stdout.strip() == f"handicap {__version__}"
    for shell, installed in COMPLETIONS.items():
        printed = subprocess.run([str(bin_dir / "handicap"), "--completion", shell], cwd=outside,
                                 capture_output=True, text=True, check=True, env=env).stdout
        script = (bin_dir.parent / installed).read_text(encoding="utf-8")
        assert script == printed and "go-round" in script and "handicap-correction" in script, shell


# Where the built package puts each shell's completion script, under the install prefix.
COMPLETIONS = {"bash": "share/bash-completion/completions/handicap", "zsh": "share/zsh/site-functions/_handicap",
               "fish": "share/fish/vendor_completions.d/handicap.fish"}


def test_the_version_is_read_from_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "handicap.__version__"}
    assert project["project"]["scripts"] == {"handicap": "handicap.cli:run"}
    assert project["project"]["dependencies"] == []


@pytest.mark.long  # builds and installs into new virtual environments: npm test, not the light lane
def test_a_built_wheel_installs_the_package_and_the_command(source: Path, tmp_path: Path):
    pip("wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path / "dist"), str(source))
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    assert wheel.name == f"fair_handicap-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {str(p.relative_to(ROOT / "py")) for p in (ROOT / "py" / "handicap").rglob("*.py")}
    assert modules and modules <= names  # every module of the engine, none left behind
    assert "handicap/py.typed" in names
    catalogues = {str(p.relative_to(ROOT / "py")) for p in (ROOT / "py" / "handicap" / "locale").rglob("*.po*")}
    assert len(catalogues) == 12 and catalogues <= names  # the templates and every language's .po
    assert not any(name.startswith("tests/") for name in names)
    data = f"fair_handicap-{__version__}.data/data/"
    assert {data + place for place in COMPLETIONS.values()} <= names  # made at build time
    bin_dir = fresh_venv(tmp_path / "venv")
    pip("--python", str(bin_dir / "python"), "install", "--no-deps", "--no-index", str(wheel))
    check_installed(bin_dir, tmp_path)


@pytest.mark.long
def test_pip_install_of_the_source_tree(source: Path, tmp_path: Path):
    """``pip install .``, into a prefix (the build backend runs in the test environment, which has
    setuptools; a fresh venv would have to fetch it)."""
    prefix = tmp_path / "prefix"
    pip("install", "--no-deps", "--no-build-isolation", "--no-index", "--prefix", str(prefix), str(source))
    (site,) = prefix.glob("lib/python3*/site-packages")
    check_installed(prefix / "bin", tmp_path, site)
