// @ts-check
// A panel's menus from the engine, in the page's language: asked when the engine is ready (app.js
// calls loadMenus), again in another language (the form keeps its values: the options' values are
// the engine's keys) or after a failure, never twice for one language. The first fill takes the
// link's values and lets the panel's waiting request go.
import { language } from "./i18n.js";

/** @typedef {import("../../types/replies").Reply} Reply */
/** @typedef {import("./panel.js").Values} Values */

/**
 * @template {Reply} R
 * @param {object} spec
 * @param {import("../engine/engine-client.js").EngineClient} spec.engine
 * @param {import("./panel.js").Request} spec.request  what to ask ({command: "go-systems"}, ...)
 * @param {(reply: R, kept: Values | null) => boolean | void} spec.fill  fills the menus; kept: the
 *        form's values to put back in the new language's menus, or null the first time (then the
 *        link's values go in: panel.applyLinkTo). false: the reply lacks a menu, nothing was filled
 * @param {import("./panel.js").BoundPanel} spec.panel
 * @param {() => void} spec.onLinkChecked  the link's parameters the panel could not take are known
 * @returns {() => void}  loadMenus, for the panel's interface
 */
export function menusFromEngine({ engine, request, fill, panel, onLinkChecked }) {
  let filled = false;
  /** @type {string | null} the language the menus are in or on their way in */
  let menusIn = null;
  return function loadMenus() {
    const lang = language();
    if (menusIn === lang) return;
    menusIn = lang;
    engine.request(request).then((/** @type {R} */ reply) => {
      if (lang !== language()) return;
      const first = !filled;
      if (fill(reply, first ? null : panel.values()) === false) return;
      filled = true;
      if (!first) return;
      onLinkChecked();
      panel.formComplete();
    }, () => { if (menusIn === lang) menusIn = null; });
  };
}

/**
 * An option of a menu the engine fills. A value's former names (`aliases`: a renamed system's old
 * key) go in its data-aliases, so that a link written with an old name still chooses it (panel.js).
 * @param {{value: string | number, label: string, aliases?: string[]}} choice
 */
export function menuOption(choice) {
  const option = new Option(choice.label, String(choice.value));
  if (choice.aliases?.length) option.dataset.aliases = choice.aliases.join(" ");
  return option;
}

