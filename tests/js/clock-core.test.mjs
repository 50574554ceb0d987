// Unit tests of the clock's own time-keeping (static/views/clock/clock-core.js), with hand-made time stamps:
// run by `node --test tests/js/` (tests/test_clock_core.py runs it under pytest).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as core from "../../static/views/clock/clock-core.js";

/** @returns {import("../../static/views/clock/clock-core.js").ClockSettings} */
function settings(side1 = {}, side2 = {}) {
  const base = { baseMs: 60_000, incrementMs: 0, delayMs: 0, delayType: "simple" };
  return { sides: [{ ...base, ...side1 }, { ...base, ...side2 }], first: 1 };
}

test("a side with no time cannot start", () => {
  assert.throws(() => core.newClock(settings({ baseMs: 0 })), RangeError);
  assert.throws(() => core.newClock(settings({}, { baseMs: -5 })), RangeError);
});

test("Fischer: the increment after each move", () => {
  const s = settings({ incrementMs: 2_000 }, { incrementMs: 5_000 });
  let c = core.start(core.newClock(s), 1, 1_000);
  assert.equal(core.timeLeft(s, c, 1, 3_300), 57_700);
  c = core.press(s, c, 1, 3_300);
  assert.deepEqual([c.remaining, c.running, c.moves], [[59_700, 60_000], 2, [1, 0]]);
  assert.equal(core.timeLeft(s, c, 2, 4_500), 58_800);
  c = core.press(s, c, 2, 4_500);
  assert.deepEqual(c.remaining, [59_700, 63_800]);
});

test("Bronstein: the move's time back, at most the delay", () => {
  const s = settings({ delayMs: 3_000, delayType: "bronstein" });
  let c = core.start(core.newClock(s), 1, 0);
  assert.equal(core.timeLeft(s, c, 1, 2_400), 57_600);
  c = core.press(s, c, 1, 2_400);
  assert.equal(c.remaining[0], 60_000);
  c = core.press(s, c, 2, 3_000);
  c = core.press(s, c, 1, 7_500);                  // a 4.5 s move: 3 s back
  assert.equal(c.remaining[0], 58_500);
});

test("simple delay: the clock waits the delay in each move", () => {
  const s = settings({}, { delayMs: 3_000 });
  let c = core.start(core.newClock(s), 2, 0);
  assert.equal(core.timeLeft(s, c, 2, 2_999), 60_000);
  assert.equal(core.timeLeft(s, c, 2, 4_500), 58_500);
  c = core.press(s, c, 2, 4_500);
  assert.equal(c.remaining[1], 58_500);
});

test("pause keeps the move's time; resume goes on; a delay counts over the whole move", () => {
  const s = settings({ delayMs: 2_000 });
  let c = core.start(core.newClock(s), 1, 0);
  c = core.pause(c, 1_500);
  assert.equal(core.timeLeft(s, c, 1, 99_000), 60_000);
  assert.equal(core.press(s, c, 1, 99_000), c);   // a tap while paused does nothing
  c = core.resume(c, 100_000);
  assert.equal(core.timeLeft(s, c, 1, 101_000), 59_500); // 2.5 s into the move, 2 s of delay
});

test("the flag: at 0 the clock stops for good", () => {
  const s = settings({ baseMs: 3_000 });
  let c = core.start(core.newClock(s), 1, 0);
  assert.equal(core.checkFlag(s, c, 2_999), c);
  c = core.checkFlag(s, c, 3_000);
  assert.deepEqual([c.flagged, c.running, c.remaining[0]], [1, 0, 0]);
  assert.equal(core.press(s, c, 2, 4_000), c);
  assert.equal(core.start(c, 2, 4_000), c);
  // a tap after the time ran out (between two ticks) flags too, and adds nothing
  let d = core.start(core.newClock(settings({ baseMs: 3_000, incrementMs: 5_000 })), 1, 0);
  d = core.press(settings({ baseMs: 3_000, incrementMs: 5_000 }), d, 1, 3_200);
  assert.deepEqual([d.flagged, d.remaining[0]], [1, 0]);
});

test("before the start a tap starts the other side; the wrong side's tap does nothing", () => {
  const s = settings();
  let c = core.press(s, core.newClock(s), 2, 10);
  assert.equal(c.running, 1);
  assert.equal(core.press(s, c, 2, 500), c);
});

test("stored and brought back: the time away goes on the running side", () => {
  const s = settings();
  let c = core.start(core.newClock(s), 1, 1_000);
  const stored = JSON.parse(JSON.stringify(core.toStored(c, 3_000, 1_700_000_000_000)));
  const back = core.fromStored(stored, 50, 1_700_000_004_000);   // a new page, 4 s later
  assert.equal(core.timeLeft(s, back, 1, 50), 54_000);           // 2 s before, 4 s away
  assert.equal(core.timeLeft(s, back, 1, 1_050), 53_000);
  const paused = core.fromStored(core.toStored(core.pause(c, 2_000), 9_000, 0), 0, 60_000);
  assert.equal(core.timeLeft(s, paused, 1, 0), 59_000);          // paused: nothing counts
});

test("times as a clock shows them", () => {
  assert.deepEqual([0, 1, 999, 1_000, 59_001, 600_000, 3_599_000, 3_600_000, 5_430_000].map(core.formatTime),
    ["0:00", "0:01", "0:01", "0:01", "1:00", "10:00", "59:59", "1:00:00", "1:30:30"]);
});
