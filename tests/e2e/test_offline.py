"""The installed app: the manifest, the service worker that precaches everything (Pyodide's 9.6 MB
wasm included), working offline from a `npm run build` copy, a new deployment offered as
"New version — reload", and a page that refuses an engine of another version."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from handicap import i18n
from tests.support.deploy import NEW_VERSION, copy_app, set_version
from tests.support.languages import TRANSLATED
from tests.support.page import (
    BOOT_TIMEOUT_MS,
    busy_core,
    empty_app_cache,
    service_worker_state,
    wait_for_engine,
    wait_for_new_service_worker,
    wait_for_service_worker,
)
from tests.support.server import ROOT, start_server, stop_server, wait_for_boot_assets

VERSION = json.loads((ROOT / "package.json").read_text())["version"]
PYODIDE = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def cached_urls(page: Page) -> dict[str, list[str]]:
    return page.evaluate("""async () => {
        const out = {};
        for (const name of await caches.keys()) {
            out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        }
        return out;
    }""")


def test_manifest_names_the_app_and_its_icons():
    manifest = json.loads((ROOT / "static" / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "../" and manifest["theme_color"].startswith("#")
    sizes = {}
    for icon in manifest["icons"]:
        path = ROOT / "static" / icon["src"]
        data = path.read_bytes()
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n", path
            width, height = struct.unpack(">II", data[16:24])
            assert icon["sizes"] == f"{width}x{height}", path
            sizes.setdefault(icon["purpose"], set()).add(width)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]


@pytest.fixture(scope="module")
def dist(built_app: Path) -> Path:
    return built_app


def test_build_precaches_every_file_the_app_needs(dist: Path):
    sw = (dist / "sw.js").read_text()
    urls = set(re.findall(r'"url": "([^"]+)"', sw))
    for needed in ["index.html", "static/app.js", "static/engine.json", "static/manifest.webmanifest",
                   "static/vendor/pyodide/pyodide.asm.wasm.gz", "static/boot/stdlib.zip.gz",
                   "static/vendor/pyodide/pyodide.mjs", "static/vendor/pyodide/pyodide.asm.mjs",
                   "static/vendor/pyodide/pyodide.asm.wasm.br",  # precached instead where Brotli is decoded
                   "static/vendor/pyodide/pyodide-lock.engine.json", "static/icons/icon-192.png",
                   "static/views/clock/clock-panel.js", "static/views/clock/clock-view.js",
                   "static/views/clock/clock-core.js",
                   *(f"static/vendor/words/{lang}.json" for lang in TRANSLATED)]:
        assert needed in urls, needed
    # What the app boots from instead, and the shipped snapshot, which an offline visitor does not
    # need (storage: they stay out of the visitor's caches).
    for not_needed in ["static/vendor/pyodide/pyodide.asm.wasm", "static/vendor/pyodide/python_stdlib.zip",
                       "static/vendor/pyodide/pyodide-lock.json", "static/boot/snapshot.bin.gz"]:
        assert not_needed not in urls, not_needed
    # The Brotli copies of text files a negotiating host sends in their place (scripts/precompress.mjs):
    # built, and not precached twice (the service worker keeps what a fetch of the file gave).
    copies = sorted(str(path.relative_to(dist)) for path in dist.rglob("*.br") if path.suffixes[-2] != ".wasm")
    assert {"index.html.br", "sw.js.br", "static/app.js.br", "static/engine.json.br",
            "static/vendor/pyodide/pyodide.asm.mjs.br"} <= set(copies), copies
    assert not urls & set(copies), urls & set(copies)
    assert all((dist / url).is_file() for url in urls)
    assert f'"app":"{VERSION}"' in sw and f'"pyodide":"{PYODIDE}"' in sw


def test_built_copy_works_offline(browser: Browser, dist: Path):
    proc, url = start_server(args=("--dir", str(dist)))
    context = browser.new_context(base_url=url)
    try:
        page = context.new_page()
        page.goto("/?board=9&counting=territory&diff=8")
        wait_for_engine(page)
        expect(page.get_by_test_id("stones")).to_have_text("2")
        status = page.get_by_test_id("engine-status")
        first_boot = status.get_attribute("data-boot")
        assert first_boot in ("shipped", "plain")  # as the link looked to a busy thread
        if first_boot == "plain":  # the next visit restores what this one saves
            expect(status).to_have_attribute("data-snapshot", "saved", timeout=BOOT_TIMEOUT_MS)
        wait_for_service_worker(page)
        expect(page.get_by_test_id("offline-status")).to_be_visible()
        caches = cached_urls(page)
        # The wasm Chromium boots from (it has no Brotli decoder): the .gz, not the .br too.
        assert "/static/vendor/pyodide/pyodide.asm.wasm.gz" in caches[f"fair-handicap-pyodide-{PYODIDE}"]
        assert "/static/vendor/pyodide/pyodide.asm.wasm.br" not in caches[f"fair-handicap-pyodide-{PYODIDE}"]
        assert "/static/engine.json" in caches[f"fair-handicap-app-{VERSION}"]
        assert "/static/boot/stdlib.zip.gz" in caches[f"fair-handicap-app-{VERSION}"]
    finally:
        stop_server(proc)  # really offline: nothing answers any more

    context.set_offline(True)
    page.reload()
    wait_for_engine(page)
    # Offline, from what the first visit left: the shipped snapshot it downloaded whole (the HTTP
    # cache keeps it), or the snapshot its plain boot saved.
    expect(status).to_have_attribute("data-boot", "shipped" if first_boot == "shipped" else "snapshot")
    page.get_by_label("Board size").select_option(label="13×13")
    page.get_by_label("Counting").select_option(label="Area (Chinese, AGA)")
    page.get_by_label("Ranks between the players").fill("4")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")
    # The chess clock offline too: its view, its modules, its settings checked by the engine
    page.goto("/?mode=clock&base1=5:00&inc1=2&base2=3:00&inc2=2")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-time-2")).to_have_text("3:00")
    page.get_by_role("button", name="Start").click()
    expect(page.get_by_test_id("clock-side-1")).to_have_attribute("data-running", "true")
    context.close()


def test_service_worker_fetches_what_its_cache_cannot_give(browser: Browser, server_url: str):
    """A precached file the cache cannot give (emptied, still being filled, a storage error) comes
    from the network: the service worker never fails a request the network could answer, so a
    tab whose module is imported after the first result still opens."""
    context = browser.new_context(base_url=server_url)
    answered_by_worker = []
    context.on("requestfinished", lambda request: answered_by_worker.append(request.url)
               if request.service_worker else None)
    try:
        page = context.new_page()
        page.goto("/?board=9&counting=territory&diff=8")
        wait_for_engine(page)
        wait_for_service_worker(page)
        assert empty_app_cache(page.evaluate) == 1
        page.goto("/?mode=round")
        wait_for_engine(page)
        expect(page.get_by_role("tab", name=re.compile("round", re.IGNORECASE))).to_have_attribute("aria-selected", "true")
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        # The view's own module came through the service worker, from the network.
        assert any(url.endswith("/round-panel.js") for url in answered_by_worker), answered_by_worker
    finally:
        context.close()


def test_precache_revalidates_what_the_first_visit_loaded(browser: Browser, server_url: str):
    """The service worker's install asks the server whether the files the page has just loaded
    changed (If-None-Match, answered 304 from the HTTP cache) instead of downloading them again.
    The gzipped wasm is the exception where the HTTP cache does not keep a 3.6 MB file (as in
    this off-the-record context)."""
    context = browser.new_context(base_url=server_url)
    finished = []
    context.on("requestfinished", lambda request: finished.append(request))
    try:
        page = context.new_page()
        page.goto("/?board=9&counting=territory&diff=8")
        wait_for_engine(page)
        wait_for_service_worker(page)
        page_loaded = {r.url for r in finished if not r.service_worker}
        installed = [r for r in finished if r.service_worker and r.url in page_loaded]
        assert len(installed) >= 15, [r.url for r in installed]
        downloaded_again = [r.url for r in installed if "if-none-match" not in r.all_headers()
                            and not r.url.endswith(".wasm.gz")]
        assert downloaded_again == []
    finally:
        context.close()


def every_tab_answers(page: Page) -> None:
    """Each tab opened in turn shows its panel, and the tabs whose forms compute with their
    defaults show a result: each tab's module came (through the service worker)."""
    tabs = page.get_by_role("tab")
    for i in range(tabs.count()):
        tab = tabs.nth(i)
        tab.click()
        expect(tab).to_have_attribute("aria-selected", "true")
        panel = page.locator(f"#{tab.get_attribute('aria-controls')}")
        expect(panel).to_be_visible()
        if tab.get_attribute("data-mode") in ("go", "game", "chess"):
            expect(panel.locator("[data-testid$=result][data-state=result]").first).to_be_attached()


def test_new_deployment_is_offered_then_loaded(browser: Browser, tmp_path: Path, release_boot_assets: Path):
    """Under a busy CPU (a spinning process keeps one core busy): the first service worker installs
    while the page imports its later modules, then a new deployment's installs while the reloaded
    page, still on the old version, imports them again through the old worker. Every tab works
    throughout, nothing fails in the console, and the update is offered, waited for by the new
    worker's own state (its install takes a minute or more on a loaded machine). Both releases'
    boot assets come made (tests/support/deploy.py): deploying is writing the new version."""
    app_dir = tmp_path / "app"
    copy_app(app_dir, release_boot_assets)
    proc, url = start_server(cwd=app_dir)
    context = browser.new_context(base_url=url)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        with busy_core():
            page.goto("/?board=13&counting=area&diff=4")
            status = page.get_by_test_id("engine-status")
            wait_for_engine(page)
            expect(status).to_contain_text(f"version {VERSION}")
            every_tab_answers(page)
            wait_for_service_worker(page)
            banner = page.get_by_test_id("update-banner")
            expect(banner).to_be_hidden()

            set_version(app_dir, NEW_VERSION)
            wait_for_boot_assets(url)  # deployed: the host has all of the new version's files
            page.reload()
            wait_for_engine(page)
            every_tab_answers(page)  # while the new worker installs
            wait_for_new_service_worker(page.evaluate)
            expect(banner).to_be_visible()
            # Until the user says so, the open page keeps running one consistent, older version.
            expect(status).to_contain_text(f"version {VERSION}")

            page.get_by_role("button", name="New version — reload").click()
            expect(status).to_contain_text(f"version {NEW_VERSION}", timeout=BOOT_TIMEOUT_MS)
            wait_for_engine(page)
            expect(banner).to_be_hidden()
            every_tab_answers(page)
        page.goto("/?board=13&counting=area&diff=4")
        wait_for_engine(page)
        expect(status).to_contain_text(f"version {NEW_VERSION}")
        expect(page.get_by_test_id("stones")).to_have_text("2")
        expect(page.get_by_test_id("komi")).to_have_text("−0.5")
        assert service_worker_state(page.evaluate) == "active"
        caches = cached_urls(page)
        assert f"fair-handicap-app-{NEW_VERSION}" in caches
        assert f"fair-handicap-app-{VERSION}" not in caches  # the old version's files are gone
        assert f"fair-handicap-pyodide-{PYODIDE}" in caches  # Pyodide was not downloaded again
        assert errors == []
    finally:
        context.close()
        stop_server(proc)


def test_engine_of_another_version_is_refused(browser: Browser, server_url: str):
    """A front end never runs against another version's engine: it says so instead."""
    context = browser.new_context(base_url=server_url, service_workers="block")

    def other_version(route: Route) -> None:
        response = route.fetch()
        bundle = response.json()
        bundle["version"] = NEW_VERSION
        code = bundle["files"]["handicap/version.py"]  # where the engine's version is written
        bundle["files"]["handicap/version.py"] = re.sub(r'__version__ = "[^"]+"', f'__version__ = "{NEW_VERSION}"', code)
        route.fulfill(response=response, json=bundle)

    context.route("**/static/engine.json", other_version)
    page = context.new_page()
    page.goto("/")
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", "failed",
                                                                   timeout=BOOT_TIMEOUT_MS)
    expect(page.get_by_test_id("engine-error")).to_contain_text(
        i18n.catalogue("en")["page.status.version_mismatch"].format(page=VERSION, engine=NEW_VERSION))
    context.close()
