"""How the tournament file readers' time grows with a file's size (part of `npm run bench`): each
real file of tests/support/grown_files.py grown to the size limit (2 MB) and to a quarter of it,
read by go-round side by side in this process, the least CPU time of several readings each (the
first may pay for warming caches; a busy machine inflates any one reading, never all). A linear
reader takes some 4 times as long for 4 times the bytes, a quadratic one 16 times (pairgoth's
reader once took 13 s on a valid 2 MB file): ``ratio`` is the full file's time over the quarter's,
scaled to exactly four times the bytes. Also the machine's load average before each.

Prints JSON; writes it to bench-results/readers-<time>.json (``--out FILE``: there). Nothing
asserted: a ratio of two timings moves with the load (the reader fuzz test keeps a generous CPU
bound on the full file, tests/engine/test_reader_fuzz.py)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from handicap.api import calculate
from handicap.go.pairings import MAX_BYTES
from tests.support.grown_files import GROWN
from tests.support.round_files import real


def cpu_seconds(text: str, readings: int) -> float:
    """The least CPU time of ``readings`` readings of ``text`` as a tournament file."""
    times = []
    for _ in range(readings):
        start = time.process_time()
        calculate({"command": "go-round", "file": text})
        times.append(time.process_time() - start)
    return min(times)


def measure(case: str, readings: int) -> dict[str, object]:
    name, grow = GROWN[case]
    load = os.getloadavg()[0]
    text, quarter = grow(real(name), MAX_BYTES - 8192), grow(real(name), (MAX_BYTES - 8192) // 4)
    full_bytes, quarter_bytes = len(text.encode("utf-8")), len(quarter.encode("utf-8"))
    full_s, quarter_s = cpu_seconds(text, readings), cpu_seconds(quarter, readings + 2)
    return {"case": case, "file": name, "bytes": full_bytes, "quarter_bytes": quarter_bytes,
            "cpu_s": round(full_s, 4), "quarter_cpu_s": round(quarter_s, 4),
            "ratio": round(full_s / max(quarter_s, 1e-3) * quarter_bytes * 4 / full_bytes, 2),
            "load_before": round(load, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readings", type=int, default=3, help="readings of the full file (the quarter: two more)")
    parser.add_argument("--out", type=Path, help="where to write the JSON (default bench-results/readers-<time>.json)")
    args = parser.parse_args()
    readers = [measure(case, args.readings) for case in GROWN]
    results = {"when": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "readers": readers}
    text = json.dumps(results, indent=1)
    print(text)
    out = args.out or ROOT / "bench-results" / f"readers-{time.strftime('%Y%m%d-%H%M%S')}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
