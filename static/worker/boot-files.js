// @ts-check
// The files a boot downloads, compressed whatever the host does: the wasm and the trimmed stdlib
// are gzipped by the build (scripts/boot-assets.mjs) and gunzipped here (DecompressionStream),
// because many static hosts compress text but send binaries as they are. A host that does
// decode them on the way (Content-Encoding: gzip) works too: the gzip magic is checked first.
// Also: the link's measured throughput, which decides whether a shipped snapshot is worth its
// bytes, and the fetch that hands these files to Pyodide's loader in place of its own.

const GZIP_MAGIC = [0x1f, 0x8b];
// The network's fetch, whatever withBootFiles() puts in its place while Pyodide boots.
export const networkFetch = globalThis.fetch.bind(globalThis);

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d]; // "\0asm"
// Not in TypeScript's CompressionFormat yet.
const BROTLI = /** @type {CompressionFormat} */ (/** @type {string} */ ("brotli"));

/**
 * Whether this browser's DecompressionStream decodes Brotli (Firefox's does; Chromium's and
 * WebKit's did not when this was written). Asked once.
 */
export const decodesBrotli = (() => {
  try {
    new DecompressionStream(BROTLI);
    return true;
  } catch {
    return false;
  }
})();

/**
 * A stream of the body, gunzipped if it is gzip (checked on its first bytes); with `brotli`, a
 * Brotli file (which has no magic of its own) decoded unless it already starts as a wasm does
 * (a host that decoded it on the way, Content-Encoding: br).
 * @param {ReadableStream<Uint8Array>} body
 * @param {boolean} [brotli]
 * @returns {Promise<ReadableStream<Uint8Array>>}
 */
async function gunzipIfNeeded(body, brotli = false) {
  const reader = body.getReader();
  let first = await reader.read();
  // Four bytes tell; a first chunk shorter than that is joined with the next.
  while (!first.done && first.value.length < 4) {
    const next = await reader.read();
    if (next.done) break;
    first = { done: false, value: Uint8Array.from([...first.value, ...next.value]) };
  }
  /** @type {ReadableStream<Uint8Array>} */
  const rest = new ReadableStream({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  /** @param {number[]} magic */
  const startsWith = (magic) => !first.done && magic.every((byte, i) => first.value[i] === byte);
  if (brotli && startsWith(WASM_MAGIC)) return rest;
  if (brotli) return rest.pipeThrough(/** @type {ReadableWritablePair<Uint8Array, Uint8Array>} */ (new DecompressionStream(BROTLI)));
  const gzipped = startsWith(GZIP_MAGIC);
  return gzipped ? rest.pipeThrough(/** @type {ReadableWritablePair<Uint8Array, Uint8Array>} */ (new DecompressionStream("gzip"))) : rest;
}

/**
 * The body read as fast as it arrives (buffered for whoever reads it later, so the download does
 * not wait for the compiler), and the link's throughput measured on it from its first byte (so
 * the first bytes' round trip does not count against the link): `earlyRate` in bytes per second
 * once `earlyBytes` have arrived, `rate` once `sampleBytes` have (either at the latest when the
 * body ends); `done` with the bytes read. A busy thread reads late, so a rate can come out too
 * low, never too high: a high early rate can be trusted, a low one wants the longer sample.
 * `nearEnd(seconds)` resolves once what is left of the body (of `total` bytes, when known) would
 * take at most that long at the rate measured so far, or when the body ends.
 * @param {ReadableStream<Uint8Array>} body
 * @param {number} earlyBytes
 * @param {number} sampleBytes
 * @param {number} [total]  the body's length, 0 if unknown
 * @param {number} [decodedPerWireByte]  for a body the browser decoded (Content-Encoding), how many
 *   of its bytes one byte on the wire makes: bytes, rates and `total` are counted on the wire
 * `firstByte`: when the first bytes came (performance.now()). Cancelling `body` cancels the download.
 * @returns {{body: ReadableStream<Uint8Array>, earlyRate: Promise<number>, rate: Promise<number>, done: Promise<number>,
 *            nearEnd: (seconds: number) => Promise<void>, firstByte: Promise<number>}}
 */
export function meterThroughput(body, earlyBytes, sampleBytes, total = 0, decodedPerWireByte = 1) {
  /** @type {{seconds: number, resolve: () => void}[]} */
  let waiting = [];
  let ended = false;
  /** @type {(rate: number) => void} */
  let resolveRate = () => {};
  /** @type {(rate: number) => void} */
  let resolveEarly = () => {};
  const earlyRate = new Promise((resolve) => (resolveEarly = resolve));
  /** @type {(bytes: number) => void} */
  let resolveDone = () => {};
  const rate = new Promise((resolve) => (resolveRate = resolve));
  const done = new Promise((resolve) => (resolveDone = resolve));
  /** @type {(at: number) => void} */
  let resolveFirst = () => {};
  const firstByte = new Promise((resolve) => (resolveFirst = resolve));
  const reader = body.getReader();
  /** @type {ReadableStream<Uint8Array>} */
  const eager = new ReadableStream(
    {
      async start(controller) {
        /** @type {number | null} */
        let firstAt = null;
        let seen = 0;
        const rateNow = () => seen / Math.max((performance.now() - (firstAt ?? performance.now())) / 1000, 1e-3);
        const settle = () => {
          resolveEarly(rateNow());
          resolveRate(rateNow());
        };
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (firstAt === null) resolveFirst((firstAt = performance.now()));
            seen += value.length / decodedPerWireByte;
            if (seen >= earlyBytes) resolveEarly(rateNow());
            if (seen >= sampleBytes) settle();
            if (waiting.length && total) {
              const rate = rateNow();
              waiting = waiting.filter(({ seconds, resolve }) => (total - seen > rate * seconds ? true : (resolve(), false)));
            }
            controller.enqueue(value);
          }
          settle();
          resolveDone(seen);
          controller.close();
        } catch (error) {
          resolveEarly(0);
          resolveRate(0);
          resolveDone(seen);
          try {
            controller.error(error);
          } catch {
            // cancelled: nobody reads any more
          }
        } finally {
          ended = true;
          resolveFirst(performance.now());
          for (const { resolve } of waiting) resolve();
          waiting = [];
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: Infinity },
  );
  /** @param {number} seconds @returns {Promise<void>} */
  const nearEnd = (seconds) => (ended ? Promise.resolve() : new Promise((resolve) => waiting.push({ seconds, resolve })));
  return { body: eager, earlyRate, rate, done, nearEnd, firstByte };
}

/**
 * Whether a metered download (meterThroughput) brings its first `bytes` within `bytes / bytesPerS`
 * seconds of its first byte: true as soon as they are in, false as soon as that time has passed
 * without them (a slow link costs that long, not the time the bytes would take). A body from a
 * cache arrives at once, so it is fast: its bytes cost nothing.
 * @param {{firstByte: Promise<number>, earlyRate: Promise<number>}} meter its earlyRate measured on `bytes`
 * @param {number} bytes
 * @param {number} bytesPerS
 * @returns {Promise<boolean>}
 */
export function arrivesFast(meter, bytes, bytesPerS) {
  const inTime = meter.earlyRate.then((rate) => rate >= bytesPerS);
  const late = meter.firstByte.then(
    (at) => new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, at + (1000 * bytes) / bytesPerS - performance.now()))),
  );
  return /** @type {Promise<boolean>} */ (Promise.race([inTime, late]));
}

/**
 * GET a boot file; rejects naming the file (the browser's "Failed to fetch" names nothing).
 * @param {string | URL} url
 * @param {string} what the file, as a user reads it
 * @returns {Promise<Response>}
 */
export async function fetchFile(url, what) {
  let response;
  try {
    response = await networkFetch(url);
  } catch (error) {
    throw new Error(`could not load ${what}: ${error instanceof Error ? error.message : error}`);
  }
  if (!response.ok) throw new Error(`could not load ${what}: HTTP ${response.status}`);
  return response;
}

/**
 * Over HTTPS, where every browser offers Brotli: `url` itself, taken only if the host sent one of
 * its precompressed copies (Content-Encoding: br, as nginx's brotli_static and serve.mjs do; the
 * browser decodes it natively). A response without a Content-Encoding is the file as it is (a host
 * that does not negotiate, megabytes for the wasm and the stdlib): cut off at its headers, a round
 * trip's cost, and null returned, as on any failure, for the caller's own compressed copy.
 * `encoding`: the Content-Encoding the browser decoded.
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{response: Response, encoding: string} | null>}
 */
export async function negotiatedFetch(url, init) {
  if (self.location.protocol !== "https:") return null;
  const stop = new AbortController();
  const response = await networkFetch(url, { ...init, signal: stop.signal }).catch(() => null);
  const encoding = response?.headers.get("Content-Encoding")?.trim().toLowerCase() || null;
  if (response?.ok && response.body && encoding && encoding !== "identity") return { response, encoding };
  stop.abort();
  await response?.body?.cancel().catch(() => {});
  return null;
}

/**
 * A gzipped boot file's content as a stream (see gunzipIfNeeded); with `brotli`, a Brotli one's.
 * @param {Response} response
 * @param {boolean} [brotli]
 */
export async function gunzippedBody(response, brotli = false) {
  if (!response.body) throw new Error("empty response");
  return gunzipIfNeeded(response.body, brotli);
}

/** @param {Response} response */
export async function gunzippedBytes(response) {
  return new Uint8Array(await new Response(await gunzippedBody(response)).arrayBuffer());
}

/** @param {BufferSource} bytes */
export async function sha256Hex(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Run `boot` (a loadPyodide call) with Pyodide's own downloads of these URLs answered from
 * `files` ({url: () => Response}) instead: loadPyodide has no option to take the wasm from
 * elsewhere, and its start-up fetches it (and the stdlib) itself. Only those URLs, only while
 * this boot runs; everything else goes to the network as usual.
 * @template T
 * @param {Record<string, () => Response | Promise<Response>>} files
 * @param {() => Promise<T>} boot
 * @returns {Promise<T>}
 */
export async function withBootFiles(files, boot) {
  globalThis.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = files[new URL(url, self.location.href).href];
    return answer ? Promise.resolve(answer()) : networkFetch(input, init);
  };
  try {
    return await boot();
  } finally {
    globalThis.fetch = networkFetch;
  }
}

/**
 * The boot's downloads as they arrive, for the page's progress bar: `track` passes a response on
 * with its body counted; `report` is told {loaded, total} in bytes as sent (each file's
 * Content-Length), at most every `everyMs` and once more when all have arrived. A response
 * without a length, or one the host encoded on the way (its length is not the bytes read) unless
 * the caller says about how many bytes read a byte sent makes, is passed on uncounted. Counting starts when `open` is called (once the big files' sizes are known,
 * so the share does not run ahead of a total that is still growing).
 * @param {(arrival: {loaded: number, total: number}) => void} report
 * @param {number} [everyMs]
 */
export function arrivals(report, everyMs = 100) {
  let loaded = 0;
  let total = 0;
  let opened = false;
  let last = 0;
  const tell = (/** @type {boolean} */ now) => {
    if (!opened || total === 0) return;
    const at = performance.now();
    if (!now && at - last < everyMs && loaded < total) return;
    last = at;
    report({ loaded: Math.round(Math.min(loaded, total)), total });
  };
  return {
    /**
     * @param {Response} response
     * @param {number} [decodedPerWireByte] for a body the browser decodes (Content-Encoding), about
     *   how many of its bytes a byte on the wire makes; without it such a body is not counted
     * @returns {Response}
     */
    track(response, decodedPerWireByte = 0) {
      const size = Number(response.headers.get("Content-Length")) || 0;
      const encoding = response.headers.get("Content-Encoding");
      const encoded = !!encoding && encoding !== "identity";
      if (!response.ok || !response.body || !size || (encoded && !decodedPerWireByte)) return response;
      const perWireByte = encoded ? decodedPerWireByte : 1;
      total += size;
      let read = 0; // this response's bytes counted so far, on the wire's scale
      const counted = response.body.pipeThrough(new TransformStream({
        flush() {
          // All of it has arrived: its whole length counts (the scale of a decoded one is a guess).
          if (read >= size) return;
          loaded += size - read;
          tell(false);
        },
        transform(chunk, controller) {
          const bytes = Math.min(chunk.length / perWireByte, size - read);
          read += bytes;
          loaded += bytes;
          tell(false);
          controller.enqueue(chunk);
        },
      }));
      return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    open() {
      opened = true;
      tell(true);
    },
  };
}
