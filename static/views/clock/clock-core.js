// @ts-check
// The clock's own time-keeping, as pure functions of a state and a time stamp: no DOM, no
// timers, no handicap arithmetic (the engine decided each side's times; this only spends them).
// Every function takes `now`, a monotonic time in milliseconds (performance.now() on the page),
// and returns a new state; the time left is always worked out from the stamps, never by
// counting ticks, so a busy or throttled page cannot slow the clock.
//
// Per side: Fischer increment (added after each move; with a cap, the time after it is at most the
// cap), Bronstein delay (after each move, what the move used is given back, up to the delay) and
// simple (US) delay (the clock starts counting down only after the delay has passed in each move);
// and the overtime of Go clocks, which begins when the main time is spent:
//   Japanese byo-yomi: N periods of T. A move that ends inside a period starts the next move with
//     a full period; a period that runs out is lost and the next one begins at once; the flag
//     falls when the last period runs out (main time + periods left × T after the move began).
//   Canadian: blocks of S moves in T. The block's time carries over from move to move; after the
//     S-th move a new block starts (full T, S moves); the flag falls when the block's time runs out.
// Moves made in the main time do not count towards a Canadian block.

/**
 * One side's settings, in milliseconds.
 * @typedef {object} SideSettings
 * @property {number} baseMs
 * @property {number} incrementMs
 * @property {number} delayMs
 * @property {"simple" | "bronstein"} delayType
 * @property {number | null} [capMs]  Fischer: the most time the side can have after a move
 * @property {"none" | "byoyomi" | "canadian"} [overtime]  what follows the main time (absent: none)
 * @property {number} [periods]  byo-yomi: the number of periods
 * @property {number} [periodMs]  byo-yomi: a period; Canadian: a block's time
 * @property {number} [stones]  Canadian: the moves of a block
 */

/**
 * @typedef {object} ClockSettings
 * @property {[SideSettings, SideSettings]} sides  side 1, side 2
 * @property {0 | 1 | 2} first  the side whose clock the Start button starts (White in chess; Black in
 *   Go, White after a placed handicap; 0 when nigiri decides: the player who takes White taps their
 *   half, which starts Black's clock)
 */

/**
 * @typedef {object} ClockState
 * @property {[number, number]} remaining  each side's main time at the start of its current move (ms)
 * @property {[number, number]} periodsLeft  byo-yomi: the periods each side has left (0 without)
 * @property {[number, number]} stonesLeft  Canadian: the moves left in each side's block (0 without)
 * @property {[number, number]} blockLeft  Canadian: the time left in each side's block at the
 *   start of its move (a full block until the main time is spent)
 * @property {0 | 1 | 2} running  the side whose move it is (0: not started, or stopped by a flag)
 * @property {number} spent    time the running side's move used before `since` (pauses split a move)
 * @property {number} since    when the running side's current stretch started (`now` stamp)
 * @property {boolean} paused
 * @property {[number, number]} moves  moves each side has completed
 * @property {0 | 1 | 2} flagged  the side whose time ran out
 */

/** @param {SideSettings} side */
const overtimeOf = (side) => side.overtime ?? "none";

/** @param {SideSettings} side */
function hasOvertime(side) {
  const overtime = overtimeOf(side);
  return (overtime === "byoyomi" && (side.periods ?? 0) > 0 && (side.periodMs ?? 0) > 0) ||
    (overtime === "canadian" && (side.stones ?? 0) > 0 && (side.periodMs ?? 0) > 0);
}

/** @param {ClockSettings} settings @returns {ClockState} */
export function newClock(settings) {
  for (const side of settings.sides) {
    if (!(side.baseMs > 0) && !(side.baseMs === 0 && hasOvertime(side))) {
      throw new RangeError("a clock with zero time on a side cannot start");
    }
  }
  const [one, two] = settings.sides;
  const periods = (/** @type {SideSettings} */ side) => overtimeOf(side) === "byoyomi" ? side.periods ?? 0 : 0;
  const stones = (/** @type {SideSettings} */ side) => overtimeOf(side) === "canadian" ? side.stones ?? 0 : 0;
  const block = (/** @type {SideSettings} */ side) => overtimeOf(side) === "canadian" ? side.periodMs ?? 0 : 0;
  return {
    remaining: [one.baseMs, two.baseMs],
    periodsLeft: [periods(one), periods(two)],
    stonesLeft: [stones(one), stones(two)],
    blockLeft: [block(one), block(two)],
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
 * The time the side's move has used now (0 for the side that is not running).
 * @param {ClockSettings} settings @param {ClockState} state @param {1 | 2} side @param {number} now
 */
function used(settings, state, side, now) {
  return state.running === side ? charge(settings.sides[side - 1], moveElapsed(state, now)) : 0;
}

/**
 * A side's time left now, until its flag would fall if it made no move (never below 0): the main
 * time, then the byo-yomi periods left or the Canadian block's time.
 * @param {ClockSettings} settings @param {ClockState} state @param {1 | 2} side @param {number} now
 */
export function timeLeft(settings, state, side, now) {
  const rules = settings.sides[side - 1];
  const index = side - 1;
  const overtime = overtimeOf(rules);
  let total = state.remaining[index];
  if (overtime === "byoyomi") total += (state.periodsLeft?.[index] ?? 0) * (rules.periodMs ?? 0);
  if (overtime === "canadian") total += state.blockLeft?.[index] ?? 0;
  return Math.max(0, total - used(settings, state, side, now));
}

/**
 * What a side's face shows now: the main time left, and once it is spent, the time left in the
 * current byo-yomi period or Canadian block with the periods or moves left.
 * @typedef {object} SideView
 * @property {number} mainMs  main time left
 * @property {boolean} inOvertime  the main time is spent
 * @property {number} periodMs  time left in the current period or block (a full one before overtime)
 * @property {number} periodsLeft  byo-yomi: periods left, the current one included (0 without)
 * @property {number} stonesLeft  Canadian: moves left in the current block (0 without)
 */

/**
 * @param {ClockSettings} settings @param {ClockState} state @param {1 | 2} side @param {number} now
 * @returns {SideView}
 */
export function sideView(settings, state, side, now) {
  const rules = settings.sides[side - 1];
  const index = side - 1;
  const overtime = overtimeOf(rules);
  const main = state.remaining[index];
  const spent = used(settings, state, side, now);
  const periodMs = rules.periodMs ?? 0;
  if (overtime === "none") {
    return { mainMs: Math.max(0, main - spent), inOvertime: false, periodMs: 0, periodsLeft: 0, stonesLeft: 0 };
  }
  const stonesLeft = overtime === "canadian" ? state.stonesLeft?.[index] ?? 0 : 0;
  if (spent < main) {
    const periodsLeft = overtime === "byoyomi" ? state.periodsLeft?.[index] ?? 0 : 0;
    const blockMs = overtime === "canadian" ? state.blockLeft?.[index] ?? 0 : periodMs;
    return { mainMs: main - spent, inOvertime: false, periodMs: blockMs, periodsLeft, stonesLeft };
  }
  const over = spent - main;
  if (overtime === "byoyomi") {
    const periods = state.periodsLeft?.[index] ?? 0;
    const lost = periodMs > 0 ? Math.floor(over / periodMs) : periods;
    if (lost >= periods) return { mainMs: 0, inOvertime: true, periodMs: 0, periodsLeft: 0, stonesLeft: 0 };
    return { mainMs: 0, inOvertime: true, periodMs: periodMs - (over - lost * periodMs), periodsLeft: periods - lost,
             stonesLeft: 0 };
  }
  const blockMs = Math.max(0, (state.blockLeft?.[index] ?? 0) - over);
  return { mainMs: 0, inOvertime: true, periodMs: blockMs, periodsLeft: 0, stonesLeft };
}

/** @param {[number, number] | undefined} pair @param {1 | 2} side @param {number} value @returns {[number, number]} */
function withSide(pair, side, value) {
  const [one, two] = pair ?? [0, 0];
  return side === 1 ? [value, two] : [one, value];
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
  return { ...state, remaining: withSide(state.remaining, side, 0), periodsLeft: withSide(state.periodsLeft, side, 0),
           blockLeft: withSide(state.blockLeft, side, 0), running: 0, paused: false, flagged: side, spent: 0 };
}

/**
 * `side` ends its move (a tap on its half, or its key). Before the start, a tap starts the other
 * side's clock, as on a real clock; a tap on the side that is not running, while paused or after a
 * flag, does nothing.
 * @param {ClockSettings} settings @param {ClockState} state @param {1 | 2} side @param {number} now
 * @returns {ClockState}
 */
export function press(settings, state, side, now) {
  const other = /** @type {1 | 2} */ (side === 1 ? 2 : 1);
  if (state.flagged) return state;
  if (!state.running) return start(state, other, now);
  if (state.running !== side || state.paused) return state;
  const flagged = checkFlag(settings, state, now);
  if (flagged.flagged) return flagged;
  const rules = settings.sides[side - 1];
  const index = side - 1;
  const elapsed = moveElapsed(state, now);
  const spent = charge(rules, elapsed);
  const main = state.remaining[index];
  /** @type {ClockState} */
  const next = { ...state, running: other, spent: 0, since: now, moves: withSide(state.moves, side, state.moves[index] + 1) };
  const overtime = overtimeOf(rules);
  if (overtime !== "none" && spent >= main) {
    const over = spent - main;
    const periodMs = rules.periodMs ?? 0;
    next.remaining = withSide(state.remaining, side, 0);
    if (overtime === "byoyomi") {
      // the periods that ran out in this move are lost; the one the move ended in starts again
      const lost = Math.floor(over / periodMs);
      next.periodsLeft = withSide(state.periodsLeft, side, (state.periodsLeft?.[index] ?? 0) - lost);
    } else {
      const stones = (state.stonesLeft?.[index] ?? 0) - 1;
      const block = (state.blockLeft?.[index] ?? 0) - over;
      // the block's last move made in time: a new block
      next.stonesLeft = withSide(state.stonesLeft, side, stones > 0 ? stones : rules.stones ?? 0);
      next.blockLeft = withSide(state.blockLeft, side, stones > 0 ? block : periodMs);
    }
    return next;
  }
  const back = rules.delayType === "bronstein" ? Math.min(rules.delayMs, elapsed) : 0;
  let left = main - spent + back + rules.incrementMs;
  if (rules.capMs) left = Math.min(left, Math.max(rules.capMs, main - spent));
  next.remaining = withSide(state.remaining, side, left);
  return next;
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
  // a game stored before the clock kept overtime: none
  const { periodsLeft = [0, 0], stonesLeft = [0, 0], blockLeft = [0, 0] } = state;
  return { ...state, periodsLeft, stonesLeft, blockLeft, spent: state.spent + away, since: now };
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
