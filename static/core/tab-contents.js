// @ts-check
// A tab's controls are not in the document until the tab is first shown: index.html keeps each
// tab panel's contents in a <template data-tab-contents> (a first visit's document holds only the
// controls it shows: lighter to parse, style and lay out on a slow phone). The opened tab's are
// put in while the page is parsed (engine-early.js); another tab's here, when it is first chosen,
// in the page's language before the tab is drawn.
import { relabelPage } from "./i18n.js";

/**
 * The panel's contents put in, if they still wait in its template, in the page's words.
 * Returns whether anything was put in (false: they were there already).
 * @param {HTMLElement} panel  a [role="tabpanel"] section
 */
export function openTabContents(panel) {
  const template = panel.querySelector(":scope > template[data-tab-contents]");
  if (!(template instanceof HTMLTemplateElement)) return false;
  template.replaceWith(template.content);
  relabelPage(panel);
  return true;
}
