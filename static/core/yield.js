// @ts-check
// The rest of a turn in a task of its own, so the browser can paint what is done and no task grows
// long on a slow phone.

/** Resolves in a task of its own (scheduler.yield() where there is one: its continuation goes
 * before other waiting tasks; else a timer). @returns {Promise<void>} */
export function yieldToBrowser() {
  const scheduler = /** @type {{scheduler?: {yield?: () => Promise<void>}}} */ (globalThis).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
