// @ts-check
// The clock (`mode=clock`): its settings form is a panel like the others (link → form → the
// engine's chess-clock or go-clock command → reply), and the reply's checked times go to the
// clock's face (clock-view.js), which only spends them. The engine refuses bad settings (a side
// with no time, a bad increment, no byo-yomi periods, ...) by field before any game starts; it
// also writes the game's PGN header (chess) or SGF (Go), and for Go decides who moves first.
// `game=go` picks the Go clock; the form shows, and the link carries, only the settings in use.
import { createClockView } from "./clock-view.js";
import { say } from "../../core/i18n.js";
import { bindPanel } from "../../core/panel.js";
import { byTestId, clearResult, find, renderWarnings, setTestText } from "../../core/render.js";
import { WAY_BACK_PARAM } from "../../core/url-state.js";

/** @typedef {import("../../../types/replies").ClockReply} ClockReply */
/** @typedef {import("../../../types/replies").GoClockReply} GoClockReply */
/** @typedef {import("../../core/panel.js").Values} Values */
/** @typedef {import("./clock-core.js").ClockSettings} ClockSettings */

/** URL parameter (= control name) -> engine request key (the names go as a pair: buildRequest). */
export const CLOCK_PARAMS = {
  game: "game",
  base1: "base1", inc1: "inc1", delay1: "delay1", delay_type1: "delay_type1",
  overtime1: "overtime1", periods1: "periods1", period1: "period1", stones1: "stones1", cap1: "cap1",
  base2: "base2", inc2: "inc2", delay2: "delay2", delay_type2: "delay_type2",
  overtime2: "overtime2", periods2: "periods2", period2: "period2", stones2: "stones2", cap2: "cap2",
  white: "white", black: "black", handicap: "handicap", first: "first", board: "board", komi: "komi", rules: "rules",
  n1: "names", n2: "names",
};

const CHESS_ONLY = ["delay1", "delay_type1", "delay2", "delay_type2", "white"];
const GO_GAME = ["black", "handicap", "first", "board", "komi", "rules"];

/**
 * Whether a control is in use with these values: shown in the form, sent, and kept in the link.
 * @param {string} name @param {Values} v
 */
function inUse(name, v) {
  const go = v.game === "go";
  if (name === "game") return go; // the chess clock's links stay as they were
  if (CHESS_ONLY.includes(name)) return !go;
  if (GO_GAME.includes(name)) return go;
  const match = /^(overtime|periods|period|stones|cap|inc)([12])$/.exec(name);
  if (!match) return true; // names and main times
  const [, key, side] = match;
  const overtime = v[`overtime${side}`];
  if (key === "inc") return !go || overtime === "none";
  if (!go) return false;
  return { overtime: true, periods: overtime === "byoyomi", stones: overtime === "canadian",
    period: overtime !== "none", cap: overtime === "none" }[key] ?? false;
}

/** @param {Values} values */
function buildRequest(values) {
  const { n1, n2 } = values;
  const used = Object.entries(values).filter(([name]) => name !== "n1" && name !== "n2" && name !== "game" &&
    inUse(name, values));
  return { command: values.game === "go" ? "go-clock" : "chess-clock", ...Object.fromEntries(used), names: [n1, n2] };
}

/** @param {ClockReply | GoClockReply} reply @returns {ClockSettings} */
function settingsOf(reply) {
  const side = (/** @type {number} */ index) => {
    const s = reply.sides[index];
    const go = "overtime" in s ? s : null;
    return { baseMs: s.base_ms, incrementMs: s.increment_ms, delayMs: s.delay_ms, delayType: s.delay_type,
      capMs: go?.cap_ms ?? null, overtime: go?.overtime ?? "none", periods: go?.periods ?? 0,
      periodMs: go?.period_ms ?? 0, stones: go?.stones ?? 0 };
  };
  return { sides: [side(0), side(1)], first: reply.first ?? 0 };
}

/** Show the controls the values use (each write only when something changes). @param {HTMLFormElement} form */
function syncFields(form) {
  const values = /** @type {Values} */ (Object.fromEntries(Object.keys(CLOCK_PARAMS).map((name) =>
    [name, /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).value])));
  for (const name of Object.keys(CLOCK_PARAMS)) {
    const field = /** @type {HTMLElement} */ (form.elements.namedItem(name)).closest(".field");
    const hidden = name !== "game" && !inUse(name, values);
    if (field instanceof HTMLElement && field.hidden !== hidden) field.hidden = hidden;
  }
  return values.game === "go";
}

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {URLSearchParams | null} options.linkParams
 * @returns {import("../../core/panel.js").Panel}
 */
export function initClockPanel({ engine, linkParams }) {
  const section = find(document, "#clock-view");
  const form = /** @type {HTMLFormElement} */ (find(section, "#clock-form"));
  const locked = byTestId(section, "clock-locked");
  const view = createClockView({
    root: section,
    onLock: (isLocked) => {
      for (const control of form.elements) /** @type {HTMLInputElement} */ (control).disabled = isLocked;
      locked.hidden = !isLocked;
    },
  });
  const pgn = /** @type {HTMLTextAreaElement} */ (byTestId(section, "clock-pgn"));
  const sgf = /** @type {HTMLTextAreaElement} */ (byTestId(section, "clock-sgf"));
  const [pgnBox, sgfBox] = [byTestId(section, "clock-pgn-box"), byTestId(section, "clock-sgf-box")];
  // The clock's name (its heading, and the window's title) is the game's: a Go clock never says "Chess clock".
  const heading = find(section, "#clock-heading");
  const title = find(document, "title");
  const sync = () => {
    const go = syncFields(form);
    pgnBox.hidden = go;
    sgfBox.hidden = !go;
    const name = go ? "page.clock.title_go" : "page.clock.title";
    for (const element of [heading, title]) {
      if (element.dataset.i18n === name) continue;
      element.dataset.i18n = name; // relabelled by this id when the language changes
      element.textContent = say(name);
    }
  };

  const wayBackValues = linkParams?.get(WAY_BACK_PARAM) ?? null;
  const panel = bindPanel({
    engine,
    mode: "clock",
    form,
    fields: CLOCK_PARAMS,
    command: "chess-clock", // go-clock for a Go clock: buildRequest
    buildRequest,
    inLink: inUse,
    controlsFor: (error, values) => {
      if (error.field === "names") return /** @type {{player?: number}} */ (error).player === 2 ? ["n2"] : ["n1"];
      return Object.keys(values).filter((name) => name === error.field);
    },
    /** @param {HTMLElement} root @param {ClockReply | GoClockReply} reply */
    render: (root, reply) => {
      setTestText(root, "clock-summary", reply.summary);
      renderWarnings(root, "clock-warnings", reply.warnings);
      pgn.value = "pgn" in reply ? String(reply.pgn) : "";
      sgf.value = "sgf" in reply ? String(reply.sgf) : "";
      const labels = /** @type {[string, string]} */ ([reply.sides[0].label, reply.sides[1].label]);
      const faces = /** @type {[string, string]} */ ([reply.sides[0].face ?? "", reply.sides[1].face ?? ""]);
      view.configure(settingsOf(reply), labels, panel.values(), faces);
    },
    clear: (root) => {
      clearResult(root, [], ["clock-summary"], ["clock-warnings"]);
      pgn.value = "";
      sgf.value = "";
      view.refuse();
    },
    root: byTestId(section, "clock-result"),
    errorLine: byTestId(section, "clock-error"),
    isActive: () => true,
    linkParams,
    // The way back to the answer that started the clock (url-state.js, wayBack) stays in its link.
    linkExtras: () => /** @type {Record<string, string>} */ (wayBackValues === null ? {} : { [WAY_BACK_PARAM]: wayBackValues }),
  });
  sync(); // after bindPanel has put the link's values in
  form.addEventListener("input", sync, { capture: true }); // before the panel sends the request
  // A game stored by this page with the same settings goes on at once, before the engine answers.
  view.restore(panel.values());

  for (const [button, text] of /** @type {[HTMLElement, HTMLTextAreaElement][]} */ ([
    [byTestId(section, "clock-pgn-copy"), pgn], [byTestId(section, "clock-sgf-copy"), sgf]])) {
    button.addEventListener("click", async () => {
      text.select();
      try {
        await navigator.clipboard.writeText(text.value);
        button.textContent = say("page.copy.done");
      } catch {
        button.textContent = say("page.copy.failed");
      }
    });
  }
  return { ...panel, params: [...panel.params, WAY_BACK_PARAM] };
}
