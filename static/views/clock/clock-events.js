// @ts-check
// The clock's events: the players' taps on the halves and the buttons, the keys (space ends the
// running side's move; A and L a side's; P pauses or resumes), the page coming back into view
// (the time right at once, however long the tab slept) and going away (the game stored), and the
// browser's voices arriving. Each is handed to an action of the clock (clock-view.js).

/** @typedef {import("./clock-state.js").Side} Side */

/**
 * @typedef {object} ClockActions
 * @property {(side: Side) => void} pressSide  a side's move ends
 * @property {() => void} startOrPause
 * @property {() => void} pressRunning  the running side's move ends; before the start, the clock starts
 * @property {() => void} resetByHand
 * @property {() => void} undoReset
 * @property {() => void} wake  the page is in view again
 * @property {() => void} save
 * @property {() => void} offerSpeech  the browser's voices changed
 */

/** Whether a key or a press belongs to a form control (the clock leaves it alone). @param {EventTarget | null} target */
const inControl = (target) => Boolean(/** @type {HTMLElement} */ (target).closest("input, select, textarea, summary"));

/**
 * @param {import("./clock-render.js").ClockElements} elements
 * @param {ClockActions} actions
 */
export function bindClockEvents({ root, sideButtons, startButton, resetButton, undoButton }, actions) {
  sideButtons.forEach((button, index) => button.addEventListener("click", () => actions.pressSide(/** @type {Side} */ (index + 1))));
  startButton.addEventListener("click", actions.startOrPause);
  resetButton.addEventListener("click", actions.resetByHand);
  undoButton.addEventListener("click", actions.undoReset);

  document.addEventListener("keydown", (event) => {
    if (root.hidden || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    if (inControl(event.target)) return;
    const key = event.key.toLowerCase();
    /** @type {Record<string, () => void>} */
    const keys = { " ": actions.pressRunning, a: () => actions.pressSide(1), l: () => actions.pressSide(2), p: actions.startOrPause };
    if (!keys[key]) return;
    event.preventDefault();
    keys[key]();
  });
  // A space on a focused button would also click it when the key comes up: the key is the clock's.
  document.addEventListener("keyup", (event) => {
    if (!root.hidden && event.key === " " && !inControl(event.target)) event.preventDefault();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") actions.wake();
  });
  addEventListener("pagehide", actions.save);
  if ("speechSynthesis" in window) speechSynthesis.addEventListener?.("voiceschanged", actions.offerSpeech);
}
