// The query string mirrors the visible form, so every result is a shareable link.

/** Values for the given names from the current URL (names absent from the URL are left out). */
export function readQuery(names) {
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(names.filter((n) => params.has(n)).map((n) => [n, params.get(n)]));
}

/** Make the URL's query exactly these values (the active panel's state). */
export function replaceQuery(values) {
  const query = new URLSearchParams(values).toString();
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}
