// @ts-check
// The chess clock's own time-keeping, as pure functions of a state and a time stamp: no DOM, no
// timers, no handicap arithmetic (the engine decided each side's times; this only spends them).
// Every function takes `now`, a monotonic time in milliseconds (performance.now() on the page),
// and returns a new state; the time left is always worked out from the stamps, never by
// counting ticks, so a busy or throttled page cannot slow the clock.
//
// Per side: Fischer increment (added after each move), Bronstein delay (after each move, what the
// move used is given back, up to the delay) and simple (US) delay (the clock starts counting
// down only after the delay has passed in each move).

/**
 * One side's settings, in milliseconds.
 * @typedef {object} SideSettings
 * @property {number} baseMs
 * @property {number} incrementMs
 * @property {number} delayMs
 * @property {"simple" | "bronstein"} delayType
 */

/**
 * @typedef {object} ClockSettings
 * @property {[SideSettings, SideSettings]} sides  side 1, side 2
 * @property {1 | 2} first  the side whose clock the Start button starts (White)
 */

/**
 * @typedef {object} ClockState
 * @property {[number, number]} remaining  each side's time at the start of its current move (ms)
 * @property {0 | 1 | 2} running  the side whose move it is (0: not started, or stopped by a flag)
 * @property {number} spent    time the running side's move used before `since` (pauses split a move)
 * @property {number} since    when the running side's current stretch started (`now` stamp)
 * @property {boolean} paused
 * @property {[number, number]} moves  moves each side has completed
 * @property {0 | 1 | 2} flagged  the side whose time ran out
 */

/** @param {ClockSettings} settings @returns {ClockState} */
export function newClock(settings) {
  for (const side of settings.sides) {
    if (!(side.baseMs > 0)) throw new RangeError("a clock with zero time on a side cannot start");
  }
  return {
    remaining: [settings.sides[0].baseMs, settings.sides[1].baseMs],
    running: 0, spent: 0, since: 0, paused: false, moves: [0, 0], flagged: 0,
  };
}

/** Time the running side's current move has used so far. @param {ClockState} state @param {number} now */
export function moveElapsed(state, now) {
  if (!state.running) return 0;
  return state.spent + (state.paused ? 0 : Math.max(0, now - state.since));
}

/** What a move that took `elapsed` costs the side's time. @param {SideSettings} side @param {number} elapsed */
function charge(side, elapsed) {
  return side.delayType === "simple" ? Math.max(0, elapsed - side.delayMs) : elapsed;
}

/**
 * A side's time left now (never below 0).
 * @param {ClockSettings} settings @param {ClockState} state @param {1 | 2} side @param {number} now
 */
export function timeLeft(settings, state, side, now) {
  const remaining = state.remaining[side - 1];
  if (state.running !== side) return Math.max(0, remaining);
  return Math.max(0, remaining - charge(settings.sides[side - 1], moveElapsed(state, now)));
}

/** @param {[number, number]} pair @param {1 | 2} side @param {number} value @returns {[number, number]} */
function withSide(pair, side, value) {
  return side === 1 ? [value, pair[1]] : [pair[0], value];
}

/**
 * Start `side`'s clock (the Start button starts `settings.first`).
 * @param {ClockState} state @param {1 | 2} side @param {number} now @returns {ClockState}
 */
export function start(state, side, now) {
  if (state.running || state.flagged) return state;
  return { ...state, running: side, spent: 0, since: now, paused: false };
}

/**
 * A flag: the running side's time has run out. Checked on every tick and every press.
 * @param {ClockSettings} settings @param {ClockState} state @param {number} now @returns {ClockState}
 */
export function checkFlag(settings, state, now) {
  const side = state.running;
  if (!side || timeLeft(settings, state, side, now) > 0) return state;
  return { ...state, remaining: withSide(state.remaining, side, 0), running: 0, paused: false, flagged: side,
           spent: 0 };
}

/**
 * `side` ends its move (a tap on its half, or its key). Before the start, a tap starts the other
 * side's clock, as on a real clock; a tap on the side that is not running, while paused or after a
 * flag, does nothing.
 * @param {ClockSettings} settings @param {ClockState} state @param {1 | 2} side @param {number} now
 * @returns {ClockState}
 */
export function press(settings, state, side, now) {
  const other = side === 1 ? 2 : 1;
  if (state.flagged) return state;
  if (!state.running) return start(state, other, now);
  if (state.running !== side || state.paused) return state;
  const flagged = checkFlag(settings, state, now);
  if (flagged.flagged) return flagged;
  const rules = settings.sides[side - 1];
  const elapsed = moveElapsed(state, now);
  const back = rules.delayType === "bronstein" ? Math.min(rules.delayMs, elapsed) : 0;
  const left = state.remaining[side - 1] - charge(rules, elapsed) + back + rules.incrementMs;
  return {
    ...state, remaining: withSide(state.remaining, side, left), running: other, spent: 0, since: now,
    moves: withSide(state.moves, side, state.moves[side - 1] + 1),
  };
}

/** @param {ClockState} state @param {number} now @returns {ClockState} */
export function pause(state, now) {
  if (!state.running || state.paused) return state;
  return { ...state, spent: moveElapsed(state, now), paused: true };
}

/** @param {ClockState} state @param {number} now @returns {ClockState} */
export function resume(state, now) {
  if (!state.running || !state.paused) return state;
  return { ...state, paused: false, since: now };
}

/**
 * The state to store (for a reload or a crashed tab): the running move's time so far and the
 * wall-clock time it was measured at, since a new page's monotonic clock starts again at 0.
 * @param {ClockState} state @param {number} now @param {number} wallNow  Date.now()
 */
export function toStored(state, now, wallNow) {
  return { ...state, spent: moveElapsed(state, now), since: 0, wall: wallNow };
}

/**
 * A stored state brought back: a move that was running has gone on running while the page was
 * away (measured by the wall clock, never less than 0).
 * @param {ClockState & {wall: number}} stored @param {number} now @param {number} wallNow
 * @returns {ClockState}
 */
export function fromStored(stored, now, wallNow) {
  const { wall, ...state } = stored;
  const away = state.running && !state.paused ? Math.max(0, wallNow - wall) : 0;
  return { ...state, spent: state.spent + away, since: now };
}

/**
 * A time as a clock shows it: m:ss, h:mm:ss from an hour; whole seconds rounded up, so 0:00
 * shows only when the time is gone.
 * @param {number} ms
 */
export function formatTime(ms) {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
