"""Fair handicaps for Go and chess: a pure-Python engine, run in the browser by Pyodide.

The JSON boundary is :func:`handicap.api.calculate`; the command line is ``python -m handicap``.
"""

__version__ = "0.1.0"
