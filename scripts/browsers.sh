# Sourced after scripts/env.sh by scripts/test.sh (when end-to-end tests run) and scripts/bench.sh:
# make sure a Chromium, a Firefox and WebKitGTK's WebDriver are there, installing Debian's where we
# can (apt_install, from env.sh), else saying what to install.

# A Chromium: Playwright's own, $CHROMIUM_PATH, or Debian's.
if ! .venv/bin/python tests/support/chromium.py > /dev/null; then
  if can_apt; then
    echo "No Chromium found: installing Debian's chromium package…"
    apt_install chromium || true
  fi
  if ! .venv/bin/python tests/support/chromium.py > /dev/null; then
    echo "No Chromium found. Install one, then run npm test again:" >&2
    echo "  sudo apt-get install -y chromium      (or: .venv/bin/playwright install chromium," >&2
    echo "                                         or set CHROMIUM_PATH to a Chromium binary)" >&2
    echo "Without browsers, npm run test:light runs the engine, catalogue and Node tests." >&2
    exit 1
  fi
fi
# Chromium's headless shell, which the end-to-end tests run in where it is installed (half the CPU
# a boot: tests/support/chromium.py). Optional: without it they run in the full browser.
case "$(.venv/bin/python tests/support/chromium.py --headless-shell)" in
  */chromium-headless-shell | */ms-playwright/*) ;;  # there, or Playwright's own (it has one)
  *) if [ -z "${CHROMIUM_PATH:-}" ] && can_apt; then
       echo "Installing Debian's chromium-headless-shell for the end-to-end tests…"
       apt_install chromium-headless-shell || true
     fi ;;
esac
echo "Browser: $(.venv/bin/python tests/support/chromium.py); the tests': $(.venv/bin/python tests/support/chromium.py --headless-shell)"

# Firefox and WebKit (tests/support/browsers.py): Debian's firefox-esr (driven by puppeteer-core, an npm
# devDependency) and webkit2gtk-driver (WebKitWebDriver with MiniBrowser, driven by Selenium) on an
# Xvfb display.
if ! .venv/bin/python tests/support/browsers.py > /dev/null 2>&1; then
  if can_apt; then
    echo "Firefox or WebKit missing: installing Debian's firefox-esr, webkit2gtk-driver and xvfb…"
    apt_install firefox-esr webkit2gtk-driver xvfb || true
  fi
  if ! .venv/bin/python tests/support/browsers.py; then
    echo "The tests also run in Firefox and WebKit (Safari's). Install them, then run npm test again:" >&2
    echo "  sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb      (Debian)" >&2
    echo "  Another Firefox (129 or later): set FIREFOX_PATH to its binary." >&2
    echo "  WebKitGTK elsewhere: set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH (e.g. Ubuntu's" >&2
    echo "  webkit2gtk-driver; MiniBrowser is in libwebkit2gtk-4.1's library folder)." >&2
    echo "Without browsers, npm run test:light runs the engine, catalogue and Node tests." >&2
    exit 1
  fi
fi
echo "Firefox and WebKit: $(.venv/bin/python tests/support/browsers.py)"

# Fonts for the languages the page offers in CJK scripts (Japanese, Korean, Chinese): Chromium prints
# a glyph no installed font has as an empty box, so the printed round read back from its PDF
# (tests/e2e/test_round_paper.py) would hold NULs. Debian's fonts-noto-cjk has all three.
cjk_fonts_missing() {
  local lang
  for lang in ja ko zh-cn; do
    [ -n "$(fc-list ":lang=$lang" family 2> /dev/null | head -n 1)" ] || return 0
  done
  return 1
}
if cjk_fonts_missing; then
  if can_apt; then
    echo "No Japanese, Korean or Chinese font: installing Debian's fonts-noto-cjk…"
    apt_install fonts-noto-cjk || true
  fi
  if cjk_fonts_missing; then
    echo "No font draws Japanese, Korean and Chinese: the printed-sheet tests in those languages will" >&2
    echo "say so and fail. Install one, then run npm test again:" >&2
    echo "  sudo apt-get install -y fonts-noto-cjk      (Debian; elsewhere any Noto Sans CJK)" >&2
  fi
fi

# A real web server for tests/e2e/test_real_web_server.py: Debian's nginx with its Brotli module
# (brotli_static), serving the built site over HTTPS with a local CA, and certutil (libnss3-tools)
# to make Chromium and Firefox trust that CA in their own profiles. Installed if we can; without
# them that file's tests are skipped, saying what is missing.
real_server_missing() {
  [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || return 0
  [ -f "${NGINX_BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}" ] || return 0
  command -v certutil > /dev/null || return 0
  return 1
}
if real_server_missing; then
  if can_apt; then
    # (Debian's package starts no service where policy-rc.d forbids it, as in containers; the
    # tests start their own nginx on a free port either way.)
    echo "No nginx with Brotli or no certutil: installing Debian's nginx, libnginx-mod-http-brotli-static and libnss3-tools…"
    apt_install nginx libnginx-mod-http-brotli-static libnss3-tools || true
  fi
  if real_server_missing; then
    echo "The tests of a real web server (nginx over HTTPS) will be skipped. Install, then run npm test again:" >&2
    echo "  sudo apt-get install -y nginx libnginx-mod-http-brotli-static libnss3-tools      (Debian)" >&2
    echo "  elsewhere: nginx with ngx_brotli's static module (NGINX_PATH, NGINX_BROTLI_STATIC_MODULE) and NSS's certutil" >&2
  fi
fi
