// @ts-check
// The decompressed wasm, kept in Cache Storage for the next visit: compiled from there, Chromium
// reuses the machine code it cached beside the entry instead of compiling 9.6 MB again (measured:
// 30 ms against 90–140 ms from the gzipped download, on top of which lazily compiled functions
// come precompiled). One entry, tagged with the Pyodide version it belongs to.
const WASM_CACHE = "handicap-wasm";
const VERSION_HEADER = "X-Pyodide-Version";
// How fast the link was judged on the visit that kept it ("fast" or "slow"): the next visit
// cannot judge it by a wasm that does not cross it.
const LINK_HEADER = "X-Link-Speed";

const usable = typeof caches !== "undefined";

/**
 * {response, version, link} of the kept wasm, or null. Never rejects.
 * @param {string} url
 * @returns {Promise<{response: Response, version: string | null, link: string | null} | null>}
 */
export async function findWasm(url) {
  if (!usable) return null;
  try {
    const response = await (await caches.open(WASM_CACHE)).match(url);
    return response ? { response, version: response.headers.get(VERSION_HEADER), link: response.headers.get(LINK_HEADER) } : null;
  } catch {
    return null;
  }
}

/**
 * Keep `bytes` (or a stream of them) as the wasm of Pyodide `version` (replacing any other),
 * with the link's speed as this visit judged it ("fast", "slow"; "" unknown); the entry appears
 * once the last byte is written.
 * @param {string} url
 * @param {string} version
 * @param {Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>} bytes
 * @param {string} [link]
 */
export async function keepWasm(url, version, bytes, link = "") {
  const cache = await caches.open(WASM_CACHE);
  const headers = { "Content-Type": "application/wasm", [VERSION_HEADER]: version, ...(link ? { [LINK_HEADER]: link } : {}) };
  await cache.put(url, new Response(bytes, { headers }));
}

/** @param {string} url */
export async function dropWasm(url) {
  if (!usable) return;
  try {
    await (await caches.open(WASM_CACHE)).delete(url);
  } catch {
    // the next keepWasm overwrites it
  }
}
