// @ts-check
// The chess clock (`mode=clock`): its settings form is a panel like the others (link → form →
// the engine's chess-clock command → reply), and the reply's checked times go to the clock's
// face (clock-view.js), which only spends them. The engine refuses bad settings (a side with no
// time, a bad increment, ...) by field before any game starts; it also writes the PGN header.
import { createClockView } from "./clock-view.js";
import { say } from "../../core/i18n.js";
import { bindPanel } from "../../core/panel.js";
import { byTestId, clearResult, find, renderWarnings, setTestText } from "../../core/render.js";

/** @typedef {import("../../../types/replies").ClockReply} ClockReply */
/** @typedef {import("./clock-core.js").ClockSettings} ClockSettings */

/** URL parameter (= control name) -> engine request key (the names go as a pair: buildRequest). */
export const CLOCK_PARAMS = {
  base1: "base1", inc1: "inc1", delay1: "delay1", delay_type1: "delay_type1",
  base2: "base2", inc2: "inc2", delay2: "delay2", delay_type2: "delay_type2",
  white: "white", n1: "names", n2: "names",
};

/** @param {ClockReply} reply @returns {ClockSettings} */
function settingsOf(reply) {
  const side = (/** @type {number} */ index) => {
    const s = reply.sides[index];
    return { baseMs: s.base_ms, incrementMs: s.increment_ms, delayMs: s.delay_ms, delayType: s.delay_type };
  };
  return { sides: [side(0), side(1)], first: reply.first };
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

  const panel = bindPanel({
    engine,
    mode: "clock",
    form,
    fields: CLOCK_PARAMS,
    command: "chess-clock",
    buildRequest: (values) => {
      const { n1, n2, ...rest } = values;
      return { ...rest, names: [n1, n2] };
    },
    controlsFor: (error, values) => {
      if (error.field === "names") return /** @type {{player?: number}} */ (error).player === 2 ? ["n2"] : ["n1"];
      return Object.keys(values).filter((name) => name === error.field);
    },
    /** @param {HTMLElement} root @param {ClockReply} reply */
    render: (root, reply) => {
      setTestText(root, "clock-summary", reply.summary);
      renderWarnings(root, "clock-warnings", reply.warnings);
      pgn.value = reply.pgn;
      const labels = /** @type {[string, string]} */ ([reply.sides[0].label, reply.sides[1].label]);
      view.configure(settingsOf(reply), labels, panel.values());
    },
    clear: (root) => {
      clearResult(root, [], ["clock-summary"], ["clock-warnings"]);
      pgn.value = "";
      view.refuse();
    },
    root: byTestId(section, "clock-result"),
    errorLine: byTestId(section, "clock-error"),
    isActive: () => true,
    linkParams,
  });
  // A game stored by this page with the same settings goes on at once, before the engine answers.
  view.restore(panel.values());

  const copy = byTestId(section, "clock-pgn-copy");
  copy.addEventListener("click", async () => {
    pgn.select();
    try {
      await navigator.clipboard.writeText(pgn.value);
      copy.textContent = say("page.copy.done");
    } catch {
      copy.textContent = say("page.copy.failed");
    }
  });
  return panel;
}
