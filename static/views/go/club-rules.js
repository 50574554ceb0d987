// @ts-check
// House rules ("Your club's rules", system "custom"): the club_* fields that the Go form and the
// round form both carry. Their URL parameters are the engine's request keys (the link a club
// shares is the request); they are sent, shown and linked only while the custom system is chosen.
// What they mean and what values they allow is the engine's (its hints and error messages).

/** @typedef {import("../../core/panel.js").Values} Values */

/** The house-rules fields: URL parameter = control name = engine request key. */
export const CLUB_PARAMS = ["club_ranks_per_stone", "club_komi_per_rank", "club_even_komi", "club_min_stones",
  "club_max_stones", "club_first_stone"];
/** The system key that takes them. */
export const CLUB_SYSTEM = "custom";
/** The menu the engine fills (go-systems `first_stone_options`). */
export const CLUB_MENUS = ["club_first_stone"];

/**
 * The house-rules part of a request: the club_* values while the custom system is chosen.
 * @param {Values} v
 * @returns {Record<string, string>}
 */
export function clubRequest(v) {
  if (v.system !== CLUB_SYSTEM) return {};
  return Object.fromEntries(CLUB_PARAMS.filter((name) => v[name] !== undefined).map((name) => [name, v[name]]));
}

/** Whether a club_* control's value belongs in the link: only with the custom system. @param {string} name @param {Values} v */
export const clubInLink = (name, v) => (CLUB_PARAMS.includes(name) ? v.system === CLUB_SYSTEM : null);

/**
 * Show the house-rules fields (elements with data-system="custom") only while that system is chosen.
 * @param {HTMLFormElement} form
 */
export function syncClubFields(form) {
  const system = /** @type {HTMLSelectElement} */ (form.elements.namedItem("system")).value;
  for (const field of form.querySelectorAll("[data-system]")) {
    if (!(field instanceof HTMLElement)) continue;
    const hidden = field.dataset.system !== system;
    if (field.hidden !== hidden) field.hidden = hidden;
  }
}

/**
 * Fill the "First stone" menu from the engine's go-systems reply (left as it is if the engine
 * does not list the options).
 * @param {HTMLFormElement} form @param {{value: string | number, label: string}[] | undefined} options
 */
export function fillClubMenus(form, options) {
  const select = /** @type {HTMLSelectElement | null} */ (form.elements.namedItem("club_first_stone"));
  if (!select || !options?.length) return;
  select.replaceChildren(...options.map((o) => new Option(o.label, String(o.value))));
}
