# Sourced by scripts/test.sh and scripts/bench.sh from the repository root: make sure the npm
# packages, the vendored Pyodide, the .venv with the test packages, a Chromium, a Firefox and
# WebKitGTK's WebDriver are there.
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
if ! .venv/bin/python tests/support/chromium.py > /dev/null; then
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
echo "Browser: $(.venv/bin/python tests/support/chromium.py)"


# Firefox and WebKit (tests/support/browsers.py): Debian's firefox-esr (driven by puppeteer-core, an npm
# devDependency) and webkit2gtk-driver (WebKitWebDriver with MiniBrowser, driven by Selenium) on an
# Xvfb display. Install them if we can.
if ! .venv/bin/python tests/support/browsers.py > /dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    echo "Firefox or WebKit missing: installing Debian's firefox-esr, webkit2gtk-driver and xvfb…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr webkit2gtk-driver xvfb > /dev/null || true
  fi
  if ! .venv/bin/python tests/support/browsers.py; then
    echo "The tests also run in Firefox and WebKit (Safari's). Install them, then run npm test again:" >&2
    echo "  sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb      (Debian)" >&2
    echo "  Another Firefox (129 or later): set FIREFOX_PATH to its binary." >&2
    echo "  WebKitGTK elsewhere: set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH (e.g. Ubuntu's" >&2
    echo "  webkit2gtk-driver; MiniBrowser is in libwebkit2gtk-4.1's library folder)." >&2
    exit 1
  fi
fi
echo "Firefox and WebKit: $(.venv/bin/python tests/support/browsers.py)"

# gettext's msgfmt: tests/engine/test_catalogues.py runs `msgfmt --check` on every catalogue (Debian's
# gettext package). Install it if we can; without it that one check is left out, said in the summary.
if ! command -v msgfmt > /dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    echo "msgfmt missing: installing Debian's gettext…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext > /dev/null || true
  else
    echo "msgfmt (gettext) not found: the catalogue check with msgfmt is skipped. Install it:" >&2
    echo "  sudo apt-get install -y gettext" >&2
  fi
fi
