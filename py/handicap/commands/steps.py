"""One line of a derivation without a value, as the ``chess`` and ``game`` replies show it (the
``go`` reply's lines carry a value and a group as well: ``go/step.py`` and ``go/replies.py``)."""

from __future__ import annotations


def derivation_step(key: str, label: str, formula: str, working: str) -> dict[str, str]:
    """What is computed, the rule and the numbers put in, as the reply's ``steps`` list holds them."""
    return {"key": key, "label": label, "formula": formula, "working": working}
