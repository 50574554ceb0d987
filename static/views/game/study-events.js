// @ts-check
// The study form's events, wired to the panel's actions (chessground's `events`): a file choice
// reads, Cancel cancels, any other change studies again (the games stay in the engine: nothing is
// read again), and the CSV's link asks for its rows the first time it is followed.
import { byTestId, find } from "../../core/render.js";

/**
 * @param {HTMLElement} section
 * @param {HTMLInputElement} input  the file picker
 * @param {{read: (files: FileList) => void, cancel: () => void, changed: () => void,
 *          csv: (event: Event) => void}} actions
 */
export function bindStudyEvents(section, input, actions) {
  const form = /** @type {HTMLFormElement} */ (find(section, "form"));
  input.addEventListener("change", () => { if (input.files?.length) actions.read(input.files); });
  byTestId(section, "study-cancel").addEventListener("click", () => actions.cancel());
  form.addEventListener("input", (event) => {
    if (event.target !== input) actions.changed();
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  byTestId(section, "study-download-csv").addEventListener("click", (event) => actions.csv(event));
}
