#!/usr/bin/env bash
# `npm run bench`: set up like `npm test`, then run scripts/bench.py (headless Chromium, then
# Firefox and WebKit, against the local server). Extra arguments go to bench.py, e.g.
# `npm run bench -- --quick`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/env.sh
source scripts/browsers.sh

.venv/bin/python scripts/bench_study.py   # the study of many games: 100,000 roots on the CLI, 10,000 in the page
exec .venv/bin/python scripts/bench.py "$@"
