// The query string mirrors the visible form, so every result is a shareable link.

/** The parameters of the link the page was opened with (the URL changes as the form does). */
export const linkParams = new URLSearchParams(location.search);

/** Values for the given names from the current URL (names absent from the URL are left out). */
export function readQuery(names) {
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(names.filter((n) => params.has(n)).map((n) => [n, params.get(n)]));
}

// Writing the address bar costs Chromium about 7 ms of main-thread time, a forced layout
// included (it saves the scroll position), and a re-read of the page icon (measured). Typing
// "1500" should not pay that four times: the URL follows the form a moment after the last
// change, and at once when something needs it (Copy link, the embed snippet, leaving the page).
const URL_DELAY_MS = 250;
let pendingQuery = null;
let urlTimer = 0;

/** Make the URL's query exactly these values (the active panel's state), keeping `embed`. */
export function replaceQuery(values) {
  const embed = new URLSearchParams(location.search).get("embed");
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

addEventListener("pagehide", flushQuery);
