"""The clock view under test: a phone's viewport, the moment the tests' clock starts at, and
stand-ins that record what the clock does beyond the screen (vibration, the wake lock, beeps)."""

from __future__ import annotations

from datetime import UTC, datetime

from playwright.sync_api import Page

PHONE = {"width": 390, "height": 800}
START = datetime(2026, 3, 1, 19, 30, tzinfo=UTC)


def stop_time(page: Page) -> None:
    """Stop the page's controlled clock a second from its now: from there time moves only by
    `run_for`. Given as a date: Playwright reads a plain number as seconds since the epoch, so a
    `Date.now()` in milliseconds stopped it a thousand times later (harmless once, but the clock
    tests share a context and a second stop overflowed the date)."""
    now_ms = page.evaluate("Date.now()")
    page.clock.pause_at(datetime.fromtimestamp(now_ms / 1000 + 1, tz=UTC))

# Stand-ins for what a test cannot hear or feel: vibration, the wake lock and the audio graph are
# recorded in window.signals (the clock calls the browser's own APIs; only their effect is faked).
SIGNALS = """
window.signals = {vibrate: [], beeps: [], wake: []};
Object.defineProperty(Navigator.prototype, "vibrate", {configurable: true, value(pattern) {
  window.signals.vibrate.push(pattern); return true; }});
Object.defineProperty(Navigator.prototype, "wakeLock", {configurable: true, get() { return {
  async request(type) {
    window.signals.wake.push("request:" + type);
    const listeners = [];
    return {addEventListener: (_, f) => listeners.push(f),
            async release() { window.signals.wake.push("release"); listeners.forEach((f) => f()); }};
  }}; }});
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  createOscillator() {
    const oscillator = super.createOscillator();
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (...args) => { window.signals.beeps.push(oscillator.frequency.value); return start(...args); };
    return oscillator;
  }
};
"""
