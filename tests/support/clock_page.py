"""The clock view under test: a phone's viewport, the moment the tests' clock starts at, and
stand-ins that record what the clock does beyond the screen (vibration, the wake lock, beeps)."""

from __future__ import annotations

from datetime import UTC, datetime

PHONE = {"width": 390, "height": 800}
START = datetime(2026, 3, 1, 19, 30, tzinfo=UTC)

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
