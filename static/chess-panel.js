// The chess time-odds panel: its fields and how its replies are shown. Every number and clock
// string comes from the engine; this module only shows or hides the controls that apply.
import { bindPanel } from "./panel.js";
import { clearResult, renderSteps, renderWarnings, setTestText } from "./render.js";

/** URL parameter (= control name) -> engine request key. */
export const CHESS_FIELDS = {
  method: "method", elo: "elo", score: "score", record: "record", s1: "s1", s2: "s2", ratio: "ratio",
  k: "K", total: "total", clock: "clock", against: "against", move_time: "move_time",
};

const NUMBERS = ["ratio", "weaker", "weaker-time", "stronger-time", "K"];

function show(root, part, visible) {
  for (const row of root.querySelectorAll(`[data-show="${part}"]`)) row.hidden = !visible;
}

function renderChess(root, reply) {
  setTestText(root, "ratio", reply.ratio_text);
  setTestText(root, "weaker", reply.weaker ? `Player ${reply.weaker}` : "Neither (even)");
  setTestText(root, "weaker-time", reply.weaker_clock ?? "–");
  setTestText(root, "stronger-time", reply.stronger_clock ?? "–");
  setTestText(root, "K", reply.K_text);
  show(root, "range", Boolean(reply.range));
  setTestText(root, "range", reply.range?.text ?? "");
  const clock = reply.clock;
  show(root, "clock", Boolean(clock));
  setTestText(root, "clocks", clock ? `${clock.weaker.text} against ${clock.stronger.text}` : "");
  const common = clock?.common_increment;
  setTestText(root, "clocks-common", common ? `${common.weaker.text} against ${common.stronger.text}` : "not possible");
  const computer = reply.computer;
  show(root, "computer", Boolean(computer));
  setTestText(root, "human-move", computer
    ? `× ${computer.human_factor_text}${computer.human_move_clock ? ` = ${computer.human_move_clock}` : ""}` : "");
  setTestText(root, "chess-summary", reply.summary || "");
  renderWarnings(root, "chess-warnings", reply.warnings);
  renderSteps(root, "chess-steps", reply.steps);
}

function clearChess(root) {
  clearResult(root, NUMBERS, ["chess-summary"], ["chess-warnings", "chess-steps"]);
  for (const part of ["range", "clock", "computer"]) show(root, part, false);
}

/** Show only the controls the chosen method (and opponent) use. */
function syncControls(form) {
  const method = form.elements.method.value;
  const against = form.elements.against.value;
  for (const field of form.querySelectorAll("[data-methods]")) {
    field.hidden = !field.dataset.methods.split(" ").includes(method);
  }
  for (const field of form.querySelectorAll("[data-against]")) field.hidden = field.dataset.against !== against;
}

export function initChessPanel({ engine, isActive }) {
  const section = document.getElementById("panel-chess");
  const form = section.querySelector("form");
  const panel = bindPanel({
    engine,
    mode: "chess",
    form,
    fields: CHESS_FIELDS,
    command: "chess",
    render: renderChess,
    clear: clearChess,
    root: section.querySelector('[data-testid="chess-result"]'),
    errorLine: section.querySelector('[data-testid="chess-error"]'),
    isActive: () => isActive("chess"),
  });
  form.addEventListener("input", () => syncControls(form));
  syncControls(form); // after bindPanel has put the URL's values in
  return panel;
}
