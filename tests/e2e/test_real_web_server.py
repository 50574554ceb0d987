"""The built site on a real web server, as a host serves it: Debian's nginx with its Brotli module,
configured by the repository's own deploy/nginx.conf (brotli_static and gzip_static: the wasm's
precompressed copies by Accept-Encoding), over HTTPS on localhost with a certificate of a local CA
that each browser is made to trust in its own profile (tests/support/local_ca.py), so that the
browsers offer Brotli and register the service worker as on a real deployment.

In Chromium, Firefox and WebKit: a first visit answers, and the wasm and the trimmed stdlib each
crossed the wire once, as Brotli (nginx's access log: its Content-Encoding and the bytes it sent,
which are the .br's); the service worker's install revalidated them instead of downloading them
again, and keeps them apart from Workbox's list; a return visit to the
embedded view answers; with nginx stopped and the wasm kept from the visit dropped, the page
answers offline from the service worker's copy. Every expected answer is the engine's own
(handicap.api.calculate). One nginx a test, started in milliseconds, stopped to go offline."""

from __future__ import annotations

import gzip
import subprocess
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType

from handicap.api import calculate
from tests.support import local_ca, nginx
from tests.support.browsers import BrowserPage, open_page, wait_for
from tests.support.browsers import missing as missing_browsers

LINK = "/?mode=go&scale=diff&diff=4&system=jewdan&board=13&rules=japanese&counting=area&dmode=auto&kmode=auto"
REQUEST = {"command": "go", "system": "jewdan", "board": "13", "rules": "japanese", "counting": "area",
           "rank_diff": "4", "difference_mode": "auto", "komi_mode": "auto"}
EMBED = "/?embed=1&theme=light&mode=go&system=jewdan&board=9&counting=territory&diff=8"
EMBED_REQUEST = {"command": "go", "system": "jewdan", "board": "9", "counting": "territory", "rank_diff": "8"}
WASM = "/static/vendor/pyodide/pyodide.asm.wasm"
STDLIB = "/static/boot/stdlib.zip"
READY = "() => document.querySelector('[data-testid=engine-status]')?.dataset.state === 'ready'"
STONES = "() => document.querySelector('#panel-go [data-testid=stones]')?.textContent"
# Nothing left to do (static/app.js's handicapActivity): the other tabs' modules, fetched after the
# answer, have arrived. Leaving a page before that cuts their imports off, which Firefox reports as
# the service worker's "unexpected error", in the console the next page's errors are read from.
SETTLED = "() => globalThis.handicapActivity?.() === 0"
CONTROLLED = "() => navigator.serviceWorker.controller !== null"
# The wasm kept from the last visit dropped: offline, the next boot needs the service worker's copy.
DROP_KEPT_WASM = "async () => [await caches.delete('handicap-wasm'), await caches.has('handicap-wasm')]"
# What the service worker keeps of the wasm over HTTPS: file names in its wasm cache.
PRECACHED_WASM = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith("fair-handicap-wasm-"));
  if (!name) return [];
  return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.split("/").pop());
}"""
# The same of the trimmed stdlib: file names in its cache, and whether Workbox's app cache has its .gz.
PRECACHED_STDLIB = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith("fair-handicap-stdlib-"));
  const kept = name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.split("/").pop()) : [];
  const app = (await caches.keys()).find((n) => n.startsWith("fair-handicap-app-"));
  const listed = app ? (await (await caches.open(app)).keys()).some((r) => r.url.includes("stdlib.zip")) : null;
  return [kept, listed];
}"""

gaps = {name: gap for name, gap in (("nginx", nginx.missing()), ("certificates", local_ca.missing())) if gap}
pytestmark = pytest.mark.skipif(bool(gaps), reason="; ".join(gaps.values()))


@pytest.fixture(scope="module")
def ca(tmp_path_factory: pytest.TempPathFactory) -> local_ca.LocalCA:
    return local_ca.local_ca(tmp_path_factory.mktemp("local-ca"))


@pytest.fixture()
def site(built_app: Path, ca: local_ca.LocalCA, tmp_path: Path) -> Iterator[nginx.Nginx]:
    server = nginx.start_nginx(built_app, ca.cert, ca.key, tmp_path / "nginx")
    try:
        yield server
    finally:
        server.stop()


def stones(request: dict[str, str]) -> str:
    return str(calculate(dict(request))["stones"])


def wasm_answers(server: nginx.Nginx) -> list[nginx.Answer]:
    return [answer for answer in server.answers() if answer.path.startswith(WASM)]


def check_brotli(server: nginx.Nginx, built_app: Path, times: int | None = 1) -> None:
    """The wasm crossed the wire as Brotli (the .br's bytes), ``times`` times in all; asked for
    again only to be revalidated (the service worker's install: 304). WebKit downloads it again:
    on the install (its HTTP cache does not answer the install's revalidation of the 9.6 MB a worker
    read; the same over HTTP with the .gz) and in some runs on the return visit (its worker's
    request not answered from the service worker's copy): for WebKit (``times`` None) every
    download is Brotli, at least one."""
    brotli = (built_app / WASM.lstrip("/")).with_name("pyodide.asm.wasm.br").stat().st_size
    sent = [(a.path, a.status, a.encoding, a.body_bytes) for a in wasm_answers(server) if a.status == 200]
    expected = [(WASM, 200, "br", brotli)] * (times if times is not None else max(1, len(sent)))
    assert sent == expected, wasm_answers(server)
    assert all(a.status == 304 for a in wasm_answers(server) if a.status != 200), wasm_answers(server)


def check_stdlib_brotli(server: nginx.Nginx, built_app: Path, times: int | None = 1) -> None:
    """The trimmed stdlib crossed the wire as Brotli (its .br's bytes, scripts/build.mjs), the zip
    itself asked for, ``times`` times in all (None: at least once, every time Brotli, as WebKit's
    wasm in check_brotli); its gzipped copy never sent, revalidations aside."""
    brotli = (built_app / f"{STDLIB.lstrip('/')}.br").stat().st_size
    answers = [a for a in server.answers() if a.path.startswith(STDLIB)]
    sent = [(a.path, a.status, a.encoding, a.body_bytes) for a in answers if a.status == 200]
    expected = [(STDLIB, 200, "br", brotli)] * (times if times is not None else max(1, len(sent)))
    assert sent == expected, answers
    assert all(a.status == 304 for a in answers if a.status != 200), answers


def fetch_body(url: str, ca: local_ca.LocalCA, encoding: str) -> tuple[dict[str, str], bytes]:
    """The answer's headers and its body as it crossed the wire (urllib decodes nothing)."""
    import ssl

    context = ssl.create_default_context(cafile=str(ca.ca))
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding})
    with urllib.request.urlopen(request, context=context) as response:
        return dict(response.headers), response.read()


def fetch_head(url: str, ca: local_ca.LocalCA, encoding: str) -> tuple[dict[str, str], int]:
    headers, body = fetch_body(url, ca, encoding)
    return headers, len(body)


def brotli_decoded(body: bytes) -> bytes:
    """A Brotli body decoded by Node's zlib (the standard library here has no Brotli)."""
    script = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(0)))"
    done = subprocess.run(["node", "-e", script], input=body, capture_output=True, check=True)
    return done.stdout


def test_nginx_sends_the_copy_each_request_accepts(site: nginx.Nginx, built_app: Path, ca: local_ca.LocalCA):
    """By Accept-Encoding: the .br with Content-Encoding br, the .gz with gzip, the wasm as it is
    with neither; always as application/wasm with Vary; the copies themselves as the files they are."""
    vendor = built_app / "static" / "vendor" / "pyodide"
    for accepted, encoding, file in [("gzip, deflate, br, zstd", "br", "pyodide.asm.wasm.br"),
                                     ("gzip", "gzip", "pyodide.asm.wasm.gz"), ("identity", None, "pyodide.asm.wasm")]:
        headers, length = fetch_head(site.url + WASM, ca, accepted)
        assert headers["Content-Type"] == "application/wasm"
        assert headers.get("Content-Encoding") == encoding
        assert "Accept-Encoding" in headers["Vary"]
        assert length == (vendor / file).stat().st_size
        assert "'wasm-unsafe-eval'" in headers["Content-Security-Policy"]
    headers, length = fetch_head(site.url + WASM + ".gz", ca, "gzip, br")
    assert "Content-Encoding" not in headers and length == (vendor / "pyodide.asm.wasm.gz").stat().st_size
    headers, _ = fetch_head(site.url + "/static/vendor/pyodide/pyodide.mjs", ca, "gzip")
    assert headers["Content-Type"].startswith("text/javascript") and headers["Content-Encoding"] == "gzip"


@pytest.mark.parametrize("path, file, type_", [
    ("/", "index.html", "text/html"),
    ("/static/vendor/pyodide/pyodide.asm.mjs", "static/vendor/pyodide/pyodide.asm.mjs", "text/javascript"),
    ("/static/engine.json", "static/engine.json", "application/json"),
    ("/static/app.js", "static/app.js", "text/javascript"),
    ("/sw.js", "sw.js", "text/javascript"),
    ("/static/boot/stdlib.zip", "static/boot/stdlib.zip", "application/zip"),  # a zip of bytecode, not text
])
def test_nginx_sends_the_text_files_brotli_copies(site: nginx.Nginx, built_app: Path, ca: local_ca.LocalCA,
                                                   path: str, file: str, type_: str):
    """What a first visit reads before its answer, as a browser over HTTPS asks for it: the build's
    Brotli copy (scripts/precompress.mjs; the trimmed stdlib's, scripts/build.mjs), whose bytes
    decode to the file's own, with the file's type; gzipped where only gzip is offered (the
    stdlib's .gz copy)."""
    original = (built_app / file).read_bytes()
    headers, body = fetch_body(site.url + path, ca, "gzip, deflate, br, zstd")
    assert headers.get("Content-Encoding") == "br", (path, headers)
    assert headers["Content-Type"].startswith(type_) and "Accept-Encoding" in headers["Vary"]
    assert body == (built_app / f"{file}.br").read_bytes()
    assert brotli_decoded(body) == original
    assert len(body) < 0.9 * len(gzip.compress(original, 6)), (path, len(body))  # worth its copy
    headers, body = fetch_body(site.url + path, ca, "gzip")
    assert headers.get("Content-Encoding") == "gzip" and gzip.decompress(body) == original


def visit(page: BrowserPage | Any, url: str, request: dict[str, str]) -> None:
    """Open ``url``, wait for the engine's answer (WebKit boots Pyodide slowly: under a heavy
    load, more than the 120 s the other files wait; a cap, not a sleep), then for the page to
    have nothing left to do, as a person reading the answer leaves it."""
    page.goto(url)
    want = stones(request)
    try:
        wait_for(page, READY, timeout_s=300, what="the engine to be ready")
        wait_for(page, f"() => ({STONES})() === {want!r}", timeout_s=120, what=f"{want} stones")
        wait_for(page, SETTLED, timeout_s=120, what="the page to settle")
    except TimeoutError as error:  # what the page said, beside what it did not do
        state = page.evaluate("() => [document.querySelector('[data-testid=engine-status]')?.textContent,"
                              " document.querySelector('#panel-go')?.textContent?.slice(0, 300)]")
        errors = page.console_errors() if hasattr(page, "console_errors") else getattr(page, "errors", [])
        raise AssertionError(f"{error}; status and panel: {state}; console errors: {errors}") from error


def journey(page: BrowserPage | Any, site: nginx.Nginx, built_app: Path, wasm_downloads: int | None = 1) -> None:
    """First visit, return visit (the embed), offline: the same steps in every browser."""
    visit(page, site.url + LINK, REQUEST)
    wait_for(page, CONTROLLED, timeout_s=120, what="the service worker to take control")
    check_brotli(site, built_app, wasm_downloads)
    check_stdlib_brotli(site, built_app, wasm_downloads)
    assert page.evaluate(PRECACHED_WASM) == ["pyodide.asm.wasm"]
    assert page.evaluate(PRECACHED_STDLIB) == [["stdlib.zip"], False]
    visit(page, site.url + EMBED, EMBED_REQUEST)  # a return visit, to the embedded view
    check_brotli(site, built_app, wasm_downloads)
    check_stdlib_brotli(site, built_app, wasm_downloads)
    assert page.evaluate(DROP_KEPT_WASM)[1] is False
    site.stop()  # really offline: nothing answers any more
    visit(page, site.url + LINK, REQUEST)


class PlaywrightPage:
    """A Playwright page behind the small interface of tests/support/browsers.py's pages."""

    name = "chromium"

    def __init__(self, page: Any) -> None:
        self._page = page
        self.errors: list[str] = []
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))

    def goto(self, url: str) -> None:
        self._page.goto(url)

    def evaluate(self, fn: str, arg: Any = None) -> Any:
        return self._page.evaluate(fn, arg)


def test_chromium_on_nginx(browser_type_launch_args: dict, browser_type: BrowserType, site: nginx.Nginx,
                           built_app: Path, ca: local_ca.LocalCA, tmp_path: Path):
    home = local_ca.chromium_home(ca, tmp_path / "home")
    browser = browser_type.launch(**browser_type_launch_args, env={"HOME": str(home)})
    try:
        page = PlaywrightPage(browser.new_page())
        journey(page, site, built_app)
        assert page.errors == []
    finally:
        browser.close()


@pytest.mark.skipif("firefox" in missing_browsers(), reason=missing_browsers().get("firefox", ""))
def test_firefox_on_nginx(site: nginx.Nginx, built_app: Path, ca: local_ca.LocalCA, tmp_path: Path):
    profile = local_ca.firefox_profile(ca, tmp_path / "firefox-profile")
    with open_page("firefox", firefox_profile=profile) as page:
        journey(page, site, built_app)
        assert page.console_errors() == []


@pytest.mark.skipif("webkit" in missing_browsers(), reason=missing_browsers().get("webkit", ""))
def test_webkit_on_nginx(site: nginx.Nginx, built_app: Path, ca: local_ca.LocalCA, tmp_path: Path):
    from tests.support.browsers import WEBKIT_DRIVER

    driver = local_ca.webkit_driver_trusting(ca, tmp_path / "webkit", WEBKIT_DRIVER)
    with open_page("webkit", webkit_driver=driver) as page:
        journey(page, site, built_app, wasm_downloads=None)
        assert page.console_errors() == []
