"""Which compressed wasm each browser downloads: Brotli's (pyodide.asm.wasm.br, 19 % fewer bytes)
where DecompressionStream decodes "brotli" (Firefox), else the gzipped one (Chromium, WebKit);
the .gz when a host lacks the .br. The offline copy holds the same one, so a first visit and the
service worker's install take the wasm over the wire once, and offline it boots from it. What the
worker and the service worker asked for is read from the server's request log (`serve.mjs
--log`): a worker's fetches are out of WebDriver's sight. Every expected answer is the engine's
own (handicap.api.calculate)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from handicap.api import calculate
from tests.support.browsers import BrowserPage, missing, open_page, wait_for
from tests.support.build import linked_copy
from tests.support.page import wait_for_service_worker
from tests.support.server import start_server, stop_server

LINK = "/?mode=go&scale=diff&diff=4&system=jewdan&board=13&rules=japanese&counting=area&dmode=auto&kmode=auto"
REQUEST = {"command": "go", "system": "jewdan", "board": "13", "rules": "japanese", "counting": "area",
           "rank_diff": "4", "difference_mode": "auto", "komi_mode": "auto"}
WASM = "/static/vendor/pyodide/pyodide.asm.wasm"
CONTROLLED = "() => navigator.serviceWorker.controller !== null"
# The wasm files in the service worker's runtime cache.
PRECACHED_WASM = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith("fair-handicap-pyodide-"));
  const cache = await caches.open(name);
  return (await cache.keys()).map((r) => new URL(r.url).pathname.split("/").pop()).filter((f) => f.includes(".wasm")).sort();
}"""
# The wasm kept from the last visit dropped: the next boot needs a compressed one.
DROP_KEPT_WASM = "async () => [await caches.delete('handicap-wasm'), await caches.has('handicap-wasm')]"
READY = "() => document.querySelector('[data-testid=engine-status]')?.dataset.state === 'ready'"
STONES = "() => document.querySelector('#panel-go [data-testid=stones]')?.textContent"

needs_firefox = pytest.mark.skipif("firefox" in missing(), reason=missing().get("firefox", ""))
needs_webkit = pytest.mark.skipif("webkit" in missing(), reason=missing().get("webkit", ""))


@pytest.fixture(scope="module")
def dist(built_app: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`npm run build`: what a static host serves, the .br beside the .gz (a copy of its own: a test
    here hides the .br for a while)."""
    out = linked_copy(built_app, tmp_path_factory.mktemp("compressed-wasm") / "dist")
    assert (out / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm.br").exists()
    return out


@pytest.fixture()
def served(dist: Path, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """The build served with a request log: (base URL, log file)."""
    log = tmp_path / "requests.log"
    proc, base = start_server(args=("--dir", str(dist), "--log", str(log)))
    try:
        yield base, log
    finally:
        stop_server(proc)


def wasm_requests(log: Path) -> list[tuple[str, int]]:
    """The compressed wasm's requests, in the order they were answered: (file name, status)."""
    found = re.findall(r"^GET (\S*pyodide\.asm\.wasm\S*) (\d+)$", log.read_text() if log.exists() else "", re.MULTILINE)
    return [(path.rsplit("/", 1)[-1], int(status)) for path, status in found]


def answers(page: BrowserPage, base: str) -> None:
    page.goto(base + LINK)
    wait_for(page, READY, timeout_s=120, what="the engine to be ready")
    stones = str(calculate(dict(REQUEST))["stones"])
    wait_for(page, f"() => ({STONES})() === {stones!r}", timeout_s=60, what=f"{stones} stones")


@needs_firefox
def test_firefox_downloads_the_brotli_wasm_and_answers(served: tuple[str, Path]):
    base, log = served
    with open_page("firefox") as page:
        answers(page, base)
        # The first wasm the worker got is the .br.
        assert wasm_requests(log)[0] == ("pyodide.asm.wasm.br", 200)
        assert page.console_errors() == []


@needs_firefox
def test_firefox_takes_the_wasm_over_the_wire_once_for_a_visit_and_its_offline_copy(served: tuple[str, Path]):
    """The service worker precaches the .br the worker booted from: its install revalidates it
    (304, from the HTTP cache) and never asks for the .gz; offline, with no wasm kept from the
    visit, the worker boots from the precached .br."""
    base, log = served
    with open_page("firefox") as page:
        answers(page, base)
        wait_for(page, CONTROLLED, timeout_s=120, what="the service worker to take control")
        assert page.evaluate(PRECACHED_WASM) == ["pyodide.asm.wasm.br"]
        assert wasm_requests(log) == [("pyodide.asm.wasm.br", 200), ("pyodide.asm.wasm.br", 304)]
        assert page.evaluate(DROP_KEPT_WASM)[1] is False
        page.offline(True)  # type: ignore[attr-defined]  (FirefoxPage)
        try:
            answers(page, base)
        finally:
            page.offline(False)  # type: ignore[attr-defined]
        assert page.console_errors() == []


@needs_firefox
def test_firefox_falls_back_to_the_gz_where_the_host_has_no_br(served: tuple[str, Path], dist: Path):
    base, log = served
    br = dist / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm.br"
    hidden = br.with_name("hidden.br")
    shutil.move(br, hidden)
    try:
        with open_page("firefox") as page:
            answers(page, base)
            assert wasm_requests(log)[:2] == [("pyodide.asm.wasm.br", 404), ("pyodide.asm.wasm.gz", 200)]
            assert page.console_errors() == []
    finally:
        shutil.move(hidden, br)


@needs_webkit
def test_webkit_precaches_the_gz_and_answers_offline_from_it(dist: Path, tmp_path: Path):
    """WebKit has no Brotli decoder: it boots from the .gz, precaches it (never the .br) and,
    with the server gone and no wasm kept from the visit, boots from the precached .gz."""
    log = tmp_path / "requests.log"
    proc, base = start_server(args=("--dir", str(dist), "--log", str(log)))
    with open_page("webkit") as page:
        try:
            answers(page, base)
            wait_for(page, CONTROLLED, timeout_s=120, what="the service worker to take control")
            assert page.evaluate(PRECACHED_WASM) == ["pyodide.asm.wasm.gz"]
            assert {name for name, _ in wasm_requests(log)} == {"pyodide.asm.wasm.gz"}
            assert page.evaluate(DROP_KEPT_WASM)[1] is False
        finally:
            stop_server(proc)  # really offline: nothing answers any more
        answers(page, base)
        assert page.console_errors() == []


def test_chromium_downloads_the_gz_never_the_br(browser: Browser, served: tuple[str, Path]):
    base, log = served
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(base + LINK)
        stones = str(calculate(dict(REQUEST))["stones"])
        page.wait_for_function(f"() => ({STONES})() === {stones!r}", timeout=120_000)
        assert wasm_requests(log)[0] == ("pyodide.asm.wasm.gz", 200)
        wait_for_service_worker(page)  # and its install precached the .gz, not the .br
        assert all(name != "pyodide.asm.wasm.br" for name, _ in wasm_requests(log))
    finally:
        context.close()
