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

/**
 * The kept wasm compiled now, from its response: Firefox and WebKit keep no compiled code for a
 * wasm, and compile its 9.6 MB on every visit (0.6 s and 1.5 s here); started as the worker
 * starts, that overlaps the reads of the stdlib, the engine's code and the snapshot instead of
 * following them. Chromium compiles it from the code cache it keeps beside the entry. Rejects if
 * it does not compile (a damaged copy).
 * @param {Response} response
 * @returns {Promise<WebAssembly.Module>}
 */
export async function compileKept(response) {
  if (typeof WebAssembly.compileStreaming === "function") return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Stand-ins for a wasm compiled already: what withCompiledWasm instantiates from the module. */
/** @type {WeakMap<Response, WebAssembly.Module>} */
const compiled = new WeakMap();

/**
 * A response that stands for `module` while withCompiledWasm runs: give it to Pyodide as its
 * wasm, and the module is instantiated instead of compiled again.
 * @param {WebAssembly.Module} module
 */
export function compiledResponse(module) {
  const response = new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } });
  compiled.set(response, module);
  return response;
}

/**
 * Run `boot` (a loadPyodide call) with WebAssembly.instantiateStreaming taking a stand-in of
 * compiledResponse() to its module (Pyodide instantiates its wasm with
 * `instantiateStreaming(fetch(url), imports)` and has no option to take a compiled module);
 * any other source as usual. Only while this boot runs.
 * @template T
 * @param {() => Promise<T>} boot
 * @returns {Promise<T>}
 */
export async function withCompiledWasm(boot) {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  /**
   * @param {Response | PromiseLike<Response>} source
   * @param {WebAssembly.Imports} [imports]
   */
  const instantiate = async (source, imports) => {
    const response = await source;
    const module = compiled.get(response);
    if (!module) return instantiateStreaming.call(WebAssembly, response, imports);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  WebAssembly.instantiateStreaming = instantiate;
  try {
    return await boot();
  } finally {
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}
