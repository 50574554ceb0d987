// @ts-check
// The round tab's state: where its pairings come from (the paste box, a CSV or text file put in
// it, or a tournament file), what the form held before a file filled it in, and the request and
// the link made from them. No DOM here: round-render.js shows this state, round-events.js changes
// it, round-panel.js puts the three together.
import { clubInLink, clubRequest, CLUB_PARAMS } from "../go/club-rules.js";

/** @typedef {import("../../core/panel.js").Values} Values */
/** @typedef {import("../../../types/replies").EngineError} EngineError */
/** @typedef {import("../../../types/replies").GoSystem} GoSystem */

/** The longest paste a link carries (a link of a few KB still opens everywhere). */
export const LINK_PAIRINGS_MAX = 2000;

/**
 * The most a file may hold: the engine's limit (pairings.MAX_BYTES, 2 MB; a test checks they
 * agree). A file over it is refused from its size, before a byte of it is read: a 5 MB file
 * poured into the box froze the page.
 */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * The organiser's options a tournament file sets: request key -> control (the file's values fill
 * them). The system first (its program's own arithmetic): the board menu depends on it.
 * @type {Record<string, string>}
 */
export const FILE_SETTINGS = { system: "system", board: "board", rules: "rules", even_komi: "komi", max_stones: "maxstones",
  no_handicap_above: "nha", handicap_correction: "correction", handicap_basis: "basis" };
/** The control of each request key an engine error may name ("round-file" is the file picker's id). */
/** @type {Record<string, string>} */
const CONTROL_OF = { pairings: "pairings", opengotha: "round-file", file: "round-file", round: "round", scale: "scale", rating_system: "scale",
  system: "system", board: "board", rules: "rules", counting: "counting", max_stones: "maxstones",
  no_handicap_above: "nha", handicap_correction: "correction", handicap_basis: "basis", even_komi: "komi",
  handicaps: "handicaps", only_differing: "differing", chance_on_paper: "chance",
  ...Object.fromEntries(CLUB_PARAMS.map((name) => [name, name])) };

/** Pairings to paste: a CSV or text file (by its name or type). */
const PAIRINGS_FILES = [".csv", ".tsv", ".txt"];
const PAIRINGS_TYPES = ["text/csv", "text/plain", "text/tab-separated-values"];

/**
 * @typedef {object} RoundState
 * @property {{name: string, text: string} | null} opengotha  the tournament file in use
 * @property {{kept: string, from: string} | null} replaced  the pairings a CSV or text file took
 *   the place of in the box (typed or pasted: a way back, the "Put back" button), and the text that
 *   file put there (a second file replacing the first file's text unchanged keeps the way back to
 *   what was typed)
 * @property {boolean} adopting  the file's own settings are the defaults: until its first answer,
 *   the request leaves them to it
 * @property {number} settingEdits  how many times the organiser has edited a setting a file gives
 *   (a file chosen is read first: an edit made meanwhile is theirs, not the file's to undo)
 * @property {{before: Record<string, string>, filled: Record<string, string>} | null} beforeFile
 *   what the form held before the first tournament file filled it in (control -> value), and what
 *   the file put there: removing the file (or a pasted round taking its place) puts back each value
 *   the file set and nobody changed since
 * @property {boolean} sourceChanged  the pairings or the file changed: their answer's summary is to
 *   be seen when it comes
 * @property {number} fileChoices  files chosen so far: a choice whose engine answer comes after a
 *   later choice's is dropped
 * @property {GoSystem[] | null} systems  the engine's systems (go-systems), once it said them
 */

/** @returns {RoundState} a round with nothing in it yet */
export function newRoundState() {
  return { opengotha: null, replaced: null, adopting: false, settingEdits: 0, beforeFile: null, sourceChanged: false, fileChoices: 0,
    systems: null };
}

/**
 * The round's request: the form's settings, and the box's pairings or the tournament file.
 * @param {RoundState} state @param {Values} v
 */
export function roundRequest(state, v) {
  performance.mark("round-request"); // `npm run bench` times a round from here (see round-render.js, shown)
  /** @type {Record<string, unknown>} */
  const request = { scale: v.scale, system: v.system, board: v.board, rules: v.rules, counting: v.counting,
    max_stones: v.maxstones, no_handicap_above: v.nha, handicap_correction: v.correction, handicap_basis: v.basis,
    even_komi: v.komi, chance_on_paper: v.chance === "1", ...clubRequest(v) };
  if (!state.opengotha) return { ...request, pairings: v.pairings };
  if (state.adopting) for (const key of Object.keys(FILE_SETTINGS)) delete request[key];
  return { ...request, file: state.opengotha.text, round: v.round, handicaps: v.handicaps,
    only_differing: v.differing === "1" };
}

/**
 * Whether a control's value belongs in the link now: the pasted pairings while short and no file
 * is open, the file's round and options only with a file.
 * @param {RoundState} state @param {string} name @param {Values} v
 */
export function inLink(state, name, v) {
  const club = clubInLink(name, v);
  if (club !== null) return club;
  if (name === "pairings") return !state.opengotha && v.pairings.length <= LINK_PAIRINGS_MAX;
  if (["round", "handicaps", "differing"].includes(name)) return Boolean(state.opengotha);
  return true;
}

/** The control an engine error names. @param {EngineError} error */
export const controlsFor = (error) => (CONTROL_OF[error.field] ? [CONTROL_OF[error.field]] : []);

/**
 * What the file picker offers: pairings' files and the engine's tournament formats' names.
 * @param {{extensions: string[]}[]} formats
 */
export function acceptedFiles(formats) {
  const extensions = formats.flatMap((format) => format.extensions.map((e) => e.toLowerCase()));
  return [...PAIRINGS_FILES, ...new Set(extensions), ...PAIRINGS_TYPES, "text/xml", "application/xml", "application/json"].join(",");
}

/**
 * A file's text: UTF-8, or, when it is not, Windows' Western encoding (OpenGotha writes its EGD
 * tables in ISO 8859-15), as the command line reads files.
 * @param {File} file
 */
export async function fileText(file) {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
