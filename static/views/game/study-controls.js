// @ts-check
// The study form's controls: the link's values put in, the values that differ from their defaults
// for the link, the menus from the engine's go-systems reply, and the settings a study request
// takes. No word of its own: the menus' labels and names are the engine's.
import { find } from "../../core/render.js";

export const DEFAULTS = { study_model: "proposal", study_bin: "0.5", study_bin_games: "", study_board: "" };
// What to study: each choice's link parameter, its request field, its control's id and its default
// (the engine's; study/choices.py says what each leaves out).
const CHOICES = /** @type {const} */ ([
  ["study_programs", "programs", "#study-programs", "keep"],
  ["study_exclude_players", "exclude_players", "#study-exclude-players", ""],
  ["study_results", "results", "#study-results", "all"],
  ["study_unsure_ranks", "unsure_ranks", "#study-unsure-ranks", "keep"],
  ["study_max_komi", "max_komi", "#study-max-komi", ""],
  ["study_pro_ranks", "pro_ranks", "#study-pro-ranks", "apart"],
]);

/** @typedef {ReturnType<typeof studyControls>} StudyControls */

/**
 * @param {HTMLElement} section  the study's section
 * @param {URLSearchParams | null} linkParams  the opening link, if it opens the game tab
 */
export function studyControls(section, linkParams) {
  const input = /** @type {HTMLInputElement} */ (find(section, "#study-files"));
  const model = /** @type {HTMLSelectElement} */ (find(section, "#study-model"));
  const bin = /** @type {HTMLInputElement} */ (find(section, "#study-bin"));
  const binGames = /** @type {HTMLInputElement} */ (find(section, "#study-bin-games"));
  const board = /** @type {HTMLSelectElement} */ (find(section, "#study-board"));
  const choices = CHOICES.map(([param, field, selector, fallback]) => ({
    param, field, fallback, control: /** @type {HTMLInputElement | HTMLSelectElement} */ (find(section, selector)),
  }));
  const modelName = find(section, '[data-testid="study-model-name"]');
  /** @type {Record<string, string>} each model's full name, shown under its short one in the menu */
  let modelNames = {};
  const showModelName = () => { modelName.textContent = modelNames[model.value] ?? ""; };

  const linkBin = linkParams?.get("study_bin");
  if (linkBin && linkBin.length <= 20) bin.value = linkBin;
  const linkBinGames = linkParams?.get("study_bin_games");
  if (linkBinGames && linkBinGames.length <= 20) binGames.value = linkBinGames;
  /** @type {string[]} the link's choices no control takes (a menu without the value) */
  const ignoredChoices = [];
  for (const { param, control } of choices) {
    const value = linkParams?.get(param);
    if (value === null || value === undefined) continue;
    if (value.length > 500) {  // too long for any choice: named in the link's note, as a menu's unknown value
      ignoredChoices.push(param);
      continue;
    }
    control.value = value;
    if (control.value !== value) ignoredChoices.push(param);
  }

  /** @returns {Record<string, string>} the study's values that differ from their defaults */
  function linkValues() {
    /** @type {Record<string, string>} */
    const values = {};
    for (const [name, control] of /** @type {const} */ ([["study_model", model], ["study_bin", bin],
      ["study_bin_games", binGames], ["study_board", board]])) {
      if (control.value !== DEFAULTS[name] && control.value !== "") values[name] = control.value;
    }
    for (const { param, control, fallback } of choices) {
      if (control.value !== fallback && control.value !== "") values[param] = control.value;
    }
    return values;
  }

  /** @returns {Record<string, string>} what a study request takes from the form */
  function settings() {
    return { model: model.value || DEFAULTS.study_model, bin: bin.value, bin_games: binGames.value, board: board.value,
      ...Object.fromEntries(choices.map(({ field, control }) => [field, control.value])) };
  }

  /** @returns {Record<string, HTMLInputElement | HTMLSelectElement>} each request field's control */
  function byField() {
    return { bin, bin_games: binGames, board, model, ...Object.fromEntries(choices.map((c) => [c.field, c.control])) };
  }

  /**
   * The menus, from go-systems (the engine's models and boards, in the page's language); the
   * first time, the link's values go in (those no option offers are returned).
   * @param {import("../../../types/replies").GoSystemsReply} reply
   * @param {boolean} first
   * @returns {string[]}
   */
  function fillMenus(reply, first) {
    const keptModel = model.value || DEFAULTS.study_model, keptBoard = board.value;
    model.replaceChildren(...(reply.study_models || []).map((m) => new Option(m.label, String(m.value))));
    modelNames = Object.fromEntries((reply.study_models || []).map((m) => [String(m.value), m.name]));
    const every = /** @type {HTMLOptionElement} */ (board.options[0]);
    const boards = reply.game_menus?.board?.options || [];
    board.replaceChildren(every, ...boards.map((o) => new Option(o.label, String(o.value))));
    model.value = keptModel;
    board.value = keptBoard;
    showModelName();
    // The picker's file names, from the registries the engine reads (the game panel fills the hint)
    if (reply.study_file_extensions) input.accept = reply.study_file_extensions.join(",");
    /** @type {string[]} */
    const ignored = [];
    if (!first) return ignored;
    if (linkBin !== null && linkBin !== undefined && bin.value !== linkBin) ignored.push("study_bin");
    if (linkBinGames !== null && linkBinGames !== undefined && binGames.value !== linkBinGames) ignored.push("study_bin_games");
    for (const [name, select] of /** @type {const} */ ([["study_model", model], ["study_board", board]])) {
      const value = linkParams?.get(name);
      if (value === null || value === undefined) continue;
      if ([...select.options].some((o) => o.value === value)) select.value = value;
      else ignored.push(name);
    }
    showModelName();
    return [...ignored, ...ignoredChoices];
  }

  /** @param {string | null} field  the field the engine's error names (null: none) */
  function markInvalid(field) {
    for (const [name, control] of /** @type {const} */ ([["bin", bin], ["bin_games", binGames]])) {
      if (field === null) control.removeAttribute("aria-invalid");
      else control.setAttribute("aria-invalid", String(field === name));
    }
  }

  return { input, linkValues, settings, byField, fillMenus, showModelName, markInvalid };
}
