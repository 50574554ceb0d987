// @ts-check
// The engine's home: Pyodide plus the handicap package, answering {id, request} with
// {id, reply}. Boot progress and failures are reported as {type: ...} messages. A study's files
// come as {type: "keep-file", key, file} (a Blob: its bytes go to the engine once, for every
// request that names {"kept": key}) and go with {type: "drop-file", key}; the games a study read
// stay in the engine under the session a study-read names, until {type: "drop-study", key}.
//
// Three ways to boot, fastest first; any failure of a snapshot falls back to the plain boot:
// - saved snapshot: a returning visitor restores the interpreter saved on the last visit;
// - shipped snapshot: on a fast link, a first visitor restores the build's snapshot (3 MB)
//   instead of starting the interpreter (seconds of CPU on a phone);
// - plain: loadPyodide() from the gzipped wasm and the trimmed stdlib, then the engine; a
//   snapshot of it is saved for the next visit.
// Either snapshot is checked with a known answer before it is trusted.
import { arrivals, arrivesFast, decodesBrotli, networkFetch, negotiatedFetch, fetchFile, gunzippedBody, gunzippedBytes, meterThroughput, sha256Hex, withBootFiles } from "./boot-files.js";
import { encodeSparse, readPrefix, writePages } from "./snapshot-format.js";
import { compileKept, compiledResponse, dropWasm, findWasm, keepWasm, withCompiledWasm } from "./wasm-cache.js";
import { findBytecode, keepBytecode } from "./bytecode-store.js";
import { discardSnapshot, findSnapshot, sameKey, saveSnapshot, snapshotKey, snapshotsUsable } from "./snapshot-store.js";

/**
 * Pyodide's API is not typed here (its .d.ts is not vendored): the few calls made are checked by
 * the end-to-end tests.
 * @typedef {any} Pyodide
 * @typedef {{version: string, files: Record<string, string>, languages?: Record<string, string>}} Bundle
 * @typedef {{bytes: Uint8Array<ArrayBuffer>, hash: string}} Stdlib
 * @typedef {{pyodide: Pyodide, version: string, calculateJson: (text: string) => string,
 *            internalErrorJson: (kind: string, lang: string) => string, importAll: () => void,
 *            keepFile: (key: string, data: unknown, size: number) => void, dropFile: (key: string) => void,
 *            dropStudy: (session: string) => void, keptFileLimit: () => number}} Engine
 * @typedef {import("./snapshot-format.js").SnapshotPrefix} SnapshotPrefix
 */
const ENGINE_ROOT = "/engine";
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const WASM_URL = `${INDEX_URL}pyodide.asm.wasm`;
const STDLIB_URL = `${INDEX_URL}python_stdlib.zip`;
// Pyodide's lock file without its package list (scripts/setup.mjs): 0.3 KB instead of 26 KB
// gzipped on a first visit. Pyodide's own one where a host has only Pyodide's files.
const lockFile = networkFetch(`${INDEX_URL}pyodide-lock.engine.json`)
  .then((response) => (response.ok ? response : networkFetch(`${INDEX_URL}pyodide-lock.json`)))
  .then((response) => response.json());
lockFile.catch(() => {}); // Pyodide reports it
const BOOT_URL = new URL("../boot/", import.meta.url).href;
// The same environment the build's snapshot was made with (scripts/boot-assets.mjs).
const PYTHON_ENV = { LANG: "C.UTF-8", TZ: "UTC" };
// A restore normally takes well under a second; past this, give up on it and boot plain.
const SNAPSHOT_RESTORE_LIMIT_MS = 15_000;
// The snapshot is saved once the worker has had nothing to answer for this long: the copy blocks
// the worker (a few hundred ms), and the page posts its first request a moment after the menus'
// reply, which must not wait behind it.
const SNAPSHOT_SAVE_IDLE_MS = 200;
// The shipped snapshot (about 3 MB) pays when it downloads faster than the interpreter starts
// (about a second of CPU on a desktop, several on a phone): at 3 MB/s or more, measured on the
// wasm's first 256 KB, or when that looks slower, on its first MiB (a busy thread reads late,
// which made a fast link look slow on 256 KB). Fast-4G (about 1.1 MB/s) boots plain.
const SNAPSHOT_MIN_BYTES_PER_S = 3e6;
const THROUGHPUT_EARLY_BYTES = 256 * 1024;
const THROUGHPUT_SAMPLE_BYTES = 1024 * 1024;
// A known answer the engine must give after a restore before it is trusted.
const SELF_CHECK = { request: { command: "go", system: "jewdan", board: "13", counting: "area", rank_diff: "4" }, stones: 2, komi: -0.5 };

const params = new URL(self.location.href).searchParams;
// After a failed start the client restarts us with ?snapshot=discard: a snapshot that hangs the
// interpreter (no promise to time out) must not be tried again, nor a kept wasm.
const discardFirst = params.get("snapshot") === "discard";

// When each step of the boot ended (ms since this worker started), reported after the first
// answer: the benchmark shows what a first visit's time is made of.
/** @type {Record<string, number>} */
const timeline = {};
const mark = (/** @type {string} */ step) => {
  timeline[step] ??= Math.round(performance.now());
};
mark("worker started");

/** @param {unknown} error @returns {error is Error & {type?: string}} */
const isPythonError = (error) => error instanceof Error && error.name === "PythonError";

/**
 * An error in words for the page: a Python exception (Pyodide's PythonError, whose message is
 * the whole traceback) as its last part, "LookupError: …", never the traceback.
 * @param {unknown} error
 */
function errorText(error) {
  if (!(error instanceof Error)) return String(error);
  if (!isPythonError(error)) return error.message;
  const lines = error.message.trimEnd().split("\n");
  // The exception's own lines follow the last frame ("  File …") and its indented source lines.
  let end = lines.findLastIndex((line) => line.startsWith("  File "));
  while (end >= 0 && lines[end + 1]?.startsWith("    ")) end += 1;
  return lines.slice(end + 1).join("\n") || error.message;
}

/**
 * @param {string} type
 * @param {object} fields
 */
function report(type, fields = {}) {
  postMessage({ type, ...fields });
}

// What a boot needs starts downloading at once: Pyodide's loader and its runtime module (dynamic
// imports, so this worker's code runs without waiting for them), the gzipped wasm (metered) and a
// saved snapshot; the trimmed stdlib and the engine's code too, but on a slow link only once the
// wasm is (nearly) in (below: the wasm first).
// The page's progress bar: the share of these downloads that has arrived (boot-files.js arrivals).
const arrival = arrivals((counts) => report("download", counts));
const pyodideLoader = import("../vendor/pyodide/pyodide.mjs");
const runtimeModule = import(`${INDEX_URL}pyodide.asm.mjs`);
pyodideLoader.catch(() => {}); // reported by boot()
runtimeModule.then(() => mark("runtime module loaded"), () => {});

// Each language but English is a file of its own (engine-<lang>.json, some 18 KB gzipped),
// fetched the first time a request asks for it: for the page's first request that is at once,
// while Python boots. engine.json names each file's hash: a file of another version is refused.
const LANGUAGE_CODE = /^[a-z]{2}$/; // anything else is not fetched (and the engine says what it allows)
/** @type {Map<string, Promise<Bundle | null>>} */
const languageFiles = new Map();
/** @type {Set<string>} the languages the interpreter has (installed, or in a restored snapshot) */
const languagesIn = new Set(["en"]);

/**
 * A language's file; null when the engine has no such language (it then says so itself).
 * @param {unknown} lang
 * @returns {Promise<Bundle | null>}
 */
function languageFile(lang) {
  if (typeof lang !== "string" || !LANGUAGE_CODE.test(lang) || languagesIn.has(lang)) return Promise.resolve(null);
  let file = languageFiles.get(lang);
  if (!file) {
    const name = `engine-${lang}.json`;
    const download = fetchFile(new URL(`../${name}`, import.meta.url), `the ${lang} words (${name})`).then((r) => r.text());
    download.catch(() => {});
    file = bundlePromise.then(async ({ bundle }) => {
      const expected = bundle.languages?.[lang];
      if (!expected) return null;
      const text = await download;
      if ((await sha256Hex(new TextEncoder().encode(text))) !== expected) throw new Error(`${name} is from another version of the engine`);
      return /** @type {Bundle} */ (JSON.parse(text));
    });
    languageFiles.set(lang, file);
    file.catch(() => languageFiles.delete(lang)); // the next request tries again (say, back online)
  }
  return file;
}

/**
 * The wasm: kept from a last visit (Cache Storage, compiled from Chromium's code cache), else the
 * gzipped file, downloaded at once and metered, as a Response Pyodide compiles while it arrives.
 */
const keptWasm = discardFirst ? dropWasm(WASM_URL).then(() => null) : findWasm(WASM_URL);
/**
 * The kept wasm, compiled as soon as it is found (compileKept: Firefox and WebKit compile it on
 * every visit, and it used to wait for the stdlib, the engine's code and the snapshot's first
 * bytes, which loadPyodide is called after). Null when none is kept, or it is another Pyodide's
 * or does not compile: dropped then, and the compressed one downloaded.
 * @type {Promise<WebAssembly.Module | null>}
 */
const keptModule = Promise.all([keptWasm, pyodideLoader.catch(() => null)]).then(async ([kept, loader]) => {
  if (!kept) return null;
  if (!loader || kept.version !== loader.version) return dropWasm(WASM_URL).then(() => null);
  try {
    const module = await compileKept(kept.response);
    mark("kept wasm compiled");
    return module;
  } catch {
    mark("kept wasm dropped");
    return dropWasm(WASM_URL).then(() => null);
  }
});
/**
 * The compressed wasm. Over HTTPS, where browsers offer Brotli, the wasm itself first: a host that
 * negotiates (nginx's brotli_static, serve.mjs) sends its precompressed copy with Content-Encoding,
 * and the browser decodes it natively. A response without a Content-Encoding is the 9.6 MB raw
 * file: cut off at its headers (a round trip's cost) for the copies this worker decodes itself:
 * Brotli's (19 % fewer bytes) where this browser decodes it, else (or when the host lacks it, or it
 * fails: offline, only the .gz is kept) the gzipped one.
 * `encoding`: the Content-Encoding the browser decoded (its body is the wasm), else null.
 * @param {RequestInit} [init]
 * @returns {Promise<{response: Response, url: string, brotli: boolean, encoding: string | null}>}
 */
async function compressedWasm(init) {
  const negotiated = await negotiatedFetch(WASM_URL, init);
  if (negotiated) return { ...negotiated, url: WASM_URL, brotli: false };
  return compressedCopy(init);
}

/**
 * The wasm's own compressed copy, decoded here (see compressedWasm).
 * @param {RequestInit} [init]
 * @returns {Promise<{response: Response, url: string, brotli: boolean, encoding: null}>}
 */
async function compressedCopy(init) {
  if (decodesBrotli) {
    const url = `${WASM_URL}.br`;
    const response = await networkFetch(url, init).catch(() => null);
    if (response?.ok && response.body) return { response, url, brotli: true, encoding: null };
    await response?.body?.cancel().catch(() => {});
  }
  const url = `${WASM_URL}.gz`;
  return { response: await networkFetch(url, init), url, brotli: false, encoding: null };
}
// The wasm's size over its compressed size with each coding a host may negotiate (Pyodide 314's:
// 9,598,218 bytes; Brotli 2,766,607, Zopfli's gzip 3,415,020): a body the browser decoded arrives
// that many times faster than it crossed the link, and the link is judged on what crossed it.
// (Rounded up: a rate can come out too low, costing a plain boot, never too high.)
/** @type {Record<string, number>} */
const DECODED_PER_WIRE_BYTE = { br: 3.5, zstd: 3.5, gzip: 2.9 };
/** Which compressed wasm the first download is, once it has answered (null: kept, or none). */
/** @type {Promise<{url: string, brotli: boolean} | null>} */
let wasmSource = Promise.resolve(null);
const wasmDownload = keptWasm.then((kept) => {
  if (kept) return (arrival.open(), null);
  const sending = compressedWasm({ priority: "high" });
  wasmSource = sending.then(({ url, brotli }) => ({ url, brotli }), () => null);
  return sending.then(({ response: sent, encoding }) => {
    const ratio = encoding ? DECODED_PER_WIRE_BYTE[encoding] ?? 3.5 : 1;
    const response = arrival.track(sent, ratio);
    arrival.open(); // the biggest file's size is known: the share means something now
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const length = Number(response.headers.get("Content-Length")) || 0;
    const download = meterThroughput(response.body, THROUGHPUT_EARLY_BYTES, THROUGHPUT_SAMPLE_BYTES, length, ratio);
    download.done.then(() => mark("wasm downloaded"));
    return download;
  });
});
wasmDownload.catch(() => arrival.open());

const storedPromise = discardFirst ? discardSnapshot().then(() => null) : findSnapshot();

/**
 * Whether the wasm's download says the link may be fast enough for the shipped snapshot to pay for
 * its bytes. Only a first look: a wasm kept from a last visit, or read from the HTTP cache, arrives
 * fast whatever the link (a returning visitor on a phone), so the snapshot's own first bytes decide
 * (shippedDownload).
 */
const linkFast = (async () => {
  try {
    const download = await wasmDownload;
    if (!download) return true; // kept: nothing crossed the network to judge by
    if ((await download.earlyRate) >= SNAPSHOT_MIN_BYTES_PER_S) return true;
    return (await download.rate) >= SNAPSHOT_MIN_BYTES_PER_S;
  } catch {
    return false; // no gzipped wasm: a host with Pyodide's files only has no snapshot either
  }
})();

/**
 * How this visit judged the link in the end: the wasm's first look (linkFast), overruled by the
 * shipped snapshot's own first bytes when they were tried and came slowly (under Chromium's
 * emulation a slow link's first wasm bytes can pass for fast). The kept wasm carries it, and the
 * next visit trusts it. Settled by boot() once it has decided; the first judgement stands.
 * @type {(fast: boolean | Promise<boolean>) => void}
 */
let judgeLink = () => {};
/** @type {Promise<boolean>} */
const linkJudged = new Promise((resolve) => (judgeLink = resolve));

// The wasm first. Nothing starts without it, and sharing the link with the other files made it
// arrive last. On a link that boots plain (a slow one), the trimmed stdlib, needed once the wasm
// is instantiated, starts downloading when the wasm is nearly in, and the engine's code, needed
// once the interpreter runs, when the stdlib is in: each arrives while Python does what it can
// without it. A returning visit (a kept wasm or a saved snapshot), a fast link and a host without
// the gzipped wasm fetch them at once.
const STDLIB_LEAD_S = 0.3; // a round trip or two before the wasm's end, so that the link never idles
const slowPlainBoot = (async () => {
  const download = await wasmDownload.catch(() => null);
  if (!download || (await storedPromise) || (await linkFast)) return null;
  return download;
})().catch(() => null);
/**
 * When a file needed later may start downloading.
 * @param {"stdlib" | "engine"} file
 * @returns {Promise<void>}
 */
async function later(file) {
  const download = await slowPlainBoot;
  if (!download) return;
  if (file === "stdlib") await download.nearEnd(STDLIB_LEAD_S);
  else await stdlibPromise.catch(() => {});
}

let wasmUsed = false;
// Without the wasm no boot can work, and Pyodide only logs a failed instantiation (then waits
// for ever): a failure to get it ends the boot at once, naming the file.
/** @type {(error: unknown) => void} */
let failBoot = () => {};
/** @type {Promise<never>} */
const fatal = new Promise((_, reject) => (failBoot = reject));
fatal.catch(() => {});

async function wasmResponse() {
  const first = !wasmUsed;
  wasmUsed = true;
  const kept = first ? await keptModule : null;
  if (kept) return (mark("wasm kept"), compiledResponse(kept));
  const download = first ? await wasmDownload.catch(() => null) : null;
  const source = download ? await wasmSource : null;
  const again = download ? null : await compressedWasm().catch(() => null);
  const body = download ? download.body : again?.response.ok ? again.response.body : null;
  const brotli = !!(download ? source?.brotli : again?.brotli);
  // No compressed wasm on this host (Pyodide's own files only): the plain one.
  if (!body) return fetchFile(WASM_URL, "Python (pyodide.asm.wasm)").catch((error) => (failBoot(error), Promise.reject(error)));
  const wasm = await gunzippedBody(new Response(body), brotli);
  if (!first) return new Response(wasm, { headers: { "Content-Type": "application/wasm" } });
  // Kept for the next visit as it is decompressed for this one, not after the first answer: a
  // visit closed at its answer leaves it too (no second gunzip, no second download).
  const [forCompiler, forKeeping] = wasm.tee();
  keepForNextVisit(forKeeping);
  return new Response(forCompiler, { headers: { "Content-Type": "application/wasm" } });
}

/** @param {ReadableStream<Uint8Array>} wasm the decompressed wasm, as it arrives */
async function keepForNextVisit(wasm) {
  try {
    // With the link's speed as judged on this download: the next visit's wasm will not cross it.
    const [{ version }, fast] = await Promise.all([pyodideLoader, linkJudged]);
    await keepWasm(WASM_URL, version, wasm, fast ? "fast" : "slow");
    mark("wasm kept for the next visit");
  } catch {
    await wasm.cancel().catch(() => {}); // only the next visit's speed is at stake
  }
}

// The trimmed stdlib's size over its Brotli copy's (scripts/build.mjs: 2,388,767 over 537,058 bytes;
// rounded up, as DECODED_PER_WIRE_BYTE): the progress bar counts a decoded body on the wire's scale.
const STDLIB_DECODED_PER_WIRE_BYTE = 4.5;
/**
 * The trimmed stdlib's bytes: over HTTPS the zip itself, if the host negotiates (its Brotli copy,
 * 158 KB under the gzipped one, decoded by the browser: scripts/build.mjs writes both), else the
 * gzipped copy, gunzipped here.
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function trimmedStdlib() {
  const negotiated = await negotiatedFetch(`${BOOT_URL}stdlib.zip`);
  if (negotiated) return new Uint8Array(await arrival.track(negotiated.response, STDLIB_DECODED_PER_WIRE_BYTE).arrayBuffer());
  const response = await networkFetch(`${BOOT_URL}stdlib.zip.gz`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return gunzippedBytes(arrival.track(response));
}

/** The trimmed stdlib's bytes and hash; Pyodide's full one if this host has no trimmed one. */
const stdlibPromise = later("stdlib")
  .then(trimmedStdlib)
  .catch(async () => new Uint8Array(await (await fetchFile(STDLIB_URL, "the Python library (python_stdlib.zip)")).arrayBuffer()))
  .then(async (bytes) => (mark("stdlib downloaded"), { bytes, hash: await sha256Hex(bytes) }));
stdlibPromise.catch(() => {});

const bundlePromise = later("engine").then(() => fetchFile(new URL("../engine.json", import.meta.url), "the engine code (engine.json)")).then(async (response) => {
  const text = await arrival.track(response).text();
  mark("engine code downloaded");
  const hash = await sha256Hex(new TextEncoder().encode(text));
  sourceSeconds = parseInt(hash.slice(0, 7), 16);
  return { bundle: JSON.parse(text), hash };
});
bundlePromise.catch(() => {});

/** Pyodide's two downloads answered: the wasm as it arrives, the stdlib when it is in. */
function bootFiles() {
  return {
    [WASM_URL]: () => wasmResponse(),
    [STDLIB_URL]: () => stdlibPromise.then((stdlib) => new Response(stdlib.bytes, { headers: { "Content-Type": "application/zip" } })),
  };
}

// The engine's files are written with one modification time per engine bundle (from its hash):
// the bytecode Python compiles from them on one visit (its header names the source's time and
// size) is valid on the next visit with the same engine, and never for another's sources.
let sourceSeconds = 0;

/**
 * @param {Pyodide} pyodide
 * @param {Bundle} bundle
 */
function installBundle(pyodide, bundle) {
  for (const [path, text] of Object.entries(bundle.files)) {
    const full = `${ENGINE_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
    if (sourceSeconds) pyodide.FS.utime(full, sourceSeconds * 1000, sourceSeconds * 1000);
  }
}

/**
 * The engine's bytecode compiled so far (Python's __pycache__ files under ENGINE_ROOT), taken out
 * of the interpreter's file system (a snapshot saved later does not carry them).
 * @param {Pyodide} pyodide
 * @returns {[string, Uint8Array][]}
 */
function takeBytecode(pyodide) {
  /** @type {[string, Uint8Array][]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of pyodide.FS.readdir(dir)) {
      if (name === "." || name === "..") continue;
      const path = `${dir}/${name}`;
      if (pyodide.FS.isDir(pyodide.FS.stat(path).mode)) walk(path);
      else if (name.endsWith(".pyc")) {
        files.push([path, pyodide.FS.readFile(path)]);
        pyodide.FS.unlink(path);
      }
    }
  };
  walk(ENGINE_ROOT);
  return files;
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * The engine's entry points, checked against the bundle it should come from.
 * @param {Pyodide} pyodide
 * @param {Bundle} bundle
 * @returns {Engine}
 */
function connect(pyodide, bundle) {
  const api = pyodide.pyimport("handicap.api");
  const version = api.version();
  if (version !== bundle.version) {
    throw new Error(`engine version mismatch: code says ${version}, bundle says ${bundle.version}`);
  }
  return { pyodide, version, calculateJson: api.calculate_json, internalErrorJson: api.internal_error_json, importAll: api.import_all,
    keepFile: api.keep_file, dropFile: api.drop_file, dropStudy: api.drop_study, keptFileLimit: api.kept_file_limit };
}

async function plainBoot() {
  report("progress", { stage: "runtime", word: "page.status.loading_python", message: "Downloading the calculator…" });
  const { loadPyodide } = await pyodideLoader;
  const options = { indexURL: INDEX_URL, env: { ...PYTHON_ENV }, lockFileContents: lockFile, _makeSnapshot: snapshotsUsable };
  // Pyodide instantiates the wasm while the stdlib and the engine's code arrive (it waits for the
  // stdlib only to start the interpreter); a missing one is reported as soon as it is known.
  const started = withBootFiles(bootFiles(), () => withCompiledWasm(() => loadPyodide(options))).then((pyodide) => (mark("python started"), pyodide));
  // The engine's bytecode kept by the last plain boot of this engine, looked up meanwhile.
  const bytecodeKey = Promise.all([started, bundlePromise]).then(([pyodide, { hash }]) => (
    { pyodide: pyodide.version, build: pyodide._api.config.BUILD_ID, bundle: hash }));
  const kept = findBytecode(bytecodeKey);
  const [pyodide, { bundle, hash }, stdlib] = await Promise.all([started, bundlePromise, stdlibPromise]);
  report("progress", { stage: "engine", word: "page.status.loading_engine", message: "Getting the calculator ready…" });
  installBundle(pyodide, bundle);
  const compiled = await kept;
  for (const [path, bytes] of compiled ?? []) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, bytes);
  }
  if (compiled) mark("bytecode written");
  // Each command's code is imported by its first request (api.HANDLERS), so the first Go result
  // does not wait for the game, rating and chess code; a snapshot has them all. Python writes
  // the bytecode it compiles until the first answer (Pyodide's default is not to): it is kept then.
  pyodide.runPython(`import sys\nsys.dont_write_bytecode = False\nsys.path.insert(0, "${ENGINE_ROOT}")\nimport handicap.api`);
  const key = await bytecodeKey;
  afterFirstAnswer = () => {
    pyodide.runPython("import sys\nsys.dont_write_bytecode = True");
    const files = takeBytecode(pyodide);
    // Kept again only if this visit compiled something the kept files did not have.
    if (files.length > (compiled?.length ?? 0)) keepBytecode(key, files);
  };
  return { ...connect(pyodide, bundle), key: { pyodide: pyodide.version, build: pyodide._api.config.BUILD_ID, bundle: hash, stdlib: stdlib.hash } };
}

/** The plain boot's bytecode kept for the next visit, once the first answer is sent (plainBoot). */
/** @type {(() => void) | null} */
let afterFirstAnswer = null;

/**
 * A sparse snapshot read from a stream (or given whole): `prefix` resolves as soon as its first
 * bytes are in (Pyodide then instantiates the wasm while the pages still download), `complete`
 * with every byte.
 */
/**
 * @param {Uint8Array | ReadableStream<Uint8Array>} source
 * @returns {{prefix: Promise<SnapshotPrefix>, complete: Promise<{prefix: SnapshotPrefix, bytes: Uint8Array}>}}
 */
function snapshotParts(source) {
  /** @type {(prefix: SnapshotPrefix | Promise<never>) => void} */
  let resolvePrefix = () => {};
  /** @type {Promise<SnapshotPrefix>} */
  const prefix = new Promise((resolve) => (resolvePrefix = resolve));
  const complete = (async () => {
    if (source instanceof Uint8Array) {
      const parsed = readPrefix(source);
      if (!parsed) throw new Error("snapshot cut short");
      resolvePrefix(parsed);
      return { prefix: parsed, bytes: source };
    }
    const reader = source.getReader();
    let head = new Uint8Array(0);
    /** @type {SnapshotPrefix | null} */
    let parsed = null;
    let bytes = new Uint8Array(0);
    let at = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parsed) {
        const joined = new Uint8Array(head.length + value.length);
        joined.set(head);
        joined.set(value, head.length);
        head = joined;
        parsed = readPrefix(head);
        if (parsed) {
          resolvePrefix(parsed);
          bytes = new Uint8Array(parsed.totalBytes);
          bytes.set(head.subarray(0, Math.min(head.length, bytes.length)));
          at = head.length;
        }
      } else {
        if (at + value.length > bytes.length) throw new Error("snapshot longer than it says");
        bytes.set(value, at);
        at += value.length;
      }
    }
    if (!parsed || at !== parsed.totalBytes) throw new Error("snapshot cut short");
    return { prefix: parsed, bytes };
  })();
  // A broken download rejects `complete`; `prefix` must not wait for ever.
  complete.catch((error) => resolvePrefix(Promise.reject(error)));
  return { prefix, complete };
}

/**
 * Restore a sparse snapshot: Pyodide gets only the header; the module is instantiated while the
 * pages arrive, and they are written into its memory before Pyodide restores its own state.
 */
/**
 * @param {Uint8Array | ReadableStream<Uint8Array>} source
 * @param {(stdlib: Stdlib) => Record<string, unknown>} expected  what the snapshot's meta must say
 * @param {{word: string, message: string}} how  the progress line (an id of the page's words, and in English)
 * @returns {Promise<Engine>}
 */
async function snapshotBoot(source, expected, how) {
  report("progress", { stage: "runtime", word: how.word, message: how.message });
  const [{ loadPyodide }, asm, { bundle }, stdlib] = await Promise.all([pyodideLoader, runtimeModule, bundlePromise, stdlibPromise]);
  const parts = snapshotParts(source);
  const { meta } = await parts.prefix;
  for (const [field, value] of Object.entries(expected(stdlib))) {
    if (meta[field] !== value) throw new Error(`snapshot made for another ${field}`);
  }
  const pyodide = await withBootFiles(bootFiles(), () => withCompiledWasm(() =>
    loadPyodide({
      indexURL: INDEX_URL,
      env: { ...PYTHON_ENV },
      lockFileContents: lockFile,
      _loadSnapshot: parts.prefix.then((p) => p.pyodideHeader),
      createPyodideModule: async (/** @type {object} */ settings) => {
        const [module, { prefix, bytes }] = await Promise.all([
          asm.default(settings).then((/** @type {any} */ m) => (mark("wasm instantiated"), m)),
          parts.complete.then((p) => (mark("snapshot read"), p)),
        ]);
        writePages(module, prefix, bytes);
        mark("snapshot written");
        return module;
      },
    })),
  );
  mark("python restored");
  if (pyodide._api.config.BUILD_ID !== meta.build) throw new Error("snapshot is from another Pyodide build");
  // A snapshot freezes `random`'s state: every visitor would draw the same numbers.
  pyodide.runPython("import random\nrandom.seed()");
  // The modules are already imported; the files are only there for any later lazy import.
  installBundle(pyodide, bundle);
  const engine = connect(pyodide, bundle);
  const reply = JSON.parse(engine.calculateJson(JSON.stringify(SELF_CHECK.request)));
  if (reply.stones !== SELF_CHECK.stones || reply.komi !== SELF_CHECK.komi) {
    throw new Error(`snapshot self-check failed: ${JSON.stringify(reply).slice(0, 200)}`);
  }
  return engine;
}

/** @param {Engine & {key: {pyodide: string, build: string, bundle: string, stdlib: string}}} engine */
async function saveForNextVisit(engine) {
  try {
    const started = performance.now();
    engine.importAll();
    const full = engine.pyodide.makeMemorySnapshot();
    const meta = snapshotKey(engine.key);
    // Gzipped: a fifth of the storage, and gunzipped while the wasm compiles on the next visit.
    const gzip = /** @type {ReadableWritablePair<Uint8Array, Uint8Array>} */ (new CompressionStream("gzip"));
    const sparse = new Response(new Blob([encodeSparse(full, { base: "zero", meta })]).stream().pipeThrough(gzip));
    const bytes = new Uint8Array(await sparse.arrayBuffer());
    await saveSnapshot(bytes, meta);
    report("snapshot", { state: "saved", bytes: bytes.length, ms: Math.round(performance.now() - started) });
  } catch (error) {
    report("snapshot", { state: "failed", message: errorText(error) });
  }
}

/** Restore the snapshot saved on a last visit; null (and discarded) if it cannot be used. */
/**
 * @param {{meta: Record<string, unknown>, bytes: Promise<ArrayBuffer>}} stored
 * @returns {Promise<Engine | null>}
 */
async function savedBoot(stored) {
  try {
    const [{ hash }, { version }] = await Promise.all([bundlePromise, pyodideLoader]);
    const build = String(stored.meta.build);
    const expected = (/** @type {Stdlib} */ stdlib) => snapshotKey({ pyodide: version, build, bundle: hash, stdlib: stdlib.hash });
    if (!sameKey(stored.meta, expected(await stdlibPromise))) throw new Error("saved for another version");
    const body = await gunzippedBody(new Response(await stored.bytes));
    const boot = snapshotBoot(body, expected, { word: "page.status.restoring_saved", message: "Opening the calculator kept from your last visit…" });
    return await withTimeout(boot, SNAPSHOT_RESTORE_LIMIT_MS, "restoring the snapshot");
  } catch (error) {
    await discardSnapshot();
    report("snapshot", { state: "discarded", message: errorText(error) });
    return null;
  }
}

/**
 * The shipped snapshot as the HTTP cache has it, without asking the host (a revalidation is a
 * round trip, 60 ms on a phone's link): null if the cache has none, or only the part of one a
 * cut-off download left. A copy of another deployment is refused by its key (snapshotBoot).
 * Undefined where the browser has no such request (the network decides then).
 * @returns {Promise<ReadableStream<Uint8Array> | null | undefined>}
 */
async function cachedShipped() {
  let request;
  try {
    request = new Request(`${BOOT_URL}snapshot.bin.gz`, { cache: "only-if-cached", mode: "same-origin" });
  } catch {
    return undefined;
  }
  const response = await networkFetch(request).catch(() => null);
  return response?.ok && response.body ? arrival.track(response).body : null;
}

/**
 * The shipped snapshot's download: the HTTP cache's copy at once if it has one (it costs the
 * link nothing); else, after a wasm that crossed the network fast, the host's if its own bytes
 * come fast too: its first 256 KB within the 85 ms they take at 3 MB/s (Chromium's emulation
 * lets a slower link's first bytes through faster than its rate: twice that time let 1.2 MB/s
 * pass). A busy thread reads late, so a fast link can be taken for a slow one: the cost is a
 * plain boot, never 3 MB on a slow link. Otherwise the download is cancelled after that long on
 * the link, and null: a returning visitor whose wasm came from the HTTP cache boots plain instead
 * of downloading 3 MB over a phone's link. (The wasm's own download cannot vouch for the link
 * here: Firefox's Resource Timing reports a body the HTTP cache revalidated as transferred in
 * full.) With the wasm kept from a last visit that found the link slow, the host is not asked:
 * testing the link again cost that visit a few hundred ms before its boot could start.
 * @param {string | null} kept  how the visit that kept the wasm judged the link ("fast", "slow";
 *        null: the wasm was not kept, or that visit did not say)
 * @returns {Promise<ReadableStream<Uint8Array> | null>}
 */
async function shippedDownload(kept) {
  const cached = await cachedShipped();
  // WebKit answers an only-if-cached request from the host (measured on a shaped link: the
  // whole 3.4 MB downloaded): after a slow visit the "cached" copy must also come at once.
  if (cached) return kept === "slow" ? ifFast(cached) : cached;
  if (kept === "slow") return null;
  const response = arrival.track(await fetchFile(`${BOOT_URL}snapshot.bin.gz`, "the shipped snapshot"));
  if (!response.body) throw new Error("empty response");
  return ifFast(response.body);
}

/**
 * The shipped snapshot's body if its first 256 KB come within the 85 ms they take at 3 MB/s from
 * its first byte (at once from a cache); else its download is cancelled then, and null.
 * @param {ReadableStream<Uint8Array>} body
 * @returns {Promise<ReadableStream<Uint8Array> | null>}
 */
async function ifFast(body) {
  const download = meterThroughput(body, THROUGHPUT_EARLY_BYTES, THROUGHPUT_EARLY_BYTES);
  if (await arrivesFast(download, THROUGHPUT_EARLY_BYTES, SNAPSHOT_MIN_BYTES_PER_S)) {
    return download.body;
  }
  await download.body.cancel("the link is too slow for the shipped snapshot").catch(() => {});
  return null;
}

/**
 * Restore the build's snapshot; null if it is not there, comes too slowly or cannot be used.
 * @param {string | null} kept  how the visit that kept the wasm judged the link (shippedDownload)
 */
async function shippedBoot(kept) {
  try {
    const download = await shippedDownload(kept);
    if (!download) {
      judgeLink(false);
      mark("snapshot too slow");
      report("snapshot", { state: "unused", message: "the link is too slow for the shipped snapshot" });
      return null;
    }
    judgeLink(true);
    const [{ hash }, body] = await Promise.all([bundlePromise, gunzippedBody(new Response(download))]);
    const expected = (/** @type {Stdlib} */ stdlib) => ({ bundle: hash, stdlib: stdlib.hash });
    const boot = snapshotBoot(body, expected, { word: "page.status.restoring", message: "Opening the calculator…" });
    return await withTimeout(boot, SNAPSHOT_RESTORE_LIMIT_MS, "restoring the shipped snapshot");
  } catch (error) {
    report("snapshot", { state: "unused", message: errorText(error) });
    return null;
  }
}

async function boot() {
  const started = performance.now();
  const finish = (/** @type {Engine} */ engine, /** @type {string} */ how) => ({ ...engine, boot: how, ms: performance.now() - started });
  const stored = await storedPromise;
  if (stored) {
    const engine = await savedBoot(stored);
    if (engine) return (judgeLink(linkFast), finish(engine, "snapshot"));
  }
  const fast = await linkFast;
  mark(fast ? "link fast" : "link slow");
  if (fast) {
    const kept = await keptWasm;
    const engine = await shippedBoot(kept?.link ?? null);
    judgeLink(true); // if the snapshot failed otherwise; its bytes' judgement stands (shippedBoot)
    if (engine) return finish(engine, "shipped");
  }
  judgeLink(fast);
  const engine = await plainBoot();
  if (snapshotsUsable) whenIdle = () => saveForNextVisit(engine);
  return finish(engine, "plain");
}

/** @type {(text: string) => string} */
let calculateJson = () => {
  throw new Error("the engine is not ready");
};
/** @type {(kind: string, lang: string) => string} */
let internalErrorJson = calculateJson;
/** @type {Pyodide} */
let python = null;
/** @type {Engine | null} */
let engineApi = null;

/**
 * Make sure the interpreter has `lang`'s words before a request in that language: a restored
 * snapshot may have them already; else the language's file, written beside the engine's.
 * @param {unknown} lang
 * @param {Promise<Bundle | null>} file
 */
async function ensureLanguage(lang, file) {
  if (typeof lang !== "string" || !LANGUAGE_CODE.test(lang) || languagesIn.has(lang)) return;
  if (python.runPython(`from handicap.i18n import available\n"${lang}" in available()`)) {
    languagesIn.add(lang);
    return;
  }
  const bundle = await file;
  if (!bundle || languagesIn.has(lang)) return;
  installBundle(python, bundle);
  // New files under a package already imported: its finders must look again. (Not
  // importlib.invalidate_caches(): it imports importlib.metadata, which the trimmed stdlib lacks.)
  python.runPython("import sys\nfor finder in list(sys.path_importer_cache.values()):\n    getattr(finder, 'invalidate_caches', lambda: None)()");
  languagesIn.add(lang);
}

// Pyodide only logs a failed instantiation of the wasm (a damaged kept copy, a corrupt download)
// and then waits for ever: its warning ends the boot at once, and Retry starts afresh.
const consoleWarn = console.warn;
console.warn = (...args) => {
  if (String(args[0]).includes("wasm instantiation failed")) {
    failBoot(new Error("Python (WebAssembly) could not be started: its code is damaged or incomplete; press Retry"));
  }
  consoleWarn.apply(console, args);
};

const booted = Promise.race([boot(), fatal]).finally(() => (console.warn = consoleWarn)).then(
  (engine) => {
    calculateJson = engine.calculateJson;
    internalErrorJson = engine.internalErrorJson;
    python = engine.pyodide;
    engineApi = engine;
    mark("engine ready");
    idle();
    report("ready", { version: engine.version, pyodide: engine.pyodide.version, boot: engine.boot, ms: Math.round(engine.ms) });
  },
  (error) => {
    if (isPythonError(error)) console.error(error.message); // the traceback, for whoever debugs it
    report("boot-error", { message: errorText(error) });
    throw error;
  },
);

/**
 * The engine answers every request itself, errors included; should a Python exception escape it
 * after all (a bug), the interpreter still works: the reply is the engine's own words for an
 * internal error, naming the exception's class, and this worker keeps answering. Null when the
 * error is not Python's or the engine cannot even say that.
 * @param {unknown} error
 * @param {unknown} lang
 * @returns {string | null}
 */
function escapedErrorReply(error, lang) {
  if (!isPythonError(error)) return null;
  console.error(error.message); // the traceback, for whoever debugs it
  const kind = String(error.type || "Exception");
  try {
    return internalErrorJson(kind, typeof lang === "string" ? lang : "en");
  } catch {
    return null;
  }
}

/** Work for the next visit (the snapshot's save), run once the worker is idle; see idle(). */
/** @type {(() => void) | null} */
let whenIdle = null;
let unanswered = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let idleTimer;
/** Run `whenIdle` once no request has come or been waiting for SNAPSHOT_SAVE_IDLE_MS (and no
 * study's files or games are kept: a snapshot must not carry them). */
function idle() {
  clearTimeout(idleTimer);
  if (!whenIdle || unanswered > 0 || keptFiles.size > 0 || studySessions.size > 0) return;
  idleTimer = setTimeout(() => {
    const task = whenIdle;
    whenIdle = null;
    task?.();
  }, SNAPSHOT_SAVE_IDLE_MS);
}

/**
 * The files a study keeps in the engine (keep-file), by key: `ready` once the engine has the
 * bytes (or the reading failed: a request naming it is then told the file is not held);
 * `uses`, the requests naming it not answered yet (a drop waits for them).
 * @type {Map<string, {ready: Promise<void>, uses: number, dropped: boolean}>}
 */
const keptFiles = new Map();

/** @param {string} key @param {Blob} file */
function keepFile(key, file) {
  const ready = booted.then(async () => {
    if (!engineApi) return;
    // A file past the engine's limit is only said to be too big: its first bytes are enough.
    const limit = engineApi.keptFileLimit();
    const bytes = new Uint8Array(await file.slice(0, limit + 1).arrayBuffer());
    const data = python.toPy(bytes);
    try {
      engineApi.keepFile(key, data, file.size);
    } finally {
      data.destroy?.();
    }
  });
  ready.catch((error) => console.warn(`a study's file was not read: ${errorText(error)}`));
  keptFiles.set(key, { ready, uses: 0, dropped: false });
}

/** @param {string} key */
function dropFile(key) {
  const kept = keptFiles.get(key);
  if (!kept) return;
  kept.dropped = true;
  if (kept.uses === 0) release(key);
}

/** The engine lets the file go once it has it (a drop may come while it is being read). @param {string} key */
function release(key) {
  const kept = keptFiles.get(key);
  keptFiles.delete(key);
  kept?.ready.then(() => engineApi?.dropFile(key), () => {}).finally(idle);
}

/** @param {any} request @returns {string[]} the kept files a request names */
function keptKeys(request) {
  const files = request?.files;
  if (!Array.isArray(files)) return [];
  return files.map((file) => file?.kept).filter((key) => typeof key === "string" && keptFiles.has(key));
}

/**
 * The study sessions the engine holds (a study-read's `session`: the games it read), by name: no
 * snapshot is saved while one is held.
 * @type {Set<string>}
 */
const studySessions = new Set();
/** @type {Set<Promise<void>>} the requests not answered yet (a session's drop waits for those before it) */
const answering = new Set();

/** @param {string} key */
function dropStudy(key) {
  Promise.allSettled([booted, ...answering]).then(() => {
    studySessions.delete(key);
    engineApi?.dropStudy(key);
    idle();
  });
}

onmessage = async (/** @type {MessageEvent} */ message) => {
  const { data } = message;
  if (data?.type === "keep-file") {
    clearTimeout(idleTimer); // no snapshot is saved with a study's files in it
    return keepFile(String(data.key), data.file);
  }
  if (data?.type === "drop-file") return dropFile(String(data.key));
  if (data?.type === "drop-study") return dropStudy(String(data.key));
  unanswered += 1;
  clearTimeout(idleTimer);
  if (data?.request?.command === "study-read" && typeof data.request.session === "string") {
    studySessions.add(data.request.session);
  }
  // Counted now, in the order the messages came: a drop posted after this request waits for it.
  const keys = keptKeys(data?.request);
  for (const key of keys) /** @type {{uses: number}} */ (keptFiles.get(key)).uses += 1;
  const answered = answer(data, keys);
  answering.add(answered);
  try {
    await answered;
  } finally {
    answering.delete(answered);
    for (const key of keys) {
      const kept = keptFiles.get(key);
      if (kept && --kept.uses === 0 && kept.dropped) release(key);
    }
    unanswered -= 1;
    idle();
  }
};

/** @param {{id: unknown, request: any}} data @param {string[]} keys the kept files it names */
async function answer(data, keys = []) {
  const { id, request } = data;
  const lang = request?.lang;
  const words = languageFile(lang); // while Python boots
  try {
    await booted;
  } catch (error) {
    postMessage({ id, reply: { error: { field: "engine", message: errorText(error) } } });
    return;
  }
  let asked = request;
  await Promise.allSettled(keys.map((key) => keptFiles.get(key)?.ready));
  try {
    await ensureLanguage(lang, words);
  } catch (error) {
    // Without the language's file (offline before it was ever used) the answer comes in English.
    console.warn(`answering in English: ${errorText(error)}`);
    report("language", { state: "unavailable", lang, message: errorText(error) });
    asked = { ...request, lang: "en" };
  }
  let text;
  try {
    text = calculateJson(JSON.stringify(asked));
  } catch (error) {
    text = escapedErrorReply(error, asked?.lang);
    if (text === null) {
      // The interpreter itself is broken (say, out of memory): ask for a fresh worker, which
      // re-sends this.
      report("crashed", { message: errorText(error) });
      close();
      return;
    }
  }
  postMessage({ id, reply: JSON.parse(text) });
  if (!("first answer" in timeline)) {
    mark("first answer");
    report("timeline", { origin: performance.timeOrigin, steps: timeline });
    const task = afterFirstAnswer;
    afterFirstAnswer = null;
    try {
      task?.();
    } catch {
      // only the next visit's speed is at stake
    }
  }
}
