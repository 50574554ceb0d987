// @ts-check
// The address bar: the one module that reads or writes it. The query string mirrors the visible
// form, so every result is a shareable link. The page reads the link it was opened with once,
// here; app.js hands each part of the page the values it needs, and the panels write their state
// back through replaceQuery. A chosen language (i18n.js: the link's lang= or the switcher's) is
// kept in every link it writes; static/engine/engine-early.js read the link's lang= before the page was drawn.
// So is the link's theme= (light or dark colours, whatever the system's: engine-early.js set them).
import { chosenLanguage } from "./i18n.js";

const opened = new URLSearchParams(location.search);
/** The colours a link may ask for (engine-early.js knows the same two). */
const THEMES = /** @type {const} */ (["light", "dark"]);
const askedTheme = opened.get("theme");
const theme = THEMES.find((name) => name === askedTheme) ?? null;

/**
 * The link the page was opened with (the address bar changes as the form does; this does not).
 * @typedef {object} OpenedLink
 * @property {URLSearchParams} params  every parameter (a copy: changing it changes nothing)
 * @property {string | null} mode      the calculator it asks for (`mode`), if any
 * @property {boolean} embedded        `embed=1`: shown inside another site
 * @property {"light" | "dark" | null} theme  the colours it asks for (`theme`), if it names one
 */

/** @type {Readonly<OpenedLink>} */
export const openedLink = Object.freeze({
  params: new URLSearchParams(opened),
  mode: opened.get("mode"),
  embedded: opened.get("embed") === "1",
  theme,
});

// Writing the address bar costs Chromium about 7 ms of main-thread time, a forced layout
// included (it saves the scroll position), and a re-read of the page icon (measured). Typing
// "1500" should not pay that four times: the URL follows the form a moment after the last
// change, and at once when something needs it (Copy link, the embed snippet, leaving the page).
const URL_DELAY_MS = 250;
/** @type {string | null} */
let pendingQuery = null;
let urlTimer = 0;

/** The latest values given to replaceQuery (the link's own, at first). */
/** @type {Record<string, string>} */
let latestValues = Object.fromEntries([...opened].filter(([name]) => !["embed", "lang", "theme"].includes(name)));

/** @param {Record<string, string>} values @returns {string} embed, lang and theme first, then the values */
function queryOf(values) {
  const embed = opened.get("embed");
  const lang = chosenLanguage(); // a language the link or the switcher chose stays in the link
  return new URLSearchParams({ ...(embed ? { embed } : {}), ...(lang ? { lang } : {}), ...(theme ? { theme } : {}),
    ...values }).toString();
}

/**
 * Make the URL's query exactly these values (the active panel's state), keeping `embed`, `lang` and `theme`.
 * @param {Record<string, string>} values
 */
export function replaceQuery(values) {
  latestValues = values;
  pendingQuery = queryOf(values);
  clearTimeout(urlTimer);
  urlTimer = setTimeout(flushQuery, URL_DELAY_MS);
}

/** The page's language was chosen (the switcher): the address bar says so at once. */
export function languageChanged() {
  pendingQuery = queryOf(latestValues);
  flushQuery();
}

/** Whether a query still waits to be written into the address bar (app.js's handicapActivity). */
export const linkPending = () => pendingQuery !== null;

/** Write a pending query into the URL now. */
export function flushQuery() {
  clearTimeout(urlTimer);
  if (pendingQuery === null) return;
  const query = pendingQuery;
  pendingQuery = null;
  // The address bar already says it (a shared link, as opened): no history entry to rewrite
  // (replaceState took 30-40 ms of a phone's main thread on the development machine).
  if (query === location.search.slice(1)) return;
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}

/** The page's link as it is now (for Copy link). */
export function currentLink() {
  flushQuery();
  return location.href;
}

/**
 * Go to another view of the calculator by its link values (e.g. the chess clock with the
 * engine's times): a new page in the history, so Back returns here.
 * @param {Record<string, string>} values
 */
export function openLink(values) {
  flushQuery();
  location.assign(`${location.pathname}?${queryOf(values)}`);
}

/**
 * The parameter a view opened from a calculator (the clock) carries its way back in: that
 * calculator's link values as they were, one query string (`from=mode%3Dgo%26…`).
 */
export const WAY_BACK_PARAM = "from";

/**
 * Go to another view, as openLink does, with the way back to this one's answer in its link.
 * @param {Record<string, string>} values
 */
export function openLinkWithWayBack(values) {
  flushQuery();
  openLink({ ...values, [WAY_BACK_PARAM]: new URLSearchParams(latestValues).toString() });
}

/**
 * The link back to the calculator the page was opened from (its `from`), if it names one of
 * these modes; else null. Only its values are kept: the href is this page's, with this visit's
 * `embed`, `lang` and `theme`.
 * @param {string[]} modes
 */
export function wayBack(modes) {
  const from = new URLSearchParams(opened.get(WAY_BACK_PARAM) ?? "");
  if (!modes.includes(from.get("mode") ?? "")) return null;
  for (const name of ["embed", "lang", "theme", WAY_BACK_PARAM]) from.delete(name);
  return linkTo(Object.fromEntries(from));
}

/**
 * A link to another view of the calculator (its `embed`, chosen `lang` and `theme` kept), for an anchor.
 * @param {Record<string, string>} values
 */
export function linkTo(values) {
  return `${location.pathname}?${queryOf(values)}`;
}

/**
 * The link that shows the calculator as it is now inside another site (`embed=1` first), in the
 * colours chosen for it.
 * @param {"light" | "dark" | ""} colours  "": as each visitor's system is set (no `theme`)
 * @param {string[]} [leftOut]  parameters not carried into the other site (the players' names)
 */
export function embedLink(colours, leftOut = []) {
  flushQuery();
  const params = new URLSearchParams(location.search);
  for (const name of ["embed", "theme", ...leftOut]) params.delete(name);
  const rest = params.toString();
  return `${location.origin}${location.pathname}?embed=1${colours ? `&theme=${colours}` : ""}${rest ? `&${rest}` : ""}`;
}

addEventListener("pagehide", flushQuery);
