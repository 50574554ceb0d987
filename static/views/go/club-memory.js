// @ts-check
// A club's house rules kept on this device (localStorage), at the organiser's word ("Keep these
// rules on this device"): the round tab opens with them when no link or file names a system.
// Only the values as typed are kept; what they mean stays the engine's.
import { CLUB_PARAMS } from "./club-rules.js";

const KEY = "fair-handicap.club-rules";

/** @typedef {Record<string, string>} ClubRules  club_* control name -> value */

/** The rules kept on this device, or null (none, or storage unreadable). @returns {ClubRules | null} */
export function keptClubRules() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || "null");
    if (!kept || typeof kept !== "object") return null;
    const rules = Object.fromEntries(CLUB_PARAMS.filter((name) => typeof kept[name] === "string").map((name) => [name, kept[name]]));
    return Object.keys(rules).length ? rules : null;
  } catch {
    return null;
  }
}

/** @param {HTMLFormElement} form @returns {ClubRules} the club fields' values in the form */
function formRules(form) {
  return Object.fromEntries(CLUB_PARAMS.map((name) => {
    const control = /** @type {HTMLInputElement | HTMLSelectElement | null} */ (form.elements.namedItem(name));
    return [name, control?.value ?? ""];
  }));
}

/**
 * The club fieldset's "Keep" and "Forget" buttons and the line saying the rules are kept: Keep
 * shows while the form's rules are not the ones kept; the line and Forget while some are kept.
 * @param {HTMLFormElement} form
 * @param {{keep: HTMLButtonElement, forget: HTMLButtonElement, kept: HTMLElement}} elements
 */
export function bindClubMemory(form, { keep, forget, kept }) {
  const sync = () => {
    const saved = keptClubRules();
    const same = saved !== null && CLUB_PARAMS.every((name) => (saved[name] ?? "") === formRules(form)[name]);
    keep.hidden = same;
    kept.hidden = !same;
    forget.hidden = saved === null;
  };
  keep.addEventListener("click", () => {
    try {
      localStorage.setItem(KEY, JSON.stringify(formRules(form)));
    } catch {
      /* storage refused (private mode, full): nothing kept, Keep stays offered */
    }
    sync();
  });
  forget.addEventListener("click", () => {
    try {
      localStorage.removeItem(KEY);
    } catch {
      /* nothing to forget */
    }
    sync();
    keep.focus();
  });
  form.addEventListener("input", sync);
  form.addEventListener("change", sync);
  return { sync };
}
