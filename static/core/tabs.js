// @ts-check
// Tabs between the calculator's parts (Go handicap, chess time odds, ...). The link's `mode`
// (app.js passes it) picks the tab that opens; arrow keys move between tabs as the ARIA tabs
// pattern says. Each tab's full name is its accessible name; a narrow screen shows a short one.
import { find } from "./render.js";

/**
 * @typedef {object} Tabs
 * @property {string[]} modes        every tab's mode, in order
 * @property {string} opened         the tab the link opens: its `mode` if a tab has it, else the first
 * @property {() => string} current  the selected tab's mode
 * @property {() => void} start      select the opened tab (calls onChange)
 */

/**
 * @param {HTMLElement} tablist  the role="tablist" element; its tabs carry data-mode
 * @param {object} options
 * @param {string | null} options.wanted  the mode the link asks for
 * @param {(mode: string) => void} options.onChange  a tab was selected (also on start)
 * @returns {Tabs}
 */
export function bindTabs(tablist, { wanted, onChange }) {
  const tabs = [...tablist.querySelectorAll('[role="tab"]')].map((tab) => /** @type {HTMLElement} */ (tab));
  /** @param {HTMLElement} tab */
  const panelOf = (tab) => find(document, `#${tab.getAttribute("aria-controls")}`);
  /** @param {HTMLElement} tab */
  const modeOf = (tab) => tab.dataset.mode || "";

  /** @param {HTMLElement} tab @param {{focus?: boolean}} [options] */
  function select(tab, { focus = false } = {}) {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      panelOf(other).hidden = !selected;
    }
    if (focus) tab.focus();
    // Measured in the next frame, when the layout is due anyway (no extra layout at start).
    requestAnimationFrame(() => reveal(tab));
    onChange(modeOf(tab));
  }

  /** A row too wide for its screen scrolls (style.css): bring the tab into it, sideways only. @param {HTMLElement} tab */
  function reveal(tab) {
    const row = tablist.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < row.left) tablist.scrollLeft -= row.left - box.left;
    else if (box.right > row.right) tablist.scrollLeft += box.right - row.right;
  }

  tablist.addEventListener("click", (event) => {
    const tab = /** @type {Element} */ (event.target).closest('[role="tab"]');
    if (tab instanceof HTMLElement) select(tab);
  });
  tablist.addEventListener("keydown", (event) => {
    const index = tabs.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (index < 0) return;
    const step = /** @type {Record<string, number>} */ ({ ArrowRight: 1, ArrowLeft: -1 })[event.key];
    if (step) select(tabs[(index + step + tabs.length) % tabs.length], { focus: true });
    if (event.key === "Home") select(tabs[0], { focus: true });
    if (event.key === "End") select(tabs[tabs.length - 1], { focus: true });
  });

  const initial = tabs.find((t) => modeOf(t) === wanted) || tabs[0];
  return {
    modes: tabs.map(modeOf),
    opened: modeOf(initial),
    current: () => modeOf(tabs.find((t) => t.getAttribute("aria-selected") === "true") || initial),
    start: () => select(initial),
  };
}
