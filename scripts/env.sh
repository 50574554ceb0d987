# Sourced by scripts/test.sh and scripts/bench.sh from the repository root: make sure the npm
# packages, the vendored Pyodide, the .venv with the test packages and gettext's msgfmt are there.
# The browsers are scripts/browsers.sh's (sourced only when end-to-end tests or the benchmark run).
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

# Debian packages, when we run as root with apt-get: `apt-get update` once per run, waiting for
# another apt or dpkg to let go of its lock (up to 10 minutes) instead of failing, without
# recommended packages. A failed install is not fatal here: the check after it says what to run.
can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; }
APT_UPDATED=${APT_UPDATED:-}
apt_install() {
  local apt=(apt-get -qq -o DPkg::Lock::Timeout=600)
  if [ -z "$APT_UPDATED" ]; then
    local try
    for try in 1 2 3; do  # the lists' lock is not covered by DPkg::Lock::Timeout on older apt
      "${apt[@]}" update && break
      echo "apt-get update failed (try $try of 3); waiting for the package lock…" >&2
      sleep 20
    done
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "$@" > /dev/null
}

# gettext's msgfmt: tests/engine/test_catalogues.py runs `msgfmt --check` on every catalogue (Debian's
# gettext package). Install it if we can; without it that one check is left out, said in the summary.
if ! command -v msgfmt > /dev/null; then
  if can_apt; then
    echo "msgfmt missing: installing Debian's gettext…"
    apt_install gettext || true
  else
    echo "msgfmt (gettext) not found: the catalogue check with msgfmt is skipped. Install it:" >&2
    echo "  sudo apt-get install -y gettext" >&2
  fi
fi

# zsh and fish: tests/engine/test_command_line_conventions.py has each shell read the completion
# script `handicap --completion` writes for it (Debian's zsh and fish packages). Installed if we
# can; without one, that shell's check is left out, said in the summary.
for shell in zsh fish; do
  command -v "$shell" > /dev/null && continue
  if can_apt; then
    echo "$shell missing: installing Debian's $shell…"
    apt_install "$shell" || true
  else
    echo "$shell not found: the check of its completion script is skipped. Install it:" >&2
    echo "  sudo apt-get install -y $shell" >&2
  fi
done
