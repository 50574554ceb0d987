"""Colours as the page computes them: an element's computed style, and WCAG's relative luminance
and contrast ratio of computed colours ("rgb(r, g, b)")."""

from __future__ import annotations

import re

from playwright.sync_api import Locator


def style(locator: Locator, prop: str) -> str:
    return locator.evaluate(f"e => getComputedStyle(e).{prop}")


def rgb(css: str) -> tuple[float, float, float]:
    values = [float(v) for v in re.findall(r"[\d.]+", css)[:3]]
    assert len(values) == 3, css
    return values[0], values[1], values[2]


def luminance(css: str) -> float:
    """WCAG relative luminance of a computed colour ("rgb(r, g, b)")."""
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb(css))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
