// @ts-check
// The clock's state: the settings the next game would use, the game on the clock, the reset game
// kept for an undo, and what each side has been warned or counted; and the game kept in
// localStorage so a reload or a crashed tab brings it back. The time-keeping itself is
// clock-core.js (pure); no DOM here (clock-render.js shows this state, clock-events.js and
// clock-view.js change it).
import * as core from "./clock-core.js";

/** @typedef {import("./clock-core.js").ClockSettings} ClockSettings */
/** @typedef {import("./clock-core.js").ClockState} ClockState */
/** @typedef {1 | 2} Side */

const GAME_KEY = "handicap-clock-game";

/**
 * A game: the settings it plays with, the form values they came from (a reload with the same
 * link continues it), the sides' labels and the clock's state.
 * @typedef {object} Game
 * @property {Record<string, string>} values
 * @property {ClockSettings} settings
 * @property {[string, string]} labels
 * @property {[string, string]} [faces]  what each face shows beside its main time ("+16", "5 × 30 s")
 * @property {ClockState} state
 */
/** A game as stored (its state with the wall-clock time it was stored at). @typedef {Omit<Game, "state"> & {state: ClockState & {wall: number}}} StoredGame */

/**
 * @typedef {object} ClockViewState
 * @property {ClockSettings | null} next  the settings a new game would use
 * @property {[string, string]} nextLabels
 * @property {[string, string]} nextFaces
 * @property {Record<string, string>} nextValues
 * @property {Game | null} game  the game on the clock (null: none configured yet)
 * @property {Game | null} undone  the game a reset replaced, until the next move (an undo brings it back)
 * @property {[boolean, boolean]} warned  low-time warning given in the side's current stretch under the limit
 * @property {[number, number]} counted  the second of a period or block last counted (beep, voice) per side
 */

/** @param {[string, string]} labels  the sides' names before the engine gives any @returns {ClockViewState} */
export function newClockState(labels) {
  return { next: null, nextLabels: labels, nextFaces: ["", ""], nextValues: {}, game: null, undone: null,
    warned: [false, false], counted: [0, 0] };
}

/** Whether the game on the clock has begun (running, flagged or a move made). @param {ClockViewState} s */
export const started = (s) => Boolean(s.game && (s.game.state.running || s.game.state.flagged ||
  s.game.state.moves[0] + s.game.state.moves[1] > 0));

/** A new game with the next settings on the clock, nothing warned or counted yet. @param {ClockViewState} s @param {ClockSettings} next */
export function newGame(s, next) {
  s.game = { values: s.nextValues, settings: next, labels: s.nextLabels, faces: s.nextFaces, state: core.newClock(next) };
  s.warned = [false, false];
  s.counted = [0, 0];
}

/** @param {Record<string, string>} a @param {Record<string, string>} b */
export const sameValues = (a, b) => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

/** The game kept in storage while it is under way (removed once it is not). @param {ClockViewState} s @param {number} now */
export function saveGame(s, now) {
  if (!s.game) return;
  try {
    if (started(s)) {
      localStorage.setItem(GAME_KEY, JSON.stringify({ ...s.game, state: core.toStored(s.game.state, now, Date.now()) }));
    } else {
      localStorage.removeItem(GAME_KEY);
    }
  } catch { /* storage full or blocked: the clock still runs */ }
}

/**
 * The stored game played with these form values, its time brought up to now; null if there is none.
 * @param {Record<string, string>} values @param {number} now @returns {Game | null}
 */
export function storedGame(values, now) {
  /** @type {StoredGame | null} */
  let stored = null;
  try {
    const game = JSON.parse(localStorage.getItem(GAME_KEY) || "null");
    stored = game && game.settings && game.state && game.values ? game : null;
  } catch {
    stored = null;
  }
  if (!stored || !sameValues(stored.values, values)) return null;
  return { ...stored, state: core.fromStored(stored.state, now, Date.now()) };
}
