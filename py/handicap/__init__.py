"""Fair handicaps for Go and chess: a pure-Python engine, run in the browser by Pyodide.

``handicap.calculate(request) -> reply`` is the JSON boundary (:func:`handicap.api.calculate`,
typed: :mod:`handicap.reply_types`); the command line is ``handicap`` or ``python -m handicap``::

    >>> import handicap
    >>> handicap.calculate({"command": "go", "board": 9, "rank_diff": 8})["stones"]
    2
"""

from .api import calculate
from .version import __version__

__all__ = ["__version__", "calculate"]
