// @ts-check
// Your club's rules: the Go form and the round form carry the same fields (club-rules.js reads
// them), written once in index.html's <template id="club-fields">. Each form has a place for them
// (<div data-club-fields="go">, the round's with data-club-memory); a copy goes there with its ids, labels and test ids prefixed by
// the form's name, before the page is put in its language and before any panel reads its form. A
// form still waiting in its tab's template (core/tab-contents.js) gets its copy there.

const PREFIXED = ["id", "for", "data-testid"];

/**
 * Put the club fields in every form that has a place for them: in the document and in the tabs'
 * templates.
 * @param {Document} document
 */
export function placeClubFields(document) {
  const template = document.querySelector("template#club-fields");
  if (!(template instanceof HTMLTemplateElement)) return;
  const waiting = [...document.querySelectorAll("template[data-tab-contents]")]
    .map((tab) => /** @type {HTMLTemplateElement} */ (tab).content);
  for (const root of [document, ...waiting]) {
    for (const place of root.querySelectorAll("[data-club-fields]")) {
      const prefix = /** @type {HTMLElement} */ (place).dataset.clubFields || "";
      const copy = /** @type {DocumentFragment} */ (template.content.cloneNode(true));
      for (const element of copy.querySelectorAll("*")) {
        for (const name of PREFIXED) {
          const value = element.getAttribute(name);
          if (value) element.setAttribute(name, `${prefix}-${value}`);
        }
        const described = element.getAttribute("aria-describedby");
        if (described) element.setAttribute("aria-describedby", described.split(/\s+/).map((id) => `${prefix}-${id}`).join(" "));
      }
      // The rules kept on this device (club-memory.js) only where the place asks for them: the round's.
      if (!place.hasAttribute("data-club-memory")) copy.querySelector("[data-club-memory]")?.remove();
      place.replaceWith(copy);
    }
  }
  template.remove();
}
