// @ts-check
// The service worker, served as /sw.js (scope: the whole app). This file is a template: the dev
// server and `npm run build` (scripts/precache.mjs) fill in BUILD, the versions {app, engine,
// pyodide}, and ENTRIES, Workbox's precache list [{url, revision}] (its usual injection point).
//
// Two Workbox precaches, named after what they hold: Pyodide's runtime (its loader, runtime module
// and compressed wasm; changes only with the Pyodide version) and the app (page, modules, engine
// bundle, the trimmed stdlib, icons; changes with the app version). Pyodide's own wasm and stdlib
// and the shipped snapshot are not precached (scripts/precache.mjs says why). A new app version
// therefore re-downloads only the small app files. A new service worker waits until the page asks
// it to take over ("New version — reload"), so an open page never gets files of another version
// underneath it.
importScripts(
  "static/vendor/workbox/workbox-core.prod.js",
  "static/vendor/workbox/workbox-routing.prod.js", // the precaching build is made against it
  "static/vendor/workbox/workbox-strategies.prod.js",
  "static/vendor/workbox/workbox-precaching.prod.js",
);

const BUILD = self.__BUILD_INFO;
const ENTRIES = self.__WB_MANIFEST;
const PREFIX = "fair-handicap";
const { PrecacheController } = workbox.precaching;

// Workbox fetches precache entries with `cache: "reload"`, which downloads every file again right
// after the first visit loaded it (measured: app_bytes 501,642 instead of about 45,000, and the
// 12 MB Pyodide runtime twice). "no-cache" asks the server instead: files the visit just loaded
// come back as 304 Not Modified from the HTTP cache, changed ones in full. Installing only.
const revalidateOnInstall = {
  requestWillFetch: async (/** @type {{request: Request, event?: Event}} */ { request, event }) =>
    event?.type === "install" ? new Request(request, { cache: "no-cache" }) : request,
};
const plugins = [revalidateOnInstall];
const runtime = new PrecacheController({ cacheName: `${PREFIX}-pyodide-${BUILD.pyodide}`, plugins });
const app = new PrecacheController({ cacheName: `${PREFIX}-app-${BUILD.app}`, plugins });
const isRuntime = (/** @type {{url: string}} */ entry) => entry.url.startsWith("static/vendor/pyodide/");

// The list has the wasm twice, Brotli's (2.8 MB) and gzip's (3.4 MB): each browser precaches the
// one its engine worker boots from (static/worker/engine-worker.js: the .br where
// DecompressionStream decodes Brotli, as in Firefox; the .gz elsewhere, or where the build has no
// .br). That visit has just downloaded it, so the precache's revalidation gets a 304 instead of
// the other file's megabytes. The other one is not intercepted: from the network if asked for
// (offline the worker then takes the one precached).
const BROTLI_WASM = "static/vendor/pyodide/pyodide.asm.wasm.br";
const GZIP_WASM = "static/vendor/pyodide/pyodide.asm.wasm.gz";
const decodesBrotli = (() => {
  try {
    new DecompressionStream(/** @type {CompressionFormat} */ (/** @type {string} */ ("brotli")));
    return true;
  } catch {
    return false;
  }
})();
const unusedWasm = decodesBrotli && ENTRIES.some((entry) => entry.url === BROTLI_WASM) ? GZIP_WASM : BROTLI_WASM;
// Over HTTPS, where browsers offer Brotli, the engine worker asks for the wasm itself first and
// takes it if the host sent a precompressed copy (Content-Encoding: br, as nginx's brotli_static
// does), else the copy it decodes itself. Which one is known only by asking the host, so over
// HTTPS the wasm is precached apart from Workbox's list, by the same question, into a cache of its
// own (precacheWasm): the file the worker booted from, revalidated from the HTTP cache.
const NEGOTIATED_WASM = "static/vendor/pyodide/pyodide.asm.wasm";
const overHttps = self.location.protocol === "https:";
const WASM_CACHE = `${PREFIX}-wasm-${BUILD.pyodide}`;
const wasmCopies = ENTRIES.filter((entry) => entry.url === BROTLI_WASM || entry.url === GZIP_WASM);
const wasmUrls = new Set([NEGOTIATED_WASM, BROTLI_WASM, GZIP_WASM].map((url) => new URL(url, self.location.href).href));
// The trimmed stdlib the same way: over HTTPS the engine worker asks for the zip itself and takes
// the host's Brotli copy (scripts/build.mjs), else the gzipped one, which Workbox's list holds. Over
// HTTPS it is kept apart, in a cache named after that copy's revision (a new stdlib, a new cache):
// what the fetch the worker made gave, revalidated from the HTTP cache, so a returning or offline
// visit asks the network for neither.
const NEGOTIATED_STDLIB = "static/boot/stdlib.zip";
const GZIP_STDLIB = "static/boot/stdlib.zip.gz";
const stdlibCopies = ENTRIES.filter((entry) => entry.url === GZIP_STDLIB);
const STDLIB_CACHE = `${PREFIX}-stdlib-${stdlibCopies[0]?.revision ?? "none"}`;
const stdlibUrls = new Set([NEGOTIATED_STDLIB, GZIP_STDLIB].map((url) => new URL(url, self.location.href).href));
const keptApart = [...wasmCopies, ...stdlibCopies];
const precached = ENTRIES.filter((entry) => (overHttps ? !keptApart.includes(entry) : entry.url !== unusedWasm));
runtime.addToCacheList(precached.filter(isRuntime));
app.addToCacheList(precached.filter((entry) => !isRuntime(entry)));
const controllers = [runtime, app];

/**
 * Over HTTPS: a file the engine worker asks for negotiated (the wasm, the trimmed stdlib) into
 * `cacheName` (kept from an earlier install of the same file): the file itself when the host sends
 * it encoded (the browser decodes it; the cache keeps what a fetch of it gives, its
 * Content-Encoding header with it, as the worker reads it), else `copy()`, the compressed copy the
 * worker decodes itself, as the file it is.
 * @param {string} cacheName
 * @param {string} file
 * @param {() => string} copy
 */
async function precacheNegotiated(cacheName, file, copy) {
  const cache = await caches.open(cacheName);
  if ((await cache.keys()).length) return;
  const stop = new AbortController();
  const response = await fetch(file, { cache: "no-cache", signal: stop.signal }).catch(() => null);
  const encoding = response?.headers.get("Content-Encoding")?.trim().toLowerCase();
  if (response?.ok && encoding && encoding !== "identity") return cache.put(file, response);
  stop.abort(); // the file as it is (the raw 9.6 MB wasm): not what the worker boots from
  const url = copy();
  const copied = await fetch(url, { cache: "no-cache" });
  if (!copied.ok) throw new Error(`${url}: HTTP ${copied.status}`);
  await cache.put(url, copied);
}

async function precacheWasm() {
  if (!wasmCopies.length) return;
  const copy = () => (decodesBrotli && wasmCopies.some((entry) => entry.url === BROTLI_WASM) ? BROTLI_WASM : GZIP_WASM);
  await precacheNegotiated(WASM_CACHE, NEGOTIATED_WASM, copy);
}

async function precacheStdlib() {
  if (stdlibCopies.length) await precacheNegotiated(STDLIB_CACHE, NEGOTIATED_STDLIB, () => GZIP_STDLIB);
}

/**
 * A negotiated file from `cacheName`, else from the network.
 * @param {string} cacheName
 * @param {Request} request
 */
async function answerNegotiated(cacheName, request) {
  try {
    // (ignoreVary: the host's Vary: Accept-Encoding must not make WebKit miss its own copy)
    const cached = await (await caches.open(cacheName)).match(request.url, { ignoreVary: true });
    if (cached) return cached;
  } catch (error) {
    console.warn(`Service worker: no cached copy of ${request.url}:`, error);
  }
  return fetch(request);
}

// Answering the page. A precached file comes from its cache; whatever the cache cannot give (a
// miss, a cache that is still being filled or emptied, a storage error) comes from the network
// instead, so the service worker never fails a request the network could answer. Workbox's
// PrecacheRoute would do the first two but lets a rejected cache lookup fail the request, which
// Firefox reports as "A ServiceWorker intercepted the request and encountered an unexpected
// error" for a module the page imports while the worker is busy. Requests for files that are not
// precached are not intercepted at all.
//
// Query strings carry the calculator's state (and the worker's expected version), never a
// different file: precached files are matched without them; "/" is index.html.
/** @param {string} href */
function precacheKey(href) {
  const url = new URL(href);
  if (url.origin !== self.location.origin) return undefined;
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  for (const controller of controllers) {
    const key = controller.getCacheKeyForURL(url.href);
    if (key) return { key, cacheName: controller.strategy.cacheName };
  }
  return undefined;
}

/**
 * @param {Request} request
 * @param {{key: string, cacheName: string}} where
 */
async function fromCache(request, where) {
  try {
    const cache = await caches.open(where.cacheName);
    return await cache.match(where.key);
  } catch (error) {
    console.warn(`Service worker: no cached copy of ${request.url}:`, error);
    return undefined;
  }
}

/**
 * @param {Request} request
 * @param {{key: string, cacheName: string}} where
 */
async function answer(request, where) {
  const cached = await fromCache(request, where);
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    // Offline and not cached (yet): one more look, in case the cache was being written.
    const late = await fromCache(request, where);
    if (late) return late;
    throw error;
  }
}

// The page it gives has no <link rel="modulepreload">: WebKit's memory cache hands a document the
// copy of a module that a document still alive in the same process (the page being replaced)
// preloaded, without asking this worker or checking its headers ("Always use preloads"), so a
// page reloaded into a new version got the old version's preloaded modules (its version.js among
// them) and refused the new engine, once in three updates under a busy CPU. A page this worker
// answers takes its modules from the worker's cache, one import after another in a few
// milliseconds each; a first visit, which no worker answers, keeps the preloads (its modules come
// over the network), and WebKit never lends those to a page this worker controls (the request
// then names a service worker registration the preload did not, so WebKit reloads it).
/** @param {Response} response */
async function withoutModulePreloads(response) {
  if (!response.ok || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = (await response.text()).replace(/^[ \t]*<link rel="modulepreload"[^>]*>\r?\n/gm, "");
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener("fetch", (fetching) => {
  const event = /** @type {FetchEvent} */ (fetching);
  if (event.request.method !== "GET") return;
  if (overHttps && wasmUrls.has(event.request.url)) return event.respondWith(answerNegotiated(WASM_CACHE, event.request));
  if (overHttps && stdlibCopies.length && stdlibUrls.has(event.request.url)) {
    return event.respondWith(answerNegotiated(STDLIB_CACHE, event.request));
  }
  const where = precacheKey(event.request.url);
  if (!where) return;
  const answered = answer(event.request, where);
  event.respondWith(event.request.mode === "navigate" ? answered.then(withoutModulePreloads) : answered);
});

self.addEventListener("install", (installing) => {
  const event = /** @type {ExtendableEvent} */ (installing);
  for (const controller of controllers) controller.install(event);
  if (overHttps) event.waitUntil(Promise.all([precacheWasm(), precacheStdlib()]));
});

self.addEventListener("activate", (activating) => {
  const event = /** @type {ExtendableEvent} */ (activating);
  for (const controller of controllers) controller.activate(event);
  // Caches of other versions (another app or Pyodide version) are dropped once this one runs.
  const current = new Set([...controllers.map((c) => c.strategy.cacheName), WASM_CACHE, STDLIB_CACHE]);
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((n) => n.startsWith(`${PREFIX}-`) && !current.has(n)).map((n) => caches.delete(n))),
    ),
  );
});

// The first service worker takes control at once (the app works offline from the first visit);
// later ones wait for the page's "reload" button, which sends SKIP_WAITING (workbox-window).
workbox.core.clientsClaim();
self.addEventListener("message", (received) => {
  const event = /** @type {ServiceWorkerMessageEvent} */ (/** @type {unknown} */ (received));
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
  if (event.data?.type === "GET_VERSION") event.ports[0]?.postMessage(BUILD);
});
