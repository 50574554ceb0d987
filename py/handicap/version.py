"""The engine's version, written once: the package (``handicap.__version__``), the JSON boundary
(``api.version()``, which the page's worker compares with the front end's), the command line's
``--version`` and the build (scripts/engine-bundle.mjs reads this line) all take it from here, a
module that imports nothing, so no module has to import the package itself for it."""

__version__ = "0.1.0"
