// Tabs between the calculator's parts (Go handicap, chess time odds, ...). The `mode` URL
// parameter picks the open tab; arrow keys move between tabs as the ARIA tabs pattern says.
import { readQuery } from "./url-state.js";

export function bindTabs(tablist, onChange) {
  const tabs = [...tablist.querySelectorAll('[role="tab"]')];
  const panelOf = (tab) => document.getElementById(tab.getAttribute("aria-controls"));

  function select(tab, { focus = false } = {}) {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      panelOf(other).hidden = !selected;
    }
    if (focus) tab.focus();
    onChange(tab.dataset.mode);
  }

  tablist.addEventListener("click", (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (tab) select(tab);
  });
  tablist.addEventListener("keydown", (event) => {
    const index = tabs.indexOf(document.activeElement);
    if (index < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step) select(tabs[(index + step + tabs.length) % tabs.length], { focus: true });
    if (event.key === "Home") select(tabs[0], { focus: true });
    if (event.key === "End") select(tabs[tabs.length - 1], { focus: true });
  });

  const initial = tabs.find((t) => t.dataset.mode === initialMode()) || tabs[0];
  return {
    current: () => tabs.find((t) => t.getAttribute("aria-selected") === "true").dataset.mode,
    start: () => select(initial),
  };
}

/** The calculator a link opens: its `mode` if a tab has that mode, else the first tab's. */
export function initialMode() {
  const tabs = [...document.querySelectorAll('[role="tablist"] [role="tab"]')];
  const wanted = readQuery(["mode"]).mode;
  return (tabs.find((t) => t.dataset.mode === wanted) || tabs[0])?.dataset.mode;
}
