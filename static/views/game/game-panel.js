// @ts-check
// The "Check a game" panel: a played handicap game in, the engine's judgement out — the rank
// difference it compensates, Black's effective rating, win expectations and the two rating
// changes side by side. Display only: every number and sentence comes from the engine's reply.
import { GAME_PARAMS } from "./game-params.js";
import { menusFromEngine } from "../../core/menus.js";
import { bindPanel } from "../../core/panel.js";
import { byTestId, clearResult, fillHints, find, renderWarnings, setTestText, stepItem } from "../../core/render.js";
import { initStudy } from "./study-panel.js";

/** @typedef {import("../../../types/replies").GameReply} GameReply */
/** @typedef {import("../../../types/replies").GoSystemsReply} GoSystemsReply */

const COLUMN = { stones_alone: "legacy", board_komi_rules: "fair" };
const CELLS = ["rank_difference", "black_effective_rating", "black_win_expectation", "white_win_expectation",
  "black_change", "black_rating", "white_change", "white_rating"];
const NUMBERS = ["effective-rank-difference", "stones-alone-rank-difference", "black-effective-rating",
  "black-win-expectation", "white-win-expectation", "players-gap", "black-rank", "white-rank"];
/** The menus the engine fills (go-systems: `game_models`, `rules`, `game_menus`). */
const LATE_MENUS = ["model", "rules", "board", "stones", "winner"];
/** @param {string} key */
const testId = (key) => key.replaceAll("_", "-");

/** @param {HTMLElement} root @param {GameReply} reply */
function renderGame(root, reply) {
  clearGame(root); // a reply without ratings (or the AGA's model, which has no rating changes) leaves no old figure
  setTestText(root, "verdict", reply.verdict);
  setTestText(root, "effective-rank-difference", reply.shown.rank_difference);
  setTestText(root, "stones-alone-rank-difference", reply.shown.stones_alone_rank_difference);
  setTestText(root, "players-gap", reply.shown.gap || "–");
  setTestText(root, "black-rank", reply.shown.black_rank || "–");
  setTestText(root, "white-rank", reply.shown.white_rank || "–");
  setTestText(root, "game-summary", reply.summary || "");
  setTestText(root, "models-note", reply.models_note || "");
  setTestText(root, "game-black-chance", reply.black_chance?.text ?? "");
  // Each side's win expectation and the model it is by (any model's reply, the AGA's too).
  setTestText(root, "black-win-expectation", reply.shown.black_win_expectation || "–");
  setTestText(root, "white-win-expectation", reply.shown.white_win_expectation || "–");
  setTestText(root, "black-win-model", reply.shown.win_expectation_model || "");
  setTestText(root, "white-win-model", reply.shown.win_expectation_model || "");
  renderWarnings(root, "game-warnings", reply.warnings);
  const ratings = reply.ratings;
  const judgements = ratings?.judgements || [];
  for (const judgement of judgements) {
    for (const cell of CELLS) setTestText(root, `${COLUMN[judgement.key]}-${testId(cell)}`, judgement.shown[cell]);
    if (judgement.key === "board_komi_rules") {
      setTestText(root, "black-effective-rating", judgement.shown.black_effective_rating);
    }
  }
  // The AGA's model rates a whole tournament at once: no rating changes, no table of them.
  byTestId(root, "rating-changes").hidden = !judgements.length;
  setTestText(root, "rating-summary", ratings?.summary || "");
  byTestId(root, "game-steps").replaceChildren(
    ...[...(reply.steps || []), ...(ratings?.steps || [])].map(stepItem),
  );
}

/** @param {HTMLElement} root */
function clearGame(root) {
  const cells = Object.values(COLUMN).flatMap((column) => CELLS.map((cell) => `${column}-${testId(cell)}`));
  clearResult(root, [...NUMBERS, ...cells], ["verdict", "game-summary", "game-black-chance", "rating-summary", "models-note",
    "black-win-model", "white-win-model"],
    ["game-warnings", "game-steps"]);
}

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {(mode: string) => boolean} options.isActive
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens this panel
 * @param {() => void} [options.onLinkChecked]  the parameters it could not take changed (once
 *        the engine listed the rules)
 * @returns {import("../../core/panel.js").Panel}  with loadMenus (the menus of go-systems)
 */
export function initGamePanel({ engine, isActive, linkParams, onLinkChecked = () => {} }) {
  const section = find(document, "#panel-game");
  // Many games: its own form below the game's; its model, bin width and board join the tab's link.
  const study = initStudy({ engine, linkParams, onLinkChange: () => panel.writeLink() });
  const panel = bindPanel({
    engine,
    mode: "game",
    form: /** @type {HTMLFormElement} */ (find(section, "form")),
    fields: GAME_PARAMS,
    command: "game",
    render: renderGame,
    clear: clearGame,
    root: byTestId(section, "game-result"),
    errorLine: byTestId(section, "game-error"),
    isActive: () => isActive("game"),
    linkParams,
    lateControls: LATE_MENUS, // the engine's models, rulesets, boards, stones and winners (go-systems)
    linkExtras: () => study.linkValues(),
  });
  const model = /** @type {HTMLSelectElement} */ (find(section, '[name="model"]'));
  const rules = /** @type {HTMLSelectElement} */ (find(section, '[name="rules"]'));
  const modelName = byTestId(section, "game-model-name");
  /** @type {Record<string, string>} each model's full name, shown under its short one in the menu */
  let modelNames = {};
  const showModelName = () => { modelName.textContent = modelNames[model.value] ?? ""; };
  model.addEventListener("input", showModelName);
  // The models, rulesets and the game's menus from go-systems, in the page's language (core/menus.js).
  const loadMenus = menusFromEngine({
    engine, panel, onLinkChecked,
    request: { command: "go-systems" },
    fill: (/** @type {GoSystemsReply} */ reply, kept) => {
      if (!reply.rules || !reply.game_models || !reply.game_menus) return false;
      model.replaceChildren(...reply.game_models.map((m) => new Option(m.label, String(m.value))));
      modelNames = Object.fromEntries(reply.game_models.map((m) => [String(m.value), m.name]));
      rules.replaceChildren(...reply.rules.map((r) => new Option(r.label, r.key)));
      for (const [name, menu] of Object.entries(reply.game_menus)) {
        const select = /** @type {HTMLSelectElement} */ (find(section, `select[name="${name}"]`));
        select.replaceChildren(...menu.options.map((o) =>
          new Option(o.label, String(o.value), o.value === menu.default, o.value === menu.default)));
      }
      fillHints(section, reply.hints);
      panel.ignored.push(...study.fillMenus(reply, !kept));
      if (kept) for (const name of LATE_MENUS) /** @type {HTMLSelectElement} */ (find(section, `select[name="${name}"]`)).value = kept[name];
      else panel.applyLinkTo(LATE_MENUS);
      showModelName();
    },
  });
  const { update, writeLink, values, params, ignored } = panel;
  return { update, writeLink, values, params: [...params, ...study.params], ignored, loadMenus };
}
