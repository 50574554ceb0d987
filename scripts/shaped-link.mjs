// A slow network link in the server itself, for the benchmark's browsers whose drivers cannot
// throttle (Firefox over WebDriver BiDi, WebKit over WebDriver): `node scripts/serve.mjs --link
// 1125000:60` sends every response as if over a link of 1,125,000 bytes/s shared by all
// connections, each response's first byte `latency` ms after its request. The same model as
// Chromium's network emulation (a per-request latency, one throughput for everything): what a
// browser takes from its own caches does not cross it, as on a real link.

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
// A response is sent in slices this big, so that parallel responses share the link in turn.
const SLICE = 16 * 1024;
// A link that has had nothing to send for longer than this is idle.
const IDLE_MS = 50;

/**
 * "bytesPerS:latencyMs" → {bytesPerS, latencyMs}; throws naming what it wants.
 * @param {string} text
 */
export function parseLink(text) {
  const match = /^(\d+(?:\.\d+)?):(\d+)$/.exec(text);
  if (!match || Number(match[1]) <= 0) throw new Error(`--link wants <bytes per second>:<latency ms>, e.g. 1125000:60; got ${text}`);
  return { bytesPerS: Number(match[1]), latencyMs: Number(match[2]) };
}

/**
 * Wrap a request handler so that its responses cross the shaped link.
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} handler
 * @param {{bytesPerS: number, latencyMs: number}} link
 */
export function shapedLink(handler, { bytesPerS, latencyMs }) {
  let linkFreeAt = 0; // when the link has sent everything given to it so far (performance.now())
  /** Wait until `bytes` have had their turn on the link. */
  const cross = (/** @type {number} */ bytes) => {
    // A busy link stays on its own schedule (a timer firing late must not slow it down); an idle
    // one starts now.
    const now = performance.now();
    const start = now - linkFreeAt < IDLE_MS ? linkFreeAt : now;
    linkFreeAt = start + (1000 * bytes) / bytesPerS;
    return sleep(linkFreeAt - performance.now());
  };
  return (/** @type {import("node:http").IncomingMessage} */ req, /** @type {import("node:http").ServerResponse} */ res) => {
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    /** @type {Promise<unknown>} */
    let queue = sleep(latencyMs);
    const enqueue = (/** @type {unknown} */ chunk) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {any} */ (chunk));
      for (let at = 0; at < bytes.length; at += SLICE) {
        const slice = bytes.subarray(at, at + SLICE);
        queue = queue.then(() => (res.destroyed ? undefined : cross(slice.length).then(() => res.destroyed || write(slice))));
      }
    };
    // Every write is accepted at once (the files are small enough to queue) and sent at the link's pace.
    res.write = /** @type {any} */ ((/** @type {unknown} */ chunk) => (enqueue(chunk), true));
    res.end = /** @type {any} */ ((/** @type {unknown} */ chunk) => {
      enqueue(chunk);
      queue = queue.then(() => end());
      return res;
    });
    return handler(req, res);
  };
}
