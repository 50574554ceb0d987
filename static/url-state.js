// The query string mirrors the form, so every result is a shareable link.

/** Values for the given names from the current URL (names absent from the URL are left out). */
export function readQuery(names) {
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(names.filter((n) => params.has(n)).map((n) => [n, params.get(n)]));
}

/** Replace the current URL's query with these values, keeping other parameters. */
export function writeQuery(values) {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(values)) params.set(name, value);
  const query = params.toString();
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}
