// @ts-check
// The clock's face: two halves a player taps to end their move, the controls between them, the
// keys, the sound and vibration, the screen kept awake, each half turned to face its player, and
// the game kept in localStorage so a reload or a crashed tab brings it back. The time-keeping
// itself is clock-core.js (pure); this module only feeds it performance.now() stamps and shows
// what it says. The times come from the engine's chess-clock or go-clock reply (clock-panel.js).
// A Go side's face shows its main time, then in overtime the time left in the byo-yomi period or
// Canadian block with the periods or stones left; the last ten seconds of a period or block beep
// (and, when asked, are counted aloud by the browser's voice for the page's language).
import * as core from "./clock-core.js";
import { say } from "../../core/i18n.js";
import { byTestId } from "../../core/render.js";

/** @typedef {import("./clock-core.js").ClockSettings} ClockSettings */
/** @typedef {import("./clock-core.js").ClockState} ClockState */
/** @typedef {1 | 2} Side */

const GAME_KEY = "handicap-clock-game";
const PREFS_KEY = "handicap-clock-prefs";
const TICK_MS = 100;
const LOW_TIME_MS = 10_000;
const COUNT_FROM = 10; // the seconds of a period or block that are counted

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

/** @returns {StoredGame | null} */
function readGame() {
  try {
    const game = JSON.parse(localStorage.getItem(GAME_KEY) || "null");
    return game && game.settings && game.state && game.values ? game : null;
  } catch {
    return null;
  }
}

/**
 * An element's text changed in place: its one text node edited, never replaced. The face is
 * redrawn every tick, and WebKit (Safari) drops the click of a press that began on a text node
 * gone by the release: a move ended with a press held across a tick was lost.
 * @param {HTMLElement} element @param {string} text
 */
function showText(element, text) {
  const node = element.firstChild;
  if (node instanceof Text && !node.nextSibling) {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** @param {Record<string, string>} a @param {Record<string, string>} b */
const sameValues = (a, b) => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

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
  const sideButtons = /** @type {[HTMLElement, HTMLElement]} */ ([byTestId(root, "clock-side-1"), byTestId(root, "clock-side-2")]);
  const startButton = /** @type {HTMLButtonElement} */ (byTestId(root, "clock-start"));
  const status = byTestId(root, "clock-status");
  const sound = /** @type {HTMLInputElement} */ (byTestId(root, "clock-sound"));
  const vibrate = /** @type {HTMLInputElement} */ (byTestId(root, "clock-vibrate"));
  const turnButtons = [byTestId(root, "clock-turn-1"), byTestId(root, "clock-turn-2")];
  const speech = /** @type {HTMLInputElement} */ (byTestId(root, "clock-speech"));
  const speechField = byTestId(root, "clock-speech-field");

  /** @type {ClockSettings | null} the settings a new game would use */
  let next = null;
  /** @type {[string, string]} */
  let nextLabels = [say("page.clock.side1"), say("page.clock.side2")];
  /** @type {[string, string]} */
  let nextFaces = ["", ""];
  /** @type {[number, number]} the second of a period or block last counted (beep, voice) per side */
  let counted = [0, 0];
  let beeps = 0;
  /** @type {Record<string, string>} */
  let nextValues = {};
  /** @type {Game | null} the game on the clock (null: none configured yet) */
  let game = null;
  let ticker = 0;
  /** @type {[boolean, boolean]} low-time warning given in the side's current stretch under the limit */
  let warned = [false, false];
  /** @type {any} */
  let wakeLock = null;
  /** @type {AudioContext | null} */
  let audio = null;

  const now = () => performance.now();
  const started = () => Boolean(game && (game.state.running || game.state.flagged ||
    game.state.moves[0] + game.state.moves[1] > 0));

  function save() {
    if (!game) return;
    try {
      if (started()) {
        localStorage.setItem(GAME_KEY, JSON.stringify({ ...game, state: core.toStored(game.state, now(), Date.now()) }));
      } else {
        localStorage.removeItem(GAME_KEY);
      }
    } catch { /* storage full or blocked: the clock still runs */ }
  }

  // --- signals: sound, vibration, the screen kept awake --------------------------------------
  /** @param {number} frequency @param {number} seconds */
  function beep(frequency, seconds) {
    if (!sound.checked) return;
    root.dataset.beeps = String(++beeps); // what tests and the curious can read
    try {
      audio ||= new AudioContext();
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + seconds);
    } catch { /* no audio: the screen still says it */ }
  }
  /** @param {number | number[]} pattern */
  function buzz(pattern) {
    if (vibrate.checked && "vibrate" in navigator) navigator.vibrate(pattern);
  }
  /** The browser's voice for the page's language, if it has one. */
  function voice() {
    if (!("speechSynthesis" in window)) return null;
    const lang = (document.documentElement.lang || "en").toLowerCase();
    return speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang)) ?? null;
  }
  /** A number of seconds said aloud (a count in the language's own words). @param {number} n */
  function speak(n) {
    if (!speech.checked || speechField.hidden) return;
    root.dataset.spoken = String(n);
    try {
      const words = new SpeechSynthesisUtterance(n.toLocaleString(document.documentElement.lang || "en"));
      words.lang = document.documentElement.lang || "en";
      words.voice = voice();
      speechSynthesis.cancel();
      speechSynthesis.speak(words);
    } catch { /* no voice after all: the beeps still count */ }
  }
  function offerSpeech() {
    const hidden = !voice();
    if (speechField.hidden !== hidden) speechField.hidden = hidden;
  }
  if ("speechSynthesis" in window) speechSynthesis.addEventListener?.("voiceschanged", offerSpeech);
  offerSpeech();

  /** @param {boolean} wanted */
  async function keepAwake(wanted) {
    const nav = /** @type {any} */ (navigator);
    if (!nav.wakeLock) return;
    if (wanted && !wakeLock && document.visibilityState === "visible") {
      try {
        wakeLock = await nav.wakeLock.request("screen");
        wakeLock.addEventListener("release", () => { wakeLock = null; });
      } catch { /* refused (battery saver, not visible): the clock still runs */ }
    } else if (!wanted && wakeLock) {
      const held = wakeLock;
      wakeLock = null;
      await held.release().catch(() => {});
    }
  }

  // --- showing the state ---------------------------------------------------------------------
  function render() {
    if (!game) return;
    const t = now();
    const { settings, state, labels } = game;
    for (const side of /** @type {Side[]} */ ([1, 2])) {
      const button = sideButtons[side - 1];
      const left = core.timeLeft(settings, state, side, t);
      const overtime = settings.sides[side - 1].overtime ?? "none";
      const view = core.sideView(settings, state, side, t);
      const shown = overtime === "none" ? left : view.inOvertime ? view.periodMs : view.mainMs;
      let extra = game.faces?.[side - 1] ?? "";
      if (view.inOvertime && overtime === "byoyomi") extra = say("page.clock.periods_left", { n: view.periodsLeft });
      if (view.inOvertime && overtime === "canadian") extra = say("page.clock.stones_left", { n: view.stonesLeft });
      showText(byTestId(button, `clock-time-${side}`), core.formatTime(shown));
      showText(byTestId(button, `clock-extra-${side}`), extra);
      showText(byTestId(button, `clock-label-${side}`), labels[side - 1]);
      showText(byTestId(button, `clock-moves-${side}`), String(state.moves[side - 1]));
      button.dataset.ms = String(Math.round(left));
      button.dataset.running = String(state.running === side && !state.paused);
      button.dataset.flagged = String(state.flagged === side);
      button.dataset.low = String(overtime === "none" ? left < LOW_TIME_MS : view.inOvertime && view.periodMs < LOW_TIME_MS);
      button.dataset.overtime = String(view.inOvertime);
      if (overtime === "none") delete button.dataset.periodMs;
      else button.dataset.periodMs = String(Math.round(view.periodMs));
      if (overtime === "byoyomi") button.dataset.periods = String(view.periodsLeft);
      else delete button.dataset.periods;
      if (overtime === "canadian") button.dataset.stones = String(view.stonesLeft);
      else delete button.dataset.stones;
    }
    showText(startButton, say(!state.running ? "page.clock.start" : state.paused ? "page.clock.resume" : "page.clock.pause"));
    startButton.disabled = Boolean(state.flagged) || (!state.running && (started() || !settings.first)) || !game.settings;
    root.dataset.state = state.flagged ? "flagged" : state.paused ? "paused" : state.running ? "running" : "ready";
  }

  function showStatus() {
    if (!game) return;
    const { state, labels } = game;
    showText(status, state.flagged ? say("page.clock.flagged", { side: labels[state.flagged - 1] })
      : state.paused ? say("page.clock.paused") : "");
  }

  function tick() {
    if (!game) return;
    const before = game.state;
    game.state = core.checkFlag(game.settings, game.state, now());
    const side = before.running;
    if (game.state.flagged && !before.flagged) {
      beep(440, 0.8);
      buzz([300, 100, 300]);
      changed();
      return;
    }
    if (side && (game.settings.sides[side - 1].overtime ?? "none") !== "none") {
      countDown(side);
    } else if (side) {
      const low = core.timeLeft(game.settings, game.state, side, now()) < LOW_TIME_MS;
      if (low && !warned[side - 1]) {
        beep(880, 0.15);
        buzz(150);
      }
      warned[side - 1] = low;
    }
    render();
  }

  /**
   * In overtime, each of the last ten seconds of a byo-yomi period or Canadian block: a short
   * beep, and the number said aloud when asked. A new period or block starts the count again.
   * @param {Side} side
   */
  function countDown(side) {
    if (!game) return;
    const view = core.sideView(game.settings, game.state, side, now());
    const second = view.inOvertime ? Math.ceil(view.periodMs / 1000) : 0;
    if (second > 0 && second <= COUNT_FROM && second !== counted[side - 1]) {
      beep(second === 1 ? 660 : 880, 0.08);
      speak(second);
    }
    counted[side - 1] = second;
  }

  /** After every change: show, store, tick only while a side runs, keep the screen awake. */
  function changed() {
    // The reset game stays on offer through the new game's start (a tap on a half, Start) and
    // is dropped by its first move.
    if (undone && game && game.state.moves[0] + game.state.moves[1] > 0) keepForUndo(null);
    clearInterval(ticker);
    const running = Boolean(game?.state.running && !game.state.paused);
    if (running) ticker = setInterval(tick, TICK_MS);
    render();
    showStatus();
    save();
    keepAwake(running);
    onLock(started());
  }

  // --- what the players do -------------------------------------------------------------------
  /** @param {Side} side */
  function pressSide(side) {
    if (!game || !game.settings) return;
    game.state = core.press(game.settings, game.state, side, now());
    changed();
  }
  function startOrPause() {
    if (!game) return;
    const { state } = game;
    if (!state.running && !game.settings.first) return; // nigiri decides: White's tap starts Black's clock
    game.state = !state.running ? core.start(state, /** @type {Side} */ (game.settings.first), now())
      : state.paused ? core.resume(state, now()) : core.pause(state, now());
    changed();
  }
  /** The running side's move ends (space bar); before the start, White's clock starts. */
  function pressRunning() {
    if (!game) return;
    if (!game.state.running) {
      if (!started()) startOrPause();
      return;
    }
    pressSide(game.state.running);
  }
  function reset() {
    if (!next) return;
    game = { values: nextValues, settings: next, labels: nextLabels, faces: nextFaces, state: core.newClock(next) };
    warned = [false, false];
    counted = [0, 0];
    changed();
  }

  // A reset game can be had back until the next move: kept paused at the moment of the reset (no
  // player loses the seconds the mistake took), offered at the screen's bottom edge where Reset
  // was tapped, kept through the new game's start (the tap on a half that would carry on the
  // game the players thought was still running) and dropped by the new game's first move.
  const undoRow = byTestId(root, "clock-undo-row");
  /** @type {Game | null} */
  let undone = null;
  /** @param {Game | null} kept */
  function keepForUndo(kept) {
    undone = kept;
    undoRow.hidden = !kept;
  }
  function resetByHand() {
    const running = game && started() ? game : null;
    if (running && running.state.running && !running.state.paused) running.state = core.pause(running.state, now());
    reset();
    keepForUndo(running);
  }
  function undoReset() {
    if (!undone) return;
    game = undone;
    keepForUndo(null);
    changed();
  }

  sideButtons.forEach((button, index) => button.addEventListener("click", () => pressSide(/** @type {Side} */ (index + 1))));
  startButton.addEventListener("click", startOrPause);
  byTestId(root, "clock-reset").addEventListener("click", resetByHand);
  byTestId(root, "clock-undo").addEventListener("click", undoReset);

  document.addEventListener("keydown", (event) => {
    if (root.hidden || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.closest("input, select, textarea, summary")) return;
    const key = event.key.toLowerCase();
    /** @type {Record<string, () => void>} */
    const actions = { " ": pressRunning, a: () => pressSide(1), l: () => pressSide(2), p: startOrPause };
    if (!actions[key]) return;
    event.preventDefault();
    actions[key]();
  });
  // A space on a focused button would also click it when the key comes up: the key is the clock's.
  document.addEventListener("keyup", (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    if (!root.hidden && event.key === " " && !target.closest("input, select, textarea, summary")) event.preventDefault();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !game) return;
    tick(); // the time is right at once, however long the tab slept
    keepAwake(Boolean(game.state.running && !game.state.paused));
  });
  addEventListener("pagehide", save);

  // --- preferences: sound, vibration, each half turned ----------------------------------------
  // On a phone lying between the players, the far half (side 1, at the top) faces its player.
  const phone = matchMedia("(max-width: 40rem)").matches;
  /** @type {{sound: boolean, vibrate: boolean, speech: boolean, turned: [boolean, boolean]}} */
  let prefs = { sound: true, vibrate: true, speech: false, turned: [phone, false] };
  try {
    prefs = { ...prefs, ...JSON.parse(localStorage.getItem(PREFS_KEY) || "{}") };
  } catch { /* defaults */ }
  function applyPrefs() {
    sound.checked = prefs.sound;
    vibrate.checked = prefs.vibrate;
    speech.checked = prefs.speech;
    turnButtons.forEach((button, index) => {
      button.setAttribute("aria-pressed", String(prefs.turned[index]));
      sideButtons[index].classList.toggle("turned", prefs.turned[index]);
    });
    try { localStorage.setItem(PREFS_KEY, JSON.stringify(prefs)); } catch { /* not kept */ }
  }
  sound.addEventListener("change", () => { prefs.sound = sound.checked; applyPrefs(); });
  vibrate.addEventListener("change", () => { prefs.vibrate = vibrate.checked; applyPrefs(); });
  speech.addEventListener("change", () => { prefs.speech = speech.checked; applyPrefs(); });
  turnButtons.forEach((button, index) => button.addEventListener("click", () => {
    prefs.turned[index] = !prefs.turned[index];
    applyPrefs();
  }));
  applyPrefs();

  return {
    configure(settings, labels, values, faces = ["", ""]) {
      next = settings;
      nextLabels = labels;
      nextValues = values;
      nextFaces = faces;
      if (!started()) {
        // Other settings: the game reset before them is not theirs (the same ones, asked again
        // once the reset unlocked the form, keep it).
        if (undone && !sameValues(undone.values, values)) keepForUndo(null);
        reset();
      }
      else if (game) { game.labels = labels; game.faces = faces; render(); }
    },
    refuse() {
      next = null;
      if (started()) return;
      game = null;
      clearInterval(ticker);
      startButton.disabled = true;
      for (const side of /** @type {Side[]} */ ([1, 2])) {
        const button = sideButtons[side - 1];
        showText(byTestId(button, `clock-time-${side}`), "–");
        showText(byTestId(button, `clock-extra-${side}`), "");
        button.dataset.running = "false";
        button.dataset.flagged = "false";
      }
      root.dataset.state = "refused";
    },
    restore(values) {
      const stored = readGame();
      if (!stored || !sameValues(stored.values, values)) return false;
      game = { ...stored, state: core.fromStored(stored.state, now(), Date.now()) };
      tick();
      changed();
      return true;
    },
    inProgress: started,
  };
}
