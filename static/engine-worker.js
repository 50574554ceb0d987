// The engine's home: Pyodide plus the handicap package, answering {id, request} with
// {id, reply}. Boot progress and failures are reported as {type: ...} messages.
//
// Two ways to boot:
// - plain: loadPyodide(), then write the engine's files and import it (seconds);
// - snapshot: for a returning visitor, restore a memory snapshot of an interpreter that had
//   already imported the engine (Pyodide's private _loadSnapshot API; well under a second).
// A snapshot is made in the background after a plain boot and kept in Cache Storage, keyed to
// the exact Pyodide build, this file's boot recipe and the engine bundle's SHA-256. Any problem
// with it (missing, other key, corrupt, slow, wrong answer) means: discard it, boot plain.
const ENGINE_ROOT = "/engine";
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
// Bump when the boot recipe below changes what a snapshot contains.
const SNAPSHOT_FORMAT = 2;
const SNAPSHOT_CACHE = "handicap-engine-snapshot";
// Cache Storage wants a URL for a key; nothing is ever fetched from it.
const SNAPSHOT_URL = new URL("./engine-snapshot.bin", import.meta.url).href;
const SNAPSHOT_META_HEADER = "X-Handicap-Snapshot";
// A restore normally takes well under a second; past this, give up on it and boot plain.
const SNAPSHOT_RESTORE_LIMIT_MS = 15_000;
// Let the first request be answered before the (synchronous) snapshot copy blocks the worker.
const SNAPSHOT_SAVE_DELAY_MS = 250;
// A known answer the engine must give after a restore before it is trusted.
const SELF_CHECK = { request: { command: "go", system: "jewdan", board: "13", counting: "area", rank_diff: "4" }, stones: 2, komi: -0.5 };

// Cache Storage exists only in secure contexts (https, localhost).
const snapshotsUsable = typeof caches !== "undefined";

function errorText(error) {
  return String(error && error.message ? error.message : error);
}

function report(type, fields = {}) {
  postMessage({ type, ...fields });
}

// Pyodide's loader and its 1.2 MB runtime module load while the engine code and a saved snapshot
// are looked up (a static import would hold all of this worker's code back until it arrived);
// loadPyodide's own import of the runtime then finds it loaded or loading. A failure here is
// reported by boot().
const pyodideLoader = import("./vendor/pyodide/pyodide.mjs");
pyodideLoader.catch(() => {});
import(`${INDEX_URL}pyodide.asm.mjs`).catch(() => {});

// Start fetching the engine's code at once, in parallel with Pyodide's own download. A failure
// names the file: the browser's own message ("Failed to fetch") does not say what failed.
const bundlePromise = fetch(new URL("./engine.json", import.meta.url)).then(async (response) => {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { bundle: JSON.parse(text), hash };
}).catch((error) => {
  throw new Error(`could not load the engine code (engine.json): ${errorText(error)}`);
});
bundlePromise.catch(() => {}); // reported by boot()

// ...and look for a saved snapshot at the same time. Never rejects: no snapshot is just null.
// After a failed start the client restarts us with ?snapshot=discard: a snapshot that hangs the
// interpreter (no promise to time out) must not be tried again.
const discardFirst = new URL(self.location.href).searchParams.get("snapshot") === "discard";
const storedPromise = !snapshotsUsable ? Promise.resolve(null) : discardFirst ? discardSnapshot().then(() => null) : findSnapshot();

async function findSnapshot() {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(SNAPSHOT_URL);
    if (!response) return null;
    const meta = JSON.parse(response.headers.get(SNAPSHOT_META_HEADER) || "null");
    if (!meta) return await discardSnapshot(), null;
    // Start reading the ~30 MB now: it is the longest step of a restore.
    const bytes = response.arrayBuffer();
    bytes.catch(() => {}); // reported where it is used
    return { meta, bytes };
  } catch {
    return null;
  }
}

async function discardSnapshot() {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.delete(SNAPSHOT_URL);
  } catch {
    // nothing more we can do; the next plain boot overwrites it
  }
}

function snapshotKey(pyodideVersion, buildId, hash) {
  return { format: SNAPSHOT_FORMAT, pyodide: pyodideVersion, build: buildId, bundle: hash };
}

function sameKey(a, b) {
  return ["format", "pyodide", "build", "bundle"].every((k) => a[k] === b[k]);
}

function installBundle(pyodide, bundle) {
  for (const [path, text] of Object.entries(bundle.files)) {
    const full = `${ENGINE_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
  }
}

function withTimeout(promise, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** The engine's entry points, checked against the bundle it should come from. */
function connect(pyodide, bundle) {
  const api = pyodide.pyimport("handicap.api");
  const version = api.version();
  if (version !== bundle.version) {
    throw new Error(`engine version mismatch: code says ${version}, bundle says ${bundle.version}`);
  }
  return { pyodide, version, calculateJson: api.calculate_json, importAll: api.import_all };
}

async function plainBoot(bundleReady) {
  report("progress", { stage: "runtime", message: "Loading Python (WebAssembly)…" });
  // Both at once: missing engine code is reported as soon as it is known, not after Pyodide.
  const options = { indexURL: INDEX_URL, _makeSnapshot: snapshotsUsable };
  const runtime = pyodideLoader.then(({ loadPyodide }) => loadPyodide(options));
  const [pyodide, { bundle, hash }] = await Promise.all([runtime, bundleReady]);
  report("progress", { stage: "engine", message: "Loading the handicap engine…" });
  installBundle(pyodide, bundle);
  // Each command's code is imported by its first request (api.COMMANDS), so the first Go result
  // does not wait for the game, rating and chess modules; a saved snapshot has them all.
  pyodide.runPython(`import sys\nsys.path.insert(0, "${ENGINE_ROOT}")\nimport handicap.api`);
  return { ...connect(pyodide, bundle), hash };
}

async function snapshotBoot(stored, bundle) {
  report("progress", { stage: "runtime", message: "Restoring the engine saved on your last visit…" });
  const { loadPyodide } = await pyodideLoader;
  const pyodide = await loadPyodide({ indexURL: INDEX_URL, _loadSnapshot: stored.bytes });
  if (pyodide._api.config.BUILD_ID !== stored.meta.build) throw new Error("snapshot is from another Pyodide build");
  // The modules are already imported; the files are only there for any later lazy import.
  installBundle(pyodide, bundle);
  const engine = connect(pyodide, bundle);
  const reply = JSON.parse(engine.calculateJson(JSON.stringify(SELF_CHECK.request)));
  if (reply.stones !== SELF_CHECK.stones || reply.komi !== SELF_CHECK.komi) {
    throw new Error(`snapshot self-check failed: ${JSON.stringify(reply).slice(0, 200)}`);
  }
  return engine;
}

async function saveSnapshot(engine) {
  try {
    const started = performance.now();
    engine.importAll();
    const bytes = engine.pyodide.makeMemorySnapshot();
    const meta = snapshotKey(engine.pyodide.version, engine.pyodide._api.config.BUILD_ID, engine.hash);
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_URL, new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream", [SNAPSHOT_META_HEADER]: JSON.stringify(meta) },
    }));
    report("snapshot", { state: "saved", bytes: bytes.length, ms: Math.round(performance.now() - started) });
  } catch (error) {
    report("snapshot", { state: "failed", message: errorText(error) });
  }
}

async function boot() {
  const started = performance.now();
  const stored = await storedPromise;
  if (stored) {
    let problem = null;
    try {
      const [{ bundle, hash }, { version }] = await Promise.all([bundlePromise, pyodideLoader]);
      // The build id is only known once Pyodide runs: snapshotBoot checks it (and Pyodide too).
      if (!sameKey(stored.meta, snapshotKey(version, stored.meta.build, hash))) {
        problem = "saved for another version";
      } else {
        const engine = await withTimeout(snapshotBoot(stored, bundle), SNAPSHOT_RESTORE_LIMIT_MS, "restoring the snapshot");
        return { ...engine, boot: "snapshot", ms: performance.now() - started };
      }
    } catch (error) {
      problem = errorText(error);
    }
    await discardSnapshot();
    report("snapshot", { state: "discarded", message: problem });
  }
  const engine = await plainBoot(bundlePromise);
  if (snapshotsUsable) setTimeout(() => saveSnapshot(engine), SNAPSHOT_SAVE_DELAY_MS);
  return { ...engine, boot: "plain", ms: performance.now() - started };
}

let calculateJson = null;

const booted = boot().then(
  (engine) => {
    calculateJson = engine.calculateJson;
    report("ready", { version: engine.version, pyodide: engine.pyodide.version, boot: engine.boot, ms: Math.round(engine.ms) });
  },
  (error) => {
    report("boot-error", { message: errorText(error) });
    throw error;
  },
);

onmessage = async ({ data }) => {
  const { id, request } = data;
  try {
    await booted;
  } catch (error) {
    postMessage({ id, reply: { error: { field: "engine", message: errorText(error) } } });
    return;
  }
  let text;
  try {
    text = calculateJson(JSON.stringify(request));
  } catch (error) {
    // The engine answers every request itself (errors included), so a throw here means the
    // interpreter is broken (say, out of memory): ask for a fresh worker, which re-sends this.
    report("crashed", { message: errorText(error) });
    close();
    return;
  }
  postMessage({ id, reply: JSON.parse(text) });
};
