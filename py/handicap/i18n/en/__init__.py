"""The en catalogue: the union of engine.py and page.py (see handicap.i18n)."""
