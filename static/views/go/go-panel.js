// @ts-check
// The Go handicap panel: players (ranks, ratings in a chosen scale, rengo teams, or a plain rank
// difference), the game (system, board, rules, counting), the handicap options of the OGS
// challenge interface (rank difference Auto/None/Custom/Auto±n, stones, komi Auto/None/Custom,
// tournament options), and the reply: who takes Black, stones, komi, ties, a board diagram, an
// SGF of the setup and the steps. Every number and sentence comes from the engine.
import { drawBoard } from "./board.js";
import { CLUB_MENUS, CLUB_PARAMS, clubInLink, clubRequest, fillClubMenus, syncClubFields } from "./club-rules.js";
import { GO_PARAMS } from "./go-params.js";
import { say } from "../../core/i18n.js";
import { menuOption, menusFromEngine } from "../../core/menus.js";
import { bindPanel } from "../../core/panel.js";
import { byTestId, clearResult, fillHints, find, renderSteps, renderWarnings, setTestText } from "../../core/render.js";
import { currentLink, openLinkWithWayBack } from "../../core/url-state.js";

/** @typedef {import("../../../types/replies").GoReply} GoReply */
/** @typedef {import("../../../types/replies").GoSystem} GoSystem */
/** @typedef {import("../../../types/replies").GoSystemsReply} GoSystemsReply */
/** @typedef {import("../../../types/replies").EngineError} EngineError */
/** @typedef {import("../../core/panel.js").Values} Values */

const RATING_SCALES = ["ogs", "egf", "aga"];
/** @type {Record<string, string>} */
const PAIR_KEY = { rank: "ranks", ogs: "ratings", egf: "ratings", aga: "ratings", goldis: "log_ratings", team: "teams" };
/**
 * The menus the engine fills (go-systems): the requests and the link's values for them wait.
 * The strength scale stays in index.html: it decides which fields show while the engine boots
 * (tests/e2e/test_go_form.py checks it against the engine's `scales`).
 */
const LATE_MENUS = ["system", "board", "rules", "counting", "dmode", "kmode", "maxstones", ...CLUB_MENUS];

/** The controls of a pair field (one per player): an error's `player` picks one. */
/** @type {Record<string, [string, string]>} */
const PAIRS = { ranks: ["p1", "p2"], ratings: ["p1", "p2"], log_ratings: ["p1", "p2"], teams: ["p1", "p2"],
  deviations: ["dev1", "dev2"], names: ["n1", "n2"] };
/** The control of every other request key an error may name. */
/** @type {Record<string, string>} */
const SINGLE = { system: "system", board: "board", rules: "rules", counting: "counting", rank_diff: "diff",
  difference_mode: "dmode", custom_stones: "stones", custom_difference: "dmode", komi_mode: "kmode", komi: "komi",
  max_stones: "maxstones", no_handicap_above: "nha", rating_system: "scale",
  ...Object.fromEntries(CLUB_PARAMS.map((name) => [name, name])) };

/**
 * The engine request for the form's values (which key the strengths go in is the scale's).
 * @param {Values} v
 */
export function goRequest(v) {
  /** @type {Record<string, unknown>} */
  const request = { system: v.system, board: v.board, rules: v.rules, counting: v.counting,
    difference_mode: v.dmode, komi_mode: v.kmode, max_stones: v.maxstones, no_handicap_above: v.nha };
  if (v.scale === "diff") request.rank_diff = v.diff;
  else request[PAIR_KEY[v.scale] || "ranks"] = [v.p1, v.p2];
  if (RATING_SCALES.includes(v.scale)) request.rating_system = v.scale;
  if (v.scale === "ogs" && (v.dev1.trim() || v.dev2.trim())) request.deviations = [v.dev1, v.dev2];
  if (v.n1.trim() || v.n2.trim()) request.names = [v.n1, v.n2];
  if (v.dmode === "custom") request.custom_stones = v.stones;
  if (v.kmode === "custom") request.komi = v.komi;
  return { ...request, ...clubRequest(v) };
}

/**
 * Whether a control's value belongs in a link: only what the chosen scale and modes use.
 * @param {string} name @param {Values} v
 */
function inLink(name, v) {
  const club = clubInLink(name, v);
  if (club !== null) return club;
  if (["p1", "p2"].includes(name)) return v.scale !== "diff";
  if (["dev1", "dev2"].includes(name)) return v.scale === "ogs";
  return /** @type {Record<string, boolean>} */ ({ diff: v.scale === "diff", stones: v.dmode === "custom", komi: v.kmode === "custom" })[name] ?? true;
}

/**
 * Which controls an engine error is about: its field's, and of a pair the player it names.
 * @param {EngineError} error
 * @returns {string[]}
 */
function controlsFor(error) {
  const pair = PAIRS[error.field];
  if (pair) return error.player ? [pair[error.player - 1]] : [...pair];
  return SINGLE[error.field] ? [SINGLE[error.field]] : [];
}

/**
 * @param {HTMLElement} root @param {GoReply} reply
 * @param {HTMLFormElement} form
 * @returns {() => void}  the rest of the answer (warnings, steps, board, SGF)
 */
function renderGo(root, reply, form) {
  setTestText(root, "black", reply.black_text);
  setTestText(root, "stones", String(reply.stones));
  setTestText(root, "komi", reply.komi_text);
  setTestText(root, "komi-words", reply.komi_words);
  setTestText(root, "effective-komi", reply.effective_komi_text);
  // The effective komi only where the rules' handicap bonus makes it differ, with why.
  setTestText(root, "effective-komi-words", reply.effective_komi_words ?? "");
  byTestId(root, "effective-komi-row").hidden = !reply.effective_komi_words;
  root.dataset.shortAnswer = reply.short_answer; // the phone's answer bar (answer-bar.js)
  setTestText(root, "ties", reply.tie_text);
  setTestText(root, "summary", reply.summary || "");
  // Compare systems' advice, beside the answer when the chosen system is not the one recommended.
  setTestText(root, "go-recommendation", reply.recommendation || "");
  byTestId(root, "go-recommendation").hidden = !reply.recommendation;
  setTestText(root, "go-recommendation-chance", reply.recommendation ? reply.recommendation_chance || "" : "");
  byTestId(root, "go-recommendation-chance").hidden = !reply.recommendation || !reply.recommendation_chance;
  setTestText(root, "black-chance", reply.black_chance?.text ?? "");
  if (control(form, "dmode").value !== "custom") control(form, "stones").value = String(reply.stones);
  // The rest, below the figures (panel.js shows it in a task of its own on a first result).
  return () => {
    renderWarnings(root, "warnings", reply.warnings, reply.advice);
    renderSteps(root, "steps", reply.steps);
    drawBoard(boardOf(root), reply);
    setTestText(root, "placement-note", reply.board_caption);
    sgfOf(root).value = reply.sgf;
    clockLinks.set(root, reply.clock_link ?? null);
    needsAnswer(root, false);
  };
}

/** @param {HTMLElement} root */
function clearGo(root) {
  clearResult(root, ["black", "stones", "komi", "effective-komi", "ties"],
    ["summary", "black-chance", "placement-note", "komi-words", "effective-komi-words", "go-recommendation",
      "go-recommendation-chance"],
    ["warnings", "steps"]);
  byTestId(root, "effective-komi-row").hidden = true;
  byTestId(root, "go-recommendation").hidden = true;
  byTestId(root, "go-recommendation-chance").hidden = true;
  delete root.dataset.shortAnswer;
  sgfOf(root).value = "";
  clockLinks.set(root, null);
  needsAnswer(root, true);
  const svg = boardOf(root);
  svg.replaceChildren(find(svg, "title"));
}

/**
 * Copy SGF and Start clock act on an answer: without one they are disabled, and the line under
 * them says why (a click that did nothing, or "SGF copied." with nothing copied, said nothing true).
 * @param {HTMLElement} root @param {boolean} missing
 */
function needsAnswer(root, missing) {
  for (const id of ["copy-sgf", "go-start-clock"]) /** @type {HTMLButtonElement} */ (byTestId(root, id)).disabled = missing;
  byTestId(root, "go-needs-answer").hidden = !missing;
  if (missing) byTestId(root, "copy-status").textContent = "";
}

/** The Go clock's link values of the result shown (the engine's clock_link), per result area. */
/** @type {WeakMap<HTMLElement, Record<string, string> | null>} */
const clockLinks = new WeakMap();

/** @param {ParentNode} root */
const boardOf = (root) => /** @type {SVGSVGElement} */ (/** @type {unknown} */ (byTestId(root, "board")));
/** @param {ParentNode} root */
const sgfOf = (root) => /** @type {HTMLTextAreaElement} */ (byTestId(root, "sgf"));
/** A control of the form by name. @param {HTMLFormElement} form @param {string} name */
const control = (form, name) => /** @type {HTMLInputElement & HTMLSelectElement} */ (form.elements.namedItem(name));

/** Show the controls the chosen scale and modes use; stones are editable only with "Custom". */
/**
 * @param {HTMLFormElement} form
 * @param {Record<string, string>} strengthHints  the engine's hint for each scale
 */
function syncControls(form, strengthHints) {
  const [scale, dmode, kmode, stones] = ["scale", "dmode", "kmode", "stones"].map((name) => control(form, name));
  // Each write only when something changes: runs on every keystroke, and a write, even of the
  // same value, can cost the next frame a style and layout pass.
  /** @param {HTMLElement} field @param {boolean} hidden */
  const setHidden = (field, hidden) => field.hidden !== hidden && (field.hidden = hidden);
  for (const field of form.querySelectorAll("[data-scales]")) {
    if (field instanceof HTMLElement) setHidden(field, !(field.dataset.scales || "").split(" ").includes(scale.value));
  }
  for (const field of form.querySelectorAll("[data-kmode]")) {
    if (field instanceof HTMLElement) setHidden(field, field.dataset.kmode !== kmode.value);
  }
  syncClubFields(form);
  const hint = find(form, "#go-strength-hint");
  const text = strengthHints[scale.value] ?? "";
  if (hint.textContent !== text) hint.textContent = text;
  const custom = dmode.value === "custom";
  if (stones.readOnly === custom) {
    stones.readOnly = !custom;
    stones.setAttribute("aria-readonly", String(!custom));
  }
}

/**
 * What the engine's tables make (go-systems): the handicap system and rules menus, and the
 * fields' hints (each element with data-hint="<key>" shows the engine's hint of that key).
 * @param {HTMLElement} section  the Go tab panel (the form and its views)
 * @param {HTMLFormElement} form @param {GoSystemsReply} reply
 */
function fillMenus(section, form, reply) {
  /** @type {[string, {value: string | number, label: string, aliases?: string[]}[]][]} control name, its options */
  const menus = [
    ["system", (reply.systems || []).map((s) => ({ value: s.key, label: s.label, aliases: s.aliases }))],
    ["rules", (reply.rules || []).map((r) => ({ value: r.key, label: r.label }))],
    ["counting", reply.countings || []],
    ["dmode", reply.difference_modes || []],
    ["kmode", reply.komi_modes || []],
    ["maxstones", reply.stone_ceilings || []],
  ];
  for (const [name, options] of menus) {
    control(form, name).replaceChildren(...options.map(menuOption));
  }
  fillClubMenus(form, reply.first_stone_options);
  fillHints(section, reply.hints);
}

/**
 * Board sizes the chosen system covers, from the engine's go-systems reply; and what each system
 * is for (the engine's one line): under the menu for the chosen one, as each option's title.
 * The board chosen stays chosen: a system that does not cover it keeps it in the menu, and the
 * board's note says what the system covers, with a button to its own board (the user switches;
 * going back to a system that covers the board needs nothing). `wanted` is a board to choose (a
 * link's), if any system offers it.
 * @param {HTMLFormElement} form @param {GoSystem[] | null} systems @param {string | null} [wanted]
 */
export function syncBoards(form, systems, wanted = null) {
  const menu = control(form, "system");
  const system = systems?.find((s) => s.key === menu.value);
  if (!systems || !system) return;
  for (const option of menu.options) option.title = systems.find((s) => s.key === option.value)?.purpose ?? "";
  const purpose = form.querySelector(".system-purpose");
  if (purpose) purpose.textContent = system.purpose ?? "";
  const select = control(form, "board");
  /** @type {Map<string, string>} every board some system offers -> its label */
  const labels = new Map(systems.flatMap((s) => s.board_options.map((b) => [String(b.value), b.label])));
  const board = [wanted, select.value].find((b) => b && labels.has(b)) ?? String(system.default_board);
  const covered = system.boards.includes(Number(board));
  const options = system.board_options.map((b) => new Option(b.label, String(b.value)));
  if (!covered) options.push(new Option(labels.get(board) ?? board, board));
  select.replaceChildren(...options);
  select.value = board;
  const note = form.querySelector(".board-note");
  if (!(note instanceof HTMLElement)) return;
  note.hidden = covered;
  find(note, "[data-board-note]").textContent = covered ? "" : system.board_note ?? "";
  const button = /** @type {HTMLButtonElement} */ (find(note, "button"));
  button.textContent = covered ? "" : system.board_switch ?? "";
  button.value = String(system.default_board);
}

/**
 * The board note's button: the system's own board chosen, as if from the menu.
 * @param {HTMLFormElement} form
 */
export function bindBoardSwitch(form) {
  const note = form.querySelector(".board-note");
  if (!(note instanceof HTMLElement)) return;
  const button = /** @type {HTMLButtonElement} */ (find(note, "button"));
  button.addEventListener("click", () => {
    const select = control(form, "board");
    select.value = button.value;
    select.dispatchEvent(new Event("input", { bubbles: true }));
    select.dispatchEvent(new Event("change", { bubbles: true }));
    select.focus();
  });
}

/**
 * Copy text, saying in the status line whether it worked (a page without clipboard access may not).
 * @param {string} text @param {HTMLElement} status @param {"sgf" | "link"} what
 */
async function copyText(text, status, what) {
  try {
    if (!text) throw new Error("nothing to copy"); // said as a failure, never as "copied"
    await navigator.clipboard.writeText(text);
    status.textContent = say(`page.go.copied_${what}`);
  } catch {
    status.textContent = say(`page.go.copy_failed_${what}`);
  }
}

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {(mode: string) => boolean} options.isActive
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens this panel
 * @param {(request: import("../../core/panel.js").Request, reply: GoReply) => void} [options.onResult]
 *        after each shown result (the Go views follow it)
 * @param {() => Record<string, string>} [options.linkExtras]  the views' part of the link
 * @param {() => void} [options.onLinkChecked]  the parameters it could not take changed (a
 *        board the link asks for became available once the engine listed the systems)
 * @returns {import("../../core/panel.js").Panel}  with loadMenus (the menus and hints of go-systems)
 */
export function initGoPanel({ engine, isActive, linkParams, onResult, linkExtras, onLinkChecked = () => {} }) {
  const section = find(document, "#panel-go");
  const form = /** @type {HTMLFormElement} */ (find(section, "form"));
  const root = byTestId(section, "result");
  // A link that gives only a rank difference (the first version's links) means that scale.
  if (linkParams && linkParams.has("diff") && !linkParams.has("scale") && !linkParams.has("p1") && !linkParams.has("p2")) {
    control(form, "scale").value = "diff";
  }
  const panel = bindPanel({
    engine,
    mode: "go",
    form,
    fields: Object.fromEntries(GO_PARAMS.map((name) => [name, name])),
    command: "go",
    buildRequest: goRequest,
    controlsFor,
    inLink,
    linkExtras,
    render: (/** @type {HTMLElement} */ resultRoot, /** @type {GoReply} */ reply) => renderGo(resultRoot, reply, form),
    // No answer: no stone count either (the one shown was the last answer's), unless typed (Custom).
    clear: (/** @type {HTMLElement} */ resultRoot) => {
      clearGo(resultRoot);
      if (control(form, "dmode").value !== "custom") control(form, "stones").value = "";
    },
    root,
    errorLine: byTestId(section, "error"),
    isActive: () => isActive("go"),
    linkParams,
    onResult,
    lateControls: LATE_MENUS,
  });
  /** @type {GoSystem[] | null} the engine's systems, once it has listed them */
  let systems = null;
  /** @type {Record<string, string>} the engine's hint for each strength scale, once listed */
  let strengthHints = {};
  syncControls(form, strengthHints); // after bindPanel has put the URL's values in
  form.addEventListener("input", (event) => {
    syncControls(form, strengthHints);
    const name = /** @type {HTMLInputElement} */ (event.target).name;
    if (name === "system" || name === "board") syncBoards(form, systems);
  }, { capture: true }); // before the panel sends the request
  bindBoardSwitch(form);

  // The systems, their boards and the rules come from the engine (go-systems) once it is ready,
  // in the page's language (core/menus.js); the first time the link's system, board (one the
  // system offers) and rules go in.
  const loadMenus = menusFromEngine({
    engine, panel, onLinkChecked,
    request: { command: "go-systems" },
    fill: (/** @type {GoSystemsReply} */ reply, kept) => {
      if (!reply.systems) return false;
      systems = reply.systems;
      strengthHints = reply.hints?.strength ?? {};
      fillMenus(section, form, reply);
      if (kept) for (const name of LATE_MENUS) control(form, name).value = kept[name];
      else panel.applyLinkTo(["system"]);
      syncBoards(form, systems, kept ? kept.board : linkParams?.get("board"));
      if (!kept) {
        panel.applyLinkTo(["board", "rules", "counting", "dmode", "kmode", "maxstones", "club_first_stone"]);
        // A link's stone count counts only with custom stones; otherwise the answer fills the field.
        if (linkParams?.has("stones") && control(form, "dmode").value !== "custom") panel.ignored.push("stones");
      }
      syncControls(form, strengthHints); // the modes decide which fields show
    },
  });

  // "Start clock": the Go clock with this game's players, colours and handicap (the engine's link).
  byTestId(section, "go-start-clock").addEventListener("click", () => {
    const link = clockLinks.get(root);
    if (link) openLinkWithWayBack({ mode: "clock", ...link });
  });
  const status = byTestId(section, "copy-status");
  byTestId(section, "copy-sgf").addEventListener("click", () => copyText(sgfOf(section).value, status, "sgf"));
  byTestId(section, "copy-link").addEventListener("click", () => copyText(currentLink(), status, "link"));
  const { update, writeLink, values, params, ignored } = panel;
  return { update, writeLink, values, params, ignored, loadMenus };
}
