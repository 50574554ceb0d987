// @ts-check
// The clock's face: two halves a player taps to end their move, the controls between them, the
// keys, the sound and vibration, the screen kept awake, each half turned to face its player, and
// the game kept in localStorage so a reload or a crashed tab brings it back. The time-keeping
// itself is clock-core.js (pure); this module only feeds it performance.now() stamps and shows
// what it says. The times come from the engine's chess-clock or go-clock reply (clock-panel.js).
// A Go side's face shows its main time, then in overtime the time left in the byo-yomi period or
// Canadian block with the periods or stones left; the last ten seconds of a period or block beep
// (and, when asked, are counted aloud by the browser's voice for the page's language).
//
// Split as chessground splits a board: the state (clock-state.js), its rendering
// (clock-render.js), the events (clock-events.js), the signals (clock-signals.js) and the
// preferences (clock-prefs.js); this module holds the clock's actions and puts them together.
import * as core from "./clock-core.js";
import { bindClockEvents } from "./clock-events.js";
import { bindPrefs } from "./clock-prefs.js";
import { LOW_TIME_MS, clockElements, renderFace, renderRefused, renderStatus, renderUndo } from "./clock-render.js";
import { createSignals } from "./clock-signals.js";
import { newClockState, newGame, sameValues, saveGame, started, storedGame } from "./clock-state.js";
import { say } from "../../core/i18n.js";

/** @typedef {import("./clock-core.js").ClockSettings} ClockSettings */
/** @typedef {import("./clock-state.js").Game} Game */
/** @typedef {import("./clock-state.js").Side} Side */

const TICK_MS = 100;
const COUNT_FROM = 10; // the seconds of a period or block that are counted

/**
 * @typedef {object} ClockView
 * @property {(settings: ClockSettings, labels: [string, string], values: Record<string, string>, faces?: [string, string]) => void} configure
 *   the engine's checked settings: shown, and used by the next game (the current one keeps its own)
 * @property {() => void} refuse  the settings are not valid: no game can start
 * @property {(values: Record<string, string>) => boolean} restore  continue a stored game
 *   played with these form values; false if there is none
 * @property {() => boolean} inProgress
 */

/**
 * @param {object} options
 * @param {HTMLElement} options.root  the clock's section
 * @param {(locked: boolean) => void} options.onLock  a game started (true) or was reset (false)
 * @returns {ClockView}
 */
export function createClockView({ root, onLock }) {
  const elements = clockElements(root);
  const s = newClockState([say("page.clock.side1"), say("page.clock.side2")]);
  const signals = createSignals(elements);
  let ticker = 0;

  const now = () => performance.now();
  const render = () => renderFace(elements, s, now());
  const save = () => saveGame(s, now());

  function tick() {
    const { game } = s;
    if (!game) return;
    const before = game.state;
    game.state = core.checkFlag(game.settings, game.state, now());
    const side = before.running;
    if (game.state.flagged && !before.flagged) {
      signals.beep(440, 0.8);
      signals.buzz([300, 100, 300]);
      changed();
      return;
    }
    if (side && (game.settings.sides[side - 1].overtime ?? "none") !== "none") {
      countDown(side);
    } else if (side) {
      const low = core.timeLeft(game.settings, game.state, side, now()) < LOW_TIME_MS;
      if (low && !s.warned[side - 1]) {
        signals.beep(880, 0.15);
        signals.buzz(150);
      }
      s.warned[side - 1] = low;
    }
    render();
  }

  /**
   * In overtime, each of the last ten seconds of a byo-yomi period or Canadian block: a short
   * beep, and the number said aloud when asked. A new period or block starts the count again.
   * @param {Side} side
   */
  function countDown(side) {
    if (!s.game) return;
    const view = core.sideView(s.game.settings, s.game.state, side, now());
    const second = view.inOvertime ? Math.ceil(view.periodMs / 1000) : 0;
    if (second > 0 && second <= COUNT_FROM && second !== s.counted[side - 1]) {
      signals.beep(second === 1 ? 660 : 880, 0.08);
      signals.speak(second);
    }
    s.counted[side - 1] = second;
  }

  /** After every change: show, store, tick only while a side runs, keep the screen awake. */
  function changed() {
    // The reset game stays on offer through the new game's start (a tap on a half, Start) and
    // is dropped by its first move.
    if (s.undone && s.game && s.game.state.moves[0] + s.game.state.moves[1] > 0) keepForUndo(null);
    clearInterval(ticker);
    const running = Boolean(s.game?.state.running && !s.game.state.paused);
    if (running) ticker = setInterval(tick, TICK_MS);
    render();
    renderStatus(elements, s);
    save();
    signals.keepAwake(running);
    onLock(started(s));
  }

  // --- what the players do -------------------------------------------------------------------
  /** @param {Side} side */
  function pressSide(side) {
    if (!s.game || !s.game.settings) return;
    s.game.state = core.press(s.game.settings, s.game.state, side, now());
    changed();
  }
  function startOrPause() {
    const { game } = s;
    if (!game) return;
    const { state } = game;
    if (!state.running && !game.settings.first) return; // nigiri decides: White's tap starts Black's clock
    game.state = !state.running ? core.start(state, /** @type {Side} */ (game.settings.first), now())
      : state.paused ? core.resume(state, now()) : core.pause(state, now());
    changed();
  }
  /** The running side's move ends (space bar); before the start, White's clock starts. */
  function pressRunning() {
    if (!s.game) return;
    if (!s.game.state.running) {
      if (!started(s)) startOrPause();
      return;
    }
    pressSide(s.game.state.running);
  }
  function reset() {
    if (!s.next) return;
    newGame(s, s.next);
    changed();
  }

  // A reset game can be had back until the next move: kept paused at the moment of the reset (no
  // player loses the seconds the mistake took), offered at the screen's bottom edge where Reset
  // was tapped, kept through the new game's start (the tap on a half that would carry on the
  // game the players thought was still running) and dropped by the new game's first move.
  /** @param {Game | null} kept */
  function keepForUndo(kept) {
    s.undone = kept;
    renderUndo(elements, s);
  }
  function resetByHand() {
    const running = s.game && started(s) ? s.game : null;
    if (running && running.state.running && !running.state.paused) running.state = core.pause(running.state, now());
    reset();
    keepForUndo(running);
  }
  function undoReset() {
    if (!s.undone) return;
    s.game = s.undone;
    keepForUndo(null);
    changed();
  }

  bindClockEvents(elements, {
    pressSide, startOrPause, pressRunning, resetByHand, undoReset, save,
    wake: () => {
      if (!s.game) return;
      tick(); // the time is right at once, however long the tab slept
      signals.keepAwake(Boolean(s.game.state.running && !s.game.state.paused));
    },
    offerSpeech: signals.offerSpeech,
  });
  signals.offerSpeech();
  bindPrefs(elements);

  return {
    configure(settings, labels, values, faces = ["", ""]) {
      s.next = settings;
      s.nextLabels = labels;
      s.nextValues = values;
      s.nextFaces = faces;
      if (!started(s)) {
        // Other settings: the game reset before them is not theirs (the same ones, asked again
        // once the reset unlocked the form, keep it).
        if (s.undone && !sameValues(s.undone.values, values)) keepForUndo(null);
        reset();
      }
      else if (s.game) { s.game.labels = labels; s.game.faces = faces; render(); }
    },
    refuse() {
      s.next = null;
      if (started(s)) return;
      s.game = null;
      clearInterval(ticker);
      renderRefused(elements);
    },
    restore(values) {
      const game = storedGame(values, now());
      if (!game) return false;
      s.game = game;
      tick();
      changed();
      return true;
    },
    inProgress: () => started(s),
  };
}
