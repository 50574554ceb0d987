// @ts-check
// The answer in sight. On a phone (one column) the form and the full answer cannot both be on the
// screen: whenever the open tab's answer is out of view, a compact bar at the screen's bottom edge
// says it in one line (the engine's words: the reply's `short_answer`, or the game's verdict) and
// takes the user to the full answer when tapped. It follows every change (the answer's element is
// watched, not the panels), and it is never shown where the answer sits beside the form (a wide
// screen: style.css's side-by-side layout, the same breakpoint).

/** The one-column layout (style.css: below 62.5rem the answer and the form are stacked). */
const ONE_COLUMN = "(max-width: 62.49rem)";
/** A part of the answer counts as in view when this share of it is on the screen, above the bar. */
const IN_VIEW = 0.5;
/** The height the bar takes at the screen's bottom (about; style.css), not counted as in view. */
const COVERED_PX = 64;

/**
 * @typedef {object} Answer  one tab's answer
 * @property {HTMLElement} result   its result area (scrolled to when the bar is tapped)
 * @property {HTMLElement} key      the part that must be in view (its big numbers)
 * @property {() => string} line    its answer in one line ("" while there is none)
 */

/**
 * @param {object} options
 * @param {HTMLButtonElement} options.bar
 * @param {() => string} options.mode  the open tab
 * @returns {{update: () => void, watch: (mode: string, answer: Answer) => void}}  update: call when
 *   the open tab changes (the bar follows in the next frame); watch: a tab's answer, once its
 *   controls are in the page (core/tab-contents.js)
 */
export function bindAnswerBar({ bar, mode }) {
  /** @type {Record<string, Answer>} per tab (mode) */
  const answers = {};
  const oneColumn = matchMedia(ONE_COLUMN);
  const text = /** @type {HTMLElement} */ (bar.querySelector("[data-answer-text]") ?? bar);
  // The bar covers the bottom of the screen: what lies under it is not in view. The observer
  // says when an answer's key part crosses the line (and IN_VIEW), update() measures it.
  const observer = new IntersectionObserver(() => update(), {
    rootMargin: `0px 0px -${COVERED_PX}px 0px`, threshold: [0, 0.25, IN_VIEW, 0.75, 1] });

  /** Whether the answer's key part is in view now, above the bar (its geometry, read at once: a
   * tab just opened has no observer report yet). @param {HTMLElement} key */
  function inViewNow(key) {
    const box = key.getBoundingClientRect();
    if (box.height === 0) return true; // not laid out (a hidden tab): nothing to stand in for
    const bottom = innerHeight - COVERED_PX;
    const shown = Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, 0));
    return shown / box.height >= IN_VIEW;
  }

  // Measured in the next frame, when the layout is due anyway: measuring at once forced the new
  // answer's style and layout inside the reply's task (a phone's longest task of the visit:
  // 40-90 ms of a 90-230 ms task on the development machine). Changes in between are one update.
  let due = 0;
  function update() {
    if (!due) due = requestAnimationFrame(measure);
  }

  function measure() {
    due = 0;
    const answer = answers[mode()];
    const line = answer ? answer.line().trim() : "";
    const show = Boolean(answer && line && oneColumn.matches && !inViewNow(answer.key));
    if (text.textContent !== line) text.textContent = line;
    if (bar.hidden === show) {
      bar.hidden = !show;
      document.documentElement.toggleAttribute("data-answer-bar", show); // room for it below the page
    }
  }

  bar.addEventListener("click", () => {
    const answer = answers[mode()];
    if (!answer) return;
    answer.result.scrollIntoView({ block: "start", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    answer.result.focus({ preventScroll: true });
  });
  // Every change of an answer (a new reply, a cleared one, another language) and of the layout.
  const changes = new MutationObserver(update);
  /** @param {string} tab @param {Answer} answer */
  function watch(tab, answer) {
    if (answers[tab]) return;
    answers[tab] = answer;
    observer.observe(answer.key);
    if (!answer.result.hasAttribute("tabindex")) answer.result.tabIndex = -1; // focus follows the tap
    changes.observe(answer.result, { subtree: true, childList: true, characterData: true, attributes: true,
      attributeFilter: ["data-short-answer", "hidden"] });
  }
  oneColumn.addEventListener("change", update);
  return { update, watch };
}
