#!/usr/bin/env bash
# `npm run bench`: set up like `npm test`, then run scripts/bench.py (headless Chromium, then
# Firefox and WebKit, against the local server). Extra arguments go to bench.py, e.g.
# `npm run bench -- --quick`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/env.sh
source scripts/browsers.sh

# the study of many games: a million roots from archives and 100,000 on the CLI, a 20 MB archive and
# 10,000 games in the page (`npm run bench -- --study` runs only the million roots and the 20 MB archive)
if [[ " $* " == *" --study "* ]]; then exec .venv/bin/python scripts/bench_study.py --scale-only; fi
# how the tournament file readers' time grows with a file's size (reported, not asserted)
.venv/bin/python scripts/bench_readers.py
.venv/bin/python scripts/bench_study.py
exec .venv/bin/python scripts/bench.py "$@"
