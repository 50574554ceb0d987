// @ts-check
// The round tab's events: what the organiser does (types or pastes pairings, chooses a file,
// puts the typed pairings back, removes the file, edits a setting the file set, goes down to the
// table), each turned into a change of the round's state (round-state.js), shown (round-render.js)
// and asked of the engine through the panel.
import { say } from "../../core/i18n.js";
import { find } from "../../core/render.js";
import { FILE_SETTINGS, MAX_FILE_BYTES, fileText } from "./round-state.js";

/** @typedef {import("./round-state.js").RoundState} RoundState */
/** @typedef {import("./round-render.js").RoundElements} RoundElements */
/** @typedef {import("./round-render.js").RoundRender} RoundRender */
/** @typedef {import("../../../types/replies").RoundReply} RoundReply */

/** Typing in the paste box asks the engine once the typing pauses, not at every key. */
const TYPING_DELAY_MS = 300;

/**
 * @param {object} options
 * @param {RoundElements} options.elements
 * @param {RoundState} options.state
 * @param {RoundRender} options.render
 * @param {{update: () => Promise<void>}} options.panel
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 */
export function bindRoundEvents({ elements, state, render, panel, engine }) {
  const { form, fileInput, fileClear, pairings, fileUndo, resultArea, toResult } = elements;
  const { control } = render;

  toResult.addEventListener("click", () => {
    resultArea.scrollIntoView({ block: "start" });
    find(resultArea, ".table-scroll").focus({ preventScroll: true });
  });

  let typingTimer = 0;
  /** The round asked again at once (no typing pause to wait for). */
  const askNow = () => {
    clearTimeout(typingTimer);
    panel.update();
  };
  pairings.addEventListener("input", (event) => {
    event.stopPropagation(); // the panel's own listener would ask at every key
    state.sourceChanged = true;
    render.syncSource();
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => panel.update(), TYPING_DELAY_MS);
  });
  form.addEventListener("input", render.syncSource, { capture: true });
  form.addEventListener("input", render.busy, { capture: true });
  form.addEventListener("submit", askNow);
  // Editing an option the file would set means the form's value is wanted, not the file's.
  for (const name of Object.values(FILE_SETTINGS)) {
    control(name).addEventListener("input", () => {
      state.adopting = false;
      state.settingEdits += 1;
    });
  }

  /** @param {string | null} kept  the box's text a file replaced, or null: nothing to put back */
  function keepReplaced(kept, from = "") {
    state.replaced = kept === null ? null : { kept, from };
    render.syncSource();
  }

  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      render.refuseTooBig(file);
      return;
    }
    render.busy();
    render.setStatus(""); // the note under the picker names the new file once the engine has said what it is
    const choice = ++state.fileChoices;
    const edits = state.settingEdits; // a setting edited while the file is read is the organiser's
    const text = await fileText(file);
    // What the file is, from its content, is the engine's to say (its tournament readers and
    // go/files/kinds.py): a file none of its formats reads comes back as an error on `file` with
    // its kind, "pairings" for text the box takes; any other kind (a game record, an archive, a
    // binary, an XML that is no tournament) is refused by name, and what was open stays open.
    const probe = /** @type {RoundReply} */ (await engine.request({ command: "go-round", file: text }));
    if (choice !== state.fileChoices) return; // another file was chosen meanwhile: it is the one to open
    const kind = probe.error?.field === "file" ? probe.error.kind : undefined;
    if (kind !== undefined && kind !== "pairings") {
      render.refuse(say("page.round.file_refused", { name: file.name, reason: probe.error?.message ?? "" }));
      render.settled();
      return;
    }
    state.sourceChanged = true;
    // Another tournament file: its own last round, not the round typed for the one it replaces
    // (the first file opened keeps the round the link gave).
    if (state.opengotha) control("round").value = "";
    render.setStatus("");
    render.showFileName(file.name);
    if (kind === undefined) {
      render.rememberForm();
      state.opengotha = { name: file.name, text };
      state.adopting = state.settingEdits === edits;
    } else {
      state.opengotha = null;
      state.adopting = false;
      render.restoreForm();
      // What was typed or pasted is kept, with a button to put it back (a file's own text, not
      // changed since, is not worth keeping: the way back stays the one to what was typed).
      const before = pairings.value;
      const typed = before.trim() !== "" && before !== text && before !== state.replaced?.from;
      if (typed) keepReplaced(before, text);
      else if (state.replaced) state.replaced.from = text;
      pairings.value = text;
      render.setStatus(say(state.replaced ? "page.round.file_replaced" : "page.round.file_in_box", { name: file.name }));
    }
    // The picker forgets the file (the note under it names it): choosing the same file again,
    // e.g. saved again by OpenGotha with the next round paired, reads it again (a browser fires
    // no change for the file it already holds).
    fileInput.value = "";
    render.syncSource();
    askNow();
  });
  fileUndo.addEventListener("click", () => {
    if (!state.replaced) return;
    state.fileChoices += 1; // a file still being read when the pairings are put back is not opened
    render.busy();
    state.sourceChanged = true;
    pairings.value = state.replaced.kept;
    keepReplaced(null);
    render.setStatus(say("page.round.file_put_back"));
    render.showFileName(null);
    render.syncSource();
    askNow();
    pairings.focus();
  });
  fileClear.addEventListener("click", () => {
    state.fileChoices += 1; // a file still being read when the open one is removed is not opened
    render.busy();
    state.opengotha = null;
    state.adopting = false;
    render.restoreForm();
    fileInput.value = "";
    control("round").value = "";
    render.setStatus("");
    render.showFileName(null);
    control("round").placeholder = say("page.round.round_latest");
    render.syncSource();
    panel.update();
    pairings.focus();
  });
}
