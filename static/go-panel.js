// The Go handicap panel: its fields and how its replies are shown.
import { bindPanel } from "./panel.js";
import { clearResult, element, setTestText } from "./render.js";

/** URL parameter (= control name) -> engine request key. */
export const GO_FIELDS = { system: "system", board: "board", counting: "counting", diff: "rank_diff" };

function renderGo(root, reply) {
  setTestText(root, "stones", String(reply.stones));
  setTestText(root, "komi", String(reply.komi));
  setTestText(root, "summary", reply.summary || "");
  root.querySelector('[data-testid="warnings"]').replaceChildren(
    ...(reply.warnings || []).map((w) => element("li", w.message)),
  );
  root.querySelector('[data-testid="steps"]').replaceChildren(
    ...(reply.steps || []).map((step) => {
      const item = element("li");
      item.dataset.step = step.key;
      item.append(element("strong", `${step.label}: `), element("span", step.working));
      item.append(element("small", step.formula, "formula"));
      return item;
    }),
  );
}

export function initGoPanel({ engine, isActive }) {
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
  });
}
