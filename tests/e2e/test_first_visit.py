"""Every way the engine boots, and every fallback (static/worker/engine-worker.js):
- a first visit on a fast link restores the build's shipped snapshot and downloads neither
  Pyodide's 9.6 MB wasm nor its full stdlib;
- a first visit on a slow link boots plain from the gzipped wasm and the trimmed stdlib, and
  saves a snapshot; the next visit restores that;
- a bad saved snapshot (corrupt, another engine's, no key) is discarded; a missing, garbled or
  truncated shipped snapshot is passed over; a host with only Pyodide's own files, or one that
  un-gzips the .gz files on the way, still boots.
Each test uses a fresh browser context, so caches start empty."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, Route, expect

from tests.support.deploy import NEW_VERSION, copy_app, set_version
from tests.support.page import BOOT_TIMEOUT_MS, wait_for_engine
from tests.support.server import ROOT, start_server, stop_server, wait_for_boot_assets

CACHE = "handicap-engine-snapshot"
ENTRY = "/static/engine-snapshot.bin"
HEADER = "X-Handicap-Snapshot"
URL = "/?board=9&counting=territory&diff=8"  # 2 stones, komi 2.5 (seed table)
# Below the worker's 3 MB/s threshold for the shipped snapshot, fast enough for a quick test.
SLOW_LINK = {"offline": False, "latency": 20, "downloadThroughput": 1_200_000, "uploadThroughput": 1_200_000}


@pytest.fixture()
def context(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=server_url)
    yield context
    context.close()


def throttle(context: BrowserContext, page: Page, conditions: dict | None = SLOW_LINK) -> None:
    """Chromium's network emulation, which covers the page's workers too."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    off = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    cdp.send("Network.emulateNetworkConditions", conditions or off)


def visit(page: Page, url: str = URL) -> str:
    """Load the page, wait for the engine and the first result; return how it booted.
    Not waiting for the load event: under Chromium's network emulation it now and then never fires
    (microsoft/playwright#22676; the project's CI met it once: a 30 s timeout on a page that loads
    in under 1 s). What the tests judge, the engine's boot and its answer, is waited for."""
    page.goto(url, wait_until="commit")
    wait_for_engine(page)
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("2.5")
    return page.get_by_test_id("engine-status").get_attribute("data-boot")


def wait_for_snapshot(page: Page, state: str = "saved") -> None:
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-snapshot", state, timeout=BOOT_TIMEOUT_MS)


def stored_meta(page: Page) -> dict | None:
    text = page.evaluate(
        """async ([name, entry, header]) => {
             const response = await (await caches.open(name)).match(new URL(entry, location.href).href);
             return response ? response.headers.get(header) : null;
           }""",
        [CACHE, ENTRY, HEADER],
    )
    return json.loads(text) if text else None


def change_form_and_check(page: Page) -> None:
    """Two changes of the form, each answered by the engine (waited for as long as a boot may take:
    a worker just booted on a loaded machine answered after Playwright's usual 5 s)."""
    answered = {"timeout": BOOT_TIMEOUT_MS}
    page.get_by_label("Board size").select_option("13")
    page.get_by_label("Counting").select_option("area")
    page.get_by_label("Ranks between the players").fill("4")
    expect(page.get_by_test_id("stones")).to_have_text("2", **answered)
    expect(page.get_by_test_id("komi")).to_have_text("−0.5", **answered)
    page.get_by_label("Ranks between the players").fill("8")
    page.get_by_label("Board size").select_option("19")
    page.get_by_label("Counting").select_option("territory")
    expect(page.get_by_test_id("stones")).to_have_text("8", **answered)
    expect(page.get_by_test_id("komi")).to_have_text("−5.5", **answered)


def fetch(server_url: str, path: str) -> bytes:
    with urllib.request.urlopen(f"{server_url}{path}") as response:
        return response.read()


def expected_key(server_url: str) -> dict:
    """The key a saved snapshot of this checkout must carry, computed independently of the worker."""
    store = (ROOT / "static" / "worker" / "snapshot-store.js").read_text()
    pyodide_mjs = (ROOT / "static" / "vendor" / "pyodide" / "pyodide.mjs").read_text()
    return {
        "format": int(re.search(r"SNAPSHOT_FORMAT = (\d+)", store).group(1)),
        "pyodide": json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"],
        "build": re.search(r'BUILD_ID:"([0-9a-f]+)"', pyodide_mjs).group(1),
        "bundle": hashlib.sha256(fetch(server_url, "/static/engine.json")).hexdigest(),
        "stdlib": hashlib.sha256(gzip.decompress(fetch(server_url, "/static/boot/stdlib.zip.gz"))).hexdigest(),
    }


def downloads(context: BrowserContext) -> list[str]:
    """The URLs the page and its workers download (not the service worker's precache)."""
    urls: list[str] = []
    context.on("requestfinished", lambda request: None if request.service_worker else urls.append(request.url))
    return urls


def test_fast_link_first_visit_restores_the_shipped_snapshot_and_a_return_compiles_the_kept_wasm(
        context: BrowserContext):
    """A first visit on a fast link restores the shipped snapshot, downloading neither Pyodide's
    wasm nor its stdlib, and saves no snapshot; it keeps the wasm it downloaded (gzipped), and the
    returning visit compiles that kept copy and downloads none. (One test: the returning visit's
    first visit is this one; they were two tests booting the same first visit each.)"""
    urls = downloads(context)
    page = context.new_page()
    assert visit(page) == "shipped"
    change_form_and_check(page)
    fetched = {url.split("?")[0].rsplit("/static/", 1)[-1] for url in urls}
    assert {"vendor/pyodide/pyodide.asm.wasm.gz", "boot/stdlib.zip.gz", "boot/snapshot.bin.gz"} <= fetched
    assert not {"vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip"} & fetched
    # The other commands were imported into the snapshot: they answer too.
    page.get_by_role("tab", name="Chess time odds").click()
    page.get_by_label("Elo ratings").fill("1800, 2000") if page.get_by_label("Elo ratings").count() else None
    expect(page.get_by_test_id("result").first).to_have_attribute("data-state", re.compile("result|error"))

    kept = wait_for_kept_wasm(page)
    # Nothing is saved: the shipped snapshot is the fast path for the next visit too. (By now the
    # wasm, kept as the boot read its last byte, has long been written.)
    page.wait_for_timeout(1000)
    assert stored_meta(page) is None
    pyodide = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"]
    assert kept == {"bytes": (ROOT / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm").stat().st_size, "version": pyodide}
    # Downloaded once (gzipped) on the first visit; kept from that download, not fetched again.
    assert sum(url.endswith("/pyodide.asm.wasm.gz") for url in urls) == 1
    urls.clear()
    assert visit(page) == "shipped"
    change_form_and_check(page)
    assert not any("pyodide.asm.wasm" in url for url in urls), urls


def test_slow_link_boots_plain_saves_and_the_next_visit_restores(context: BrowserContext, server_url: str):
    urls = downloads(context)
    page = context.new_page()
    throttle(context, page)
    assert visit(page) == "plain"
    assert not any(url.endswith("/snapshot.bin.gz") for url in urls), "a slow link must not download the snapshot"
    wait_for_snapshot(page)
    assert stored_meta(page) == expected_key(server_url)

    assert visit(page) == "snapshot"
    change_form_and_check(page)

    # Scramble the saved interpreter's pages (header intact, so Pyodide accepts it and starts).
    page.evaluate(
        """async ([name, entry]) => {
             const cache = await caches.open(name);
             const url = new URL(entry, location.href).href;
             const response = await cache.match(url);
             const bytes = new Uint8Array(await response.arrayBuffer());
             for (let i = 1 << 20; i < bytes.length; i += 4096) bytes.fill(0xA5, i, i + 512);
             await cache.put(url, new Response(bytes, { headers: response.headers }));
           }""",
        [CACHE, ENTRY],
    )
    page.goto("about:blank")
    # Discarded. The wasm kept from the first visit arrives at once whatever the link, so it says
    # nothing about it; the shipped snapshot's own first bytes come slowly: a plain boot, which
    # saves a good snapshot again.
    assert visit(page) == "plain"
    change_form_and_check(page)
    wait_for_snapshot(page)
    assert stored_meta(page) == expected_key(server_url)


@pytest.mark.parametrize("case", ["garbage", "other-engine", "no-key"])
def test_bad_saved_snapshot_is_discarded(context: BrowserContext, server_url: str, case: str):
    key = expected_key(server_url)
    meta = {"garbage": key, "other-engine": {**key, "bundle": "0" * 64}, "no-key": None}[case]
    page = context.new_page()
    throttle(context, page)
    page.goto("/static/style.css")  # same origin, no engine: seed the cache before the app runs
    page.evaluate(
        """async ([name, entry, header, meta]) => {
             const headers = meta ? { [header]: JSON.stringify(meta) } : {};
             const body = new Uint8Array(1 << 20).map((_, i) => (i * 7919) & 255);
             await (await caches.open(name)).put(new URL(entry, location.href).href, new Response(body, { headers }));
           }""",
        [CACHE, ENTRY, HEADER, meta],
    )
    assert visit(page) == "plain"
    change_form_and_check(page)
    wait_for_snapshot(page)
    assert stored_meta(page) == key


@pytest.mark.parametrize("case", ["missing", "garbage", "truncated", "other-engine"])
def test_unusable_shipped_snapshot_falls_back_to_a_plain_boot(context: BrowserContext, server_url: str, case: str):
    shipped = gzip.decompress(fetch(server_url, "/static/boot/snapshot.bin.gz"))

    def serve(route: Route) -> None:
        if case == "missing":
            return route.fulfill(status=404, body="Not found")
        if case == "garbage":
            return route.fulfill(body=bytes((i * 7919) & 255 for i in range(1 << 16)))
        if case == "truncated":
            return route.fulfill(body=gzip.compress(shipped[: len(shipped) // 2]))
        # The meta (JSON right after the fixed fields) names another engine bundle.
        text = shipped.decode("latin-1")
        bundle = re.search(r'"bundle":"([0-9a-f]{64})"', text).group(1)
        return route.fulfill(body=gzip.compress(text.replace(bundle, "0" * 64).encode("latin-1")))

    context.route("**/static/boot/snapshot.bin.gz", serve)
    page = context.new_page()
    assert visit(page) == "plain"
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-snapshot", re.compile("unused|saved"))
    change_form_and_check(page)


def test_a_host_with_only_pyodides_own_files_boots_plain(context: BrowserContext):
    urls = downloads(context)
    context.route(re.compile(r".*/static/(boot/.*|vendor/pyodide/pyodide\.asm\.wasm\.gz)$"), lambda route: route.fulfill(status=404))
    page = context.new_page()
    assert visit(page) == "plain"
    change_form_and_check(page)
    fetched = {url.rsplit("/", 1)[-1] for url in urls}
    assert {"pyodide.asm.wasm", "python_stdlib.zip"} <= fetched


def test_a_host_that_ungzips_the_gz_files_on_the_way(context: BrowserContext, server_url: str):
    """Some hosts send foo.gz with Content-Encoding: gzip, so the browser hands the worker the
    plain bytes: the worker checks the gzip magic and takes them as they are."""
    plain = {
        path: gzip.decompress(fetch(server_url, path))
        for path in ["/static/vendor/pyodide/pyodide.asm.wasm.gz", "/static/boot/stdlib.zip.gz", "/static/boot/snapshot.bin.gz"]
    }
    context.route(re.compile(r".*\.gz$"), lambda route: route.fulfill(body=plain["/" + route.request.url.split("/", 3)[3]]))
    page = context.new_page()
    assert visit(page) == "shipped"
    change_form_and_check(page)


WASM_CACHE = "handicap-wasm"
WASM_ENTRY = "/static/vendor/pyodide/pyodide.asm.wasm"


def kept_wasm(page: Page) -> dict | None:
    """The wasm kept for the next visit: its size and the Pyodide version it is tagged with."""
    return page.evaluate(
        """async ([name, entry]) => {
             const response = await (await caches.open(name)).match(new URL(entry, location.href).href);
             if (!response) return null;
             return { bytes: (await response.arrayBuffer()).byteLength, version: response.headers.get("X-Pyodide-Version") };
           }""",
        [WASM_CACHE, WASM_ENTRY],
    )


def wait_until_kept(page: Page, read: Callable[[Page], dict | None], what: str) -> dict:
    """What `read` finds kept in the page's Cache Storage, once it is there (within 20 s)."""
    for _ in range(100):
        kept = read(page)
        if kept:
            return kept
        page.wait_for_timeout(200)
    raise AssertionError(f"{what} was never kept")


def wait_for_kept_wasm(page: Page) -> dict:
    return wait_until_kept(page, kept_wasm, "the wasm")


# What a test puts in the kept wasm's place: bytes that are no wasm, and a wasm that is not Pyodide's.
BAD_KEPT_WASM = {
    "damaged": "new Uint8Array(1 << 16).map((_, i) => (i * 7919) & 255)",
    "not-pyodide": "new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])",  # an empty module: compiles, exports nothing
    "other-version": "new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])",
}


@pytest.mark.parametrize("case", ["damaged", "not-pyodide", "other-version"])
def test_a_bad_kept_wasm_is_dropped(browser: Browser, server_url: str, case: str):
    """The kept wasm is compiled as the worker starts: one that does not compile (damaged) or is of
    another Pyodide is dropped then and the compressed one downloaded, and the boot goes on; one
    that compiles but is not Pyodide's makes the boot fail at once (not at the time limit), and
    Retry drops it and boots."""
    context = browser.new_context(base_url=server_url)
    try:
        urls = downloads(context)
        page = context.new_page()
        page.goto("/static/style.css")  # same origin, no engine: seed the cache before the app runs
        page.evaluate(
            f"""async ([name, entry, version]) => {{
                 const body = {BAD_KEPT_WASM[case]};
                 await (await caches.open(name)).put(new URL(entry, location.href).href,
                   new Response(body, {{ headers: {{ "Content-Type": "application/wasm", "X-Pyodide-Version": version }} }}));
               }}""",
            [WASM_CACHE, WASM_ENTRY, "0.0.1" if case == "other-version" else "314.0.7"],
        )
        if case == "not-pyodide":
            page.goto(URL)
            expect(page.get_by_test_id("engine-failure")).to_be_visible(timeout=30_000)
            expect(page.get_by_test_id("engine-error")).to_contain_text("could not be started")
            page.get_by_role("button", name="Retry").click()
            wait_for_engine(page)
            expect(page.get_by_test_id("stones")).to_have_text("2")
        else:
            assert visit(page) == "shipped"
            expect(page.get_by_test_id("engine-failure")).to_be_hidden()
        assert sum(url.endswith("/pyodide.asm.wasm.gz") for url in urls) == 1, urls
        change_form_and_check(page)
        kept = wait_for_kept_wasm(page)
        assert kept["bytes"] == (ROOT / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm").stat().st_size
    finally:
        context.close()


def profile_on_disk(browser_type_launch_args: dict, browser_type: BrowserType, base_url: str,
                    profile: Path) -> Iterator[Callable[[], BrowserContext]]:
    """Opens a browser on one profile kept on disk, as a returning visitor has (Playwright's
    usual contexts keep no large file in their HTTP cache); each call closes the last one first,
    as a visitor closes the tab."""
    opened: list[BrowserContext] = []

    def reopen() -> BrowserContext:
        while opened:
            opened.pop().close()
        opened.append(browser_type.launch_persistent_context(profile, base_url=base_url, **browser_type_launch_args))
        return opened[-1]

    yield reopen
    while opened:
        opened.pop().close()


@pytest.fixture()
def on_disk(browser_type_launch_args: dict, browser_type: BrowserType, server_url: str,
            tmp_path: Path) -> Iterator[Callable[[], BrowserContext]]:
    yield from profile_on_disk(browser_type_launch_args, browser_type, server_url, tmp_path / "profile")


def forget_saved(page: Page, *names: str) -> None:
    """What a visit closed at its answer may not have kept (the snapshot's save comes after)."""
    page.evaluate("async (names) => { for (const name of names) await caches.delete(name); }", list(names))


def snapshot_downloads(context: BrowserContext) -> list[int | None]:
    """Each download of the shipped snapshot: the body bytes it brought, None if it was cut off."""
    seen: list[int | None] = []
    context.on("requestfinished", lambda r: seen.append(r.sizes()["responseBodySize"])
               if r.url.endswith("/snapshot.bin.gz") else None)
    context.on("requestfailed", lambda r: seen.append(None) if r.url.endswith("/snapshot.bin.gz") else None)
    return seen


# "nothing kept" failed in 2 of 3 fresh-clone runs on 2026-11-28 (the shipped snapshot restored
# over the slow link; which later change of the worker's link judgement ended it is not known)
# and was marked an expected failure. It passed in every run since on record: 29 in a row on
# 2026-12-04, four of them beside two busy cores. So it guards again.
@pytest.fixture()
def on_disk_behind_a_slow_link(browser_type_launch_args: dict, browser_type: BrowserType,
                               tmp_path: Path) -> Iterator[Callable[[], BrowserContext]]:
    """``on_disk`` against the dev server behind its own slow link (SLOW_LINK): a browser just
    launched and throttled by Chromium's emulation now and then stalls its first visit for minutes
    (see slow_logged_server; this test's "nothing kept" met it in a fresh clone: 120 s booting)."""
    proc, base = start_server(args=("--link", SERVER_SLOW_LINK))
    try:
        yield from profile_on_disk(browser_type_launch_args, browser_type, base, tmp_path / "profile")
    finally:
        stop_server(proc)


@pytest.mark.parametrize("kept", ["nothing kept", "wasm kept"])
def test_a_returning_visit_on_a_slow_link_judges_it_by_what_crossed_it(
        on_disk_behind_a_slow_link: Callable[[], BrowserContext], server_url: str, kept: str):
    """Back on a slow link after a first visit that saved no snapshot: the wasm comes from the
    HTTP cache (or the kept copy) at once, which says nothing about the link, so the shipped
    snapshot is judged by its own first bytes: too slow, its download is cut off and the engine
    boots plain (it used to download all 3 MB over the slow link)."""
    on_disk = on_disk_behind_a_slow_link
    context = on_disk()
    page = context.pages[0]
    first = snapshot_downloads(context)
    assert visit(page) == "plain"
    wait_for_kept_wasm(page)
    forget_saved(page, CACHE, *([WASM_CACHE] if kept == "nothing kept" else []))

    context = on_disk()
    page = context.pages[0]
    snapshots = snapshot_downloads(context)
    how = visit(page)
    # What crossed the link, for the failure's message (the first visit's snapshot downloads too).
    assert how == "plain", {"first visit": first, "second visit": snapshots,
                            "status": page.get_by_test_id("engine-status").text_content()}
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-snapshot", re.compile("unused|saved"))
    shipped = len(fetch(server_url, "/static/boot/snapshot.bin.gz"))
    assert all(size is None or size < shipped // 4 for size in snapshots), (snapshots, shipped)
    change_form_and_check(page)


def wait_until_http_cached(page: Page, path: str) -> None:
    """Until the HTTP cache answers ``path`` whole, as the worker asks it (``only-if-cached``):
    Chromium writes a response into its disk cache in its own time after the body has arrived,
    and the test's premise is a copy kept when the tab closes."""
    asked = """async (path) => {
      try {
        const response = await fetch(path, { cache: "only-if-cached", mode: "same-origin" });
        return response.ok ? (await response.arrayBuffer()).byteLength : 0;
      } catch { return 0; }
    }"""
    for _ in range(120):
        if page.evaluate(asked, path):
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"{path} never reached the HTTP cache")


def test_a_cached_shipped_snapshot_is_used_on_any_link(on_disk: Callable[[], BrowserContext]):
    """Back on a slow link after a fast first visit closed at its answer: the shipped snapshot is
    in the HTTP cache, comes at once and costs the link nothing, so it is restored. The visit's
    wasm is in the HTTP cache too (the premise: a visit that kept its downloads), so it arrives at
    once and the link passes for fast: a wasm that crossed the slow link would judge it slow, and
    then only a plain boot is tried (a fresh clone's run once closed the tab before Chromium had
    written the 3.4 MB wasm into its disk cache, and the visit booted plain)."""
    context = on_disk()
    page = context.pages[0]
    assert visit(page) == "shipped"
    wait_for_kept_wasm(page)
    forget_saved(page, CACHE, WASM_CACHE)
    wait_until_http_cached(page, "/static/boot/snapshot.bin.gz")
    wait_until_http_cached(page, "/static/vendor/pyodide/pyodide.asm.wasm.gz")

    context = on_disk()
    page = context.pages[0]
    throttle(context, page)
    assert visit(page) == "shipped"
    change_form_and_check(page)


def kept_link(page: Page) -> str | None:
    """How the visit that kept the wasm judged the link ("fast", "slow")."""
    return page.evaluate(
        """async ([name, entry]) => (await (await caches.open(name)).match(new URL(entry, location.href).href))
             ?.headers.get("X-Link-Speed") ?? null""",
        [WASM_CACHE, WASM_ENTRY],
    )


# SLOW_LINK as the server's own shaped link (scripts/shaped-link.mjs): bytes per second, latency.
SERVER_SLOW_LINK = f"{SLOW_LINK['downloadThroughput']}:{SLOW_LINK['latency']}"


@pytest.fixture()
def slow_logged_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """The dev server behind a slow link of its own, with a request log (a worker's fetches are
    out of Playwright's sight when the HTTP cache answers them): (base URL, log file). The link is
    the server's, not Chromium's emulation: in a fresh clone's run, a browser just launched and
    throttled by the emulation once stalled a first visit for two minutes (eight requests answered,
    the rest never reaching the server)."""
    log = tmp_path / "requests.log"
    proc, base = start_server(args=("--log", str(log), "--link", SERVER_SLOW_LINK))
    try:
        yield base, log
    finally:
        stop_server(proc)


def test_back_after_a_slow_visit_closed_at_its_answer_asks_nothing_for_the_shipped_snapshot(
        browser_type_launch_args: dict, browser_type: BrowserType, slow_logged_server: tuple[str, Path], tmp_path: Path):
    """The wasm is kept with the link's speed as its visit judged it; back after a visit on a slow
    link that left no snapshot, the worker neither tests the link with the shipped snapshot's first
    bytes (a few hundred ms before the boot could start) nor downloads it: it boots plain at once."""
    base, log = slow_logged_server

    def reopen() -> BrowserContext:
        return browser_type.launch_persistent_context(tmp_path / "profile", base_url=base, **browser_type_launch_args)

    context = reopen()
    try:
        page = context.pages[0]
        assert visit(page) == "plain"
        wait_for_kept_wasm(page)
        assert kept_link(page) == "slow"
        forget_saved(page, CACHE)
    finally:
        context.close()
    log.write_text("")
    context = reopen()
    try:
        page = context.pages[0]
        assert visit(page) == "plain"
        change_form_and_check(page)
        asked = log.read_text()
        assert "/static/engine.json " in asked  # the log does record this visit's requests
        assert "snapshot.bin.gz" not in asked
    finally:
        context.close()


# Far below the shipped snapshot's 3 MB/s: its first 256 KB take some 0.8 s, never mistaken for fast.
SLOWER_LINK = {**SLOW_LINK, "downloadThroughput": 300_000, "uploadThroughput": 300_000}


def test_a_link_the_snapshot_found_slow_is_kept_as_slow(context: BrowserContext):
    """The wasm's first bytes can pass for a fast link (Chromium's emulation lets a slow link's first
    bytes through faster than its rate: CI met it on a 1.2 MB/s link); when the shipped snapshot's
    own bytes then come slowly, the visit boots plain and the wasm is kept as from a slow link, so
    the next visit does not test it again. Made so here: the link is fast for the wasm and slows
    before the snapshot's first byte."""
    page = context.new_page()

    def slow_link_then_send(route: Route) -> None:
        throttle(context, page, SLOWER_LINK)
        route.continue_()

    context.route("**/static/boot/snapshot.bin.gz", slow_link_then_send)
    assert visit(page) == "plain"
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-snapshot", re.compile("unused|saved"))
    throttle(context, page, None)
    wait_for_kept_wasm(page)
    assert kept_link(page) == "slow"


def test_a_cached_shipped_snapshot_of_an_older_deployment_is_refused(
        browser_type_launch_args: dict, browser_type: BrowserType, tmp_path: Path, release_boot_assets: Path):
    """The shipped snapshot is taken from the HTTP cache without asking the host; after a new
    deployment that copy is the old engine's, so it is refused by its key and the new engine boots
    plain (never the old engine under the new page). Both releases' boot assets come made
    (tests/support/deploy.py)."""
    app_dir = tmp_path / "app"
    copy_app(app_dir, release_boot_assets)
    proc, base = start_server(cwd=app_dir)
    try:
        def reopen() -> BrowserContext:
            return browser_type.launch_persistent_context(tmp_path / "profile", base_url=base, service_workers="block",
                                                          **browser_type_launch_args)

        context = reopen()
        try:
            page = context.pages[0]
            assert visit(page) == "shipped"
            wait_for_kept_wasm(page)
            assert kept_link(page) == "fast"
        finally:
            context.close()
        set_version(app_dir, NEW_VERSION)
        wait_for_boot_assets(base)  # the new deployment's snapshot, made in Node
        context = reopen()
        try:
            page = context.pages[0]
            assert visit(page) == "plain"
            expect(page.get_by_test_id("engine-status")).to_contain_text(f"version {NEW_VERSION}")
            change_form_and_check(page)
        finally:
            context.close()
    finally:
        stop_server(proc)


BYTECODE_CACHE = "handicap-engine-bytecode"
BYTECODE_ENTRY = "/static/engine-bytecode.bin"
# The worker's timeline of its boot (its "timeline" message after the first answer), kept for the test.
TIMELINE_PROBE = """
(() => {
  const PageWorker = globalThis.Worker;
  globalThis.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", ({ data }) => {
        if (data && data.type === "timeline") globalThis.__workerSteps = data.steps;
      });
    }
  };
})();
"""


def worker_steps(page: Page) -> dict:
    for _ in range(100):
        steps = page.evaluate("globalThis.__workerSteps ?? null")
        if steps:
            return steps
        page.wait_for_timeout(100)
    raise AssertionError("the worker never reported its timeline")


def kept_bytecode(page: Page) -> dict | None:
    """The engine's bytecode kept for the next plain boot: its key and the files it holds."""
    return page.evaluate(
        """async ([name, entry]) => {
             const response = await (await caches.open(name)).match(new URL(entry, location.href).href);
             if (!response) return null;
             const bytes = new Uint8Array(await response.arrayBuffer());
             const length = new DataView(bytes.buffer).getUint32(0, true);
             const index = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
             return { key: JSON.parse(response.headers.get("X-Handicap-Bytecode")), files: index.map(([path]) => path) };
           }""",
        [BYTECODE_CACHE, BYTECODE_ENTRY],
    )


def wait_for_kept_bytecode(page: Page) -> dict:
    return wait_until_kept(page, kept_bytecode, "the engine's bytecode")


# The kept bytecode as Cache Storage holds it: its key header and its bytes (base64), for a test to
# put back, changed, in another context's cache.
READ_KEPT_BYTECODE = """async ([name, entry]) => {
  const response = await (await caches.open(name)).match(new URL(entry, location.href).href);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { key: response.headers.get("X-Handicap-Bytecode"), base64: btoa(text) };
}"""


@pytest.fixture(scope="module")
def plain_first_visit(browser: Browser, server_url: str) -> Iterator[tuple[Page, dict]]:
    """A first visit on a slow link (a plain boot) with its worker's timeline recorded, once for
    the module: (its page, the bytecode it kept as Cache Storage holds it). The test of the next
    plain boot goes on in this page; the tests of bytecode that does not fit each put a changed
    copy of it into a context of their own (a plain boot each, not two)."""
    context = browser.new_context(base_url=server_url)
    try:
        context.add_init_script(TIMELINE_PROBE)
        page = context.new_page()
        throttle(context, page)
        assert visit(page) == "plain"
        wait_for_kept_bytecode(page)
        yield page, page.evaluate(READ_KEPT_BYTECODE, [BYTECODE_CACHE, BYTECODE_ENTRY])
    finally:
        context.close()


def test_a_plain_boot_keeps_the_engines_bytecode_for_the_next_one(plain_first_visit: tuple[Page, dict],
                                                                   server_url: str):
    """A plain boot keeps the bytecode Python compiled for the engine's first answers; the next
    plain boot (a visit closed at its answer saves no snapshot) writes it back beside the sources
    and answers from it, in every tab."""
    page, _ = plain_first_visit
    kept = wait_for_kept_bytecode(page)
    key = expected_key(server_url)
    assert {field: kept["key"][field] for field in ("pyodide", "build", "bundle")} == {
        field: key[field] for field in ("pyodide", "build", "bundle")}
    assert re.fullmatch(r"[0-9a-f]{64}", kept["key"]["sha256"])
    names = {path.rsplit("/", 1)[-1].split(".")[0] + ":" + path.split("/")[-3] for path in kept["files"]}
    assert {"api:handicap", "go:commands"} <= names, names
    assert all(path.startswith("/engine/handicap/") and "/__pycache__/" in path for path in kept["files"])
    assert "bytecode written" not in worker_steps(page)

    forget_saved(page, CACHE)
    assert visit(page) == "plain"
    assert "bytecode written" in worker_steps(page)
    change_form_and_check(page)
    for tab in ("Chess time odds", "Check a game"):
        page.get_by_role("tab", name=tab).click()
        expect(page.get_by_test_id("result").first).to_have_attribute("data-state", re.compile("result|error"))


@pytest.mark.parametrize("case", ["damaged", "another engine"])
def test_kept_bytecode_that_does_not_fit_is_ignored(context: BrowserContext, plain_first_visit: tuple[Page, dict],
                                                    case: str):
    """Bytecode whose checksum is wrong, or kept for another engine bundle, is never written back:
    the engine compiles its sources and answers as without it. (What a plain boot kept, changed,
    put into this visitor's cache before the app runs: the plain boot that kept it is the module's
    one, not one more for each case.)"""
    _, kept = plain_first_visit
    context.add_init_script(TIMELINE_PROBE)
    page = context.new_page()
    throttle(context, page)
    page.goto("/static/style.css")  # same origin, no engine: seed the cache before the app runs
    # (First: the copy is the kept one to the byte, its checksum its key's, so that what makes it
    # unfit is the case's change alone.)
    assert page.evaluate(
        """async ([name, entry, kept, damaged]) => {
             const key = JSON.parse(kept.key);
             const bytes = Uint8Array.from(atob(kept.base64), (c) => c.charCodeAt(0));
             const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
             const exact = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("") === key.sha256;
             if (damaged) bytes[bytes.length - 100] ^= 0xff;
             else key.bundle = "0".repeat(64);
             await (await caches.open(name)).put(new URL(entry, location.href).href,
               new Response(bytes, { headers: { "X-Handicap-Bytecode": JSON.stringify(key) } }));
             return exact;
           }""",
        [BYTECODE_CACHE, BYTECODE_ENTRY, kept, case == "damaged"],
    ) is True
    assert visit(page) == "plain"
    assert "bytecode written" not in worker_steps(page)
    change_form_and_check(page)


def test_a_visit_closed_at_its_answer_leaves_the_wasm_kept(on_disk: Callable[[], BrowserContext]):
    """The wasm is kept as it is decompressed, not after the first answer: its entry is written as
    the boot reads the last byte (under load the disk's write may end a moment after the answer,
    so the visit is closed as soon as the entry is there), and the next visit need not download it."""
    context = on_disk()
    page = context.pages[0]
    assert visit(page) == "shipped"
    assert wait_for_kept_wasm(page)["version"] == "314.0.7"
    context = on_disk()
    wasm = downloads(context)
    page = context.pages[0]
    assert visit(page) == "shipped"
    assert not any("pyodide.asm.wasm" in url for url in wasm), wasm
