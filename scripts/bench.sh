#!/usr/bin/env bash
# `npm run bench`: set up like `npm test`, then run scripts/bench.py (headless Chromium, then
# Firefox and WebKit, against the local server). Extra arguments go to bench.py, e.g.
# `npm run bench -- --quick`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/env.sh
source scripts/browsers.sh

exec .venv/bin/python scripts/bench.py "$@"
