"""``python -m handicap …``: the command line (``cli.py``)."""

import sys

from .cli import run

sys.exit(run())
