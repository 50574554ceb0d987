#!/usr/bin/env bash
# `npm test`: install everything the tests need, then run the whole pytest suite (engine tests
# in CPython, end-to-end tests in Chromium against the real server). Extra arguments go to pytest.
# The engine's static checks (ruff, mypy --strict) run as tests: tests/engine/test_checks.py.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/env.sh

exec .venv/bin/python -m pytest "$@"
