// Show an engine reply. Text only (textContent), never markup: replies may echo user input.

function replaceChildren(list, items, makeItem) {
  list.replaceChildren(...items.map(makeItem));
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function renderGo(root, reply) {
  const get = (id) => root.querySelector(`[data-testid="${id}"]`);
  get("stones").textContent = String(reply.stones);
  get("komi").textContent = String(reply.komi);
  get("summary").textContent = reply.summary || "";
  replaceChildren(get("warnings"), reply.warnings || [], (w) => element("li", w.message));
  replaceChildren(get("steps"), reply.steps || [], (step) => {
    const item = element("li");
    item.dataset.step = step.key;
    item.append(element("strong", `${step.label}: `), element("span", step.working));
    item.append(element("small", step.formula, "formula"));
    return item;
  });
}

export function clearGo(root) {
  for (const id of ["stones", "komi"]) root.querySelector(`[data-testid="${id}"]`).textContent = "–";
  for (const id of ["summary"]) root.querySelector(`[data-testid="${id}"]`).textContent = "";
  for (const id of ["warnings", "steps"]) root.querySelector(`[data-testid="${id}"]`).replaceChildren();
}
