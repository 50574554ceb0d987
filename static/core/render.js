// @ts-check
// Small DOM helpers for showing engine replies. Text only (textContent), never markup: replies
// may echo user input.

import { say } from "./i18n.js";

/** @typedef {import("../../types/replies").Step} Step */
/** @typedef {import("../../types/replies").Message} Message */

/**
 * The element `selector` finds in `root`. The page's markup is its own: a missing element is a
 * bug, reported by name here rather than as "null has no properties" later.
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {HTMLElement}
 */
export function find(root, selector) {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`The page has no ${selector}`);
  return /** @type {HTMLElement} */ (found);
}

/** The element with this data-testid in `root`. @param {ParentNode} root @param {string} testId */
export const byTestId = (root, testId) => find(root, `[data-testid="${testId}"]`);

/**
 * @param {string} tag
 * @param {string} [text]
 * @param {string} [className]
 */
export function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * The engine's CSV as a file's bytes, as spreadsheets read it (see downloadCsv).
 * @param {string} csv
 */
export function csvBlob(csv) {
  return new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" });
}

/**
 * Save the engine's CSV as a file, as spreadsheets read it: UTF-8 with its byte order mark first
 * (EF BB BF). Excel takes a CSV without it for the system's legacy code page (Windows-1252, or
 * Shift_JIS on a Japanese Windows) and garbles every accented or Japanese name; with it, Excel and
 * LibreOffice read UTF-8 (Excel's own "CSV UTF-8" format writes it). The text is the engine's.
 * @param {string} csv @param {string} fileName
 */
export function downloadCsv(csv, fileName) {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = /** @type {HTMLAnchorElement} */ (element("a"));
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** @param {ParentNode} root @param {string} testId @param {string} text */
export function setTestText(root, testId, text) {
  byTestId(root, testId).textContent = text;
}

/**
 * Reset a result area: numbers to "–", texts emptied, lists cleared.
 * @param {ParentNode} root
 * @param {string[]} [numbers]
 * @param {string[]} [texts]
 * @param {string[]} [lists]
 */
export function clearResult(root, numbers = [], texts = [], lists = []) {
  for (const id of numbers) setTestText(root, id, "–");
  for (const id of texts) setTestText(root, id, "");
  for (const id of lists) byTestId(root, id).replaceChildren();
}

/**
 * The engine's field hints (go-systems `hints`) into each element with data-hint="<key>" in root.
 * @param {ParentNode} root @param {Record<string, unknown> | undefined} hints
 */
export function fillHints(root, hints) {
  for (const hint of root.querySelectorAll("[data-hint]")) {
    const text = hints?.[/** @type {HTMLElement} */ (hint).dataset.hint || ""];
    if (typeof text === "string") hint.textContent = text;
  }
}

/**
 * One derivation step from the engine: "Label: working" with its formula beneath; the separator
 * is the language's (French puts a narrow no-break space before the colon, Japanese a wide colon).
 * @param {Step} step
 */
export function stepItem(step) {
  const item = element("li");
  item.dataset.step = step.key;
  item.append(element("strong", `${step.label}${say("page.label.separator")}`), element("span", step.working));
  item.append(element("small", step.formula, "formula"));
  return item;
}

/**
 * Fill a list (by data-testid) with the engine's steps.
 * @param {ParentNode} root @param {string} testId @param {Step[] | undefined} steps
 */
export function renderSteps(root, testId, steps) {
  byTestId(root, testId).replaceChildren(...(steps || []).map(stepItem));
}

/**
 * The engine's warnings, then its advice (styled apart: advice says how to go on, not what is wrong).
 * @param {ParentNode} root @param {string} testId
 * @param {Message[] | undefined} warnings @param {Message[] | undefined} [advice]
 */
export function renderWarnings(root, testId, warnings, advice = []) {
  byTestId(root, testId).replaceChildren(
    ...(warnings || []).map((w) => element("li", w.message)),
    ...(advice || []).map((a) => element("li", a.message, "advice")),
  );
}
