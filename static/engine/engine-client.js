// @ts-check
// The one place that talks to the engine worker: boots it with a time limit (loadPyodide does
// not reject when WebAssembly fails, so silence must count as failure), sends requests and
// resolves replies, restarts on demand. A worker that dies after it was ready (an error event,
// a "crashed" report, or a request with no reply within the watchdog's limit) is restarted and
// its unanswered requests are sent again, once; a request that outlives two workers is answered
// with an error reply, so the panel shows a message and its next change works.
// A request is posted at once, even while the engine boots: the worker answers what it was sent
// in order as soon as it is ready, so a request asked for during the boot (the opened tab's
// menus) costs no round trip after it. Its watchdog starts when the engine is ready.
// A study's files are kept in the worker (keepFile, dropFile): posted once as Blobs, named by
// their key in each request that reads them, and posted again to a restarted worker. A study's
// games are kept in the engine (study-read's `session`) until dropStudy.
import { language, say } from "../core/i18n.js";

const DEFAULT_BOOT_TIMEOUT_MS = 60_000;
const DEFAULT_REPLY_TIMEOUT_MS = 20_000; // any request takes well under a second once booted
const MAX_TRIES = 2;

/**
 * @typedef {import("../../types/boot").WorkerMessage} WorkerMessage
 * @typedef {import("../../types/replies").Reply} Reply
 * @typedef {{request: object, resolve: (reply: Reply) => void, reject: (error: unknown) => void,
 *            tries: number, id?: number, timer?: ReturnType<typeof setTimeout>}} Job
 */

export class EngineClient {
  /**
   * @param {{workerUrl: URL, version: string, bootTimeoutMs?: number, replyTimeoutMs?: number,
   *          onStatus: (status: object) => void, onSnapshot?: (snapshot: object) => void,
   *          onDownload?: (arrival: {loaded: number, total: number}) => void}} options
   * version: the engine version this front end was written for; another one is refused.
   * onStatus receives {state: "booting"|"ready"|"failed", message, word, params, version?, boot?,
   * bootMs?}: message is the page's message `word` (an id of i18n.js) with `params`, said in the
   * page's language (the page says it again when the language changes); boot is "plain" or
   * "snapshot" (restored from the memory snapshot saved on a last visit).
   * Every request is sent in the page's language (`lang`, i18n.js).
   * onSnapshot receives {state: "saved"|"failed"|"discarded", bytes?, ms?, message?}.
   * onDownload receives the boot's downloads as they arrive: {loaded, total} in bytes.
   */
  constructor({ workerUrl, version, bootTimeoutMs = DEFAULT_BOOT_TIMEOUT_MS, replyTimeoutMs = DEFAULT_REPLY_TIMEOUT_MS,
    onStatus, onSnapshot = () => {}, onDownload = () => {} }) {
    this.workerUrl = workerUrl;
    this.expectedVersion = version;
    this.bootTimeoutMs = bootTimeoutMs;
    this.replyTimeoutMs = replyTimeoutMs;
    this.onStatus = onStatus;
    this.onSnapshot = onSnapshot;
    this.onDownload = onDownload;
    /** @type {Worker | null} */
    this.worker = null;
    /** @type {() => void} */
    this.resolveFirstReply = () => {};
    /** @type {Promise<void>} */
    this.ready = Promise.resolve();
    /** @type {{resolve: () => void, reject: (error: Error) => void} | null} */
    this.readyCallbacks = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.bootTimer = undefined;
    this.failed = false;
    this.isReady = false;
    this.retryLimitMs = 0;
    /** @type {string | undefined} */
    this.version = undefined;
    /** Resolves with the first reply the engine sends (the page's first answer is then shown). */
    /** @type {Promise<void>} */
    this.firstReply = new Promise((resolve) => {
      this.resolveFirstReply = () => resolve();
    });
    /** @type {Map<number, Job>} */
    this.pending = new Map();
    this.nextId = 1;
    /** @type {Map<string, Blob>} the files kept in the worker, by key */
    this.keptFiles = new Map();
    this.nextKept = 1;
  }

  start(word = "page.status.starting") {
    this.stop();
    this.status("booting", word);
    // After a failure, tell the worker not to trust a saved snapshot (it may be what failed),
    // and allow twice the time: the device may just be slow (or busy) rather than broken.
    const url = new URL(this.workerUrl);
    if (this.failed) url.searchParams.set("snapshot", "discard");
    const limitMs = this.failed ? (this.retryLimitMs = (this.retryLimitMs || this.bootTimeoutMs) * 2) : this.bootTimeoutMs;
    // The first start takes over the worker static/engine/engine-early.js started as the page began.
    const early = this.failed ? null : takeEarlyWorker(url);
    const worker = early?.worker ?? new Worker(url, { type: "module" });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      this.readyCallbacks = { resolve: () => resolve(), reject };
    });
    this.ready.catch(() => {}); // failures are reported through onStatus
    this.bootTimer = setTimeout(
      () => this.fail("page.status.timeout", { seconds: Math.round(limitMs / 1000) }),
      limitMs,
    );
    worker.onmessage = (/** @type {MessageEvent<WorkerMessage>} */ { data }) => this.receive(data);
    for (const [key, file] of this.keptFiles) worker.postMessage({ type: "keep-file", key, file });
    worker.onerror = (/** @type {ErrorEvent} */ event) => {
      event.preventDefault();
      this.workerError(event.message);
    };
    for (const data of early?.messages ?? []) this.receive(data);
    if (early?.error != null) this.workerError(early.error);
  }

  /** @param {string} message */
  workerError(message) {
    if (this.isReady) this.restart();
    else if (message) this.fail("page.status.not_loaded_because", { reason: message });
    else this.fail("page.status.not_loaded");
  }

  /** A worker that was ready has died or hangs: start a new one and send its requests again. */
  restart() {
    const jobs = [...this.pending.values()];
    this.pending.clear();
    this.start("page.status.restarting");
    for (const job of jobs) {
      clearTimeout(job.timer);
      if (job.tries < MAX_TRIES) this.send(job);
      else job.resolve({ error: { field: "engine", message: say("page.status.stopped_twice") } });
    }
  }

  /** @param {WorkerMessage} data */
  receive(data) {
    if (data.type === "progress") return this.status("booting", data.word || "page.status.starting");
    if (data.type === "snapshot") return this.onSnapshot(data);
    if (data.type === "download") return this.onDownload({ loaded: data.loaded ?? 0, total: data.total ?? 0 });
    if (data.type === "boot-error") return this.fail("page.status.failed", { reason: data.message || "" });
    if (data.type === "crashed") return this.restart();
    if (data.type === "timeline") return markTimeline(data);
    if (data.type === "ready") {
      if (this.expectedVersion && data.version !== this.expectedVersion) {
        return this.fail("page.status.version_mismatch", { page: this.expectedVersion, engine: data.version || "" });
      }
      clearTimeout(this.bootTimer);
      this.isReady = true;
      this.version = data.version;
      // The requests posted during the boot: the worker answers them now, each within the limit.
      for (const job of this.pending.values()) this.watch(job);
      this.readyCallbacks?.resolve();
      return this.status("ready", "page.status.ready", { version: data.version || "" }, { version: data.version, boot: data.boot, bootMs: data.ms });
    }
    if (data.id === undefined) return;
    const waiting = this.pending.get(data.id);
    if (!waiting) return;
    this.pending.delete(data.id);
    clearTimeout(waiting.timer);
    waiting.resolve(data.reply ?? {});
    this.resolveFirstReply();
  }

  /**
   * Tell the page the engine's state, in words of the page's (i18n.js) it can say again later.
   * @param {string} state @param {string} word @param {Record<string, string | number>} [params]
   * @param {object} [extra]
   */
  status(state, word, params = {}, extra = {}) {
    this.onStatus({ state, word, params, message: say(word, params), ...extra });
  }

  /** @param {string} word @param {Record<string, string | number>} [params] */
  fail(word, params = {}) {
    this.failed = true;
    this.stop();
    this.readyCallbacks?.reject(new Error(say(word, params)));
    this.status("failed", word, params);
  }

  stop() {
    clearTimeout(this.bootTimer);
    this.isReady = false;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new Error("engine stopped"));
    }
    this.pending.clear();
  }

  /**
   * Send one request; resolves with the engine's reply dict (a result or {error}). Typed `any`:
   * each panel reads it as its own reply type (types/replies.d.ts), the engine decides the shape.
   * @param {object} request
   * @returns {Promise<any>}
   */
  request(request) {
    const body = { ...request, lang: language() }; // the engine answers in the page's language
    return new Promise((resolve, reject) => this.send({ request: body, resolve, reject, tries: 0 }));
  }

  /**
   * Keep a file in the worker for the requests that name it ({name, kept: key} in their files):
   * its bytes go to the engine once, however many requests read it (a big .zip's slices). The
   * Blob itself is posted (the browser shares its bytes; nothing is read or encoded here).
   * @param {Blob} file
   * @returns {string} its key
   */
  keepFile(file) {
    const key = String(this.nextKept++);
    this.keptFiles.set(key, file);
    this.worker?.postMessage({ type: "keep-file", key, file });
    return key;
  }

  /** Let a kept file go (the worker drops it once the requests naming it are answered). @param {string} key */
  dropFile(key) {
    if (this.keptFiles.delete(key)) this.worker?.postMessage({ type: "drop-file", key });
  }

  /**
   * Let a study session's games go (study-read's `session`: kept in the engine between a study's
   * requests); the worker lets them go once the requests posted before are answered. A restarted
   * worker holds none: a request naming one is told so, and the page reads its files again.
   * @param {string} session
   */
  dropStudy(session) {
    this.worker?.postMessage({ type: "drop-study", key: session });
  }

  /**
   * Post a request to the worker now, booted or not (it answers in order once ready); with no
   * worker (the boot failed, Retry not pressed yet) it fails as the boot did.
   * @param {Job} job
   */
  async send(job) {
    if (!this.worker) {
      try {
        await this.ready;
      } catch (error) {
        return job.reject(error);
      }
      if (!this.worker) return job.reject(new Error("engine stopped"));
    }
    const id = this.nextId++;
    job.tries += 1;
    job.id = id;
    this.pending.set(id, job);
    if (this.isReady) this.watch(job);
    this.worker.postMessage({ id, request: job.request });
  }

  /**
   * The watchdog of a posted request: no reply within the limit (counted from when the engine is
   * ready: a slow boot is the boot timer's business) means the worker hangs, so restart it.
   * @param {Job} job
   */
  watch(job) {
    const { id } = job;
    clearTimeout(job.timer);
    job.timer = setTimeout(() => id !== undefined && this.pending.has(id) && this.restart(), this.replyTimeoutMs);
  }
}

/**
 * The worker's timeline of its boot (reported after its first answer) as the page's User Timing
 * marks, "engine: <step>" in page time: the browser's tools show them, and the benchmark reads them
 * in every browser (performance.getEntriesByType("mark")).
 * @param {WorkerMessage} data
 */
function markTimeline({ origin = performance.timeOrigin, steps = {} }) {
  const shift = origin - performance.timeOrigin;
  for (const [step, at] of Object.entries(steps)) {
    try {
      performance.mark(`engine: ${step}`, { startTime: Math.max(0, at + shift) });
    } catch {
      return; // a browser without marks at a given time: nothing is lost but the marks
    }
  }
}

/**
 * The worker static/engine/engine-early.js started, once, if it runs the script this client would.
 * @param {URL} url
 */
function takeEarlyWorker(url) {
  const early = globalThis.handicapEarlyEngine;
  globalThis.handicapEarlyEngine = null;
  if (!early?.worker) return null;
  if (early.url !== url.href) {
    early.worker.terminate();
    return null;
  }
  return early;
}
