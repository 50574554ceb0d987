"""The trimmed standard library a first visit downloads (scripts/boot-assets.mjs) holds every
module the engine needs: Pyodide boots from it alone, in Node, and answers a request of every
command (a missing module would be a failed test here, never a user's error); the shipped
snapshot names the engine and stdlib it was made from."""

from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
import urllib.parse

import pytest

from tests.support.server import ROOT


def run_check() -> dict:
    done = subprocess.run(["node", "scripts/boot-assets.mjs", "--check"], check=False, cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.long  # Pyodide booted in Node: some 20 s of CPU, npm test's and not the light lane's
def test_pyodide_boots_from_the_trimmed_stdlib_and_answers_every_command():
    check = run_check()
    assert check["modules"] > 50  # Pyodide's own start-up needs asyncio and more: it really booted
    meta = check["snapshotMeta"]
    bundle = subprocess.run(["node", "-e", "import('./scripts/engine-bundle.mjs').then(m => process.stdout.write(m.engineBundle()))"],
                            cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert meta["bundle"] == hashlib.sha256(bundle.encode()).hexdigest()
    stdlib = next((ROOT / "static" / "vendor" / "boot").glob("*/stdlib.zip.gz")).read_bytes()
    assert meta["stdlib"] == hashlib.sha256(gzip.decompress(stdlib)).hexdigest()
    # An error raised through the trimmed stdlib's (lean) bytecode is reported as itself: its
    # position tables are valid, so traceback.py formats it (an empty one made it fail).
    report = check["errorReport"]
    assert report.startswith("Traceback") and "json/encoder.py" in report, report
    assert report.rstrip().endswith("ValueError: Out of range float values are not JSON compliant: nan"), report
    assert "excepthook" not in report and "StopIteration" not in report, report


# Reads the boot assets Pyodide makes in Node (the test above, or the dev server, makes them): on
# a fresh clone the light lane has neither, so it is npm test's, as its maker is.
@pytest.mark.long
def test_the_trimmed_stdlib_is_bytecode_only_and_small():
    import io
    import zipfile
    stdlib = next((ROOT / "static" / "vendor" / "boot").glob("*/stdlib.zip.gz")).read_bytes()
    names = zipfile.ZipFile(io.BytesIO(gzip.decompress(stdlib))).namelist()
    assert all(name.endswith(".pyc") for name in names if not name.endswith("/")), names
    assert "fractions.pyc" in names and "json/__init__.pyc" in names  # the engine's own imports
    assert not any(urllib.parse.quote(name).startswith(("tkinter", "idlelib", "turtle")) for name in names)
    assert len(stdlib) < 1_000_000


def test_the_brotli_wasm_decodes_to_exactly_the_wasm_shipped():
    """pyodide.asm.wasm.br (scripts/setup.mjs) is the vendored wasm, byte for byte, and smaller than
    the .gz; decoded by Node's zlib (the same Brotli as the browsers' DecompressionStream)."""
    vendor = ROOT / "static" / "vendor" / "pyodide"
    decoded = subprocess.run(
        ["node", "-e", ("const z = require('node:zlib'), fs = require('node:fs');"
                       "process.stdout.write(z.brotliDecompressSync(fs.readFileSync(process.argv[1])))"),
         str(vendor / "pyodide.asm.wasm.br")],
        check=True, capture_output=True).stdout
    wasm = (vendor / "pyodide.asm.wasm").read_bytes()
    assert hashlib.sha256(decoded).hexdigest() == hashlib.sha256(wasm).hexdigest()
    assert gzip.decompress((vendor / "pyodide.asm.wasm.gz").read_bytes()) == wasm
    br, gz = (vendor / "pyodide.asm.wasm.br").stat().st_size, (vendor / "pyodide.asm.wasm.gz").stat().st_size
    assert br < gz * 0.9, (br, gz)
