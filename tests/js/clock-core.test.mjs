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

// --- Go clocks: Fischer with a cap, byo-yomi, Canadian -------------------------------------------

/** 10 minutes + 5 × 30 s byo-yomi, or 10 minutes + 20 stones in 5 minutes, on both sides. */
const byoyomi = { baseMs: 600_000, overtime: "byoyomi", periods: 5, periodMs: 30_000 };
const canadian = { baseMs: 600_000, overtime: "canadian", stones: 20, periodMs: 300_000 };

test("Fischer with a cap: the increment never takes a side past the cap", () => {
  const s = settings({ baseMs: 60_000, incrementMs: 10_000, capMs: 65_000 });
  let c = core.start(core.newClock(s), 1, 0);
  c = core.press(s, c, 1, 2_000);                 // 58 s + 10 s = 68 s, capped at 65 s
  assert.equal(c.remaining[0], 65_000);
  c = core.press(s, c, 2, 3_000);
  c = core.press(s, c, 1, 23_000);                // 45 s + 10 s = 55 s, under the cap
  assert.equal(c.remaining[0], 55_000);
});

test("byo-yomi: main time first, then the periods; a move inside a period starts it again", () => {
  const s = settings(byoyomi, byoyomi);
  let c = core.start(core.newClock(s), 1, 0);
  assert.deepEqual(core.sideView(s, c, 1, 599_999),
    { mainMs: 1, inOvertime: false, periodMs: 30_000, periodsLeft: 5, stonesLeft: 0 });
  assert.deepEqual(core.sideView(s, c, 1, 600_000),
    { mainMs: 0, inOvertime: true, periodMs: 30_000, periodsLeft: 5, stonesLeft: 0 });
  assert.deepEqual(core.sideView(s, c, 1, 612_000),
    { mainMs: 0, inOvertime: true, periodMs: 18_000, periodsLeft: 5, stonesLeft: 0 });
  c = core.press(s, c, 1, 612_000);               // 12 s into the first period: it starts again
  assert.deepEqual([c.remaining[0], c.periodsLeft[0]], [0, 5]);
  c = core.press(s, c, 2, 700_000);
  assert.deepEqual(core.sideView(s, c, 1, 700_000).periodMs, 30_000);
  // 29.999 s: still the same period; the next move starts a full one
  c = core.press(s, c, 1, 729_999);
  assert.deepEqual(c.periodsLeft, [5, 5]);
});

test("byo-yomi: a period that runs out is lost and the next begins at once", () => {
  const s = settings(byoyomi, byoyomi);
  let c = core.start(core.newClock(s), 1, 0);
  assert.deepEqual(core.sideView(s, c, 1, 630_000),
    { mainMs: 0, inOvertime: true, periodMs: 30_000, periodsLeft: 4, stonesLeft: 0 });
  assert.equal(core.sideView(s, c, 1, 675_500).periodMs, 14_500); // 2 periods lost, 15.5 s into the third
  assert.equal(core.sideView(s, c, 1, 675_500).periodsLeft, 3);
  c = core.press(s, c, 1, 675_500);
  assert.deepEqual([c.remaining[0], c.periodsLeft[0], c.flagged], [0, 3, 0]);
  c = core.press(s, c, 2, 676_000);
  // three periods left: the flag falls 90 s into the move, to the millisecond
  assert.equal(core.timeLeft(s, c, 1, 765_999), 1);
  assert.equal(core.checkFlag(s, c, 765_999).flagged, 0);
  assert.deepEqual(core.sideView(s, c, 1, 765_999),
    { mainMs: 0, inOvertime: true, periodMs: 1, periodsLeft: 1, stonesLeft: 0 });
  const flagged = core.checkFlag(s, c, 766_000);
  assert.deepEqual([flagged.flagged, flagged.running, core.timeLeft(s, flagged, 1, 999_999)], [1, 0, 0]);
  // a tap after the last period ran out (between two ticks) flags, and keeps nothing
  assert.equal(core.press(s, c, 1, 766_200).flagged, 1);
});

test("byo-yomi without main time: the periods from the first move", () => {
  const s = settings({ ...byoyomi, baseMs: 0 }, byoyomi);
  let c = core.start(core.newClock(s), 1, 0);
  assert.deepEqual(core.sideView(s, c, 1, 0), { mainMs: 0, inOvertime: true, periodMs: 30_000, periodsLeft: 5, stonesLeft: 0 });
  assert.equal(core.timeLeft(s, c, 1, 0), 150_000);
  c = core.press(s, c, 1, 31_000);                 // the first period ran out
  assert.deepEqual(c.periodsLeft, [4, 5]);
  assert.throws(() => core.newClock(settings({ baseMs: 0, overtime: "byoyomi", periods: 0, periodMs: 30_000 })), RangeError);
});

test("Canadian: moves in the main time don't count; after 20 moves in the block it starts again", () => {
  const s = settings(canadian, canadian);
  let c = core.start(core.newClock(s), 1, 0);
  c = core.press(s, c, 1, 590_000);                // a move in the main time
  assert.deepEqual([c.remaining[0], c.stonesLeft[0], c.blockLeft[0]], [10_000, 20, 300_000]);
  let t = 590_000;
  t += 1_000; c = core.press(s, c, 2, t);
  t += 25_000; c = core.press(s, c, 1, t);          // 10 s of main time, then 15 s of the block
  assert.deepEqual([c.remaining[0], c.stonesLeft[0], c.blockLeft[0]], [0, 19, 285_000]);
  assert.deepEqual(core.sideView(s, c, 1, t), { mainMs: 0, inOvertime: true, periodMs: 285_000, periodsLeft: 0, stonesLeft: 19 });
  for (let move = 0; move < 18; move++) {          // 18 more moves of 10 s: 1 move left, 105 s left
    t += 1_000; c = core.press(s, c, 2, t);
    t += 10_000; c = core.press(s, c, 1, t);
  }
  assert.deepEqual([c.stonesLeft[0], c.blockLeft[0]], [1, 105_000]);
  t += 1_000; c = core.press(s, c, 2, t);
  assert.deepEqual(core.sideView(s, c, 1, t + 100_000).periodMs, 5_000);
  t += 104_000; c = core.press(s, c, 1, t);          // the 20th move with 1 s to spare: a new block
  assert.deepEqual([c.stonesLeft[0], c.blockLeft[0], c.flagged], [20, 300_000, 0]);
});

test("Canadian: the flag falls to the millisecond when the block's time runs out", () => {
  const s = settings({ ...canadian, baseMs: 1_000 }, canadian);
  let c = core.start(core.newClock(s), 1, 0);
  c = core.press(s, c, 1, 101_000);                 // 1 s main, 100 s of the block
  assert.deepEqual([c.stonesLeft[0], c.blockLeft[0]], [19, 200_000]);
  c = core.press(s, c, 2, 102_000);
  assert.equal(core.checkFlag(s, c, 301_999).flagged, 0);
  assert.equal(core.timeLeft(s, c, 1, 301_999), 1);
  const flagged = core.checkFlag(s, c, 302_000);
  assert.deepEqual([flagged.flagged, core.timeLeft(s, flagged, 1, 302_000)], [1, 0]);
});

test("a Go game stored and brought back keeps the running side, the periods and the stones", () => {
  const s = settings(byoyomi, canadian);
  let c = core.start(core.newClock(s), 1, 0);
  c = core.press(s, c, 1, 640_000);                 // side 1 lost a period
  c = core.press(s, c, 2, 650_000);
  c = core.press(s, c, 1, 651_000);
  c = core.press(s, c, 2, 1_291_000);                // side 2: the last 590 s of main time, then 50 s of the block
  assert.deepEqual([c.periodsLeft, c.stonesLeft, c.blockLeft, c.running], [[4, 0], [0, 19], [0, 250_000], 1]);
  const stored = JSON.parse(JSON.stringify(core.toStored(c, 1_301_000, 1_700_000_000_000)));
  const back = core.fromStored(stored, 5, 1_700_000_002_000);  // 2 s later on a new page: 12 s into the move
  assert.equal(back.running, 1);
  assert.deepEqual(core.sideView(s, back, 1, 5), { mainMs: 0, inOvertime: true, periodMs: 18_000, periodsLeft: 4, stonesLeft: 0 });
  assert.deepEqual(core.sideView(s, back, 2, 5), { mainMs: 0, inOvertime: true, periodMs: 250_000, periodsLeft: 0, stonesLeft: 19 });
  // a chess game stored before the clock kept overtime comes back with none
  const old = { remaining: [5_000, 5_000], running: 1, spent: 0, since: 0, paused: false, moves: [0, 0], flagged: 0, wall: 0 };
  assert.deepEqual(core.fromStored(old, 0, 0).periodsLeft, [0, 0]);
});
