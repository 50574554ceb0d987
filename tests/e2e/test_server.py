"""The dev server (and `--dir dist`): text gzipped for browsers that accept it, binaries as they
are, and 304 Not Modified for a version the browser already holds."""

from __future__ import annotations

import gzip
import urllib.request
from urllib.error import HTTPError


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except HTTPError as error:  # 304 arrives as an "error" in urllib
        return error.code, dict(error.headers), b""


def test_text_is_gzipped_and_revalidated(server_url: str):
    status, plain_headers, plain = fetch(f"{server_url}/static/engine.json")
    assert status == 200 and "Content-Encoding" not in plain_headers
    status, headers, body = fetch(f"{server_url}/static/engine.json", {"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == plain
    assert len(body) < len(plain) / 2
    assert headers["Vary"] == "Accept-Encoding" and headers["ETag"] != plain_headers["ETag"]
    status, _, body = fetch(f"{server_url}/static/engine.json",
                            {"Accept-Encoding": "gzip", "If-None-Match": headers["ETag"]})
    assert (status, body) == (304, b"")


def test_wasm_is_sent_as_it_is(server_url: str):
    status, headers, body = fetch(f"{server_url}/static/vendor/pyodide/pyodide.asm.wasm", {"Accept-Encoding": "gzip"})
    assert status == 200 and "Content-Encoding" not in headers
    assert headers["Content-Type"] == "application/wasm" and body[:4] == b"\0asm"
    status, _, _ = fetch(f"{server_url}/static/vendor/pyodide/pyodide.asm.wasm", {"If-None-Match": headers["ETag"]})
    assert status == 304
