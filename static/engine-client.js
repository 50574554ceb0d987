// The one place that talks to the engine worker: boots it with a time limit (loadPyodide does
// not reject when WebAssembly fails, so silence must count as failure), sends requests and
// resolves replies, restarts on demand.
const DEFAULT_BOOT_TIMEOUT_MS = 60_000;

export class EngineClient {
  /**
   * @param {{workerUrl: URL, bootTimeoutMs?: number, onStatus: (status: object) => void,
   *          onSnapshot?: (snapshot: object) => void}} options
   * onStatus receives {state: "booting"|"ready"|"failed", message, version?, boot?, bootMs?};
   * boot is "plain" or "snapshot" (restored from the memory snapshot saved on a last visit).
   * onSnapshot receives {state: "saved"|"failed"|"discarded", bytes?, ms?, message?}.
   */
  constructor({ workerUrl, bootTimeoutMs = DEFAULT_BOOT_TIMEOUT_MS, onStatus, onSnapshot = () => {} }) {
    this.workerUrl = workerUrl;
    this.bootTimeoutMs = bootTimeoutMs;
    this.onStatus = onStatus;
    this.onSnapshot = onSnapshot;
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
  }

  start() {
    this.stop();
    this.onStatus({ state: "booting", message: "Starting the engine…" });
    // After a failure, tell the worker not to trust a saved snapshot (it may be what failed),
    // and allow twice the time: the device may just be slow (or busy) rather than broken.
    const url = new URL(this.workerUrl);
    if (this.failed) url.searchParams.set("snapshot", "discard");
    const limitMs = this.failed ? (this.retryLimitMs = (this.retryLimitMs || this.bootTimeoutMs) * 2) : this.bootTimeoutMs;
    const worker = new Worker(url, { type: "module" });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      this.readyCallbacks = { resolve, reject };
    });
    this.ready.catch(() => {}); // failures are reported through onStatus
    this.bootTimer = setTimeout(
      () => this.fail(`The engine did not start within ${Math.round(limitMs / 1000)} s.`),
      limitMs,
    );
    worker.onmessage = ({ data }) => this.receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`The engine could not be loaded${event.message ? `: ${event.message}` : "."}`);
    };
  }

  receive(data) {
    if (data.type === "progress") return this.onStatus({ state: "booting", message: data.message });
    if (data.type === "snapshot") return this.onSnapshot(data);
    if (data.type === "boot-error") return this.fail(`The engine failed to start: ${data.message}`);
    if (data.type === "ready") {
      clearTimeout(this.bootTimer);
      this.version = data.version;
      this.readyCallbacks.resolve();
      return this.onStatus({ state: "ready", message: "Engine ready.", version: data.version, boot: data.boot, bootMs: data.ms });
    }
    const waiting = this.pending.get(data.id);
    if (!waiting) return;
    this.pending.delete(data.id);
    waiting.resolve(data.reply);
  }

  fail(message) {
    this.failed = true;
    this.stop();
    this.readyCallbacks?.reject(new Error(message));
    this.onStatus({ state: "failed", message });
  }

  stop() {
    clearTimeout(this.bootTimer);
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(new Error("engine stopped"));
    this.pending.clear();
  }

  /** Send one request; resolves with the engine's reply dict (a result or {error}). */
  async request(request) {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request });
    });
  }
}
