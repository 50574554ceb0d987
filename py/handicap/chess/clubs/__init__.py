"""Chess clubs' published time-odds tables, one module each (its source and its table), read by the
chess methods' registry (``chess/methods.py``)."""
