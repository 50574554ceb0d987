// What a first visit downloads instead of Pyodide's own 12 MB, made in Node from the exact files
// the app ships (no browser needed):
// - pyodide.asm.wasm.gz: the 9.6 MB WebAssembly gzipped (3.5 MB). Many static hosts send binaries
//   uncompressed, so the worker gunzips it itself (DecompressionStream) while compiling it.
// - stdlib.zip.gz: a standard library holding only the modules Pyodide's start-up and the engine
//   import, compiled to bytecode by Pyodide's own Python (no compiling at boot), stored
//   uncompressed in the zip and gzipped as a whole (about a quarter of python_stdlib.zip; by
//   Zopfli in the build: shippedStdlib).
// - snapshot.bin.gz: a sparse memory snapshot of an interpreter booted from that stdlib with the
//   engine imported and checked, for visitors on a fast link (static/worker/snapshot-format.js).
// The stdlib and the snapshot depend on the engine's code: they are cached under
// static/vendor/boot/ by the engine bundle's hash. `node scripts/boot-assets.mjs --check` boots
// Pyodide from the trimmed stdlib alone and runs every command (a missing module fails it).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { engineBundle } from "./engine-bundle.mjs";
import { ROOT, VENDOR_DIR } from "./setup.mjs";
import { encodeSparse, readPrefix } from "../static/worker/snapshot-format.js";

const BOOT_CACHE = join(ROOT, "static", "vendor", "boot");
// Bump when what is made here changes for the same engine and Pyodide.
const RECIPE = 3; // 2: a position table saying "no location", not an empty one; 3: difflib kept (an unknown request key)
// The interpreter's environment, the same in the build and in the browser (a snapshot freezes
// os.environ): no locale or time zone of the build machine leaks into a visitor's engine.
export const PYTHON_ENV = { LANG: "C.UTF-8", TZ: "UTC" };
export const ENGINE_ROOT = "/engine";

// One request per command, and an error: each must be answered, none may need a module the
// trimmed stdlib lacks. The self-check after a restore is the first.
export const SAMPLE_REQUESTS = [
  { command: "go", system: "jewdan", board: "13", counting: "area", rank_diff: "4" },
  { command: "go", system: "ogs", board: "19", ranks: ["3k", "1d"], names: ["Ann", "Bob"] },
  { command: "go", system: "goldis", board: "19", log_ratings: ["2673", "2235"] },
  { command: "go-table", system: "ogs", board: "13", rules: "japanese", up_to: 13 },
  { command: "go-compare", board: 13, rules: "japanese", ranks: ["10k", "2k"] },
  { command: "go-systems" },
  { command: "go-round", system: "traditional", pairings: "Board, White, Rank, Black, Rank\n1, Bob, 2d, Ann, 5k\n2; Cy; 1d; Di; 1d" },
  {
    command: "go-round",
    round: 1,
    opengotha:
      '<?xml version="1.0" encoding="UTF-8"?><Tournament><Players><Player name="A" firstName="Ann" rank="5K"/>' +
      '<Player name="B" firstName="Bob" rank="2D"/></Players><Games><Game roundNumber="1" tableNumber="1" ' +
      'whitePlayer="BBOB" blackPlayer="AANN" handicap="6" result="RESULT_UNKNOWN"/></Games></Tournament>',
  },
  { command: "goldis-table" },
  { command: "study", games: [] },
  { command: "study-read", files: [] },
  { command: "game", stones: 3, komi: "0.5" },
  { command: "rate", rating: 1500, deviation: 200, games: [[1400, 30, 1], [1550, 100, 0]] },
  { command: "chess", method: "elo", elo: "1800,2000" },
  { command: "chess", method: "record", record: [3, 4, 5] },
  { command: "chess", method: "calibrate", s1: 0.3, s2: 0.45, ratio: 1.5, total: 10 },
  { command: "chess", method: "bands", elo: "1800,2000", clock: "5+2" },
  { command: "chess-form" },
  { command: "chess-clock", base1: "5:00", inc1: "2", base2: "3:00", delay2: "3", delay_type2: "bronstein", names: ["Ann", ""] },
  { command: "go-clock", base1: "10", overtime1: "byoyomi", periods1: "5", period1: "30", base2: "10", overtime2: "canadian", stones2: "20", period2: "300", black: 1, handicap: 3, names: ["Ann", ""] },
  { command: "go", rank_diff: "abc" },
  // a key no command reads (so the trimmed standard library keeps difflib, which names the nearest key)
  { command: "go", bord: "9", rank_diff: "8" },
  // a .zip of one SGF (so the trimmed standard library keeps zipfile and its codecs)
  { command: "study-read", files: [{ name: "a.zip", base64: "UEsDBBQAAAAIAAgZfF02n67PMAAAAC4AAAAFAAAAYS5zZ2bTsA6Oija0jPVwjDaK9faNNtAzjXUKijbOjg0PijbMjg1yjQ7XDoq1Do8uSInVBABQSwECFAMUAAAACAAIGXxdNp+uzzAAAAAuAAAABQAAAAAAAAAAAAAAgAEAAAAAYS5zZ2ZQSwUGAAAAAAEAAQAzAAAAUwAAAAAA" }] },
  // a .tar.gz of one SGF in a folder (so it keeps tarfile, gzip and the other archives' modules)
  { command: "study-read", files: [{ name: "a.tar.gz", base64: "H4sIAPCZD2sC/+3NsQrCQBCE4X0US0WIe5oYgpWCIIjNWQRctkhjinQmeX+PVGKvCP5fM8M0066arG/v8kmabPN8yuQ9VYuXPu1l0FJmKl8w9kPzSJfyn+a7681C5Ydom87raKHzeLR6Gf18Mc0KP+1t7QsBAAAAAAAAAAAAAAAAAPyUJ1Dd2twAKAAA" }] },
  { command: "study", bin: "0.5", games: [{ BR: "3k", WR: "1k", RE: "W+R", KM: "0.5", HA: "2" },
    { BR: "5k", WR: "1k", RE: "B+R", KM: "0.5", HA: "3", RU: "Chinese" }, { BR: "1k", WR: "1k", RE: "0", KM: "6.5" }] },
];
export const SELF_CHECK = { request: SAMPLE_REQUESTS[0], stones: 2, komi: -0.5 };

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

async function bootNode(options) {
  const { loadPyodide } = await import(pathToFileURL(join(VENDOR_DIR, "pyodide.mjs")).href);
  return loadPyodide({ indexURL: VENDOR_DIR + "/", env: { ...PYTHON_ENV }, ...options });
}

function installEngine(pyodide, bundle) {
  for (const [path, text] of Object.entries(bundle.files)) {
    const full = `${ENGINE_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
  }
  pyodide.runPython(`import sys\nsys.path.insert(0, "${ENGINE_ROOT}")\nimport handicap.api\nhandicap.api.import_all()`);
}

/**
 * Every sample request answered; the replies, in order. Throws naming a request that failed, or
 * a command of the engine's (api.HANDLERS) that no sample covers.
 */
function runSamples(pyodide) {
  const api = pyodide.pyimport("handicap.api");
  const commands = pyodide.runPython("import handicap.api\nsorted(handicap.api.HANDLERS)").toJs();
  const missing = commands.filter((command) => !SAMPLE_REQUESTS.some((request) => request.command === command));
  if (missing.length) throw new Error(`no sample request for ${missing.join(", ")}: add one to SAMPLE_REQUESTS`);
  return SAMPLE_REQUESTS.map((request) => {
    const reply = JSON.parse(api.calculate_json(JSON.stringify(request)));
    const message = reply.error?.message || "";
    const bad = (request.command === "go" && request.rank_diff === "abc") || "bord" in request; // the two errors asked for
    if (message.includes("internal error") || bad !== Boolean(reply.error)) {
      throw new Error(`${JSON.stringify(request)} → ${JSON.stringify(reply).slice(0, 300)}`);
    }
    return reply;
  });
}

/** The stdlib files (paths inside python_stdlib.zip) of every module loaded after the samples. */
function loadedStdlibFiles(pyodide) {
  return pyodide
    .runPython(
      `import sys\n` +
        // frozen modules (importlib's bootstrap, os, codecs, …) are in the interpreter already
        `sorted({f.split(".zip/", 1)[1] for m in list(sys.modules.values())\n` +
        `        for f in [getattr(m, "__file__", None) or ""] if "python3" in f and ".zip/" in f\n` +
        `        and getattr(getattr(m, "__spec__", None), "origin", None) != "frozen"})`,
    )
    .toJs();
}

/**
 * The trimmed stdlib: those files compiled to bytecode (sourceless .pyc, which zipimport loads
 * without a source) in a zip with stored entries. Made by Pyodide's Python, so the bytecode is
 * exactly its version's.
 */
function trimmedStdlib(pyodide, files) {
  pyodide.globals.set("wanted", pyodide.toPy(files));
  pyodide.runPython(`
import importlib._bootstrap_external as ext, io, sys, zipfile
def lean(code):
    # No positions (a quarter of the bytecode's size): a table saying "no location" for every
    # instruction, one byte per eight (code 15 of CPython's location table). Not an empty table:
    # traceback.py reads one position per instruction, and on an empty table it fails with
    # StopIteration, so an error's report became "Error in sys.excepthook". Tracebacks through
    # the stdlib say "line None".
    units = len(code.co_code) // 2
    table = bytes(0xF8 | (min(8, units - i) - 1) for i in range(0, units, 8))
    consts = tuple(lean(c) if isinstance(c, type(lean.__code__)) else c for c in code.co_consts)
    return code.replace(co_linetable=table, co_consts=consts)
source = zipfile.ZipFile(f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip")
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as out:
    for name in wanted:
        code = compile(source.read(name), f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/{name}", "exec", dont_inherit=True, optimize=2)
        info = zipfile.ZipInfo(name[:-3] + ".pyc" if name.endswith(".py") else name, (1980, 1, 1, 0, 0, 0))
        out.writestr(info, bytes(ext._code_to_timestamp_pyc(lean(code), 0, 0)) if name.endswith(".py") else source.read(name))
trimmed = buffer.getvalue()
`);
  const trimmed = pyodide.globals.get("trimmed").toJs();
  pyodide.runPython("del trimmed, wanted");
  return new Uint8Array(trimmed);
}

/** The memory of a freshly instantiated module: the base a shipped snapshot is a diff against. */
async function freshMemory(pyodideHeader) {
  const asm = await import(pathToFileURL(join(VENDOR_DIR, "pyodide.asm.mjs")).href);
  let memory = null;
  const stop = new Error("captured");
  try {
    await bootNode({
      _loadSnapshot: pyodideHeader,
      createPyodideModule: async (settings) => {
        const module = await asm.default(settings);
        memory = module.HEAPU8.slice();
        throw stop;
      },
    });
  } catch (error) {
    if (error !== stop) throw error;
  }
  return memory;
}

function bootCacheDir(key) {
  return join(BOOT_CACHE, key);
}

const making = new Map(); // key -> promise: concurrent requests for the same assets make them once

/** Boot assets for this engine: {stdlib, snapshot} (gzipped bytes) and their description. */
export function bootAssets(bundleText = engineBundle()) {
  const key = sha256(`${RECIPE}:${readFileSync(join(VENDOR_DIR, "VERSION"), "utf8").trim()}:${bundleText}`).slice(0, 16);
  if (!making.has(key)) {
    const promise = makeBootAssets(bundleText, key);
    making.set(key, promise);
    promise.catch(() => making.delete(key));
  }
  return making.get(key);
}

async function makeBootAssets(bundleText, key) {
  const dir = bootCacheDir(key);
  if (existsSync(join(dir, "info.json"))) {
    return {
      stdlib: readFileSync(join(dir, "stdlib.zip.gz")),
      snapshot: readFileSync(join(dir, "snapshot.bin.gz")),
      info: JSON.parse(readFileSync(join(dir, "info.json"), "utf8")),
    };
  }
  const started = performance.now();
  const bundle = JSON.parse(bundleText);

  // 1. What Pyodide's start-up and the engine load, from the full stdlib.
  const full = await bootNode({});
  installEngine(full, bundle);
  runSamples(full);
  const stdlibZip = trimmedStdlib(full, loadedStdlibFiles(full));
  const tmp = join(BOOT_CACHE, `tmp-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  const stdlibPath = join(tmp, "stdlib.zip");
  writeFileSync(stdlibPath, stdlibZip);

  // 2. An interpreter booted from the trimmed stdlib, the engine imported and checked: snapshot.
  const pyodide = await bootNode({ stdLibURL: stdlibPath, _makeSnapshot: true });
  installEngine(pyodide, bundle);
  const replies = runSamples(pyodide);
  if (replies[0].stones !== SELF_CHECK.stones || replies[0].komi !== SELF_CHECK.komi) throw new Error("self-check failed");
  const full_snapshot = pyodide.makeMemorySnapshot();
  const pyodideHeader = full_snapshot.slice(0, new DataView(full_snapshot.buffer).getUint32(4, true));
  const baseMemory = await freshMemory(pyodideHeader);
  const meta = {
    pyodide: pyodide.version,
    build: pyodide._api.config.BUILD_ID,
    bundle: sha256(bundleText),
    stdlib: sha256(stdlibZip),
    recipe: RECIPE,
  };
  const sparse = encodeSparse(full_snapshot, { base: "fresh", baseMemory, meta });
  const stdlibGz = gzipSync(stdlibZip, { level: 9 }); // the build's is Zopfli's (shippedStdlib)
  const snapshotGz = gzipSync(sparse, { level: 9 });
  const info = {
    ...meta,
    stdlib_files: loadedStdlibFiles(pyodide).length,
    stdlib_bytes: stdlibZip.length,
    stdlib_gz_bytes: stdlibGz.length,
    memory_bytes: full_snapshot.length,
    sparse_bytes: sparse.length,
    snapshot_gz_bytes: snapshotGz.length,
    made_ms: Math.round(performance.now() - started),
  };
  rmSync(tmp, { recursive: true, force: true });
  // Keep only this engine's assets: the cache is for the working tree as it is now.
  // (Another process's work in progress, tmp-* and check-*, is left alone.)
  for (const old of existsSync(BOOT_CACHE) ? readdirSync(BOOT_CACHE) : []) {
    if (/^[0-9a-f]{16}$/.test(old) && old !== key) rmSync(join(BOOT_CACHE, old), { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "stdlib.zip.gz"), stdlibGz);
  writeFileSync(join(dir, "snapshot.bin.gz"), snapshotGz);
  writeFileSync(join(dir, "info.json"), JSON.stringify(info, null, 1));
  return { stdlib: stdlibGz, snapshot: snapshotGz, info };
}

/**
 * The trimmed stdlib as `npm run build` ships it: gzipped by Zopfli, 4 % smaller than zlib's best
 * (27 KB of a first visit), for about 25 s of CPU, made once per stdlib and kept beside its boot
 * assets. The dev server sends zlib's (the same zip): an engine change must not wait for Zopfli.
 * @param {Buffer} stdlibGz  bootAssets()'s stdlib
 */
export async function shippedStdlib(stdlibGz) {
  const zip = gunzipSync(stdlibGz);
  const hash = sha256(zip);
  const dir = (existsSync(BOOT_CACHE) ? readdirSync(BOOT_CACHE) : [])
    .map((name) => join(BOOT_CACHE, name))
    .find((path) => existsSync(join(path, "info.json")) && JSON.parse(readFileSync(join(path, "info.json"), "utf8")).stdlib === hash);
  const kept = dir && join(dir, "stdlib.zopfli.gz");
  if (kept && existsSync(kept)) return readFileSync(kept);
  const { gzipAsync } = (await import("@gfx/zopfli")).default;
  const zopfli = Buffer.from(await gzipAsync(zip, { numiterations: 1 }));
  if (kept) writeFileSync(kept, zopfli);
  return zopfli;
}

/** What Pyodide says of a Python error raised through stdlib code (formatted by traceback.py). */
function escapedErrorReport(pyodide) {
  try {
    pyodide.runPython("import json\njson.dumps(float('nan'), allow_nan=False)");
  } catch (error) {
    return String(error instanceof Error ? error.message : error);
  }
  return "";
}

/** Boot Pyodide in Node from the trimmed stdlib alone and answer every sample request. */
export async function checkTrimmedStdlib(bundleText = engineBundle()) {
  const { stdlib, snapshot } = await bootAssets(bundleText);
  const tmp = join(BOOT_CACHE, `check-${process.pid}.zip`);
  writeFileSync(tmp, gunzipSync(stdlib));
  try {
    const pyodide = await bootNode({ stdLibURL: tmp });
    installEngine(pyodide, JSON.parse(bundleText));
    runSamples(pyodide);
    const prefix = readPrefix(gunzipSync(snapshot));
    return { modules: loadedStdlibFiles(pyodide).length, snapshotMeta: prefix.meta, errorReport: escapedErrorReport(pyodide) };
  } finally {
    rmSync(tmp, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    console.log(JSON.stringify(await checkTrimmedStdlib()));
  } else {
    const { info } = await bootAssets();
    console.log(JSON.stringify(info, null, 1));
  }
}
