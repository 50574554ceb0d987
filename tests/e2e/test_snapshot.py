"""Fast start for returning visitors: a first visit boots plain and saves a memory snapshot; the
next visit restores it and computes correctly; a corrupt or mismatched snapshot is discarded and
the engine boots plain (and still computes). Each test uses a fresh browser context, so Cache
Storage starts empty."""

from __future__ import annotations

import hashlib
import json
import re
import urllib.request
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import BOOT_TIMEOUT_MS, ROOT, wait_for_engine

CACHE = "handicap-engine-snapshot"
ENTRY = "/static/engine-snapshot.bin"
HEADER = "X-Handicap-Snapshot"
URL = "/?board=9&counting=territory&diff=8"  # 2 stones, komi 2.5 (seed table)


@pytest.fixture()
def context(browser: Browser, server_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=server_url)
    yield context
    context.close()


def visit(page: Page, url: str = URL) -> str:
    """Load the page, wait for the engine and the first result; return how it booted."""
    page.goto(url)
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
    page.get_by_label("Board size").select_option("13")
    page.get_by_label("Counting").select_option("area")
    page.get_by_label("Ranks between the players").fill("4")
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")
    page.get_by_label("Ranks between the players").fill("8")
    page.get_by_label("Board size").select_option("19")
    page.get_by_label("Counting").select_option("territory")
    expect(page.get_by_test_id("stones")).to_have_text("8")
    expect(page.get_by_test_id("komi")).to_have_text("−5.5")


def expected_key(server_url: str) -> dict:
    """The key a snapshot of this checkout must carry, computed independently of the worker."""
    worker = (ROOT / "static" / "engine-worker.js").read_text()
    pyodide_mjs = (ROOT / "static" / "vendor" / "pyodide" / "pyodide.mjs").read_text()
    with urllib.request.urlopen(f"{server_url}/static/engine.json") as response:
        bundle = response.read()
    return {
        "format": int(re.search(r"SNAPSHOT_FORMAT = (\d+)", worker).group(1)),
        "pyodide": json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"],
        "build": re.search(r'BUILD_ID:"([0-9a-f]+)"', pyodide_mjs).group(1),
        "bundle": hashlib.sha256(bundle).hexdigest(),
    }


def test_first_visit_saves_second_restores_and_corrupt_falls_back(context: BrowserContext, server_url: str):
    page = context.new_page()
    assert visit(page) == "plain"
    wait_for_snapshot(page)
    assert stored_meta(page) == expected_key(server_url)

    assert visit(page) == "snapshot"
    change_form_and_check(page)

    # Scramble the saved interpreter's memory (header intact, so Pyodide accepts it and starts).
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
    assert visit(page) == "plain"
    change_form_and_check(page)
    wait_for_snapshot(page)  # a fresh, good snapshot replaced the bad one
    assert visit(page) == "snapshot"


@pytest.mark.parametrize("case", ["garbage", "other-engine", "no-key"])
def test_bad_snapshot_is_discarded_and_the_engine_boots_plain(context: BrowserContext, server_url: str, case: str):
    key = expected_key(server_url)
    meta = {
        "garbage": key,
        "other-engine": {**key, "bundle": "0" * 64},
        "no-key": None,
    }[case]
    page = context.new_page()
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
