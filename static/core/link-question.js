// @ts-check
// While the engine loads, the question a link asks, in words the page already has: each of the
// opened form's controls the link set, as its visible label and its value ("Player 1's strength:
// 1d"), so the wait is for the answer, not for the page. No sentence is composed here (the
// engine writes those): a label and what the form shows, nothing else. Menus the engine fills
// have no options yet, so they are left out until the answer comes.

/**
 * The link's settings the form shows: [{label, value}], in the form's order.
 * @param {HTMLFormElement} form
 * @param {URLSearchParams} link
 * @returns {{label: string, value: string}[]}
 */
export function linkQuestion(form, link) {
  const found = [];
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    if (!control.name || !link.has(control.name) || control.type === "file" || control.closest("[hidden]")) continue;
    const label = control.labels?.[0]?.textContent?.trim();
    const value = (control instanceof HTMLSelectElement ? control.selectedOptions[0]?.textContent : control.value)?.trim();
    if (label && value) found.push({ label, value: value.length > 60 ? `${value.slice(0, 60)}…` : value });
  }
  return found;
}
