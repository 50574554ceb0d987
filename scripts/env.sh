# Sourced by scripts/test.sh and scripts/bench.sh from the repository root: make sure the npm
# packages, the vendored Pyodide, the .venv with the test packages and a Chromium are there.
node scripts/setup.mjs

# Python virtual environment with the test packages, reinstalled when requirements change.
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
wanted=$(sha256sum tests/requirements.txt | cut -d' ' -f1)
if [ "$(cat .venv/.requirements.sha 2>/dev/null)" != "$wanted" ]; then
  echo "Installing Python test packages into .venv…"
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r tests/requirements.txt
  echo "$wanted" > .venv/.requirements.sha
fi

# A Chromium: Playwright's own, $CHROMIUM_PATH, or Debian's; install Debian's if we can.
if ! .venv/bin/python tests/browser.py > /dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    echo "No Chromium found: installing Debian's chromium package…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
  else
    echo "No Chromium found. Install one, then run npm test again:" >&2
    echo "  sudo apt-get install -y chromium      (or: .venv/bin/playwright install chromium," >&2
    echo "                                         or set CHROMIUM_PATH to a Chromium binary)" >&2
    exit 1
  fi
fi
echo "Browser: $(.venv/bin/python tests/browser.py)"

