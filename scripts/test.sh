#!/usr/bin/env bash
# `npm test`: install everything the tests need, then run the whole pytest suite (engine tests
# in CPython, the front end's checks in Node, end-to-end tests in Chromium, Firefox and WebKit
# against the real server), one worker a core unless TEST_WORKERS says how many (0: one
# process). Extra arguments go to pytest. The benchmark is not a
# test: `npm run bench` (tests/e2e/test_bench.py only runs its script once, on a tiny
# configuration). The engine's static checks (ruff, mypy --strict) run as tests:
# tests/engine/test_checks.py.
#
# `npm run test:light` (`bash scripts/test.sh --light`): the engine, catalogue and Node tests
# without any browser, leaving out the tests marked `long` (a wheel built and installed, Pyodide
# booted in Node, most of the cases that each start a process: tests/support/lanes.py), with 300
# fuzzed requests instead of 10,000 (FUZZ_CASES), the property tests on a quarter of their
# examples (PROPERTY_EXAMPLES_PERCENT), the command line's error cases run in-process
# (CLI_IN_PROCESS) and mypy's cache kept (MYPY_CACHE_DIR), on every core (pytest-xdist); no
# browser needs to be installed (docs/testing.md#the-light-lane).
# Given only test paths outside tests/e2e (`bash scripts/test.sh tests/engine/test_catalogues.py`),
# the browsers are not asked for either (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

light=
if [ "${1:-}" = "--light" ]; then
  light=1
  shift
fi

# The browsers are needed unless every test path given lies outside tests/e2e (no path: all tests).
needs_browsers=1
if [ -z "$light" ]; then
  paths=0 browserless=0
  for arg in "$@"; do
    target=${arg%%::*}
    case "$arg" in -*) continue ;; esac
    [ -e "$target" ] || continue
    paths=$((paths + 1))
    case "$(realpath --relative-to=. "$target")" in
      tests/engine|tests/engine/*|tests/test_*.py|tests/js|tests/js/*) browserless=$((browserless + 1)) ;;
    esac
  done
  if [ "$paths" -gt 0 ] && [ "$paths" = "$browserless" ]; then
    needs_browsers=
  fi
else
  needs_browsers=
fi

source scripts/env.sh
if [ -n "$needs_browsers" ]; then
  source scripts/browsers.sh
fi

if [ -n "$light" ]; then
  export FUZZ_CASES=${FUZZ_CASES:-300}
  export MYPY_CACHE_DIR=${MYPY_CACHE_DIR:-.mypy_cache}  # mypy rechecks only what changed since the last run
  export CLI_IN_PROCESS=${CLI_IN_PROCESS:-1}  # the command line's error cases in the tests' own process
  export PROPERTY_EXAMPLES_PERCENT=${PROPERTY_EXAMPLES_PERCENT:-25}  # property tests on a quarter of their examples
  # The tests' bytecode is kept (__pycache__, git-ignored): collecting rewrites every test module's
  # asserts again without it, some 4 s of CPU a process.
  unset PYTHONDONTWRITEBYTECODE
  # One pytest worker a core, at most 4 (pytest-xdist; `-n 0` after it runs in one process). Each
  # takes an even share of the tests in order (a file's tests mostly together, so a module's cached
  # readings serve them) and a worker that is done takes over the rest of another's: the fuzzer's
  # and the grid's long files no longer leave one core idle. No Playwright plugin: no browser here.
  exec .venv/bin/python -m pytest tests/engine tests/test_*.py -m "not long" -p no:playwright \
    -n auto --maxprocesses 4 --dist worksteal "$@"
fi
# On every core by default (pytest-xdist: one worker a core, up to four; TEST_WORKERS=0 runs one
# process): each worker runs its own server, browsers and booted page, the first to need the built
# site builds it and the others reuse it (tests/support/build.py), and the Firefox and WebKit files
# go to one worker together (their group: tests/support/worker_groups.py). What a fresh clone takes:
# docs/testing.md names the latest measurement.
exec .venv/bin/python -m pytest -n "${TEST_WORKERS:-auto}" --maxprocesses 4 --dist loadgroup "$@"
