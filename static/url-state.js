// The query string mirrors the visible form, so every result is a shareable link.

/** The parameters of the link the page was opened with (the URL changes as the form does). */
export const linkParams = new URLSearchParams(location.search);

/** Values for the given names from the current URL (names absent from the URL are left out). */
export function readQuery(names) {
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(names.filter((n) => params.has(n)).map((n) => [n, params.get(n)]));
}

/** Make the URL's query exactly these values (the active panel's state), keeping `embed`. */
export function replaceQuery(values) {
  const embed = new URLSearchParams(location.search).get("embed");
  const query = new URLSearchParams(embed ? { embed, ...values } : values).toString();
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}
