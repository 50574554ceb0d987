// The Go handicap panel: its fields and how its replies are shown.
import { bindPanel } from "./panel.js";
import { clearResult, renderSteps, renderWarnings, setTestText } from "./render.js";

/** URL parameter (= control name) -> engine request key. */
export const GO_FIELDS = { system: "system", board: "board", counting: "counting", diff: "rank_diff" };

function renderGo(root, reply) {
  setTestText(root, "stones", String(reply.stones));
  setTestText(root, "komi", String(reply.komi));
  setTestText(root, "summary", reply.summary || "");
  renderWarnings(root, "warnings", reply.warnings);
  renderSteps(root, "steps", reply.steps);
}

/** `onResult(request, reply)` lets the comparison and table views follow the form. */
export function initGoPanel({ engine, isActive, onResult }) {
  const section = document.getElementById("panel-go");
  return bindPanel({
    engine,
    mode: "go",
    form: section.querySelector("form"),
    fields: GO_FIELDS,
    command: "go",
    render: renderGo,
    clear: (root) => clearResult(root, ["stones", "komi"], ["summary"], ["warnings", "steps"]),
    root: section.querySelector('[data-testid="result"]'),
    errorLine: section.querySelector('[data-testid="error"]'),
    isActive: () => isActive("go"),
    onResult,
  });
}
