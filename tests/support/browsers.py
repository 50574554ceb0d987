"""Firefox and WebKit (Safari's) for the tests, the benchmark and screenshots, with one small
interface for both (Chromium goes through Playwright: tests/support/chromium.py).

- Firefox: Debian's ``firefox-esr``, driven by the npm package puppeteer-core over WebDriver BiDi
  (tests/support/firefox-bridge.mjs; a Node process spoken to in JSON lines).
- WebKit: Debian's ``webkit2gtk-driver`` (WebKitWebDriver with WebKitGTK's MiniBrowser) driven by
  Selenium, on a private Xvfb display. Neither Selenium nor MiniBrowser's console option can read
  an automated page's console: errors are recorded in the page after each load (WATCH_ERRORS).

    with open_page("webkit", width=360, height=800, dark=True) as page:
        page.goto(url)
        page.wait_for("() => document.readyState === 'complete'")
        page.screenshot("shot.png", full_page=True)

Run as a script it checks that both browsers are installed: prints their paths, or what to install
(exit 1).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

ROOT = Path(__file__).resolve().parents[2]
BROWSERS = ("firefox", "webkit")
FIREFOX = os.environ.get("FIREFOX_PATH", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER_PATH", "/usr/bin/WebKitWebDriver")
MINIBROWSER = os.environ.get("MINIBROWSER_PATH", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
# What the install step (scripts/env.sh) installs where it can; printed where it cannot.
DEBIAN_PACKAGES = {"firefox": "firefox-esr", "webkit": "webkit2gtk-driver xvfb"}
TIMEOUT_S = 120.0


class BrowserError(RuntimeError):
    """A command the browser could not carry out (its message says what it was)."""


class BrowserPage(Protocol):
    """One browser window with one page, the same for each browser."""

    name: str

    def goto(self, url: str) -> None: ...
    def reload(self) -> None: ...
    def url(self) -> str: ...
    def evaluate(self, fn: str, arg: Any = None) -> Any: ...
    def viewport(self, width: int, height: int) -> None: ...
    def click(self, selector: str, hold_ms: int = 0) -> None:
        """A click; with hold_ms, the button held down that long between press and release."""
    def fill(self, selector: str, text: str) -> None: ...
    def select(self, selector: str, value: str) -> None: ...
    def screenshot(self, path: str | Path, full_page: bool = False) -> Path: ...
    def console_errors(self) -> list[str]: ...
    def version(self) -> str: ...


def wait_for(page: BrowserPage, fn: str, arg: Any = None, timeout_s: float = TIMEOUT_S, what: str = "") -> Any:
    """Poll ``fn(arg)`` in the page until it returns something truthy; return that. (The page's
    Content-Security-Policy forbids eval, so no in-page wait_for_function: the drivers' own
    script calls are exempt from it.)"""
    deadline = time.monotonic() + timeout_s
    delay = 0.02
    while True:
        value = page.evaluate(fn, arg)
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{page.name}: waited {timeout_s:.0f} s for {what or fn}; last value {value!r}")
        time.sleep(delay)
        delay = min(delay * 2, 0.2)


def missing() -> dict[str, str]:
    """Browser -> what is missing for it (empty when both can run)."""
    gaps: dict[str, str] = {}
    if not Path(FIREFOX).exists():
        gaps["firefox"] = f"no Firefox at {FIREFOX} (Debian: apt-get install firefox-esr; or set FIREFOX_PATH)"
    elif not (ROOT / "node_modules" / "puppeteer-core").exists():
        gaps["firefox"] = "no puppeteer-core in node_modules (npm ci)"
    for path, what in ((WEBKIT_DRIVER, "WebKitWebDriver"), (MINIBROWSER, "MiniBrowser")):
        if not Path(path).exists():
            gaps["webkit"] = f"no {what} at {path} (Debian: apt-get install webkit2gtk-driver)"
    if "webkit" not in gaps and not shutil.which("Xvfb"):
        gaps["webkit"] = "no Xvfb (Debian: apt-get install xvfb)"
    return gaps


class FirefoxPage:
    """Firefox through tests/support/firefox-bridge.mjs (puppeteer-core, WebDriver BiDi)."""

    name = "firefox"

    def __init__(self, width: int = 1280, height: int = 800, dark: bool = False, profile: Path | None = None) -> None:
        command = ["node", str(Path(__file__).with_name("firefox-bridge.mjs")), "--width", str(width), "--height", str(height)]
        if profile is not None:
            command += ["--profile", str(profile)]
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed in close())
        self._proc = subprocess.Popen(command + (["--dark"] if dark else []), cwd=ROOT, text=True,
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr)
        self._next = 0
        self._read(0)  # launched

    def _read(self, wanted: int) -> Any:
        assert self._proc.stdout is not None
        while True:
            line = self._proc.stdout.readline()
            if not line:
                self._stderr.seek(0)
                raise BrowserError(f"firefox: the bridge ended: {self._stderr.read().decode(errors='replace')[-2000:]}")
            if not line.startswith("{"):
                continue  # anything else a library printed
            message = json.loads(line)
            if message.get("id") != wanted:
                continue
            if "error" in message:
                raise BrowserError(f"firefox: {message['error']}")
            return message.get("value")

    def _call(self, op: str, **params: Any) -> Any:
        assert self._proc.stdin is not None
        self._next += 1
        self._proc.stdin.write(json.dumps({"id": self._next, "op": op, **params}) + "\n")
        self._proc.stdin.flush()
        return self._read(self._next)

    def goto(self, url: str) -> None:
        self._call("goto", url=url)

    def reload(self) -> None:
        self._call("reload")

    def url(self) -> str:
        return str(self._call("url"))

    def evaluate(self, fn: str, arg: Any = None) -> Any:
        return self._call("evaluate", fn=fn, arg=arg)

    def viewport(self, width: int, height: int) -> None:
        self._call("viewport", width=width, height=height)

    def click(self, selector: str, hold_ms: int = 0) -> None:
        self._call("click", selector=selector, holdMs=hold_ms)

    def fill(self, selector: str, text: str) -> None:
        """Replace the field's text by typing ``text`` (input events as from a keyboard)."""
        self._call("fill", selector=selector, text=text)

    def select(self, selector: str, value: str) -> None:
        self._call("select", selector=selector, value=value)

    def screenshot(self, path: str | Path, full_page: bool = False) -> Path:
        self._call("screenshot", path=str(Path(path).resolve()), fullPage=full_page)
        return Path(path)

    def console_errors(self) -> list[str]:
        return list(self._call("console"))

    def offline(self, on: bool) -> None:
        """WebDriver BiDi's network emulation: page and workers cut off (or back)."""
        self._call("offline", on=on)

    def version(self) -> str:
        return str(self._call("version"))

    def close(self) -> None:
        try:
            if self._proc.poll() is None and self._proc.stdin:
                self._proc.stdin.write(json.dumps({"op": "close"}) + "\n")
                self._proc.stdin.flush()
                self._proc.wait(timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            self._proc.kill()
            self._proc.wait()
        self._stderr.close()


@contextmanager
def xvfb() -> Iterator[str]:
    """A private X display (WebKitGTK needs one even when nothing is shown); yields its name."""
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise BrowserError("webkit: Xvfb did not start")
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


# GTK's own style for MiniBrowser's toolbar, shrunk: its widgets would keep the window (and so the
# page) at least 447 px wide; with this, phone widths from 340 px can be had. The page's own
# rendering (fonts, form controls) does not use GTK's style.
SMALL_TOOLBAR_CSS = "* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n"

# WebKit does not log an automation session's console anywhere a driver can read (its sessions are
# ephemeral, and WebCore skips console logging for ephemeral pages, MiniBrowser's
# --enable-write-console-messages-to-stdout included; WebKitWebDriver has no BiDi here). So after
# each load the page's console.error and its uncaught errors and rejections are recorded in the
# page: what happens before the load event (module evaluation) is not seen this way, but breaks
# the page visibly.
WATCH_ERRORS = """() => {
  if (globalThis.__consoleErrors) return;
  const errors = (globalThis.__consoleErrors = []);
  const original = console.error.bind(console);
  console.error = (...args) => { errors.push(args.map(String).join(" ")); original(...args); };
  addEventListener("error", (event) => errors.push(`uncaught: ${event.message}`));
  addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${event.reason}`));
}"""


class WebKitPage:
    """WebKitGTK's MiniBrowser through WebKitWebDriver and Selenium, on its own Xvfb display."""

    name = "webkit"

    def __init__(self, display: str, width: int = 1280, height: int = 800, dark: bool = False,
                 driver: Path | None = None) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.service import Service

        options = webdriver.WebKitGTKOptions()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        if dark:
            options.add_argument("--dark-mode")  # GTK's dark theme: prefers-color-scheme: dark
        self._dir = tempfile.TemporaryDirectory(prefix="webkit-")
        (Path(self._dir.name) / "gtk-3.0").mkdir()
        (Path(self._dir.name) / "gtk-3.0" / "gtk.css").write_text(SMALL_TOOLBAR_CSS)
        env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": self._dir.name}
        env.pop("WAYLAND_DISPLAY", None)
        service = Service(executable_path=str(driver or WEBKIT_DRIVER), log_output=str(Path(self._dir.name) / "driver.log"), env=env)
        with warnings.catch_warnings():  # Selenium's own use of a deprecated argument of its own
            warnings.simplefilter("ignore", DeprecationWarning)
            self._driver = webdriver.WebKitGTK(options=options, service=service)
        self._driver.set_script_timeout(TIMEOUT_S)
        self._driver.set_page_load_timeout(TIMEOUT_S)
        self._errors: list[str] = []
        self.viewport(width, height)

    def _collect(self) -> None:
        try:
            self._errors += self.evaluate("() => (globalThis.__consoleErrors ?? []).splice(0)")
        except BrowserError:
            pass  # a page that is gone

    def goto(self, url: str) -> None:
        self._collect()
        self._driver.get(url)
        self.evaluate(WATCH_ERRORS)

    def reload(self) -> None:
        self._collect()
        self._driver.refresh()
        self.evaluate(WATCH_ERRORS)

    def url(self) -> str:
        return str(self._driver.current_url)

    def evaluate(self, fn: str, arg: Any = None) -> Any:
        script = ("const done = arguments[arguments.length - 1];"
                  f"Promise.resolve().then(() => ({fn})(arguments[0]))"
                  ".then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));")
        reply = self._driver.execute_async_script(script, arg)
        if "error" in reply:
            raise BrowserError(f"webkit: {reply['error']}")
        return reply.get("value")

    def viewport(self, width: int, height: int) -> None:
        """The page's viewport (innerWidth × innerHeight), not the window: the window is sized so
        that the viewport is exactly this, whatever MiniBrowser's own toolbar takes."""
        self._driver.set_window_size(width, height)
        inner = self._settled_size()
        for _ in range(5):
            if inner == [width, height]:
                return
            size = self._driver.get_window_size()
            self._driver.set_window_size(max(1, size["width"] + width - inner[0]), max(1, size["height"] + height - inner[1]))
            inner = self._settled_size()
        raise BrowserError(f"webkit: the viewport stays {inner[0]}×{inner[1]}, not {width}×{height} "
                          "(MiniBrowser's window is at least about 340 px wide)")

    def _settled_size(self) -> list[int]:
        """innerWidth × innerHeight once a resize has reached the page (the same two frames apart)."""
        last = None
        for _ in range(50):
            size = self.evaluate("() => new Promise((done) => requestAnimationFrame(() => "
                                 "requestAnimationFrame(() => done([innerWidth, innerHeight]))))")
            if size == last:
                return list(size)
            last = size
        return list(last or [0, 0])

    def _element(self, selector: str) -> Any:
        from selenium.webdriver.common.by import By

        return self._driver.find_element(By.CSS_SELECTOR, selector)

    def click(self, selector: str, hold_ms: int = 0) -> None:
        if not hold_ms:
            self._element(selector).click()
            return
        from selenium.webdriver.common.action_chains import ActionChains

        ActionChains(self._driver).click_and_hold(self._element(selector)).pause(hold_ms / 1000).release().perform()

    def fill(self, selector: str, text: str) -> None:
        """Replace the field's text by typing ``text`` (input events as from a keyboard)."""
        from selenium.webdriver.common.keys import Keys

        field = self._element(selector)
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.DELETE)
        field.send_keys(text)

    def select(self, selector: str, value: str) -> None:
        from selenium.webdriver.support.select import Select

        Select(self._element(selector)).select_by_value(value)

    def screenshot(self, path: str | Path, full_page: bool = False) -> Path:
        """The viewport; with full_page, the window is made as tall as the page for the shot."""
        if not full_page:
            Path(path).write_bytes(self._driver.get_screenshot_as_png())
            return Path(path)
        width, height = self.evaluate("() => [innerWidth, innerHeight]")
        full = self.evaluate("() => Math.ceil(document.documentElement.scrollHeight)")
        try:
            self.viewport(width, max(height, full))
            Path(path).write_bytes(self._driver.get_screenshot_as_png())
        finally:
            self.viewport(width, height)
        return Path(path)

    def console_errors(self) -> list[str]:
        """console.error calls and uncaught errors since the last call, recorded in the page after
        each load (see WATCH_ERRORS)."""
        self._collect()
        errors, self._errors = self._errors, []
        return errors

    def version(self) -> str:
        return str(self._driver.capabilities.get("browserVersion", "?"))

    def close(self) -> None:
        try:
            self._driver.quit()
        finally:
            self._dir.cleanup()


@contextmanager
def open_page(browser: str, width: int = 1280, height: int = 800, dark: bool = False,
              firefox_profile: Path | None = None, webkit_driver: Path | None = None) -> Iterator[BrowserPage]:
    """A new browser (fresh profile) of ``browser`` ("firefox" or "webkit") with one page whose
    viewport is width × height, in the light or dark colour scheme; closed after. Firefox may be
    given a profile folder, WebKit a command that starts its WebDriver (tests/support/local_ca.py)."""
    if browser == "firefox":
        firefox = FirefoxPage(width, height, dark, profile=firefox_profile)
        try:
            yield firefox
        finally:
            firefox.close()
    elif browser == "webkit":
        with xvfb() as display:
            webkit = WebKitPage(display, width, height, dark, driver=webkit_driver)
            try:
                yield webkit
            finally:
                webkit.close()
    else:
        raise ValueError(f"unknown browser {browser!r}: one of {', '.join(BROWSERS)}")


if __name__ == "__main__":
    gaps = missing()
    for browser, gap in gaps.items():
        print(f"{browser}: {gap}", file=sys.stderr)
    if not gaps:
        print(f"{FIREFOX}, {WEBKIT_DRIVER} with {MINIBROWSER}")
    sys.exit(1 if gaps else 0)
