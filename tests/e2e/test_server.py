"""The dev server (and `--dir dist`): text gzipped for browsers that accept it, a file with
precompressed copies beside it (the wasm's .br and .gz) sent as the copy the request accepts, other
binaries as they are, and 304 Not Modified for a version the browser already holds."""

from __future__ import annotations

import gzip
import urllib.request
from urllib.error import HTTPError

from tests.support.server import ROOT


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


WASM = "/static/vendor/pyodide/pyodide.asm.wasm"


def test_wasm_is_sent_as_the_precompressed_copy_the_request_accepts(server_url: str):
    """As nginx's brotli_static and gzip_static send it: the .br where Brotli is accepted, the .gz
    where only gzip is, the wasm as it is otherwise (q=0 refuses a coding); as application/wasm,
    with Content-Encoding, Vary and the copy's own length; each copy revalidated by its own ETag."""
    vendor = ROOT / "static" / "vendor" / "pyodide"
    wasm = (vendor / "pyodide.asm.wasm").read_bytes()
    tags = set()
    for accepted, encoding, copy in [("gzip, deflate, br, zstd", "br", "pyodide.asm.wasm.br"),
                                     ("gzip, deflate", "gzip", "pyodide.asm.wasm.gz"),
                                     ("br;q=0, gzip", "gzip", "pyodide.asm.wasm.gz"),
                                     ("", None, "pyodide.asm.wasm"), ("br;q=0, gzip;q=0", None, "pyodide.asm.wasm")]:
        status, headers, body = fetch(server_url + WASM, {"Accept-Encoding": accepted})
        assert status == 200 and headers.get("Content-Encoding") == encoding, accepted
        assert headers["Content-Type"] == "application/wasm" and headers["Vary"] == "Accept-Encoding"
        assert body == (vendor / copy).read_bytes() and int(headers["Content-Length"]) == len(body)
        if encoding != "br":  # (the .br decodes to the wasm: tests/test_boot_assets.py)
            assert (gzip.decompress(body) if encoding == "gzip" else body) == wasm
        status, _, _ = fetch(server_url + WASM, {"Accept-Encoding": accepted, "If-None-Match": headers["ETag"]})
        assert status == 304
        tags.add((encoding, headers["ETag"]))
    assert len({tag for _, tag in tags}) == 3  # one ETag a copy


def test_precompressed_copies_are_sent_as_the_files_they_are(server_url: str):
    """A copy asked for by its own name is that file, never encoded again (the engine worker
    decodes it itself where the host cannot negotiate; the offline copy keeps its bytes)."""
    for name in ["pyodide.asm.wasm.gz", "pyodide.asm.wasm.br"]:
        status, headers, body = fetch(f"{server_url}{WASM}{name[len('pyodide.asm.wasm'):]}", {"Accept-Encoding": "gzip, br"})
        assert status == 200 and "Content-Encoding" not in headers
        assert body == (ROOT / "static" / "vendor" / "pyodide" / name).read_bytes()
