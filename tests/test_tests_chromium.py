"""Which Chromium the end-to-end tests launch (tests/support/chromium.py): the headless shell where
one is installed, the full browser for everything that measures the page for users (the
benchmark, the screenshots), and $CHROMIUM_PATH over both. The executables here are empty files
written by the test: what is checked is the choice, not a browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import chromium


@pytest.fixture()
def binaries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """A full Chromium and a headless shell at made-up paths, no Playwright browser."""
    made = {}
    for name in ("chromium", "chromium-headless-shell", "another-chromium"):
        (tmp_path / name).write_text("")
        made[name] = str(tmp_path / name)
    monkeypatch.setattr(chromium, "playwright_chromium", lambda: None)
    monkeypatch.setattr(chromium, "system_chromium", lambda: made["chromium"])
    monkeypatch.delenv("CHROMIUM_PATH", raising=False)
    monkeypatch.setenv("CHROMIUM_HEADLESS_SHELL_PATH", made["chromium-headless-shell"])
    return made


def test_the_tests_run_in_the_headless_shell_the_bench_in_the_full_browser(binaries: dict[str, str]):
    assert chromium.launch_options(headless_shell=True)["executable_path"] == binaries["chromium-headless-shell"]
    assert chromium.launch_options()["executable_path"] == binaries["chromium"]
    assert chromium.launch_options(headless_shell=True)["args"] == chromium.CHROMIUM_ARGS


def test_without_a_headless_shell_the_tests_run_in_the_full_browser(binaries: dict[str, str],
                                                                    monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("CHROMIUM_HEADLESS_SHELL_PATH", binaries["chromium"] + "-missing")
    monkeypatch.setattr(chromium, "DEBIAN_HEADLESS_SHELL", ())
    monkeypatch.setattr(chromium.shutil, "which", lambda name: None)
    assert chromium.system_headless_shell() is None
    assert chromium.launch_options(headless_shell=True)["executable_path"] == binaries["chromium"]


def test_chromium_path_names_the_browser_for_both(binaries: dict[str, str], monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("CHROMIUM_PATH", binaries["another-chromium"])
    monkeypatch.setattr(chromium, "system_chromium", lambda: binaries["another-chromium"])
    assert chromium.system_headless_shell() is None
    assert chromium.launch_options(headless_shell=True)["executable_path"] == binaries["another-chromium"]
