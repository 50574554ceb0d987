// @ts-check
// The chess time-odds panel: its fields and how its replies are shown. Every number and clock
// string comes from the engine; this module only shows or hides the controls that apply.
import { CHESS_PARAMS } from "./chess-params.js";
import { menusFromEngine } from "../../core/menus.js";
import { bindPanel } from "../../core/panel.js";
import { byTestId, clearResult, fillHints, find, renderSteps, renderWarnings, setTestText } from "../../core/render.js";
import { openLinkWithWayBack } from "../../core/url-state.js";

/** @typedef {import("../../../types/replies").ChessReply} ChessReply */
/** @typedef {import("../../../types/replies").ChessFormReply} ChessFormReply */

/** The menus the engine fills (chess-form): the link's values for them, and requests, wait. */
const LATE_MENUS = ["method", "against"];

/** @type {Map<string, string[]>} each method's request keys, as chess-form lists them (its `fields`) */
const methodFields = new Map();

/** @type {Record<string, string> | null} the latest result's clock link values (the engine's) */
let clockLink = null;

const NUMBERS = ["ratio", "weaker", "weaker-time", "stronger-time", "K", "player1-clock", "player2-clock"];

/** @param {HTMLElement} root @param {string} part @param {boolean} visible */
function show(root, part, visible) {
  for (const row of root.querySelectorAll(`[data-show="${part}"]`)) /** @type {HTMLElement} */ (row).hidden = !visible;
}

/** @param {HTMLElement} root @param {ChessReply} reply */
function renderChess(root, reply) {
  // One answer: each player's clock when an even clock was given (the engine's headline), the
  // total split only when no clock was; K, a parameter of the model, goes with the steps.
  const players = reply.headline === "clocks" ? reply.players ?? [] : [];
  show(root, "headline-clocks", players.length === 2);
  for (const [index, player] of players.entries()) {
    setTestText(root, `player${index + 1}-label`, player.label);
    setTestText(root, `player${index + 1}-clock`, player.text);
  }
  show(root, "headline-split", players.length !== 2 && reply.headline !== "computer");
  setTestText(root, "ratio", reply.ratio_text);
  setTestText(root, "weaker", reply.weaker_text);
  setTestText(root, "weaker-time", reply.weaker_clock ?? "–");
  setTestText(root, "stronger-time", reply.stronger_clock ?? "–");
  setTestText(root, "K", reply.K_text);
  show(root, "range", Boolean(reply.range));
  setTestText(root, "range", reply.range?.text ?? "");
  const clock = reply.clock;
  show(root, "clock", Boolean(clock));
  show(root, "clock-scaled", Boolean(clock) && players.length !== 2); // else it is the headline
  setTestText(root, "clocks", clock?.text ?? "");
  setTestText(root, "clocks-common", clock?.common_text ?? "");
  const computer = reply.computer;
  show(root, "computer", Boolean(computer));
  setTestText(root, "human-move", computer?.text ?? "");
  clockLink = reply.clock_link ?? null;
  show(root, "players", Boolean(clockLink));
  show(root, "players-line", Boolean(clockLink) && players.length !== 2);
  setTestText(root, "player-clocks", reply.players_text ?? "");
  setTestText(root, "chess-summary", reply.summary || "");
  renderWarnings(root, "chess-warnings", reply.warnings);
  renderSteps(root, "chess-steps", reply.steps);
  root.dataset.shortAnswer = reply.short_answer; // the phone's answer bar (answer-bar.js)
}

/** @param {HTMLElement} root */
function clearChess(root) {
  clearResult(root, NUMBERS, ["chess-summary"], ["chess-warnings", "chess-steps"]);
  for (const part of ["range", "clock", "clock-scaled", "computer", "players", "players-line", "headline-clocks"]) show(root, part, false);
  show(root, "headline-split", true);
  clockLink = null;
  delete root.dataset.shortAnswer;
}

/**
 * The fields the answer does not use (the engine's unused_fields: the total, once an even clock is
 * given): each control disabled, its reason shown in place of its hint (its note, `<id>-unused`).
 * @param {HTMLFormElement} form @param {{field: string, message: string}[]} unused
 */
function markUnused(form, unused) {
  for (const [name, key] of Object.entries(CHESS_PARAMS)) {
    const control = /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
    const note = form.querySelector(`#${control.id}-unused`);
    if (!(note instanceof HTMLElement)) continue;
    const reason = unused.find((field) => field.field === key)?.message ?? "";
    control.disabled = reason !== "";
    note.hidden = reason === "";
    if (note.textContent !== reason) note.textContent = reason;
    const hint = form.querySelector(`#${control.id}-hint`);
    if (hint instanceof HTMLElement) hint.hidden = reason !== "";
  }
}

/**
 * Whether a field applies to the method (and opponent) chosen: its control's request key is one the
 * engine lists for the method (chess-form's `fields`), and a field for one opponent only
 * (`data-against`) shows for that opponent. Until the engine has listed them, every field applies.
 * @param {Element} field @param {string} method @param {string} against
 */
function applies(field, method, against) {
  const control = field.querySelector("[name]");
  const key = control ? CHESS_PARAMS[/** @type {keyof typeof CHESS_PARAMS} */ (control.getAttribute("name"))] : undefined;
  const fields = methodFields.get(method);
  if (!fields || !key || key === "method") return true;
  const side = /** @type {HTMLElement} */ (field).dataset.against;
  return fields.includes(key) && (!side || side === against);
}

/**
 * Whether a control's value belongs in the link: only the open method's settings (and the
 * opponent's), as the form shows them.
 * @param {HTMLFormElement} form @param {string} name @param {Record<string, string>} v
 */
function inLink(form, name, v) {
  const control = /** @type {HTMLElement | null} */ (form.elements.namedItem(name));
  const field = control?.closest(".field");
  return !field || applies(field, v.method, v.against);
}

/** Show only the controls the chosen method (and opponent) use. */
/** @param {HTMLFormElement} form */
function syncControls(form) {
  const menu = /** @type {HTMLSelectElement} */ (form.elements.namedItem("method"));
  if (menu.options.length === 0) return; // its options are on their way: index.html shows the default method's fields
  const method = menu.value;
  const against = /** @type {HTMLSelectElement} */ (form.elements.namedItem("against")).value;
  for (const field of form.querySelectorAll(".field")) {
    if (field instanceof HTMLElement) field.hidden = !applies(field, method, against);
  }
}

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {(mode: string) => boolean} options.isActive
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens this panel
 * @param {() => void} [options.onLinkChecked]  the parameters it could not take changed (once
 *        the engine listed the methods)
 * @returns {import("../../core/panel.js").Panel}  with loadMenus (the menus and hints of chess-form)
 */
export function initChessPanel({ engine, isActive, linkParams, onLinkChecked = () => {} }) {
  const section = find(document, "#panel-chess");
  const form = /** @type {HTMLFormElement} */ (find(section, "form"));
  const panel = bindPanel({
    engine,
    mode: "chess",
    form,
    fields: CHESS_PARAMS,
    command: "chess",
    // The players' names go as a pair (as the clock's), each optional.
    buildRequest: (values) => {
      /** @type {Record<string, unknown>} */
      const body = {};
      for (const [name, key] of Object.entries(CHESS_PARAMS)) if (key !== "names") body[key] = values[name];
      return { ...body, names: [values.n1, values.n2] };
    },
    controlsFor: (error, values) => {
      if (error.field === "names") return /** @type {{player?: number}} */ (error).player === 2 ? ["n2"] : ["n1"];
      return Object.keys(values).filter((name) => CHESS_PARAMS[/** @type {keyof typeof CHESS_PARAMS} */ (name)] === error.field);
    },
    inLink: (name, values) => inLink(form, name, values),
    render: (root, /** @type {ChessReply} */ reply) => {
      renderChess(root, reply);
      markUnused(form, reply.unused_fields ?? []);
    },
    clear: (root) => {
      clearChess(root);
      markUnused(form, []);
    },
    root: byTestId(section, "chess-result"),
    errorLine: byTestId(section, "chess-error"),
    isActive: () => isActive("chess"),
    linkParams,
    lateControls: LATE_MENUS, // the engine's methods and opponents (chess-form)
  });
  form.addEventListener("input", () => syncControls(form));
  // "Start clock": the clock with each player's time from the engine's reply, in its own link.
  byTestId(section, "start-clock").addEventListener("click", () => {
    if (clockLink) openLinkWithWayBack({ mode: "clock", ...clockLink });
  });
  syncControls(form); // after bindPanel has put the URL's values in
  // The methods and opponents from chess-form, in the page's language (core/menus.js).
  const loadMenus = menusFromEngine({
    engine, panel, onLinkChecked,
    request: { command: "chess-form" },
    fill: (/** @type {ChessFormReply} */ reply, kept) => {
      if (!reply.methods || !reply.against) return false;
      methodFields.clear();
      for (const option of reply.methods) methodFields.set(String(option.value), option.fields);
      for (const [name, options] of [["method", reply.methods], ["against", reply.against]]) {
        const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem(String(name)));
        select.replaceChildren(...(/** @type {{value: string, label: string}[]} */ (options)).map((o) => new Option(o.label, o.value)));
      }
      fillHints(section, reply.hints);
      if (kept) {
        for (const name of LATE_MENUS) /** @type {HTMLSelectElement} */ (form.elements.namedItem(name)).value = kept[name];
        return;
      }
      panel.applyLinkTo(LATE_MENUS);
      syncControls(form);
    },
  });
  const { update, writeLink, values, params, ignored } = panel;
  return { update, writeLink, values, params, ignored, loadMenus };
}
