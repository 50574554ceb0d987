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
 *   the open tab changes (the bar follows once the next frame is laid out); watch: a tab's answer, once its
 *   controls are in the page (core/tab-contents.js)
 */
export function bindAnswerBar({ bar, mode }) {
  /** @type {Record<string, Answer>} per tab (mode) */
  const answers = {};
  const oneColumn = matchMedia(ONE_COLUMN);
  const text = /** @type {HTMLElement} */ (bar.querySelector("[data-answer-text]") ?? bar);
  // The bar covers the bottom of the screen: what lies under it is not in view. The observer
  // reports each answer's key part (its share on the screen above the bar, IN_VIEW) after the
  // browser's own layout of a frame, so nothing here forces a style or layout (measuring with
  // getBoundingClientRect in an animation frame did: 35-50 ms of a 90 ms task at 4× CPU).
  /** @type {Map<Element, boolean>} each key part: in view (or not laid out: a hidden tab) */
  const inView = new Map();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      // Not laid out (a hidden tab): nothing to stand in for.
      inView.set(entry.target, entry.boundingClientRect.height === 0 || entry.intersectionRatio >= IN_VIEW);
    }
    measure();
  }, { rootMargin: `0px 0px -${COVERED_PX}px 0px`, threshold: [0, 0.25, IN_VIEW, 0.75, 1] });

  // A change (a new answer, another tab, the layout's breakpoint): the open tab's key part
  // observed afresh, which makes the observer report it after the next frame's layout even where
  // no threshold was crossed (a tab just shown, whose key part was not laid out). Changes in
  // between are one report.
  /** @type {Element | null} */
  let due = null;
  function update() {
    const answer = answers[mode()];
    if (!answer) { measure(); return; } // a tab without an answer: no bar, nothing to read
    writeLine(answer); // the words need no layout: in at once, with the answer they follow
    if (due === answer.key) return;
    due = answer.key;
    observer.unobserve(answer.key);
    observer.observe(answer.key);
  }

  /** The bar's words: the open tab's answer in one line ("" while there is none). @param {Answer | undefined} answer */
  function writeLine(answer) {
    const line = answer ? answer.line().trim() : "";
    if (text.textContent !== line) text.textContent = line;
    return line;
  }

  function measure() {
    due = null;
    const answer = answers[mode()];
    const line = writeLine(answer);
    const show = Boolean(answer && line && oneColumn.matches && inView.get(answer.key) === false);
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
