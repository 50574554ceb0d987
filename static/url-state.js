// @ts-check
// The address bar: the one module that reads or writes it. The query string mirrors the visible
// form, so every result is a shareable link. The page reads the link it was opened with once,
// here; app.js hands each part of the page the values it needs, and the panels write their state
// back through replaceQuery.

const opened = new URLSearchParams(location.search);

/**
 * The link the page was opened with (the address bar changes as the form does; this does not).
 * @typedef {object} OpenedLink
 * @property {URLSearchParams} params  every parameter (a copy: changing it changes nothing)
 * @property {string | null} mode      the calculator it asks for (`mode`), if any
 * @property {boolean} embedded        `embed=1`: shown inside another site
 */

/** @type {Readonly<OpenedLink>} */
export const openedLink = Object.freeze({
  params: new URLSearchParams(opened),
  mode: opened.get("mode"),
  embedded: opened.get("embed") === "1",
});

// Writing the address bar costs Chromium about 7 ms of main-thread time, a forced layout
// included (it saves the scroll position), and a re-read of the page icon (measured). Typing
// "1500" should not pay that four times: the URL follows the form a moment after the last
// change, and at once when something needs it (Copy link, the embed snippet, leaving the page).
const URL_DELAY_MS = 250;
/** @type {string | null} */
let pendingQuery = null;
let urlTimer = 0;

/**
 * Make the URL's query exactly these values (the active panel's state), keeping `embed`.
 * @param {Record<string, string>} values
 */
export function replaceQuery(values) {
  const embed = opened.get("embed");
  pendingQuery = new URLSearchParams(embed ? { embed, ...values } : values).toString();
  clearTimeout(urlTimer);
  urlTimer = setTimeout(flushQuery, URL_DELAY_MS);
}

/** Write a pending query into the URL now. */
export function flushQuery() {
  clearTimeout(urlTimer);
  if (pendingQuery === null) return;
  const query = pendingQuery;
  pendingQuery = null;
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
  const embed = opened.get("embed");
  const query = new URLSearchParams(embed ? { embed, ...values } : values).toString();
  location.assign(`${location.pathname}?${query}`);
}

/** The link that shows the calculator as it is now inside another site (`embed=1` first). */
export function embedLink() {
  flushQuery();
  const params = new URLSearchParams(location.search);
  params.delete("embed");
  const query = params.toString();
  return `${location.origin}${location.pathname}?embed=1${query ? `&${query}` : ""}`;
}

addEventListener("pagehide", flushQuery);
