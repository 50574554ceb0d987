// One calculator panel: a form whose controls are URL parameters and engine request fields.
// The panel reads its values from the URL, sends each change to the engine, shows the reply or
// the error (naming the field by its visible label), and keeps the URL in step.
import { initialMode } from "./tabs.js";
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
 * @param {(values: object) => object} [spec.buildRequest]  for forms whose controls do not map
 *        one to one onto request keys (the Go form: a strength scale decides which key p1/p2 fill)
 * @param {(error: {field: string, message: string}, values: object) => string[]} [spec.controlsFor]
 *        the control names an engine error is about (default: the control mapped to its field)
 * @param {(name: string, values: object) => boolean} [spec.inLink]  whether a control's value
 *        belongs in the link now (default: all; the Go form leaves out what its modes do not use)
 * @param {() => Record<string, string>} [spec.linkExtras]  link values that are not the form's
 *        (the Go panel's open views and its table's length), after the form's
 */
export function bindPanel(spec) {
  const { engine, mode, form, fields, command, render, clear, root, errorLine, isActive, onResult } = spec;
  const names = Object.keys(fields);
  let latest = 0;

  const values = () => Object.fromEntries(names.map((name) => [name, form.elements[name].value]));

  function mappedRequest(current) {
    const body = { command };
    for (const [name, key] of Object.entries(fields)) body[key] = current[name];
    return body;
  }
  const request = spec.buildRequest ? (current) => ({ command, ...spec.buildRequest(current) }) : mappedRequest;

  const mappedControls = (error) => names.filter((n) => fields[n] === error.field);
  const controlsFor = spec.controlsFor || mappedControls;

  function showError(error, current) {
    for (const control of form.elements) control.removeAttribute?.("aria-invalid");
    errorLine.hidden = !error;
    errorLine.textContent = "";
    if (!error) return;
    const controls = controlsFor(error, current).map((name) => form.elements[name]);
    for (const control of controls) control.setAttribute("aria-invalid", "true");
    const labels = controls.map((control) => control.labels?.[0]?.textContent.trim()).filter(Boolean);
    errorLine.textContent = `${labels.join(" / ") || error.field}: ${error.message}`;
  }

  /** The URL keeps every value, except empty ones whose control starts empty anyway. */
  const inLink = spec.inLink || (() => true);
  const shareable = (current) => Object.fromEntries(Object.entries(current).filter(([name, value]) =>
    inLink(name, current) && (value !== "" || startsFilled(form.elements[name]))));

  const link = (current) => ({ mode, ...shareable(current), ...spec.linkExtras?.() });

  /** Bring the address bar up to date without asking the engine (e.g. a view opened). */
  function writeLink() {
    if (isActive()) replaceQuery(link(values()));
  }

  async function update() {
    const current = values();
    const ticket = ++latest;
    const body = request(current);
    const answer = engine.request(body);
    // The address bar after the request is on its way: the engine works while it updates.
    if (isActive()) replaceQuery(link(current));
    let reply;
    try {
      reply = await answer;
    } catch {
      return; // engine failures are shown by the status line
    }
    if (ticket !== latest) return; // a newer change is on its way
    showError(reply.error, current);
    if (reply.error) clear(root);
    else render(root, reply);
    root.dataset.state = reply.error ? "error" : "result";
    if (!reply.error) onResult?.(body, reply);
  }

  /**
   * Put URL values into the form, if the link opens this panel (its `mode`, else the first
   * tab's): panels share some parameter names. A value a select does not offer, or an
   * overlong one, is skipped; returns the names skipped.
   */
  function applyQuery() {
    const ignored = [];
    if (initialMode() !== mode) return ignored;
    for (const [name, value] of Object.entries(readQuery(names))) {
      const control = form.elements[name];
      const offered = control.tagName !== "SELECT" || [...control.options].some((o) => o.value === value);
      if (!offered || value.length > MAX_VALUE_LENGTH) {
        ignored.push(name);
        continue;
      }
      control.value = value;
    }
    return ignored;
  }

  form.addEventListener("input", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  const ignored = applyQuery();
  return { update, writeLink, values, params: names, ignored, applyQuery };
}

export const MAX_VALUE_LENGTH = 200; // no field needs more; a longer value is junk, not data

function startsFilled(control) {
  if (control.tagName !== "SELECT") return control.defaultValue !== "";
  const first = [...control.options].find((option) => option.defaultSelected) || control.options[0];
  return first?.value !== "";
}
