// One calculator panel: a form whose controls are URL parameters and engine request fields.
// The panel reads its values from the URL, sends each change to the engine, shows the reply or
// the error (naming the field by its visible label), and keeps the URL in step.
import { readQuery, replaceQuery } from "./url-state.js";

/**
 * @param {object} spec
 * @param {import("./engine-client.js").EngineClient} spec.engine
 * @param {string} spec.mode          the panel's `mode` URL value ("go", "chess", ...)
 * @param {HTMLFormElement} spec.form
 * @param {Record<string, string>} spec.fields  URL parameter (= control name) -> engine key
 * @param {string} spec.command       engine command
 * @param {(root: Element, reply: object) => void} spec.render
 * @param {(root: Element) => void} spec.clear
 * @param {Element} spec.root         where results live (has data-state)
 * @param {Element} spec.errorLine
 * @param {() => boolean} spec.isActive  only the visible panel writes the URL
 * @param {(request: object, reply: object) => void} [spec.onResult]  after each shown result
 *        (other views of the same request, e.g. the Go panel's comparison and table, follow it)
 */
export function bindPanel(spec) {
  const { engine, mode, form, fields, command, render, clear, root, errorLine, isActive, onResult } = spec;
  let latest = 0;

  const values = () => Object.fromEntries(Object.keys(fields).map((name) => [name, form.elements[name].value]));

  function request(current) {
    const body = { command };
    for (const [name, key] of Object.entries(fields)) body[key] = current[name];
    return body;
  }

  function controlFor(engineField) {
    const name = Object.keys(fields).find((n) => fields[n] === engineField);
    return name ? form.elements[name] : null;
  }

  function showError(error) {
    for (const control of form.elements) control.removeAttribute?.("aria-invalid");
    errorLine.hidden = !error;
    errorLine.textContent = "";
    if (!error) return;
    const control = controlFor(error.field);
    if (control) control.setAttribute("aria-invalid", "true");
    const label = control?.labels?.[0]?.textContent.trim();
    errorLine.textContent = `${label || error.field}: ${error.message}`;
  }

  async function update() {
    const current = values();
    if (isActive()) replaceQuery({ mode, ...current });
    const ticket = ++latest;
    const body = request(current);
    let reply;
    try {
      reply = await engine.request(body);
    } catch {
      return; // engine failures are shown by the status line
    }
    if (ticket !== latest) return; // a newer change is on its way
    showError(reply.error);
    if (reply.error) clear(root);
    else render(root, reply);
    root.dataset.state = reply.error ? "error" : "result";
    if (!reply.error) onResult?.(body, reply);
  }

  /** Put URL values into the form; a value a select does not offer is skipped and reported. */
  function applyQuery() {
    const ignored = [];
    for (const [name, value] of Object.entries(readQuery(Object.keys(fields)))) {
      const control = form.elements[name];
      if (control.tagName === "SELECT" && ![...control.options].some((o) => o.value === value)) {
        ignored.push(name);
        continue;
      }
      control.value = value;
    }
    return ignored;
  }

  form.addEventListener("input", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  applyQuery();
  return { update, values };
}
