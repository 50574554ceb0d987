"""tests/support/browsers.py, the Firefox and WebKit helper the journeys in those browsers, the benchmark and
scripts/engine_screenshots.py use: a viewport of the size asked (a phone's 360 px too), the dark
colour scheme, screenshots of that size, and console errors seen."""

from __future__ import annotations

import struct
import time
from pathlib import Path

import pytest

from tests.support.browsers import BROWSERS, open_page, wait_for

# A page of our own: dark when the colour scheme says so, with a console error once loaded.
PAGE = ("data:text/html,<style>body{background:white}@media (prefers-color-scheme: dark){body{background:black}}"
        "</style><p>x</p>")


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("which", BROWSERS)
def test_phone_viewport_dark_scheme_screenshot_and_console(which: str, tmp_path: Path):
    with open_page(which, width=360, height=640, dark=True) as page:
        page.goto(PAGE)
        assert page.evaluate("() => [innerWidth, innerHeight]") == [360, 640]
        assert page.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches") is True
        assert page.evaluate("() => getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"
        shot = page.screenshot(tmp_path / "phone.png")
        assert png_size(shot) == (360, 640)
        page.viewport(1280, 800)
        assert wait_for(page, "() => innerWidth === 1280 && innerHeight === 800")
        assert png_size(page.screenshot(tmp_path / "desktop.png")) == (1280, 800)
        assert page.console_errors() == []
        page.evaluate("() => { console.error('seen', 42); setTimeout(() => { throw new Error('thrown'); }); }")
        errors: list[str] = []
        deadline = time.monotonic() + 10
        # (WebKit words an error thrown by a driver's script as "Script error.", as for another origin)
        while not (any("seen 42" in e for e in errors) and any("thrown" in e or "Script error" in e for e in errors)):
            assert time.monotonic() < deadline, f"console errors seen: {errors}"
            errors += page.console_errors()
            time.sleep(0.05)
    with open_page(which, width=400, height=300) as light:
        light.goto(PAGE)
        assert light.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches") is False
