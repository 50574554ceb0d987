// @ts-check
// One calculator panel: a form whose controls are URL parameters and engine request fields.
// The panel takes its values from the link it is given, sends each change to the engine, shows
// the reply or the error (naming the field by its visible label), and keeps the URL in step.
import { say } from "./i18n.js";
import { replaceQuery } from "./url-state.js";
import { yieldToBrowser } from "./yield.js";

/** @typedef {import("../../types/replies").Reply} Reply */
/** @typedef {import("../../types/replies").EngineError} EngineError */
/** @typedef {Record<string, string>} Values  control name -> its value */
/** @typedef {{command: string, [key: string]: unknown}} Request */

/**
 * @template {Reply} R
 * @typedef {object} PanelSpec
 * @property {import("../engine/engine-client.js").EngineClient} engine
 * @property {string} mode          the panel's `mode` URL value ("go", "chess", ...)
 * @property {HTMLFormElement} form
 * @property {Record<string, string>} fields  URL parameter (= control name) -> engine key
 * @property {string} command       engine command
 * @property {(root: HTMLElement, reply: R) => (() => void) | void} render  shows the reply; may
 *        return the rest of it (what is below the answer's figures), which the panel's first result
 *        shows in a task of its own once the figures are painted: that first call compiles the
 *        rendering code, and done in one task it was a phone's long task (over 50 ms at 4× CPU)
 * @property {(root: HTMLElement) => void} clear
 * @property {HTMLElement} root     where results live (has data-state)
 * @property {HTMLElement} errorLine
 * @property {() => boolean} isActive  only the visible panel writes the URL
 * @property {URLSearchParams | null} linkParams  the link the page was opened with, if it opens
 *        this panel (panels share some parameter names), else null
 * @property {(request: Request, reply: R) => void} [onResult]  after each shown result
 *        (other views of the same request, e.g. the Go panel's comparison and table, follow it)
 * @property {(values: Values) => Record<string, unknown>} [buildRequest]  for forms whose controls
 *        do not map one to one onto request keys (the Go form: a strength scale decides which key
 *        p1/p2 fill)
 * @property {(error: EngineError, values: Values) => string[]} [controlsFor]
 *        the control names an engine error is about (default: the control mapped to its field)
 * @property {(name: string, values: Values) => boolean} [inLink]  whether a control's value
 *        belongs in the link now (default: all; the Go form leaves out what its modes do not use)
 * @property {() => Record<string, string>} [linkExtras]  link values that are not the form's
 *        (the Go panel's open views and its table's length), after the form's
 * @property {string[]} [lateControls]  menus whose options come from the engine: the link's
 *        values for them wait for applyLinkTo, and requests and links for formComplete
 * @property {(values: Values) => boolean} [ready]  whether the form has anything to ask yet (the
 *        round tab before pairings are given): if not, nothing is sent and the result area is
 *        emptied (data-state "empty") instead of showing an error about the empty field
 * @property {Record<string, number>} [maxLength]  a link value longer than this is skipped, per
 *        control (default MAX_VALUE_LENGTH; a round's pasted pairings may be longer)
 */

/**
 * What every panel offers the page (app.js): its parameters and how to bring it up to date.
 * @typedef {object} Panel
 * @property {() => Promise<void>} update  ask the engine for the form's values and show the reply
 * @property {() => void} writeLink  bring the address bar up to date without asking the engine
 * @property {() => Values} values  the form's values
 * @property {string[]} params  the URL parameters the panel reads
 * @property {string[]} ignored  the link's parameters it could not take (left at their defaults)
 * @property {() => void} [loadMenus]  fill the menus the engine's tables make (app.js calls it
 *        each time the engine is ready; panels without such menus have none)
 */

/**
 * A panel as bindPanel returns it to the module that made it, with its late menus' part:
 * applyLinkTo puts the link's values for these controls in now (once they have their options;
 * those it cannot take join `ignored`), formComplete lets the waiting request go.
 * @typedef {Panel & {applyLinkTo: (names: string[]) => void, formComplete: () => void}} BoundPanel
 */

/**
 * @template {Reply} R
 * @param {PanelSpec<R>} spec
 * @returns {BoundPanel}
 */
export function bindPanel(spec) {
  const { engine, mode, form, fields, command, render, clear, root, errorLine, isActive, onResult } = spec;
  const names = Object.keys(fields);
  let latest = 0;
  /** Whether a result was shown (the rendering code has run once). */
  let shownOnce = false;
  const late = new Set(spec.lateControls);
  // Until the late menus are filled, requests wait (only the latest goes) and links are not written.
  let complete = late.size === 0;
  if (!complete) form.setAttribute("aria-busy", "true"); // its menus are on their way
  /** @type {() => void} */
  let formComplete = () => {};
  /** @type {Promise<void>} */
  const completed = new Promise((resolve) => {
    formComplete = () => {
      complete = true;
      form.removeAttribute("aria-busy");
      resolve();
    };
  });

  /** @param {string} name */
  const control = (name) => /** @type {HTMLInputElement | HTMLSelectElement} */ (form.elements.namedItem(name));
  /** @returns {Values} */
  const values = () => Object.fromEntries(names.map((name) => [name, control(name).value]));

  /** @param {Values} current @returns {Request} */
  function mappedRequest(current) {
    /** @type {Request} */
    const body = { command };
    for (const [name, key] of Object.entries(fields)) body[key] = current[name];
    return body;
  }
  const build = spec.buildRequest;
  const request = build ? (/** @type {Values} */ current) => ({ command, ...build(current) }) : mappedRequest;

  /** @param {EngineError} error */
  const mappedControls = (error) => names.filter((n) => fields[n] === error.field);
  const controlsFor = spec.controlsFor || mappedControls;

  /**
   * Every wrong field at once: each control marked (aria-invalid) with its own message right under
   * it (described by it), and the error line, where the answer would be, naming them all. When
   * the errors come from a link rather than from typing (the focus is not in the form), the first
   * wrong control is focused and brought into view.
   * @param {EngineError[]} errors @param {Values} current
   */
  function showErrors(errors, current) {
    for (const element of form.elements) element.removeAttribute("aria-invalid");
    for (const old of form.querySelectorAll(".field-error")) {
      const owner = /** @type {HTMLElement | null} */ (form.querySelector(`[aria-describedby~="${old.id}"]`));
      const rest = (owner?.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && id !== old.id);
      if (owner && rest.length) owner.setAttribute("aria-describedby", rest.join(" "));
      else owner?.removeAttribute("aria-describedby");
      old.remove();
    }
    errorLine.hidden = errors.length === 0;
    errorLine.replaceChildren();
    /** @type {HTMLElement | null} */
    let first = null;
    for (const error of errors) {
      const controls = controlsFor(error, current).map(control).filter(Boolean);
      for (const element of controls) {
        element.setAttribute("aria-invalid", "true");
        first ??= element;
        const note = document.createElement("small");
        note.className = "field-error";
        note.dataset.testid = "field-error";
        note.dataset.control = element.name;
        const base = `${element.id || element.name}-error`;
        let id = base;
        for (let n = 2; document.getElementById(id); n += 1) id = `${base}-${n}`;
        note.id = id;
        note.textContent = error.message;
        // (a control drawn by the page, its input visually hidden: the file picker, after its box)
        (element.classList.contains("visually-hidden") && element.parentElement ? element.parentElement : element).after(note);
        const described = element.getAttribute("aria-describedby");
        element.setAttribute("aria-describedby", described ? `${note.id} ${described}` : note.id);
      }
      const labels = controls.map((element) => element.labels?.[0]?.textContent?.trim()).filter(Boolean);
      const field = labels.join(say("page.error.fields_separator")) || error.field;
      const line = document.createElement("span");
      line.className = "error-line";
      line.textContent = say("page.error.field", { field, message: error.message });
      errorLine.append(line);
    }
    if (first && !form.contains(document.activeElement)) {
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: "center" });
    }
  }

  /** The URL keeps every value, except empty ones whose control starts empty anyway. */
  const inLink = spec.inLink || (() => true);
  /** @param {Values} current @returns {Values} */
  const shareable = (current) => Object.fromEntries(Object.entries(current).filter(([name, value]) =>
    inLink(name, current) && (value !== "" || startsFilled(control(name)))));

  /** @param {Values} current @returns {Values} */
  const link = (current) => ({ mode, ...shareable(current), ...spec.linkExtras?.() });

  /** Bring the address bar up to date without asking the engine (e.g. a view opened). */
  function writeLink() {
    if (isActive() && complete) replaceQuery(link(values()));
  }

  async function update() {
    const ticket = ++latest;
    if (!complete) {
      await completed;
      if (ticket !== latest) return; // a newer change is on its way
    }
    const current = values();
    if (spec.ready && !spec.ready(current)) {
      if (isActive()) replaceQuery(link(current));
      showErrors([], current);
      clear(root);
      root.dataset.state = "empty";
      return;
    }
    const body = request(current);
    const answer = engine.request(body);
    // The address bar after the request is on its way: the engine works while it updates.
    if (isActive()) replaceQuery(link(current));
    /** @type {R} */
    let reply;
    try {
      reply = await answer;
    } catch {
      return; // engine failures are shown by the status line
    }
    if (ticket !== latest) return; // a newer change is on its way
    showErrors(reply.error ? reply.field_errors ?? [reply.error] : [], current);
    if (reply.error) clear(root);
    else {
      const rest = render(root, reply);
      if (rest && !shownOnce) {
        await yieldToBrowser();
        if (ticket !== latest) return; // a newer change is on its way: it shows all of its reply
      }
      rest?.();
      shownOnce = true;
    }
    root.dataset.state = reply.error ? "error" : "result";
    if (!reply.error) onResult?.(body, reply);
  }

  /**
   * Put the link's values for these controls into the form. A value a select does not offer,
   * or an overlong one, is skipped; returns the names skipped.
   * @param {string[]} controls
   */
  function applyLink(controls) {
    /** @type {string[]} */
    const ignored = [];
    for (const name of controls) {
      const value = spec.linkParams?.get(name);
      if (value === null || value === undefined) continue;
      const element = control(name);
      // A menu takes one of its values, or a former name of one (data-aliases: menus.js, menuOption).
      const option = element instanceof HTMLSelectElement ? [...element.options].find((o) => o.value === value) ??
        [...element.options].find((o) => (o.dataset.aliases ?? "").split(" ").includes(value)) : undefined;
      const offered = !(element instanceof HTMLSelectElement) || option !== undefined;
      if (!offered || value.length > (spec.maxLength?.[name] ?? MAX_VALUE_LENGTH)) {
        ignored.push(name);
        continue;
      }
      element.value = option ? option.value : value;
    }
    return ignored;
  }

  form.addEventListener("input", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  const ignored = applyLink(names.filter((name) => !late.has(name)));
  /** @param {string[]} controls */
  const applyLinkTo = (controls) => { ignored.push(...applyLink(controls)); };
  return { update, writeLink, values, params: names, ignored, applyLinkTo, formComplete };
}

export const MAX_VALUE_LENGTH = 200; // no field needs more; a longer value is junk, not data

/** @param {HTMLInputElement | HTMLSelectElement} control */
function startsFilled(control) {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue !== "";
  const first = [...control.options].find((option) => option.defaultSelected) || control.options[0];
  return first?.value !== "";
}
