// @ts-check
// The clock's rendering: its elements found once, and the state (clock-state.js) shown on the face:
// each side's time (its main time, or in overtime the time left in the byo-yomi period or Canadian
// block with the periods or stones left), label, moves and data attributes, the Start button's
// word, the status line, the refused settings, the undo row. Nothing here changes the state.
import * as core from "./clock-core.js";
import { started } from "./clock-state.js";
import { say } from "../../core/i18n.js";
import { byTestId } from "../../core/render.js";

/** @typedef {import("./clock-state.js").ClockViewState} ClockViewState */
/** @typedef {import("./clock-state.js").Side} Side */

/** Below this a side's time (or its period's) is low: the face says so (data-low), a beep warns. */
export const LOW_TIME_MS = 10_000;

/**
 * The clock's elements (index.html's #clock-view, once its template is put in).
 * @param {HTMLElement} root
 */
export function clockElements(root) {
  return {
    root,
    sideButtons: /** @type {[HTMLElement, HTMLElement]} */ ([byTestId(root, "clock-side-1"), byTestId(root, "clock-side-2")]),
    startButton: /** @type {HTMLButtonElement} */ (byTestId(root, "clock-start")),
    resetButton: byTestId(root, "clock-reset"),
    undoButton: byTestId(root, "clock-undo"),
    undoRow: byTestId(root, "clock-undo-row"),
    status: byTestId(root, "clock-status"),
    sound: /** @type {HTMLInputElement} */ (byTestId(root, "clock-sound")),
    vibrate: /** @type {HTMLInputElement} */ (byTestId(root, "clock-vibrate")),
    turnButtons: [byTestId(root, "clock-turn-1"), byTestId(root, "clock-turn-2")],
    speech: /** @type {HTMLInputElement} */ (byTestId(root, "clock-speech")),
    speechField: byTestId(root, "clock-speech-field"),
  };
}
/** @typedef {ReturnType<typeof clockElements>} ClockElements */

/**
 * An element's text changed in place: its one text node edited, never replaced. The face is
 * redrawn every tick, and WebKit (Safari) drops the click of a press that began on a text node
 * gone by the release: a move ended with a press held across a tick was lost.
 * @param {HTMLElement} element @param {string} text
 */
export function showText(element, text) {
  const node = element.firstChild;
  if (node instanceof Text && !node.nextSibling) {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** The game's face at time `t` (performance.now()). @param {ClockElements} elements @param {ClockViewState} s @param {number} t */
export function renderFace({ root, sideButtons, startButton }, s, t) {
  const { game } = s;
  if (!game) return;
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
  startButton.disabled = Boolean(state.flagged) || (!state.running && (started(s) || !settings.first)) || !game.settings;
  root.dataset.state = state.flagged ? "flagged" : state.paused ? "paused" : state.running ? "running" : "ready";
}

/** The status line: a flag or a pause, in the page's words. @param {ClockElements} elements @param {ClockViewState} s */
export function renderStatus({ status }, s) {
  if (!s.game) return;
  const { state, labels } = s.game;
  showText(status, state.flagged ? say("page.clock.flagged", { side: labels[state.flagged - 1] })
    : state.paused ? say("page.clock.paused") : "");
}

/** Settings the engine refused: no time on either face, no game to start. @param {ClockElements} elements */
export function renderRefused({ root, sideButtons, startButton }) {
  startButton.disabled = true;
  for (const side of /** @type {Side[]} */ ([1, 2])) {
    const button = sideButtons[side - 1];
    showText(byTestId(button, `clock-time-${side}`), "–");
    showText(byTestId(button, `clock-extra-${side}`), "");
    button.dataset.running = "false";
    button.dataset.flagged = "false";
  }
  root.dataset.state = "refused";
}

/** The reset game's way back, offered while there is one. @param {ClockElements} elements @param {ClockViewState} s */
export function renderUndo({ undoRow }, s) {
  undoRow.hidden = !s.undone;
}
