// @ts-check
// The round tab's rendering: its elements found once, and the round's state (round-state.js)
// shown in them: the source in use (the box or a tournament file, its note and buttons), the
// sentence of what the engine computed, the result area busy between a change and its answer,
// and the file's settings put into the form and taken back out. Nothing here listens to the user
// (round-events.js does) or asks the engine (round-panel.js's panel does).
import { syncBoards } from "../go/go-panel.js";
import { syncClubFields } from "../go/club-rules.js";
import { language, say } from "../../core/i18n.js";
import { byTestId, find } from "../../core/render.js";
import { FILE_SETTINGS, LINK_PAIRINGS_MAX, MAX_FILE_BYTES } from "./round-state.js";

/** @typedef {import("./round-state.js").RoundState} RoundState */
/** @typedef {import("../../../types/replies").RoundReply} RoundReply */
/** @typedef {import("../../core/panel.js").Request} Request */

/**
 * The round tab's elements (index.html's #panel-round).
 * @param {HTMLElement} section
 */
export function roundElements(section) {
  const fileName = byTestId(section, "round-file-name");
  return {
    section,
    form: /** @type {HTMLFormElement} */ (find(section, "form")),
    fileInput: /** @type {HTMLInputElement} */ (byTestId(section, "round-file")),
    fileClear: byTestId(section, "round-file-clear"),
    pairings: /** @type {HTMLTextAreaElement} */ (byTestId(section, "round-input")),
    longNote: byTestId(section, "round-link-note"),
    fileStatus: byTestId(section, "round-file-status"),
    fileUndo: /** @type {HTMLButtonElement} */ (byTestId(section, "round-file-undo")),
    noFile: find(fileName, "[data-file-none]"),
    chosenFile: find(fileName, "[data-file-chosen]"),
    resultArea: byTestId(section, "round-result"),
    errorLine: byTestId(section, "round-error"),
    // What the engine computed, said where the pairings are (the table is far below on a phone),
    // with the way down to it; the round computes by itself, so no button offers to compute it.
    computedText: byTestId(section, "round-computed-text"),
    toResult: /** @type {HTMLButtonElement} */ (byTestId(section, "round-compute")),
    computedLine: byTestId(section, "round-computed"),
    clubKeep: /** @type {HTMLButtonElement} */ (byTestId(section, "round-club-keep")),
    clubForget: /** @type {HTMLButtonElement} */ (byTestId(section, "round-club-forget")),
    clubKept: byTestId(section, "round-club-kept"),
  };
}
/** @typedef {ReturnType<typeof roundElements>} RoundElements */

/**
 * @param {RoundElements} elements
 * @param {RoundState} state
 */
export function createRoundRender(elements, state) {
  const { form, fileInput, fileClear, pairings, longNote, fileStatus, fileUndo, noFile, chosenFile, resultArea,
    computedText, toResult, computedLine } = elements;
  /** @param {string} name */
  const control = (name) => /** @type {HTMLInputElement & HTMLSelectElement} */ (form.elements.namedItem(name));

  /** The sentence under the file picker (a refused file's is marked: style.css). @param {string} text */
  function setStatus(text) {
    fileStatus.textContent = text;
    delete fileStatus.dataset.refused;
  }
  /** A refused file's sentence, marked; the picker forgets the file. @param {string} text */
  function refuse(text) {
    setStatus(text);
    fileStatus.dataset.refused = "";
    fileInput.value = "";
  }
  /** The picker's name beside its button: the file chosen last, or the page's "no file" (null). @param {string | null} name */
  function showFileName(name) {
    chosenFile.textContent = name ?? "";
    chosenFile.hidden = name === null;
    noFile.hidden = name !== null;
  }
  // Between a change and its answer the result area is busy (aria-busy): what it shows is the
  // round before the change (assistive technology waits; a test waits for the answer).
  const busy = () => resultArea.setAttribute("aria-busy", "true");
  const settled = () => resultArea.removeAttribute("aria-busy");

  /** @param {string} text */
  function showComputed(text) {
    settled();
    delete computedLine.dataset.awaiting;
    computedText.textContent = text;
    toResult.hidden = text === "";
    if (!text || !state.sourceChanged) return;
    state.sourceChanged = false;
    const { top, bottom } = computedText.getBoundingClientRect();
    if (top < 0 || bottom > innerHeight) computedText.scrollIntoView({ block: "nearest" });
  }
  /** A link that brings pairings is computed at once: the line that will say so keeps its place
   * meanwhile, so the fields below it do not move when the answer comes. */
  const awaitComputed = () => { computedLine.dataset.awaiting = ""; };

  /**
   * What the source is now: the box or a tournament file. With a file, its round field and Remove
   * button show, and the box and "Strengths given as" (a file gives ranks) step aside.
   */
  function syncSource() {
    const { opengotha, replaced } = state;
    for (const field of form.querySelectorAll("[data-source]")) {
      if (field instanceof HTMLElement) field.hidden = (field.dataset.source === "opengotha") !== Boolean(opengotha);
    }
    fileClear.hidden = !opengotha;
    fileUndo.hidden = !replaced || Boolean(opengotha); // the box is put back only where it is the source
    pairings.disabled = Boolean(opengotha);
    longNote.hidden = Boolean(opengotha) || pairings.value.length <= LINK_PAIRINGS_MAX;
    syncClubFields(form);
  }

  /**
   * Which round of the file the engine computed (a sentence under the file), and what an empty
   * Round field stands for (its placeholder: "3 (latest)"): the engine's words. An empty field
   * stays empty, so the link leaves the round to the file: the last round paired in it.
   * @param {RoundReply} reply
   */
  function showFileRound(reply) {
    if (state.opengotha) setStatus(say("page.round.file_open", { name: state.opengotha.name, round: reply.words.round_used ?? "" }));
    control("round").placeholder = (state.opengotha && reply.words.round_field) || say("page.round.round_latest");
  }

  /**
   * A file over the limit: said at once, in the page's words, from its size alone; the page, the
   * box and the file in use stay as they were.
   * @param {File} file
   */
  function refuseTooBig(file) {
    const size = (file.size / 1024 / 1024).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    refuse(say("page.round.file_too_big", { name: file.name, size, limit: MAX_FILE_BYTES / 1024 / 1024 }));
  }

  /** Keep what the form holds before a file fills it in (a second file keeps the first's record). */
  function rememberForm() {
    if (state.beforeFile) return;
    state.beforeFile = { before: Object.fromEntries(Object.values(FILE_SETTINGS).map((name) => [name, control(name).value])),
      filled: {} };
  }

  /** The file is gone: its settings give way to what the form held before it (unless changed since). */
  function restoreForm() {
    if (!state.beforeFile) return;
    const { before, filled } = state.beforeFile;
    state.beforeFile = null;
    for (const [name, value] of Object.entries(filled)) {
      if (control(name).value === value) control(name).value = before[name];
      if (name === "system") syncBoards(form, state.systems); // the boards of the system put back
    }
    syncClubFields(form);
  }

  /**
   * The file's settings, as the engine used them, into the form (where a menu offers the value):
   * they are the defaults, shown and changeable. Returns whether the round is to be asked again
   * (a setting the file does not give stays the form's, and the first answer, computed without
   * it, used another value), or undefined if there was nothing to adopt.
   * @param {Request} request @param {RoundReply} reply
   * @returns {boolean | undefined}
   */
  function adoptSettings(request, reply) {
    if (!state.adopting || request.file === undefined) return undefined;
    state.adopting = false;
    const declared = new Set(reply.file_settings ?? Object.keys(FILE_SETTINGS));
    let again = false;
    for (const [key, name] of Object.entries(FILE_SETTINGS)) {
      const value = reply.settings?.[key];
      if (value === undefined) continue;
      const text = value === null ? "" : String(value);
      const element = control(name);
      if (!declared.has(key)) {
        again ||= element.value !== text;
        continue;
      }
      if (element instanceof HTMLSelectElement && ![...element.options].some((o) => o.value === text)) continue;
      element.value = text;
      if (state.beforeFile) state.beforeFile.filled[name] = element.value;
      if (key === "system") syncBoards(form, state.systems); // the file's system's boards (and what it is for)
    }
    syncClubFields(form);
    return again;
  }

  return { control, setStatus, refuse, refuseTooBig, showFileName, busy, settled, showComputed, awaitComputed, syncSource,
    showFileRound, rememberForm, restoreForm, adoptSettings };
}
/** @typedef {ReturnType<typeof createRoundRender>} RoundRender */
