// Small DOM helpers for showing engine replies. Text only (textContent), never markup: replies
// may echo user input.

export function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function setTestText(root, testId, text) {
  root.querySelector(`[data-testid="${testId}"]`).textContent = text;
}

/** Reset a result area: numbers to "–", texts emptied, lists cleared. */
export function clearResult(root, numbers = [], texts = [], lists = []) {
  for (const id of numbers) setTestText(root, id, "–");
  for (const id of texts) setTestText(root, id, "");
  for (const id of lists) root.querySelector(`[data-testid="${id}"]`).replaceChildren();
}

/** One derivation step from the engine: "Label: working" with its formula beneath. */
export function stepItem(step) {
  const item = element("li");
  item.dataset.step = step.key;
  item.append(element("strong", `${step.label}: `), element("span", step.working));
  item.append(element("small", step.formula, "formula"));
  return item;
}

/** Fill a list (by data-testid) with the engine's steps or warnings. */
export function renderSteps(root, testId, steps) {
  root.querySelector(`[data-testid="${testId}"]`).replaceChildren(...(steps || []).map(stepItem));
}

/** The engine's warnings, then its advice (styled apart: advice says how to go on, not what is wrong). */
export function renderWarnings(root, testId, warnings, advice = []) {
  root.querySelector(`[data-testid="${testId}"]`).replaceChildren(
    ...(warnings || []).map((w) => element("li", w.message)),
    ...(advice || []).map((a) => element("li", a.message, "advice")),
  );
}
