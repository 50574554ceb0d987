"""The one build step pyproject.toml cannot say: the shell completion scripts, made when the
package is built from the command line's own parser (``handicap.completion``), and installed
where each shell looks for them beside the ``handicap`` command:

    share/bash-completion/completions/handicap   (bash-completion finds it from the command's prefix)
    share/zsh/site-functions/_handicap
    share/fish/vendor_completions.d/handicap.fish

So a pip-installed ``handicap`` completes on Tab with no step by the user and nothing run at
Tab time; ``handicap --completion SHELL`` still prints the same script. The scripts are written
into build/completions/ (never committed) on every build, so they always match the version built.
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
OUT = HERE / "build" / "completions"
# Where each shell's completion loader looks, relative to the install prefix, and the file's name.
PLACES = {"bash": ("share/bash-completion/completions", "handicap"),
          "zsh": ("share/zsh/site-functions", "_handicap"),
          "fish": ("share/fish/vendor_completions.d", "handicap.fish")}


def completion_scripts() -> list[tuple[str, list[str]]]:
    sys.path.insert(0, str(HERE / "py"))  # the package being built, not one installed
    from handicap import cli, completion

    parser = cli.build_parser()
    OUT.mkdir(parents=True, exist_ok=True)
    files = []
    for shell in completion.SHELLS:
        folder, name = PLACES[shell]
        path = OUT / name
        path.write_text(completion.script(shell, parser.prog, parser, cli.VALUES), encoding="utf-8")
        files.append((folder, [str(path.relative_to(HERE))]))
    return files


setup(data_files=completion_scripts())
